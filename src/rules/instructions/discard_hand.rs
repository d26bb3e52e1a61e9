//! `do: discard_hand`: the instruction `Effect::DiscardHand` followed as its spell or
//! ability resolves (608.2c).
//!
//! Discard the whole hand, or with a filter every card in it that matches
//! ("discards all cards with that name", "all nonland cards with
//! converted mana cost equal to the number").
//!
//! Rules cited by its events: 701.8.

use super::prelude::*;

impl Game {
    pub(super) fn do_discard_hand(&mut self, f: &mut ResolutionFrame, player: &Recipient, filter: &Filter) -> bool {
        let you = f.item.controller;
        let source = f.item.source;
        // Every card of every hand named is discarded at the same time (608.2e): one event.
        let start = |g: &mut Game, f: &mut ResolutionFrame| {
            let chosen = g.frame_chosen(f);
            let mut cards = Vec::new();
            for p in g.players_of(f, player) {
                let hand = g.player(p).hand.iter().copied();
                cards.extend(hand.filter(|c| filter.is_empty() || g.matches_chosen(*c, filter, you, Some(source), &chosen)));
            }
            Some(cards)
        };
        // 616.1: each card's move is settled before they all go (rules::move_queue).
        // 701.8: the replacements that watch who made the discard (the controller) see it.
        self.discard_cause = Some(f.item.controller);
        let q = self.instruction_moves(f, start, |g, id| !g.has_madness(id));
        self.discard_cause = None;
        let Some(q) = q else { return false };
        f.moved = self.discard_batch_with(&q.objects(), "701.8", &|id| q.instead(id), Some(f.item.controller));
        true
    }
}
