//! `do: counter`: the instruction `Effect::Counter` followed as its spell or
//! ability resolves (608.2c).
//!
//! Counter target spell (701.5); Memory Lapse sends it elsewhere (608.2c).
//!
//! Rules cited by its events: 701.5a.

use super::prelude::*;

impl Game {
    pub(super) fn do_counter(&mut self, f: &mut ResolutionFrame, what: &ObjRef, to: &Destination) -> bool {
        let sname = f.item.source_name.clone();
        for o in self.resolve_objs(f, what) {
            if self.stack.iter().any(|s| s.id == o) {
                let n = self.name_of(o);
                self.emit(Event::new("701.5a", EventKind::Countered { stack_id: o }, format!("{n} is countered by {sname}")));
                self.counter_item(o, *to, "701.5a");
            }
        }
        true
    }
}
