//! `do: untap_up_to`: the instruction `Effect::UntapUpTo` followed as its
//! spell or ability resolves (608.2c).
//!
//! "Untap up to N lands": not a target (608.2d: the choice is made as the
//! instruction is followed). The controller chooses up to N of the tapped
//! permanents matching the filter, whoever controls them (an untapped one
//! would change nothing, so none is offered), and they untap. With none
//! tapped, nothing is asked.
//!
//! Rules cited by its events: 608.2d, 701.19b.

use super::prelude::*;

impl Game {
    pub(super) fn do_untap_up_to(&mut self, f: &mut ResolutionFrame, filter: &Filter, count: &Amount) -> bool {
        let you = f.item.controller;
        let source = Some(f.item.source);
        let n = self.repeat_limit(self.amount(f, count).max(0), "permanents", "608.2d") as usize;
        let chosen = self.frame_chosen(f);
        let tapped: Vec<ObjectId> = self.battlefield.iter().copied().filter(|id| self.objects[id].tapped && (filter.is_empty() || self.matches_chosen(*id, filter, you, source, &chosen))).collect();
        if n == 0 || tapped.is_empty() {
            return true;
        }
        let picked = match f.answer.take() {
            Some(Answer::Cards(cards)) => cards,
            _ => {
                let max = n.min(tapped.len());
                self.ask(you, "608.2d", format!("choose up to {n} tapped permanent(s) to untap"), DecisionKind::ChooseCards { from: tapped, min: 0, max, labels: Vec::new() }, Resume::Resolution);
                return false;
            }
        };
        for o in picked {
            self.untap(o, "701.19b");
        }
        true
    }
}
