//! `do: exile_top`: the instruction `Effect::ExileTop` followed as its spell
//! or ability resolves (608.2c).
//!
//! The top cards of each named player's library, from the top down, are
//! exiled face up in one event; they are the instruction's moved cards,
//! what "that card" names after it.
//!
//! Rules cited by its events: 701.10.

use super::prelude::*;

impl Game {
    pub(super) fn do_exile_top(&mut self, f: &mut ResolutionFrame, player: &Recipient, count: &Amount) -> bool {
        let n = self.amount(f, count).max(0) as usize;
        let sname = f.item.source_name.clone();
        let mut moves = Vec::new();
        for p in self.players_of(f, player) {
            let top: Vec<ObjectId> = self.player(p).library.iter().rev().take(n).copied().collect();
            moves.extend(top.into_iter().map(|id| ZoneMove::new(id, Zone::Exile, "701.10", &format!("exiled from the top of the library by {sname}"))));
        }
        f.moved = self.move_batch(&moves).into_iter().flatten().collect();
        true
    }
}
