//! `do: reveal_at_random`: the instruction `Effect::RevealAtRandom` followed
//! as its spell or ability resolves (608.2c).
//!
//! The player shows N cards of their hand, picked with the game's seeded
//! generator (so a replay reveals the same ones), to every player (701.14a).
//! The cards stay in the hand (701.14b); the instructions after this one
//! find them as what it acted on ("that card's converted mana cost").
//!
//! Rules cited by its events: 701.14.

use super::prelude::*;

impl Game {
    pub(super) fn do_reveal_at_random(&mut self, f: &mut ResolutionFrame, player: &Recipient, count: &Amount) -> bool {
        use rand::Rng;
        let n = self.amount(f, count).max(0) as usize;
        let sname = f.item.source_name.clone();
        let mut cards = Vec::new();
        for p in self.players_of(f, player) {
            let mut hand = self.player(p).hand.clone();
            let mut shown = Vec::new();
            for _ in 0..n {
                if hand.is_empty() {
                    break;
                }
                let i = self.rng.gen_range(0..hand.len());
                shown.push(hand.remove(i));
            }
            let names: Vec<String> = shown.iter().map(|c| self.name_of(*c)).collect();
            let pname = self.player(p).name.clone();
            let words = if names.is_empty() { "no card (an empty hand)".to_string() } else { names.join(", ") };
            self.emit(Event::new("701.14", EventKind::Note, format!("{sname}: {pname} reveals at random from their hand: {words}")));
            cards.extend(shown);
        }
        f.moved = cards;
        true
    }
}
