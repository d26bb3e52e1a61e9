//! `do: set_life`: the instruction `Effect::SetLife` followed as its spell or
//! ability resolves (608.2c).
//!
//! "[Player]'s life total becomes N" (118.5): they gain or lose the difference.
//!
//! Rules cited by its events: 118.5.

use super::prelude::*;

impl Game {
    pub(super) fn do_set_life(&mut self, f: &mut ResolutionFrame, player: &PlayerRef, amount: &Amount) -> bool {
        let n = self.amount(f, amount);
        if let Some(p) = self.resolve_player(f, player) {
            self.set_life(p, n, "118.5");
        }
        true
    }
}
