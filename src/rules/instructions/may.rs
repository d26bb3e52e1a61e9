//! `do: may`: the instruction `Effect::May` followed as its spell or
//! ability resolves (608.2c).
//!
//! "You may [effects]": the controller chooses on resolution (603.5, 608.2d).
//!
//! Rules cited by its events: 603.5.

use super::prelude::*;

impl Game {
    pub(super) fn do_may(&mut self, f: &mut ResolutionFrame, effects: &Vec<Effect>, text: &String) -> bool {
        let you = f.item.controller;
        let sname = f.item.source_name.clone();
        // 603.5 / 608.2d: an optional instruction is chosen as it is followed.
        match f.answer.take().and_then(|a| a.yes()) {
            Some(true) => self.follow_next(f, effects),
            Some(false) => {
                let pname = self.player(you).name.clone();
                self.emit(Event::new("603.5", EventKind::Note, format!("{pname} chooses not to: {text}")));
            }
            None => {
                let prompt = format!("{sname}: you may {text}");
                let kind = DecisionKind::ChooseYesNo { subject: f.item.id, yes: format!("Yes: {text}"), no: "No".into() };
                self.ask(you, "603.5", prompt, kind, Resume::Resolution);
                return false;
            }
        }
        true
    }
}
