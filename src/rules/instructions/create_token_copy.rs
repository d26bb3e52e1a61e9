//! `do: create_token_copy`: the instruction `Effect::CreateTokenCopy` followed as its spell or
//! ability resolves (608.2c).
//!
//! "Put N tokens onto the battlefield that are copies of [object]" (706.2,
//! 110.5): each token's copiable values are the object's (its printed
//! values, or what a copy effect made them), read from last known
//! information if it has left (Giant Adephage's copy of itself after it
//! died). Under the controller's control, or `under`'s. The tokens are
//! "that token" (`moved`) for the next instructions.
//!
//! Rules cited by its events: 110.5.

use super::prelude::*;

impl Game {
    pub(super) fn do_create_token_copy(&mut self, f: &mut ResolutionFrame, of: &ObjRef, count: &Amount, under: &Option<PlayerRef>) -> bool {
        let n = self.amount(f, count).max(0);
        let n = self.repeat_limit(n, "tokens", "110.5");
        f.moved = self.create_token_copies(f, of, n, under.as_ref());
        true
    }
}
