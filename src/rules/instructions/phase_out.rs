//! `do: phase_out`: the instruction `Effect::PhaseOut` followed as its
//! spell or ability resolves (608.2c): each object it names that is on the
//! battlefield phases out, with what is attached to it (`rules::phasing`).
//!
//! Rules cited by its events: 702.25b.

use super::prelude::*;

impl Game {
    pub(super) fn do_phase_out(&mut self, f: &mut ResolutionFrame, what: &ObjRef) -> bool {
        let ids: Vec<ObjectId> = self.resolve_objs(f, what).into_iter().filter(|o| self.is_on_battlefield(*o)).collect();
        if !ids.is_empty() {
            self.phase_out(&ids, "702.25b");
        }
        true
    }
}
