//! `do: cant_attack_or_block`: the instruction `Effect::CantAttackOrBlock`
//! followed as its spell or ability resolves (608.2c).
//!
//! "[Objects] can't attack / can't block / can't be blocked this turn": a
//! restriction on the declarations of attackers (508.1c) and blockers
//! (509.1b) until the turn ends (514.2). On named objects it stays with those
//! objects; on "all creatures [matching]" it changes the rules of the game,
//! so it applies to whatever matches when the declaration is made (611.2c).

use super::prelude::*;

impl Game {
    pub(super) fn do_cant_attack_or_block(&mut self, f: &mut ResolutionFrame, what: Option<&ObjRef>, all: Option<&Filter>, flags: [bool; 3]) -> bool {
        let source = f.item.source;
        let controller = f.item.controller;
        let [attack, block, be_blocked] = flags;
        let verbs: Vec<&str> = [(attack, "attack"), (block, "block"), (be_blocked, "be blocked")].iter().filter(|(on, _)| *on).map(|(_, v)| *v).collect();
        let verb = format!("can't {}", verbs.join(" or "));
        let rule = if attack { "508.1c" } else { "509.1b" };
        let (who, description) = match (what, all) {
            (Some(w), _) => {
                let objs: Vec<ObjectId> = self.resolve_objs(f, w).into_iter().filter(|o| self.is_on_battlefield(*o)).collect();
                if objs.is_empty() {
                    return true;
                }
                let names: Vec<String> = objs.iter().map(|o| self.name_of(*o)).collect();
                (Restricted::Objects(objs), format!("{} {verb} this turn", names.join(", ")))
            }
            (None, Some(filter)) => {
                let sname = self.name_of(source);
                (Restricted::All(filter.clone()), format!("every creature {sname}'s effect describes {verb} this turn, those that arrive later too (611.2c)"))
            }
            (None, None) => return true,
        };
        self.turn_restrictions.push(TurnRestriction { source, controller, who, attack, block, be_blocked, attacker: None });
        self.emit(Event::new(rule, EventKind::EffectCreated { description: description.clone() }, description));
        true
    }
}
