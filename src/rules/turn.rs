//! Turn structure (500–514) and priority (116): the engine's main loop.
//! `run` advances the game until a player must act or decide.

use crate::cards::def::StaticEffect;
use super::events::*;
use super::state::*;
use super::types::*;

impl Game {
    /// Advance until a player has priority, a decision is pending, or the game is over.
    pub fn run(&mut self) {
        // 716.4: steps that go round without any player being asked anything
        // (every step skipped, say) are a loop of mandatory actions: once this
        // call has taken more steps than ordinary play ever does, each step's
        // beginning is fingerprinted, and a repeated position is a draw
        // (rules::loops). A hard engine limit remains beyond it (limits::MAX_INTERNAL_STEPS).
        let mut watch = super::loops::Detector::default();
        for step in 0..super::limits::MAX_INTERNAL_STEPS {
            if step > super::loops::WATCH_INTERNAL_AFTER && self.flow == Flow::StartStep && self.pending.is_none() && self.resolving.is_none() {
                if let Some(r) = watch.observe(self, true) {
                    self.mandatory_loop_draw(r, "the steps and turns went round with no player asked anything", false);
                }
            }
            if self.winners.is_some() {
                self.flow = Flow::GameOver;
                return;
            }
            if self.pending.is_some() {
                return;
            }
            // 614.1a: an event's replacement is followed before what met the event goes on.
            if !self.replacement_work.is_empty() {
                self.follow_replacement_work();
                continue;
            }
            if self.resolving.is_some() {
                self.continue_resolution();
                continue;
            }
            match self.flow.clone() {
                Flow::StartStep => {
                    // 616.1: the turn-based actions that can meet a replacement question (the
                    // draw step's draw, combat damage, the cleanup discard) stop where it comes
                    // (rules::draw_queue, damage_queue, move_queue); the others meet none.
                    self.begin_step();
                    self.replacement_work_done();
                }
                Flow::GivePriority(p) => {
                    // 704.3 / 116.5: state-based actions and triggers first.
                    if !self.sba_loop() {
                        return;
                    }
                    if self.winners.is_some() {
                        continue;
                    }
                    let p = if self.player(p).lost { self.next_player(p) } else { p };
                    // Nothing is moving or resolving: last known information nothing refers to can go.
                    if self.lki.len() > self.lki_prune_at {
                        self.prune_lki();
                    }
                    self.flow = Flow::Priority(p);
                    let name = self.player(p).name.clone();
                    self.emit(Event::new("116.3", EventKind::PriorityGiven { player: p }, format!("{name} receives priority")));
                    return;
                }
                Flow::Priority(p) if self.player(p).lost => {
                    // 800.4a: the priority holder left the game. If everyone still in the
                    // game has passed in succession, that counts as all passing (116.4);
                    // otherwise the next player receives priority.
                    if !self.all_passed() {
                        self.flow = Flow::GivePriority(self.next_player(p));
                    }
                }
                Flow::Priority(_) => return,
                Flow::CleanupCheck => {
                    // 514.3a: if anything happens, players get priority, then another cleanup step.
                    let had_triggers = !self.waiting_triggers.is_empty();
                    let Some(n) = self.state_based_check(1) else { continue };
                    if n > 0 || had_triggers {
                        self.emit(Event::new("514.3a", EventKind::Note, "something happened during cleanup: players receive priority, then another cleanup step follows"));
                        self.cleanup_again = true;
                        self.flow = Flow::GivePriority(self.turn.active);
                    } else {
                        self.end_step();
                    }
                }
                Flow::GameOver => return,
            }
        }
        let max = super::limits::MAX_INTERNAL_STEPS;
        self.limit_reached("716.4", "advancing the game without a player's action", max as i64 + 1, max as i64, "MAX_INTERNAL_STEPS");
        self.flow = Flow::Priority(self.turn.active);
    }

    /// One 704.3 check and its actions. 616.1: a replacement question stops
    /// the check where it comes (rules::sba_work); a loss replaced by
    /// instructions is followed after it (rules::replacement_work). Returns
    /// the number of actions, or None while a question waits.
    pub(crate) fn state_based_check(&mut self, iteration: u32) -> Option<usize> {
        let n = match self.sba_work.take() {
            Some(w) => {
                let n = w.actions.len();
                self.perform_sba_work(*w);
                n
            }
            None => self.check_state_based_actions(iteration),
        };
        self.replacement_work_done();
        if self.sba_work.is_some() {
            return None;
        }
        // 614.1a: a loss replaced by instructions: they are followed before the next check (rules::replacement_work).
        if !self.replacement_work.is_empty() && !self.follow_replacement_work() {
            return None;
        }
        Some(n)
    }

    /// The 704.3 loop: check, perform, repeat; then put waiting triggers on the
    /// stack; repeat. Returns false when paused for a decision (603.3b order, 603.3d targets).
    pub(crate) fn sba_loop(&mut self) -> bool {
        let mut iteration = 0;
        // 716.4: a check that performs actions forever (a loss replaced by a
        // life total that loses again) is a loop of mandatory actions: after
        // more checks than ordinary play needs, each one's position is
        // fingerprinted, and a repeat is a draw (rules::loops).
        let mut watch = super::loops::Detector::default();
        loop {
            iteration += 1;
            if iteration > super::loops::WATCH_INTERNAL_AFTER {
                if let Some(r) = watch.observe(self, true) {
                    self.mandatory_loop_draw(r, "the state-based actions of the 704.3 check repeat forever", false);
                    return true;
                }
            }
            if iteration > super::limits::MAX_SBA_CHECKS {
                let max = super::limits::MAX_SBA_CHECKS;
                self.limit_reached("704.3", "state-based action checks before a player receives priority", max as i64 + 1, max as i64, "MAX_SBA_CHECKS");
                return true;
            }
            let Some(n) = self.state_based_check(iteration) else { return false };
            if self.winners.is_some() {
                return true;
            }
            // 603.8: state triggers are noticed whenever the game checks.
            self.check_state_triggers();
            if n > 0 {
                continue;
            }
            if self.waiting_triggers.is_empty() {
                return true;
            }
            if !self.put_triggers_on_stack() {
                return false;
            }
        }
    }

    /// 116.4: if every player still in the game has passed in succession, the
    /// top of the stack resolves, or with an empty stack the step ends (500.2).
    /// Returns whether that happened.
    fn all_passed(&mut self) -> bool {
        if (self.turn.passes as usize) < self.live_players() {
            return false;
        }
        self.turn.passes = 0;
        if self.stack.is_empty() {
            self.end_step();
        } else {
            self.resolve_top();
        }
        true
    }

    /// 116.3d / 116.4: a player passes.
    pub(crate) fn pass_priority(&mut self, p: PlayerId) {
        let name = self.player(p).name.clone();
        self.emit(Event::new("116.3d", EventKind::PriorityPassed { player: p }, format!("{name} passes")));
        self.turn.passes += 1;
        if !self.all_passed() {
            let next = self.next_player(p);
            self.flow = Flow::Priority(next);
            let nn = self.player(next).name.clone();
            self.emit(Event::new("116.3d", EventKind::PriorityGiven { player: next }, format!("{nn} receives priority")));
        }
    }

    /// End the current step and begin the next (500.2, 500.4).
    pub(crate) fn end_step(&mut self) {
        let step = self.turn.step;
        self.emit(Event::new(step.rule(), EventKind::StepEnded { step }, format!("the {} ends", step.label())));
        // 500.4: mana pools empty.
        for p in self.apnap() {
            if !self.player(p).pool.is_empty() || !self.player(p).restricted_mana.is_empty() {
                self.player_mut(p).pool = ManaPool::default();
                self.player_mut(p).restricted_mana.clear();
                let n = self.player(p).name.clone();
                self.emit(Event::new("500.4", EventKind::ManaEmptied { player: p }, format!("{n}'s unused mana empties")));
            }
        }
        let next = if step == Step::Cleanup && self.cleanup_again {
            // 514.3a: another cleanup step.
            self.cleanup_again = false;
            Some(Step::Cleanup)
        } else {
            self.following_step(step)
        };
        // 614.10: a skipped step doesn't happen at all (rules::replacement).
        // A skip of the "next" one waits for the first that isn't skipped
        // otherwise (614.10a): the skips that always apply come first.
        let mut next = next;
        while let Some(s) = next {
            if let Some(last) = self.skip_step_replacement(s) {
                next = self.following_step(last);
                continue;
            }
            if s == Step::BeginningOfCombat && self.skip_next_scheduled(s) {
                // The whole combat phase is skipped: on to the postcombat main phase.
                next = Some(Step::PostcombatMain);
                continue;
            }
            if self.skip_next_scheduled(s) {
                next = self.following_step(s);
                continue;
            }
            break;
        }
        match next {
            Some(s) => {
                if step == Step::EndOfCombat {
                    // 511.3: creatures leave combat; whatever applied to them "in combat" stops (704 checks them).
                    if let Some(cb) = self.combat.take() {
                        for id in cb.attackers.iter().map(|(a, _)| *a).chain(cb.blocks.iter().map(|(b, _)| *b)) {
                            self.mark_dirty(id);
                        }
                    }
                }
                self.turn.step = s;
            }
            None => {
                self.next_turn();
                self.skip_first_steps();
            }
        }
        self.turn.passes = 0;
        self.flow = Flow::StartStep;
    }

    /// 614.10: the steps a new turn begins with that its player skips
    /// ("Players skip their untap steps.", or a resolved "skips his or her
    /// next untap step", which waits while the steps are skipped otherwise,
    /// 614.10a): the turn begins with the first step not skipped (a turn
    /// with every step skipped keeps its cleanup step).
    fn skip_first_steps(&mut self) {
        let mut s = self.turn.step;
        while let Some(last) = self.skip_step_replacement(s).or_else(|| self.skip_next_scheduled(s).then_some(s)) {
            match self.following_step(last) {
                Some(n) => s = n,
                None => break,
            }
        }
        self.turn.step = s;
    }

    /// Which step follows, skipping combat steps that don't happen (508.8, 510.4).
    fn following_step(&self, step: Step) -> Option<Step> {
        let mut s = step.next()?;
        loop {
            let skip = match s {
                // 103.7a / 103.7b: in a two-player game (or Two-Headed Giant) the first turn has no draw step.
                Step::Draw => self.turn.number == 1 && (self.players.len() == 2 || self.variant == Variant::TwoHeadedGiant),
                Step::DeclareBlockers | Step::CombatDamage | Step::FirstStrikeDamage => {
                    // 508.8: skipped when no creature was declared as an attacker (not when
                    // the attackers have since been removed from combat). 510.4: after a
                    // first-strike damage step the second combat damage step always follows.
                    let attackers = self.combat.as_ref().map(|c| c.declared_any).unwrap_or(false);
                    if !attackers {
                        true
                    } else if s == Step::FirstStrikeDamage {
                        !self.combat_has_first_strike()
                    } else {
                        false
                    }
                }
                _ => false,
            };
            if !skip {
                return Some(s);
            }
            s = s.next()?;
        }
    }

    fn next_turn(&mut self) {
        let previous = self.turn.active;
        let next = self.next_turn_taken();
        self.turn.number = self.turn.number.saturating_add(1);
        self.turn.active = next;
        self.turn.step = Step::Untap;
        // 700.4: what died "this turn" starts again with each turn; so does
        // what was dealt damage this turn.
        self.turn.creatures_died = 0;
        self.turn.died_types.clear();
        self.forget_damage_this_turn();
        for p in &mut self.players {
            p.lands_played = 0;
            p.draws_this_turn = 0;
            p.spells_cast_last_turn = p.spells_cast;
            p.spells_cast = 0;
        }
        self.prevention = Prevention::default();
        let name = self.player(next).name.clone();
        self.emit(Event::new("500.1", EventKind::TurnBegan { turn: self.turn.number, player: next }, format!("turn {} begins: it is {name}'s turn", self.turn.number)));
        self.end_effects_until_this_turn(previous);
        let active = self.turn.active;
        self.end_play_grants(false, active);
    }

    /// A new turn (500.1): no object has been dealt damage (120.3) "this
    /// turn" yet. Each object that had is written through `obj_mut`, so
    /// the battlefield's groups (rules::groups, whose key holds the flag)
    /// re-file it and a watcher learns of it, as for any write to an object.
    fn forget_damage_this_turn(&mut self) {
        let damaged: Vec<ObjectId> = self.objects.values().filter(|o| o.extra.damaged_this_turn).map(|o| o.id).collect();
        for id in damaged {
            if let Some(o) = self.obj_mut(id) {
                o.extra.damaged_this_turn = false;
                o.extra.damaged_by.clear();
                o.extra.shrink();
            }
        }
    }

    /// 614.10: the active player's next `step` (the combat phase for
    /// `BeginningOfCombat`) is one a resolved instruction skips: the skip is
    /// used up and said. Returns true when it is skipped.
    fn skip_next_scheduled(&mut self, step: Step) -> bool {
        let active = self.turn.active;
        let Some(i) = self.steps_to_skip.iter().position(|(p, s)| *p == active && *s == step) else { return false };
        self.steps_to_skip.remove(i);
        let name = self.player(active).name.clone();
        let what = if step == Step::BeginningOfCombat { "combat phase".to_string() } else { step.label().to_string() };
        self.emit(Event::new("614.10", EventKind::Note, format!("{name} skips their {what}: it doesn't happen")));
        true
    }

    /// The player whose turn comes next: the most recent extra turn still
    /// to be taken (500.7), else the next in turn order; a turn its player
    /// is to skip doesn't happen (614.10), and the one after it comes instead.
    fn next_turn_taken(&mut self) -> PlayerId {
        // The order goes on after the last turn taken in turn order (an extra turn is outside it).
        let mut after = self.extra_turn_after.take().unwrap_or(self.turn.active);
        // Each pass uses up an extra turn or a skip, or returns: the bound only guards.
        for _ in 0..=self.turns_to_skip.len().saturating_add(self.extra_turns.len()) {
            let (p, extra) = match self.extra_turns.pop() {
                Some(p) if !self.player(p).lost => (self.team_primary(p), true),
                Some(_) => continue,
                None => (self.next_turn_player(after), false),
            };
            if !extra {
                after = p;
            }
            let Some(i) = self.turns_to_skip.iter().position(|q| self.team_primary(*q) == p) else {
                self.extra_turn_after = extra.then_some(after);
                return p;
            };
            self.turns_to_skip.remove(i);
            let name = self.player(p).name.clone();
            let which = if extra { "extra turn" } else { "turn" };
            self.emit(Event::new("614.10", EventKind::Note, format!("{name} skips their next {which}: it doesn't happen")));
        }
        self.next_turn_player(after)
    }

    /// The player who takes a turn that is `p`'s: with shared team turns
    /// (805.4), the primary player of `p`'s team (its first member still in
    /// the game), else `p`.
    fn team_primary(&self, p: PlayerId) -> PlayerId {
        self.team_of(p).and_then(|t| self.teams[t].players.iter().copied().find(|m| !self.player(*m).lost)).unwrap_or(p)
    }

    /// Who takes the turn after `active`'s in turn order (500.1, 800.4j).
    /// With shared team turns (805.4) it is the next team in seat order,
    /// represented by its primary player: the first of its members, as
    /// listed, still in the game (805.2).
    fn next_turn_player(&self, active: PlayerId) -> PlayerId {
        let n = self.players.len();
        for i in 1..=n {
            let q = PlayerId(((active.0 as usize + i) % n) as u8);
            if self.player(q).lost || self.teammates(q, active) {
                continue;
            }
            if let Some(t) = self.team_of(q) {
                if let Some(primary) = self.teams[t].players.iter().copied().find(|m| !self.player(*m).lost) {
                    return primary;
                }
            }
            return q;
        }
        self.next_player(active)
    }

    /// The turn-based actions at the start of a step, then priority where the step has it.
    pub(crate) fn begin_step(&mut self) {
        let step = self.turn.step;
        let active = self.turn.active;
        // A step that paused for a choice (514.1 discard, 510.1c damage division,
        // 616.1 replacement question) has begun already.
        let assigning = self.combat.as_ref().map(|c| c.assigning).unwrap_or(false);
        let resumed = std::mem::take(&mut self.step_resumed)
            || (matches!(step, Step::FirstStrikeDamage | Step::CombatDamage) && assigning);
        if !resumed {
            self.emit(Event::new(step.rule(), EventKind::StepBegan { step }, format!("the {} begins", step.label())));
        }
        match step {
            Step::Untap => {
                // 302.6 and 502.2 (rules::untap_step); while its player chooses
                // what stays tapped, the step starts again after the answer.
                if !self.untap_step() {
                    self.flow = Flow::StartStep;
                    return;
                }
                // 502.3: no priority in the untap step.
                self.end_step();
                return;
            }
            // 702.29a: echo compares with the beginning of the player's last upkeep
            // (recorded once, not again when the step resumes after a question).
            Step::Upkeep if !resumed => {
                let ts = self.fresh_timestamp();
                for p in self.active_players() {
                    let u = &mut self.player_mut(p).upkeep_began;
                    *u = [u[1], ts];
                }
                // 603.7: "at the beginning of the next turn's upkeep".
                self.delayed_step_triggers(Step::Upkeep);
            }
            Step::Upkeep => {}
            Step::Draw => {
                if !self.draw_step_draw(active) {
                    self.flow = Flow::StartStep;
                    return;
                }
            }
            Step::BeginningOfCombat => {
                self.combat = Some(Combat::default());
            }
            Step::DeclareAttackers => {
                if self.combat.is_none() {
                    self.combat = Some(Combat::default());
                }
                if self.ask_attackers() {
                    return;
                }
                // Nobody can attack: no attackers are declared (508.8 then skips to end of combat).
                self.perform_declare_attackers(&[]);
            }
            Step::DeclareBlockers => {
                if self.ask_next_blockers() {
                    return;
                }
                // 509.2 orders (asked again if a decision was dropped, 800.4a), then triggers and priority.
                self.finish_declare_blockers();
                return;
            }
            Step::FirstStrikeDamage | Step::CombatDamage => {
                // 510.1c: while a player divides damage, the step starts again after the answer.
                if !self.combat_damage_step(step == Step::FirstStrikeDamage) {
                    self.flow = Flow::StartStep;
                    return;
                }
            }
            Step::EndOfCombat => self.end_of_combat_triggers(),
            Step::End => self.delayed_step_triggers(Step::End),
            Step::Cleanup => {
                // 514.1: while the discard choice is pending, the step starts again after it.
                // 514.3a: "at the beginning of the next cleanup step" triggers wait for the
                // check after its actions (they are done once the discard is chosen).
                self.flow = if self.cleanup_actions() {
                    self.delayed_step_triggers(Step::Cleanup);
                    Flow::CleanupCheck
                } else {
                    Flow::StartStep
                };
                return;
            }
            Step::PrecombatMain | Step::PostcombatMain => {
                // 904.9: in Archenemy, the archenemy sets a scheme in motion as the precombat main phase begins.
                if step == Step::PrecombatMain && self.variant == Variant::Archenemy {
                    self.set_scheme_in_motion(active);
                }
                // 603.7: "at the beginning of your first main phase" (103.5b).
                if step == Step::PrecombatMain && !self.delayed.is_empty() {
                    self.delayed_step_triggers(Step::PrecombatMain);
                }
            }
        }
        self.beginning_of_step_triggers(step);
        // 702.61a: suspended cards' upkeep ability functions in exile.
        if step == Step::Upkeep {
            self.suspend_upkeep_triggers();
        }
        // 116.3a: the active player receives priority.
        self.turn.passes = 0;
        self.flow = Flow::GivePriority(active);
    }

    /// 402.2: whether a static ability gives `p` no maximum hand size ("You
    /// have no maximum hand size" of a permanent `p` controls, or "Players
    /// have no maximum hand size" of any permanent).
    pub fn has_no_maximum_hand_size(&self, p: PlayerId) -> bool {
        self.static_sources
            .iter()
            .filter_map(|s| self.objects.get(s))
            .filter(|o| o.abilities_function())
            .any(|o| self.chars(o.id).is_some_and(|c| c.statics().any(|e| matches!(e, StaticEffect::NoMaximumHandSize { each_player } if *each_player || o.controller == p))))
    }

    /// 514.1 and 514.2. Returns false while waiting for the discard choice.
    fn cleanup_actions(&mut self) -> bool {
        if !self.cleanup_discard_settled() {
            return false;
        }
        // 514.1: the active player (805.4a: each player of the active team, in turn) discards
        // down to their maximum hand size. Each is asked once in a cleanup step.
        for active in self.active_players() {
            let hand = self.player(active).hand.clone();
            // 902.5b: a vanguard's hand modifier changes the maximum.
            let max = self.maximum_hand_size(active);
            if hand.len() > max && !self.cleanup_discard_asked_of.contains(&active) && !self.has_no_maximum_hand_size(active) {
                let n = hand.len() - max;
                self.cleanup_discard_asked_of.push(active);
                // The step starts again once the discard is chosen; it has begun already.
                self.step_resumed = true;
                let rule = if self.vanguard_modifiers(active).is_some_and(|m| m.hand != 0) { "514.1+902.5b" } else { "514.1" };
                self.ask(active, rule, format!("discard {n} card(s) down to your maximum hand size of {max}"), DecisionKind::ChooseCards { from: hand, min: n, max: n, labels: Vec::new() }, Resume::CleanupDiscard);
                return false;
            }
        }
        self.cleanup_discard_asked_of.clear();
        // 514.2: damage wears off and "until end of turn" effects end, simultaneously.
        self.note_scan();
        let active = self.turn.active;
        self.end_play_grants(true, active);
        let mut damaged: Vec<ObjectId> = Vec::new();
        self.for_each_on_battlefield(|o| {
            // 702.25b: a phased-out permanent is left as it is.
            if !o.phased_out && (o.damage > 0 || o.extra.regen_shields > 0) {
                damaged.push(o.id);
            }
        });
        for id in damaged {
            let o = self.objects.get_mut(&id).unwrap();
            o.damage = 0;
            if o.extra.regen_shields > 0 {
                o.extra.regen_shields = 0;
                o.extra.shrink();
            }
            self.mark_dirty(id);
        }
        let before = self.effects.len();
        let ended: Vec<ObjectId> = self.effects.iter().filter(|e| e.ends_this_turn()).map(|e| e.affected).collect();
        // The objects whose copy effect ends (706.2): only those look for the copy effect left.
        let copies_ended: Vec<ObjectId> = self.effects.iter().filter(|e| e.ends_this_turn() && matches!(e.modification, Modification::CopiedValues(_))).map(|e| e.affected).collect();
        // What the ending effects that reach other objects could change (rules::indexes).
        let reaching: Vec<ContinuousEffect> = self.effects.iter().filter(|e| e.ends_this_turn() && self.effect_reaches_others(e)).cloned().collect();
        for e in &reaching {
            self.mark_effect_reach(e);
        }
        self.effects.retain(|e| !e.ends_this_turn());
        // 400.7: effects on objects that have left their zones can't apply to
        // anything any more (the new objects are others): forget them.
        let objects = &self.objects;
        self.effects.retain(|e| objects.contains_key(&e.affected));
        // Every object an ended effect was on changed at once (514.2): each is
        // marked before control goes back to anyone, whose events come after.
        for &id in &ended {
            self.mark_dirty(id);
        }
        for id in copies_ended {
            // A copy effect that ended gives back the values it replaced (706.2).
            self.refresh_copy(id);
        }
        for id in ended {
            // A control-changing effect that ended gives control back (613.1b).
            self.refresh_control(id);
        }
        let mut n = before - self.effects.len();
        // 508.1d requirements that last this turn end too.
        n += self.attack_requirements.len();
        self.attack_requirements.clear();
        n += self.block_requirements.len();
        self.block_requirements.clear();
        n += self.attack_despite_defender.len();
        self.attack_despite_defender.clear();
        n += self.turn_restrictions.len();
        self.turn_restrictions.clear();
        n += self.extra_blocks.len();
        self.extra_blocks.clear();
        n += self.no_combat_damage.len();
        self.no_combat_damage.clear();
        // Delayed triggers that last "this turn" (603.7b) end too.
        let delayed_before = self.delayed.len();
        self.delayed.retain(|d| !d.this_turn);
        n += delayed_before - self.delayed.len();
        // "This turn" prevention shields (Fog) end at the same time.
        if self.prevention != Prevention::default() {
            self.prevention = Prevention::default();
            n += 1;
        }
        self.emit(Event::new("514.2", EventKind::EffectsEnded { count: n }, format!("damage wears off and {n} \"until end of turn\" or \"this turn\" effect(s) end")));
        true
    }
}
