//! The stack and the waiting triggers in playback deltas as changes
//! (docs/playback.md, deltas: `stack_changes`, `waiting_changes`), with deep
//! stacks and many waiting triggers.
//! - Every event's delta, applied to the board before it, gives the whole
//!   snapshot as of that event (the test-only full trace), and all of them the
//!   snapshot after the action.
//! - One event puts at most one item on the stack or takes one off it (405.2,
//!   603.3b, 608.2k) and adds or removes at most one waiting trigger (603.2,
//!   603.3), so its delta names at most one item of each list, however deep the
//!   stack or long the waiting list.
//! - A target leaving (608.2b, 400.7) changes the item that targets it where it
//!   stands, not the stack above or below it.

use serde_json::json;
use stackwise::formats::list_changes::Splice;
use stackwise::formats::playback::Delta;
use stackwise::rules::state::{DecisionKind, Flow};
use stackwise::rules::*;
use stackwise::session::Session;

fn session(v: serde_json::Value) -> Session {
    Session::from_scenario(&v.to_string()).unwrap()
}

/// How many items a list's changes name (removed plus inserted).
fn size<T>(c: &[Splice<T>]) -> usize {
    c.iter().map(|s| s.remove + s.insert.len()).sum()
}

/// Apply `a` through the session, checking every event's board against the
/// full trace and the last one against the snapshot after the action. Returns the deltas.
fn play(s: &mut Session, a: &Action, viewer: Option<PlayerId>) -> Vec<Delta> {
    play_traced(s, a, viewer).0
}

/// `play`, also returning the full trace (the snapshot as of each event).
fn play_traced(s: &mut Session, a: &Action, viewer: Option<PlayerId>) -> (Vec<Delta>, Vec<stackwise::formats::snapshot::Snapshot>) {
    let before = s.snapshot(viewer);
    let (applied, full) = s.apply_traced(a, viewer).unwrap_or_else(|e| panic!("{a:?}: {e:?}"));
    assert_eq!(applied.deltas.len(), applied.events.len(), "one delta per event");
    let mut board = before;
    let last = applied.deltas.len().saturating_sub(1);
    for (i, d) in applied.deltas.iter().enumerate() {
        board.apply_delta(d);
        if i < last {
            assert!(board.canonical() == full[i].canonical(), "after event {i} ({}) of {a:?}: the deltas' board differs from the snapshot", applied.events[i].text);
        }
    }
    assert!(board.canonical() == s.snapshot(viewer).canonical(), "after {a:?}: the deltas' board differs from the snapshot");
    (applied.deltas, full)
}

/// The next action: an order question answered as offered, a target question
/// with the first legal choice of each slot, else a pass by whoever has priority.
/// None once the stack is empty and no trigger waits.
fn next(s: &Session) -> Option<Action> {
    let g = s.game();
    if let Some(d) = &g.pending {
        return Some(match &d.kind {
            DecisionKind::OrderTriggers { triggers, .. } => Action::OrderTriggers { player: d.player, order: triggers.clone() },
            DecisionKind::ChooseTargets { slots, .. } => Action::ChooseTargets { player: d.player, division: vec![], targets: slots.iter().map(|s| s[0]).collect() },
            k => panic!("unexpected question {k:?}"),
        });
    }
    if g.stack.is_empty() && g.waiting_triggers.is_empty() {
        return None;
    }
    match g.flow {
        Flow::Priority(p) | Flow::GivePriority(p) => Some(Action::PassPriority { player: p }),
        ref f => panic!("unexpected flow {f:?}"),
    }
}

/// Alice's `a` Soul Wardens and Bob's `b` see Alice's Grizzly Bears enter:
/// a + b triggers wait (603.2), go on the stack in APNAP order (603.3b, 101.4)
/// and resolve one by one.
#[test]
fn many_enters_triggers_of_both_players_change_one_item_per_event() {
    let (a, b) = (60, 40);
    let mut s = session(json!({
        "format": "stackwise-scenario", "version": 1, "seed": 1,
        "players": [
            {"name": "Alice", "battlefield": vec![json!("Soul Warden"); a], "hand": [{"card": "Grizzly Bears", "label": "bears"}], "mana_pool": "1G"},
            {"name": "Bob", "battlefield": vec![json!("Soul Warden"); b]}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }));
    let bears = s.label("bears").unwrap();
    play(&mut s, &Action::cast(PlayerId(0), bears, vec![]), Some(PlayerId(0)));
    let (mut deepest, mut most_waiting, mut actions) = (0, 0, 0);
    while let Some(act) = next(&s) {
        let (deltas, full) = play_traced(&mut s, &act, Some(PlayerId(1)));
        for d in deltas {
            assert!(size(&d.stack_changes) <= 2, "one event changes at most one stack item: {:?}", d.stack_changes.iter().map(|c| (c.at, c.remove, c.insert.len())).collect::<Vec<_>>());
            assert!(size(&d.waiting_changes) <= 1, "one event adds or removes at most one waiting trigger");
        }
        for snap in &full {
            deepest = deepest.max(snap.stack.len());
            most_waiting = most_waiting.max(snap.waiting_triggers.len());
        }
        actions += 1;
        assert!(actions < 1000, "the triggers should all have resolved");
    }
    // Every trigger is on the stack before the first resolves (603.3b, 117.5).
    assert_eq!(deepest, a + b);
    assert_eq!(most_waiting, a + b);
    // Each Soul Warden's controller gained 1 life per trigger.
    assert_eq!(s.game().players[0].life, 20 + a as i32);
    assert_eq!(s.game().players[1].life, 20 + b as i32);
}

/// Blood Artists see a Grizzly Bears die to Lightning Bolt: each trigger asks
/// for its target as it goes on the stack (603.3d), one question per action.
#[test]
fn many_targeted_triggers_each_asking_for_a_target() {
    let n = 40;
    let mut s = session(json!({
        "format": "stackwise-scenario", "version": 1, "seed": 2,
        "players": [
            {"name": "Alice", "life": 500, "battlefield": vec![json!("Blood Artist"); n], "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "mana_pool": "R"},
            {"name": "Bob", "life": 500, "battlefield": [{"card": "Grizzly Bears", "label": "bears"}]}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }));
    let (bolt, bears) = (s.label("bolt").unwrap(), s.label("bears").unwrap());
    play(&mut s, &Action::cast(PlayerId(0), bolt, vec![TargetChoice::Object(bears)]), None);
    let (mut deepest, mut actions) = (0, 0);
    while let Some(act) = next(&s) {
        for d in play(&mut s, &act, None) {
            assert!(size(&d.stack_changes) <= 2);
            assert!(size(&d.waiting_changes) <= 1);
        }
        deepest = deepest.max(s.game().stack.len());
        actions += 1;
        assert!(actions < 1000);
    }
    assert_eq!(deepest, n);
    // Each trigger's first legal target is a player: one loses 1 life per trigger, Alice gains n.
    let lives: Vec<i32> = s.game().players.iter().map(|p| p.life).collect();
    assert_eq!(lives.iter().sum::<i32>(), 1000, "each trigger: a player loses 1, Alice gains 1 ({lives:?})");
}

/// A spell below the top whose target leaves (608.2b): Alice's Giant Growth
/// on her Grizzly Bears, her Shock on Bob above it, Bob's Lightning Bolt on
/// the Bears on top. The Bolt resolves and the Bears die (704.5g); the Giant
/// Growth, one below the top, now shows its target gone, replaced where it stands.
#[test]
fn a_target_leaving_changes_its_item_where_it_stands() {
    let mut s = session(json!({
        "format": "stackwise-scenario", "version": 1, "seed": 3,
        "players": [
            {"name": "Alice", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}], "hand": [{"card": "Giant Growth", "label": "growth"}, {"card": "Shock", "label": "shock"}], "mana_pool": "GR"},
            {"name": "Bob", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "mana_pool": "R"}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }));
    let (bears, growth, shock, bolt) = (s.label("bears").unwrap(), s.label("growth").unwrap(), s.label("shock").unwrap(), s.label("bolt").unwrap());
    play(&mut s, &Action::cast(PlayerId(0), growth, vec![TargetChoice::Object(bears)]), None);
    play(&mut s, &Action::cast(PlayerId(0), shock, vec![TargetChoice::Player(PlayerId(1))]), None);
    play(&mut s, &Action::PassPriority { player: PlayerId(0) }, None);
    play(&mut s, &Action::cast(PlayerId(1), bolt, vec![TargetChoice::Object(bears)]), None);
    assert_eq!(s.snapshot(None).stack.len(), 3);
    play(&mut s, &Action::PassPriority { player: PlayerId(1) }, None);
    let deltas = play(&mut s, &Action::PassPriority { player: PlayerId(0) }, None);
    let changes: Vec<&Splice<_>> = deltas.iter().flat_map(|d| &d.stack_changes).collect();
    // The Bolt resolves (top, position 0, removed); the Giant Growth (then at
    // position 1, under the Shock) is replaced in place, its target gone.
    assert!(changes.iter().any(|c| c.at == 0 && c.remove == 1 && c.insert.is_empty()), "the Bolt leaves the top");
    let gg: Vec<_> = changes.iter().filter(|c| c.insert.iter().any(|v| v.name == "Giant Growth")).collect();
    assert_eq!(gg.len(), 1, "the Giant Growth is sent again once");
    assert_eq!((gg[0].at, gg[0].remove), (1, 1), "where it stands, under the Shock");
    assert_eq!(gg[0].insert[0].target_left, vec![true]);
    assert_eq!(gg[0].insert[0].target_names, vec!["Grizzly Bears".to_string()]);
    assert!(changes.iter().all(|c| !c.insert.iter().any(|v| v.name == "Shock")), "the Shock above it is not sent again");
    let stack = s.snapshot(None).stack;
    assert_eq!(stack.iter().map(|v| v.name.as_str()).collect::<Vec<_>>(), vec!["Shock", "Giant Growth"]);
    // The rest resolves: the Shock (Bob to 18), then the Giant Growth does nothing (608.2b).
    while let Some(a) = next(&s) {
        play(&mut s, &a, None);
    }
    assert_eq!(s.game().players[1].life, 18);
}

/// Undo and redo in the middle of a fan-out: the session's trackers follow the
/// position they were made for, and are made again for another.
#[test]
fn undo_and_redo_in_a_deep_stack_keep_the_deltas_right() {
    let n = 30;
    let mut s = session(json!({
        "format": "stackwise-scenario", "version": 1, "seed": 4,
        "players": [
            {"name": "Alice", "battlefield": vec![json!("Soul Warden"); n], "hand": [{"card": "Grizzly Bears", "label": "bears"}], "mana_pool": "1G"},
            {"name": "Bob"}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }));
    let bears = s.label("bears").unwrap();
    play(&mut s, &Action::cast(PlayerId(0), bears, vec![]), None);
    let mut steps = 0;
    while let Some(a) = next(&s) {
        play(&mut s, &a, None);
        steps += 1;
        if steps % 7 == 0 {
            s.undo().unwrap();
            s.undo().unwrap();
            s.redo().unwrap();
            // The next action is taken from a position the trackers did not follow.
            if let Some(a) = next(&s) {
                play(&mut s, &a, None);
            }
        }
        assert!(steps < 1000);
    }
    assert_eq!(s.game().players[0].life, 20 + n as i32);
}
