//! 608.2g: "Exile all [creature] cards from all graveyards": the cards of
//! every graveyard matching the description as the instruction is followed,
//! moved together; "for each card exiled this way" counts them (608.2h).
//! Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Morningtide {1}{W}{W}, Sorcery: "Exile all cards from all graveyards."
//! - Honor the Fallen {1}{W}, Instant: "Exile all creature cards from all
//!   graveyards. You gain 1 life for each card exiled this way."
//! - Relic of Progenitus {1}, Artifact: "{T}: Target player exiles a card
//!   from his or her graveyard. / {1}, Exile Relic of Progenitus: Exile all
//!   cards from all graveyards. Draw a card."
//! - Grizzly Bears {1}{G}, 2/2; Lightning Bolt {R}.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::events::EventKind;
use stackwise::rules::types::{ManaPool, PlayerId, Zone};

const CARDS: &[&str] = &["Morningtide", "Honor the Fallen", "Relic of Progenitus", "Grizzly Bears", "Lightning Bolt"];

fn game(alice_bf: Value, alice_hand: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    T::new(json!({
        "cards": cards,
        "players": [
            {"name": "Alice", "battlefield": alice_bf, "hand": alice_hand, "graveyard": ["Grizzly Bears", "Lightning Bolt"], "library": ["Island", "Island"]},
            {"name": "Bob", "graveyard": ["Lightning Bolt", "Grizzly Bears", "Grizzly Bears"], "library": ["Island", "Island"]}
        ]}))
}

fn graveyards(t: &T) -> (usize, usize) {
    (t.g().player(PlayerId(0)).graveyard.len(), t.g().player(PlayerId(1)).graveyard.len())
}

#[test]
fn r608_2g_morningtide_empties_every_graveyard_at_once() {
    let mut t = game(json!([]), json!([{"card": "Morningtide", "label": "tide"}]));
    t.gm().players[0].pool = ManaPool::parse("{1}{W}{W}").unwrap();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@tide", "targets": [], "auto_pay": true}));
    let ev = t.pass_all();
    // Its own card goes to the graveyard after its instructions (608.2k).
    assert_eq!(graveyards(&t), (1, 0));
    assert_eq!(t.g().exile.len(), 5);
    let moves = ev.iter().filter(|e| matches!(e.kind, EventKind::ZoneChanged { to: Some(Zone::Exile), .. })).count();
    assert_eq!(moves, 5, "every card exiled");
}

#[test]
fn r608_2h_honor_the_fallen_counts_the_creature_cards_exiled() {
    let mut t = game(json!([]), json!([{"card": "Honor the Fallen", "label": "honor"}]));
    t.gm().players[0].pool = ManaPool::parse("{1}{W}").unwrap();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@honor", "targets": [], "auto_pay": true}));
    t.pass_all();
    assert_eq!(graveyards(&t), (2, 1), "the Bolts stay (and Honor the Fallen joins them)");
    assert_eq!(t.g().exile.len(), 3);
    assert_eq!(t.g().player(PlayerId(0)).life, 23, "three creature cards exiled this way");
}

#[test]
fn r602_2b_relic_of_progenitus_exiles_itself_then_every_graveyard() {
    let mut t = game(json!([{"card": "Relic of Progenitus", "label": "relic"}]), json!([]));
    t.gm().players[0].pool = ManaPool::parse("{1}").unwrap();
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@relic", "ability": 1, "auto_pay": true}));
    t.pass_all();
    assert_eq!(graveyards(&t), (0, 0));
    assert_eq!(t.g().exile.len(), 6, "five cards and the Relic");
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 1, "and a card drawn");
}
