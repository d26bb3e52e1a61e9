//! `do: counter`: the instruction `Effect::Counter` followed as its spell or
//! ability resolves (608.2c).
//!
//! Counter target spell (701.5); Memory Lapse sends it elsewhere (608.2c).
//!
//! Rules cited by its events: 701.5a, 112.6f (a spell that can't be countered).

use super::prelude::*;

impl Game {
    pub(super) fn do_counter(&mut self, f: &mut ResolutionFrame, what: &ObjRef, to: &Destination) -> bool {
        let sname = f.item.source_name.clone();
        for o in self.resolve_objs(f, what) {
            if self.stack.iter().any(|s| s.id == o) {
                let n = self.name_of(o);
                if self.cant_be_countered(o) {
                    self.emit(Event::new("112.6f", EventKind::Note, format!("{n} can't be countered: {sname} does nothing to it")));
                    continue;
                }
                self.emit(Event::new("701.5a", EventKind::Countered { stack_id: o }, format!("{n} is countered by {sname}")));
                self.counter_item(o, *to, "701.5a");
            }
        }
        true
    }
}

impl Game {
    /// Does the spell have an ability saying it can't be countered (112.6f)?
    pub(crate) fn cant_be_countered(&self, spell: ObjectId) -> bool {
        self.chars_arc(spell).is_some_and(|c| c.statics().any(|e| matches!(e, StaticEffect::CantBeCountered)))
    }
}
