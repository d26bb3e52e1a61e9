//! `do: sacrifice_source`: the instruction `Effect::SacrificeSource` followed as its spell or
//! ability resolves (608.2c).
//!
//! The controller of the source sacrifices it.
//!
//! Rules cited by its events: 701.15a.

use super::prelude::*;

impl Game {
    pub(super) fn do_sacrifice_source(&mut self, f: &mut ResolutionFrame) -> bool {
        let source = f.item.source;
        self.sacrifice(source, "701.15a");
        true
    }
}
