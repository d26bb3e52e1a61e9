//! `do: may_play_exiled`: the instruction `Effect::MayPlayExiled` followed
//! as its spell or ability resolves (608.2c).
//!
//! The cards the instruction before exiled may be played from exile by the
//! controller for the duration (601.3, rules::play_from `PlayGrant`).
//!
//! Rules cited by its events: 601.3.

use super::prelude::*;

impl Game {
    pub(super) fn do_may_play_exiled(&mut self, f: &mut ResolutionFrame, duration: &Duration) -> bool {
        let (you, by, cards) = (f.item.controller, f.item.source_name.clone(), f.moved.clone());
        self.grant_play_from_exile(you, &cards, &by, *duration == Duration::UntilYourNextTurn);
        true
    }
}
