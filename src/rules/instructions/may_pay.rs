//! `do: may_pay`: the instruction `Effect::MayPay` followed as its spell or
//! ability resolves (608.2c).
//!
//! "You may pay [mana]. If you do, [effects]" (608.2d): the controller
//! decides on resolution, and may activate mana abilities to pay (608.2f); a
//! player who can't pay can't choose to. The effects happen only if the mana
//! was paid; the `otherwise` instructions (recover's "Otherwise, exile this
//! card", 702.58a) only if it wasn't.
//!
//! Rules cited by its events: 608.2d.

use super::prelude::*;

impl Game {
    pub(super) fn do_may_pay(&mut self, f: &mut ResolutionFrame, mana: &ManaCost, (effects, otherwise): (&Vec<Effect>, &Vec<Effect>), text: &String) -> bool {
        let you = f.item.controller;
        let sname = f.item.source_name.clone();
        let pname = self.player(you).name.clone();
        let Some(acts) = self.mana_to_pay(you, mana) else {
            self.emit(Event::new("608.2d", EventKind::Note, format!("{pname} can't pay {}, so can't choose to: {text} doesn't happen", mana.text)));
            self.follow_next(f, otherwise);
            return true;
        };
        let pays = match f.answer.take().and_then(|a| a.yes()) {
            Some(yes) => yes,
            None => {
                let prompt = format!("you may pay {}: if you do, {text}", mana.text);
                let kind = DecisionKind::ChooseYesNo { subject: f.item.id, yes: format!("Pay {}: {text}", mana.text), no: "Don't pay".into() };
                self.ask(you, "608.2d", prompt, kind, Resume::Resolution);
                return false;
            }
        };
        if !pays {
            self.emit(Event::new("608.2d", EventKind::Note, format!("{pname} doesn't pay {}: {text} doesn't happen", mana.text)));
            self.follow_next(f, otherwise);
            return true;
        }
        match self.pay_while_resolving(you, mana, acts, &sname) {
            Some(paid) => {
                self.emit(Event::new("608.2d", EventKind::ManaPaid { player: you, mana: paid }, format!("{pname} pays {paid}: {text}")));
                self.follow_next(f, effects);
            }
            None => {
                self.emit(Event::new("608.2d", EventKind::Note, format!("{pname} couldn't pay {} after all: {text} doesn't happen", mana.text)));
                self.follow_next(f, otherwise);
            }
        }
        true
    }
}
