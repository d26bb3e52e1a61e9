//! 508.1 / 509.1: a declare-attackers or declare-blockers decision is asked
//! only when it can be answered. With no player or planeswalker to attack, no
//! creature can be declared as an attacker, so nothing is asked (508.8 then
//! skips to the end of combat); when a player leaves the game while someone
//! else's combat decision waits (800.4a), the step asks again with what is
//! left. Every position is checked with `Game::check_consistency` and a
//! `Session::save` → `Session::load` round trip.

use crate::common;
use common::*;
use serde_json::json;
use stackwise::rules::state::DecisionKind;
use stackwise::rules::*;
use stackwise::session::Session;

/// The scenario of a random Two-Headed Giant game with one team, which reached
/// declare attackers with nothing to attack: such a game can never be played
/// (810.1: two teams), so it is refused when it is read, naming `teams`.
#[test]
fn r508_1_no_defenders_random_game_repro_is_refused_at_validation() {
    for name in ["r508_1_no_defenders.json", "r508_1_2hg_one_team.json"] {
        let path = format!("{}/tests/repros/{name}", env!("CARGO_MANIFEST_DIR"));
        let e = Session::from_scenario(&std::fs::read_to_string(&path).unwrap()).err().unwrap_or_else(|| panic!("{name} was accepted"));
        assert!(e.contains("teams") && e.contains("810.1"), "{name}: {e}");
    }
}

/// A Two-Headed Giant game of two teams, at A and B's beginning of combat.
fn two_teams(active_bf: serde_json::Value, other_bf: serde_json::Value) -> T {
    T::new(json!({
        "variant": "two_headed_giant", "teams": [[0, 1], [2, 3]],
        "players": [{"name": "A", "battlefield": active_bf, "library": ["Island", "Island"]},
                    {"name": "B", "battlefield": other_bf, "library": ["Island", "Island"]},
                    {"name": "C", "library": ["Island", "Island"]},
                    {"name": "D", "library": ["Island", "Island"]}],
        "turn": {"active": 0, "number": 3, "step": "beginning_of_combat"}
    }))
}

/// Creatures able to attack, of either player of the team, and nobody to
/// attack: no decision, a 508.1 note, no attackers declared, and the combat
/// damage steps are skipped (508.8). Validation refuses a game that starts
/// this way (one team), so the state is made by hand (every player put in
/// the active team): the engine still never asks a question nobody can answer.
#[test]
fn r508_1_no_defenders_nothing_is_asked() {
    for (a, b) in [(json!(["Grizzly Bears"]), json!([])), (json!([]), json!(["Savannah Lions"])), (json!(["Savannah Lions"]), json!(["Grizzly Bears"]))] {
        let mut t = two_teams(a, b);
        let all: Vec<PlayerId> = (0..4).map(PlayerId).collect();
        t.gm().teams.truncate(1);
        t.gm().teams[0].players = all;
        for p in &mut t.gm().players {
            p.team = Some(0);
        }
        let ev = t.pass_all();
        assert!(t.g().pending.is_none(), "{:?}", t.g().pending);
        let note = ev.iter().position(|e| e.rule == "508.1" && e.text.contains("no player or planeswalker to attack")).expect("508.1 note");
        let declared = ev.iter().position(|e| matches!(&e.kind, EventKind::AttackersDeclared { attackers } if attackers.is_empty())).expect("no attackers");
        assert!(note < declared);
        assert_eq!(t.g().turn.step, Step::DeclareAttackers, "priority in the declare attackers step (508.2)");
        let ev = t.pass_all();
        assert!(!ev.iter().any(|e| matches!(e.kind, EventKind::StepBegan { step: Step::DeclareBlockers | Step::CombatDamage })), "508.8");
        assert_eq!(t.g().turn.step, Step::EndOfCombat);
    }
}

fn three_players(borrowed: &str, own: &str) -> T {
    T::new(json!({
        "players": [
            {"name": "A", "battlefield": [{"card": own, "label": "own"}], "library": ["Island", "Island"]},
            {"name": "B", "battlefield": [{"card": "Grizzly Bears", "label": "b_bears"}], "library": ["Island", "Island"]},
            {"name": "C", "battlefield": [{"card": borrowed, "label": "borrowed", "controller": 0}], "library": ["Island", "Island"]}
        ],
        "turn": {"active": 0, "number": 3, "step": "beginning_of_combat"}
    }))
}

/// A's attack decision lists a creature C owns and C as a defender; C concedes
/// while it waits: the creature ceases to exist with C (800.4a) and the
/// decision is asked again without it and without C.
#[test]
fn r800_4a_attack_decision_asked_again_when_a_defender_leaves() {
    for (borrowed, own) in [("Savannah Lions", "Grizzly Bears"), ("Grizzly Bears", "Savannah Lions")] {
        let mut t = three_players(borrowed, own);
        let (own_id, borrowed_id) = (t.id("own"), t.id("borrowed"));
        for p in 0..3 {
            t.act(json!({"action": "pass_priority", "player": p}));
        }
        match t.g().pending.as_ref().map(|d| &d.kind) {
            Some(DecisionKind::DeclareAttackers { candidates, defenders }) => {
                let mut want = vec![own_id, borrowed_id];
                want.sort();
                assert_eq!(candidates, &want);
                assert!(defenders.contains(&TargetChoice::Player(PlayerId(2))));
            }
            other => panic!("attackers asked: {other:?}"),
        }
        let ev = t.act(json!({"action": "concede", "player": 2}));
        assert!(cites(&ev, "800.4a"));
        t.g().check_consistency().expect("consistent after C left");
        match t.g().pending.as_ref().map(|d| &d.kind) {
            Some(DecisionKind::DeclareAttackers { candidates, defenders }) => {
                assert_eq!(candidates, &vec![own_id]);
                assert_eq!(defenders, &vec![TargetChoice::Player(PlayerId(1))]);
            }
            other => panic!("attackers asked again: {other:?}"),
        }
        t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": own_id.0, "target": {"player": 1}}]}));
        t.g().check_consistency().expect("consistent");
    }
}

/// B's block decision lists a creature C owns (under B's control); C concedes
/// while it waits: B is asked again with the creatures that are left.
#[test]
fn r800_4a_block_decision_asked_again_when_a_candidate_leaves() {
    for borrowed in ["Savannah Lions", "Grizzly Bears"] {
        let mut t = T::new(json!({
            "players": [
                {"name": "A", "battlefield": [{"card": "Hill Giant", "label": "giant"}], "library": ["Island", "Island"]},
                {"name": "B", "battlefield": [{"card": "Grizzly Bears", "label": "b_bears"}], "library": ["Island", "Island"]},
                {"name": "C", "battlefield": [{"card": borrowed, "label": "borrowed", "controller": 1}], "library": ["Island", "Island"]}
            ],
            "cards": [{"name": "Hill Giant", "mana_cost": "{3}{R}", "type": "Creature — Giant", "power": 3, "toughness": 3, "text": ""}],
            "turn": {"active": 0, "number": 3, "step": "beginning_of_combat"}
        }));
        for p in 0..3 {
            t.act(json!({"action": "pass_priority", "player": p}));
        }
        t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@giant", "target": {"player": 1}}]}));
        t.pass_all();
        let (b_bears, borrowed_id) = (t.id("b_bears"), t.id("borrowed"));
        match t.g().pending.as_ref().map(|d| (d.player, &d.kind)) {
            Some((PlayerId(1), DecisionKind::DeclareBlockers { candidates, .. })) => {
                assert!(candidates.contains(&b_bears) && candidates.contains(&borrowed_id));
            }
            other => panic!("B's blockers asked: {other:?}"),
        }
        t.act(json!({"action": "concede", "player": 2}));
        t.g().check_consistency().expect("consistent after C left");
        match t.g().pending.as_ref().map(|d| (d.player, &d.kind)) {
            Some((PlayerId(1), DecisionKind::DeclareBlockers { candidates, attackers })) => {
                assert_eq!(candidates, &vec![b_bears]);
                assert_eq!(attackers, &vec![t.id("giant")]);
            }
            other => panic!("B's blockers asked again: {other:?}"),
        }
    }
}
