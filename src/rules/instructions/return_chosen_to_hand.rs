//! `do: return_chosen_to_hand`: the instruction `Effect::ReturnChosenToHand`
//! followed as its spell or ability resolves (608.2c).
//!
//! "[Players] return(s) N [permanents] they control to their owner's hand":
//! not a target (608.2d: the choice is made as the instruction is followed);
//! each player named chooses N of the permanents they control that match
//! the filter (all of them, without a question, when they have N or fewer),
//! in APNAP order (608.2e); then every chosen permanent moves at the same
//! time. The filter is read from the spell's or ability's controller.
//!
//! Rules cited by its events: 608.2c, 608.2d, 608.2e.

use super::prelude::*;

impl Game {
    pub(super) fn do_return_chosen_to_hand(&mut self, f: &mut ResolutionFrame, player: &Recipient, filter: &Filter, count: &Amount) -> bool {
        let you = f.item.controller;
        let source = f.item.source;
        let sname = f.item.source_name.clone();
        let n = self.chosen_number(f, count, "permanents", "608.2d");
        let players = self.players_of(f, player);
        let chosen = self.frame_chosen(f);
        let candidates = |g: &Game, p: PlayerId| -> Vec<ObjectId> {
            g.note_scan();
            g.battlefield.iter().copied().filter(|id| g.objects[id].controller == p && (filter.is_empty() || g.matches_chosen(*id, filter, you, Some(source), &chosen))).collect()
        };
        let asked = |_: &Game, p: PlayerId| ChoiceAsked { chooser: p, prompt: format!("choose {} permanent(s) to return to their owner's hand", n.words()), labels: Vec::new() };
        let Some(chosen) = self.each_player_chooses(f, &players, n, &candidates, &asked, "the chosen permanents are returned to their owners' hands") else { return false };
        let moves: Vec<ZoneMove> = chosen.into_iter().map(|o| ZoneMove::new(o, Zone::Hand(PlayerId(0)), "608.2c", &format!("returned by {sname}"))).collect();
        f.moved = self.move_batch(&moves).into_iter().flatten().collect();
        true
    }
}
