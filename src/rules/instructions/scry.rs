//! `do: scry`: the instruction `Effect::Scry` followed as its spell or
//! ability resolves (608.2c).
//!
//! 701.18 scry N (701.16 in later rules): the controller looks at the top N
//! cards of their library (fewer if the library is smaller), chooses any
//! number of them to go to the bottom, puts those on the bottom in an order
//! of their choice and the others back on top in an order of their choice.
//! Scry 0 looks at nothing. The steps (kept in `f.progress`): the cards are
//! fixed and the bottom ones chosen (0), the bottom pile ordered (1, with how
//! many go under), the top pile ordered (2). While a pile is ordered,
//! `f.scratch` holds the top pile then the bottom pile.

use super::prelude::*;
use crate::rules::look::Look;

impl Game {
    pub(super) fn do_scry(&mut self, f: &mut ResolutionFrame, count: &Amount) -> bool {
        if f.progress.is_empty() {
            let n = self.amount(f, count);
            if n <= 0 {
                return true;
            }
            // The cards looked at, top first (the same look as "look at the top N", 401.2).
            let look = Look { count: i64::from(n), take: None, rest: LibraryEnd::Top, reveal: false, rest_into_graveyard: false, owner: f.item.controller };
            self.start_look(f, &look);
            let pname = self.player(f.item.controller).name.clone();
            self.emit(Event::new("701.18", EventKind::Note, format!("{pname} scries {n}")));
            f.progress = vec![0];
        }
        if f.progress.first() == Some(&0) && !self.choose_scry_bottom(f) {
            return false;
        }
        if f.progress.first() == Some(&1) {
            let under = f.progress.get(1).copied().unwrap_or(0) as usize;
            let all = f.scratch.clone();
            let split = all.len().saturating_sub(under);
            f.scratch = all[split..].to_vec();
            if !self.put_rest(f, LibraryEnd::Bottom) {
                f.scratch = all;
                return false;
            }
            f.scratch = all[..split].to_vec();
            f.progress = vec![2];
        }
        self.put_rest(f, LibraryEnd::Top)
    }

    /// The cards to put on the bottom, chosen among those looked at (none
    /// looked at: nothing to choose). False while asked.
    fn choose_scry_bottom(&mut self, f: &mut ResolutionFrame) -> bool {
        let seen = f.scratch.clone();
        let bottom = if seen.is_empty() {
            Vec::new()
        } else {
            match f.answer.take() {
                Some(Answer::Cards(cards)) => cards,
                _ => {
                    let you = f.item.controller;
                    let labels = seen.iter().map(|id| self.name_of(*id)).collect();
                    let prompt = format!("scry {}: choose the cards to put on the bottom of your library (the others stay on top)", seen.len());
                    let max = seen.len();
                    self.ask(you, "701.18", prompt, DecisionKind::ChooseCards { from: seen, min: 0, max, labels }, Resume::Resolution);
                    return false;
                }
            }
        };
        let bottom: Vec<ObjectId> = seen.iter().copied().filter(|c| bottom.contains(c)).collect();
        let mut piles: Vec<ObjectId> = seen.iter().copied().filter(|c| !bottom.contains(c)).collect();
        let under = bottom.len();
        if under > 0 {
            let pname = self.player(f.item.controller).name.clone();
            self.emit(Event::new("701.18", EventKind::Note, format!("{pname} puts {under} of them on the bottom of their library")));
        }
        piles.extend(bottom);
        f.scratch = piles;
        f.progress = vec![1, u32::try_from(under).unwrap_or(u32::MAX)];
        true
    }
}
