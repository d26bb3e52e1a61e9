//! `do: tap`: the instruction `Effect::Tap` followed as its spell or
//! ability resolves (608.2c).
//!
//! Rules cited by its events: 701.19a.

use super::prelude::*;

impl Game {
    pub(super) fn do_tap(&mut self, f: &mut ResolutionFrame, what: &ObjRef) -> bool {
        for o in self.resolve_objs(f, what) {
            self.tap(o, "701.19a");
        }
        true
    }
}
