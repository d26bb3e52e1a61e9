//! 508.1d: requirements to attack ("attacks this turn if able", "attacks each
//! combat if able"). Incite (M11): "Target creature becomes red until end of
//! turn and attacks this turn if able." Its rulings: a tapped or summoning-sick
//! creature doesn't attack; the requirement is met in the first combat it can attack.

use crate::common;
use common::*;
use serde_json::json;
use stackwise::rules::*;

fn incite_board() -> T {
    T::new(json!({
        "players": [
            {"name": "Alice", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Llanowar Elves", "label": "elves"}], "library": ["Forest", "Forest"]},
            {"name": "Bob", "battlefield": ["Mountain", "Mountain"], "hand": [{"card": "Incite", "label": "incite"}], "library": ["Forest"]}
        ],
        "turn": {"number": 3, "active": 0, "step": "beginning_of_combat"}
    }))
}

/// Bob casts Incite on `target` during Alice's beginning of combat; it resolves.
fn incite(t: &mut T, target: &str) -> Vec<Event> {
    t.act(json!({"action": "pass_priority", "player": 0}));
    let mut ev = t.act(json!({"action": "cast_spell", "player": 1, "card": "@incite", "targets": [{"object": format!("@{target}")}], "auto_pay": true}));
    ev.extend(t.pass_all());
    ev
}

/// Pass until Alice is asked to declare attackers.
fn to_declare_attackers(t: &mut T) {
    for _ in 0..8 {
        if t.g().pending.is_some() {
            return;
        }
        t.pass_all();
    }
}

#[test]
fn r508_1d_incite_makes_the_creature_attack_if_able() {
    let mut t = incite_board();
    let ev = incite(&mut t, "bears");
    assert!(cites(&ev, "508.1d"));
    let bears = t.id("bears");
    assert!(t.g().chars(bears).unwrap().colors.iter().any(|c| format!("{c:?}") == "Red"));
    to_declare_attackers(&mut t);
    assert_eq!(t.g().turn.step, Step::DeclareAttackers);
    let before = t.g().clone();
    // Declaring no attackers, or only the Elves, leaves the requirement unobeyed.
    for attackers in [json!([]), json!([{"attacker": "@elves", "target": {"player": 1}}])] {
        let e = t.try_act(json!({"action": "declare_attackers", "player": 0, "attackers": attackers})).unwrap_err();
        assert!(e.to_string().starts_with("508.1d: Grizzly Bears attacks this turn if able"), "{e}");
        assert!(*t.g() == before);
    }
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@bears", "target": {"player": 1}}]}));
    assert!(t.g().attack_requirements.is_empty(), "met once it has attacked");
}

#[test]
fn r508_1d_a_tapped_creature_is_not_required_to_attack() {
    let mut t = incite_board();
    incite(&mut t, "elves");
    // The Elves tap for mana: no longer able to attack.
    let elves = t.id("elves");
    t.act(json!({"action": "activate_ability", "player": 0, "source": elves.0, "ability": 0}));
    assert!(t.g().obj(elves).unwrap().tapped);
    to_declare_attackers(&mut t);
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": []}));
}

#[test]
fn r508_1d_a_requirement_not_met_this_turn_ends_with_the_turn() {
    let mut t = incite_board();
    incite(&mut t, "elves");
    let elves = t.id("elves");
    t.act(json!({"action": "activate_ability", "player": 0, "source": elves.0, "ability": 0}));
    to_declare_attackers(&mut t);
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": []}));
    assert_eq!(t.g().attack_requirements.len(), 1, "the tapped Elves did not attack: the requirement stays this turn");
    for _ in 0..40 {
        if t.g().turn.number == 4 || t.g().pending.is_some() {
            break;
        }
        t.pass_all();
    }
    assert_eq!(t.g().turn.number, 4);
    assert!(t.g().attack_requirements.is_empty(), "514.2: it ended with the turn");
}

/// Bloodrock Cyclops (a built-in card): "Bloodrock Cyclops attacks each turn if able."
#[test]
fn r508_1d_attacks_each_combat_as_a_static_ability() {
    let mut t = T::new(json!({
        "players": [
            {"name": "Alice", "battlefield": [{"card": "Bloodrock Cyclops", "label": "brute"}, "Grizzly Bears"], "library": ["Forest"]},
            {"name": "Bob", "battlefield": [], "library": ["Forest"]}
        ],
        "turn": {"number": 3, "active": 0, "step": "beginning_of_combat"}
    }));
    to_declare_attackers(&mut t);
    let e = t.try_act(json!({"action": "declare_attackers", "player": 0, "attackers": []})).unwrap_err();
    assert!(e.to_string().starts_with("508.1d: Bloodrock Cyclops"), "{e}");
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@brute", "target": {"player": 1}}]}));
}
