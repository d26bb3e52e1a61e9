//! `do: may`: the instruction `Effect::May` followed as its spell or
//! ability resolves (608.2c).
//!
//! "You may [effects]. If you don't, [otherwise]": the controller chooses
//! as the instruction is followed (603.5, 608.2d). Yes: the effects are
//! followed next, in order. No: the `otherwise` instructions are followed
//! next instead (none for a plain "you may"). A player can't choose an
//! option that is impossible (608.2d): when the first of the effects can't
//! be done at all (nothing to sacrifice, no card to discard, no counter to
//! remove), no question is asked and the `otherwise` instructions follow.
//!
//! Rules cited by its events: 603.5, 608.2d.

use super::prelude::*;

impl Game {
    pub(super) fn do_may(&mut self, f: &mut ResolutionFrame, effects: &Vec<Effect>, otherwise: &Vec<Effect>, text: &String) -> bool {
        let you = f.item.controller;
        let sname = f.item.source_name.clone();
        let pname = self.player(you).name.clone();
        // 608.2d: an impossible option can't be chosen; the other outcome happens.
        if effects.first().is_some_and(|e| !self.can_begin(f, e)) {
            let then = if otherwise.is_empty() { "nothing happens".to_string() } else { "the other instructions are followed".to_string() };
            self.emit(Event::new("608.2d", EventKind::Note, format!("{pname} can't {text}, so can't choose to: {then}")));
            // Nothing was moved or tapped "this way" (608.2h).
            f.moved.clear();
            self.follow_next(f, otherwise);
            return true;
        }
        // 603.5 / 608.2d: an optional instruction is chosen as it is followed.
        match f.answer.take().and_then(|a| a.yes()) {
            Some(true) => self.follow_next(f, effects),
            Some(false) => {
                let rule = if otherwise.is_empty() { "603.5" } else { "608.2d" };
                self.emit(Event::new(rule, EventKind::Note, format!("{pname} chooses not to: {text}")));
                f.moved.clear();
                // 608.2c: the "if you don't" instructions come next, in order; they may ask too.
                self.follow_next(f, otherwise);
            }
            None => {
                let prompt = format!("{sname}: you may {text}");
                let no = if otherwise.is_empty() { "No".to_string() } else { "No: the other outcome".to_string() };
                let kind = DecisionKind::ChooseYesNo { subject: f.item.id, yes: format!("Yes: {text}"), no };
                // A choice between two outcomes is made as the instruction is followed (608.2d).
                let rule = if otherwise.is_empty() { "603.5" } else { "608.2d" };
                self.ask(you, rule, prompt, kind, Resume::Resolution);
                return false;
            }
        }
        true
    }

    /// 608.2d: can the controller do this instruction at all? False only
    /// when it certainly can't: fewer permanents to sacrifice or return, or
    /// cards to discard, than it names, no permanent to choose, fewer
    /// counters on the object than it removes.
    fn can_begin(&self, f: &ResolutionFrame, e: &Effect) -> bool {
        let you = f.item.controller;
        let source = f.item.source;
        let chosen = self.frame_chosen(f);
        match e {
            Effect::Sacrifice { player: Recipient::Player(PlayerRef::You), filter, count } => {
                let n = self.amount(f, count).max(0) as usize;
                let mine = self.battlefield.iter().filter(|id| self.objects.get(*id).is_some_and(|o| o.on_battlefield() && o.controller == you) && (filter.is_empty() || self.matches_chosen(**id, filter, you, Some(source), &chosen))).count();
                mine >= n
            }
            Effect::Discard { player: Recipient::Player(PlayerRef::You), count, filter, .. } => {
                let n = self.amount(f, count).max(0) as usize;
                let cards = self.player(you).hand.iter().filter(|c| filter.is_empty() || self.matches_chosen(**c, filter, you, Some(source), &chosen)).count();
                cards >= n
            }
            Effect::DiscardAtRandom { player: Recipient::Player(PlayerRef::You), count } => self.player(you).hand.len() >= self.amount(f, count).max(0) as usize,
            Effect::ReturnChosenToHand { player: Recipient::Player(PlayerRef::You), filter, count } => {
                let n = self.amount(f, count).max(0) as usize;
                let mine = self.battlefield.iter().filter(|id| self.objects.get(*id).is_some_and(|o| o.on_battlefield() && o.controller == you) && (filter.is_empty() || self.matches_chosen(**id, filter, you, Some(source), &chosen))).count();
                mine >= n
            }
            // Champion's "exile another [object] you control": one to choose.
            Effect::ChoosePermanent { player: Recipient::Player(PlayerRef::You), filter } => {
                self.battlefield.iter().any(|id| self.objects.get(id).is_some_and(|o| o.on_battlefield()) && self.matches_chosen(*id, filter, you, Some(source), &chosen))
            }
            Effect::RemoveCounters { what, kind, count } => {
                let n = self.amount(f, count).max(0) as u32;
                let objs = self.resolve_objs(f, what);
                !objs.is_empty() && objs.iter().all(|o| self.objects.get(o).map_or(0, |x| x.extra.counters.get(kind).copied().unwrap_or(0)) >= n)
            }
            _ => true,
        }
    }
}
