//! `do: may_sacrifice`: the instruction `Effect::MaySacrifice` followed as its spell or
//! ability resolves (608.2c).
//!
//! "You may sacrifice a [filter]. If you don't, [otherwise]" (608.2d example).
//!
//! Rules cited by its events: 608.2d, 701.15a.

use super::prelude::*;

impl Game {
    pub(super) fn do_may_sacrifice(&mut self, f: &mut ResolutionFrame, filter: &Filter, otherwise: &Vec<Effect>) -> bool {
        let you = f.item.controller;
        let source = f.item.source;
        // 608.2d: the player can't choose an impossible option.
        let candidates: Vec<ObjectId> = self
            .battlefield
            .iter()
            .copied()
            .filter(|id| self.objects[id].controller == you && self.matches(*id, filter, you, Some(source)))
            .collect();
        let chosen = if candidates.is_empty() {
            self.emit(Event::new("608.2d", EventKind::Note, format!("{} has nothing to sacrifice, so can't choose that option", self.player(you).name)));
            None
        } else {
            match f.answer.take() {
                Some(Answer::Object(o)) => o,
                _ => {
                    self.ask(you, "608.2d", "you may sacrifice one of these; choose none to take the other outcome".into(), DecisionKind::ChooseObject { candidates, optional: true, labels: vec![], none_label: None }, Resume::Resolution);
                    return false;
                }
            }
        };
        match chosen {
            Some(o) => self.sacrifice(o, "701.15a"),
            None => {
                // 608.2c: the "if you don't" instructions come next, in order; they may ask too.
                self.follow_next(f, otherwise);
            }
        }
        true
    }
}
