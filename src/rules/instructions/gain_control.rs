//! `do: gain_control`: the instruction `Effect::GainControl` followed as its spell or
//! ability resolves (608.2c).
//!
//! "Gain control of [objects]" (613.1b), until end of turn or for good:
//! the controller of the spell or ability becomes their controller.

use super::prelude::*;

impl Game {
    pub(super) fn do_gain_control(&mut self, f: &mut ResolutionFrame, what: &ObjRef, until_end_of_turn: &bool, for_as_long_as: &Option<Condition>) -> bool {
        let source = f.item.source;
        let Some(lasts_while) = self.duration_begins(f, for_as_long_as) else { return true };
        let you = f.item.controller;
        for o in self.resolve_objs(f, what) {
            if self.is_on_battlefield(o) {
                self.gain_control(o, you, source, *until_end_of_turn, lasts_while.clone());
            }
        }
        true
    }
}
