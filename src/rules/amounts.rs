//! Numbers in effects: the parts of an amount that read the game the same way
//! whether a resolving spell asks (608.2h: once, as the instruction is
//! followed) or a static ability does (as it applies, 611.3a): cards in
//! zones, the highest converted mana cost, life totals, and sums and
//! multiples of other amounts. What only a resolving spell knows (X, its
//! targets, "that many") is read in rules::resolution; what only a static
//! ability knows ("its", the object a change applies to) in rules::layers.

use super::layers::matches_filter;
use super::state::*;
use super::types::*;
use crate::cards::def::*;

impl Game {
    /// Cards in a kind of zone matching a filter, seen from `you` (the
    /// filter's `controller` reads the cards' owner): every player's zone of
    /// that kind, or only `whose` ("your graveyard", "your opponents' graveyards").
    /// Exile is shared: `whose` there reads the cards' owners.
    pub(crate) fn count_cards_in(&self, zone: ZoneName, filter: &Filter, whose: Option<Relation>, you: PlayerId, source: Option<ObjectId>, chosen: &Chosen) -> i32 {
        let matches = |id: &ObjectId| self.matches_before_pt(*id, filter, you, source, chosen);
        self.note_scan();
        self.count_in_zone(zone, whose, you, matches)
    }

    /// The cards in `zone` (every player's of that kind, or only `you`'s or
    /// their opponents' with `whose`; exile by owner) for which `matches` holds.
    pub(crate) fn count_in_zone(&self, zone: ZoneName, whose: Option<Relation>, you: PlayerId, matches: impl Fn(&ObjectId) -> bool) -> i32 {
        let owned = |p: PlayerId| match whose {
            None => true,
            Some(Relation::You) => p == you,
            Some(Relation::Opponent) => p != you,
        };
        let n: usize = match zone {
            ZoneName::Exile => self.exile.iter().filter(|id| self.objects.get(id).is_some_and(|o| owned(o.owner))).filter(|id| matches(id)).count(),
            _ => self
                .players
                .iter()
                .filter(|pl| owned(pl.id))
                .map(|pl| {
                    let cards = match zone {
                        ZoneName::Graveyard => &pl.graveyard,
                        ZoneName::Hand => &pl.hand,
                        _ => &pl.library,
                    };
                    cards.iter().filter(|id| matches(id)).count()
                })
                .sum(),
        };
        super::limits::clamp_i32(n)
    }

    /// 509.1h: how many creatures are blocking `id` (0 out of combat).
    pub(crate) fn blockers_of(&self, id: ObjectId) -> i32 {
        let n = self.combat.as_ref().map(|cb| cb.blocks.iter().filter(|(_, a)| *a == id).count()).unwrap_or(0);
        super::limits::clamp_i32(n)
    }

    /// The highest converted mana cost (202.3) among permanents matching the
    /// filter, seen from `you`; 0 when there are none.
    pub(crate) fn highest_mana_value(&self, filter: &Filter, you: PlayerId, source: Option<ObjectId>, chosen: &Chosen) -> i32 {
        self.note_scan();
        self.battlefield
            .iter()
            .filter_map(|id| self.objects.get(id))
            .map(|o| (o, self.chars_until(o, Layer::Ability)))
            .filter(|(o, c)| matches_filter(c, o, filter, you, source, || chosen, |x| self.combat_role(x), |s| self.host_of(s)))
            .map(|(_, c)| c.mana_cost.as_ref().map(|m| m.converted()).unwrap_or(0))
            .max()
            .map(super::limits::clamp_i32)
            .unwrap_or(0)
    }

    /// Does an object match a filter, read through the layers that change
    /// what a filter reads (types, colours, abilities) and no further: a
    /// characteristic-defining ability counting cards (604.3) may count
    /// itself, and its own power and toughness are no part of what it counts.
    fn matches_before_pt(&self, id: ObjectId, filter: &Filter, you: PlayerId, source: Option<ObjectId>, chosen: &Chosen) -> bool {
        match self.objects.get(&id) {
            Some(o) => matches_filter(&self.chars_until(o, Layer::Ability), o, filter, you, source, || chosen, |x| self.combat_role(x), |s| self.host_of(s)),
            None => false,
        }
    }

    /// 601.2d: the amount a spell or ability divides among its targets,
    /// found as it is cast or activated (X as announced, 601.2b, comes
    /// before) or put on the stack: X plus what else it adds, or what a
    /// condition reads from `you`'s point of view with `source` as "this".
    pub(crate) fn divided_amount(&self, a: &Amount, you: PlayerId, source: ObjectId, x: u32) -> i32 {
        match a.x_offset() {
            Some(n) => super::limits::clamp_i32(x).saturating_add(n),
            None => self.condition_amount(a, you, source),
        }
    }

    /// An amount read by a condition (603.4's intervening "if", a state
    /// trigger, a self-replacement): from `you`'s point of view, with `source`
    /// as "this" (last known information when it has left: persist reads the
    /// -1/-1 counters the creature had). What only a resolving spell knows is
    /// refused when the card is read.
    pub(crate) fn condition_amount(&self, a: &Amount, you: PlayerId, source: ObjectId) -> i32 {
        if let Some(n) = combine(a, &mut |x| self.condition_amount(x, you, source)) {
            return n;
        }
        match a {
            Amount::Fixed(n) => *n,
            Amount::Dynamic(DynamicAmount::CountersOn { what: ObjRef::This, kind }) => {
                let counters = self.objects.get(&source).map(|o| &o.extra.counters).or_else(|| self.lki.get(&source).map(|l| &l.object.extra.counters));
                counters.and_then(|c| c.get(kind)).map(|n| super::limits::clamp_i32(*n)).unwrap_or(0)
            }
            Amount::Dynamic(DynamicAmount::PowerOf { what: ObjRef::This }) => self.chars(source).and_then(|c| c.power).unwrap_or(0),
            Amount::Dynamic(DynamicAmount::ToughnessOf { what: ObjRef::This }) => self.chars(source).and_then(|c| c.toughness).unwrap_or(0),
            Amount::Dynamic(DynamicAmount::ManaValueOf { what: ObjRef::This }) => self.mana_value_of(source),
            Amount::Dynamic(DynamicAmount::CardsInHand { player: PlayerRef::You }) => super::limits::clamp_i32(self.player(you).hand.len()),
            Amount::Dynamic(DynamicAmount::CardsInGraveyard { player: PlayerRef::You }) => super::limits::clamp_i32(self.player(you).graveyard.len()),
            Amount::Dynamic(DynamicAmount::LifeOf { player: PlayerRef::You }) => self.life_of(you),
            Amount::Dynamic(DynamicAmount::Permanents { filter }) => {
                self.note_scan();
                super::limits::clamp_i32(self.battlefield.iter().filter(|id| self.matches(**id, filter, you, Some(source))).count())
            }
            Amount::Dynamic(DynamicAmount::CardsIn { zone, filter, whose }) => self.count_cards_in(*zone, filter, *whose, you, Some(source), self.chosen_of(Some(source))),
            Amount::Dynamic(DynamicAmount::HighestManaValue { filter }) => self.highest_mana_value(filter, you, Some(source), self.chosen_of(Some(source))),
            // "if [this] is equipped": what is attached to it now (none once it has left).
            Amount::Dynamic(DynamicAmount::AttachedTo { what: ObjRef::This, filter }) => self.attached_count(source, filter, you, Some(source), self.chosen_of(Some(source))),
            Amount::Dynamic(DynamicAmount::CardsInHand { player: PlayerRef::Chosen }) => {
                self.chosen_of(Some(source)).player.filter(|p| (p.0 as usize) < self.players.len()).map(|p| super::limits::clamp_i32(self.player(p).hand.len())).unwrap_or(0)
            }
            Amount::Dynamic(DynamicAmount::ChosenNumber) => self.chosen_of(Some(source)).number.unwrap_or(0),
            Amount::Dynamic(DynamicAmount::TimesKicked) => self.times_kicked(source),
            Amount::Dynamic(DynamicAmount::CreaturesDevoured) => self.creatures_devoured(source),
            Amount::Dynamic(DynamicAmount::BasicLandTypes) => self.basic_land_types(you),
            Amount::Dynamic(DynamicAmount::CreaturesDiedThisTurn) => super::limits::clamp_i32(self.turn.creatures_died as usize),
            Amount::Dynamic(DynamicAmount::TypeDiedThisTurn { subtype }) => super::limits::clamp_i32(self.turn.died_types.get(subtype).copied().unwrap_or(0) as usize),
            _ => 0,
        }
    }

    /// 702.32c: how many times `id` (a spell, or the permanent it became) was
    /// kicked: once for a paid kicker, the number of payments of multikicker;
    /// last known information once it has left.
    pub(crate) fn times_kicked(&self, id: ObjectId) -> i32 {
        let o = self.objects.get(&id).or_else(|| self.lki.get(&id).map(|l| &l.object));
        o.map(|o| if o.extra.kicked { 1 } else { super::limits::clamp_i32(o.extra.multikicked as usize) }).unwrap_or(0)
    }

    /// 702.80b: how many creatures `id` devoured (read through last known
    /// information once it has left).
    pub(crate) fn creatures_devoured(&self, id: ObjectId) -> i32 {
        let o = self.objects.get(&id).or_else(|| self.lki.get(&id).map(|l| &l.object));
        o.map(|o| super::limits::clamp_i32(o.extra.devoured as usize)).unwrap_or(0)
    }

    /// The basic land types among the lands `you` controls (305.6: Plains,
    /// Island, Swamp, Mountain, Forest), each counted once: 0 to 5.
    pub(crate) fn basic_land_types(&self, you: PlayerId) -> i32 {
        self.note_scan();
        let mut seen = [false; 5];
        for id in &self.battlefield {
            let Some(c) = self.chars(*id).filter(|c| c.has_type(CardType::Land)) else { continue };
            if self.controller_of(*id) != Some(you) {
                continue;
            }
            for (i, (t, _)) in super::land_types::BASIC_LAND_TYPES.iter().enumerate() {
                seen[i] |= c.has_subtype(t);
            }
        }
        seen.iter().filter(|s| **s).count() as i32
    }

    /// How many permanents matching the filter are attached to `host` (Auras
    /// 303.4, Equipment 301.5), with their types as the ability-changing
    /// layer leaves them (613.3a: counting never loops).
    pub(crate) fn attached_count(&self, host: ObjectId, filter: &Filter, you: PlayerId, source: Option<ObjectId>, chosen: &Chosen) -> i32 {
        let on = Some(super::events::TargetChoice::Object(host));
        let n = self
            .battlefield
            .iter()
            .filter_map(|id| self.objects.get(id))
            .filter(|x| !x.phased_out && x.extra.attached_to == on)
            .filter(|x| {
                let c = self.chars_until(x, Layer::Ability);
                matches_filter(&c, x, filter, you, source, || chosen, |y| self.combat_role(y), |s| self.host_of(s))
            })
            .count();
        super::limits::clamp_i32(n)
    }

    /// The converted mana cost of an object (202.3), or of what it last was
    /// (last known information, 608.2h), 0 for one that never had a cost.
    pub(crate) fn mana_value_of(&self, id: ObjectId) -> i32 {
        let Some(c) = self.chars(id) else { return 0 };
        let Some(m) = &c.mana_cost else { return 0 };
        if m.x == 0 {
            return super::limits::clamp_i32(m.converted());
        }
        self.with_announced_x(id, c).mana_cost.as_ref().map(|m| super::limits::clamp_i32(m.converted())).unwrap_or(0)
    }

    /// 107.3f: a spell's {X} is 0 in every zone but the stack; there it is
    /// the value announced as the spell was cast (601.2b), so its converted
    /// mana cost (202.3) counts it.
    /// Copied only when there is an X to count.
    pub(crate) fn with_announced_x(&self, id: ObjectId, c: std::sync::Arc<super::layers::Characteristics>) -> std::sync::Arc<super::layers::Characteristics> {
        if c.mana_cost.as_ref().is_none_or(|m| m.x == 0) {
            return c;
        }
        let Some(item) = self.stack.iter().find(|s| s.id == id && s.kind == StackKind::Spell) else { return c };
        let mut c = std::sync::Arc::unwrap_or_clone(c);
        if let Some(m) = c.mana_cost.as_mut() {
            m.generic = m.generic.saturating_add(m.x.saturating_mul(item.x));
            m.x = 0;
        }
        std::sync::Arc::new(c)
    }
}

/// The amounts that combine others (a sum, a multiple), worked out with
/// `each` for their parts; None for an amount that combines nothing.
pub(crate) fn combine(a: &Amount, each: &mut dyn FnMut(&Amount) -> i32) -> Option<i32> {
    match a {
        Amount::Dynamic(DynamicAmount::Sum { of }) => Some(of.iter().fold(0i32, |acc, x| acc.saturating_add(each(x)))),
        Amount::Dynamic(DynamicAmount::Times { factor, of }) => Some(each(of).saturating_mul(*factor)),
        Amount::Dynamic(DynamicAmount::Max { of }) => Some(of.iter().map(|x| each(x)).max().unwrap_or(0)),
        _ => None,
    }
}

impl Amount {
    /// The number, when it is one written on the card.
    pub fn fixed(&self) -> Option<i32> {
        match self {
            Amount::Fixed(n) => Some(*n),
            Amount::Dynamic(_) => None,
        }
    }

    /// "X" (0) or "X plus N" (N): the amount is X as announced (107.3)
    /// plus that number.
    pub fn x_offset(&self) -> Option<i32> {
        match self {
            Amount::Dynamic(DynamicAmount::X) => Some(0),
            Amount::Dynamic(DynamicAmount::Sum { of }) => match of.as_slice() {
                [Amount::Dynamic(DynamicAmount::X), Amount::Fixed(n)] => Some(*n),
                _ => None,
            },
            _ => None,
        }
    }

    /// Does it read X anywhere?
    pub fn reads_x(&self) -> bool {
        match self {
            Amount::Dynamic(DynamicAmount::X) => true,
            Amount::Dynamic(DynamicAmount::Sum { of } | DynamicAmount::Max { of }) => of.iter().any(Amount::reads_x),
            Amount::Dynamic(DynamicAmount::Times { of, .. }) => of.reads_x(),
            _ => false,
        }
    }
}
