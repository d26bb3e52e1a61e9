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
        let n = self.amount(f, count).max(0) as usize;
        // 608.2e: with several players, each chooses in APNAP order (608.2d), then all
        // the chosen cards are discarded at the same time. Chosen cards wait in `scratch`.
        // With `you_choose`, the controller chooses from each revealed hand.
        let players = self.players_of(f, player);
        if f.progress.is_empty() {
            f.progress = vec![0];
        }
        let chosen = self.frame_chosen(f);
        while let Some(&p) = players.get(f.progress[0] as usize) {
            let hand: Vec<ObjectId> = self.player(p).hand.iter().copied().filter(|c| filter.is_empty() || self.matches_chosen(*c, filter, you, Some(source), &chosen)).collect();
            if hand.len() <= n {
                f.scratch.extend(hand);
            } else {
                match f.answer.take() {
                    Some(Answer::Cards(cards)) => f.scratch.extend(cards),
                    _ => {
                        let (chooser, labels, prompt) = if *you_choose {
                            let whose = self.player(p).name.clone();
                            (you, hand.iter().map(|c| self.name_of(*c)).collect(), format!("choose {n} card(s) from {whose}'s hand for them to discard"))
                        } else {
                            (p, Vec::new(), format!("choose {n} card(s) to discard"))
                        };
                        self.ask(chooser, "608.2d", prompt, DecisionKind::ChooseCards { from: hand, min: n, max: n, labels }, Resume::Resolution);
                        return false;
                    }
                }
            }
            f.progress[0] += 1;
        }
        if players.len() > 1 {
            self.emit(Event::new("608.2e", EventKind::Note, "each player has chosen, in APNAP order; the chosen cards are discarded at the same time"));
        }
        let chosen = std::mem::take(&mut f.scratch);
        f.moved = self.discard_batch(&chosen, "701.8");
        true
    }
}
