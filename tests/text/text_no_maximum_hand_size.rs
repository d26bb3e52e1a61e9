//! 402.2, 514.1: "You have no maximum hand size." / "Players have no
//! maximum hand size." Cards compiled from their printed text (the card
//! table):
//! - Spellbook {0} Artifact: "You have no maximum hand size."
//! - Reliquary Tower, Land: "You have no maximum hand size. / {T}: Add {C}
//!   to your mana pool."
//! - Anvil of Bogardan {2} Artifact: "Players have no maximum hand size. /
//!   At the beginning of each player's draw step, that player draws an
//!   additional card, then discards a card."

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::{PlayerId, Step};

/// Alice (active, in her end step) with nine cards in hand; `alice_bf` and `bob_bf` on the battlefield.
fn game(card: &str, alice_bf: Value, bob_bf: Value) -> T {
    let hand: Vec<Value> = (0..9).map(|_| json!({"card": "Island"})).collect();
    T::new(json!({"cards": [compiled(card)], "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": hand, "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": bob_bf, "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "end"}}))
}

/// Passes the end step; returns whether Alice was asked to discard in her cleanup step (514.1).
fn asked_to_discard(t: &mut T) -> bool {
    t.pass_all();
    let asked = matches!(t.g().pending.as_ref().map(|d| (d.player, &d.kind)), Some((PlayerId(0), DecisionKind::ChooseCards { .. })));
    if !asked {
        assert_ne!(t.g().turn.step, Step::End, "the turn went on");
    }
    asked
}

#[test]
fn r402_2_you_have_no_maximum_hand_size() {
    for card in ["Spellbook", "Reliquary Tower"] {
        let mut t = game(card, json!([card]), json!([]));
        assert!(!asked_to_discard(&mut t), "{card}");
        assert_eq!(t.g().player(PlayerId(0)).hand.len(), 9, "{card}: Alice keeps nine cards");
        // Bob's permanent does not help Alice: "you" is its controller.
        let mut t = game(card, json!([]), json!([card]));
        assert!(asked_to_discard(&mut t), "{card} of Bob's");
    }
    // Without it, Alice discards down to seven.
    let mut t = game("Spellbook", json!([]), json!([]));
    assert!(asked_to_discard(&mut t));
}

#[test]
fn r402_2_players_have_no_maximum_hand_size() {
    for (alice_bf, bob_bf) in [(json!(["Anvil of Bogardan"]), json!([])), (json!([]), json!(["Anvil of Bogardan"]))] {
        let mut t = game("Anvil of Bogardan", alice_bf, bob_bf);
        assert!(!asked_to_discard(&mut t), "whoever controls it");
        assert_eq!(t.g().player(PlayerId(0)).hand.len(), 9);
    }
}
