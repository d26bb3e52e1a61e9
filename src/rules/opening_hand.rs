//! 103.5 (reference rules): cards that let a player act with them from
//! their opening hand. Once every player has kept an opening hand, the
//! starting player, then each other player in turn order, may put the cards
//! of theirs that say "if this is in your opening hand, you may begin the
//! game with it on the battlefield" onto the battlefield (103.5a), and
//! reveal those that say "you may reveal this card from your opening hand.
//! If you do, at the beginning of the first upkeep, ..." (103.5b): each such
//! card revealed makes its instructions a delayed triggered ability of that
//! step (603.7). Each player is asked once, with the cards they could use
//! (none to all of them); the first turn begins once everyone has answered.

use super::events::*;
use super::state::*;
use super::types::*;
use crate::cards::def::{Ability, OpeningRevealAt, TriggerCondition};

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
            let from: Vec<ObjectId> = self.player(p).hand.iter().copied().filter(|c| self.objects.get(c).is_some_and(|o| o.def.begins_on_battlefield || !reveal_abilities(&o.def.abilities).is_empty())).collect();
            if from.is_empty() {
                continue;
            }
            let max = from.len();
            let prompt = "choose the cards of your opening hand to use: those that may begin the game on the battlefield go there, the others are revealed".to_string();
            self.ask(p, "103.5a", prompt, DecisionKind::ChooseCards { from, min: 0, max, labels: Vec::new() }, Resume::OpeningHand);
            return false;
        }
        true
    }

    /// 103.5a: `p`'s chosen cards are put onto the battlefield; then the next player is asked.
    pub(crate) fn opening_hand_answered(&mut self, p: PlayerId, cards: &[ObjectId]) {
        self.opening_hand_asked.push(p);
        let chosen: Vec<ObjectId> = cards.iter().copied().filter(|c| self.player(p).hand.contains(c)).collect();
        let (put, shown): (Vec<ObjectId>, Vec<ObjectId>) = chosen.into_iter().partition(|c| self.objects[c].def.begins_on_battlefield);
        for c in shown {
            self.reveal_from_opening_hand(p, c);
        }
        let put: Vec<(ObjectId, Option<PlayerId>)> = put.into_iter().map(|c| (c, Some(p))).collect();
        if !put.is_empty() {
            let name = self.player(p).name.clone();
            self.emit(Event::new("103.5a", EventKind::Note, format!("{name} begins the game with {} card(s) on the battlefield", put.len())));
            self.put_onto_battlefield_as(&put, &[], false, "103.5a", "begins the game on the battlefield");
        }
        if self.opening_hand_actions() {
            self.opening_hand_asked.clear();
        }
    }

    /// 103.5b: `card` revealed from `p`'s opening hand: each of its
    /// opening-hand abilities becomes a delayed triggered ability of the
    /// step it names, the first time it begins (603.7).
    fn reveal_from_opening_hand(&mut self, p: PlayerId, card: ObjectId) {
        let name = self.name_of(card);
        let pname = self.player(p).name.clone();
        self.emit(Event::new("103.5b", EventKind::Note, format!("{pname} reveals {name} from their opening hand")));
        let def = self.objects[&card].def.clone();
        for (at, effects, text) in reveal_abilities(&def.abilities) {
            let (step, yours_only) = match at {
                OpeningRevealAt::FirstUpkeep => (Step::Upkeep, false),
                OpeningRevealAt::YourFirstMainPhase => (Step::PrecombatMain, true),
            };
            let when = TriggerCondition::BeginningOfStep { step, yours_only, chosen_player: false, opponents_only: false, attached_controller: false };
            self.delayed.push(DelayedTrigger { controller: p, source: card, source_name: name.clone(), when, effects, object: None, text, created: None, this_turn: false });
        }
    }
}

/// A card's opening-hand abilities (103.5b): when each triggers, its instructions and words.
fn reveal_abilities(abilities: &[Ability]) -> Vec<(OpeningRevealAt, Vec<crate::cards::def::Effect>, String)> {
    abilities
        .iter()
        .filter_map(|a| match a {
            Ability::Triggered { trigger: TriggerCondition::OpeningHandReveal { at }, effects, text, .. } => Some((*at, effects.clone(), text.clone())),
            _ => None,
        })
        .collect()
}
