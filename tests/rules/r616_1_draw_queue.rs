//! 614.11 and 616.1 for draws: each draw is its own event for replacement
//! effects, and a question about one stops the work at that draw. The cards
//! drawn before it stay drawn, the answer takes the work on from the same
//! draw, the draws a replacement makes are looked at again without the effect
//! that made them (614.5, 616.1f), and a game saved while the question waits
//! is read back with the draws still to come: for a resolving spell and for
//! the draw step's draw (504.1) (rules::draw_queue).
//!
//! Cards (as printed):
//! - Thought Reflection {4}{U}{U}{U}: "If you would draw a card, draw two
//!   cards instead."
//! - Notion Thief {2}{U}{B} 3/1: "Flash / If an opponent would draw a card
//!   except the first one he or she draws in each of his or her draw steps,
//!   instead that player skips that draw and you draw a card."
//! - Divination {2}{U}: "Draw two cards."
//! - Counsel of the Soratami {2}{U}: "Draw two cards."
//! - Deeper Reflection (test card) {5}{U}{U}: "If you would draw a card, draw
//!   three cards instead."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::Game;
use stackwise::rules::types::{PlayerId, Step};
use stackwise::rules::*;

fn deeper() -> Value {
    json!({"name": "Deeper Reflection", "mana_cost": "{5}{U}{U}", "type": "Enchantment", "text": "If you would draw a card, draw three cards instead."})
}

fn cards() -> Vec<Value> {
    let mut c: Vec<Value> = ["Thought Reflection", "Notion Thief", "Divination", "Counsel of the Soratami"].iter().map(|n| card_table::compiled(n)).collect();
    c.push(deeper());
    c
}

/// Alice controls `alice_bf` (and three Islands), Bob `bob_bf`; each has 30
/// Islands in the library; Alice holds `spell`. Turn 3 is Alice's, at `step`.
fn game(alice_bf: &[&str], bob_bf: &[&str], spell: &str, step: &str) -> T {
    let mut a: Vec<Value> = alice_bf.iter().map(|n| json!(n)).collect();
    a.extend([json!("Island"), json!("Island"), json!("Island")]);
    T::new(json!({
        "cards": cards(),
        "players": [
            {"name": "Alice", "battlefield": a, "hand": [{"card": spell, "label": "spell"}], "library": vec!["Island"; 30]},
            {"name": "Bob", "battlefield": bob_bf, "library": vec!["Island"; 30]}
        ],
        "turn": {"number": 3, "active": 0, "step": step}
    }))
}

fn hand(t: &T, p: u8) -> usize {
    t.g().player(PlayerId(p)).hand.len()
}

fn question(t: &T) -> (String, u8, Vec<String>) {
    replacement_question(t)
}

/// Thought Reflection and Deeper Reflection, in both orders on the
/// battlefield and both orders of answers, with Divination and Counsel of
/// the Soratami. Each of the spell's two draws asks Alice which applies
/// (two different effects, 616.1). Whichever she picks, each draw it makes
/// meets the other one alone: 2 × 3 = 3 × 2 = 6 cards per draw. The first
/// draw's six cards are in her hand when the second question is asked.
#[test]
fn r616_1_each_draw_asks_in_turn_and_the_cards_drawn_stay_drawn() {
    for spell in ["Divination", "Counsel of the Soratami"] {
        for bf in [["Thought Reflection", "Deeper Reflection"], ["Deeper Reflection", "Thought Reflection"]] {
            for picks in [["Thought Reflection", "Deeper Reflection"], ["Deeper Reflection", "Thought Reflection"]] {
                let mut t = game(&bf, &[], spell, "precombat_main");
                t.act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "auto_pay": true}));
                t.pass_all();
                let (rule, who, options) = question(&t);
                assert_eq!((rule.as_str(), who, options.len()), ("616.1", 0, 2), "{options:?}");
                assert_eq!(hand(&t, 0), 0, "nothing is drawn before the first answer");
                let ev = answer_replacement(&mut t, picks[0]);
                assert!(cites(&ev, "614.11"), "{:?}", rules(&ev));
                assert_eq!(hand(&t, 0), 6, "{spell}, {bf:?}, {picks:?}: the first draw is done before the second question");
                assert_eq!(question(&t).2.len(), 2, "the second draw asks again");
                answer_replacement(&mut t, picks[1]);
                assert!(t.g().pending.is_none(), "{:?}", t.g().pending);
                assert_eq!((hand(&t, 0), t.g().player(PlayerId(0)).library.len()), (12, 18), "{spell}, {bf:?}, {picks:?}");
                assert_eq!(t.zone("spell"), "graveyard");
            }
        }
    }
}

/// Thought Reflection (Alice's) and Notion Thief (Bob's) both apply to
/// Alice's draws outside her draw step: she chooses. Notion Thief first:
/// Bob draws one card, then the second draw asks again. Thought Reflection
/// first: each of its two draws meets Notion Thief alone, so Bob draws two
/// before the second question. Either way Alice draws nothing and Bob three.
#[test]
fn r616_1_a_draw_taken_by_another_player_is_settled_before_the_next_question() {
    for (first, bob_between) in [("Notion Thief", 1), ("Thought Reflection", 2)] {
        let mut t = game(&["Thought Reflection"], &["Notion Thief"], "Divination", "precombat_main");
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "auto_pay": true}));
        t.pass_all();
        assert_eq!(question(&t).1, 0, "the drawing player chooses (616.1)");
        answer_replacement(&mut t, first);
        assert_eq!((hand(&t, 0), hand(&t, 1)), (0, bob_between), "after {first}");
        let second = if first == "Notion Thief" { "Thought Reflection" } else { "Notion Thief" };
        answer_replacement(&mut t, second);
        assert!(t.g().pending.is_none());
        assert_eq!((hand(&t, 0), hand(&t, 1)), (0, 3), "{first} then {second}");
    }
}

/// The draw step's draw (504.1) meets the same question: the step begins
/// once, waits with its draw, is saved and read back, and goes on with the
/// answer. With Notion Thief on Bob's side the first draw of the step is
/// Alice's own: Thought Reflection's two draws are the first and second
/// cards she draws in the step, so Bob takes the second.
#[test]
fn r504_1_the_draw_step_draw_waits_for_its_question() {
    let mut t = game(&["Thought Reflection", "Deeper Reflection"], &[], "Divination", "upkeep");
    let ev = t.pass_all();
    assert_eq!(t.g().turn.step, Step::Draw);
    assert_eq!(question(&t).0, "616.1");
    assert!(t.g().draw_step_work.is_some(), "the step keeps its draw");
    let text = serde_json::to_string(t.g()).unwrap();
    let back: Game = serde_json::from_str(&text).unwrap();
    assert!(back == *t.g());
    *t.gm() = back;
    let ev2 = answer_replacement(&mut t, "Deeper Reflection");
    let began = |ev: &[Event]| ev.iter().filter(|e| matches!(e.kind, EventKind::StepBegan { step: Step::Draw })).count();
    assert_eq!(began(&ev) + began(&ev2), 1, "the draw step begins once");
    assert!(t.g().pending.is_none() && t.g().draw_step_work.is_none());
    assert_eq!(hand(&t, 0), 1 + 6, "Divination and six cards");
    assert!(cites(&ev2, "504.1"), "{:?}", rules(&ev2));

    let mut t = game(&["Thought Reflection"], &["Notion Thief"], "Divination", "upkeep");
    t.pass_all();
    assert!(t.g().pending.is_none(), "one effect applies to the first draw of the step: no question");
    assert_eq!((hand(&t, 0), hand(&t, 1)), (1 + 1, 1));
}

#[test]
fn a_saved_draw_queue_that_names_what_is_not_in_the_game_is_refused() {
    let mut t = game(&["Thought Reflection", "Deeper Reflection"], &[], "Divination", "upkeep");
    t.pass_all();
    assert_eq!(t.g().check_consistency(), Ok(()));
    let mut v = serde_json::to_value(t.g()).unwrap();
    v["game"]["draw_step_work"]["todo"][0]["player"] = json!(7);
    let bad: Game = serde_json::from_value(v).expect("read");
    assert!(bad.check_consistency().unwrap_err().contains("draw_step_work"));
    let mut v = serde_json::to_value(t.g()).unwrap();
    v["game"]["draw_step_work"]["todo"][0]["count"] = json!(4_000_000_000u32);
    let bad: Game = serde_json::from_value(v).expect("read");
    assert!(bad.check_consistency().unwrap_err().contains("too many draws"));
    let mut v = serde_json::to_value(t.g()).unwrap();
    v["game"]["draw_step_work"]["todo"][0]["rule"] = json!("999.9");
    assert!(serde_json::from_value::<Game>(v).is_err());
}
