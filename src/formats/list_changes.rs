//! The stack and the waiting triggers in a playback delta as changes, not
//! whole lists (docs/playback.md, deltas): each is a list of [`Splice`]s, as
//! `Array.prototype.splice` takes them. The trackers here follow the game's
//! own record of what changed between two events (`rules::changes`: the
//! lowest stack position pushed at or removed from, 405.2; the waiting
//! triggers added, removed or changed, 603.3), so an event costs O(what
//! changed), not O(stack + waiting triggers): N triggers put on the stack and
//! resolved through a session cost O(N log N), not O(N²).
//!
//! The trackers show nothing that depends on the viewer (every stack item and
//! waiting trigger is public, 405.1, 603.3), so a session keeps them from one
//! action to the next while the game stays at the position they follow.

use super::snapshot::{stack_view, trigger_view, waiting_views, StackView, TriggerView};
use crate::rules::changes::WaitingChange;
use crate::rules::events::TargetChoice;
use crate::rules::state::{Game, Touched};
use crate::rules::types::*;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet, VecDeque};

/// Debug builds check each tracker against the whole list after every event
/// while the list is at most this long.
const DEBUG_CHECK_MAX: usize = 512;

/// One change to a list of a snapshot (the stack, top first; the waiting
/// triggers, in APNAP order): remove `remove` items at `at`, then insert
/// `insert` there. A delta's changes apply in order.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(bound(deserialize = "T: Deserialize<'de>"))]
pub struct Splice<T> {
    pub at: usize,
    pub remove: usize,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub insert: Vec<T>,
}

/// Apply `changes` to `list` in order (positions past the end are clamped).
pub fn apply_splices<T: Clone>(list: &mut Vec<T>, changes: &[Splice<T>]) {
    for c in changes {
        let at = c.at.min(list.len());
        let end = at.saturating_add(c.remove).min(list.len());
        list.splice(at..end, c.insert.iter().cloned());
    }
}

/// What a stack item's view shows that can change while it stays on the
/// stack: whether each target has left (608.2b, 400.7) and its name.
#[derive(Clone, Debug, PartialEq)]
struct ItemKey {
    id: ObjectId,
    left: Vec<bool>,
    names: Vec<String>,
}

impl ItemKey {
    fn of(v: &StackView) -> ItemKey {
        ItemKey { id: v.id, left: v.target_left.clone(), names: v.target_names.clone() }
    }
}

/// The objects a stack view names as targets (115.1).
fn object_targets(v: &StackView) -> impl Iterator<Item = ObjectId> + '_ {
    v.targets.iter().filter_map(|t| match t {
        TargetChoice::Object(o) => Some(*o),
        TargetChoice::Player(_) => None,
    })
}

/// The stack as last sent: per item (bottom first) its key, and which items
/// name which object as a target.
#[derive(Clone, Debug, Default)]
pub struct StackTracker {
    items: Vec<ItemKey>,
    /// The object targets of each item (bottom first), and the index by target.
    targets: Vec<Vec<ObjectId>>,
    by_target: BTreeSet<(ObjectId, usize)>,
}

impl StackTracker {
    pub fn new(g: &Game) -> StackTracker {
        let mut t = StackTracker::default();
        t.push_from(g, 0);
        t
    }

    /// Keys for the game's items from `from` up (the tracker holds `from` items); their views, top first.
    fn push_from(&mut self, g: &Game, from: usize) -> Vec<StackView> {
        let mut views: Vec<StackView> = Vec::with_capacity(g.stack.len().saturating_sub(from));
        for pos in from..g.stack.len() {
            let v = stack_view(g, &g.stack[pos]);
            self.items.push(ItemKey::of(&v));
            let objects: Vec<ObjectId> = object_targets(&v).collect();
            for o in &objects {
                self.by_target.insert((*o, pos));
            }
            self.targets.push(objects);
            views.push(v);
        }
        views.reverse();
        views
    }

    /// The stack's changes since the last call, top first. `all`: anything
    /// may have changed (a static ability began or ended, 613, or a player left, 800.4).
    fn changes(&mut self, g: &Game, t: &Touched, all: bool, out: &mut Vec<Splice<StackView>>) {
        let old_len = self.items.len();
        let from = if all || t.all { 0 } else { t.stack_from.unwrap_or(old_len).min(old_len) };
        // The items below `from` stayed; one naming a touched object may show it differently (608.2b).
        let mut recheck = BTreeSet::new();
        for id in t.objects.iter() {
            for &(_, pos) in self.by_target.range((*id, 0)..=(*id, usize::MAX)) {
                if pos < from {
                    recheck.insert(pos);
                }
            }
        }
        for pos in recheck {
            let v = stack_view(g, &g.stack[pos]);
            let key = ItemKey::of(&v);
            if key != self.items[pos] {
                self.items[pos] = key;
                out.push(Splice { at: old_len - 1 - pos, remove: 1, insert: vec![v] });
            }
        }
        if from < old_len || g.stack.len() > from {
            for pos in (from..old_len).rev() {
                self.items.pop();
                for o in self.targets.pop().unwrap_or_default() {
                    self.by_target.remove(&(o, pos));
                }
            }
            let insert = self.push_from(g, from);
            out.push(Splice { at: 0, remove: old_len - from, insert });
        }
        // O(stack): checked on stacks of test size only (a debug build of a benchmark
        // resolving thousands of triggers would otherwise be quadratic).
        debug_assert!(
            g.stack.len() > DEBUG_CHECK_MAX || self.items.iter().map(|k| k.id).eq(g.stack.iter().map(|s| s.id)),
            "the stack tracker lost track of the stack (a change not noted in rules::changes?)"
        );
    }
}

/// The waiting triggers as last sent, in the view's order (603.3b: APNAP,
/// 101.4; in the order they wait within one player's).
#[derive(Clone, Debug, Default)]
pub struct WaitingTracker {
    active: Option<PlayerId>,
    lost: Vec<bool>,
    /// APNAP order when built; one group per player in it, then one for any other controller.
    order: Vec<PlayerId>,
    groups: Vec<VecDeque<u64>>,
    group_of: BTreeMap<u64, usize>,
}

impl WaitingTracker {
    pub fn new(g: &Game) -> WaitingTracker {
        let mut t = WaitingTracker::default();
        t.rebuild(g);
        t
    }

    fn rebuild(&mut self, g: &Game) {
        self.active = Some(g.turn.active);
        self.lost = g.players.iter().map(|p| p.lost).collect();
        self.order = g.apnap();
        self.groups = vec![VecDeque::new(); self.order.len() + 1];
        self.group_of.clear();
        for w in &g.waiting_triggers {
            let gi = self.group(w.controller);
            self.groups[gi].push_back(w.id);
            self.group_of.insert(w.id, gi);
        }
    }

    fn group(&self, p: PlayerId) -> usize {
        self.order.iter().position(|x| *x == p).unwrap_or(self.order.len())
    }

    fn len(&self) -> usize {
        self.groups.iter().map(|g| g.len()).sum()
    }

    fn offset(&self, gi: usize) -> usize {
        self.groups[..gi].iter().map(|g| g.len()).sum()
    }

    /// The waiting triggers' changes since the last call.
    fn changes(&mut self, g: &Game, t: &Touched, out: &mut Vec<Splice<TriggerView>>) {
        let same_order = self.active == Some(g.turn.active) && self.lost.iter().copied().eq(g.players.iter().map(|p| p.lost));
        // A new APNAP order, a player's triggers ordered (603.3b) or many changes at once: the whole list.
        if !same_order || t.waiting.len() > 64 || t.waiting.contains(&WaitingChange::Reordered) {
            let old = self.len();
            self.rebuild(g);
            if old > 0 || !g.waiting_triggers.is_empty() {
                out.push(Splice { at: 0, remove: old, insert: waiting_views(g) });
            }
        } else {
            for c in &t.waiting {
                match *c {
                    WaitingChange::Added(id) => {
                        // Added at the back (603.2); gone again already if not found.
                        let Some(w) = g.waiting_triggers.iter().rev().find(|w| w.id == id) else { continue };
                        let gi = self.group(w.controller);
                        let at = self.offset(gi) + self.groups[gi].len();
                        self.groups[gi].push_back(id);
                        self.group_of.insert(id, gi);
                        out.push(Splice { at, remove: 0, insert: vec![trigger_view(w)] });
                    }
                    WaitingChange::Removed(id) => {
                        let Some(gi) = self.group_of.remove(&id) else { continue };
                        let Some(j) = self.groups[gi].iter().position(|x| *x == id) else { continue };
                        self.groups[gi].remove(j);
                        out.push(Splice { at: self.offset(gi) + j, remove: 1, insert: Vec::new() });
                    }
                    WaitingChange::Changed(id) => {
                        let Some(&gi) = self.group_of.get(&id) else { continue };
                        let Some(j) = self.groups[gi].iter().position(|x| *x == id) else { continue };
                        let Some(w) = g.waiting_triggers.iter().find(|w| w.id == id) else { continue };
                        out.push(Splice { at: self.offset(gi) + j, remove: 1, insert: vec![trigger_view(w)] });
                    }
                    WaitingChange::Reordered => {}
                }
            }
        }
        debug_assert!(
            g.waiting_triggers.len() > DEBUG_CHECK_MAX || self.groups.iter().flatten().copied().eq(waiting_views(g).iter().map(|v| v.id)),
            "the waiting-trigger tracker lost track (a change not noted in rules::changes?)"
        );
    }
}

/// Both trackers, kept by a session from one action to the next.
#[derive(Clone, Debug, Default)]
pub struct ListTrackers {
    pub stack: StackTracker,
    pub waiting: WaitingTracker,
}

impl ListTrackers {
    pub fn new(g: &Game) -> ListTrackers {
        ListTrackers { stack: StackTracker::new(g), waiting: WaitingTracker::new(g) }
    }

    /// The changes since the last call, into a delta's two lists. `players_left`:
    /// a player lost since (800.4: a player target has left).
    pub fn changes(&mut self, g: &Game, t: &Touched, players_left: bool, stack: &mut Vec<Splice<StackView>>, waiting: &mut Vec<Splice<TriggerView>>) {
        self.stack.changes(g, t, players_left, stack);
        self.waiting.changes(g, t, waiting);
    }
}
