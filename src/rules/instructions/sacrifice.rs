//! `do: sacrifice`: the instruction `Effect::Sacrifice` followed as its spell or
//! ability resolves (608.2c).
//!
//! "[Players] sacrifice(s) N [permanents]" (701.15a): each player named
//! chooses N of the permanents they control that match the filter (all of
//! them, without a question, when they have N or fewer; as many as they like
//! for "any number of"), in APNAP order
//! (608.2e); then every chosen permanent is sacrificed at the same time. The
//! filter is read from the spell's or ability's controller ("another",
//! "chosen"); whose permanents they are is the sacrificing player's.
//!
//! Rules cited by its events: 608.2d, 608.2e, 701.15a.

use super::prelude::*;

impl Game {
    pub(super) fn do_sacrifice(&mut self, f: &mut ResolutionFrame, player: &Recipient, filter: &Filter, count: &Amount) -> bool {
        let you = f.item.controller;
        let source = f.item.source;
        let n = self.chosen_number(f, count, "permanents", "701.15a");
        let players = self.players_of(f, player);
        let chosen = self.frame_chosen(f);
        let candidates = |g: &Game, p: PlayerId| -> Vec<ObjectId> {
            g.note_scan();
            g.battlefield.iter().copied().filter(|id| g.objects[id].controller == p && (filter.is_empty() || g.matches_chosen(*id, filter, you, Some(source), &chosen))).collect()
        };
        let asked = |_: &Game, p: PlayerId| ChoiceAsked { chooser: p, prompt: format!("choose {} permanent(s) to sacrifice", n.words()), labels: Vec::new() };
        let start = |g: &mut Game, f: &mut ResolutionFrame| g.each_player_chooses(f, &players, n, &candidates, &asked, "the chosen permanents are sacrificed");
        // 616.1: each permanent's move is settled before they all go (rules::move_queue).
        let Some(q) = self.instruction_moves(f, start, |g, id| g.is_on_battlefield(id)) else { return false };
        f.moved = self.sacrifice_batch_with(&q.objects(), "701.15a", &|id| q.instead(id));
        true
    }
}
