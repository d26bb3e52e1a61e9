//! `do: gain_life`: the instruction `Effect::GainLife` followed as its spell or
//! ability resolves (608.2c).
//!
//! Rules cited by its events: 118.3.

use super::prelude::*;

impl Game {
    pub(super) fn do_gain_life(&mut self, f: &mut ResolutionFrame, amount: &Amount, player: &PlayerRef) -> bool {
        let n = self.amount(f, amount);
        if let Some(p) = self.resolve_player(f, player) {
            self.change_life(p, n, "118.3");
        }
        true
    }
}
