//! `do: exile`: the instruction `Effect::Exile` followed as its spell or
//! ability resolves (608.2c).
//!
//! Moves the objects to exile, as one event. With `linked`, the cards are
//! remembered for the source's linked abilities (607.2a), which name them
//! as the ObjRef `linked`: Oblivion Ring's "return the exiled card". With
//! `until_this_leaves`, they return as the source leaves the battlefield
//! (610.3, rules::exile_until).
//!
//! Rules cited by its events: 701.10; 610.3a.

use super::prelude::*;

impl Game {
    pub(super) fn do_exile(&mut self, f: &mut ResolutionFrame, what: &ObjRef, linked: bool, until_this_leaves: bool) -> bool {
        let sname = f.item.source_name.clone();
        if until_this_leaves && !self.exile_until_source_present(f.item.source, &sname) {
            f.moved.clear();
            return true;
        }
        // One instruction, one event (move_batch).
        let moves: Vec<ZoneMove> = self.resolve_objs(f, what).into_iter().map(|o| ZoneMove::new(o, Zone::Exile, "701.10", &format!("exiled by {sname}"))).collect();
        let froms: Vec<Option<Zone>> = moves.iter().map(|m| self.obj(m.id).map(|o| o.zone)).collect();
        let news = self.move_batch(&moves);
        if until_this_leaves {
            let back: Vec<(ObjectId, Zone)> = news.iter().zip(&froms).filter_map(|(new, from)| Some(((*new)?, (*from)?))).collect();
            self.exiled_until_leaves(f.item.source, &back);
        }
        f.moved = news.into_iter().flatten().collect();
        if linked {
            self.linked.entry(f.item.source).or_default().extend(f.moved.iter().copied());
        }
        true
    }
}
