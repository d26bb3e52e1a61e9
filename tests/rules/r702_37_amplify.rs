//! 702.37 amplify: "Amplify N": as the permanent enters the battlefield its
//! controller may reveal any number of cards from their hand that share a
//! creature type with it; it enters with N +1/+1 counters for each card
//! revealed (702.37a). The cards stay in the hand.
//!
//! Cards (their text as the table prints it):
//! - Glowering Rogon {5}{G} 4/4 Beast: "Amplify 1"
//! - Feral Throwback {4}{G}{G} 3/3 Beast: "Amplify 2 / Provoke"
//! - Aven Warhawk {4}{W} 2/2 Bird Soldier: "Amplify 1 / Flying"
//! - Grizzly Bears {1}{G} 2/2 Bear.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;

fn game(hand: Value) -> T {
    let mut t = common::card_table::compiled_game(&["Glowering Rogon", "Feral Throwback", "Aven Warhawk"], json!([]), hand, json!([]));
    t.gm().players[0].pool = stackwise::rules::types::ManaPool { green: 6, white: 5, ..Default::default() };
    t
}

fn pt(t: &T, label: &str) -> (i32, i32) {
    let c = t.g().chars(t.id(label)).unwrap();
    (c.power.unwrap(), c.toughness.unwrap())
}

#[test]
fn r702_37a_glowering_rogon_reveals_beasts_only_and_gets_a_counter_for_each() {
    let mut t = game(json!([{"card": "Glowering Rogon", "label": "rogon"}, {"card": "Feral Throwback", "label": "ft"}, {"card": "Glowering Rogon", "label": "rogon2"}, {"card": "Grizzly Bears", "label": "bears"}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@rogon", "auto_pay": true}));
    t.pass_all();
    let d = t.g().pending.clone().expect("the reveal is asked");
    assert_eq!(d.rule, "702.37a");
    let DecisionKind::ChooseCards { mut from, min, max, .. } = d.kind else { panic!("{d:?}") };
    from.sort();
    let mut beasts = vec![t.id("ft"), t.id("rogon2")];
    beasts.sort();
    // The Bears share no creature type with a Beast.
    assert_eq!((from, min, max), (beasts.clone(), 0, 2));
    let bears = t.id("bears").0;
    assert!(t.try_act(json!({"action": "choose_cards", "player": 0, "cards": [bears]})).is_err());
    let ev = t.act(json!({"action": "choose_cards", "player": 0, "cards": [beasts[0].0, beasts[1].0]}));
    assert!(cites(&ev, "702.37a"), "{:?}", rules(&ev));
    assert_eq!(pt(&t, "rogon"), (6, 6));
    assert_eq!((t.zone("ft"), t.zone("rogon2")), ("hand".to_string(), "hand".to_string()));
}

#[test]
fn r702_37a_amplify_two_puts_two_counters_for_each_card() {
    let mut t = game(json!([{"card": "Feral Throwback", "label": "ft"}, {"card": "Glowering Rogon", "label": "rogon"}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@ft", "auto_pay": true}));
    t.pass_all();
    let rogon = t.id("rogon").0;
    t.act(json!({"action": "choose_cards", "player": 0, "cards": [rogon]}));
    assert_eq!(pt(&t, "ft"), (5, 5));
}

#[test]
fn r702_37a_revealing_nothing_or_having_nothing_to_reveal() {
    let mut t = game(json!([{"card": "Aven Warhawk", "label": "hawk"}, {"card": "Aven Warhawk", "label": "hawk2"}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@hawk", "auto_pay": true}));
    t.pass_all();
    t.act(json!({"action": "choose_cards", "player": 0, "cards": []}));
    assert_eq!(pt(&t, "hawk"), (2, 2));
    // No Bird or Soldier card in hand: nothing is asked.
    let mut t = game(json!([{"card": "Aven Warhawk", "label": "hawk"}, {"card": "Grizzly Bears", "label": "bears"}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@hawk", "auto_pay": true}));
    t.pass_all();
    assert!(t.g().pending.is_none());
    assert_eq!(pt(&t, "hawk"), (2, 2));
}
