//! 614.12: "As [this] enters the battlefield, you may pay 2 life / reveal a
//! [kind] card from your hand. If you don't, [this] enters the battlefield
//! tapped." The controller chooses as the permanent enters: for a land played
//! (305.1) before it is put onto the battlefield; for a permanent an
//! instruction puts there, before the resolution's next instruction (it
//! enters tapped, and is untapped when the payment is made).

use super::events::{Event, EventKind};
use super::state::*;
use super::types::*;
use crate::cards::def::EntryPayment;

impl Game {
    /// The question `p` is asked about `card`'s payment as it enters, or
    /// None when the payment can't be made (119.4: too little life; no card
    /// to reveal).
    pub(crate) fn entry_payment_question(&self, p: PlayerId, card: ObjectId, pay: &EntryPayment) -> Option<(String, DecisionKind)> {
        let name = self.name_of(card);
        match pay {
            EntryPayment::PayLife(n) => {
                if self.life_of(p) < *n {
                    return None;
                }
                let kind = DecisionKind::ChooseYesNo { subject: card, yes: format!("Pay {n} life: {name} enters untapped"), no: format!("Don't: {name} enters tapped") };
                Some((format!("{name} enters the battlefield: pay {n} life? If you don't, it enters tapped"), kind))
            }
            EntryPayment::Reveal(filter) => {
                let candidates: Vec<ObjectId> = self.players[p.0 as usize]
                    .hand
                    .iter()
                    .copied()
                    .filter(|c| *c != card && self.matches(*c, filter, p, Some(card)))
                    .collect();
                if candidates.is_empty() {
                    return None;
                }
                let kind = DecisionKind::ChooseObject { candidates, optional: true, labels: Vec::new(), none_label: Some(format!("Reveal nothing: {name} enters tapped")) };
                Some((format!("{name} enters the battlefield: reveal a card from your hand? If you don't, it enters tapped"), kind))
            }
        }
    }

    /// Make the payment `answer` chooses; true when it was made.
    pub(crate) fn make_entry_payment(&mut self, p: PlayerId, card: ObjectId, name: &str, pay: &EntryPayment, answer: &Answer) -> bool {
        let pname = self.player(p).name.clone();
        let paid = match (pay, answer) {
            (EntryPayment::PayLife(n), a) if a.yes() == Some(true) && self.life_of(p) >= *n => {
                self.change_life(p, n.saturating_neg(), "119.4");
                self.emit(Event::new("614.12", EventKind::Note, format!("{pname} pays {n} life as {name} enters the battlefield")));
                true
            }
            (EntryPayment::Reveal(filter), Answer::Object(Some(shown))) => {
                let ok = *shown != card && self.players[p.0 as usize].hand.contains(shown) && self.matches(*shown, filter, p, Some(card));
                if ok {
                    let sname = self.name_of(*shown);
                    self.emit(Event::new("614.12", EventKind::Note, format!("{pname} reveals {sname} from their hand as {name} enters the battlefield")));
                }
                ok
            }
            _ => false,
        };
        if !paid {
            self.emit(Event::new("614.12", EventKind::Note, format!("{pname} doesn't pay: {name} enters the battlefield tapped")));
        }
        paid
    }

    /// 305.1 / 614.12: a land being played whose controller may pay as it
    /// enters: asked before it moves (the land play resumes with the
    /// answer). Returns false when the question was asked.
    pub(crate) fn land_entry_payment(&mut self, p: PlayerId, card: ObjectId) -> bool {
        let Some(pay) = self.obj(card).and_then(|o| o.def.enters_tapped_unless_paid.clone()) else { return true };
        match self.entry_payment_question(p, card, &pay) {
            Some((prompt, kind)) => {
                self.ask(p, "614.12", prompt, kind, Resume::LandPlay { card });
                false
            }
            None => {
                let name = self.name_of(card);
                self.emit(Event::new("614.12", EventKind::Note, format!("{} can't pay as {name} enters the battlefield", self.player(p).name)));
                self.entry_paid = Some(false);
                true
            }
        }
    }

    /// The answer about a land being played: the payment made or not, then
    /// the land play finished.
    pub(crate) fn land_entry_answered(&mut self, p: PlayerId, card: ObjectId, answer: &Answer) {
        let Some(pay) = self.obj(card).and_then(|o| o.def.enters_tapped_unless_paid.clone()) else { return };
        let name = self.name_of(card);
        self.entry_paid = Some(self.make_entry_payment(p, card, &name, &pay, answer));
        self.finish_land_play(p, card);
    }

    /// 614.12, as a permanent enters with such an ability: with the answer
    /// already given (a land played) it enters tapped or not; otherwise it
    /// enters tapped and waits for its controller's answer (`settle_entry_payment`).
    /// Returns the reason it enters tapped, if it is to be said now.
    pub(crate) fn entering_unless_paid(&mut self, id: ObjectId) -> Option<String> {
        match self.entry_paid.take() {
            Some(true) => None,
            Some(false) => Some(format!("{} enters the battlefield tapped (its own ability: its controller didn't pay)", self.name_of(id))),
            None => {
                let o = self.obj_mut(id)?;
                o.tapped = true;
                o.extra.entry_unanswered = true;
                self.mark_dirty(id);
                None
            }
        }
    }

    /// 614.12: the payments of permanents the last instruction put onto the
    /// battlefield, each asked of its controller. Returns false when a
    /// question was asked (the answer comes back in `f.answer`).
    pub(crate) fn settle_entry_payment(&mut self, f: &mut ResolutionFrame) -> bool {
        loop {
            let waiting = f.moved.iter().copied().find(|id| self.obj(*id).is_some_and(|o| o.zone == Zone::Battlefield && o.extra.entry_unanswered));
            let Some(id) = waiting else { return true };
            let o = self.obj(id).unwrap();
            let p = o.controller;
            let def = o.extra.copy_of.clone().unwrap_or_else(|| o.def.clone());
            let name = self.name_of(id);
            let Some(pay) = def.enters_tapped_unless_paid.clone() else {
                self.obj_mut(id).unwrap().extra.entry_unanswered = false;
                continue;
            };
            let paid = match f.answer.take() {
                Some(a) => self.make_entry_payment(p, id, &name, &pay, &a),
                None => match self.entry_payment_question(p, id, &pay) {
                    Some((prompt, kind)) => {
                        self.ask(p, "614.12", prompt, kind, Resume::Resolution);
                        return false;
                    }
                    None => {
                        self.emit(Event::new("614.12", EventKind::Note, format!("{} can't pay: {name} enters the battlefield tapped", self.player(p).name)));
                        false
                    }
                },
            };
            let o = self.obj_mut(id).unwrap();
            o.extra.entry_unanswered = false;
            if paid {
                o.tapped = false;
                self.tapped_permanents.remove(&id);
            }
            self.mark_dirty(id);
        }
    }
}
