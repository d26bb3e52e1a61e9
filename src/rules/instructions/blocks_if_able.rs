//! `do: blocks_if_able` and `do: must_be_blocked`: the instructions
//! `Effect::BlocksIfAble` and `Effect::MustBeBlocked` followed as their
//! spell or ability resolves (608.2c).
//!
//! "[Creature] blocks [attacker] this turn if able" and "All creatures able
//! to block [creature] this turn do so": requirements on the declaration of
//! blockers (509.1c) for the rest of the turn, on the objects named as it
//! resolves (611.2c); not abilities, so they stay if the creatures lose
//! theirs. They end at cleanup (514.2).
//!
//! Rules cited by its events: 509.1c.

use super::prelude::*;

impl Game {
    pub(super) fn do_blocks_if_able(&mut self, f: &mut ResolutionFrame, what: &ObjRef, attacker: Option<&ObjRef>) -> bool {
        // The attacker it names, fixed now; none there: nothing is required.
        let attacker = match attacker {
            Some(a) => match self.resolve_objs(f, a).into_iter().find(|o| self.is_on_battlefield(*o)) {
                Some(a) => Some(a),
                None => return true,
            },
            None => None,
        };
        for o in self.resolve_objs(f, what) {
            if !self.is_on_battlefield(o) {
                continue;
            }
            self.block_requirements.push(BlockRequirement::Block { blocker: o, attacker });
            let d = match attacker {
                Some(a) => format!("{} blocks {} this turn if able", self.name_of(o), self.name_of(a)),
                None => format!("{} blocks this turn if able", self.name_of(o)),
            };
            self.emit(Event::new("509.1c", EventKind::EffectCreated { description: d.clone() }, d));
        }
        true
    }

    pub(super) fn do_must_be_blocked(&mut self, f: &mut ResolutionFrame, what: &ObjRef, by: &Filter) -> bool {
        let (source, controller) = (f.item.source, f.item.controller);
        for o in self.resolve_objs(f, what) {
            if !self.is_on_battlefield(o) {
                continue;
            }
            self.block_requirements.push(BlockRequirement::BeBlocked { attacker: o, source, controller, by: by.clone() });
            let d = format!("all creatures able to block {} this turn do so", self.name_of(o));
            self.emit(Event::new("509.1c", EventKind::EffectCreated { description: d.clone() }, d));
        }
        true
    }
}
