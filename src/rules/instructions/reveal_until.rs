//! `do: reveal_until`: the instruction `Effect::RevealUntil` followed as its
//! spell or ability resolves (608.2c).
//!
//! A player reveals cards from the top of their library one at a time
//! (701.14: every player sees each card; it stays in the library) until
//! the number of cards matching the filter has been revealed, or the
//! library runs out. Then the cards found go where the instruction says,
//! then the other cards revealed this way; where both go to the same place
//! ("puts all cards revealed this way into his or her graveyard") they go
//! together. A move to a graveyard is settled through the replacement
//! effects first (616.1, rules::move_queue); putting cards on the bottom in
//! any order asks the revealing player for the order.
//!
//! Steps in `f.progress`: [step, revealing player, cards found]; the cards
//! revealed wait in `f.scratch`, those found first.
//!
//! Rules cited by its events: 701.14, 608.2c.

use super::prelude::*;
use rand::seq::SliceRandom;

impl Game {
    pub(super) fn do_reveal_until(&mut self, f: &mut ResolutionFrame, player: &Recipient, filter: &Filter, count: &Amount, (found, rest): (RevealedTo, RevealedTo)) -> bool {
        if f.progress.is_empty() {
            let Some(p) = self.players_of(f, player).into_iter().find(|p| !self.player(*p).lost) else { return true };
            let n = self.amount(f, count).max(0) as usize;
            let hits = self.reveal_until(f, p, filter, n);
            f.progress = vec![1, u32::from(p.0), hits as u32];
        }
        let p = PlayerId(f.progress.get(1).copied().unwrap_or(0) as u8);
        let hits = (f.progress.get(2).copied().unwrap_or(0) as usize).min(f.scratch.len());
        if f.progress[0] == 1 {
            // Both to the same place: one move.
            let group = if found == rest { f.scratch.clone() } else { f.scratch[..hits].to_vec() };
            if !self.put_revealed(f, p, group, found) {
                return false;
            }
            if found == rest {
                return true;
            }
            f.scratch.drain(..hits);
            f.progress[0] = 2;
        }
        let group = f.scratch.clone();
        self.put_revealed(f, p, group, rest)
    }

    /// Reveal the cards of `p`'s library from the top until `n` match
    /// `filter`: all of them in `f.scratch`, those that matched first, and
    /// how many matched.
    fn reveal_until(&mut self, f: &mut ResolutionFrame, p: PlayerId, filter: &Filter, n: usize) -> usize {
        let you = f.item.controller;
        let chosen = self.frame_chosen(f);
        let source = Some(f.item.source);
        let (mut hits, mut others) = (Vec::new(), Vec::new());
        for &c in self.player(p).library.iter().rev() {
            if hits.len() >= n {
                break;
            }
            if self.matches_chosen(c, filter, you, source, &chosen) {
                hits.push(c);
            } else {
                others.push(c);
            }
        }
        let shown: Vec<String> = self.player(p).library.iter().rev().take(hits.len() + others.len()).map(|c| self.name_of(*c)).collect();
        let pname = self.player(p).name.clone();
        let text = if shown.is_empty() { format!("{pname} reveals no cards: the library is empty") } else { format!("{pname} reveals from the top of their library: {}", shown.join(", ")) };
        self.emit(Event::new("701.14", EventKind::Note, text));
        if hits.len() < n {
            self.emit(Event::new("701.14", EventKind::Note, format!("{pname}'s library ran out before the cards looked for were revealed")));
        }
        let found = hits.len();
        hits.append(&mut others);
        f.scratch = hits;
        found
    }

    /// Put `cards` (revealed from `p`'s library, still in it) where `to`
    /// says: false while a question waits.
    fn put_revealed(&mut self, f: &mut ResolutionFrame, p: PlayerId, cards: Vec<ObjectId>, to: RevealedTo) -> bool {
        let sname = f.item.source_name.clone();
        let cards: Vec<ObjectId> = cards.into_iter().filter(|c| self.obj(*c).is_some_and(|o| o.zone == Zone::Library(p))).collect();
        let moved = |g: &mut Game, zone: Zone, why: &str| -> Vec<ObjectId> {
            let moves: Vec<ZoneMove> = cards.iter().map(|c| ZoneMove::new(*c, zone, "608.2c", why)).collect();
            g.move_batch(&moves).into_iter().flatten().collect()
        };
        match to {
            RevealedTo::Hand => f.moved = moved(self, Zone::Hand(p), &format!("put into its owner's hand by {sname}")),
            RevealedTo::Exile => f.moved = moved(self, Zone::Exile, &format!("exiled by {sname}")),
            RevealedTo::Battlefield | RevealedTo::BattlefieldYours => {
                let ctl = if to == RevealedTo::Battlefield { p } else { f.item.controller };
                let put: Vec<(ObjectId, Option<PlayerId>)> = cards.iter().map(|c| (*c, Some(ctl))).collect();
                f.moved = self.put_onto_battlefield_as(&put, &[], false, "608.2c", &format!("put onto the battlefield by {sname}"));
            }
            RevealedTo::Graveyard => {
                // 616.1: each card's move is settled before they all go (rules::move_queue).
                let Some(q) = self.instruction_moves(f, |_, _| Some(cards.clone()), |_, _| true) else { return false };
                let moves: Vec<ZoneMove> = q.settled.iter().map(|(o, instead)| ZoneMove { instead: *instead, ..ZoneMove::new(*o, Zone::Graveyard(p), "608.2c", &format!("put into its owner's graveyard by {sname}")) }).collect();
                f.moved = self.move_batch(&moves).into_iter().flatten().collect();
            }
            RevealedTo::Bottom => {
                f.scratch = cards;
                // The revealing player puts them there, in the order they choose.
                return self.put_cards_back(f, LibraryEnd::Bottom, p, p);
            }
            RevealedTo::BottomRandom => self.bottom_in_random_order(p, cards),
            RevealedTo::Shuffled => self.shuffle_library(p),
        }
        true
    }

    /// Cards of `p`'s library put on its bottom in a random order (the game's seeded generator).
    fn bottom_in_random_order(&mut self, p: PlayerId, mut cards: Vec<ObjectId>) {
        if cards.is_empty() {
            return;
        }
        cards.shuffle(&mut self.rng);
        let lib = &mut self.player_mut(p).library;
        lib.retain(|c| !cards.contains(c));
        // The library's first card is its bottom.
        cards.append(lib);
        *lib = cards;
        let pname = self.player(p).name.clone();
        self.emit(Event::new("608.2c", EventKind::Note, format!("{pname} puts the other revealed cards on the bottom of their library in a random order")));
    }
}
