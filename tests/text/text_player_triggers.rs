//! Triggers on a player's event that name the player or the amount:
//! "Whenever [you / an opponent / a player] loses life" (603.2, 119.3) with
//! "that much" and "that player puts that many cards from the top of his or
//! her library into his or her graveyard"; "deals 1 damage to him or her"
//! for the player the event names; and spells of a list of colours
//! ("a white, blue, black, or red spell": any of them, 105.2), compiled from
//! the printed text.
//!
//! Cards (their text as the table prints it):
//! - Exquisite Blood {4}{B}: "Whenever an opponent loses life, you gain that much life."
//! - Mindcrank {2}: "Whenever an opponent loses life, that player puts that
//!   many cards from the top of his or her library into his or her graveyard."
//! - Underworld Dreams {B}{B}{B}: "Whenever an opponent draws a card,
//!   Underworld Dreams deals 1 damage to him or her."
//! - Quirion Dryad {1}{G} 1/1: "Whenever you cast a white, blue, black, or
//!   red spell, put a +1/+1 counter on Quirion Dryad."
//! - Lightning Bolt {R}, Ancestral Recall {U}, Giant Growth {G}.

use crate::common;
use common::*;
use serde_json::{json, Value};

fn resolve_all(t: &mut T) {
    for _ in 0..6 {
        if t.g().stack.is_empty() {
            break;
        }
        t.pass_all();
    }
}

fn cast(t: &mut T, label: &str, targets: Value) {
    t.act(json!({"action": "cast_spell", "player": 0, "card": format!("@{label}"), "targets": targets, "auto_pay": true}));
    resolve_all(t);
}

#[test]
fn r119_3_exquisite_blood_and_mindcrank_use_the_life_an_opponent_lost() {
    // Alice's Bolt makes Bob lose 3: with Exquisite Blood Alice gains 3; with Mindcrank Bob mills 3.
    let cards = ["Exquisite Blood", "Mindcrank", "Lightning Bolt"];
    let hand = json!([{"card": "Lightning Bolt", "label": "bolt"}]);
    let mut t = common::card_table::compiled_game(&cards, json!(["Mountain", {"card": "Exquisite Blood"}]), hand.clone(), json!([]));
    cast(&mut t, "bolt", json!([{"player": 1}]));
    assert_eq!((t.life(0), t.life(1)), (23, 17));
    let mut t = common::card_table::compiled_game(&cards, json!(["Mountain", {"card": "Mindcrank"}]), hand.clone(), json!([]));
    cast(&mut t, "bolt", json!([{"player": 1}]));
    assert_eq!((t.life(0), t.life(1)), (20, 17));
    assert_eq!((t.g().players[1].library.len(), t.g().players[1].graveyard.len()), (0, 3));
    // Alice's own loss (Bolt at herself) is not an opponent's: nothing.
    for card in ["Exquisite Blood", "Mindcrank"] {
        let mut t = common::card_table::compiled_game(&cards, json!(["Mountain", {"card": card}]), hand.clone(), json!([]));
        cast(&mut t, "bolt", json!([{"player": 0}]));
        assert_eq!((t.life(0), t.life(1)), (17, 20));
        assert_eq!(t.g().players[0].library.len(), 3);
    }
}

#[test]
fn r603_2_underworld_dreams_deals_damage_to_the_opponent_who_drew() {
    // Bob's Underworld Dreams: Alice (his opponent) draws three, taking 1 for each; Bob draws, nothing.
    let cards = ["Underworld Dreams", "Ancestral Recall"];
    let hand = json!([{"card": "Ancestral Recall", "label": "ar"}]);
    let mut t = common::card_table::compiled_game(&cards, json!(["Island"]), hand.clone(), json!([{"card": "Underworld Dreams"}]));
    cast(&mut t, "ar", json!([{"player": 0}]));
    assert_eq!((t.life(0), t.life(1)), (17, 20));
    let mut t = common::card_table::compiled_game(&cards, json!(["Island"]), hand, json!([{"card": "Underworld Dreams"}]));
    cast(&mut t, "ar", json!([{"player": 1}]));
    assert_eq!((t.life(0), t.life(1)), (20, 20));
    assert_eq!(t.g().players[1].hand.len(), 3);
}

#[test]
fn r105_2_quirion_dryad_grows_for_a_spell_of_any_listed_colour_only() {
    // A red spell adds a counter; a green one (not in the list) does not.
    let cards = ["Quirion Dryad", "Lightning Bolt", "Giant Growth"];
    let alice = json!(["Mountain", "Forest", {"card": "Quirion Dryad", "label": "dryad"}]);
    let hand = json!([{"card": "Lightning Bolt", "label": "bolt"}, {"card": "Giant Growth", "label": "gg"}]);
    let mut t = common::card_table::compiled_game(&cards, alice, hand, json!([]));
    let dryad = t.id("dryad");
    let counters = |t: &T| t.g().obj(dryad).unwrap().extra.counters.get("+1/+1").copied().unwrap_or(0);
    cast(&mut t, "gg", json!([{"object": dryad.0}]));
    assert_eq!(counters(&t), 0);
    cast(&mut t, "bolt", json!([{"player": 1}]));
    assert_eq!(counters(&t), 1);
}
