//! `do: deal_damage`: the instruction `Effect::DealDamage` followed as its spell or
//! ability resolves (608.2c).
//!
//! Rules cited by its events: 119.3.

use super::prelude::*;

impl Game {
    pub(super) fn do_deal_damage(&mut self, f: &mut ResolutionFrame, amount: &Amount, to: &Recipient) -> bool {
        let source = f.item.source;
        let targets = self.resolve_recipients(f, to);
        // 608.2h: every amount is found before any damage is dealt; "he or
        // she controls" is counted for each player dealt damage.
        let amounts: Vec<i32> = targets.iter().map(|t| self.amount_each(f, amount, t)).collect();
        // One event for "deals damage" triggers (603.2c); each recipient's damage
        // is one damage event for replacement effects (616.1, rules::replacement).
        let batch = self.damage_batch_begin();
        // "The damage dealt this way" (608.2c): what was dealt after prevention.
        f.this_way = 0;
        for (t, n) in targets.into_iter().zip(amounts) {
            let dealt = self.deal_damage(source, t, n, false, "119.3");
            f.this_way = f.this_way.saturating_add(dealt);
        }
        self.damage_batch_end(batch);
        true
    }
}
