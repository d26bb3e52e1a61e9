//! 716.2a / 716.1b: the predictable result of a loop, worked out without
//! playing every iteration.
//!
//! The seed's example repeats "activate, everyone passes twice" a million
//! times. Each iteration makes one more identical token and leaves everything
//! else as it was: the same permanents in the same state, the same players,
//! an empty stack, priority back with the same player. Such iterations are
//! *alike*: the game after iteration k+1 is the game after iteration k plus
//! copies of the objects iteration k made, with their ids, timestamps and card
//! identities moved on by the same amounts, and the game's counters (next id,
//! next timestamp, next card identity, next trigger id, the number of 704.3
//! checks) moved on by the same amounts. When that holds, the result of the
//! remaining iterations is known without playing them: it is built at once
//! (`Game::repeat_change`), and their events are counted as playing them
//! would have counted them (716.1b: the loop's later iterations are counted,
//! not logged, in either case).
//!
//! # How a loop is recognised as alike (and why the result is exact)
//!
//! `Watch` observes the muted iterations (the second one on) of a loop:
//!
//! 1. Before an iteration it notes the counters, the choices taken, the tally
//!    of events and the number of whole-board reads (`Game::note_scan`).
//! 2. After it, the iteration's change (`Change`) is read off the game: the
//!    counters' steps, the objects made (every object whose id was handed out
//!    during the iteration and that still exists), whether each is on the
//!    battlefield, the choices taken and the events counted by rule.
//! 3. A copy of the game gets that change applied once more, with the same
//!    code that later applies it in bulk: the predicted game after the next
//!    iteration. The next iteration is played for real and the whole game is
//!    compared with the prediction (`Game == Game`: every zone, object,
//!    player, index, the stack, the decision, the random generator...), and so
//!    are its change's steps and tally with the previous one's.
//! 4. After `VERIFIED` predictions in a row came out exact, the remaining
//!    iterations (as many as the loop's count and the runner's end allow: a
//!    shortened shortcut may end inside the loop, whose last, partial
//!    iteration is then played) are applied at once.
//!
//! Step 3 shows that one iteration does what the previous one did. That the
//! later ones do it too rests on what an iteration can read. Between the game
//! before iteration k and before iteration k+1 only two things differ: the
//! counters, and the objects iterations made (more of them, in the object map
//! and the battlefield index; nothing else is allowed to grow, step 3 compares
//! it). So an iteration's course could differ only by reading
//!
//! - a counter: the engine reads `next_id`, `next_timestamp`, `next_uid` and
//!   `next_trigger_id` only to hand out the next value (so the values an
//!   iteration hands out move on by the same step, which is what the change
//!   says), timestamps only to order them (unchanged by a common shift),
//!   `sba_checks` never (it is a record). One read is periodic: every
//!   `state::COMPACT_EVERY_IDS` ids the object map is packed
//!   (`Game::compact_maps`), which changes no content and so no result; the
//!   map built in bulk is packed already;
//! - how many objects there are, or which: a count of permanents ("for each",
//!   `PermanentsAtLeast` thresholds, `MAX_REPEAT` applied to such a count), a
//!   filter over the whole battlefield ("all creatures", candidates for a
//!   target or a copy), the untap step and the cleanup step, the state-based
//!   check after a change that can affect everything. Every such read of the
//!   whole battlefield or object map calls `Game::note_scan`; an iteration
//!   that made one is never used to predict (the witness in `Tally::scans`),
//!   so a loop that reads them is played out. Reads of one object by its id
//!   name an object that existed before the loop (unchanged, step 3) or one
//!   made in the same iteration (the same object, shifted). Indexes other
//!   than the battlefield and the creature index (tapped permanents, trigger
//!   sources, mana sources, static sources...) may not grow (step 3; the
//!   creature index grows with the made creatures, in bulk as the battlefield
//!   does, and a read of it is a whole-board read), so reading them reads the same
//!   thing each time; in particular an iteration whose new objects have
//!   abilities, are tapped or are on the stack is not alike.
//! - last known information, whose pruning depends on how much of it there
//!   is: it may not change (step 3), so it never reaches its next pruning.
//! - the characteristics cache (`layers::CharsCache`): a memo that is not part
//!   of the game; objects made in bulk are simply not in it yet.
//! - a random result: an iteration that moved the random generator is never
//!   used (and the shortcut's next choice is refused anyway, 716.2a).
//! - the loop watch of 716.3–716.4 (`rules::loops`, `Game::loops`): it looks
//!   at whole actions (`Game::apply`: here the proposal and the answer), not
//!   at a shortcut's choices, so it is the same whether the iterations were
//!   played or worked out. The watches inside one choice (`Game::run` and the
//!   704.3 loop, past `loops::WATCH_INTERNAL_AFTER` steps) start afresh with
//!   each choice; the fingerprints they take read every object, so they are
//!   whole-board reads (`note_scan`) like the others.
//!
//! What is not alike under this rule is played out one choice at a time, up to
//! `limits::MAX_PLAYED_CHOICES`: a loop that gains life, puts counters, fills a
//! graveyard, makes tokens with abilities or tapped tokens, reads a count of
//! permanents or a threshold, or spans turns (the untap step reads every
//! permanent). After a failed try, observation starts again later (every
//! doubling of the iteration count), so a loop whose iterations become alike
//! after a while is still worked out at once.

use super::shortcut::Runner;
use super::state::*;
use super::types::ObjectId;
use std::collections::{BTreeMap, BTreeSet};
use std::sync::atomic::{AtomicU64, Ordering};

/// How many predictions in a row must come out exact before the loop's
/// remaining iterations are applied at once.
const VERIFIED: u32 = 2;

/// Count of whole-board reads while a loop's iterations are muted (see the
/// module documentation): not part of the game, never compared.
#[derive(Default, Debug)]
pub struct Scans(AtomicU64);

impl Scans {
    fn get(&self) -> u64 {
        self.0.load(Ordering::Relaxed)
    }
}

impl Clone for Scans {
    fn clone(&self) -> Self {
        Scans(AtomicU64::new(self.get()))
    }
}

impl PartialEq for Scans {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl Game {
    /// Note a read of the whole battlefield or object map (a count, a filter
    /// over every permanent): while a shortcut's loop is muted, an iteration
    /// that made one is not used to work out the remaining ones at once
    /// (rules::shortcut_fast). Free otherwise.
    #[inline]
    pub(crate) fn note_scan(&self) {
        if let Some(t) = self.muted.0.as_deref() {
            t.scans.0.fetch_add(1, Ordering::Relaxed);
        }
    }
}

/// What the game and the runner were before an iteration.
struct Mark {
    next_id: u64,
    next_timestamp: u64,
    next_uid: u64,
    next_trigger_id: u64,
    sba_checks: u64,
    taken: u64,
    events: u64,
    by_rule: BTreeMap<String, u64>,
    scans: u64,
}

/// Add `more` (whose keys all come after `map`'s) to `map`. `append` rebuilds
/// both; when one side is much smaller its entries are inserted into the other.
fn join<V>(map: &mut BTreeMap<ObjectId, V>, more: &mut BTreeMap<ObjectId, V>) {
    if map.len().saturating_mul(8) < more.len() {
        std::mem::swap(map, more);
    }
    if more.len().saturating_mul(8) < map.len() {
        while let Some((k, v)) = more.pop_first() {
            map.insert(k, v);
        }
    } else {
        map.append(more);
    }
}

/// `join` for a set of ids.
fn join_set(set: &mut BTreeSet<ObjectId>, more: &mut BTreeSet<ObjectId>) {
    if set.len().saturating_mul(8) < more.len() {
        std::mem::swap(set, more);
    }
    if more.len().saturating_mul(8) < set.len() {
        while let Some(k) = more.pop_first() {
            set.insert(k);
        }
    } else {
        set.append(more);
    }
}

/// One iteration's change (see the module documentation).
pub(crate) struct Change {
    ids: u64,
    timestamps: u64,
    uids: u64,
    trigger_ids: u64,
    sba_checks: u64,
    /// Game choices taken.
    choices: u64,
    /// Events counted, in all and by rule.
    events: u64,
    by_rule: Vec<(String, u64)>,
    /// The objects the iteration made that still exist, in id order, and
    /// whether each is on the battlefield.
    made: Vec<(GameObject, bool)>,
}

impl Change {
    /// How many of the objects it made are permanents, by controller.
    pub(crate) fn permanents_made(&self) -> BTreeMap<super::types::PlayerId, usize> {
        let mut out = BTreeMap::new();
        for (o, on) in &self.made {
            if *on {
                *out.entry(o.controller).or_insert(0) += 1;
            }
        }
        out
    }

    /// The same steps and the same tally (the objects themselves are compared
    /// through the predicted game).
    fn same_steps(&self, o: &Change) -> bool {
        (self.ids, self.timestamps, self.uids, self.trigger_ids, self.sba_checks, self.choices, self.events)
            == (o.ids, o.timestamps, o.uids, o.trigger_ids, o.sba_checks, o.choices, o.events)
            && self.by_rule == o.by_rule
            && self.made.len() == o.made.len()
    }
}

/// Observing a loop's iterations (the state of `repeat_steps`'s fast path).
pub(crate) struct Watch {
    /// The next iteration (0-based) at which observation starts again.
    next_try: u64,
    /// Observation in progress: the mark before the current iteration.
    before: Option<Mark>,
    /// The previous iteration's change and the game it predicts after the current one.
    last: Option<(Change, Box<Game>)>,
    /// Exact predictions in a row.
    verified: u32,
}

impl Watch {
    pub(crate) fn new() -> Watch {
        Watch { next_try: 0, before: None, last: None, verified: 0 }
    }

    /// Before iteration `i`: observe it if the loop is muted and a try is due or running.
    pub(crate) fn before(&mut self, g: &mut Game, r: &mut Runner, i: u64) {
        self.before = None;
        if g.muted.0.is_none() || (i < self.next_try && self.last.is_none()) {
            return;
        }
        // An inner loop of the first iteration left its objects unbuilt: the
        // counters and the board must be current to observe this one.
        g.build_deferred(r);
        let Some(t) = g.muted.0.as_deref() else { return };
        self.before = Some(Mark {
            next_id: g.next_id,
            next_timestamp: g.next_timestamp,
            next_uid: g.next_uid,
            next_trigger_id: g.next_trigger_id,
            sba_checks: g.sba_checks,
            taken: r.taken,
            events: t.events,
            by_rule: t.by_rule.clone(),
            scans: t.scans.get(),
        });
    }

    /// After iteration `i` ended normally, with `left` iterations of the loop
    /// to go: how many of them were applied at once (0 when none were).
    /// `outermost`: no enclosing loop observes this one, so when predicting
    /// (`Runner::defer`) building the objects may wait (`Runner::deferred`).
    pub(crate) fn after(&mut self, g: &mut Game, r: &mut Runner, i: u64, left: u64, outermost: bool) -> u64 {
        let Some(b) = self.before.take() else { return 0 };
        let change = g.change_since(&b, r);
        let predicted = self.last.take();
        let had_prediction = predicted.is_some();
        let verified = match (&change, predicted) {
            (Some(c), Some((prev, mut predicted))) => {
                // A watcher is sent the whole board with the loop's summary
                // event: what it was told was touched is no part of the comparison.
                predicted.touched = g.touched.clone();
                c.same_steps(&prev) && *g == *predicted
            }
            _ => false,
        };
        let Some(change) = change else {
            return self.give_up(i);
        };
        if had_prediction && !verified {
            return self.give_up(i);
        }
        self.verified = if verified { self.verified + 1 } else { 0 };
        if self.verified >= VERIFIED {
            // As many whole iterations as the loop and the runner's end allow.
            let room = r.limit.saturating_sub(r.taken) / change.choices.max(1);
            let m = left.min(room);
            if m > 0 && g.can_repeat(&change, m) {
                g.count_repeated(&change, m);
                r.taken += change.choices * m;
                self.verified = 0;
                self.next_try = u64::MAX;
                if r.defer && outermost {
                    // Only the prediction's counts will be read, unless a later
                    // choice is played: that builds them first (`build_deferred`).
                    r.deferred.push((change, m));
                } else {
                    g.repeat_change(&change, m);
                }
                return m;
            }
            return self.give_up(i);
        }
        if left == 0 {
            return 0;
        }
        // Predict the next iteration: this one's change once more, on a copy.
        if !g.can_repeat(&change, 1) {
            return self.give_up(i);
        }
        let mut predicted = Box::new(g.clone());
        predicted.repeat_change(&change, 1);
        self.last = Some((change, predicted));
        0
    }

    /// Stop observing; try again once the iteration count has doubled.
    fn give_up(&mut self, i: u64) -> u64 {
        self.last = None;
        self.verified = 0;
        self.next_try = i.saturating_add(1).saturating_mul(2).max(8);
        0
    }
}

impl Game {
    /// The change since `b` (None when the iteration can't be used: it read
    /// the whole board, moved the random generator, ended the game, or a
    /// counter went back).
    fn change_since(&self, b: &Mark, r: &Runner) -> Option<Change> {
        let t = self.muted.0.as_deref()?;
        if t.scans.get() != b.scans || r.random_at.is_some() || self.winners.is_some() {
            return None;
        }
        let ids = self.next_id.checked_sub(b.next_id)?;
        let timestamps = self.next_timestamp.checked_sub(b.next_timestamp)?;
        let uids = self.next_uid.checked_sub(b.next_uid)?;
        let trigger_ids = self.next_trigger_id.checked_sub(b.next_trigger_id)?;
        let sba_checks = self.sba_checks.checked_sub(b.sba_checks)?;
        let choices = r.taken.checked_sub(b.taken)?;
        let events = t.events.checked_sub(b.events)?;
        if choices == 0 {
            return None;
        }
        let mut by_rule = Vec::new();
        for (rule, n) in &t.by_rule {
            let was = b.by_rule.get(rule).copied().unwrap_or(0);
            if *n > was {
                by_rule.push((rule.clone(), n - was));
            }
        }
        let made = self
            .objects
            .range(ObjectId(b.next_id)..ObjectId(self.next_id))
            .map(|(id, o)| (o.clone(), self.battlefield.contains(id)))
            .collect();
        Some(Change { ids, timestamps, uids, trigger_ids, sba_checks, choices, events, by_rule, made })
    }

    /// Can `c` be applied `m` more times without a number overflowing?
    fn can_repeat(&self, c: &Change, m: u64) -> bool {
        let grow = |v: u64, s: u64| s.checked_mul(m).and_then(|d| v.checked_add(d)).is_some();
        grow(self.next_id, c.ids)
            && grow(self.next_timestamp, c.timestamps)
            && grow(self.next_uid, c.uids)
            && grow(self.next_trigger_id, c.trigger_ids)
            && grow(self.sba_checks, c.sba_checks)
            && (c.made.len() as u64).checked_mul(m).is_some_and(|n| usize::try_from(n).is_ok())
            // Every made object's id, timestamp and card identity is below the
            // counter it came from, so the checks above cover their shifts too.
            && c.made.iter().all(|(o, _)| o.id.0 < self.next_id && o.timestamp < self.next_timestamp && o.card_uid < self.next_uid)
    }

    /// Apply `c`, `m` more times (`can_repeat` said it can): the objects it
    /// made, again with ids, timestamps and card identities moved on by its
    /// steps, and the counters moved on. The new objects are built in id
    /// order into a packed map at once (no one-by-one inserts into a growing
    /// tree), which then takes the game's few other objects, or is appended.
    pub(crate) fn repeat_change(&mut self, c: &Change, m: u64) {
        if !c.made.is_empty() {
            let mut on_battlefield: Vec<ObjectId> = Vec::new();
            let mut objects: BTreeMap<ObjectId, GameObject> = (1..=m)
                .flat_map(|j| c.made.iter().map(move |(o, on)| (j, o, *on)))
                .map(|(j, o, on)| {
                    let mut n = o.clone();
                    n.id = ObjectId(o.id.0 + c.ids * j);
                    n.timestamp = o.timestamp + c.timestamps * j;
                    n.card_uid = o.card_uid + c.uids * j;
                    if on {
                        on_battlefield.push(n.id);
                    }
                    (n.id, n)
                })
                .collect();
            join(&mut self.objects, &mut objects);
            let mut b: BTreeSet<ObjectId> = on_battlefield.into_iter().collect();
            // The type index (rules::indexes) takes the made permanents.
            self.index_made(&b);
            join_set(&mut self.battlefield, &mut b);
            self.idx.changes += 1;
            // Built without touching each: filed into the battlefield's groups
            // at once, alike by construction (rules::groups).
            let made: Vec<&GameObject> = c.made.iter().filter(|(_, on)| *on).map(|(o, _)| o).collect();
            self.groups.note_repeated(&made, c.ids, m);
        }
        self.next_id += c.ids * m;
        self.next_timestamp += c.timestamps * m;
        self.next_uid += c.uids * m;
        self.next_trigger_id += c.trigger_ids * m;
        self.sba_checks += c.sba_checks * m;
    }

    /// Build the iterations a prediction left unbuilt, before a choice is played.
    pub(crate) fn build_deferred(&mut self, r: &mut Runner) {
        for (c, m) in std::mem::take(&mut r.deferred) {
            self.repeat_change(&c, m);
        }
    }

    /// 716.1b: count the events of `m` more iterations of `c`, as playing them would have.
    fn count_repeated(&mut self, c: &Change, m: u64) {
        if let Some(t) = self.muted.0.as_deref_mut() {
            t.events = t.events.saturating_add(c.events.saturating_mul(m));
            for (rule, n) in &c.by_rule {
                let k = t.by_rule.entry(rule.clone()).or_insert(0);
                *k = k.saturating_add(n.saturating_mul(m));
            }
        }
    }
}
