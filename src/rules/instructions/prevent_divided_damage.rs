//! `do: prevent_divided_damage`: the instruction `Effect::PreventDividedDamage`
//! followed as its spell resolves (608.2c).
//!
//! 601.2d, 615.7: each chosen target still legal gets a prevention shield
//! ("the next N damage that would be dealt to it this turn") for the share
//! of the amount given to it when the spell was cast; an illegal target's
//! share shields no one (608.2b).

use super::prelude::*;

impl Game {
    pub(super) fn do_prevent_divided_damage(&mut self, f: &mut ResolutionFrame) -> bool {
        let (source, you) = (f.item.source, f.item.controller);
        let shares: Vec<(TargetChoice, u32)> = f.item.targets.iter().zip(&f.item.division).enumerate().filter(|(i, _)| !f.illegal.get(*i).copied().unwrap_or(false)).map(|(_, (t, n))| (*t, *n)).collect();
        for (t, n) in shares {
            self.create_prevention_shield(source, you, (Some(t), None), Some(crate::rules::limits::clamp_i32(n)), (false, false));
        }
        true
    }
}
