//! `do: return_linked`: the instruction `Effect::ReturnLinked` followed as its spell or
//! ability resolves (608.2c).
//!
//! Return the cards exiled by the source's linked ability to the battlefield under their owners' control.
//!
//! Rules cited by its events: 603.10.

use super::prelude::*;

impl Game {
    pub(super) fn do_return_linked(&mut self, f: &mut ResolutionFrame) -> bool {
        let source = f.item.source;
        let sname = f.item.source_name.clone();
        // 603.10: only what this very object exiled comes back (a new object's link is its own).
        let cards = self.linked.remove(&source).unwrap_or_default();
        if cards.is_empty() {
            self.emit(Event::new("603.10", EventKind::Note, format!("{sname} exiled nothing, so nothing returns")));
        }
        let back: Vec<(ObjectId, Option<PlayerId>)> = cards.into_iter().filter(|c| self.obj(*c).map(|o| o.zone == Zone::Exile).unwrap_or(false)).map(|c| (c, None)).collect();
        f.moved = self.put_onto_battlefield_together(&back, "603.10", &format!("returned by {sname}"));
        true
    }
}
