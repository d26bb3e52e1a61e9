//! `do: grant_keyword`: the instruction `Effect::GrantKeyword` followed as its spell or
//! ability resolves (608.2c).
//!
//! "[Objects] gain [keyword] until end of turn", or "protection from [a
//! colour]" where the colour is `protection_from` (702.16a): a fixed one, or
//! `chosen`, the colour chosen by an earlier `choose_color` of the same
//! spell or ability ("the color of your choice", "the chosen color").
//! Exactly one of `keyword` and `protection_from`.
//!
//! Rules cited by its events: 608.2d, 611.2.

use super::prelude::*;

impl Game {
    pub(super) fn do_grant_keyword(&mut self, f: &mut ResolutionFrame, what: &ObjRef, keyword: &Option<Keyword>, protection_from: &Option<ColorRef>) -> bool {
        let source = f.item.source;
        let sname = f.item.source_name.clone();
        let keyword = match (keyword, protection_from) {
            (Some(k), _) => *k,
            (None, Some(c)) => match c.resolve(self.frame_chosen(f).color) {
                Some(c) => Keyword::protection_from_color(c),
                None => {
                    self.emit(Event::new("608.2d", EventKind::Note, format!("{sname}: no colour was chosen, so nothing gains protection")));
                    return true;
                }
            },
            (None, None) => return true,
        };
        for o in self.resolve_objs(f, what) {
            if self.is_on_battlefield(o) {
                let ts = self.fresh_timestamp();
                self.effects.push(ContinuousEffect { timestamp: ts, source, affected: o, modification: Modification::AddKeyword(keyword), until_end_of_turn: true, lasts_while: None });
                self.mark_dirty(o);
                let n = self.name_of(o);
                self.emit(Event::new("611.2", EventKind::EffectCreated { description: format!("{n} gains {} until end of turn", keyword.label()) }, format!("{n} gains {} until end of turn", keyword.label())));
            }
        }
        true
    }
}
