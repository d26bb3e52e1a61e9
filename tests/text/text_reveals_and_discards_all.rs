//! "Choose a number." (608.2d; 107.1b: no negative number), nouns "with
//! converted mana cost equal to that number" / "the number" and "with that
//! name", and "[player] reveals his or her hand and discards all [noun]
//! cards" (701.8: every matching card of the hand at once). "Then" opening a
//! sentence continues the spell's instructions in order.
//!
//! Cards (their text as the table prints it):
//! - Void {3}{B}{R}: "Choose a number. Destroy all artifacts and creatures
//!   with converted mana cost equal to that number. Then target player
//!   reveals his or her hand and discards all nonland cards with converted
//!   mana cost equal to the number."
//! - Amnesia {3}{U}{U}{U}: "Target player reveals his or her hand and
//!   discards all nonland cards."
//! - Cabal Therapy {B}: "Name a nonland card. Target player reveals his or
//!   her hand and discards all cards with that name. / Flashback—Sacrifice a
//!   creature."
//! - Grizzly Bears {1}{G} 2/2, Llanowar Elves {G} 1/1, Sol Ring {1}, Doom
//!   Blade {1}{B}, Lightning Bolt {R}, Mountain.

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;

fn game(cards: &[&str], alice_bf: Value, hand: Value, bob_bf: Value, bob_hand: Value) -> T {
    let cards: Vec<Value> = cards.iter().map(|n| compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": hand, "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": bob_bf, "hand": bob_hand, "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

const VOID: &[&str] = &["Void", "Grizzly Bears", "Llanowar Elves", "Sol Ring", "Doom Blade", "Lightning Bolt"];

#[test]
fn r608_2d_void_destroys_and_discards_by_the_number_chosen_as_it_resolves() {
    let alice_bf = json!(["Swamp", "Swamp", "Mountain", "Mountain", "Mountain", {"card": "Llanowar Elves", "label": "elves"}]);
    let bob_bf = json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Sol Ring", "label": "ring"}]);
    let bob_hand = json!([{"card": "Doom Blade", "label": "blade"}, {"card": "Grizzly Bears", "label": "bears2"}, {"card": "Lightning Bolt", "label": "bolt"}, {"card": "Mountain", "label": "mtn"}]);
    let mut t = game(VOID, alice_bf, json!([{"card": "Void", "label": "void"}]), bob_bf, bob_hand);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@void", "targets": [{"player": 1}], "auto_pay": true}));
    t.pass_all();
    // 608.2d: the number is chosen as Void resolves; 107.1b: never a negative one.
    match t.g().pending.as_ref().map(|d| d.kind.clone()) {
        Some(DecisionKind::ChooseNumber { min, .. }) => assert_eq!(min, 0),
        other => panic!("no number asked: {other:?}"),
    }
    assert!(t.try_act(json!({"action": "choose_number", "player": 0, "number": -1})).is_err());
    t.act(json!({"action": "choose_number", "player": 0, "number": 2}));
    // Converted mana cost 2: the Bears die, the Elves (1) and Sol Ring (1) stay.
    assert_eq!((t.zone("bears").as_str(), t.zone("elves").as_str(), t.zone("ring").as_str()), ("graveyard", "battlefield", "battlefield"));
    // Bob discards his nonland cards of 2 (Doom Blade, Grizzly Bears), keeps the Bolt and the land.
    assert_eq!((t.zone("blade").as_str(), t.zone("bears2").as_str()), ("graveyard", "graveyard"));
    assert_eq!((t.zone("bolt").as_str(), t.zone("mtn").as_str()), ("hand", "hand"));
}

#[test]
fn r608_2d_void_choosing_one_takes_the_ones_instead() {
    let alice_bf = json!(["Swamp", "Swamp", "Mountain", "Mountain", "Mountain", {"card": "Llanowar Elves", "label": "elves"}]);
    let bob_bf = json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Sol Ring", "label": "ring"}]);
    let bob_hand = json!([{"card": "Doom Blade", "label": "blade"}, {"card": "Lightning Bolt", "label": "bolt"}]);
    let mut t = game(VOID, alice_bf, json!([{"card": "Void", "label": "void"}]), bob_bf, bob_hand);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@void", "targets": [{"player": 1}], "auto_pay": true}));
    t.pass_all();
    t.act(json!({"action": "choose_number", "player": 0, "number": 1}));
    assert_eq!((t.zone("bears").as_str(), t.zone("elves").as_str(), t.zone("ring").as_str()), ("battlefield", "graveyard", "graveyard"));
    assert_eq!((t.zone("blade").as_str(), t.zone("bolt").as_str()), ("hand", "graveyard"));
}

#[test]
fn r701_8_amnesia_discards_every_nonland_card_and_keeps_the_lands() {
    let bob_hand = json!([{"card": "Doom Blade", "label": "blade"}, {"card": "Lightning Bolt", "label": "bolt"}, {"card": "Mountain", "label": "mtn"}]);
    let mut t = game(&["Amnesia", "Doom Blade", "Lightning Bolt"], json!(["Island", "Island", "Island", "Island", "Island", "Island"]), json!([{"card": "Amnesia", "label": "amnesia"}]), json!([]), bob_hand);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@amnesia", "targets": [{"player": 1}], "auto_pay": true}));
    let ev = t.pass_all();
    assert!(ev.iter().any(|e| e.rule == "701.14"), "the hand is revealed: {:?}", rules(&ev));
    assert_eq!((t.zone("blade").as_str(), t.zone("bolt").as_str(), t.zone("mtn").as_str()), ("graveyard", "graveyard", "hand"));
}

#[test]
fn r701_8_cabal_therapy_discards_all_cards_with_the_named_name() {
    let bob_hand = json!([{"card": "Lightning Bolt", "label": "bolt1"}, {"card": "Lightning Bolt", "label": "bolt2"}, {"card": "Doom Blade", "label": "blade"}]);
    let mut t = game(&["Cabal Therapy", "Doom Blade", "Lightning Bolt"], json!(["Swamp"]), json!([{"card": "Cabal Therapy", "label": "ct"}]), json!([]), bob_hand);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@ct", "targets": [{"player": 1}], "auto_pay": true}));
    t.pass_all();
    match t.g().pending.as_ref().map(|d| d.kind.clone()) {
        Some(DecisionKind::NameCard { nonland }) => assert!(nonland, "a nonland card is named"),
        other => panic!("no name asked: {other:?}"),
    }
    t.act(json!({"action": "name_card", "player": 0, "name": "Lightning Bolt"}));
    assert_eq!((t.zone("bolt1").as_str(), t.zone("bolt2").as_str(), t.zone("blade").as_str()), ("graveyard", "graveyard", "hand"));
}
