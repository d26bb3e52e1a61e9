//! `do: can_block_additional`: the instruction `Effect::CanBlockAdditional`
//! followed as its spell or ability resolves (608.2c).
//!
//! "[Creature] can block an additional creature this turn", "... can block
//! any number of creatures this turn": for the rest of the turn the creature
//! named as it resolves may block that many more attackers (509.1a); not an
//! ability, so it stays if the creature loses its abilities. It ends at
//! cleanup (514.2).

use super::prelude::*;

impl Game {
    pub(super) fn do_can_block_additional(&mut self, f: &mut ResolutionFrame, what: &ObjRef, additional: Option<u32>) -> bool {
        for o in self.resolve_objs(f, what) {
            if !self.is_on_battlefield(o) {
                continue;
            }
            self.extra_blocks.push((o, additional));
            let d = match additional {
                Some(1) => format!("{} can block an additional creature this turn", self.name_of(o)),
                Some(n) => format!("{} can block {n} additional creatures this turn", self.name_of(o)),
                None => format!("{} can block any number of creatures this turn", self.name_of(o)),
            };
            self.emit(Event::new("509.1a", EventKind::EffectCreated { description: d.clone() }, d));
        }
        true
    }
}
