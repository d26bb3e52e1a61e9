//! "Cast [this] only [when]." (601.3): a restriction on casting the card
//! itself, read from the turn and from the player casting it. Cards
//! compiled from their printed text (the card table):
//! - Assassin's Blade {1}{B} Instant: "Cast Assassin's Blade only during the
//!   declare attackers step and only if you've been attacked this step. /
//!   Destroy target nonblack attacking creature."
//! - Just Fate {2}{W} Instant: "Cast Just Fate only during the declare
//!   attackers step and only if you've been attacked this step. / Destroy
//!   target attacking creature."
//! - Teleport {U}{U}{U} Instant: "Cast Teleport only during the declare
//!   attackers step. / Target creature can't be blocked this turn."
//! - Panic {R} Instant: "Cast Panic only during combat before blockers are
//!   declared. / Target creature can't block this turn. / Draw a card at the
//!   beginning of the next turn's upkeep."

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::legal::LegalAction;
use stackwise::rules::types::Step;

/// Bob is active in his precombat main phase with two Grizzly Bears; Alice
/// holds the four spells and has lands for each.
fn game() -> T {
    let cards: Vec<Value> = ["Assassin's Blade", "Just Fate", "Teleport", "Panic"].iter().map(|c| compiled(c)).collect();
    let mut lands = Vec::new();
    for l in ["Swamp", "Swamp", "Plains", "Plains", "Plains", "Island", "Island", "Island", "Mountain"] {
        lands.push(json!(l));
    }
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": lands, "hand": [{"card": "Assassin's Blade", "label": "blade"}, {"card": "Just Fate", "label": "fate"}, {"card": "Teleport", "label": "teleport"}, {"card": "Panic", "label": "panic"}], "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": [{"card": "Grizzly Bears", "label": "b1"}, {"card": "Grizzly Bears", "label": "b2"}], "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 3, "active": 1, "step": "precombat_main"}}))
}

fn offered(t: &T, label: &str) -> bool {
    let id = t.id(label);
    t.g().legal_actions().into_iter().any(|a| matches!(a, LegalAction::Cast { card, .. } if card == id))
}

fn try_cast(t: &mut T, label: &str, target: &str) -> Result<(), String> {
    t.try_act(json!({"action": "cast_spell", "player": 0, "card": format!("@{label}"), "targets": [{"object": format!("@{target}")}], "auto_pay": true})).map(|_| ()).map_err(|e| e.to_string())
}

/// Bob declares `attackers` (attacking Alice); Alice then has priority in the declare attackers step.
fn attack(t: &mut T, attackers: &[&str]) {
    to_decision(t);
    let a: Vec<Value> = attackers.iter().map(|l| json!({"attacker": format!("@{l}"), "target": {"player": 0}})).collect();
    t.act(json!({"action": "declare_attackers", "player": 1, "attackers": a}));
    assert_eq!(t.g().turn.step, Step::DeclareAttackers);
    t.act(json!({"action": "pass_priority", "player": 1}));
}

#[test]
fn r601_3_only_in_the_declare_attackers_step_when_attacked() {
    let mut t = game();
    t.act(json!({"action": "pass_priority", "player": 1}));
    for card in ["blade", "fate", "teleport", "panic"] {
        assert!(!offered(&t, card), "{card}: not in Bob's main phase");
    }
    let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@blade", "targets": [{"object": "@b1"}], "auto_pay": true}));
    assert!(e.contains("601.3") && e.contains("attacked"), "{e}");
    t.act(json!({"action": "pass_priority", "player": 0}));
    attack(&mut t, &["b1"]);
    assert!(offered(&t, "blade") && offered(&t, "fate") && offered(&t, "teleport") && offered(&t, "panic"));
    try_cast(&mut t, "blade", "b1").unwrap();
    t.pass_all();
    assert_eq!(t.zone("b1"), "graveyard");
    assert_eq!(t.zone("b2"), "battlefield");
}

#[test]
fn r601_3_not_attacked_no_blade_but_teleport_still() {
    let mut t = game();
    attack(&mut t, &[]);
    assert_eq!(t.g().turn.step, Step::DeclareAttackers);
    assert!(!offered(&t, "blade") && !offered(&t, "fate"), "no creature attacks Alice");
    assert!(try_cast(&mut t, "fate", "b1").unwrap_err().contains("601.3"));
    // "During the declare attackers step" alone holds, and "during combat before blockers are declared".
    assert!(offered(&t, "teleport") && offered(&t, "panic"));
    try_cast(&mut t, "panic", "b2").unwrap();
}

#[test]
fn r601_3_during_combat_before_blockers_are_declared() {
    let mut t = game();
    attack(&mut t, &["b1", "b2"]);
    t.act(json!({"action": "pass_priority", "player": 0}));
    // The declare blockers step: blockers are declared as it begins (Alice has no creature to block with).
    assert_eq!(t.g().turn.step, Step::DeclareBlockers);
    t.act(json!({"action": "pass_priority", "player": 1}));
    for card in ["blade", "fate", "teleport", "panic"] {
        assert!(!offered(&t, card), "{card}: not after blockers are declared");
    }
}
