//! Replacement effects on gaining life (614.1a): "if [a player] would gain
//! life, [instead]". The gain that replaces it is a new event, looked at
//! again by the other replacements but not by those already applied
//! (614.5); with two different ones, the gaining player chooses which
//! applies first (616.1).
//!
//! Cards (printed text, January 2017 wording):
//! - Boon Reflection {4}{W}: "If you would gain life, you gain twice that
//!   much life instead."
//! - Sulfuric Vortex {1}{R}{R}: "At the beginning of each player's upkeep,
//!   Sulfuric Vortex deals 2 damage to that player. If a player would gain
//!   life, that player gains no life instead."
//! - Soul Warden {W} 1/1: "Whenever another creature enters the
//!   battlefield, you gain 1 life."
//! - Vampire Nighthawk {1}{B}{B} 2/3: flying, deathtouch, lifelink.
use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::*;

fn game(alice: Value, bob: Value) -> T {
    T::new(json!({"players": [
        {"name": "Alice", "battlefield": alice, "hand": [{"card": "Grizzly Bears", "label": "bears"}], "mana_pool": "{1}{G}", "library": ["Forest", "Forest"]},
        {"name": "Bob", "battlefield": bob, "library": ["Forest", "Forest"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

/// Alice casts Grizzly Bears with Soul Warden out: Soul Warden's trigger
/// gains her 1 life as it resolves. Answers a 616.1 question with `choice`
/// (the index of the option) when one is asked.
fn warden_gain(t: &mut T, choice: usize) -> Vec<Event> {
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bears", "auto_pay": true}));
    let mut ev = t.pass_all();
    for _ in 0..6 {
        if let Some(DecisionKind::ChooseReplacement { options, .. }) = t.g().pending.as_ref().map(|d| d.kind.clone()) {
            ev.extend(t.act(json!({"action": "choose_replacement", "player": 0, "choice": options[choice]})));
        } else if t.g().stack.is_empty() {
            break;
        } else {
            ev.extend(t.pass_all());
        }
    }
    assert!(t.g().stack.is_empty() && t.g().pending.is_none());
    ev
}

#[test]
fn r614_1a_boon_reflection_doubles_only_its_controllers_gain() {
    let mut t = game(json!(["Soul Warden", "Boon Reflection"]), json!([]));
    let ev = warden_gain(&mut t, 0);
    assert!(cites(&ev, "614.1a"), "{:?}", rules(&ev));
    assert_eq!(t.life(0), 22);
    // Bob's Boon Reflection doesn't double Alice's gain.
    let mut t = game(json!(["Soul Warden"]), json!(["Boon Reflection"]));
    warden_gain(&mut t, 0);
    assert_eq!(t.life(0), 21);
}

#[test]
fn r614_5_two_boon_reflections_each_apply_once() {
    // 1 → 2 (the first) → 4 (the second, to the new gain); neither applies twice.
    let mut t = game(json!(["Soul Warden", "Boon Reflection", "Boon Reflection"]), json!([]));
    warden_gain(&mut t, 0);
    assert_eq!(t.life(0), 24);
}

#[test]
fn r614_1a_sulfuric_vortex_stops_every_players_gain() {
    for vortex_side in [0, 1] {
        let (alice, bob) = if vortex_side == 0 { (json!(["Soul Warden", "Sulfuric Vortex"]), json!([])) } else { (json!(["Soul Warden"]), json!(["Sulfuric Vortex"])) };
        let mut t = game(alice, bob);
        let ev = warden_gain(&mut t, 0);
        assert!(ev.iter().any(|e| e.rule == "614.1a" && e.text.contains("gains no life")), "{:?}", rules(&ev));
        assert_eq!(t.life(0), 20, "Vortex on side {vortex_side}");
    }
}

#[test]
fn r616_1_boon_reflection_and_sulfuric_vortex_in_either_order_gain_nothing() {
    // Alice chooses which applies first: Vortex (nothing) or Boon Reflection
    // (2), then Vortex replaces the new gain of 2 too.
    for choice in [0, 1] {
        let mut t = game(json!(["Soul Warden", "Boon Reflection"]), json!(["Sulfuric Vortex"]));
        let ev = warden_gain(&mut t, choice);
        assert!(ev.iter().any(|e| e.rule == "616.1"), "Alice is asked: {:?}", rules(&ev));
        assert_eq!(t.life(0), 20, "choice {choice}");
    }
}

#[test]
fn r702_15b_lifelink_gains_are_replaced_too() {
    let mut t = game(json!([{"card": "Vampire Nighthawk", "label": "hawk"}, "Boon Reflection"]), json!([]));
    for _ in 0..4 {
        if t.g().pending.is_some() {
            break;
        }
        t.pass_all();
    }
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@hawk", "target": {"player": 1}}]}));
    for _ in 0..8 {
        if t.g().turn.step == Step::PostcombatMain {
            break;
        }
        if let Some(DecisionKind::DeclareBlockers { .. }) = t.g().pending.as_ref().map(|d| d.kind.clone()) {
            t.act(json!({"action": "declare_blockers", "player": 1, "blockers": []}));
        } else {
            t.pass_all();
        }
    }
    assert_eq!((t.life(0), t.life(1)), (24, 18));
}

#[test]
fn r614_1a_sulfuric_vortex_deals_2_to_the_player_whose_upkeep_it_is() {
    let mut t = T::new(json!({"players": [
        {"name": "Alice", "battlefield": ["Sulfuric Vortex"], "library": ["Forest", "Forest"]},
        {"name": "Bob", "library": ["Forest", "Forest"]}
    ], "turn": {"number": 3, "active": 0, "step": "end"}}));
    for _ in 0..12 {
        if t.life(1) < 20 {
            break;
        }
        t.pass_all();
    }
    assert_eq!((t.g().turn.active, t.life(0), t.life(1)), (PlayerId(1), 20, 18), "Bob's upkeep");
    for _ in 0..40 {
        if t.life(0) < 20 {
            break;
        }
        t.pass_all();
    }
    assert_eq!((t.g().turn.active, t.life(0), t.life(1)), (PlayerId(0), 18, 18), "Alice's upkeep");
}
