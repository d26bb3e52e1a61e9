//! `do: mill`: the instruction `Effect::Mill` followed as its spell or
//! ability resolves (608.2c).

use super::prelude::*;

impl Game {
    pub(super) fn do_mill(&mut self, f: &mut ResolutionFrame, player: &Recipient, count: &Amount) -> bool {
        // The top cards, from the top down, of each player named: one event.
        let start = |g: &mut Game, f: &mut ResolutionFrame| {
            let n = g.amount(f, count).max(0) as usize;
            let mut cards = Vec::new();
            for p in g.players_of(f, player) {
                cards.extend(g.player(p).library.iter().rev().take(n).copied());
            }
            Some(cards)
        };
        // 616.1: each card's move is settled before they all go (rules::move_queue).
        let Some(q) = self.instruction_moves(f, start, |_, _| true) else { return false };
        let moves: Vec<ZoneMove> = q
            .settled
            .iter()
            .filter_map(|(id, instead)| match self.obj(*id).map(|o| o.zone) {
                Some(Zone::Library(p)) => Some(ZoneMove { instead: *instead, ..ZoneMove::new(*id, Zone::Graveyard(p), "701", "milled") }),
                _ => None,
            })
            .collect();
        f.moved = self.move_batch(&moves).into_iter().flatten().collect();
        true
    }
}
