//! "Whenever a player loses the game" compiled from the printed text (603.9,
//! 104.3: in a game of three, the others play on and the ability triggers).
//!
//! Cards (their text as the table prints it):
//! - Blood Tyrant {4}{U}{B}{R} 5/5: "Flying, trample / At the beginning of
//!   your upkeep, each player loses 1 life. Put a +1/+1 counter on Blood
//!   Tyrant for each 1 life lost this way. / Whenever a player loses the
//!   game, put five +1/+1 counters on Blood Tyrant."
//! - Lightning Bolt {R}: "Lightning Bolt deals 3 damage to target creature or player."

use crate::common;
use common::*;
use serde_json::json;

fn game(bob_life: i32) -> T {
    let cards: Vec<serde_json::Value> = ["Blood Tyrant", "Lightning Bolt"].iter().map(|n| common::card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": ["Mountain", {"card": "Blood Tyrant", "label": "bt"}], "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "library": ["Island", "Island"]},
        {"name": "Bob", "library": ["Island", "Island"], "life": bob_life},
        {"name": "Carol", "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn bolt_bob(t: &mut T) {
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "auto_pay": true}));
    for _ in 0..6 {
        if t.g().stack.is_empty() && t.g().pending.is_none() {
            break;
        }
        t.pass_all();
    }
}

fn counters(t: &T) -> Option<u32> {
    t.g().obj(t.id("bt")).and_then(|o| o.extra.counters.get("+1/+1").copied())
}

/// 704.5a: Bob at 3 takes 3 and loses the game; Blood Tyrant gets five counters.
#[test]
fn r603_9_blood_tyrant_grows_when_a_player_loses() {
    let mut t = game(3);
    bolt_bob(&mut t);
    assert!(t.g().player(stackwise::rules::types::PlayerId(1)).lost, "Bob lost the game");
    assert_eq!(counters(&t), Some(5));
}

/// Bob at 4 survives the Bolt: no one lost, no counters.
#[test]
fn r603_9_no_counters_while_every_player_plays_on() {
    let mut t = game(4);
    bolt_bob(&mut t);
    assert_eq!(t.life(1), 1);
    assert_eq!(counters(&t), None);
}
