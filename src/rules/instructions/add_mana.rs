//! `do: add_mana`: the instruction `Effect::AddMana` followed as its spell or
//! ability resolves (608.2c).
//!
//! Add mana to the controller's pool (106.4), typed when the card is read.
//!
//! Rules cited by its events: 106.4.

use super::prelude::*;

impl Game {
    pub(super) fn do_add_mana(&mut self, f: &mut ResolutionFrame, mana: &ManaAmount) -> bool {
        let you = f.item.controller;
        let sname = f.item.source_name.clone();
        self.add_mana(you, &mana.pool, "106.4", &sname);
        true
    }
}
