//! `do: choose`: the instruction `Effect::Choose` followed as its spell or
//! ability resolves (608.2c).
//!
//! "Choose a creature type", "choose an opponent", "name a card", "choose
//! a number" (608.2d: the choice is made as the instruction is followed,
//! by the controller). Later instructions of the same spell or ability
//! read the answer: filters' `chosen_type`, `chosen_name` and
//! `mana_value_chosen`, the player `chosen`, the amount `chosen_number`,
//! the colour `chosen`. With `remember`, the source permanent keeps the
//! answer as its own chosen value, replacing the one it had (Shapeshifter:
//! "you may choose a number ... its power is equal to the last chosen number").

use super::prelude::*;

impl Game {
    pub(super) fn do_choose(&mut self, f: &mut ResolutionFrame, choice: &Choice, remember: &bool) -> bool {
        self.follow_choose(f, choice, *remember)
    }
}
