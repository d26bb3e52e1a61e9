//! Damage dealt at once, as values on their way through the replacement and
//! prevention effects (614–616), so that a question stops the work where it
//! stands and the answer takes it on from there.
//!
//! A spell that deals damage to several recipients (119.3, 608.2c) deals it
//! all at once: every recipient's damage is its own event for replacement
//! effects, and the damage is dealt together once each event is settled. A
//! `DamageQueue` holds those events: the ones still to settle, each with the
//! keys of the effects already applied to it (one effect applies to an event
//! once, 614.5), and the ones settled. Settling takes the front event through
//! the effects that apply to it, one at a time (616.1e). When two or more
//! different effects apply, the affected player chooses the one to apply
//! first (616.1); when 306.7's redirection applies, the source's controller
//! chooses whether a planeswalker is dealt the damage instead. Either
//! question stops the queue: the work that owns it keeps it, the question is
//! asked, and the answer resumes the queue at the same event with nothing
//! done twice. A redirection
//! shield's part of the damage becomes an event of its own in the queue
//! (614.9), carrying the keys already applied to the damage it came from.
//!
//! Once the damage is dealt, the lifelink gains it causes (702.15b) are
//! settled in turn through a `GainQueue` (rules::life_gain_queue), whose
//! questions stop the work the same way, with the damage already dealt. The
//! queue isn't used where no question can stop the work
//! (`replacement_queues_usable`).

use super::life_gain_queue::{GainQueue, GainRule};
use super::replacement::{Applies, DamageEvent};
use super::state::*;
use super::types::*;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// One damage event in the queue, with the effects already applied to it (614.5).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct QueuedDamage {
    pub event: DamageEvent,
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub applied: BTreeSet<u64>,
}

/// The question the front event is waiting for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DamageAsked {
    /// 616.1: which of the effects that apply is applied first.
    Order,
    /// 306.7: whether a planeswalker is dealt the damage instead.
    Planeswalker,
}

/// Damage dealt at once, on its way through the replacement effects.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DamageQueue {
    /// Events still to settle, the front one first.
    pub todo: Vec<QueuedDamage>,
    /// Events no effect applies to any more, to be dealt together.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub settled: Vec<DamageEvent>,
    /// The question asked about the front event, while it waits.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub asked: Option<DamageAsked>,
    /// 614.1a: the permanents whose "remove a counter" prevention has
    /// already removed its counter for this damage.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub counters_removed: Vec<ObjectId>,
    /// The answer to `asked`, once given, until the queue runs again.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub answer: Option<u64>,
    /// Once the damage is dealt: the lifelink gains it causes still to come
    /// (702.15b), each through the effects that replace a gain.
    #[serde(default, skip_serializing_if = "GainQueue::is_empty")]
    pub gains: GainQueue,
    /// Once the damage is dealt: how much was dealt, while its gains wait.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub dealt: i32,
    /// Once the damage is dealt: the objects dealt damage, while its gains wait.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub damaged: Vec<ObjectId>,
}

fn is_zero(n: &i32) -> bool {
    *n == 0
}

impl DamageQueue {
    /// A queue of the events (source, recipient, amount), none settled yet.
    pub fn new(events: impl IntoIterator<Item = DamageEvent>) -> DamageQueue {
        DamageQueue { todo: events.into_iter().filter(|e| e.amount > 0).map(|event| QueuedDamage { event, applied: BTreeSet::new() }).collect(), ..DamageQueue::default() }
    }
}

/// How settling one event ended.
enum Settled {
    Done,
    Asked(ReplacementQuestion),
}

impl Game {
    /// Settle the queue's events and deal them together (510.2, 119.3: one
    /// event for "deals damage" triggers). `answer` answers the question the
    /// queue stopped at; `resume` is where a new question's answer goes.
    /// Returns the damage dealt, or None when a question was asked (the queue
    /// then holds where it stands).
    pub(crate) fn run_damage_queue(&mut self, q: &mut DamageQueue, mut answer: Option<u64>, resume: Resume) -> Option<i32> {
        answer = answer.or(q.answer.take());
        if q.gains.is_empty() {
            self.settle_and_deal(q, answer.take(), resume.clone())?;
        } else if answer.is_some() {
            q.gains.answer = answer;
        }
        // 702.15b: each lifelink gain the damage caused, through the effects that replace a gain.
        if !self.run_gain_queue(&mut q.gains, Some(resume)) {
            return None;
        }
        Some(std::mem::take(&mut q.dealt))
    }

    /// Settle the queue's events, then deal them together; the lifelink gains
    /// they cause are left in `q.gains`. None when a question was asked.
    fn settle_and_deal(&mut self, q: &mut DamageQueue, mut answer: Option<u64>, resume: Resume) -> Option<()> {
        let batch = self.damage_batch_begin();
        self.batch_counters_removed = std::mem::take(&mut q.counters_removed);
        while !q.todo.is_empty() {
            let mut item = q.todo.remove(0);
            let mut born = Vec::new();
            let settled = self.settle_damage(&mut item, &mut q.asked, answer.take(), &mut born);
            let at = usize::from(matches!(settled, Settled::Asked(_)));
            if let Settled::Asked(question) = settled {
                q.todo.insert(0, item);
                q.todo.splice(at..at, born);
                // Nothing has been dealt yet: the batch holds no damage.
                q.counters_removed = std::mem::take(&mut self.batch_counters_removed);
                if batch {
                    self.damage_batch = None;
                }
                let kind = DecisionKind::ChooseReplacement { options: question.options, descriptions: question.descriptions, event: question.event };
                self.ask(question.player, &question.rule, question.prompt, kind, resume);
                return None;
            }
            if item.event.amount > 0 && self.damage_target_ok(item.event.target) {
                q.settled.push(item.event);
            }
            q.todo.splice(0..0, born);
        }
        let mut dealt = 0i32;
        let collect = self.lifelink_gains.is_none();
        if collect {
            self.lifelink_gains = Some(Vec::new());
        }
        for ev in std::mem::take(&mut q.settled) {
            let rule = if ev.combat { "510.2" } else { "119.3" };
            let n = self.deal_replaced(ev, rule);
            dealt = dealt.saturating_add(n);
            if let (true, super::events::TargetChoice::Object(o)) = (n > 0, ev.target) {
                q.damaged.push(o);
            }
        }
        let gains = if collect { self.lifelink_gains.take().unwrap_or_default() } else { Vec::new() };
        self.damage_batch_end(batch);
        q.dealt = dealt;
        q.gains = GainQueue::new(gains, GainRule::Lifelink);
        Some(())
    }

    /// Take one event through the effects that apply to it, one at a time
    /// (616.1e), until none is left or a question stops it. A redirection
    /// shield's part goes to `born`.
    fn settle_damage(&mut self, item: &mut QueuedDamage, asked: &mut Option<DamageAsked>, mut answer: Option<u64>, born: &mut Vec<QueuedDamage>) -> Settled {
        loop {
            if item.event.amount <= 0 || !self.damage_target_ok(item.event.target) {
                *asked = None;
                return Settled::Done;
            }
            if *asked == Some(DamageAsked::Planeswalker) {
                let Some(question) = self.redirect_question(&item.event) else {
                    *asked = None;
                    continue;
                };
                let only = (question.options.len() == 1).then(|| question.options[0]);
                match only.or_else(|| answer.take().filter(|k| question.options.contains(k))) {
                    Some(k) => {
                        *asked = None;
                        self.redirect_answered(&mut item.event, k);
                        continue;
                    }
                    None => return Settled::Asked(question),
                }
            }
            let cands = self.damage_replacements(&item.event, &item.applied);
            if cands.is_empty() {
                return Settled::Done;
            }
            let what = self.damage_event_words(&item.event);
            let a = match self.applicable_question(self.affected_player(item.event.target), &cands, &what) {
                Ok(Some(a)) => a,
                Ok(None) => return Settled::Done,
                Err(question) => match answer.take().and_then(|k| cands.iter().find(|c| c.key == k)) {
                    Some(a) => a.clone(),
                    None => {
                        *asked = Some(DamageAsked::Order);
                        return Settled::Asked(question);
                    }
                },
            };
            *asked = None;
            item.applied.insert(a.key);
            if a.applies == Applies::Redirect {
                // 306.7: asked of the source's controller as it is applied.
                *asked = Some(DamageAsked::Planeswalker);
                continue;
            }
            if let Some(part) = self.apply_damage_replacement(&mut item.event, &a) {
                born.push(QueuedDamage { event: part, applied: item.applied.clone() });
            }
        }
    }
}
