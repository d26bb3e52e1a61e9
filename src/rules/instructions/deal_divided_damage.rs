//! `do: deal_divided_damage`: the instruction `Effect::DealDividedDamage` followed as its spell or
//! ability resolves (608.2c).
//!
//! 601.2d: deal each chosen target the damage assigned to it when the spell was cast.
//!
//! Rules cited by its events: 119.3.

use super::prelude::*;

impl Game {
    pub(super) fn do_deal_divided_damage(&mut self, f: &mut ResolutionFrame) -> bool {
        let source = f.item.source;
        // 601.2d / 608.2b: each legal target gets the share chosen on casting;
        // an illegal target's share is not dealt to anyone else.
        let batch = self.damage_batch_begin();
        for (i, t) in f.item.targets.clone().into_iter().enumerate() {
            let n = crate::rules::limits::clamp_i32(f.item.division.get(i).copied().unwrap_or(0));
            if !f.illegal[i] {
                self.deal_damage(source, t, n, false, "119.3");
            }
        }
        self.damage_batch_end(batch);
        true
    }
}
