//! `do: cant_block_attacker`: the instruction `Effect::CantBlockAttacker`
//! followed as its spell or ability resolves (608.2c).
//!
//! "[Objects] can't block [attacker] this turn": a restriction on the
//! declaration of blockers (509.1b) until the turn ends (514.2), about one
//! attacker only, fixed as it resolves. On named objects it stays with those
//! objects; on "creatures [matching]" it applies to whatever matches when
//! blockers are declared (611.2c).
//!
//! Rules cited by its events: 509.1b.

use super::prelude::*;

impl Game {
    pub(super) fn do_cant_block_attacker(&mut self, f: &mut ResolutionFrame, what: Option<&ObjRef>, all: Option<&Filter>, attacker: &ObjRef) -> bool {
        let (source, controller) = (f.item.source, f.item.controller);
        let Some(attacker) = self.resolve_objs(f, attacker).into_iter().find(|o| self.is_on_battlefield(*o)) else { return true };
        let an = self.name_of(attacker);
        let (who, description) = match (what, all) {
            (Some(w), _) => {
                let objs: Vec<ObjectId> = self.resolve_objs(f, w).into_iter().filter(|o| self.is_on_battlefield(*o)).collect();
                if objs.is_empty() {
                    return true;
                }
                let names: Vec<String> = objs.iter().map(|o| self.name_of(*o)).collect();
                (Restricted::Objects(objs), format!("{} can't block {an} this turn", names.join(", ")))
            }
            (None, Some(filter)) => {
                let sname = self.name_of(source);
                (Restricted::All(filter.clone()), format!("every creature {sname}'s effect describes can't block {an} this turn, those that arrive later too (611.2c)"))
            }
            (None, None) => return true,
        };
        self.turn_restrictions.push(TurnRestriction { source, controller, who, attack: false, block: true, be_blocked: false, attacker: Some(attacker) });
        self.emit(Event::new("509.1b", EventKind::EffectCreated { description: description.clone() }, description));
        true
    }
}
