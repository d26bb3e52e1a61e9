//! `do: flip_coin`: the instruction `Effect::FlipCoin` followed as its spell or
//! ability resolves (608.2c).
//!
//! "Flip a coin. If you win the flip, [win]. If you lose the flip, [lose]."
//! (705.1): the controller flips and calls; the call matches the result half
//! the time, so the game's seeded generator decides the win directly (a
//! replay flips the same). The instructions of the result are followed next.
//!
//! Rules cited by its events: 705.1.

use super::prelude::*;

impl Game {
    pub(super) fn do_flip_coin(&mut self, f: &mut ResolutionFrame, win: &[Effect], lose: &[Effect]) -> bool {
        use rand::Rng;
        let you = f.item.controller;
        let won = self.rng.gen_bool(0.5);
        let pname = self.player(you).name.clone();
        let result = if won { "wins" } else { "loses" };
        self.emit(Event::new("705.1", EventKind::Note, format!("{pname} flips a coin for {} and {result} the flip", f.item.source_name)));
        self.follow_next(f, if won { win } else { lose });
        true
    }
}
