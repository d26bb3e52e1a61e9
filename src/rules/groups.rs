//! An index of the battlefield's groups of objects that look alike, kept up
//! to date between snapshots, so that the snapshot of a
//! board of a million identical tokens reads a few groups instead of walking
//! a million objects.
//!
//! Each battlefield object is either *apart* (looked at on its own each time:
//! a static source, 604/613, whose effects may treat it apart from others
//! ("other creatures"); an object a floating
//! effect names, 611.2c; an attached object or the object it is attached to,
//! 301.5, 303.4; a creature in combat, 506.4), or a member of one *class*:
//! the objects whose `LookKey` is equal. The key holds everything of an
//! object's own state that what it shows can depend on (its definition and
//! copiable values, 707.2; owner, controller, tapped, summoning sickness,
//! 302.6; damage, counters, face-down, 708; phased out, 702.26; and the rest
//! of its rarely-set state), and nothing that only tells objects apart (id,
//! timestamp, card identity); a permanent that is not a token is a class of
//! its own. The characteristics of two objects that no effect names one by
//! one are worked out from exactly these (613: effects select by
//! characteristics and by this state, see `rules::layers`), so two members
//! of a class show alike; whether two classes show alike is the snapshot's
//! business (`formats::snapshot`).
//!
//! The members are kept as *runs*: ordered stretches of the indexed ids, each
//! an arithmetic progression (first, last, step) in one class, so a million
//! identical tokens are one run, also when a 716.2a loop interleaved their
//! ids with those of its abilities.
//!
//! The index holds which objects share a class, never what a class shows: a
//! snapshot works out one view per class each time. So a change to the
//! continuous effects in force (an anthem entering or leaving, 613; a
//! change of control that a "you control" filter sees) changes what classes
//! show, not who is in them, and needs nothing here; only a change to an
//! object's own state moves it to another class, and so does its coming
//! apart or back (recomputed at each read, O(objects apart)).
//!
//! Kept up to date lazily: every object the game touches (`Game::touch`,
//! which zone changes and `mark_dirty` call, and `Game::obj_mut`, through
//! which the rules write an object) is noted, and the next read re-files only
//! those (O(k log n) for k of them). The objects a loop's shortcut builds at
//! once (`shortcut_fast`, 716.2a, which touches none of them) are alike by
//! construction and filed as runs at once, without reading them
//! (`GroupIndex::note_repeated`); the classes the untap step changes as
//! wholes are re-keyed as wholes (`GroupIndex::note_untap_step`, 502.2).
//! The index is made in one walk of the
//! battlefield by a load (a scenario built, a saved game read:
//! `Game::prepare_battlefield_groups`), at the first read of a game that has
//! none, or when more than an eighth of the battlefield was touched one
//! object at a time; the walk builds no key and allocates nothing
//! for an object alike to the one before it (`walk_battlefield`). A stale
//! index is a bug: `Game::check_battlefield_groups` compares it with a fresh
//! computation (tests/engine/snapshot_groups.rs), and in debug builds every snapshot
//! is compared with one made without the index and every filed object's key
//! with its key now (`formats::snapshot`).

use super::events::TargetChoice;
use super::state::*;
use super::types::*;
use crate::cards::def::CardDef;
use std::collections::{BTreeMap, BTreeSet};
use std::sync::{Arc, Mutex, MutexGuard};

/// Touches noted at most (or an eighth of the battlefield, if more) before
/// the index gives up on them and is rebuilt at the next read.
const MIN_DIRTY_CAP: usize = 1024;

/// What an object shows, as far as its own state is concerned (see the module).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum LookKey {
    /// Not a token: shown alone (docs/playback.md, grouped tokens).
    Alone(ObjectId),
    Token(TokenLook),
}

/// A token's own state, but for what only tells it from others.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct TokenLook {
    /// The address of its definition (held by its class, so not reused).
    def: usize,
    owner: PlayerId,
    controller: PlayerId,
    tapped: bool,
    summoning_sick: bool,
    damage: i32,
    face_down: bool,
    phased_out: bool,
    started_turn_untapped: bool,
    /// The rarely-set state, when there is some.
    extra: Option<Box<ExtraLook>>,
}

/// `ObjectExtra` as a key (every field of it).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct ExtraLook {
    counters: Vec<(String, u32)>,
    attached_to: Option<TargetChoice>,
    card_copy: bool,
    spell_copy: bool,
    /// The address of the copiable values a copy effect set (held by its class).
    copy_of: usize,
    color_override: Option<u8>,
    regen_shields: u32,
    is_commander: bool,
    loyalty_used_turn: Option<u32>,
    activated_turns: Vec<(u32, u32)>,
    activated_counts: Vec<(u32, u32)>,
    evoked: bool,
    kicked: bool,
    multikicked: u32,
    devoured: u32,
    damaged_this_turn: bool,
    damaged_by: Vec<ObjectId>,
    was_attached_to: Option<ObjectId>,
    entered_with: Option<u64>,
    under_control_since: Option<u64>,
    chosen: Chosen,
}

impl LookKey {
    /// The key of an object. Every field of `GameObject` and `ObjectExtra` is
    /// named here (so a new field can't be forgotten): each is in the key or
    /// said to tell objects apart only.
    pub fn of(o: &GameObject) -> LookKey {
        let GameObject {
            id,
            card_uid: _,
            def,
            owner,
            controller,
            zone: _,
            tapped,
            summoning_sick,
            damage,
            // 704.5h bookkeeping, cleared at each check: nothing a viewer sees.
            deathtouch_damage: _,
            token,
            timestamp: _,
            face_down,
            phased_out,
            started_turn_untapped,
            extra,
        } = o;
        if !*token {
            return LookKey::Alone(*id);
        }
        // A box of defaults (left after a change was undone) reads as no box.
        let extra = (extra.is_boxed() && **extra != ObjectExtra::default()).then(|| {
            let ObjectExtra { counters, attached_to, card_copy, spell_copy, copy_of, color_override, regen_shields, is_commander, loyalty_used_turn, activated_turns, activated_counts, evoked, flashback: _, madness: _, suspend_haste: _, kicked, multikicked, buyback: _, from_hand: _, colors_spent: _, spent_colors: _, x_cast: _, sacrificed: _, haunting: _, haunted_by: _, was_attached_to, entered_with, under_control_since, chosen, transformed: _, flipped: _, emblem: _, entry_unanswered: _, devoured, played_by: _, damaged_this_turn, damaged_by, split_second_half: _, phased_indirectly: _, prowled: _, flash_timed: _ } = &**extra;
            Box::new(ExtraLook {
                counters: counters.iter().map(|(k, v)| (k.clone(), *v)).collect(),
                attached_to: *attached_to,
                card_copy: *card_copy,
                spell_copy: *spell_copy,
                copy_of: copy_of.as_ref().map(|d| Arc::as_ptr(d) as usize).unwrap_or(0),
                color_override: color_override.map(|c| c.0),
                regen_shields: *regen_shields,
                is_commander: *is_commander,
                loyalty_used_turn: *loyalty_used_turn,
                activated_turns: activated_turns.iter().map(|(k, v)| (*k, *v)).collect(),
                activated_counts: activated_counts.iter().map(|(k, v)| (*k, *v)).collect(),
                evoked: *evoked,
                kicked: *kicked,
                multikicked: *multikicked,
                devoured: *devoured,
                damaged_this_turn: *damaged_this_turn,
                damaged_by: damaged_by.clone(),
                was_attached_to: *was_attached_to,
                entered_with: *entered_with,
                under_control_since: *under_control_since,
                chosen: chosen.clone(),
            })
        });
        LookKey::Token(TokenLook {
            def: Arc::as_ptr(def) as usize,
            owner: *owner,
            controller: *controller,
            tapped: *tapped,
            summoning_sick: *summoning_sick,
            damage: *damage,
            face_down: *face_down,
            phased_out: *phased_out,
            started_turn_untapped: *started_turn_untapped,
            extra,
        })
    }
}

/// A stretch of indexed ids in one class: `first`, `first + step`, ... `last`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GroupRun {
    pub first: ObjectId,
    pub last: ObjectId,
    pub step: u64,
    /// Its class (a number that means something only within one read).
    pub class: u32,
}

impl GroupRun {
    fn contains(&self, id: ObjectId) -> bool {
        id >= self.first && id <= self.last && (id.0 - self.first.0) % self.step == 0
    }
}

/// The battlefield as the index has it, up to date: the runs in id order
/// (their spans never overlap) and the objects apart, ascending. Together
/// they are the battlefield, each object once.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BattlefieldGroups {
    pub runs: Vec<GroupRun>,
    pub apart: Vec<ObjectId>,
}

#[derive(Clone, Debug)]
struct Class {
    key: LookKey,
    members: u64,
    /// The definitions whose addresses are in the key, kept alive.
    _pinned: (Arc<CardDef>, Option<Arc<CardDef>>),
}

#[derive(Clone, Debug, Default)]
struct Inner {
    /// Built once (by the first read); until then nothing is noted.
    armed: bool,
    /// Anything may have changed: rebuild at the next read.
    all: bool,
    /// Objects touched since the last read (with repeats).
    dirty: Vec<ObjectId>,
    dirty_cap: usize,
    /// By first id: (last id, step, class).
    runs: BTreeMap<ObjectId, (ObjectId, u64, u32)>,
    classes: BTreeMap<u32, Class>,
    by_key: BTreeMap<LookKey, u32>,
    next_class: u32,
    /// As of the last read.
    apart: BTreeSet<ObjectId>,
    /// How many times it was made again from the whole battlefield (for tests).
    rebuilds: u64,
}

/// The index (see the module). Not part of the game's state: never compared
/// or serialized; a copy of the game copies it (it is as valid for the copy),
/// a game read from text starts without one and makes it in its load
/// (`rules::saved`).
#[derive(Default)]
pub struct GroupIndex {
    inner: Mutex<Inner>,
}

impl Clone for GroupIndex {
    fn clone(&self) -> Self {
        GroupIndex { inner: Mutex::new(self.lock().clone()) }
    }
}

impl PartialEq for GroupIndex {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl std::fmt::Debug for GroupIndex {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("GroupIndex")
    }
}

impl GroupIndex {
    fn lock(&self) -> MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }
    fn inner_mut(&mut self) -> &mut Inner {
        self.inner.get_mut().unwrap_or_else(|e| e.into_inner())
    }

    /// An object may have changed (its state, zone or characteristics).
    pub fn note(&mut self, id: ObjectId) {
        let i = self.inner_mut();
        if !i.armed || i.all {
            return;
        }
        i.dirty.push(id);
        if i.dirty.len() > i.dirty_cap {
            i.dirty.sort_unstable();
            i.dirty.dedup();
            if i.dirty.len() * 2 > i.dirty_cap {
                i.all = true;
                i.dirty = Vec::new();
            }
        }
    }

    /// Anything may have changed: rebuild at the next read.
    pub fn note_all(&mut self) {
        let i = self.inner_mut();
        if i.armed {
            i.all = true;
            i.dirty = Vec::new();
        }
    }
}

impl GroupIndex {
    /// Objects a loop's shortcut built at once (716.2a, `shortcut_fast`,
    /// which touches none of them): `made` are the battlefield objects one
    /// iteration made, in id order, and the shortcut made `m` more of each,
    /// the j-th with its id moved on by `j * step` and otherwise the same
    /// object (same definition, owner, controller and state), so in the same
    /// class. They are filed as runs at once, with no object read, when every
    /// one of them comes after every filed id (the made ids are new, so this
    /// is the case but for an index in an unexpected state); otherwise the
    /// index is made again at the next read. Whether one of them is to be
    /// looked at apart (a static source...) is seen at the next read, as for
    /// any object (`sync_groups`).
    pub fn note_repeated(&mut self, made: &[&GameObject], step: u64, m: u64) {
        let i = self.inner_mut();
        if !i.armed || i.all || made.is_empty() || m == 0 {
            return;
        }
        let after_all = i.runs.last_key_value().map_or(0, |(_, (l, _, _))| l.0);
        let fits = made.windows(2).all(|w| w[0].id < w[1].id)
            && made.first().is_some_and(|o| o.id.0.checked_add(step).is_some_and(|f| f > after_all))
            && made.last().is_some_and(|o| step.checked_mul(m).and_then(|d| o.id.0.checked_add(d)).is_some())
            && step > made[made.len() - 1].id.0 - made[0].id.0;
        if !fits {
            i.all = true;
            i.dirty = Vec::new();
            return;
        }
        let classes: Vec<u32> = made.iter().map(|o| i.class_for(o)).collect();
        if made.len() == 1 {
            // One object an iteration: one run.
            let first = ObjectId(made[0].id.0 + step);
            i.file_run(first, ObjectId(made[0].id.0 + step * m), step, classes[0], m);
            return;
        }
        // Several: in id order, iteration after iteration, each extending the open run when it can.
        let mut run = OpenRun::default();
        for j in 1..=m {
            for (o, &class) in made.iter().zip(&classes) {
                run.push(i, o.id.0 + step * j, class);
            }
        }
        run.close(i);
    }
}

impl GroupIndex {
    /// The untap step's bulk change (502.2 with 302.6, `rules::untap_step`):
    /// every battlefield object that `players` control, but those the step
    /// notes one by one, lost summoning sickness, noted whether it started
    /// the turn untapped (it did iff it was untapped), and became untapped.
    /// The step writes them without noting them, so their classes are re-keyed
    /// here as wholes: O(classes), not O(objects). Two classes that now have
    /// the same key become one (their runs relabelled, O(runs)). An object
    /// the step treated otherwise (kept tapped by an effect, or apart) is
    /// noted on its own as usual and re-filed at the next read; so is any
    /// object noted before. Nothing to do when the index is to be made again.
    pub fn note_untap_step(&mut self, players: &[PlayerId]) {
        let i = self.inner_mut();
        if !i.armed || i.all {
            return;
        }
        let moved: Vec<u32> = i
            .classes
            .iter()
            .filter(|(_, c)| matches!(&c.key, LookKey::Token(t) if players.contains(&t.controller)))
            .map(|(n, _)| *n)
            .collect();
        if moved.is_empty() {
            return;
        }
        for n in &moved {
            let key = i.classes[n].key.clone();
            i.by_key.remove(&key);
        }
        let mut merged: BTreeMap<u32, u32> = BTreeMap::new();
        for n in moved {
            let Some(mut class) = i.classes.remove(&n) else { continue };
            if let LookKey::Token(t) = &mut class.key {
                t.started_turn_untapped = !t.tapped;
                t.summoning_sick = false;
                t.tapped = false;
            }
            match i.by_key.get(&class.key).copied() {
                Some(into) => {
                    if let Some(c) = i.classes.get_mut(&into) {
                        c.members += class.members;
                    }
                    merged.insert(n, into);
                }
                None => {
                    i.by_key.insert(class.key.clone(), n);
                    i.classes.insert(n, class);
                }
            }
        }
        if !merged.is_empty() {
            for (_, (_, _, class)) in i.runs.iter_mut() {
                if let Some(into) = merged.get(class) {
                    *class = *into;
                }
            }
        }
    }
}

impl Inner {
    fn class_for(&mut self, o: &GameObject) -> u32 {
        let key = LookKey::of(o);
        if let Some(&c) = self.by_key.get(&key) {
            return c;
        }
        let c = self.next_class;
        self.next_class = self.next_class.wrapping_add(1);
        self.by_key.insert(key.clone(), c);
        self.classes.insert(c, Class { key, members: 0, _pinned: (o.def.clone(), o.extra.copy_of.clone()) });
        c
    }

    fn bump(&mut self, class: u32, by: i64) {
        let mut gone = None;
        if let Some(c) = self.classes.get_mut(&class) {
            c.members = c.members.saturating_add_signed(by);
            if c.members == 0 {
                gone = Some(c.key.clone());
            }
        }
        if let Some(k) = gone {
            self.classes.remove(&class);
            self.by_key.remove(&k);
        }
    }

    fn run_at(&self, id: ObjectId) -> Option<GroupRun> {
        let (first, (last, step, class)) = self.runs.range(..=id).next_back()?;
        Some(GroupRun { first: *first, last: *last, step: *step, class: *class })
    }

    fn put(&mut self, r: GroupRun) {
        self.runs.insert(r.first, (r.last, r.step, r.class));
    }

    /// Take an id out of its run, if it is in one.
    fn remove(&mut self, id: ObjectId) {
        let Some(r) = self.run_at(id).filter(|r| r.contains(id)) else { return };
        self.runs.remove(&r.first);
        if id > r.first {
            self.put(GroupRun { last: ObjectId(id.0 - r.step), ..r });
        }
        if id < r.last {
            self.put(GroupRun { first: ObjectId(id.0 + r.step), ..r });
        }
        self.bump(r.class, -1);
    }

    /// File an id that is in no run, anywhere among the others.
    fn insert(&mut self, id: ObjectId, class: u32) {
        let before = self.runs.range(..id).next_back().map(|(f, (l, s, c))| GroupRun { first: *f, last: *l, step: *s, class: *c });
        if let Some(p) = before {
            if p.last > id {
                // Inside a run's span (not one of its ids): split the run around it.
                self.runs.remove(&p.first);
                let below = (id.0 - p.first.0) / p.step; // p's last id below `id` is its `below`-th after the first
                self.put(GroupRun { last: ObjectId(p.first.0 + below * p.step), ..p });
                self.put(GroupRun { first: ObjectId(p.first.0 + (below + 1) * p.step), ..p });
            } else if p.class == class && (p.first == p.last || id.0 - p.last.0 == p.step) {
                let step = id.0 - p.last.0;
                self.runs.insert(p.first, (id, step, class));
                self.bump(class, 1);
                return;
            }
        }
        if let Some((f, (l, s, c))) = self.runs.range(id..).next().map(|(f, v)| (*f, *v)) {
            if c == class && (f == l || f.0 - id.0 == s) {
                self.runs.remove(&f);
                self.runs.insert(id, (l, f.0 - id.0, c));
                self.bump(class, 1);
                return;
            }
        }
        self.runs.insert(id, (id, 1, class));
        self.bump(class, 1);
    }

    /// File a run of `n` ids of one class (its span holds no filed id).
    fn file_run(&mut self, first: ObjectId, last: ObjectId, step: u64, class: u32, n: u64) {
        self.runs.insert(first, (last, step, class));
        if let Some(c) = self.classes.get_mut(&class) {
            c.members += n;
        }
    }

    fn groups(&self) -> BattlefieldGroups {
        BattlefieldGroups {
            runs: self.runs.iter().map(|(f, (l, s, c))| GroupRun { first: *f, last: *l, step: *s, class: *c }).collect(),
            apart: self.apart.iter().copied().collect(),
        }
    }
}

impl Game {
    /// The objects looked at on their own (see the module): static sources,
    /// objects a floating effect names, attached objects and what they are
    /// attached to, creatures in combat. O(their number).
    pub fn shown_apart(&self) -> BTreeSet<ObjectId> {
        let mut s: BTreeSet<ObjectId> = self.static_sources.clone();
        s.extend(self.effects.iter().map(|e| e.affected));
        for a in &self.attachers {
            s.insert(*a);
            if let Some(Some(TargetChoice::Object(t))) = self.objects.get(a).map(|x| x.extra.attached_to) {
                s.insert(t);
            }
        }
        if let Some(c) = &self.combat {
            s.extend(c.attackers.iter().map(|(a, _)| *a));
            s.extend(c.blocks.iter().flat_map(|(b, a)| [*b, *a]));
            s.extend(c.blocked.iter().copied());
        }
        s.retain(|id| self.battlefield.contains(id));
        s
    }

    /// Make the battlefield's groups now (one walk, see the module), as part
    /// of a load: the first snapshot then re-files only what changed since.
    /// The walk costs at load what it would have cost at the first snapshot.
    pub fn prepare_battlefield_groups(&self) {
        let mut i = self.groups.lock();
        self.sync_groups(&mut i);
    }

    /// The battlefield's groups, brought up to date first (see the module).
    pub fn battlefield_groups(&self) -> BattlefieldGroups {
        let mut i = self.groups.lock();
        self.sync_groups(&mut i);
        i.groups()
    }

    fn sync_groups(&self, i: &mut Inner) {
        let apart = self.shown_apart();
        let mut rebuild = !i.armed || i.all;
        let mut dirty = std::mem::take(&mut i.dirty);
        if !rebuild {
            // What came apart or came back is re-filed too.
            dirty.extend(apart.symmetric_difference(&i.apart).copied());
            dirty.sort_unstable();
            dirty.dedup();
            rebuild = dirty.len() > i.dirty_cap;
        }
        if rebuild {
            self.rebuild_groups(i, &apart);
        } else {
            for id in &dirty {
                i.remove(*id);
            }
            for id in &dirty {
                if apart.contains(id) || !self.battlefield.contains(id) {
                    continue;
                }
                if let Some(o) = self.objects.get(id) {
                    let c = i.class_for(o);
                    i.insert(*id, c);
                }
            }
        }
        i.armed = true;
        i.all = false;
        i.apart = apart;
        i.dirty_cap = MIN_DIRTY_CAP.max(self.battlefield.len() / 8);
    }

    /// One ordered walk of the battlefield (see `walk_battlefield`).
    fn rebuild_groups(&self, i: &mut Inner, apart: &BTreeSet<ObjectId>) {
        i.rebuilds += 1;
        i.runs.clear();
        i.classes.clear();
        i.by_key.clear();
        if self.objects.len() <= 2 * self.battlefield.len() {
            // Most objects are on the battlefield: the object map, in order, is the cheaper walk.
            walk_battlefield(i, self.objects.values().filter(|o| o.zone == Zone::Battlefield), apart);
        } else {
            walk_battlefield(i, self.battlefield.iter().filter_map(|id| self.objects.get(id)), apart);
        }
    }

    /// How many times the index was made from the whole battlefield (one walk
    /// each); a read that re-filed only what was touched doesn't count.
    pub fn battlefield_group_rebuilds(&self) -> u64 {
        self.groups.lock().rebuilds
    }

    /// Is every filed object's key its key now? The part of
    /// `check_battlefield_groups` that a snapshot's views can't show (two
    /// keys may show alike: a token dealt damage this turn and one that
    /// wasn't), and the one a write that skips `Game::obj_mut`/`touch` breaks:
    /// debug builds run it at each snapshot (`formats::snapshot`). One key
    /// built per filed object, nothing else allocated.
    pub fn check_battlefield_group_keys(&self) -> Result<(), String> {
        let mut i = self.groups.lock();
        self.sync_groups(&mut i);
        for (first, (last, step, class)) in &i.runs {
            let Some(class) = i.classes.get(class) else { return Err(format!("run at {first}: no class {class}")) };
            let mut id = *first;
            loop {
                if let Some(o) = self.objects.get(&id) {
                    if LookKey::of(o) != class.key {
                        return Err(format!("{id} is filed as {:?} but is {:?} now", class.key, LookKey::of(o)));
                    }
                }
                if id >= *last || *step == 0 {
                    break;
                }
                id = ObjectId(id.0 + step);
            }
        }
        Ok(())
    }

    /// Is the index what a fresh computation gives? Every battlefield object
    /// is apart or in exactly one run, each run's ids are in one class whose
    /// key is each member's key now, members are counted right, and the objects
    /// apart are `shown_apart`. O(battlefield): for tests.
    pub fn check_battlefield_groups(&self) -> Result<(), String> {
        let got = self.battlefield_groups();
        let i = self.groups.lock();
        let apart = self.shown_apart();
        if got.apart != apart.iter().copied().collect::<Vec<_>>() {
            return Err(format!("objects apart: {:?}, fresh: {:?}", got.apart, apart));
        }
        let mut seen: BTreeSet<ObjectId> = BTreeSet::new();
        let mut counts: BTreeMap<u32, u64> = BTreeMap::new();
        let mut prev_last: Option<ObjectId> = None;
        for r in &got.runs {
            if r.step == 0 || r.first > r.last || (r.last.0 - r.first.0) % r.step != 0 {
                return Err(format!("run {r:?} is not a progression"));
            }
            if prev_last.is_some_and(|l| l >= r.first) {
                return Err(format!("run {r:?} overlaps the one before"));
            }
            prev_last = Some(r.last);
            let Some(class) = i.classes.get(&r.class) else { return Err(format!("run {r:?}: no class {}", r.class)) };
            let mut id = r.first;
            loop {
                let Some(o) = self.objects.get(&id).filter(|_| self.battlefield.contains(&id)) else {
                    return Err(format!("run {r:?}: {id} is not on the battlefield"));
                };
                if apart.contains(&id) {
                    return Err(format!("run {r:?}: {id} should be apart"));
                }
                if LookKey::of(o) != class.key {
                    return Err(format!("{id} is filed as {:?} but is {:?} now", class.key, LookKey::of(o)));
                }
                if !seen.insert(id) {
                    return Err(format!("{id} is in two runs"));
                }
                *counts.entry(r.class).or_default() += 1;
                if id == r.last {
                    break;
                }
                id = ObjectId(id.0 + r.step);
            }
        }
        for id in &self.battlefield {
            if !apart.contains(id) && !seen.contains(id) {
                return Err(format!("{id} is on the battlefield but in no run"));
            }
        }
        for (c, class) in &i.classes {
            if counts.get(c).copied().unwrap_or(0) != class.members {
                return Err(format!("class {c} counts {} members, has {}", class.members, counts.get(c).copied().unwrap_or(0)));
            }
            if i.by_key.get(&class.key) != Some(c) {
                return Err(format!("class {c} is not found by its key"));
            }
        }
        if i.by_key.len() != i.classes.len() {
            return Err("a key names a class that is gone".into());
        }
        Ok(())
    }
}

/// The walk that files every object of `objects` (battlefield objects in id
/// order) not in `apart`. Built for a million alike objects in a row: an
/// object whose plain state (`same_plain`) is that of the previous object
/// filed is in its class without a key being built or looked up, and when it
/// also continues the open run (kept in locals), filing it is a few
/// additions; nothing is allocated per object. The objects apart are skipped
/// by comparing each id with the next of them.
fn walk_battlefield<'a>(i: &mut Inner, objects: impl Iterator<Item = &'a GameObject>, apart: &BTreeSet<ObjectId>) {
    let mut apart = apart.iter().copied();
    let mut next_apart = apart.next().map_or(u64::MAX, |x| x.0);
    // The previous object filed whose class is told by its plain state, and that class.
    let mut prev: Option<(&GameObject, u32)> = None;
    let mut run = OpenRun::default();
    for o in objects {
        let id = o.id.0;
        if id >= next_apart {
            while next_apart < id {
                next_apart = apart.next().map_or(u64::MAX, |x| x.0);
            }
            if next_apart == id {
                continue;
            }
        }
        let class = match prev {
            Some((p, c)) if same_plain(p, o) => c,
            _ => {
                let c = i.class_for(o);
                prev = plain(o).then_some((o, c));
                c
            }
        };
        run.push(i, id, class);
    }
    run.close(i);
}

/// The run being filed, kept open while ids come in increasing order: ids
/// first, first + step, ... last (n of them, none when n = 0), in one class.
/// An id of the same class that continues the step (any step after the
/// first id) extends it; anything else files it and opens the next.
#[derive(Default)]
struct OpenRun {
    first: u64,
    last: u64,
    step: u64,
    class: u32,
    n: u64,
}

impl OpenRun {
    fn push(&mut self, i: &mut Inner, id: u64, class: u32) {
        // A run's ids rise; a position may list them in any order (a hostile save):
        // an id at or below the last one starts a new run.
        let gap = id.checked_sub(self.last).filter(|g| *g > 0);
        if let Some(gap) = gap.filter(|g| self.n > 0 && class == self.class && (self.n == 1 || *g == self.step)) {
            self.step = gap;
            self.last = id;
            self.n += 1;
            return;
        }
        self.close(i);
        *self = OpenRun { first: id, last: id, step: 1, class, n: 1 };
    }

    /// File the open run, if any (and leave none open).
    fn close(&mut self, i: &mut Inner) {
        if self.n > 0 {
            i.file_run(ObjectId(self.first), ObjectId(self.last), self.step, self.class, self.n);
            self.n = 0;
        }
    }
}

/// Is an object's class told by its plain state alone: a token without
/// extra state (its key is made of the fields `same_plain` compares)?
#[inline]
fn plain(o: &GameObject) -> bool {
    o.token && !o.extra.is_boxed()
}

/// Do two objects, the first `plain`, have the same `LookKey` (without
/// building it)? The second must be plain too, and every field of
/// `TokenLook` but `extra` equal.
#[inline]
fn same_plain(p: &GameObject, o: &GameObject) -> bool {
    plain(o)
        && Arc::ptr_eq(&p.def, &o.def)
        && p.owner == o.owner
        && p.controller == o.controller
        && p.tapped == o.tapped
        && p.summoning_sick == o.summoning_sick
        && p.damage == o.damage
        && p.face_down == o.face_down
        && p.phased_out == o.phased_out
        && p.started_turn_untapped == o.started_turn_untapped
}
