//! "Reveal the top card of your library and put that card into your hand.
//! You lose life equal to its converted mana cost." (701.14: everyone sees
//! the card; 608.2h: "its" is the card put into the hand, read as the next
//! instruction is followed.)
//!
//! Cards (their text as the table prints it):
//! - Dark Confidant {1}{B} 2/1: "At the beginning of your upkeep, reveal the
//!   top card of your library and put that card into your hand. You lose
//!   life equal to its converted mana cost."
//! - Augury Adept {1}{W/U}{W/U} 2/2: "Whenever Augury Adept deals combat
//!   damage to a player, reveal the top card of your library and put that
//!   card into your hand. You gain life equal to its converted mana cost."
//! - Hill Giant {3}{R}, Island.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::{PlayerId, Step};

fn game(card: &str, library: Value) -> T {
    let cards: Vec<Value> = [card, "Hill Giant"].iter().map(|n| card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": [{"card": card, "label": "c"}], "hand": [], "library": library},
        {"name": "Bob", "battlefield": [], "library": ["Island", "Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

#[test]
fn r701_14_dark_confidant_loses_the_revealed_cards_converted_mana_cost() {
    let mut t = game("Dark Confidant", json!([{"card": "Hill Giant", "label": "giant"}, "Island", "Island"]));
    // On to Alice's next turn: her upkeep, then her draw.
    play_until(&mut t, 1, Step::PrecombatMain, &|_, _, k| panic!("unexpected question {k:?}"));
    play_until(&mut t, 0, Step::PrecombatMain, &|_, _, k| panic!("unexpected question {k:?}"));
    assert_eq!(t.zone("giant"), "hand");
    assert_eq!(t.life(0), 16, "Hill Giant's converted mana cost is 4");
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 2, "the revealed card and the card drawn");
}

#[test]
fn r701_14_augury_adept_gains_the_revealed_cards_converted_mana_cost() {
    let mut t = game("Augury Adept", json!([{"card": "Hill Giant", "label": "giant"}, "Island"]));
    to_decision(&mut t);
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@c", "target": {"player": 1}}]}));
    for _ in 0..8 {
        if t.g().turn.step == Step::PostcombatMain && t.g().stack.is_empty() {
            break;
        }
        if let Some(d) = t.g().pending.clone() {
            t.act(json!({"action": "declare_blockers", "player": d.player.0, "blockers": []}));
            continue;
        }
        t.pass_all();
    }
    assert_eq!(t.zone("giant"), "hand");
    assert_eq!((t.life(0), t.life(1)), (24, 18));
}
