//! `do: look_at_top`: the instruction `Effect::LookAtTop` followed as its spell or
//! ability resolves (608.2c).
//!
//! "Look at the top N cards of your library" (401.2: the library's cards
//! are hidden; the instruction lets its controller see them), or with
//! `reveal` "reveal the top N" (every player sees them). With `take`,
//! some of them go to the hand first ("put one of them into your hand",
//! "you may reveal a creature card from among them and put it into your
//! hand", "put all Goblin cards revealed this way into your hand"); the
//! rest go back on top, or with `rest` `"bottom"` on the bottom, in an
//! order the controller chooses (an `arrange_cards` question, top first);
//! with `rest_into_graveyard`, into the graveyard together.
//! Fewer than N cards: all of them. Another player's library ("the top
//! three cards of target player's library"): its cards are put back, in
//! the order the controller chooses; "target player reveals the top card
//! of his or her library" shows it to everyone.

use super::prelude::*;

impl Game {
    pub(super) fn do_look_at_top(&mut self, f: &mut ResolutionFrame, count: &Amount, take: &Option<TakeLooked>, (rest, rest_into_graveyard): (LibraryEnd, bool), (reveal, player): (bool, &Recipient)) -> bool {
        // Whose library: fixed as the instruction starts (kept in `f.progress` with its steps).
        let Some(owner) = self.players_of(f, player).into_iter().next() else { return true };
        let n = self.amount(f, count);
        let look = crate::rules::look::Look { count: i64::from(n), take: take.as_ref(), rest, reveal, rest_into_graveyard, owner };
        self.look_at_top(f, &look)
    }
}
