//! "[player] gets a poison counter" / "gets N poison counters" as an
//! instruction (104.3d: a player with ten or more loses, 704.5c), for the
//! player references the reader knows: defending player, "that player" of a
//! trigger's event, "its controller" of a target. Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Crypt Cobra {3}{B} 3/3, Swamp Mosquito {1}{B} 0/1 flying: "Whenever
//!   [this] attacks and isn't blocked, defending player gets a poison counter."
//! - Marsh Viper {3}{G} 1/2: "Whenever Marsh Viper deals damage to a player,
//!   that player gets two poison counters."
//! - Pit Scorpion {2}{B} 1/1: "Whenever Pit Scorpion deals damage to a
//!   player, that player gets a poison counter."
//! - Pistus Strike {2}{G}: "Destroy target creature with flying. Its
//!   controller gets a poison counter."
//! - Grizzly Bears {1}{G} 2/2.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::{PlayerId, Step};

/// Alice attacks Bob with `label`; Bob declares `blockers`; play on to
/// Alice's postcombat main phase (or the end of the game).
fn attack(t: &mut T, label: &str, blockers: Value) -> Vec<stackwise::rules::events::Event> {
    to_decision(t);
    let mut ev = t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": format!("@{label}"), "target": {"player": 1}}]}));
    for _ in 0..24 {
        if t.g().turn.step == Step::PostcombatMain || t.g().players.iter().any(|p| p.lost) {
            break;
        }
        match t.g().pending.clone().map(|d| d.kind) {
            Some(DecisionKind::DeclareBlockers { .. }) => ev.extend(t.act(json!({"action": "declare_blockers", "player": 1, "blockers": blockers.clone()}))),
            Some(other) => panic!("unexpected decision {other:?}"),
            None => ev.extend(t.pass_all()),
        }
    }
    ev
}

fn poison(t: &T, p: u8) -> u32 {
    t.g().poison_of(PlayerId(p))
}

#[test]
fn r104_3d_defending_player_gets_a_poison_counter_when_unblocked() {
    // (name, power): the combat damage is dealt as well (510.2).
    for (name, power) in [("Crypt Cobra", 3), ("Swamp Mosquito", 0)] {
        let mut t = common::card_table::compiled_game(&[name], json!([{"card": name, "label": "a"}]), json!([]), json!([]));
        let ev = attack(&mut t, "a", json!([]));
        assert!(cites(&ev, "104.3d"), "{name}: {:?}", rules(&ev));
        assert_eq!(poison(&t, 1), 1, "{name}: Bob gets one");
        assert_eq!(poison(&t, 0), 0, "{name}: Alice gets none");
        assert_eq!(t.life(1), 20 - power, "{name}");
    }
}

#[test]
fn r104_3d_a_blocked_attacker_gives_no_poison_counter() {
    let mut t = common::card_table::compiled_game(&["Crypt Cobra", "Grizzly Bears"], json!([{"card": "Crypt Cobra", "label": "a"}]), json!([]), json!([{"card": "Grizzly Bears", "label": "bears"}]));
    attack(&mut t, "a", json!([{"blocker": "@bears", "attacker": "@a"}]));
    assert_eq!(poison(&t, 1), 0);
    assert_eq!(t.zone("bears"), "graveyard");
}

#[test]
fn r104_3d_that_player_gets_the_counters_the_trigger_names() {
    // (name, counters, power).
    for (name, n, power) in [("Marsh Viper", 2, 1), ("Pit Scorpion", 1, 1)] {
        let mut t = common::card_table::compiled_game(&[name], json!([{"card": name, "label": "a"}]), json!([]), json!([]));
        attack(&mut t, "a", json!([]));
        assert_eq!(poison(&t, 1), n, "{name}");
        assert_eq!(t.life(1), 20 - power, "{name}");
    }
}

#[test]
fn r704_5c_the_tenth_poison_counter_loses_the_game() {
    let mut t = T::new(json!({"cards": [common::card_table::compiled("Marsh Viper")], "players": [
        {"name": "Alice", "battlefield": [{"card": "Marsh Viper", "label": "a"}], "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "poison": 8, "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    let ev = attack(&mut t, "a", json!([]));
    assert_eq!(poison(&t, 1), 10);
    assert!(t.g().player(PlayerId(1)).lost, "{:?}", rules(&ev));
    assert!(cites(&ev, "704.5c"), "{:?}", rules(&ev));
}

#[test]
fn r104_3d_its_controller_is_the_controller_of_the_destroyed_target() {
    // Pistus Strike on Bob's flyer poisons Bob; on Alice's own, Alice.
    for (owner, label) in [(1u8, "theirs"), (0u8, "mine")] {
        let alice = json!(["Forest", "Forest", "Forest", {"card": "Swamp Mosquito", "label": "mine"}]);
        let bob = json!([{"card": "Swamp Mosquito", "label": "theirs"}]);
        let mut t = common::card_table::compiled_game(&["Pistus Strike", "Swamp Mosquito"], alice, json!([{"card": "Pistus Strike", "label": "s"}]), bob);
        let o = t.id(label).0;
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@s", "targets": [{"object": o}], "auto_pay": true}));
        let ev = t.pass_all();
        assert_eq!(t.zone(label), "graveyard");
        assert!(cites(&ev, "104.3d"), "{:?}", rules(&ev));
        assert_eq!(poison(&t, owner), 1, "{label}");
        assert_eq!(poison(&t, 1 - owner), 0, "{label}");
    }
}
