//! `do: tap_chosen`: the instruction `Effect::TapChosen` followed as its
//! spell or ability resolves (608.2c).
//!
//! "Tap any number of untapped creatures you control": not a target (608.2d:
//! the choice is made as the instruction is followed). The controller
//! chooses among the untapped permanents matching the filter (the exact
//! number, or all of them when there are no more; as many as they like for
//! "any number of"), and they become tapped (701.19a). A later "for each
//! creature tapped this way" counts the chosen permanents that became tapped.
//!
//! Rules cited by its events: 608.2d, 701.19a.

use super::prelude::*;

impl Game {
    pub(super) fn do_tap_chosen(&mut self, f: &mut ResolutionFrame, filter: &Filter, count: &Amount) -> bool {
        let you = f.item.controller;
        let source = Some(f.item.source);
        let n = self.chosen_number(f, count, "permanents", "608.2d");
        let chosen = self.frame_chosen(f);
        let candidates = |g: &Game, _: PlayerId| -> Vec<ObjectId> {
            g.note_scan();
            g.battlefield.iter().copied().filter(|id| !g.objects[id].tapped && (filter.is_empty() || g.matches_chosen(*id, filter, you, source, &chosen))).collect()
        };
        let asked = |_: &Game, p: PlayerId| ChoiceAsked { chooser: p, prompt: format!("choose {} untapped permanent(s) to tap", n.words()), labels: Vec::new() };
        let Some(picked) = self.each_player_chooses(f, &[you], n, &candidates, &asked, "the chosen permanents become tapped") else { return false };
        f.moved = picked.into_iter().filter(|o| self.is_on_battlefield(*o) && !self.objects[o].tapped).collect();
        for &o in &f.moved.clone() {
            self.tap(o, "701.19a");
        }
        true
    }
}
