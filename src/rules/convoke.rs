//! 702.49 convoke: "Each creature you tap while casting this spell reduces
//! its total cost by {1} or by one mana of that creature's color." The cast
//! action names the creatures in its `tap` list (a spell with convoke has no
//! other cost part that taps); each is an untapped creature its caster
//! controls, and each pays one coloured symbol of one of its colours if the
//! total cost has one left, else one generic mana. A creature that would pay
//! nothing can't be tapped this way. They are tapped as the cost is paid
//! (601.2h), after the mana abilities (601.2g) and never for mana as well.
//!
//! 702.64 delve works alike with cards: each card its caster exiles from their
//! graveyard (the cast action's `exile`) pays one generic mana of the total
//! cost; it is not an additional or alternative cost (702.64b), and a card
//! beyond the generic mana left can't be exiled this way.

use super::actions::{illegal, ActionError};
use super::casting::CostChoices;
use super::events::{Event, EventKind};
use super::state::*;
use super::types::*;
use crate::cards::def::{Cost, ObjectCostKind};

impl Game {
    /// 702.49a: the creatures a cast names for convoke: the action's `tap`
    /// when the spell has convoke and no cost part of its own that taps.
    pub(crate) fn split_convoke(&self, has_convoke: bool, object_cost: Option<&Cost>, mut paid_with: CostChoices) -> CostChoices {
        if has_convoke && !object_cost.is_some_and(|c| c.takes_kind(ObjectCostKind::Tap)) {
            paid_with.convoke = std::mem::take(&mut paid_with.tap);
        }
        paid_with
    }

    /// The creatures `p` could tap for convoke: untapped creatures they control.
    pub fn convoke_candidates(&self, p: PlayerId) -> Vec<ObjectId> {
        self.indexed_creatures(p).filter(|id| self.objects.get(id).is_some_and(|o| !o.tapped && !o.phased_out) && self.chars(*id).is_some_and(|c| c.is_creature())).collect()
    }

    /// 702.49a: the total cost once `creatures` have paid their part, or why
    /// they can't: not untapped creatures of `p`'s, named twice, or with
    /// nothing left for one of them to pay.
    pub fn convoke_reduce(&self, p: PlayerId, cost: &ManaCost, creatures: &[ObjectId]) -> Result<ManaCost, String> {
        let mut colors: Vec<(ObjectId, ColorSet)> = Vec::new();
        for (i, id) in creatures.iter().enumerate() {
            let ok = self.objects.get(id).is_some_and(|o| o.zone == Zone::Battlefield && o.controller == p && !o.tapped && !o.phased_out);
            let c = self.chars(*id).filter(|c| ok && c.is_creature()).ok_or_else(|| format!("702.49a: {} is not an untapped creature {} controls", self.name_of(*id), self.player(p).name))?;
            if creatures[..i].contains(id) {
                return Err(format!("702.49a: {} is named twice", self.name_of(*id)));
            }
            colors.push((*id, c.colors));
        }
        // Creatures of fewer colours choose first, so that each pays a symbol only it can.
        colors.sort_by_key(|(_, cs)| Color::ALL.iter().filter(|c| cs.contains(**c)).count());
        let mut out = cost.clone();
        let mut generic_payers = Vec::new();
        for (id, cs) in colors {
            let color = Color::ALL.iter().copied().find(|c| cs.contains(*c) && out.colored.get(ManaType::of_color(*c)) > 0);
            match color {
                Some(c) => *out.colored.get_mut(ManaType::of_color(c)) -= 1,
                None => generic_payers.push(id),
            }
        }
        for id in generic_payers {
            if out.generic == 0 {
                return Err(format!("702.49a: {} would pay nothing: the cost has no generic mana or mana of its colour left", self.name_of(id)));
            }
            out.generic -= 1;
        }
        out.text = out.written();
        Ok(out)
    }

    /// `convoke_reduce` as a cast's check.
    pub(crate) fn check_convoke(&self, p: PlayerId, cost: ManaCost, creatures: &[ObjectId]) -> Result<ManaCost, ActionError> {
        if creatures.is_empty() {
            return Ok(cost);
        }
        self.convoke_reduce(p, &cost, creatures).or_else(illegal)
    }

    /// 702.49a: the fewest of `candidates` (taken in order) that let `p`
    /// pay `cost` with their mana sources; None when even all of them don't.
    pub fn convoke_help(&self, p: PlayerId, cost: &ManaCost, candidates: &[ObjectId]) -> Option<Vec<ObjectId>> {
        (0..=candidates.len()).find_map(|k| {
            let chosen = &candidates[..k];
            let rest = self.convoke_reduce(p, cost, chosen).ok()?;
            let acts = self.auto_mana(p, &rest, 0, None);
            let pays = !acts.iter().any(|a| chosen.contains(&a.source)) && self.can_afford(p, &rest, None);
            pays.then(|| chosen.to_vec())
        })
    }

    /// 702.49a, 601.2h: the creatures tapped for convoke as the cost is paid.
    pub(crate) fn tap_for_convoke(&mut self, p: PlayerId, creatures: &[ObjectId], spell: &str) {
        if creatures.is_empty() {
            return;
        }
        let names: Vec<String> = creatures.iter().map(|id| self.name_of(*id)).collect();
        let pname = self.player(p).name.clone();
        self.emit(Event::new("702.49a", EventKind::Note, format!("{pname} taps {} for convoke to help pay for {spell}", names.join(", "))));
        for id in creatures {
            self.tap(*id, "702.49a");
        }
    }

    /// 702.64a: the cards a cast names for delve: the action's `exile` when
    /// the spell has delve and no cost part of its own that exiles.
    pub(crate) fn split_delve(&self, has_delve: bool, object_cost: Option<&Cost>, mut paid_with: CostChoices) -> CostChoices {
        if has_delve && !object_cost.is_some_and(|c| c.takes_kind(ObjectCostKind::Exile)) {
            paid_with.delve = std::mem::take(&mut paid_with.exile);
        }
        paid_with
    }

    /// The cards `p` could exile for delve casting `card`: the others in their graveyard.
    pub fn delve_candidates(&self, p: PlayerId, card: ObjectId) -> Vec<ObjectId> {
        self.player(p).graveyard.iter().copied().filter(|id| *id != card).collect()
    }

    /// 702.64a: the total cost once `cards` have paid their part of its
    /// generic mana, or why they can't. The mana X stands for (`pay_x` for
    /// each X symbol) is generic mana of the total cost too: with delve it is
    /// paid as part of the generic mana (the cost returned has no X left).
    pub fn delve_reduce(&self, p: PlayerId, card: ObjectId, cost: &ManaCost, pay_x: u32, cards: &[ObjectId]) -> Result<ManaCost, String> {
        for (i, id) in cards.iter().enumerate() {
            if *id == card || !self.player(p).graveyard.contains(id) {
                return Err(format!("702.64a: {} is not a card in {}'s graveyard", self.name_of(*id), self.player(p).name));
            }
            if cards[..i].contains(id) {
                return Err(format!("702.64a: {} is named twice", self.name_of(*id)));
            }
        }
        let n = u32::try_from(cards.len()).unwrap_or(u32::MAX);
        let generic = cost.generic.saturating_add(cost.x.saturating_mul(pay_x));
        if n > generic {
            return Err(format!("702.64a: {n} card(s) named for delve, but the total cost has only {generic} generic mana"));
        }
        let mut out = cost.clone();
        out.generic = generic - n;
        out.x = 0;
        out.text = out.written();
        Ok(out)
    }

    /// `delve_reduce` as a cast's check: the cost and the X to pay left.
    pub(crate) fn check_delve(&self, p: PlayerId, card: ObjectId, cost: ManaCost, pay_x: u32, cards: &[ObjectId]) -> Result<(ManaCost, u32), ActionError> {
        if cards.is_empty() {
            return Ok((cost, pay_x));
        }
        match self.delve_reduce(p, card, &cost, pay_x, cards) {
            Ok(c) => Ok((c, 0)),
            Err(e) => illegal(e),
        }
    }

    /// 702.64a: the fewest of `candidates` (taken in order) that let `p` pay
    /// `cost` with their mana sources; None when even all of them don't.
    pub fn delve_help(&self, p: PlayerId, card: ObjectId, cost: &ManaCost, candidates: &[ObjectId]) -> Option<Vec<ObjectId>> {
        let most = candidates.len().min(cost.generic as usize);
        (0..=most).find_map(|k| {
            let rest = self.delve_reduce(p, card, cost, 0, &candidates[..k]).ok()?;
            self.can_afford(p, &rest, None).then(|| candidates[..k].to_vec())
        })
    }

    /// 702.64a, 601.2h: the cards exiled for delve as the cost is paid.
    pub(crate) fn exile_for_delve(&mut self, p: PlayerId, cards: &[ObjectId], spell: &str) {
        if cards.is_empty() {
            return;
        }
        let pname = self.player(p).name.clone();
        self.emit(Event::new("702.64a", EventKind::Note, format!("{pname} exiles {} card(s) from their graveyard for delve to help pay for {spell}", cards.len())));
        let moves: Vec<super::zones::ZoneMove> = cards.iter().map(|id| super::zones::ZoneMove::new(*id, Zone::Exile, "702.64a", "exiled for delve")).collect();
        self.move_batch(&moves);
    }
}
