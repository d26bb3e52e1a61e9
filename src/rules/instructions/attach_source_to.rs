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

impl Game {
    /// "Then attach this to it" (701.3a): the source goes on the object the
    /// instruction before made or moved (`moved`, 400.7), when both are on
    /// the battlefield and it is a creature the source could legally equip
    /// (301.5c; 702.16: not one with protection from the source).
    pub(super) fn do_attach_source_to_it(&mut self, f: &mut ResolutionFrame) -> bool {
        let source = f.item.source;
        let Some(t) = f.moved.first().copied() else { return true };
        if !self.is_on_battlefield(source) || !self.is_on_battlefield(t) {
            return true;
        }
        let (Some(tc), Some(sc)) = (self.chars(t), self.chars(source)) else { return true };
        if tc.types.contains(&CardType::Creature) && !tc.protected_from(&sc) {
            self.attach(source, TargetChoice::Object(t), "701.3a");
        }
        true
    }
}
