//! `do: counter_unless_pays`: the instruction `Effect::CounterUnlessPays` followed as its spell or
//! ability resolves (608.2c).
//!
//! "Counter [spell] unless its controller pays [mana] [for each ...]" (Mana Leak,
//! Circular Logic). The controller
//! chooses as the effect is applied (608.2d) and may activate mana abilities to pay (608.2f).
//! A spell not paid for is countered, its move to the graveyard settled
//! where a question about it comes (616.1, rules::move_queue).
//!
//! Rules cited by its events: 608.2d, 608.2f, 701.5a.

use super::prelude::*;
use crate::rules::payment_harm::activation_steps;

impl Game {
    pub(super) fn do_counter_unless_pays(&mut self, f: &mut ResolutionFrame, what: &ObjRef, cost: &ManaCost, times: &Option<Amount>) -> bool {
        let cost = &match times {
            // "{1} for each ...": counted now (608.2h).
            Some(a) => cost.times(self.amount(f, a).clamp(0, crate::rules::limits::MAX_MANA as i32) as u32),
            // "pays {X}": the X of this spell or ability (107.3).
            None => cost.with_x(f.item.x),
        };
        let sname = f.item.source_name.clone();
        let Some(&o) = self.resolve_objs(f, what).first() else { return true };
        let Some(target) = self.stack.iter().find(|s| s.id == o).cloned() else { return true };
        if self.cant_be_countered(o) {
            // 112.6f: nothing to pay for; it can't be countered.
            self.emit(Event::new("112.6f", EventKind::Note, format!("{} can't be countered: {sname} does nothing to it", target.source_name)));
            return true;
        }
        let p = target.controller;
        let pname = self.player(p).name.clone();
        let tname = target.source_name.clone();
        // Not paid: the spell's move to the graveyard waits for a question about it (616.1).
        if matches!(f.queue.as_deref(), Some(InstructionQueue::Moves(_))) {
            return self.countered_unless_paid(f, o, &sname, &tname);
        }
        // 608.2d: paying is an option only if the player can pay (with the pool and mana abilities).
        let acts = self.mana_to_pay(p, &cost);
        let pays = if acts.is_none() {
            self.emit(Event::new("608.2d", EventKind::Note, format!("{pname} can't pay {} for {tname}, so can't choose to pay", cost.text)));
            false
        } else {
            match f.answer.take().and_then(|a| a.yes()) {
                Some(yes) => yes,
                None => {
                    let prompt = format!("pay {} for {tname}, or don't and let it be countered", cost.text);
                    let kind = DecisionKind::ChooseYesNo { subject: o, yes: format!("Pay {}", cost.text), no: format!("Don't pay: {tname} is countered") };
                    self.ask(p, "608.2d", prompt, kind, Resume::Resolution);
                    return false;
                }
            }
        };
        if pays {
            // 616.1: the harm of the mana abilities paying is settled first; the
            // question's answer follows this again, the player still paying.
            let acts = acts.unwrap_or_default();
            if !self.resolution_payment_settled(p, &activation_steps(&acts)) {
                f.answer = Some(Answer::Yes(true));
                return false;
            }
            if let Some(paid) = self.pay_while_resolving(p, &cost, acts, &sname) {
                self.emit(Event::new("608.2f", EventKind::ManaPaid { player: p, mana: paid }, format!("{pname} pays {paid} so that {tname} is not countered")));
            }
        } else {
            return self.countered_unless_paid(f, o, &sname, &tname);
        }
        true
    }

    /// 701.5a: the spell its controller didn't pay for is countered, its move
    /// to the graveyard settled first (616.1, rules::move_queue); false while
    /// a question about it waits.
    fn countered_unless_paid(&mut self, f: &mut ResolutionFrame, o: ObjectId, sname: &str, tname: &str) -> bool {
        let spell = |g: &Game, o: ObjectId| g.stack.iter().any(|s| s.id == o && s.kind == StackKind::Spell) && g.obj(o).is_some_and(|x| !x.extra.flashback);
        let Some(q) = self.instruction_moves(f, |_, _| Some(vec![o]), spell) else { return false };
        self.emit(Event::new("701.5a", EventKind::Countered { stack_id: o }, format!("{tname} is countered by {sname}")));
        self.counter_item_instead(o, Destination::Graveyard, "701.5a", q.instead(o));
        true
    }
}
