//! "Counter target spell. If that spell is countered this way, [put it
//! somewhere] instead of into that player's graveyard" (701.5a: a countered
//! spell's card goes to its owner's graveyard unless the instruction says
//! otherwise).
//!
//! Cards (their text as the table prints it):
//! - Memory Lapse {1}{U}: "Counter target spell. If that spell is countered
//!   this way, put it on top of its owner's library instead of into that
//!   player's graveyard."
//! - Remand {1}{U}: "Counter target spell. If that spell is countered this
//!   way, put it into its owner's hand instead of into that player's
//!   graveyard. Draw a card."
//! - Dissipate {1}{U}{U}: "Counter target spell. If that spell is countered
//!   this way, exile it instead of putting it into its owner's graveyard."
//! - Grizzly Bears {1}{G} 2/2.

use crate::common;
use common::*;
use serde_json::json;

/// Bob (active) casts Grizzly Bears; Alice answers with `counter`; both pass.
fn countered_by(counter: &str) -> T {
    let cards = vec![common::card_table::compiled(counter), common::card_table::compiled("Grizzly Bears")];
    let mut t = T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "hand": [{"card": counter, "label": "c"}], "mana_pool": "{U}{U}{1}", "library": ["Island", "Island"]},
        {"name": "Bob", "hand": [{"card": "Grizzly Bears", "label": "bears"}], "mana_pool": "{G}{1}", "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 1, "step": "precombat_main"}}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@bears"}));
    let bears = t.id("bears").0;
    t.act(json!({"action": "pass_priority", "player": 1}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@c", "targets": [{"object": bears}]}));
    t.pass_all();
    t
}

#[test]
fn r701_5a_memory_lapse_puts_the_spell_on_top_of_its_owners_library() {
    let t = countered_by("Memory Lapse");
    assert_eq!(t.zone("bears"), "library");
    let top = *t.g().players[1].library.last().unwrap();
    assert_eq!(top, t.id("bears"), "on top of Bob's library");
    assert!(t.g().players[1].graveyard.is_empty());
}

#[test]
fn r701_5a_remand_returns_the_spell_to_its_owners_hand_and_draws() {
    let t = countered_by("Remand");
    assert_eq!(t.zone("bears"), "hand");
    assert_eq!(t.g().players[0].hand.len(), 1, "Remand's own draw");
}

#[test]
fn r701_5a_dissipate_exiles_the_spell() {
    let t = countered_by("Dissipate");
    assert_eq!(t.zone("bears"), "exile");
}
