//! `do: attach_source_to`: the instruction `Effect::AttachSourceTo` followed as its spell or
//! ability resolves (608.2c).
//!
//! Equip and similar: attach the source to target slot N (701.3).
//!
//! Rules cited by its events: 701.3a.

use super::prelude::*;

impl Game {
    pub(super) fn do_attach_source_to(&mut self, f: &mut ResolutionFrame, target: &usize) -> bool {
        let source = f.item.source;
        if let Some(TargetChoice::Object(t)) = f.item.targets.get(*target).copied() {
            if !f.illegal[*target] && self.is_on_battlefield(source) && self.is_on_battlefield(t) {
                self.attach(source, TargetChoice::Object(t), "701.3a");
            }
        }
        true
    }
}
