//! `do: cascade`: the instruction `Effect::Cascade`, the effect of the
//! triggered ability cascade stands for (702.83a; 702.84a in later rules),
//! followed as that ability resolves (608.2c).
//!
//! Its controller exiles cards from the top of their library one at a time
//! until a nonland card with converted mana cost less than the cascading
//! spell's (fixed as it was cast) is exiled, or the library runs out. They
//! may cast that card without paying its mana cost (608.2f). Then every card
//! exiled this way that wasn't cast goes on the bottom of the library in a
//! random order (the game's seeded generator). Steps in `f.progress`: the
//! exiling (none yet), the cast (1), the cards put under (2); the cards
//! exiled wait in `f.moved`, the card found last.

use super::prelude::*;
use crate::rules::zones::Position;
use rand::seq::SliceRandom;

impl Game {
    pub(super) fn do_cascade(&mut self, f: &mut ResolutionFrame, below: i32) -> bool {
        if f.progress.is_empty() {
            f.moved = self.exile_until_cheaper(f, below);
            f.scratch.clear();
            f.progress = vec![1];
        }
        if f.progress == [1] {
            let found = f.moved.last().copied().filter(|c| self.cascade_hit(*c, below));
            if let Some(card) = found {
                if !self.cast_during_resolution(f, &[card], &Filter::default(), CastPaying::Nothing, CastHow { if_able: false, gains_haste: false }) {
                    return false;
                }
            }
            f.progress = vec![2];
        }
        self.cascade_rest_to_bottom(f);
        true
    }

    /// A nonland card with converted mana cost less than `below`.
    fn cascade_hit(&self, card: ObjectId, below: i32) -> bool {
        self.chars(card).is_some_and(|c| !c.has_type(CardType::Land)) && self.mana_value_of(card) < below
    }

    /// The cards exiled from the top, one at a time, until one is a hit (or
    /// the library is empty): their new objects in exile, in order.
    fn exile_until_cheaper(&mut self, f: &ResolutionFrame, below: i32) -> Vec<ObjectId> {
        let you = f.item.controller;
        let mut exiled = Vec::new();
        let sname = f.item.source_name.clone();
        while let Some(top) = self.player(you).library.last().copied() {
            let Some(new) = self.move_object(top, Zone::Exile, Position::Top, "702.83a", &format!("exiled by {sname}'s cascade")) else { break };
            exiled.push(new);
            if self.cascade_hit(new, below) {
                break;
            }
        }
        let pname = self.player(you).name.clone();
        self.emit(Event::new("702.83a", EventKind::Note, format!("{pname} exiles {} card(s) for cascade", exiled.len())));
        exiled
    }

    /// The cards exiled this way that weren't cast (still in exile), on the
    /// bottom of their owner's library in a random order.
    fn cascade_rest_to_bottom(&mut self, f: &mut ResolutionFrame) {
        let mut rest: Vec<ObjectId> = f.moved.iter().copied().filter(|c| self.obj(*c).is_some_and(|o| o.zone == Zone::Exile)).collect();
        rest.shuffle(&mut self.rng);
        let n = rest.len();
        for c in rest {
            let owner = self.obj(c).map(|o| o.owner).unwrap_or(f.item.controller);
            self.move_object(c, Zone::Library(owner), Position::Bottom, "702.83a", "put on the bottom of its owner's library by cascade");
        }
        if n > 0 {
            let pname = self.player(f.item.controller).name.clone();
            self.emit(Event::new("702.83a", EventKind::Note, format!("{pname} puts {n} card(s) on the bottom of their library in a random order")));
        }
        f.moved.clear();
    }
}
