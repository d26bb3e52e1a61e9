//! Property tests for playback (issue 9, docs/playback.md, deltas) and for the game as
//! serialized state.
//! - For every action of a random game (draws, combat, triggers, tokens,
//!   decisions; hands hidden from a random viewer), the deltas line up with the
//!   events, and applying `deltas[0..=i]` to the snapshot taken before the
//!   action gives the whole snapshot as of event `i` (recorded by the test-only
//!   full trace); applying all of them gives the snapshot after the action
//!   (the last delta also carries what changed after the last event).
//! - Every game met on the way serializes and reads back equal (`==`).

use proptest::prelude::*;
use stackwise::formats::snapshot::Snapshot;
use stackwise::rules::legal::LegalAction;
use stackwise::rules::state::Game;
use stackwise::rules::*;
use stackwise::session::Session;

mod common;
use common::random_play::*;

fn session(v: &serde_json::Value) -> Session {
    Session::from_scenario(&v.to_string()).unwrap()
}

/// Two snapshots compared in one canonical form (docs/playback.md, grouped tokens grouping), with a readable difference.
fn same(a: &Snapshot, b: &Snapshot, what: &str) -> Result<(), TestCaseError> {
    let (a, b) = (a.canonical(), b.canonical());
    if a != b {
        let ja = serde_json::to_value(&a).unwrap();
        let jb = serde_json::to_value(&b).unwrap();
        let mut diff = Vec::new();
        for k in ja.as_object().unwrap().keys() {
            if k == "battlefield" && ja[k] != jb[k] {
                let by_id = |v: &serde_json::Value| v.as_array().unwrap().iter().map(|e| (e["id"].to_string(), e.clone())).collect::<std::collections::BTreeMap<_, _>>();
                let (ma, mb) = (by_id(&ja[k]), by_id(&jb[k]));
                for id in ma.keys().chain(mb.keys()).collect::<std::collections::BTreeSet<_>>() {
                    if ma.get(id) != mb.get(id) {
                        diff.push(format!("battlefield #{id}:\n  deltas:    {:?}\n  reference: {:?}", ma.get(id).map(|v| v.to_string()), mb.get(id).map(|v| v.to_string())));
                    }
                }
            } else if ja[k] != jb[k] {
                diff.push(format!("{k}:\n  deltas:    {}\n  reference: {}", ja[k], jb[k]));
            }
        }
        return Err(TestCaseError::fail(format!("{what}: {}", diff.join("\n"))));
    }
    Ok(())
}

fn round_trip(g: &Game) -> Result<(), TestCaseError> {
    let text = serde_json::to_string(g).map_err(|e| TestCaseError::fail(format!("serialize: {e}")))?;
    let back: Game = serde_json::from_str(&text).map_err(|e| TestCaseError::fail(format!("deserialize: {e}")))?;
    prop_assert!(back == *g, "a game changed through serde");
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, .. ProptestConfig::default() })]

    #[test]
    fn deltas_replay_every_event_of_random_games(scen in scenario_strategy(), viewer in 0..3u8, choices in proptest::collection::vec(any::<u64>(), 1..100)) {
        let mut s = session(&scen);
        let viewer = if viewer == 2 { None } else { Some(PlayerId(viewer)) };
        for r in choices {
            let Some(a) = pick_action(s.game(), r) else { break };
            let before = s.snapshot(viewer);
            let Ok((applied, full)) = s.apply_traced(&a, viewer) else { continue };
            prop_assert_eq!(applied.deltas.len(), applied.events.len(), "one delta per event");
            prop_assert_eq!(full.len(), applied.events.len(), "one reference snapshot per event");
            let mut board = before;
            let last = applied.deltas.len().saturating_sub(1);
            for (i, d) in applied.deltas.iter().enumerate() {
                board.apply_delta(d);
                // The last delta also carries what the action changed after its last
                // event (a decision is set just after the event that announces it):
                // it is checked against the snapshot after the action, below.
                if i < last {
                    same(&board, &full[i], &format!("after event {i} ({}) of {:?}", applied.events[i].text, a))?;
                }
            }
            same(&board, &s.snapshot(viewer), &format!("after the action {:?}", a))?;
        }
    }

    #[test]
    fn random_games_round_trip_through_serde(scen in scenario_strategy(), choices in proptest::collection::vec(any::<u64>(), 1..80)) {
        let mut s = session(&scen);
        round_trip(s.game())?;
        for (i, r) in choices.into_iter().enumerate() {
            let Some(a) = pick_action(s.game(), r) else { break };
            if s.apply(&a, None).is_err() {
                continue;
            }
            if i % 4 == 0 {
                round_trip(s.game())?;
            }
        }
        round_trip(s.game())?;
    }
}

/// A draw is one event and one delta (the old per-event frames had one more):
/// the board shows the drawn card in hand exactly at the `Drew` event (504.1:
/// the active player draws in the draw step), and every later event of the
/// action lines up with its own board.
#[test]
fn a_draw_has_one_delta_per_event() {
    let mut s = Session::sample_game(3);
    let mut seen_draw = false;
    for _ in 0..60 {
        let Some(LegalAction::Pass { player }) = s.legal_actions().into_iter().find(|l| matches!(l, LegalAction::Pass { .. })) else { break };
        let before = s.snapshot(Some(PlayerId(0)));
        let (applied, full) = s.apply_traced(&Action::PassPriority { player }, Some(PlayerId(0))).unwrap();
        assert_eq!(applied.deltas.len(), applied.events.len());
        let Some(i) = applied.events.iter().position(|e| matches!(e.kind, EventKind::Drew { .. })) else { continue };
        seen_draw = true;
        let EventKind::Drew { player: drawer, .. } = applied.events[i].kind else { unreachable!() };
        let mut board = before;
        for d in &applied.deltas[..i] {
            board.apply_delta(d);
        }
        let hand_before = board.players[drawer.0 as usize].hand_count;
        board.apply_delta(&applied.deltas[i]);
        assert_eq!(board.players[drawer.0 as usize].hand_count, hand_before + 1, "the card is in hand at the draw event");
        for j in i..applied.deltas.len() - 1 {
            if j > i {
                board.apply_delta(&applied.deltas[j]);
            }
            assert_eq!(board.canonical(), full[j].canonical(), "event {j} ({})", applied.events[j].text);
        }
    }
    assert!(seen_draw, "sixty passes from the first turn reach a draw step");
}

/// Replay a scenario file's script through a session as `viewer` sees it,
/// skipping the actions the engine refuses (a refused action leaves the game
/// unchanged), and check every delta of every action against the whole
/// snapshot as of its event, and the action's deltas against the snapshot after it.
fn replay_checking_deltas(file: &str, viewer: Option<PlayerId>) -> Result<usize, String> {
    let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
    let mut v: serde_json::Value = serde_json::from_str(&text).map_err(|e| format!("{file}: {e}"))?;
    let script = v.as_object_mut().and_then(|o| o.remove("script")).unwrap_or_default();
    let mut s = Session::from_scenario(&v.to_string())?;
    let mut applied_n = 0;
    for step in script.as_array().into_iter().flatten() {
        let Some(doing) = step.get("do") else { continue };
        let resolved = stackwise::formats::scenario::resolve_labels(doing, &s.labels, s.game()).map_err(|e| e.to_string())?;
        let a: Action = serde_json::from_value(resolved).map_err(|e| e.to_string())?;
        let before = s.snapshot(viewer);
        let Ok((applied, full)) = s.apply_traced(&a, viewer) else { continue };
        applied_n += 1;
        let mut board = before;
        let last = applied.deltas.len().saturating_sub(1);
        for (i, d) in applied.deltas.iter().enumerate() {
            board.apply_delta(d);
            if i < last {
                same(&board, &full[i], &format!("after event {i} ({}) of {:?}", applied.events[i].text, a)).map_err(|e| e.to_string())?;
            }
        }
        same(&board, &s.snapshot(viewer), &format!("after the action {:?}", a)).map_err(|e| e.to_string())?;
    }
    Ok(applied_n)
}

#[test]
fn scratch_repros() {
    let mut bad = vec![];
    for f in std::fs::read_dir("tests/repros/playback").unwrap() {
        let p = f.unwrap().path();
        for viewer in [None, Some(PlayerId(0)), Some(PlayerId(1))] {
            if let Err(e) = replay_checking_deltas(p.to_str().unwrap(), viewer) {
                bad.push(format!("{} {:?}: {}", p.display(), viewer, &e[..e.len().min(1500)]));
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n\n"));
}
