//! "Return all [permanents] you control / two target lands you control to
//! their owner's hand": only the controller's own permanents move, each to
//! its owner's hand (400.3), together. Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Part the Veil {3}{U}, Instant: "Return all creatures you control to
//!   their owner's hand."
//! - Retract {U}, Instant: "Return all artifacts you control to their
//!   owner's hand."
//! - Sea Drake {2}{U}, 4/3 Flying: "When Sea Drake enters the battlefield,
//!   return two target lands you control to their owner's hand."
//! - Grizzly Bears {1}{G}, 2/2; Ornithopter {0}, 0/2 Artifact Creature.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::{ManaPool, PlayerId, Zone};

const CARDS: &[&str] = &["Part the Veil", "Retract", "Sea Drake", "Grizzly Bears", "Ornithopter"];

fn game(alice_bf: Value, alice_hand: Value, bob_bf: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    two_players(json!(cards), alice_bf, alice_hand, bob_bf, json!([]))
}

fn names_in_hand(t: &T, p: u8) -> Vec<String> {
    let mut v: Vec<String> = t.g().player(PlayerId(p)).hand.iter().map(|id| t.g().objects[id].def.name.clone()).collect();
    v.sort();
    v
}

#[test]
fn r608_2c_part_the_veil_and_retract_return_only_your_own() {
    for (spell, mana, mine) in [("Part the Veil", "{3}{U}", vec!["Grizzly Bears", "Ornithopter"]), ("Retract", "{U}", vec!["Ornithopter"])] {
        let mut t = game(json!([{"card": "Grizzly Bears"}, {"card": "Ornithopter"}]), json!([{"card": spell, "label": "spell"}]), json!([{"card": "Grizzly Bears"}, {"card": "Ornithopter"}]));
        t.gm().players[0].pool = ManaPool::parse(mana).unwrap();
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "targets": [], "auto_pay": true}));
        t.pass_all();
        assert_eq!(names_in_hand(&t, 0), mine.iter().map(|s| s.to_string()).collect::<Vec<_>>(), "{spell}");
        assert_eq!(t.g().battlefield.iter().filter(|id| t.g().objects[*id].controller == PlayerId(1)).count(), 2, "{spell}: Bob's stay");
    }
}

#[test]
fn r608_2c_sea_drake_returns_two_of_your_lands() {
    let mut t = game(json!([{"card": "Island", "label": "i1"}, {"card": "Island", "label": "i2"}, {"card": "Island", "label": "i3"}]), json!([{"card": "Sea Drake", "label": "drake"}]), json!([{"card": "Forest", "label": "forest"}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@drake", "targets": [], "auto_pay": true}));
    t.pass_all();
    // A land Bob controls is no legal target (115.1): refused, and nothing changes.
    let forest = t.id("forest");
    let (i1, i2) = (t.id("i1"), t.id("i2"));
    refused_unchanged(&mut t, json!({"action": "choose_targets", "player": 0, "targets": [{"object": forest.0}, {"object": i1.0}]}));
    t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"object": i1.0}, {"object": i2.0}]}));
    t.pass_all();
    assert_eq!(names_in_hand(&t, 0), vec!["Island".to_string(), "Island".to_string()]);
    assert_eq!(t.g().objects.values().filter(|o| o.zone == Zone::Battlefield && o.def.name == "Island").count(), 1);
}
