//! `do: gain_control`: the instruction `Effect::GainControl` followed as its spell or
//! ability resolves (608.2c).
//!
//! "Gain control of [objects]" (613.1b), for as long as its duration says
//! (611.2b): the controller of the spell or ability becomes their controller.

use super::prelude::*;

impl Game {
    pub(super) fn do_gain_control(&mut self, f: &mut ResolutionFrame, what: &ObjRef, duration: &Duration) -> bool {
        let source = f.item.source;
        let Some(duration) = self.duration_begins(f, duration) else { return true };
        let you = f.item.controller;
        for o in self.resolve_objs(f, what) {
            if self.is_on_battlefield(o) {
                self.gain_control(o, you, source, duration.clone());
            }
        }
        true
    }
}
