//! Leaving a multiplayer game (800.4) and changes of control.
//!
//! When a player leaves a game that goes on (800.4a), in this order: every
//! object that player owns leaves the game, and effects that gave that player
//! control of something end; then the abilities (and other objects not
//! represented by cards) that player controls on the stack cease to exist;
//! then whatever that player still controls is exiled. Waiting and delayed
//! triggers of that player are dropped (800.4d), decisions that player was
//! asked are dropped and the game goes on without them (800.4g, 800.4i), a
//! decision another player is asked never names what has left (it is asked
//! again, or keeps only the choices that exist), and combat forgets what the
//! player attacked with or defended with (506.4, 800.4e). This is not a
//! state-based action: it happens at once.

use super::events::*;
use super::state::*;
use super::types::*;
use super::zones::Position;

impl Game {
    /// Change a permanent's controller (a control-changing effect taking hold
    /// or ending). A creature that changes controller is removed from combat
    /// (506.4) and has not been under its new controller's control since their
    /// turn began (302.6).
    pub(crate) fn set_controller(&mut self, id: ObjectId, to: PlayerId, rule: &'static str, why: &str) {
        let Some(o) = self.objects.get(&id) else { return };
        let from = o.controller;
        if from == to || o.zone != Zone::Battlefield {
            return;
        }
        self.remove_from_combat(id, "506.4", "its controller changed");
        // "You control" filters of its static abilities see another player now
        // (613): what they reached under the old controller, and (as it is
        // indexed again) under the new one (rules::indexes::static_reach).
        if self.static_sources.contains(&id) {
            self.mark_static_reach(id);
        }
        let ts = self.objects.get(&id).is_some_and(|o| o.def.echo.is_some()).then(|| self.fresh_timestamp());
        if let Some(o) = self.objects.get_mut(&id) {
            o.controller = to;
            o.summoning_sick = true;
            if ts.is_some() {
                o.extra.under_control_since = ts;
            }
        }
        // The mana-source and creature indexes are by controller.
        self.reindex_permanent(id);
        self.mark_dirty(id);
        let (n, a, b) = (self.name_of(id), self.player(from).name.clone(), self.player(to).name.clone());
        self.emit(Event::new(rule, EventKind::ControlChanged { object: id, from, to }, format!("{n} passes from {a}'s control to {b}'s ({why})")));
    }

    /// 800.4a: player `q` leaves a game that goes on.
    pub(crate) fn leave_game(&mut self, q: PlayerId) {
        let qname = self.player(q).name.clone();
        // A spell or ability of theirs that is resolving stops: it leaves with them.
        let resolving_theirs = self.resolving.as_ref().map(|f| f.item.controller == q).unwrap_or(false);
        // First: every object they own leaves the game (in every zone)...
        self.note_scan();
        let owned: Vec<ObjectId> = self.objects.values().filter(|o| o.owner == q).map(|o| o.id).collect();
        for id in owned {
            self.cease_to_exist(id, "800.4a", &format!("its owner, {qname}, left the game"));
        }
        // ...and control effects that gave them control of others' permanents end:
        // those return to their owners.
        let borrowed: Vec<ObjectId> =
            self.control_changed.iter().copied().filter(|id| self.objects.get(id).map(|o| o.controller == q).unwrap_or(false)).collect();
        for id in borrowed {
            // The control-changing effects in their favour end (613.1b): an earlier
            // effect in someone else's favour may still hold (`refresh_control`, which
            // ignores players who left), else the owner gets it back. A controller set
            // up by a scenario, without any effect, ends too.
            let had_effects = self.effects.iter().any(|e| e.affected == id && matches!(e.modification, Modification::SetController(_)));
            self.effects.retain(|e| !(e.affected == id && e.modification == Modification::SetController(q)));
            self.control_changed.remove(&id);
            let owner = self.objects[&id].owner;
            if had_effects {
                self.refresh_control(id);
            }
            if self.objects.get(&id).map(|o| o.controller) == Some(q) {
                self.set_controller(id, owner, "800.4a", &format!("the effect that gave {qname} control of it ends as {qname} leaves the game"));
            }
        }
        // Then: their abilities on the stack (objects not represented by cards) cease to exist.
        let abilities: Vec<StackItem> = self.stack.iter().filter(|s| s.controller == q && s.kind != StackKind::Spell).cloned().collect();
        for s in abilities {
            self.stack_remove(s.id);
            self.state_on_stack.remove(&s.id);
            let n = self.stack_item_name(&s);
            self.emit(Event::new("800.4a", EventKind::TriggerRemoved { stack_id: s.id }, format!("{n} ceases to exist: {qname}, its controller, left the game")));
        }
        // Then: whatever they still control is exiled (permanents that entered under
        // their control, spells of others' cards they cast).
        let spells: Vec<ObjectId> = self.stack.iter().filter(|s| s.controller == q && s.kind == StackKind::Spell).map(|s| s.id).collect();
        let permanents: Vec<ObjectId> = self.battlefield.iter().copied().filter(|id| self.objects[id].controller == q).collect();
        for id in spells.into_iter().chain(permanents) {
            self.move_object(id, Zone::Exile, Position::Top, "800.4a", &format!("{qname}, its controller, left the game"));
        }
        // 800.4d: their waiting triggered abilities and delayed triggers will never be put on the stack.
        let dropped: Vec<u64> = self.waiting_triggers.iter().filter(|t| t.controller == q).map(|t| t.id).collect();
        if !dropped.is_empty() {
            self.emit(Event::new("800.4d", EventKind::Note, format!("{} triggered abilit(ies) of {qname} waiting to be put on the stack are removed", dropped.len())));
        }
        self.waiting_triggers.retain(|t| t.controller != q);
        for id in &dropped {
            self.note_waiting(super::changes::WaitingChange::Removed(*id));
        }
        self.delayed.retain(|d| d.controller != q);
        self.trigger_orders.remove(&q);
        for id in &dropped {
            self.trigger_targets.remove(id);
            self.trigger_division.remove(id);
            self.state_pending.remove(id);
        }
        if resolving_theirs {
            let n = self.resolving.as_ref().map(|f| self.stack_item_name(&f.item)).unwrap_or_default();
            if let Some(f) = self.resolving.take() {
                self.stack_remove(f.item.id);
            }
            self.emit(Event::new("800.4a", EventKind::Note, format!("{n} stops resolving: it left the game with {qname}")));
            if self.pending.as_ref().map(|d| d.player) != Some(q) {
                self.pending = None;
            }
            self.turn.passes = 0;
            self.flow = Flow::GivePriority(self.turn.active);
        }
        // 800.4g / 800.4i: a decision of theirs is dropped; whoever asked goes on without
        // them (the step, trigger placement or resolution asks again what remains to ask).
        if self.pending.as_ref().map(|d| d.player) == Some(q) {
            let d = self.pending.take().unwrap();
            self.emit(Event::new("800.4a", EventKind::Note, format!("{qname} left the game: the decision they were asked ({}) is dropped", d.prompt)));
            if self.flow == Flow::StartStep {
                self.step_resumed = true;
            }
            // A replacement question of theirs (616.1): the work that asked is dropped too.
            self.replacement_answers.clear();
        }
        self.refresh_pending_after_leaving(&qname);
    }

    /// A decision someone else was asked may name what has just left the game
    /// with a player (800.4a): objects that no longer exist, a player who is no
    /// longer there to be attacked. A combat decision of the step's turn-based
    /// actions (508.1, 509.1, 509.2, 510.1c) is dropped and the step asks again,
    /// with what is there now (nothing at all when nothing can attack or
    /// block). Any other question keeps only the choices that still exist; the
    /// "yes" of a yes/no question whose source has left is answered by
    /// choosing the resolving spell or ability instead (608.2g: the source's
    /// last known information is used).
    fn refresh_pending_after_leaving(&mut self, qname: &str) {
        let Some(d) = self.pending.as_ref() else { return };
        let exists = |g: &Game, id: &ObjectId| g.objects.contains_key(id) || g.stack.iter().any(|s| s.id == *id) || g.resolving.as_ref().is_some_and(|r| r.item.id == *id);
        let target_ok = |g: &Game, t: &TargetChoice| match t {
            TargetChoice::Object(id) => exists(g, id),
            TargetChoice::Player(p) => !g.player(*p).lost,
        };
        let combat = match &d.kind {
            DecisionKind::DeclareAttackers { candidates, defenders } => Some(candidates.iter().all(|c| exists(self, c)) && defenders.iter().all(|t| target_ok(self, t))),
            DecisionKind::DeclareBlockers { candidates, attackers } => Some(candidates.iter().chain(attackers).all(|c| exists(self, c))),
            DecisionKind::OrderBlockers { attacker, blockers } => Some(std::iter::once(attacker).chain(blockers).all(|c| exists(self, c))),
            DecisionKind::AssignCombatDamage { attacker, blockers, trample_to, .. } => {
                Some(std::iter::once(attacker).chain(blockers).all(|c| exists(self, c)) && trample_to.iter().all(|t| target_ok(self, t)))
            }
            _ => None,
        };
        if let Some(still) = combat {
            if !still && self.flow == Flow::StartStep {
                let d = self.pending.take().unwrap();
                self.emit(Event::new("800.4a", EventKind::Note, format!("{qname} left the game: the decision ({}) is asked again with what remains", d.prompt)));
                self.step_resumed = true;
            }
            return;
        }
        let resolving = self.resolving.as_ref().map(|r| r.item.id);
        let gone = |g: &Game, id: &ObjectId| !exists(g, id);
        let mut d = self.pending.take().unwrap();
        match &mut d.kind {
            // A yes/no question about a source that left is about the resolving spell or ability.
            DecisionKind::ChooseYesNo { subject, .. } => {
                if let Some(r) = resolving.filter(|_| gone(self, subject)) {
                    *subject = r;
                }
            }
            DecisionKind::ChooseObject { candidates, labels, .. } => {
                let keep: Vec<bool> = candidates.iter().map(|c| !gone(self, c)).collect();
                if labels.len() == candidates.len() {
                    let mut k = keep.iter();
                    labels.retain(|_| *k.next().unwrap());
                }
                let mut k = keep.iter();
                candidates.retain(|_| *k.next().unwrap());
            }
            DecisionKind::ChooseCards { from, min, max, .. } => {
                from.retain(|c| !gone(self, c));
                *max = (*max).min(from.len());
                *min = (*min).min(*max);
            }
            _ => {}
        }
        self.pending = Some(d);
    }
}
