//! Searches that reveal the card found, then shuffle the library and put the
//! card on top of it (701.17, 701.18b; 701.14: everyone sees the card).
//!
//! Cards (their text as the table prints it):
//! - Mystical Tutor {U}: "Search your library for an instant or sorcery card
//!   and reveal that card. Shuffle your library, then put the card on top of it."
//! - Worldly Tutor {G}: "Search your library for a creature card and reveal
//!   that card. Shuffle your library, then put the card on top of it."
//! - Lightning Bolt, Grizzly Bears, Island.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::PlayerId;

fn game(spell: &str) -> T {
    let cards: Vec<Value> = [spell, "Lightning Bolt", "Grizzly Bears"].iter().map(|n| card_table::compiled(n)).collect();
    let library = json!(["Island", {"card": "Lightning Bolt", "label": "bolt"}, "Island", {"card": "Grizzly Bears", "label": "bears"}, "Island"]);
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": ["Island", "Forest"], "hand": [{"card": spell, "label": "spell"}], "library": library},
        {"name": "Bob", "battlefield": [], "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

/// Cast the tutor, pick `pick` among the offered cards; returns the offered cards and the events.
fn tutor(t: &mut T, pick: &str) -> (Vec<stackwise::rules::types::ObjectId>, Vec<stackwise::rules::events::Event>) {
    let mut events = t.act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "auto_pay": true}));
    for _ in 0..4 {
        if t.g().pending.is_some() {
            break;
        }
        events.extend(t.pass_all());
    }
    let Some(DecisionKind::ChooseCards { from, .. }) = t.g().pending.as_ref().map(|d| d.kind.clone()) else { panic!("a search choice") };
    let id = t.id(pick).0;
    events.extend(t.act(json!({"action": "choose_cards", "player": 0, "cards": [id]})));
    events.extend(t.pass_all());
    (from, events)
}

#[test]
fn r701_18b_mystical_tutor_puts_the_revealed_instant_on_top() {
    let mut t = game("Mystical Tutor");
    let (offered, events) = tutor(&mut t, "bolt");
    assert_eq!(offered, vec![t.id("bolt")], "only the instant or sorcery card");
    let lib = &t.g().player(PlayerId(0)).library;
    assert_eq!(lib.len(), 5);
    assert_eq!(*lib.last().unwrap(), t.id("bolt"), "on top");
    assert!(cites(&events, "701.14"), "revealed");
}

#[test]
fn r701_18b_worldly_tutor_puts_the_revealed_creature_on_top() {
    let mut t = game("Worldly Tutor");
    let (offered, _) = tutor(&mut t, "bears");
    assert_eq!(offered, vec![t.id("bears")]);
    assert_eq!(*t.g().player(PlayerId(0)).library.last().unwrap(), t.id("bears"));
}
