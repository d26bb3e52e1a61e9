//! `do: lose_life`: the instruction `Effect::LoseLife` followed as its spell or
//! ability resolves (608.2c).
//!
//! Rules cited by its events: 118.3.

use super::prelude::*;

impl Game {
    pub(super) fn do_lose_life(&mut self, f: &mut ResolutionFrame, amount: &Amount, to: &Recipient) -> bool {
        let n = self.amount(f, amount);
        for p in self.players_of(f, to) {
            self.change_life(p, n.saturating_neg(), "118.3");
        }
        true
    }
}
