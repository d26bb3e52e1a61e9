//! `do: mill`: the instruction `Effect::Mill` followed as its spell or
//! ability resolves (608.2c).

use super::prelude::*;

impl Game {
    pub(super) fn do_mill(&mut self, f: &mut ResolutionFrame, player: &Recipient, count: &Amount) -> bool {
        let n = self.amount(f, count).max(0) as usize;
        // The top cards, from the top down, of each player named: one event.
        let mut moves = Vec::new();
        for p in self.players_of(f, player) {
            let lib = &self.player(p).library;
            for top in lib.iter().rev().take(n) {
                moves.push(ZoneMove::new(*top, Zone::Graveyard(p), "701", "milled"));
            }
        }
        f.moved = self.move_batch(&moves).into_iter().flatten().collect();
        true
    }
}
