//! A static ability whose condition is about what an Aura is attached to,
//! and "Otherwise, ..." on the same line: a second static ability that
//! applies while the condition doesn't hold (611.3a). Cards compiled from
//! their printed text:
//!
//! - Clutch of Undeath: "Enchanted creature gets +3/+3 as long as it's a Zombie. Otherwise, it gets -3/-3."
//! - Phyrexian Boon: "Enchanted creature gets +2/+1 as long as it's black. Otherwise, it gets -1/-2."
//! - Serra's Boon: "Enchanted creature gets +1/+2 as long as it's white. Otherwise, it gets -2/-1."
//! - Tahngarth's Rage: "Enchanted creature gets +3/+0 as long as it's attacking. Otherwise, it gets -2/-1."
//! - Bonds of Faith: "Enchanted creature gets +2/+2 as long as it's a Human. Otherwise, it can't attack or block."
//!
//! on Gravedigger (2/2 black Zombie), Elite Vanguard (2/1 white Human
//! Soldier), Serra Angel (4/4 white Angel), Hill Giant (3/3 red Giant) and
//! Grizzly Bears (2/2 green Bear).

use crate::common::card_table::compiled;
use crate::common::{attackers_offered, T};
use serde_json::{json, Value};

const AURAS: [&str; 5] = ["Clutch of Undeath", "Phyrexian Boon", "Serra's Boon", "Tahngarth's Rage", "Bonds of Faith"];
const CREATURES: [&str; 4] = ["Gravedigger", "Elite Vanguard", "Serra Angel", "Hill Giant"];

/// Alice (active, turn 3) with `host` enchanted by `aura`.
fn game(aura: &str, host: &str) -> T {
    let cards: Vec<Value> = AURAS.iter().chain(CREATURES.iter()).map(|n| compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": [{"card": host, "label": "host"}, {"card": aura, "attached_to": "host"}], "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": [], "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

fn pt(t: &T) -> (i32, i32) {
    let c = t.g().chars(t.id("host")).expect("on the battlefield");
    (c.power.unwrap(), c.toughness.unwrap())
}

/// The first ability while the condition holds, the second otherwise, never both.
#[test]
fn r611_3a_otherwise_applies_when_the_condition_does_not() {
    for (aura, host, want) in [
        ("Clutch of Undeath", "Gravedigger", (5, 5)),
        ("Clutch of Undeath", "Serra Angel", (1, 1)),
        ("Phyrexian Boon", "Gravedigger", (4, 3)),
        ("Phyrexian Boon", "Hill Giant", (2, 1)),
        ("Serra's Boon", "Elite Vanguard", (3, 3)),
        ("Serra's Boon", "Hill Giant", (1, 2)),
        ("Bonds of Faith", "Elite Vanguard", (4, 3)),
        ("Bonds of Faith", "Hill Giant", (3, 3)),
    ] {
        assert_eq!(pt(&game(aura, host)), want, "{aura} on {host}");
    }
}

/// "As long as it's attacking" is read at every moment: Hill Giant is 1/2
/// before it attacks and 6/3 once it does.
#[test]
fn r611_3a_otherwise_follows_the_creature_into_combat() {
    let mut t = game("Tahngarth's Rage", "Hill Giant");
    assert_eq!(pt(&t), (1, 2), "not attacking: -2/-1");
    let offered = attackers_offered(&mut t);
    assert!(offered.contains(&t.id("host")));
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@host", "target": {"player": 1}}]}));
    assert_eq!(pt(&t), (6, 3), "attacking: +3/+0");
}

/// "Otherwise, it can't attack or block": a Human enchanted by Bonds of
/// Faith attacks; another creature isn't offered as an attacker.
#[test]
fn r611_3a_otherwise_can_be_a_restriction() {
    let mut t = game("Bonds of Faith", "Elite Vanguard");
    assert!(attackers_offered(&mut t).contains(&t.id("host")), "a Human attacks");
    let mut t = game("Bonds of Faith", "Hill Giant");
    assert!(!attackers_offered(&mut t).contains(&t.id("host")), "a Giant can't attack");
}
