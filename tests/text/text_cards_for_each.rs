//! "Draw a card for each ...", "discards a card for each ...": a number of
//! cards counted as the instruction is followed (608.2h), read and written
//! with the count after the noun.
//!
//! Cards (their text as the table prints it):
//! - Flow of Ideas {5}{U}, sorcery: "Draw a card for each Island you control."
//! - Mind Sludge {4}{B}, sorcery: "Target player discards a card for each
//!   Swamp you control."
//! - Island, Swamp, Plains, Forest.

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::{json, Value};

fn game(card: &str, alice_bf: Value, bob_bf: Value) -> T {
    let library = json!(["Plains", "Plains", "Plains", "Plains", "Plains", "Plains", "Plains", "Plains"]);
    T::new(json!({"cards": [compiled(card)], "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": [{"card": card, "label": "spell"}], "library": library},
        {"name": "Bob", "battlefield": bob_bf, "hand": ["Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest"], "library": library}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

#[test]
fn r608_2h_flow_of_ideas_draws_a_card_per_island_you_control() {
    // Six Islands of Alice's (Bob's Island doesn't count): Alice draws six.
    let islands = json!(["Island", "Island", "Island", "Island", "Island", "Island"]);
    let mut t = game("Flow of Ideas", islands, json!(["Island"]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("spell"), "graveyard");
    assert_eq!(t.g().players[0].hand.len(), 6);
    assert_eq!(t.g().players[0].library.len(), 2);
}

#[test]
fn r608_2h_mind_sludge_discards_a_card_per_swamp_its_caster_controls() {
    // Five Swamps of Alice's, two of Bob's: Bob discards five of his seven cards.
    let swamps = json!(["Swamp", "Swamp", "Swamp", "Swamp", "Swamp"]);
    let mut t = game("Mind Sludge", swamps, json!(["Swamp", "Swamp"]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "targets": [{"player": 1}], "auto_pay": true}));
    t.pass_all();
    // Bob chooses the cards he discards (608.2d), if asked.
    if let Some(d) = t.g().pending.clone() {
        assert_eq!(d.player, stackwise::rules::PlayerId(1), "{d:?}");
        let hand: Vec<Value> = t.g().players[1].hand.iter().take(5).map(|id| json!(id.0)).collect();
        t.act(json!({"action": "choose_cards", "player": 1, "cards": hand}));
    }
    assert_eq!(t.zone("spell"), "graveyard");
    assert_eq!(t.g().players[1].hand.len(), 2);
    assert_eq!(t.g().players[1].graveyard.len(), 5);
}
