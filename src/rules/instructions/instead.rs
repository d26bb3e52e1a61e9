//! `do: instead`: the instruction `Effect::Instead` followed as its spell or
//! ability resolves (608.2c).
//!
//! "If [condition], [effects]" (608.2c: with nothing `otherwise`), and
//! "[effects]; if [condition], [instead] instead": a spell's or ability's
//! own replacement of part of its effect (self-replacement, 614.15 of the
//! reference). The condition is checked as the instruction is followed,
//! before the event exists, so it applies before any other replacement
//! effect (616.1a): Galvanic Blast deals 4 instead of 2 with metalcraft,
//! and Furnace of Rath then doubles the 4.

use super::prelude::*;

impl Game {
    /// A condition as a resolving instruction checks it: "that card" is what
    /// the instruction before moved or revealed, matched with the spell's or
    /// ability's own choices ("the named card", 608.2d).
    fn frame_condition_holds(&self, f: &ResolutionFrame, condition: &Condition) -> bool {
        match condition {
            Condition::ThatCard { filter } => {
                let chosen = self.frame_chosen(f);
                f.moved.first().is_some_and(|id| self.matches_chosen(*id, filter, f.item.controller, Some(f.item.source), &chosen))
            }
            // A count of a player the instruction found ("if no cards are in
            // that graveyard"), counted now (608.2h).
            Condition::AtLeast { amount: amount @ Amount::Dynamic(DynamicAmount::CardsInGraveyard { .. }), count } => self.amount(f, amount) >= *count,
            Condition::Not { of } if matches!(**of, Condition::AtLeast { .. }) => !self.frame_condition_holds(f, of),
            other => self.condition_holds(other, f.item.controller, f.item.source),
        }
    }

    pub(super) fn do_instead(&mut self, f: &mut ResolutionFrame, condition: &Condition, instead: &Vec<Effect>, otherwise: &Vec<Effect>) -> bool {
        let sname = f.item.source_name.clone();
        // 614.15 / 616.1a: the spell's own replacement is settled first.
        if self.frame_condition_holds(f, condition) {
            if otherwise.is_empty() {
                // "If [condition], [effects]": an instruction followed only if the condition holds (608.2c).
                self.emit(Event::new("608.2c", EventKind::Note, format!("{sname}: the condition holds")));
            } else {
                self.emit(Event::new("614.15+616.1a", EventKind::Note, format!("{sname}: the condition holds, so its own replacement applies first")));
            }
            self.follow_next(f, instead);
        } else {
            self.follow_next(f, otherwise);
        }
        true
    }
}
