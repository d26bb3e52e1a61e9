//! The primitive changes that effects and rules make: tapping, counters,
//! damage (119 in the reference rules), life (118), destroying (701.7),
//! regenerating (701.13), sacrificing (701.15), drawing (120), discarding
//! (701.8), losing the game (104.3, with Two-Headed Giant's team losses of
//! 810.8a), and Archenemy's setting schemes in motion (904.9). Each emits an
//! event with its rule.

use super::events::*;
use super::state::*;
use super::types::*;
use super::zones::ZoneMove;
use crate::cards::def::*;

impl Game {
    /// The permanents that may be tapped: the tapped index, and the dirty
    /// permanents (one tapped by a direct write is dirty until the next 704.3
    /// check indexes it). In id order, each once; callers check `tapped`.
    pub(crate) fn tapped_candidates(&self) -> Vec<ObjectId> {
        let mut ids: Vec<ObjectId> = self.tapped_permanents.iter().copied().collect();
        let extra: Vec<ObjectId> =
            self.dirty.iter().copied().filter(|id| !self.tapped_permanents.contains(id) && self.battlefield.contains(id)).collect();
        if !extra.is_empty() {
            ids.extend(extra);
            ids.sort();
            ids.dedup();
        }
        ids
    }

    /// 701.26b / 608.2g: the permanents "untap all [filter]" untaps, determined
    /// once as the instruction is followed: the tapped permanents that match
    /// (an untapped one would not change), found from the tapped index rather
    /// than by looking at every permanent. In id order, as a look at the whole
    /// battlefield would find them.
    pub(crate) fn tapped_matching(&self, filter: &Filter, you: PlayerId, source: Option<ObjectId>) -> Vec<ObjectId> {
        self.tapped_candidates()
            .into_iter()
            .filter(|id| self.objects.get(id).is_some_and(|o| o.tapped && o.on_battlefield()))
            .filter(|id| self.matches(*id, filter, you, source))
            .collect()
    }

    pub fn tap(&mut self, id: ObjectId, rule: &'static str) {
        let Some(o) = self.obj_mut(id) else { return };
        if o.tapped {
            return;
        }
        o.tapped = true;
        if o.on_battlefield() {
            self.tapped_permanents.insert(id);
        }
        let name = self.name_of(id);
        self.mark_dirty(id);
        self.emit(Event::new(rule, EventKind::Tapped { object: id }, format!("{name} becomes tapped")));
        self.tapped_triggers(id);
    }

    pub fn untap(&mut self, id: ObjectId, rule: &'static str) {
        let Some(o) = self.obj_mut(id) else { return };
        if !o.tapped {
            return;
        }
        o.tapped = false;
        self.tapped_permanents.remove(&id);
        let name = self.name_of(id);
        self.mark_dirty(id);
        self.emit(Event::new(rule, EventKind::Untapped { object: id }, format!("{name} becomes untapped")));
        self.untapped_triggers(id);
    }

    /// 121.1 (reference): an effect places counters; "twice that many"
    /// replacements apply first (614.1a).
    pub fn add_counters(&mut self, id: ObjectId, kind: &str, n: u32, rule: &'static str) {
        if n == 0 {
            return;
        }
        let n = self.counters_replaced(id, kind, n);
        self.place_counters(id, kind, n, rule);
    }

    /// Counters placed as they are, not by an effect (a loyalty ability's
    /// cost, 606.4): no replacement looks at them.
    pub(crate) fn place_counters(&mut self, id: ObjectId, kind: &str, n: u32, rule: &'static str) {
        if n == 0 {
            return;
        }
        let Some(o) = self.obj_mut(id) else { return };
        let from = o.extra.counters.get(kind).copied().unwrap_or(0);
        let to = from.saturating_add(n);
        if to > super::limits::MAX_COUNTERS {
            // An engine limit, not a rule (122.1 allows any number): the counters aren't put.
            let name = self.name_of(id);
            let what = format!("putting {n} {kind} counter(s) on {name} (it has {from})");
            self.limit_reached(rule, &what, from as i64 + n as i64, super::limits::MAX_COUNTERS as i64, "MAX_COUNTERS");
            return;
        }
        let Some(o) = self.obj_mut(id) else { return };
        o.extra.counters.insert(kind.to_string(), to);
        let name = self.name_of(id);
        self.mark_dirty(id);
        self.emit(Event::new(
            rule,
            EventKind::CountersChanged { object: id, kind: kind.to_string(), from, to },
            format!("{n} {kind} counter(s) put on {name} ({from} → {to})"),
        ));
        self.counter_triggers(id, kind, n, false);
    }

    pub fn remove_counters(&mut self, id: ObjectId, kind: &str, n: u32, rule: &'static str) {
        let Some(o) = self.obj_mut(id) else { return };
        let from = o.extra.counters.get(kind).copied().unwrap_or(0);
        let to = from.saturating_sub(n);
        if from == to {
            return;
        }
        if to == 0 {
            o.extra.counters.remove(kind);
            o.extra.shrink();
        } else {
            o.extra.counters.insert(kind.to_string(), to);
        }
        let name = self.name_of(id);
        self.mark_dirty(id);
        self.emit(Event::new(
            rule,
            EventKind::CountersChanged { object: id, kind: kind.to_string(), from, to },
            format!("{} {kind} counter(s) removed from {name} ({from} → {to})", from - to),
        ));
        self.counter_triggers(id, kind, from - to, true);
    }

    /// 119.3: change a player's life total (the team's in Two-Headed Giant, 810.9).
    /// Returns the change made (0 when a replacement took the gain's place).
    pub fn change_life(&mut self, p: PlayerId, delta: i32, rule: &'static str) -> i32 {
        // 614.1a: "if [a player] would gain life, ... instead" (rules::life_gain_queue).
        if delta > 0 {
            return self.gain_life(p, delta, rule);
        }
        self.change_life_now(p, delta, rule)
    }

    /// A change of life total that nothing replaces any more.
    pub(crate) fn change_life_now(&mut self, p: PlayerId, delta: i32, rule: &'static str) -> i32 {
        if delta == 0 {
            return 0;
        }
        let name = self.player(p).name.clone();
        let (from, to) = match self.player(p).team {
            Some(t) if self.variant == Variant::TwoHeadedGiant => {
                let from = self.teams[t].life;
                self.teams[t].life = from.saturating_add(delta);
                (from, self.teams[t].life)
            }
            _ => {
                let pl = self.player_mut(p);
                let from = pl.life;
                pl.life = from.saturating_add(delta);
                (from, pl.life)
            }
        };
        let verb = if delta > 0 { "gains" } else { "loses" };
        self.emit(Event::new(
            rule,
            EventKind::LifeChanged { player: p, from, to },
            format!("{name} {verb} {} life ({from} → {to})", delta.unsigned_abs()),
        ));
        self.life_triggers(p, delta);
        to.saturating_sub(from)
    }

    pub fn set_life(&mut self, p: PlayerId, value: i32, rule: &'static str) {
        let cur = self.life_of(p);
        self.change_life(p, value.saturating_sub(cur), rule);
    }

    pub(crate) fn add_poison(&mut self, p: PlayerId, n: u32, rule: &'static str) {
        let name = self.player(p).name.clone();
        let (from, to) = match self.player(p).team {
            Some(t) if self.variant == Variant::TwoHeadedGiant => {
                let from = self.teams[t].poison;
                self.teams[t].poison = from.saturating_add(n);
                (from, from.saturating_add(n))
            }
            _ => {
                let from = self.player(p).poison;
                self.player_mut(p).poison = from.saturating_add(n);
                (from, from.saturating_add(n))
            }
        };
        self.emit(Event::new(rule, EventKind::PoisonChanged { player: p, from, to }, format!("{name} gets {n} poison counter(s) ({from} → {to})")));
    }

    /// 119 / 120: a source deals damage. Handles prevention (615), protection
    /// (702.16), infect (702.89), deathtouch (702.2), lifelink (702.15),
    /// planeswalkers (306.8) and commander damage (903). Returns damage dealt.
    pub fn deal_damage(&mut self, source: ObjectId, target: TargetChoice, amount: i32, combat: bool, rule: &'static str) -> i32 {
        if amount <= 0 {
            return 0;
        }
        if self.chars(source).is_none() || !self.damage_object_there(target) {
            return 0;
        }
        // 614–616: replacement and prevention effects (Fog, protection,
        // shields, statics) change the event before it happens.
        let ev = self.replace_damage(super::replacement::DamageEvent { source, target, amount, combat, unpreventable: false });
        self.deal_replaced(ev, rule)
    }

    /// Is a damage recipient that is an object still a creature or
    /// planeswalker on the battlefield? (A player always is one.)
    pub(crate) fn damage_object_there(&self, target: TargetChoice) -> bool {
        match target {
            TargetChoice::Object(t) => self.is_on_battlefield(t) && self.chars(t).is_some_and(|tc| tc.is_creature() || tc.has_type(CardType::Planeswalker)),
            TargetChoice::Player(_) => true,
        }
    }

    /// 119 / 120: a damage event that the replacement and prevention effects
    /// have already changed (`replace_damage`, rules::damage_queue) is dealt.
    /// Returns the damage dealt.
    pub(crate) fn deal_replaced(&mut self, ev: super::replacement::DamageEvent, rule: &'static str) -> i32 {
        if ev.amount <= 0 {
            // 603.2f: a prevented event did not happen and triggers nothing.
            return 0;
        }
        let (source, amount, combat) = (ev.source, ev.amount, ev.combat);
        let Some(sc) = self.chars(source) else { return 0 };
        if !self.damage_object_there(ev.target) {
            return 0;
        }
        let src_controller = self.controller_of(source).unwrap_or(sc.controller);
        let src_name = sc.name.clone();
        // 306.7: the damage may now go to a planeswalker instead.
        let target = ev.target;
        let tname = self.target_name(target);
        let infect = sc.has_keyword(Keyword::Infect);
        self.emit(Event::new(
            rule,
            EventKind::DamageDealt { source, target, amount, combat },
            format!("{src_name} deals {amount}{} damage to {tname}", if combat { " combat" } else { "" }),
        ));
        match target {
            TargetChoice::Player(p) => {
                self.player_mut(p).dealt_damage_turn = self.turn.number;
                if infect {
                    // 702.89b: damage to a player from infect gives poison counters.
                    self.add_poison(p, amount as u32, "702.89b");
                } else {
                    self.change_life(p, -amount, "119.3");
                }
                if combat {
                    self.note_combat_damage_types(src_controller, &sc);
                    if let Some(o) = self.obj(source) {
                        if o.extra.is_commander {
                            let uid = o.card_uid;
                            let d = self.player_mut(p).commander_damage.entry(uid).or_insert(0);
                            *d = d.saturating_add(amount);
                        }
                    }
                }
            }
            TargetChoice::Object(t) => {
                let tc = self.chars(t).unwrap();
                if tc.has_type(CardType::Planeswalker) && !tc.is_creature() {
                    // 306.8: damage to a planeswalker removes loyalty counters.
                    self.remove_counters(t, "loyalty", amount as u32, "306.8");
                } else if infect || sc.has_keyword(Keyword::Wither) {
                    // 702.89b, 702.79a: damage to a creature from infect or wither is -1/-1 counters.
                    let rule = if infect { "702.89b" } else { "702.79a" };
                    self.add_counters(t, "-1/-1", amount as u32, rule);
                } else {
                    let o = self.obj_mut(t).unwrap();
                    o.damage = o.damage.saturating_add(amount);
                    self.mark_dirty(t);
                }
                if let Some(o) = self.obj_mut(t) {
                    // Remembered for "[a creature] that was dealt damage this turn",
                    // and by which source ("dealt damage by [this] this turn").
                    o.extra.damaged_this_turn = true;
                    if !o.extra.damaged_by.contains(&source) {
                        o.extra.damaged_by.push(source);
                    }
                }
                if sc.has_keyword(Keyword::Deathtouch) {
                    if let Some(o) = self.obj_mut(t) {
                        o.deathtouch_damage = true;
                    }
                    self.mark_dirty(t);
                }
            }
        }
        if sc.has_keyword(Keyword::Lifelink) {
            // 702.15b: damage from a lifelink source causes its controller to gain that much life.
            // Dealt at once with other damage, the gain waits for the damage to be dealt (rules::damage_queue).
            match self.lifelink_gains.as_mut() {
                Some(gains) => gains.push((src_controller, amount)),
                None => {
                    self.change_life(src_controller, amount, "702.15b");
                }
            }
        }
        self.damage_triggers(source, target, amount, combat);
        self.dealt_damage_triggers(target, amount);
        amount
    }

    /// 701.7: destroy. A regeneration shield may replace it (701.13a) unless
    /// forbidden ("can't be regenerated") or the caller says it can't (704.5f
    /// is not destruction at all and never comes here).
    pub fn destroy(&mut self, id: ObjectId, rule: &'static str, can_regenerate: bool) -> bool {
        !self.destroy_batch(&[(id, can_regenerate)], rule).is_empty()
    }

    /// 701.7: destroy several permanents at once ("destroy all ..."), as one
    /// event (`move_batch`): each regeneration shield (614.8) is applied first,
    /// then all the others go to their owners' graveyards together. Each pair
    /// says whether that permanent may be regenerated. Returns the new objects
    /// the destroyed permanents became (400.7).
    pub fn destroy_batch(&mut self, ids: &[(ObjectId, bool)], rule: &'static str) -> Vec<ObjectId> {
        let mut moves: Vec<ZoneMove> = Vec::new();
        for &(id, can_regenerate) in ids {
            if moves.iter().any(|m| m.id == id) {
                continue;
            }
            if let Some(m) = self.destruction_move(id, rule, can_regenerate) {
                // An Aura destroyed by totem armor may be destroyed by the same event itself (702.87a).
                if !moves.iter().any(|x| x.id == m.id) {
                    moves.push(m);
                }
            }
        }
        self.move_batch(&moves).into_iter().flatten().collect()
    }

    /// The part of a destruction decided before the batch moves (701.7): a
    /// regeneration shield replaces it (614.8, 701.13a), or the permanent is
    /// destroyed and will go to its owner's graveyard with the rest of the batch.
    pub(crate) fn destruction_move(&mut self, id: ObjectId, rule: &'static str, can_regenerate: bool) -> Option<ZoneMove> {
        self.destruction_move_within(id, rule, can_regenerate, 0)
    }

    /// `destruction_move`, `depth` Auras down a chain of totem armors (a
    /// chain that goes round, possible only in a made-up position, stops).
    fn destruction_move_within(&mut self, id: ObjectId, rule: &'static str, can_regenerate: bool, depth: usize) -> Option<ZoneMove> {
        if !self.is_on_battlefield(id) || depth > self.attachers.len() {
            return None;
        }
        // 702.12b: an indestructible permanent isn't destroyed.
        if self.chars(id).map(|c| c.has_keyword(Keyword::Indestructible)).unwrap_or(false) {
            let name = self.name_of(id);
            self.emit(Event::new("702.12b", EventKind::Note, format!("{name} is indestructible: it isn't destroyed")));
            return None;
        }
        // 614.8: regeneration is a replacement effect of destruction, and so
        // is totem armor, whose Aura's destruction is settled in turn (702.87a).
        match self.replace_destruction(id, can_regenerate) {
            super::replacement::Destruction::Destroyed { instead } => Some(self.destroyed_move(id, rule, instead)),
            super::replacement::Destruction::Instead { destroy } => self.destruction_move_within(destroy, "702.87a", true, depth + 1),
            _ => None,
        }
    }

    /// 701.7: the permanent is destroyed: its move to the graveyard, with the
    /// "would die" effect chosen for it, if one was (616.1).
    pub(crate) fn destroyed_move(&mut self, id: ObjectId, rule: &'static str, instead: Option<u64>) -> ZoneMove {
        let name = self.name_of(id);
        self.emit(Event::new(rule, EventKind::Destroyed { object: id }, format!("{name} is destroyed")));
        ZoneMove { instead, ..ZoneMove::new(id, Zone::Graveyard(PlayerId(0)), rule, "destroyed") }
    }

    /// 613.1b: a control-changing effect. The permanent's controller before the
    /// first such effect is kept as the effect with timestamp 0, so that when
    /// every control effect has ended the permanent goes back to it.
    pub fn gain_control(&mut self, id: ObjectId, player: PlayerId, source: ObjectId, duration: Duration) {
        if !self.objects.contains_key(&id) {
            return;
        }
        self.keep_original_controller(id);
        let ts = self.fresh_timestamp();
        let d = duration.words();
        self.effects.push(ContinuousEffect::new(ts, source, id, Modification::SetController(player), duration, player));
        let (n, p) = (self.name_of(id), self.player(player).name.clone());
        let d = format!("{p} gains control of {n}{d}");
        self.emit(Event::new("611.2+613.1b", EventKind::EffectCreated { description: d.clone() }, d));
        self.control_changed.insert(id);
        self.refresh_control(id);
    }

    /// The controller a permanent had before its first control-changing
    /// effect, kept as the effect with timestamp 0: when every other one has
    /// ended, it goes back to that player.
    pub(crate) fn keep_original_controller(&mut self, id: ObjectId) {
        let Some(current) = self.objects.get(&id).map(|o| o.controller) else { return };
        let has_base = self.effects.iter().any(|e| e.affected == id && e.timestamp == 0 && matches!(e.modification, Modification::SetController(_)));
        if !has_base {
            self.effects.push(ContinuousEffect::new(0, id, id, Modification::SetController(current), Duration::Indefinitely, current));
        }
    }

    /// 613.1b: set a permanent's controller from its control-changing effects
    /// (the latest wins; effects giving control to a player who left the game
    /// have ended, 800.4a). The change itself (removal from combat, summoning
    /// sickness, indexes) is `set_controller`'s.
    pub fn refresh_control(&mut self, id: ObjectId) {
        let Some(o) = self.objects.get(&id) else { return };
        // Without control-changing effects (a controller set up by a scenario), nothing to refresh.
        if !self.effects.iter().any(|e| e.affected == id && matches!(e.modification, Modification::SetController(_))) {
            return;
        }
        let statics = self.static_controllers(id);
        let want = self
            .effects
            .iter()
            .filter(|e| e.affected == id)
            .filter_map(|e| match e.modification {
                Modification::SetController(p) => Some((e.timestamp, p)),
                _ => None,
            })
            .chain(statics)
            .filter(|(_, p)| !self.players.get(p.0 as usize).map(|pl| pl.lost).unwrap_or(true))
            .max_by_key(|(ts, _)| *ts)
            .map(|(_, p)| p)
            .unwrap_or(o.owner);
        if want != o.controller {
            self.set_controller(id, want, "613.1b", "a control-changing effect");
        }
    }

    /// 701.15: sacrifice (not destruction: regeneration does not apply).
    pub fn sacrifice(&mut self, id: ObjectId, rule: &'static str) {
        let _ = self.sacrifice_batch(&[id], rule);
    }

    /// 701.15: sacrifice several permanents at once, as one event
    /// (`move_batch`). Returns the new objects they became (400.7).
    pub fn sacrifice_batch(&mut self, ids: &[ObjectId], rule: &'static str) -> Vec<ObjectId> {
        self.sacrifice_batch_with(ids, rule, &|_| None)
    }

    /// `sacrifice_batch` with the "would be put into a graveyard" effect
    /// chosen for each move (`instead`, 616.1; rules::move_queue).
    pub(crate) fn sacrifice_batch_with(&mut self, ids: &[ObjectId], rule: &'static str, instead: &dyn Fn(ObjectId) -> Option<u64>) -> Vec<ObjectId> {
        let mut moves: Vec<ZoneMove> = Vec::new();
        for &id in ids {
            if moves.iter().any(|m| m.id == id) || !self.is_on_battlefield(id) {
                continue;
            }
            let name = self.name_of(id);
            self.emit(Event::new(rule, EventKind::Sacrificed { object: id }, format!("{name} is sacrificed")));
            moves.push(ZoneMove { instead: instead(id), ..ZoneMove::new(id, Zone::Graveyard(PlayerId(0)), rule, "sacrificed") });
        }
        self.move_batch(&moves).into_iter().flatten().collect()
    }

    /// Draw one card (120 / 121 in the reference), through the effects that
    /// would replace the draw (614.11, rules::draw_queue) where no question
    /// can stop the work: a question's answer comes from `choose_replacement`.
    pub fn draw(&mut self, p: PlayerId, rule: &'static str) {
        let mut q = super::draw_queue::DrawQueue::new([p], 1, super::draw_queue::DrawRule::from_rule(rule));
        self.run_draw_queue(&mut q, None);
    }

    /// One draw that nothing replaces: the top card of `p`'s library is put
    /// into their hand. Drawing from an empty library is recorded for 704.5b.
    pub(crate) fn draw_one(&mut self, p: PlayerId, rule: &'static str) {
        if !self.draw_within_limit(rule) {
            return;
        }
        self.instruction_draws = self.instruction_draws.saturating_add(1);
        let name = self.player(p).name.clone();
        match self.player(p).library.last().copied() {
            None => {
                self.drew_from_empty.insert(p);
                self.emit(Event::new(rule, EventKind::DrewFromEmptyLibrary { player: p }, format!("{name} tries to draw from an empty library (704.5b will see it)")));
            }
            Some(top) => {
                let Some(new) = self.move_object_quiet(top, Zone::Hand(p)) else { return };
                self.emit(Event::new(rule, EventKind::Drew { player: p, object: new }, format!("{name} draws a card")));
                self.dirty_cdas();
                let d = &mut self.player_mut(p).draws_this_turn;
                *d = d.saturating_add(1);
                if self.turn.step == Step::Draw && self.turn.active == p {
                    let turn = self.turn.number;
                    let n = self.draw_step_draws.filter(|(t, _)| *t == turn).map_or(0, |(_, n)| n);
                    self.draw_step_draws = Some((turn, n.saturating_add(1)));
                }
                let first = self.player(p).draws_this_turn == 1;
                self.reveal_draw(p, new, first);
                self.draw_triggers(p);
            }
        }
    }

    /// `limits::MAX_REPEAT`: one draw instruction (for one player, replacements
    /// that multiply draws included, 614.11) draws at most that many cards. The
    /// first draw over it emits `LimitReached` and every later one of the same
    /// instruction does nothing (`false`).
    pub(crate) fn draw_within_limit(&mut self, rule: &'static str) -> bool {
        let max = super::limits::MAX_REPEAT as u32;
        if self.instruction_draws < max {
            return true;
        }
        if self.instruction_draws == max {
            self.instruction_draws = max + 1;
            self.limit_reached(rule, "drawing more cards in one instruction (replacements included)", max as i64 + 1, max as i64, "MAX_REPEAT");
        }
        false
    }

    /// 701.8: discard a card to pay a cost of its owner's (the payer is the
    /// discard's cause).
    pub fn discard(&mut self, id: ObjectId, rule: &'static str) {
        let cause = self.obj(id).map(|o| o.owner);
        self.discard_batch(&[id], rule, cause);
    }

    /// 701.8: discard several cards at once (a whole hand, the cards chosen for one
    /// instruction), as one event (`move_batch`). Returns the new objects in the
    /// graveyards (or in exile, for cards with madness, 702.34a). `cause`: the
    /// controller of the spell or ability (or cost) that makes them discard,
    /// None for the cleanup step's hand size (514.1).
    pub fn discard_batch(&mut self, ids: &[ObjectId], rule: &'static str, cause: Option<PlayerId>) -> Vec<ObjectId> {
        self.discard_batch_with(ids, rule, &|_| None, cause)
    }

    /// 702.34a: madness, a replacement functioning in the hand, exiles a
    /// discarded card instead of putting it into a graveyard.
    pub(crate) fn has_madness(&self, id: ObjectId) -> bool {
        self.chars(id).is_some_and(|c| c.abilities.iter().any(|a| matches!(a, Ability::Triggered { trigger: TriggerCondition::ExiledByMadness, .. })))
    }

    /// `discard_batch` with the "would be put into a graveyard" effect chosen
    /// for each move (`instead`, 616.1; rules::move_queue).
    pub(crate) fn discard_batch_with(&mut self, ids: &[ObjectId], rule: &'static str, instead: &dyn Fn(ObjectId) -> Option<u64>, cause: Option<PlayerId>) -> Vec<ObjectId> {
        let mut moves: Vec<ZoneMove> = Vec::new();
        let mut who: Vec<(PlayerId, String, bool)> = Vec::new();
        for &id in ids {
            let Some(o) = self.obj(id) else { continue };
            let Zone::Hand(p) = o.zone else { continue };
            if moves.iter().any(|m| m.id == id) {
                continue;
            }
            let madness = self.has_madness(id);
            who.push((p, self.name_of(id), madness));
            let to = if madness { Zone::Exile } else { Zone::Graveyard(p) };
            let why = if madness { "discarded, and exiled instead by its madness (702.34a)" } else { "discarded" };
            moves.push(ZoneMove { instead: instead(id), ..ZoneMove::new(id, to, rule, why) });
        }
        // The replacements that watch a discard's cause see it as the cards move.
        let outer = std::mem::replace(&mut self.discard_cause, cause);
        let moved = self.move_batch_then(&moves, |g, moved| {
            for ((p, name, madness), new) in who.iter().zip(moved) {
                let Some(new) = *new else { continue };
                let pname = g.player(*p).name.clone();
                let how = if *madness { " (its madness exiles it instead of putting it into the graveyard, 702.34a)" } else { "" };
                g.emit(Event::new(rule, EventKind::Discarded { player: *p, object: new }, format!("{pname} discards {name}{how}")));
                g.discard_triggers(*p, new);
                g.discarded_by_opponent_triggers(*p, new, cause);
                if *madness && g.obj(new).is_some_and(|o| o.zone == Zone::Exile) {
                    g.madness_triggers(*p, new);
                }
            }
            g.dirty_cdas();
        });
        self.discard_cause = outer;
        moved.into_iter().flatten().collect()
    }

    /// Characteristic-defining abilities may depend on hands: re-check them.
    pub(crate) fn dirty_cdas(&mut self) {
        let ids: Vec<ObjectId> = self.cda_objects.iter().copied().collect();
        for id in ids {
            self.mark_dirty(id);
        }
    }

    /// 104.3: a player loses, unless a replacement effect ("if you would lose the game, instead ...")
    /// replaces it (614, 704.6). Conceding (104.3a) can't be replaced.
    pub fn lose_game(&mut self, p: PlayerId, rule: &str, reason: &str) {
        if self.player(p).lost {
            return;
        }
        if rule != "104.3a" && self.replace_game_loss(p, rule, reason) {
            return;
        }
        self.mark_lost(p, rule, reason);
    }

    /// 704.5t/u (810.8a): a Two-Headed Giant team loses. If a replacement
    /// effect replaces one member's loss, the team does not lose (810.8a: what
    /// stops a player from losing stops the team from losing).
    pub fn team_loses(&mut self, team: usize, rule: &str, reason: &str) {
        let Some(t) = self.teams.get(team) else { return };
        if t.lost {
            return;
        }
        let members: Vec<PlayerId> = t.players.iter().copied().filter(|m| !self.player(*m).lost).collect();
        if members.iter().any(|m| self.replace_game_loss(*m, rule, reason)) {
            return;
        }
        let names: Vec<String> = members.iter().map(|m| self.player(*m).name.clone()).collect();
        self.emit(Event::new(rule.to_string(), EventKind::TeamLost { players: members.clone(), reason: reason.to_string() }, format!("the team of {} loses the game ({reason})", names.join(" and "))));
        if let Some(&first) = members.first() {
            self.mark_lost(first, rule, reason);
        }
    }

    /// The player (and, in Two-Headed Giant, the whole team: 810.8a) is out of the game.
    fn mark_lost(&mut self, p: PlayerId, rule: &str, reason: &str) {
        let team = self.player(p).team.filter(|_| self.variant == Variant::TwoHeadedGiant);
        let mut group = vec![p];
        if let Some(t) = team {
            for m in self.teams[t].players.clone() {
                if m != p && !self.player(m).lost {
                    group.push(m);
                }
            }
        }
        for (i, q) in group.iter().enumerate() {
            self.player_mut(*q).lost = true;
            let name = self.player(*q).name.clone();
            let (r, why) = if i == 0 { (rule.to_string(), reason.to_string()) } else { ("810.8a".to_string(), format!("a teammate lost the game: {reason}")) };
            self.emit(Event::new(r, EventKind::PlayerLost { player: *q, reason: why.clone() }, format!("{name} loses the game ({why})")));
            // 603.9: abilities that trigger on a player losing (they go on the stack if the game goes on).
            self.player_lost_triggers(*q);
        }
        if let Some(t) = team {
            self.teams[t].lost = true;
        }
        // 800.4a: in a multiplayer game that goes on, a player who leaves takes
        // their objects and abilities out of the game.
        let continues = if team.is_some() {
            self.teams.iter().filter(|t| !t.lost).count() >= 2
        } else {
            self.live_players() >= 2
        };
        if !continues {
            return;
        }
        for q in group {
            self.leave_game(q);
        }
    }

    pub(crate) fn check_game_over(&mut self) {
        if self.winners.is_some() {
            return;
        }
        let alive: Vec<PlayerId> = self.players.iter().filter(|p| !p.lost).map(|p| p.id).collect();
        let teams_alive: std::collections::BTreeSet<Option<usize>> = alive.iter().map(|p| self.player(*p).team).collect();
        let over = alive.len() <= 1 || (self.variant == Variant::TwoHeadedGiant && teams_alive.len() <= 1);
        if over {
            let names: Vec<String> = alive.iter().map(|p| self.player(*p).name.clone()).collect();
            let text = match names.len() {
                0 => "the game is a draw".to_string(),
                1 => format!("{} wins the game", names[0]),
                _ => format!("{} win the game", names.join(" and ")),
            };
            self.emit(Event::new("104.2a", EventKind::GameOver { winners: alive.clone() }, text));
            self.winners = Some(alive);
            self.flow = Flow::GameOver;
            self.pending = None;
        }
    }

    /// `put_onto_battlefield_status`, tapped when `tapped` ("put it onto the
    /// battlefield tapped": it enters tapped, 614.1c, without becoming tapped).
    pub(crate) fn put_onto_battlefield_as(&mut self, cards: &[(ObjectId, Option<PlayerId>)], counters: &[crate::cards::def::CounterSpec], tapped: bool, rule: &'static str, why: &str) -> Vec<ObjectId> {
        self.put_onto_battlefield_status(cards, counters, (tapped, false), rule, why)
    }

    /// Put several cards onto the battlefield at once, each under the given
    /// player's control or its owner's (400.7: new objects): one event, so
    /// each sees the others enter (603.6a); each enters with these counters
    /// ("with a -1/-1 counter on it", 614.1c), before anything sees it enter.
    /// With `tapped` each enters tapped; with `flipped` each flip card enters
    /// flipped ("return it to the battlefield flipped": 110.6b, a permanent
    /// enters unflipped unless an effect says otherwise; it has its flipped
    /// half's characteristics as it enters, 709.2), and a card that is not a
    /// flip card enters as usual. Returns the new objects.
    pub(crate) fn put_onto_battlefield_status(&mut self, cards: &[(ObjectId, Option<PlayerId>)], counters: &[crate::cards::def::CounterSpec], (tapped, flipped): (bool, bool), rule: &'static str, why: &str) -> Vec<ObjectId> {
        let moves: Vec<ZoneMove> = cards.iter().map(|(id, _)| ZoneMove::new(*id, Zone::Battlefield, rule, why)).collect();
        let news = self.move_batch(&moves);
        let mut entered = Vec::new();
        for ((old, ctl), new) in cards.iter().zip(news) {
            let Some(new) = new else { continue };
            let owner = self.owner_of(new).or_else(|| self.owner_of(*old)).unwrap_or(PlayerId(0));
            let controller = ctl.unwrap_or(owner);
            // It was indexed as it moved under its owner's control: what its static
            // abilities reached from there is looked at again ("you control").
            if self.objects.get(&new).is_some_and(|o| o.controller != controller) && self.static_sources.contains(&new) {
                self.mark_static_reach(new);
            }
            let mut flips = false;
            if let Some(o) = self.obj_mut(new) {
                o.controller = controller;
                o.tapped = tapped || o.def.enters_tapped;
                flips = flipped && o.def.flip.is_some();
                o.extra.flipped = flips;
            }
            self.reindex_permanent(new);
            if flips {
                self.mark_dirty(new);
                let name = self.name_of(new);
                self.emit(Event::new("110.6b+709.2", EventKind::Note, format!("{name} enters the battlefield flipped")));
            }
            for cs in counters {
                self.add_counters(new, &cs.kind, cs.count, "614.1c");
            }
            entered.push(new);
        }
        self.entered_battlefield_together(&entered);
        entered
    }

    /// Attach an Aura or Equipment (701.3).
    pub fn attach(&mut self, what: ObjectId, to: TargetChoice, rule: &'static str) {
        let Some(o) = self.obj_mut(what) else { return };
        let prev = o.extra.attached_to.replace(to);
        o.extra.was_attached_to = None;
        o.timestamp = 0; // replaced just below with a fresh timestamp (701.3c)
        let ts = self.fresh_timestamp();
        self.obj_mut(what).unwrap().timestamp = ts;
        self.attachers.insert(what);
        self.mark_dirty(what);
        if let TargetChoice::Object(t) = to {
            self.mark_dirty(t);
        }
        // 701.3a: taken from the object it was on, it no longer affects that one: its
        // characteristics change too (704.5g may apply to it, a watcher re-shows it).
        if let Some(TargetChoice::Object(old)) = prev.filter(|p| *p != to) {
            self.mark_dirty(old);
        }
        let (a, b) = (self.name_of(what), self.target_name(to));
        self.emit(Event::new(rule, EventKind::Attached { object: what, to }, format!("{a} becomes attached to {b}")));
    }

    pub fn unattach(&mut self, what: ObjectId, rule: &'static str, why: &str) {
        let Some(o) = self.obj_mut(what) else { return };
        let prev = o.extra.attached_to.take();
        o.extra.was_attached_to = None;
        o.extra.shrink();
        self.attachers.remove(&what);
        self.mark_dirty(what);
        if let Some(TargetChoice::Object(t)) = prev {
            self.mark_dirty(t);
        }
        let a = self.name_of(what);
        self.emit(Event::new(rule, EventKind::Unattached { object: what }, format!("{a} becomes unattached ({why})")));
    }

    /// A permanent has just entered the battlefield: apply "enters with"
    /// static abilities (603.6e) and look for triggers.
    pub(crate) fn entered_battlefield(&mut self, id: ObjectId) {
        self.entered_battlefield_together(&[id]);
    }

    /// Permanents that entered the battlefield in one event (tokens created by
    /// one instruction, 110.5): each gets its "enters with" replacements
    /// (603.6e) as part of the event; only then are enters-the-battlefield
    /// triggers looked for, so every newcomer sees the others enter (603.6a).
    pub(crate) fn entered_battlefield_together(&mut self, ids: &[ObjectId]) {
        // 704.5m: world permanents that entered in one event have been on the battlefield
        // for the same time. Marked only when two or more of them did (a world entering with
        // permanents that aren't worlds is the only one of its moment; nothing else is boxed).
        let worlds: Vec<ObjectId> = ids.iter().copied().filter(|id| self.worlds.contains(id)).collect();
        if worlds.len() >= 2 {
            let first = worlds.iter().filter_map(|id| self.obj(*id)).map(|o| o.timestamp).min();
            for id in worlds {
                if let Some(o) = self.obj_mut(id) {
                    o.extra.entered_with = first;
                }
            }
        }
        for &id in ids {
            let Some(o) = self.obj(id) else { continue };
            let def = o.extra.copy_of.clone().unwrap_or_else(|| o.def.clone());
            let face_down = o.face_down;
            // 614.1c / 614.12: "enters tapped" and "enters with counters".
            self.apply_entering_replacements(id);
            if def.has_type(CardType::Planeswalker) && !face_down {
                if let Some(l) = def.loyalty {
                    // 306.5b: a planeswalker enters with its printed loyalty.
                    self.add_counters(id, "loyalty", l.max(0) as u32, "306.5b");
                }
            }
        }
        for &id in ids {
            if self.obj(id).is_some() {
                self.etb_triggers(id);
            }
        }
    }

    /// 904.9 (701.23 in the reference rules): the archenemy moves the top card
    /// of their scheme deck off the deck and turns it face up: the scheme is
    /// set in motion. This turn-based action doesn't use the stack; the
    /// scheme's "when you set this scheme in motion" abilities trigger.
    /// Returns the scheme, or None when the player has no scheme deck left.
    pub fn set_scheme_in_motion(&mut self, p: PlayerId) -> Option<ObjectId> {
        let id = self.player_mut(p).scheme_deck.pop()?;
        let o = self.obj_mut(id)?;
        o.face_down = false;
        // 904.7: the controller of a face-up scheme is its owner.
        o.controller = o.owner;
        self.mark_dirty(id);
        let name = self.name_of(id);
        let pname = self.player(p).name.clone();
        self.emit(Event::new("904.9", EventKind::SchemeSetInMotion { object: id }, format!("{pname} sets {name} in motion")));
        let abilities = self.chars(id).map(|c| c.abilities.clone()).unwrap_or_default();
        for a in abilities {
            if let Ability::Triggered { trigger: TriggerCondition::SetInMotion, .. } = &a {
                self.trigger(id, p, a.clone(), Some(id), format!("{name} was set in motion"));
            }
        }
        Some(id)
    }
}
