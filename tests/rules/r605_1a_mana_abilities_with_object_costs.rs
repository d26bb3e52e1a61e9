//! 605.1a, 605.3b, 602.2b: an activated ability without a target that adds
//! mana is a mana ability whatever else its cost asks: sacrificing other
//! permanents (named in the action's `sacrifice`, as for any ability) is paid
//! and the mana added at once, without the stack. Auto-pay never sacrifices:
//! such an ability is activated on its own (605.3a), then the mana is spent.
//!
//! The cards (built in, compiled from their printed text), their text as printed:
//! - Ashnod's Altar {3}: "Sacrifice a creature: Add {C}{C}."
//! - Phyrexian Altar {3}: "Sacrifice a creature: Add one mana of any color."
//! - Krark-Clan Ironworks {4}: "Sacrifice an artifact: Add {C}{C}."
//! - Skirk Prospector {R} 1/1 Goblin: "Sacrifice a Goblin: Add {R}."
//! - Goblin Clearcutter {3}{R} 3/3 Goblin and Orcish Lumberjack {R} 1/1 Orc:
//!   "{T}, Sacrifice a Forest: Add three mana in any combination of {R} and/or {G}."
//! - Phyrexian Tower (legendary land): "{T}: Add {C}. / {T}, Sacrifice a
//!   creature: Add {B}{B}."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::legal::LegalAction;
use stackwise::rules::state::Flow;
use stackwise::rules::types::{ManaPool, PlayerId};

fn game(alice: Value, hand: Value) -> T {
    T::new(json!({"players": [
        {"name": "Alice", "battlefield": alice, "hand": hand, "library": ["Plains", "Plains", "Plains"]},
        {"name": "Bob", "battlefield": [{"card": "Grizzly Bears", "label": "bob_bears"}], "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

fn pool(t: &T) -> ManaPool {
    t.g().player(PlayerId(0)).pool
}

fn mana(v: Value) -> ManaPool {
    serde_json::from_value(v).unwrap()
}

fn sac(source: &str, ability: usize, victims: Value, adds: Option<Value>) -> Value {
    let mut a = json!({"action": "activate_ability", "player": 0, "source": format!("@{source}"), "ability": ability, "sacrifice": victims});
    if let Some(m) = adds {
        a["adds"] = m;
    }
    a
}

/// Ashnod's Altar and Phyrexian Altar: the creature named is sacrificed and
/// the mana added at once; nothing goes on the stack, the player keeps
/// priority. Naming none, two, a non-creature or the opponent's creature is
/// refused and changes nothing.
#[test]
fn r605_1a_altars_sacrifice_the_creature_named_and_add_mana_at_once() {
    for (altar, adds, expected) in [("Ashnod's Altar", None, json!({"colorless": 2})), ("Phyrexian Altar", Some(json!({"red": 1})), json!({"red": 1}))] {
        let mut t = game(json!([{"card": altar, "label": "altar"}, {"card": "Grizzly Bears", "label": "bears"}, {"card": "Llanowar Elves", "label": "elves"}, {"card": "Forest", "label": "forest"}]), json!([]));
        for bad in [json!([]), json!(["@bears", "@elves"]), json!(["@forest"]), json!(["@bob_bears"])] {
            let e = refused_unchanged(&mut t, sac("altar", 0, bad.clone(), adds.clone()));
            assert!(e.contains("602.2b") || e.contains("sacrifice"), "{altar} {bad}: {e}");
        }
        // A mana ability whose cost takes no creature names none.
        let e = refused_unchanged(&mut t, sac("elves", 0, json!(["@bears"]), None));
        assert!(e.contains("no cost that sacrifices"), "{e}");
        let mut exile = sac("elves", 0, json!([]), None);
        exile["exile"] = json!(["@bears"]);
        refused_unchanged(&mut t, exile);
        let events = t.act(sac("altar", 0, json!(["@bears"]), adds.clone()));
        assert!(cites(&events, "605.3a"), "{altar}");
        assert_eq!(pool(&t), mana(expected.clone()), "{altar}");
        assert_eq!(t.zone("bears"), "graveyard", "{altar}");
        assert!(t.g().stack.is_empty(), "{altar}: a mana ability doesn't use the stack (605.3b)");
        assert!(matches!(t.g().flow, Flow::Priority(p) | Flow::GivePriority(p) if p == PlayerId(0)), "{altar}: the player keeps priority");
        // Again, with the Elves: the altar doesn't tap.
        t.act(sac("altar", 0, json!(["@elves"]), adds.clone()));
        assert_eq!(pool(&t).total(), 2 * mana(expected).total(), "{altar}");
    }
}

/// Phyrexian Altar's colour must be named with the sacrifice (605.3b).
#[test]
fn r605_3b_phyrexian_altar_names_its_colour() {
    let mut t = game(json!([{"card": "Phyrexian Altar", "label": "altar"}, {"card": "Grizzly Bears", "label": "bears"}]), json!([]));
    let e = refused_unchanged(&mut t, sac("altar", 0, json!(["@bears"]), None));
    assert!(e.contains("608.2d"), "{e}");
    let e = refused_unchanged(&mut t, sac("altar", 0, json!(["@bears"]), Some(json!({"colorless": 1}))));
    assert!(e.contains("not coloured"), "{e}");
}

/// "Sacrifice an artifact" and "Sacrifice a Goblin": Krark-Clan Ironworks
/// and Skirk Prospector may sacrifice themselves (they match), or another.
#[test]
fn r605_1a_an_ability_may_sacrifice_its_own_source_when_it_matches() {
    let mut t = game(json!([{"card": "Krark-Clan Ironworks", "label": "kci"}, {"card": "Gilded Lotus", "label": "lotus"}, {"card": "Skirk Prospector", "label": "skirk"}, {"card": "Goblin Clearcutter", "label": "cutter"}]), json!([]));
    t.act(sac("kci", 0, json!(["@lotus"]), None));
    assert_eq!(t.zone("lotus"), "graveyard");
    t.act(sac("skirk", 0, json!(["@cutter"]), None));
    assert_eq!(t.zone("cutter"), "graveyard");
    t.act(sac("skirk", 0, json!(["@skirk"]), None));
    assert_eq!(t.zone("skirk"), "graveyard");
    t.act(sac("kci", 0, json!(["@kci"]), None));
    assert_eq!(t.zone("kci"), "graveyard");
    assert_eq!(pool(&t), mana(json!({"colorless": 4, "red": 2})));
}

/// Goblin Clearcutter and Orcish Lumberjack: {T} and a Forest, three mana of
/// red and green in any combination; a white mana or a Plains is refused.
#[test]
fn r605_1a_clearcutter_and_lumberjack_tap_and_sacrifice_a_forest() {
    for card in ["Goblin Clearcutter", "Orcish Lumberjack"] {
        let mut t = game(json!([{"card": card, "label": "src"}, {"card": "Forest", "label": "forest"}, {"card": "Plains", "label": "plains"}]), json!([]));
        let e = refused_unchanged(&mut t, sac("src", 0, json!(["@plains"]), Some(json!({"red": 3}))));
        assert!(e.contains("sacrifice"), "{card}: {e}");
        let e = refused_unchanged(&mut t, sac("src", 0, json!(["@forest"]), Some(json!({"red": 2, "white": 1}))));
        assert!(e.contains("White"), "{card}: {e}");
        t.act(sac("src", 0, json!(["@forest"]), Some(json!({"red": 2, "green": 1}))));
        assert_eq!(pool(&t), mana(json!({"red": 2, "green": 1})), "{card}");
        assert_eq!(t.zone("forest"), "graveyard");
        assert!(t.g().objects[&t.id("src")].tapped, "{card}");
    }
}

/// The legal actions list such a mana ability with what may be sacrificed;
/// naming it among the mana activations of a cast is refused (it is
/// activated on its own first, 605.3a), and auto-pay never uses it.
#[test]
fn r605_3a_listed_with_candidates_and_never_auto_paid() {
    let mut t = game(json!([{"card": "Phyrexian Tower", "label": "tower"}, {"card": "Grizzly Bears", "label": "bears"}]), json!([{"card": "Dark Ritual", "label": "ritual"}, {"card": "Duress", "label": "duress"}]));
    let tower = t.id("tower");
    let listed: Vec<(usize, bool, Option<Vec<stackwise::rules::types::ObjectId>>)> = t
        .g()
        .legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            LegalAction::Activate { source, ability, mana_ability, sacrifice, .. } if source == tower => Some((ability, mana_ability, sacrifice.map(|s| s.candidates))),
            _ => None,
        })
        .collect();
    assert_eq!(listed, vec![(0, true, None), (1, true, Some(vec![t.id("bears")]))]);
    let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@ritual", "mana_abilities": [{"source": tower.0, "ability": 1}]}));
    assert!(e.contains("separate action"), "{e}");
    // Auto-pay taps the Tower for {C}: Dark Ritual's {B} can't be paid that way.
    let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@ritual", "auto_pay": true}));
    assert!(e.contains("{B}"), "{e}");
    // Sacrificing the Bears first gives {B}{B}: Dark Ritual, then Duress from the rest.
    t.act(sac("tower", 1, json!(["@bears"]), None));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@ritual"}));
    assert_eq!(pool(&t), mana(json!({"black": 1})));
}

/// "Exile [this card] from your hand: Add {G}." (Elvish and Simian Spirit
/// Guide): a mana ability that works only from the hand; it is listed among
/// the legal actions there, and the card goes to exile as the mana is added.
/// On the battlefield the ability can't be activated.
#[test]
fn r605_1a_spirit_guides_are_exiled_from_the_hand_for_mana() {
    for (card, colour) in [("Elvish Spirit Guide", "green"), ("Simian Spirit Guide", "red")] {
        let mut t = game(json!([{"card": card, "label": "on_board"}]), json!([{"card": card, "label": "guide"}, {"card": "Lightning Bolt", "label": "bolt"}]));
        let guide = t.id("guide");
        let listed = t.g().legal_actions().into_iter().any(|a| matches!(a, LegalAction::Activate { source, mana_ability: true, .. } if source == guide));
        assert!(listed, "{card}: offered from the hand");
        let e = refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@on_board", "ability": 0}));
        assert!(e.contains("702.28a") || e.contains("hand"), "{card}: {e}");
        let events = t.act(json!({"action": "activate_ability", "player": 0, "source": "@guide", "ability": 0}));
        assert!(cites(&events, "605.3a"), "{card}");
        assert_eq!(t.zone("guide"), "exile", "{card}");
        assert_eq!(pool(&t), mana(json!({colour: 1})), "{card}");
        assert!(t.g().stack.is_empty(), "{card}");
    }
    // The red mana pays for a Bolt at once.
    let mut t = game(json!([]), json!([{"card": "Simian Spirit Guide", "label": "guide"}, {"card": "Lightning Bolt", "label": "bolt"}]));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@guide", "ability": 0}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}]}));
    t.pass_all();
    assert_eq!(t.life(1), 17);
}

/// A card whose additional cost or morph cost says to exile the card itself from the hand is refused as it is read.
#[test]
fn r605_1a_exile_self_from_hand_is_refused_where_it_has_no_meaning() {
    let v = json!({"format": "stackwise-scenario", "version": 1, "players": [{"name": "A"}, {"name": "B"}], "cards": [
        {"name": "Odd Sorcery", "mana_cost": "{R}", "types": ["Sorcery"], "text": "x", "additional_cost": {"exile_self_from_hand": true},
         "spell": {"effects": [{"do": "draw", "player": {"player": "you"}, "count": 1}]}}]});
    let s: stackwise::formats::scenario::Scenario = serde_json::from_value(v).unwrap();
    let e = match s.build() {
        Ok(_) => panic!("refused"),
        Err(e) => e.join("; "),
    };
    assert!(e.contains("exile_self_from_hand"), "{e}");
}
