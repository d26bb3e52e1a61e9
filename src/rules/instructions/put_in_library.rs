//! `do: put_in_library`: the instruction `Effect::PutInLibrary` followed as
//! its spell or ability resolves (608.2c).
//!
//! Rules cited by its events: 400.3.

use super::prelude::*;
use crate::rules::zones::Position;

impl Game {
    pub(super) fn do_put_in_library(&mut self, f: &mut ResolutionFrame, what: &ObjRef, end: LibraryEnd) -> bool {
        let sname = f.item.source_name.clone();
        let (pos, words) = if end.is_top() { (Position::Top, "on top of") } else { (Position::Bottom, "on the bottom of") };
        // 400.3: a card goes to its owner's library, whoever controlled it.
        // "When [this] dies, put it on top ...": the card in the graveyard (603.6f).
        let moves: Vec<ZoneMove> = self
            .resolve_objs_from_graveyard(f, what)
            .into_iter()
            .map(|o| ZoneMove { id: o, to: Zone::Library(PlayerId(0)), pos, rule: "400.3", why: format!("put {words} its owner's library by {sname}"), instead: None })
            .collect();
        f.moved = self.move_batch(&moves).into_iter().flatten().collect();
        true
    }
}
