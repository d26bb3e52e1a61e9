//! 603.4: "At the beginning of each opponent's upkeep, if that player has
//! seven or more cards in hand, ..." reads the player whose step it is, as
//! the step begins (the ability doesn't trigger otherwise) and again on
//! resolution; "him or her" is that player. Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Ebony Owl Netsuke {2}, Artifact: "At the beginning of each opponent's
//!   upkeep, if that player has seven or more cards in hand, Ebony Owl
//!   Netsuke deals 4 damage to him or her."
//! - Paupers' Cage {4}, Artifact: "At the beginning of each opponent's upkeep,
//!   if that player has two or fewer cards in hand, Paupers' Cage deals 2
//!   damage to him or her."
//! - Razor Pendulum {4}, Artifact: "At the beginning of each player's end
//!   step, if that player has 5 or less life, Razor Pendulum deals 2 damage
//!   to him or her."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::Step;

const CARDS: &[&str] = &["Ebony Owl Netsuke", "Paupers' Cage", "Razor Pendulum"];

/// Alice's end step (turn 2) with `alice_bf`; Bob holds `bob_hand` cards and has `bob_life`.
fn game(alice_bf: Value, bob_hand: usize, (alice_life, bob_life): (i32, i32)) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    let hand: Vec<Value> = (0..bob_hand).map(|_| json!("Island")).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "life": alice_life, "battlefield": alice_bf, "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "life": bob_life, "hand": hand, "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

/// Play to Bob's draw step: his upkeep's triggers have resolved.
fn through_bobs_upkeep(t: &mut T) {
    play_until(t, 1, Step::Draw, &|_, p, k| panic!("unexpected question to {p:?}: {k:?}"));
}

#[test]
fn r603_4_ebony_owl_netsuke_reads_the_upkeeping_players_hand() {
    for (cards, life) in [(7, 16), (6, 20), (8, 16)] {
        let mut t = game(json!(["Ebony Owl Netsuke"]), cards, (20, 20));
        through_bobs_upkeep(&mut t);
        assert_eq!(t.life(1), life, "Bob with {cards} cards");
        assert_eq!(t.life(0), 20, "never the controller");
    }
}

#[test]
fn r603_4_paupers_cage_two_or_fewer() {
    for (cards, life) in [(2, 18), (0, 18), (3, 20)] {
        let mut t = game(json!(["Paupers' Cage"]), cards, (20, 20));
        through_bobs_upkeep(&mut t);
        assert_eq!(t.life(1), life, "Bob with {cards} cards");
    }
}

#[test]
fn r603_4_razor_pendulum_each_players_end_step_reads_that_player() {
    // Alice's own end step: she has 5 life (dealt 2), Bob 5 too but it isn't his step.
    let mut t = game(json!(["Razor Pendulum"]), 3, (5, 5));
    play_until(&mut t, 1, Step::Upkeep, &|_, p, k| panic!("unexpected question to {p:?}: {k:?}"));
    assert_eq!((t.life(0), t.life(1)), (3, 5));
    // Alice at 6: nothing in her end step.
    let mut t = game(json!(["Razor Pendulum"]), 3, (6, 5));
    play_until(&mut t, 1, Step::Upkeep, &|_, p, k| panic!("unexpected question to {p:?}: {k:?}"));
    assert_eq!((t.life(0), t.life(1)), (6, 5));
}

#[test]
fn r603_4_that_player_has_is_refused_outside_such_an_intervening_if() {
    // In an activated ability, or in an ability of the controller's own upkeep, "that player" names no step's player.
    for text in [
        "{T}: Target opponent discards a card. Then if that player has no cards in hand, draw a card.",
        "At the beginning of your upkeep, if that player has seven or more cards in hand, you gain 1 life.",
    ] {
        let card: stackwise::text::custom::TextCard = serde_json::from_value(json!({"name": "Test Card", "type": "Artifact", "text": text})).unwrap();
        assert!(stackwise::text::custom::compile_text_card(&card).is_err(), "{text}");
    }
    let ok: stackwise::text::custom::TextCard = serde_json::from_value(json!({"name": "Test Card", "type": "Artifact", "text": "At the beginning of each player's upkeep, if that player has no cards in hand, Test Card deals 1 damage to him or her."})).unwrap();
    assert!(stackwise::text::custom::compile_text_card(&ok).is_ok());
}
