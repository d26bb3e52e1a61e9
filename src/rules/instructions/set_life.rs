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
        let mut q = match f.queue.take().map(|q| *q) {
            Some(InstructionQueue::LifeGain(mut q)) => {
                if let Some(Answer::Replacement(k)) = f.answer.take() {
                    q.answer = Some(k);
                }
                q
            }
            _ => {
                let n = self.amount(f, amount);
                let Some(p) = self.resolve_player(f, player) else { return true };
                let gain = n.saturating_sub(self.life_of(p));
                if gain <= 0 {
                    self.set_life(p, n, "118.5");
                    return true;
                }
                GainQueue::new([(p, gain)], GainRule::SetLife)
            }
        };
        let resume = self.replacement_queues_usable().then_some(Resume::Resolution);
        if self.run_gain_queue(&mut q, resume) {
            return true;
        }
        f.queue = Some(Box::new(InstructionQueue::LifeGain(q)));
        false
    }
}
