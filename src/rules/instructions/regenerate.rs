//! `do: regenerate`: the instruction `Effect::Regenerate` followed as its spell or
//! ability resolves (608.2c).
//!
//! Rules cited by its events: 701.13a.

use super::prelude::*;

impl Game {
    pub(super) fn do_regenerate(&mut self, f: &mut ResolutionFrame, what: &ObjRef) -> bool {
        for o in self.resolve_objs(f, what) {
            if let Some(ob) = self.obj_mut(o) {
                ob.extra.regen_shields += 1;
                let n = self.name_of(o);
                self.emit(Event::new("701.13a", EventKind::RegenerationShield { object: o }, format!("{n} gets a regeneration shield for this turn")));
            }
        }
        true
    }
}
