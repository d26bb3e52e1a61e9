//! 103.5 (reference rules): cards that let a player act with them from
//! their opening hand. Once every player has kept an opening hand, the
//! starting player, then each other player in turn order, may put the cards
//! of theirs that say "if this is in your opening hand, you may begin the
//! game with it on the battlefield" onto the battlefield (103.5a). Each is
//! asked once, with the cards they could put there (none to all of them);
//! the first turn begins once everyone has answered.

use super::events::*;
use super::state::*;
use super::types::*;

impl Game {
    /// 103.5a: ask the next player in turn order, from the starting player,
    /// who holds cards that may begin the game on the battlefield. Returns
    /// false while a player is asked.
    pub fn opening_hand_actions(&mut self) -> bool {
        let start = self.turn.active;
        let order: Vec<PlayerId> = std::iter::successors(Some(start), |p| Some(self.next_player(*p))).take(self.players.len()).collect();
        for p in order {
            if self.opening_hand_asked.contains(&p) || self.player(p).lost {
                continue;
            }
            let from: Vec<ObjectId> = self.player(p).hand.iter().copied().filter(|c| self.objects.get(c).is_some_and(|o| o.def.begins_on_battlefield)).collect();
            if from.is_empty() {
                continue;
            }
            let max = from.len();
            let prompt = "choose the cards of your opening hand that begin the game on the battlefield".to_string();
            self.ask(p, "103.5a", prompt, DecisionKind::ChooseCards { from, min: 0, max, labels: Vec::new() }, Resume::OpeningHand);
            return false;
        }
        true
    }

    /// 103.5a: `p`'s chosen cards are put onto the battlefield; then the next player is asked.
    pub(crate) fn opening_hand_answered(&mut self, p: PlayerId, cards: &[ObjectId]) {
        self.opening_hand_asked.push(p);
        let put: Vec<(ObjectId, Option<PlayerId>)> = cards.iter().filter(|c| self.player(p).hand.contains(c)).map(|c| (*c, Some(p))).collect();
        if !put.is_empty() {
            let name = self.player(p).name.clone();
            self.emit(Event::new("103.5a", EventKind::Note, format!("{name} begins the game with {} card(s) on the battlefield", put.len())));
            self.put_onto_battlefield_as(&put, &[], false, "103.5a", "begins the game on the battlefield");
        }
        if self.opening_hand_actions() {
            self.opening_hand_asked.clear();
        }
    }
}
