//! `do: cast_from_hand`: the instruction `Effect::CastFromHand` followed as its spell or
//! ability resolves (608.2c).
//!
//! 608.2f: "You may cast a [filter] card from your hand [without paying its
//! mana cost]" while this resolves; the spell goes on the stack above it and
//! nobody receives priority until this finishes resolving.

use super::prelude::*;

impl Game {
    pub(super) fn do_cast_from_hand(&mut self, f: &mut ResolutionFrame, filter: &Filter, without_paying_mana_cost: &bool) -> bool {
        self.cast_during_resolution(f, filter, *without_paying_mana_cost)
    }
}
