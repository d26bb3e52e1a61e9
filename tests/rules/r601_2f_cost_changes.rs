//! Cost increases and reductions (601.2f, 117.7 of the reference rules):
//! static abilities that change what a spell costs to cast, applied as its
//! total cost is worked out: increases first, then reductions; a reduction
//! of generic mana reduces only the generic part. Real cards, built in
//! (built in, compiled from their printed text) with their Oracle text:
//!
//! - Sphere of Resistance {2}: "Spells cost {1} more to cast."
//! - Thorn of Amethyst {2}: "Noncreature spells cost {1} more to cast."
//! - Glowrider {2}{W}: "Noncreature spells cost {1} more to cast."
//! - Helm of Awakening {2}: "Spells cost {1} less to cast."
//! - Etherium Sculptor {1}{U}: "Artifact spells you cast cost {1} less to cast."
//! - Emerald Medallion {2}: "Green spells you cast cost {1} less to cast."
//! - Jade Leech {2}{G}{G}: "Green spells you cast cost {G} more to cast."
//! - Grand Arbiter Augustin IV {2}{W}{U}: "White spells you cast cost {1}
//!   less to cast. Blue spells you cast cost {1} less to cast. Spells your
//!   opponents cast cost {1} more to cast."
//! - Frogmite {4}, Myr Enforcer {7}: "Affinity for artifacts (This spell
//!   costs {1} less to cast for each artifact you control.)"

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::legal::LegalAction;
use stackwise::rules::*;

/// Alice (active, first main phase) has `alice` on the battlefield and
/// `hand`; Bob has `bob` and a Giant Growth and a Lightning Bolt in hand.
fn game(alice: Value, hand: Value, bob: Value) -> T {
    T::new(json!({"players": [
        {"name": "Alice", "battlefield": alice, "hand": hand, "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": bob, "hand": [{"card": "Giant Growth", "label": "bob-growth"}, {"card": "Lightning Bolt", "label": "bob-bolt"}], "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn n(card: &str, count: usize) -> Vec<Value> {
    (0..count).map(|_| json!(card)).collect()
}

fn all(parts: &[Vec<Value>]) -> Value {
    Value::Array(parts.concat())
}

/// The total cost the 601.2f event of a cast names.
fn total_cost(ev: &[Event]) -> String {
    let e = ev.iter().find(|e| e.rule == "601.2f" && e.text.starts_with("the total cost")).expect("a 601.2f total cost event");
    e.text.rsplit(" is ").next().unwrap().to_string()
}

fn cast(t: &mut T, player: u8, card: &str, targets: Value) -> Result<Vec<Event>, ActionError> {
    t.try_act(json!({"action": "cast_spell", "player": player, "card": format!("@{card}"), "targets": targets, "auto_pay": true}))
}

fn untapped_lands(t: &T, p: u8) -> usize {
    let g = t.g();
    g.battlefield.iter().filter(|id| g.objects[id].controller == PlayerId(p) && !g.objects[id].tapped && g.chars(**id).unwrap().types.contains(&CardType::Land)).count()
}

fn castable(t: &T, label: &str) -> bool {
    let id = t.id(label);
    t.g().legal_actions().into_iter().any(|a| matches!(a, LegalAction::Cast { card, .. } if card == id))
}

#[test]
fn r601_2f_sphere_of_resistance_adds_to_every_spell_of_every_player() {
    let bolt = json!([{"card": "Lightning Bolt", "label": "bolt"}]);
    let mut t = game(all(&[n("Mountain", 1), vec![json!({"card": "Sphere of Resistance", "label": "sphere"})]]), bolt.clone(), json!(["Forest", "Forest"]));
    assert!(!castable(&t, "bolt"), "{{R}} plus {{1}} is more than one Mountain");
    let before = t.g().clone();
    let err = cast(&mut t, 0, "bolt", json!([{"player": 1}])).unwrap_err().to_string();
    assert!(err.contains("601.2h"), "{err}");
    assert_eq!(t.g(), &before, "refused: nothing changed");
    // Two Mountains pay {1}{R}; the 601.2f events name the Sphere and the total.
    let mut t = game(all(&[n("Mountain", 2), vec![json!("Sphere of Resistance")]]), bolt, json!(["Forest", "Forest"]));
    assert!(castable(&t, "bolt"));
    let ev = cast(&mut t, 0, "bolt", json!([{"player": 1}])).unwrap();
    assert_eq!(total_cost(&ev), "{1}{R}");
    assert!(ev.iter().any(|e| e.rule == "601.2f" && e.text.starts_with("Sphere of Resistance:")), "the change names its source");
    assert_eq!(untapped_lands(&t, 0), 0);
    t.pass_all();
    assert_eq!(t.life(1), 17);
}

#[test]
fn r601_2f_increases_add_up_and_apply_to_the_opponent_too() {
    // Two Spheres and a Thorn: Bob's Giant Growth costs {3}{G}; Alice's creature spell only {2} more.
    let mut t = game(
        all(&[vec![json!("Sphere of Resistance"), json!("Sphere of Resistance"), json!("Thorn of Amethyst"), json!({"card": "Grizzly Bears", "label": "target"})], n("Forest", 4)]),
        json!([{"card": "Grizzly Bears", "label": "bears"}]),
        all(&[n("Forest", 4)]),
    );
    let ev = cast(&mut t, 0, "bears", json!([])).unwrap();
    assert_eq!(total_cost(&ev), "{3}{G}", "creature spell: two Spheres, not the Thorn");
    t.act(json!({"action": "pass_priority", "player": 0}));
    let ev = cast(&mut t, 1, "bob-growth", json!([{"object": "@target"}])).unwrap();
    assert_eq!(total_cost(&ev), "{3}{G}", "noncreature spell: both Spheres and the Thorn");
    assert_eq!(untapped_lands(&t, 1), 0);
}

#[test]
fn r601_2f_thorn_and_glowrider_spare_creature_spells() {
    for taxer in ["Thorn of Amethyst", "Glowrider"] {
        let mut t = game(all(&[vec![json!(taxer)], n("Forest", 2)]), json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Giant Growth", "label": "growth"}]), json!([]));
        let ev = cast(&mut t, 0, "bears", json!([])).unwrap();
        assert_eq!(total_cost(&ev), "{1}{G}", "{taxer}: a creature spell costs its mana cost");
        t.pass_all();
        assert!(!castable(&t, "growth"), "{taxer}: Giant Growth now costs {{1}}{{G}} and no land is untapped");
    }
}

#[test]
fn r117_7a_a_generic_reduction_does_not_reduce_coloured_mana() {
    // Helm of Awakening: Grizzly Bears {1}{G} costs {G}; Lightning Bolt {R} still costs {R}.
    let mut t = game(all(&[vec![json!("Helm of Awakening")], n("Forest", 1), n("Mountain", 1)]), json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Lightning Bolt", "label": "bolt"}]), json!([]));
    let ev = cast(&mut t, 0, "bears", json!([])).unwrap();
    assert_eq!(total_cost(&ev), "{G}");
    assert_eq!(untapped_lands(&t, 0), 1, "one Forest paid for the Bears");
    t.pass_all();
    let ev = cast(&mut t, 0, "bolt", json!([{"player": 1}])).unwrap();
    assert_eq!(total_cost(&ev), "{R}");
}

#[test]
fn r601_2f_increases_apply_before_reductions_in_either_order_of_arrival() {
    // Sphere and Helm together: Lightning Bolt is {R} + {1} - {1} = {R}. Taking
    // the reduction first would leave {1}{R}. Both orders of the permanents.
    for order in [["Sphere of Resistance", "Helm of Awakening"], ["Helm of Awakening", "Sphere of Resistance"]] {
        let mut t = game(all(&[vec![json!(order[0]), json!(order[1])], n("Mountain", 1)]), json!([{"card": "Lightning Bolt", "label": "bolt"}]), json!([]));
        let ev = cast(&mut t, 0, "bolt", json!([{"player": 1}])).expect("one Mountain pays {R}");
        assert_eq!(total_cost(&ev), "{R}", "{order:?}");
        let lines: Vec<&str> = ev.iter().filter(|e| e.rule == "601.2f").map(|e| e.text.as_str()).collect();
        assert!(lines[0].starts_with("Sphere of Resistance") && lines[1].starts_with("Helm of Awakening"), "the increase first: {lines:?}");
    }
}

#[test]
fn r601_2f_spells_you_cast_are_the_controllers_own() {
    // Emerald Medallion reduces Alice's green spells, not Bob's.
    let mut t = game(all(&[vec![json!("Emerald Medallion"), json!({"card": "Grizzly Bears", "label": "target"})], n("Forest", 1)]), json!([{"card": "Grizzly Bears", "label": "bears"}]), all(&[n("Forest", 1)]));
    let ev = cast(&mut t, 0, "bears", json!([])).unwrap();
    assert_eq!(total_cost(&ev), "{G}");
    t.act(json!({"action": "pass_priority", "player": 0}));
    let ev = cast(&mut t, 1, "bob-growth", json!([{"object": "@target"}])).unwrap();
    assert_eq!(total_cost(&ev), "{G}", "Giant Growth has no generic mana to reduce anyway");
    // Jade Leech: Alice's Giant Growth costs {G}{G}, Bob's {G}.
    let mut t = game(all(&[vec![json!("Jade Leech"), json!({"card": "Grizzly Bears", "label": "target"})], n("Forest", 1)]), json!([{"card": "Giant Growth", "label": "growth"}]), all(&[n("Forest", 1)]));
    assert!(!castable(&t, "growth"), "{{G}}{{G}} with one Forest");
    t.act(json!({"action": "pass_priority", "player": 0}));
    let ev = cast(&mut t, 1, "bob-growth", json!([{"object": "@target"}])).unwrap();
    assert_eq!(total_cost(&ev), "{G}", "Jade Leech taxes only its controller's green spells");
}

#[test]
fn r601_2f_grand_arbiter_reduces_its_controllers_spells_and_taxes_the_opponents() {
    let mut t = game(
        all(&[vec![json!("Grand Arbiter Augustin IV"), json!({"card": "Grizzly Bears", "label": "target"})], n("Plains", 3), n("Island", 1)]),
        json!([{"card": "Serra Angel", "label": "angel"}, {"card": "Swords to Plowshares", "label": "swords"}]),
        all(&[n("Forest", 2)]),
    );
    // Serra Angel {3}{W}{W} is white: {2}{W}{W}, paid by the four lands.
    let ev = cast(&mut t, 0, "angel", json!([])).unwrap();
    assert_eq!(total_cost(&ev), "{2}{W}{W}");
    assert_eq!(untapped_lands(&t, 0), 0);
    t.act(json!({"action": "pass_priority", "player": 0}));
    let ev = cast(&mut t, 1, "bob-growth", json!([{"object": "@target"}])).unwrap();
    assert_eq!(total_cost(&ev), "{1}{G}", "an opponent's spell costs {{1}} more");
}

#[test]
fn r601_2f_affinity_counts_artifacts_as_the_spell_is_cast() {
    // Frogmite {4} with four artifacts costs {0}; Myr Enforcer {7} with them costs {3}.
    let arts = vec![json!("Sphere of Resistance"), json!("Darksteel Myr"), json!("Bonesplitter"), json!("Helm of Awakening")];
    let mut t = game(all(&[arts.clone(), n("Island", 3)]), json!([{"card": "Frogmite", "label": "frog"}, {"card": "Myr Enforcer", "label": "myr"}]), json!([]));
    // Frogmite: {4} + {1} (Sphere) - {1} (Helm) - {4} (affinity) = {0}.
    let ev = cast(&mut t, 0, "frog", json!([])).unwrap();
    assert_eq!(total_cost(&ev), "{0}");
    assert!(ev.iter().any(|e| e.rule == "601.2f" && e.text.contains("Frogmite: Frogmite costs {4} (4 × {1}) less")), "{:?}", ev.iter().map(|e| &e.text).collect::<Vec<_>>());
    assert_eq!(untapped_lands(&t, 0), 3);
    t.pass_all();
    // Now five artifacts: Myr Enforcer {7} + {1} - {1} - {5} = {2}.
    let ev = cast(&mut t, 0, "myr", json!([])).unwrap();
    assert_eq!(total_cost(&ev), "{2}");
    assert_eq!(untapped_lands(&t, 0), 1);
    // Bob's artifacts don't count for Alice: the same board with the artifacts Bob's.
    let t = game(all(&[n("Island", 3)]), json!([{"card": "Myr Enforcer", "label": "myr"}]), Value::Array(arts));
    assert!(!castable(&t, "myr"), "{{7}} + {{1}} - {{1}} with three Islands");
}

#[test]
fn r601_2f_etherium_sculptor_and_a_reduction_of_x() {
    // Etherium Sculptor: Frogmite (an artifact) with one artifact (the Sculptor) costs {4} - {1} - {1} = {2}.
    let mut t = game(all(&[vec![json!("Etherium Sculptor")], n("Island", 2)]), json!([{"card": "Frogmite", "label": "frog"}]), json!([]));
    let ev = cast(&mut t, 0, "frog", json!([])).unwrap();
    assert_eq!(total_cost(&ev), "{2}");
    // Helm of Awakening and Blaze {X}{R} with X = 3: X's value is generic mana, so the total is {2}{R}.
    let mut t = game(all(&[vec![json!("Helm of Awakening")], n("Mountain", 3)]), json!([{"card": "Blaze", "label": "blaze"}]), json!([]));
    let ev = t.try_act(json!({"action": "cast_spell", "player": 0, "card": "@blaze", "targets": [{"player": 1}], "x": 3, "auto_pay": true})).unwrap();
    assert_eq!(total_cost(&ev), "{2}{R}");
    assert!(ev.iter().any(|e| e.rule == "601.2b" && e.text.ends_with("announces X = 3")));
    t.pass_all();
    assert_eq!(t.life(1), 17, "Blaze still deals X = 3");
}

#[test]
fn r117_7_a_cost_change_is_one_amount_of_mana() {
    let bad = |effect: Value| {
        let card = json!({"name": "Bad Tax", "mana_cost": "{2}", "types": ["Artifact"], "text": "", "abilities": [{"kind": "static", "effect": effect, "text": ""}]});
        let def: stackwise::cards::def::CardDef = serde_json::from_value(card).unwrap();
        def.validate().join(" | ")
    };
    let e = bad(json!({"static": "cost_change", "spells": {}, "more": "{1}", "less": "{1}"}));
    assert!(e.contains("exactly one of 'more' and 'less'"), "{e}");
    let e = bad(json!({"static": "cost_change", "spells": {}}));
    assert!(e.contains("exactly one of 'more' and 'less'"), "{e}");
    let e = bad(json!({"static": "cost_change", "spells": {}, "less": "{X}"}));
    assert!(e.contains("'less' {X}") && e.contains("X or hybrid"), "{e}");
    let e = bad(json!({"static": "cost_change", "spells": {}, "more": "{1}", "per": {"count": "x"}}));
    assert!(e.contains("can't be read here"), "{e}");
    let parse = serde_json::from_value::<stackwise::cards::def::CardDef>(json!({"name": "Bad Tax", "types": ["Artifact"], "text": "", "abilities": [{"kind": "static", "effect": {"static": "cost_change", "more": "{Q}"}, "text": ""}]}));
    assert!(parse.unwrap_err().to_string().contains("unknown symbol '{Q}'"));
}
