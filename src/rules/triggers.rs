//! Triggered abilities (603): noticing trigger events, waiting until a player
//! would receive priority, and going on the stack in APNAP order (603.3b).
//! The engine asks only the indexed trigger sources, never the whole board.

use super::events::*;
use super::state::*;
use super::types::*;
use crate::cards::def::*;

impl Game {
    /// 603.2: an ability triggers; it waits for the next time a player would receive priority (603.3).
    pub(crate) fn trigger(&mut self, source: ObjectId, controller: PlayerId, ability: Ability, trigger_object: Option<ObjectId>, event: String) {
        // 603.4: an intervening "if" must be true when the event happens.
        if let Ability::Triggered { condition: Some(c), .. } = &ability {
            if !self.condition_holds(c, controller, source) {
                return;
            }
        }
        let id = self.next_trigger_id;
        self.next_trigger_id += 1;
        let source_name = self.name_of(source);
        let text = ability.text().to_string();
        self.waiting_triggers.push(PendingTrigger { id, controller, source, source_name: source_name.clone(), ability, trigger_object, event: event.clone() });
        self.emit(Event::new(
            "603.2",
            EventKind::AbilityTriggered { controller, source, trigger: event.clone() },
            format!("{source_name}'s ability triggers ({event}) and waits to be put on the stack (603.3): {text}"),
        ));
    }

    /// Every triggered ability of the indexed sources (plus extra objects, for look-back) that matches.
    fn find_triggers(&mut self, extra: &[ObjectId], pred: impl Fn(&Game, ObjectId, &TriggerCondition) -> Option<Option<ObjectId>>, event: &str) {
        let mut sources: Vec<ObjectId> = self.trigger_sources.iter().copied().collect();
        for e in extra {
            if !sources.contains(e) {
                sources.push(*e);
            }
        }
        let mut fired = Vec::new();
        for s in sources {
            let Some(c) = self.chars(s) else { continue };
            for a in &c.abilities {
                if let Ability::Triggered { trigger, .. } = a {
                    if let Some(obj) = pred(self, s, trigger) {
                        fired.push((s, c.controller, a.clone(), obj));
                    }
                }
            }
        }
        for (s, ctl, a, obj) in fired {
            self.trigger(s, ctl, a, obj, event.to_string());
        }
    }

    pub(crate) fn etb_triggers(&mut self, entered: ObjectId) {
        let name = self.name_of(entered);
        // 603.6a: every permanent on the battlefield, the new one included, is checked.
        self.find_triggers(
            &[entered],
            |g, s, t| match t {
                TriggerCondition::EntersBattlefield { filter: None } if s == entered => Some(Some(entered)),
                TriggerCondition::EntersBattlefield { filter: Some(f) } => {
                    let you = g.controller_of(s).unwrap_or(PlayerId(0));
                    if g.matches(entered, f, you, Some(s)) {
                        Some(Some(entered))
                    } else {
                        None
                    }
                }
                _ => None,
            },
            &format!("{name} entered the battlefield"),
        );
    }

    /// Called when a permanent left the battlefield for a graveyard (it "died" if a creature).
    /// A permanent went from the battlefield to a graveyard. Inside a batch of
    /// simultaneous moves (one spell destroying several permanents, one
    /// state-based check), the check waits for the end of the batch, so that
    /// every object that left with it can look back (603.6d, 603.10a).
    pub(crate) fn dies_triggers(&mut self, old: ObjectId) {
        if let Some(batch) = self.leaving_batch.as_mut() {
            batch.push(old);
            return;
        }
        self.graveyard_triggers(old, &[old]);
    }

    /// Start a batch of simultaneous zone changes (see `dies_triggers`).
    pub(crate) fn batch_begin(&mut self) -> bool {
        if self.leaving_batch.is_some() {
            return false;
        }
        self.leaving_batch = Some(Vec::new());
        true
    }

    /// End the batch: each object that went to a graveyard is matched against
    /// the abilities of every trigger source, including those that left with it.
    pub(crate) fn batch_end(&mut self, started: bool) {
        if !started {
            return;
        }
        let left = self.leaving_batch.take().unwrap_or_default();
        for old in &left {
            self.graveyard_triggers(*old, &left);
        }
    }

    fn graveyard_triggers(&mut self, old: ObjectId, look_back: &[ObjectId]) {
        let Some(l) = self.lki.get(&old) else { return };
        let lchars = l.chars.clone();
        let to_graveyard = l.became.and_then(|n| self.obj(n)).map(|o| matches!(o.zone, Zone::Graveyard(_))).unwrap_or(false);
        let creature = lchars.is_creature() && to_graveyard;
        let name = lchars.name.clone();
        let matches = |g: &Game, s: ObjectId, f: &Filter| {
            let you = g.controller_of(s).unwrap_or(PlayerId(0));
            super::layers::matches_filter(&lchars, &g.lki[&old].object, f, you, Some(s), |_| false)
        };
        // 603.10a: leaves-the-battlefield abilities look back in time: the objects that left
        // (the dying one and any that left at the same time) are asked too, as they were.
        self.find_triggers(
            look_back,
            |g, s, t| match t {
                TriggerCondition::Dies { filter: None } if creature && s == old => Some(Some(old)),
                TriggerCondition::Dies { filter: Some(f) } if creature && matches(g, s, f) => Some(Some(old)),
                TriggerCondition::PutIntoGraveyardFromBattlefield { filter: None } if to_graveyard && s == old => Some(Some(old)),
                TriggerCondition::PutIntoGraveyardFromBattlefield { filter: Some(f) } if to_graveyard && matches(g, s, f) => Some(Some(old)),
                TriggerCondition::LeavesBattlefield if s == old => Some(Some(old)),
                _ => None,
            },
            &format!("{name} {}", if to_graveyard { "was put into a graveyard from the battlefield" } else { "left the battlefield" }),
        );
    }

    /// 603.2d: "whenever [enchanted permanent] becomes tapped" fires only when it changes from untapped to tapped.
    pub(crate) fn tapped_triggers(&mut self, tapped: ObjectId) {
        let name = self.name_of(tapped);
        self.find_triggers(
            &[],
            |g, s, t| match t {
                TriggerCondition::EnchantedBecomesTapped => {
                    (g.obj(s).and_then(|o| o.attached_to) == Some(TargetChoice::Object(tapped))).then_some(Some(tapped))
                }
                _ => None,
            },
            &format!("{name} became tapped"),
        );
    }

    /// Whether `p` stands in the relation `by` to the controller of trigger source `s`.
    fn relation_holds(&self, s: ObjectId, by: &Option<Relation>, p: PlayerId) -> bool {
        let you = self.controller_of(s).unwrap_or(PlayerId(0));
        match by {
            None => true,
            Some(Relation::You) => p == you,
            Some(Relation::Opponent) => p != you && self.opponents(you).contains(&p),
        }
    }

    /// 603.2 / 601.2i: "whenever a player casts a spell".
    pub(crate) fn spell_cast_triggers(&mut self, spell: ObjectId) {
        let Some(caster) = self.controller_of(spell) else { return };
        let name = self.name_of(spell);
        self.find_triggers(
            &[],
            |g, s, t| match t {
                TriggerCondition::SpellCast { filter, by } if g.relation_holds(s, by, caster) => {
                    let you = g.controller_of(s).unwrap_or(PlayerId(0));
                    let ok = filter.as_ref().map(|f| g.matches(spell, f, you, Some(s))).unwrap_or(true);
                    ok.then_some(Some(spell))
                }
                _ => None,
            },
            &format!("{} cast {name}", self.player(caster).name),
        );
    }

    /// "Whenever a player gains / loses life".
    pub(crate) fn life_triggers(&mut self, p: PlayerId, delta: i32) {
        let pname = self.player(p).name.clone();
        self.find_triggers(
            &[],
            |g, s, t| match t {
                TriggerCondition::LifeGained { by } if delta > 0 && g.relation_holds(s, by, p) => Some(None),
                TriggerCondition::LifeLost { by } if delta < 0 && g.relation_holds(s, by, p) => Some(None),
                _ => None,
            },
            &format!("{pname} {} life", if delta > 0 { "gained" } else { "lost" }),
        );
    }

    /// "Whenever a player draws a card".
    pub(crate) fn draw_triggers(&mut self, p: PlayerId) {
        let pname = self.player(p).name.clone();
        self.find_triggers(
            &[],
            |g, s, t| match t {
                TriggerCondition::CardDrawn { by } if g.relation_holds(s, by, p) => Some(None),
                _ => None,
            },
            &format!("{pname} drew a card"),
        );
    }

    /// "Whenever a player discards a card".
    pub(crate) fn discard_triggers(&mut self, p: PlayerId, card: ObjectId) {
        let pname = self.player(p).name.clone();
        self.find_triggers(
            &[],
            |g, s, t| match t {
                TriggerCondition::CardDiscarded { by } if g.relation_holds(s, by, p) => Some(Some(card)),
                _ => None,
            },
            &format!("{pname} discarded a card"),
        );
    }

    /// "Whenever counters are put on this".
    pub(crate) fn counter_triggers(&mut self, on: ObjectId, kind: &str) {
        let name = self.name_of(on);
        self.find_triggers(
            &[],
            |_, s, t| match t {
                TriggerCondition::CountersPutOnThis { kind: k } if s == on && k.as_deref().map(|k| k == kind).unwrap_or(true) => Some(Some(on)),
                _ => None,
            },
            &format!("{kind} counters were put on {name}"),
        );
    }

    /// "Whenever this creature becomes blocked".
    pub(crate) fn becomes_blocked_triggers(&mut self, attacker: ObjectId) {
        let name = self.name_of(attacker);
        self.find_triggers(
            &[],
            |_, s, t| match t {
                TriggerCondition::BecomesBlocked if s == attacker => Some(Some(attacker)),
                _ => None,
            },
            &format!("{name} became blocked"),
        );
    }

    /// 603.9: "whenever a player loses the game".
    pub(crate) fn player_lost_triggers(&mut self, p: PlayerId) {
        let pname = self.player(p).name.clone();
        self.find_triggers(
            &[],
            |_, _, t| match t {
                TriggerCondition::PlayerLoses => Some(None),
                _ => None,
            },
            &format!("{pname} lost the game"),
        );
    }

    pub(crate) fn damage_triggers(&mut self, source: ObjectId, target: TargetChoice, _amount: i32, combat: bool) {
        if !combat || !matches!(target, TargetChoice::Player(_)) {
            return;
        }
        let name = self.name_of(source);
        self.find_triggers(
            &[],
            |_, s, t| match t {
                TriggerCondition::DealsCombatDamageToPlayer if s == source => Some(None),
                _ => None,
            },
            &format!("{name} dealt combat damage to a player"),
        );
    }

    pub(crate) fn attack_triggers(&mut self, attacker: ObjectId) {
        let name = self.name_of(attacker);
        self.find_triggers(
            &[],
            |_, s, t| match t {
                TriggerCondition::Attacks if s == attacker => Some(Some(attacker)),
                _ => None,
            },
            &format!("{name} attacked"),
        );
    }

    pub(crate) fn block_triggers(&mut self, blocker: ObjectId, attacker: ObjectId) {
        let (bn, an) = (self.name_of(blocker), self.name_of(attacker));
        self.find_triggers(
            &[],
            |_, s, t| match t {
                TriggerCondition::Blocks if s == blocker => Some(Some(attacker)),
                _ => None,
            },
            &format!("{bn} blocked {an}"),
        );
    }

    /// 603.2b: "at the beginning of" triggers.
    pub(crate) fn beginning_of_step_triggers(&mut self, step: Step) {
        let active = self.turn.active;
        self.find_triggers(
            &[],
            |g, s, t| match t {
                TriggerCondition::BeginningOfStep { step: st, yours_only } if *st == step => {
                    if *yours_only && g.controller_of(s) != Some(active) {
                        None
                    } else {
                        Some(None)
                    }
                }
                _ => None,
            },
            &format!("the {} began", step.label()),
        );
    }

    /// 603.7: delayed triggers for "at end of combat", once each (603.7b).
    pub(crate) fn end_of_combat_triggers(&mut self) {
        let (due, keep): (Vec<DelayedTrigger>, Vec<DelayedTrigger>) =
            std::mem::take(&mut self.delayed).into_iter().partition(|d| d.when == TriggerCondition::EndOfCombat);
        self.delayed = keep;
        for d in due {
            let ability = Ability::Triggered { trigger: TriggerCondition::EndOfCombat, condition: None, targets: vec![], effects: d.effects.clone(), text: d.text.clone() };
            let id = self.next_trigger_id;
            self.next_trigger_id += 1;
            self.waiting_triggers.push(PendingTrigger { id, controller: d.controller, source: d.source, source_name: d.source_name.clone(), ability, trigger_object: d.object, event: "end of combat".into() });
            self.emit(Event::new("603.7", EventKind::AbilityTriggered { controller: d.controller, source: d.source, trigger: "end of combat".into() }, format!("{}'s delayed ability triggers at end of combat: {}", d.source_name, d.text)));
        }
        self.beginning_of_step_triggers(Step::EndOfCombat);
    }

    /// 603.8: state triggers fire as soon as their state holds, and not again while
    /// the earlier instance waits or is on the stack.
    pub(crate) fn check_state_triggers(&mut self) {
        let mut fire = Vec::new();
        for s in self.trigger_sources.iter().copied() {
            let Some(c) = self.chars(s) else { continue };
            for (i, a) in c.abilities.iter().enumerate() {
                let Ability::Triggered { trigger: TriggerCondition::State { state }, .. } = a else { continue };
                let key = (s, i);
                let waiting = self.state_pending.iter().any(|(id, k)| *k == key && self.waiting_triggers.iter().any(|t| t.id == *id));
                let on_stack = self.state_on_stack.iter().any(|(id, k)| *k == key && self.stack.iter().any(|x| x.id == *id));
                if !waiting && !on_stack && self.condition_holds(state, c.controller, s) {
                    fire.push((s, c.controller, a.clone(), key));
                }
            }
        }
        // Forget instances that have left (resolved, countered or removed).
        let (pending, stack) = (self.waiting_triggers.iter().map(|t| t.id).collect::<Vec<_>>(), self.stack.iter().map(|x| x.id).collect::<Vec<_>>());
        self.state_pending.retain(|id, _| pending.contains(id));
        self.state_on_stack.retain(|id, _| stack.contains(id));
        for (s, ctl, a, key) in fire {
            let before = self.next_trigger_id;
            self.trigger(s, ctl, a, None, "its state holds".into());
            if self.next_trigger_id != before {
                self.state_pending.insert(before, key);
            }
        }
    }

    /// 603.7: delayed "at the beginning of the next [step]" triggers, once each (603.7b).
    /// One created during this very step waits for the next such step.
    pub(crate) fn delayed_step_triggers(&mut self, step: Step) {
        let now = (self.turn.number, step);
        let (due, keep): (Vec<DelayedTrigger>, Vec<DelayedTrigger>) = std::mem::take(&mut self.delayed).into_iter().partition(|d| {
            d.when == TriggerCondition::BeginningOfStep { step, yours_only: false } && d.created.map(|c| c < now).unwrap_or(true)
        });
        self.delayed = keep;
        for d in due {
            let ability = Ability::Triggered { trigger: d.when.clone(), condition: None, targets: vec![], effects: d.effects.clone(), text: d.text.clone() };
            let name = d.source_name.clone();
            self.trigger_delayed(d.source, d.controller, name, ability, d.object, format!("the {} began", step.label()));
        }
    }

    /// Queue a delayed trigger whose source may have left long ago (603.7d–f: its controller is the one who created it).
    fn trigger_delayed(&mut self, source: ObjectId, controller: PlayerId, source_name: String, ability: Ability, object: Option<ObjectId>, event: String) {
        let id = self.next_trigger_id;
        self.next_trigger_id += 1;
        let text = ability.text().to_string();
        self.waiting_triggers.push(PendingTrigger { id, controller, source, source_name: source_name.clone(), ability, trigger_object: object, event: event.clone() });
        self.emit(Event::new(
            "603.7",
            EventKind::AbilityTriggered { controller, source, trigger: event.clone() },
            format!("{source_name}'s delayed ability triggers ({event}): {text}"),
        ));
    }

    /// 603.3b: each player, in APNAP order, puts their waiting triggers on the
    /// stack in the order they choose. Returns false while waiting for a choice.
    pub(crate) fn put_triggers_on_stack(&mut self) -> bool {
        // First make sure every player with several triggers has chosen an order,
        // and every trigger with targets has them (603.3d).
        for p in self.apnap() {
            let mine: Vec<&PendingTrigger> = self.waiting_triggers.iter().filter(|t| t.controller == p).collect();
            if mine.len() > 1 && !self.trigger_orders.contains_key(&p) {
                let triggers: Vec<u64> = mine.iter().map(|t| t.id).collect();
                let descriptions: Vec<String> = mine.iter().map(|t| format!("{}: {}", t.source_name, t.ability.text())).collect();
                self.ask(p, "603.3b", "order your triggered abilities: the first you list goes on the stack first and resolves last".into(), DecisionKind::OrderTriggers { triggers, descriptions });
                return false;
            }
        }
        for t in self.waiting_triggers.clone() {
            if let Ability::Triggered { targets, .. } = &t.ability {
                if !targets.is_empty() && !self.trigger_targets.contains_key(&t.id) {
                    let colors = self.chars(t.source).map(|c| c.colors).unwrap_or_default();
                    let slots: Vec<Vec<TargetChoice>> = targets.iter().map(|s| self.legal_targets(s, t.controller, t.source, colors)).collect();
                    if slots.iter().any(|s| s.is_empty()) {
                        // 603.3d: no legal choice: the ability is removed.
                        self.waiting_triggers.retain(|w| w.id != t.id);
                        self.emit(Event::new("603.3d", EventKind::Note, format!("{}'s triggered ability has no legal target and is removed", t.source_name)));
                        continue;
                    }
                    self.choosing_targets_for = Some(t.id);
                    self.ask(t.controller, "603.3d", format!("choose targets for {}'s triggered ability: {}", t.source_name, t.ability.text()), DecisionKind::ChooseTargets { slots, current: vec![] });
                    return false;
                }
            }
        }
        let waiting = std::mem::take(&mut self.waiting_triggers);
        for p in self.apnap() {
            let mut mine: Vec<PendingTrigger> = waiting.iter().filter(|t| t.controller == p).cloned().collect();
            if let Some(order) = self.trigger_orders.remove(&p) {
                mine.sort_by_key(|t| order.iter().position(|o| *o == t.id).unwrap_or(usize::MAX));
            }
            for t in mine {
                let Ability::Triggered { targets, effects, condition, text, .. } = t.ability.clone() else { continue };
                let chosen = self.trigger_targets.remove(&t.id).unwrap_or_default();
                let id = self.fresh_id();
                if let Some(key) = self.state_pending.remove(&t.id) {
                    self.state_on_stack.insert(id, key);
                }
                self.stack.push(StackItem {
                    id,
                    controller: p,
                    source: t.source,
                    source_name: t.source_name.clone(),
                    kind: StackKind::Triggered,
                    text: text.clone(),
                    target_specs: targets,
                    targets: chosen,
                    effects,
                    mode: None,
                    x: 0,
                    condition,
                    trigger_object: t.trigger_object,
                    division: Vec::new(),
                });
                let pn = self.player(p).name.clone();
                self.emit(Event::new(
                    "603.3b",
                    EventKind::TriggerPutOnStack { controller: p, source: t.source, stack_id: id },
                    format!("{pn} puts {}'s triggered ability on the stack: {text}", t.source_name),
                ));
            }
        }
        self.trigger_orders.clear();
        true
    }

    /// Create a delayed triggered ability (603.7a) from a resolving ability.
    pub(crate) fn create_delayed(&mut self, item: &StackItem, when: TriggerCondition, effects: Vec<Effect>, text: String) {
        self.delayed.push(DelayedTrigger {
            controller: item.controller,
            source: item.source,
            source_name: item.source_name.clone(),
            when,
            effects,
            object: item.trigger_object,
            text: text.clone(),
            created: Some((self.turn.number, self.turn.step)),
        });
        self.emit(Event::new("603.7a", EventKind::EffectCreated { description: text.clone() }, format!("{} creates a delayed triggered ability: {text}", item.source_name)));
    }
}
