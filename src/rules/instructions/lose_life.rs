//! `do: lose_life`: the instruction `Effect::LoseLife` followed as its spell or
//! ability resolves (608.2c).
//!
//! Rules cited by its events: 118.3.

use super::prelude::*;

impl Game {
    pub(super) fn do_lose_life(&mut self, f: &mut ResolutionFrame, amount: &Amount, to: &Recipient) -> bool {
        let players = self.players_of(f, to);
        // 608.2h: every amount is found first ("for each creature he or she controls": each player's own).
        // 107.1b: an amount below zero is zero.
        let amounts: Vec<i32> = players.iter().map(|p| self.amount_each(f, amount, &TargetChoice::Player(*p)).max(0)).collect();
        // "The life lost this way" (608.2c): what the players actually lost.
        f.this_way = 0;
        for (p, n) in players.into_iter().zip(amounts) {
            let lost = self.change_life(p, n.saturating_neg(), "118.3").saturating_neg().max(0);
            f.this_way = f.this_way.saturating_add(lost);
        }
        true
    }
}
