//! `do: deal_divided_damage`: the instruction `Effect::DealDividedDamage` followed as its spell or
//! ability resolves (608.2c).
//!
//! 601.2d: deal each chosen target the damage assigned to it when the spell was cast.
//!
//! Rules cited by its events: 119.3.

use super::prelude::*;
use crate::rules::damage_queue::DamageQueue;
use crate::rules::replacement::DamageEvent;

impl Game {
    pub(super) fn do_deal_divided_damage(&mut self, f: &mut ResolutionFrame) -> bool {
        if f.queue.is_none() {
            let source = f.item.source;
            // 601.2d / 608.2b: each legal target gets the share chosen on casting;
            // an illegal target's share is not dealt to anyone else.
            let events: Vec<DamageEvent> = f
                .item
                .targets
                .iter()
                .enumerate()
                .filter(|(i, _)| !f.illegal.get(*i).copied().unwrap_or(false))
                .map(|(i, t)| DamageEvent { source, target: *t, amount: crate::rules::limits::clamp_i32(f.item.division.get(i).copied().unwrap_or(0)), combat: false, unpreventable: false })
                .collect();
            if !self.replacement_queues_usable() {
                return self.deal_damage_now(f, events);
            }
            f.queue = Some(Box::new(InstructionQueue::Damage(DamageQueue::new(events))));
        }
        self.follow_damage_queue(f)
    }
}
