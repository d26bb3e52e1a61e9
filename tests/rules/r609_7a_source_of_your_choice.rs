//! 609.7a: "a source of your choice": the source is chosen as the effect
//! resolves, among permanents, spells on the stack and the objects abilities
//! on the stack come from (even gone from their zone); 615.7 "the next
//! time [that source] would deal damage ..., prevent that damage": all of
//! that one event's damage, then the shield is used up; 614.9 the same shape
//! for a redirection.
//!
//! The cards (built in: compiled from their printed text), their text as printed:
//! - Circle of Protection: Red {1}{W}: "{1}: The next time a red source of
//!   your choice would deal damage to you this turn, prevent that damage."
//! - Circle of Protection: Black {1}{W}: the same for a black source.
//! - Pentagram of the Ages {4}: "{4}, {T}: The next time a source of your
//!   choice would deal damage to you this turn, prevent that damage."
//! - Sanctum Guardian {1}{W}{W} 1/4: "Sacrifice Sanctum Guardian: The next
//!   time a source of your choice would deal damage to target creature or
//!   player this turn, prevent that damage."
//! - Jade Monolith {4}: "{1}: The next time a source of your choice would
//!   deal damage to target creature this turn, that source deals that damage
//!   to you instead."
//! - Built in: Lightning Bolt, Shock, Mogg Fanatic ("Sacrifice Mogg Fanatic:
//!   Mogg Fanatic deals 1 damage to target creature or player."), Hill Giant
//!   (red 3/3), Raging Goblin (red 1/1 haste), Grizzly Bears, Hypnotic Specter.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::{PlayerId, Step};
use stackwise::rules::ObjectId;

/// Bob's turn, his main phase: he has what he casts; Alice the protection.
fn bobs_turn(alice: Value, bob: Value, bob_hand: Value) -> T {
    T::new(json!({"players": [
        {"name": "Alice", "battlefield": alice, "library": ["Plains", "Plains", "Plains"]},
        {"name": "Bob", "battlefield": bob, "hand": bob_hand, "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 4, "active": 1, "step": "precombat_main"}}))
}

/// Alice activates her permanent's ability (its first), answers nothing yet.
fn alice_activates(t: &mut T, source: &str, targets: Value) {
    t.act(json!({"action": "activate_ability", "player": 0, "source": format!("@{source}"), "ability": 0, "targets": targets, "auto_pay": true}));
}

/// Pass until the 609.7a question; return its candidates.
fn source_question(t: &mut T) -> Vec<ObjectId> {
    for _ in 0..6 {
        if t.g().pending.is_some() {
            break;
        }
        t.pass_all();
    }
    let d = t.g().pending.clone().expect("the source question");
    assert_eq!(d.rule, "609.7a");
    assert_eq!(d.player, PlayerId(0));
    let DecisionKind::ChooseObject { candidates, optional, .. } = d.kind else { panic!("{d:?}") };
    assert!(!optional, "a source must be chosen");
    candidates
}

fn choose(t: &mut T, id: ObjectId) {
    t.act(json!({"action": "choose_object", "player": 0, "object": id.0}));
}

/// Circle of Protection: Red chooses the Lightning Bolt on the stack: its 3
/// damage is prevented, and the shield is used up.
#[test]
fn r609_7a_circle_of_protection_red_chooses_a_spell_on_the_stack() {
    let mut t = bobs_turn(json!([{"card": "Circle of Protection: Red", "label": "cop"}, "Plains"]), json!(["Mountain", {"card": "Grizzly Bears", "label": "gb"}, {"card": "Hill Giant", "label": "hg"}]), json!([{"card": "Lightning Bolt", "label": "bolt"}]));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"player": 0}], "auto_pay": true}));
    let bolt = t.id("bolt");
    t.act(json!({"action": "pass_priority", "player": 1}));
    alice_activates(&mut t, "cop", json!([]));
    let c = source_question(&mut t);
    assert!(c.contains(&bolt) && c.contains(&t.id("hg")), "the red spell and the red permanent: {c:?}");
    assert!(!c.contains(&t.id("gb")), "not a green source");
    choose(&mut t, bolt);
    assert_eq!(t.g().prevention.shields.len(), 1);
    let ev = t.pass_all();
    assert_eq!(t.life(0), 20, "prevented");
    assert!(cites(&ev, "615.7"));
    assert!(t.g().prevention.shields.is_empty(), "used up");
}

/// Two red attackers, the shield on one of them, in either order of
/// declaration: only the chosen one's damage is prevented.
#[test]
fn r615_7_the_chosen_attacker_only_in_either_order() {
    for (chosen, other_damage) in [("hg", 1), ("rg", 3)] {
        for order in [["hg", "rg"], ["rg", "hg"]] {
            let mut t = bobs_turn(json!([{"card": "Circle of Protection: Red", "label": "cop"}, "Plains"]), json!([{"card": "Hill Giant", "label": "hg"}, {"card": "Raging Goblin", "label": "rg"}]), json!([]));
            for _ in 0..4 {
                if t.g().pending.is_some() {
                    break;
                }
                t.pass_all();
            }
            let attackers: Vec<Value> = order.iter().map(|l| json!({"attacker": t.id(l).0, "target": {"player": 0}})).collect();
            t.act(json!({"action": "declare_attackers", "player": 1, "attackers": attackers}));
            // Bob passes in declare attackers; Alice activates.
            t.act(json!({"action": "pass_priority", "player": 1}));
            alice_activates(&mut t, "cop", json!([]));
            source_question(&mut t);
            let id = t.id(chosen);
            choose(&mut t, id);
            play_until(&mut t, 1, Step::EndOfCombat, &|t, p, _| { t.act(json!({"action": "pass_priority", "player": p.0})); });
            assert_eq!(t.life(0), 20 - other_damage, "{chosen} chosen, {order:?}");
        }
    }
}

/// 609.7a: the object an ability on the stack comes from may be chosen even
/// after it has left: Mogg Fanatic sacrificed, its ability still prevented.
#[test]
fn r609_7a_the_source_of_an_ability_gone_from_the_battlefield_mogg_fanatic() {
    let mut t = bobs_turn(json!([{"card": "Circle of Protection: Red", "label": "cop"}, "Plains"]), json!([{"card": "Mogg Fanatic", "label": "mf"}]), json!([]));
    let mf = t.id("mf");
    t.act(json!({"action": "activate_ability", "player": 1, "source": mf.0, "ability": 0, "targets": [{"player": 0}], "auto_pay": true}));
    assert!(t.g().obj(mf).is_none(), "sacrificed");
    t.act(json!({"action": "pass_priority", "player": 1}));
    alice_activates(&mut t, "cop", json!([]));
    let c = source_question(&mut t);
    assert_eq!(c, vec![mf], "the Fanatic, as it last was (red)");
    choose(&mut t, mf);
    let ev = t.pass_all();
    assert_eq!(t.life(0), 20, "{:#?}", ev.iter().map(|e| (e.rule.clone(), e.text.clone(), format!("{:?}", e.kind))).collect::<Vec<_>>());
}

/// Circle of Protection: Black with no black source: nothing to choose, no
/// shield, the Bolt deals its damage.
#[test]
fn r609_7a_no_source_of_that_kind_no_shield() {
    let mut t = bobs_turn(json!([{"card": "Circle of Protection: Black", "label": "cop"}, "Plains"]), json!(["Mountain"]), json!([{"card": "Lightning Bolt", "label": "bolt"}]));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"player": 0}], "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 1}));
    alice_activates(&mut t, "cop", json!([]));
    let ev = t.pass_all();
    assert!(cites(&ev, "609.7a"), "it says there was nothing to choose");
    assert!(t.g().prevention.shields.is_empty());
    t.pass_all();
    assert_eq!(t.life(0), 17);
}

/// Sanctum Guardian protects a creature (its target) from the Shock chosen;
/// Pentagram of the Ages any source, a green one too (Grizzly Bears' attack).
#[test]
fn r609_7a_sanctum_guardian_a_creature_and_pentagram_any_colour() {
    let mut t = bobs_turn(json!([{"card": "Sanctum Guardian", "label": "sg"}, {"card": "Grizzly Bears", "label": "mine"}]), json!(["Mountain"]), json!([{"card": "Shock", "label": "shock"}]));
    let mine = t.id("mine");
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@shock", "targets": [{"object": mine.0}], "auto_pay": true}));
    let shock = t.id("shock");
    t.act(json!({"action": "pass_priority", "player": 1}));
    alice_activates(&mut t, "sg", json!([{"object": mine.0}]));
    source_question(&mut t);
    choose(&mut t, shock);
    t.pass_all();
    assert_eq!(t.zone("mine"), "battlefield", "the Shock's damage prevented");
    assert_eq!(t.g().obj(mine).unwrap().damage, 0);

    let mut t = bobs_turn(json!([{"card": "Pentagram of the Ages", "label": "pa"}, "Plains", "Plains", "Plains", "Plains"]), json!([{"card": "Grizzly Bears", "label": "gb"}]), json!([]));
    for _ in 0..4 {
        if t.g().pending.is_some() {
            break;
        }
        t.pass_all();
    }
    let gb = t.id("gb");
    t.act(json!({"action": "declare_attackers", "player": 1, "attackers": [{"attacker": gb.0, "target": {"player": 0}}]}));
    t.act(json!({"action": "pass_priority", "player": 1}));
    alice_activates(&mut t, "pa", json!([]));
    let c = source_question(&mut t);
    assert!(c.contains(&gb) && c.contains(&t.id("pa")), "any source, her own permanents too: {c:?}");
    choose(&mut t, gb);
    play_until(&mut t, 1, Step::EndOfCombat, &|t, p, _| { t.act(json!({"action": "pass_priority", "player": p.0})); });
    assert_eq!(t.life(0), 20);
}

/// Jade Monolith: the Shock aimed at Alice's Bears is dealt to Alice instead,
/// once; the shield is then gone.
#[test]
fn r614_9_jade_monolith_redirects_that_damage_to_you() {
    let mut t = bobs_turn(json!([{"card": "Jade Monolith", "label": "jm"}, "Plains", {"card": "Grizzly Bears", "label": "mine"}]), json!(["Mountain"]), json!([{"card": "Shock", "label": "shock"}]));
    let mine = t.id("mine");
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@shock", "targets": [{"object": mine.0}], "auto_pay": true}));
    let shock = t.id("shock");
    t.act(json!({"action": "pass_priority", "player": 1}));
    alice_activates(&mut t, "jm", json!([{"object": mine.0}]));
    source_question(&mut t);
    choose(&mut t, shock);
    let ev = t.pass_all();
    assert!(cites(&ev, "614.9"));
    assert_eq!(t.life(0), 18, "dealt to Alice instead");
    assert_eq!(t.g().obj(mine).unwrap().damage, 0);
    assert!(t.g().prevention.shields.is_empty(), "used up");
}

/// An answer that isn't among the sources offered is refused, the game unchanged.
#[test]
fn r609_7a_a_source_not_offered_is_refused() {
    let mut t = bobs_turn(json!([{"card": "Circle of Protection: Red", "label": "cop"}, "Plains"]), json!(["Mountain", {"card": "Grizzly Bears", "label": "gb"}]), json!([{"card": "Lightning Bolt", "label": "bolt"}]));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"player": 0}], "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 1}));
    alice_activates(&mut t, "cop", json!([]));
    source_question(&mut t);
    let gb = t.id("gb");
    refused_unchanged(&mut t, json!({"action": "choose_object", "player": 0, "object": gb.0}));
    let bolt = t.id("bolt");
    refused_unchanged(&mut t, json!({"action": "choose_object", "player": 1, "object": bolt.0}));
    refused_unchanged(&mut t, json!({"action": "choose_object", "player": 0, "object": null}));
}
