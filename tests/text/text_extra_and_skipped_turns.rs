//! 500.7 extra turns and 614.10 skipped turns. Cards compiled from their
//! printed text (the card table):
//! - Time Walk {1}{U} Sorcery: "Take an extra turn after this one."
//! - Time Warp {3}{U}{U} Sorcery: "Target player takes an extra turn after
//!   this one."
//! - Time Stretch {8}{U}{U} Sorcery: "Target player takes two extra turns
//!   after this one."
//! - Meditate {2}{U} Instant: "Draw four cards. You skip your next turn."
//! - Chronatog {1}{U} 1/2: "{0}: Chronatog gets +3/+3 until end of turn. You
//!   skip your next turn. Activate this ability only once each turn."
//! - Yawgmoth's Bargain {4}{B}{B} Enchantment: "Skip your draw step. / Pay
//!   1 life: Draw a card."

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::{PlayerId, Step};

/// Alice, active in her precombat main phase of turn 3, with ten Islands,
/// Chronatog and `hand`; twenty cards in each library.
fn game(cards: &[&str], hand: &[&str]) -> T {
    let defs: Vec<Value> = cards.iter().map(|c| compiled(c)).collect();
    let mut bf: Vec<Value> = (0..10).map(|_| json!("Island")).collect();
    bf.push(json!({"card": "Chronatog", "label": "atog"}));
    let hand: Vec<Value> = hand.iter().map(|c| json!({"card": c, "label": c})).collect();
    let lib: Vec<Value> = (0..20).map(|_| json!("Island")).collect();
    T::new(json!({"cards": defs, "players": [
        {"name": "Alice", "battlefield": bf, "hand": hand, "library": lib},
        {"name": "Bob", "library": lib}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

fn cast(t: &mut T, card: &str, targets: Value) {
    t.act(json!({"action": "cast_spell", "player": 0, "card": format!("@{card}"), "targets": targets, "auto_pay": true}));
    t.pass_all();
}

/// Plays on to the upkeep of the next turn and returns whose turn it is, checking its number.
fn next_turn(t: &mut T, expected: u8) -> u8 {
    let number = t.g().turn.number;
    // To this turn's end step first (the next turn may be the same player's).
    let active = t.g().turn.active.0;
    play_until(t, active, Step::End, &|_, _, _| {});
    assert_eq!(t.g().turn.number, number);
    play_until(t, expected, Step::Upkeep, &|_, _, _| {});
    assert_eq!(t.g().turn.number, number + 1, "turn {} is player {expected}'s", number + 1);
    t.g().turn.active.0
}

/// The players of the next `n` turns, as they come.
fn turns(t: &mut T, order: &[u8]) {
    for p in order {
        next_turn(t, *p);
    }
}

#[test]
fn r500_7_take_an_extra_turn_after_this_one() {
    let mut t = game(&["Time Walk", "Chronatog"], &["Time Walk"]);
    cast(&mut t, "Time Walk", json!([]));
    assert!(t.g().extra_turns == vec![PlayerId(0)]);
    // Alice's turn 3, her extra turn 4, then Bob's turn 5 and Alice's 6, in order again.
    turns(&mut t, &[0, 1, 0]);
}

#[test]
fn r500_7_the_order_goes_on_after_the_turn_the_extra_one_followed() {
    // Bob's extra turn comes directly after Alice's turn 3; then Bob's own turn (turn order after Alice's), then Alice's.
    let mut t = game(&["Time Warp", "Chronatog"], &["Time Warp"]);
    cast(&mut t, "Time Warp", json!([{"player": 1}]));
    turns(&mut t, &[1, 1, 0, 1]);
}

#[test]
fn r500_7_two_extra_turns() {
    let mut t = game(&["Time Stretch", "Chronatog"], &["Time Stretch"]);
    cast(&mut t, "Time Stretch", json!([{"player": 0}]));
    turns(&mut t, &[0, 0, 1, 0]);
}

#[test]
fn r614_10_you_skip_your_next_turn() {
    let mut t = game(&["Meditate", "Chronatog"], &["Meditate"]);
    cast(&mut t, "Meditate", json!([]));
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 4, "drew four");
    // Bob's turn 4; Alice's next turn is skipped: Bob's again (turn 5), then Alice's (turn 6).
    next_turn(&mut t, 1);
    assert_eq!(t.g().turns_to_skip, vec![PlayerId(0)]);
    next_turn(&mut t, 1);
    assert!(t.g().turns_to_skip.is_empty(), "the skip is used up");
    next_turn(&mut t, 0);
}

#[test]
fn r614_10a_an_extra_turn_is_the_next_turn_skipped_and_skips_add_up() {
    // Meditate then Time Walk: the next turn Alice would take is the extra one: skipped.
    let mut t = game(&["Meditate", "Time Walk", "Chronatog"], &["Meditate", "Time Walk"]);
    cast(&mut t, "Meditate", json!([]));
    cast(&mut t, "Time Walk", json!([]));
    turns(&mut t, &[1, 0, 1]);
    // Chronatog in two turns: Alice skips her next two turns.
    let mut t = game(&["Chronatog"], &[]);
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@atog", "ability": 0}));
    t.pass_all();
    turns(&mut t, &[1]);
    // In Bob's turn 4, Alice activates it again: she skips her next two turns.
    play_until(&mut t, 1, Step::PrecombatMain, &|_, _, _| {});
    t.act(json!({"action": "pass_priority", "player": 1}));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@atog", "ability": 0}));
    t.pass_all();
    assert_eq!(t.g().turns_to_skip, vec![PlayerId(0), PlayerId(0)]);
    turns(&mut t, &[1, 1, 0]);
    let mut t = game(&["Chronatog"], &[]);
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@atog", "ability": 0}));
    t.pass_all();
    let e = refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@atog", "ability": 0}));
    assert!(e.contains("once each turn"), "{e}");
}

#[test]
fn r614_10_skip_your_draw_step() {
    let bargain = compiled("Yawgmoth's Bargain");
    assert!(bargain.to_string().contains("\"event\":\"skip\""), "{bargain}");
    let mut t = T::new(json!({"cards": [bargain], "players": [
        {"name": "Alice", "battlefield": [{"card": "Yawgmoth's Bargain", "label": "bargain"}], "library": ["Island", "Island", "Island", "Island"]},
        {"name": "Bob", "library": ["Island", "Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 1, "step": "end"}}));
    // Alice's turn 3: no draw step (its controller's); Bob's turn 4 has his.
    play_until(&mut t, 0, Step::PrecombatMain, &|_, _, _| {});
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 0, "Alice skipped her draw step");
    play_until(&mut t, 1, Step::PrecombatMain, &|_, _, _| {});
    assert_eq!(t.g().player(PlayerId(1)).hand.len(), 1, "Bob drew");
    // Its other ability: pay 1 life, draw a card.
    play_until(&mut t, 0, Step::PrecombatMain, &|_, _, _| {});
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@bargain", "ability": 1}));
    t.pass_all();
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 1);
    assert_eq!(t.life(0), 19);
}
