//! `do: cant_be_regenerated`: the instruction `Effect::CantBeRegenerated` followed as its spell or
//! ability resolves (608.2c).
//!
//! Modifies the destroy instructions of the same spell (608.2c).

use super::prelude::*;

impl Game {
    pub(super) fn do_cant_be_regenerated(&mut self, f: &mut ResolutionFrame, what: &ObjRef) -> bool {
        let source = f.item.source;
        // Applied to the destroy instructions by read-ahead (608.2c); it also lasts the turn.
        for o in self.resolve_objs(f, what) {
            if self.is_on_battlefield(o) {
                let ts = self.fresh_timestamp();
                self.effects.push(ContinuousEffect::new(ts, source, o, Modification::CantBeRegenerated, Duration::EndOfTurn, f.item.controller));
            }
        }
        true
    }
}
