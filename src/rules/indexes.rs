//! Indexes for what grows (issue 9), and what they answer:
//!
//! - **Creatures by controller**: the permanents whose copiable values
//!   (706.2: the printed card, or what a copy effect gave it) make them
//!   creatures, by controller. While no continuous effect in force can change
//!   card types (613.1d, layer 4; `Game::types_may_change`) the creatures on
//!   the battlefield are exactly these, so the legal targets of "target
//!   creature [an opponent controls]" and of "any target" (113 targets in the 2011 rules, 115 today; 601.2c) are
//!   looked up here instead of in the whole battlefield, and a static ability
//!   for "creatures [you control]" marks only those (613, 704.3). While such an
//!   effect is in force (an animated land, "all artifacts are creatures"),
//!   both fall back to looking at the whole battlefield, exactly then.
//! - **The 603.8 watch**: a state trigger is checked again only when
//!   something its state can read has changed since the last check (a
//!   counter the object-changing hooks bump, plus a few cheap reads of the
//!   players' life and hands, the stack and the waiting triggers).
//!
//! The creature index is kept where the other battlefield indexes are kept
//! (`index_permanent` / `unindex_permanent`: entering, leaving, a change of
//! control, a copy effect) and rebuilt when a saved game is read. Debug builds
//! compare every indexed answer with the scan it replaces.

use super::state::*;
use super::types::*;
use crate::cards::def::*;
use std::collections::{BTreeMap, BTreeSet};

/// The indexes and memos of this module (a field of `Game`). Not saved (a
/// read game rebuilds the index and starts with a full 603.8 check); two
/// games compare equal when their creature indexes are equal (the watch is a
/// memo, not state).
#[derive(Clone, Debug, Default)]
pub struct Indexes {
    /// Battlefield permanents whose copiable values are a creature's, by
    /// controller (no empty sets).
    pub creatures: BTreeMap<PlayerId, BTreeSet<ObjectId>>,
    /// Bumped by every change to an object (`Game::touch`, `mark_all_dirty`,
    /// a change of the characteristics cache's generation).
    pub(crate) changes: u64,
    /// What the watch read at the end of the last full 603.8 check.
    pub(crate) state_checked: Option<StateKey>,
    /// How many full 603.8 checks were made (for tests: nothing changed, no work).
    pub(crate) state_checks: u64,
}

impl Indexes {
    /// Rebuild the creature sets with full nodes (as `Game::compact_maps` does
    /// for the object map and the battlefield); the contents are unchanged.
    pub(crate) fn pack(&mut self) {
        for set in self.creatures.values_mut() {
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
        self.creatures == other.creatures
    }
}

/// What a state trigger's condition (603.8) can depend on, read cheaply: the
/// object-change counter (battlefield membership, characteristics, control,
/// tapped, the evoked flag...), the life totals and hand sizes, and whether an
/// earlier instance can have left the stack or the waiting triggers (ids are
/// handed out in increasing order, so with the same next id and the same
/// length nothing was removed), plus the continuous effects and combat. Not
/// the turn or the step: a step that begins with nothing changed (players
/// passing with an empty stack) needs no check; the untap step touches the
/// permanents whose "started the turn untapped" it records.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct StateKey {
    changes: u64,
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
            | Modification::SetColors(_)
            | Modification::CantBeRegenerated
    )
}

/// Does this modification change card types, or grant a static ability that might?
pub(crate) fn may_change_types(m: &Modification) -> bool {
    match m {
        Modification::AddType(_) | Modification::SetTypes(_) => true,
        Modification::AddAbility(a) => matches!(**a, Ability::Static { .. }),
        _ => false,
    }
}

impl Game {
    /// Put a permanent into the creature index (from `index_permanent`).
    pub(crate) fn index_creature(&mut self, id: ObjectId) {
        let Some(o) = self.objects.get(&id) else { return };
        let d: &CardDef = o.extra.copy_of.as_deref().unwrap_or(&o.def);
        if d.types.contains(&CardType::Creature) {
            self.idx.creatures.entry(o.controller).or_default().insert(id);
        }
    }

    /// Take a permanent out of the creature index (from `unindex_permanent`).
    pub(crate) fn unindex_creature(&mut self, id: ObjectId) {
        let c = &mut self.idx.creatures;
        let empty: Vec<PlayerId> = c.iter_mut().filter_map(|(p, s)| (s.remove(&id) && s.is_empty()).then_some(*p)).collect();
        for p in empty {
            c.remove(&p);
        }
    }

    /// Rebuild the creature index from the battlefield (a game read from a save).
    pub(crate) fn rebuild_creature_index(&mut self) {
        self.idx.creatures.clear();
        for id in self.battlefield.iter().copied().collect::<Vec<_>>() {
            self.index_creature(id);
        }
    }

    /// The creature index, as a scan of the battlefield would build it (for
    /// `check_consistency` and tests): None when they agree, else what differs.
    pub fn creature_index_problem(&self) -> Option<String> {
        let mut want: BTreeMap<PlayerId, BTreeSet<ObjectId>> = BTreeMap::new();
        for id in &self.battlefield {
            let Some(o) = self.objects.get(id) else { continue };
            let d: &CardDef = o.extra.copy_of.as_deref().unwrap_or(&o.def);
            if d.types.contains(&CardType::Creature) {
                want.entry(o.controller).or_default().insert(*id);
            }
        }
        (want != self.idx.creatures).then(|| format!("creature index {:?}, battlefield has {:?}", self.idx.creatures, want))
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
    /// ability (which might). While one is, the creature index is not the
    /// battlefield's creatures, and nothing reads it. Worked out once per
    /// generation of the characteristics cache (`layers::CacheWorld`).
    pub fn types_may_change(&self) -> bool {
        self.changes_types_in_force()
    }

    /// 113 (115 today) / 601.2c: the permanents that can be legal choices for a target
    /// slot, from the creature index, in id order (a superset of the legal
    /// ones: each is still checked with `target_legal`). None when the slot
    /// asks for something the index doesn't hold (any permanent, an artifact...)
    /// or when an effect in force can change types: then the whole
    /// battlefield is looked at.
    pub(crate) fn indexed_target_candidates(&self, spec: &TargetSpec, you: PlayerId) -> Option<Vec<ObjectId>> {
        let creatures_only = spec.kind == TargetKind::CreatureOrPlayer || (!spec.filter.types.is_empty() && spec.filter.types.iter().all(|t| *t == CardType::Creature));
        if !creatures_only || self.types_may_change() {
            return None;
        }
        Some(self.creatures_for(spec.filter.controller, you))
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
                    if mods.iter().any(|m| matches!(m, Modification::LoseAllAbilities) || (matches!(m, Modification::AddAbility(g) if matches!(**g, Ability::Static { .. })))) {
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
        let d: &CardDef = o.extra.copy_of.as_deref().unwrap_or(&o.def);
        let host = match o.extra.attached_to {
            Some(super::events::TargetChoice::Object(h)) => Some(h),
            _ => None,
        };
        // A static ability granted to it (by a floating effect or an
        // attachment) may reach anything.
        let granted = self.effects.iter().any(|e| e.affected == id && matches!(&e.modification, Modification::AddAbility(a) if matches!(**a, Ability::Static { .. })))
            || self.attachers.iter().filter_map(|a| self.objects.get(a)).any(|a| {
                a.extra.attached_to == Some(super::events::TargetChoice::Object(id))
                    && (a.extra.copy_of.as_deref().unwrap_or(&a.def)).abilities.iter().any(|x| matches!(x, Ability::Static { effect: StaticEffect::AttachedGrantAbility { .. }, .. }))
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
        self.idx.changes += 1;
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
            changes: self.idx.changes,
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
}
