//! Property tests for playback (docs/playback.md, deltas) and for the game as
//! serialized state.
//! - For every action of a random game (draws, combat, triggers, tokens,
//!   decisions; hands hidden from a random viewer; half of the games from
//!   `common::rich_scenarios`: continuous effects, Auras and Equipment moved,
//!   copies, schemes and shortcuts), the deltas line up with the
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

use crate::common;
use common::random_play::*;
use common::rich_scenarios::*;

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
    fn deltas_replay_every_event_of_random_games(scen in prop_oneof![scenario_strategy(), rich_scenario_strategy()], viewer in 0..3u8, choices in proptest::collection::vec(any::<u64>(), 1..100)) {
        let mut s = session(&scen);
        let viewer = if viewer == 2 { None } else { Some(PlayerId(viewer)) };
        for r in choices {
            let Some(a) = pick_rich_action(&s, r) else { break };
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

/// Check an applied action's deltas: each, applied in order to `board` (the
/// snapshot before the action), gives the whole snapshot as of its event, and
/// all of them the snapshot after the action. `at` is called with the board
/// rebuilt from the deltas after each event.
fn check_deltas(s: &Session, board: &mut Snapshot, applied: &stackwise::session::Applied, full: &[Snapshot], a: &Action, viewer: Option<PlayerId>, at: &mut dyn FnMut(&Event, &Snapshot)) -> Result<(), String> {
    let last = applied.deltas.len().saturating_sub(1);
    for (i, d) in applied.deltas.iter().enumerate() {
        board.apply_delta(d);
        if i < last {
            same(board, &full[i], &format!("after event {i} ({}) of {:?}", applied.events[i].text, a)).map_err(|e| e.to_string())?;
            at(&applied.events[i], board);
        }
    }
    same(board, &s.snapshot(viewer), &format!("after the action {:?}", a)).map_err(|e| e.to_string())
}

/// Replay a scenario file's script (tests/repros/playback/) through a session
/// as `viewer` sees it, skipping the actions the engine refuses (a refused
/// action leaves the game unchanged), checking every action's deltas
/// (`check_deltas`). Returns the events of the actions applied.
fn replay_checking_deltas(file: &str, viewer: Option<PlayerId>, at: &mut dyn FnMut(&Event, &Snapshot)) -> Result<Vec<Event>, String> {
    let path = format!("{}/tests/repros/playback/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{path}: {e}"))?;
    let mut v: serde_json::Value = serde_json::from_str(&text).map_err(|e| format!("{file}: {e}"))?;
    let script = v.as_object_mut().and_then(|o| o.remove("script")).unwrap_or_default();
    let mut s = Session::from_scenario(&v.to_string())?;
    let mut events = Vec::new();
    for step in script.as_array().into_iter().flatten() {
        let Some(doing) = step.get("do") else { continue };
        let resolved = stackwise::formats::scenario::resolve_labels(doing, &s.labels, s.game()).map_err(|e| e.to_string())?;
        let a: Action = serde_json::from_value(resolved).map_err(|e| e.to_string())?;
        let mut board = s.snapshot(viewer);
        let Ok((applied, full)) = s.apply_traced(&a, viewer) else { continue };
        check_deltas(&s, &mut board, &applied, &full, &a, viewer, at).map_err(|e| format!("{file}, viewer {viewer:?}: {e}"))?;
        events.extend(applied.events);
    }
    Ok(events)
}

const VIEWERS: [Option<PlayerId>; 3] = [None, Some(PlayerId(0)), Some(PlayerId(1))];

/// Every event of every repro of one mechanism, as every viewer sees it; each
/// repro must reach an event citing `rule`.
fn replay_repros(files: &[&str], rule: &str, at: &mut dyn FnMut(&Event, &Snapshot)) {
    for f in files {
        for viewer in VIEWERS {
            let events = replay_checking_deltas(f, viewer, at).unwrap_or_else(|e| panic!("{e}"));
            assert!(common::cites(&events, rule), "{f} reaches {rule}");
        }
    }
}

/// Play a scenario through a session as every viewer sees it: `next` gives
/// each action (None: stop), every action's deltas are checked.
fn play_checking_deltas(scen: &serde_json::Value, max: usize, next: &dyn Fn(&Session) -> Option<Action>, at: &mut dyn FnMut(&Event, &Snapshot)) -> Vec<Event> {
    let mut events = Vec::new();
    for viewer in VIEWERS {
        let mut s = session(scen);
        for _ in 0..max {
            let Some(a) = next(&s) else { break };
            let mut board = s.snapshot(viewer);
            let (applied, full) = s.apply_traced(&a, viewer).unwrap_or_else(|e| panic!("{a:?}: {e}"));
            check_deltas(&s, &mut board, &applied, &full, &a, viewer, at).unwrap_or_else(|e| panic!("viewer {viewer:?}: {e}"));
            events.extend(applied.events);
        }
    }
    events
}

/// The acting player passes (a decision, if any, is left alone: stop).
fn pass(s: &Session) -> Option<Action> {
    let g = s.game();
    if g.pending.is_some() || g.winners.is_some() {
        return None;
    }
    g.acting_player().map(|player| Action::PassPriority { player })
}

/// 704.5w: a scheme that is not ongoing is turned face down and put on the
/// bottom of its owner's scheme deck once its trigger has resolved (904.9
/// set it in motion face up in the command zone). A face-down scheme is not
/// shown: from the delta of that event on, the board rebuilt from the deltas
/// shows no scheme in its owner's command zone. The random-play repros reach
/// it through passes, an accepted shortcut (716.2) and a shortened one.
#[test]
fn r704_5w_scheme_delta() {
    let mut at = |e: &Event, b: &Snapshot| {
        if e.rule == "704.5w" {
            assert!(b.players[0].command.is_empty(), "the scheme turned face down is not shown: {:?}", b.players[0].command);
        }
    };
    replay_repros(
        &["playback-scheme-704-5w-command-zone-stale.json", "repro-5259c80e1c1d-min.json", "repro-53352c026281-min.json", "repro-c5a28ddc6213-min.json", "repro-cef1a93a2e45-min.json"],
        "704.5w",
        &mut at,
    );
    // Two schemes of two cards, set in motion one turn after the other.
    let cards = serde_json::json!([{"name": "Gift Scheme (test card)", "types": ["Scheme"], "text": "When you set this scheme in motion, you gain 3 life.",
        "abilities": [{"kind": "triggered", "trigger": {"on": "set_in_motion"}, "effects": [{"do": "gain_life", "amount": 3, "player": "you"}],
                       "text": "When you set this scheme in motion, you gain 3 life."}]}]);
    let scen = serde_json::json!({"format": "stackwise-scenario", "version": 1, "variant": "archenemy", "cards": cards,
        "turn": {"number": 2, "active": 0, "step": "draw"},
        "players": [{"name": "A", "schemes": ["Gift Scheme (test card)", "Look Skyward and Despair"], "library": ["Forest", "Forest", "Forest"]},
                    {"name": "B", "library": ["Forest", "Forest", "Forest"]}]});
    let events = play_checking_deltas(&scen, 60, &pass, &mut at);
    let turned = events.iter().filter(|e| e.rule == "704.5w").count();
    assert_eq!(turned, 2 * VIEWERS.len(), "both schemes are turned face down, once per viewer's game");
}

/// 706.5: a Clone enters as a copy of a creature: at that event the board
/// rebuilt from the deltas shows it as the copy (its name, its power and
/// toughness), as the game does.
#[test]
fn r706_5_clone_delta() {
    let copies = std::cell::Cell::new(0);
    let mut at = |e: &Event, b: &Snapshot| {
        if e.rule == "706.5" {
            copies.set(copies.get() + 1);
            let copy = b.battlefield.iter().find(|v| v.copy_of.is_some()).expect("the copy is on the board at its 706.5 event");
            assert_eq!(Some(copy.name.as_str()), copy.copy_of.as_deref(), "a copy shows the copied name (706.2)");
        }
    };
    replay_repros(&["playback-clone-706-5-transient.json"], "706.5", &mut at);
    // Clone and a second copying card, each copying a creature whose static
    // ability changes other creatures (so the copy changes them too, 613).
    let cards = serde_json::json!([
        {"name": "Copycat (test card)", "mana_cost": "{0}", "types": ["Creature"], "subtypes": ["Shapeshifter"], "power": 0, "toughness": 0,
         "text": "You may have Copycat enter the battlefield as a copy of any creature on the battlefield.", "enters_as_copy": {"types": ["Creature"]}},
        {"name": "Marshal (test card)", "mana_cost": "{0}", "types": ["Creature"], "power": 1, "toughness": 1, "text": "Other creatures you control get +1/+1.",
         "abilities": [{"kind": "static", "effect": {"static": "anthem", "filter": {"types": ["Creature"], "controller": "you", "other": true}, "power": 1, "toughness": 1}, "text": "Other creatures you control get +1/+1."}]}]);
    for copier in ["Clone", "Copycat (test card)"] {
        let scen = serde_json::json!({"format": "stackwise-scenario", "version": 1, "cards": cards,
            "turn": {"number": 2, "active": 0, "step": "precombat_main"},
            "players": [{"name": "A", "hand": [copier], "battlefield": ["Marshal (test card)", "Grizzly Bears", "Island", "Island", "Island", "Island"]},
                        {"name": "B"}]});
        let cast = |s: &Session| {
            let g = s.game();
            if let Some(d) = &g.pending {
                // Copy the Marshal (706.5).
                let marshal = g.battlefield.iter().copied().find(|id| g.name_of(*id) == "Marshal (test card)");
                return Some(Action::ChooseObject { player: d.player, object: marshal });
            }
            match g.player(PlayerId(0)).hand.first() {
                Some(&card) => Some(Action::CastSpell { player: PlayerId(0), card, targets: vec![], mode: None, x: None, mana_abilities: vec![], auto_pay: true, division: vec![], alternative_cost: None, kicked: false, multikicker: 0, buyback: false, sacrifice: vec![], discard: vec![], exile: vec![], return_to_hand: vec![], tap: vec![], phyrexian_life: 0, splice: vec![] }),
                None if !g.stack.is_empty() => pass(s),
                None => None,
            }
        };
        copies.set(0);
        let events = play_checking_deltas(&scen, 12, &cast, &mut at);
        assert_eq!(copies.get(), VIEWERS.len(), "{copier} enters as a copy once per viewer's game: {:?}", common::rules(&events));
    }
}

/// 701.3a: an Equipment moved from one creature to another leaves the first:
/// the board rebuilt from the deltas shows that creature without the
/// Equipment's bonus from the event on (Bonesplitter, +2/+0; a test
/// Equipment, +1/+1).
#[test]
fn r701_3a_equipment_moved_delta() {
    let mut at = |_: &Event, _: &Snapshot| {};
    replay_repros(&["playback-equipment-moved-old-creature-stale.json", "repro-d0355885042f-min.json", "repro-2fce19825df6-min.json"], "701.3a", &mut at);
    let cards = serde_json::json!([{"name": "Short Sword (test card)", "mana_cost": "{1}", "types": ["Artifact"], "subtypes": ["Equipment"], "text": "Equipped creature gets +1/+1.\nEquip {0}",
        "abilities": [{"kind": "static", "effect": {"static": "attached_pump", "power": 1, "toughness": 1}, "text": "Equipped creature gets +1/+1."},
                      {"kind": "activated", "cost": {"mana": "{0}"}, "sorcery_speed": true, "targets": [{"kind": "permanent", "filter": {"types": ["Creature"], "controller": "you"}, "text": "target creature you control"}],
                       "effects": [{"do": "attach_source_to", "target": 0}], "text": "Equip {0}"}]}]);
    for (eq, bonus) in [("Bonesplitter", (2, 0)), ("Short Sword (test card)", (1, 1))] {
        let scen = serde_json::json!({"format": "stackwise-scenario", "version": 1, "cards": cards,
            "turn": {"number": 2, "active": 0, "step": "precombat_main"},
            "players": [{"name": "A", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Hill Giant", "label": "giant"},
                                                      {"card": eq, "label": "eq", "attached_to": "bears"}, "Plains"]},
                        {"name": "B"}]});
        let s0 = session(&scen);
        let (bears, giant, eq_id) = (s0.label("bears").unwrap(), s0.label("giant").unwrap(), s0.label("eq").unwrap());
        let equip = move |s: &Session| {
            let g = s.game();
            if g.obj(eq_id).unwrap().extra.attached_to == Some(TargetChoice::Object(giant)) && g.stack.is_empty() {
                return None;
            }
            if g.stack.is_empty() {
                return Some(Action::ActivateAbility { player: PlayerId(0), source: eq_id, ability: 1, targets: vec![TargetChoice::Object(giant)], x: None, mana_abilities: vec![], auto_pay: true, division: vec![], sacrifice: vec![], discard: vec![], exile: vec![], return_to_hand: vec![], tap: vec![], adds: None, phyrexian_life: 0 });
            }
            pass(s)
        };
        let mut moved = 0;
        let mut at = |e: &Event, b: &Snapshot| {
            if matches!(e.kind, EventKind::Attached { .. }) {
                moved += 1;
                let pt = |id: ObjectId| b.battlefield.iter().find(|v| v.id_ranges.iter().any(|r| r.ids().any(|x| x == id))).map(|v| (v.power, v.toughness));
                assert_eq!(pt(bears), Some((Some(2), Some(2))), "{eq}: the Bears it left are a 2/2 again");
                assert_eq!(pt(giant), Some((Some(3 + bonus.0), Some(3 + bonus.1))), "{eq}: the Giant it is on gets its bonus");
            }
        };
        play_checking_deltas(&scen, 10, &equip, &mut at);
        assert_eq!(moved, VIEWERS.len(), "{eq} is moved once per viewer's game");
    }
}

/// 613.1b, 611.3a: a permanent returned to the battlefield under another
/// player's control than its owner's ("return that card under your
/// control") takes its static abilities' reach with it: the board rebuilt
/// from the deltas stops showing the owner's creatures pumped by it from
/// the event on (a borrowed, then blinked, anthem creature).
#[test]
fn r613_1b_returned_under_your_control_delta() {
    let mut at = |_: &Event, _: &Snapshot| {};
    replay_repros(&["playback-borrowed-blinked-anthem-stale.json"], "613.1b", &mut at);
}
