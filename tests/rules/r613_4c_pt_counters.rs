//! 122.1 / 613.4c (2017 numbers; 613.3c in the seeds' rules): every counter
//! that names a change to power and toughness applies in layer 7c, not only
//! +1/+1 and -1/-1: "+1/+2", "-0/-1", "-0/-2", "+2/+2". Only +1/+1 and
//! -1/-1 counters remove each other (704.5r). Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Armor Thrull {2}{B}, 1/3: "{T}, Sacrifice Armor Thrull: Put a +1/+2
//!   counter on target creature."
//! - Spirit Shackle {B}{B}, Aura: "Enchant creature / Whenever enchanted
//!   creature becomes tapped, put a -0/-2 counter on it."
//! - Shield Sphere {0}, 0/6 Wall: "Defender / Whenever Shield Sphere blocks,
//!   put a -0/-1 counter on it."

use crate::common;
use common::*;
use serde_json::{json, Value};

fn cards() -> Vec<Value> {
    ["Armor Thrull", "Spirit Shackle", "Shield Sphere", "Grizzly Bears", "Hill Giant"].iter().map(|n| card_table::compiled(n)).collect()
}

/// Pass until Alice is asked to declare attackers.
fn to_attackers(t: &mut T) {
    for _ in 0..4 {
        if matches!(t.g().pending.as_ref().map(|d| &d.kind), Some(stackwise::rules::state::DecisionKind::DeclareAttackers { .. })) {
            return;
        }
        t.pass_all();
    }
    panic!("no declaration of attackers");
}

fn pt(t: &T, label: &str) -> (i32, i32) {
    let c = t.g().chars(t.id(label)).expect("on the battlefield");
    (c.power.unwrap(), c.toughness.unwrap())
}

/// Armor Thrull's +1/+2 counter: a 2/2 becomes 3/4; with a -1/-1 counter
/// too it is 2/3, and the two counters stay (they aren't +1/+1 and -1/-1).
#[test]
fn r613_4c_armor_thrull_adds_one_and_two() {
    for minus in [0u32, 1] {
        let mut bears = json!({"card": "Grizzly Bears", "label": "bears"});
        if minus > 0 {
            bears["counters"] = json!({"-1/-1": minus});
        }
        let mut t = T::new(json!({"cards": cards(), "players": [
            {"name": "Alice", "battlefield": [{"card": "Armor Thrull", "label": "thrull"}, bears], "library": ["Island"]},
            {"name": "Bob", "library": ["Island"]}
        ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
        t.act(json!({"action": "activate_ability", "player": 0, "source": "@thrull", "ability": 0, "targets": [{"object": "@bears"}], "auto_pay": true}));
        resolve_stack(&mut t);
        assert_eq!(pt(&t, "bears"), (3 - minus as i32, 4 - minus as i32), "{minus} -1/-1 counter(s)");
        let counters = &t.g().objects[&t.id("bears")].extra.counters;
        assert_eq!((counters.get("+1/+2").copied(), counters.get("-1/-1").copied().unwrap_or(0)), (Some(1), minus), "704.5r leaves them both");
        let steps = t.g().pt_steps(t.id("bears"));
        assert!(steps.iter().any(|s| s.source_name == "+1/+2 counter" && (s.power, s.toughness) == (1, 2)), "{steps:?}");
    }
}

/// Spirit Shackle: the enchanted Grizzly Bears attacks, becomes tapped and
/// gets a -0/-2 counter: 2/0, put into the graveyard (704.5f).
#[test]
fn r613_4c_spirit_shackle_toughness_counter_kills() {
    let mut t = T::new(json!({"cards": cards(), "players": [
        {"name": "Alice", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Spirit Shackle", "attached_to": "bears"}, {"card": "Hill Giant", "label": "giant"}], "library": ["Island"]},
        {"name": "Bob", "library": ["Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    to_attackers(&mut t);
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@bears", "target": {"player": 1}}, {"attacker": "@giant", "target": {"player": 1}}]}));
    resolve_stack(&mut t);
    assert_eq!(t.zone("bears"), "graveyard");
    assert_eq!(pt(&t, "giant"), (3, 3), "the Giant isn't enchanted");
}

/// Shield Sphere: each block adds a -0/-1 counter (0/6, then 0/5 and 0/4).
#[test]
fn r613_4c_shield_sphere_shrinks_as_it_blocks() {
    let mut t = T::new(json!({"cards": cards(), "players": [
        {"name": "Alice", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}], "library": ["Island"]},
        {"name": "Bob", "battlefield": [{"card": "Shield Sphere", "label": "sphere", "counters": {"-0/-1": 1}}], "library": ["Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    assert_eq!(pt(&t, "sphere"), (0, 5));
    to_attackers(&mut t);
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@bears", "target": {"player": 1}}]}));
    for _ in 0..4 {
        if t.g().pending.as_ref().is_some_and(|d| d.player.0 == 1) {
            break;
        }
        t.pass_all();
    }
    t.act(json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@sphere", "attacker": "@bears"}]}));
    resolve_stack(&mut t);
    let c = &t.g().objects[&t.id("sphere")].extra.counters;
    assert_eq!(c.get("-0/-1").copied(), Some(2));
    assert_eq!(pt(&t, "sphere").1, 4);
}
