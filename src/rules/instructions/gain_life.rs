//! `do: gain_life`: the instruction `Effect::GainLife` followed as its spell or
//! ability resolves (608.2c).
//!
//! Rules cited by its events: 118.3, 614.1a.

use super::prelude::*;
use crate::rules::life_gain_queue::{GainQueue, GainRule};

impl Game {
    /// The player's gain, through the effects that would replace it
    /// (rules::life_gain_queue). Returns false while a question about it
    /// waits: the resolution keeps the gain where it stands.
    pub(super) fn do_gain_life(&mut self, f: &mut ResolutionFrame, amount: &Amount, player: &PlayerRef) -> bool {
        self.follow_gain_queue(f, |g, f| {
            // 107.1b: an amount worked out below zero ("X life, where X is the number
            // of cards in your hand minus 4") is zero: no life is gained or lost.
            let n = g.amount(f, amount).max(0);
            let p = g.resolve_player(f, player)?;
            Some(GainQueue::new([(p, n)], GainRule::Gain))
        })
    }

    /// "Each opponent gains 1 life", "any number of target players each gain
    /// 6 life": each player of the group gains the amount, in turn order
    /// (101.4), each gain its own event for replacement effects (616.1).
    pub(super) fn do_players_gain_life(&mut self, f: &mut ResolutionFrame, amount: &Amount, players: &Recipient) -> bool {
        self.follow_gain_queue(f, |g, f| {
            let gains: Vec<(PlayerId, i32)> = g.resolve_recipients(f, players).into_iter().filter_map(|t| if let TargetChoice::Player(p) = t { Some((p, g.amount_each(f, amount, &t).max(0))) } else { None }).collect();
            Some(GainQueue::new(gains, GainRule::Gain))
        })
    }

    /// An instruction's gains through the gain queue the frame keeps: taken
    /// on after a question's answer, or begun with the queue `start` makes
    /// (None: nothing to gain). False while a question waits.
    pub(super) fn follow_gain_queue(&mut self, f: &mut ResolutionFrame, start: impl FnOnce(&mut Game, &mut ResolutionFrame) -> Option<GainQueue>) -> bool {
        let mut q = match f.queue.take().map(|q| *q) {
            Some(InstructionQueue::LifeGain(mut q)) => {
                if let Some(Answer::Replacement(k)) = f.answer.take() {
                    q.answer = Some(k);
                }
                q
            }
            _ => match start(self, f) {
                Some(q) => q,
                None => return true,
            },
        };
        let resume = self.replacement_queues_usable().then_some(Resume::Resolution);
        if self.run_gain_queue(&mut q, resume) {
            return true;
        }
        f.queue = Some(Box::new(InstructionQueue::LifeGain(q)));
        false
    }
}
