//! `do: return_to_hand`: the instruction `Effect::ReturnToHand` followed as its spell or
//! ability resolves (608.2c).
//!
//! Rules cited by its events: 608.2c.

use super::prelude::*;

impl Game {
    pub(super) fn do_return_to_hand(&mut self, f: &mut ResolutionFrame, what: &ObjRef) -> bool {
        let sname = f.item.source_name.clone();
        // "Return all ..." is one event (move_batch).
        let moves: Vec<ZoneMove> =
            self.resolve_objs_from_graveyard(f, what).into_iter().map(|o| ZoneMove::new(o, Zone::Hand(PlayerId(0)), "608.2c", &format!("returned by {sname}"))).collect();
        f.moved = self.move_batch(&moves).into_iter().flatten().collect();
        true
    }
}
