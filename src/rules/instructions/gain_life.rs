//! `do: gain_life`: the instruction `Effect::GainLife` followed as its spell or
//! ability resolves (608.2c).
//!
//! Rules cited by its events: 118.3.

use super::prelude::*;

impl Game {
    pub(super) fn do_gain_life(&mut self, f: &mut ResolutionFrame, amount: &Amount, player: &PlayerRef) -> bool {
        // 107.1b: an amount worked out below zero ("X life, where X is the number
        // of cards in your hand minus 4") is zero: no life is gained or lost.
        let n = self.amount(f, amount).max(0);
        if let Some(p) = self.resolve_player(f, player) {
            self.change_life(p, n, "118.3");
        }
        true
    }
}
