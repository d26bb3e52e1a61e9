//! "Reveal the first card you draw each turn. Whenever you reveal a [noun]
//! card this way, [instructions]." (603.10, 607: a static ability and a
//! triggered ability linked on one line; only the first draw of the turn is
//! revealed, and only the same permanent's trigger looks at it).
//!
//! Cards (their text as the table prints it):
//! - Primitive Etchings {2}{G}{G}: "Reveal the first card you draw each
//!   turn. Whenever you reveal a creature card this way, draw a card."
//! - Rowen {2}{G}{G}: "Reveal the first card you draw each turn. Whenever
//!   you reveal a basic land card this way, draw a card."
//! - Grizzly Bears {1}{G} 2/2, Hill Giant {3}{R} 3/3, Forest, Tundra.

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::json;
use stackwise::rules::types::{PlayerId, Step};

/// Alice's upkeep with `permanent`; her library top first; everything
/// passes through her draw step. Returns (reveals, cards in her hand).
fn draw_step(permanent: &str, library: &[&str]) -> (usize, usize) {
    let mut t = T::new(json!({"cards": [compiled(permanent)], "players": [
        {"name": "Alice", "battlefield": [permanent], "library": library},
        {"name": "Bob", "library": ["Forest", "Forest"]}
    ], "turn": {"number": 2, "active": 0, "step": "upkeep"}}));
    let mut ev = Vec::new();
    for _ in 0..8 {
        if t.g().turn.step != Step::Upkeep && t.g().turn.step != Step::Draw {
            break;
        }
        ev.extend(t.pass_all());
    }
    (ev.iter().filter(|e| e.rule == "603.10").count(), t.g().player(PlayerId(0)).hand.len())
}

/// The first draw, a creature, is revealed: Primitive Etchings' trigger
/// draws Hill Giant (a creature too, but the turn's second draw: not
/// revealed, no second trigger). A land first: revealed, nothing drawn.
#[test]
fn r603_10_primitive_etchings_draws_for_a_revealed_creature() {
    assert_eq!(draw_step("Primitive Etchings", &["Grizzly Bears", "Hill Giant", "Forest"]), (1, 2));
    assert_eq!(draw_step("Primitive Etchings", &["Forest", "Hill Giant"]), (1, 1));
}

/// Rowen: a basic land first draws a card; Tundra (a land, not basic) or a
/// creature draws none.
#[test]
fn r603_10_rowen_draws_for_a_revealed_basic_land() {
    assert_eq!(draw_step("Rowen", &["Forest", "Hill Giant"]), (1, 2));
    assert_eq!(draw_step("Rowen", &["Tundra", "Forest"]), (1, 1));
    assert_eq!(draw_step("Rowen", &["Grizzly Bears", "Forest"]), (1, 1));
}
