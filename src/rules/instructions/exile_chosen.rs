//! `do: exile_chosen`: the instruction `Effect::ExileChosen` followed as
//! its spell or ability resolves (608.2c).
//!
//! "[Player] exiles a card from his or her graveyard / hand": not a target
//! (608.2d: the choice is made as the instruction is followed); each player
//! named chooses N cards of their own in that zone (all of them, without a
//! question, when they have N or fewer), in APNAP order (608.2e); then
//! every chosen card is exiled at the same time. The cards exiled are
//! `moved` for the instructions after.
//!
//! Rules cited by its events: 608.2c, 608.2d, 608.2e.

use super::prelude::*;

impl Game {
    pub(super) fn do_exile_chosen(&mut self, f: &mut ResolutionFrame, player: &Recipient, from: &ZoneName, count: &Amount) -> bool {
        let sname = f.item.source_name.clone();
        let n = self.chosen_number(f, count, "cards", "608.2d");
        let players = self.players_of(f, player);
        let hand = *from == ZoneName::Hand;
        let candidates = |g: &Game, p: PlayerId| -> Vec<ObjectId> { if hand { g.player(p).hand.clone() } else { g.player(p).graveyard.clone() } };
        let zone = if hand { "hand" } else { "graveyard" };
        let asked = |_: &Game, p: PlayerId| ChoiceAsked { chooser: p, prompt: format!("choose {} card(s) in your {zone} to exile", n.words()), labels: Vec::new() };
        let Some(chosen) = self.each_player_chooses(f, &players, n, &candidates, &asked, "the chosen cards are exiled") else { return false };
        let moves: Vec<ZoneMove> = chosen.into_iter().map(|o| ZoneMove::new(o, Zone::Exile, "608.2c", &format!("exiled by {sname}"))).collect();
        f.moved = self.move_batch(&moves).into_iter().flatten().collect();
        true
    }
}
