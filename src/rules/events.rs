//! Events: the record of every change the engine makes. Each carries the rule
//! it applies and a short sentence in plain words.

use super::types::*;
use serde::{Deserialize, Serialize};
use std::borrow::Cow;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Event {
    /// The rule number this change applies, e.g. "704.5g".
    // Almost always a literal in the engine, so borrowed: an event costs no
    // allocation for its rule, and copying one (the viewer's copy, the
    // session's record) none either. A rule known only at run time (a
    // replacement's question, a goal's verdict, joined 704 citations) or
    // read back from JSON is owned. The JSON and the TypeScript type are
    // the same as for a `String`.
    #[cfg_attr(test, ts(type = "string"))]
    pub rule: Cow<'static, str>,
    /// What happened, in plain words.
    pub text: String,
    #[serde(flatten)]
    pub kind: EventKind,
}

/// The structured payload of an event.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[serde(rename_all = "snake_case", tag = "event")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub enum EventKind {
    GameStarted,
    TurnBegan { turn: u32, player: PlayerId },
    StepBegan { step: Step },
    StepEnded { step: Step },
    PriorityGiven { player: PlayerId },
    PriorityPassed { player: PlayerId },
    ZoneChanged { old: ObjectId, new: Option<ObjectId>, name: String, from: Zone, to: Option<Zone> },
    Untapped { object: ObjectId },
    Tapped { object: ObjectId },
    /// 502.2: the untap step untapped these permanents at once (one event,
    /// as it is one simultaneous change): `count` of them, their ids as runs
    /// `(first, last, step)` (first, first + step, ... last), ascending.
    /// `player` is the active player (805.4a: their team's permanents too).
    PermanentsUntapped { player: PlayerId, count: u64, ranges: Vec<(ObjectId, ObjectId, u64)> },
    Drew { player: PlayerId, object: ObjectId },
    DrewFromEmptyLibrary { player: PlayerId },
    LandPlayed { player: PlayerId, object: ObjectId },
    SpellCast { player: PlayerId, object: ObjectId, targets: Vec<Vec<TargetChoice>> },
    AbilityActivated { player: PlayerId, source: ObjectId, stack_id: Option<ObjectId> },
    AbilityTriggered { controller: PlayerId, source: ObjectId, trigger: String },
    TriggerPutOnStack { controller: PlayerId, source: ObjectId, stack_id: ObjectId },
    TriggerRemoved { stack_id: ObjectId },
    ManaAdded { player: PlayerId, mana: ManaPool },
    ManaPaid { player: PlayerId, mana: ManaPool },
    ManaEmptied { player: PlayerId },
    CostPaid { player: PlayerId, cost: String },
    ResolveStarted { stack_id: ObjectId },
    Resolved { stack_id: ObjectId },
    Countered { stack_id: ObjectId },
    TargetIllegal { stack_id: ObjectId, slot: usize },
    InterveningIfFailed { stack_id: ObjectId },
    DamageDealt { source: ObjectId, target: TargetChoice, amount: i32, combat: bool },
    DamagePrevented { source: ObjectId, target: TargetChoice, amount: i32 },
    LifeChanged { player: PlayerId, from: i32, to: i32 },
    PoisonChanged { player: PlayerId, from: u32, to: u32 },
    CountersChanged { object: ObjectId, kind: String, from: u32, to: u32 },
    Destroyed { object: ObjectId },
    Regenerated { object: ObjectId },
    RegenerationShield { object: ObjectId },
    Sacrificed { object: ObjectId },
    Discarded { player: PlayerId, object: ObjectId },
    Attached { object: ObjectId, to: TargetChoice },
    Unattached { object: ObjectId },
    /// 702.25b, f: a permanent phased out (`indirectly`: with what it is attached to).
    PhasedOut { object: ObjectId, indirectly: bool },
    /// 702.25c: a permanent phased in.
    PhasedIn { object: ObjectId },
    TokenCreated { object: ObjectId },
    CeasedToExist { object: ObjectId },
    SpellCopied { original: ObjectId, copy: ObjectId },
    EffectCreated { description: String },
    EffectsEnded { count: usize },
    AttackersDeclared { attackers: Vec<(ObjectId, TargetChoice)> },
    BlockersDeclared { blocks: Vec<(ObjectId, ObjectId)> },
    CombatEnded,
    /// 506.4: a permanent stops being an attacking, blocking or attacked permanent.
    RemovedFromCombat { object: ObjectId },
    /// A permanent's controller changes: a control-changing effect began or
    /// ended (613.1b), or its controller left the game (800.4a).
    ControlChanged { object: ObjectId, from: PlayerId, to: PlayerId },
    PlayerLost { player: PlayerId, reason: String },
    TeamLost { players: Vec<PlayerId>, reason: String },
    GameOver { winners: Vec<PlayerId> },
    /// 716.2a: a player proposes a shortcut of this many game choices.
    ShortcutProposed { player: PlayerId, choices: u64 },
    /// 716.2b: a player accepts it (no `shorten_at`) or shortens it at a choice.
    ShortcutAnswered { player: PlayerId, shorten_at: Option<u64> },
    /// 716.2c: the shortcut proposed by `player` is taken: this many choices.
    ShortcutTaken { player: PlayerId, choices: u64 },
    /// 716.1b: a loop's later iterations, counted: `times` more whole iterations
    /// (`choices` game choices, `events` events), and how many events each rule made.
    ShortcutRepeated { times: u64, choices: u64, events: u64, rules: Vec<RuleCount> },
    Replaced { what: String, by: ObjectId },
    /// An engine limit (`rules::limits`, named by `limit`) stopped an instruction:
    /// it would have needed `asked` (draws, tokens, counters ...), over `max`.
    LimitReached { limit: String, asked: i64, max: i64 },
    /// One 704.3 check: what it found (the actions performed follow as their own events).
    StateBasedCheck { iteration: u32, performed: usize },
    SchemeTurnedFaceDown { object: ObjectId },
    /// 702.36e, 707.8: a face-down permanent is turned face up (the same object).
    TurnedFaceUp { object: ObjectId },
    SchemeSetInMotion { object: ObjectId },
    DecisionRequested { player: PlayerId, prompt: String },
    Shuffled { player: PlayerId },
    /// A puzzle's goal is decided (rules::goal): `outcome` is met or failed,
    /// `goal` the goal's text, `reason` why; the event cites the rule that decided it.
    Goal { outcome: super::goal::Outcome, goal: String, reason: String },
    LibrarySearched { player: PlayerId },
    Note,
}

/// A chosen target: a player or an object.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
// Its TypeScript type is written in src/ts_types.rs.
pub enum TargetChoice {
    Player(PlayerId),
    Object(ObjectId),
}

impl Event {
    /// An event citing `rule`: a `&'static str` is kept as it is, a `String`
    /// (a rule known only at run time) is moved in.
    pub fn new(rule: impl Into<Cow<'static, str>>, kind: EventKind, text: impl Into<String>) -> Event {
        Event { rule: rule.into(), text: text.into(), kind }
    }
    /// One line for the CLI: rule number first, in a column wide enough for combined
    /// citations such as "603.4+608.2a".
    pub fn line(&self) -> String {
        format!("{:<13} {}", self.rule, self.text)
    }
}

/// How many events one rule made (716.1b's summary of a loop).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct RuleCount {
    pub rule: String,
    pub count: u64,
}
