//! 702.61 suspend: the special action that exiles a card from its owner's
//! hand with time counters (116.2f), and the triggered abilities of
//! suspended cards, which function in exile.
//!
//! The card form (`CardDef::suspend`) gives the number of time counters and
//! the cost; the card's two triggered abilities are added by the card form
//! (`CardDef::keyword_abilities`): "at the beginning of your upkeep, if this
//! card is suspended, remove a time counter from it" and "when the last time
//! counter is removed from this card, if it's exiled, cast it without paying
//! its mana cost if able" (the instruction `cast` with `if_able`; a creature
//! spell cast so gains haste, `rules::resolution`).

use super::actions::*;
use super::events::*;
use super::mana::{plan_payment, subtract};
use super::state::*;
use super::types::*;
use super::zones::Position;
use crate::cards::def::*;

fn illegal<T>(why: impl Into<String>) -> Result<T, ActionError> {
    Err(ActionError::Illegal(why.into()))
}

impl Game {
    /// 702.61a, 116.2f: `p` pays the suspend cost of `card` from their hand and
    /// exiles it with its time counters. Allowed only when they could begin
    /// to cast it now (its timing, 702.61c: and nothing forbids casting it); it
    /// doesn't use the stack, and `p` keeps priority.
    pub(crate) fn suspend(&mut self, p: PlayerId, card: ObjectId, mana: &[ManaActivation], auto_pay: bool) -> Result<(), ActionError> {
        let o = self.obj(card).ok_or(ActionError::NoSuchObject(card))?;
        if o.zone != Zone::Hand(p) {
            return illegal(format!("702.61a: {} is not in {}'s hand", self.name_of(card), self.player(p).name));
        }
        let Some(sp) = o.def.suspend.clone() else {
            return illegal(format!("702.61a: {} has no suspend", self.name_of(card)));
        };
        let c = self.chars_of(o);
        if let Some(why) = self.suspend_forbidden(p, o, &c) {
            return illegal(why);
        }
        let acts: Vec<ManaActivation> = if auto_pay && mana.is_empty() { self.auto_mana(p, &sp.cost, 0, None) } else { mana.to_vec() };
        let plan = self.plan_mana(p, &acts, None)?;
        let mut pool = self.player(p).pool;
        pool.add(&plan.produced);
        let what = format!("the suspend cost of {}", c.name);
        let paid = plan_payment(&pool, &sp.cost, 0).map_err(|m| self.unpayable("702.61a", p, &what, &sp.cost, 0, &m, acts.is_empty() && !auto_pay, None))?;

        // 616.1: the harm its mana abilities cause is settled first (rules::payment_harm).
        if !self.payment_settled(p, (&plan, None), &[]) {
            return Ok(());
        }
        // Legal: pay, then exile it with its time counters.
        let pname = self.player(p).name.clone();
        self.run_mana_plan(p, &plan);
        subtract(&mut self.player_mut(p).pool, &paid);
        if paid.total() > 0 {
            self.emit(Event::new("702.61a", EventKind::ManaPaid { player: p, mana: paid }, format!("{pname} pays {paid} to suspend {}", c.name)));
        }
        let Some(new) = self.move_object(card, Zone::Exile, Position::Top, "702.61a", "suspended") else { return Ok(()) };
        self.add_counters(new, "time", sp.time, "702.61a");
        let n = sp.time;
        self.emit(Event::new("116.2f", EventKind::Note, format!("{pname} suspends {} (a special action: it doesn't use the stack): it is exiled with {n} time counter{}", c.name, if n == 1 { "" } else { "s" })));
        self.priority_after_action(p);
        Ok(())
    }

    /// Why `p` can't suspend this card from their hand now, if they can't:
    /// they could not begin to cast it (307.1 timing, unless it is an instant
    /// or has flash; 601.3 and 702.61c: what forbids casting it).
    pub(crate) fn suspend_forbidden(&self, p: PlayerId, o: &GameObject, c: &super::layers::Characteristics) -> Option<String> {
        if !self.sorcery_timing(p) && !self.instant_speed(p, o.id, c) {
            return Some(format!("702.61a: {} can be suspended only when it could be cast: in its owner's main phase while the stack is empty", c.name));
        }
        self.cast_forbidden(o, c).map(|why| format!("702.61c: {why}"))
    }

    /// The cards in `p`'s hand they may suspend now, and can pay for.
    pub(crate) fn suspendable(&self, p: PlayerId) -> Vec<(ObjectId, String, Suspend)> {
        let mut out = Vec::new();
        for &card in &self.player(p).hand {
            let o = &self.objects[&card];
            let Some(sp) = &o.def.suspend else { continue };
            let c = self.chars_of(o);
            if self.suspend_forbidden(p, o, &c).is_none() && self.can_afford(p, &sp.cost, None) {
                out.push((card, c.name.clone(), sp.clone()));
            }
        }
        out
    }

    /// Triggered abilities that function in exile (their condition says the
    /// card is there: 702.61a) and answer this event, for the exiled `cards`:
    /// each triggers, controlled by the card's owner.
    pub(crate) fn exile_triggers(&mut self, cards: &[ObjectId], answers: impl Fn(&TriggerCondition) -> bool, event: &str) {
        for &card in cards {
            let Some(o) = self.obj(card) else { continue };
            if o.zone != Zone::Exile || o.face_down {
                continue;
            }
            let owner = o.owner;
            let Some(c) = self.chars(card) else { continue };
            for a in c.abilities.iter() {
                if let Ability::Triggered { trigger, condition: Some(cond), .. } = a {
                    if cond.about_exile() && answers(trigger) {
                        self.trigger_full(card, owner, a.clone(), Some(card), Some(owner), event.to_string());
                    }
                }
            }
        }
    }

    /// 702.61a: at the beginning of an upkeep, the suspended cards of the
    /// active player (of the active team, 805.4a) see it.
    pub(crate) fn suspend_upkeep_triggers(&mut self) {
        let active = self.turn.active;
        let cards: Vec<ObjectId> = self
            .exile
            .iter()
            .copied()
            .filter(|id| self.obj(*id).is_some_and(|o| o.def.suspend.is_some() && o.extra.counters.get("time").is_some_and(|n| *n > 0) && self.teammates(o.owner, active)))
            .collect();
        if cards.is_empty() {
            return;
        }
        self.exile_triggers(&cards, |t| matches!(t, TriggerCondition::BeginningOfStep { step: Step::Upkeep, .. }), "the upkeep began");
    }
}
