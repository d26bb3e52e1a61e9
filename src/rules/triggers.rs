//! Triggered abilities (603): noticing trigger events, waiting until a player
//! would receive priority, and going on the stack in APNAP order (603.3b).
//! The engine asks only the indexed trigger sources, never the whole board.

use super::events::*;
use super::layers::Characteristics;
use super::state::*;
use super::types::*;
use crate::cards::def::*;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::sync::Arc;

/// The kind of event a triggered ability watches (603.2), the key of
/// `Game::trigger_index`: an event asks only the sources indexed under the
/// kinds it can match. A `…Self` kind is a trigger on the source's own event
/// ("when this enters", "whenever this attacks"): the event asks only its own
/// object. `Grants` and `Granted` are not events: the static sources that grant
/// triggered abilities to other objects (613.1f), whose reach every event adds,
/// and the objects that had, when indexed, a triggered ability they weren't
/// printed with (neither may be judged by its printed abilities alone).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TriggerKind {
    Enters,
    EntersSelf,
    Dies,
    DiesSelf,
    PutIntoGraveyard,
    PutIntoGraveyardSelf,
    LeavesBattlefield,
    LeavesBattlefieldSelf,
    EnchantedDies,
    BecomesTapped,
    BecomesTappedSelf,
    BecomesUntapped,
    BecomesUntappedSelf,
    State,
    SpellCast,
    LifeGained,
    LifeLost,
    CardDrawn,
    CardDiscarded,
    DiscardedByOpponent,
    DiscardedByOpponentSelf,
    HauntedDies,
    ResolvedIntoGraveyardSelf,
    PermanentTurnedFaceUp,
    CountersPut,
    CountersPutSelf,
    CountersRemoved,
    CountersRemovedSelf,
    BecomesBlockedSelf,
    BecomesTarget,
    BecomesTargetSelf,
    AttacksSelf,
    AttacksAlone,
    BlocksSelf,
    PutIntoZone,
    RevealedThisWay,
    DealsDamage,
    DealsDamageSelf,
    DealsCombatDamageToPlayerSelf,
    IsDealtDamage,
    IsDealtDamageSelf,
    ExiledByMadnessSelf,
    TurnedFaceUpSelf,
    Cycled,
    CycledSelf,
    PlayerLoses,
    BeginningOfStep,
    EndOfCombat,
    SetInMotion,
    OpeningHandReveal,
    TappedForMana,
    Grants,
    Granted,
    /// An event of the creature the source is attached to (`TriggerCondition::Attached`).
    Attached,
}

impl TriggerKind {
    /// A trigger on the source's own event: only that object is asked.
    pub fn is_self(self) -> bool {
        use TriggerKind::*;
        matches!(
            self,
            EntersSelf
                | DiesSelf
                | PutIntoGraveyardSelf
                | LeavesBattlefieldSelf
                | BecomesTappedSelf
                | BecomesUntappedSelf
                | CountersPutSelf
                | CountersRemovedSelf
                | BecomesBlockedSelf
                | BecomesTargetSelf
                | AttacksSelf
                | BlocksSelf
                | DealsDamageSelf
                | DealsCombatDamageToPlayerSelf
                | IsDealtDamageSelf
                | ExiledByMadnessSelf
                | ResolvedIntoGraveyardSelf
                | TurnedFaceUpSelf
                | CycledSelf
        )
    }
}

/// The kinds of event a trigger condition watches: one, or each of an
/// `Either`'s.
pub fn trigger_kinds(t: &TriggerCondition) -> Vec<TriggerKind> {
    match t {
        TriggerCondition::Either { of } => of.iter().flat_map(trigger_kinds).collect(),
        _ => vec![trigger_kind(t)],
    }
}

/// Does the trigger condition answer an event that `answers` recognises in
/// one condition: the condition itself, or one of an `Either`'s?
pub(crate) fn answers_event<R>(t: &TriggerCondition, answers: &mut impl FnMut(&TriggerCondition) -> Option<R>) -> Option<R> {
    match t {
        TriggerCondition::Either { of } => of.iter().find_map(|x| answers_event(x, answers)),
        _ => answers(t),
    }
}

/// The kind of event a trigger condition watches (see `TriggerKind`; an
/// `Either` by its first event: `trigger_kinds` has them all).
pub fn trigger_kind(t: &TriggerCondition) -> TriggerKind {
    use TriggerCondition as C;
    use TriggerKind as K;
    let own = |f: &Option<Filter>, all: K, this: K| if f.is_some() { all } else { this };
    match t {
        C::EntersBattlefield { filter } => own(filter, K::Enters, K::EntersSelf),
        C::Dies { filter } => own(filter, K::Dies, K::DiesSelf),
        C::Blocks => K::BlocksSelf,
        C::BecomesTarget { filter, .. } => own(filter, K::BecomesTarget, K::BecomesTargetSelf),
        C::PutIntoGraveyardFromBattlefield { filter } => own(filter, K::PutIntoGraveyard, K::PutIntoGraveyardSelf),
        C::EnchantedDies => K::EnchantedDies,
        C::State { .. } => K::State,
        C::SpellCast { .. } => K::SpellCast,
        C::LifeGained { .. } => K::LifeGained,
        C::LifeLost { .. } => K::LifeLost,
        C::CardDrawn { .. } => K::CardDrawn,
        C::CardDiscarded { .. } => K::CardDiscarded,
        C::DiscardedByOpponent { this: false } => K::DiscardedByOpponent,
        C::DiscardedByOpponent { this: true } => K::DiscardedByOpponentSelf,
        C::HauntedDies => K::HauntedDies,
        C::PermanentTurnedFaceUp => K::PermanentTurnedFaceUp,
        C::ResolvedIntoGraveyard => K::ResolvedIntoGraveyardSelf,
        C::Counters { change: CounterChange::Put, filter, .. } => own(filter, K::CountersPut, K::CountersPutSelf),
        C::Counters { change: CounterChange::Removed, filter, .. } => own(filter, K::CountersRemoved, K::CountersRemovedSelf),
        C::BecomesBlocked | C::BlockedBy { .. } => K::BecomesBlockedSelf,
        C::BlocksOrBecomesBlocked | C::BlocksOrBlockedBy { .. } | C::BlocksAny | C::AttacksOrBlocks => K::BlocksSelf,
        C::LeavesBattlefield { filter, .. } => own(filter, K::LeavesBattlefield, K::LeavesBattlefieldSelf),
        C::PutIntoZone { .. } => K::PutIntoZone,
        C::RevealedThisWay { .. } => K::RevealedThisWay,
        C::BecomesTapped { filter } => own(filter, K::BecomesTapped, K::BecomesTappedSelf),
        C::BecomesUntapped { filter } => own(filter, K::BecomesUntapped, K::BecomesUntappedSelf),
        C::DealsDamage { filter, .. } => own(filter, K::DealsDamage, K::DealsDamageSelf),
        C::PlayerLoses => K::PlayerLoses,
        C::Attacks | C::AttacksUnblocked => K::AttacksSelf,
        C::AttacksAlone { .. } => K::AttacksAlone,
        C::BeginningOfStep { .. } => K::BeginningOfStep,
        C::EndOfCombat => K::EndOfCombat,
        C::DealsCombatDamageToPlayer => K::DealsCombatDamageToPlayerSelf,
        C::SetInMotion => K::SetInMotion,
        C::OpeningHandReveal { .. } => K::OpeningHandReveal,
        C::IsDealtDamage { filter } => own(filter, K::IsDealtDamage, K::IsDealtDamageSelf),
        C::ExiledByMadness => K::ExiledByMadnessSelf,
        C::TurnedFaceUp => K::TurnedFaceUpSelf,
        C::Cycled { filter } => own(filter, K::Cycled, K::CycledSelf),
        C::Either { of } => of.first().map_or(K::State, trigger_kind),
        C::TappedForMana { .. } => K::TappedForMana,
        C::Attached { .. } => K::Attached,
    }
}

/// What made permanents targets: a spell (its object on the stack) or an
/// ability, and its controller (for "becomes the target of" triggers).
pub(crate) struct Targeting {
    pub words: String,
    pub controller: PlayerId,
    pub spell: Option<ObjectId>,
    /// The spell or ability on the stack: the trigger object of a permanent's
    /// own "becomes the target" trigger ("counter that spell or ability").
    pub item: ObjectId,
}

/// The kinds a permanent leaving the battlefield can match (603.6c–d, 603.10a).
pub(crate) const LEAVING_KINDS: &[TriggerKind] = &[
    TriggerKind::Dies,
    TriggerKind::DiesSelf,
    TriggerKind::EnchantedDies,
    TriggerKind::PutIntoGraveyard,
    TriggerKind::PutIntoGraveyardSelf,
    TriggerKind::LeavesBattlefield,
    TriggerKind::LeavesBattlefieldSelf,
];

/// The static changes of an ability that grant a triggered ability (or a
/// keyword that stands for one, 702.24a flanking), with what they reach.
fn granted_trigger_reach(a: &Ability) -> Option<Affects> {
    let Ability::Static { effect, .. } = a else { return None };
    let (affects, mods) = effect.as_continuous()?;
    let grants = |m: &Modification| match m {
        Modification::AddAbility(x) => matches!(**x, Ability::Triggered { .. }),
        Modification::AddKeyword(k) => crate::cards::def::triggered_keyword_ability(*k).is_some(),
        _ => false,
    };
    mods.iter().any(grants).then(|| affects.clone())
}

/// The index keys of a permanent (see `Game::trigger_index`): the kinds its printed
/// (or copied) abilities and its current ones watch, a superset that an effect
/// removing abilities (613.1f) can't make wrong, since each event still asks the
/// source's current abilities; and `Grants` when it grants triggered abilities.
pub(crate) fn trigger_kinds_of(d: &CardDef, c: &Characteristics) -> BTreeSet<TriggerKind> {
    let mut out = BTreeSet::new();
    for a in d.abilities.iter().chain(c.abilities.iter()) {
        if let Ability::Triggered { trigger, .. } = a {
            out.extend(trigger_kinds(trigger));
        }
        if granted_trigger_reach(a).is_some() {
            out.insert(TriggerKind::Grants);
        }
    }
    if c.abilities.iter().any(|a| matches!(a, Ability::Triggered { .. }) && !d.abilities.contains(a)) {
        out.insert(TriggerKind::Granted);
    }
    out
}

impl Game {
    /// 603.4: does a triggered ability's intervening "if" hold, for its
    /// controller and, for "that player has ...", the player the trigger
    /// event names?
    pub(crate) fn intervening_if_holds(&self, c: &Condition, controller: PlayerId, source: ObjectId, trigger_player: Option<PlayerId>) -> bool {
        match c {
            Condition::TriggerPlayerHas { of } => trigger_player.is_some_and(|p| self.condition_holds(of, p, source)),
            other => self.condition_holds(other, controller, source),
        }
    }

    /// 603.2: an ability triggers; it waits for the next time a player would receive priority (603.3).
    pub(crate) fn trigger(&mut self, source: ObjectId, controller: PlayerId, ability: Ability, trigger_object: Option<ObjectId>, event: String) {
        self.trigger_full(source, controller, ability, trigger_object, None, event);
    }

    /// As `trigger`, naming also the player of the event ("that player").
    pub(crate) fn trigger_full(&mut self, source: ObjectId, controller: PlayerId, ability: Ability, trigger_object: Option<ObjectId>, trigger_player: Option<PlayerId>, event: String) {
        // 603.4: an intervening "if" must be true when the event happens.
        if let Ability::Triggered { condition: Some(c), .. } = &ability {
            if !self.intervening_if_holds(c, controller, source, trigger_player) {
                return;
            }
        }
        let id = self.next_trigger_id;
        self.next_trigger_id += 1;
        let source_name = self.name_of(source);
        let text = ability.text().to_string();
        self.waiting_triggers.push_back(PendingTrigger { id, controller, source, source_name: source_name.clone(), ability, trigger_object, trigger_player, delayed: false, follows_source: false, event: event.clone() });
        self.note_waiting(super::changes::WaitingChange::Added(id));
        self.emit(Event::new(
            "603.2",
            EventKind::AbilityTriggered { controller, source, trigger: event.clone() },
            format!("{source_name}'s ability triggers ({event}) and waits to be put on the stack (603.3): {text}"),
        ));
    }

    /// The objects an event of these kinds asks (603.2): the sources indexed
    /// under each kind (for a `…Self` kind, only `subject`, the event's own
    /// object, when it is indexed so), the cards in graveyards whose abilities
    /// watch it from there (112.6k), everything the static sources that grant
    /// triggered abilities reach, then the `extra` objects (look-back, 603.10a;
    /// a card in its new zone, 603.6c). Sorted by id, then the extras in order;
    /// each object once. O(n log n) for n candidates, nothing else on the board.
    pub(crate) fn trigger_candidates(&self, kinds: &[TriggerKind], subject: Option<ObjectId>, extra: &[ObjectId]) -> Vec<ObjectId> {
        let mut sets: Vec<&BTreeSet<ObjectId>> = Vec::new();
        let mut more: Vec<ObjectId> = Vec::new();
        for k in kinds {
            for set in [self.trigger_index.get(k), self.graveyard_trigger_index.get(k)].into_iter().flatten() {
                if k.is_self() {
                    more.extend(subject.filter(|s| set.contains(s)));
                } else {
                    sets.push(set);
                }
            }
        }
        more.extend(self.granted_reach());
        let mut out: Vec<ObjectId> = if sets.len() == 1 && more.is_empty() {
            sets[0].iter().copied().collect()
        } else {
            let mut all: BTreeSet<ObjectId> = more.into_iter().collect();
            for set in sets {
                all.extend(set.iter().copied());
            }
            all.into_iter().collect()
        };
        let sorted = out.len();
        for e in extra {
            if out[..sorted].binary_search(e).is_err() && !out[sorted..].contains(e) {
                out.push(*e);
            }
        }
        out
    }

    /// 613.1f: an ability granted by a static ability may appear on an object after it was
    /// indexed (the granting permanent came later, or an Aura moved): what each such source
    /// reaches is asked too. An Aura or Equipment reaches one object; a "creatures you
    /// control have ..." static the whole battlefield (rare; correct before fast).
    fn granted_reach(&self) -> BTreeSet<ObjectId> {
        let mut out = BTreeSet::new();
        let Some(grantors) = self.trigger_index.get(&TriggerKind::Grants) else { return out };
        for g in grantors {
            let Some(o) = self.objects.get(g) else { continue };
            let d = o.face_def();
            for a in &d.abilities {
                match granted_trigger_reach(a) {
                    None => {}
                    Some(Affects::This) => {
                        out.insert(*g);
                    }
                    Some(Affects::Attached) => {
                        if let Some(TargetChoice::Object(x)) = o.extra.attached_to {
                            out.insert(x);
                        }
                    }
                    Some(Affects::All(_)) => {
                        self.note_scan();
                        out.extend(self.battlefield.iter().copied())
                    }
                }
            }
        }
        out
    }

    /// Every triggered ability of the indexed sources of these kinds (plus extra
    /// objects, for look-back) that matches.
    fn find_triggers(&mut self, extra: &[ObjectId], kinds: &[TriggerKind], subject: Option<ObjectId>, pred: impl Fn(&Game, ObjectId, &TriggerCondition) -> Option<Option<ObjectId>>, event: &str) {
        self.find_triggers_ctx(extra, kinds, subject, pred, event, None, None);
    }

    /// `find_triggers`, with the player the event names ("that player") and
    /// its amount ("that much", filled in as the ability triggers).
    #[allow(clippy::too_many_arguments)]
    fn find_triggers_ctx(
        &mut self,
        extra: &[ObjectId],
        kinds: &[TriggerKind],
        subject: Option<ObjectId>,
        pred: impl Fn(&Game, ObjectId, &TriggerCondition) -> Option<Option<ObjectId>>,
        event: &str,
        player: Option<PlayerId>,
        amount: Option<i32>,
    ) {
        self.find_triggers_seen(extra, kinds, subject, None, pred, event, player, amount);
    }

    /// `find_triggers_ctx`, seeing the sources as `before` pictured them when
    /// given: a look-back trigger (603.6d) asks the abilities each source had
    /// immediately before the event, whether it is still there or left with
    /// the others, and only the sources that existed then.
    #[allow(clippy::too_many_arguments)]
    fn find_triggers_seen(
        &mut self,
        extra: &[ObjectId],
        kinds: &[TriggerKind],
        subject: Option<ObjectId>,
        before: Option<&BTreeMap<ObjectId, Arc<Characteristics>>>,
        pred: impl Fn(&Game, ObjectId, &TriggerCondition) -> Option<Option<ObjectId>>,
        event: &str,
        player: Option<PlayerId>,
        amount: Option<i32>,
    ) {
        self.find_triggers_worded(extra, kinds, subject, before, pred, &|_: &Game| event.to_string(), player, amount);
    }

    /// `find_triggers_seen` with the event worded by `event` only if some
    /// ability triggers (603.2: most events trigger nothing, and their words
    /// are then never read). It is worded from the game as the search found
    /// it, before any trigger is recorded: the same words as taken up front.
    #[allow(clippy::too_many_arguments)]
    fn find_triggers_worded(
        &mut self,
        extra: &[ObjectId],
        kinds: &[TriggerKind],
        subject: Option<ObjectId>,
        before: Option<&BTreeMap<ObjectId, Arc<Characteristics>>>,
        pred: impl Fn(&Game, ObjectId, &TriggerCondition) -> Option<Option<ObjectId>>,
        event: &dyn Fn(&Game) -> String,
        player: Option<PlayerId>,
        amount: Option<i32>,
    ) {
        let sources = self.trigger_candidates(kinds, subject, extra);
        // Objects whose abilities may not be their printed ones (613.1f): no shortcut for them.
        let mut granted = self.granted_reach();
        if let Some(g) = self.trigger_index.get(&TriggerKind::Granted) {
            granted.extend(g.iter().copied());
        }
        let mut fired = Vec::new();
        for s in sources {
            if let Some(c) = before.and_then(|b| b.get(&s)) {
                // Where the source was as the event began (112.6k): where it left from, or where it still is.
                let was = self.lki.get(&s).map(|l| l.object.zone).or_else(|| self.obj(s).map(|o| o.zone)).unwrap_or(Zone::Battlefield);
                for a in c.abilities.iter().filter(|a| a.works_in(was)) {
                    if let Ability::Triggered { trigger, .. } = a {
                        if let Some(obj) = answers_event(trigger, &mut |x| pred(self, s, x)) {
                            fired.push((s, c.controller, a.clone(), obj));
                        }
                    }
                }
                continue;
            }
            // 603.2e: an object that no player other than its owner can see (in a hand or a
            // library, or face down outside the battlefield) triggers nothing. A face-down
            // permanent shows no abilities at all (its characteristics are blank).
            // The answers for the printed conditions, kept: the same condition gets the same answer.
            let mut asked: Vec<(&TriggerCondition, Option<Option<ObjectId>>)> = Vec::new();
            if let Some(o) = self.obj(s) {
                if matches!(o.zone, Zone::Hand(_) | Zone::Library(_)) || (o.face_down && o.zone != Zone::Battlefield) {
                    continue;
                }
                // Cheap first look at the printed (or copied) abilities, a superset of the
                // triggered abilities the object can have unless an effect granted it one
                // (613.1f): computing its characteristics (613) is only worth it if one of
                // them answers this event.
                let d = o.face_def();
                for a in d.abilities.iter().filter(|a| a.works_in(o.zone)) {
                    if let Ability::Triggered { trigger, .. } = a {
                        asked.push((trigger, answers_event(trigger, &mut |x| pred(self, s, x))));
                    }
                }
                if d.evoke.is_none() && d.recover.is_none() && !granted.contains(&s) && !asked.iter().any(|(_, r)| r.is_some()) {
                    continue;
                }
            }
            let Some(c) = self.chars(s) else { continue };
            let zone = self.obj(s).map_or(Zone::Battlefield, |o| o.zone);
            for a in c.abilities.iter().filter(|a| a.works_in(zone)) {
                if let Ability::Triggered { trigger, .. } = a {
                    let r = match asked.iter().find(|(t, _)| *t == trigger) {
                        Some((_, r)) => *r,
                        None => answers_event(trigger, &mut |x| pred(self, s, x)),
                    };
                    if let Some(obj) = r {
                        fired.push((s, c.controller, a.clone(), obj));
                    }
                }
            }
        }
        if fired.is_empty() {
            return;
        }
        let event = event(self);
        for (s, ctl, mut a, obj) in fired {
            if let (Some(n), Ability::Triggered { effects, .. }) = (amount, &mut a) {
                for e in effects.iter_mut() {
                    super::replacement::fill_that_much(e, n);
                }
            }
            self.trigger_full(s, ctl, a, obj, player, event.clone());
        }
    }

    pub(crate) fn etb_triggers(&mut self, entered: ObjectId) {
        let name = self.name_of(entered);
        // 603.6a: every permanent on the battlefield, the new one included, is checked.
        self.find_triggers(
            &[entered],
            &[TriggerKind::Enters, TriggerKind::EntersSelf],
            Some(entered),
            |g, s, t| match t {
                TriggerCondition::EntersBattlefield { filter: None } if s == entered => Some(Some(entered)),
                TriggerCondition::EntersBattlefield { filter: Some(f) } => {
                    let you = g.controller_of(s).unwrap_or(PlayerId(0));
                    if g.matches(entered, f, you, Some(s)) {
                        Some(Some(entered))
                    } else {
                        None
                    }
                }
                _ => None,
            },
            &format!("{name} entered the battlefield"),
        );
    }

    /// Called when a permanent left the battlefield for a graveyard (it "died" if a creature).
    /// A permanent went from the battlefield to a graveyard. Inside a batch of
    /// simultaneous moves (one spell destroying several permanents, one
    /// state-based check), the check waits for the end of the batch, so that
    /// every object that left with it can look back (603.6d, 603.10a).
    pub(crate) fn dies_triggers(&mut self, old: ObjectId) {
        if let Some(batch) = self.leaving_batch.as_mut() {
            batch.push(old);
            return;
        }
        let before = std::mem::take(&mut self.batch_before);
        self.graveyard_triggers(old, &[old], &before);
    }

    /// Start a batch of simultaneous zone changes (see `dies_triggers` and
    /// `Game::move_batch`): the replacements that exist now apply to all of it
    /// (614.1a), and the objects about to move, with the trigger sources that
    /// look back, are pictured as they are now (112.7a, 603.6d). Returns false
    /// when a batch is already open (this one is part of it).
    pub(crate) fn batch_begin(&mut self, moving: &[ObjectId]) -> bool {
        if self.leaving_batch.is_some() {
            self.picture_before(moving);
            return false;
        }
        self.leaving_batch = Some(Vec::new());
        let die = self.die_replacements_now();
        self.batch_die_replacements = (!die.is_empty()).then_some(die);
        self.picture_before(moving);
        true
    }

    /// End the batch: each object that left the battlefield is matched against
    /// the abilities of every trigger source as they were before the event,
    /// including those that left with it (603.6d); then each card that arrived
    /// in a graveyard or exile is matched against the objects that exist after
    /// the whole event (603.6c); then state triggers are checked (603.8).
    pub(crate) fn batch_end(&mut self, started: bool) {
        if !started {
            return;
        }
        let left = self.leaving_batch.take().unwrap_or_default();
        self.batch_die_replacements = None;
        let before = std::mem::take(&mut self.batch_before);
        for old in &left {
            self.graveyard_triggers(*old, &left, &before);
        }
        for new in std::mem::take(&mut self.arrivals_batch) {
            self.arrival_triggers(new);
        }
        // 610.3, 610.3c: what the permanents that left exiled "until" they leave returns, together.
        self.return_exiled_until(&left);
        self.check_state_triggers_now();
    }

    /// The triggers a permanent's leaving the battlefield just added (at the
    /// back, from `first`): 400.7 exceptions, a permanent's trigger on its
    /// own move and an Aura's trigger on its creature dying (603.6f), may
    /// find the source's new object in the graveyard; and a permanent
    /// "returned to a player's hand" went to its owner's hand (400.3), so
    /// "that player" is the owner, whoever controlled it.
    fn settle_left_triggers(&mut self, first: u64, old: ObjectId, owner: PlayerId) {
        for t in self.waiting_triggers.iter_mut().rev().take_while(|t| t.id >= first) {
            if t.source == old || matches!(t.ability, Ability::Triggered { trigger: TriggerCondition::EnchantedDies, .. }) {
                t.follows_source = true;
            }
            if matches!(t.ability, Ability::Triggered { trigger: TriggerCondition::LeavesBattlefield { to: Some(ZoneName::Hand), .. }, .. }) {
                t.trigger_player = Some(owner);
            }
        }
    }

    /// A permanent left the battlefield: dies, put into a graveyard from the
    /// battlefield, leaves the battlefield (to a given zone). These look back
    /// in time (603.6d): the permanent is matched as it last existed.
    fn graveyard_triggers(&mut self, old: ObjectId, look_back: &[ObjectId], before: &BTreeMap<ObjectId, Arc<Characteristics>>) {
        let Some(l) = self.lki.get(&old) else { return };
        let lchars = l.chars.clone();
        let owner = l.object.owner;
        let dest = l.became.and_then(|n| self.obj(n)).map(|o| o.zone);
        let dest_name = match dest {
            Some(Zone::Graveyard(_)) => Some(ZoneName::Graveyard),
            Some(Zone::Exile) => Some(ZoneName::Exile),
            Some(Zone::Hand(_)) => Some(ZoneName::Hand),
            Some(Zone::Library(_)) => Some(ZoneName::Library),
            _ => None,
        };
        let to_graveyard = dest_name == Some(ZoneName::Graveyard);
        let creature = lchars.is_creature() && to_graveyard;
        if creature {
            // 700.4: a creature died; "if a creature died this turn" reads the count.
            self.turn.creatures_died = self.turn.creatures_died.saturating_add(1);
            for t in lchars.subtypes.iter().filter(|t| super::choices::is_creature_type(t)) {
                let n = self.turn.died_types.entry(t.clone()).or_insert(0);
                *n = n.saturating_add(1);
            }
        }
        let name = lchars.name.clone();
        let matches = |g: &Game, s: ObjectId, f: &Filter| {
            let you = g.controller_of(s).unwrap_or(PlayerId(0));
            super::layers::matches_filter(&lchars, &g.lki[&old].object, f, you, Some(s), || g.chosen_of(Some(s)), |_| super::layers::CombatRole::NONE, |s| g.host_of(s))
        };
        let went = |to: &Option<ZoneName>| to.is_none() || *to == dest_name;
        // 603.6: the ability looks for the card in the zone it went to (and only there, 603.6c):
        // "that card" is the new object, found only while it stays in that zone. The player is
        // the permanent's last controller.
        // Only in a public zone (a card put into a hand or library can't be found, 603.6).
        let found = l.became.filter(|n| self.obj(*n).map(|o| o.zone.is_public()).unwrap_or(false)).unwrap_or(old);
        let player = Some(l.object.controller);
        // 603.10a: leaves-the-battlefield abilities look back in time: the objects that left
        // (the dying one and any that left at the same time) are asked too, as they were.
        let first_event = self.events.len();
        let first_trigger = self.next_trigger_id;
        // 603.10a, 112.6k: a card that reached a graveyard in this event wasn't
        // there before it: its abilities that work from there don't see it.
        let arrived: Vec<ObjectId> = look_back.iter().filter_map(|x| self.lki.get(x).and_then(|l| l.became)).collect();
        self.find_triggers_seen(
            look_back,
            LEAVING_KINDS,
            Some(old),
            Some(before),
            |g, s, t| match t {
                _ if arrived.contains(&s) => None,
                TriggerCondition::Dies { filter: None } if creature && s == old => Some(Some(found)),
                TriggerCondition::Dies { filter: Some(f) } if creature && matches(g, s, f) => Some(Some(found)),
                // 603.6f: an Aura's "when enchanted creature dies"; the Aura is still attached to the
                // old object (or left with it: its last known information says so, 603.10a).
                TriggerCondition::EnchantedDies if creature && g.attached_or_was(s) == Some(TargetChoice::Object(old)) => {
                    Some(Some(found))
                }
                TriggerCondition::PutIntoGraveyardFromBattlefield { filter: None } if to_graveyard && s == old => Some(Some(found)),
                TriggerCondition::PutIntoGraveyardFromBattlefield { filter: Some(f) } if to_graveyard && matches(g, s, f) => Some(Some(found)),
                TriggerCondition::LeavesBattlefield { filter: None, to } if s == old && went(to) => Some(Some(found)),
                TriggerCondition::LeavesBattlefield { filter: Some(f), to } if went(to) && matches(g, s, f) => Some(Some(found)),
                _ => None,
            },
            &format!(
                "{name} {}",
                match dest_name {
                    Some(ZoneName::Graveyard) => "was put into a graveyard from the battlefield",
                    Some(ZoneName::Exile) => "was exiled from the battlefield",
                    Some(ZoneName::Hand) => "was returned to its owner's hand from the battlefield",
                    Some(ZoneName::Library) => "was put into its owner's library from the battlefield",
                    None => "left the battlefield",
                }
            ),
            player,
            None,
        );
        self.settle_left_triggers(first_trigger, old, owner);
        if creature {
            self.haunted_dies_triggers(old, found);
        }
        // The log says when an ability triggered only by looking back (603.6d): its source
        // left the battlefield in the same event.
        let gone: BTreeSet<ObjectId> = self.events[first_event..].iter().filter_map(|e| if let EventKind::AbilityTriggered { source, .. } = e.kind { Some(source) } else { None }).filter(|s| !self.abilities_function(*s)).collect();
        for e in self.events[first_event..].iter_mut() {
            if let EventKind::AbilityTriggered { source, .. } = e.kind {
                if gone.contains(&source) {
                    e.rule = "603.2+603.6d".into();
                    e.text.push_str(" (it looks back in time: its source left the battlefield in the same event, 603.6d)");
                }
            }
        }
        let event = format!("{name} left the battlefield");
        self.delayed_object_triggers(old, |w| matches!(w, TriggerCondition::LeavesBattlefield { .. }) || (creature && matches!(w, TriggerCondition::Dies { .. })), &event);
        // 603.7c: delayed abilities waiting for this permanent to die, leave or untap can never
        // trigger now (if it comes back, it is a new object).
        self.delayed.retain(|d| {
            !(d.object == Some(old)
                && matches!(d.when, TriggerCondition::LeavesBattlefield { .. } | TriggerCondition::Dies { .. } | TriggerCondition::BecomesUntapped { .. }))
        });
    }

    /// A card was put into a graveyard or exile, from anywhere (603.6c: not a
    /// leaves-the-battlefield ability, so no look-back: the sources are the
    /// objects that exist after the event, the card itself in its new zone
    /// included for its own "when this is put into ..." ability).
    pub(crate) fn arrival_triggers(&mut self, new: ObjectId) {
        if self.leaving_batch.is_some() {
            self.arrivals_batch.push(new);
            return;
        }
        let Some(o) = self.obj(new) else { return };
        let (zone, owner) = match o.zone {
            Zone::Graveyard(p) => (ZoneName::Graveyard, Some(p)),
            Zone::Exile => (ZoneName::Exile, Some(o.owner)),
            _ => return,
        };
        let name = self.name_of(new);
        self.find_triggers_ctx(
            &[new],
            &[TriggerKind::PutIntoZone],
            None,
            |g, s, t| match t {
                TriggerCondition::PutIntoZone { zone: z, filter, owner: rel } if *z == zone => {
                    if let (Some(rel), Some(owner)) = (rel, owner) {
                        if !g.relation_holds(s, &Some(*rel), owner) {
                            return None;
                        }
                    }
                    match filter {
                        None => (s == new).then_some(Some(new)),
                        Some(f) => {
                            let you = g.controller_of(s).unwrap_or(PlayerId(0));
                            (s != new && g.abilities_function(s) && g.matches(new, f, you, Some(s))).then_some(Some(new))
                        }
                    }
                }
                _ => None,
            },
            &format!("{name} was put into {}", if zone == ZoneName::Exile { "exile".to_string() } else { "a graveyard".to_string() }),
            owner,
            None,
        );
    }

    /// 603.2d: "becomes tapped" fires only when a permanent on the battlefield
    /// changes from untapped to tapped (never for one that enters tapped, 603.6e).
    pub(crate) fn tapped_triggers(&mut self, tapped: ObjectId) {
        self.tap_change_triggers(tapped, true);
    }

    /// 603.2d: "becomes untapped", likewise only on a change.
    pub(crate) fn untapped_triggers(&mut self, untapped: ObjectId) {
        self.tap_change_triggers(untapped, false);
    }

    fn tap_change_triggers(&mut self, obj: ObjectId, tapped: bool) {
        if self.trigger_sources.is_empty() && self.delayed.is_empty() {
            return;
        }
        let kinds: &[TriggerKind] = if tapped {
            &[TriggerKind::BecomesTapped, TriggerKind::BecomesTappedSelf]
        } else {
            &[TriggerKind::BecomesUntapped, TriggerKind::BecomesUntappedSelf]
        };
        // Worded only if something triggers (this runs at every tap and untap).
        self.find_triggers_worded(
            &[],
            kinds,
            Some(obj),
            None,
            |g, s, t| {
                let f = match (t, tapped) {
                    (TriggerCondition::BecomesTapped { filter }, true) | (TriggerCondition::BecomesUntapped { filter }, false) => filter,
                    _ => return None,
                };
                match f {
                    None => (s == obj).then_some(Some(obj)),
                    Some(f) => {
                        let you = g.controller_of(s).unwrap_or(PlayerId(0));
                        g.matches(obj, f, you, Some(s)).then_some(Some(obj))
                    }
                }
            },
            &|g: &Game| format!("{} became {}", g.name_of(obj), if tapped { "tapped" } else { "untapped" }),
            None,
            None,
        );
        if !tapped && !self.delayed.is_empty() {
            let name = self.name_of(obj);
            self.delayed_object_triggers(obj, |w| matches!(w, TriggerCondition::BecomesUntapped { .. }), &format!("{name} became untapped"));
        }
    }

    /// Whether `p` stands in the relation `by` to the controller of trigger source `s`.
    fn relation_holds(&self, s: ObjectId, by: &Option<Relation>, p: PlayerId) -> bool {
        let you = self.controller_of(s).unwrap_or(PlayerId(0));
        match by {
            None => true,
            Some(Relation::You) => p == you,
            Some(Relation::Opponent) => p != you && self.opponents(you).contains(&p),
        }
    }

    /// 702.28c: player `p` cycled the card `old` (discarded to pay a cycling
    /// cost): "When you cycle [this]" triggers from the zone the card is in
    /// now, and "Whenever a player cycles a card" on the battlefield.
    pub(crate) fn cycling_triggers(&mut self, p: PlayerId, old: ObjectId) {
        let Some(l) = self.lki.get(&old) else { return };
        let card = l.became.unwrap_or(old);
        let (chars, object) = (l.chars.clone(), l.object.clone());
        let name = chars.name.clone();
        self.find_triggers_ctx(
            &[card],
            &[TriggerKind::Cycled, TriggerKind::CycledSelf],
            Some(card),
            |g, s, t| match t {
                TriggerCondition::Cycled { filter: None } if s == card => Some(None),
                TriggerCondition::Cycled { filter: Some(f) } => {
                    let you = g.controller_of(s).unwrap_or(PlayerId(0));
                    super::layers::matches_filter(&chars, &object, f, you, Some(s), || g.chosen_of(Some(s)), |_| super::layers::CombatRole::NONE, |x| g.host_of(x)).then_some(None)
                }
                _ => None,
            },
            &format!("{} cycled {name}", self.player(p).name),
            Some(p),
            None,
        );
    }

    /// 603.2 / 601.2i: "whenever a player casts a spell".
    pub(crate) fn spell_cast_triggers(&mut self, spell: ObjectId) {
        let Some(caster) = self.controller_of(spell) else { return };
        let name = self.name_of(spell);
        self.find_triggers(
            &[],
            &[TriggerKind::SpellCast],
            None,
            |g, s, t| match t {
                TriggerCondition::SpellCast { filter, by } if g.relation_holds(s, by, caster) => {
                    let you = g.controller_of(s).unwrap_or(PlayerId(0));
                    let ok = filter.as_ref().map(|f| g.matches(spell, f, you, Some(s))).unwrap_or(true);
                    ok.then_some(Some(spell))
                }
                _ => None,
            },
            &format!("{} cast {name}", self.player(caster).name),
        );
    }

    /// 702.38a: a spell with storm, as it is cast, triggers "copy it for each
    /// spell cast before it this turn" (by any player); the count is fixed now.
    pub(crate) fn storm_trigger(&mut self, spell: ObjectId, caster: PlayerId) {
        if !self.chars(spell).is_some_and(|c| c.has_keyword(Keyword::Storm)) {
            return;
        }
        let before = self.players.iter().map(|p| p.spells_cast as i64).sum::<i64>().saturating_sub(1).max(0);
        let n = i32::try_from(before).unwrap_or(i32::MAX);
        let ability = Ability::Triggered {
            divide: None,
            trigger: TriggerCondition::SpellCast { filter: None, by: Some(Relation::You) },
            condition: None,
            targets: Vec::new(),
            effects: vec![Effect::CopySpell { what: ObjRef::TriggerObject, set_color: None, count: Some(Amount::Fixed(n)) }],
            modes: Vec::new(), from_graveyard: false,
            text: format!("Storm (When you cast this spell, copy it for each spell cast before it this turn: {n}. You may choose new targets for the copies.)"),
        };
        let name = self.name_of(spell);
        let pname = self.player(caster).name.clone();
        self.trigger(spell, caster, ability, Some(spell), format!("{pname} cast {name}, which has storm, after {n} other spell(s) this turn"));
    }

    /// 702.83a: a spell with cascade, as it is cast, triggers once for each
    /// instance (702.83b); the converted mana cost to beat is the spell's now.
    pub(crate) fn cascade_triggers(&mut self, spell: ObjectId, caster: PlayerId) {
        let Some(c) = self.chars(spell) else { return };
        let n = c.keywords.iter().filter(|k| **k == Keyword::Cascade).count();
        let below = self.mana_value_of(spell);
        let name = self.name_of(spell);
        let pname = self.player(caster).name.clone();
        for _ in 0..n {
            let ability = Ability::Triggered {
                divide: None,
                trigger: TriggerCondition::SpellCast { filter: None, by: Some(Relation::You) },
                condition: None,
                targets: Vec::new(),
                effects: vec![Effect::Cascade { below }],
                modes: Vec::new(), from_graveyard: false,
                text: format!("Cascade (When you cast this spell, exile cards from the top of your library until you exile a nonland card that costs less than {below}. You may cast it without paying its mana cost. Put the exiled cards on the bottom in a random order.)"),
            };
            self.trigger(spell, caster, ability, Some(spell), format!("{pname} cast {name}, which has cascade"));
        }
    }

    /// 702.58a: a spell with ripple, as it is cast, triggers "you may reveal
    /// the top N cards of your library; cast those with its name free; the
    /// rest on the bottom". Copies aren't cast, so they never ripple.
    pub(crate) fn ripple_trigger(&mut self, spell: ObjectId, caster: PlayerId) {
        let Some(n) = self.obj(spell).and_then(|o| o.def.ripple) else { return };
        let name = self.name_of(spell);
        let ability = Ability::Triggered {
            divide: None,
            trigger: TriggerCondition::SpellCast { filter: None, by: Some(Relation::You) },
            condition: None,
            targets: Vec::new(),
            effects: vec![Effect::Ripple { count: n, name: name.clone() }],
            modes: Vec::new(), from_graveyard: false,
            text: format!("Ripple {n} (When you cast this spell, you may reveal the top {n} cards of your library. You may cast any revealed cards named {name} without paying their mana costs. Put the rest on the bottom of your library.)"),
        };
        let pname = self.player(caster).name.clone();
        self.trigger(spell, caster, ability, Some(spell), format!("{pname} cast {name}, which has ripple {n}"));
    }

    /// "Whenever a player gains / loses life".
    pub(crate) fn life_triggers(&mut self, p: PlayerId, delta: i32) {
        let pname = self.player(p).name.clone();
        // "That player" is the one who gained or lost; "that much" how much (603.2).
        self.find_triggers_ctx(
            &[],
            &[if delta > 0 { TriggerKind::LifeGained } else { TriggerKind::LifeLost }],
            None,
            |g, s, t| match t {
                TriggerCondition::LifeGained { by } if delta > 0 && g.relation_holds(s, by, p) => Some(None),
                TriggerCondition::LifeLost { by } if delta < 0 && g.relation_holds(s, by, p) => Some(None),
                _ => None,
            },
            &format!("{pname} {} life", if delta > 0 { "gained" } else { "lost" }),
            Some(p),
            Some(delta.saturating_abs()),
        );
    }

    /// "Whenever a player draws a card".
    pub(crate) fn draw_triggers(&mut self, p: PlayerId) {
        let pname = self.player(p).name.clone();
        self.find_triggers_ctx(
            &[],
            &[TriggerKind::CardDrawn],
            None,
            |g, s, t| match t {
                TriggerCondition::CardDrawn { by } if g.relation_holds(s, by, p) => Some(None),
                _ => None,
            },
            &format!("{pname} drew a card"),
            Some(p),
            None,
        );
    }

    /// "Whenever a player discards a card".
    pub(crate) fn discard_triggers(&mut self, p: PlayerId, card: ObjectId) {
        let pname = self.player(p).name.clone();
        self.find_triggers_ctx(
            &[],
            &[TriggerKind::CardDiscarded],
            None,
            |g, s, t| match t {
                TriggerCondition::CardDiscarded { by } if g.relation_holds(s, by, p) => Some(Some(card)),
                _ => None,
            },
            &format!("{pname} discarded a card"),
            Some(p),
            None,
        );
    }

    /// 701.8: `p` discarded `card` (now the object `card`, wherever the
    /// discard put it) because of a spell or ability `cause` controlled: if
    /// `cause` is an opponent of `p`, "whenever a spell or ability an opponent
    /// controls causes you to discard a card" triggers on `p`'s permanents,
    /// and the card's own "... causes you to discard [this]" from wherever it
    /// went (the card watches its own discard, as madness does, 702.34a).
    /// "That player" is `cause`.
    pub(crate) fn discarded_by_opponent_triggers(&mut self, p: PlayerId, card: ObjectId, cause: Option<PlayerId>) {
        let Some(by) = cause.filter(|c| self.opponents(p).contains(c)) else { return };
        let (pname, bname) = (self.player(p).name.clone(), self.player(by).name.clone());
        let event = format!("a spell or ability {bname} controls made {pname} discard a card");
        self.find_triggers_ctx(
            &[],
            &[TriggerKind::DiscardedByOpponent],
            None,
            |g, s, t| match t {
                TriggerCondition::DiscardedByOpponent { this: false } if g.controller_of(s) == Some(p) => Some(Some(card)),
                _ => None,
            },
            &event,
            Some(by),
            None,
        );
        let Some(c) = self.chars(card) else { return };
        let name = c.name.clone();
        if self.obj(card).is_some_and(|o| o.owner != p) {
            return;
        }
        for a in c.abilities.iter().filter(|a| matches!(a, Ability::Triggered { trigger: TriggerCondition::DiscardedByOpponent { this: true }, .. })) {
            self.trigger_full(card, p, a.clone(), Some(card), Some(by), format!("a spell or ability {bname} controls made {pname} discard {name}"));
        }
    }

    /// 707.8: "whenever a permanent is turned face up": every permanent's
    /// (the one turned face up included, its abilities back); the trigger
    /// object is that permanent.
    pub(crate) fn permanent_turned_face_up_triggers(&mut self, permanent: ObjectId, controller: PlayerId, name: &str) {
        self.find_triggers_ctx(
            &[],
            &[TriggerKind::PermanentTurnedFaceUp],
            None,
            |_, _, t| matches!(t, TriggerCondition::PermanentTurnedFaceUp).then_some(Some(permanent)),
            &format!("{name} was turned face up"),
            Some(controller),
            None,
        );
    }

    /// 702.54b-c (reference rules): the creature `old` died (now `found`):
    /// each card still in exile haunting it triggers its "when the creature
    /// it haunts dies" abilities, controlled by the card's owner.
    fn haunted_dies_triggers(&mut self, old: ObjectId, found: ObjectId) {
        let Some(l) = self.lki.get(&old).filter(|l| !l.object.extra.haunted_by.is_empty()) else { return };
        let cards = l.object.extra.haunted_by.clone();
        let name = l.chars.name.clone();
        for card in cards {
            let Some(o) = self.obj(card).filter(|o| o.zone == Zone::Exile && o.extra.haunting == Some(old)) else { continue };
            let owner = o.owner;
            let Some(c) = self.chars(card) else { continue };
            let haunted = |t: &TriggerCondition| answers_event(t, &mut |x| matches!(x, TriggerCondition::HauntedDies).then_some(())).is_some();
            for a in c.abilities.iter().filter(|a| matches!(a, Ability::Triggered { trigger, .. } if haunted(trigger))) {
                self.trigger_full(card, owner, a.clone(), Some(found), Some(owner), format!("{name}, the creature {} haunts, died (702.54c)", c.name));
            }
        }
    }

    /// 702.54a (reference rules): the spell `card` (now in a graveyard) was
    /// put there as it resolved: its "when this spell is put into a graveyard
    /// during its resolution" ability triggers (haunt on an instant or sorcery).
    pub(crate) fn resolved_into_graveyard_triggers(&mut self, card: ObjectId) {
        let Some(o) = self.obj(card).filter(|o| matches!(o.zone, Zone::Graveyard(_))) else { return };
        // Only haunt adds the ability: a card without it (printed or written) is passed over at once.
        let printed = |a: &Ability| matches!(a, Ability::Triggered { trigger: TriggerCondition::ResolvedIntoGraveyard, .. });
        if !o.def.keywords.contains(&crate::rules::types::Keyword::Haunt) && !o.def.abilities.iter().any(printed) {
            return;
        }
        let owner = o.owner;
        let Some(c) = self.chars(card) else { return };
        for a in c.abilities.iter().filter(|a| matches!(a, Ability::Triggered { trigger: TriggerCondition::ResolvedIntoGraveyard, .. })) {
            self.trigger_full(card, owner, a.clone(), Some(card), Some(owner), format!("{} was put into a graveyard as it resolved", c.name));
        }
    }

    /// 702.34a: a card its madness exiled as it was discarded: its "when this
    /// card is exiled this way" ability triggers, controlled by its owner.
    pub(crate) fn madness_triggers(&mut self, p: PlayerId, card: ObjectId) {
        let Some(c) = self.chars(card) else { return };
        let name = c.name.clone();
        for a in c.abilities.iter().filter(|a| matches!(a, Ability::Triggered { trigger: TriggerCondition::ExiledByMadness, .. })) {
            self.trigger_full(card, p, a.clone(), Some(card), Some(p), format!("{name} was discarded and exiled by its madness"));
        }
    }

    /// "Whenever [kind] counters are put on / removed from this", "whenever a
    /// [kind] counter is put on a [filter] permanent" ("that much": how many).
    /// An ability that triggers for each counter (`each_counter`) triggers
    /// once per counter, up to `MAX_REPEAT` times for one event.
    pub(crate) fn counter_triggers(&mut self, on: ObjectId, kind: &str, n: u32, removed: bool) {
        let (all, this) = if removed { (TriggerKind::CountersRemoved, TriggerKind::CountersRemovedSelf) } else { (TriggerKind::CountersPut, TriggerKind::CountersPutSelf) };
        // A card in exile: only its abilities that function there (suspend, 702.61a).
        if self.obj(on).is_some_and(|o| o.zone == Zone::Exile) {
            let change = if removed { CounterChange::Removed } else { CounterChange::Put };
            let event = format!("{n} {kind} counter(s) were {} {}", if removed { "removed from" } else { "put on" }, self.name_of(on));
            let answers = |t: &TriggerCondition| matches!(t, TriggerCondition::Counters { change: c, kind: k, filter: None, .. } if *c == change && k.as_deref().is_none_or(|k| k == kind));
            self.exile_triggers(&[on], answers, &event);
            return;
        }
        // Cheap first: most counters are put where nothing watches (an index lookup each).
        let indexed = |k: TriggerKind| self.trigger_index.get(&k).is_some_and(|s| !s.is_empty());
        if !self.trigger_sources.contains(&on) && !indexed(all) && !indexed(TriggerKind::Grants) {
            return;
        }
        let change = if removed { CounterChange::Removed } else { CounterChange::Put };
        let name = self.name_of(on);
        let event = format!("{n} {kind} counter(s) were {} {name}", if removed { "removed from" } else { "put on" });
        let watches = |g: &Game, s: ObjectId, t: &TriggerCondition, each: bool| -> bool {
            let TriggerCondition::Counters { change: c, kind: k, filter, each_counter } = t else { return false };
            if *c != change || *each_counter != each || k.as_deref().is_some_and(|k| k != kind) {
                return false;
            }
            match filter {
                None => s == on,
                Some(f) => g.matches(on, f, g.controller_of(s).unwrap_or(PlayerId(0)), Some(s)),
            }
        };
        self.find_triggers_ctx(&[], &[all, this], Some(on), |g, s, t| watches(g, s, t, false).then_some(Some(on)), &event, None, Some(super::limits::clamp_i32(n)));
        let reps = n.min(super::limits::MAX_REPEAT as u32);
        for i in 0..reps {
            let before = self.waiting_triggers.len();
            self.find_triggers_ctx(&[], &[all, this], Some(on), |g, s, t| watches(g, s, t, true).then_some(Some(on)), &event, None, Some(1));
            if self.waiting_triggers.len() == before {
                break;
            }
            if i + 1 == reps && reps < n {
                self.limit_reached("603.2", &format!("triggering once for each of {n} counters"), n as i64, super::limits::MAX_REPEAT as i64, "MAX_REPEAT");
            }
        }
    }

    /// 603.10: "Reveal the first card you draw each turn. Whenever you reveal a [kind] card
    /// this way, ..." The static ability reveals the card (so it is seen by all, 603.2e);
    /// only the same permanent's linked triggered ability looks at what it revealed (607).
    pub(crate) fn reveal_draw(&mut self, p: PlayerId, card: ObjectId, first: bool) {
        // The reveal matters only with the linked trigger, so the trigger index is where to look.
        let revealers: Vec<ObjectId> = self
            .trigger_candidates(&[TriggerKind::RevealedThisWay], None, &[])
            .into_iter()
            .filter(|s| {
                let Some(you) = self.controller_of(*s) else { return false };
                let related = |whose: &Relation| match whose {
                    Relation::You => p == you,
                    Relation::Opponent => self.opponents(you).contains(&p),
                };
                self.chars(*s)
                    .map(|c| {
                        c.abilities.iter().any(|a| {
                            matches!(a, Ability::Static { effect: StaticEffect::RevealDraws { whose, first_each_turn }, .. } if related(whose) && (first || !*first_each_turn))
                        })
                    })
                    .unwrap_or(false)
            })
            .collect();
        for s in revealers {
            let (sname, cname, pname) = (self.name_of(s), self.name_of(card), self.player(p).name.clone());
            let which = if first { "the first card they drew this turn" } else { "a card they drew" };
            self.emit(Event::new("603.10", EventKind::Note, format!("{pname} reveals {cname}, {which} ({sname})")));
            let Some(c) = self.chars(s) else { continue };
            for a in &c.abilities {
                if let Ability::Triggered { trigger: TriggerCondition::RevealedThisWay { filter }, .. } = a {
                    if self.matches(card, filter, p, Some(s)) {
                        self.trigger(s, c.controller, a.clone(), Some(card), format!("{pname} revealed {cname} this way"));
                    }
                }
            }
        }
    }

    /// "Whenever this creature becomes blocked".
    pub(crate) fn becomes_blocked_triggers(&mut self, attacker: ObjectId) {
        let name = self.name_of(attacker);
        self.find_triggers(
            &[],
            &[TriggerKind::BecomesBlockedSelf, TriggerKind::BlocksSelf, TriggerKind::Attached],
            Some(attacker),
            |g, s, t| match g.own_event(s, t, attacker) {
                (TriggerCondition::BecomesBlocked | TriggerCondition::BlocksOrBecomesBlocked, true) => Some(Some(attacker)),
                _ => None,
            },
            &format!("{name} became blocked"),
        );
    }

    /// 603.9: "whenever a player loses the game".
    pub(crate) fn player_lost_triggers(&mut self, p: PlayerId) {
        let pname = self.player(p).name.clone();
        self.find_triggers(
            &[],
            &[TriggerKind::PlayerLoses],
            None,
            |_, _, t| match t {
                TriggerCondition::PlayerLoses => Some(None),
                _ => None,
            },
            &format!("{pname} lost the game"),
        );
    }

    /// "Whenever [a source] deals [combat] damage [to a player / opponent /
    /// creature]". Called only for damage actually dealt (a prevented event
    /// never gets here, 603.2f). Damage dealt at once to several recipients
    /// (combat damage, one spell damaging several things) is one event: inside
    /// a damage batch the triggers wait for its end (603.2c).
    pub(crate) fn damage_triggers(&mut self, source: ObjectId, target: TargetChoice, amount: i32, combat: bool) {
        if let Some(batch) = self.damage_batch.as_mut() {
            batch.push((source, target, amount, combat));
            return;
        }
        self.damage_event_triggers(source, &[(target, amount)], combat);
    }

    /// Start a batch of simultaneous damage (see `damage_triggers`).
    pub(crate) fn damage_batch_begin(&mut self) -> bool {
        if self.damage_batch.is_some() {
            return false;
        }
        self.damage_batch = Some(Vec::new());
        true
    }

    /// End the batch: each source's damage is one event.
    pub(crate) fn damage_batch_end(&mut self, started: bool) {
        if !started {
            return;
        }
        let dealt = self.damage_batch.take().unwrap_or_default();
        self.batch_counters_removed.clear();
        let mut sources: Vec<(ObjectId, bool)> = Vec::new();
        for (s, _, _, c) in &dealt {
            if !sources.contains(&(*s, *c)) {
                sources.push((*s, *c));
            }
        }
        for (s, c) in sources {
            let parts: Vec<(TargetChoice, i32)> = dealt.iter().filter(|d| d.0 == s && d.3 == c).map(|d| (d.1, d.2)).collect();
            self.damage_event_triggers(s, &parts, c);
        }
    }

    /// One source's damage in one event, to one or more recipients. "Whenever X deals
    /// damage" triggers once, with "that much" the total; "... to a player / an opponent"
    /// once per player dealt damage ("that player"); "... to a creature" once per creature.
    fn damage_event_triggers(&mut self, source: ObjectId, parts: &[(TargetChoice, i32)], combat: bool) {
        if self.trigger_sources.is_empty() {
            return;
        }
        let name = self.name_of(source);
        let kind = if combat { "combat " } else { "" };
        let source_ok = |g: &Game, s: ObjectId, filter: &Option<Filter>, combat_only: bool| {
            if combat_only && !combat {
                return false;
            }
            match filter {
                None => s == source,
                Some(f) => {
                    let you = g.controller_of(s).unwrap_or(PlayerId(0));
                    g.matches(source, f, you, Some(s))
                }
            }
        };
        // Only sources on the battlefield (in the trigger index): a source that has left has no
        // working abilities, and this is not a look-back trigger (603.6d).
        let total: i32 = parts.iter().map(|p| p.1).sum();
        let players: Vec<PlayerId> = parts.iter().filter_map(|p| if let TargetChoice::Player(x) = p.0 { Some(x) } else { None }).collect();
        let single_player = if players.len() == 1 { Some(players[0]) } else { None };
        let victims: Vec<String> = parts.iter().map(|p| self.target_name(p.0)).collect();
        self.find_triggers_ctx(
            &[],
            &[TriggerKind::DealsDamage, TriggerKind::DealsDamageSelf],
            Some(source),
            |g, s, t| match t {
                TriggerCondition::DealsDamage { filter, to: None, combat_only } if source_ok(g, s, filter, *combat_only) => Some(Some(source)),
                _ => None,
            },
            &format!("{name} dealt {total} {kind}damage ({})", victims.join(", ")),
            single_player,
            Some(total),
        );
        for (target, amount) in parts.iter().copied() {
            let victim = self.target_name(target);
            match target {
                TargetChoice::Player(p) => self.find_triggers_ctx(
                    &[],
                    &[TriggerKind::DealsCombatDamageToPlayerSelf, TriggerKind::DealsDamage, TriggerKind::DealsDamageSelf],
                    Some(source),
                    |g, s, t| match t {
                        TriggerCondition::DealsCombatDamageToPlayer if s == source && combat => Some(Some(source)),
                        TriggerCondition::DealsDamage { filter, to: Some(DamageTo::Player), combat_only } if source_ok(g, s, filter, *combat_only) => Some(Some(source)),
                        TriggerCondition::DealsDamage { filter, to: Some(DamageTo::Opponent), combat_only }
                            if g.relation_holds(s, &Some(Relation::Opponent), p) && source_ok(g, s, filter, *combat_only) =>
                        {
                            Some(Some(source))
                        }
                        // "deals damage to you": the player dealt damage controls the ability.
                        TriggerCondition::DealsDamage { filter, to: Some(DamageTo::You), combat_only } if g.controller_of(s) == Some(p) && source_ok(g, s, filter, *combat_only) => Some(Some(source)),
                        _ => None,
                    },
                    &format!("{name} dealt {amount} {kind}damage to {victim}"),
                    Some(p),
                    Some(amount),
                ),
                TargetChoice::Object(o) => {
                    if !self.chars(o).map(|c| c.is_creature()).unwrap_or(false) {
                        continue;
                    }
                    self.find_triggers_ctx(
                        &[],
                        &[TriggerKind::DealsDamage, TriggerKind::DealsDamageSelf],
                        Some(source),
                        |g, s, t| match t {
                            TriggerCondition::DealsDamage { filter, to: Some(DamageTo::Creature), combat_only } if source_ok(g, s, filter, *combat_only) => Some(Some(o)),
                            _ => None,
                        },
                        &format!("{name} dealt {amount} {kind}damage to {victim}"),
                        None,
                        Some(amount),
                    )
                }
            }
        }
    }

    /// A creature's own combat event as source `s` watches it: the event
    /// itself and whether `s` is that creature, or, for an Aura's or
    /// Equipment's `Attached` event, the inner event and whether `s` is
    /// attached to the creature now.
    fn own_event<'t>(&self, s: ObjectId, t: &'t TriggerCondition, creature: ObjectId) -> (&'t TriggerCondition, bool) {
        match t {
            TriggerCondition::Attached { of } => (of, self.obj(s).is_some_and(|o| o.extra.attached_to == Some(TargetChoice::Object(creature)))),
            _ => (t, s == creature),
        }
    }

    /// "Whenever this attacks": the defending player is the trigger player (506.2).
    pub(crate) fn attack_triggers(&mut self, attacker: ObjectId, defending: Option<PlayerId>) {
        let name = self.name_of(attacker);
        self.find_triggers_ctx(
            &[],
            &[TriggerKind::AttacksSelf, TriggerKind::BlocksSelf, TriggerKind::Attached],
            Some(attacker),
            |g, s, t| match g.own_event(s, t, attacker) {
                (TriggerCondition::Attacks | TriggerCondition::AttacksOrBlocks, true) => Some(Some(attacker)),
                _ => None,
            },
            &format!("{name} attacked"),
            defending,
            None,
        );
    }

    /// "Whenever this creature attacks and isn't blocked": as the declaration
    /// of blockers ends, for an attacking creature no creature was declared
    /// to block (509.1h). The defending player is the one it attacks.
    pub(crate) fn unblocked_triggers(&mut self, attacker: ObjectId, defending: Option<PlayerId>) {
        let name = self.name_of(attacker);
        self.find_triggers_ctx(
            &[],
            &[TriggerKind::AttacksSelf, TriggerKind::Attached],
            Some(attacker),
            |g, s, t| match g.own_event(s, t, attacker) {
                (TriggerCondition::AttacksUnblocked, true) => Some(Some(attacker)),
                _ => None,
            },
            &format!("{name} attacked and wasn't blocked"),
            defending,
            None,
        );
    }

    /// 506.5: "whenever a creature attacks alone": the only creature declared
    /// as an attacker this combat. The trigger object is the attacker.
    pub(crate) fn attacks_alone_triggers(&mut self, attacker: ObjectId) {
        let name = self.name_of(attacker);
        self.find_triggers(
            &[],
            &[TriggerKind::AttacksAlone],
            None,
            |g, s, t| match t {
                TriggerCondition::AttacksAlone { filter } => {
                    let you = g.controller_of(s)?;
                    g.matches(attacker, filter, you, Some(s)).then_some(Some(attacker))
                }
                _ => None,
            },
            &format!("{name} attacked alone"),
        );
    }

    /// "Whenever this blocks [a creature]" (once per blocked attacker; "blocks
    /// or becomes blocked" only for the first, `first_block`), and the
    /// attacker's "whenever a [filter] creature blocks this creature" (the
    /// trigger object is the blocker); "blocks or becomes blocked by a
    /// [filter] creature" on either side, the object being the other one.
    pub(crate) fn block_triggers(&mut self, blocker: ObjectId, attacker: ObjectId, first_block: bool) {
        let (bn, an) = (self.name_of(blocker), self.name_of(attacker));
        self.find_triggers(
            &[],
            &[TriggerKind::BlocksSelf, TriggerKind::Attached],
            Some(blocker),
            |g, s, t| match g.own_event(s, t, blocker) {
                (_, false) => None,
                (TriggerCondition::Blocks, _) => Some(Some(attacker)),
                (TriggerCondition::BlocksOrBecomesBlocked | TriggerCondition::BlocksAny | TriggerCondition::AttacksOrBlocks, _) if first_block => Some(Some(blocker)),
                (TriggerCondition::BlocksOrBlockedBy { filter }, _) => {
                    let you = g.controller_of(s)?;
                    g.matches(attacker, filter, you, Some(s)).then_some(Some(attacker))
                }
                _ => None,
            },
            &format!("{bn} blocked {an}"),
        );
        self.find_triggers(
            &[],
            &[TriggerKind::BecomesBlockedSelf, TriggerKind::BlocksSelf, TriggerKind::Attached],
            Some(attacker),
            |g, s, t| match g.own_event(s, t, attacker) {
                (TriggerCondition::BlockedBy { filter } | TriggerCondition::BlocksOrBlockedBy { filter }, true) => {
                    let you = g.controller_of(s)?;
                    g.matches(blocker, filter, you, Some(s)).then_some(Some(blocker))
                }
                _ => None,
            },
            &format!("{bn} blocked {an}"),
        );
    }

    /// 603.2b: "at the beginning of" triggers.
    pub(crate) fn beginning_of_step_triggers(&mut self, step: Step) {
        let active = self.turn.active;
        self.find_triggers_ctx(
            &[],
            &[TriggerKind::BeginningOfStep],
            None,
            |g, s, t| match t {
                TriggerCondition::BeginningOfStep { step: st, yours_only, chosen_player, opponents_only, attached_controller } if *st == step => {
                    // "At the beginning of your ...": every active player's (805.4a).
                    if *yours_only && !g.controller_of(s).map(|c| g.teammates(c, active)).unwrap_or(false) {
                        None
                    } else if *opponents_only && !g.relation_holds(s, &Some(Relation::Opponent), active) {
                        // "At the beginning of each opponent's ...".
                        None
                    } else if *chosen_player && g.obj(s).and_then(|o| o.extra.chosen.player) != Some(active) {
                        // "At the beginning of the chosen player's ..." (614.12).
                        None
                    } else if *attached_controller && !g.attached_player_is(s, active) {
                        // "At the beginning of the upkeep of enchanted creature's controller" (805.4a: or a teammate's turn).
                        None
                    } else {
                        Some(None)
                    }
                }
                _ => None,
            },
            &format!("the {} began", step.label()),
            Some(active),
            None,
        );
    }

    /// Is `p` (or a teammate of theirs, 805.4a) the controller of the
    /// permanent `s` is attached to, or the player it enchants?
    fn attached_player_is(&self, s: ObjectId, p: PlayerId) -> bool {
        let who = match self.obj(s).and_then(|o| o.extra.attached_to) {
            Some(TargetChoice::Object(x)) => self.controller_of(x),
            Some(TargetChoice::Player(q)) => Some(q),
            None => None,
        };
        who.is_some_and(|q| self.teammates(q, p))
    }

    /// 603.7: delayed triggers for "at end of combat", once each (603.7b).
    pub(crate) fn end_of_combat_triggers(&mut self) {
        let (due, keep): (Vec<DelayedTrigger>, Vec<DelayedTrigger>) =
            std::mem::take(&mut self.delayed).into_iter().partition(|d| d.when == TriggerCondition::EndOfCombat);
        self.delayed = keep;
        for d in due {
            let ability = Ability::Triggered { divide: None, trigger: TriggerCondition::EndOfCombat, condition: None, targets: vec![], effects: d.effects.clone(), modes: vec![], from_graveyard: false, text: d.text.clone() };
            let id = self.next_trigger_id;
            self.next_trigger_id += 1;
            self.waiting_triggers.push_back(PendingTrigger { id, controller: d.controller, source: d.source, source_name: d.source_name.clone(), ability, trigger_object: d.object, trigger_player: None, delayed: true, follows_source: false, event: "end of combat".into() });
            self.note_waiting(super::changes::WaitingChange::Added(id));
            self.emit(Event::new("603.7", EventKind::AbilityTriggered { controller: d.controller, source: d.source, trigger: "end of combat".into() }, format!("{}'s delayed ability triggers at end of combat: {}", d.source_name, d.text)));
        }
        self.beginning_of_step_triggers(Step::EndOfCombat);
    }

    /// 603.8: a state trigger triggers as soon as its state holds, even for a
    /// moment in the middle of a resolution: checked after each batch of moves
    /// and each instruction. Costs nothing when no permanent has a state trigger.
    pub(crate) fn check_state_triggers_now(&mut self) {
        if !self.state_trigger_sources.is_empty() {
            self.check_state_triggers();
        }
    }

    /// 603.8: state triggers fire as soon as their state holds, and not again while
    /// the earlier instance waits or is on the stack. Only the sources in
    /// `state_trigger_sources` are asked, each first by its printed states (its
    /// characteristics are computed only when one of them holds, or when an
    /// effect may have granted it abilities); whether an earlier instance is
    /// still there is looked up only for a state that holds, so that the check
    /// costs nothing in the number of waiting triggers or the size of the stack.
    pub(crate) fn check_state_triggers(&mut self) {
        if self.state_trigger_sources.is_empty() {
            // Nothing can fire; what is left of earlier instances is forgotten.
            self.state_pending.clear();
            self.state_on_stack.clear();
            return;
        }
        // Nothing a state can read changed since the last check (rules::indexes):
        // nothing new can hold, and no earlier instance has left.
        let key = self.state_key();
        if self.idx.state_checked.as_ref() == Some(&key) {
            #[cfg(debug_assertions)]
            if self.muted.0.is_none() {
                let (fire, gone_pending, gone_stack) = self.state_triggers_due(&self.state_granted());
                let sources = &self.state_trigger_sources;
                assert!(
                    fire.is_empty() && gone_pending.is_empty() && gone_stack.is_empty() && self.state_pending.values().chain(self.state_on_stack.values()).all(|k| sources.contains(&k.0)),
                    "603.8: a state trigger check was skipped although something it reads changed"
                );
            }
            return;
        }
        self.idx.state_checks += 1;
        let granted = self.state_granted();
        let (fire, gone_pending, gone_stack) = self.state_triggers_due(&granted);
        // Forget instances that have left (resolved, countered or removed), and those of
        // sources that are no longer state trigger sources.
        for id in gone_pending {
            self.state_pending.remove(&id);
        }
        for id in gone_stack {
            self.state_on_stack.remove(&id);
        }
        let sources = &self.state_trigger_sources;
        self.state_pending.retain(|_, k| sources.contains(&k.0));
        self.state_on_stack.retain(|_, k| sources.contains(&k.0));
        for (s, ctl, a, key) in fire {
            let before = self.next_trigger_id;
            self.trigger(s, ctl, a, None, "its state holds".into());
            if self.next_trigger_id != before {
                self.state_pending.insert(before, key);
            }
        }
        // What to watch until the next check (rules::indexes::Watch); what the
        // triggers just put in changed nothing an effect grants.
        self.idx.watch = self.state_watch_now(&granted);
        self.idx.state_checked = Some(self.state_key());
    }

    /// The objects whose abilities an effect may have granted (613.1f): their
    /// state triggers are read from their characteristics.
    fn state_granted(&self) -> BTreeSet<ObjectId> {
        let mut granted = self.granted_reach();
        if let Some(g) = self.trigger_index.get(&TriggerKind::Granted) {
            granted.extend(g.iter().copied());
        }
        granted
    }

    /// 603.8: the state triggers whose state holds and have no earlier
    /// instance waiting or on the stack, and the recorded instances that have
    /// left (waiting, on the stack), without changing anything.
    #[allow(clippy::type_complexity)]
    fn state_triggers_due(&self, granted: &BTreeSet<ObjectId>) -> (Vec<(ObjectId, PlayerId, Ability, (ObjectId, usize))>, Vec<u64>, Vec<ObjectId>) {
        let mut fire = Vec::new();
        let mut gone_pending = Vec::new();
        let mut gone_stack = Vec::new();
        for s in self.state_trigger_sources.iter().copied() {
            // A cheap first look: unless an effect granted it abilities (613.1f), an object's
            // state triggers are among its printed (or copied) ones, and none can fire while
            // none of those states holds: its characteristics aren't computed then.
            if let Some(o) = self.obj(s) {
                let d = o.face_def();
                let holds = |a: &Ability| matches!(a, Ability::Triggered { trigger: TriggerCondition::State { state }, .. } if self.condition_holds(state, o.controller, s));
                if !granted.contains(&s) && !d.abilities.iter().any(holds) {
                    continue;
                }
            }
            let Some(c) = self.chars(s) else { continue };
            for (i, a) in c.abilities.iter().enumerate() {
                let Ability::Triggered { trigger: TriggerCondition::State { state }, .. } = a else { continue };
                if !self.condition_holds(state, c.controller, s) {
                    continue;
                }
                let key = (s, i);
                let mut alive = false;
                for (id, _) in self.state_pending.iter().filter(|(_, k)| **k == key) {
                    if self.is_waiting(*id) {
                        alive = true;
                    } else {
                        gone_pending.push(*id);
                    }
                }
                for (id, _) in self.state_on_stack.iter().filter(|(_, k)| **k == key) {
                    if self.is_on_stack(*id) {
                        alive = true;
                    } else {
                        gone_stack.push(*id);
                    }
                }
                if !alive {
                    fire.push((s, c.controller, a.clone(), key));
                }
            }
        }
        (fire, gone_pending, gone_stack)
    }

    /// Is this trigger still waiting? Its position is found by id (the waiting
    /// triggers are in id order but for the front, see `putting_triggers`).
    fn is_waiting(&self, id: u64) -> bool {
        self.waiting_triggers.binary_search_by_key(&id, |t| t.id).is_ok() || self.waiting_triggers.iter().any(|t| t.id == id)
    }

    /// Is this item still on the stack? (Items are pushed with fresh, growing ids.)
    fn is_on_stack(&self, id: ObjectId) -> bool {
        self.stack.binary_search_by_key(&id, |x| x.id).is_ok() || self.stack.iter().any(|x| x.id == id)
    }

    /// 603.7: delayed "at the beginning of the next [step]" triggers, once each (603.7b).
    /// One created during this very step waits for the next such step.
    pub(crate) fn delayed_step_triggers(&mut self, step: Step) {
        let now = (self.turn.number, step);
        let active = self.turn.active;
        let delayed = std::mem::take(&mut self.delayed);
        // "At the beginning of your next upkeep" (702.86a): only in a turn of its controller (or their team's).
        let (due, keep): (Vec<DelayedTrigger>, Vec<DelayedTrigger>) = delayed.into_iter().partition(|d| {
            let whose = match d.when {
                TriggerCondition::BeginningOfStep { step: s, yours_only, chosen_player: false, opponents_only: false, attached_controller: false } if s == step => !yours_only || self.teammates(d.controller, active),
                _ => false,
            };
            // 514.3a: one created during a cleanup step waits for the next cleanup
            // step, the one that follows in this same turn.
            whose && d.created.map(|c| c < now || (step == Step::Cleanup && c == now)).unwrap_or(true)
        });
        self.delayed = keep;
        for d in due {
            let ability = Ability::Triggered { divide: None, trigger: d.when.clone(), condition: None, targets: vec![], effects: d.effects.clone(), modes: vec![], from_graveyard: false, text: d.text.clone() };
            let name = d.source_name.clone();
            self.trigger_delayed(d.source, d.controller, name, ability, d.object, format!("the {} began", step.label()));
        }
    }

    /// 603.7: delayed triggers that follow one object ("when it leaves the
    /// battlefield", "when it becomes untapped", "when it dies"). The object
    /// is the one that existed when the ability was created (603.7c): an
    /// object that left its zone and came back is new and is not followed.
    /// Each triggers once (603.7b), unless it lasts "this turn".
    pub(crate) fn delayed_object_triggers(&mut self, obj: ObjectId, happened: impl Fn(&TriggerCondition) -> bool, event: &str) {
        if self.delayed.is_empty() {
            return;
        }
        let mut due = Vec::new();
        let mut keep = Vec::new();
        for d in std::mem::take(&mut self.delayed) {
            if d.object == Some(obj) && happened(&d.when) {
                if d.this_turn {
                    keep.push(d.clone());
                }
                due.push(d);
            } else {
                keep.push(d);
            }
        }
        self.delayed = keep;
        for d in due {
            let ability = Ability::Triggered { divide: None, trigger: d.when.clone(), condition: None, targets: vec![], effects: d.effects.clone(), modes: vec![], from_graveyard: false, text: d.text.clone() };
            let name = d.source_name.clone();
            let follow = self.became(obj).filter(|n| self.obj(*n).is_some()).or(Some(obj));
            self.trigger_delayed(d.source, d.controller, name, ability, follow, event.to_string());
        }
    }

    /// Queue a delayed trigger whose source may have left long ago (603.7d–f: its controller is the one who created it).
    fn trigger_delayed(&mut self, source: ObjectId, controller: PlayerId, source_name: String, ability: Ability, object: Option<ObjectId>, event: String) {
        let id = self.next_trigger_id;
        self.next_trigger_id += 1;
        let text = ability.text().to_string();
        self.waiting_triggers.push_back(PendingTrigger { id, controller, source, source_name: source_name.clone(), ability, trigger_object: object, trigger_player: None, delayed: true, follows_source: false, event: event.clone() });
        self.note_waiting(super::changes::WaitingChange::Added(id));
        self.emit(Event::new(
            "603.7",
            EventKind::AbilityTriggered { controller, source, trigger: event.clone() },
            format!("{source_name}'s delayed ability triggers ({event}): {text}"),
        ));
    }

    /// 603.3b: each player, in APNAP order, puts their waiting triggers on the
    /// stack: the active player first orders theirs (603.3b), then announces the
    /// mode (603.3c) and chooses the targets (603.3d) of each, in that order, as
    /// it goes on the stack; then the next player in turn order does the same,
    /// seeing what is already on the stack. The last player's abilities end up on
    /// top. Returns false while waiting for a choice; the triggers already put on
    /// the stack stay there, and the work goes on after the answer.
    ///
    /// Cost: once per player, their triggers are brought to the front of
    /// `waiting_triggers` in the order they go on the stack (O(W log W) for W
    /// waiting); then each goes on the stack from the front, and an answer to a
    /// mode or target question resumes at that player's next trigger, so N
    /// triggers cost O(N log N) however many questions they ask.
    pub(crate) fn put_triggers_on_stack(&mut self) -> bool {
        let order = self.apnap();
        // Resume with the player who was putting theirs on the stack (after a question).
        let start = self.putting_triggers.and_then(|p| order.iter().position(|x| *x == p)).unwrap_or(0);
        for &p in &order[start..] {
            if self.putting_triggers != Some(p) && !self.arrange_triggers(p) {
                return false;
            }
            self.putting_triggers = Some(p);
            while let Some(id) = self.waiting_triggers.front().filter(|t| t.controller == p).map(|t| t.id) {
                match self.prepare_trigger(id) {
                    None => return false,
                    Some(false) => {}
                    Some(true) => {
                        if let Some(t) = self.waiting_triggers.pop_front() {
                            self.note_waiting(super::changes::WaitingChange::Removed(t.id));
                            self.push_trigger(t);
                        }
                    }
                }
            }
            self.putting_triggers = None;
            self.trigger_orders.remove(&p);
        }
        self.trigger_orders.clear();
        true
    }

    /// 603.3b for one player about to put their triggers on the stack: the
    /// order (asked, unless they are indistinguishable or only one), then their
    /// triggers brought to the front of the waiting list in that order. Returns
    /// false when the order question was asked.
    fn arrange_triggers(&mut self, p: PlayerId) -> bool {
        let mine: Vec<usize> = (0..self.waiting_triggers.len()).filter(|i| self.waiting_triggers[*i].controller == p).collect();
        if mine.is_empty() {
            return true;
        }
        if mine.len() > 1 && !self.trigger_orders.contains_key(&p) {
            let first = &self.waiting_triggers[mine[0]];
            if mine[1..].iter().all(|i| indistinguishable(first, &self.waiting_triggers[*i])) {
                let pn = self.player(p).name.clone();
                let (n, name, text) = (mine.len(), first.source_name.clone(), first.ability.text().to_string());
                self.emit(Event::new(
                    "603.3b",
                    EventKind::Note,
                    format!(
                        "{pn}'s {n} triggered abilities ({name}: {text}) are indistinguishable (the same ability, with no target or mode to choose, and nothing in it that depends on which source it came from): any order gives the same result, so they go on the stack without being ordered (603.3b)"
                    ),
                ));
                self.trigger_orders.insert(p, mine.iter().map(|i| self.waiting_triggers[*i].id).collect());
            } else {
                let triggers: Vec<u64> = mine.iter().map(|i| self.waiting_triggers[*i].id).collect();
                let descriptions: Vec<String> =
                    mine.iter().map(|i| &self.waiting_triggers[*i]).map(|t| format!("{}: {}", t.source_name, t.ability.text())).collect();
                let sources: Vec<ObjectId> = mine.iter().map(|i| self.waiting_triggers[*i].source).collect();
                let events: Vec<String> = mine.iter().map(|i| self.waiting_triggers[*i].event.clone()).collect();
                let targets: Vec<Vec<String>> = triggers
                    .iter()
                    .map(|id| self.trigger_targets.get(id).map(|ts| ts.iter().map(|t| self.target_name(*t)).collect()).unwrap_or_default())
                    .collect();
                self.ask(p, "603.3b", "order your triggered abilities: the first you list goes on the stack first and resolves last".into(), DecisionKind::OrderTriggers { triggers, descriptions, sources, events, targets }, Resume::TriggerOrder);
                return false;
            }
        }
        // Bring this player's triggers to the front, in the chosen order (those not in it,
        // which triggered after the order was chosen, after them in the order they triggered).
        let rank: BTreeMap<u64, usize> = self.trigger_orders.get(&p).map(|o| o.iter().enumerate().map(|(i, id)| (*id, i)).collect()).unwrap_or_default();
        let (mut front, back): (Vec<PendingTrigger>, Vec<PendingTrigger>) = std::mem::take(&mut self.waiting_triggers).into_iter().partition(|t| t.controller == p);
        let key = |t: &PendingTrigger| (rank.get(&t.id).copied().unwrap_or(usize::MAX), t.id);
        if !front.windows(2).all(|w| key(&w[0]) <= key(&w[1])) {
            self.note_waiting(super::changes::WaitingChange::Reordered);
        }
        front.sort_by_key(key);
        let mut all: VecDeque<PendingTrigger> = front.into();
        all.extend(back);
        self.waiting_triggers = all;
        true
    }

    /// 603.3c–d for one waiting trigger as it is about to go on the stack: its
    /// mode, then its targets. Some(true): ready; Some(false): removed (no mode
    /// or no target can be chosen); None: a question was asked.
    fn prepare_trigger(&mut self, id: u64) -> Option<bool> {
        let Some(t) = self.waiting_triggers.iter().find(|t| t.id == id) else { return Some(false) };
        let Ability::Triggered { modes, targets, divide, .. } = &t.ability else { return Some(true) };
        // 601.2d: the amount divided, found now (a number, or what a condition reads).
        let divide = divide.as_ref().map(|a| self.divided_amount(a, t.controller, t.source, 0));
        if modes.is_empty() && (targets.is_empty() || self.trigger_targets.contains_key(&id)) {
            return Some(true);
        }
        let (controller, source, source_name) = (t.controller, t.source, t.source_name.clone());
        let colors = self.chars(source).map(|c| c.colors).unwrap_or_default();
        // 603.3c: a modal triggered ability announces its mode first; a mode that needs a
        // target with none available can't be chosen; with no mode left, the ability is removed.
        if !modes.is_empty() {
            let legal: Vec<usize> = (0..modes.len())
                .filter(|m| modes[*m].targets.iter().filter(|s| !s.optional).all(|s| !self.legal_targets_for(s, controller, source, colors, super::targets::TargetContext { that: t.trigger_player, x: None, spell: false }).is_empty()))
                .collect();
            let names: Vec<String> = modes.iter().map(|m| m.text.clone()).collect();
            let text = t.ability.text().to_string();
            match legal.len() {
                0 => {
                    self.remove_waiting(id);
                    self.emit(Event::new("603.3c", EventKind::Note, format!("{source_name}'s modal triggered ability has no mode that can be chosen (no legal target) and is removed")));
                    return Some(false);
                }
                1 => {
                    let m = legal[0];
                    self.emit(Event::new("603.3c", EventKind::Note, format!("{source_name}'s modal triggered ability has only one mode that can be chosen: {}", names[m])));
                    self.set_trigger_mode(id, m);
                    return self.prepare_trigger(id);
                }
                _ => {
                    self.ask(controller, "603.3c", format!("choose a mode for {source_name}'s triggered ability: {text}"), DecisionKind::ChooseMode { modes: names, legal }, Resume::TriggerMode { trigger: id });
                    return None;
                }
            }
        }
        let text = t.ability.text().to_string();
        let ctx = super::targets::TargetContext { that: t.trigger_player, x: None, spell: false };
        let Some((slots, min, another)) = self.target_slots(targets, (controller, source, colors), ctx) else {
            // 603.3d: no legal choice for a required target: the ability is removed.
            self.remove_waiting(id);
            self.emit(Event::new("603.3d", EventKind::Note, format!("{source_name}'s triggered ability has no legal target and is removed")));
            return Some(false);
        };
        if slots.is_empty() {
            // 601.2c: "up to" / "any number of" targets with none to choose: none chosen.
            self.trigger_targets.insert(id, Vec::new());
            self.emit(Event::new("603.3d", EventKind::Note, format!("{source_name}'s triggered ability has nothing to target: it goes on the stack with no targets")));
            return Some(true);
        }
        let min = (min < slots.len()).then_some(min);
        self.ask(controller, "603.3d", format!("choose targets for {source_name}'s triggered ability: {text}"), DecisionKind::ChooseTargets { slots, current: vec![], another, min, divide }, Resume::TriggerTargets { trigger: id });
        None
    }

    /// Remove one waiting trigger (it is usually at the front).
    fn remove_waiting(&mut self, id: u64) {
        if let Some(pos) = self.waiting_triggers.iter().position(|w| w.id == id) {
            self.waiting_triggers.remove(pos);
            self.note_waiting(super::changes::WaitingChange::Removed(id));
        }
    }

    /// "When this becomes the target of a spell or ability" (603.2): each
    /// permanent the new spell or ability targets, once however many of its
    /// targets it is; `by` says what targets them and whose it is (that
    /// player is the trigger's player: "that spell or ability's controller").
    pub(crate) fn becomes_target_triggers(&mut self, targets: &[TargetChoice], by: &Targeting) {
        let mut seen = std::collections::BTreeSet::new();
        for t in targets {
            let TargetChoice::Object(o) = *t else { continue };
            if !seen.insert(o) || !self.obj(o).is_some_and(|x| x.on_battlefield()) {
                continue;
            }
            let pred = |g: &Game, s: ObjectId, t: &TriggerCondition| match t {
                TriggerCondition::BecomesTarget { filter, by: kind, controller } if g.targeting_fits(s, by, *kind, *controller) => match filter {
                    None => (s == o).then_some(Some(by.item)),
                    Some(f) => g.controller_of(s).is_some_and(|you| g.matches_chosen(o, f, you, Some(s), &Chosen::default())).then_some(Some(o)),
                },
                _ => None,
            };
            let words = |g: &Game| format!("{} became the target of {}", g.name_of(o), by.words);
            self.find_triggers_worded(&[], &[TriggerKind::BecomesTarget, TriggerKind::BecomesTargetSelf], Some(o), None, pred, &words, Some(by.controller), None);
        }
    }

    /// The "whenever [this / a creature] is dealt damage" triggers of a
    /// damage event that happened (603.2; a prevented event never gets here,
    /// 603.2f). "That much" in the ability becomes the amount dealt; the
    /// permanent's controller is "that creature's controller".
    pub(crate) fn dealt_damage_triggers(&mut self, target: TargetChoice, amount: i32) {
        let TargetChoice::Object(t) = target else { return };
        let Some(name) = self.chars(t).map(|c| c.name.clone()) else { return };
        let controller = self.controller_of(t);
        let pred = |g: &Game, s: ObjectId, c: &TriggerCondition| match c {
            TriggerCondition::IsDealtDamage { filter: None } => (s == t).then_some(Some(t)),
            TriggerCondition::IsDealtDamage { filter: Some(f) } => g.controller_of(s).is_some_and(|you| g.matches_chosen(t, f, you, Some(s), &Chosen::default())).then_some(Some(t)),
            _ => None,
        };
        self.find_triggers_ctx(&[], &[TriggerKind::IsDealtDamage, TriggerKind::IsDealtDamageSelf], Some(t), pred, &format!("{name} was dealt {amount} damage"), controller, Some(amount));
    }

    /// Does what targets fit a "becomes the target of" trigger of `source`:
    /// a spell (an Aura spell) where it says so, controlled by the player it says?
    fn targeting_fits(&self, source: ObjectId, by: &Targeting, kind: TargetedBy, controller: Option<Relation>) -> bool {
        let fits_kind = match kind {
            TargetedBy::SpellOrAbility => true,
            TargetedBy::Spell => by.spell.is_some(),
            TargetedBy::AuraSpell => by.spell.and_then(|sp| self.chars(sp)).is_some_and(|c| c.has_subtype("Aura")),
        };
        let you = self.controller_of(source);
        let fits_controller = match controller {
            None => true,
            Some(Relation::You) => you == Some(by.controller),
            Some(Relation::Opponent) => you.is_some_and(|y| self.opponents(y).contains(&by.controller)),
        };
        fits_kind && fits_controller
    }

    /// Put one waiting trigger on the stack with its chosen targets (603.3b).
    fn push_trigger(&mut self, t: PendingTrigger) {
        let p = t.controller;
        let Ability::Triggered { targets, effects, condition, text, .. } = t.ability else { return };
        let chosen = self.trigger_targets.remove(&t.id).unwrap_or_default();
        let division = self.trigger_division.remove(&t.id).unwrap_or_default();
        let id = self.fresh_id();
        if let Some(key) = self.state_pending.remove(&t.id) {
            self.state_on_stack.insert(id, key);
        }
        self.stack_push(StackItem {
            id,
            controller: p,
            source: t.source,
            source_name: t.source_name.clone(),
            kind: StackKind::Triggered,
            text: text.clone(),
            target_specs: crate::cards::def::with_chosen_slots(targets, chosen.len()),
            targets: chosen,
            effects,
            mode: None,
            x: 0,
            condition,
            trigger_object: t.trigger_object,
            trigger_player: t.trigger_player,
            delayed: t.delayed,
            follows_source: t.follows_source,
            division: Vec::new(),
            sacrificed: Vec::new(),
        });
        let pn = self.player(p).name.clone();
        self.emit(Event::new(
            "603.3b",
            EventKind::TriggerPutOnStack { controller: p, source: t.source, stack_id: id },
            format!("{pn} puts {}'s triggered ability on the stack: {text}", t.source_name),
        ));
        self.note_division(&pn, &division);
        if let Some(item) = self.stack.last() {
            let targets = item.targets.clone();
            self.becomes_target_triggers(&targets, &Targeting { words: format!("{}'s triggered ability", t.source_name), controller: p, spell: None, item: id });
        }
    }

    /// 603.3c: the chosen mode becomes the ability's targets and instructions.
    pub(crate) fn set_trigger_mode(&mut self, id: u64, m: usize) {
        let Some(t) = self.waiting_triggers.iter_mut().find(|t| t.id == id) else { return };
        let Ability::Triggered { modes, targets, effects, text, .. } = &mut t.ability else { return };
        let Some(mode) = modes.get(m).cloned() else { return };
        *targets = mode.targets.clone();
        *effects = mode.effects.clone();
        modes.clear();
        *text = format!("[mode {}] {}", m + 1, mode.text);
        let (pid, name) = (t.controller, t.source_name.clone());
        self.note_waiting(super::changes::WaitingChange::Changed(id));
        let pn = self.player(pid).name.clone();
        self.emit(Event::new("603.3c", EventKind::Note, format!("{pn} announces mode {} for {name}'s triggered ability: {}", m + 1, mode.text)));
    }

    /// Create a delayed triggered ability (603.7a) from a resolving ability.
    pub(crate) fn create_delayed(&mut self, item: &StackItem, when: TriggerCondition, effects: Vec<Effect>, text: String) {
        self.delayed.push(DelayedTrigger {
            controller: item.controller,
            source: item.source,
            source_name: item.source_name.clone(),
            when,
            effects,
            object: item.trigger_object,
            text: text.clone(),
            created: Some((self.turn.number, self.turn.step)),
            this_turn: false,
        });
        // 603.7d: a spell's delayed ability has the spell as its source; 603.7e: an ability's has
        // that ability's source. Either way its controller is whoever controlled the creator.
        let (rule, by) = if item.kind == StackKind::Spell { ("603.7a+603.7d", "the spell") } else { ("603.7a+603.7e", "the ability's source") };
        let pn = self.player(item.controller).name.clone();
        self.emit(Event::new(
            rule,
            EventKind::EffectCreated { description: text.clone() },
            format!("{} creates a delayed triggered ability: {text} (its source is {by}, {}; {pn} controls it)", item.source_name, item.source_name),
        ));
    }

    /// "If you cast it any time a sorcery couldn't have been cast, the
    /// controller of the permanent it becomes sacrifices it at the beginning
    /// of the next cleanup step" (`StaticEffect::AsThoughFlash`): as the
    /// permanent `new` the spell `item` became enters, a delayed triggered
    /// ability (603.7) is created that follows it; as the next cleanup step
    /// begins it triggers (514.3a gives priority), and its controller sacrifices
    /// the permanent if it is still there (701.15a; one that left the battlefield
    /// and came back is a new object, 400.7).
    pub(crate) fn sacrifice_at_next_cleanup(&mut self, item: &StackItem, new: ObjectId) {
        let mut at = item.clone();
        at.source = new;
        at.trigger_object = Some(new);
        let when = TriggerCondition::BeginningOfStep { step: Step::Cleanup, yours_only: false, chosen_player: false, opponents_only: false, attached_controller: false };
        let text = "the controller of the permanent it becomes sacrifices it at the beginning of the next cleanup step".to_string();
        self.create_delayed(&at, when, vec![Effect::SacrificeSource], text);
    }
}

/// 603.3b: may these two waiting triggered abilities of one player go on the
/// stack in either order without anyone being asked? They are
/// *indistinguishable*, and then any order gives the same game, when:
/// - they are the same ability: equal definitions (trigger, intervening "if",
///   instructions, text), with any amount taken from the event ("that much")
///   filled in alike;
/// - neither has a choice to make as it goes on the stack: no target (603.3d)
///   and no mode (603.3c), since different choices make different abilities;
/// - they name the same trigger object and the same trigger player ("that
///   creature", "that player", 603.2), and are alike delayed (603.7) or not and
///   alike able to follow their source to its new zone (603.6f);
/// - they have the same source, or the ability never refers to its source:
///   no intervening "if" (it is checked again on resolution, 603.4, and may read
///   the source), and every instruction is one that reads only its controller
///   and the event: gaining or losing life, drawing cards, with fixed amounts or
///   amounts read from the trigger object or a player. Dealing damage is not
///   (the source deals it: 120.3, its colour and abilities matter), nor is any
///   instruction naming "this" or what the source is attached to, nor an amount
///   counted with a filter (which may leave out the source, "another").
///
/// The relation is an equivalence (given the same ability, "refers to its
/// source" is a property of the ability), so a player's triggers are all
/// indistinguishable when each is indistinguishable from the first.
pub fn indistinguishable(a: &PendingTrigger, b: &PendingTrigger) -> bool {
    let Ability::Triggered { targets, modes, condition, effects, .. } = &a.ability else { return false };
    a.controller == b.controller
        && targets.is_empty()
        && modes.is_empty()
        && a.trigger_object == b.trigger_object
        && a.trigger_player == b.trigger_player
        && a.delayed == b.delayed
        && a.follows_source == b.follows_source
        && a.ability == b.ability
        && (a.source == b.source || (condition.is_none() && effects.iter().all(effect_ignores_source)))
}

/// Does this instruction read nothing of its source (see `indistinguishable`)?
/// A short list of instructions known to read only their controller, players
/// and the trigger object; anything else counts as reading the source.
fn effect_ignores_source(e: &Effect) -> bool {
    match e {
        Effect::GainLife { amount, player } => amount_ignores_source(amount) && player_ignores_source(player),
        Effect::PlayersGainLife { amount, players } => amount_ignores_source(amount) && recipient_ignores_source(players),
        Effect::LoseLife { amount, to } | Effect::GivePoison { count: amount, to } => amount_ignores_source(amount) && recipient_ignores_source(to),
        Effect::Draw { player, count } => amount_ignores_source(count) && recipient_ignores_source(player),
        _ => false,
    }
}

fn amount_ignores_source(a: &Amount) -> bool {
    match a {
        Amount::Fixed(_) => true,
        Amount::Dynamic(d) => match d {
            DynamicAmount::X | DynamicAmount::ThatMuch | DynamicAmount::ThatMany | DynamicAmount::CountedThisWay { .. } | DynamicAmount::AnyNumber | DynamicAmount::ThisWay | DynamicAmount::CreaturesDiedThisTurn | DynamicAmount::TypeDiedThisTurn { .. } => true,
            DynamicAmount::ChosenNumber | DynamicAmount::TimesKicked | DynamicAmount::CreaturesDevoured => false,
            // Counted for the controller of the source.
            DynamicAmount::BasicLandTypes => false,
            DynamicAmount::CardsInHand { player } | DynamicAmount::CardsInGraveyard { player } => player_ignores_source(player),
            DynamicAmount::PowerOf { what } | DynamicAmount::ToughnessOf { what } | DynamicAmount::CountersOn { what, .. } => {
                matches!(what, ObjRef::TriggerObject | ObjRef::Target(_))
            }
            DynamicAmount::ManaValueOf { what } => matches!(what, ObjRef::TriggerObject | ObjRef::Target(_)),
            DynamicAmount::LifeOf { player } => player_ignores_source(player),
            DynamicAmount::Sum { of } => of.iter().all(amount_ignores_source),
            DynamicAmount::Times { of, .. } => amount_ignores_source(of),
            DynamicAmount::Max { of } => of.iter().all(amount_ignores_source),
            DynamicAmount::BlockersOf { what } => matches!(what, ObjRef::TriggerObject | ObjRef::Target(_)),
            // "Another" in a filter reads the source.
            DynamicAmount::Permanents { .. } | DynamicAmount::CardsIn { .. } | DynamicAmount::HighestManaValue { .. } | DynamicAmount::AttachedTo { .. } => false,
        },
    }
}

fn player_ignores_source(p: &PlayerRef) -> bool {
    !matches!(p, PlayerRef::ControllerOfAttached)
}

fn recipient_ignores_source(r: &Recipient) -> bool {
    match r {
        Recipient::Player(p) => player_ignores_source(p),
        Recipient::Target(_) | Recipient::Targets | Recipient::EachPlayer | Recipient::EachOpponent | Recipient::EachOtherPlayer => true,
        Recipient::Object(_) | Recipient::AllAndEachPlayer(_) => false,
        Recipient::And(parts) => parts.iter().all(|r| !matches!(r, Recipient::And(_)) && recipient_ignores_source(r)),
    }
}
