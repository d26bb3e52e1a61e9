//! `do: extra_turn`: the instruction `Effect::ExtraTurn` followed as its
//! spell or ability resolves (608.2c).
//!
//! "[Player] takes an extra turn after this one" (500.7): each extra turn
//! is added directly after the current turn, one at a time; the most
//! recently added is taken first (`Game::extra_turns`, read as a turn ends).
//!
//! Rules cited by its events: 500.7.

use super::prelude::*;

/// More extra turns than this are not added (each turn of the list is played).
const MAX_EXTRA_TURNS: usize = 1_000;

impl Game {
    pub(super) fn do_extra_turn(&mut self, f: &mut ResolutionFrame, player: &Recipient, count: u32) -> bool {
        let sname = f.item.source_name.clone();
        for p in self.players_of(f, player) {
            if self.player(p).lost {
                continue;
            }
            let room = MAX_EXTRA_TURNS.saturating_sub(self.extra_turns.len());
            let n = (count as usize).min(room);
            self.extra_turns.extend(std::iter::repeat_n(p, n));
            let pname = self.player(p).name.clone();
            let what = if n == 1 { "an extra turn".to_string() } else { format!("{n} extra turns") };
            self.emit(Event::new("500.7", EventKind::Note, format!("{sname}: {pname} will take {what} after this one")));
        }
        true
    }
}
