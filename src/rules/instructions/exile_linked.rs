//! `do: exile_linked`: the instruction `Effect::ExileLinked` followed as its spell or
//! ability resolves (608.2c).
//!
//! Exile the objects and remember them for a linked ability of the same source (603.10, 607).
//!
//! Rules cited by its events: 701.10.

use super::prelude::*;

impl Game {
    pub(super) fn do_exile_linked(&mut self, f: &mut ResolutionFrame, what: &ObjRef) -> bool {
        let source = f.item.source;
        let sname = f.item.source_name.clone();
        // 603.10: the exiled cards are remembered for this source's linked ability.
        let moves: Vec<ZoneMove> = self.resolve_objs(f, what).into_iter().map(|o| ZoneMove::new(o, Zone::Exile, "701.10", &format!("exiled by {sname}"))).collect();
        f.moved = self.move_batch(&moves).into_iter().flatten().collect();
        self.linked.entry(source).or_default().extend(f.moved.iter().copied());
        true
    }
}
