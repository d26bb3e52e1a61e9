//! `do: may_pay`: the instruction `Effect::MayPay` followed as its spell or
//! ability resolves (608.2c).
//!
//! "You may pay [mana]. If you do, [effects]" (608.2d): the controller
//! decides on resolution, and may activate mana abilities to pay (608.2f); a
//! player who can't pay can't choose to. The effects happen only if the mana
//! was paid; the `otherwise` instructions (recover's "Otherwise, exile this
//! card", 702.58a) only if it wasn't.
//!
//! Rules cited by its events: 608.2d.

use super::prelude::*;
use crate::rules::payment_harm::activation_steps;

impl Game {
    pub(super) fn do_may_pay(&mut self, f: &mut ResolutionFrame, mana: &ManaCost, (effects, otherwise): (&Vec<Effect>, &Vec<Effect>), text: &String) -> bool {
        let you = f.item.controller;
        let pname = self.player(you).name.clone();
        // 107.3: "you may pay {X}": X is chosen as it is paid (the least first: {X} = {0}).
        let least = mana.with_x(0);
        if self.mana_to_pay(you, &least).is_none() {
            self.emit(Event::new("608.2d", EventKind::Note, format!("{pname} can't pay {}, so can't choose to: {text} doesn't happen", mana.text)));
            self.follow_next(f, otherwise);
            return true;
        }
        // `progress` [1]: the player said yes and is choosing X.
        let pays = match (f.progress.as_slice(), f.answer.take()) {
            ([1], Some(Answer::Number(n))) => return self.pay_for_may_pay(f, mana, u32::try_from(n).unwrap_or(0), (effects, otherwise), text),
            (_, Some(a)) => a.yes().unwrap_or(false),
            (_, None) => {
                let prompt = format!("you may pay {}: if you do, {text}", mana.text);
                let kind = DecisionKind::ChooseYesNo { subject: f.item.id, yes: format!("Pay {}: {text}", mana.text), no: "Don't pay".into() };
                self.ask(you, "608.2d", prompt, kind, Resume::Resolution);
                return false;
            }
        };
        if !pays {
            self.emit(Event::new("608.2d", EventKind::Note, format!("{pname} doesn't pay {}: {text} doesn't happen", mana.text)));
            self.follow_next(f, otherwise);
            return true;
        }
        if mana.x == 0 {
            return self.pay_for_may_pay(f, mana, 0, (effects, otherwise), text);
        }
        // 107.3: the player chooses X, up to what they can pay.
        let most = (1..=crate::rules::limits::MAX_X).take_while(|n| self.mana_to_pay(you, &mana.with_x(*n)).is_some()).last().unwrap_or(0);
        f.progress = vec![1];
        let kind = DecisionKind::ChooseNumber { min: 0, max: i32::try_from(most).unwrap_or(i32::MAX) };
        self.ask(you, "107.3", format!("choose X for {} (you can pay up to X = {most})", mana.text), kind, Resume::Resolution);
        false
    }

    /// Pay `mana` with X = `x` and follow `effects`, or `otherwise` if the
    /// mana doesn't come together. The X paid is the ability's X from now on
    /// ("you may pay {X}. If you do, you gain X life").
    fn pay_for_may_pay(&mut self, f: &mut ResolutionFrame, mana: &ManaCost, x: u32, (effects, otherwise): (&Vec<Effect>, &Vec<Effect>), text: &str) -> bool {
        let you = f.item.controller;
        let cost = mana.with_x(x);
        let (sname, pname) = (f.item.source_name.clone(), self.player(you).name.clone());
        f.progress.clear();
        let acts = self.mana_to_pay(you, &cost);
        // 616.1: the harm of the mana abilities paying is settled first; the
        // question's answer follows this again, the player still paying X.
        if acts.as_ref().is_some_and(|acts| !self.resolution_payment_settled(you, &activation_steps(acts))) {
            (f.progress, f.answer) = if mana.x > 0 { (vec![1], Some(Answer::Number(i32::try_from(x).unwrap_or(i32::MAX)))) } else { (Vec::new(), Some(Answer::Yes(true))) };
            return false;
        }
        let paid = acts.and_then(|acts| self.pay_while_resolving(you, &cost, acts, &sname));
        match paid {
            Some(paid) => {
                if mana.x > 0 {
                    f.item.x = x;
                }
                self.emit(Event::new("608.2d", EventKind::ManaPaid { player: you, mana: paid }, format!("{pname} pays {paid}: {text}")));
                self.follow_next(f, effects);
            }
            None => {
                self.emit(Event::new("608.2d", EventKind::Note, format!("{pname} couldn't pay {} after all: {text} doesn't happen", cost.text)));
                self.follow_next(f, otherwise);
            }
        }
        true
    }
}
