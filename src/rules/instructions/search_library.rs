//! `do: search_library`: the instruction `Effect::SearchLibrary` followed as its spell or
//! ability resolves (608.2c).
//!
//! "Search your library for up to N [filter] cards, [reveal them,] put
//! them [into your hand / onto the battlefield (tapped) / on top of it],
//! then shuffle" (701.17, 701.18): the controller chooses among the
//! matching cards (and may find fewer than there are: the library is
//! hidden, 701.17b). `library_top` shuffles first, then puts the cards on
//! top (701.18b: "shuffle your library, then put the card on top of it").

use super::prelude::*;

impl Game {
    #[allow(clippy::too_many_arguments)]
    pub(super) fn do_search_library(&mut self, f: &mut ResolutionFrame, filter: &Filter, (count, any_number): (&u32, bool), to: &SearchTo, tapped: &bool, reveal: &bool, library: &Option<Recipient>) -> bool {
        // Whose library: the controller's, or the player the instruction names (none: nothing to search).
        let owner = match library {
            None => f.item.controller,
            Some(r) => match self.players_of(f, r).first() {
                Some(p) => *p,
                None => return true,
            },
        };
        // "Any number of": as many as match (701.17b: the searcher may find fewer).
        let count = if any_number { u32::MAX } else { *count };
        let search = crate::rules::search::Search { filter, count, to: *to, tapped: *tapped, reveal: *reveal, owner };
        if !self.search_library(f, search) {
            return false;
        }
        true
    }
}
