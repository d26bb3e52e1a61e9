//! `do: win_the_game`: the instruction `Effect::WinTheGame` followed as its spell or
//! ability resolves (608.2c).
//!
//! The controller wins the game: each opponent loses (104.2b, 104.3e).
//!
//! Rules cited by its events: 104.2b, 104.3e.

use super::prelude::*;

impl Game {
    pub(super) fn do_win_the_game(&mut self, f: &mut ResolutionFrame) -> bool {
        let you = f.item.controller;
        let sname = f.item.source_name.clone();
        let pname = self.player(you).name.clone();
        self.emit(Event::new("104.2b", EventKind::Note, format!("{pname} wins the game ({sname}): every opponent loses")));
        for p in self.opponents(you) {
            self.lose_game(p, "104.3e", &format!("{pname} won the game with {sname}"));
        }
        self.check_game_over();
        true
    }
}
