//! `do: attacks_if_able`: the instruction `Effect::AttacksIfAble` followed as its spell or
//! ability resolves (608.2c).
//!
//! "[Objects] attack this turn if able": a requirement on the declaration of
//! attackers (508.1d), not an ability, so it lasts even if the creature loses
//! its abilities; it ends with the turn (514.2) or once the creature has attacked.
//!
//! Rules cited by its events: 508.1d.

use super::prelude::*;

impl Game {
    pub(super) fn do_attacks_if_able(&mut self, f: &mut ResolutionFrame, what: &ObjRef) -> bool {
        for o in self.resolve_objs(f, what) {
            if self.is_on_battlefield(o) {
                self.attack_requirements.insert(o);
                let d = format!("{} attacks this turn if able", self.name_of(o));
                self.emit(Event::new("508.1d", EventKind::EffectCreated { description: d.clone() }, d));
            }
        }
        true
    }
}
