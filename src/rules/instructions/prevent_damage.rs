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
    pub(super) fn do_prevent_damage(&mut self, f: &mut ResolutionFrame, amount: &Option<Amount>, to: &Option<Recipient>, from: &Option<ObjRef>, (next_time, combat): (bool, bool)) -> bool {
        let you = f.item.controller;
        // 608.2h: X and a count are found as the instruction is followed.
        let amount = amount.as_ref().map(|a| self.amount(f, a).max(0));
        let source = f.item.source;
        // 615.7: prevention shields (rules::replacement), one per recipient and
        // source: "dealt by those creatures" is each of them.
        let froms: Vec<Option<ObjectId>> = match from {
            None => vec![None],
            Some(ObjRef::Targets) => self.resolve_objs(f, &ObjRef::Targets).into_iter().map(Some).collect(),
            Some(r) => self.damage_source(f, r).map(Some).into_iter().collect(),
        };
        // "A source of your choice" that wasn't chosen (none could be), or a source gone (608.2b): no shield.
        let tos: Vec<Option<TargetChoice>> = match to {
            Some(to) => self.resolve_recipients(f, to).into_iter().map(Some).collect(),
            None => vec![None],
        };
        for t in &tos {
            for o in froms.iter().filter(|o| o.is_some() || t.is_some()) {
                self.create_prevention_shield(source, you, (*t, *o), amount, (next_time, combat));
            }
        }
        true
    }
}
