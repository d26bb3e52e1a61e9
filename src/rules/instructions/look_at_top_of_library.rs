//! `do: look_at_top_of_library`: the instruction `Effect::LookAtTopOfLibrary`
//! followed as its spell or ability resolves (608.2c).
//!
//! The controller looks at the top card of each named player's library
//! (401.2: a library's cards are hidden; looking shows the card to that one
//! player, 701.14d in later rules, so the event doesn't name it). The card
//! stays on top; the instructions after this one find it as "that card".
//!
//! `do: look_at_hand` too: the controller looks at each named player's hand
//! (402.3: hidden; 701.14d of the reference: shown to that one player, so
//! the event doesn't name the cards).
//!
//! Rules cited by its events: 401.2, 701.14d.

use super::prelude::*;

impl Game {
    pub(super) fn do_look_at_top_of_library(&mut self, f: &mut ResolutionFrame, player: &Recipient) -> bool {
        let you = self.player(f.item.controller).name.clone();
        let sname = f.item.source_name.clone();
        let mut seen = Vec::new();
        for p in self.players_of(f, player) {
            let pname = self.player(p).name.clone();
            match self.player(p).library.last().copied() {
                Some(top) => {
                    self.emit(Event::new("401.2", EventKind::Note, format!("{sname}: {you} looks at the top card of {pname}'s library")));
                    seen.push(top);
                }
                None => self.emit(Event::new("401.2", EventKind::Note, format!("{sname}: {pname}'s library is empty: no card to look at"))),
            }
        }
        f.moved = seen;
        true
    }

    pub(super) fn do_look_at_hand(&mut self, f: &mut ResolutionFrame, player: &Recipient) -> bool {
        let you = self.player(f.item.controller).name.clone();
        let sname = f.item.source_name.clone();
        for p in self.players_of(f, player) {
            let pname = self.player(p).name.clone();
            let n = self.player(p).hand.len();
            self.emit(Event::new("701.14d", EventKind::Note, format!("{sname}: {you} looks at {pname}'s hand ({n} card{})", if n == 1 { "" } else { "s" })));
        }
        true
    }
}
