//! `do: exile`: the instruction `Effect::Exile` followed as its spell or
//! ability resolves (608.2c).
//!
//! Moves the objects to exile, as one event. With `linked`, the cards are
//! remembered for the source's linked abilities (607.2a), which name them
//! as the ObjRef `linked`: Oblivion Ring's "return the exiled card".
//!
//! Rules cited by its events: 701.10.

use super::prelude::*;

impl Game {
    pub(super) fn do_exile(&mut self, f: &mut ResolutionFrame, what: &ObjRef, linked: bool) -> bool {
        let sname = f.item.source_name.clone();
        // One instruction, one event (move_batch).
        let moves: Vec<ZoneMove> = self.resolve_objs(f, what).into_iter().map(|o| ZoneMove::new(o, Zone::Exile, "701.10", &format!("exiled by {sname}"))).collect();
        f.moved = self.move_batch(&moves).into_iter().flatten().collect();
        if linked {
            self.linked.entry(f.item.source).or_default().extend(f.moved.iter().copied());
        }
        true
    }
}
