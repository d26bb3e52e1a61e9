//! Searching a library (701.17): the searching player looks through their
//! library (or the one the instruction names: "target player's library")
//! for cards with a stated quality, may find fewer than there are (701.17b:
//! the library is hidden, so nobody can check), puts them where the
//! instruction says, and the library's owner shuffles it (701.18; for "on
//! top of it", the rest is shuffled first, 701.18b).

use super::events::*;
use super::state::*;
use super::types::*;
use super::zones::ZoneMove;
use crate::cards::def::{Filter, SearchTo};

/// One library search of a resolving instruction.
pub(crate) struct Search<'a> {
    pub filter: &'a Filter,
    pub count: u32,
    pub to: SearchTo,
    pub tapped: bool,
    pub reveal: bool,
    /// Whose library is searched (the searcher's, or another player's).
    pub owner: PlayerId,
}

impl Game {
    /// 701.17: follow a search instruction of `f`; false while the searching
    /// player is asked which cards they find, or while a question about a
    /// found card's move to the graveyard waits (616.1, rules::move_queue).
    pub(crate) fn search_library(&mut self, f: &mut ResolutionFrame, s: Search) -> bool {
        let you = f.item.controller;
        let settled = if s.to == SearchTo::Graveyard {
            let Some(q) = self.instruction_moves(f, |g, f| g.cards_found(f, &s), |_, _| true) else { return false };
            Some(q)
        } else {
            None
        };
        let chosen = match &settled {
            Some(q) => q.objects(),
            None => match self.cards_found(f, &s) {
                Some(c) => c,
                None => return false,
            },
        };
        let pname = self.player(you).name.clone();
        let owner = s.owner;
        let names: Vec<String> = chosen.iter().map(|id| self.name_of(*id)).collect();
        let what = if chosen.is_empty() {
            "nothing".to_string()
        } else if s.reveal || matches!(s.to, SearchTo::Battlefield | SearchTo::Graveyard | SearchTo::Exile) {
            names.join(", ")
        } else {
            format!("{} card(s)", chosen.len())
        };
        let whose = if owner == you { "their".to_string() } else { format!("{}'s", self.player(owner).name) };
        self.emit(Event::new("701.17", EventKind::Note, format!("{pname} searches {whose} library and finds {what}")));
        if s.reveal && !chosen.is_empty() {
            self.emit(Event::new("701.14", EventKind::Note, format!("{pname} reveals {}", names.join(", "))));
        }
        f.moved = match s.to {
            SearchTo::Hand => {
                let moves: Vec<ZoneMove> = chosen.iter().map(|id| ZoneMove::new(*id, Zone::Hand(you), "701.17", "found in a search")).collect();
                let news = self.move_batch(&moves).into_iter().flatten().collect();
                self.shuffle_library(owner);
                news
            }
            SearchTo::Exile => {
                let moves: Vec<ZoneMove> = chosen.iter().map(|id| ZoneMove::new(*id, Zone::Exile, "701.17", "found in a search")).collect();
                let news = self.move_batch(&moves).into_iter().flatten().collect();
                self.shuffle_library(owner);
                news
            }
            SearchTo::Graveyard => {
                let instead = |id: ObjectId| settled.as_ref().and_then(|q| q.instead(id));
                let moves: Vec<ZoneMove> = chosen.iter().map(|id| ZoneMove { instead: instead(*id), ..ZoneMove::new(*id, Zone::Graveyard(owner), "701.17", "found in a search") }).collect();
                let news = self.move_batch(&moves).into_iter().flatten().collect();
                self.shuffle_library(owner);
                news
            }
            SearchTo::Battlefield => {
                let cards: Vec<(ObjectId, Option<PlayerId>)> = chosen.iter().map(|id| (*id, Some(you))).collect();
                let news = self.put_onto_battlefield_as(&cards, &[], s.tapped, "701.17", "found in a search");
                self.shuffle_library(owner);
                news
            }
            SearchTo::LibraryTop => {
                // 701.18b: the library is shuffled without them, then they go on top.
                let lib: Vec<ObjectId> = self.player(owner).library.iter().copied().filter(|id| !chosen.contains(id)).collect();
                self.player_mut(owner).library = lib;
                self.shuffle_library(owner);
                let lib = &mut self.player_mut(owner).library;
                lib.extend(chosen.iter().copied());
                chosen
            }
        };
        true
    }

    /// The cards the searching player finds (701.17b: up to the number the
    /// instruction names, fewer if they like); None while they are asked.
    fn cards_found(&mut self, f: &mut ResolutionFrame, s: &Search) -> Option<Vec<ObjectId>> {
        let you = f.item.controller;
        let source = f.item.source;
        // 608.2d, 107.3: what the spell or ability chose, and its X, are read as it resolves.
        let chosen = self.frame_chosen(f);
        let found: Vec<ObjectId> = self.player(s.owner).library.iter().copied().filter(|id| self.matches_chosen(*id, s.filter, you, Some(source), &chosen)).collect();
        let max = found.len().min(s.count as usize);
        if max == 0 {
            return Some(Vec::new());
        }
        match f.answer.take() {
            Some(Answer::Cards(cards)) => Some(cards),
            _ => {
                let labels = found.iter().map(|id| self.name_of(*id)).collect();
                let whose = if s.owner == you { "your".to_string() } else { format!("{}'s", self.player(s.owner).name) };
                let prompt = format!("search {whose} library: choose up to {max} card(s) (you may find fewer, 701.17b)");
                self.ask(you, "701.17", prompt, DecisionKind::ChooseCards { from: found, min: 0, max, labels }, Resume::Resolution);
                None
            }
        }
    }
}
