//! `do: sacrifice`: the instruction `Effect::Sacrifice` followed as its spell or
//! ability resolves (608.2c).
//!
//! "[Players] sacrifice(s) N [permanents]" (701.15a): each player named
//! chooses N of the permanents they control that match the filter (all of
//! them, without a question, when they have N or fewer), in APNAP order
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
        let n = self.repeat_limit(self.amount(f, count).max(0), "permanents", "701.15a") as usize;
        let players = self.players_of(f, player);
        if f.progress.is_empty() {
            f.progress = vec![0];
        }
        let chosen = self.frame_chosen(f);
        while let Some(&p) = players.get(f.progress[0] as usize) {
            self.note_scan();
            let mine: Vec<ObjectId> = self
                .battlefield
                .iter()
                .copied()
                .filter(|id| self.objects[id].controller == p && (filter.is_empty() || self.matches_chosen(*id, filter, you, Some(source), &chosen)))
                .collect();
            if mine.len() <= n {
                f.scratch.extend(mine);
            } else {
                match f.answer.take() {
                    Some(Answer::Cards(cards)) => f.scratch.extend(cards),
                    _ => {
                        let prompt = format!("choose {n} permanent(s) to sacrifice");
                        self.ask(p, "608.2d", prompt, DecisionKind::ChooseCards { from: mine, min: n, max: n, labels: Vec::new() }, Resume::Resolution);
                        return false;
                    }
                }
            }
            f.progress[0] += 1;
        }
        if players.len() > 1 {
            self.emit(Event::new("608.2e", EventKind::Note, "each player has chosen, in APNAP order; the chosen permanents are sacrificed at the same time"));
        }
        let chosen = std::mem::take(&mut f.scratch);
        f.moved = self.sacrifice_batch(&chosen, "701.15a");
        true
    }
}
