//! Indexes for what grows, and what they answer:
//!
//! - **Permanents by card type and controller**: the permanents whose
//!   copiable values (706.2: the printed card, or what a copy effect gave it)
//!   have each card type, by controller (creatures in their own map, the
//!   other types in another, and the permanents with no card type apart).
//!   While no continuous effect in force can change card types (613.1d,
//!   layer 4; `Game::types_may_change`) a permanent's card types are exactly
//!   these, so a filter that names card types ("target artifact or
//!   enchantment", "target creature an opponent controls", "any target"),
//!   excludes some ("target nonland permanent") or names a controller
//!   ("target permanent you control") looks only at the permanents of those
//!   types and controllers (115.1, 601.2c: the legal choices of a target
//!   slot; 603.8: the permanents a state trigger counts); what else the
//!   filter asks (tapped, a keyword, a subtype, a colour...) is checked per
//!   candidate. A static ability for "creatures [you control]" marks only
//!   those (613, 704.3). While a type-changing effect is in force (an
//!   animated land, "all artifacts are creatures"), all of them fall back to
//!   looking at the whole battlefield, exactly then.
//! - **The 603.8 watch**: a state trigger is checked again only when
//!   something its state can read has changed since the last check: the
//!   players' life and hands, the stack and the waiting triggers, the
//!   effects, and the objects it watches. Which objects those are is worked
//!   out at each full check from the conditions of the state triggers in the
//!   game: the sources themselves (their own state, "if this is tapped",
//!   "evoked"), and the permanents of the card types a count names ("three or
//!   more artifacts", "no creatures"); any permanent when a count names no
//!   card type or while types may change. A change to another object (a
//!   Forest tapped on a board whose only watcher counts artifacts) makes no
//!   check.
//!
//! The type index is kept where the other battlefield indexes are kept
//! (`index_permanent` / `unindex_permanent`: entering, leaving, a change of
//! control, a copy effect) and rebuilt when a saved game is read.
//! `Game::check_consistency` compares it with the battlefield, and debug
//! builds compare every indexed answer with the scan it replaces.

use super::state::*;
use super::types::*;
use crate::cards::def::*;
use std::collections::{BTreeMap, BTreeSet};

/// The indexes and memos of this module (a field of `Game`). Not saved (a
/// read game rebuilds the index and starts with a full 603.8 check); two
/// games compare equal when their type indexes are equal (the watch is a
/// memo, not state).
#[derive(Clone, Debug, Default)]
pub struct Indexes {
    /// Battlefield permanents whose copiable values are a creature's, by
    /// controller (no empty sets).
    pub creatures: BTreeMap<PlayerId, BTreeSet<ObjectId>>,
    /// Battlefield permanents by each other card type of their copiable
    /// values, by controller (no empty maps or sets).
    pub(crate) typed: BTreeMap<CardType, BTreeMap<PlayerId, BTreeSet<ObjectId>>>,
    /// Battlefield permanents whose copiable values have no card type, by controller.
    pub(crate) untyped: BTreeMap<PlayerId, BTreeSet<ObjectId>>,
    /// Bumped by every change to an object (`Game::touch`, `mark_all_dirty`,
    /// a change of the characteristics cache's generation).
    pub(crate) changes: u64,
    /// The part of `changes` that named one object (`note_object_change`):
    /// `changes - object_changes` counts the changes that may reach anything.
    pub(crate) object_changes: u64,
    /// Bumped by a change to an object the 603.8 watch watches (`watch`).
    pub(crate) watched_changes: u64,
    /// What the state triggers read, as of the last full 603.8 check.
    pub(crate) watch: Watch,
    /// What the watch read at the end of the last full 603.8 check.
    pub(crate) state_checked: Option<StateKey>,
    /// How many full 603.8 checks were made (for tests: nothing changed, no work).
    pub(crate) state_checks: u64,
}

impl Indexes {
    /// Rebuild the creature sets with full nodes (as `Game::compact_maps` does
    /// for the object map and the battlefield); the contents are unchanged.
    pub(crate) fn pack(&mut self) {
        let sets = self.creatures.values_mut().chain(self.untyped.values_mut()).chain(self.typed.values_mut().flat_map(|m| m.values_mut()));
        for set in sets {
            if let Some(k) = set.pop_first() {
                let mut n = BTreeSet::new();
                n.insert(k);
                n.append(set);
                *set = n;
            }
        }
    }
}

impl PartialEq for Indexes {
    fn eq(&self, other: &Indexes) -> bool {
        self.creatures == other.creatures && self.typed == other.typed && self.untyped == other.untyped
    }
}

/// Which objects' changes the 603.8 watch must see (worked out at each full
/// check, `Game::state_watch_now`): all of them, or the state-trigger
/// sources and the permanents (by copiable values) of some card types.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) enum Watch {
    #[default]
    All,
    Only {
        types: u16,
    },
}

/// A set of card types as bits.
fn type_bits(types: &[CardType]) -> u16 {
    types.iter().fold(0, |m, t| m | (1 << (*t as u16)))
}

/// The sets of several index entries, walked in id order with each id once
/// (an artifact creature is in two sets).
pub(crate) struct Merged<'a> {
    heads: Vec<std::iter::Peekable<std::collections::btree_set::Iter<'a, ObjectId>>>,
}

impl Merged<'_> {
    /// All of them at once, in id order, each once: the sets one after the
    /// other, then (for more than one) a sort that merges their sorted runs.
    pub(crate) fn into_sorted_vec(self) -> Vec<ObjectId> {
        let many = self.heads.len() > 1;
        let mut ids: Vec<ObjectId> = self.heads.into_iter().flatten().copied().collect();
        if many {
            ids.sort();
            ids.dedup();
        }
        ids
    }
}

impl Iterator for Merged<'_> {
    type Item = ObjectId;
    fn next(&mut self) -> Option<ObjectId> {
        if self.heads.len() == 1 {
            return self.heads[0].next().copied();
        }
        let min = self.heads.iter_mut().filter_map(|h| h.peek().map(|x| **x)).min()?;
        for h in &mut self.heads {
            if h.peek().map(|x| **x) == Some(min) {
                h.next();
            }
        }
        Some(min)
    }
}

/// What a state trigger's condition (603.8) can depend on, read cheaply: the
/// changes to the objects the watch watches (battlefield membership,
/// characteristics, control, tapped, the evoked flag... of the sources and of
/// the permanents of the card types their counts name, `Watch`) and those
/// that may reach any object, the life totals and hand sizes, and whether an
/// earlier instance can have left the stack or the waiting triggers (ids are
/// handed out in increasing order, so with the same next id and the same
/// length nothing was removed), plus the continuous effects and combat. Not
/// the turn or the step: a step that begins with nothing changed (players
/// passing with an empty stack) needs no check; the untap step touches the
/// permanents whose "started the turn untapped" it records.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct StateKey {
    broad_changes: u64,
    watched_changes: u64,
    next_id: u64,
    next_trigger_id: u64,
    stack: usize,
    waiting: usize,
    effects: (usize, Option<u64>),
    sources: usize,
    combat: (usize, usize),
    players: Vec<(i32, usize, bool)>,
    teams: Vec<i32>,
}

/// Modifications that change no card type and no ability (613.1d, 613.1f):
/// applied to some objects, they change those objects' characteristics and
/// nothing another filter reads of anything else.
fn narrowable(m: &Modification) -> bool {
    matches!(
        m,
        Modification::Pump { .. }
            | Modification::SetPowerToughness { .. }
            | Modification::SwitchPowerToughness
            | Modification::AddKeyword(_)
            | Modification::RemoveKeyword(_)
            | Modification::ProtectionFrom(_)
            | Modification::SetColors(_)
            | Modification::SetChosenColor
            | Modification::CantBeRegenerated
            | Modification::WouldDieInstead(_)
            | Modification::DoesntUntap
    )
}

/// Does this modification change card types, or grant a static ability that might?
pub(crate) fn may_change_types(m: &Modification) -> bool {
    match m {
        Modification::AddType(_) | Modification::SetTypes(_) | Modification::CopiedValues(_) => true,
        Modification::AddAbility(a) => matches!(**a, Ability::Static { .. }),
        _ => false,
    }
}

/// The card types of a permanent's copiable values (706.2): the printed
/// card's, or what a copy effect gave it; a face-down permanent's are a
/// creature's (707.2a: a 2/2 creature with no name, text, subtypes or cost).
pub(crate) fn copiable_types(o: &crate::rules::state::GameObject) -> &[CardType] {
    if o.face_down && matches!(o.zone, crate::rules::types::Zone::Battlefield | crate::rules::types::Zone::Stack) {
        return &[CardType::Creature];
    }
    let d: &CardDef = o.face_def();
    &d.types
}

impl Game {
    /// Put a permanent into the type index (from `index_permanent`): its
    /// copiable values' card types, under its controller.
    pub(crate) fn index_creature(&mut self, id: ObjectId) {
        let Some(o) = self.objects.get(&id) else { return };
        let types = copiable_types(o).to_vec();
        let p = o.controller;
        let bits = type_bits(&types);
        if types.is_empty() {
            self.idx.untyped.entry(p).or_default().insert(id);
        }
        for t in types.iter().copied() {
            if t == CardType::Creature {
                self.idx.creatures.entry(p).or_default().insert(id);
            } else {
                self.idx.typed.entry(t).or_default().entry(p).or_default().insert(id);
            }
        }
        self.note_watched_types(bits, types.is_empty());
    }

    /// Take a permanent out of the type index (from `unindex_permanent`),
    /// wherever it is (its copiable values may have changed since it was put in).
    pub(crate) fn unindex_creature(&mut self, id: ObjectId) {
        fn take(m: &mut BTreeMap<PlayerId, BTreeSet<ObjectId>>, id: ObjectId) -> bool {
            let mut found = false;
            m.retain(|_, s| {
                found |= s.remove(&id);
                !s.is_empty()
            });
            found
        }
        let mut bits = 0u16;
        if take(&mut self.idx.creatures, id) {
            bits |= type_bits(&[CardType::Creature]);
        }
        let untyped = take(&mut self.idx.untyped, id);
        self.idx.typed.retain(|t, m| {
            if take(m, id) {
                bits |= type_bits(&[*t]);
            }
            !m.is_empty()
        });
        self.note_watched_types(bits, untyped);
    }

    /// Rebuild the type index from the battlefield (a game read from a save).
    pub(crate) fn rebuild_creature_index(&mut self) {
        self.idx.creatures.clear();
        self.idx.typed.clear();
        self.idx.untyped.clear();
        for id in self.battlefield.iter().copied().filter(|id| !self.phased_out.contains(id)).collect::<Vec<_>>() {
            self.index_creature(id);
        }
    }

    /// Put permanents made at once into the type index (a shortcut's repeated
    /// iterations, rules::shortcut_fast: `ids` are newer than every indexed
    /// one, so each set takes them at its end).
    pub(crate) fn index_made(&mut self, ids: &BTreeSet<ObjectId>) {
        let mut add: BTreeMap<(Option<CardType>, PlayerId), Vec<ObjectId>> = BTreeMap::new();
        for id in ids {
            let Some(o) = self.objects.get(id) else { continue };
            let d: &CardDef = o.face_def();
            if d.types.is_empty() {
                add.entry((None, o.controller)).or_default().push(*id);
            }
            for t in &d.types {
                add.entry((Some(*t), o.controller)).or_default().push(*id);
            }
        }
        for ((t, p), v) in add {
            let set = match t {
                None => self.idx.untyped.entry(p).or_default(),
                Some(CardType::Creature) => self.idx.creatures.entry(p).or_default(),
                Some(t) => self.idx.typed.entry(t).or_default().entry(p).or_default(),
            };
            // A few into a big set one by one; else a merge of the two.
            let mut more: BTreeSet<ObjectId> = v.into_iter().collect();
            if set.len().saturating_mul(8) < more.len() {
                std::mem::swap(set, &mut more);
            }
            if more.len().saturating_mul(8) < set.len() {
                while let Some(k) = more.pop_first() {
                    set.insert(k);
                }
            } else {
                set.append(&mut more);
            }
        }
    }

    /// The type index, as a scan of the battlefield would build it (for
    /// `check_consistency` and tests): None when they agree, else what differs.
    pub fn creature_index_problem(&self) -> Option<String> {
        let mut creatures: BTreeMap<PlayerId, BTreeSet<ObjectId>> = BTreeMap::new();
        let mut typed: BTreeMap<CardType, BTreeMap<PlayerId, BTreeSet<ObjectId>>> = BTreeMap::new();
        let mut untyped: BTreeMap<PlayerId, BTreeSet<ObjectId>> = BTreeMap::new();
        for id in &self.battlefield {
            let Some(o) = self.objects.get(id).filter(|o| !o.phased_out) else { continue };
            let types = copiable_types(o);
            if types.is_empty() {
                untyped.entry(o.controller).or_default().insert(*id);
            }
            for t in types {
                if *t == CardType::Creature {
                    creatures.entry(o.controller).or_default().insert(*id);
                } else {
                    typed.entry(*t).or_default().entry(o.controller).or_default().insert(*id);
                }
            }
        }
        if creatures != self.idx.creatures {
            return Some(format!("creature index {:?}, battlefield has {:?}", self.idx.creatures, creatures));
        }
        if typed != self.idx.typed || untyped != self.idx.untyped {
            return Some(format!("type index {:?} / {:?}, battlefield has {:?} / {:?}", self.idx.typed, self.idx.untyped, typed, untyped));
        }
        None
    }

    /// The creatures (by copiable values) controlled by `p`, in id order.
    pub fn indexed_creatures(&self, p: PlayerId) -> impl Iterator<Item = ObjectId> + '_ {
        self.idx.creatures.get(&p).into_iter().flatten().copied()
    }

    /// The creatures of the players a filter's `controller` names from `you`'s
    /// point of view (`Relation::Opponent` is "not you", as `matches_filter`
    /// reads it), in id order.
    fn creatures_for(&self, rel: Option<Relation>, you: PlayerId) -> Vec<ObjectId> {
        // Which creatures exist is what a shortcut's made objects change
        // (rules::shortcut_fast): a read of the index is a whole-board read there.
        self.note_scan();
        let mut ids: Vec<ObjectId> = Vec::new();
        let mut groups = 0;
        for (p, s) in &self.idx.creatures {
            let take = match rel {
                Some(Relation::You) => *p == you,
                Some(Relation::Opponent) => *p != you,
                None => true,
            };
            if take {
                ids.extend(s.iter().copied());
                groups += 1;
            }
        }
        if groups > 1 {
            ids.sort_unstable();
        }
        ids
    }

    /// Could a continuous effect in force make some permanent's card types
    /// differ from its copiable values' (613.1d, layer 4)? A static ability or
    /// a floating effect that adds or sets types, or that grants a static
    /// ability (which might). While one is, the type index is not the
    /// battlefield's card types, and nothing reads it. Worked out once per
    /// generation of the characteristics cache (`layers::CacheWorld`).
    pub fn types_may_change(&self) -> bool {
        self.changes_types_in_force()
    }

    /// The permanents that can match `f` (its `controller` relative to
    /// `you`; `creature`: the slot also asks for a creature, as "any target"
    /// does), from the type index: a superset of the matching ones, each to
    /// be checked with the whole filter, in id order, each once. None when
    /// the index can't narrow it (a filter naming neither a card type nor a
    /// controller nor an excluded type: every permanent) or when an effect in
    /// force can change types: then the whole battlefield is looked at.
    ///
    /// - card types named ("artifact or enchantment"): those types' permanents;
    /// - card types excluded only ("nonland"): every other type's permanents
    ///   and those with no card type (a land creature is among the creatures,
    ///   and the filter turns it down);
    /// - neither: every type's permanents of the players named.
    pub(crate) fn permanent_candidates<'a>(&'a self, f: &Filter, creature: bool, you: PlayerId) -> Option<Merged<'a>> {
        if !creature && f.types.is_empty() && f.all_types.is_empty() && f.not_types.is_empty() && f.controller.is_none() {
            return None;
        }
        if self.types_may_change() {
            return None;
        }
        // Which permanents exist is what a shortcut's made objects change
        // (rules::shortcut_fast): a read of the index is a whole-board read there.
        self.note_scan();
        let take = |p: &PlayerId| match f.controller {
            Some(Relation::You) => *p == you,
            Some(Relation::Opponent) => *p != you,
            None => true,
        };
        let mut sets: Vec<&BTreeSet<ObjectId>> = Vec::new();
        fn pick<'a>(sets: &mut Vec<&'a BTreeSet<ObjectId>>, m: Option<&'a BTreeMap<PlayerId, BTreeSet<ObjectId>>>, take: &dyn Fn(&PlayerId) -> bool) {
            sets.extend(m.into_iter().flatten().filter(|(p, _)| take(p)).map(|(_, s)| s));
        }
        let mut add = |m: Option<&'a BTreeMap<PlayerId, BTreeSet<ObjectId>>>| pick(&mut sets, m, &take);
        if creature {
            add(Some(&self.idx.creatures));
        } else if !f.types.is_empty() || !f.all_types.is_empty() {
            // Named types, or one of the types every match has ("artifact creature": the creatures).
            let mut types = if f.types.is_empty() { f.all_types[..1].to_vec() } else { f.types.clone() };
            types.sort();
            types.dedup();
            for t in types {
                add(if t == CardType::Creature { Some(&self.idx.creatures) } else { self.idx.typed.get(&t) });
            }
        } else {
            // The excluded types' sets are left out (their permanents can't match
            // unless they have another type too, and then they are in that type's set).
            if !f.not_types.contains(&CardType::Creature) {
                add(Some(&self.idx.creatures));
            }
            for (t, m) in &self.idx.typed {
                if !f.not_types.contains(t) {
                    add(Some(m));
                }
            }
            add(Some(&self.idx.untyped));
        }
        let heads = sets.into_iter().map(|s| s.iter().peekable()).collect();
        Some(Merged { heads })
    }

    /// Are there at least `n` permanents matching `f` (its `controller`
    /// relative to `you`, `source` for "other")? From the type index when it
    /// can narrow the filter (`permanent_candidates`), else by looking at the
    /// battlefield; stops at the `n`th. For 603.8's counts ("three or more
    /// artifacts", "no creatures") and intervening-if conditions (603.4).
    pub(crate) fn permanents_at_least(&self, f: &Filter, you: PlayerId, source: Option<ObjectId>, n: u64) -> bool {
        let found = match self.permanent_candidates(f, false, you) {
            Some(ids) => ids.filter(|id| self.matches(*id, f, you, source)).take(n as usize).count() as u64 >= n,
            None => {
                self.note_scan();
                self.battlefield.iter().filter(|id| self.matches(**id, f, you, source)).take(n as usize).count() as u64 >= n
            }
        };
        // The index must give what the scan gives.
        #[cfg(debug_assertions)]
        if self.muted.0.is_none() {
            let scan = self.battlefield.iter().filter(|id| self.matches(**id, f, you, source)).take(n as usize).count() as u64 >= n;
            assert_eq!(found, scan, "permanents counted from the type index differ from the scan ({f:?}, at least {n})");
        }
        found
    }

    /// 613 / 704.3: what a static ability of `d` (controlled by `controller`,
    /// attached to `host`) can change as it starts or stops applying: Some(the
    /// objects to look at again), or None for "anything". Narrowed:
    ///
    /// - abilities that change no characteristics (prohibitions, "doesn't
    ///   untap", replacement abilities of 614, counter limits on the object
    ///   itself): nothing but their source;
    /// - "enchanted / equipped permanent" and "this permanent": the host;
    /// - "creatures [you control / your opponents control]" changing power,
    ///   toughness, keywords or colours: those creatures, from the creature
    ///   index, while no effect can change types.
    ///
    /// Not narrowed (None, everything is looked at again): an ability that
    /// adds or sets types, grants or removes abilities (613.1d, 613.1f: it can
    /// change what other abilities' filters match or which abilities exist,
    /// 613.7 dependencies), changes control, or whose filter is not a
    /// creature filter (lands, artifacts, "all permanents"); and a creature
    /// filter while an effect that can change types is in force (the index is
    /// then not the battlefield's creatures).
    pub(crate) fn static_reach(&self, abilities: &[Ability], controller: PlayerId, host: Option<ObjectId>) -> Option<BTreeSet<ObjectId>> {
        let mut out = BTreeSet::new();
        let mut types_checked = false;
        for a in abilities {
            let Ability::Static { effect, .. } = a else { continue };
            let Some((affects, mods)) = effect.as_continuous() else { continue };
            match affects {
                Affects::Attached | Affects::This => {
                    if mods.iter().any(|m| matches!(m, Modification::LoseAllAbilities | Modification::SetLandTypes(_) | Modification::SetChosenLandType) || (matches!(m, Modification::AddAbility(g) if matches!(**g, Ability::Static { .. })))) {
                        return None;
                    }
                    if let Some(h) = host.filter(|_| matches!(affects, Affects::Attached)) {
                        out.insert(h);
                    }
                }
                Affects::All(f) => {
                    if !mods.iter().all(narrowable) || f.types.is_empty() || !f.types.iter().all(|t| *t == CardType::Creature) {
                        return None;
                    }
                    if !types_checked {
                        if self.types_may_change() {
                            return None;
                        }
                        types_checked = true;
                    }
                    out.extend(self.creatures_for(f.controller, controller));
                }
            }
        }
        Some(out)
    }

    /// Mark what a static source's abilities can change (`static_reach` of its
    /// printed or copied abilities, plus anything granted to it that reaches
    /// further): each such object is looked at by the next 704.3 check and told
    /// to the watcher; everything when the reach can't be narrowed.
    pub(crate) fn mark_static_reach(&mut self, id: ObjectId) {
        let Some(o) = self.objects.get(&id) else { return };
        let d: &CardDef = o.face_def();
        let host = match o.extra.attached_to {
            Some(super::events::TargetChoice::Object(h)) => Some(h),
            _ => None,
        };
        // A static ability granted to it (by a floating effect or an
        // attachment) may reach anything.
        let granted = self.effects.iter().any(|e| e.affected == id && matches!(&e.modification, Modification::AddAbility(a) if matches!(**a, Ability::Static { .. })))
            || self.attachers.iter().filter_map(|a| self.objects.get(a)).any(|a| {
                a.extra.attached_to == Some(super::events::TargetChoice::Object(id))
                    && (a.face_def()).abilities.iter().any(|x| matches!(x, Ability::Static { effect, .. } if effect.granted_to_attached().next().is_some()))
            });
        let reach = if granted { None } else { self.static_reach(&d.abilities, o.controller, host) };
        self.mark_reach(reach);
    }

    /// Mark the objects of a reach (None: everything).
    pub(crate) fn mark_reach(&mut self, reach: Option<BTreeSet<ObjectId>>) {
        match reach {
            None => self.mark_all_dirty(),
            Some(ids) => {
                for id in ids {
                    self.mark_reached(id);
                }
            }
        }
    }

    /// An object a static ability or an effect reaches: its characteristics may
    /// change (the next 704.3 check looks at it, the watcher is told), its own
    /// state did not, so the battlefield's groups (rules::groups, which hold
    /// only objects' own state) are not told: a million tokens an anthem reaches
    /// stay one group whose view changes.
    fn mark_reached(&mut self, id: ObjectId) {
        self.chars_changed(id);
        self.dirty.insert(id);
        self.note_object_change(id);
        if self.watcher.0.is_some() {
            self.touched.objects.insert(id);
        }
    }

    /// A floating effect on `e.affected` that can change other objects'
    /// characteristics started or ended (`effect_reaches_others`): mark what
    /// it can change. It grants a static ability: that ability's reach from
    /// the object; it removes all abilities, or its object is a static
    /// source: the reach of the object's own static abilities.
    pub(crate) fn mark_effect_reach(&mut self, e: &ContinuousEffect) {
        let Some(o) = self.objects.get(&e.affected) else { return };
        match &e.modification {
            Modification::AddAbility(a) => {
                if matches!(**a, Ability::Static { .. }) {
                    let host = match o.extra.attached_to {
                        Some(super::events::TargetChoice::Object(h)) => Some(h),
                        _ => None,
                    };
                    let reach = self.static_reach(std::slice::from_ref(&**a), o.controller, host);
                    self.mark_reach(reach);
                }
                if self.static_sources.contains(&e.affected) {
                    self.mark_static_reach(e.affected);
                }
            }
            _ => self.mark_static_reach(e.affected),
        }
    }

    /// 603.8: what the watch reads now.
    pub(crate) fn state_key(&self) -> StateKey {
        StateKey {
            broad_changes: self.idx.changes - self.idx.object_changes,
            watched_changes: self.idx.watched_changes,
            next_id: self.next_id,
            next_trigger_id: self.next_trigger_id,
            stack: self.stack.len(),
            waiting: self.waiting_triggers.len(),
            effects: (self.effects.len(), self.effects.last().map(|e| e.timestamp)),
            sources: self.state_trigger_sources.len(),
            // "In combat" is read from the attackers and blockers (none without combat).
            combat: self.combat.as_ref().map(|c| (c.attackers.len(), c.blocks.len())).unwrap_or((0, 0)),
            players: self.players.iter().map(|p| (p.life, p.hand.len(), p.lost)).collect(),
            teams: self.teams.iter().map(|t| t.life).collect(),
        }
    }

    /// How many full 603.8 checks of the state triggers were made (a check
    /// skipped because nothing it reads changed is not counted).
    pub fn state_trigger_checks(&self) -> u64 {
        self.idx.state_checks
    }

    /// One object changed (its state, its zone or its characteristics;
    /// `Game::touch`, a static ability's reach): counted, and counted for the
    /// 603.8 watch when the watch watches it (a state-trigger source, or a
    /// permanent of a card type a state trigger counts). Free when no state
    /// trigger exists.
    pub(crate) fn note_object_change(&mut self, id: ObjectId) {
        self.idx.changes += 1;
        self.idx.object_changes += 1;
        if self.state_trigger_sources.is_empty() {
            return;
        }
        let watched = match self.idx.watch {
            Watch::All => true,
            Watch::Only { types } => {
                self.state_trigger_sources.contains(&id)
                    || (types != 0 && self.objects.get(&id).is_some_and(|o| type_bits(&o.face_def().types) & types != 0))
            }
        };
        if watched {
            self.idx.watched_changes += 1;
        }
    }

    /// The type index's sets of these card types (or of no card type) changed
    /// (a permanent entered, left, changed controller or copiable values):
    /// counted for the 603.8 watch when it counts permanents of those types.
    fn note_watched_types(&mut self, bits: u16, untyped: bool) {
        if self.state_trigger_sources.is_empty() || (bits == 0 && !untyped) {
            return;
        }
        let watched = match self.idx.watch {
            Watch::All => true,
            Watch::Only { types } => bits & types != 0,
        };
        if watched {
            self.idx.watched_changes += 1;
        }
    }

    /// 603.8: what the state triggers in the game read, to be watched until
    /// the next full check: each source's own state (always), and for each
    /// count of permanents (`NoPermanents`, `PermanentsAtLeast`) the
    /// permanents of the card types its filter names; everything when a count
    /// names no card type (a "nonland" or "you control" count can be changed
    /// by any permanent) or while an effect can change card types (613.1d). A
    /// source whose abilities an effect may have granted (613.1f) is read by
    /// its characteristics, the others by their printed (or copied) abilities.
    pub(crate) fn state_watch_now(&self, granted: &BTreeSet<ObjectId>) -> Watch {
        if self.types_may_change() {
            return Watch::All;
        }
        let mut types = 0u16;
        let mut watch = |a: &Ability| -> bool {
            if let Ability::Triggered { trigger: TriggerCondition::State { state }, .. } = a {
                match state {
                    Condition::NoPermanents { filter } | Condition::PermanentsAtLeast { filter, .. } => {
                        if filter.types.is_empty() {
                            return false;
                        }
                        types |= type_bits(&filter.types);
                    }
                    Condition::LifeAtLeast { .. } | Condition::NoCardsInHand | Condition::MoreCardsInHandThanEachOpponent | Condition::OpponentDealtDamageThisTurn | Condition::SourceIs { .. } | Condition::AttachedIs { .. } | Condition::Evoked | Condition::ManaSpentToCast { .. } | Condition::Kicked | Condition::CameUnderYourControlSinceYourLastUpkeep | Condition::Suspended | Condition::InExile | Condition::InGraveyard | Condition::MadnessPaid | Condition::ProwlPaid | Condition::CastFromHand | Condition::NoSpellsCastLastTurn | Condition::APlayerCastSpellsLastTurn { .. } | Condition::CreatureDiedThisTurn | Condition::YourTurn | Condition::TopCardSharesCreatureType | Condition::ThatCard { .. } => {}
                    // Conditions that combine or count may read anything: every permanent is watched.
                    Condition::AtLeast { .. } | Condition::All { .. } | Condition::Any { .. } | Condition::Not { .. } | Condition::SomePlayer { .. } | Condition::TriggerPlayerHas { .. } => return false,
                }
            }
            true
        };
        for s in &self.state_trigger_sources {
            let Some(o) = self.objects.get(s) else { continue };
            let d: &CardDef = o.face_def();
            if !d.abilities.iter().all(&mut watch) {
                return Watch::All;
            }
            if granted.contains(s) {
                let Some(c) = self.chars(*s) else { continue };
                if !c.abilities.iter().all(&mut watch) {
                    return Watch::All;
                }
            }
        }
        Watch::Only { types }
    }
}
