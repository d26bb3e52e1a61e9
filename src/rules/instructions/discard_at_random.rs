//! `do: discard_at_random`: the instruction `Effect::DiscardAtRandom` followed as its spell or
//! ability resolves (608.2c).
//!
//! The player discards N cards at random (701.8b): chosen with the game's
//! seeded generator, so a replay discards the same cards.
//!
//! Rules cited by its events: 701.8b.

use super::prelude::*;

impl Game {
    pub(super) fn do_discard_at_random(&mut self, f: &mut ResolutionFrame, player: &Recipient, count: &Amount) -> bool {
        use rand::Rng;
        // The cards are chosen at random first (once: a question about a move
        // resumes with the same cards), then all discarded at once.
        let start = |g: &mut Game, f: &mut ResolutionFrame| {
            let n = g.amount(f, count).max(0) as usize;
            let mut cards = Vec::new();
            for p in g.players_of(f, player) {
                let mut hand = g.player(p).hand.clone();
                for _ in 0..n {
                    if hand.is_empty() {
                        break;
                    }
                    let i = g.rng.gen_range(0..hand.len());
                    cards.push(hand.remove(i));
                }
            }
            Some(cards)
        };
        // 616.1: each card's move is settled before they all go (rules::move_queue).
        // 701.8: the replacements that watch who made the discard (the controller) see it.
        self.discard_cause = Some(f.item.controller);
        let q = self.instruction_moves(f, start, |g, id| !g.has_madness(id));
        self.discard_cause = None;
        let Some(q) = q else { return false };
        f.moved = self.discard_batch_with(&q.objects(), "701.8b", &|id| q.instead(id), Some(f.item.controller));
        true
    }
}
