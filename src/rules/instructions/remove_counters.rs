//! `do: remove_counters`: the instruction `Effect::RemoveCounters` followed as its spell or
//! ability resolves (608.2c).
//!
//! Rules cited by its events: 121.1.

use super::prelude::*;

impl Game {
    pub(super) fn do_remove_counters(&mut self, f: &mut ResolutionFrame, what: &ObjRef, kind: &String, count: &Amount) -> bool {
        let n = self.amount(f, count).max(0) as u32;
        for o in self.resolve_objs(f, what) {
            self.remove_counters(o, kind, n, "121.1");
        }
        true
    }
}
