//! The legal actions of the player who must act (116 priority, decisions as data).

use super::actions::{Action, AlternativeCost};
use super::loops::choice_hash;
use super::events::TargetChoice;
use super::state::*;
use super::spend_only::SpendFor;
use super::types::*;
use crate::cards::def::*;
use serde::Serialize;

/// One thing the acting player may do, with the choices it needs.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub enum LegalAction {
    Pass { player: PlayerId },
    PlayLand { player: PlayerId, card: ObjectId, name: String },
    /// 702.61a: suspend this card (a special action): exile it with `time`
    /// time counters, paying `cost`.
    Suspend { player: PlayerId, card: ObjectId, name: String, time: u32, cost: String },
    /// 702.36e: turn this face-down permanent face up (a special action),
    /// paying its morph cost (`cost`: mana, and the life it pays); the
    /// objects a cost part takes are offered as for activated abilities.
    TurnFaceUp {
        player: PlayerId,
        permanent: ObjectId,
        name: String,
        cost: String,
        #[serde(skip_serializing_if = "Option::is_none")]
        sacrifice: Option<SacrificeChoice>,
        #[serde(skip_serializing_if = "Option::is_none")]
        discard: Option<SacrificeChoice>,
        #[serde(skip_serializing_if = "Option::is_none")]
        exile: Option<SacrificeChoice>,
        #[serde(skip_serializing_if = "Option::is_none")]
        return_to_hand: Option<SacrificeChoice>,
        #[serde(skip_serializing_if = "Option::is_none")]
        tap: Option<SacrificeChoice>,
    },
    Cast { player: PlayerId, card: ObjectId, name: String, options: Vec<CastOption>, has_x: bool },
    Activate {
        player: PlayerId,
        source: ObjectId,
        ability: usize,
        text: String,
        targets: Vec<Vec<TargetChoice>>,
        /// How many of the target slots must be chosen (the rest are optional).
        min_targets: usize,
        /// The slots that are "another target": not what an earlier slot chose.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        another: Vec<usize>,
        /// "X target [nouns]": X is the number of targets chosen (the action's `x`).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        x_targets: bool,
        /// 601.2d via 602.2b: an amount to divide among the chosen targets
        /// (the action's `division`).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(test, ts(optional))]
        divide: Option<i32>,
        mana_ability: bool,
        has_x: bool,
        /// 602.2b: a "sacrifice N [filter]" cost: how many, and which permanents may be named.
        #[serde(skip_serializing_if = "Option::is_none")]
        sacrifice: Option<SacrificeChoice>,
        /// 602.2b: a "discard N [filter] cards" cost: how many, and which cards in the hand may be named.
        #[serde(skip_serializing_if = "Option::is_none")]
        discard: Option<SacrificeChoice>,
        /// 602.2b: an "exile N [filter] cards from your graveyard" cost: how
        /// many, and which cards in the graveyard may be named.
        #[serde(skip_serializing_if = "Option::is_none")]
        exile: Option<SacrificeChoice>,
        /// 602.2b: a "return N [filter] you control to their owner's hand"
        /// cost: how many, and which permanents may be named.
        #[serde(skip_serializing_if = "Option::is_none")]
        return_to_hand: Option<SacrificeChoice>,
        /// 602.2b: a "tap N untapped [filter] you control" cost: how many,
        /// and which untapped permanents may be named.
        #[serde(skip_serializing_if = "Option::is_none")]
        tap: Option<SacrificeChoice>,
        /// 106.3, 605.3b: a mana ability that adds mana of colours its
        /// controller chooses: the choice, named in the action's `adds`.
        #[serde(skip_serializing_if = "Option::is_none")]
        choose_mana: Option<ManaChoiceOffer>,
        /// 107.4f: this many of the Phyrexian symbols of its cost are paid
        /// with 2 life each (the action's `phyrexian_life`); each number
        /// that can be paid is its own entry.
        #[serde(default, skip_serializing_if = "is_zero")]
        phyrexian_life: u32,
    },
    Decide { decision: Decision },
}

/// The colours a mana ability lets its controller choose (106.3): `amount`
/// mana of `colors`, all of one colour when `one_color` (the same shape as
/// the decision `choose_mana`).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct ManaChoiceOffer {
    pub amount: u32,
    /// The amount is the X chosen for the ability's cost ("Remove X storage
    /// counters: Add X mana ..."); `amount` is then 0 and the mana is named
    /// once X is chosen.
    pub amount_is_x: bool,
    #[cfg_attr(test, ts(type = "Array<Color>"))]
    pub colors: ColorSet,
    pub one_color: bool,
}

impl ManaChoiceOffer {
    /// All of it of the `i`-th colour offered (wrapping): one legal way to choose.
    pub fn all_of(&self, i: usize) -> ManaPool {
        let colors: Vec<Color> = self.colors.iter().collect();
        let mut pool = ManaPool::default();
        if let Some(c) = colors.get(i % colors.len().max(1)) {
            *pool.get_mut(ManaType::of_color(*c)) = self.amount;
        }
        pool
    }
}

/// The permanents that may be sacrificed (or the cards that may be
/// discarded, exiled or returned) to pay a cost's parts of one kind, and how
/// many must be named in all. The first `count` candidates pay every part
/// together.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct SacrificeChoice {
    pub count: u32,
    pub candidates: Vec<ObjectId>,
    /// When the cost has several parts of this kind (the Heralds' "a green
    /// creature, a white creature, and a blue creature"): each part's own
    /// candidates and count, in printed order; the objects named pay them
    /// together, each object one part. Empty for a single part.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(test, ts(optional = nullable))]
    pub parts: Vec<PartChoice>,
}

/// One part of a cost among several of one kind: the objects that may pay
/// it and how many it takes.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct PartChoice {
    pub count: u32,
    pub candidates: Vec<ObjectId>,
}

impl SacrificeChoice {
    /// `count` objects that pay every part, taken as early as they can be
    /// from `preferred` (the candidates in the order the chooser likes them
    /// best; any left out are liked least).
    pub fn pick(&self, preferred: &[ObjectId]) -> Vec<ObjectId> {
        let rank = |id: &ObjectId| preferred.iter().position(|p| p == id).unwrap_or(usize::MAX);
        if self.parts.is_empty() {
            let mut c = self.candidates.clone();
            c.sort_by_key(|id| rank(id));
            c.truncate(self.count as usize);
            return c;
        }
        let slots: Vec<super::object_costs::Slot> = self
            .parts
            .iter()
            .map(|p| {
                let mut candidates = p.candidates.clone();
                candidates.sort_by_key(|id| rank(id));
                super::object_costs::Slot { candidates, count: p.count }
            })
            .collect();
        super::object_costs::fill_slots(&slots).unwrap_or_else(|| self.candidates.iter().copied().take(self.count as usize).collect())
    }
}

/// How a listing shows the target slots (601.2b–c): "X target [nouns]"
/// (X announced with the targets) and "any number of target [nouns]" as one
/// optional slot per legal choice, each "another" (115.3: an object once).
/// Returns whether X is the number of targets chosen (the entry's
/// `x_targets`), how many slots must be chosen, and the "another" slots.
pub(crate) fn listed_slots(specs: &[TargetSpec], slots: &mut Vec<Vec<TargetChoice>>) -> (bool, usize, Vec<usize>) {
    let required = specs.iter().filter(|s| !s.optional && !s.any_number && !s.x_count).count();
    let mut another = crate::cards::def::another_slots(specs);
    let x_targets = matches!(specs, [s] if s.x_count);
    if x_targets || specs.last().is_some_and(|s| s.any_number) {
        let before = specs.len() - 1;
        let choices = slots.pop().unwrap_or_default();
        another.extend(before + 1..before + choices.len());
        slots.extend(std::iter::repeat_n(choices.clone(), choices.len()));
    }
    (x_targets, required, another)
}

/// A way to cast a spell: a mode (for modal spells) and the legal targets of each slot.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct CastOption {
    pub mode: Option<usize>,
    pub text: String,
    pub targets: Vec<Vec<TargetChoice>>,
    /// How many of the target slots must be chosen (the rest are optional, 601.2c).
    pub min_targets: usize,
    /// The slots that are "another target": not what an earlier slot chose.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub another: Vec<usize>,
    /// "X target [nouns]": X is the number of targets chosen (each slot
    /// optional; the action's `x` must equal it, 601.2b–c).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub x_targets: bool,
    /// 601.2d: an amount to divide among the chosen targets.
    pub divide: Option<i32>,
    /// 601.2d: the amount divided is X plus this number (X announced
    /// first, 601.2b): the action's `x` and its `division` (adding up to
    /// X plus this) go together.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional))]
    pub divide_x: Option<i32>,
    /// 117.9: cast for this alternative cost instead of the mana cost (evoke).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub alternative_cost: Option<AlternativeCost>,
    /// 702.32a: with its kicker cost paid too.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub kicked: bool,
    /// 702.32c: the card has multikicker: its cost may be paid from 0 up to
    /// this many times with what the player has now (the action's
    /// `multikicker` says how many).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub multikicker: Option<u32>,
    /// 702.26a: with its buyback cost paid too.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub buyback: bool,
    /// 117.8: its additional cost sacrifices this many of these permanents
    /// (the action's `sacrifice` names them).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sacrifice: Option<SacrificeChoice>,
    /// 117.8: its additional cost discards this many of these cards (the
    /// action's `discard` names them; not for a random discard).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub discard: Option<SacrificeChoice>,
    /// 117.8: its additional cost exiles this many of these cards from the
    /// caster's graveyard (the action's `exile` names them).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exile: Option<SacrificeChoice>,
    /// 117.8: its additional cost returns this many of these permanents to
    /// their owner's hand (the action's `return_to_hand` names them).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub return_to_hand: Option<SacrificeChoice>,
    /// 117.8, 117.9: its additional or alternative cost taps this many of
    /// these untapped permanents (the action's `tap` names them).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tap: Option<SacrificeChoice>,
    /// 702.49a: the creatures that may be tapped for convoke (any number of
    /// them, named in the action's `tap`); empty for a spell without convoke.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub convoke: Vec<ObjectId>,
    /// 702.64a: the cards that may be exiled from the graveyard for delve
    /// (any number up to the generic mana of the total cost, named in the
    /// action's `exile`); empty for a spell without delve.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub delve: Vec<ObjectId>,
    /// 107.4f: this many of the Phyrexian symbols of its total cost are paid
    /// with 2 life each (the action's `phyrexian_life`).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub phyrexian_life: u32,
    /// 601.2b, 117.8: its additional cost takes X objects or X life ("discard
    /// X cards", "pay X life"): X is announced first (the action's `x`), then
    /// that many are named in the list `kind` names (its count is listed for X = 0).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional = nullable))]
    pub x_cost: Option<XCost>,
    /// 702.45a: the cards of the hand spliced onto it this way (the action's
    /// `splice`); their targets are among `targets`, after the spell's own.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub splice: Vec<ObjectId>,
}

/// 601.2b: a cost part that takes X: which action list names what it takes
/// ("sacrifice", "discard", "exile"; "life" for X life, named by none) and
/// the largest X the player could pay now.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct XCost {
    pub kind: String,
    pub max: u32,
}

impl CastOption {
    /// The option with X announced as `x` for its additional cost taking X
    /// (601.2b): the list that cost names now asks for `x` more objects.
    pub fn with_x_cost(&self, x: u32) -> CastOption {
        let mut o = self.clone();
        let list = match o.x_cost.as_ref().map(|k| k.kind.as_str()) {
            Some("sacrifice") => &mut o.sacrifice,
            Some("discard") => &mut o.discard,
            Some("exile") => &mut o.exile,
            Some("return_to_hand") => &mut o.return_to_hand,
            Some("tap") => &mut o.tap,
            _ => return o,
        };
        if let Some(choice) = list.as_mut() {
            choice.count = choice.count.saturating_add(x);
        }
        o
    }
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

impl Game {
    /// Everything the acting player may legally do now. Casting and
    /// activation options are listed only when their costs can be paid
    /// (with the pool and untapped mana sources) and every target slot has a choice.
    ///
    /// Every action listed is one `apply` accepts: what 716.2c (the choice a
    /// shortener may not make) and 716.3 (the repeat of a fragmented loop)
    /// refuse is left out, through the checks `apply` makes. A choice within
    /// an entry (a target, X, a division, what to sacrifice) the entry can't
    /// leave out alone is left to `apply`, except a single target slot's
    /// targets, which are left out one by one.
    pub fn legal_actions(&self) -> Vec<LegalAction> {
        if self.winners.is_some() {
            return Vec::new();
        }
        if let Some(d) = &self.pending {
            return vec![LegalAction::Decide { decision: d.clone() }];
        }
        let Flow::Priority(p) = self.flow else { return Vec::new() };
        let mut out = self.priority_choices(p);
        // 716.2c: a player who shortened a shortcut to here may not pass if
        // passing was the proposed choice, while they have another.
        if !self.pass_forbidden(p, &out) {
            out.insert(0, LegalAction::Pass { player: p });
        }
        out
    }

    /// What `p`, with priority, may do other than pass: play a land, cast a
    /// spell, activate an ability; without what 716.2c or 716.3 refuses.
    pub(crate) fn priority_choices(&self, p: PlayerId) -> Vec<LegalAction> {
        let mut out = Vec::new();
        self.list_from_hand(p, &mut out);
        self.list_hand_abilities(p, &mut out);
        self.list_permanent_abilities(p, &mut out);
        // 702.60a: with a split second spell on the stack, only mana abilities.
        if self.split_second_spell().is_some() {
            out.retain(|la| matches!(la, LegalAction::Activate { mana_ability: true, .. }));
        }
        let mut refused = self.fragmented_refusals(p);
        if let Some(f) = &self.shortcut_forbidden {
            if f.player == p && !matches!(f.action, Action::PassPriority { .. }) {
                refused.push(choice_hash(&f.action));
            }
        }
        if !refused.is_empty() {
            out.retain_mut(|la| keep_unrefused(la, &refused));
        }
        out
    }

    /// 702.60a: the name of a spell with split second on the stack, if any.
    pub(crate) fn split_second_spell(&self) -> Option<String> {
        self.stack
            .iter()
            .filter(|s| s.kind == super::state::StackKind::Spell)
            .filter_map(|s| self.chars(s.id))
            .find(|c| c.has_keyword(Keyword::SplitSecond))
            .map(|c| c.name.clone())
    }

    /// 305.1, 601: the lands `p` may play and the spells they may cast: from
    /// the hand, and from the zones an effect lets them play from (601.3).
    fn list_from_hand(&self, p: PlayerId, out: &mut Vec<LegalAction>) {
        let sorcery = self.sorcery_timing(p);
        let land_play = sorcery && self.player(p).lands_played < self.land_plays_allowed(p);
        for &card in &self.player(p).hand {
            self.list_card(p, card, (sorcery, land_play), out);
        }
        for card in self.cards_playable_elsewhere(p) {
            let land = self.objects.get(&card).is_some_and(|o| self.chars_of(o).has_type(CardType::Land));
            if self.play_permission(p, card, land).is_some() {
                self.list_card(p, card, (sorcery, land_play), out);
            }
        }
        // 702.36e: face-down permanents turned face up (a special action).
        for f in self.face_up_choices(p) {
            let Some((sacrifice, discard, exile, return_to_hand, tap)) = self.object_cost_choices(p, f.permanent, &f.cost) else { continue };
            out.push(LegalAction::TurnFaceUp { player: p, permanent: f.permanent, name: f.name, cost: cost_parts_text(&f.cost), sacrifice, discard, exile, return_to_hand, tap });
        }
        // 702.61a: cards in the hand suspended (a special action).
        for (card, name, sp) in self.suspendable(p) {
            out.push(LegalAction::Suspend { player: p, card, name, time: sp.time, cost: sp.cost.text.clone() });
        }
        // 702.33a: cards in the graveyard cast for their flashback cost.
        // An effect may have given some flashback, its cost their mana cost.
        let granted: std::collections::BTreeSet<ObjectId> = self.effects.iter().filter(|e| e.modification == Modification::GainFlashback).map(|e| e.affected).collect();
        let may_change = self.printed_abilities_may_differ();
        for &card in &self.player(p).graveyard {
            let o = &self.objects[&card];
            // Only a card with flashback or retrace, printed or given, is looked at further.
            if !may_change && o.def.flashback.is_none() && o.def.flashback_cost.is_none() && !granted.contains(&card) && !o.face_def().keywords.contains(&Keyword::Retrace) {
                continue;
            }
            let c = self.chars_of(o);
            // 702.79a: retrace casts it from the graveyard too.
            let retrace = c.has_keyword(Keyword::Retrace);
            if o.def.flashback.is_none() && o.def.flashback_cost.is_none() && !granted.contains(&card) && !retrace {
                continue;
            }
            if o.owner != p || (!sorcery && !self.instant_speed(p, card, &c)) {
                continue;
            }
            let own = o.def.flashback.clone().or_else(|| o.def.flashback_cost.as_ref().map(|_| ManaCost::default())).map(|fb| (Some(AlternativeCost::Flashback), fb));
            let given = c.mana_cost.clone().filter(|_| granted.contains(&card)).map(|m| (Some(AlternativeCost::GrantedFlashback), m));
            let by_retrace = c.mana_cost.clone().filter(|_| retrace).map(|m| (Some(AlternativeCost::Retrace), m));
            let Some(flashback) = self.cast_action(p, card, &c, own.into_iter().chain(given).chain(by_retrace).collect()) else { continue };
            // One action per card: a permission to cast it from the graveyard (601.3) may have listed it already.
            match (out.iter_mut().find(|a| matches!(a, LegalAction::Cast { card: c2, .. } if *c2 == card)), flashback) {
                (Some(LegalAction::Cast { options, .. }), LegalAction::Cast { options: more, .. }) => options.extend(more),
                (_, flashback) => out.push(flashback),
            }
        }
    }

    /// One card `p` may play from where it is: as a land, or cast for each
    /// cost it offers (and face down, 702.36c); `(sorcery, land_play)`: a
    /// sorcery could be cast, a land could be played.
    fn list_card(&self, p: PlayerId, card: ObjectId, (sorcery, land_play): (bool, bool), out: &mut Vec<LegalAction>) {
        let o = &self.objects[&card];
        let c = self.chars_of(o);
        if c.has_type(CardType::Land) {
            if land_play && self.land_play_forbidden(o, &c).is_none() {
                out.push(LegalAction::PlayLand { player: p, card, name: c.name.clone() });
            }
            return;
        }
        // (When a sorcery could be cast, no permission is looked for: the timing allows it.)
        let native_speed = !sorcery && self.instant_speed(p, card, &c);
        let as_though_flash = super::casting::as_though_flash(&c);
        if !native_speed && as_though_flash.is_none() && !sorcery {
            return;
        }
        // 702.8a, 117.8: cast at a time only its "as though it had flash" allows, it may cost more.
        let flash_more = as_though_flash.flatten().filter(|_| !native_speed && !sorcery);
        // The mana cost (117.6: none is unpayable), and any alternative cost (117.9) the card offers.
        let mut costs: Vec<(Option<AlternativeCost>, ManaCost)> = c.mana_cost.iter().map(|m| (None, m.clone())).collect();
        if let Some(e) = &o.def.evoke {
            costs.push((Some(AlternativeCost::Evoke), e.clone()));
        }
        // 702.74a: the prowl cost, once a creature sharing a type dealt combat damage to a player.
        if let Some(m) = o.def.prowl.as_ref().filter(|_| self.prowl_allowed(p, &c)) {
            costs.push((Some(AlternativeCost::Prowl), m.clone()));
        }
        // 117.9: the card's own alternative cost, when its condition holds.
        if let Some(a) = o.def.alternative_cost.as_ref().filter(|_| self.printed_alternative_allowed(p, card, &o.def)) {
            costs.push((Some(AlternativeCost::Printed), a.cost.mana_or_zero()));
        }
        if let Some(m) = &flash_more {
            costs.iter_mut().for_each(|(_, k)| *k = k.plus(m));
        }
        let mut cast = if o.def.split.is_some() { self.split_cast_action(p, o) } else { self.cast_action(p, card, &c, costs) };
        // 702.36c: and face down, for {3}.
        if let Some(opt) = o.def.morph.as_ref().and_then(|_| self.face_down_option(p, card)) {
            match &mut cast {
                Some(LegalAction::Cast { options, .. }) => options.push(opt),
                _ => cast = Some(LegalAction::Cast { player: p, card, name: c.name.clone(), options: vec![opt], has_x: false }),
            }
        }
        out.extend(cast);
    }

    /// 708.3: a split card, cast as either half: each half's ways to cast
    /// it, for its own mana cost, with the half's number as the mode.
    fn split_cast_action(&self, p: PlayerId, o: &GameObject) -> Option<LegalAction> {
        let mut options = Vec::new();
        let mut has_x = false;
        for (h, on_stack, def) in super::split::halves(o) {
            let c = self.chars_of(&on_stack);
            // 307.1: a sorcery half only when a sorcery could be cast.
            if !self.sorcery_timing(p) && !self.instant_speed(p, o.id, &c) {
                continue;
            }
            let costs = c.mana_cost.iter().map(|m| (None, m.clone())).collect();
            if let Some(LegalAction::Cast { options: more, has_x: x, .. }) = self.cast_action_as(p, (&on_stack, &def, Some(h)), &c, costs) {
                options.extend(more);
                has_x |= x;
            }
        }
        (!options.is_empty()).then(|| LegalAction::Cast { player: p, card: o.id, name: self.split_card_name(o.id), options, has_x })
    }

    /// A spell `p` may cast for one of these costs: every mode and way to pay
    /// that has legal targets and can be afforded; None when there is none.
    fn cast_action(&self, p: PlayerId, card: ObjectId, c: &super::layers::Characteristics, costs: Vec<(Option<AlternativeCost>, ManaCost)>) -> Option<LegalAction> {
        let o = self.objects.get(&card)?;
        self.cast_action_as(p, (o, &o.def, None), c, costs)
    }

    /// `cast_action` for the card `o` as `def`: the card itself, or one half
    /// of a split card (`half`: its number, the action's mode; `o` the card
    /// as it would be on the stack as that half, 708.3a).
    fn cast_action_as(&self, p: PlayerId, (o, def, half): (&GameObject, &CardDef, Option<usize>), c: &super::layers::Characteristics, costs: Vec<(Option<AlternativeCost>, ManaCost)>) -> Option<LegalAction> {
        let card = o.id;
        if self.cast_forbidden(o, c).is_some() || self.cast_timing_forbidden(p, c).is_some() {
            return None;
        }
        let has_x = c.mana_cost.as_ref().map(|m| m.x > 0).unwrap_or(false) || def.additional_cost.as_ref().is_some_and(|k| k.counts_x());
        let (ways, splices) = self.cast_ways(p, card, def, c, costs);
        // 601.2f: afforded with the cost increases and reductions in force.
        // 702.49a: with convoke, afforded with the help of creatures tapped for it.
        let helpers = if c.has_keyword(Keyword::Convoke) { self.convoke_candidates(p) } else { Vec::new() };
        // 702.64a: with delve, with the help of cards exiled from the graveyard.
        let delve = if c.has_keyword(Keyword::Delve) { self.delve_candidates(p, card) } else { Vec::new() };
        // 107.4f: each way with each number of its Phyrexian symbols paid with life that can be paid.
        let ways: Vec<(Option<AlternativeCost>, ManaCost, bool, bool, u32, usize)> = ways
            .into_iter()
            .flat_map(|(a, k, kk, b, sp)| {
                let total = self.total_spell_cost(o, c, k.clone(), 0).cost;
                let life = super::casting::spell_object_cost(def, a, kk, b).and_then(|ac| ac.pay_life());
                let mut ns = self.phyrexian_ways(p, &total, life, None, Some(SpendFor::Spell(card)));
                let helped = (!helpers.is_empty() && self.convoke_help(p, &total, &helpers).is_some()) || (!delve.is_empty() && self.delve_help(p, card, &total, &delve).is_some());
                if ns.is_empty() && helped {
                    ns.push(0);
                }
                ns.into_iter().map(move |n| (a, k.clone(), kk, b, n, sp))
            })
            .collect();
        // 117.8: an additional cost that can't be paid leaves no way to cast it.
        // 117.8, 117.9: the objects and life each way takes (an additional cost,
        // with a printed alternative cost's parts); a way that can't pay them is none.
        let objects_for = |alt: Option<AlternativeCost>, kicked: bool, buyback: bool| match super::casting::spell_object_cost(def, alt, kicked, buyback) {
            Some(ac) if ac.pay_life().is_some_and(|l| self.life_of(p) < l) => None,
            Some(ac) => self.object_cost_choices(p, card, &ac),
            None => Some((None, None, None, None, None)),
        };
        let modes: Vec<Option<usize>> = match &def.spell {
            // 700.2, 700.2d: each set of modes that can be chosen (702.41a:
            // with entwine, "every mode" is one more way).
            Some(sp) if !sp.modes.is_empty() => (0..def.mode_sets().len()).map(Some).collect(),
            _ => vec![None],
        };
        let mut options = Vec::new();
        for (alternative_cost, way_cost, kicked, buyback, phyrexian_life, sp) in &ways {
            let splice: &[ObjectId] = if *sp == 0 { &[] } else { &splices[*sp - 1].0 };
            let Some((sacrifice, discard, exile, return_to_hand, tap)) = objects_for(*alternative_cost, *kicked, *buyback) else { continue };
            let multikicker = def.multikicker.as_ref().map(|m| self.most_kicks(p, o, c, way_cost, m));
            for m in modes.iter().copied() {
                // 702.41a: every mode costs the entwine cost more.
                let entwine = def.entwine.as_ref().filter(|_| m.is_some() && m == def.entwined_mode());
                if entwine.is_some_and(|e| !self.can_afford(p, &self.total_spell_cost(o, c, way_cost.plus(e), 0).cost, None)) {
                    continue;
                }
                let Ok((specs, effects, _)) = super::casting::spell_parts(def, m, *kicked) else { continue };
                // 702.45c-d: the spliced cards' target slots follow the spell's own.
                let specs = if splice.is_empty() {
                    specs
                } else {
                    let Ok(spliced) = self.check_splice(p, card, c, splice) else { continue };
                    if def.spell.as_ref().is_some_and(|s| s.divide.is_some()) {
                        continue;
                    }
                    spliced.onto(specs, effects).0
                };
                let mut targets: Vec<Vec<TargetChoice>> = specs.iter().map(|s| self.legal_targets_for(s, p, card, c.colors, super::targets::TargetContext::SPELL)).collect();
                if targets.iter().zip(&specs).any(|(t, s)| t.is_empty() && !s.optional && !s.x_count && !s.any_number) {
                    continue;
                }
                let (x_targets, min_targets, another) = listed_slots(&specs, &mut targets);
                if !distinct_choice_exists(&targets, &another, min_targets) {
                    continue;
                }
                // 601.2d: the amount divided, or how it follows X.
                let (divide, divide_x) = match def.spell.as_ref().and_then(|s| s.divide.as_ref()) {
                    None => (None, None),
                    Some(a) => match a.x_offset() {
                        Some(plus) => (None, Some(plus)),
                        None => (Some(self.divided_amount(a, p, card, 0)), None),
                    },
                };
                let text = match (m, &def.spell) {
                    (Some(i), Some(_)) => def.mode_text(i),
                    _ => c.text.clone(),
                };
                let named = |text: &str, kind: &str, cost: &Option<ManaCost>| format!("{text} [{kind} {}]", cost.as_ref().map(|e| e.text.as_str()).unwrap_or(""));
                let text = match alternative_cost {
                    Some(AlternativeCost::Evoke) => named(&text, "evoke", &def.evoke),
                    Some(AlternativeCost::Prowl) => named(&text, "prowl", &def.prowl),
                    Some(AlternativeCost::Flashback) => named(&text, "flashback", &def.flashback),
                    Some(AlternativeCost::GrantedFlashback) => named(&text, "granted flashback", &c.mana_cost),
                    Some(AlternativeCost::Printed) => format!("{text} [alternative cost: {}]", def.alternative_cost.as_ref().map(|a| cost_parts_text(&a.cost)).unwrap_or_default()),
                    Some(AlternativeCost::Retrace) => format!("{text} [retrace: discard a land card]"),
                    Some(AlternativeCost::Morph) | None => text,
                };
                let text = if *kicked { named(&text, "kicker", &def.kicker) } else { text };
                let text = if *buyback { named(&text, "buyback", &def.buyback) } else { text };
                let text = if entwine.is_some() { named(&text, "entwine", &def.entwine) } else { text };
                let text = if *phyrexian_life > 0 { format!("{text} [{} life for Phyrexian mana]", phyrexian_life.saturating_mul(2)) } else { text };
                let text = splice.iter().fold(text, |t, s| format!("{t} [splice {}]", self.name_of(*s)));
                let (m, text) = match half {
                    Some(h) => (Some(h), format!("{}: {text}", c.name)),
                    None => (m, text),
                };
                let x_cost = super::casting::spell_object_cost(def, *alternative_cost, *kicked, *buyback).and_then(|k| self.x_cost_offer(p, card, &k));
                options.push(CastOption { mode: m, text, targets, min_targets, another, x_targets, divide, divide_x, alternative_cost: *alternative_cost, kicked: *kicked, multikicker, buyback: *buyback, sacrifice: sacrifice.clone(), discard: discard.clone(), exile: exile.clone(), return_to_hand: return_to_hand.clone(), tap: tap.clone(), convoke: helpers.clone(), delve: delve.clone(), phyrexian_life: *phyrexian_life, x_cost, splice: splice.to_vec() });
            }
        }
        (!options.is_empty()).then(|| LegalAction::Cast { player: p, card, name: c.name.clone(), options, has_x })
    }

    /// 117.8: each way to cast `card` for one of `costs`, with each optional
    /// additional cost paid or not (kicker 702.32a, buyback 702.26a):
    /// (alternative cost, cost, kicked, buyback, the set of cards spliced onto
    /// it: 0 for none, i for the returned sets' i - 1th).
    #[allow(clippy::type_complexity)]
    fn cast_ways(&self, p: PlayerId, card: ObjectId, def: &CardDef, c: &super::layers::Characteristics, costs: Vec<(Option<AlternativeCost>, ManaCost)>) -> (Vec<(Option<AlternativeCost>, ManaCost, bool, bool, usize)>, Vec<(Vec<ObjectId>, ManaCost)>) {
        let mut ways: Vec<(Option<AlternativeCost>, ManaCost, bool, bool, usize)> = costs.into_iter().map(|(a, k)| (a, k, false, false, 0)).collect();
        if let Some(kick) = def.kicker.clone().or_else(|| def.kicker_cost.as_ref().map(|_| ManaCost::default())) {
            let kicked: Vec<_> = ways.iter().map(|(a, k, _, b, _)| (*a, k.plus(&kick), true, *b, 0)).collect();
            ways.extend(kicked);
        }
        if let Some(bb) = def.buyback.clone().or_else(|| def.buyback_cost.as_ref().map(|_| ManaCost::default())) {
            let bought: Vec<_> = ways.iter().map(|(a, k, kk, _, _)| (*a, k.plus(&bb), *kk, true, 0)).collect();
            ways.extend(bought);
        }
        // 702.45a: each way with each set of the cards that may be spliced onto
        // it (set 0 is none: the ways above, their costs as they are; set i is
        // splices[i - 1]).
        let splices = self.splice_sets(p, card, c);
        if !splices.is_empty() {
            let spliced: Vec<_> = ways.iter().flat_map(|(a, k, kk, b, _)| splices.iter().enumerate().map(move |(i, (_, sc))| (*a, k.plus(sc), *kk, *b, i + 1))).collect();
            ways.extend(spliced);
        }
        (ways, splices)
    }

    /// 702.45a: the sets of cards `p` may splice onto `card`, each with its
    /// total splice cost: every non-empty set of `splice_candidates`.
    fn splice_sets(&self, p: PlayerId, card: ObjectId, c: &super::layers::Characteristics) -> Vec<(Vec<ObjectId>, ManaCost)> {
        let cands = self.splice_candidates(p, card, c);
        (1u32..1 << cands.len())
            .map(|bits| {
                let set: Vec<ObjectId> = cands.iter().enumerate().filter(|(i, _)| bits & (1 << i) != 0).map(|(_, o)| *o).collect();
                let cost = set.iter().filter_map(|o| self.obj(*o).and_then(|x| x.def.splice.as_ref())).fold(ManaCost::default(), |acc, sp| acc.plus(&sp.cost));
                (set, cost)
            })
            .collect()
    }

    /// 702.32c: the most times `p` can pay the multikicker cost `m` on top of
    /// `cost` now (0 to `limits::MAX_X`; paying is monotone, so a binary search).
    fn most_kicks(&self, p: PlayerId, o: &GameObject, c: &super::layers::Characteristics, cost: &ManaCost, m: &ManaCost) -> u32 {
        let affords = |n: u32| self.can_afford(p, &self.total_spell_cost(o, c, cost.plus(&m.times(n)), 0).cost, None);
        let (mut lo, mut hi) = (0u32, super::limits::MAX_X);
        while lo < hi {
            let mid = lo + (hi - lo).div_ceil(2);
            if affords(mid) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        lo
    }

    /// 702.28a: abilities that work from the hand (cycling), at instant
    /// speed; and those that work from the graveyard (702.83a: unearth).
    fn list_hand_abilities(&self, p: PlayerId, out: &mut Vec<LegalAction>) {
        self.list_card_abilities(p, &self.player(p).hand, true, out);
        self.list_card_abilities(p, &self.player(p).graveyard, false, out);
    }

    /// The abilities of `p`'s cards in their hand (`in_hand`) or graveyard
    /// that work from there.
    fn list_card_abilities(&self, p: PlayerId, cards: &[ObjectId], in_hand: bool, out: &mut Vec<LegalAction>) {
        let sorcery = self.sorcery_timing(p);
        let printed_only = !self.printed_abilities_may_differ();
        for &card in cards {
            let o = &self.objects[&card];
            if !in_hand && (o.owner != p || !o.def.has_graveyard_ability()) {
                continue;
            }
            let c = self.chars_of(o);
            for (i, ab) in c.abilities.iter().enumerate() {
                let Ability::Activated { cost, targets, text, sorcery_speed, effects, from_graveyard, only, condition, divide } = ab else { continue };
                let mana_ability = ab.is_mana_ability();
                let works_here = if in_hand { cost.from_hand() && !from_graveyard } else { *from_graveyard };
                if !works_here || (mana_ability && cost.discard_self()) || (*sorcery_speed && !sorcery) {
                    continue;
                }
                if only.is_some_and(|l| self.activation_limit_allows(p, card, i, l).is_err()) || self.check_activation_condition(p, card, condition.as_ref()).is_err() || self.activation_prohibited_given(card, printed_only, ab.is_mana_ability()).is_some() {
                    continue;
                }
                if self.check_other_costs(p, o, &c, cost).is_err() {
                    continue;
                }
                let mcost = cost.mana_or_zero();
                let phyrexian = self.phyrexian_ways(p, &mcost, cost.pay_life(), None, Some(SpendFor::Ability(card)));
                if phyrexian.is_empty() {
                    continue;
                }
                let mut t: Vec<Vec<TargetChoice>> = targets.iter().map(|s| self.legal_targets_for(s, p, card, c.colors, super::targets::TargetContext::SPELL)).collect();
                if t.iter().zip(targets).any(|(x, s)| x.is_empty() && !s.optional && !s.x_count && !s.any_number) {
                    continue;
                }
                let Some((sacrifice, discard, exile, return_to_hand, tap)) = self.object_cost_choices(p, card, cost) else { continue };
                let (x_targets, min_targets, another) = listed_slots(targets, &mut t);
                if !distinct_choice_exists(&t, &another, min_targets) {
                    continue;
                }
                let output = if mana_ability { self.mana_output(effects, p, card) } else { Default::default() };
                let x_mana = choice_amount_is_x(effects);
                let choose_mana = output.choice.filter(|c| output.has_choice() || (x_mana && c.colors.iter().nth(1).is_some())).map(|c| ManaChoiceOffer { amount: c.amount, amount_is_x: x_mana, colors: c.colors, one_color: c.one_color });
                for phyrexian_life in phyrexian {
                    let (t, sacrifice, discard, exile, return_to_hand, tap, another) = (t.clone(), sacrifice.clone(), discard.clone(), exile.clone(), return_to_hand.clone(), tap.clone(), another.clone());
                    out.push(LegalAction::Activate { player: p, source: card, ability: i, text: text.clone(), targets: t, min_targets, another, x_targets, divide: divide.as_ref().map(|a| self.divided_amount(a, p, card, 0)), mana_ability, has_x: mcost.x > 0 || cost.chooses_count(), sacrifice, discard, exile, return_to_hand, tap, choose_mana: choose_mana.clone(), phyrexian_life });
                }
            }
        }
    }

    /// 602.2: the permanents whose abilities `p` may activate: theirs, and
    /// other players' with an ability any player may activate.
    fn activation_candidates_any(&self, p: PlayerId) -> Vec<ObjectId> {
        let mut ids = self.activation_candidates(p);
        if !self.printed_abilities_may_differ() {
            // Abilities are the ones the permanents entered with: another player's
            // permanent with an ability any player may activate is indexed under
            // every player (rules::zones::index_permanent).
            let others = self.activated_sources.get(&p).into_iter().flatten().copied();
            ids.extend(others.filter(|id| self.objects.get(id).is_some_and(|o| o.controller != p && o.on_battlefield())));
            return ids;
        }
        // An effect may have given or taken such an ability (613.1f): each of
        // the other players' permanents that may have an activated ability is read.
        for q in self.players.iter().map(|pl| pl.id).filter(|q| *q != p) {
            ids.extend(self.activation_candidates(q).into_iter().filter(|id| self.chars_of(&self.objects[id]).abilities.iter().any(super::zones::any_player_ability)));
        }
        ids
    }

    /// 602: the abilities of permanents `p` may activate (only the permanents
    /// that may have an activated ability: an index, not the board).
    fn list_permanent_abilities(&self, p: PlayerId, out: &mut Vec<LegalAction>) {
        let sorcery = self.sorcery_timing(p);
        let printed_only = !self.printed_abilities_may_differ();
        for id in self.activation_candidates_any(p) {
            let o = &self.objects[&id];
            let c = self.chars_of(o);
            for (i, ab) in c.abilities.iter().enumerate() {
                let Ability::Activated { cost, targets, sorcery_speed, text, effects, from_graveyard: false, only, condition, divide } = ab else { continue };
                // 602.2: another player's permanent only for an ability any player may activate.
                if o.controller != p && (*only != Some(ActivationLimit::AnyPlayer) || cost.parts.iter().any(|part| matches!(part, CostPart::SacrificeSelf))) {
                    continue;
                }
                if (*sorcery_speed || cost.loyalty().is_some()) && !sorcery {
                    continue;
                }
                if only.is_some_and(|l| self.activation_limit_allows(p, id, i, l).is_err()) || self.check_activation_condition(p, id, condition.as_ref()).is_err() || self.activation_prohibited_given(id, printed_only, ab.is_mana_ability()).is_some() {
                    continue;
                }
                let mana_ability = ab.is_mana_ability();
                if self.check_other_costs(p, o, &c, cost).is_err() {
                    continue;
                }
                if cost.loyalty().is_some() && o.extra.loyalty_used_turn == Some(self.turn.number) {
                    continue;
                }
                if let Some(l) = cost.loyalty() {
                    if l < 0 && (self.loyalty(id) as u64) < l.unsigned_abs() as u64 {
                        continue;
                    }
                }
                let mcost = cost.mana_or_zero();
                let phyrexian = self.phyrexian_ways(p, &mcost, cost.pay_life(), if cost.tap() { Some(id) } else { None }, Some(SpendFor::Ability(id)));
                if phyrexian.is_empty() {
                    continue;
                }
                let Some((sacrifice, discard, exile, return_to_hand, tap)) = self.object_cost_choices(p, id, cost) else { continue };
                let mut t: Vec<Vec<TargetChoice>> = targets.iter().map(|s| self.legal_targets(s, p, id, c.colors)).collect();
                if t.iter().zip(targets).any(|(x, s)| x.is_empty() && !s.optional && !s.x_count && !s.any_number) {
                    continue;
                }
                let (x_targets, min_targets, another) = listed_slots(targets, &mut t);
                if !distinct_choice_exists(&t, &another, min_targets) {
                    continue;
                }
                let output = if mana_ability { self.mana_output(effects, p, id) } else { Default::default() };
                let x_mana = choice_amount_is_x(effects);
                let choose_mana = output.choice.filter(|c| output.has_choice() || (x_mana && c.colors.iter().nth(1).is_some())).map(|c| ManaChoiceOffer { amount: c.amount, amount_is_x: x_mana, colors: c.colors, one_color: c.one_color });
                for phyrexian_life in phyrexian {
                    let (t, sacrifice, discard, exile, return_to_hand, tap, another) = (t.clone(), sacrifice.clone(), discard.clone(), exile.clone(), return_to_hand.clone(), tap.clone(), another.clone());
                    out.push(LegalAction::Activate { player: p, source: id, ability: i, text: text.clone(), targets: t, min_targets, another, x_targets, divide: divide.as_ref().map(|a| self.divided_amount(a, p, id, 0)), mana_ability, has_x: mcost.x > 0 || cost.chooses_count(), sacrifice, discard, exile, return_to_hand, tap, choose_mana: choose_mana.clone(), phyrexian_life });
                }
            }
        }
    }

    /// The choices of a cost's parts that take objects (602.2b, 117.8): what
    /// to sacrifice, to discard, to exile and to return, each `None` when the
    /// cost has no such part (or discards at random); `None` in all when a
    /// part can't be paid. The first `count` candidates of each pay it.
    #[allow(clippy::type_complexity)]
    /// 601.2b: the part of `cost` that takes X, and the largest X `p` could
    /// pay for it now (its candidates, or their life).
    fn x_cost_offer(&self, p: PlayerId, source: ObjectId, cost: &Cost) -> Option<XCost> {
        let part = cost.parts.iter().find(|part| Cost::new(vec![(*part).clone()]).counts_x())?;
        let count = |v: Vec<ObjectId>| u32::try_from(v.len()).unwrap_or(u32::MAX);
        let (kind, max) = match part {
            CostPart::PayLifeX => ("life", u32::try_from(self.life_of(p).max(0)).unwrap_or(0)),
            CostPart::Discard(_) => ("discard", count(self.part_candidates(p, source, part, false))),
            CostPart::ExileFromGraveyard(_) | CostPart::ExileFromHand(_) => ("exile", count(self.part_candidates(p, source, part, false))),
            CostPart::Sacrifice(_) => ("sacrifice", count(self.part_candidates(p, source, part, cost.sacrifice_self()))),
            CostPart::ReturnToHand(_) => ("return_to_hand", count(self.part_candidates(p, source, part, false))),
            _ => ("tap", count(self.part_candidates(p, source, part, cost.tap()))),
        };
        Some(XCost { kind: kind.to_string(), max: max.min(super::limits::MAX_X) })
    }

    fn object_cost_choices(&self, p: PlayerId, source: ObjectId, cost: &Cost) -> Option<(Option<SacrificeChoice>, Option<SacrificeChoice>, Option<SacrificeChoice>, Option<SacrificeChoice>, Option<SacrificeChoice>)> {
        // A cost that names no objects (mana, {T}, life, counters) offers no choice.
        if cost.discards().next().is_none() && cost.parts.iter().all(|part| part.takes().is_none()) {
            return Some((None, None, None, None, None));
        }
        if !cost.discards().filter(|d| d.at_random).all(|d| self.discard_candidates(p, source, d).len() as u64 >= d.count as u64) {
            return None;
        }
        let offer = |kind| self.cost_kind_offer(p, source, cost, kind).ok();
        Some((offer(ObjectCostKind::Sacrifice)?, offer(ObjectCostKind::Discard)?, offer(ObjectCostKind::Exile)?, offer(ObjectCostKind::Return)?, offer(ObjectCostKind::Tap)?))
    }

    /// 107.4f, 119.4: the numbers of `cost`'s Phyrexian symbols `p` could pay
    /// with 2 life each now (the rest with mana), `life` being the life the
    /// rest of the cost pays: [0] alone for a cost without any that can be
    /// paid, none when no way can.
    /// `spending`: what the payment is for, for the restricted mana that may pay for it (106.6).
    pub(crate) fn phyrexian_ways(&self, p: PlayerId, cost: &ManaCost, life: Option<i32>, skip: Option<ObjectId>, spending: Option<SpendFor>) -> Vec<u32> {
        if cost.phyrexian.is_empty() {
            let all = life.unwrap_or(0);
            return if (all == 0 || self.life_of(p) >= all) && self.can_afford_for(p, cost, skip, spending) { vec![0] } else { Vec::new() };
        }
        let symbols = u32::try_from(cost.phyrexian.len()).unwrap_or(0);
        (0..=symbols)
            .filter(|n| {
                let Some((mana, l)) = cost.paying_life(*n) else { return false };
                let all = l.saturating_add(life.unwrap_or(0));
                (all == 0 || self.life_of(p) >= all) && self.can_afford_for(p, &mana, skip, spending)
            })
            .collect()
    }

    /// Can the player pay this cost (X = 0) from the pool plus untapped mana sources?
    pub fn can_afford(&self, p: PlayerId, cost: &ManaCost, skip: Option<ObjectId>) -> bool {
        self.can_afford_for(p, cost, skip, None)
    }

    /// `can_afford` for a payment restricted mana may make (106.6).
    pub(crate) fn can_afford_for(&self, p: PlayerId, cost: &ManaCost, skip: Option<ObjectId>, spending: Option<SpendFor>) -> bool {
        // Nothing to pay ({X} is 0 here): always payable.
        if cost.generic == 0 && cost.colored.is_empty() && cost.hybrid.is_empty() && cost.mono_hybrid.is_empty() && cost.phyrexian.is_empty() {
            return true;
        }
        let mut pool = self.player(p).pool;
        pool.add(&self.restricted_for(p, spending));
        for (_, made) in self.auto_mana_made(p, cost, 0, skip, spending) {
            pool.add(&made);
        }
        super::mana::covers(&pool, cost, 0)
    }
}

/// Can the required slots be filled with every "another target" slot
/// (`another`) differing from what the slots before it chose? A search over
/// the choices, cut short (as possible) after `limits::MAX_REPEAT` steps.
pub(crate) fn distinct_choice_exists(slots: &[Vec<TargetChoice>], another: &[usize], required: usize) -> bool {
    fn fill(slots: &[Vec<TargetChoice>], another: &[usize], chosen: &mut Vec<TargetChoice>, steps: &mut i32) -> bool {
        let i = chosen.len();
        if i == slots.len() {
            return true;
        }
        for t in &slots[i] {
            *steps += 1;
            if *steps > super::limits::MAX_REPEAT {
                return true;
            }
            if another.contains(&i) && chosen.contains(t) {
                continue;
            }
            chosen.push(*t);
            if fill(slots, another, chosen, steps) {
                return true;
            }
            chosen.pop();
        }
        false
    }
    another.is_empty() || fill(&slots[..required.min(slots.len())], another, &mut Vec::new(), &mut 0)
}

/// `picks` (one per slot) with each "another target" slot that repeats an
/// earlier pick moved to the first of its choices that doesn't, if any.
pub fn keep_apart(slots: &[Vec<TargetChoice>], another: &[usize], mut picks: Vec<TargetChoice>) -> Vec<TargetChoice> {
    for &i in another {
        if i < picks.len() && picks[..i].contains(&picks[i]) {
            if let Some(t) = slots.get(i).and_then(|s| s.iter().find(|t| !picks[..i].contains(t))) {
                picks[i] = *t;
            }
        }
    }
    picks
}

/// Whether what is left of an entry once the choices in `refused` (as
/// `choice_hash`es) are taken out can still be chosen: an entry that is one
/// action goes when it is refused; a single target slot loses its refused
/// targets, and the entry goes when a required slot is left empty. Entries
/// with other choices (X, a division, what to sacrifice) stay.
fn keep_unrefused(la: &mut LegalAction, refused: &[u64]) -> bool {
    let out = |a: &Action| refused.contains(&choice_hash(a));
    match la {
        LegalAction::PlayLand { player, card, .. } => !out(&Action::PlayLand { player: *player, card: *card }),
        LegalAction::Suspend { player, card, .. } => !out(&Action::Suspend { player: *player, card: *card, mana_abilities: vec![], auto_pay: true }),
        LegalAction::TurnFaceUp { player, permanent, sacrifice: None, discard: None, exile: None, return_to_hand: None, tap: None, .. } => {
            !out(&Action::TurnFaceUp { player: *player, permanent: *permanent, mana_abilities: vec![], auto_pay: true, sacrifice: vec![], discard: vec![], exile: vec![], return_to_hand: vec![], tap: vec![] })
        }
        LegalAction::TurnFaceUp { .. } => true,
        LegalAction::Activate { divide: Some(_), .. } | LegalAction::Activate { discard: Some(_), .. } | LegalAction::Activate { exile: Some(_), .. } | LegalAction::Activate { return_to_hand: Some(_), .. } | LegalAction::Activate { tap: Some(_), .. } => true,
        LegalAction::Activate { player, source, ability, targets, min_targets, has_x: false, sacrifice, phyrexian_life, divide: None, .. } => {
            let action = |targets: Vec<TargetChoice>, sacrifice: Vec<ObjectId>| Action::ActivateAbility { player: *player, source: *source, ability: *ability, targets, x: None, mana_abilities: vec![], auto_pay: true, division: vec![], sacrifice, discard: vec![], exile: vec![], return_to_hand: vec![], tap: vec![], adds: None, phyrexian_life: *phyrexian_life };
            match sacrifice {
                None => keep_targets(targets, *min_targets, |t| out(&action(t, vec![]))),
                Some(s) if targets.is_empty() => keep_sacrifices(s, |chosen| out(&action(vec![], chosen))),
                Some(_) => true,
            }
        }
        LegalAction::Cast { player, card, options, has_x: false, .. } => {
            options.retain_mut(|o| {
                if o.divide.is_some() || o.divide_x.is_some() || o.sacrifice.is_some() || o.discard.is_some() || o.exile.is_some() || o.return_to_hand.is_some() || o.tap.is_some() {
                    return true;
                }
                let action = |targets: Vec<TargetChoice>| Action::CastSpell { player: *player, card: *card, targets, mode: o.mode, x: None, mana_abilities: vec![], auto_pay: true, division: vec![], alternative_cost: o.alternative_cost, kicked: o.kicked, multikicker: 0, buyback: o.buyback, sacrifice: vec![], discard: vec![], exile: vec![], return_to_hand: vec![], tap: vec![], phyrexian_life: o.phyrexian_life, splice: o.splice.clone() };
                keep_targets(&mut o.targets, o.min_targets, |t| out(&action(t)))
            });
            !options.is_empty()
        }
        _ => true,
    }
}

/// `keep_unrefused` for what a "sacrifice N" cost (602.2b) may name, when
/// that is the only choice in the entry: one permanent to sacrifice is left
/// out alone; of several, the entry goes only when its one way to pay is
/// refused.
fn keep_sacrifices(s: &mut SacrificeChoice, refused: impl Fn(Vec<ObjectId>) -> bool) -> bool {
    match s.count {
        1 => {
            s.candidates.retain(|c| !refused(vec![*c]));
            !s.candidates.is_empty()
        }
        n if n as usize == s.candidates.len() => !refused(s.candidates.clone()),
        _ => true,
    }
}

/// `keep_unrefused` for the target slots of one way to act.
fn keep_targets(slots: &mut [Vec<TargetChoice>], min: usize, refused: impl Fn(Vec<TargetChoice>) -> bool) -> bool {
    match slots {
        [] => !refused(Vec::new()),
        [only] => {
            only.retain(|t| !refused(vec![*t]));
            min == 0 || !only.is_empty()
        }
        _ => true,
    }
}

/// A cost's parts as a line of the legal actions: its mana and the life it
/// pays ("{2}{W}{W}", "pay 5 life"), and how many objects each other part
/// takes (the objects themselves are offered apart).
pub fn cost_parts_text(c: &Cost) -> String {
    let parts: Vec<String> = c
        .parts
        .iter()
        .filter_map(|part| match part {
            CostPart::Mana(m) => Some(m.text.clone()),
            CostPart::PayLife(l) => Some(format!("pay {l} life")),
            CostPart::Sacrifice(sc) => Some(format!("sacrifice {}", sc.count)),
            CostPart::Discard(dc) => Some(format!("discard {}{}", dc.count, if dc.at_random { " at random" } else { "" })),
            CostPart::ExileFromGraveyard(gc) => Some(format!("exile {} from your graveyard", gc.count)),
            CostPart::ExileFromHand(hc) => Some(format!("exile {} from your hand", hc.count)),
            CostPart::ReturnToHand(rc) => Some(format!("return {} to hand", rc.count)),
            CostPart::TapUntapped(tc) => Some(format!("tap {} untapped", tc.count)),
            CostPart::ExileSelfFromHand => Some("exile this card from your hand".into()),
            _ => None,
        })
        .collect();
    if parts.is_empty() { "{0}".into() } else { parts.join(", ") }
}

/// Does a mana ability add a number of mana of its player's choice equal to
/// the X chosen for its cost?
fn choice_amount_is_x(effects: &[Effect]) -> bool {
    effects.iter().any(|e| matches!(e, Effect::AddManaOfChoice { amount: Amount::Dynamic(DynamicAmount::X), .. }))
}
