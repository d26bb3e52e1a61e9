//! `do: prevent_damage`: the instruction `Effect::PreventDamage` followed as its spell or
//! ability resolves (608.2c).
//!
//! A prevention shield (615.7): "prevent the next N damage that would be
//! dealt to [recipient] this turn", or all of it when `amount` is absent;
//! with `from`, only damage dealt by that source (615.2); with `from` and
//! no `to`, damage that source would deal to anything; `combat`: only
//! combat damage (510.2).

use super::prelude::*;

impl Game {
    pub(super) fn do_prevent_damage(&mut self, f: &mut ResolutionFrame, amount: &Option<i32>, to: &Option<Recipient>, from: &Option<ObjRef>, (next_time, combat): (bool, bool)) -> bool {
        let you = f.item.controller;
        let source = f.item.source;
        // 615.7: prevention shields (rules::replacement).
        let from_obj = from.as_ref().and_then(|r| self.damage_source(f, r));
        // "A source of your choice" that wasn't chosen (none could be): no shield.
        if from.is_some() && from_obj.is_none() {
            return true;
        }
        match to {
            Some(to) => {
                for t in self.resolve_recipients(f, to) {
                    self.create_prevention_shield(source, you, (Some(t), from_obj), *amount, (next_time, combat));
                }
            }
            // Damage from one source to anything; nothing to do if that source is gone (608.2b).
            None => {
                if let Some(o) = from_obj {
                    self.create_prevention_shield(source, you, (None, Some(o)), *amount, (next_time, combat));
                }
            }
        }
        true
    }
}
