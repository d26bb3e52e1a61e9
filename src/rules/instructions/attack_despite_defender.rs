//! `do: attack_despite_defender`: the instruction `Effect::AttackDespiteDefender`
//! followed as its spell or ability resolves (608.2c).
//!
//! "[Objects] can attack this turn as though [they] didn't have defender"
//! (702.3b): a permission on the declaration of attackers for the rest of
//! the turn, on the objects named as it resolves (611.2c); it ends at
//! cleanup (514.2).
//!
//! Rules cited by its events: 702.3b.

use super::prelude::*;

impl Game {
    pub(super) fn do_attack_despite_defender(&mut self, f: &mut ResolutionFrame, what: &ObjRef) -> bool {
        for o in self.resolve_objs(f, what) {
            if self.is_on_battlefield(o) {
                self.attack_despite_defender.insert(o);
                let d = format!("{} can attack this turn as though it didn't have defender", self.name_of(o));
                self.emit(Event::new("702.3b", EventKind::EffectCreated { description: d.clone() }, d));
            }
        }
        true
    }
}
