//! A player's life total set to a number and winning the game, compiled
//! from the printed text: "Target player's life total becomes 20" (118.5:
//! the player gains or loses the difference), "if you have 50 or more
//! life, you win the game" (603.4: an intervening "if", checked as the
//! ability triggers and again as it resolves; 104.2b: the other player
//! loses).
//!
//! Cards (their text as the table prints it):
//! - Blessed Wind {7}{W}{W}: "Target player's life total becomes 20."
//! - Test of Endurance {2}{W}{W}: "At the beginning of your upkeep, if you
//!   have 50 or more life, you win the game."
//! - Felidar Sovereign {4}{W}{W} 4/6: "Vigilance, lifelink / At the beginning
//!   of your upkeep, if you have 40 or more life, you win the game."

use crate::common;
use common::*;
use serde_json::json;
use stackwise::rules::types::{PlayerId, Step};

fn blessed_wind(life: i32, target: u8) -> (i32, i32) {
    let cards: Vec<serde_json::Value> = ["Blessed Wind"].iter().map(|n| common::card_table::compiled(n)).collect();
    let mut t = T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "life": life, "battlefield": ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains", "Plains", "Plains", "Plains"], "hand": [{"card": "Blessed Wind", "label": "bw"}], "library": ["Island"]},
        {"name": "Bob", "life": 7, "library": ["Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bw", "targets": [{"player": target}], "auto_pay": true}));
    t.pass_all();
    (t.life(0), t.life(1))
}

#[test]
fn r119_5_blessed_wind_sets_the_target_players_life_total_up_or_down() {
    assert_eq!(blessed_wind(3, 0), (20, 7));
    assert_eq!(blessed_wind(35, 0), (20, 7));
    assert_eq!(blessed_wind(35, 1), (35, 20));
}

fn upkeep_game(card: &str, life: i32) -> T {
    let cards: Vec<serde_json::Value> = [card].iter().map(|n| common::card_table::compiled(n)).collect();
    let mut t = T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "life": life, "battlefield": [{"card": card}], "library": ["Island", "Island"]},
        {"name": "Bob", "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 1, "step": "end"}}));
    play_until(&mut t, 0, Step::Upkeep, &|_, _, k| panic!("unexpected {k:?}"));
    for _ in 0..3 {
        if t.g().winners.is_some() || t.g().stack.is_empty() {
            break;
        }
        t.pass_all();
    }
    t
}

#[test]
fn r104_2b_test_of_endurance_and_felidar_sovereign_win_at_their_life_total_only() {
    for (card, n) in [("Test of Endurance", 50), ("Felidar Sovereign", 40)] {
        let t = upkeep_game(card, n);
        assert_eq!(t.g().winners.as_deref(), Some(&[PlayerId(0)][..]), "{card} at {n}");
        let t = upkeep_game(card, n - 1);
        assert!(t.g().winners.is_none(), "{card} at {}", n - 1);
    }
}
