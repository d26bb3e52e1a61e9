//! The damage and life gain a payment's mana abilities cause (605.3b:
//! "Adarkar Wastes deals 1 damage to you"; 605.4a: a triggered mana ability's
//! damage), settled through the replacement and prevention effects before the
//! payment changes anything (616.1), so that a question about them is asked
//! and answered without playing the payment on a copy of the game.
//!
//! Once a payment is known to be legal, its harm is worked out in the order
//! the payment will cause it: for each mana ability activated, in the order
//! planned, the damage it deals and the life it or an opponent gains, then
//! what the triggered mana abilities of tapping its source for mana do. Each
//! event is taken through the effects that would apply to it one at a time
//! (616.1e) exactly as `replace_damage` and the gain queue take it, shields
//! used up as they will be, the part a redirection sends elsewhere settled as
//! an event of its own (614.9), a lifelink source's gain after its damage.
//! Where two or more different effects apply, the answer comes from those
//! already given for the work (`replacement_answers`, in order), or the
//! question is returned: the caller asks it before anything changes, and the
//! answer takes the work again from the start with one more answer.
//!
//! Working it out changes nothing: the game's shields are put back, and while
//! it runs nothing is announced and no counter is removed
//! (`Game::settling_in_advance`). The payment then runs with the answers,
//! which its events use up in the same order (`choose_replacement`).

use super::events::TargetChoice;
use super::replacement::{Applies, DamageEvent};
use super::state::*;
use super::types::*;
use crate::cards::def::*;
use std::collections::{BTreeSet, VecDeque};

/// One mana ability a payment activates: its source, the ability's index,
/// and whether activating it taps the source for mana (106.11a: its
/// triggered mana abilities resolve right after it, 605.4a).
pub(crate) type PaymentStep = (ObjectId, usize, bool);

/// What one mana ability's resolution does besides adding mana: the player
/// it harms or benefits ("you"), its source and its instructions.
type HarmUnit = (PlayerId, ObjectId, Vec<Effect>);

impl Game {
    /// 616.1: the first replacement question the harm of `p`'s payment with
    /// `steps` meets that the answers given so far don't answer (see the
    /// module notes), or None when every one is answered (or none comes).
    pub(crate) fn payment_harm_question(&mut self, p: PlayerId, steps: &[PaymentStep]) -> Option<ReplacementQuestion> {
        self.payment_harm_settled(p, steps).err()
    }

    /// `payment_harm_question`, with how many of the answers given the harm
    /// uses when every question is answered.
    pub(crate) fn payment_harm_settled(&mut self, p: PlayerId, steps: &[PaymentStep]) -> Result<usize, ReplacementQuestion> {
        let units = self.harm_units(p, steps);
        if units.is_empty() || !self.replacement_choice_possible_for(false) {
            return Ok(0);
        }
        let shields = self.prevention.clone();
        let mut given: VecDeque<u64> = self.replacement_answers.iter().copied().collect();
        self.settling_in_advance = true;
        let asked = units.iter().find_map(|(you, source, effects)| effects.iter().find_map(|e| self.effect_harm_settled(*you, *source, e, &mut given).err()));
        self.settling_in_advance = false;
        self.prevention = shields;
        match asked {
            Some(q) => Err(q),
            None => Ok(self.replacement_answers.len() - given.len()),
        }
    }

    /// 616.1 for mana paid while a spell or ability resolves (608.2f): true
    /// when the payment's harm is settled (the answers wait in
    /// `replacement_answers` for the payment to use up); otherwise the first
    /// question is asked with the answers given so far
    /// (`Resume::Replacement`: its answer joins them and the instruction is
    /// followed again) and false returned.
    pub(crate) fn resolution_payment_settled(&mut self, p: PlayerId, steps: &[PaymentStep]) -> bool {
        let Some(q) = self.payment_harm_question(p, steps) else { return true };
        self.ask_replacement_question(q);
        false
    }

    /// The mana abilities a planned payment activates, in order (the
    /// source is tapped for mana when the ability costs {T} and makes mana).
    pub(crate) fn plan_steps(&self, plan: &super::casting::ManaPlan) -> Vec<PaymentStep> {
        plan.steps
            .iter()
            .map(|(source, index, made, _)| {
                let taps = matches!(self.chars(*source).and_then(|c| c.abilities.get(*index).cloned()), Some(Ability::Activated { cost, .. }) if cost.tap());
                (*source, *index, taps && !made.is_empty())
            })
            .collect()
    }

    /// The mana abilities of `steps` that do more than add mana, with the
    /// triggered mana abilities their sources' tapping for mana resolves.
    fn harm_units(&self, p: PlayerId, steps: &[PaymentStep]) -> Vec<HarmUnit> {
        let mut units = Vec::new();
        for &(source, index, tapped) in steps {
            if let Some(Ability::Activated { effects, .. }) = self.chars(source).and_then(|c| c.abilities.get(index).cloned()) {
                if effects.iter().any(|e| !e.adds_mana()) {
                    units.push((p, source, effects));
                }
            }
            if tapped {
                units.extend(self.triggered_mana_harm(source));
            }
        }
        units
    }

    /// One instruction of a mana ability as `mana_side_effects` follows it:
    /// damage to its controller, life they or each opponent gain.
    fn effect_harm_settled(&mut self, p: PlayerId, source: ObjectId, e: &Effect, given: &mut VecDeque<u64>) -> Result<(), ReplacementQuestion> {
        match e {
            Effect::DealDamage { amount, .. } => {
                let n = self.condition_amount(amount, p, source);
                self.damage_settled_in_advance(DamageEvent { source, target: TargetChoice::Player(p), amount: n, combat: false, unpreventable: false }, given)
            }
            Effect::GainLife { amount, .. } => {
                let n = self.condition_amount(amount, p, source).max(0);
                self.gain_settled_in_advance(p, n, given)
            }
            Effect::PlayersGainLife { amount, players: Recipient::EachOpponent } => {
                let n = self.condition_amount(amount, p, source).max(0);
                let opponents = self.opponents(p);
                for o in self.apnap().into_iter().filter(|o| opponents.contains(o)) {
                    self.gain_settled_in_advance(o, n, given)?;
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }

    /// A damage event as `deal_damage` takes it: through the effects that
    /// apply (`replace_damage`), a redirected part dealt as it comes, then
    /// the gain a lifelink source's damage causes (702.15b).
    fn damage_settled_in_advance(&mut self, mut ev: DamageEvent, given: &mut VecDeque<u64>) -> Result<(), ReplacementQuestion> {
        if ev.amount <= 0 || self.chars(ev.source).is_none() || !self.damage_object_there(ev.target) || !self.damage_target_ok(ev.target) {
            return Ok(());
        }
        let mut applied = BTreeSet::new();
        loop {
            let cands = self.damage_replacements(&ev, &applied);
            let what = self.damage_event_words(&ev);
            let a = match self.applicable_question(self.affected_player(ev.target), &cands, &what) {
                Ok(Some(a)) => a,
                Ok(None) => break,
                Err(q) => {
                    let k = answer_in_advance(q, given)?;
                    let Some(a) = cands.into_iter().find(|c| c.key == k) else { break };
                    a
                }
            };
            applied.insert(a.key);
            if a.applies == Applies::Redirect {
                if let Some(q) = self.redirect_question(&ev) {
                    let k = answer_in_advance(q, given)?;
                    self.redirect_answered(&mut ev, k);
                }
            } else if let Some(part) = self.apply_damage_replacement(&mut ev, &a) {
                self.damage_settled_in_advance(part, given)?;
            }
            if ev.amount <= 0 {
                break;
            }
        }
        let lifelink = self.chars(ev.source).is_some_and(|c| c.has_keyword(Keyword::Lifelink));
        if ev.amount > 0 && lifelink && self.damage_object_there(ev.target) && self.lifelink_gains.is_none() {
            let you = self.controller_of(ev.source).or_else(|| self.chars(ev.source).map(|c| c.controller));
            if let Some(you) = you {
                return self.gain_settled_in_advance(you, ev.amount, given);
            }
        }
        Ok(())
    }

    /// A life gain as the gain queue takes it (rules::life_gain_queue).
    fn gain_settled_in_advance(&mut self, p: PlayerId, n: i32, given: &mut VecDeque<u64>) -> Result<(), ReplacementQuestion> {
        if n <= 0 || self.cant_gain_life(p) {
            return Ok(());
        }
        let mut gain = super::life_gain_queue::QueuedGain { player: p, amount: n, rule: super::life_gain_queue::GainRule::Gain, applied: BTreeSet::new() };
        loop {
            let cands = self.gain_replacements(p, &gain.applied);
            let what = format!("{}'s life gain", self.player(p).name);
            let a = match self.applicable_question(Some(p), &cands, &what) {
                Ok(Some(a)) => a,
                Ok(None) => return Ok(()),
                Err(q) => {
                    let k = answer_in_advance(q, given)?;
                    match cands.into_iter().find(|c| c.key == k) {
                        Some(a) => a,
                        None => return Ok(()),
                    }
                }
            };
            if !self.gain_replaced(&mut gain, &a) {
                return Ok(());
            }
        }
    }
}

/// The answer a question gets in the work's run, as `choose_replacement`
/// gives it: none needed for one option; else the next answer given (the
/// first option for one that doesn't fit), or the question when none is left.
fn answer_in_advance(q: ReplacementQuestion, given: &mut VecDeque<u64>) -> Result<u64, ReplacementQuestion> {
    let Some(&first) = q.options.first() else { return Ok(super::replacement::KEY_NO_REDIRECT) };
    if q.options.len() == 1 {
        return Ok(first);
    }
    match given.pop_front() {
        Some(k) if q.options.contains(&k) => Ok(k),
        Some(_) => Ok(first),
        None => Err(q),
    }
}

/// The mana abilities `pay_while_resolving` activates for `acts`, in order
/// (each source tapped for mana).
pub(crate) fn activation_steps(acts: &[crate::rules::ManaActivation]) -> Vec<PaymentStep> {
    acts.iter().map(|a| (a.source, a.ability, true)).collect()
}
