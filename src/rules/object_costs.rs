//! 117.1, 602.2b, 601.2h: the parts of a cost that take objects the player
//! names as the cost is paid: permanents to sacrifice or return to a hand,
//! cards to discard, cards to exile from a graveyard or a hand.
//!
//! The action names the objects of each kind in one list (`sacrifice`,
//! `discard`, `exile`, `return_to_hand`). A cost may have several parts of
//! one kind ("sacrifice a green creature, a white creature, and a blue
//! creature"): the objects named for that kind pay those parts together, each
//! object one part, each part exactly its number; the engine finds which
//! object pays which part (a bipartite matching), so the order of the list
//! doesn't matter, and a list that can't pay every part is refused.

use super::actions::{illegal, ActionError};
use super::casting::CostChoices;
use super::events::*;
use super::legal::{PartChoice, SacrificeChoice};
use super::state::*;
use super::types::*;
use super::zones::{Position, ZoneMove};
use crate::cards::def::*;

/// One part of a kind: the objects that may pay it and how many it takes.
pub(crate) struct Slot {
    pub candidates: Vec<ObjectId>,
    pub count: u32,
}

/// Fill every slot with objects from its candidates, each object used once
/// (Kuhn's augmenting paths, a slot holding up to its count). Returns the
/// objects chosen, slot after slot, or `None` when the slots can't all be
/// filled. The first candidates are preferred, so one slot takes its first
/// `count` candidates.
pub(crate) fn fill_slots(slots: &[Slot]) -> Option<Vec<ObjectId>> {
    if let [one] = slots {
        return (one.candidates.len() as u64 >= one.count as u64).then(|| one.candidates.iter().copied().take(one.count as usize).collect());
    }
    let total: u64 = slots.iter().map(|s| s.count as u64).sum();
    let mut all: Vec<ObjectId> = slots.iter().flat_map(|s| s.candidates.iter().copied()).collect();
    all.sort();
    all.dedup();
    if total > all.len() as u64 {
        return None;
    }
    // owner[i]: the slot holding the object all[i].
    let mut owner: Vec<Option<usize>> = vec![None; all.len()];
    let index = |id: &ObjectId| all.binary_search(id).ok();
    let edges: Vec<Vec<usize>> = slots.iter().map(|s| s.candidates.iter().filter_map(index).collect()).collect();
    for (slot, s) in slots.iter().enumerate() {
        for _ in 0..s.count {
            let mut seen = vec![false; all.len()];
            if !augment(slot, &edges, &mut owner, &mut seen) {
                return None;
            }
        }
    }
    let mut out = Vec::new();
    for slot in 0..slots.len() {
        out.extend(owner.iter().enumerate().filter(|(_, o)| **o == Some(slot)).map(|(i, _)| all[i]));
    }
    Some(out)
}

/// One augmenting path from `slot` (Kuhn): an object it can take, freeing one
/// from another slot if that slot can take another object instead.
fn augment(slot: usize, edges: &[Vec<usize>], owner: &mut [Option<usize>], seen: &mut [bool]) -> bool {
    for &i in &edges[slot] {
        if seen[i] {
            continue;
        }
        seen[i] = true;
        let free = match owner[i] {
            None => true,
            Some(other) => augment(other, edges, owner, seen),
        };
        if free {
            owner[i] = Some(slot);
            return true;
        }
    }
    false
}

impl ObjectCostKind {
    /// The action's field that names the objects of this kind.
    pub fn field(self) -> &'static str {
        match self {
            ObjectCostKind::Sacrifice => "sacrifice",
            ObjectCostKind::Discard => "discard",
            ObjectCostKind::Exile => "exile",
            ObjectCostKind::Return => "return_to_hand",
            ObjectCostKind::Tap => "tap",
        }
    }

    fn verb(self) -> &'static str {
        match self {
            ObjectCostKind::Sacrifice => "sacrifice",
            ObjectCostKind::Discard => "discard",
            ObjectCostKind::Exile => "exile",
            ObjectCostKind::Return => "return",
            ObjectCostKind::Tap => "tap",
        }
    }

    fn done(self) -> &'static str {
        match self {
            ObjectCostKind::Sacrifice => "sacrificed",
            ObjectCostKind::Discard => "discarded",
            ObjectCostKind::Exile => "exiled",
            ObjectCostKind::Return => "returned",
            ObjectCostKind::Tap => "tapped",
        }
    }

    fn what(self) -> &'static str {
        match self {
            ObjectCostKind::Sacrifice | ObjectCostKind::Return | ObjectCostKind::Tap => "permanent(s)",
            ObjectCostKind::Discard | ObjectCostKind::Exile => "card(s)",
        }
    }

    const ALL: [ObjectCostKind; 5] = [ObjectCostKind::Sacrifice, ObjectCostKind::Discard, ObjectCostKind::Exile, ObjectCostKind::Return, ObjectCostKind::Tap];
}

impl CostChoices {
    /// The objects named for one kind.
    pub fn of(&self, kind: ObjectCostKind) -> &[ObjectId] {
        match kind {
            ObjectCostKind::Sacrifice => &self.sacrifice,
            ObjectCostKind::Discard => &self.discard,
            ObjectCostKind::Exile => &self.exile,
            ObjectCostKind::Return => &self.return_to_hand,
            ObjectCostKind::Tap => &self.tap,
        }
    }

    fn of_mut(&mut self, kind: ObjectCostKind) -> &mut Vec<ObjectId> {
        match kind {
            ObjectCostKind::Sacrifice => &mut self.sacrifice,
            ObjectCostKind::Discard => &mut self.discard,
            ObjectCostKind::Exile => &mut self.exile,
            ObjectCostKind::Return => &mut self.return_to_hand,
            ObjectCostKind::Tap => &mut self.tap,
        }
    }
}

impl Game {
    /// The objects that may pay one part (none for a part that takes none);
    /// `self_too`: the cost sacrifices its source too, which no other part
    /// can then take.
    pub(crate) fn part_candidates(&self, p: PlayerId, source: ObjectId, part: &CostPart, self_too: bool) -> Vec<ObjectId> {
        match part {
            CostPart::Sacrifice(sc) => self.sacrifice_candidates(p, source, sc, self_too),
            CostPart::Discard(dc) => self.discard_candidates(p, source, dc),
            CostPart::ExileFromGraveyard(gc) => self.graveyard_cost_candidates(p, source, gc),
            CostPart::ExileFromHand(hc) => self.hand_cost_candidates(p, source, hc),
            CostPart::ReturnToHand(rc) => self.sacrifice_candidates(p, source, rc, false),
            CostPart::TapUntapped(tc) => self.tap_cost_candidates(p, source, tc, self_too),
            _ => Vec::new(),
        }
    }

    /// The parts of `cost` of one kind, as slots to fill.
    pub(crate) fn cost_slots(&self, p: PlayerId, source: ObjectId, cost: &Cost, kind: ObjectCostKind) -> Vec<Slot> {
        // The source paying another part itself (sacrificed, or tapped by {T}) can't pay this one.
        let self_too = cost.sacrifice_self() || (kind == ObjectCostKind::Tap && cost.tap());
        cost.parts.iter().filter_map(|part| part.takes().filter(|(k, _)| *k == kind).map(|(_, count)| Slot { candidates: self.part_candidates(p, source, part, self_too), count })).collect()
    }

    /// 117.1, 602.2b, 601.2h: the objects named for the parts of a cost that
    /// take them: for each kind the cost has, the named objects pay its parts
    /// of that kind together; a kind it doesn't have must name nothing.
    /// `self_too`: the source is sacrificed too (then it can't be named).
    pub(crate) fn check_object_costs(&self, rule: &str, p: PlayerId, source: ObjectId, cost: &Cost, chosen: &CostChoices, name: &str) -> Result<(), ActionError> {
        self.check_random_discard(rule, p, source, cost, chosen, name)?;
        for kind in ObjectCostKind::ALL {
            let slots = self.cost_slots(p, source, cost, kind);
            let named = chosen.of(kind);
            if slots.is_empty() {
                if !named.is_empty() && !(kind == ObjectCostKind::Discard && cost.discards().any(|d| d.at_random)) {
                    return illegal(format!("{rule}: {name} has no cost that {} ('{}' must be empty)", kind_phrase(kind), kind.field()));
                }
                continue;
            }
            self.check_slots(rule, p, kind, &slots, named)?;
        }
        Ok(())
    }

    /// A "discard N cards at random" part: the hand has them, and the action
    /// names none (the engine picks them as the cost is paid, 701.8b).
    fn check_random_discard(&self, rule: &str, p: PlayerId, source: ObjectId, cost: &Cost, chosen: &CostChoices, name: &str) -> Result<(), ActionError> {
        let Some(dc) = cost.discards().find(|d| d.at_random) else { return Ok(()) };
        if !chosen.discard.is_empty() {
            return illegal(format!("{rule}: {name}'s cost discards at random: 'discard' must be empty"));
        }
        let n = self.discard_candidates(p, source, dc).len();
        if (n as u64) < dc.count as u64 {
            return illegal(format!("{rule}: the cost needs {} card(s) to discard at random and {} has only {n}", dc.count, self.player(p).name));
        }
        Ok(())
    }

    /// The objects named for one kind pay its parts: there are enough that
    /// may, exactly as many are named, each once, each one that may pay a
    /// part, and together they pay every part.
    fn check_slots(&self, rule: &str, p: PlayerId, kind: ObjectCostKind, slots: &[Slot], named: &[ObjectId]) -> Result<(), ActionError> {
        let (verb, what, field) = (kind.verb(), kind.what(), kind.field());
        let total: u64 = slots.iter().map(|s| s.count as u64).sum();
        if fill_slots(slots).is_none() {
            let may: std::collections::BTreeSet<ObjectId> = slots.iter().flat_map(|s| s.candidates.iter().copied()).collect();
            let zone = match kind {
                ObjectCostKind::Sacrifice | ObjectCostKind::Return => format!("{} controls only {} that may be", self.player(p).name, may.len()),
                _ => format!("{} has only {} that may be", self.player(p).name, may.len()),
            };
            return illegal(format!("{rule}: the cost needs {total} {what} to {verb} and {zone}"));
        }
        if named.len() as u64 != total {
            return illegal(format!("{rule}: name exactly {total} {what} to {verb} in '{field}' (got {})", named.len()));
        }
        for (i, id) in named.iter().enumerate() {
            if named[..i].contains(id) {
                return illegal(format!("{rule}: {} is named twice to {verb}", self.name_of(*id)));
            }
            if !slots.iter().any(|s| s.candidates.contains(id)) {
                return illegal(format!("{rule}: {} can't be {} for this cost", self.name_of(*id), kind.done()));
            }
        }
        let only_named: Vec<Slot> = slots.iter().map(|s| Slot { candidates: s.candidates.iter().copied().filter(|c| named.contains(c)).collect(), count: s.count }).collect();
        if fill_slots(&only_named).is_none() {
            let names: Vec<String> = named.iter().map(|id| self.name_of(*id)).collect();
            return illegal(format!("{rule}: {} can't pay the cost's {} '{verb}' parts together: each part takes objects of its own description", names.join(", "), slots.len()));
        }
        Ok(())
    }

    /// 117.1: a permanent tapped to pay a "tap an untapped [permanent]" part
    /// can't also be tapped for mana paying the same cost (it would no
    /// longer be untapped).
    pub(crate) fn check_tapped_once(&self, rule: &str, acts: &[super::actions::ManaActivation], chosen: &CostChoices) -> Result<(), ActionError> {
        match acts.iter().find(|a| chosen.tap.contains(&a.source) || chosen.convoke.contains(&a.source) || chosen.conspire.contains(&a.source)) {
            Some(a) => illegal(format!("{rule}: {} is tapped for mana to pay this cost, so it can't also be tapped for its 'tap an untapped' part or for convoke (702.49a) or conspire (702.76a)", self.name_of(a.source))),
            None => Ok(()),
        }
    }

    /// Could the parts of `cost` that take objects be paid now: a set of
    /// objects for every kind, and the cards for a random discard?
    pub(crate) fn object_costs_payable(&self, p: PlayerId, source: ObjectId, cost: &Cost) -> bool {
        let random_ok = cost.discards().filter(|d| d.at_random).all(|d| self.discard_candidates(p, source, d).len() as u64 >= d.count as u64);
        random_ok && ObjectCostKind::ALL.into_iter().all(|k| self.cost_kind_offer(p, source, cost, k).is_ok())
    }

    /// The first objects that pay each kind of a cost's parts (none for a
    /// random discard): what is paid when no player names them; empty for a
    /// kind that can't be paid.
    pub(crate) fn first_cost_choices(&self, p: PlayerId, source: ObjectId, cost: Option<&Cost>) -> CostChoices {
        let Some(cost) = cost else { return CostChoices::default() };
        let mut out = CostChoices::default();
        for kind in ObjectCostKind::ALL {
            let slots = self.cost_slots(p, source, cost, kind);
            if !slots.is_empty() {
                *out.of_mut(kind) = fill_slots(&slots).unwrap_or_default();
            }
        }
        out
    }

    /// The objects that may pay one kind of a cost's parts and how many are
    /// named, for the legal actions: the candidates start with a set that
    /// pays every part (so the first `count` may be taken as they are), and
    /// each part is listed when there are several. `Ok(None)`: the cost has
    /// no such part; `Err(())`: it can't be paid.
    pub(crate) fn cost_kind_offer(&self, p: PlayerId, source: ObjectId, cost: &Cost, kind: ObjectCostKind) -> Result<Option<SacrificeChoice>, ()> {
        let mut slots = self.cost_slots(p, source, cost, kind);
        if slots.is_empty() {
            return Ok(None);
        }
        let mut first = fill_slots(&slots).ok_or(())?;
        let count = first.len() as u32;
        if slots.len() == 1 {
            // One part: its first `count` candidates are the ones filled.
            let s = slots.swap_remove(0);
            return Ok(Some(SacrificeChoice { count, candidates: s.candidates, parts: Vec::new() }));
        }
        let mut seen: std::collections::BTreeSet<ObjectId> = first.iter().copied().collect();
        for s in &slots {
            first.extend(s.candidates.iter().copied().filter(|c| seen.insert(*c)));
        }
        let parts = slots.into_iter().map(|s| PartChoice { count: s.count, candidates: s.candidates }).collect();
        Ok(Some(SacrificeChoice { count, candidates: first, parts }))
    }

    /// The discards, exiles and returns of a cost, each kind as one event: the
    /// cards named, or those picked at random for "discard at random"
    /// (701.8b: with the game's seeded generator, so a replay picks the same).
    pub(crate) fn pay_object_costs(&mut self, p: PlayerId, source: ObjectId, cost: &Cost, chosen: &CostChoices, rule: &'static str) {
        if let Some(dc) = cost.discards().find(|d| d.at_random).cloned() {
            let from = self.discard_candidates(p, source, &dc);
            let picked = pick_at_random(&mut self.rng, from, dc.count);
            let pname = self.player(p).name.clone();
            self.emit(Event::new(rule, EventKind::Note, format!("{pname} discards {} card(s) at random for the cost", picked.len())));
            self.discard_batch(&picked, rule, Some(p));
        } else if !chosen.discard.is_empty() {
            self.discard_batch(&chosen.discard, rule, Some(p));
        }
        if !chosen.exile.is_empty() {
            let moves: Vec<ZoneMove> = chosen.exile.iter().map(|id| ZoneMove::new(*id, Zone::Exile, rule, "exiled to pay a cost")).collect();
            self.move_batch(&moves);
        }
        // 117.1: "tap N untapped [permanents] you control": tapped together.
        for id in &chosen.tap {
            self.tap(*id, rule);
        }
        if !chosen.return_to_hand.is_empty() {
            let moves: Vec<ZoneMove> = chosen.return_to_hand.iter().filter_map(|id| self.obj(*id).map(|o| ZoneMove::new(*id, Zone::Hand(o.owner), rule, "returned to its owner's hand to pay a cost"))).collect();
            self.move_batch(&moves);
        }
    }

    /// The cards a "discard at random" part of `cost` will pick when it is
    /// paid now (701.8b): picked from a copy of the game's generator, which
    /// `pay_object_costs` then draws from the same way, so the cost's moves
    /// are known before it is paid (rules::cost_moves). None without such a part.
    pub(crate) fn random_cost_discards(&self, p: PlayerId, source: ObjectId, cost: &Cost) -> Option<Vec<ObjectId>> {
        let dc = cost.discards().find(|d| d.at_random)?;
        Some(pick_at_random(&mut self.rng.clone(), self.discard_candidates(p, source, dc), dc.count))
    }

    /// The permanents a player could sacrifice (or return) for a part: on the
    /// battlefield, controlled by them, not phased out, matching the filter
    /// (from their point of view); `self_too` leaves out the source.
    pub fn sacrifice_candidates(&self, p: PlayerId, source: ObjectId, sc: &SacrificeCost, self_too: bool) -> Vec<ObjectId> {
        self.battlefield
            .iter()
            .copied()
            .filter(|id| !(self_too && *id == source))
            .filter(|id| self.objects.get(id).map(|o| o.controller == p && !o.phased_out).unwrap_or(false))
            .filter(|id| self.matches(*id, &sc.filter, p, Some(source)))
            .collect()
    }

    /// The permanents a player could tap for a "tap N untapped [filter] you
    /// control" part: theirs, untapped, matching; `self_too` leaves out the
    /// source (it pays {T} of the same cost).
    pub fn tap_cost_candidates(&self, p: PlayerId, source: ObjectId, tc: &SacrificeCost, self_too: bool) -> Vec<ObjectId> {
        self.sacrifice_candidates(p, source, tc, self_too).into_iter().filter(|id| self.objects.get(id).is_some_and(|o| !o.tapped)).collect()
    }

    /// The cards in a player's hand that could pay an "exile N [filter] cards
    /// from your hand" cost (not the card being cast).
    pub fn hand_cost_candidates(&self, p: PlayerId, source: ObjectId, hc: &GraveyardCost) -> Vec<ObjectId> {
        self.player(p).hand.iter().copied().filter(|id| *id != source && self.matches(*id, &hc.filter, p, Some(source))).collect()
    }

    /// The cards in a player's graveyard that could pay an "exile N [filter]
    /// cards from your graveyard" cost (not the ability's own card).
    pub fn graveyard_cost_candidates(&self, p: PlayerId, source: ObjectId, gc: &GraveyardCost) -> Vec<ObjectId> {
        self.player(p).graveyard.iter().copied().filter(|id| *id != source && self.matches(*id, &gc.filter, p, Some(source))).collect()
    }

    /// The cards in a player's hand that could pay a "discard N [filter] cards"
    /// cost (not the ability's own card, if it is in the hand).
    pub fn discard_candidates(&self, p: PlayerId, source: ObjectId, dc: &DiscardCost) -> Vec<ObjectId> {
        self.player(p).hand.iter().copied().filter(|id| *id != source && self.matches(*id, &dc.filter, p, Some(source))).collect()
    }

    /// "Return [this] to its owner's hand" paid (602.2b).
    pub(crate) fn return_source_to_hand(&mut self, source: ObjectId, rule: &'static str) {
        if let Some(owner) = self.obj(source).map(|o| o.owner) {
            self.move_object(source, Zone::Hand(owner), Position::Top, rule, "returned to its owner's hand to pay a cost");
        }
    }
}

/// `count` of `from` picked at random, one at a time (701.8b).
fn pick_at_random(rng: &mut rand_chacha::ChaCha8Rng, mut from: Vec<ObjectId>, count: u32) -> Vec<ObjectId> {
    let mut picked = Vec::new();
    for _ in 0..count.min(u32::try_from(from.len()).unwrap_or(u32::MAX)) {
        let i = rand::Rng::gen_range(rng, 0..from.len());
        picked.push(from.remove(i));
    }
    picked
}

fn kind_phrase(kind: ObjectCostKind) -> &'static str {
    match kind {
        ObjectCostKind::Sacrifice => "sacrifices other permanents",
        ObjectCostKind::Discard => "discards cards",
        ObjectCostKind::Exile => "exiles cards from a graveyard or a hand",
        ObjectCostKind::Return => "returns permanents to a hand",
        ObjectCostKind::Tap => "taps untapped permanents",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn slot(c: &[u64], count: u32) -> Slot {
        Slot { candidates: c.iter().map(|i| ObjectId(*i)).collect(), count }
    }

    #[test]
    fn one_slot_takes_its_first_candidates() {
        assert_eq!(fill_slots(&[slot(&[5, 3, 9], 2)]), Some(vec![ObjectId(5), ObjectId(3)]));
        assert_eq!(fill_slots(&[slot(&[5], 2)]), None);
    }

    #[test]
    fn slots_are_matched_so_that_every_one_is_filled() {
        // Object 1 may pay either part, object 2 only the first: a greedy
        // pick of 1 for the first part would leave the second empty.
        assert_eq!(fill_slots(&[slot(&[1, 2], 1), slot(&[1], 1)]), Some(vec![ObjectId(2), ObjectId(1)]));
        assert_eq!(fill_slots(&[slot(&[1], 1), slot(&[1], 1)]), None);
        assert_eq!(fill_slots(&[slot(&[1, 2, 3], 1), slot(&[1, 2], 1), slot(&[2], 1)]), Some(vec![ObjectId(3), ObjectId(1), ObjectId(2)]));
    }

    #[test]
    fn a_huge_count_is_refused_without_work() {
        assert_eq!(fill_slots(&[slot(&[1, 2], u32::MAX), slot(&[3], u32::MAX)]), None);
    }
}
