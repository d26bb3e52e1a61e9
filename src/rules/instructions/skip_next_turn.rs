//! `do: skip_next_turn`: the instruction `Effect::SkipNextTurn` followed as
//! its spell or ability resolves (608.2c).
//!
//! "[Player] skips his or her next turn" (614.10): a replacement of that
//! player's next turn (an extra one included) with nothing; two such skip
//! the next two (614.10a). Kept in `Game::turns_to_skip`, used up as turns
//! would begin.
//!
//! Rules cited by its events: 614.10.

use super::prelude::*;

/// More pending skips than this are not kept.
const MAX_SKIPS: usize = 1_000;

impl Game {
    /// "[Player] skips his or her next untap step / draw step / combat phase" (614.10).
    pub(super) fn do_skip_next_step(&mut self, f: &mut ResolutionFrame, player: &Recipient, step: Step) -> bool {
        let sname = f.item.source_name.clone();
        for p in self.players_of(f, player) {
            if self.steps_to_skip.len() >= MAX_SKIPS {
                break;
            }
            self.steps_to_skip.push((p, step));
            let pname = self.player(p).name.clone();
            let what = if step == Step::BeginningOfCombat { "combat phase" } else { step.label() };
            self.emit(Event::new("614.10", EventKind::Note, format!("{sname}: {pname} will skip their next {what}")));
        }
        true
    }

    pub(super) fn do_skip_next_turn(&mut self, f: &mut ResolutionFrame, player: &Recipient) -> bool {
        let sname = f.item.source_name.clone();
        for p in self.players_of(f, player) {
            if self.turns_to_skip.len() >= MAX_SKIPS {
                break;
            }
            self.turns_to_skip.push(p);
            let pname = self.player(p).name.clone();
            self.emit(Event::new("614.10", EventKind::Note, format!("{sname}: {pname} will skip their next turn")));
        }
        true
    }
}
