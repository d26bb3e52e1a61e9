//! `do: exile_haunting`: the instruction `Effect::ExileHaunting` followed as
//! its ability resolves (608.2c): haunt's "exile it haunting target creature".
//!
//! 702.54a-b (reference rules): the card is exiled; while it stays there it
//! haunts the creature the ability targeted, and its "when the creature it
//! haunts dies" abilities watch that creature from exile (702.54c,
//! rules::triggers `haunted_dies_triggers`). The target is checked as the
//! ability resolves (608.2b): an illegal one leaves the card where it is.
//!
//! Rules cited by its events: 702.54b.

use super::prelude::*;

impl Game {
    pub(super) fn do_exile_haunting(&mut self, f: &mut ResolutionFrame, what: &ObjRef) -> bool {
        let Some(haunted) = self.resolve_objs(f, &ObjRef::Target(0)).into_iter().next() else { return true };
        let sname = f.item.source_name.clone();
        let cards = self.resolve_objs(f, what);
        let moves: Vec<ZoneMove> = cards.into_iter().map(|o| ZoneMove::new(o, Zone::Exile, "702.54a", &format!("exiled by {sname}'s haunt"))).collect();
        f.moved = self.move_batch(&moves).into_iter().flatten().filter(|n| self.obj(*n).is_some_and(|o| o.zone == Zone::Exile)).collect();
        let hname = self.name_of(haunted);
        for card in f.moved.clone() {
            let cname = self.name_of(card);
            if let Some(o) = self.obj_mut(card) {
                o.extra.haunting = Some(haunted);
            }
            if let Some(h) = self.obj_mut(haunted) {
                h.extra.haunted_by.push(card);
            }
            self.emit(Event::new("702.54b", EventKind::Note, format!("{cname} haunts {hname}")));
        }
        true
    }
}
