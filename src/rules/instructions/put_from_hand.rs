//! `do: put_from_hand`: the instruction `Effect::PutFromHand` followed as
//! its spell or ability resolves (608.2c).
//!
//! "Put a [filter] card from your hand onto the battlefield [tapped]": the
//! controller chooses one matching card of their hand as the instruction
//! is followed (608.2d: not a target; no question with one or no card to
//! choose from), and it enters the battlefield under their control. An
//! instant or sorcery card can't enter the battlefield (400.4a): it is
//! never offered.
//!
//! Rules cited by its events: 608.2c, 608.2d.

use super::prelude::*;

impl Game {
    pub(super) fn do_put_from_hand(&mut self, f: &mut ResolutionFrame, filter: &Filter, tapped: bool) -> bool {
        let you = f.item.controller;
        let source = f.item.source;
        let sname = f.item.source_name.clone();
        let chosen = self.frame_chosen(f);
        let candidates = |g: &Game, p: PlayerId| -> Vec<ObjectId> {
            g.player(p)
                .hand
                .iter()
                .copied()
                .filter(|c| g.chars(*c).is_some_and(|ch| !ch.has_type(CardType::Instant) && !ch.has_type(CardType::Sorcery)))
                .filter(|c| filter.is_empty() || g.matches_chosen(*c, filter, you, Some(source), &chosen))
                .collect()
        };
        let asked = |_: &Game, _: PlayerId| ChoiceAsked { chooser: you, prompt: "choose a card from your hand to put onto the battlefield".into(), labels: Vec::new() };
        let Some(cards) = self.each_player_chooses(f, &[you], ChosenNumber::Exactly(1), &candidates, &asked, "the chosen card is put onto the battlefield") else { return false };
        let cards: Vec<(ObjectId, Option<PlayerId>)> = cards.into_iter().map(|c| (c, Some(you))).collect();
        // "Onto the battlefield tapped": it enters tapped (614.1c).
        f.moved = self.put_onto_battlefield_as(&cards, &[], tapped, "608.2c", &format!("put onto the battlefield from its owner's hand by {sname}"));
        true
    }
}
