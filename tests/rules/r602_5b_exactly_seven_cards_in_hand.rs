//! 602.5b: "Activate this ability only if you have exactly seven cards in
//! hand": the hand's size (402) checked as the ability is activated, at
//! least seven and not eight. Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Library of Alexandria, Land: "{T}: Add {C} to your mana pool. / {T}: Draw
//!   a card. Activate this ability only if you have exactly seven cards in hand."
//! - Magus of the Library {2}{G}{G} 2/2: the same two abilities.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::legal::LegalAction;

fn game(card: &str, hand: usize) -> T {
    let cards: Vec<Value> = ["Library of Alexandria", "Magus of the Library"].iter().map(|c| card_table::compiled(c)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": [{"card": card, "label": "src"}], "hand": vec!["Island"; hand], "library": ["Forest", "Forest"]},
        {"name": "Bob", "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

#[test]
fn r602_5b_only_with_exactly_seven_cards_in_hand() {
    for card in ["Library of Alexandria", "Magus of the Library"] {
        for hand in [6usize, 7, 8] {
            let mut t = game(card, hand);
            let id = t.id("src");
            let offered = t.g().legal_actions().into_iter().any(|a| matches!(a, LegalAction::Activate { source, ability: 1, .. } if source == id));
            assert_eq!(offered, hand == 7, "{card} with {hand} cards");
            let act = json!({"action": "activate_ability", "player": 0, "source": "@src", "ability": 1, "targets": [], "auto_pay": true});
            if hand == 7 {
                t.act(act);
                resolve_stack(&mut t);
                assert_eq!(t.g().players[0].hand.len(), 8, "{card}: drew a card");
            } else {
                refused_unchanged(&mut t, act);
            }
        }
    }
}
