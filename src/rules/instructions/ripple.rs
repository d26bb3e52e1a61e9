//! `do: ripple`: the instruction `Effect::Ripple`, the effect of the
//! triggered ability ripple stands for (702.58a; 702.59a in later rules),
//! followed as that ability resolves (608.2c).
//!
//! Its controller may reveal the top N cards of their library (a yes or no
//! question). If they do, they may cast any revealed card with the rippling
//! spell's name without paying its mana cost, one after another, each cast
//! while the ability resolves (608.2f) and put on the stack above it; then
//! the revealed cards not cast go on the bottom of the library in the order
//! they choose. Steps in `f.progress`: the question (none yet), the casts
//! (1), the cards put under (2); the revealed cards wait in `f.moved`.

use super::prelude::*;

impl Game {
    pub(super) fn do_ripple(&mut self, f: &mut ResolutionFrame, count: u32, name: &str) -> bool {
        let you = f.item.controller;
        if f.progress.is_empty() {
            let pname = self.player(you).name.clone();
            match f.answer.take().and_then(|a| a.yes()) {
                Some(true) => {
                    let n = (count as usize).min(self.player(you).library.len());
                    f.moved = self.player(you).library.iter().rev().take(n).copied().collect();
                    let names: Vec<String> = f.moved.iter().map(|c| self.name_of(*c)).collect();
                    self.emit(Event::new("702.58a", EventKind::Note, format!("{pname} reveals the top of their library for ripple: {}", if names.is_empty() { "no cards".to_string() } else { names.join(", ") })));
                    f.scratch.clear();
                    f.progress = vec![1];
                }
                Some(false) => return true,
                None => {
                    let kind = DecisionKind::ChooseYesNo { subject: f.item.id, yes: format!("Reveal the top {count} cards of your library"), no: "Don't reveal".into() };
                    self.ask(you, "702.58a", format!("ripple {count}: reveal the top {count} cards of your library?"), kind, Resume::Resolution);
                    return false;
                }
            }
        }
        if f.progress == [1] {
            loop {
                let same: Vec<ObjectId> = f.moved.iter().copied().filter(|c| self.player(you).library.contains(c) && self.name_of(*c) == name).collect();
                if same.is_empty() && f.scratch.is_empty() {
                    break;
                }
                if !self.cast_during_resolution(f, &same, &Filter::default(), CastPaying::Nothing, CastHow { if_able: false, gains_haste: false }) {
                    return false;
                }
                // None chosen (or none castable): the casting is over.
                if f.scratch.is_empty() {
                    break;
                }
                f.scratch.clear();
            }
            f.scratch = f.moved.iter().copied().filter(|c| self.player(you).library.contains(c)).collect();
            f.progress = vec![2];
        }
        if !self.put_rest(f, LibraryEnd::Bottom) {
            return false;
        }
        f.moved.clear();
        true
    }
}
