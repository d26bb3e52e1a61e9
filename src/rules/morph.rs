//! 702.36 morph and 707 face-down spells and permanents.
//!
//! A card with morph (`CardDef::morph`) may be cast face down: it is turned
//! face down before it goes on the stack (707.4), and is then a 2/2 creature
//! spell with no name, text, subtypes, colour or mana cost (707.2; the
//! characteristics are `layers::face_down_chars`), cast for {3} in place of
//! its mana cost (702.36c, an alternative cost, 117.9). What applies to
//! casting it is what applies to a spell with those characteristics: a
//! creature's timing, "creature spells cost ..." and not the card's own.
//! It resolves into a face-down permanent (707.4) whose own abilities, having
//! no text, neither trigger nor replace anything as it enters (707.3).
//!
//! Its controller may turn it face up any time they have priority by paying
//! its morph cost (702.36e): a special action (116.2b) that doesn't use the
//! stack. It is then the card (707.8): the same object, with the effects
//! already on it; it did not enter the battlefield, but its "when this is
//! turned face up" abilities trigger.
//!
//! Hidden information (707.5, 707.9): only its controller may look at a
//! face-down spell or permanent; the log calls it "a face-down creature";
//! it is revealed when it leaves the battlefield or the stack for another
//! zone (`zones::move_object`).

use super::actions::*;
use super::casting::{CostChoices, Proposal};
use super::events::*;
use super::layers::Characteristics;
use super::legal::CastOption;
use super::mana::{plan_payment, subtract};
use super::state::*;
use super::types::*;
use crate::cards::def::*;

fn illegal<T>(why: impl Into<String>) -> Result<T, ActionError> {
    Err(ActionError::Illegal(why.into()))
}

/// 702.36c: what casting a card face down costs (before 117.7 changes).
fn face_down_cost() -> ManaCost {
    ManaCost { generic: 3, text: "{3}".into(), ..Default::default() }
}

/// A face-down permanent that may be turned face up, as the legal actions list it.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct FaceUp {
    pub permanent: ObjectId,
    /// The card's name: the legal actions are shown only to its controller.
    pub name: String,
    pub cost: Cost,
}

impl Game {
    /// The card `o` as it is while cast face down: the object turned face
    /// down on the stack, and its characteristics there (707.2, 707.4).
    fn as_face_down_spell(&self, o: &GameObject) -> (GameObject, std::sync::Arc<Characteristics>) {
        let mut x = o.clone();
        x.face_down = true;
        x.zone = Zone::Stack;
        let c = self.chars_of(&x);
        (x, c)
    }

    /// Why `p` can't begin to cast `card` face down now, if they can't: a
    /// card without morph, not in their hand, or a creature spell's timing
    /// (the face-down spell has no flash, 707.4), or something forbids casting
    /// a spell like it (601.3).
    fn face_down_forbidden(&self, p: PlayerId, o: &GameObject) -> Option<String> {
        let name = &o.def.name;
        if o.def.morph.is_none() {
            return Some(format!("702.36a: {name} has no morph: it can't be cast face down"));
        }
        // 601.3: from the hand, or from a zone an effect lets it be cast from.
        if o.zone != Zone::Hand(p) && self.play_permission(p, o.id, false).is_none() {
            return Some(format!("601.3: {name} is not in {}'s hand, and nothing lets it be cast from where it is", self.player(p).name));
        }
        if let Some(s) = self.split_second_spell() {
            return Some(format!("702.60a: {s} has split second: no other spell can be cast while it is on the stack"));
        }
        if !self.sorcery_timing(p) {
            return Some(format!("307.1, 707.4: {name} cast face down is a creature spell: only in its controller's main phase while the stack is empty"));
        }
        let (x, c) = self.as_face_down_spell(o);
        self.cast_forbidden(&x, &c).map(|why| format!("707.4: {name} face down: {why}"))
    }

    /// 702.36c, 601.2: cast `card` face down for {3}. It has no targets,
    /// mode, X or optional costs: the face-down spell has no text.
    pub(crate) fn cast_face_down(&mut self, p: PlayerId, card: ObjectId, mana: &[ManaActivation], auto_pay: bool, nothing_else: Result<(), String>) -> Result<(), ActionError> {
        let o = self.obj(card).ok_or(ActionError::NoSuchObject(card))?;
        if let Some(why) = self.face_down_forbidden(p, o) {
            return illegal(why);
        }
        nothing_else.map_err(|what| ActionError::Illegal(format!("707.4: a face-down spell has no text: {what} must be left out when casting {} face down", o.def.name)))?;
        let (x, c) = self.as_face_down_spell(o);
        // 601.2f: the total cost, with the increases and reductions for a spell like it.
        let total = self.total_spell_cost(&x, &c, face_down_cost(), 0);
        let acts: Vec<ManaActivation> = if auto_pay && mana.is_empty() { self.auto_mana(p, &total.cost, 0, None) } else { mana.to_vec() };
        let plan = self.plan_mana(p, &acts, None)?;
        let mut pool = self.player(p).pool;
        pool.add(&plan.produced);
        let what = format!("{} face down", o.def.name);
        let paid = plan_payment(&pool, &total.cost, 0).map_err(|m| self.unpayable("601.2h", p, &what, &total.cost, 0, &m, acts.is_empty() && !auto_pay, None))?;

        // Legal: turn it face down (707.4), then cast it as that spell.
        let mut def = (*o.def).clone();
        def.text.clear();
        def.mana_cost = None;
        self.obj_mut(card).unwrap().face_down = true;
        let pname = self.player(p).name.clone();
        self.emit(Event::new("702.36c", EventKind::Note, format!("{pname} turns a card face down to cast it as a 2/2 creature spell for {{3}} (morph; an alternative cost, 117.9)")));
        let pr = Proposal {
            specs: Vec::new(),
            effects: Vec::new(),
            mode_used: None,
            cost: total.cost,
            x: 0,
            targets: Vec::new(),
            plan,
            paid,
            free: false,
            division: Vec::new(),
            evoked: false,
            flashback: false,
            kicked: 0,
            buyback: false,
            changes: total.changes,
            paid_with: CostChoices::default(),
            pay_life: None,
            object_cost: None,
        };
        self.cast_now(p, card, &def, "a face-down creature spell", pr);
        self.priority_after_action(p);
        Ok(())
    }

    /// The way to cast `card` face down now, as a cast option, if `p` may and
    /// can pay for it.
    pub(crate) fn face_down_option(&self, p: PlayerId, card: ObjectId) -> Option<CastOption> {
        let o = self.objects.get(&card)?;
        if self.face_down_forbidden(p, o).is_some() {
            return None;
        }
        let (x, c) = self.as_face_down_spell(o);
        let cost = self.total_spell_cost(&x, &c, face_down_cost(), 0).cost;
        if !self.can_afford(p, &cost, None) {
            return None;
        }
        Some(CastOption {
            mode: None,
            text: format!("face down as a 2/2 creature [morph {}]", cost.text),
            targets: Vec::new(),
            min_targets: 0,
            another: Vec::new(),
            x_targets: false,
            divide: None, divide_x: None,
            alternative_cost: Some(AlternativeCost::Morph),
            kicked: false,
            multikicker: None,
            buyback: false,
            sacrifice: None,
            discard: None,
            exile: None,
            return_to_hand: None,
            tap: None,
            convoke: Vec::new(),
            delve: Vec::new(),
            phyrexian_life: 0,
            x_cost: None,
            splice: Vec::new(),
        })
    }

    /// 702.36e: may `p` turn this permanent face up now, and if not, why?
    fn face_up_refusal(&self, p: PlayerId, o: &GameObject) -> Option<String> {
        let name = self.display_name(o);
        if !o.on_battlefield() || !o.face_down {
            return Some(format!("702.36e: {name} is not a face-down permanent"));
        }
        if o.controller != p {
            return Some(format!("702.36e: only the controller of {name} may turn it face up"));
        }
        if o.def.morph.is_none() {
            return Some(format!("702.36e: {name} has no morph cost: it can't be turned face up"));
        }
        None
    }

    /// 702.36e, 116.2b: `p` turns their face-down permanent face up, paying
    /// its morph cost: a special action (no stack; `p` keeps priority).
    pub(crate) fn turn_face_up(&mut self, p: PlayerId, permanent: ObjectId, mana: &[ManaActivation], auto_pay: bool, paid_with: CostChoices) -> Result<(), ActionError> {
        let o = self.obj(permanent).ok_or(ActionError::NoSuchObject(permanent))?;
        if let Some(why) = self.face_up_refusal(p, o) {
            return illegal(why);
        }
        let cost = o.def.morph.clone().unwrap_or_default();
        let name = o.def.name.clone();
        let what = format!("the morph cost of {name}");
        self.check_object_costs("702.36e", p, permanent, &cost, &paid_with, &what)?;
        if let Some(l) = cost.pay_life() {
            if self.life_of(p) < l {
                return illegal(format!("119.4: {} can't pay {l} life for {what}", self.player(p).name));
            }
        }
        let mcost = cost.mana_or_zero();
        let acts: Vec<ManaActivation> = if auto_pay && mana.is_empty() { self.auto_mana(p, &mcost, 0, None) } else { mana.to_vec() };
        let plan = self.plan_mana(p, &acts, None)?;
        let mut pool = self.player(p).pool;
        pool.add(&plan.produced);
        let paid = plan_payment(&pool, &mcost, 0).map_err(|m| self.unpayable("702.36e", p, &what, &mcost, 0, &m, acts.is_empty() && !auto_pay, None))?;

        // 616.1: the harm its mana abilities cause and the moves its cost makes
        // are settled first (rules::payment_harm, rules::cost_moves).
        if !self.payment_settled(p, (&plan, None), &self.ability_cost_moves(p, &cost, permanent, &paid_with)) {
            return Ok(());
        }
        // Legal: pay, then turn it face up.
        let pname = self.player(p).name.clone();
        self.run_mana_plan(p, &plan);
        subtract(&mut self.player_mut(p).pool, &paid);
        if paid.total() > 0 {
            self.emit(Event::new("702.36e", EventKind::ManaPaid { player: p, mana: paid }, format!("{pname} pays {paid} for {what}")));
        }
        if let Some(l) = cost.pay_life() {
            self.change_life(p, l.saturating_neg(), "119.4");
        }
        match paid_with.sacrifice.as_slice() {
            [] => {}
            [one] => self.sacrifice(*one, "702.36e"),
            many => {
                self.sacrifice_batch(many, "702.36e");
            }
        }
        self.pay_object_costs(p, permanent, &cost, &paid_with, "702.36e");
        if self.obj(permanent).is_some_and(|o| o.face_down && o.zone == Zone::Battlefield) {
            self.turn_up(permanent, &pname);
        }
        self.priority_after_action(p);
        Ok(())
    }

    /// 707.8: the permanent is turned face up: the same object, its own
    /// characteristics back, every effect on it still applying; nothing
    /// enters the battlefield; its "when turned face up" abilities trigger.
    fn turn_up(&mut self, permanent: ObjectId, pname: &str) {
        self.unindex_permanent(permanent);
        self.obj_mut(permanent).unwrap().face_down = false;
        self.index_permanent(permanent);
        self.touch(permanent);
        self.invalidate_chars();
        let name = self.name_of(permanent);
        self.emit(Event::new("116.2b", EventKind::TurnedFaceUp { object: permanent }, format!("{pname} turns a face-down creature face up (a special action; it doesn't use the stack): it is {name} (707.8)")));
        let Some(c) = self.chars(permanent) else { return };
        let controller = c.controller;
        let face_up = |t: &TriggerCondition| super::triggers::answers_event(t, &mut |x| matches!(x, TriggerCondition::TurnedFaceUp).then_some(())).is_some();
        for a in c.abilities.iter().filter(|a| matches!(a, Ability::Triggered { trigger, .. } if face_up(trigger))) {
            self.trigger_full(permanent, controller, a.clone(), Some(permanent), Some(controller), format!("{name} was turned face up"));
        }
        self.permanent_turned_face_up_triggers(permanent, controller, &name);
    }

    /// The face-down permanents `p` may turn face up now and can pay for.
    pub(crate) fn face_up_choices(&self, p: PlayerId) -> Vec<FaceUp> {
        let mut out = Vec::new();
        for &id in &self.face_down_permanents {
            let Some(o) = self.objects.get(&id) else { continue };
            if !o.face_down || self.face_up_refusal(p, o).is_some() {
                continue;
            }
            let cost = o.def.morph.clone().unwrap_or_default();
            let life_ok = cost.pay_life().is_none_or(|l| self.life_of(p) >= l);
            let mana_ok = cost.mana().is_none_or(|m| self.can_afford(p, m, None));
            let objects_ok = self.object_costs_payable(p, id, &cost);
            if life_ok && mana_ok && objects_ok {
                out.push(FaceUp { permanent: id, name: o.def.name.clone(), cost });
            }
        }
        out
    }
}
