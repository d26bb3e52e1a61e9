//! Amounts that are a difference with the size of a hand, compiled from the
//! printed text: "where X is 3 minus the number of cards in his or her
//! hand", "... the number of cards in his or her hand minus 4" ("his or
//! her": the player whose upkeep it is, who is dealt the damage), and "the
//! number of cards in your hand minus 4"; a result below zero is zero
//! (107.1b: no damage, no life gained or lost).
//!
//! Cards (their text as the table prints it):
//! - Rackling {4} 2/2: "At the beginning of each opponent's upkeep, Rackling
//!   deals X damage to that player, where X is 3 minus the number of cards
//!   in his or her hand."
//! - Iron Maiden {3}: "At the beginning of each opponent's upkeep, Iron
//!   Maiden deals X damage to that player, where X is the number of cards in
//!   his or her hand minus 4."
//! - Ivory Tower {1}: "At the beginning of your upkeep, you gain X life,
//!   where X is the number of cards in your hand minus 4."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::Step;

/// At the start of `upkeep_of`'s upkeep, with Alice controlling `card`; the life totals after its trigger.
fn upkeep(card: &str, upkeep_of: u8, hand: usize) -> (i32, i32) {
    let cards: Vec<Value> = [card].iter().map(|n| common::card_table::compiled(n)).collect();
    let hand: Vec<Value> = (0..hand).map(|_| json!("Island")).collect();
    let (alice_hand, bob_hand) = if upkeep_of == 0 { (hand, vec![]) } else { (vec![], hand) };
    let active = 1 - upkeep_of;
    let mut t = T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": [{"card": card}], "hand": alice_hand, "library": ["Island", "Island"]},
        {"name": "Bob", "hand": bob_hand, "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": active, "step": "end"}}));
    play_until(&mut t, upkeep_of, Step::Upkeep, &|_, _, k| panic!("unexpected {k:?}"));
    for _ in 0..3 {
        if t.g().stack.is_empty() {
            break;
        }
        t.pass_all();
    }
    (t.life(0), t.life(1))
}

#[test]
fn r107_1b_rackling_and_iron_maiden_deal_the_difference_or_nothing() {
    assert_eq!(upkeep("Rackling", 1, 1), (20, 18));
    assert_eq!(upkeep("Rackling", 1, 0), (20, 17));
    assert_eq!(upkeep("Rackling", 1, 5), (20, 20));
    assert_eq!(upkeep("Iron Maiden", 1, 7), (20, 17));
    assert_eq!(upkeep("Iron Maiden", 1, 2), (20, 20));
    // Alice's own upkeep: not an opponent's, no trigger.
    assert_eq!(upkeep("Iron Maiden", 0, 7), (20, 20));
}

#[test]
fn r107_1b_ivory_tower_gains_the_difference_and_never_loses() {
    assert_eq!(upkeep("Ivory Tower", 0, 6), (22, 20));
    assert_eq!(upkeep("Ivory Tower", 0, 1), (20, 20));
}
