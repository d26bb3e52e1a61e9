//! A play session: a game with its history, undo and redo, built on
//! deterministic replay (the same start and the same actions give the same
//! game). This is what the wasm facade and the page drive; it has no JS in it.

use crate::formats::scenario::{self, Scenario};
use crate::formats::list_changes::ListTrackers;
use crate::formats::playback::{Delta, Recorder};
use crate::formats::snapshot::Snapshot;
use crate::formats::visibility::{self, Sight};
use crate::rules::actions::{Action, ActionError};
use crate::rules::events::Event;
use crate::rules::legal::LegalAction;
use crate::rules::state::Game;
use crate::rules::types::*;
use serde::{Deserialize, Serialize};
use crate::decks::DECKS;
use std::collections::BTreeMap;
use std::sync::Arc;
use crate::cards::def::CardDef;

use crate::library::{self, Kind};

/// Two sample decks for a full game (name, then card name and copies): the
/// first two preconstructed decks (`decks::DECKS`, "red" and "green").
pub const SAMPLE_DECKS: &[(&str, &[(&str, u32)])] = &[(DECKS[0].name, DECKS[0].cards), (DECKS[1].name, DECKS[1].cards)];

#[derive(Clone, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct ScenarioInfo {
    pub id: String,
    pub name: String,
    pub description: String,
}

/// The list of built-in scenarios (id, name, description).
pub fn builtin_scenarios() -> Vec<ScenarioInfo> {
    library::get()
        .entries(Kind::Scenario)
        .filter_map(|(id, src)| {
            scenario::parse(src).ok().map(|s| ScenarioInfo { id: id.to_string(), name: s.name, description: s.description })
        })
        .collect()
}

/// One puzzle of the gallery (`puzzles/`, docs/puzzles.md): a
/// built-in scenario with a goal.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct PuzzleInfo {
    pub id: String,
    pub name: String,
    pub author: String,
    pub description: String,
    /// The goal as the engine states it (the scenario's `goal.text`, or its own wording).
    pub goal: String,
}

/// The gallery: every built-in puzzle that builds and has a goal, in file-name order.
pub fn builtin_puzzles() -> Vec<PuzzleInfo> {
    library::get()
        .entries(Kind::Puzzle)
        .filter_map(|(id, src)| {
            let s = scenario::parse(src).ok()?;
            let built = s.build().ok()?;
            let goal = built.game.goal.as_ref()?.text.clone();
            Some(PuzzleInfo { id: id.to_string(), name: s.name, author: s.author, description: s.description, goal })
        })
        .collect()
}

/// The JSON text of a built-in puzzle; the error lists the ids there are.
pub fn puzzle_text(id: &str) -> Result<&'static str, String> {
    library::text(Kind::Puzzle, id)
}

/// What one applied action produced: its events and, for each event, how the
/// viewer's board changed with it (docs/playback.md, deltas: `deltas.len() == events.len()`;
/// applying `deltas[0..=i]` to the snapshot taken before the action gives the
/// board as of `events[i]`).
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Applied {
    pub events: Vec<Event>,
    pub deltas: Vec<Delta>,
}

/// One entry of the timeline.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct HistoryEntry {
    pub index: usize,
    pub action: Action,
    /// The first event's text, as a caption.
    pub caption: String,
}

/// The timeline as the page shows it (`Session::timeline`): the line through
/// the current position (from the start to it, then on along the actions that
/// redo would take), with, at each entry, the other lines that leave from it.
#[derive(Clone, Debug, Serialize, PartialEq)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Timeline {
    /// The current position: an index into `line` (0 = the start), which is
    /// also the number of actions taken to get here.
    pub current: usize,
    pub line: Vec<TimelineEntry>,
}

/// One position on the line: `node` names it for `Session::goto`.
#[derive(Clone, Debug, Serialize, PartialEq)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct TimelineEntry {
    pub node: usize,
    /// The number of actions from the start (0 = the start itself).
    pub index: usize,
    /// The action's caption ("Start" for the start).
    pub caption: String,
    /// The other lines that leave from this position (not the one `line` goes on along), oldest first.
    pub branches: Vec<BranchInfo>,
}

/// A line that leaves the shown one: its first action and where it ends.
#[derive(Clone, Debug, Serialize, PartialEq)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct BranchInfo {
    /// Its first action's node.
    pub node: usize,
    pub caption: String,
    /// The end of the branch (following the actions last taken in it): where "go to this line" goes.
    pub tip: usize,
    /// How many actions it holds from where it leaves to its end.
    pub length: usize,
}

/// The version of `Session::save`'s format (2 adds the branches; 1 is still read).
pub const SAVE_FORMAT: u32 = 2;

/// A line that left the saved one (`Saved::branches`): actions from the
/// position numbered `from`. Positions are numbered 0 for the start, then the
/// history's actions, then the redo list's (in the order redo takes them),
/// then each branch's actions in turn, so `from` names an earlier position.
#[derive(Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct SavedBranch {
    from: usize,
    actions: Vec<(Action, String)>,
}

/// A saved session (`Session::save`): the game at the start and now (each a
/// serialized `Game`, the same state a checkpoint holds), the timeline up to
/// now, the actions that can be redone (last first, as a stack), and the
/// branches (the lines left by taking another action from an earlier position).
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Saved {
    format: u32,
    name: String,
    labels: BTreeMap<String, ObjectId>,
    start: Game,
    game: Game,
    history: Vec<(Action, String)>,
    redo: Vec<(Action, String)>,
    #[serde(default)]
    branches: Vec<SavedBranch>,
    /// `Session::meta` (absent from sessions saved by older versions).
    #[serde(default)]
    meta: serde_json::Map<String, serde_json::Value>,
}

/// Checkpoint policy: a checkpoint is kept once the replay work since the
/// last one reaches `CHECKPOINT_FACTOR` times the checkpoint's own cost (a
/// clone of the state). So on any board the checkpoints add at most
/// 1/`CHECKPOINT_FACTOR` to the work per action (amortized), and undo, redo
/// or jump replay at most about `CHECKPOINT_FACTOR` clones' worth of work.
/// Natively both are measured (the time of each action and of the last
/// clone, per unit of `state_size`); in wasm, which has no clock here, they
/// are estimated: `EVENT_NS` per event, `CLONE_NS` per unit of state. Where
/// the checkpoints fall never changes a game, only how long an undo takes.
const CHECKPOINT_FACTOR: u64 = 16;
/// The longest loop `recognised_loop` looks for, in actions.
pub const MAX_RECOGNISED_LOOP: usize = 64;
const EVENT_NS: u64 = 1_000;
const CLONE_NS: u64 = 100;

/// A clock for the checkpoint policy (none in wasm).
#[cfg(not(target_arch = "wasm32"))]
fn now() -> Option<std::time::Instant> {
    Some(std::time::Instant::now())
}
#[cfg(target_arch = "wasm32")]
fn now() -> Option<()> {
    None
}
#[cfg(not(target_arch = "wasm32"))]
fn since(t: Option<std::time::Instant>) -> Option<u64> {
    t.map(|t| t.elapsed().as_nanos().min(u64::MAX as u128) as u64)
}
#[cfg(target_arch = "wasm32")]
fn since(_: Option<()>) -> Option<u64> {
    None
}

/// The size of a game's state, as the cost of one checkpoint (a clone).
fn state_size(g: &Game) -> usize {
    g.objects.len() + g.lki.len() + g.stack.len() + g.effects.len() + g.waiting_triggers.len() + g.delayed.len() + 16
}

/// One position of the timeline tree: the action taken from its parent's
/// position, and the events it gave (so the log can be rebuilt for any
/// position without replaying). The root (node 0) is the start.
#[derive(Clone, Debug)]
struct Node {
    parent: usize,
    depth: usize,
    action: Option<Action>,
    caption: String,
    events: Vec<Event>,
    children: Vec<usize>,
    /// The child the line goes on along (the one last taken or come back from): what redo takes.
    next: Option<usize>,
}

impl Node {
    fn root() -> Node {
        Node { parent: 0, depth: 0, action: None, caption: "Start".into(), events: Vec::new(), children: Vec::new(), next: None }
    }
}

/// A session's place before a call that changes it (`Session::mark`,
/// `Session::rollback`).
pub struct Mark {
    cursor: usize,
    nodes: usize,
    children: usize,
    next: Option<usize>,
    checkpoints: Vec<usize>,
    work: u64,
}

/// 201.3: "name a card" takes the name of a card: here, one of the
/// built-in cards or of a card of this game (a scenario's own); anything else
/// (a misspelling) is refused with the nearest names suggested.
fn known_card_name(g: &Game, name: &str) -> Result<(), ActionError> {
    let name = name.trim();
    let builtin = crate::cards::builtin();
    if builtin.contains(name) || g.objects.values().any(|o| o.def.name == name) {
        return Ok(());
    }
    // The names within a few letters' edits (a short name only: bounded work).
    let lower: Vec<char> = name.to_lowercase().chars().collect();
    let mut near: Vec<(usize, &str)> = if lower.is_empty() || lower.len() > 60 {
        Vec::new()
    } else {
        builtin.names().map(|k| (edits(&lower, &k.to_lowercase().chars().collect::<Vec<_>>()), k.as_str())).filter(|(d, _)| *d <= 3).collect()
    };
    near.sort();
    let near: Vec<&str> = near.into_iter().take(3).map(|(_, k)| k).collect();
    let hint = if near.is_empty() { String::new() } else { format!(" (did you mean {}?)", near.join(", ")) };
    Err(ActionError::Illegal(format!("201.3: \"{}\" is not the name of a card this game knows{hint}", crate::rules::limits::clip(name))))
}

/// How many single-letter insertions, deletions and changes turn `a` into `b` (Levenshtein).
fn edits(a: &[char], b: &[char]) -> usize {
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.iter().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let cur = row[j + 1];
            row[j + 1] = (prev + usize::from(ca != cb)).min(row[j] + 1).min(cur + 1);
            prev = cur;
        }
    }
    row[b.len()]
}

/// A game with its timeline. The timeline is a tree: undo, redo and jump move
/// along it, and an action taken from an earlier position starts a new line
/// while the old one is kept (as a chess analysis board keeps variations), so
/// every position ever reached stays reachable with `goto`.
pub struct Session {
    game: Game,
    /// The timeline tree; node 0 is the start, a node's children are in the order they were first taken.
    nodes: Vec<Node>,
    /// The current position (a node).
    cursor: usize,
    /// Node -> the game just after it. Empty until the first action: until
    /// then the start is the game itself (so a freshly loaded huge board is
    /// held once, not twice); after it, the start (node 0) is always one.
    /// In-memory copies of the same state `save` writes (a clone shares the card
    /// definitions and costs far less than serializing, so a checkpoint fits the
    /// per-action budget). Checkpoints on other lines are kept with them.
    checkpoints: BTreeMap<usize, Game>,
    /// Replay work since the last checkpoint at or before the current position (ns).
    work: u64,
    /// What cloning one unit of `state_size` cost at the last checkpoint (ns).
    clone_ns: u64,
    /// The playback's stack and waiting-trigger trackers, following the game
    /// at this node (a node is one position: the engine is deterministic).
    lists: Option<(usize, ListTrackers)>,
    pub labels: BTreeMap<String, ObjectId>,
    pub name: String,
    /// The fields of the scenario it was loaded from that go beside a position
    /// (its description and author), kept for `export_position` / `export_setup`.
    pub meta: serde_json::Map<String, serde_json::Value>,
}

/// A position's caption: its first event other than a priority pass. The
/// caption is shared by every view, so it is worded as every player may see
/// it (formats::visibility: no card of a hidden zone named).
fn caption_of(game: &Game, events: &[Event]) -> String {
    events
        .iter()
        .find(|e| e.rule != "116.3" && e.rule != "116.3d")
        .or(events.first())
        .map(|e| visibility::event_text_for(game, e, Sight::Public))
        .unwrap_or_default()
}

impl Session {
    fn new(game: Game, labels: BTreeMap<String, ObjectId>, name: String) -> Session {
        Session { checkpoints: BTreeMap::new(), game, nodes: vec![Node::root()], cursor: 0, work: 0, clone_ns: CLONE_NS, lists: None, labels, name, meta: Default::default() }
    }

    /// A session from scenario text; the error names every problem.
    pub fn from_scenario(text: &str) -> Result<Session, String> {
        let s = scenario::parse(text)?;
        Self::from_parsed(&s)
    }

    pub fn from_parsed(s: &Scenario) -> Result<Session, String> {
        let built = s.build().map_err(|e| e.join("; "))?;
        let mut session = Session::new(built.game, built.labels, s.name.clone());
        session.meta = scenario_meta(s);
        Ok(session)
    }

    pub fn builtin(id: &str) -> Result<Session, String> {
        Self::from_scenario(library::text(Kind::Scenario, id)?)
    }

    /// A new game between the two sample decks: shuffled with `seed`, seven cards each.
    pub fn sample_game(seed: u64) -> Session {
        let decks: Vec<_> = SAMPLE_DECKS.iter().map(|(_, d)| builtin_defs(d)).collect();
        let names: Vec<String> = SAMPLE_DECKS.iter().map(|(n, _)| n.to_string()).collect();
        Session::deal(&names, &decks, seed, "Sample game".into())
    }

    /// A new game between two preconstructed decks (`crate::decks`, by id),
    /// shuffled with `seed`, seven cards each (103.1, 103.4); the first deck's
    /// player starts. The error names the argument whose deck is unknown.
    /// Each player is named after their deck ("White Weenie"; the second of
    /// two alike gets " 2").
    pub fn new_game(deck_a: &str, deck_b: &str, seed: u64) -> Result<Session, String> {
        let known = || crate::decks::DECKS.iter().map(|d| d.id).collect::<Vec<_>>().join(", ");
        let a = crate::decks::deck(deck_a).ok_or_else(|| format!("deckA: there is no deck '{deck_a}' (there are: {})", known()))?;
        let b = crate::decks::deck(deck_b).ok_or_else(|| format!("deckB: there is no deck '{deck_b}' (there are: {})", known()))?;
        let mut names = vec![a.name.to_string(), b.name.to_string()];
        if names[0] == names[1] {
            names[1].push_str(" 2");
        }
        let title = format!("{} vs {} (seed {seed})", names[0], names[1]);
        Ok(Session::deal(&names, &[builtin_defs(a.cards), builtin_defs(b.cards)], seed, title))
    }

    /// A new game between two decklists (`formats::decklist`) already read:
    /// `decks` holds each player's name and cards. Refused when a deck is empty.
    pub fn from_decks(decks: &[(String, Vec<(Arc<CardDef>, u32)>)], seed: u64) -> Result<Session, String> {
        if let Some((i, _)) = decks.iter().enumerate().find(|(_, (_, d))| d.is_empty()) {
            return Err(format!("deck{}: no card to play with", ["A", "B"].get(i).unwrap_or(&"")));
        }
        let mut names: Vec<String> = decks.iter().map(|(n, _)| n.clone()).collect();
        if names.len() == 2 && names[0] == names[1] {
            names[1].push_str(" 2");
        }
        let title = format!("{} (seed {seed})", names.join(" vs "));
        let cards: Vec<Vec<(Arc<CardDef>, u32)>> = decks.iter().map(|(_, d)| d.clone()).collect();
        Ok(Session::deal(&names, &cards, seed, title))
    }

    fn deal(names: &[String], decks: &[Vec<(Arc<CardDef>, u32)>], seed: u64, title: String) -> Session {
        let mut g = Game::new(names, seed);
        for (i, deck) in decks.iter().enumerate() {
            let p = PlayerId(i as u8);
            for (def, n) in deck.iter() {
                for _ in 0..*n {
                    g.create_object(def.clone(), p, Zone::Library(p));
                }
            }
            g.shuffle_library(p);
            for _ in 0..7 {
                g.draw(p, "103.4");
            }
        }
        g.turn.step = Step::Upkeep;
        g.flow = crate::rules::state::Flow::StartStep;
        // 103.5a: cards that may begin the game on the battlefield, asked before the first turn.
        if g.opening_hand_actions() {
            g.opening_hand_asked.clear();
        }
        g.run();
        g.events.clear();
        Session::new(g, BTreeMap::new(), title)
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn snapshot(&self, viewer: Option<PlayerId>) -> Snapshot {
        self.game.snapshot(viewer)
    }

    pub fn legal_actions(&self) -> Vec<LegalAction> {
        self.game.legal_actions()
    }

    /// The face-down permanents and spells `viewer` may look at (707.5).
    pub fn face_down_known(&self, viewer: Option<PlayerId>) -> Vec<crate::formats::visibility::FaceDownKnown> {
        crate::formats::visibility::face_down_known(&self.game, viewer)
    }

    /// The legal actions as `viewer` sees them (None: all-seeing): actions
    /// naming a card the viewer can't see are withheld (formats::visibility).
    pub fn legal_actions_for(&self, viewer: Option<PlayerId>) -> Vec<LegalAction> {
        crate::formats::visibility::legal_actions_for(&self.game, viewer)
    }

    /// Apply an action; on error the game is unchanged. Taken from an earlier position, it starts a new line (the old one is kept: `timeline`, `goto`).
    /// Returns the events and one playback delta per event (no snapshot).
    pub fn apply(&mut self, a: &Action, viewer: Option<PlayerId>) -> Result<Applied, ActionError> {
        self.apply_recorded(a, viewer, false).map(|(applied, _)| applied)
    }

    /// `apply`, also recording the whole snapshot as of every event: the
    /// reference the playback tests compare the deltas with (slow: O(board) per event).
    #[doc(hidden)]
    pub fn apply_traced(&mut self, a: &Action, viewer: Option<PlayerId>) -> Result<(Applied, Vec<Snapshot>), ActionError> {
        self.apply_recorded(a, viewer, true).map(|(applied, full)| (applied, full.unwrap_or_default()))
    }

    fn apply_recorded(&mut self, a: &Action, viewer: Option<PlayerId>, full: bool) -> Result<(Applied, Option<Vec<Snapshot>>), ActionError> {
        if let Action::NameCard { name, .. } = a {
            known_card_name(&self.game, name)?;
        }
        let t = now();
        if self.checkpoints.is_empty() {
            self.checkpoints.insert(0, self.game.clone());
        }
        self.game.touched = Default::default();
        let lists = match self.lists.take() {
            Some((node, l)) if node == self.cursor => l,
            _ => ListTrackers::new(&self.game),
        };
        self.game.watcher.0 = Some(Box::new(Recorder::with_lists(&self.game, viewer, full, lists)));
        let r = self.game.apply(a);
        let recorder = self.game.watcher.0.take().and_then(|w| w.into_any().downcast::<Recorder>().ok());
        let (deltas, full, lists) = match recorder {
            Some(rec) => rec.finish_lists(&mut self.game),
            None => (Vec::new(), None, ListTrackers::default()),
        };
        self.game.touched = Default::default();
        let all = r?;
        // The events as the viewer sees them (the deltas already are).
        let events = visibility::events_for(&self.game, &all, Sight::of(viewer));
        // The position keeps every event (all-seeing); `events` serves them.
        self.taken(a, all);
        self.lists = Some((self.cursor, lists));
        let took = if full.is_some() { None } else { since(t) };
        self.advanced(events.len(), took);
        Ok((Applied { events, deltas }, full))
    }

    /// Apply an action with no recording (loading, tests): as `apply`, returning the events.
    fn apply_plain(&mut self, a: &Action) -> Result<Vec<Event>, ActionError> {
        let t = now();
        if self.checkpoints.is_empty() {
            self.checkpoints.insert(0, self.game.clone());
        }
        let events = self.game.apply(a)?;
        self.game.events.clear();
        self.taken(a, events.clone());
        self.advanced(events.len(), since(t));
        Ok(events)
    }

    /// Move the current position along `a`, just taken with `events`: to the
    /// child that took the same action before (the engine is deterministic, so
    /// it is the same position), else to a new child (a new line when there
    /// were children already).
    fn taken(&mut self, a: &Action, events: Vec<Event>) {
        let cur = self.cursor;
        let same = self.nodes[cur].children.iter().copied().find(|&c| self.nodes[c].action.as_ref() == Some(a));
        let id = match same {
            Some(c) => c,
            None => {
                let id = self.nodes.len();
                let depth = self.nodes[cur].depth + 1;
                self.nodes.push(Node { parent: cur, depth, action: Some(a.clone()), caption: caption_of(&self.game, &events), events, children: Vec::new(), next: None });
                self.nodes[cur].children.push(id);
                id
            }
        };
        self.nodes[cur].next = Some(id);
        self.cursor = id;
    }

    /// After one more action (of `events` events, taking `took` ns when
    /// measured) is applied: keep a checkpoint when the work since the last
    /// one reaches `CHECKPOINT_FACTOR` times its cost.
    fn advanced(&mut self, events: usize, took: Option<u64>) {
        let n = self.cursor;
        if self.checkpoints.contains_key(&n) {
            self.work = 0;
            return;
        }
        self.work = self.work.saturating_add(took.unwrap_or((events as u64 + 1) * EVENT_NS));
        let size = state_size(&self.game) as u64;
        if self.work >= CHECKPOINT_FACTOR.saturating_mul(size.saturating_mul(self.clone_ns)) {
            let t = now();
            let copy = self.game.clone();
            if let Some(ns) = since(t) {
                self.clone_ns = (ns / size.max(1)).max(1);
            }
            self.checkpoints.insert(n, copy);
            self.work = 0;
        }
    }

    /// Put the game at node `n`: from the nearest checkpoint at or above it,
    /// replay the actions down to it (at most about `CHECKPOINT_FACTOR`
    /// checkpoints' worth of work along a line).
    fn replay(&mut self, n: usize) {
        let t = now();
        if self.checkpoints.is_empty() {
            // No action was ever applied: the game is the start.
            return;
        }
        let mut down = Vec::new();
        let mut x = n;
        // The start (node 0) is always a checkpoint once there are any.
        while !self.checkpoints.contains_key(&x) && x != 0 {
            down.push(x);
            x = self.nodes[x].parent;
        }
        let Some(g) = self.checkpoints.get(&x) else { return };
        let mut g = g.clone();
        let mut events = 0u64;
        for &d in down.iter().rev() {
            // Every recorded action was legal from this very state before.
            if let Some(a) = &self.nodes[d].action {
                if let Ok(ev) = g.apply(a) {
                    events += ev.len() as u64 + 1;
                }
            }
        }
        g.events.clear();
        self.game = g;
        self.work = since(t).unwrap_or(events * EVENT_NS);
    }

    /// Where the session stands, for `rollback`: taken before an `apply` or a
    /// `redo` whose result the caller may still fail to deliver (the facade
    /// turns it into JavaScript values after the action is taken).
    pub fn mark(&self) -> Mark {
        let cur = &self.nodes[self.cursor];
        Mark { cursor: self.cursor, nodes: self.nodes.len(), children: cur.children.len(), next: cur.next, checkpoints: self.checkpoints.keys().copied().collect(), work: self.work }
    }

    /// Put the session back exactly as it was at `mark`, taken just before one
    /// `apply` or `redo`: the nodes and checkpoints that call added are
    /// dropped, the line is as it was, and the game is the one at the marked
    /// position again (the start itself when no action had been taken, else
    /// replayed from a checkpoint: the engine is deterministic). So a call
    /// that fails at any point leaves the session, and its `save`, unchanged.
    pub fn rollback(&mut self, m: Mark) {
        self.nodes.truncate(m.nodes.max(1));
        if let Some(n) = self.nodes.get_mut(m.cursor) {
            n.children.truncate(m.children);
            n.next = m.next;
        }
        self.cursor = m.cursor.min(self.nodes.len() - 1);
        self.lists = None;
        if m.checkpoints.is_empty() {
            // No action had been taken: the start the call kept is the game.
            if let Some(start) = self.checkpoints.remove(&0) {
                self.game = start;
            }
            self.checkpoints.clear();
        } else {
            self.checkpoints.retain(|k, _| m.checkpoints.binary_search(k).is_ok());
            self.replay(self.cursor);
        }
        self.work = m.work;
    }

    pub fn can_undo(&self) -> bool {
        self.cursor != 0
    }
    pub fn can_redo(&self) -> bool {
        self.nodes[self.cursor].next.is_some()
    }

    /// Back one action along the line (redo goes forward again).
    pub fn undo(&mut self) -> Result<(), String> {
        if self.cursor == 0 {
            return Err("nothing to undo".into());
        }
        let cur = self.cursor;
        let parent = self.nodes[cur].parent;
        self.nodes[parent].next = Some(cur);
        self.cursor = parent;
        self.replay(parent);
        Ok(())
    }

    /// Forward one action along the line (the action last taken or undone from here); returns its events.
    pub fn redo(&mut self) -> Result<Vec<Event>, String> {
        let next = self.nodes[self.cursor].next.ok_or("nothing to redo")?;
        let Some(a) = self.nodes[next].action.clone() else { return Err("nothing to redo".into()) };
        let t = now();
        let events = self.game.apply(&a).map_err(|e| e.to_string())?;
        self.game.events.clear();
        self.cursor = next;
        self.advanced(events.len(), since(t));
        Ok(events)
    }

    /// Jump back to just after action `n` of the timeline (0 = the start); later actions can be redone.
    pub fn jump(&mut self, n: usize) -> Result<(), String> {
        let depth = self.nodes[self.cursor].depth;
        if n > depth {
            return Err(format!("the timeline has only {depth} action(s)"));
        }
        let mut x = self.cursor;
        while self.nodes[x].depth > n {
            let p = self.nodes[x].parent;
            self.nodes[p].next = Some(x);
            x = p;
        }
        self.cursor = x;
        self.replay(x);
        Ok(())
    }

    /// Go to any position of the timeline tree (a `node` of `timeline`), on
    /// this line or another: the line then goes through it, and on along the
    /// actions last taken from it.
    pub fn goto(&mut self, node: usize) -> Result<(), String> {
        if node >= self.nodes.len() {
            return Err(format!("node: there is no position {node} in the timeline (it has {})", self.nodes.len()));
        }
        let mut x = node;
        while x != 0 {
            let p = self.nodes[x].parent;
            self.nodes[p].next = Some(x);
            x = p;
        }
        self.cursor = node;
        self.replay(node);
        Ok(())
    }

    /// How many checkpoints the session keeps (the start among them).
    pub fn checkpoint_count(&self) -> usize {
        self.checkpoints.len()
    }

    /// The current position's node.
    pub fn position(&self) -> usize {
        self.cursor
    }

    /// The nodes from the start to the current position, the start excluded.
    fn path(&self) -> Vec<usize> {
        let mut p = Vec::with_capacity(self.nodes[self.cursor].depth);
        let mut x = self.cursor;
        while x != 0 {
            p.push(x);
            x = self.nodes[x].parent;
        }
        p.reverse();
        p
    }

    /// The line through the current position: the start, the path to it, then on along `next`.
    fn line(&self) -> Vec<usize> {
        let mut l = vec![0];
        l.extend(self.path());
        let mut x = self.cursor;
        while let Some(n) = self.nodes[x].next {
            l.push(n);
            x = n;
        }
        l
    }

    /// The actions from the start to the current position.
    pub fn history(&self) -> Vec<HistoryEntry> {
        self.path()
            .into_iter()
            .filter_map(|n| {
                let node = &self.nodes[n];
                node.action.clone().map(|action| HistoryEntry { index: node.depth, action, caption: node.caption.clone() })
            })
            .collect()
    }

    /// The timeline: the line through the current position and the lines that leave it.
    pub fn timeline(&self) -> Timeline {
        let line = self.line();
        let entries = line
            .iter()
            .enumerate()
            .map(|(i, &n)| {
                let node = &self.nodes[n];
                let on = line.get(i + 1).copied();
                let branches = node
                    .children
                    .iter()
                    .copied()
                    .filter(|&c| Some(c) != on)
                    .map(|c| {
                        let mut tip = c;
                        while let Some(x) = self.nodes[tip].next {
                            tip = x;
                        }
                        BranchInfo { node: c, caption: self.nodes[c].caption.clone(), tip, length: self.nodes[tip].depth - node.depth }
                    })
                    .collect();
                TimelineEntry { node: n, index: node.depth, caption: node.caption.clone(), branches }
            })
            .collect();
        Timeline { current: self.nodes[self.cursor].depth, line: entries }
    }

    /// The events a position's action gave (none for the start): the log
    /// up to a position is its path's events, in order.
    pub fn events(&self, node: usize) -> Result<&[Event], String> {
        self.nodes.get(node).map(|n| n.events.as_slice()).ok_or_else(|| format!("node: there is no position {node} in the timeline (it has {})", self.nodes.len()))
    }

    /// The session as text (JSON): the game at the start and now, serialized
    /// as a checkpoint is, with the timeline, the redo list and the branches.
    /// `load` reads it. Positions are numbered as `SavedBranch` says, so a
    /// saved and loaded session numbers its nodes line first.
    ///
    /// The text is written into a buffer that grows only as far as
    /// `limits::MAX_SAVE_BYTES` and only with memory it could get, so a game
    /// of any size gives the text or an error naming the limit, never a panic
    /// (in wasm a failed allocation would be a trap that ends the instance).
    pub fn save(&self) -> Result<String, String> {
        let line = self.line();
        let here = self.nodes[self.cursor].depth;
        let pair = |n: usize| (self.nodes[n].action.clone().unwrap_or(Action::PassPriority { player: PlayerId(0) }), self.nodes[n].caption.clone());
        let history: Vec<(Action, String)> = line[1..=here].iter().map(|&n| pair(n)).collect();
        let redo: Vec<(Action, String)> = line[here + 1..].iter().rev().map(|&n| pair(n)).collect();
        let mut number: Vec<Option<usize>> = vec![None; self.nodes.len()];
        for (i, &n) in line.iter().enumerate() {
            number[n] = Some(i);
        }
        let mut order = line.clone();
        let mut branches = Vec::new();
        let mut i = 0;
        while i < order.len() {
            let x = order[i];
            for &c in &self.nodes[x].children {
                if number[c].is_some() {
                    continue;
                }
                let mut actions = Vec::new();
                let mut y = Some(c);
                while let Some(z) = y {
                    number[z] = Some(order.len());
                    order.push(z);
                    actions.push(pair(z));
                    y = self.nodes[z].next;
                }
                branches.push(SavedBranch { from: number[x].unwrap_or(0), actions });
            }
            i += 1;
        }
        let saved = SavedRef {
            format: SAVE_FORMAT,
            name: &self.name,
            labels: &self.labels,
            start: self.checkpoints.get(&0).unwrap_or(&self.game),
            game: &self.game,
            history: &history,
            redo: &redo,
            branches: &branches,
            meta: &self.meta,
        };
        crate::formats::json_path::to_string_bounded(&saved, crate::rules::limits::MAX_SAVE_BYTES, "limits::MAX_SAVE_BYTES").map_err(|e| format!("save: the session {e}"))
    }

    /// A session from `save`'s text (format 1 or 2). Bad input gives an error
    /// naming what is wrong, never a panic; every action of every line is
    /// checked by playing it.
    pub fn load(text: &str) -> Result<Session, String> {
        let v: serde_json::Value = serde_json::from_str(text).map_err(|e| format!("saved session: not JSON ({e})"))?;
        match v.get("format").and_then(|f| f.as_u64()) {
            Some(f) if f == SAVE_FORMAT as u64 || f == 1 => {}
            Some(f) => return Err(format!("saved session: format {f} is not {SAVE_FORMAT}")),
            None => return Err("saved session: field 'format' is missing".into()),
        }
        let s: Saved = crate::formats::json_path::from_value_strict(v, "").map_err(|e| format!("saved session: {e}"))?;
        s.start.check_consistency().map_err(|e| format!("saved session: start: {e}"))?;
        s.game.check_consistency().map_err(|e| format!("saved session: game: {e}"))?;
        // The game must be what its timeline gives from the start (the engine is
        // deterministic): a saved game that was edited is refused, not trusted.
        let mut nodes = vec![Node::root()];
        let mut replayed = s.start.clone();
        for (i, (a, cap)) in s.history.iter().enumerate() {
            let events = replayed.apply(a).map_err(|e| format!("saved session: history[{i}]: refused from the saved start: {e}"))?;
            let id = nodes.len();
            nodes.push(Node { parent: id - 1, depth: id, action: Some(a.clone()), caption: cap.clone(), events, children: Vec::new(), next: None });
            nodes[id - 1].children.push(id);
            nodes[id - 1].next = Some(id);
        }
        replayed.events.clear();
        if replayed != s.game {
            return Err("saved session: game: is not what the history gives from the start".into());
        }
        let n = s.history.len();
        let mut checkpoints = BTreeMap::new();
        checkpoints.insert(0, s.start);
        if n > 0 {
            checkpoints.insert(n, s.game.clone());
        }
        let mut meta = s.meta;
        // Only what `scenario_meta` keeps, as text: anything else would not be a field beside a position.
        meta.retain(|k, v| (k == "description" || k == "author") && v.is_string());
        let mut session = Session { game: s.game, nodes, cursor: n, checkpoints, work: 0, clone_ns: CLONE_NS, lists: None, labels: s.labels, name: s.name, meta };
        // Each node's place on its own line, to set `next` back once every line is in.
        let mut next: Vec<Option<usize>> = (0..=n).map(|i| if i < n { Some(i + 1) } else { None }).collect();
        let add = |session: &mut Session, what: &str, from: usize, actions: &[(Action, String)], next: &mut Vec<Option<usize>>| -> Result<(), String> {
            if from >= session.nodes.len() {
                return Err(format!("saved session: {what}.from: there is no position {from} before it"));
            }
            session.goto(from)?;
            let mut prev = from;
            for (j, (a, cap)) in actions.iter().enumerate() {
                let before = session.nodes.len();
                session.apply_plain(a).map_err(|e| format!("saved session: {what}.actions[{j}]: refused: {e}"))?;
                if session.nodes.len() == before || session.nodes[session.cursor].parent != prev {
                    return Err(format!("saved session: {what}.actions[{j}]: the same action from the same position is there already"));
                }
                session.nodes[session.cursor].caption = cap.clone();
                if j > 0 {
                    next[prev] = Some(session.cursor);
                }
                next.push(None);
                prev = session.cursor;
            }
            Ok(())
        };
        let redo: Vec<(Action, String)> = s.redo.iter().rev().cloned().collect();
        add(&mut session, "redo", n, &redo, &mut next)?;
        if !redo.is_empty() {
            next[n] = Some(n + 1);
        }
        for (b, br) in s.branches.iter().enumerate() {
            add(&mut session, &format!("branches[{b}]"), br.from, &br.actions, &mut next)?;
        }
        for (i, nx) in next.into_iter().enumerate() {
            session.nodes[i].next = nx;
        }
        session.cursor = n;
        session.replay(n);
        session.work = 0;
        Ok(session)
    }

    /// 716.2a: a loop the players have just made by hand, for proposing it as
    /// a shortcut: the shortest run of at most `MAX_RECOGNISED_LOOP` actions
    /// taken twice in a row at the end of the timeline (the same actions, the
    /// same objects), holding something other than passing, and starting with
    /// an action of the player who now has priority (nothing being decided).
    /// Repeating it from here is what taking it once more by hand would be.
    pub fn recognised_loop(&self) -> Option<Vec<Action>> {
        let g = &self.game;
        let crate::rules::state::Flow::Priority(holder) = g.flow else { return None };
        if g.pending.is_some() || g.winners.is_some() {
            return None;
        }
        let h: Vec<(Action, ())> = self.path().into_iter().rev().take(2 * MAX_RECOGNISED_LOOP).collect::<Vec<_>>().into_iter().rev().filter_map(|n| self.nodes[n].action.clone().map(|a| (a, ()))).collect();
        let n = h.len();
        for p in 1..=MAX_RECOGNISED_LOOP.min(n / 2) {
            let (a, b) = (&h[n - p..], &h[n - 2 * p..n - p]);
            let same = a.iter().zip(b).all(|(x, y)| x.0 == y.0);
            let plain = a.iter().all(|(x, _)| !matches!(x, Action::ProposeShortcut { .. } | Action::AnswerShortcut { .. } | Action::Concede { .. }));
            let acts = a.iter().any(|(x, _)| !matches!(x, Action::PassPriority { .. }));
            if same && plain && acts && a[0].0.player() == holder {
                return Some(a.iter().map(|(x, _)| x.clone()).collect());
            }
        }
        None
    }

    /// The current position as a `position` scenario's JSON text
    /// (docs/scenarios.md "Positions"): the whole game, exactly (hidden cards
    /// and the random generator's state included), with the labels, the name
    /// and the fields that went beside the scenario's setup. Importing it
    /// (`from_scenario`) gives an equal game that plays on identically.
    pub fn export_position(&self) -> Result<String, String> {
        crate::formats::export::position_text(&self.game, &self.labels, &self.name, &self.meta)
    }

    /// The link data (`v1.…`, docs/links.md) of `export_position`.
    pub fn position_link(&self) -> Result<String, String> {
        let text = self.export_position()?;
        crate::formats::link::encode(&text).map_err(|e| e.to_string())
    }

    /// An editable setup scenario of the current board, and what the position
    /// holds that a setup can't (`formats::export::setup`).
    pub fn export_setup(&self) -> crate::formats::export::SetupExport {
        crate::formats::export::setup(&self.game, &self.labels, &self.name, &self.meta)
    }

    /// The id an object label stands for now (following zone changes).
    pub fn label(&self, l: &str) -> Option<ObjectId> {
        scenario::resolve_labels(&serde_json::Value::String(format!("@{l}")), &self.labels, &self.game).ok().and_then(|v| v.as_u64()).map(ObjectId)
    }
}

/// The fields of a scenario that go beside a position (`Session::meta`): its
/// description and author. (Its goal and knowledge are in the game itself,
/// `Game::goal` / `Game::knowledge`, where the goal's progress is kept too.)
fn scenario_meta(s: &Scenario) -> serde_json::Map<String, serde_json::Value> {
    let mut m = serde_json::Map::new();
    if !s.description.is_empty() {
        m.insert("description".into(), serde_json::Value::from(s.description.clone()));
    }
    if !s.author.is_empty() {
        m.insert("author".into(), serde_json::Value::from(s.author.clone()));
    }
    m
}

#[derive(Serialize)]
struct SavedRef<'a> {
    format: u32,
    name: &'a str,
    labels: &'a BTreeMap<String, ObjectId>,
    start: &'a Game,
    game: &'a Game,
    history: &'a [(Action, String)],
    redo: &'a [(Action, String)],
    branches: &'a [SavedBranch],
    meta: &'a serde_json::Map<String, serde_json::Value>,
}

/// A preconstructed deck's cards (they name only built-in cards: checked by a test).
fn builtin_defs(deck: &[(&str, u32)]) -> Vec<(Arc<CardDef>, u32)> {
    let pool = crate::cards::builtin();
    deck.iter().filter_map(|(c, n)| pool.get(c).map(|def| (def, *n))).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn undo_redo_by_replay() {
        let mut s = Session::builtin("bolt-the-bears").unwrap();
        let start = s.game().clone();
        let bolt = s.label("bolt").unwrap();
        let bears = s.label("bears").unwrap();
        let cast = Action::CastSpell {
            player: PlayerId(0),
            card: bolt,
            targets: vec![crate::rules::events::TargetChoice::Object(bears)],
            mode: None,
            x: None,
            mana_abilities: vec![],
            auto_pay: true, division: vec![], alternative_cost: None, kicked: false,
            multikicker: 0, buyback: false, sacrifice: vec![], discard: vec![], exile: vec![], return_to_hand: vec![], tap: vec![], phyrexian_life: 0, splice: vec![] };
        s.apply(&cast, None).unwrap();
        let after = s.game().clone();
        s.undo().unwrap();
        assert!(*s.game() == start);
        s.redo().unwrap();
        assert!(*s.game() == after);
        assert_eq!(s.history().len(), 1);
        s.jump(0).unwrap();
        assert!(*s.game() == start);
        assert!(s.can_redo());
        assert!(s.jump(5).is_err());
    }

    #[test]
    fn every_builtin_scenario_loads() {
        for (id, _) in library::get().entries(Kind::Scenario) {
            Session::builtin(id).unwrap();
        }
        assert!(Session::builtin("nope").is_err());
        assert_eq!(builtin_scenarios().len(), library::get().entries(Kind::Scenario).count());
    }

    #[test]
    fn sample_decks_are_forty_built_in_cards() {
        for (name, deck) in SAMPLE_DECKS {
            assert_eq!(deck.iter().map(|(_, n)| n).sum::<u32>(), 40, "{name}");
            for (card, _) in deck.iter() {
                assert!(crate::cards::builtin().get(card).is_some(), "{card} is not in the pool");
            }
        }
    }

    #[test]
    fn sample_game_deals_seven_and_is_deterministic() {
        let a = Session::sample_game(11);
        let b = Session::sample_game(11);
        assert!(a.game() == b.game());
        assert_eq!(a.game().player(PlayerId(0)).hand.len(), 7);
        assert_eq!(a.game().player(PlayerId(1)).library.len(), 33);
    }
}
