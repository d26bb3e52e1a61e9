//! `do: untap`: the instruction `Effect::Untap` followed as its spell or
//! ability resolves (608.2c).
//!
//! Rules cited by its events: 701.19b.

use super::prelude::*;

impl Game {
    pub(super) fn do_untap(&mut self, f: &mut ResolutionFrame, what: &ObjRef) -> bool {
        let you = f.item.controller;
        let source = f.item.source;
        // "Untap all ...": only tapped permanents can change (rules::effects::tapped_matching);
        // a filter reading what the spell or ability chose goes through the frame.
        let objs = match what {
            ObjRef::All(filter) if f.scratch.is_empty() && filter.controlled_by.is_none() && !filter.reads_choice() => self.tapped_matching(filter, you, Some(source)),
            _ => self.resolve_objs(f, what),
        };
        for o in objs {
            self.untap(o, "701.19b");
        }
        true
    }
}
