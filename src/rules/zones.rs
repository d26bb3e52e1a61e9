//! Zones and zone changes (400). An object that moves from one zone to another
//! becomes a new object with no memory of its previous existence (400.7); the
//! old object's last known information is kept (112.7a).

use super::events::*;
use super::state::*;
use super::types::*;
use crate::cards::def::*;
use std::sync::Arc;

/// Where in the destination zone an object goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Position {
    Top,
    Bottom,
}

/// One object's part in a batch of simultaneous moves (`Game::move_batch`).
#[derive(Clone, Debug, PartialEq)]
pub struct ZoneMove {
    pub id: ObjectId,
    pub to: Zone,
    pub pos: Position,
    /// The rule the move's event cites.
    pub rule: &'static str,
    /// Why it moves, for the log ("destroyed", "discarded").
    pub why: String,
    /// The "would be put into a graveyard" effect chosen for this move before
    /// the batch began (616.1), if one was.
    pub instead: Option<u64>,
}

impl ZoneMove {
    pub fn new(id: ObjectId, to: Zone, rule: &'static str, why: &str) -> ZoneMove {
        ZoneMove { id, to, pos: Position::Top, rule, why: why.to_string(), instead: None }
    }
}

impl Game {
    /// Create a new object directly in a zone (setup, tokens, copies).
    pub fn create_object(&mut self, def: Arc<CardDef>, owner: PlayerId, zone: Zone) -> ObjectId {
        let id = self.fresh_id();
        let uid = self.fresh_uid();
        let ts = self.fresh_timestamp();
        let obj = GameObject {
            id,
            card_uid: uid,
            def,
            owner,
            controller: owner,
            zone,
            tapped: false,
            summoning_sick: zone == Zone::Battlefield,
            damage: 0,
            deathtouch_damage: false,
            token: false,
            timestamp: ts,
            face_down: false,
            phased_out: false,
            started_turn_untapped: false,
            extra: Default::default(),
        };
        self.objects.insert(id, obj);
        self.zone_insert(id, zone, Position::Top);
        id
    }

    /// Put an id into a zone's index.
    pub(crate) fn zone_insert(&mut self, id: ObjectId, zone: Zone, pos: Position) {
        match zone {
            Zone::Library(p) => {
                let lib = &mut self.player_mut(p).library;
                match pos {
                    Position::Top => lib.push(id),
                    Position::Bottom => lib.insert(0, id),
                }
            }
            Zone::Hand(p) => self.player_mut(p).hand.push(id),
            Zone::Graveyard(p) => {
                self.player_mut(p).graveyard.push(id);
                self.index_graveyard_triggers(id);
            }
            Zone::Battlefield => {
                self.battlefield.insert(id);
                self.index_permanent(id);
            }
            Zone::Stack => {}
            Zone::Exile => self.exile.push(id),
            Zone::Command => {
                self.command.push(id);
                // 902.7: what works from the command zone is indexed as a permanent is.
                if self.objects.get(&id).is_some_and(|o| o.functions_in_command_zone()) {
                    self.index_permanent(id);
                }
            }
        }
        self.mark_dirty(id);
    }

    fn zone_remove(&mut self, id: ObjectId, zone: Zone) {
        fn rm(v: &mut Vec<ObjectId>, id: ObjectId) {
            if let Some(i) = v.iter().rposition(|x| *x == id) {
                v.remove(i);
            }
        }
        match zone {
            Zone::Library(p) => rm(&mut self.player_mut(p).library, id),
            Zone::Hand(p) => rm(&mut self.player_mut(p).hand, id),
            Zone::Graveyard(p) => {
                rm(&mut self.player_mut(p).graveyard, id);
                self.unindex_graveyard_triggers(id);
            }
            Zone::Battlefield => {
                self.battlefield.remove(&id);
                self.phased_out.remove(&id);
                self.unindex_permanent(id);
                // 506.4: a permanent that leaves the battlefield is removed from combat.
                self.remove_from_combat(id, "", "");
                self.control_changed.remove(&id);
            }
            Zone::Stack => {
                self.stack_remove(id);
            }
            Zone::Exile => rm(&mut self.exile, id),
            Zone::Command => {
                rm(&mut self.command, id);
                self.unindex_permanent(id);
                for p in &mut self.players {
                    rm(&mut p.scheme_deck, id);
                }
            }
        }
        self.dirty.remove(&id);
        self.touch(id);
    }

    /// Keep the battlefield indexes (statics, CDAs, legend names, planeswalkers, worlds) up to date.
    pub(crate) fn index_permanent(&mut self, id: ObjectId) {
        // 702.25b: a phased-out permanent is in no index (it phases in indexed again).
        let Some(o) = self.objects.get(&id).filter(|o| !o.phased_out) else { return };
        if o.face_down {
            self.face_down_permanents.insert(id);
        }
        let d: &CardDef = o.face_def();
        if d.keywords.contains(&Keyword::Phasing) && o.zone == Zone::Battlefield {
            self.phasing_sources.insert(id);
        }
        // A static source or an attachment arrived: cached characteristics may be stale.
        let mut invalidate = false;
        let mut host_dirty = None;
        let mut reach = false;
        if Game::def_has_global_static(d) {
            self.static_sources.insert(id);
            if d.has_conditional_static() {
                self.conditional_sources.insert(id);
            }
            if Game::def_has_static_control(d) {
                self.control_sources.insert(id);
            }
            if Game::def_bans_activations(d) {
                self.activation_ban_sources.insert(id);
            }
            if Game::def_bans_targeting_all(d) {
                self.targeting_ban_sources.insert(id);
            }
            if Game::def_has_cost_change(d) {
                self.cost_change_sources.insert(id);
            }
            if Game::def_has_graveyard_replacement(d) {
                self.graveyard_replacers.insert(id);
            }
            if Game::def_has_life_gain_replacement(d) {
                self.life_gain_replacers.insert(id);
            }
            if Game::def_has_doubling_replacement(d) {
                self.doubling_replacers.insert(id);
            }
            // A static ability appeared: anything it can reach may have changed
            // (only the permanent it is attached to, for an Aura's or Equipment's;
            // what its filter can match otherwise: rules::indexes::static_reach).
            if Game::statics_reach_only_host(d) {
                host_dirty = Some(o.extra.attached_to);
            } else {
                reach = true;
            }
            invalidate = true;
        }
        let c = self.chars_of(o);
        if c.abilities.iter().any(|a| matches!(a, Ability::Static { effect: StaticEffect::DefinePowerToughness { .. }, .. })) {
            self.cda_objects.insert(id);
        }
        // The legend rule and the type index are for permanents only (not what works from the command zone).
        let permanent = o.zone == Zone::Battlefield;
        if c.is_legendary() && permanent {
            self.legendary_by_name.entry(c.name.clone()).or_default().insert(id);
        }
        if c.has_type(CardType::Planeswalker) {
            self.planeswalkers.insert(id);
        }
        if c.supertypes.contains(&Supertype::World) {
            self.worlds.insert(id);
        }
        if o.extra.attached_to.is_some() {
            self.attachers.insert(id);
            invalidate = true;
        }
        if o.tapped {
            self.tapped_permanents.insert(id);
        }
        // Indexed by printed abilities (a superset): an effect that removes abilities
        // ("lose all abilities") is seen when the triggers are matched, and may end later.
        if d.abilities.iter().chain(c.abilities.iter()).any(|a| matches!(a, Ability::Triggered { .. })) {
            self.trigger_sources.insert(id);
        }
        if d.abilities.iter().chain(c.abilities.iter()).any(|a| matches!(a, Ability::Triggered { trigger: TriggerCondition::State { .. }, .. })) {
            self.state_trigger_sources.insert(id);
        }
        // 603.2: by the kind of event each triggered ability watches (rules::triggers).
        for k in super::triggers::trigger_kinds_of(d, &c) {
            self.trigger_index.entry(k).or_default().insert(id);
        }
        if d.abilities.iter().chain(c.abilities.iter()).any(costly_mana_ability) {
            self.costly_mana_sources.insert(id);
        }
        if c.abilities.iter().any(|a| a.is_mana_ability()) {
            self.mana_sources.entry(o.controller).or_default().insert(id);
            let types: Vec<ManaType> = super::casting::simple_mana_abilities(self, &c, id, o.controller).flat_map(|(_, out)| out.index_types()).collect();
            for t in types {
                self.mana_sources_by_type.entry((o.controller, t)).or_default().insert(id);
            }
        }
        if d.abilities.iter().chain(c.abilities.iter()).any(|a| matches!(a, Ability::Activated { .. })) {
            self.activated_sources.entry(o.controller).or_default().insert(id);
            // 602.2: an ability any player may activate is indexed under every player.
            if d.abilities.iter().chain(c.abilities.iter()).any(any_player_ability) {
                let players: Vec<PlayerId> = self.players.iter().map(|pl| pl.id).collect();
                for q in players {
                    self.activated_sources.entry(q).or_default().insert(id);
                }
            }
        }
        if permanent {
            self.index_creature(id);
        }
        if let Some(Some(TargetChoice::Object(host))) = host_dirty {
            self.mark_dirty(host);
        }
        if invalidate {
            self.invalidate_chars();
        }
        if reach {
            self.mark_static_reach(id);
        }
    }

    pub(crate) fn unindex_permanent(&mut self, id: ObjectId) {
        self.conditional_sources.remove(&id);
        self.control_sources.remove(&id);
        self.activation_ban_sources.remove(&id);
        self.targeting_ban_sources.remove(&id);
        self.cost_change_sources.remove(&id);
        self.graveyard_replacers.remove(&id);
        self.life_gain_replacers.remove(&id);
        self.doubling_replacers.remove(&id);
        self.face_down_permanents.remove(&id);
        self.phasing_sources.remove(&id);
        if self.static_sources.remove(&id) {
            let only_host = self.objects.get(&id).filter(|o| Game::statics_reach_only_host(o.face_def())).map(|o| o.extra.attached_to);
            match only_host {
                Some(Some(TargetChoice::Object(host))) => self.mark_dirty(host),
                Some(_) => {}
                // What its abilities could reach (rules::indexes::static_reach), as
                // they stop applying.
                None => self.mark_static_reach(id),
            }
            self.invalidate_chars();
        }
        self.unindex_creature(id);
        if self.attachers.contains(&id) {
            self.invalidate_chars();
        }
        self.cda_objects.remove(&id);
        self.legendary_by_name.retain(|_, s| {
            s.remove(&id);
            !s.is_empty()
        });
        self.planeswalkers.remove(&id);
        self.worlds.remove(&id);
        self.attachers.remove(&id);
        self.tapped_permanents.remove(&id);
        self.trigger_sources.remove(&id);
        self.state_trigger_sources.remove(&id);
        self.trigger_index.retain(|_, s| {
            s.remove(&id);
            !s.is_empty()
        });
        for set in self.mana_sources.values_mut() {
            set.remove(&id);
        }
        self.costly_mana_sources.remove(&id);
        for set in self.mana_sources_by_type.values_mut() {
            set.remove(&id);
        }
        for set in self.activated_sources.values_mut() {
            set.remove(&id);
        }
    }

    /// Re-index a permanent whose characteristics may have changed (a copy effect, say).
    pub(crate) fn reindex_permanent(&mut self, id: ObjectId) {
        if self.abilities_function(id) {
            self.unindex_permanent(id);
            self.index_permanent(id);
            self.touch(id);
        }
    }

    /// Record last known information for an object about to leave its zone (112.7a).
    /// Inside a batch of simultaneous moves, its characteristics are those taken
    /// before anything in the batch moved (see `move_batch`).
    fn remember(&mut self, id: ObjectId, became: Option<ObjectId>) {
        if let Some(o) = self.objects.get(&id) {
            let chars = match self.batch_before.get(&id) {
                Some(c) => c.clone(),
                None => self.chars_of(o),
            };
            self.lki.insert(id, Lki { object: o.clone(), chars, became });
        }
    }

    /// Forget the last known information (112.7a, 608.2g) that nothing can
    /// still refer to: an entry is kept while its old id is named by a spell or
    /// ability on the stack (its source, targets, or the object its trigger
    /// event named: 603.10, 608.2b/g, 608.2i), a waiting trigger or the targets
    /// chosen for it (603.3d), a delayed trigger (603.7), a continuous effect
    /// (611.2), a prevention or replacement shield (615), a linked ability's
    /// cards (607), a state trigger, combat, a resolution, batch or decision in
    /// progress, or a client that follows it (`pinned`: a scenario's labels);
    /// and while a kept id leads to it or it leads to a kept id (`became`,
    /// 400.7: what the object became, and what it was). Called
    /// as a player receives priority (117.3) when the map has grown past
    /// `lki_prune_at` (twice its size after the last pruning, at least
    /// `LKI_PRUNE_MIN`): amortized O(1) per zone change, and the map stays
    /// bounded by what is referred to.
    pub fn prune_lki(&mut self) {
        use std::collections::{BTreeMap, BTreeSet};
        if self.pending.is_some() {
            // A decision or an action to take again may name anything: keep everything.
            return;
        }
        let mut keep: BTreeSet<ObjectId> = BTreeSet::new();
        let target = |t: &TargetChoice, keep: &mut BTreeSet<ObjectId>| {
            if let TargetChoice::Object(o) = t {
                keep.insert(*o);
            }
        };
        for s in &self.stack {
            keep.insert(s.id);
            keep.insert(s.source);
            // "The sacrificed creature" (117.8) is read through last known information.
            if let Some(o) = self.objects.get(&s.id) {
                keep.extend(o.extra.sacrificed.iter().copied());
            }
            keep.extend(s.trigger_object);
            keep.extend(s.sacrificed.iter().copied());
            s.targets.iter().for_each(|t| target(t, &mut keep));
        }
        if let Some(f) = &self.resolving {
            keep.insert(f.item.id);
            keep.insert(f.item.source);
            keep.extend(f.item.trigger_object);
            keep.extend(f.item.sacrificed.iter().copied());
            f.item.targets.iter().for_each(|t| target(t, &mut keep));
            keep.extend(f.scratch.iter().copied());
            keep.extend(f.moved.iter().copied());
            keep.extend(f.no_regen.iter().copied());
        }
        for w in &self.waiting_triggers {
            keep.insert(w.source);
            keep.extend(w.trigger_object);
        }
        self.trigger_targets.values().flatten().for_each(|t| target(t, &mut keep));
        for d in &self.delayed {
            keep.insert(d.source);
            keep.extend(d.object);
        }
        for e in &self.effects {
            keep.insert(e.source);
            keep.insert(e.affected);
        }
        for sh in &self.prevention.shields {
            keep.insert(sh.source);
            match &sh.kind {
                ShieldKind::PreventDamage { to, from, .. } => {
                    to.iter().for_each(|t| target(t, &mut keep));
                    keep.extend(*from);
                }
                ShieldKind::RedirectDamage { to, instead, .. } => {
                    target(to, &mut keep);
                    target(instead, &mut keep);
                }
            }
        }
        for (k, v) in &self.linked {
            keep.insert(*k);
            keep.extend(v.iter().copied());
        }
        for (k, v) in &self.exiled_until {
            keep.insert(*k);
            keep.extend(v.iter().map(|(o, _)| *o));
        }
        keep.extend(self.state_pending.values().map(|(s, _)| *s));
        for (k, (s, _)) in &self.state_on_stack {
            keep.insert(*k);
            keep.insert(*s);
        }
        if let Some(c) = &self.combat {
            for (a, t) in &c.attackers {
                keep.insert(*a);
                target(t, &mut keep);
            }
            keep.extend(c.blocks.iter().flat_map(|(b, a)| [*b, *a]));
            keep.extend(c.dealt_first_strike.iter().copied());
            keep.extend(c.damage_order.iter().flat_map(|(k, v)| std::iter::once(*k).chain(v.iter().copied())));
            keep.extend(c.assigned.keys().copied());
            keep.extend(c.blocked.iter().copied());
            keep.extend(c.removed_defenders.iter().copied());
        }
        keep.extend(self.leaving_batch.iter().flatten().copied());
        keep.extend(self.arrivals_batch.iter().copied());
        keep.extend(self.batch_before.keys().copied());
        for (s, t, _, _) in self.damage_batch.iter().flatten() {
            keep.insert(*s);
            target(t, &mut keep);
        }
        keep.extend(self.control_changed.iter().copied());
        keep.extend(self.pinned.iter().copied());
        // What a kept entry became is kept too (following an object through
        // zones), and so is what a kept object was: a trigger that names the
        // card a creature became in the graveyard (603.6, 603.10a) can still
        // ask what the creature was (608.2h).
        let mut was: BTreeMap<ObjectId, Vec<ObjectId>> = BTreeMap::new();
        for (id, l) in &self.lki {
            if let Some(b) = l.became {
                was.entry(b).or_default().push(*id);
            }
        }
        let mut todo: Vec<ObjectId> = keep.iter().copied().collect();
        while let Some(id) = todo.pop() {
            let next = self.lki.get(&id).and_then(|l| l.became);
            for n in next.into_iter().chain(was.get(&id).into_iter().flatten().copied()) {
                if keep.insert(n) {
                    todo.push(n);
                }
            }
        }
        self.lki.retain(|id, _| keep.contains(id));
        self.lki_prune_at = (2 * self.lki.len()).max(LKI_PRUNE_MIN);
    }

    /// Move an object to another zone. Returns the new object's id (400.7), or
    /// None when the object did not exist. Rule cited: 400.7.
    pub fn move_object(&mut self, id: ObjectId, to: Zone, pos: Position, rule: &'static str, why: &str) -> Option<ObjectId> {
        self.move_object_as(id, to, pos, rule, why, (false, None))
    }

    /// `move_object` with the "would be put into a graveyard" effect chosen
    /// for the move before it (616.1, `ZoneMove::instead`).
    pub(crate) fn move_object_instead(&mut self, id: ObjectId, to: Zone, pos: Position, rule: &'static str, why: &str, instead: Option<u64>) -> Option<ObjectId> {
        self.move_object_as(id, to, pos, rule, why, (false, instead))
    }

    /// A move between hidden zones (a draw): the same zone change (400.7), but
    /// no `ZoneChanged` event that would reveal the card; the caller emits its
    /// own event (`Drew`). No event is emitted and then taken back, so events
    /// and what a watcher saw line up.
    pub(crate) fn move_object_quiet(&mut self, id: ObjectId, to: Zone) -> Option<ObjectId> {
        self.move_object_as(id, to, Position::Top, "400.7", "", (true, None))
    }

    /// `quiet`: see `move_object_quiet`; `instead`: see `ZoneMove::instead`.
    fn move_object_as(&mut self, id: ObjectId, to: Zone, pos: Position, rule: &'static str, why: &str, (quiet, instead): (bool, Option<u64>)) -> Option<ObjectId> {
        let old = self.objects.get(&id)?.clone();
        let from = old.zone;
        // 702.33a: a spell cast with flashback is exiled instead of going anywhere else from the stack.
        let to = if from == Zone::Stack && old.extra.flashback && to != Zone::Exile {
            let name = self.name_of(id);
            self.emit(Event::new("702.33a", EventKind::Note, format!("{name} was cast with flashback: it is exiled instead")));
            Zone::Exile
        } else if from == Zone::Battlefield && to != Zone::Exile && !self.effects.is_empty() && self.has_floating(id, &Modification::ExileIfItWouldLeave) {
            // 702.83a (unearth): it is exiled instead of going anywhere else.
            let name = self.name_of(id);
            self.emit(Event::new("702.83a", EventKind::Replaced { what: format!("{name} would leave the battlefield"), by: id }, format!("{name} would leave the battlefield: it is exiled instead (unearth)")));
            Zone::Exile
        } else {
            to
        };
        // 614.1a: "if it would die" or "if a card would be put into a graveyard
        // from anywhere", "exile it instead" (and perhaps a delayed return, 603.7f).
        if matches!(to, Zone::Graveyard(_)) {
            if let Some(new) = self.replace_dying(id, pos, rule, instead) {
                return Some(new);
            }
        }
        // Library, hand and graveyard zones belong to the owner (400.3).
        let to = match to {
            Zone::Library(_) => Zone::Library(old.owner),
            Zone::Hand(_) => Zone::Hand(old.owner),
            Zone::Graveyard(_) => Zone::Graveyard(old.owner),
            z => z,
        };
        // 707.4: a spell cast face down (from the hand, or from another zone
        // an effect lets it be cast from) stays face down on the stack and is
        // a face-down permanent when it resolves; anywhere else it is face up,
        // and it is revealed as it leaves (707.9).
        let stays_face_down = old.face_down && matches!((from, to), (Zone::Hand(_) | Zone::Library(_) | Zone::Graveyard(_) | Zone::Exile, Zone::Stack) | (Zone::Stack, Zone::Battlefield));
        let revealed = old.face_down && !stays_face_down && matches!(from, Zone::Battlefield | Zone::Stack);
        let name = if revealed { old.extra.copy_of.as_ref().map(|d| d.name.clone()).unwrap_or_else(|| old.def.name.clone()) } else { self.display_name(&old) };
        let new_id = self.fresh_id();
        self.remember(id, Some(new_id));
        self.zone_remove(id, from);
        self.objects.remove(&id);
        let ts = self.fresh_timestamp();
        let mut obj = GameObject {
            id: new_id,
            card_uid: old.card_uid,
            def: old.def.clone(),
            owner: old.owner,
            controller: if to == Zone::Battlefield || to == Zone::Stack { old.controller } else { old.owner },
            zone: to,
            tapped: false,
            summoning_sick: true,
            damage: 0,
            deathtouch_damage: false,
            token: old.token,
            timestamp: ts,
            face_down: stays_face_down,
            phased_out: false,
            started_turn_untapped: false,
            extra: Default::default(),
        };
        if old.extra.card_copy || old.extra.spell_copy || old.extra.is_commander || (to == Zone::Stack && old.extra.color_override.is_some()) {
            let x = &mut *obj.extra;
            x.card_copy = old.extra.card_copy;
            x.spell_copy = old.extra.spell_copy;
            x.is_commander = old.extra.is_commander;
            x.color_override = if to == Zone::Stack { old.extra.color_override } else { None };
        }
        // 702.29a: echo asks when the permanent came under its controller's control.
        if to == Zone::Battlefield && old.def.echo.is_some() {
            obj.extra.under_control_since = Some(ts);
        }
        self.objects.insert(new_id, obj);
        self.zone_insert(new_id, to, pos);
        self.release_attachments(id);
        // A spell leaving the stack takes its stack entry with it.
        if from == Zone::Stack {
            self.stack_remove(id);
        }
        if quiet {
            return Some(new_id);
        }
        let mut text = format!("{name} moves from {} to {}{}", zone_label(self, from), zone_label(self, to), if why.is_empty() { String::new() } else { format!(" ({why})") });
        if revealed {
            text.push_str(": it was face down, and is revealed as it leaves (707.9)");
        }
        self.emit(Event::new(rule, EventKind::ZoneChanged { old: id, new: Some(new_id), name, from, to: Some(to) }, text));
        if from == Zone::Battlefield {
            // Leaves-the-battlefield triggers (603.6c), dying ones among them.
            self.dies_triggers(id);
        }
        if matches!(to, Zone::Graveyard(_) | Zone::Exile) {
            // "Put into a graveyard / exile from anywhere" (603.6c: not a leaves-the-battlefield trigger).
            self.arrival_triggers(new_id);
        }
        if from == Zone::Battlefield && self.leaving_batch.is_none() {
            // 610.3: what it exiled "until it leaves" returns (in a batch, as the batch ends).
            self.return_exiled_until(&[id]);
        }
        Some(new_id)
    }

    /// One event that moves several objects at once: everything one instruction
    /// or one state-based check does together ("destroy all", "exile all",
    /// "return all", a sacrifice of several permanents, discarding a hand,
    /// milling, the actions of one 704.3 check). The same primitive moves a
    /// single object too, so that every caller goes through one road.
    ///
    /// The steps, and the rules behind them:
    /// 1. Replacement effects that change a move ("if it would die, exile it
    ///    instead", 614.1a) are the ones that exist as the event begins, even
    ///    those of permanents leaving in it; regeneration (701.13a, 614.8) is
    ///    decided by the callers before they hand over what really moves.
    /// 2. The last known information (112.7a) of every object in the batch is
    ///    taken before any of them moves, and so are the characteristics of
    ///    every trigger source that looks back in time: one moment for all, so a
    ///    Forest animated by an enchantment leaving with it still died as a
    ///    creature, and a creature that had lost its abilities leaving
    ///    with the permanent that took them had none when it left (603.6d;
    ///    603.10 and 603.10a in the reference rules).
    /// 3. The objects move, one `ZoneChanged` event each, in the order given.
    /// 4. Only then are triggers looked for (603.2c: an ability triggers once for
    ///    each occurrence of its event): leaves-the-battlefield abilities are
    ///    matched against that single moment, the sources that left in the same
    ///    event included (603.6d); "put into a zone from anywhere" abilities
    ///    against the objects that exist after the event (603.6c). Then state
    ///    triggers are checked (603.8), since the state may hold only now.
    ///
    /// The order of `moves` never changes the outcome. Returns, for each move,
    /// the new object (400.7), or None when the object did not exist.
    pub fn move_batch(&mut self, moves: &[ZoneMove]) -> Vec<Option<ObjectId>> {
        self.move_batch_then(moves, |_, _| {})
    }

    /// `move_batch`, with `also` run after the moves and before the triggers are
    /// looked for: what else the same event does (the "discards" record of each
    /// card and the discard triggers) belongs to the same moment.
    pub(crate) fn move_batch_then(&mut self, moves: &[ZoneMove], also: impl FnOnce(&mut Game, &[Option<ObjectId>])) -> Vec<Option<ObjectId>> {
        let ids: Vec<ObjectId> = moves.iter().map(|m| m.id).collect();
        let started = self.batch_begin(&ids);
        let out: Vec<Option<ObjectId>> = moves.iter().map(|m| self.move_object_as(m.id, m.to, m.pos, m.rule, &m.why, (false, m.instead))).collect();
        also(self, &out);
        self.batch_end(started);
        out
    }

    /// Take the "immediately before" picture of a batch (step 2 of `move_batch`):
    /// the characteristics of the objects about to move and, when one of them is a
    /// permanent, of the trigger sources on the battlefield whose printed abilities
    /// could answer a permanent leaving (603.6d). An object already pictured in
    /// this batch keeps its first picture.
    pub(crate) fn picture_before(&mut self, moving: &[ObjectId]) {
        let mut leaves = false;
        for id in moving {
            let Some(o) = self.objects.get(id) else { continue };
            leaves |= o.zone == Zone::Battlefield;
            if !self.batch_before.contains_key(id) {
                let c = self.chars_of(o);
                self.batch_before.insert(*id, c);
            }
        }
        if !leaves {
            return;
        }
        let watchers: Vec<ObjectId> = self
            .trigger_candidates(super::triggers::LEAVING_KINDS, None, &[])
            .into_iter()
            .filter(|s| !self.batch_before.contains_key(s))
            .collect();
        for s in watchers {
            if let Some(c) = self.chars(s) {
                self.batch_before.insert(s, c);
            }
        }
    }

    /// An object ceases to exist (704.5d, 704.5e): tokens and copies outside their zones.
    pub fn cease_to_exist(&mut self, id: ObjectId, rule: &'static str, why: &str) {
        let Some(o) = self.objects.get(&id) else { return };
        let from = o.zone;
        let name = self.display_name(o);
        self.remember(id, None);
        self.zone_remove(id, from);
        self.objects.remove(&id);
        self.release_attachments(id);
        self.emit(Event::new(
            rule,
            EventKind::CeasedToExist { object: id },
            format!("{name} ceases to exist ({why})"),
        ));
    }

    /// Object `id` has left the battlefield or ceased to exist: whatever was
    /// attached to it is attached to nothing now, since the object it was
    /// attached to no longer exists (400.7). Each keeps the old id as
    /// `was_attached_to`, for last known information only, and is looked at
    /// by the next state-based check (704.5n, 704.5p, 704.5q). So no link
    /// ever names an object that doesn't exist, even when no further check
    /// comes (the game ended in this one) or a decision is asked first.
    pub(crate) fn release_attachments(&mut self, id: ObjectId) {
        for a in self.attachments_of(id) {
            if let Some(o) = self.objects.get_mut(&a) {
                o.extra.attached_to = None;
                o.extra.was_attached_to = Some(id);
            }
            self.attachers.remove(&a);
            self.mark_dirty(a);
        }
    }

    /// What `id` is attached to, or was attached to until that object left
    /// (`release_attachments`), read from last known information when `id`
    /// itself has left (608.2g: "enchanted creature" of an Aura that is gone).
    pub fn attached_or_was(&self, id: ObjectId) -> Option<TargetChoice> {
        let x = match self.objects.get(&id) {
            Some(o) => &o.extra,
            None => &self.lki.get(&id)?.object.extra,
        };
        x.attached_to.or(x.was_attached_to.map(TargetChoice::Object))
    }

    /// Where an object that left has gone (follows 400.7 links).
    pub fn became(&self, id: ObjectId) -> Option<ObjectId> {
        self.lki.get(&id).and_then(|l| l.became)
    }

    /// Owner of an object, current or remembered.
    pub fn owner_of(&self, id: ObjectId) -> Option<PlayerId> {
        self.objects.get(&id).map(|o| o.owner).or_else(|| self.lki.get(&id).map(|l| l.object.owner))
    }
    /// Controller of an object, current or remembered.
    pub fn controller_of(&self, id: ObjectId) -> Option<PlayerId> {
        self.objects
            .get(&id)
            .map(|o| o.controller)
            .or_else(|| self.stack.iter().find(|s| s.id == id).map(|s| s.controller))
            .or_else(|| self.lki.get(&id).map(|l| l.object.controller))
    }

    /// Shuffle a player's library with the game's seeded generator.
    pub fn shuffle_library(&mut self, p: PlayerId) {
        use rand::seq::SliceRandom;
        let mut lib = std::mem::take(&mut self.player_mut(p).library);
        lib.shuffle(&mut self.rng);
        self.player_mut(p).library = lib;
        let name = self.player(p).name.clone();
        self.emit(Event::new("701.16", EventKind::Shuffled { player: p }, format!("{name} shuffles their library")));
    }
}

pub fn zone_label(g: &Game, z: Zone) -> String {
    match z {
        Zone::Library(p) | Zone::Hand(p) | Zone::Graveyard(p) => format!("{}'s {}", g.player(p).name, z.name()),
        Zone::Exile => "exile".to_string(),
        _ => format!("the {}", z.name()),
    }
}

/// An activated ability any player may activate (602.2).
pub(crate) fn any_player_ability(a: &Ability) -> bool {
    matches!(a, Ability::Activated { only: Some(ActivationLimit::AnyPlayer), .. })
}

/// A mana ability that does more than add mana (605.1a: "deals 1 damage to
/// you", "you gain 1 life").
pub(crate) fn costly_mana_ability(a: &Ability) -> bool {
    a.is_mana_ability() && matches!(a, Ability::Activated { effects, .. } if effects.iter().any(|e| !e.adds_mana()))
}

impl Game {
    /// The indexes a saved game does not hold, made again as it is read: the
    /// permanents with costly mana abilities, and the abilities any player may
    /// activate under every player (`index_permanent`).
    pub(crate) fn index_after_load(&mut self) {
        let with_abilities: Vec<ObjectId> = self.activated_sources.values().flatten().copied().collect();
        let players: Vec<PlayerId> = self.players.iter().map(|pl| pl.id).collect();
        for id in with_abilities {
            let Some(o) = self.objects.get(&id) else { continue };
            let c = self.chars_of(o);
            let abilities: Vec<&Ability> = o.face_def().abilities.iter().chain(c.abilities.iter()).collect();
            let costly = abilities.iter().any(|a| costly_mana_ability(a));
            let any_player = abilities.iter().any(|a| any_player_ability(a));
            if costly {
                self.costly_mana_sources.insert(id);
            }
            if any_player {
                for q in &players {
                    self.activated_sources.entry(*q).or_default().insert(id);
                }
            }
        }
    }
}
