//! `do: remove_from_combat`: the instruction `Effect::RemoveFromCombat`
//! followed as its spell or ability resolves (608.2c).
//!
//! "Remove [object] from combat" (506.4): see `Game::remove_from_combat`.
//!
//! Rules cited by its events: 506.4.

use super::prelude::*;

impl Game {
    pub(super) fn do_remove_from_combat(&mut self, f: &mut ResolutionFrame, what: &ObjRef) -> bool {
        for o in self.resolve_objs(f, what) {
            if self.is_on_battlefield(o) {
                self.remove_from_combat(o, "506.4", "an effect removes it from combat");
            }
        }
        true
    }
}
