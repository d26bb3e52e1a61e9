//! Casting spells (601.2), activating abilities (602), mana abilities (605)
//! and playing lands (305). Every check happens before anything changes, so
//! an attempt that cannot be completed leaves the game exactly as it was.

use super::actions::*;
use super::events::*;
use super::mana::{mana_text, plan_payment, subtract};
use super::mana_choice::ManaOutput;
use super::state::*;
use super::types::*;
use super::zones::Position;
use super::spend_only::SpendFor;
use crate::cards::def::*;
use std::collections::{BTreeMap, BTreeSet};

/// A spell proposal whose every choice has been checked (601.2b–h).
pub(crate) struct Proposal {
    pub specs: Vec<TargetSpec>,
    pub effects: Vec<Effect>,
    pub mode_used: Option<usize>,
    pub cost: ManaCost,
    pub x: u32,
    pub targets: Vec<TargetChoice>,
    pub plan: ManaPlan,
    pub paid: ManaPool,
    /// Cast without paying its mana cost (608.2f effects).
    pub free: bool,
    /// 601.2d: the share of a divided amount for each target.
    pub division: Vec<u32>,
    /// 702.73a: cast for its evoke cost (`cost` is then the evoke cost).
    pub evoked: bool,
    /// 702.33a: cast for its flashback cost, from the graveyard.
    pub flashback: bool,
    /// 702.32a, 702.32c: how many times its kicker or multikicker cost is
    /// part of `cost`.
    pub kicked: u32,
    /// 702.26a: its buyback cost is part of `cost`.
    pub buyback: bool,
    /// 601.2f, 117.7: the cost increases and reductions applied to `cost`, one line each.
    pub changes: Vec<String>,
    /// 117.8: the permanents sacrificed, the cards discarded or exiled, and
    /// the life paid for its additional cost.
    pub paid_with: CostChoices,
    pub pay_life: Option<i32>,
    /// The parts of the additional cost (and of a printed alternative cost)
    /// that take objects, paid with `paid_with`.
    pub object_cost: Option<Cost>,
}

/// The objects a player names to pay the parts of a cost that take objects
/// (117.1, 602.2b): permanents to sacrifice, cards to discard from the hand,
/// cards to exile from the graveyard.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct CostChoices {
    pub sacrifice: Vec<ObjectId>,
    pub discard: Vec<ObjectId>,
    pub exile: Vec<ObjectId>,
    pub return_to_hand: Vec<ObjectId>,
    pub tap: Vec<ObjectId>,
    /// 702.49a: the creatures tapped for convoke (named in the cast action's
    /// `tap` when the spell has convoke and no cost part that taps).
    pub convoke: Vec<ObjectId>,
    /// 702.64a: the cards exiled from the graveyard for delve (named in the
    /// cast action's `exile` when the spell has delve and no cost part that
    /// exiles).
    pub delve: Vec<ObjectId>,
    /// 702.76a: the two creatures tapped for conspire (named in the cast
    /// action's `tap` when the spell has conspire and no cost part that taps).
    pub conspire: Vec<ObjectId>,
    /// 107.4f: how many Phyrexian mana symbols of the cost are paid with 2
    /// life each (the action's `phyrexian_life`).
    pub phyrexian_life: u32,
    /// 702.45a: the cards revealed from the hand to splice onto the spell
    /// (the cast action's `splice`; their splice costs are additional costs).
    pub splice: Vec<ObjectId>,
}

/// The optional kicker costs an action pays (702.32a, 702.32c).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Kicks {
    /// Its kicker cost, once.
    pub kicked: bool,
    /// Its multikicker cost, this many times.
    pub multikicker: u32,
}

impl Game {
    /// 117.8, 601.2e: the total cost with the kicker costs an action pays
    /// added, and how many times it is kicked; refused for a card without
    /// such a cost, or a number of times over `limits::MAX_X`.
    fn kicked_cost(&self, def: &CardDef, name: &str, cost: ManaCost, kicks: Kicks) -> Result<(ManaCost, u32), ActionError> {
        let cost = match (kicks.kicked, &def.kicker) {
            (false, _) => cost,
            (true, Some(k)) => cost.plus(k),
            // A kicker cost of other parts than mana (paid with the additional cost).
            (true, None) if def.kicker_cost.is_some() => cost,
            (true, None) => return illegal(format!("702.32a: {name} has no kicker")),
        };
        match (kicks.multikicker, &def.multikicker) {
            (0, _) => Ok((cost, u32::from(kicks.kicked))),
            (n, _) if n > super::limits::MAX_X => illegal(format!("702.32c: multikicker: {n} times is over the limit of {} (limits::MAX_X)", super::limits::MAX_X)),
            (n, Some(m)) => Ok((cost.plus(&m.times(n)), n)),
            (_, None) => illegal(format!("702.32c: {name} has no multikicker")),
        }
    }
}

/// What a set of mana abilities would do, worked out without changing anything.
#[derive(Default)]
pub(crate) struct ManaPlan {
    /// (source, ability index, mana produced)
    /// Each mana ability: its source, its index, the mana it adds and the
    /// number chosen for its cost (0 when it chooses none).
    pub(crate) steps: Vec<(ObjectId, usize, ManaPool, u32)>,
    /// The mana they make that may be spent on anything.
    pub(crate) produced: ManaPool,
    /// The mana they make that may be spent only as the ability says (106.6).
    pub(crate) restricted: Vec<(ManaPool, SpendOnly)>,
}

impl Game {
    /// 307.1 / 117.1a: may this player do something at sorcery speed now?
    /// (805.5a: with shared team turns, in a main phase of their team's turn.)
    pub fn sorcery_timing(&self, p: PlayerId) -> bool {
        self.is_active_player(p) && self.turn.step.is_main() && self.stack.is_empty() && self.flow == Flow::Priority(p)
    }

    /// 305: play a land.
    pub(crate) fn play_land(&mut self, p: PlayerId, card: ObjectId) -> Result<(), ActionError> {
        let o = self.obj(card).ok_or(ActionError::NoSuchObject(card))?;
        // 305.1, 601.3: from the hand, or from another zone an effect allows.
        if o.zone != Zone::Hand(p) && self.play_permission(p, card, true).is_none() {
            return illegal(format!("305.1: {} is not in {}'s hand, and nothing lets {} play it from where it is", self.name_of(card), self.player(p).name, self.player(p).name));
        }
        let c = self.chars_of(o);
        if !c.has_type(CardType::Land) {
            return illegal(format!("305.1: {} is not a land", c.name));
        }
        if !self.sorcery_timing(p) {
            return illegal("305.1: a land can be played only in your own main phase with an empty stack");
        }
        let allowed = self.land_plays_allowed(p);
        if self.player(p).lands_played >= allowed {
            let n = if allowed == 1 { "a land".to_string() } else { format!("{allowed} lands") };
            return illegal(format!("305.2: you have already played {n} this turn"));
        }
        if let Some(src) = self.land_play_forbidden(o, &c) {
            return illegal(src);
        }
        if self.land_entry_payment(p, card) {
            self.finish_land_play(p, card);
        }
        Ok(())
    }

    /// 305.1: the land play, once any choice made as the land enters
    /// (614.12) is made: the land put onto the battlefield.
    pub(crate) fn finish_land_play(&mut self, p: PlayerId, card: ObjectId) {
        self.player_mut(p).lands_played += 1;
        let name = self.name_of(card);
        let Some(new) = self.move_object(card, Zone::Battlefield, Position::Top, "305.1", "played as a land") else {
            self.entry_paid = None;
            return;
        };
        if let Some(o) = self.obj_mut(new) {
            o.controller = p;
            o.tapped = o.def.enters_tapped;
            // 305.1: playing a land is playing it.
            o.extra.played_by = Some(p);
        }
        self.reindex_permanent(new);
        let pname = self.player(p).name.clone();
        self.emit(Event::new("305.1", EventKind::LandPlayed { player: p, object: new }, format!("{pname} plays {name}")));
        self.entered_battlefield(new);
        self.entry_paid = None;
        self.priority_after_action(p);
    }

    /// 602.2b / 118.3: the parts of a cost other than mana — {T} (with 302.6
    /// summoning sickness), removing counters, paying life — can be paid.
    pub(crate) fn check_other_costs(&self, p: PlayerId, o: &GameObject, c: &super::layers::Characteristics, cost: &Cost) -> Result<(), ActionError> {
        if cost.tap() {
            if o.tapped {
                return illegal(format!("117.3: {} is already tapped", c.name));
            }
            if c.is_creature() && o.summoning_sick && !c.has_keyword(Keyword::Haste) {
                return illegal(format!("302.6: {} has summoning sickness and can't use a {{T}} ability", c.name));
            }
        }
        if cost.untap() {
            if !o.tapped {
                return illegal(format!("117.3: {} is already untapped: it can't pay {{Q}}", c.name));
            }
            if c.is_creature() && o.summoning_sick && !c.has_keyword(Keyword::Haste) {
                return illegal(format!("302.6: {} has summoning sickness and can't use a {{Q}} ability", c.name));
            }
        }
        if let Some(rc) = cost.remove_counters() {
            if o.extra.counters.get(&rc.kind).copied().unwrap_or(0) < rc.count {
                return illegal(format!("117.3: {} does not have {} {} counter(s)", c.name, rc.count, rc.kind));
            }
        }
        if let Some(pc) = cost.put_counters() {
            let max = super::limits::MAX_COUNTERS as u64;
            if o.extra.counters.get(&pc.kind).copied().unwrap_or(0) as u64 + pc.count as u64 > max {
                return illegal(format!("117.3: {} can't get {} more {} counter(s): over the limit of {max} (limits::MAX_COUNTERS)", c.name, pc.count, pc.kind));
            }
        }
        if let Some(l) = cost.pay_life() {
            if self.life_of(p) < l {
                return illegal(format!("119.4: {} can't pay {l} life", self.player(p).name));
            }
        }
        // 702.28a: "Discard this card" (or exile it from your hand) can be paid only while the card is in its owner's hand.
        if cost.from_hand() && o.zone != Zone::Hand(p) {
            let verb = if cost.discard_self() { "discarded" } else { "exiled from there" };
            return illegal(format!("702.28a: {} must be in {}'s hand to be {verb} for this ability", c.name, self.player(p).name));
        }
        Ok(())
    }

    /// `plan_mana` for other modules (608.2f).
    pub(crate) fn plan_mana_pub(&self, p: PlayerId, acts: &[ManaActivation]) -> Result<ManaPlan, ActionError> {
        self.plan_mana(p, acts, None)
    }

    /// Work out mana abilities without activating them (for 601.2g checks).
    pub(crate) fn plan_mana(&self, p: PlayerId, acts: &[ManaActivation], skip: Option<ObjectId>) -> Result<ManaPlan, ActionError> {
        let mut plan = ManaPlan::default();
        let mut tapped: BTreeSet<ObjectId> = BTreeSet::new();
        let mut removed: BTreeMap<(ObjectId, String), u32> = BTreeMap::new();
        for a in acts {
            let o = self.obj(a.source).ok_or(ActionError::NoSuchObject(a.source))?;
            if Some(a.source) == skip {
                return illegal(format!("117.3: {} is already being used for this", self.name_of(a.source)));
            }
            if !o.on_battlefield() || o.controller != p {
                return illegal(format!("602.2: {} is not a permanent {} controls", self.name_of(a.source), self.player(p).name));
            }
            let c = self.chars_of(o);
            let Some(ab) = c.abilities.get(a.ability) else {
                return illegal(format!("{} has no ability number {}", c.name, a.ability));
            };
            if !ab.is_mana_ability() {
                return illegal(format!("ability {} of {} is not a mana ability", a.ability, c.name));
            }
            let Ability::Activated { cost, effects, condition, .. } = ab else { unreachable!() };
            let x = a.x.unwrap_or(0);
            if x != 0 && !cost.chooses_count() {
                return illegal(format!("601.2b: x: the mana ability {} of {} has no X in its cost", a.ability, c.name));
            }
            if x > super::limits::MAX_X {
                return illegal(format!("107.3: x: X = {x} is over the limit of {} (limits::MAX_X)", super::limits::MAX_X));
            }
            let (cost, effects) = (&*cost.with_chosen(x), &*with_x(effects, x));
            self.check_activation_condition(p, a.source, condition.as_ref())?;
            self.check_not_prohibited(a.source, true)?;
            if cost.tap() {
                if o.tapped || tapped.contains(&a.source) {
                    return illegal(format!("117.3: {} is already tapped", c.name));
                }
                if c.is_creature() && o.summoning_sick && !c.has_keyword(Keyword::Haste) {
                    return illegal(format!("302.6: {} has summoning sickness and can't use a {{T}} ability", c.name));
                }
                tapped.insert(a.source);
            }
            if let Some(rc) = cost.remove_counters() {
                let have = o.extra.counters.get(&rc.kind).copied().unwrap_or(0);
                let used = removed.entry((a.source, rc.kind.clone())).or_insert(0);
                if have < used.saturating_add(rc.count) {
                    return illegal(format!("117.3: {} does not have {} {} counter(s) to remove", c.name, rc.count, rc.kind));
                }
                *used = used.saturating_add(rc.count);
            }
            if !cost.tap_and_counters_only() {
                return illegal(format!("the mana ability of {} has a cost this engine pays only as a separate action", c.name));
            }
            let made = self.mana_output(effects, p, a.source).named(a.adds.as_ref()).map_err(|m| ActionError::Illegal(format!("608.2d: the mana ability of {}: {m}", c.name)))?;
            match super::spend_only::spend_only_of(effects) {
                Some(only) => plan.restricted.push((made, only.clone())),
                None => plan.produced.add(&made),
            }
            // 605.4a: the mana of the triggered mana abilities it will trigger comes with it.
            if cost.tap() && !made.is_empty() {
                plan.produced.add(&self.triggered_mana_for(p, a.source));
            }
            plan.steps.push((a.source, a.ability, made, x));
        }
        Ok(plan)
    }

    /// Choose mana abilities that pay what the pool does not cover (auto-pay).
    /// Deterministic: sources in id order, each colour need first, then generic.
    /// Only the sources it needs are read: a colour's need is looked for among
    /// the sources indexed by the mana they add (all of them when an effect in
    /// force may change abilities or land types, 305.7), and the generic part
    /// stops as soon as the cost is covered.
    pub fn auto_mana(&self, p: PlayerId, cost: &ManaCost, x: u32, skip: Option<ObjectId>) -> Vec<ManaActivation> {
        self.auto_mana_for(p, cost, x, skip, None)
    }

    /// `auto_mana` for a payment the restricted mana of `spending` may make
    /// (106.6): its sources are tapped, and its mana in the pool counted,
    /// only for what it may pay for.
    pub(crate) fn auto_mana_for(&self, p: PlayerId, cost: &ManaCost, x: u32, skip: Option<ObjectId>, spending: Option<SpendFor>) -> Vec<ManaActivation> {
        self.auto_mana_made(p, cost, x, skip, spending).into_iter().map(|(a, _)| a).collect()
    }

    /// `auto_mana`, each activation with the mana it makes (605.4a: with
    /// that of the triggered mana abilities it triggers).
    pub(crate) fn auto_mana_made(&self, p: PlayerId, cost: &ManaCost, x: u32, skip: Option<ObjectId>, spending: Option<SpendFor>) -> Vec<(ManaActivation, ManaPool)> {
        let mut pool = self.player(p).pool;
        pool.add(&self.restricted_for(p, spending));
        if super::mana::covers(&pool, cost, x) {
            return Vec::new();
        }
        // A candidate: an untapped permanent of the player's with a single-ability
        // {T}: add mana (its first such ability), read from its current characteristics.
        let printed_only = !self.printed_abilities_may_differ();
        let candidate = |id: ObjectId, want: Option<ManaType>| -> Option<(ManaActivation, ManaPool)> {
            if Some(id) == skip {
                return None;
            }
            let o = self.objects.get(&id)?;
            if o.controller != p || o.tapped {
                return None;
            }
            let c = self.chars_of(o);
            if c.is_creature() && o.summoning_sick && !c.has_keyword(Keyword::Haste) {
                return None;
            }
            if self.activation_prohibited_given(id, printed_only, true).is_some() {
                return None;
            }
            // The first of its abilities that adds the mana wanted (a dual land's second).
            // One of a chosen colour adds all of the colour wanted (106.3).
            // 106.6: an ability whose mana can't pay for this isn't used.
            let spendable = |i: usize| match c.abilities.get(i) {
                Some(Ability::Activated { effects, .. }) => super::spend_only::spend_only_of(effects).is_none_or(|only| spending.is_some_and(|w| self.may_spend(p, only, w))),
                _ => false,
            };
            let mut abilities = simple_mana_abilities(self, &c, id, p).filter(|(i, _)| spendable(*i)).map(|(i, out)| {
                let adds = out.choice.map(|ch| ch.pick(want));
                let made = out.with(adds.as_ref(), want).unwrap_or(out.fixed);
                (ManaActivation { source: id, ability: i, adds: adds.filter(|_| out.has_choice()), x: None }, made)
            });
            let found = match want {
                Some(t) => abilities.find(|(_, made)| made.get(t) > 0),
                None => abilities.next(),
            };
            // 605.4a: with the mana of the triggered mana abilities it triggers (Wild Growth).
            found.map(|(act, mut made)| {
                if !made.is_empty() {
                    made.add(&self.triggered_mana_for(p, id));
                }
                (act, made)
            })
        };
        let empty = std::collections::BTreeSet::new();
        let exact_index = !self.abilities_may_change();
        // While abilities may change, a permanent may have gained a mana
        // ability since it was indexed (a land that became a Swamp, 305.6).
        let widened: std::collections::BTreeSet<ObjectId>;
        let all = if exact_index {
            self.mana_sources.get(&p).unwrap_or(&empty)
        } else {
            widened = self.mana_sources.get(&p).unwrap_or(&empty).iter().copied().chain(self.activation_candidates(p)).collect();
            &widened
        };
        let mut chosen: Vec<(ManaActivation, ManaPool)> = Vec::new();
        let mut used: std::collections::BTreeSet<ObjectId> = std::collections::BTreeSet::new();
        let mut have = pool;
        // Coloured needs first.
        for t in ManaType::ALL {
            let need = cost.colored.get(t);
            if have.get(t) >= need {
                continue;
            }
            let by_type = if exact_index { self.mana_sources_by_type.get(&(p, t)).unwrap_or(&empty) } else { all };
            // Sources that add only this colour first; those whose colour is
            // chosen (106.3) after, kept for the colours nothing else adds.
            for flexible in [false, true] {
                for id in by_type.iter() {
                    if have.get(t) >= need {
                        break;
                    }
                    if used.contains(id) {
                        continue;
                    }
                    let Some((act, made)) = candidate(*id, Some(t)) else { continue };
                    if made.get(t) == 0 || act.adds.is_some() != flexible {
                        continue;
                    }
                    used.insert(*id);
                    have.add(&made);
                    chosen.push((act, made));
                }
            }
        }
        // Then generic: any source, until the cost is covered.
        for id in all.iter() {
            if super::mana::covers(&have, cost, x) {
                break;
            }
            if used.contains(id) {
                continue;
            }
            let Some((act, made)) = candidate(*id, None) else { continue };
            used.insert(*id);
            have.add(&made);
            chosen.push((act, made));
        }
        if super::mana::covers(&have, cost, x) {
            drop_unneeded(pool, &mut chosen, cost, x);
        }
        chosen
    }

    /// Carry out planned mana abilities (605.3: they resolve immediately).
    pub(crate) fn run_mana_plan(&mut self, p: PlayerId, plan: &ManaPlan) {
        for (src, idx, made, x) in &plan.steps {
            let c = self.chars(*src).unwrap();
            let mut effects: &[Effect] = &[];
            let mut tapped = false;
            if let Some(Ability::Activated { cost, effects: e, .. }) = c.abilities.get(*idx) {
                if cost.tap() {
                    self.tap(*src, "605.3a");
                    tapped = true;
                }
                if let Some(rc) = cost.with_chosen(*x).remove_counters() {
                    self.remove_counters(*src, &rc.kind, rc.count, "605.3a");
                }
                effects = e;
            }
            self.add_ability_mana(p, made, effects, "605.3a", &format!("mana ability of {}", c.name));
            self.finish_mana_ability(p, *src, &with_x(effects, *x), tapped.then_some(made));
        }
    }

    /// 605.3b, 106.11a: a mana ability after its mana is added: the rest of
    /// it, then what tapping its source for mana (`tapped`: the mana it made)
    /// triggers. A source the ability sacrifices is sacrificed last, so that
    /// the triggers of its tapping see it as it was tapped.
    pub(crate) fn finish_mana_ability(&mut self, p: PlayerId, source: ObjectId, effects: &[Effect], tapped: Option<&ManaPool>) {
        let sacrifice = self.mana_side_effects(p, source, effects);
        if let Some(made) = tapped {
            self.tapped_for_mana(source, made);
        }
        if sacrifice {
            self.sacrifice_batch_with(&[source], "701.15a", &|_| None);
        }
    }

    /// 605.3b: the rest of a mana ability, done as it resolves right after its
    /// mana is added: the damage its source deals to its controller, the
    /// life they lose or gain ("Adarkar Wastes deals 1 damage to you"), the
    /// life each opponent gains, the counters put on or removed from its
    /// source. True when it sacrifices its source (the caller does that
    /// last: `finish_mana_ability`).
    #[must_use]
    pub(crate) fn mana_side_effects(&mut self, p: PlayerId, source: ObjectId, effects: &[Effect]) -> bool {
        let mut sacrifice = false;
        for e in effects {
            match e {
                Effect::DealDamage { amount, .. } => {
                    let n = self.condition_amount(amount, p, source);
                    self.deal_damage(source, TargetChoice::Player(p), n, false, "605.3b");
                }
                Effect::LoseLife { amount, .. } => {
                    let n = self.condition_amount(amount, p, source).max(0);
                    self.change_life(p, n.saturating_neg(), "118.3");
                }
                Effect::GainLife { amount, .. } => {
                    let n = self.condition_amount(amount, p, source).max(0);
                    self.change_life(p, n, "118.3");
                }
                // "Each opponent gains 1 life" (Grove of the Burnwillows), in turn order.
                Effect::PlayersGainLife { amount, players: Recipient::EachOpponent } => {
                    let n = self.condition_amount(amount, p, source).max(0);
                    let opponents = self.opponents(p);
                    for o in self.apnap().into_iter().filter(|o| opponents.contains(o)).collect::<Vec<_>>() {
                        self.change_life(o, n, "118.3");
                    }
                }
                // "Put a depletion counter on [this]" (Land Cap), "Remove a ... counter from [this]".
                Effect::PutCounters { kind, count, .. } => {
                    let n = self.condition_amount(count, p, source).max(0).unsigned_abs();
                    self.place_counters(source, kind, n, "122.1");
                }
                Effect::RemoveCounters { kind, count, .. } => {
                    let n = self.condition_amount(count, p, source).max(0).unsigned_abs();
                    self.remove_counters(source, kind, n, "122.1");
                }
                // "If there are no depletion counters on [this], sacrifice it" (Hickory Woodlot).
                Effect::SacrificeSource => sacrifice = true,
                // "Draw a card" (Chromatic Sphere): drawn as the mana ability resolves,
                // in the middle of a payment if need be.
                Effect::Draw { count, .. } => {
                    let n = self.condition_amount(count, p, source).max(0);
                    self.instruction_draws = 0;
                    for _ in 0..n {
                        self.draw(p, "605.3b");
                    }
                }
                // "[This] doesn't untap during your next untap step" (Cinder Marsh).
                e if e.is_doesnt_untap_next_itself() => self.doesnt_untap_next(p, source),
                Effect::Instead { condition, instead, otherwise } => {
                    let then = if self.condition_holds(condition, p, source) { instead } else { otherwise };
                    sacrifice |= self.mana_side_effects(p, source, then);
                }
                _ => {}
            }
        }
        sacrifice
    }

    /// 611.2a: a mana ability's "[this] doesn't untap during your next untap
    /// step": an effect on its source until that untap step is performed.
    fn doesnt_untap_next(&mut self, p: PlayerId, source: ObjectId) {
        if !self.objects.contains_key(&source) {
            return;
        }
        let ts = self.fresh_timestamp();
        self.effects.push(ContinuousEffect::new(ts, source, source, Modification::DoesntUntap, Duration::NextUntapStep, p));
        self.mark_dirty(source);
        self.reindex_permanent(source);
        let n = self.name_of(source);
        self.emit(Event::new("611.2a", EventKind::EffectCreated { description: format!("{n} doesn't untap during its controller's next untap step") }, format!("{n} doesn't untap during its controller's next untap step")));
    }

    pub(crate) fn add_mana(&mut self, p: PlayerId, m: &ManaPool, rule: &'static str, why: &str) {
        self.player_mut(p).pool.add(m);
        let name = self.player(p).name.clone();
        // 106.7: an ability whose mana no permanent could produce adds none.
        let what = if m.is_empty() { "no mana".to_string() } else { m.to_string() };
        self.emit(Event::new(rule, EventKind::ManaAdded { player: p, mana: *m }, format!("{name} adds {what} ({why})")));
    }

    /// The mana a player could have for a payment: the pool, and what every
    /// untapped mana source they control could add with its first simple
    /// {T} mana ability (as auto-pay uses them); `skip` is a source already used.
    pub fn mana_available(&self, p: PlayerId, skip: Option<ObjectId>) -> (ManaPool, ManaPool) {
        // A cost no pool covers makes auto_mana list every source it could use.
        let everything = ManaCost { generic: u32::MAX / 2, ..Default::default() };
        let acts = self.auto_mana(p, &everything, 0, skip);
        let from_sources = self.plan_mana(p, &acts, skip).map(|pl| pl.produced).unwrap_or_default();
        (self.player(p).pool, from_sources)
    }

    /// 601.2g–h / 117.3: the refusal for a cost that can't be paid, naming the
    /// cost, what is missing and what the player has.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn unpayable(&self, rule: &str, p: PlayerId, what: &str, cost: &ManaCost, x: u32, why: &str, nothing_chosen: bool, skip: Option<ObjectId>) -> ActionError {
        let pname = &self.player(p).name;
        let (pool, sources) = self.mana_available(p, skip);
        let cost_text = if cost.text.is_empty() { "{0}".to_string() } else { cost.text.clone() };
        let with_x = if cost.x > 0 { format!(" with X = {x}") } else { String::new() };
        // The missing part, without the cost and pool plan_payment repeats.
        let missing = why.split(" (cost").next().unwrap_or(why);
        let from_sources = if sources.is_empty() { "no untapped mana source that could add more".to_string() } else { format!("untapped mana sources that could add {}", mana_text(&sources)) };
        let mut total = pool;
        total.add(&sources);
        let hint = if nothing_chosen && super::mana::covers(&total, cost, x) {
            " (601.2g: name the mana abilities to activate, or let the engine choose them with auto_pay)"
        } else {
            ""
        };
        ActionError::Illegal(format!(
            "{rule}: {pname} can't pay the cost {cost_text}{with_x} of {what}: {missing}; {pname} has {} in the mana pool and {from_sources}{hint}",
            mana_text(&pool)
        ))
    }

    /// 601.2: cast a spell.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn cast_spell(
        &mut self,
        p: PlayerId,
        card: ObjectId,
        targets: &[TargetChoice],
        mode: Option<usize>,
        x: u32,
        mana: &[ManaActivation],
        auto_pay: bool,
        division: &[u32],
        (alternative, kicks, buyback, paid_with): (Option<AlternativeCost>, Kicks, bool, CostChoices),
    ) -> Result<(), ActionError> {
        if alternative == Some(AlternativeCost::Morph) {
            let extra = [(!targets.is_empty(), "targets"), (mode.is_some(), "mode"), (x != 0, "x"), (!division.is_empty(), "division"), (kicks.kicked || kicks.multikicker > 0, "kicker"), (buyback, "buyback"), (paid_with != CostChoices::default(), "sacrifice, discard, exile and splice")];
            let nothing_else = extra.iter().find(|(bad, _)| *bad).map_or(Ok(()), |(_, what)| Err(what.to_string()));
            return self.cast_face_down(p, card, mana, auto_pay, nothing_else);
        }
        let o = self.obj(card).ok_or(ActionError::NoSuchObject(card))?;
        if let Some(s) = self.split_second_spell() {
            return illegal(format!("702.60a: {s} has split second: no other spell can be cast while it is on the stack"));
        }
        // 601.2a: from where it is: the hand, or the graveyard with flashback (702.33a).
        if matches!(alternative, Some(AlternativeCost::Flashback | AlternativeCost::GrantedFlashback | AlternativeCost::Retrace)) {
            if o.zone != Zone::Graveyard(p) || o.owner != p {
                return illegal(format!("702.33a, 702.79a: {} is not in {}'s graveyard, where flashback and retrace cast it from", self.name_of(card), self.player(p).name));
            }
            if alternative == Some(AlternativeCost::Retrace) && !self.chars_of(o).has_keyword(Keyword::Retrace) {
                return illegal(format!("702.79a: {} has no retrace", self.name_of(card)));
            }
        } else if o.zone != Zone::Hand(p) && self.play_permission(p, card, false).is_none() {
            return illegal(format!("601.3: {} is not in {}'s hand, and nothing lets {} cast it from where it is", self.name_of(card), self.player(p).name, self.player(p).name));
        }
        // 708.3: a split card is cast as one half, looked at alone (708.3a).
        let split = super::split::half_cast(o, mode).map_err(ActionError::Illegal)?;
        let (o, mode) = split.as_ref().map_or((o, mode), |(on_stack, _)| (on_stack, None));
        let c = self.chars_of(o);
        if c.has_type(CardType::Land) {
            return illegal(format!("{} is a land: lands are played, not cast (305.1)", c.name));
        }
        if let Some(why) = self.cast_forbidden(o, &c).or_else(|| self.cast_timing_forbidden(p, &c)) {
            return illegal(why);
        }
        let def = split.as_ref().map_or_else(|| o.def.clone(), |(_, half)| std::sync::Arc::new(half.clone()));
        // 601.2e timing (307.1, 117.1a).
        // 702.8a: flash (or a permanent's permission) lets it be cast whenever an instant could be.
        let native_speed = self.instant_speed(p, card, &c);
        let as_though_flash = as_though_flash(&c);
        let instant_speed = native_speed || as_though_flash.is_some();
        // Cast at a time only flash allows: what the card asks more for that (117.8).
        let flash_more = as_though_flash.flatten().filter(|_| !native_speed && !self.sorcery_timing(p));
        if !instant_speed && !self.sorcery_timing(p) {
            return illegal(format!(
                "307.1: {} can be cast only in its controller's main phase while the stack is empty",
                c.name
            ));
        }
        // 601.2b: mode and X.
        let (specs, effects, mode_used) = spell_parts(&def, mode, kicks.kicked || kicks.multikicker > 0).map_err(ActionError::Illegal)?;
        // 702.45a–d: the cards spliced onto it add their instructions and targets, and their costs.
        let spliced = self.check_splice(p, card, &c, &paid_with.splice).map_err(ActionError::Illegal)?;
        if !spliced.cards.is_empty() && def.spell.as_ref().is_some_and(|s| s.divide.is_some()) {
            return illegal(format!("702.45: {} divides an amount among its targets; cards can't be spliced onto it here", c.name));
        }
        let (specs, effects) = spliced.onto(specs, effects);
        // 117.9 / 601.2b: an alternative cost replaces the mana cost as the total cost.
        let evoked = alternative == Some(AlternativeCost::Evoke);
        let cost = base_cost(alternative, &def, &c, self.has_granted_flashback(card))?;
        let flashback = matches!(alternative, Some(AlternativeCost::Flashback | AlternativeCost::GrantedFlashback));
        // 117.8, 601.2e: an optional additional cost adds to the total cost.
        let (cost, kicked) = self.kicked_cost(&def, &c.name, cost, kicks)?;
        let cost = match (buyback, &def.buyback) {
            (false, _) => cost,
            (true, Some(b)) => cost.plus(b),
            (true, None) if def.buyback_cost.is_some() => cost,
            (true, None) => return illegal(format!("702.26a: {} has no buyback", c.name)),
        };
        // 702.41a: every mode chosen: the entwine cost is paid too.
        let cost = match def.entwine.as_ref().filter(|_| mode_used.is_some() && mode_used == def.entwined_mode()) {
            Some(e) => cost.plus(e),
            None => cost,
        };
        let cost = match &flash_more {
            Some(m) => cost.plus(m),
            None => cost,
        };
        let cost = if spliced.cards.is_empty() { cost } else { cost.plus(&spliced.cost) };
        // 601.2b: X is announced for an {X} in the mana cost or an additional cost taking X ("discard X cards").
        let x_in_additional = spell_object_cost(&def, alternative, kicks.kicked, buyback).is_some_and(|k| k.counts_x());
        if cost.x == 0 && x != 0 && !x_in_additional {
            return illegal(format!("601.2b: {} has no X in its cost", c.name));
        }
        // 117.9: a printed alternative cost's condition ("If you control a Swamp").
        if alternative == Some(AlternativeCost::Printed) && !self.printed_alternative_allowed(p, card, &def) {
            return illegal(format!("117.9: the condition of {}'s alternative cost is not met", c.name));
        }
        if alternative == Some(AlternativeCost::Prowl) && !self.prowl_allowed(p, &c) {
            return illegal(format!("702.74a: {} dealt no combat damage to a player this turn with a creature sharing a creature type with {}", self.player(p).name, c.name));
        }
        // 117.8: its additional cost (sacrificing permanents, paying life) can be
        // paid, with the parts of an alternative cost that aren't mana (117.9).
        let object_cost = spell_object_cost(&def, alternative, kicks.kicked, buyback).map(|k| k.with_chosen(x).into_owned());
        let paid_with = self.split_convoke(c.has_keyword(Keyword::Convoke), object_cost.as_ref(), paid_with);
        let paid_with = self.split_delve(c.has_keyword(Keyword::Delve), object_cost.as_ref(), paid_with);
        let paid_with = self.split_conspire(c.has_keyword(Keyword::Conspire), object_cost.as_ref(), paid_with);
        self.check_conspire(p, c.colors, &c.name, &paid_with.conspire)?;
        if x > super::limits::MAX_X {
            return illegal(format!("107.3: x: X = {x} is over the limit of {} (limits::MAX_X)", super::limits::MAX_X));
        }
        let pay_life = self.check_spell_additional_cost(p, card, object_cost.as_ref(), &c.name, &paid_with)?;
        // 601.2f–h: cost, mana abilities, payment. In the game the targets (601.2c)
        // are chosen first, but every check here happens before anything changes, so
        // the order of the checks is only the order of the reasons given: a spell that
        // can't be paid for is refused for that, whatever targets were proposed.
        // 601.2f, 117.7: cost increases and reductions in force.
        let total = self.total_spell_cost(self.obj(card).ok_or(ActionError::NoSuchObject(card))?, &c, cost, x);
        let (cost, pay_x, changes) = (total.cost, total.pay_x, total.changes);
        // 107.4f: the Phyrexian symbols paid with life, the rest with mana (119.4: life the player has).
        let (cost, pay_life) = self.phyrexian_paid(p, &cost, paid_with.phyrexian_life, pay_life, &c.name)?;
        // 702.49a: the creatures tapped for convoke pay part of the total cost.
        let cost = self.check_convoke(p, cost, &paid_with.convoke)?;
        // 702.64a: the cards exiled for delve pay generic mana of what is left.
        let (cost, pay_x) = self.check_delve(p, card, cost, pay_x, &paid_with.delve)?;
        let spending = Some(SpendFor::Spell(card));
        let acts: Vec<ManaActivation> = if auto_pay && mana.is_empty() { self.auto_mana_for(p, &cost, pay_x, None, spending) } else { mana.to_vec() };
        self.check_tapped_once("601.2h", &acts, &paid_with)?;
        let plan = self.plan_mana(p, &acts, None)?;
        let paid = self.payment_from(p, &plan.produced, &plan.restricted, spending, &cost, pay_x).map_err(|m| self.unpayable("601.2h", p, &c.name, &cost, pay_x, &m, acts.is_empty() && !auto_pay, None))?;
        // 601.2c: targets, checked for legality ("X target ...": X slots).
        let specs = crate::cards::def::with_chosen_slots(crate::cards::def::with_x_slots(specs, x), targets.len());
        let targets = self.check_targets(&specs, targets, p, (card, x, true), c.colors)?;
        if def.enchant.is_some() && targets.len() != 1 {
            return illegal(format!("Aura {} needs one target for its enchant ability (303.4a)", c.name));
        }
        // 601.2d: dividing an amount among the targets.
        let divide = def.spell.as_ref().and_then(|s| s.divide.as_ref()).map(|a| self.divided_amount(a, p, card, x));
        let division = check_division(&c.name, divide, &targets, division)?;

        // 616.1: the moves its additional cost makes (the permanents sacrificed,
        // then the cards discarded) are settled first (rules::cost_moves).
        let discarded = object_cost.as_ref().and_then(|k| self.random_cost_discards(p, card, k)).unwrap_or_else(|| paid_with.discard.clone());
        if !self.payment_settled(p, (&plan, None), &[paid_with.sacrifice.clone(), discarded]) {
            return Ok(());
        }
        // Everything is legal: now change the game.
        let name = c.name.clone();
        let spell = self.cast_now(p, card, &def, &name, Proposal { specs, effects, mode_used, cost, x, targets, plan, paid, free: false, division, evoked, flashback, kicked, buyback, changes, paid_with, pay_life, object_cost });
        // 702.74a: a spell cast for its prowl cost (and the permanent it becomes) remembers it.
        if let Some(o) = self.obj_mut(spell).filter(|_| alternative == Some(AlternativeCost::Prowl)) {
            o.extra.prowled = true;
        }
        self.priority_after_action(p);
        Ok(())
    }

    /// 601.2a–i once every choice is known to be legal: move the card to the
    /// stack, record the choices, pay, and announce the spell as cast. Also used
    /// to cast a spell while another resolves (608.2f), where nobody receives
    /// priority afterwards. Returns the spell's id on the stack.
    pub(crate) fn cast_now(&mut self, p: PlayerId, card: ObjectId, def: &CardDef, name: &str, pr: Proposal) -> ObjectId {
        let from_hand = self.obj(card).is_some_and(|o| matches!(o.zone, Zone::Hand(_)));
        // 307.1: a sorcery could be cast now (never while another spell resolves, 608.2f).
        let sorcery_time = self.resolving.is_none() && self.sorcery_timing(p);
        let second_half = self.announce_split_half(p, card, def);
        let new = self.move_object(card, Zone::Stack, Position::Top, "601.2a", "cast").unwrap();
        self.obj_mut(new).unwrap().controller = p;
        self.obj_mut(new).unwrap().extra.split_second_half = second_half;
        if from_hand {
            self.obj_mut(new).unwrap().extra.from_hand = true;
        }
        // 601.2: the player who cast it played it.
        self.obj_mut(new).unwrap().extra.played_by = Some(p);
        self.mark_cast_ways(new, def, &pr);
        // 307.1: "if you cast it any time a sorcery couldn't have been cast": the spell remembers it.
        if !sorcery_time && self.chars(new).is_some_and(|c| sacrifices_at_cleanup(&c)) {
            self.obj_mut(new).unwrap().extra.flash_timed = true;
        }
        let text = if let Some(m) = pr.mode_used { def.mode_text(m) } else { def.text.clone() };
        let text = self.announce_splice(p, name, text, &pr.paid_with.splice);
        self.stack_push(StackItem {
            id: new,
            controller: p,
            source: new,
            source_name: name.to_string(),
            kind: StackKind::Spell,
            text,
            target_specs: pr.specs.clone(),
            targets: pr.targets.clone(),
            effects: pr.effects.clone(),
            mode: pr.mode_used,
            x: pr.x,
            condition: None,
            trigger_object: None,
            trigger_player: None,
            delayed: false,
            follows_source: false,
            division: pr.division.clone(),
            sacrificed: Vec::new(),
        });
        self.announce_cast_choices(p, def, name, &pr);
        self.announce_total_cost(name, &pr);
        let Proposal { plan, paid, paid_with, pay_life, object_cost, targets, .. } = pr;
        // 702.42b: the colours of the mana spent on all its costs.
        let colors = [paid.white, paid.blue, paid.black, paid.red, paid.green].iter().filter(|n| **n > 0).count();
        if colors > 0 {
            let spent = Color::ALL.into_iter().filter(|c| paid.get(ManaType::of_color(*c)) > 0).fold(ColorSet::empty(), |mut s, c| {
                s.insert(c);
                s
            });
            let extra = &mut self.obj_mut(new).unwrap().extra;
            extra.colors_spent = colors as u32;
            extra.spent_colors = spent;
        }
        let pname = self.player(p).name.clone();
        // 601.2g: mana abilities are activated before paying.
        if !plan.steps.is_empty() {
            self.emit(Event::new("601.2g", EventKind::Note, format!("{pname} activates {} mana abilit{}", plan.steps.len(), if plan.steps.len() == 1 { "y" } else { "ies" })));
        }
        self.run_mana_plan(p, &plan);
        // 106.6: mana that may be spent only on this spell goes first.
        self.spend_paid(p, &paid, Some(SpendFor::Spell(new)));
        // 601.2h: the total cost is paid (a cost of nothing is paid too).
        let paid_text = if paid.total() > 0 { paid.to_string() } else { "nothing".to_string() };
        self.emit(Event::new("601.2h", EventKind::ManaPaid { player: p, mana: paid }, format!("{pname} pays {paid_text} for {name}")));
        self.tap_for_convoke(p, &paid_with.convoke, name);
        self.exile_for_delve(p, &paid_with.delve, name);
        let conspired = self.tap_for_conspire(p, &paid_with.conspire, name);
        self.pay_spell_additional_cost(p, new, object_cost.as_ref(), &paid_with, pay_life);
        self.emit(Event::new(
            "601.2i",
            EventKind::SpellCast { player: p, object: new, targets: targets.iter().map(|t| vec![*t]).collect() },
            format!("{pname} casts {name}"),
        ));
        self.spell_cast_triggers(new);
        self.becomes_target_triggers(&targets, &super::triggers::Targeting { words: name.to_string(), controller: p, spell: Some(new), item: new });
        let count = &mut self.player_mut(p).spells_cast;
        *count = count.saturating_add(1);
        self.storm_trigger(new, p);
        self.cascade_triggers(new, p);
        self.ripple_trigger(new, p);
        if conspired {
            self.conspire_trigger(new, p);
        }
        new
    }

    /// The ways a spell was cast that it remembers on the stack: for its
    /// evoke or flashback cost (117.9), kicked or multikicked, with buyback
    /// paid (117.8).
    fn mark_cast_ways(&mut self, new: ObjectId, def: &CardDef, pr: &Proposal) {
        let multi = def.multikicker.is_some();
        let Some(o) = self.obj_mut(new) else { return };
        let e = &mut o.extra;
        e.evoked |= pr.evoked;
        e.flashback |= pr.flashback;
        e.buyback |= pr.buyback;
        if pr.kicked > 0 {
            if multi {
                e.multikicked = pr.kicked;
            } else {
                e.kicked = true;
            }
        }
    }

    /// 601.2b–d: the choices announced as the spell is cast: its mode, the
    /// alternative or additional costs it is cast with, X, its targets and how
    /// its damage is divided.
    fn announce_cast_choices(&mut self, p: PlayerId, def: &CardDef, name: &str, pr: &Proposal) {
        let pname = self.player(p).name.clone();
        let note = |g: &mut Game, rule: &'static str, text: String| g.emit(Event::new(rule, EventKind::Note, text));
        if let Some(m) = pr.mode_used {
            match def.entwine.as_ref().filter(|_| Some(m) == def.entwined_mode()) {
                Some(e) => note(self, "601.2b", format!("{pname} chooses every mode and pays the entwine cost {} too (702.41a, an additional cost: 117.8): {}", e.text, def.mode_text(m))),
                None => match def.mode_sets().get(m).filter(|set| set.len() > 1) {
                    Some(set) => note(self, "700.2d", format!("{pname} chooses modes {}: {}", set.iter().map(|i| (i + 1).to_string()).collect::<Vec<_>>().join(" and "), def.mode_text(m))),
                    None => note(self, "601.2b", format!("{pname} chooses mode {}: {}", m + 1, def.mode_text(m))),
                },
            }
        }
        if pr.evoked {
            note(self, "601.2b", format!("{pname} announces that {name} is cast for its evoke cost {} (702.73a, an alternative cost: 117.9)", pr.cost.text));
        }
        if pr.kicked > 0 {
            let kicked = pr.kicked;
            let text = match &def.multikicker {
                Some(m) => format!("{pname} announces that {name} is kicked {kicked} time{}: its multikicker cost {} is paid that many times too (702.32c, an additional cost: 117.8)", if kicked == 1 { "" } else { "s" }, m.text),
                None => format!("{pname} announces that {name} is kicked: its kicker cost {} is paid too (702.32a, an additional cost: 117.8)", def.kicker.as_ref().map(|k| k.text.as_str()).unwrap_or("")),
            };
            note(self, "601.2b", text);
        }
        if pr.buyback {
            let b = def.buyback.as_ref().map(|k| k.text.as_str()).unwrap_or("");
            note(self, "601.2b", format!("{pname} announces that {name}'s buyback cost {b} is paid too: it returns to their hand as it resolves (702.26a, an additional cost: 117.8)"));
        }
        if pr.flashback {
            note(self, "601.2b", format!("{pname} casts {name} from their graveyard for its flashback cost {} (702.33a, an alternative cost: 117.9)", pr.cost.text));
        }
        if pr.cost.x > 0 || def.mana_cost.as_ref().is_some_and(|m| m.x > 0) || def.additional_cost.as_ref().is_some_and(|k| k.counts_x()) {
            note(self, "601.2b", format!("{pname} announces X = {}", pr.x));
        }
        if !pr.targets.is_empty() {
            let names: Vec<String> = pr.targets.iter().map(|t| self.target_name(*t)).collect();
            note(self, "601.2c", format!("{pname} targets {}", names.join(" and ")));
        }
        if !pr.division.is_empty() {
            let parts: Vec<String> = pr.targets.iter().zip(&pr.division).map(|(t, n)| format!("{n} to {}", self.target_name(*t))).collect();
            note(self, "601.2d", format!("{pname} divides the damage: {}", parts.join(", ")));
        }
    }

    /// 601.2d for the ability just put on the stack: its division kept on
    /// the stack item, and said.
    pub(crate) fn note_division(&mut self, pname: &str, division: &[u32]) {
        let Some(item) = self.stack.last_mut().filter(|_| !division.is_empty()) else { return };
        item.division = division.to_vec();
        let targets = item.targets.clone();
        let parts: Vec<String> = targets.iter().zip(division).map(|(t, n)| format!("{n} to {}", self.target_name(*t))).collect();
        self.emit(Event::new("601.2d", EventKind::Note, format!("{pname} divides the damage: {}", parts.join(", "))));
    }

    /// 601.2e–f: the spell found castable as proposed, and its total cost
    /// after the increases and reductions in force (117.7).
    fn announce_total_cost(&mut self, name: &str, pr: &Proposal) {
        self.emit(Event::new("601.2e", EventKind::Note, format!("{name} can legally be cast as proposed")));
        for line in &pr.changes {
            self.emit(Event::new("601.2f", EventKind::Note, line.clone()));
        }
        let total = if pr.free && pr.cost.converted() == 0 {
            "nothing (it is cast without paying its mana cost)".to_string()
        } else if pr.cost.text.is_empty() {
            "nothing".to_string()
        } else {
            pr.cost.text.clone()
        };
        let with_x = if pr.cost.x > 0 { format!(" with X = {}", pr.x) } else { String::new() };
        self.emit(Event::new("601.2f", EventKind::Note, format!("the total cost of {name} is {total}{with_x}")));
    }

    /// 601.2c / 602.2b: the chosen targets must fit the slots and be legal,
    /// with the X announced before them (601.2b, 107.3).
    pub(crate) fn check_targets(
        &self,
        specs: &[TargetSpec],
        targets: &[TargetChoice],
        p: PlayerId,
        (source, x, spell): (ObjectId, u32, bool),
        colors: ColorSet,
    ) -> Result<Vec<TargetChoice>, ActionError> {
        let required = specs.iter().filter(|s| !s.optional).count();
        if targets.len() < required || targets.len() > specs.len() {
            let wanted: Vec<String> = specs.iter().map(|s| if s.text.is_empty() { format!("{:?}", s.kind) } else { s.text.clone() }).collect();
            let count = if required == specs.len() { format!("{required}") } else { format!("{required} to {}", specs.len()) };
            return illegal(format!("601.2c: expected {count} target(s) ({}), got {}", wanted.join(", "), targets.len()));
        }
        // 115.3: slots sharing one instance of "target" ("one or two targets",
        // "up to two", X and "any number of" copies) each take a different object
        // or player; so does "another target" (601.2c).
        let apart = crate::cards::def::another_slots(specs);
        self.check_one_graveyard(specs, targets)?;
        for (i, (s, t)) in specs.iter().zip(targets).enumerate() {
            if apart.contains(&i) && targets[..i].contains(t) {
                return illegal(match s.another {
                    true => format!("601.2c: {} is already a target: target {i} is another target ({})", self.target_name(*t), s.text),
                    false => format!("115.3: {} is chosen twice (one instance of \"target\" takes each once)", self.target_name(*t)),
                });
            }
            if !self.target_legal_for(s, *t, p, source, colors, super::targets::TargetContext { that: None, x: Some(x), spell }) {
                return illegal(format!(
                    "115: {} is not a legal choice for target {} ({})",
                    self.target_name(*t),
                    i,
                    if s.text.is_empty() { format!("{:?}", s.kind) } else { s.text.clone() }
                ));
            }
        }
        Ok(targets.to_vec())
    }

    /// "Target cards from a single graveyard" (`TargetSpec::one_graveyard`):
    /// the cards chosen for those slots are all in one graveyard (601.2c).
    fn check_one_graveyard(&self, specs: &[TargetSpec], targets: &[TargetChoice]) -> Result<(), ActionError> {
        let zone = |t: &TargetChoice| match t {
            TargetChoice::Object(id) => self.obj(*id).map(|o| o.zone),
            TargetChoice::Player(_) => None,
        };
        let zones: Vec<Option<Zone>> = specs.iter().zip(targets).filter(|(s, _)| s.one_graveyard).map(|(_, t)| zone(t)).collect();
        match zones.split_first() {
            Some((first, rest)) if rest.iter().any(|z| z != first) => illegal("601.2c: the target cards must all be in a single graveyard".to_string()),
            _ => Ok(()),
        }
    }

    /// 602: activate an ability (mana abilities resolve at once, 605.3).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn activate_ability(
        &mut self,
        p: PlayerId,
        source: ObjectId,
        index: usize,
        (targets, division): (&[TargetChoice], &[u32]),
        x: u32,
        mana: &[ManaActivation],
        auto_pay: bool,
        paid_with: CostChoices,
        adds: Option<ManaPool>,
    ) -> Result<(), ActionError> {
        let o = self.obj(source).ok_or(ActionError::NoSuchObject(source))?;
        // 702.28a: an ability with a "discard this card" cost (cycling) works from its owner's hand;
        // one marked so works from its owner's graveyard (702.83a: unearth).
        let from_hand = o.zone == Zone::Hand(p);
        let in_graveyard = o.zone == Zone::Graveyard(p) && o.owner == p;
        // 902.7: a vanguard's abilities are activated from the command zone.
        if !o.on_battlefield() && !from_hand && !in_graveyard && !o.functions_in_command_zone() {
            return illegal(format!("{} is neither on the battlefield nor in {}'s hand or graveyard", self.name_of(source), self.player(p).name));
        }
        let c = self.chars_of(o);
        let Some(ab) = c.abilities.get(index).cloned() else {
            return illegal(format!("{} has no ability number {index}", c.name));
        };
        let Ability::Activated { cost, targets: specs, effects, sorcery_speed, text, from_graveyard, only, condition, divide } = ab.clone() else {
            return illegal(format!("ability {index} of {} is not an activated ability", c.name));
        };
        // 601.2b via 602.2b: a number of counters the cost lets its player choose is the activation's X.
        if x > super::limits::MAX_X {
            return illegal(format!("107.3: x: X = {x} is over the limit of {} (limits::MAX_X)", super::limits::MAX_X));
        }
        // (Copied only when the cost has such a number: every other activation keeps its own.)
        let cost = if cost.chooses_count() { cost.with_chosen(x).into_owned() } else { cost };
        self.check_activating_player(p, o, &cost, only)?;
        self.check_activation_condition(p, source, condition.as_ref())?;
        self.check_not_prohibited(source, ab.is_mana_ability())?;
        if in_graveyard != from_graveyard {
            return illegal(match in_graveyard {
                true => format!("{} is in a graveyard: ability {index} of it doesn't work from there", c.name),
                false => format!("ability {index} of {} works only while the card is in its owner's graveyard", c.name),
            });
        }
        if from_hand && !cost.from_hand() {
            return illegal(format!("{} is in a hand: only abilities that say to discard it (cycling, 702.28a) can be activated from there", c.name));
        }
        if !from_hand && cost.from_hand() {
            return illegal(format!("702.28a: ability {index} of {} works only while the card is in its owner's hand", c.name));
        }
        if cost.sacrifices().next().is_none() && !paid_with.sacrifice.is_empty() {
            return illegal(format!("602.2b: ability {index} of {} has no cost that sacrifices other permanents", c.name));
        }
        if cost.discards().next().is_none() && !paid_with.discard.is_empty() {
            return illegal(format!("602.2b: ability {index} of {} has no cost that discards cards", c.name));
        }
        if ab.is_mana_ability() {
            if paid_with.phyrexian_life > 0 {
                return illegal(format!("107.4f: phyrexian_life: ability {index} of {} is a mana ability, paid with mana only here", c.name));
            }
            if x != 0 && !cost.chooses_count() {
                return illegal(format!("601.2b: x: the mana ability {index} of {} has no X in its cost", c.name));
            }
            return self.activate_mana_ability(p, (source, index, x), &cost, (&effects, targets.len()), (&paid_with, mana, auto_pay), adds);
        }
        if adds.is_some() {
            return illegal(format!("605.1a: ability {index} of {} is not a mana ability: 'adds' names the mana only a mana ability adds", c.name));
        }
        self.check_activation_timing(p, source, &cost, sorcery_speed, &text)?;
        self.check_activation_limit(p, (source, index), only)?;
        // 602.2b (601.2f–h): the costs first, then the targets (601.2c), as for spells:
        // an ability whose cost can't be paid is refused for that reason.
        self.check_other_costs(p, o, &c, &cost)?;
        self.check_object_costs("602.2b", p, source, &cost, &paid_with, &format!("ability {index} of {}", c.name))?;
        // 107.4f: the Phyrexian symbols paid with life, the rest with mana (119.4: with the life the cost pays).
        let (mcost, life) = self.phyrexian_paid(p, &cost.mana_or_zero(), paid_with.phyrexian_life, cost.pay_life(), &format!("ability {index} of {}", c.name))?;
        let phyrexian_life = life.unwrap_or(0).saturating_sub(cost.pay_life().unwrap_or(0));
        if mcost.x == 0 && !cost.chooses_count() && x != 0 {
            return illegal(format!("601.2b: ability {index} of {} has no X in its cost", c.name));
        }
        let skip = if cost.tap() { Some(source) } else { None };
        let spending = Some(SpendFor::Ability(source));
        let acts: Vec<ManaActivation> = if auto_pay && mana.is_empty() { self.auto_mana_for(p, &mcost, x, skip, spending) } else { mana.to_vec() };
        self.check_tapped_once("602.2b", &acts, &paid_with)?;
        let plan = self.plan_mana(p, &acts, skip)?;
        let what = format!("ability {index} of {}", c.name);
        let paid = self.payment_from(p, &plan.produced, &plan.restricted, spending, &mcost, x).map_err(|m| self.unpayable("602.2b", p, &what, &mcost, x, &m, acts.is_empty() && !auto_pay, skip))?;
        let specs = crate::cards::def::with_chosen_slots(crate::cards::def::with_x_slots(specs, x), targets.len());
        let targets = self.check_targets(&specs, targets, p, (source, x, false), c.colors)?;
        // 601.2d via 602.2b: a divided amount is divided as the ability is activated.
        let divide = divide.map(|a| self.divided_amount(&a, p, source, x));
        let division = check_division(&format!("ability {index} of {}", c.name), divide, &targets, division)?;

        // 616.1: the harm its mana abilities cause and the moves its cost makes
        // are settled first (rules::payment_harm, rules::cost_moves).
        if !self.payment_settled(p, (&plan, None), &self.ability_cost_moves(p, &cost, source, &paid_with)) {
            return Ok(());
        }
        // Legal: put it on the stack and pay.
        let pname = self.player(p).name.clone();
        let cycling = self.obj(source).is_some_and(|o| o.def.is_cycling_ability(&ab));
        self.push_activated(p, source, &c.name, (text, specs, targets, effects), x);
        if let Some(item) = self.stack.last_mut() {
            item.sacrificed = paid_with.sacrifice.clone();
        }
        self.note_division(&pname, &division);
        self.run_mana_plan(p, &plan);
        // 106.6: mana that may be spent only on this ability goes first.
        self.spend_paid(p, &paid, spending);
        if paid.total() > 0 {
            self.emit(Event::new("602.2b", EventKind::ManaPaid { player: p, mana: paid }, format!("{pname} pays {paid}")));
        }
        self.note_activation(source, index, only);
        if let Some(l) = cost.loyalty() {
            self.obj_mut(source).unwrap().extra.loyalty_used_turn = Some(self.turn.number);
            if l > 0 {
                self.place_counters(source, "loyalty", l.unsigned_abs(), "606.4");
            } else if l < 0 {
                self.remove_counters(source, "loyalty", l.unsigned_abs(), "606.4");
            }
        }
        self.pay_cost_parts(p, source, &cost, &paid_with, "602.2b");
        if phyrexian_life > 0 {
            self.change_life(p, phyrexian_life.saturating_neg(), "107.4f");
        }
        if cycling {
            self.cycling_triggers(p, source);
        }
        self.priority_after_action(p);
        Ok(())
    }

    /// 602.2b, 605.3a: pay the parts of an ability's cost other than its mana
    /// and loyalty, already checked: {T}, {Q}, counters, life, the permanents
    /// sacrificed (the source with them, as one event, 603.6d), the card
    /// itself discarded, exiled from the hand or returned, and the cards
    /// discarded, exiled or returned for it (each kind as one event).
    fn pay_cost_parts(&mut self, p: PlayerId, source: ObjectId, cost: &Cost, paid_with: &CostChoices, rule: &'static str) {
        if cost.tap() {
            self.tap(source, rule);
        }
        if cost.untap() {
            self.untap(source, rule);
        }
        if let Some(pc) = cost.put_counters() {
            self.place_counters(source, &pc.kind, pc.count, rule);
        }
        if let Some(rc) = cost.remove_counters() {
            self.remove_counters(source, &rc.kind, rc.count, rule);
        }
        if let Some(l) = cost.pay_life() {
            self.change_life(p, l.saturating_neg(), "119.4");
        }
        let mut victims: Vec<ObjectId> = paid_with.sacrifice.clone();
        if cost.sacrifice_self() {
            victims.push(source);
        }
        match victims.len() {
            0 => {}
            1 => self.sacrifice(victims[0], rule),
            _ => {
                self.sacrifice_batch(&victims, rule);
            }
        }
        if cost.discard_self() {
            self.discard(source, rule);
        }
        if cost.exile_self_from_hand() {
            self.move_object(source, Zone::Exile, Position::Top, rule, "exiled from its owner's hand to pay a cost");
        }
        // 602.2b: "Exile [this]", the permanent itself.
        if cost.exile_self() && self.is_on_battlefield(source) {
            self.move_object(source, Zone::Exile, Position::Top, rule, "exiled to pay a cost");
        }
        if cost.return_self() {
            self.return_source_to_hand(source, rule);
        }
        self.pay_object_costs(p, source, cost, paid_with, rule);
    }

    /// 117.8, 601.2h: a spell's additional cost can be paid as proposed:
    /// exactly the permanents it sacrifices, the cards it discards and the
    /// cards it exiles from the graveyard named (none for a part the spell
    /// doesn't have), and the life it pays had. Returns the life to pay.
    pub(crate) fn check_spell_additional_cost(&self, p: PlayerId, card: ObjectId, cost: Option<&Cost>, name: &str, chosen: &CostChoices) -> Result<Option<i32>, ActionError> {
        let Some(ac) = cost else {
            if (CostChoices { convoke: Vec::new(), delve: Vec::new(), conspire: Vec::new(), phyrexian_life: 0, splice: Vec::new(), ..chosen.clone() }) != CostChoices::default() {
                return illegal(format!("117.8: {name} has no additional cost ('sacrifice', 'discard' and 'exile' must be empty)"));
            }
            return Ok(None);
        };
        self.check_object_costs("601.2h", p, card, ac, chosen, name)?;
        if let Some(l) = ac.pay_life() {
            if self.life_of(p) < l {
                return illegal(format!("119.4: {} can't pay {l} life for {name}'s additional cost", self.player(p).name));
            }
        }
        Ok(ac.pay_life())
    }

    /// 601.2h: pay a spell's additional cost (117.8): the permanents sacrificed
    /// together (their ids kept on the spell, for "the sacrificed creature"),
    /// the cards discarded and exiled, then the life.
    fn pay_spell_additional_cost(&mut self, p: PlayerId, spell: ObjectId, cost: Option<&Cost>, chosen: &CostChoices, pay_life: Option<i32>) {
        if !chosen.sacrifice.is_empty() {
            self.sacrifice_batch(&chosen.sacrifice, "601.2h");
            if let Some(o) = self.obj_mut(spell) {
                o.extra.sacrificed = chosen.sacrifice.clone();
            }
        }
        let ac = cost.cloned().unwrap_or_default();
        self.pay_object_costs(p, spell, &ac, chosen, "601.2h");
        if let Some(l) = pay_life {
            self.change_life(p, l.saturating_neg(), "119.4");
        }
    }

    /// 107.4f, 119.4: `cost` with `n` of its Phyrexian symbols paid with 2
    /// life each: the mana left to pay and all the life paid with it
    /// (`life`: the life the rest of the cost pays), refused when the cost
    /// has fewer such symbols or the player hasn't that much life.
    pub(crate) fn phyrexian_paid(&self, p: PlayerId, cost: &ManaCost, n: u32, life: Option<i32>, name: &str) -> Result<(ManaCost, Option<i32>), ActionError> {
        let Some((mana, for_symbols)) = cost.paying_life(n) else {
            return illegal(format!("107.4f: phyrexian_life: the cost of {name} ({}) has {} Phyrexian mana symbol(s), not {n}", cost.text, cost.phyrexian.len()));
        };
        if n == 0 {
            return Ok((mana, life));
        }
        let all = life.unwrap_or(0).saturating_add(for_symbols);
        if self.life_of(p) < all {
            return illegal(format!("119.4: {} can't pay {all} life for {name}", self.player(p).name));
        }
        Ok((mana, Some(all)))
    }

    /// 117.9: may `p` cast `card` for its printed alternative cost now (its
    /// condition, if any, holds for them)?
    pub(crate) fn printed_alternative_allowed(&self, p: PlayerId, card: ObjectId, def: &CardDef) -> bool {
        match &def.alternative_cost {
            Some(a) => a.condition.as_ref().is_none_or(|c| self.condition_holds(c, p, card)),
            None => false,
        }
    }

    /// 602.2a: an activated ability put on the stack, announced with its targets.
    fn push_activated(&mut self, p: PlayerId, source: ObjectId, src_name: &str, (text, specs, targets, effects): (String, Vec<TargetSpec>, Vec<TargetChoice>, Vec<Effect>), x: u32) {
        let pname = self.player(p).name.clone();
        let id = self.fresh_id();
        let names: Vec<String> = targets.iter().map(|t| self.target_name(*t)).collect();
        self.stack_push(StackItem {
            id,
            controller: p,
            source,
            source_name: src_name.to_string(),
            kind: StackKind::Activated,
            text: text.clone(),
            target_specs: specs,
            targets,
            effects,
            mode: None,
            x,
            condition: None,
            trigger_object: None,
            trigger_player: None,
            delayed: false,
            follows_source: false,
            division: Vec::new(),
            sacrificed: Vec::new(),
        });
        self.emit(Event::new("602.2a", EventKind::AbilityActivated { player: p, source, stack_id: Some(id) }, format!("{pname} activates {src_name}: {text}")));
        if !names.is_empty() {
            self.emit(Event::new("602.2b", EventKind::Note, format!("{pname} targets {}", names.join(" and "))));
        }
        if let Some(item) = self.stack.last() {
            let (targets, item) = (item.targets.clone(), item.id);
            self.becomes_target_triggers(&targets, &super::triggers::Targeting { words: format!("{src_name}'s ability"), controller: p, spell: None, item });
        }
    }

    /// 702.60a, 602.5d, 606.3–606.5: when an ability that isn't a mana
    /// ability may be activated: not under split second, a sorcery-speed or
    /// loyalty ability only when a sorcery could be cast, one loyalty ability
    /// per planeswalker per turn, loyalty there to remove and room to add.
    fn check_activation_timing(&self, p: PlayerId, source: ObjectId, cost: &Cost, sorcery_speed: bool, text: &str) -> Result<(), ActionError> {
        if let Some(s) = self.split_second_spell() {
            return illegal(format!("702.60a: {s} has split second: only mana abilities can be activated while it is on the stack"));
        }
        if (sorcery_speed || cost.loyalty().is_some()) && !self.sorcery_timing(p) {
            return illegal(format!("602.5d: {} can be activated only any time you could cast a sorcery", if text.is_empty() { "this ability" } else { text }));
        }
        let Some(l) = cost.loyalty() else { return Ok(()) };
        let o = self.obj(source).ok_or(ActionError::NoSuchObject(source))?;
        if o.extra.loyalty_used_turn == Some(self.turn.number) {
            return illegal("606.3: only one loyalty ability of a planeswalker per turn");
        }
        if l < 0 && (self.loyalty(source) as u64) < l.unsigned_abs() as u64 {
            return illegal(format!("606.5: {} does not have {} loyalty to remove", self.name_of(source), l.unsigned_abs()));
        }
        let max = super::limits::MAX_COUNTERS as u64;
        if l > 0 && o.extra.counters.get("loyalty").copied().unwrap_or(0) as u64 + l as u64 > max {
            return illegal(format!("606.4: {} can't get {l} more loyalty counters: over the limit of {max} (limits::MAX_COUNTERS)", self.name_of(source)));
        }
        Ok(())
    }

    /// 602.2: only the controller of an object activates its abilities,
    /// unless an ability says any player may (on the battlefield); a player
    /// who doesn't control the permanent can't sacrifice it to pay (701.13a).
    fn check_activating_player(&self, p: PlayerId, o: &GameObject, cost: &Cost, only: Option<ActivationLimit>) -> Result<(), ActionError> {
        if o.controller == p {
            return Ok(());
        }
        if only != Some(ActivationLimit::AnyPlayer) || !o.on_battlefield() {
            return illegal(format!("602.2: only the controller of {} can activate its abilities", self.name_of(o.id)));
        }
        if cost.parts.iter().any(|part| matches!(part, CostPart::SacrificeSelf)) {
            return illegal(format!("701.13a: only the controller of {} can sacrifice it", self.name_of(o.id)));
        }
        Ok(())
    }

    /// 602.5b: refuse an activation its limit forbids now.
    fn check_activation_limit(&self, p: PlayerId, (source, index): (ObjectId, usize), only: Option<ActivationLimit>) -> Result<(), ActionError> {
        match only {
            Some(limit) => self.activation_limit_allows(p, source, index, limit).map_err(ActionError::Illegal),
            None => Ok(()),
        }
    }

    /// 602.5: refuse the activation of an ability of `source` while a static
    /// ability forbids it ("Enchanted creature ... its activated abilities
    /// can't be activated": Arrest), its own or that of what is attached to it.
    pub(crate) fn check_not_prohibited(&self, source: ObjectId, mana: bool) -> Result<(), ActionError> {
        match self.activation_prohibited_by(source, mana) {
            Some(by) => illegal(format!("602.5: {}'s activated abilities can't be activated ({by})", self.name_of(source))),
            None => Ok(()),
        }
    }

    /// The name of the object whose static ability forbids activating the
    /// abilities of `source` (602.5), if one does; `mana`: the ability is a
    /// mana ability (which "unless they're mana abilities" spares).
    pub(crate) fn activation_prohibited_by(&self, source: ObjectId, mana: bool) -> Option<String> {
        self.activation_prohibited_given(source, !self.printed_abilities_may_differ(), mana)
    }

    /// `activation_prohibited_by`, told whether only printed abilities can
    /// say so (`printed_only`: no effect in force may change abilities,
    /// 613.1f), for callers that ask about many sources at once.
    pub(crate) fn activation_prohibited_given(&self, source: ObjectId, printed_only: bool, mana: bool) -> Option<String> {
        if let Some(by) = self.activation_banned_for_all(source, mana, printed_only) {
            return Some(by);
        }
        let bans = |id: ObjectId, attached: bool| {
            let printed = |o: &GameObject| o.face_def().abilities.iter().any(|a| matches!(a, Ability::Static { effect: StaticEffect::CantAttackOrBlock { activate: true, .. }, .. }));
            if printed_only && !self.objects.get(&id).is_some_and(printed) {
                return None;
            }
            let c = self.chars(id)?;
            let says = c.statics().any(|e| matches!(e, StaticEffect::CantAttackOrBlock { affects, activate: true, .. } if matches!((affects, attached), (Affects::This, false) | (Affects::Attached, true))));
            says.then(|| c.name.clone())
        };
        bans(source, false).or_else(|| self.attachments_of(source).into_iter().find_map(|a| bans(a, true)))
    }

    /// 602.5: "Activated abilities of [permanents] can't be activated": the
    /// name of a source of such a static ability covering `source`. Only the
    /// permanents that print one are asked, unless an effect in force may
    /// change abilities (`printed_only` false).
    fn activation_banned_for_all(&self, source: ObjectId, mana: bool, printed_only: bool) -> Option<String> {
        let sources = if printed_only { &self.activation_ban_sources } else { &self.static_sources };
        sources.iter().find_map(|s| {
            let ctl = self.controller_of(*s)?;
            let c = self.chars(*s)?;
            let bans = c.statics().any(|e| matches!(e, StaticEffect::CantActivateAbilitiesOf { filter, except_mana } if !(mana && *except_mana) && self.matches(source, filter, ctl, Some(*s))));
            bans.then(|| c.name.clone())
        })
    }

    /// Does the card print a static ability forbidding the activated
    /// abilities of other permanents (`activation_ban_sources`)?
    pub(crate) fn def_bans_activations(d: &CardDef) -> bool {
        d.abilities.iter().any(|a| matches!(a, Ability::Static { effect: StaticEffect::CantActivateAbilitiesOf { .. }, .. }))
    }

    /// 602.5b: refuse an activation whose "only if" condition doesn't hold now.
    pub(crate) fn check_activation_condition(&self, p: PlayerId, source: ObjectId, condition: Option<&Condition>) -> Result<(), ActionError> {
        match condition {
            Some(c) if !self.condition_holds(c, p, source) => illegal(format!("602.5b: ability of {} can be activated only while its condition holds", self.name_of(source))),
            _ => Ok(()),
        }
    }

    /// 602.5b: remember the turn an ability limited to a number of
    /// activations each turn was activated, and how often in that turn.
    fn note_activation(&mut self, source: ObjectId, index: usize, only: Option<ActivationLimit>) {
        if only.and_then(ActivationLimit::times_each_turn).is_some() {
            let turn = self.turn.number;
            if let Some(o) = self.obj_mut(source) {
                let key = super::limits::clamp_i32(index) as u32;
                let before = if o.extra.activated_turns.get(&key) == Some(&turn) { o.extra.activated_counts.get(&key).copied().unwrap_or(1) } else { 0 };
                o.extra.activated_turns.insert(key, turn);
                o.extra.activated_counts.insert(key, before.saturating_add(1));
            }
        }
    }

    /// 602.5b: how many times ability `index` of `source` was activated this turn (counted for limited abilities).
    fn activations_this_turn(&self, source: ObjectId, index: usize) -> u32 {
        let key = super::limits::clamp_i32(index) as u32;
        match self.obj(source) {
            Some(o) if o.extra.activated_turns.get(&key) == Some(&self.turn.number) => o.extra.activated_counts.get(&key).copied().unwrap_or(1),
            _ => 0,
        }
    }

    /// 602.5b: may ability `index` of `source`, limited by `limit`, be activated by `p` now?
    pub(crate) fn activation_limit_allows(&self, p: PlayerId, source: ObjectId, index: usize, limit: ActivationLimit) -> Result<(), String> {
        let yours = self.turn.active == p;
        let ok = match limit {
            ActivationLimit::OnceEachTurn | ActivationLimit::TwiceEachTurn | ActivationLimit::ThreeTimesEachTurn => self.activations_this_turn(source, index) < limit.times_each_turn().unwrap_or(1),
            ActivationLimit::YourUpkeep => yours && self.turn.step == Step::Upkeep,
            ActivationLimit::YourTurn => yours,
            ActivationLimit::AnyPlayer => true,
            ActivationLimit::YourTurnBeforeAttackers => yours && matches!(self.turn.step, Step::Untap | Step::Upkeep | Step::Draw | Step::PrecombatMain | Step::BeginningOfCombat),
            // 506.1: the combat phase's steps, in anyone's turn.
            ActivationLimit::DuringCombat => matches!(self.turn.step, Step::BeginningOfCombat | Step::DeclareAttackers | Step::DeclareBlockers | Step::FirstStrikeDamage | Step::CombatDamage | Step::EndOfCombat),
            ActivationLimit::AnyUpkeep => self.turn.step == Step::Upkeep,
            ActivationLimit::OpponentsUpkeep => !yours && self.turn.step == Step::Upkeep,
            ActivationLimit::EndOfCombatStep => self.turn.step == Step::EndOfCombat,
            // 510: the combat damage step (and a first-strike one before it) and every step after.
            ActivationLimit::BeforeCombatDamage => matches!(self.turn.step, Step::Untap | Step::Upkeep | Step::Draw | Step::PrecombatMain | Step::BeginningOfCombat | Step::DeclareAttackers | Step::DeclareBlockers),
        };
        if ok {
            Ok(())
        } else {
            let why = match limit.times_each_turn() {
                Some(1) => "it was activated this turn already".to_string(),
                Some(n) => format!("it was activated {n} times this turn already"),
                None => "not now".to_string(),
            };
            Err(format!("602.5b: {} ({why})", limit.words()))
        }
    }

    /// 605: activate a mana ability: checked, paid and resolved at once
    /// (605.3b), the player keeping priority. One whose cost is {T} (and
    /// counters) alone goes the way auto-pay uses it; the others are paid
    /// whole by `activate_costly_mana_ability`.
    fn activate_mana_ability(
        &mut self,
        p: PlayerId,
        (source, index, x): (ObjectId, usize, u32),
        cost: &Cost,
        (effects, targets): (&[Effect], usize),
        (paid_with, mana, auto_pay): (&CostChoices, &[ManaActivation], bool),
        adds: Option<ManaPool>,
    ) -> Result<(), ActionError> {
        let name = self.name_of(source);
        if cost.discard_self() {
            return illegal(format!("a mana ability that discards its own card (ability {index} of {name}) is not supported"));
        }
        // 605.3a: a mana ability may be activated whenever the player has priority.
        if targets > 0 {
            return illegal("a mana ability has no targets");
        }
        // A part the cost doesn't have must name nothing (602.2b).
        self.check_object_costs("602.2b", p, source, cost, paid_with, &format!("the mana ability of {name}"))?;
        if cost.tap_and_counters_only() {
            let plan = self.plan_mana(p, &[ManaActivation { source, ability: index, adds, x: (x > 0).then_some(x) }], None)?;
            // 616.1: the damage or life it causes is settled first (rules::payment_harm).
            if !self.payment_settled(p, (&plan, None), &[]) {
                return Ok(());
            }
            self.run_mana_plan(p, &plan);
            // An action breaks a succession of passes (116.4); the player keeps priority.
            self.priority_after_action(p);
            return Ok(());
        }
        self.activate_costly_mana_ability(p, (source, index, x), (cost, paid_with), effects, (mana, auto_pay), adds)
    }

    /// 605.1a, 605.3: a mana ability whose cost includes mana, life,
    /// sacrificing its source (Lotus Petal) or other objects named in the
    /// action (Ashnod's Altar's creature). All costs are checked first, then
    /// paid (605.3b: it resolves at once and doesn't use the stack).
    fn activate_costly_mana_ability(
        &mut self,
        p: PlayerId,
        (source, index, x): (ObjectId, usize, u32),
        (cost, paid_with): (&Cost, &CostChoices),
        effects: &[Effect],
        (mana, auto_pay): (&[ManaActivation], bool),
        adds: Option<ManaPool>,
    ) -> Result<(), ActionError> {
        let o = self.obj(source).ok_or(ActionError::NoSuchObject(source))?;
        let c = self.chars_of(o);
        self.check_other_costs(p, o, &c, cost)?;
        let effects = &*with_x(effects, x);
        let made = self.mana_output(effects, p, source).named(adds.as_ref()).map_err(|m| ActionError::Illegal(format!("608.2d: the mana ability of {}: {m}", c.name)))?;
        let mcost = cost.mana_or_zero();
        // The source can't pay for itself when it must be tapped or sacrificed for this.
        let skip = if cost.tap() || cost.sacrifice_self() || cost.exile_self() || cost.return_self() { Some(source) } else { None };
        let acts: Vec<ManaActivation> = if auto_pay && mana.is_empty() { self.auto_mana(p, &mcost, 0, skip) } else { mana.to_vec() };
        self.check_tapped_once("605.3b", &acts, paid_with)?;
        let plan = self.plan_mana(p, &acts, skip)?;
        let mut pool = self.player(p).pool;
        pool.add(&plan.produced);
        let paid = plan_payment(&pool, &mcost, 0).map_err(|m| ActionError::Illegal(format!("605.3: can't pay for the mana ability of {}: {m}", c.name)))?;

        // 616.1: the harm of the mana abilities paying for it, then its own
        // harm, and the moves its cost makes are settled first
        // (rules::payment_harm, rules::cost_moves).
        if !self.payment_settled(p, (&plan, Some((source, index, cost.tap() && !made.is_empty()))), &self.ability_cost_moves(p, cost, source, paid_with)) {
            return Ok(());
        }
        // Legal: pay the costs, then add the mana.
        let name = c.name.clone();
        let pname = self.player(p).name.clone();
        self.run_mana_plan(p, &plan);
        subtract(&mut self.player_mut(p).pool, &paid);
        if paid.total() > 0 {
            self.emit(Event::new("605.3a", EventKind::ManaPaid { player: p, mana: paid }, format!("{pname} pays {paid} for the mana ability of {name}")));
        }
        self.pay_cost_parts(p, source, cost, paid_with, "605.3a");
        self.add_ability_mana(p, &made, effects, "605.3a", &format!("mana ability of {name}"));
        self.finish_mana_ability(p, source, effects, cost.tap().then_some(&made));
        // The player keeps priority; a trigger from the sacrifice goes on the stack first (116.5).
        self.priority_after_action(p);
        Ok(())
    }

    /// 601.3: a static ability that forbids casting this card ("the named card
    /// can't be cast", "... can't be played").
    pub(crate) fn cast_forbidden(&self, o: &GameObject, c: &super::layers::Characteristics) -> Option<String> {
        self.forbidden_by(o, c, |s| match s {
            StaticEffect::CantBePlayed { filter, spells: true, .. } => Some(filter),
            _ => None,
        })
        .map(|src| format!("601.3: {src} says {} can't be cast", c.name))
    }

    /// 601.3: "Cast [this] only [when]": why `p` can't cast this card now, if so.
    pub(crate) fn cast_timing_forbidden(&self, p: PlayerId, c: &super::layers::Characteristics) -> Option<String> {
        let when = c.statics().find_map(|e| if let StaticEffect::CastOnly { when } = e { Some(*when) } else { None })?;
        let step = self.turn.step;
        let yours = self.turn.active == p;
        let combat = (Step::BeginningOfCombat..=Step::EndOfCombat).contains(&step);
        let ok = match when {
            CastTiming::DeclareAttackersIfAttacked => step == Step::DeclareAttackers && self.combat.as_ref().is_some_and(|cb| cb.attackers.iter().any(|(_, d)| *d == TargetChoice::Player(p))),
            CastTiming::DeclareAttackersStep => step == Step::DeclareAttackers,
            CastTiming::YourDeclareAttackersStep => yours && step == Step::DeclareAttackers,
            CastTiming::DeclareBlockersStep => step == Step::DeclareBlockers,
            CastTiming::DuringCombat => combat,
            CastTiming::DuringCombatBeforeBlockers => combat && step < Step::DeclareBlockers,
            CastTiming::DuringCombatAfterBlockers => combat && step >= Step::DeclareBlockers,
            CastTiming::BeforeAttackers => step < Step::DeclareAttackers,
            CastTiming::BeforeBlockers => step < Step::DeclareBlockers,
            CastTiming::OpponentsTurn => !yours,
            CastTiming::OpponentsUpkeep => !yours && step == Step::Upkeep,
            CastTiming::YourEndStep => yours && step == Step::End,
        };
        (!ok).then(|| format!("601.3: {} can be cast only {}", c.name, when.words()))
    }

    /// 305.1: a static ability that stops this land from being played, either
    /// because it can't be played or because it couldn't enter the battlefield.
    pub(crate) fn land_play_forbidden(&self, o: &GameObject, c: &super::layers::Characteristics) -> Option<String> {
        if let Some(src) = self.forbidden_by(o, c, |s| match s {
            StaticEffect::CantBePlayed { filter, lands: true, .. } => Some(filter),
            _ => None,
        }) {
            return Some(format!("{src} says {} can't be played", c.name));
        }
        let mut there = o.clone();
        there.zone = Zone::Battlefield;
        self.forbidden_by(&there, c, |s| match s {
            StaticEffect::CantEnterBattlefield { filter } => Some(filter),
            _ => None,
        })
        .map(|src| format!("{src} says {} can't enter the battlefield", c.name))
    }

    /// 116.3c: after casting, activating or playing a land, the same player receives priority.
    pub(crate) fn priority_after_action(&mut self, p: PlayerId) {
        self.turn.passes = 0;
        self.flow = Flow::GivePriority(p);
    }
}

/// 601.2d: a divided amount is split among the chosen targets, at least 1 each.
pub(crate) fn check_division(name: &str, divide: Option<i32>, targets: &[TargetChoice], division: &[u32]) -> Result<Vec<u32>, ActionError> {
    match divide {
        None if division.is_empty() => Ok(Vec::new()),
        None => illegal(format!("{name} does not divide anything among its targets")),
        Some(total) => {
            if division.len() != targets.len() {
                return illegal(format!("601.2d: give a share of the {total} damage to each of the {} target(s)", targets.len()));
            }
            if division.contains(&0) {
                return illegal("601.2d: each target must get at least 1");
            }
            let sum: u64 = division.iter().map(|n| *n as u64).sum();
            if sum != total as u64 {
                return illegal(format!("601.2d: the shares add up to {sum}, not {total}"));
            }
            Ok(division.to_vec())
        }
    }
}

/// A spell's target slots, instructions and the mode they come from.
pub type SpellParts = (Vec<TargetSpec>, Vec<Effect>, Option<usize>);

/// The targets and effects of a spell, for the chosen mode (700.2), kicked
/// or not (601.2c: the targets only a kicked spell names are required only
/// when it is kicked, `unkicked_target_count`).
pub fn spell_parts(def: &CardDef, mode: Option<usize>, kicked: bool) -> Result<SpellParts, String> {
    let (mut specs, effects, mode) = all_spell_parts(def, mode)?;
    if !kicked {
        specs.truncate(crate::cards::def::unkicked_target_count(&effects, specs.len()));
    }
    Ok((specs, effects, mode))
}

fn all_spell_parts(def: &CardDef, mode: Option<usize>) -> Result<SpellParts, String> {
    let Some(sp) = &def.spell else {
        // 601.2b: a mode is chosen only for a modal spell; a permanent spell
        // (an Aura among them) has none, whatever else it asks for.
        if mode.is_some() {
            return Err(format!("601.2b: {} has no modes", def.name));
        }
        // Permanent spells: an Aura targets what it will enchant (303.4a).
        if let Some(e) = &def.enchant {
            return Ok((vec![e.clone()], Vec::new(), None));
        }
        return Ok((Vec::new(), Vec::new(), None));
    };
    if sp.modes.is_empty() {
        if mode.is_some() {
            return Err(format!("{} has no modes", def.name));
        }
        Ok((sp.targets.clone(), sp.effects.clone(), None))
    } else {
        let sets = def.mode_sets();
        let m = mode.ok_or_else(|| format!("700.2: {} is modal: choose a mode (0 to {})", def.name, sets.len().saturating_sub(1)))?;
        let set = sets.get(m).ok_or_else(|| format!("{} has no mode {m}", def.name))?;
        if set.len() > 1 {
            // 702.41a entwined, 700.2d more than one mode: their parts in printed order.
            let (specs, effects) = def.combined_parts(set);
            return Ok((specs, effects, Some(m)));
        }
        let md = sp.modes.get(set[0]).ok_or_else(|| format!("{} has no mode {m}", def.name))?;
        Ok((md.targets.clone(), md.effects.clone(), Some(m)))
    }
}


/// Don't tap more than needed: drop any chosen source the payment can do
/// without (auto-pay's generic pass may have picked one that fits no symbol,
/// e.g. for hybrid).
fn drop_unneeded(pool: ManaPool, chosen: &mut Vec<(ManaActivation, ManaPool)>, cost: &ManaCost, x: u32) {
    // The fewest mana any payment takes: each symbol one (a Phyrexian one
    // paid with mana here), {X} as announced (107.3).
    let count = |v: usize| u32::try_from(v).unwrap_or(u32::MAX);
    let least = cost.generic.saturating_add(cost.colored.total()).saturating_add(count(cost.hybrid.len())).saturating_add(count(cost.mono_hybrid.len())).saturating_add(count(cost.phyrexian.len())).saturating_add(cost.x.saturating_mul(x));
    let mut k = chosen.len();
    while k > 0 {
        k -= 1;
        let mut without = pool;
        for (j, (_, made)) in chosen.iter().enumerate() {
            if j != k {
                without.add(made);
            }
        }
        if without.total() >= least && super::mana::covers(&without, cost, x) {
            chosen.remove(k);
        }
    }
}

/// Every "{T}: add mana" ability of an object with no other cost, with what
/// each adds, in the order of its abilities (a dual land has two, a land that
/// gained a basic land type one more, 305.6).
pub(crate) fn simple_mana_abilities<'a>(g: &'a Game, c: &'a crate::rules::layers::Characteristics, id: ObjectId, you: PlayerId) -> impl Iterator<Item = (usize, ManaOutput)> + 'a {
    c.abilities.iter().enumerate().filter_map(move |(i, ab)| {
        let Ability::Activated { cost: ac, effects, condition, .. } = ab else { return None };
        if !(ab.is_mana_ability() && ac.is_tap_only()) || condition.as_ref().is_some_and(|x| !g.condition_holds(x, you, id)) {
            return None;
        }
        Some((i, g.mana_output(effects, you, id)))
    })
}

impl Game {
    /// 702.33a: has an effect given this card flashback (its cost equal to
    /// its mana cost) for now?
    pub(crate) fn has_granted_flashback(&self, card: ObjectId) -> bool {
        !self.effects.is_empty() && self.has_floating(card, &Modification::GainFlashback)
    }
}

/// The parts of a spell's costs that take objects or life (117.8, 117.9):
/// its additional cost, then the parts of its printed alternative cost other
/// than mana when cast for it (parts of one kind are paid together).
pub(crate) fn spell_object_cost(def: &CardDef, alternative: Option<AlternativeCost>, kicked: bool, buyback: bool) -> Option<Cost> {
    let base = spell_object_cost_unkicked(def, alternative);
    // 702.32a, 702.26a, 702.33a: kicker, buyback and flashback costs of other parts than mana, when paid.
    let flashback = def.flashback_cost.as_ref().filter(|_| alternative == Some(AlternativeCost::Flashback));
    let more: Vec<CostPart> = [def.kicker_cost.as_ref().filter(|_| kicked), def.buyback_cost.as_ref().filter(|_| buyback), flashback].into_iter().flatten().flat_map(|c| c.parts.iter().cloned()).collect();
    if more.is_empty() {
        return base;
    }
    Some(Cost::new(base.into_iter().flat_map(|c| c.parts).chain(more).collect()))
}

/// `spell_object_cost` without kicker or buyback.
fn spell_object_cost_unkicked(def: &CardDef, alternative: Option<AlternativeCost>) -> Option<Cost> {
    // 702.79a: retrace's additional cost, discarding a land card, with any other.
    if alternative == Some(AlternativeCost::Retrace) {
        let land = CostPart::Discard(DiscardCost { filter: Filter::of_all_types(&[CardType::Land]), count: 1, at_random: false, x: false });
        return Some(Cost::new(def.additional_cost.iter().flat_map(|c| c.parts.iter().cloned()).chain([land]).collect()));
    }
    let alt = def.alternative_cost.as_ref().filter(|_| alternative == Some(AlternativeCost::Printed)).map(|a| &a.cost);
    match (alt, def.additional_cost.as_ref()) {
        (None, add) => add.cloned(),
        (Some(a), add) => Some(Cost::new(add.iter().flat_map(|c| c.parts.iter()).chain(a.without_mana()).cloned().collect())),
    }
}

/// 117.9, 601.2b: the cost a spell is cast for before additional costs: its
/// mana cost (117.6, 202.1b: none is an unpayable cost) or the alternative
/// cost chosen (which a card without a mana cost may still pay).
/// 702.8a: the card's own "you may cast [this] as though it had flash"
/// permission, if it has one, with what it asks more for using it.
pub(crate) fn as_though_flash(c: &super::layers::Characteristics) -> Option<Option<ManaCost>> {
    c.statics().find_map(|e| if let StaticEffect::AsThoughFlash { more, .. } = e { Some(more.clone()) } else { None })
}

/// 307.1, 603.7: does the card's flash permission make the permanent it
/// becomes a temporary one if it is cast any time a sorcery couldn't have been?
fn sacrifices_at_cleanup(c: &super::layers::Characteristics) -> bool {
    c.statics().any(|e| matches!(e, StaticEffect::AsThoughFlash { sacrifice_at_cleanup: true, .. }))
}

fn base_cost(alternative: Option<AlternativeCost>, def: &CardDef, c: &super::layers::Characteristics, granted_flashback: bool) -> Result<ManaCost, ActionError> {
    let (cost, rule, what) = match alternative {
        None => (c.mana_cost.as_ref(), "117.6", "no mana cost, an unpayable cost: it can be cast only for an alternative cost or without paying its mana cost"),
        Some(AlternativeCost::Evoke) => (def.evoke.as_ref(), "702.73a", "no evoke cost"),
        Some(AlternativeCost::Prowl) => (def.prowl.as_ref(), "702.74a", "no prowl cost"),
        // A flashback cost of other parts than mana costs no mana (its parts are paid with the additional cost).
        Some(AlternativeCost::Flashback) if def.flashback.is_none() && def.flashback_cost.is_some() => return Ok(ManaCost::parse("{0}").unwrap_or_default()),
        Some(AlternativeCost::Flashback) => (def.flashback.as_ref(), "702.33a", "no flashback cost"),
        // 702.79a: retrace casts it for its mana cost.
        Some(AlternativeCost::Retrace) => (c.mana_cost.as_ref(), "117.6", "no mana cost, an unpayable cost"),
        Some(AlternativeCost::GrantedFlashback) if !granted_flashback => (None, "702.33a", "no flashback given by an effect"),
        Some(AlternativeCost::GrantedFlashback) => (c.mana_cost.as_ref(), "702.33a", "no mana cost, so the flashback cost equal to it can't be paid (117.6)"),
        // Cast face down by `cast_face_down`, never here.
        Some(AlternativeCost::Morph) => (None, "702.36c", "its morph cast handled apart"),
        // Its mana part, or nothing when it has none (Force of Will).
        Some(AlternativeCost::Printed) => {
            return def.alternative_cost.as_ref().map(|a| a.cost.mana_or_zero()).ok_or_else(|| ActionError::Illegal(format!("117.9: {} has no alternative cost of its own", c.name)));
        }
    };
    cost.cloned().ok_or_else(|| ActionError::Illegal(format!("{rule}: {} has {what}", c.name)))
}

/// A mana ability's instructions with the X chosen for its cost read as that
/// number (605.3b: it resolves at once, with no stack object to hold X).
/// Borrowed when X is 0 and nothing reads it.
fn with_x(effects: &[Effect], x: u32) -> std::borrow::Cow<'_, [Effect]> {
    let reads_x = |a: &Amount| matches!(a, Amount::Dynamic(DynamicAmount::X));
    let any = effects.iter().any(|e| match e {
        Effect::AddMana { for_each: Some(a), .. } | Effect::AddManaOfChoice { amount: a, .. } => reads_x(a),
        _ => false,
    });
    if !any {
        return std::borrow::Cow::Borrowed(effects);
    }
    let n = Amount::Fixed(super::limits::clamp_i32(x));
    let mut out = effects.to_vec();
    for e in &mut out {
        match e {
            Effect::AddMana { for_each: Some(a), .. } | Effect::AddManaOfChoice { amount: a, .. } if reads_x(a) => *a = n.clone(),
            _ => {}
        }
    }
    std::borrow::Cow::Owned(out)
}
