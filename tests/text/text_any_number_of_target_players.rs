//! "Any number of target players / opponents each [draw / discard their
//! hands, then draw ...]": a variable number of targets chosen as the spell
//! is cast or the ability activated (601.2c, 602.2b), none to every player,
//! each player at most once (115.3); the instruction is followed for each
//! chosen player in turn order (101.4, 608.2e).
//!
//! Cards (their text as the table prints it):
//! - Jace, Memory Adept {3}{U}{U}, Planeswalker — Jace, loyalty 4: "+1: Draw
//!   a card. Target player puts the top card of his or her library into his
//!   or her graveyard. / 0: Target player puts the top ten cards of his or
//!   her library into his or her graveyard. / −7: Any number of target
//!   players each draw twenty cards."
//! - Wheel and Deal {3}{U}, Instant: "Any number of target opponents each
//!   discard their hands, then draw seven cards. / Draw a card."

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::*;

fn game(cards: &[&str], alice: Value, bob: Value) -> T {
    let cards: Vec<Value> = cards.iter().map(|n| compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [alice, bob], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn islands(n: usize) -> Vec<&'static str> {
    vec!["Island"; n]
}

fn jace_game(loyalty: u32) -> T {
    let alice = json!({"name": "Alice", "library": islands(25), "battlefield": [{"card": "Jace, Memory Adept", "label": "jace", "counters": {"loyalty": loyalty}}]});
    game(&["Jace, Memory Adept"], alice, json!({"name": "Bob", "library": islands(25)}))
}

fn hands(t: &T) -> (usize, usize) {
    (t.g().player(PlayerId(0)).hand.len(), t.g().player(PlayerId(1)).hand.len())
}

#[test]
fn r601_2c_jace_chooses_any_number_of_target_players_each_drawing_twenty() {
    // None, one or both players; each chosen player draws twenty (120.1).
    for (targets, expected) in [(json!([]), (0, 0)), (json!([{"player": 1}]), (0, 20)), (json!([{"player": 0}, {"player": 1}]), (20, 20)), (json!([{"player": 1}, {"player": 0}]), (20, 20))] {
        let mut t = jace_game(8);
        t.act(json!({"action": "activate_ability", "player": 0, "source": "@jace", "ability": 2, "targets": targets}));
        t.pass_all();
        assert_eq!(hands(&t), expected, "targets {targets}");
        // 606.4: the loyalty cost removes seven counters.
        assert_eq!(t.g().counters(t.id("jace")).get("loyalty"), Some(&1));
    }
}

#[test]
fn r115_3_a_player_is_chosen_once_for_any_number_of_targets() {
    let mut t = jace_game(8);
    let before = t.g().clone();
    assert!(t.try_act(json!({"action": "activate_ability", "player": 0, "source": "@jace", "ability": 2, "targets": [{"player": 1}, {"player": 1}]})).is_err());
    assert!(t.g() == &before, "the refused activation changed nothing");
    // Not enough loyalty: the -7 can't be activated with four counters (606.6).
    let mut t = jace_game(4);
    assert!(t.try_act(json!({"action": "activate_ability", "player": 0, "source": "@jace", "ability": 2, "targets": [{"player": 1}]})).is_err());
}

#[test]
fn r606_jace_plus_one_draws_and_mills_once_a_turn() {
    // +1: Alice draws a card, the target (Bob) mills one; loyalty 4 -> 5.
    let mut t = jace_game(4);
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@jace", "ability": 0, "targets": [{"player": 1}]}));
    t.pass_all();
    assert_eq!(hands(&t), (1, 0));
    assert_eq!(t.g().player(PlayerId(1)).graveyard.len(), 1);
    assert_eq!(t.g().counters(t.id("jace")).get("loyalty"), Some(&5));
    // 606.3: one loyalty ability of a permanent each turn.
    assert!(t.try_act(json!({"action": "activate_ability", "player": 0, "source": "@jace", "ability": 1, "targets": [{"player": 1}]})).is_err());
}

#[test]
fn r608_2e_wheel_and_deal_each_chosen_opponent_discards_then_draws_seven() {
    let wheel = |bob_hand: Value| {
        let alice = json!({"name": "Alice", "library": islands(10), "battlefield": ["Island", "Island", "Island", "Island"],
            "hand": [{"card": "Wheel and Deal", "label": "wheel"}, "Island"]});
        game(&["Wheel and Deal"], alice, json!({"name": "Bob", "library": islands(10), "hand": bob_hand}))
    };
    // Bob chosen: his two cards are discarded, he draws seven; Alice draws one.
    let mut t = wheel(json!(["Forest", "Mountain"]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@wheel", "targets": [{"player": 1}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(hands(&t), (2, 7));
    assert_eq!(t.g().player(PlayerId(1)).graveyard.len(), 2);
    // Nobody chosen: only "Draw a card." happens.
    let mut t = wheel(json!(["Forest", "Mountain"]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@wheel", "targets": [], "auto_pay": true}));
    t.pass_all();
    assert_eq!(hands(&t), (2, 2));
    // Only opponents may be chosen.
    let mut t = wheel(json!([]));
    assert!(t.try_act(json!({"action": "cast_spell", "player": 0, "card": "@wheel", "targets": [{"player": 0}], "auto_pay": true})).is_err());
}
