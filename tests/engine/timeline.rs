//! The timeline as a tree: undo, redo and jump move along
//! it; an action taken from an earlier position starts a new line and the old
//! one is kept, reachable with `goto`; the events of every position are kept
//! so the log can be rebuilt for any position; save and load keep the tree;
//! the same actions give the same tree.
//!
//! The game used is "Bolt the Bears": Alice has priority in her precombat
//! main phase (turn 3) with Lightning Bolt in hand and a Mountain; Bob has
//! Grizzly Bears. Expected values come from the rules: both players passing
//! in succession with an empty stack ends the step (500.2, 117.4); Bolt deals 3
//! damage and the 2/2 Bears are destroyed by a state-based action (704.5g).

use stackwise::rules::events::TargetChoice;
use stackwise::rules::state::Game;
use stackwise::rules::types::{Step, Zone};
use stackwise::rules::*;
use stackwise::session::Session;

fn bolt(s: &Session) -> Action {
    Action::cast(PlayerId(0), s.label("bolt").unwrap(), vec![TargetChoice::Object(s.label("bears").unwrap())])
}

fn pass(p: u8) -> Action {
    Action::PassPriority { player: PlayerId(p) }
}

/// The game a fresh session reaches with these actions (determinism is the contract).
fn replayed(actions: &[Action]) -> Game {
    let mut s = Session::builtin("bolt-the-bears").unwrap();
    for a in actions {
        s.apply(a, None).unwrap();
    }
    s.game().clone()
}

/// A tree: the line "Alice passes, Bob passes" (the step ends), undone to the
/// start, then "Alice casts Bolt, Alice passes, Bob passes" (the Bears die) from the start.
fn branched() -> Session {
    let mut s = Session::builtin("bolt-the-bears").unwrap();
    s.apply(&pass(0), None).unwrap();
    s.apply(&pass(1), None).unwrap();
    s.undo().unwrap();
    s.undo().unwrap();
    let b = bolt(&s);
    s.apply(&b, None).unwrap();
    s.apply(&pass(0), None).unwrap();
    s.apply(&pass(1), None).unwrap();
    s
}

fn bears_in_graveyard(g: &Game) -> bool {
    g.objects.values().any(|o| o.def.name == "Grizzly Bears" && matches!(o.zone, Zone::Graveyard(_)))
}

#[test]
fn undo_and_redo_move_along_the_line_and_keep_it() {
    let mut s = Session::builtin("bolt-the-bears").unwrap();
    s.apply(&pass(0), None).unwrap();
    s.apply(&pass(1), None).unwrap();
    // 500.2: both passed with an empty stack, so the precombat main phase is over.
    assert_ne!(s.game().turn.step, Step::PrecombatMain);
    s.undo().unwrap();
    let t = s.timeline();
    assert_eq!(t.current, 1, "one action from the start");
    assert_eq!(t.line.len(), 3, "the start and both actions: the undone one stays on the line");
    assert_eq!(t.line[0].caption, "Start");
    assert!(s.events(t.line[2].node).unwrap().iter().any(|e| e.text.contains("Bob passes")));
    assert!(s.can_redo());
    s.redo().unwrap();
    assert_eq!(s.timeline().current, 2);
    assert_eq!(s.timeline().line.len(), 3, "redo does not add an entry");
}

#[test]
fn a_new_action_from_an_earlier_position_keeps_the_old_line_as_a_branch() {
    let mut s = branched();
    assert!(bears_in_graveyard(s.game()), "704.5g: the Bears were destroyed");
    assert!(!s.can_redo(), "the new line ends here");
    let t = s.timeline();
    assert_eq!(t.current, 3);
    assert_eq!(t.line.len(), 4);
    assert!(t.line[1].caption.contains("Lightning Bolt"), "{:?}", t.line[1].caption);
    // The old line leaves from the start: two actions, Alice's pass first.
    assert_eq!(t.line[0].branches.len(), 1);
    let old = &t.line[0].branches[0];
    assert_eq!(old.length, 2);
    assert!(old.caption.contains("Alice passes"), "{:?}", old.caption);
    assert!(t.line[1..].iter().all(|e| e.branches.is_empty()));
    // Go to the old line's end: the game two passes give, on a line that now shows it.
    s.goto(old.tip).unwrap();
    assert!(*s.game() == replayed(&[pass(0), pass(1)]));
    assert!(!bears_in_graveyard(s.game()));
    let t2 = s.timeline();
    assert_eq!(t2.current, 2);
    assert_eq!(t2.line.len(), 3);
    assert_eq!(t2.line[0].branches.len(), 1, "now the Bolt line is the branch");
    assert_eq!(t2.line[0].branches[0].length, 3);
    // And back to the Bolt line's end.
    let tip = t2.line[0].branches[0].tip;
    s.goto(tip).unwrap();
    assert!(bears_in_graveyard(s.game()));
    assert!(s.goto(999).is_err());
}

#[test]
fn the_same_action_again_follows_the_line_it_took_before() {
    let mut s = branched();
    s.jump(0).unwrap();
    s.apply(&pass(0), None).unwrap();
    let t = s.timeline();
    assert_eq!(t.line[0].branches.len(), 1, "no third line: the pass from the start was taken before");
    assert_eq!(t.line.len(), 3, "the line goes on along the old pass line");
    assert!(s.can_redo());
}

#[test]
fn jump_goes_back_and_redo_forward_along_the_line() {
    let mut s = branched();
    let end = s.game().clone();
    s.jump(1).unwrap();
    assert_eq!(s.game().stack.len(), 1, "Bolt is on the stack (601.2a)");
    assert_eq!(s.timeline().line.len(), 4, "later entries are kept after a jump back");
    s.redo().unwrap();
    s.redo().unwrap();
    assert!(*s.game() == end);
    assert!(s.jump(4).is_err());
}

#[test]
fn each_position_keeps_its_events_so_the_log_is_exactly_the_path() {
    let mut s = branched();
    s.undo().unwrap();
    let t = s.timeline();
    let log: Vec<String> = t.line[1..=t.current].iter().flat_map(|e| s.events(e.node).unwrap().iter().map(|ev| ev.text.clone())).collect();
    assert!(log.iter().any(|l| l.contains("Lightning Bolt")));
    assert!(log.iter().any(|l| l.contains("Alice passes")));
    assert!(!log.iter().any(|l| l.contains("Bob passes")), "the undone pass is not in the log: {log:?}");
    assert!(s.events(0).unwrap().is_empty(), "the start has no events");
    assert!(s.events(1000).is_err());
}

#[test]
fn save_and_load_keep_the_tree() {
    let mut s = branched();
    s.jump(1).unwrap();
    let text = s.save().unwrap();
    let mut t = Session::load(&text).unwrap();
    assert!(t.game() == s.game());
    // The same line, branches and position (a loaded session numbers its nodes line first).
    let shape = |s: &Session| {
        let t = s.timeline();
        (t.current, t.line.iter().map(|e| (e.index, e.caption.clone(), e.branches.iter().map(|b| (b.caption.clone(), b.length)).collect::<Vec<_>>())).collect::<Vec<_>>())
    };
    assert_eq!(shape(&t), shape(&s));
    assert_eq!(t.save().unwrap(), text, "saving again writes the same text");
    // The old line is still reachable, and gives the same game.
    let old = t.timeline().line[0].branches[0].tip;
    t.goto(old).unwrap();
    assert!(*t.game() == replayed(&[pass(0), pass(1)]));
    // Events came back by replay.
    let line = t.timeline();
    assert!(t.events(line.line[1].node).unwrap().iter().any(|e| e.text.contains("Alice passes")));
    // A branch leaving from a position that isn't there is refused, naming it.
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    v["branches"][0]["from"] = 99.into();
    let e = Session::load(&v.to_string()).err().unwrap();
    assert!(e.contains("branches[0].from"), "{e}");
    // A branch action that is illegal where it is taken is refused, naming it.
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    v["branches"][0]["actions"][1][0] = serde_json::json!({"action": "pass_priority", "player": 0});
    let e = Session::load(&v.to_string()).err().unwrap();
    assert!(e.contains("branches[0].actions[1]"), "{e}");
}

#[test]
fn a_format_1_save_still_loads() {
    let mut s = Session::builtin("bolt-the-bears").unwrap();
    s.apply(&pass(0), None).unwrap();
    let mut v: serde_json::Value = serde_json::from_str(&s.save().unwrap()).unwrap();
    v["format"] = 1.into();
    v.as_object_mut().unwrap().remove("branches");
    let t = Session::load(&v.to_string()).unwrap();
    assert!(t.game() == s.game());
    assert_eq!(t.timeline(), s.timeline());
}

#[test]
fn the_same_actions_give_the_same_tree() {
    let a = branched();
    let b = branched();
    assert_eq!(a.timeline(), b.timeline());
    assert_eq!(a.save().unwrap(), b.save().unwrap());
}

/// The next action of a quiet game of the sample decks: pass, attack and
/// block with nothing, discard the first cards asked for (514.1).
fn quiet_action(g: &Game) -> Option<Action> {
    use stackwise::rules::state::{DecisionKind, Flow};
    if let Some(d) = &g.pending {
        return match &d.kind {
            DecisionKind::DeclareAttackers { .. } => Some(Action::DeclareAttackers { player: d.player, attackers: vec![] }),
            DecisionKind::DeclareBlockers { .. } => Some(Action::DeclareBlockers { player: d.player, blockers: vec![] }),
            DecisionKind::ChooseCards { from, min, .. } => Some(Action::ChooseCards { player: d.player, cards: from[..*min].to_vec() }),
            _ => None,
        };
    }
    match g.flow {
        Flow::Priority(p) => Some(Action::PassPriority { player: p }),
        _ => None,
    }
}

/// Checkpoints across lines: a long line, a branch from its middle, then back
/// to the old line's end and undo there; every game is the one replay from the
/// start gives.
#[test]
fn a_long_line_and_a_branch_from_its_middle_replay_exactly() {
    let mut s = Session::sample_game(3);
    let mut line = Vec::new();
    let mut at = std::collections::BTreeMap::new();
    while line.len() < 800 && s.game().winners.is_none() {
        let Some(a) = quiet_action(s.game()) else { break };
        s.apply(&a, None).unwrap();
        line.push(a);
        if line.len() % 100 == 99 {
            at.insert(line.len(), s.game().clone());
        }
    }
    assert!(line.len() >= 500, "a long line: {}", line.len());
    let end = s.game().clone();
    let n = line.len();
    assert!(s.checkpoint_count() > 1, "checkpoints were kept along the line");
    s.jump(399).unwrap();
    assert!(*s.game() == at[&399]);
    // 104.3a: a player may concede at any time: another action from here, a new line.
    let p = s.game().turn.active;
    s.apply(&Action::Concede { player: p }, None).unwrap();
    assert!(s.game().winners.is_some());
    let t = s.timeline();
    assert_eq!(t.line.len(), 401);
    let old = &t.line[399].branches;
    assert_eq!(old.len(), 1);
    assert_eq!(old[0].length, n - 399);
    s.goto(old[0].tip).unwrap();
    assert!(*s.game() == end, "the old line's end, as it was");
    s.undo().unwrap();
    let mut g = Session::sample_game(3).game().clone();
    for a in &line[..n - 1] {
        g.apply(a).unwrap();
    }
    g.events.clear();
    assert!(*s.game() == g, "undo on the old line gives what replay from the start gives");
    s.jump(199).unwrap();
    assert!(*s.game() == at[&199]);
}
