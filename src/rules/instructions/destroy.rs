//! `do: destroy`: the instruction `Effect::Destroy` followed as its spell or
//! ability resolves (608.2c).
//!
//! Rules cited by its events: 701.7.

use super::prelude::*;

impl Game {
    pub(super) fn do_destroy(&mut self, f: &mut ResolutionFrame, what: &ObjRef) -> bool {
        // The objects are destroyed at the same time: one event (move_batch, 603.6d).
        let objs: Vec<(ObjectId, bool)> = self.resolve_objs(f, what).into_iter().map(|o| (o, !f.no_regen.contains(&o))).collect();
        f.moved = self.destroy_batch(&objs, "701.7");
        true
    }
}
