//! `do: move_counters`: the instruction `Effect::MoveCounters` followed as
//! its spell or ability resolves (608.2c).
//!
//! "Move a counter from one object onto another" (121.5): each counter moved
//! is taken from the first object and put on the second. Nothing happens
//! when they are the same object, when the first has no such counter, or
//! when either is no longer on the battlefield (the counter stays where it
//! was). Graft's counter (702.57a).
//!
//! Rules cited by its events: 121.5.

use super::prelude::*;

impl Game {
    pub(super) fn do_move_counters(&mut self, f: &mut ResolutionFrame, (from, to): (&ObjRef, &ObjRef), kind: &String, count: &Amount) -> bool {
        let n = u32::try_from(self.amount(f, count).max(0)).unwrap_or(0);
        let (Some(a), Some(b)) = (self.resolve_objs(f, from).first().copied(), self.resolve_objs(f, to).first().copied()) else {
            self.emit(Event::new("121.5", EventKind::Note, format!("{}: no counter is moved (one of the two objects is gone)", f.item.source_name)));
            return true;
        };
        if a == b || !self.is_on_battlefield(a) || !self.is_on_battlefield(b) {
            self.emit(Event::new("121.5", EventKind::Note, format!("{}: no counter is moved", f.item.source_name)));
            return true;
        }
        let have = self.obj(a).and_then(|o| o.extra.counters.get(kind).copied()).unwrap_or(0);
        let moved = n.min(have);
        if moved == 0 {
            return true;
        }
        self.remove_counters(a, kind, moved, "121.5");
        self.add_counters(b, kind, moved, "121.5");
        true
    }
}
