//! `do: deal_damage`: the instruction `Effect::DealDamage` followed as its spell or
//! ability resolves (608.2c).
//!
//! The damage's source is the spell's or ability's own, or the object `by`
//! names (a target creature "deals damage equal to its power").
//!
//! Rules cited by its events: 119.3, 615.12 (damage that can't be prevented).

use super::prelude::*;
use crate::rules::damage_queue::DamageQueue;
use crate::rules::replacement::DamageEvent;

impl Game {
    pub(super) fn do_deal_damage(&mut self, f: &mut ResolutionFrame, amount: &Amount, to: &Recipient, (unpreventable, by): (bool, Option<&ObjRef>)) -> bool {
        let source = match by {
            None => f.item.source,
            // 119.1: another object deals it; none when that object is gone or an illegal target (608.2b).
            Some(o) => match self.resolve_objs(f, o).into_iter().find(|id| self.is_on_battlefield(*id)) {
                Some(id) => id,
                None => return true,
            },
        };
        if f.queue.is_none() {
            let targets = self.resolve_recipients(f, to);
            // 608.2h: every amount is found before any damage is dealt; "he or
            // she controls" is counted for each player dealt damage.
            let amounts: Vec<i32> = targets.iter().map(|t| self.amount_each(f, amount, t)).collect();
            let events = targets.into_iter().zip(amounts).map(|(target, amount)| DamageEvent { source, target, amount, combat: false, unpreventable });
            if !self.replacement_queues_usable() {
                return self.deal_damage_now(f, events.collect());
            }
            f.queue = Some(Box::new(InstructionQueue::Damage(DamageQueue::new(events))));
        }
        self.follow_damage_queue(f)
    }

    /// Each recipient's damage is one damage event for replacement effects
    /// (616.1), settled where a question comes (rules::damage_queue); all of it
    /// is one event for "deals damage" triggers (603.2c). "The damage dealt
    /// this way" (608.2c) is what was dealt after prevention. Returns false
    /// while a question waits.
    pub(super) fn follow_damage_queue(&mut self, f: &mut ResolutionFrame) -> bool {
        let Some(InstructionQueue::Damage(mut q)) = f.queue.take().map(|q| *q) else { return true };
        let answer = match f.answer.take() {
            Some(Answer::Replacement(k)) => Some(k),
            _ => None,
        };
        match self.run_damage_queue(&mut q, answer, Resume::Resolution) {
            Some(dealt) => {
                f.this_way = dealt;
                f.damaged = std::mem::take(&mut q.damaged);
                true
            }
            None => {
                f.queue = Some(Box::new(InstructionQueue::Damage(q)));
                false
            }
        }
    }

    /// The same damage, each event replaced and dealt in turn, where no
    /// question can stop it (`replacement_queues_usable`).
    pub(super) fn deal_damage_now(&mut self, f: &mut ResolutionFrame, events: Vec<DamageEvent>) -> bool {
        let batch = self.damage_batch_begin();
        f.this_way = 0;
        f.damaged.clear();
        for ev in events {
            let dealt = self.deal_damage(ev.source, ev.target, ev.amount, false, "119.3");
            f.this_way = f.this_way.saturating_add(dealt);
            if let (true, TargetChoice::Object(o)) = (dealt > 0, ev.target) {
                f.damaged.push(o);
            }
        }
        self.damage_batch_end(batch);
        true
    }
}
