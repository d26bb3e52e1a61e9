//! 602.5b: "Activate this ability no more than twice / three times each
//! turn." counts the activations of that ability of that object in a turn.
//! Cards compiled from their printed text (the card table):
//! - Pit Imp {B} 0/1: "Flying / {B}: Pit Imp gets +1/+0 until end of
//!   turn. Activate this ability no more than twice each turn."
//! - Fire-Belly Changeling {1}{R} 1/1: "Changeling / {R}: Fire-Belly
//!   Changeling gets +1/+0 until end of turn. Activate this ability no more
//!   than twice each turn."
//! - Sewer Rats {B} 1/1: "{B}, Pay 1 life: Sewer Rats gets +1/+0 until
//!   end of turn. Activate this ability no more than three times each turn."

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::legal::LegalAction;
use stackwise::rules::types::Step;

fn game(card: &str, lands: &str, n: usize) -> T {
    let mut bf: Vec<Value> = (0..n).map(|_| json!(lands)).collect();
    bf.push(json!({"card": card, "label": "c"}));
    T::new(json!({"cards": [compiled(card)], "players": [
        {"name": "Alice", "battlefield": bf, "library": ["Island", "Island", "Island", "Island", "Island"]},
        {"name": "Bob", "library": ["Island", "Island", "Island", "Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

fn offered(t: &T) -> bool {
    let id = t.id("c");
    t.g().legal_actions().into_iter().any(|a| matches!(a, LegalAction::Activate { source, .. } if source == id))
}

fn activate(t: &mut T) -> Result<(), String> {
    t.try_act(json!({"action": "activate_ability", "player": 0, "source": "@c", "ability": 0, "auto_pay": true})).map(|_| ()).map_err(|e| e.to_string())
}

fn power(t: &T) -> i32 {
    let g = t.g();
    g.chars_of(g.obj(t.id("c")).unwrap()).power.unwrap_or(0)
}

/// Activates as often as allowed (with mana for more), resolving each.
fn activate_all(t: &mut T, times: usize) {
    for i in 0..times {
        assert!(offered(t), "activation {}", i + 1);
        activate(t).unwrap();
        t.pass_all();
    }
}

#[test]
fn r602_5b_no_more_than_twice_each_turn() {
    for (card, base) in [("Pit Imp", 0), ("Fire-Belly Changeling", 1)] {
        let land = if card == "Pit Imp" { "Swamp" } else { "Mountain" };
        let mut t = game(card, land, 5);
        activate_all(&mut t, 2);
        assert_eq!(power(&t), base + 2, "{card}");
        assert!(!offered(&t), "{card}: a third activation is not offered");
        let e = activate(&mut t).unwrap_err();
        assert!(e.contains("602.5b") && e.contains("twice"), "{e}");
        assert_eq!(power(&t), base + 2);
        // The count starts again in the next turn (Alice's next turn).
        play_until(&mut t, 1, Step::PrecombatMain, &|_, _, _| {});
        play_until(&mut t, 0, Step::PrecombatMain, &|_, _, _| {});
        activate_all(&mut t, 2);
        assert!(!offered(&t), "{card}: two again, not three");
    }
}

#[test]
fn r602_5b_no_more_than_three_times_each_turn() {
    let mut t = game("Sewer Rats", "Swamp", 5);
    activate_all(&mut t, 3);
    assert_eq!(power(&t), 4);
    assert_eq!(t.life(0), 17, "1 life paid for each activation");
    assert!(!offered(&t));
    let e = activate(&mut t).unwrap_err();
    assert!(e.contains("three times"), "{e}");
    assert_eq!(t.life(0), 17, "the refused activation paid nothing");
}

#[test]
fn r602_5b_the_count_is_of_activations_not_of_resolutions() {
    // Two activations on the stack at once use up the limit: the third is refused before either resolves.
    let mut t = game("Pit Imp", "Swamp", 3);
    activate(&mut t).unwrap();
    activate(&mut t).unwrap();
    assert!(activate(&mut t).is_err());
    t.pass_all();
    t.pass_all();
    assert_eq!(power(&t), 2);
}
