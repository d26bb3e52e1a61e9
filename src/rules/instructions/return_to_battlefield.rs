//! `do: return_to_battlefield`: the instruction `Effect::ReturnToBattlefield` followed as its spell or
//! ability resolves (608.2c).
//!
//! Put exiled or graveyard cards onto the battlefield under their owners'
//! control, or under the controller's with `under_your_control` ("return
//! that card to the battlefield under your control", Fool's Demise); also a
//! card of a library the instruction before revealed ("reveal the top card
//! of your library. If it's a creature card, put it onto the battlefield").
//!
//! Rules cited by its events: 603.7; 110.6b+709.2 (a flip card returned flipped); 608.2c (from a library); 603.10+607.2a (linked abilities) for the cards a linked
//! `exile` of the same object exiled.

use super::prelude::*;

impl Game {
    pub(super) fn do_return_to_battlefield(&mut self, f: &mut ResolutionFrame, what: &ObjRef, (under_your_control, tapped, flipped): (bool, bool, bool), with_counters: &Vec<CounterSpec>) -> bool {
        let you = f.item.controller;
        let sname = f.item.source_name.clone();
        // "Return that card to the battlefield under its owner's / your control" (it must still be where it went).
        // Several cards return together: one event (603.6a).
        let ctl = if under_your_control { Some(you) } else { None };
        let cards: Vec<(ObjectId, Option<PlayerId>)> = self
            .resolve_objs_from_graveyard(f, what)
            .into_iter()
            .filter(|o| self.obj(*o).map(|x| matches!(x.zone, Zone::Exile | Zone::Graveyard(_) | Zone::Library(_))).unwrap_or(false))
            .map(|o| (o, ctl))
            .collect();
        if matches!(what, ObjRef::Linked) {
            // 607.2a: only what this very object exiled comes back, once.
            self.linked.remove(&f.item.source);
            if cards.is_empty() {
                self.emit(Event::new("603.10+607.2a", EventKind::Note, format!("{sname} exiled nothing that is still in exile, so nothing returns")));
            }
        }
        let from_library = cards.iter().any(|(o, _)| self.obj(*o).is_some_and(|x| matches!(x.zone, Zone::Library(_))));
        let rule = if matches!(what, ObjRef::Linked) {
            "603.10+607.2a"
        } else if from_library {
            "608.2c"
        } else {
            "603.7"
        };
        // "To the battlefield flipped": a flip card enters flipped (110.6b).
        f.moved = self.put_onto_battlefield_status(&cards, with_counters, (false, flipped), rule, &format!("returned by {sname}"));
        if tapped {
            // "To the battlefield tapped": it enters tapped (614.1c), not "becomes tapped".
            for id in f.moved.clone() {
                if let Some(o) = self.obj_mut(id) {
                    o.tapped = true;
                }
                self.mark_dirty(id);
            }
        }
        true
    }
}
