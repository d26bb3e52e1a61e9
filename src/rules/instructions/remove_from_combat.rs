//! `do: remove_from_combat`: the instruction `Effect::RemoveFromCombat`
//! followed as its spell or ability resolves (608.2c).
//!
//! "Remove [object] from combat" (506.4): see `Game::remove_from_combat`.
//!
//! And `do: assigns_no_combat_damage`: "[object] assigns no combat damage
//! this turn" (510.1): the object is left out as combat damage is assigned
//! for the rest of the turn (`Game::no_combat_damage`, emptied at 514.2).
//!
//! Rules cited by its events: 506.4, 510.1.

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

    pub(super) fn do_assigns_no_combat_damage(&mut self, f: &mut ResolutionFrame, what: &ObjRef) -> bool {
        for o in self.resolve_objs(f, what) {
            if self.is_on_battlefield(o) {
                self.no_combat_damage.insert(o);
                let d = format!("{} assigns no combat damage this turn", self.name_of(o));
                self.emit(Event::new("510.1", EventKind::EffectCreated { description: d.clone() }, d));
            }
        }
        true
    }
}
