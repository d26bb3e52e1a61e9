//! Playback: how the board changed with each event of an action, without a
//! snapshot per event (docs/playback.md, deltas).
//!
//! The rules layer only records which objects it touched since the previous
//! event (`Game::touch`, fed by `mark_dirty`, zone changes, re-indexing and
//! the untap step) and calls its watcher at each `emit`. The [`Recorder`]
//! here is that watcher: at each event it builds the views of the touched
//! battlefield objects (plus the characteristic-defining ones, which may
//! change with anything), the players whose counts changed or whose objects
//! moved, and compares the stack, the waiting triggers and the small top-level
//! fields with what it last sent. So a delta costs O(what changed); only when
//! anything may have changed (a static ability appeared or ended: the game's
//! `all_dirty`, 613) does it send the whole battlefield.

use super::list_changes::{apply_splices, ListTrackers, Splice};
use super::snapshot::*;
use crate::rules::events::{Event, TargetChoice};
use crate::rules::state::*;
use crate::rules::types::*;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// The snapshot's small top-level fields.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Top {
    pub turn: u32,
    pub active: PlayerId,
    pub step: Step,
    pub priority: Option<PlayerId>,
    pub pending: Option<Decision>,
    pub winners: Option<Vec<PlayerId>>,
    pub combat: Option<Combat>,
    /// Combat as the board shows it (`Snapshot::attacks`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub attacks: Vec<AttackView>,
    pub viewer: Option<PlayerId>,
    pub variant: Variant,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub teams: Vec<TeamView>,
    /// A puzzle's goal (`Snapshot::goal`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub goal: Option<super::snapshot::GoalView>,
}

/// How the viewer's board changed with one event (docs/playback.md, deltas).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Delta {
    /// Battlefield objects that entered or whose view may have changed, one
    /// entry per object (count 1).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub permanents: Vec<PermanentView>,
    /// Ids that left the battlefield.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub left: Vec<ObjectId>,
    /// Whole views of the players whose view changed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub players: Vec<PlayerView>,
    /// How the stack (top first) changed: splices, applied in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub stack_changes: Vec<Splice<StackView>>,
    /// How the waiting triggers (in APNAP order) changed: splices, applied in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub waiting_changes: Vec<Splice<TriggerView>>,
    // Boxed: most deltas have none, and a delta is moved at every event
    // (the same JSON and TypeScript type as an unboxed `Top`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(as = "Option<Top>"))]
    pub top: Option<Box<Top>>,
    /// Rare: the whole battlefield (grouped), replacing it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub battlefield: Option<Vec<PermanentView>>,
}

impl Delta {
    pub fn is_empty(&self) -> bool {
        *self == Delta::default()
    }

    /// This delta followed by `later`, as one delta.
    pub fn then(&mut self, later: Delta) {
        if let Some(bf) = later.battlefield {
            self.battlefield = Some(bf);
            self.permanents.clear();
            self.left.clear();
        }
        for id in &later.left {
            self.permanents.retain(|v| v.id != *id);
        }
        for v in later.permanents {
            self.permanents.retain(|w| w.id != v.id);
            self.left.retain(|id| *id != v.id);
            self.permanents.push(v);
        }
        self.left.extend(later.left);
        for p in later.players {
            self.players.retain(|q| q.id != p.id);
            self.players.push(p);
        }
        self.stack_changes.extend(later.stack_changes);
        self.waiting_changes.extend(later.waiting_changes);
        if later.top.is_some() {
            self.top = later.top;
        }
    }
}

/// Can this view share an entry with others? (docs/playback.md, grouped tokens: a token, not
/// attached, nothing attached to it.)
fn groupable(v: &PermanentView, attached: &BTreeSet<ObjectId>) -> bool {
    v.token && v.attached_to.is_none() && !attached.contains(&v.id)
}

/// What two views of one group have in common: every field but the ids.
fn group_key(v: &PermanentView) -> String {
    let mut k = v.clone();
    k.id = ObjectId(0);
    k.count = 0;
    k.id_ranges = Vec::new();
    crate::json::to_string(&k).unwrap_or_default()
}

/// Group per-object views (docs/playback.md, grouped tokens): two objects share an entry iff both
/// are tokens, neither is attached nor has something attached to it, and their
/// views are equal but for the ids. Each entry's ids are merged into maximal
/// ranges; entries are sorted by their first id. A pure function of the views.
pub fn group(mut views: Vec<PermanentView>) -> Vec<PermanentView> {
    views.sort_by_key(|v| v.id);
    let attached: BTreeSet<ObjectId> = views
        .iter()
        .filter_map(|v| match v.attached_to {
            Some(TargetChoice::Object(o)) => Some(o),
            _ => None,
        })
        .collect();
    let mut out: Vec<PermanentView> = Vec::with_capacity(views.len());
    let mut groups: BTreeMap<String, usize> = BTreeMap::new();
    for v in views {
        if groupable(&v, &attached) {
            let key = group_key(&v);
            if let Some(&i) = groups.get(&key) {
                let e = &mut out[i];
                e.count += 1;
                push_id(&mut e.id_ranges, v.id);
                continue;
            }
            groups.insert(key, out.len());
        }
        out.push(PermanentView { count: 1, id_ranges: vec![IdRange::one(v.id)], ..v });
    }
    out
}

/// Every object's own view (count 1) from grouped entries.
pub fn ungroup(entries: &[PermanentView]) -> BTreeMap<ObjectId, PermanentView> {
    let mut m = BTreeMap::new();
    for e in entries {
        for r in &e.id_ranges {
            for id in r.ids() {
                m.insert(id, PermanentView { id, count: 1, id_ranges: vec![IdRange::one(id)], ..e.clone() });
            }
        }
    }
    m
}

impl Snapshot {
    /// Apply one delta as the page does (docs/playback.md, deltas): a whole battlefield
    /// replaces the board; then the ids that left, and the ids of every changed
    /// view, are removed from the entries that hold them; the changed views are
    /// inserted and the board is regrouped (§1). Players are replaced by id; the
    /// stack, the waiting triggers and the top-level fields when given.
    pub fn apply_delta(&mut self, d: &Delta) {
        if let Some(bf) = &d.battlefield {
            self.battlefield = bf.clone();
        }
        if !d.permanents.is_empty() || !d.left.is_empty() {
            let mut m = ungroup(&self.battlefield);
            for id in &d.left {
                m.remove(id);
            }
            for v in &d.permanents {
                m.insert(v.id, PermanentView { count: 1, id_ranges: vec![IdRange::one(v.id)], ..v.clone() });
            }
            self.battlefield = group(m.into_values().collect());
        }
        for p in &d.players {
            match self.players.iter_mut().find(|q| q.id == p.id) {
                Some(q) => *q = p.clone(),
                None => self.players.push(p.clone()),
            }
        }
        apply_splices(&mut self.stack, &d.stack_changes);
        apply_splices(&mut self.waiting_triggers, &d.waiting_changes);
        if let Some(t) = &d.top {
            self.set_top(Top::clone(t));
        }
    }

    /// The same board in one canonical form (every entry regrouped from the
    /// per-object views), so that two snapshots can be compared.
    pub fn canonical(&self) -> Snapshot {
        let mut s = self.clone();
        s.battlefield = group(ungroup(&self.battlefield).into_values().collect());
        s
    }
}

/// The counts of a player's view that change without an object being touched.
#[derive(Clone, Debug, PartialEq)]
struct PlayerKey {
    life: i32,
    poison: u32,
    pool: ManaPool,
    library: usize,
    hand: usize,
    graveyard: usize,
    lost: bool,
    lands_played: u32,
    team: Option<usize>,
    /// A library whose order a puzzle's solver is shown (rules::goal::Knowledge):
    /// its cards, so that a shuffle, which touches no object, is seen.
    ordered_library: Option<Vec<ObjectId>>,
}

fn player_key(g: &Game, p: &Player) -> PlayerKey {
    PlayerKey {
        life: g.life_of(p.id),
        poison: match p.team {
            Some(t) if g.variant == Variant::TwoHeadedGiant => g.teams.get(t).map(|t| t.poison).unwrap_or(p.poison),
            _ => p.poison,
        },
        pool: p.pool,
        library: p.library.len(),
        hand: p.hand.len(),
        graveyard: p.graveyard.len(),
        lost: p.lost,
        lands_played: p.lands_played,
        team: g.team_of(p.id),
        ordered_library: g.knowledge.filter(|k| k.libraries && k.knows_order(p.id)).map(|_| p.library.clone()),
    }
}

/// Whether `top_view(g, viewer)` would equal `t`, without building it (once per event).
fn top_same(g: &Game, viewer: Option<PlayerId>, t: &Top) -> bool {
    let priority = match g.flow {
        Flow::Priority(p) if g.pending.is_none() => Some(p),
        _ => None,
    };
    t.turn == g.turn.number
        && t.active == g.turn.active
        && t.step == g.turn.step
        && t.priority == priority
        && match (&t.pending, &g.pending) {
            (None, None) => true,
            (Some(a), Some(b)) => *a == super::visibility::decision_for(g, b, viewer),
            _ => false,
        }
        && t.winners == g.winners
        && t.combat == g.combat
        // The lethal amounts (510.1c) follow damage and toughness during combat.
        && (if g.combat.is_none() { t.attacks.is_empty() } else { t.attacks == attack_views(g) })
        && t.viewer == viewer
        && t.variant == g.variant
        && (g.variant != Variant::TwoHeadedGiant || *t == top_view(g, viewer))
        && (g.variant == Variant::TwoHeadedGiant || t.teams.is_empty())
        // A puzzle's goal changes only when it is decided (rules::goal).
        && t.goal.as_ref().map(|x| x.outcome) == g.goal.as_ref().map(|x| x.outcome)
}

/// The ids of two sorted sets, each once, in order (without building a third set).
fn merged<'a>(a: &'a BTreeSet<ObjectId>, b: &'a BTreeSet<ObjectId>) -> impl Iterator<Item = ObjectId> + 'a {
    let (mut a, mut b) = (a.iter().copied().peekable(), b.iter().copied().peekable());
    std::iter::from_fn(move || match (a.peek().copied(), b.peek().copied()) {
        (Some(x), Some(y)) if x == y => {
            b.next();
            a.next()
        }
        (Some(x), Some(y)) if y < x => b.next(),
        (Some(_), _) => a.next(),
        (None, _) => b.next(),
    })
}

/// The per-action playback recorder: the game's watcher while an action is
/// applied through a session.
pub struct Recorder {
    viewer: Option<PlayerId>,
    pub deltas: Vec<Delta>,
    /// Test-only full trace: the whole snapshot as of every event.
    pub full: Option<Vec<Snapshot>>,
    top: Top,
    /// The stack and the waiting triggers as last sent (kept by a session between actions).
    lists: ListTrackers,
    players: Vec<PlayerKey>,
    /// Battlefield ids this recorder has sent (so that it says when they leave).
    sent: BTreeSet<ObjectId>,
}

impl Recorder {
    /// A recorder for an action about to be applied to `g` (O(players + stack
    /// + waiting triggers), never O(board)).
    pub fn new(g: &Game, viewer: Option<PlayerId>, full_trace: bool) -> Recorder {
        Self::with_lists(g, viewer, full_trace, ListTrackers::new(g))
    }

    /// The same with the stack and waiting triggers already followed up to `g`
    /// (`Recorder::finish_lists` of the action that led to it): O(players).
    pub fn with_lists(g: &Game, viewer: Option<PlayerId>, full_trace: bool, lists: ListTrackers) -> Recorder {
        Recorder {
            viewer,
            // Room for an ordinary action's events without growing (a pass, a cast: a few).
            deltas: Vec::with_capacity(4),
            full: if full_trace { Some(Vec::new()) } else { None },
            top: top_view(g, viewer),
            lists,
            players: g.players.iter().map(|p| player_key(g, p)).collect(),
            sent: BTreeSet::new(),
        }
    }

    /// What changed since the previous event (or the recorder's start).
    pub fn delta(&mut self, g: &Game, t: &Touched) -> Delta {
        let mut d = Delta::default();
        let mut owners: BTreeSet<PlayerId> = BTreeSet::new();
        let owner = |id: &ObjectId| g.objects.get(id).map(|o| o.owner).or_else(|| g.lki.get(id).map(|l| l.object.owner));
        // A player's view shows their hand, graveyard, exile and command zone,
        // never the battlefield: a touched permanent changes no player's view
        // (one that moved changes a zone count, which `player_key` sees).
        for id in t.objects.iter().filter(|id| !g.battlefield.contains(id)) {
            if let Some(p) = owner(id) {
                owners.insert(p);
            }
        }
        // A change to much of the board at once (the untap step, 502.2, of a board of
        // tokens): the whole battlefield, grouped (O(its groups), `rules::groups`), is
        // smaller than a view per object.
        let much = t.objects.len() > 64 && t.objects.len() * 8 > g.battlefield.len();
        if t.all || much {
            d.battlefield = Some(battlefield_views(g));
            self.sent.clear();
        } else {
            // The touched objects and the characteristic-defining ones, each once, in id order.
            let ids = merged(&t.objects, &g.cda_objects);
            for id in ids {
                if let Some(v) = permanent_view(g, id) {
                    self.sent.insert(id);
                    d.permanents.push(v);
                } else if self.sent.remove(&id) || g.lki.get(&id).map(|l| l.object.zone == Zone::Battlefield).unwrap_or(false) {
                    d.left.push(id);
                }
            }
        }
        let mut players_left = false;
        for (i, p) in g.players.iter().enumerate() {
            let key = player_key(g, p);
            let changed = self.players.get(i) != Some(&key);
            players_left |= changed && self.players.get(i).map(|k| k.lost) != Some(key.lost);
            if t.all || changed || owners.contains(&p.id) {
                d.players.push(player_view(g, p, self.viewer));
                if changed {
                    if i < self.players.len() {
                        self.players[i] = key;
                    } else {
                        self.players.push(key);
                    }
                }
            }
        }
        self.lists.changes(g, t, players_left, &mut d.stack_changes, &mut d.waiting_changes);
        if !top_same(g, self.viewer, &self.top) {
            let top = top_view(g, self.viewer);
            self.top = top.clone();
            d.top = Some(Box::new(top));
        }
        d
    }

    /// The deltas (and, in a full trace, the snapshots), with what changed after
    /// the last event folded into the last delta.
    pub fn finish(self, g: &mut Game) -> (Vec<Delta>, Option<Vec<Snapshot>>) {
        let (deltas, full, _) = self.finish_lists(g);
        (deltas, full)
    }

    /// `finish`, also giving back the stack and waiting-trigger trackers, which
    /// follow `g` as it now is (for the next action's `with_lists`).
    pub fn finish_lists(mut self, g: &mut Game) -> (Vec<Delta>, Option<Vec<Snapshot>>, ListTrackers) {
        let t = std::mem::take(&mut g.touched);
        let rest = self.delta(g, &t);
        if !rest.is_empty() {
            if let Some(last) = self.deltas.last_mut() {
                last.then(rest);
            }
        }
        (self.deltas, self.full, self.lists)
    }
}

impl EventWatcher for Recorder {
    fn on_event(&mut self, g: &Game, _e: &Event, touched: &Touched) {
        let d = self.delta(g, touched);
        self.deltas.push(d);
        if let Some(f) = &mut self.full {
            f.push(g.snapshot(self.viewer));
        }
    }

    fn into_any(self: Box<Self>) -> Box<dyn std::any::Any> {
        self
    }
}
