//! `do: unless_you_pay`: the instruction `Effect::UnlessYouPay` followed as its spell or
//! ability resolves (608.2c).
//!
//! "[effects] unless you pay [mana]" (603.5, 608.2d): the controller decides on
//! resolution, and may activate mana abilities to pay (608.2f); a player who can't
//! pay can't choose to.
//!
//! "[effects] unless you pay N life [for each ...]" (`Effect::UnlessYouPayLife`):
//! the same choice, open only to a player with that much life (119.4).
//!
//! Rules cited by its events: 603.5, 608.2d, 119.4.

use super::prelude::*;
use crate::rules::payment_harm::activation_steps;

impl Game {
    pub(super) fn do_unless_you_pay(&mut self, f: &mut ResolutionFrame, (mana, times): (&ManaCost, &Option<Amount>), effects: &Vec<Effect>, payer: &Option<PlayerRef>, text: &String) -> bool {
        // The player who may pay: the controller, or the one the instruction names.
        let you = match payer {
            Some(r) => match self.resolve_player(f, r) {
                Some(p) => p,
                None => {
                    self.emit(Event::new("608.2d", EventKind::Note, format!("no player can pay {}: {text}", mana.text)));
                    self.follow_next(f, effects);
                    return true;
                }
            },
            None => f.item.controller,
        };
        let sname = f.item.source_name.clone();
        let pname = self.player(you).name.clone();
        // "[mana] for each ...": counted now (608.2h).
        let cost = match times {
            Some(a) => mana.times(self.amount(f, a).clamp(0, crate::rules::limits::MAX_MANA as i32) as u32),
            // "unless you pay {X}": the X of this spell or ability (107.3).
            None => mana.with_x(f.item.x),
        };
        // 608.2d: paying is an option only if the player can pay (with the pool and mana abilities).
        let acts = self.mana_to_pay(you, &cost);
        let pays = if acts.is_none() {
            self.emit(Event::new("608.2d", EventKind::Note, format!("{pname} can't pay {}, so can't choose to pay", cost.text)));
            false
        } else {
            match f.answer.take().and_then(|a| a.yes()) {
                Some(yes) => yes,
                None => {
                    let prompt = format!("pay {} or not: if you don't, {text}", cost.text);
                    // (The question goes to the payer: 608.2d.)
                    let kind = DecisionKind::ChooseYesNo { subject: f.item.id, yes: format!("Pay {}", cost.text), no: format!("Don't pay: {text}") };
                    self.ask(you, "603.5", prompt, kind, Resume::Resolution);
                    return false;
                }
            }
        };
        if pays {
            // 616.1: the harm of the mana abilities paying is settled first; the
            // question's answer follows this again, the player still paying.
            let acts = acts.unwrap_or_default();
            if !self.resolution_payment_settled(you, &activation_steps(&acts)) {
                f.answer = Some(Answer::Yes(true));
                return false;
            }
            if let Some(paid) = self.pay_while_resolving(you, &cost, acts, &sname) {
                self.emit(Event::new("603.5", EventKind::ManaPaid { player: you, mana: paid }, format!("{pname} pays {paid} instead of: {text}")));
            } else {
                // The mana didn't come together after all: it isn't paid, so the effect happens.
                self.emit(Event::new("603.5", EventKind::Note, format!("{pname} couldn't pay {} after all: {text}", cost.text)));
                self.follow_next(f, effects);
            }
        } else {
            self.emit(Event::new("603.5", EventKind::Note, format!("{pname} doesn't pay {}: {text}", cost.text)));
            self.follow_next(f, effects);
        }
        true
    }

    /// "[effects] unless you pay N life [for each ...]": the controller (or
    /// the payer named) chooses; paying is open only with that much life (119.4).
    pub(super) fn do_unless_you_pay_life(&mut self, f: &mut ResolutionFrame, (life, times): (i32, &Option<Amount>), effects: &Vec<Effect>, payer: &Option<PlayerRef>, text: &String) -> bool {
        // The player who may pay: the controller, or the one the instruction names (608.2d).
        let you = match payer {
            Some(r) => match self.resolve_player(f, r) {
                Some(p) => p,
                None => {
                    self.emit(Event::new("608.2d", EventKind::Note, format!("no player can pay {life} life: {text}")));
                    self.follow_next(f, effects);
                    return true;
                }
            },
            None => f.item.controller,
        };
        let pname = self.player(you).name.clone();
        // "N life for each ...": counted now (608.2h).
        let n = match times {
            Some(a) => self.amount(f, a).max(0),
            None => 1,
        };
        let total = life.max(0).saturating_mul(n);
        if total == 0 {
            self.emit(Event::new("603.5", EventKind::Note, format!("{pname} has 0 life to pay, and pays it instead of: {text}")));
            return true;
        }
        let pays = if self.life_of(you) < total {
            self.emit(Event::new("119.4", EventKind::Note, format!("{pname} can't pay {total} life, so can't choose to pay")));
            false
        } else {
            match f.answer.take().and_then(|a| a.yes()) {
                Some(yes) => yes,
                None => {
                    let prompt = format!("pay {total} life or not: if you don't, {text}");
                    let kind = DecisionKind::ChooseYesNo { subject: f.item.id, yes: format!("Pay {total} life"), no: format!("Don't pay: {text}") };
                    self.ask(you, "603.5", prompt, kind, Resume::Resolution);
                    return false;
                }
            }
        };
        if pays {
            self.change_life(you, total.saturating_neg(), "119.4");
            self.emit(Event::new("603.5", EventKind::Note, format!("{pname} pays {total} life instead of: {text}")));
        } else {
            self.emit(Event::new("603.5", EventKind::Note, format!("{pname} doesn't pay {total} life: {text}")));
            self.follow_next(f, effects);
        }
        true
    }
}
