//! 508.1c: a restriction on attacking: "can't attack you or a planeswalker
//! you control", "you" being the controller of the Aura whose static ability
//! says it. The creature may still attack anyone else; declaring it against
//! that player or their planeswalker is refused, the game unchanged, and a
//! creature with no one left to attack is not offered as an attacker.
//!
//! Cards (as printed):
//! - Vow of Duty {2}{W} Aura: "Enchant creature / Enchanted creature gets
//!   +2/+2, has vigilance, and can't attack you or a planeswalker you control."
//! - Vow of Wildness {2}{G} Aura: "Enchant creature / Enchanted creature gets
//!   +3/+3, has trample, and can't attack you or a planeswalker you control."
//! - Jace Beleren {1}{U}{U} Planeswalker, loyalty 3.
//! - Grizzly Bears {1}{G} 2/2, Hill Giant {3}{R} 3/3.

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::PlayerId;

fn cards() -> Vec<Value> {
    ["Vow of Duty", "Vow of Wildness", "Jace Beleren", "Grizzly Bears", "Hill Giant"].iter().map(|n| compiled(n)).collect()
}

/// Bob's turn: Bob's Grizzly Bears (and Hill Giant) with Alice's `vow` on
/// the Bears; Alice has Jace Beleren. Played to Bob's declaration of attackers.
fn bobs_attack(vow: &str, with_jace: bool) -> T {
    let mut alice_bf = vec![json!({"card": vow, "label": "vow", "attached_to": "bears"})];
    if with_jace {
        alice_bf.push(json!({"card": "Jace Beleren", "label": "jace", "counters": {"loyalty": 3}}));
    }
    let mut t = T::new(json!({"cards": cards(), "players": [
        {"name": "Alice", "library": vec!["Island"; 10], "battlefield": alice_bf},
        {"name": "Bob", "library": vec!["Island"; 10], "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Hill Giant", "label": "giant"}]}],
        "turn": {"number": 4, "active": 1, "step": "precombat_main"}}));
    to_decision(&mut t);
    t
}

fn candidates(t: &T) -> Vec<stackwise::rules::types::ObjectId> {
    match t.g().pending.as_ref().map(|d| &d.kind) {
        Some(DecisionKind::DeclareAttackers { candidates, .. }) => candidates.clone(),
        other => panic!("not asked for attackers: {other:?}"),
    }
}

/// Each Vow on Bob's Bears: the Bears (5/5 or 4/4 with its keyword) can't
/// attack Alice, and are not offered when Alice is all Bob could attack;
/// the Hill Giant is. Declaring the Bears is refused, naming 508.1c.
#[test]
fn r508_1c_the_enchanted_creature_cant_attack_the_auras_controller() {
    for (vow, pt) in [("Vow of Duty", (4, 4)), ("Vow of Wildness", (5, 5))] {
        let mut t = bobs_attack(vow, false);
        let bears = t.g().obj(t.id("bears")).unwrap();
        let c = t.g().chars(bears.id).unwrap();
        assert_eq!((c.power, c.toughness), (Some(pt.0), Some(pt.1)), "{vow}: the pump");
        let cands = candidates(&t);
        assert!(!cands.contains(&t.id("bears")) && cands.contains(&t.id("giant")), "{vow}: {cands:?}");
        let before = serde_json::to_string(t.g()).unwrap();
        let e = t.try_act(json!({"action": "declare_attackers", "player": 1, "attackers": [{"attacker": "@bears", "target": {"player": 0}}]})).unwrap_err().to_string();
        assert!(e.contains("508.1c"), "{vow}: {e}");
        assert_eq!(serde_json::to_string(t.g()).unwrap(), before, "{vow}: refused, unchanged");
    }
}

/// Alice's planeswalker is covered too: with Jace out, the Bears can attack
/// neither Alice nor Jace; the Hill Giant attacks Jace.
#[test]
fn r508_1c_nor_a_planeswalker_the_auras_controller_controls() {
    let mut t = bobs_attack("Vow of Duty", true);
    let e = t.try_act(json!({"action": "declare_attackers", "player": 1, "attackers": [{"attacker": "@bears", "target": {"object": "@jace"}}]})).unwrap_err().to_string();
    assert!(e.contains("508.1c"), "{e}");
    t.act(json!({"action": "declare_attackers", "player": 1, "attackers": [{"attacker": "@giant", "target": {"object": "@jace"}}]}));
    assert!(t.g().combat.as_ref().unwrap().attackers.iter().any(|a| a.0 == t.id("giant")));
}

/// On Alice's own creature, her Vow keeps it from attacking her only: on
/// her turn the Bears attack Bob.
#[test]
fn r508_1c_the_restriction_names_the_auras_controller_only() {
    let mut t = T::new(json!({"cards": cards(), "players": [
        {"name": "Alice", "library": vec!["Island"; 10], "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Vow of Duty", "attached_to": "bears"}]},
        {"name": "Bob", "library": vec!["Island"; 10]}],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}}));
    to_decision(&mut t);
    assert!(candidates(&t).contains(&t.id("bears")));
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@bears", "target": {"player": 1}}]}));
    assert!(t.g().combat.as_ref().unwrap().attackers.iter().any(|a| a.0 == t.id("bears") && a.1 == stackwise::rules::TargetChoice::Player(PlayerId(1))));
}
