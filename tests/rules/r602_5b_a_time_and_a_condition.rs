//! 602.5b: "Activate this ability only during your upkeep and only if
//! [condition]": both limits hold at once; either one missing refuses the
//! activation and the ability isn't offered. Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Coffin Puppets {3}{B}{B}, 3/3: "Sacrifice two lands: Return Coffin
//!   Puppets from your graveyard to the battlefield. Activate this ability
//!   only during your upkeep and only if you control a Swamp."
//! - Kuldotha Phoenix {2}{R}{R}{R}, 4/4: "Flying, haste / Metalcraft — {4}:
//!   Return Kuldotha Phoenix from your graveyard to the battlefield. Activate
//!   this ability only during your upkeep and only if you control three or
//!   more artifacts."
//! - Ornithopter {0}, artifact creature 0/2.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::legal::LegalAction;

const CARDS: &[&str] = &["Coffin Puppets", "Kuldotha Phoenix", "Ornithopter"];

/// Alice's `card` in her graveyard, her `bf`, at `step` of her turn or Bob's.
fn game(card: &str, bf: Value, alices_turn: bool, step: &str) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": bf, "graveyard": [{"card": card, "label": "c"}], "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 3, "active": if alices_turn { 0 } else { 1 }, "step": step}}))
}

/// `sacrifice`: the permanents named for a sacrifice cost.
fn try_activate(t: &mut T, sacrifice: Value) -> bool {
    let id = t.id("c");
    let offered = t.g().legal_actions().into_iter().any(|a| matches!(a, LegalAction::Activate { source, player, .. } if source == id && player.0 == 0));
    let before = t.g().clone();
    let ok = t.try_act(json!({"action": "activate_ability", "player": 0, "source": "@c", "ability": 0, "targets": [], "auto_pay": true, "sacrifice": sacrifice})).is_ok();
    assert_eq!(ok, offered, "offered exactly when allowed");
    *t.gm() = before;
    ok
}

#[test]
fn r602_5b_coffin_puppets_needs_the_upkeep_and_a_swamp() {
    let with_swamp = json!([{"card": "Swamp", "label": "l1"}, {"card": "Forest", "label": "l2"}]);
    let without = json!([{"card": "Forest", "label": "l1"}, {"card": "Forest", "label": "l2"}]);
    let cases = [(with_swamp.clone(), true, "upkeep", true), (without, true, "upkeep", false), (with_swamp.clone(), true, "precombat_main", false), (with_swamp, false, "upkeep", false)];
    for (bf, alices, step, allowed) in cases {
        let mut t = game("Coffin Puppets", bf.clone(), alices, step);
        assert_eq!(try_activate(&mut t, json!(["@l1", "@l2"])), allowed, "{bf} {alices} {step}");
    }
}

#[test]
fn r602_5b_kuldotha_phoenix_needs_the_upkeep_and_three_artifacts() {
    let thopters = |n: usize| json!((0..n).map(|_| json!("Ornithopter")).chain((0..4).map(|_| json!("Mountain"))).collect::<Vec<_>>());
    for (n, step, allowed) in [(3, "upkeep", true), (2, "upkeep", false), (3, "draw", false)] {
        let mut t = game("Kuldotha Phoenix", thopters(n), true, step);
        assert_eq!(try_activate(&mut t, json!([])), allowed, "{n} artifacts, {step}");
    }
}
