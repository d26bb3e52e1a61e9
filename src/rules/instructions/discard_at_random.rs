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
        let n = self.amount(f, count).max(0) as usize;
        // The cards are chosen at random first, then all discarded at once.
        let mut cards = Vec::new();
        for p in self.players_of(f, player) {
            let mut hand = self.player(p).hand.clone();
            for _ in 0..n {
                if hand.is_empty() {
                    break;
                }
                let i = self.rng.gen_range(0..hand.len());
                cards.push(hand.remove(i));
            }
        }
        f.moved = self.discard_batch(&cards, "701.8b");
        true
    }
}
