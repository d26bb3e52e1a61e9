//! Static abilities that apply only while a condition holds (611.3a: a
//! static ability's effect is not locked in; "as long as seven or more cards
//! are in your graveyard, ..." applies at any moment the condition is true).
//! Threshold, hellbent and level up are such abilities.
//!
//! Most conditions read what the layer system never changes while it works
//! out characteristics: the number of cards in a zone (the cards' printed
//! characteristics, for a filter), the cards in a hand, life totals and the
//! counters on the ability's own object. Those are read from the game as it
//! stands, and the cached characteristics depend on them through one digest
//! that is part of the cache's stamp; a condition that changes marks the
//! whole battlefield as changed (the next state-based check and a watcher
//! see it).
//!
//! A condition over the battlefield ("as long as you control a Forest",
//! metalcraft, "as long as it's attacking") reads permanents'
//! characteristics. It is read with the characteristics that every other
//! effect gives, leaving out only the abilities with such conditions, so one
//! never waits on another; and while such an ability is in force no
//! characteristics are kept from one look to the next.

use super::layers::{base_chars, matches_filter, CombatRole};
use super::state::*;
use super::types::*;
use crate::cards::def::*;

impl Game {
    /// Does `o`'s ability `a` apply now? Any ability but a static one with a
    /// condition that doesn't hold does.
    pub(crate) fn static_active(&self, o: &GameObject, a: &Ability) -> bool {
        match a {
            // While a condition over the battlefield is read, the characteristics
            // it looks at are worked out without the abilities that have such
            // conditions (so reading one never loops).
            Ability::Static { condition: Some(c), .. } if self.board_guard.active() && condition_reads_board(c) => false,
            Ability::Static { condition: Some(c), .. } => self.static_condition_holds(o, c),
            _ => true,
        }
    }

    /// A condition over the battlefield, read with the guard up.
    fn on_board(&self, read: impl FnOnce() -> bool) -> bool {
        self.board_guard.enter();
        let r = read();
        self.board_guard.leave();
        r
    }

    /// A static ability's condition, for the ability of `o` (its controller is "you").
    pub(crate) fn static_condition_holds(&self, o: &GameObject, c: &Condition) -> bool {
        self.static_condition_for(o, o.controller, c)
    }

    /// A static ability's condition, read with `you` as "you" (its
    /// controller, or in turn each player a `some_player` names).
    fn static_condition_for(&self, o: &GameObject, you: PlayerId, c: &Condition) -> bool {
        match c {
            Condition::NoCardsInHand => self.players.get(you.0 as usize).is_some_and(|p| p.hand.is_empty()),
            Condition::MoreCardsInHandThanEachOpponent => (you.0 as usize) < self.players.len() && self.more_cards_in_hand_than_each_opponent(you),
            Condition::LifeAtLeast { amount } => self.life_of(you) >= *amount,
            // 500: the turn is the active player's.
            Condition::YourTurn => self.active_players().contains(&you),
            // "as long as [this] is equipped": the attachments' characteristics (613).
            Condition::AtLeast { amount, count } if amount_reads_board(amount) => self.on_board(|| self.static_condition_amount(o, you, amount) >= *count),
            Condition::AtLeast { amount, count } => self.static_condition_amount(o, you, amount) >= *count,
            Condition::All { of } => of.iter().all(|x| self.static_condition_for(o, you, x)),
            Condition::Any { of } => of.iter().any(|x| self.static_condition_for(o, you, x)),
            Condition::Not { of } => !self.static_condition_for(o, you, of),
            // "as long as an opponent has 10 or less life": some player of the
            // relation (to the controller) in the game, read as "you".
            Condition::SomePlayer { who, of } => {
                let players = match who {
                    None => self.apnap(),
                    Some(Relation::Opponent) => self.opponents(o.controller),
                    Some(Relation::You) => vec![o.controller],
                };
                players.into_iter().any(|p| self.static_condition_for(o, p, of))
            }
            // "as long as you control a Forest", metalcraft: the permanents as
            // they are now, with their characteristics (613).
            Condition::PermanentsAtLeast { filter, count } => self.on_board(|| self.scan_at_least(filter, o, *count as usize)),
            Condition::NoPermanents { filter } => self.on_board(|| !self.scan_at_least(filter, o, 1)),
            // "as long as it's attacking / untapped": the object itself.
            Condition::SourceIs { filter } => o.on_battlefield() && self.on_board(|| self.matches(o.id, filter, you, None)),
            // "as long as enchanted creature is white": the permanent it is attached to.
            Condition::AttachedIs { filter } => match &o.extra.attached_to {
                Some(super::events::TargetChoice::Object(host)) => o.on_battlefield() && self.on_board(|| self.matches(*host, filter, you, Some(o.id))),
                _ => false,
            },
            // Refused by validation for a static ability's condition.
            _ => false,
        }
    }

    /// At least `n` permanents match the filter (read from `o`'s controller's
    /// point of view). A scan of the battlefield: the condition may be read
    /// while a move is under way, before the indexes know of it.
    fn scan_at_least(&self, filter: &Filter, o: &GameObject, n: usize) -> bool {
        self.battlefield.iter().filter(|id| self.objects.get(id).is_some_and(|x| !x.phased_out) && self.matches(**id, filter, o.controller, Some(o.id))).take(n).count() >= n
    }

    /// A number a static ability's condition reads (`you`: as for `static_condition_for`).
    fn static_condition_amount(&self, o: &GameObject, you: PlayerId, a: &Amount) -> i32 {
        if let Some(n) = super::amounts::combine(a, &mut |x| self.static_condition_amount(o, you, x)) {
            return n;
        }
        match a {
            Amount::Fixed(n) => *n,
            Amount::Dynamic(DynamicAmount::CountersOn { what: ObjRef::This, kind }) => o.extra.counters.get(kind).map(|n| super::limits::clamp_i32(*n)).unwrap_or(0),
            Amount::Dynamic(DynamicAmount::CardsInHand { player: PlayerRef::You }) => self.players.get(you.0 as usize).map(|p| super::limits::clamp_i32(p.hand.len())).unwrap_or(0),
            Amount::Dynamic(DynamicAmount::LifeOf { player: PlayerRef::You }) => self.life_of(you),
            Amount::Dynamic(DynamicAmount::CardsIn { zone, filter, whose }) => self.printed_cards_in(o, you, *zone, filter, *whose),
            Amount::Dynamic(DynamicAmount::AttachedTo { what: ObjRef::This, filter }) => self.attached_count(o.id, filter, o.controller, Some(o.id), &o.extra.chosen),
            _ => 0,
        }
    }

    /// The cards in a zone matching a filter read from their printed
    /// characteristics (a card in a library, hand or graveyard has them).
    fn printed_cards_in(&self, o: &GameObject, you: PlayerId, zone: ZoneName, filter: &Filter, whose: Option<Relation>) -> i32 {
        let matches = |id: &ObjectId| {
            filter.is_empty()
                || self.objects.get(id).is_some_and(|x| matches_filter(&base_chars(x), x, filter, you, Some(o.id), || &o.extra.chosen, |_| CombatRole::NONE, |_| None))
        };
        self.count_in_zone(zone, whose, you, matches)
    }

    /// One number for whether each conditional static ability of the
    /// battlefield applies now (0 when there is none): part of the
    /// characteristics cache's stamp.
    /// Conditions over the battlefield are left out of the stamp
    /// (`with_board` false): while one is in force nothing is cached.
    pub(crate) fn static_conditions_digest(&self, with_board: bool) -> u64 {
        let mut h: u64 = 0;
        for id in &self.conditional_sources {
            let Some(o) = self.objects.get(id) else { continue };
            let d: &CardDef = o.face_def();
            for (i, a) in d.abilities.iter().enumerate() {
                if let Ability::Static { condition: Some(c), .. } = a {
                    if !with_board && condition_reads_board(c) {
                        continue;
                    }
                    let bit = u64::from(self.static_condition_holds(o, c));
                    h = h.wrapping_mul(0x100_0000_01b3).wrapping_add(id.0.wrapping_mul(64).wrapping_add(i as u64) * 2 + bit);
                }
            }
        }
        h
    }

    /// After a change: if a conditional static ability started or stopped
    /// applying, every object may have changed.
    pub(crate) fn note_static_conditions(&mut self) {
        if self.conditional_sources.is_empty() {
            return;
        }
        let now = self.static_conditions_digest(true);
        if now != self.static_conditions_seen {
            self.static_conditions_seen = now;
            self.mark_all_dirty();
        }
    }
}

/// Does a static ability's condition look at permanents' characteristics or
/// state (so no characteristics are kept from one look to the next while it
/// is in force)?
pub fn condition_reads_board(c: &Condition) -> bool {
    match c {
        Condition::PermanentsAtLeast { .. } | Condition::NoPermanents { .. } | Condition::SourceIs { .. } | Condition::AttachedIs { .. } => true,
        Condition::AtLeast { amount, .. } => amount_reads_board(amount),
        Condition::All { of } | Condition::Any { of } => of.iter().any(condition_reads_board),
        Condition::Not { of } | Condition::SomePlayer { of, .. } => condition_reads_board(of),
        _ => false,
    }
}

/// Does a number a static ability's condition reads look at permanents'
/// characteristics (the Auras or Equipment attached to the object)?
fn amount_reads_board(a: &Amount) -> bool {
    match a {
        Amount::Dynamic(DynamicAmount::AttachedTo { .. }) => true,
        Amount::Dynamic(DynamicAmount::Sum { of } | DynamicAmount::Max { of }) => of.iter().any(amount_reads_board),
        Amount::Dynamic(DynamicAmount::Times { of, .. }) => amount_reads_board(of),
        _ => false,
    }
}

/// How deep the reading of conditions over the battlefield is (0: not
/// reading one). Not part of the state: never compared, cloned or serialized.
#[derive(Default)]
pub struct BoardGuard(std::sync::atomic::AtomicU32);

impl BoardGuard {
    pub fn active(&self) -> bool {
        self.0.load(std::sync::atomic::Ordering::Relaxed) > 0
    }
    fn enter(&self) {
        self.0.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    }
    fn leave(&self) {
        self.0.fetch_sub(1, std::sync::atomic::Ordering::Relaxed);
    }
}

impl Clone for BoardGuard {
    fn clone(&self) -> Self {
        BoardGuard::default()
    }
}

impl PartialEq for BoardGuard {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl std::fmt::Debug for BoardGuard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("BoardGuard")
    }
}

impl CardDef {
    /// Does the card have a static ability with a condition?
    pub fn has_conditional_static(&self) -> bool {
        self.abilities.iter().any(|a| matches!(a, Ability::Static { condition: Some(_), .. }))
    }
}

impl Game {
    /// 402: does `you` have more cards in hand than each opponent (true with
    /// no opponent left)? Players who have left the game aren't opponents.
    pub(crate) fn more_cards_in_hand_than_each_opponent(&self, you: PlayerId) -> bool {
        let mine = self.player(you).hand.len();
        self.opponents(you).iter().all(|o| self.player(*o).hand.len() < mine)
    }
}
