//! `do: discard`: the instruction `Effect::Discard` followed as its spell or
//! ability resolves (608.2c).
//!
//! The player discards N cards of their choice (608.2d); with a filter,
//! only cards matching it (fewer if fewer match). With `you_choose` the
//! controller chooses them, seeing the hand ("Target opponent reveals
//! his or her hand. You choose a nonland card from it. That player
//! discards that card": Duress, after `reveal_hand`).
//!
//! Rules cited by its events: 608.2d, 608.2e, 701.8.

use super::prelude::*;

impl Game {
    pub(super) fn do_discard(&mut self, f: &mut ResolutionFrame, player: &Recipient, count: &Amount, filter: &Filter, you_choose: &bool) -> bool {
        let you = f.item.controller;
        let source = f.item.source;
        let n = self.chosen_number(f, count, "cards", "701.8");
        // 608.2e: with several players, each chooses in APNAP order (608.2d), then all
        // the chosen cards are discarded at the same time. With `you_choose`, the
        // controller chooses from each revealed hand.
        let players = self.players_of(f, player);
        let chosen = self.frame_chosen(f);
        let candidates = |g: &Game, p: PlayerId| -> Vec<ObjectId> { g.player(p).hand.iter().copied().filter(|c| filter.is_empty() || g.matches_chosen(*c, filter, you, Some(source), &chosen)).collect() };
        let asked = |g: &Game, p: PlayerId| {
            if *you_choose {
                let whose = g.player(p).name.clone();
                ChoiceAsked { chooser: you, prompt: format!("choose {} card(s) from {whose}'s hand for them to discard", n.words()), labels: candidates(g, p).iter().map(|c| g.name_of(*c)).collect() }
            } else {
                ChoiceAsked { chooser: p, prompt: format!("choose {} card(s) to discard", n.words()), labels: Vec::new() }
            }
        };
        let start = |g: &mut Game, f: &mut ResolutionFrame| g.each_player_chooses(f, &players, n, &candidates, &asked, "the chosen cards are discarded");
        // 616.1: each card's move is settled before they all go (rules::move_queue).
        // 701.8: the replacements that watch who made the discard (the controller) see it.
        self.discard_cause = Some(you);
        let q = self.instruction_moves(f, start, |g, id| !g.has_madness(id));
        self.discard_cause = None;
        let Some(q) = q else { return false };
        f.moved = self.discard_batch_with(&q.objects(), "701.8", &|id| q.instead(id), Some(you));
        true
    }
}
