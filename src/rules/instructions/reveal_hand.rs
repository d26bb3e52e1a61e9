//! `do: reveal_hand`: the instruction `Effect::RevealHand` followed as its spell or
//! ability resolves (608.2c).
//!
//! "[Player] reveals his or her hand" (701.14 in later rules: every
//! player sees those cards; the event names them).
//!
//! Rules cited by its events: 701.14.

use super::prelude::*;

impl Game {
    pub(super) fn do_reveal_hand(&mut self, f: &mut ResolutionFrame, player: &Recipient) -> bool {
        let sname = f.item.source_name.clone();
        for p in self.players_of(f, player) {
            let names: Vec<String> = self.player(p).hand.iter().map(|c| self.name_of(*c)).collect();
            let pname = self.player(p).name.clone();
            let shown = if names.is_empty() { "no cards".to_string() } else { names.join(", ") };
            self.emit(Event::new("701.14", EventKind::Note, format!("{sname}: {pname} reveals their hand: {shown}")));
        }
        true
    }
}
