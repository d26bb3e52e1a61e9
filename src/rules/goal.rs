//! A puzzle's goal, judged by the engine (docs/scenarios.md, "Goals and
//! knowledge"), and what the solver is allowed to know.
//!
//! A goal belongs to one player, the solver. It is `Pending` until the game
//! decides it, then `Met` or `Failed` for good: the moment it is decided the
//! engine emits one `goal` event, in its place among the events of the action
//! that decided it, and the game goes on as before (a goal is not a rule of
//! the game; nothing else reads it).
//!
//! How each kind is decided, and the rule behind each decision:
//! - Every kind fails at once when the solver loses the game (104.3: a loss
//!   for any reason, cited as the loss event cites it, e.g. 704.5a, 704.5b,
//!   704.5c, 104.3a), and is decided when the game ends (104.2a: the players
//!   still in it win; 104.4a: nobody does in a draw).
//! - `Win`: met when the last of the solver's opponents has lost (104.2a: a
//!   player still in the game wins once all their opponents have left it).
//! - `Life`: met when the target's life total (the team's in Two-Headed
//!   Giant, 810.9) becomes `life` or less, cited as the change is.
//! - `Remove`: each listed permanent must leave the battlefield for a
//!   graveyard or exile. One that goes to any other zone fails the goal at
//!   once: in its new zone it is a new object (400.7), so it was neither
//!   destroyed nor exiled, and it can't be again.
//! - `Control`: decided as the cleanup step of turn `by_turn` begins (514.1:
//!   the first thing that happens in it), before 514.2 ends the "until end of
//!   turn" effects: the permanent must be on the battlefield under the
//!   solver's control.
//! - `Survive`: met when the solver's next turn begins (500.1; its first step
//!   is the untap step, 502).
//! - Deadlines: `Win`, `Life`, `Remove` and `Control` must be done by the end
//!   of turn `by_turn`; a turn is over once its cleanup step (514) ends and
//!   the next turn begins (500.1), so such a goal still pending when turn
//!   `by_turn + 1` begins fails just before that turn's first event.
//!
//! The goal holds object ids (a scenario resolves its labels when it builds
//! the game) and, for a `Control` goal by name, the name as data from the
//! scenario: the engine itself knows no card by name.

use super::events::{Event, EventKind};
use super::state::Game;
use super::types::*;
use serde::{Deserialize, Serialize};

/// Where a goal stands.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(test, derive(ts_rs::TS), ts(rename = "GoalOutcome"))]
pub enum Outcome {
    #[default]
    Pending,
    Met,
    Failed,
}

impl Outcome {
    pub fn as_str(self) -> &'static str {
        match self {
            Outcome::Pending => "pending",
            Outcome::Met => "met",
            Outcome::Failed => "failed",
        }
    }
}

/// What the solver must bring about.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Aim {
    /// Win the game (104.2a).
    Win,
    /// Not lose before the solver's next turn begins.
    Survive,
    /// Bring `target`'s life total to `life` or less.
    Life { target: PlayerId, life: i32 },
    /// Destroy or exile each of these permanents; `removed` are those already gone.
    Remove {
        objects: Vec<ObjectId>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        removed: Vec<ObjectId>,
    },
    /// Control this permanent (followed through its zone changes, as a
    /// scenario's labels are), or a permanent with this name, at the end of the turn.
    Control {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        object: Option<ObjectId>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        card: Option<String>,
    },
}

/// A goal and where it stands.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Goal {
    pub aim: Aim,
    /// The solver.
    pub player: PlayerId,
    /// The last turn in which it may be achieved (not used by `Survive`).
    pub by_turn: u32,
    /// The turn in which the goal was set (a `Survive` goal waits for a later turn).
    pub from_turn: u32,
    /// How the goal is stated.
    pub text: String,
    pub outcome: Outcome,
    /// Why it was decided (empty while pending).
    #[serde(default)]
    pub reason: String,
    /// The rule that decided it (empty while pending).
    #[serde(default)]
    pub rule: String,
}

/// What the solver is shown beyond the ordinary hidden information (400.2:
/// libraries are seen by nobody and a hand by its owner only). Other viewers
/// are not affected.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Knowledge {
    /// The solver.
    pub player: PlayerId,
    /// The solver sees the other players' hands.
    #[serde(default)]
    pub opponent_hand: bool,
    /// The solver sees the cards of every library (sorted by name).
    #[serde(default)]
    pub libraries: bool,
    /// ... in their order, top first.
    #[serde(default)]
    pub library_order: bool,
    /// Players (by bit, index < 64) whose library has been shuffled since the
    /// puzzle began (701.16): its order is no longer known, so it is shown
    /// sorted by name like an unordered library.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub shuffled: u64,
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

impl Knowledge {
    /// Does the solver know the order of `p`'s library? Only with
    /// `library_order`, and only until that library is shuffled (701.16).
    pub fn knows_order(&self, p: PlayerId) -> bool {
        self.library_order && p.0 < 64 && self.shuffled & (1u64 << p.0) == 0
    }

    /// A shuffle of `p`'s library (701.16) makes its order unknown.
    pub fn forget_order(&mut self, p: PlayerId) {
        if p.0 < 64 {
            self.shuffled |= 1u64 << p.0;
        }
    }
}

/// A decision about the goal, made while an event is emitted.
pub(crate) struct Verdict {
    outcome: Outcome,
    rule: String,
    reason: String,
    /// Announced before the event that revealed it (the turn that began after the deadline).
    before: bool,
}

fn names(g: &Game, ids: &[ObjectId]) -> String {
    let n: Vec<String> = ids.iter().map(|id| g.name_of(*id)).collect();
    match n.len() {
        0 => String::new(),
        1 => n[0].clone(),
        k => format!("{} and {}", n[..k - 1].join(", "), n[k - 1]),
    }
}

fn player_name(g: &Game, p: PlayerId) -> String {
    g.players.get(p.0 as usize).map(|x| x.name.clone()).unwrap_or_else(|| format!("player {}", p.0))
}

impl Goal {
    /// A new pending goal, set in turn `from_turn`; `text` empty: the engine words it.
    pub fn new(g: &Game, aim: Aim, player: PlayerId, by_turn: u32, text: &str) -> Goal {
        let from_turn = g.turn.number;
        let mut goal = Goal { aim, player, by_turn, from_turn, text: text.trim().to_string(), outcome: Outcome::Pending, reason: String::new(), rule: String::new() };
        if goal.text.is_empty() {
            goal.text = goal.worded(g);
        }
        goal
    }

    /// The engine's wording of the goal ("Win this turn.").
    pub fn worded(&self, g: &Game) -> String {
        let when = if self.by_turn <= self.from_turn { "this turn".to_string() } else { format!("by the end of turn {}", self.by_turn) };
        match &self.aim {
            Aim::Win => format!("Win {when}."),
            Aim::Survive => "Survive until your next turn.".into(),
            Aim::Life { target, life } => format!("Reduce {} to {life} life or less {when}.", player_name(g, *target)),
            Aim::Remove { objects, .. } => format!("Destroy or exile {} {when}.", names(g, objects)),
            Aim::Control { object, card } => {
                let what = match (object, card) {
                    (Some(o), _) => g.name_of(*o),
                    (None, Some(c)) => c.clone(),
                    (None, None) => "it".into(),
                };
                let at = if self.by_turn <= self.from_turn { "the end of this turn".to_string() } else { format!("the end of turn {}", self.by_turn) };
                format!("Control {what} at {at}.")
            }
        }
    }

    /// Whether the solver controls the permanent now.
    fn controls(&self, g: &Game) -> Option<String> {
        let Aim::Control { object, card } = &self.aim else { return None };
        let ok = |id: ObjectId| g.is_on_battlefield(id) && g.objects.get(&id).is_some_and(|o| !o.phased_out) && g.chars(id).is_some_and(|c| c.controller == self.player);
        if let Some(mut id) = *object {
            // Followed through its zone changes, as labels are (400.7 links).
            for _ in 0..10_000 {
                if g.obj(id).is_some() {
                    break;
                }
                match g.became(id) {
                    Some(n) => id = n,
                    None => break,
                }
            }
            return ok(id).then(|| g.name_of(id));
        }
        let card = card.as_deref()?;
        g.battlefield.iter().copied().find(|id| ok(*id) && g.chars(*id).is_some_and(|c| c.name == card)).map(|id| g.name_of(id))
    }

    fn control_verdict(&self, g: &Game, rule: &str, before: bool) -> Verdict {
        let who = player_name(g, self.player);
        match self.controls(g) {
            Some(n) => Verdict { outcome: Outcome::Met, rule: rule.into(), reason: format!("{who} controls {n} as turn {} ends", g.turn.number.min(self.by_turn)), before },
            None => {
                let what = match &self.aim {
                    Aim::Control { card: Some(c), object: None } => c.clone(),
                    Aim::Control { object: Some(o), .. } => g.name_of(*o),
                    _ => "the permanent".into(),
                };
                Verdict { outcome: Outcome::Failed, rule: rule.into(), reason: format!("{who} does not control {what} as turn {} ends", self.by_turn), before }
            }
        }
    }
}

/// Judge the pending goal against one event about to be recorded (the
/// state already shows the change it records).
pub(crate) fn judge(g: &mut Game, e: &Event) -> Option<Verdict> {
    let goal = g.goal.as_deref()?;
    if goal.outcome != Outcome::Pending {
        return None;
    }
    let me = goal.player;
    let met = |rule: &str, reason: String| Some(Verdict { outcome: Outcome::Met, rule: rule.into(), reason, before: false });
    let failed = |rule: &str, reason: String| Some(Verdict { outcome: Outcome::Failed, rule: rule.into(), reason, before: false });
    match &e.kind {
        // 104.3: the solver lost: every goal fails, cited as the loss is.
        EventKind::PlayerLost { player, reason } if *player == me => failed(&e.rule, format!("{} lost the game ({reason})", player_name(g, me))),
        // 104.2a: the last opponent has lost: the solver wins.
        EventKind::PlayerLost { player, reason } if goal.aim == Aim::Win => {
            let left = g.players.iter().any(|q| q.id != me && !q.lost && !g.teammates(q.id, me));
            if left {
                None
            } else {
                met(&e.rule, format!("{} lost the game ({reason}), so {} wins (104.2a)", player_name(g, *player), player_name(g, me)))
            }
        }
        // 104.2a / 104.4a: the game is over.
        EventKind::GameOver { winners } => {
            let won = winners.contains(&me);
            match (&goal.aim, won) {
                (Aim::Win | Aim::Survive, true) => met(&e.rule, format!("{} wins the game", player_name(g, me))),
                (_, _) if winners.is_empty() => failed(&e.rule, "the game ended in a draw (104.4a)".into()),
                (_, true) => failed(&e.rule, format!("the game ended ({} won) before the goal was done", player_name(g, me))),
                (_, false) => failed(&e.rule, format!("the game ended and {} did not win", player_name(g, me))),
            }
        }
        EventKind::LifeChanged { .. } => match goal.aim {
            Aim::Life { target, life } if g.life_of(target) <= life => met(&e.rule, format!("{}'s life total is {}, at most {life}", player_name(g, target), g.life_of(target))),
            _ => None,
        },
        EventKind::ZoneChanged { old, from, to, .. } => {
            let Aim::Remove { objects, removed } = &goal.aim else { return None };
            if !objects.contains(old) || removed.contains(old) {
                return None;
            }
            let gone = *from == Zone::Battlefield && matches!(to, Some(Zone::Graveyard(_)) | Some(Zone::Exile));
            if !gone {
                let whither = match to {
                    Some(z @ (Zone::Hand(p) | Zone::Library(p) | Zone::Graveyard(p))) => format!("{}'s {}", player_name(g, *p), z.name()),
                    Some(z) => format!("the {}", z.name()),
                    None => "nowhere".into(),
                };
                return failed("400.7", format!("{} went to {whither}: it is a new object there, neither destroyed nor exiled", g.name_of(*old)));
            }
            let all = objects.len() == removed.len() + 1;
            let objects = objects.clone();
            if let Some(Goal { aim: Aim::Remove { removed, .. }, .. }) = g.goal.as_deref_mut() {
                removed.push(*old);
            }
            if all {
                met(&e.rule, format!("{} left the battlefield for a graveyard or exile", names(g, &objects)))
            } else {
                None
            }
        }
        // 800.4a: it left the game with its owner.
        EventKind::CeasedToExist { object } => match &goal.aim {
            Aim::Remove { objects, removed } if objects.contains(object) && !removed.contains(object) => failed("400.7", format!("{} left the game without being destroyed or exiled", g.name_of(*object))),
            _ => None,
        },
        // 514.1: the cleanup step of the last turn begins: control is judged now.
        EventKind::StepBegan { step: Step::Cleanup } if matches!(goal.aim, Aim::Control { .. }) && g.turn.number >= goal.by_turn => Some(goal.control_verdict(g, "514.1", false)),
        // 500.1: a turn began.
        EventKind::TurnBegan { turn, player } => match &goal.aim {
            Aim::Survive if *turn > goal.from_turn && (*player == me || g.teammates(*player, me)) => met(&e.rule, format!("{}'s turn {turn} began and they have not lost", player_name(g, me))),
            Aim::Survive => None,
            _ if *turn <= goal.by_turn => None,
            // The deadline has passed: the turn `by_turn` ended (514, then 500.1).
            Aim::Control { .. } => Some(goal.control_verdict(g, "514", true)),
            _ => Some(Verdict { outcome: Outcome::Failed, rule: "500.1".into(), reason: format!("turn {} ended before the goal was done", goal.by_turn), before: true }),
        },
        _ => None,
    }
}

impl Verdict {
    pub(crate) fn before(&self) -> bool {
        self.before
    }
}

impl Game {
    /// Is a goal waiting to be decided? (The cheap test made before judging an event.)
    #[inline]
    pub(crate) fn goal_pending(&self) -> bool {
        self.goal.as_ref().is_some_and(|g| g.outcome == Outcome::Pending)
    }

    /// Record the decision and announce it: exactly one `goal` event per goal.
    pub(crate) fn settle_goal(&mut self, v: Verdict) {
        let Some(goal) = self.goal.as_deref_mut() else { return };
        if goal.outcome != Outcome::Pending {
            return;
        }
        // The reason cites the rule that decided it (once).
        let reason = if v.reason.contains(v.rule.as_str()) { v.reason } else { format!("{} ({})", v.reason, v.rule) };
        let v = Verdict { reason, ..v };
        goal.outcome = v.outcome;
        goal.reason = v.reason.clone();
        goal.rule = v.rule.clone();
        let text = goal.text.clone();
        let line = format!("goal {}: {text} ({})", v.outcome.as_str(), v.reason);
        self.emit(Event::new(v.rule.clone(), EventKind::Goal { outcome: v.outcome, goal: text, reason: v.reason }, line));
    }
}
