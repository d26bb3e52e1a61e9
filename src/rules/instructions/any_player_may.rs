//! `do: any_player_may`: the instruction `Effect::AnyPlayerMay` followed as its spell or
//! ability resolves (608.2c).
//!
//! "Any player may [option] or [option]. If a player does, [then]" (608.2d):
//! players are asked in turn order (APNAP), each about each option in the
//! order listed, until one of them takes one; a player who can't do an
//! option isn't offered it. Worms of the Earth: sacrifice two lands, or be
//! dealt 5 damage by it; then destroy it.

use super::prelude::*;

impl Game {
    pub(super) fn do_any_player_may(&mut self, f: &mut ResolutionFrame, options: &Vec<PlayerOption>, then: &Vec<Effect>, otherwise: &Vec<Effect>) -> bool {
        if !self.any_player_may(f, options) {
            return false;
        }
        if f.progress.get(2).copied() == Some(1) {
            self.follow_next(f, then);
        } else {
            self.follow_next(f, otherwise);
        }
        true
    }
}
