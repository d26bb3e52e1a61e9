//! 702.80 devour: "Devour N": as the permanent enters the battlefield its
//! controller may sacrifice any number of creatures; it enters with N +1/+1
//! counters for each one (702.80a). Asked while the spell resolves (608.3),
//! before it is on the battlefield; the counters are on it before anything
//! sees it enter.
//!
//! Cards (their text as the table prints it):
//! - Predator Dragon {4}{R}{R}{R} 4/4: "Flying, haste / Devour 2"
//! - Gorger Wurm {3}{R}{G} 5/5: "Devour 1"
//! - Caldera Hellion {3}{R} 3/3: "Devour 1 / When Caldera Hellion enters the
//!   battlefield, it deals 3 damage to each creature."
//! - Marrow Chomper {3}{B}{G} 3/3: "Devour 2 / When Marrow Chomper enters
//!   the battlefield, you gain 2 life for each creature it devoured." (702.80b)
//! - Grizzly Bears {1}{G} 2/2, Raging Goblin {R} 1/1, Hill Giant {3}{R} 3/3.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;

fn game(alice_bf: Value, hand: Value) -> T {
    let mut t = common::card_table::compiled_game(&["Predator Dragon", "Gorger Wurm", "Caldera Hellion", "Marrow Chomper"], alice_bf, hand, json!([{"card": "Hill Giant", "label": "giant"}]));
    t.gm().players[0].pool = stackwise::rules::types::ManaPool { red: 7, green: 2, black: 1, ..Default::default() };
    t
}

fn pt(t: &T, name: &str) -> (i32, i32) {
    let o = t.g().objects.values().find(|o| o.def.name == name && o.zone == stackwise::rules::types::Zone::Battlefield).expect(name);
    let c = t.g().chars(o.id).unwrap();
    (c.power.unwrap(), c.toughness.unwrap())
}

#[test]
fn r702_80a_predator_dragon_devouring_two_creatures_enters_with_four_counters() {
    let mut t = game(json!([{"card": "Grizzly Bears", "label": "a"}, {"card": "Raging Goblin", "label": "b"}]), json!([{"card": "Predator Dragon", "label": "dragon"}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@dragon", "auto_pay": true}));
    t.pass_all();
    let d = t.g().pending.clone().expect("the devour choice is asked");
    assert_eq!(d.rule, "702.80a");
    let DecisionKind::ChooseCards { from, min, max, .. } = d.kind else { panic!("{d:?}") };
    assert_eq!((from.len(), min, max), (2, 0, 2));
    // Bob's Hill Giant is not Alice's to sacrifice.
    let giant = t.id("giant").0;
    assert!(t.try_act(json!({"action": "choose_cards", "player": 0, "cards": [giant]})).is_err());
    let (a, b) = (t.id("a").0, t.id("b").0);
    let ev = t.act(json!({"action": "choose_cards", "player": 0, "cards": [a, b]}));
    assert!(cites(&ev, "702.80a"), "{:?}", rules(&ev));
    assert_eq!((t.zone("a"), t.zone("b")), ("graveyard".to_string(), "graveyard".to_string()));
    assert_eq!(pt(&t, "Predator Dragon"), (8, 8));
}

#[test]
fn r702_80a_devouring_nothing_leaves_it_as_printed() {
    let mut t = game(json!([{"card": "Grizzly Bears", "label": "a"}]), json!([{"card": "Gorger Wurm", "label": "wurm"}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@wurm", "auto_pay": true}));
    t.pass_all();
    t.act(json!({"action": "choose_cards", "player": 0, "cards": []}));
    assert_eq!(t.zone("a"), "battlefield");
    assert_eq!(pt(&t, "Gorger Wurm"), (5, 5));
}

#[test]
fn r702_80a_with_no_creature_to_sacrifice_nothing_is_asked() {
    let mut t = game(json!([]), json!([{"card": "Gorger Wurm", "label": "wurm"}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@wurm", "auto_pay": true}));
    t.pass_all();
    assert!(t.g().pending.is_none());
    assert_eq!(pt(&t, "Gorger Wurm"), (5, 5));
}

#[test]
fn r702_80a_the_counters_are_there_before_its_enters_trigger_resolves() {
    // Caldera Hellion devours a Goblin: a 4/4, it survives its own 3 damage; the Giant doesn't.
    let mut t = game(json!([{"card": "Raging Goblin", "label": "b"}]), json!([{"card": "Caldera Hellion", "label": "hellion"}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@hellion", "auto_pay": true}));
    t.pass_all();
    let b = t.id("b").0;
    t.act(json!({"action": "choose_cards", "player": 0, "cards": [b]}));
    t.pass_all();
    assert_eq!(t.zone("hellion"), "battlefield");
    assert_eq!(t.zone("giant"), "graveyard");
    // Without devouring, the 3/3 dies to its own trigger.
    let mut t = game(json!([{"card": "Raging Goblin", "label": "b"}]), json!([{"card": "Caldera Hellion", "label": "hellion"}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@hellion", "auto_pay": true}));
    t.pass_all();
    t.act(json!({"action": "choose_cards", "player": 0, "cards": []}));
    t.pass_all();
    assert_eq!(t.zone("hellion"), "graveyard");
}

#[test]
fn r702_80b_marrow_chomper_gains_life_for_each_creature_it_devoured() {
    let mut t = game(json!([{"card": "Grizzly Bears", "label": "a"}, {"card": "Raging Goblin", "label": "b"}, {"card": "Raging Goblin", "label": "c"}]), json!([{"card": "Marrow Chomper", "label": "mc"}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@mc", "auto_pay": true}));
    t.pass_all();
    let (a, b) = (t.id("a").0, t.id("b").0);
    t.act(json!({"action": "choose_cards", "player": 0, "cards": [a, b]}));
    t.pass_all();
    // Two devoured: 3/3 with four counters, and 2 life for each.
    assert_eq!(pt(&t, "Marrow Chomper"), (7, 7));
    assert_eq!(t.life(0), 24);
    assert_eq!(t.zone("c"), "battlefield");
}
