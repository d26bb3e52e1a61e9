//! `do: lose_the_game`: the instruction `Effect::LoseTheGame` followed as its spell or
//! ability resolves (608.2c).
//!
//! The controller loses the game (104.3e: an effect says so); with one
//! player left, that player wins (104.2a).
//!
//! Rules cited by its events: 104.3e.

use super::prelude::*;

impl Game {
    pub(super) fn do_lose_the_game(&mut self, f: &mut ResolutionFrame) -> bool {
        let you = f.item.controller;
        let sname = f.item.source_name.clone();
        self.lose_game(you, "104.3e", &format!("{sname} says so"));
        self.check_game_over();
        true
    }
}
