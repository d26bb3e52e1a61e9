//! `do: draw`: the instruction `Effect::Draw` followed as its spell or
//! ability resolves (608.2c).
//!
//! Rules cited by its events: 120.1, 608.2e.

use super::prelude::*;

impl Game {
    pub(super) fn do_draw(&mut self, f: &mut ResolutionFrame, player: &Recipient, count: &Amount) -> bool {
        let n = self.repeat_limit(self.amount(f, count), "draws", "120.1");
        // 608.2e: several players act in APNAP order.
        let players = self.players_of(f, player);
        let rule = if players.len() > 1 { "608.2e" } else { "120.1" };
        for p in players {
            if self.replacing.is_empty() {
                self.instruction_draws = 0;
            }
            for _ in 0..n {
                if self.instruction_draws > MAX_REPEAT as u32 {
                    break;
                }
                self.draw(p, rule);
            }
        }
        true
    }
}
