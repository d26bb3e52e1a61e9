//! `do: add_mana`: the instruction `Effect::AddMana` followed as its spell or
//! ability resolves (608.2c).
//!
//! Add mana to the controller's pool (106.4), typed when the card is read.
//!
//! Rules cited by its events: 106.4.

use super::prelude::*;

impl Game {
    pub(super) fn do_add_mana(&mut self, f: &mut ResolutionFrame, mana: &ManaAmount, for_each: Option<&Amount>, player: Option<&PlayerRef>) -> bool {
        let Some(you) = player.map_or(Some(f.item.controller), |r| self.resolve_player(f, r)) else { return true };
        let sname = f.item.source_name.clone();
        let n = for_each.map_or(1, |a| self.amount(f, a).clamp(0, crate::rules::limits::MAX_MANA as i32) as u32);
        let added = mana.pool.times(n);
        self.add_mana(you, &added, "106.4", &sname);
        f.added_mana = Some((you, added));
        true
    }
}
