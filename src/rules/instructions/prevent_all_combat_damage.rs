//! `do: prevent_all_combat_damage`: the instruction `Effect::PreventAllCombatDamage` followed as its spell or
//! ability resolves (608.2c).
//!
//! "Prevent all combat damage that would be dealt this turn" (Fog).
//!
//! Rules cited by its events: 615.1.

use super::prelude::*;

impl Game {
    pub(super) fn do_prevent_all_combat_damage(&mut self, _f: &mut ResolutionFrame) -> bool {
        self.prevention.all_combat_damage = true;
        self.emit(Event::new("615.1", EventKind::EffectCreated { description: "prevent all combat damage this turn".into() }, "all combat damage that would be dealt this turn will be prevented"));
        true
    }
}
