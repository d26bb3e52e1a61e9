//! Looking at the top cards of a library (401.2: a library's cards are
//! hidden; an instruction may let a player look at some of them, or reveal
//! them to everyone), putting some of them into the hand, and putting the
//! rest back on top or on the bottom in an order of that player's choice.

use super::events::*;
use super::state::*;
use super::types::*;
use super::zones::ZoneMove;
use crate::cards::def::{LibraryEnd, TakeLooked};

/// How a `look_at_top` instruction goes: how many, what is taken, where the rest go.
pub(crate) struct Look<'a> {
    pub count: i64,
    pub take: Option<&'a TakeLooked>,
    pub rest: LibraryEnd,
    pub reveal: bool,
    /// The cards not taken go to the graveyard, not back to the library.
    pub rest_into_graveyard: bool,
    /// Whose library the cards are the top of.
    pub owner: PlayerId,
}

impl Game {
    /// "Look at [or reveal] the top N cards of your library", then the cards
    /// taken into the hand, then the rest put back in any order: false while
    /// the controller is asked. The cards looked at are fixed as the
    /// instruction starts (kept in `f.scratch`); `f.progress` says whether the
    /// cards to take have been chosen.
    pub(crate) fn look_at_top(&mut self, f: &mut ResolutionFrame, look: &Look) -> bool {
        if f.progress.is_empty() {
            self.start_look(f, look);
            f.progress = vec![0];
        }
        if f.progress == [0] {
            if let Some(take) = look.take {
                if !self.take_looked(f, take) {
                    return false;
                }
            }
            f.progress = vec![1];
        }
        if look.rest_into_graveyard {
            // "... and the rest into your graveyard": they go together (one event),
            // each move settled first (616.1, rules::move_queue).
            let sname = f.item.source_name.clone();
            let you = f.item.controller;
            let Some(q) = self.instruction_moves(f, |_, f| Some(f.scratch.clone()), |_, _| true) else { return false };
            let moves: Vec<ZoneMove> =
                q.objects().iter().map(|c| ZoneMove { instead: q.instead(*c), ..ZoneMove::new(*c, Zone::Graveyard(you), "608.2c", &format!("put into its owner's graveyard by {sname}")) }).collect();
            self.move_batch(&moves);
            return true;
        }
        if look.take.is_none() {
            // "Reveal the top card of your library. If it's a land card, put it
            // onto the battlefield": the cards seen are what the next
            // instructions call "it" (they stay in the library, 701.14b).
            f.moved = f.scratch.clone();
        }
        self.put_rest_of(f, look.rest, look.owner)
    }

    /// The cards looked at (or revealed), fixed as the instruction starts,
    /// top first, in `f.scratch`; the event says who saw them.
    pub(crate) fn start_look(&mut self, f: &mut ResolutionFrame, look: &Look) {
        let you = f.item.controller;
        let pname = self.player(you).name.clone();
        let library = &self.player(look.owner).library;
        let n = usize::try_from(look.count.max(0)).unwrap_or(usize::MAX).min(library.len());
        // The library's last card is its top.
        f.scratch = library.iter().rev().take(n).copied().collect();
        let seen = f.scratch.clone();
        let whose = if look.owner == you { "their".to_string() } else { format!("{}'s", self.player(look.owner).name) };
        // Revealed: the library's owner shows the cards (701.14).
        let pname = if look.reveal { self.player(look.owner).name.clone() } else { pname };
        self.say_looked(&pname, &whose, &seen, look.reveal);
    }

    /// 401.2 / 701.14: who saw what. Looked at: the names go only in the
    /// chooser's questions; revealed: the event names them.
    fn say_looked(&mut self, pname: &str, whose: &str, cards: &[ObjectId], reveal: bool) {
        let text = match (cards.len(), reveal) {
            (0, _) => format!("{pname} looks at no cards: {whose} library is empty"),
            (n, false) => format!("{pname} looks at the top {n} card{} of {whose} library", if n == 1 { "" } else { "s" }),
            (_, true) => {
                let names: Vec<String> = cards.iter().map(|c| self.name_of(*c)).collect();
                format!("{pname} reveals the top of their library: {}", names.join(", "))
            }
        };
        self.emit(Event::new(if reveal { "701.14" } else { "401.2" }, EventKind::Note, text));
    }

    /// The cards put into the hand from among those looked at: every matching
    /// one, or those the controller chooses. False while asked.
    fn take_looked(&mut self, f: &mut ResolutionFrame, take: &TakeLooked) -> bool {
        let you = f.item.controller;
        let chosen = self.frame_chosen(f);
        let source = Some(f.item.source);
        let candidates: Vec<ObjectId> = f.scratch.iter().copied().filter(|c| take.filter.is_empty() || self.matches_chosen(*c, &take.filter, you, source, &chosen)).collect();
        let taken = if take.all || candidates.is_empty() {
            candidates
        } else {
            match f.answer.take() {
                Some(Answer::Cards(cards)) => cards,
                _ => {
                    let max = take.max.map(|m| m as usize).unwrap_or(usize::MAX).min(candidates.len());
                    let min = (take.min as usize).min(max);
                    let labels = candidates.iter().map(|id| self.name_of(*id)).collect();
                    let prompt = match (min, max) {
                        (a, b) if a == b => format!("put {a} of the cards you looked at into your hand"),
                        (0, b) => format!("put up to {b} of the cards you looked at into your hand"),
                        (a, b) => format!("put {a} to {b} of the cards you looked at into your hand"),
                    };
                    self.ask(you, "401.2", prompt, DecisionKind::ChooseCards { from: candidates, min, max, labels }, Resume::Resolution);
                    return false;
                }
            }
        };
        if taken.is_empty() {
            return true;
        }
        if take.reveal {
            let names: Vec<String> = taken.iter().map(|c| self.name_of(*c)).collect();
            let pname = self.player(you).name.clone();
            self.emit(Event::new("701.14", EventKind::Note, format!("{pname} reveals {}", names.join(", "))));
        }
        let sname = f.item.source_name.clone();
        let moves: Vec<ZoneMove> = taken.iter().map(|c| ZoneMove::new(*c, Zone::Hand(you), "401.2", &format!("put into its owner's hand by {sname}"))).collect();
        f.moved = self.move_batch(&moves).into_iter().flatten().collect();
        f.scratch.retain(|c| !taken.contains(c));
        true
    }

    /// The rest, back on top or on the bottom, in the order the controller
    /// chooses (one card or none: nothing to choose). False while asked.
    pub(crate) fn put_rest(&mut self, f: &mut ResolutionFrame, end: LibraryEnd) -> bool {
        self.put_rest_of(f, end, f.item.controller)
    }

    /// `put_rest` for the cards of `owner`'s library (the controller chooses their order).
    pub(crate) fn put_rest_of(&mut self, f: &mut ResolutionFrame, end: LibraryEnd, owner: PlayerId) -> bool {
        self.put_cards_back(f, end, owner, f.item.controller)
    }

    /// The cards of `f.scratch`, back on top of `owner`'s library or on its
    /// bottom, in the order `chooser` gives (one card or none: nothing to choose).
    pub(crate) fn put_cards_back(&mut self, f: &mut ResolutionFrame, end: LibraryEnd, owner: PlayerId, you: PlayerId) -> bool {
        let pname = self.player(you).name.clone();
        let rest = f.scratch.clone();
        let (whose, yours) = if owner == you { ("their".to_string(), "your".to_string()) } else { let o = self.player(owner).name.clone(); (format!("{o}'s"), format!("{o}'s")) };
        let place = match end {
            LibraryEnd::Top => format!("back on top of {whose} library"),
            LibraryEnd::Bottom => format!("on the bottom of {whose} library"),
        };
        let order = match f.answer.take() {
            Some(Answer::Cards(order)) if rest.len() > 1 => order,
            _ if rest.len() > 1 => {
                let labels = rest.iter().map(|id| self.name_of(*id)).collect();
                let prompt = match end {
                    LibraryEnd::Top => format!("put the top {} cards of {yours} library back in any order (the first you list goes on top)", rest.len()),
                    LibraryEnd::Bottom => format!("put the {} cards on the bottom of {yours} library in any order (the last you list is the bottom card)", rest.len()),
                };
                self.ask(you, "401.2", prompt, DecisionKind::ArrangeCards { cards: rest, labels, bottom: end == LibraryEnd::Bottom }, Resume::Resolution);
                return false;
            }
            _ => rest,
        };
        if order.is_empty() {
            return true;
        }
        let lib = &mut self.player_mut(owner).library;
        lib.retain(|c| !order.contains(c));
        match end {
            // The library's last card is its top: the first listed ends up last.
            LibraryEnd::Top => lib.extend(order.iter().rev().copied()),
            // The first card is the bottom: the last listed goes first.
            LibraryEnd::Bottom => {
                let mut under: Vec<ObjectId> = order.iter().rev().copied().collect();
                under.append(lib);
                *lib = under;
            }
        }
        let n = order.len();
        let text = if n == 1 { format!("{pname} puts the card {place}") } else { format!("{pname} puts the {n} cards {place} in the order they chose") };
        self.emit(Event::new("401.2", EventKind::Note, text));
        true
    }
}
