//! "You draw N cards and you lose N life": a draw whose subject is written
//! out (120.1), and a second instruction in the same sentence. Compiled from
//! the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Night's Whisper {1}{B}: "You draw two cards and you lose 2 life."
//! - Ancient Craving {3}{B}: "You draw three cards and you lose 3 life."

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::json;

#[test]
fn r120_you_draw_and_you_lose_life() {
    for (spell, n, swamps) in [("Night's Whisper", 2usize, 2), ("Ancient Craving", 3, 4)] {
        let mut t = T::new(json!({"cards": [compiled(spell)], "players": [
            {"name": "Alice", "battlefield": vec!["Swamp"; swamps], "hand": [{"card": spell, "label": "s"}], "library": ["Island", "Island", "Island", "Island"]},
            {"name": "Bob", "library": ["Island", "Island"]}
        ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@s", "auto_pay": true}));
        t.pass_all();
        let alice = t.g().player(stackwise::rules::types::PlayerId(0));
        assert_eq!((alice.hand.len(), alice.library.len()), (n, 4 - n), "{spell}");
        assert_eq!(t.life(0), 20 - n as i32, "{spell}");
    }
}
