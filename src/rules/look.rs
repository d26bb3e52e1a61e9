//! Looking at the top cards of a library (401.2: a library's cards are
//! hidden; an instruction may let a player look at some of them) and putting
//! them back in an order of that player's choice.

use super::events::*;
use super::state::*;
use super::types::*;

impl Game {
    /// "Look at the top `count` cards of your library, then put them back in
    /// any order": false while the controller is asked for the order.
    pub(crate) fn look_at_top(&mut self, f: &mut ResolutionFrame, count: i64) -> bool {
        let you = f.item.controller;
        let pname = self.player(you).name.clone();
        let library = &self.player(you).library;
        let n = usize::try_from(count.max(0)).unwrap_or(usize::MAX).min(library.len());
        // The library's last card is its top.
        let top: Vec<ObjectId> = library.iter().rev().take(n).copied().collect();
        if top.len() < 2 {
            let what = if top.is_empty() { "no cards: the library is empty".to_string() } else { "the top card of their library".to_string() };
            self.emit(Event::new("401.2", EventKind::Note, format!("{pname} looks at {what}")));
            return true;
        }
        match f.answer.take() {
            Some(Answer::Cards(order)) if order.len() == top.len() => {
                let lib = &mut self.player_mut(you).library;
                lib.truncate(lib.len() - top.len());
                lib.extend(order.iter().rev().copied());
                self.emit(Event::new("401.2", EventKind::Note, format!("{pname} puts the {} cards back on top of their library in the order they chose", top.len())));
                true
            }
            _ => {
                self.emit(Event::new("401.2", EventKind::Note, format!("{pname} looks at the top {} cards of their library", top.len())));
                let labels = top.iter().map(|id| self.name_of(*id)).collect();
                let prompt = format!("put the top {} cards of your library back in any order (the first you list goes on top)", top.len());
                self.ask(you, "401.2", prompt, DecisionKind::ArrangeCards { cards: top, labels }, Resume::Resolution);
                false
            }
        }
    }
}
