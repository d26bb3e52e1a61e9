//! `do: damage_cant_be_prevented_this_turn`: the instruction
//! `Effect::DamageCantBePreventedThisTurn` followed as its spell or ability
//! resolves (608.2c).
//!
//! "Damage can't be prevented this turn" (Flaring Pain): until the turn ends,
//! prevention effects prevent no damage and use up no shield (615.12,
//! `Game::cant_be_prevented`).
//!
//! Rules cited by its events: 615.12.

use super::prelude::*;

impl Game {
    pub(super) fn do_damage_cant_be_prevented_this_turn(&mut self, _f: &mut ResolutionFrame) -> bool {
        self.prevention.unpreventable = true;
        self.emit(Event::new("615.12", EventKind::EffectCreated { description: "damage can't be prevented this turn".into() }, "damage can't be prevented this turn"));
        true
    }
}
