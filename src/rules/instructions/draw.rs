//! `do: draw`: the instruction `Effect::Draw` followed as its spell or
//! ability resolves (608.2c).
//!
//! Rules cited by its events: 120.1, 608.2e, 614.11.

use super::prelude::*;
use crate::rules::draw_queue::{DrawQueue, DrawRule};

impl Game {
    /// The players' draws, one after another (608.2e: several players in
    /// APNAP order), each through the effects that would replace it
    /// (rules::draw_queue). Returns false while a question about one waits:
    /// the resolution keeps the draws still to come.
    pub(super) fn do_draw(&mut self, f: &mut ResolutionFrame, player: &Recipient, count: &Amount) -> bool {
        let mut q = match f.queue.take().map(|q| *q) {
            Some(InstructionQueue::Draw(mut q)) => {
                if let Some(Answer::Replacement(k)) = f.answer.take() {
                    q.answer = Some(k);
                }
                q
            }
            _ => {
                let n = self.repeat_limit(self.amount(f, count), "draws", "120.1");
                let players = self.players_of(f, player);
                let rule = if players.len() > 1 { DrawRule::EachPlayer } else { DrawRule::Draw };
                if self.replacing.is_empty() {
                    self.instruction_draws = 0;
                }
                DrawQueue::new(players, n.max(0) as u32, rule)
            }
        };
        let resume = self.replacement_queues_usable().then_some(Resume::Resolution);
        if self.run_draw_queue(&mut q, resume) {
            return true;
        }
        f.queue = Some(Box::new(InstructionQueue::Draw(q)));
        false
    }
}
