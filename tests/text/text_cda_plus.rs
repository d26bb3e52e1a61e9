//! Characteristic-defining abilities (604.3) with a number added, compiled
//! from the printed text: "[this]'s power and toughness are each equal to 1
//! plus the number of ...", "[this]'s toughness is equal to 1 plus ...", and
//! "[this]'s power is equal to [count] and its toughness is equal to that
//! number plus 1" (printed "*/1+*" or "1+*/1+*"). They apply in every zone
//! and are counted whenever the game looks (613.3a).
//!
//! Cards (their text as the table prints it):
//! - Lhurgoyf {2}{G}{G} */1+*: "Lhurgoyf's power is equal to the number of
//!   creature cards in all graveyards and its toughness is equal to that
//!   number plus 1."
//! - Gaea's Avenger {1}{G}{G} 1+*/1+*: "Gaea's Avenger's power and toughness
//!   are each equal to 1 plus the number of artifacts your opponents control."
//! - An-Havva Constable {1}{G}{G} 2/1+*: "An-Havva Constable's toughness is
//!   equal to 1 plus the number of green creatures on the battlefield."
//! - Allosaurus Rider {5}{G}{G} 1+*/1+*: "You may exile two green cards from
//!   your hand rather than pay Allosaurus Rider's mana cost. / Allosaurus
//!   Rider's power and toughness are each equal to 1 plus the number of lands
//!   you control."
//! - Grizzly Bears, Llanowar Elves, Ornithopter, Dingus Egg, Lightning Bolt.

use crate::common;
use common::*;
use serde_json::{json, Value};

const CARDS: [&str; 7] = ["Lhurgoyf", "Gaea's Avenger", "An-Havva Constable", "Allosaurus Rider", "Ornithopter", "Dingus Egg", "Llanowar Elves"];

fn game(alice_bf: Value, bob_bf: Value, graves: [Value; 2]) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "mana_pool": "R", "graveyard": graves[0], "library": ["Island", "Island"]},
        {"name": "Bob", "battlefield": bob_bf, "graveyard": graves[1], "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn pt(t: &T, label: &str) -> (i32, i32) {
    let c = t.g().chars(t.id(label)).expect("object exists");
    (c.power.unwrap_or(-99), c.toughness.unwrap_or(-99))
}

fn bolt(t: &mut T, target: &str) {
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": format!("@{target}")}], "auto_pay": true}));
    t.pass_all();
}

#[test]
fn lhurgoyf_toughness_is_its_power_plus_one() {
    let graves = [json!(["Grizzly Bears", "Forest", "Lightning Bolt"]), json!(["Llanowar Elves", "Grizzly Bears"])];
    let mut t = game(json!([{"card": "Lhurgoyf", "label": "goyf"}]), json!([{"card": "Llanowar Elves", "label": "elves"}]), graves);
    assert_eq!(pt(&t, "goyf"), (3, 4), "three creature cards");
    bolt(&mut t, "elves");
    assert_eq!(pt(&t, "goyf"), (4, 5), "the Elves joined them");
    let t = game(json!([{"card": "Lhurgoyf", "label": "goyf"}]), json!([]), [json!([]), json!([])]);
    assert_eq!(pt(&t, "goyf"), (0, 1));
}

#[test]
fn one_plus_a_count_for_both_numbers() {
    // Gaea's Avenger counts the artifacts of Alice's opponents, not hers.
    let mut t = game(json!([{"card": "Gaea's Avenger", "label": "avenger"}, "Dingus Egg"]), json!([{"card": "Ornithopter", "label": "thopter"}, "Dingus Egg"]), [json!([]), json!([])]);
    assert_eq!(pt(&t, "avenger"), (3, 3));
    bolt(&mut t, "thopter");
    assert_eq!(pt(&t, "avenger"), (2, 2), "one artifact left");
    // Allosaurus Rider counts the lands Alice controls.
    let t = game(json!([{"card": "Allosaurus Rider", "label": "rider"}, "Forest", "Forest", "Island"]), json!(["Forest"]), [json!([]), json!([])]);
    assert_eq!(pt(&t, "rider"), (4, 4));
    let t = game(json!([{"card": "Allosaurus Rider", "label": "rider"}]), json!(["Forest"]), [json!([]), json!([])]);
    assert_eq!(pt(&t, "rider"), (1, 1));
}

#[test]
fn one_plus_a_count_for_the_toughness_only() {
    // An-Havva Constable: printed power 2; green creatures on the battlefield, itself included.
    let mut t = game(json!([{"card": "An-Havva Constable", "label": "constable"}]), json!([{"card": "Llanowar Elves", "label": "elves"}, "Ornithopter"]), [json!([]), json!([])]);
    assert_eq!(pt(&t, "constable"), (2, 3), "the Constable and the Elves; the Ornithopter is colorless");
    bolt(&mut t, "elves");
    assert_eq!(pt(&t, "constable"), (2, 2));
}
