//! `do: give_poison`: the instruction `Effect::GivePoison` followed as its
//! spell or ability resolves (608.2c): each player it names gets that many
//! poison counters (104.3d; in Two-Headed Giant the team has them, 810.10).
//!
//! Rules cited by its events: 104.3d.

use super::prelude::*;

impl Game {
    pub(super) fn do_give_poison(&mut self, f: &mut ResolutionFrame, count: &Amount, to: &Recipient) -> bool {
        let players = self.players_of(f, to);
        // 608.2h: every amount is found first; 107.1b: below zero is zero.
        let amounts: Vec<i32> = players.iter().map(|p| self.amount_each(f, count, &TargetChoice::Player(*p)).max(0)).collect();
        for (p, n) in players.into_iter().zip(amounts) {
            if n > 0 && !self.player(p).lost {
                self.add_poison(p, n as u32, "104.3d");
            }
        }
        true
    }
}
