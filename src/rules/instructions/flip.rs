//! `do: flip`: the instruction `Effect::Flip` followed as its spell or
//! ability resolves (608.2c): each permanent it names that is a flip card
//! (or a copy of one) not flipped yet flips (709.2); its characteristics
//! are then its flipped half's, its mana cost and colour unchanged
//! (709.1c). A flipped permanent stays flipped (709.4) until it leaves the
//! battlefield (a new object, 400.7).
//!
//! Rules cited by its events: 709.2, 709.4.

use super::prelude::*;

impl Game {
    pub(super) fn do_flip(&mut self, f: &mut ResolutionFrame, what: &ObjRef) -> bool {
        for o in self.resolve_objs(f, what) {
            let Some(ob) = self.obj(o) else { continue };
            let n = self.name_of(o);
            let card = ob.extra.copy_of.as_deref().unwrap_or(&ob.def);
            if ob.zone != Zone::Battlefield || card.flip.is_none() || ob.extra.flipped {
                self.emit(Event::new("709.4", EventKind::Note, format!("{n} doesn't flip (not an unflipped flip card on the battlefield)")));
                continue;
            }
            self.unindex_permanent(o);
            if let Some(ob) = self.obj_mut(o) {
                ob.extra.flipped = true;
            }
            self.index_permanent(o);
            self.touch(o);
            self.mark_dirty(o);
            let now = self.name_of(o);
            self.emit(Event::new("709.2", EventKind::Note, format!("{n} flips: it is {now}")));
        }
        true
    }
}
