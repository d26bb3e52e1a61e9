//! `do: reveal_from_hand`: the instruction `Effect::RevealFromHand` followed
//! as its spell or ability resolves (608.2c).
//!
//! "Reveal any number of [red] cards in your hand": the controller chooses,
//! as the instruction is followed (608.2d), any number of the cards in their
//! hand matching the filter, and every player sees them (701.14 in later
//! rules; the event names them). They stay in the hand. The next
//! instructions count them as `that_many` ("the number of cards revealed
//! this way").
//!
//! Rules cited by its events: 608.2d, 701.14.

use super::prelude::*;

impl Game {
    pub(super) fn do_reveal_from_hand(&mut self, f: &mut ResolutionFrame, filter: &Filter) -> bool {
        let you = f.item.controller;
        let source = Some(f.item.source);
        let chosen = self.frame_chosen(f);
        let cards: Vec<ObjectId> = self.player(you).hand.iter().copied().filter(|c| filter.is_empty() || self.matches_chosen(*c, filter, you, source, &chosen)).collect();
        let pname = self.player(you).name.clone();
        let picked = if cards.is_empty() {
            Vec::new()
        } else {
            match f.answer.take() {
                Some(Answer::Cards(picked)) => picked,
                _ => {
                    let max = cards.len();
                    self.ask(you, "608.2d", "choose any number of the cards named to reveal".to_string(), DecisionKind::ChooseCards { from: cards, min: 0, max, labels: Vec::new() }, Resume::Resolution);
                    return false;
                }
            }
        };
        let names: Vec<String> = picked.iter().map(|c| self.name_of(*c)).collect();
        let shown = if names.is_empty() { "no cards".to_string() } else { names.join(", ") };
        self.emit(Event::new("701.14", EventKind::Note, format!("{pname} reveals {shown} from their hand")));
        f.moved = picked;
        true
    }
}
