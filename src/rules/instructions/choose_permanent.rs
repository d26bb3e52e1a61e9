//! `do: choose_permanent`: the instruction `Effect::ChoosePermanent` followed
//! as its spell or ability resolves (608.2c).
//!
//! "[Player] chooses a [creature] he or she controls" (608.2d): the named
//! player chooses, as the instruction is followed, one permanent matching
//! the filter as they see it ("he or she controls": the filter's controller
//! `you` is the chooser). Later instructions name it as `moved` ("it").
//! With nothing to choose (or no player left to choose, 608.2b), nothing is
//! chosen and those instructions find nothing.

use super::prelude::*;

impl Game {
    pub(super) fn do_choose_permanent(&mut self, f: &mut ResolutionFrame, player: &Recipient, filter: &Filter) -> bool {
        let source = f.item.source;
        let Some(chooser) = self.players_of(f, player).first().copied() else {
            f.moved = Vec::new();
            return true;
        };
        let chosen_values = self.frame_chosen(f);
        let candidates: Vec<ObjectId> = self.battlefield.iter().copied().filter(|id| self.matches_chosen(*id, filter, chooser, Some(source), &chosen_values)).collect();
        let name = self.player(chooser).name.clone();
        if candidates.is_empty() {
            self.emit(Event::new("608.2d", EventKind::Note, format!("{name} has no permanent of the kind named to choose")));
            f.moved = Vec::new();
            return true;
        }
        let Some(chosen) = self.one_chosen(f, chooser, ("608.2d", "choose a permanent of the kind named".to_string()), candidates) else { return false };
        let what = self.name_of(chosen);
        self.emit(Event::new("608.2d", EventKind::Note, format!("{name} chooses {what}")));
        f.moved = vec![chosen];
        true
    }

    pub(super) fn do_choose_from_hand(&mut self, f: &mut ResolutionFrame, player: &Recipient, filter: &Filter) -> bool {
        let (you, source) = (f.item.controller, f.item.source);
        let Some(owner) = self.players_of(f, player).first().copied() else {
            f.moved = Vec::new();
            return true;
        };
        let chosen_values = self.frame_chosen(f);
        let candidates: Vec<ObjectId> = self.player(owner).hand.iter().copied().filter(|c| filter.is_empty() || self.matches_chosen(*c, filter, you, Some(source), &chosen_values)).collect();
        let (pname, oname) = (self.player(you).name.clone(), self.player(owner).name.clone());
        if candidates.is_empty() {
            self.emit(Event::new("608.2d", EventKind::Note, format!("{oname}'s hand has no card of the kind named for {pname} to choose")));
            f.moved = Vec::new();
            return true;
        }
        // The hand was revealed: the cards are named to the chooser.
        let Some(chosen) = self.one_chosen(f, you, ("608.2d", format!("choose a card of the kind named from {oname}'s hand")), candidates) else { return false };
        let what = self.name_of(chosen);
        self.emit(Event::new("608.2d", EventKind::Note, format!("{pname} chooses {what} from {oname}'s hand")));
        f.moved = vec![chosen];
        true
    }

    /// One of `candidates` chosen by `chooser` as the instruction is followed
    /// (608.2d, 609.7a), each named to them: the answer given, or None once
    /// the question is asked (the instruction resumes with the answer).
    pub(super) fn one_chosen(&mut self, f: &mut ResolutionFrame, chooser: PlayerId, (rule, prompt): (&str, String), candidates: Vec<ObjectId>) -> Option<ObjectId> {
        if let Some(Answer::Object(Some(o))) = f.answer.take() {
            if candidates.contains(&o) {
                return Some(o);
            }
        }
        let labels = candidates.iter().map(|c| self.name_of(*c)).collect();
        self.ask(chooser, rule, prompt, DecisionKind::ChooseObject { candidates, optional: false, labels, none_label: None }, Resume::Resolution);
        None
    }
}
