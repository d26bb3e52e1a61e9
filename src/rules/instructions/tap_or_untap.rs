//! `do: tap_or_untap`: the instruction `Effect::TapOrUntap` followed as its
//! spell or ability resolves (608.2c).
//!
//! "Tap or untap target creature": the controller chooses, as the
//! instruction is followed (608.2d), to tap the objects (701.19a) or to
//! untap them (701.19b); asked as a yes/no question whose answers say which.
//! With nothing left to act on (an illegal target), nothing is asked.
//!
//! Rules cited by its events: 608.2d, 701.19a, 701.19b.

use super::prelude::*;

impl Game {
    pub(super) fn do_tap_or_untap(&mut self, f: &mut ResolutionFrame, what: &ObjRef) -> bool {
        let objs = self.resolve_objs(f, what);
        if objs.is_empty() {
            return true;
        }
        let you = f.item.controller;
        let names: Vec<String> = objs.iter().map(|o| self.name_of(*o)).collect();
        let names = names.join(", ");
        match f.answer.take().and_then(|a| a.yes()) {
            Some(true) => objs.into_iter().for_each(|o| self.tap(o, "701.19a")),
            Some(false) => objs.into_iter().for_each(|o| self.untap(o, "701.19b")),
            None => {
                let sname = f.item.source_name.clone();
                let kind = DecisionKind::ChooseYesNo { subject: f.item.id, yes: format!("Tap {names}"), no: format!("Untap {names}") };
                self.ask(you, "608.2d", format!("{sname}: tap or untap {names}"), kind, Resume::Resolution);
                return false;
            }
        }
        true
    }
}
