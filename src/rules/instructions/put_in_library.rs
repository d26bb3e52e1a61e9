//! `do: put_in_library`: the instruction `Effect::PutInLibrary` followed as
//! its spell or ability resolves (608.2c).
//!
//! Rules cited by its events: 400.3, 401.4.

use super::prelude::*;
use crate::rules::zones::Position;

impl Game {
    /// 400.3: each card goes to its owner's library, whoever controlled it;
    /// 401.4: two or more of one owner's cards put on the same end at once go
    /// in the order that owner chooses (asked owner by owner; `f.scratch`
    /// holds the cards arranged so far, in the order chosen). False while asked.
    pub(super) fn do_put_in_library(&mut self, f: &mut ResolutionFrame, what: &ObjRef, end: LibraryEnd) -> bool {
        let sname = f.item.source_name.clone();
        let (pos, words) = if end.is_top() { (Position::Top, "on top of") } else { (Position::Bottom, "on the bottom of") };
        // "When [this] dies, put it on top ...": the card in the graveyard (603.6f).
        let cards = self.resolve_objs_from_graveyard(f, what);
        if let Some(Answer::Cards(order)) = f.answer.take() {
            f.scratch.extend(order);
        }
        let mut owners: Vec<PlayerId> = cards.iter().filter_map(|c| self.owner_of(*c)).collect();
        owners.dedup();
        for owner in owners {
            let theirs: Vec<ObjectId> = cards.iter().copied().filter(|c| self.owner_of(*c) == Some(owner)).collect();
            if theirs.len() > 1 && !theirs.iter().all(|c| f.scratch.contains(c)) {
                let labels = theirs.iter().map(|id| self.name_of(*id)).collect();
                let place = if end.is_top() { "on top of your library (the first you list goes on top)" } else { "on the bottom of your library (the last you list is the bottom card)" };
                let prompt = format!("{sname}: put these {} cards {place} in any order", theirs.len());
                self.ask(owner, "401.4", prompt, DecisionKind::ArrangeCards { cards: theirs, labels, bottom: !end.is_top() }, Resume::Resolution);
                return false;
            }
        }
        // In the order chosen, top first: moved last to first onto the top, first to last under the bottom.
        let mut ordered: Vec<ObjectId> = f.scratch.iter().copied().filter(|c| cards.contains(c)).collect();
        ordered.extend(cards.iter().copied().filter(|c| !f.scratch.contains(c)));
        if end.is_top() {
            ordered.reverse();
        }
        f.scratch.retain(|c| !cards.contains(c));
        let moves: Vec<ZoneMove> = ordered.into_iter().map(|o| ZoneMove { id: o, to: Zone::Library(PlayerId(0)), pos, rule: "400.3", why: format!("put {words} its owner's library by {sname}"), instead: None }).collect();
        f.moved = self.move_batch(&moves).into_iter().flatten().collect();
        true
    }
}
