//! `do: set_life`: the instruction `Effect::SetLife` followed as its spell or
//! ability resolves (608.2c).
//!
//! "[Player]'s life total becomes N" (118.5): they gain or lose the
//! difference. A gain goes through the effects that would replace it
//! (rules::life_gain_queue): a question about it stops the instruction,
//! and the answer resumes it.
//!
//! Rules cited by its events: 118.5.

use super::prelude::*;
use crate::rules::life_gain_queue::{GainQueue, GainRule};

impl Game {
    pub(super) fn do_set_life(&mut self, f: &mut ResolutionFrame, player: &PlayerRef, amount: &Amount) -> bool {
        self.follow_gain_queue(f, |g, f| {
            let n = g.amount(f, amount);
            let p = g.resolve_player(f, player)?;
            let gain = n.saturating_sub(g.life_of(p));
            if gain <= 0 {
                // A loss (or nothing): no replacement effect watches it.
                g.set_life(p, n, "118.5");
                return None;
            }
            Some(GainQueue::new([(p, gain)], GainRule::SetLife))
        })
    }
}
