//! "Its controller [gains / loses / draws / ...]": the controller of the
//! target the instruction before acted on, read as that player (608.2b,
//! 608.2h: the amount and the player are read as the instruction is
//! followed, from the object's last known information once it has left).
//!
//! Cards (their text as the table prints it):
//! - Swords to Plowshares {W}: "Exile target creature. Its controller gains
//!   life equal to its power."
//! - Nature's Claim {G}: "Destroy target artifact or enchantment. Its
//!   controller gains 4 life."
//! - Despoil {3}{B}: "Destroy target land. Its controller loses 2 life."
//! - Hill Giant {3}{R} 3/3, Sol Ring {1}, Forest, Plains, Swamp.

use crate::common;
use common::*;
use serde_json::{json, Value};

fn game(cards: &[&str], hand: Value, alice_bf: Value, bob_bf: Value) -> T {
    common::card_table::compiled_game(cards, alice_bf, hand, bob_bf)
}

#[test]
fn r608_2h_swords_to_plowshares_gives_the_exiled_creatures_controller_its_power_in_life() {
    // Bob's Hill Giant (power 3) is exiled: Bob, its controller, gains 3; Alice gains nothing.
    let mut t = game(&["Swords to Plowshares", "Hill Giant"], json!([{"card": "Swords to Plowshares", "label": "stp"}]), json!(["Plains"]), json!([{"card": "Hill Giant", "label": "giant"}]));
    let giant = t.id("giant").0;
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@stp", "targets": [{"object": giant}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("giant"), "exile");
    assert_eq!((t.life(0), t.life(1)), (20, 23));
    // On Alice's own creature, Alice gains the life.
    let mut t = game(&["Swords to Plowshares", "Hill Giant"], json!([{"card": "Swords to Plowshares", "label": "stp"}]), json!(["Plains", {"card": "Hill Giant", "label": "giant"}]), json!([]));
    let giant = t.id("giant").0;
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@stp", "targets": [{"object": giant}], "auto_pay": true}));
    t.pass_all();
    assert_eq!((t.life(0), t.life(1)), (23, 20));
}

#[test]
fn r608_2b_its_controller_gains_or_loses_a_fixed_amount() {
    // Nature's Claim on Bob's Sol Ring: Bob gains 4. Despoil on Bob's Swamp: Bob loses 2.
    let hand = json!([{"card": "Nature's Claim", "label": "claim"}, {"card": "Despoil", "label": "despoil"}]);
    let mut t = game(&["Nature's Claim", "Despoil", "Sol Ring"], hand, json!(["Forest", "Swamp", "Swamp", "Swamp", "Swamp"]), json!([{"card": "Sol Ring", "label": "ring"}, {"card": "Swamp", "label": "swamp"}]));
    let ring = t.id("ring").0;
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@claim", "targets": [{"object": ring}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("ring"), "graveyard");
    assert_eq!((t.life(0), t.life(1)), (20, 24));
    let swamp = t.id("swamp").0;
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@despoil", "targets": [{"object": swamp}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("swamp"), "graveyard");
    assert_eq!((t.life(0), t.life(1)), (20, 22));
}
