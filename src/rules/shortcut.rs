//! 716 Taking shortcuts.
//!
//! A player with priority proposes a sequence of game choices for every player
//! (716.2a): single actions, loops repeated a given number of times (nested if
//! need be), and "everyone passes until ..." (the everyday shortcut of the
//! 716.2b example). Before anyone is asked, the engine plays the sequence on a
//! copy of the game: every choice must be legal where it comes, the sequence
//! must end where a player has priority, and no choice may come after a random
//! result it could depend on (a conditional action). The copy's end state is
//! the predicted result.
//!
//! Each other player in turn order, starting after the proposer, then accepts
//! or shortens it by naming one of their own choices at priority that they will
//! make differently (716.2b): the sequence now ends just before it. A player may
//! also name their own declaration of attackers or blockers that a "pass until"
//! makes for them (none, or only those a requirement forces): the sequence then
//! ends as they are to declare, and the declaration is theirs (nobody has
//! priority there, so the 716.2c restriction below does not apply). A choice to
//! pass can be named only where the player could do something else (play a
//! land, cast a spell, activate an ability other than a mana ability): where
//! passing is all they can do, there is no different choice to make. When the
//! last player has answered, the game takes every choice up to the end
//! (716.2c); a player who shortened it has priority there and may not make the
//! choice the proposal gave them, until they make another (a mana ability is
//! not one) or a player leaves the game. Should passing be all they can do
//! there after all, they may pass: the game never waits on a player who has
//! nothing legal to do. The list of legal actions leaves out the forbidden
//! choice (`Game::shortcut_forbids` is the check both use).
//!
//! A loop's first iteration is logged event by event; the others are counted
//! and the log gets one summary event (716.1b) naming the rules they applied.
//! `repeat_steps` is where the iterations are played.

use super::actions::{Action, ActionError};
use super::events::*;
use super::limits::{MAX_PASS_UNTIL, MAX_PLAYED_CHOICES, MAX_SHORTCUT_CHOICES, MAX_SHORTCUT_DEPTH, MAX_SHORTCUT_STEPS};
use super::state::*;
use super::types::*;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// One step of a proposed shortcut (716.2a).
#[derive(Clone, Debug, PartialEq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub enum ShortcutStep {
    /// One game choice, written as the action that makes it.
    Do(Box<Action>),
    /// A loop: `steps`, `times` times in a row.
    Repeat { times: u64, steps: Vec<ShortcutStep> },
    /// Every player passes (and declares no attackers or blockers) whenever
    /// they would choose, until the first later point that matches `stop`.
    PassUntil(PassUntil),
}

/// Where a "pass until" ends: the first point, after at least one choice,
/// where a player has priority and every field given matches.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct PassUntil {
    /// The player who receives priority there.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player: Option<PlayerId>,
    /// The active player there (whose turn it is).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub active: Option<PlayerId>,
    /// The step (or main phase) there.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub step: Option<Step>,
    /// The turn number there.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn: Option<u32>,
}

/// One choice made during a "pass until": who made it, and whether it was a
/// pass with priority (false: declaring no attackers or no blockers).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct PassChoice {
    pub player: PlayerId,
    pub priority: bool,
    /// Where it is made: the turn and step.
    pub turn: u32,
    pub step: Step,
}

/// A proposed shortcut and where the answers have brought it (716.2a–b).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Proposal {
    pub proposer: PlayerId,
    pub steps: Vec<ShortcutStep>,
    /// How many game choices the sequence holds as proposed (after any early
    /// end of a "pass until", see `PassUntil`).
    pub length: u64,
    /// How many of them will be taken: `length`, or less once shortened (716.2b).
    /// Choices are numbered from 0; a player who shortens at choice k makes the
    /// end k (choices 0..k are taken).
    pub end: u64,
    /// The last player who shortened it (716.2c).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shortened_by: Option<PlayerId>,
    /// Players still to answer, in turn order (716.2b).
    pub to_answer: Vec<PlayerId>,
    /// For each "pass until" step in order, the choices it makes.
    pub passes: Vec<Vec<PassChoice>>,
    /// What the game looks like at the end (716.2a: the predictable result).
    pub prediction: Prediction,
}

impl Proposal {
    /// The choice numbered `k` (from 0): who makes it, whether it is made at
    /// priority, and the action (a pass, or no attackers or blockers, for a
    /// "pass until").
    pub fn choice(&self, k: u64) -> Option<(PlayerId, bool, Action)> {
        choice_at(&self.steps, &self.passes, k)
    }
}

/// The predicted result of a shortcut: the game at its end.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Prediction {
    /// Game choices taken.
    pub choices: u64,
    pub turn: u32,
    pub step: Step,
    pub active: PlayerId,
    /// Who has priority at the end (none once the game is over).
    pub priority: Option<PlayerId>,
    /// Set when the game ends during the shortcut.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub winners: Option<Vec<PlayerId>>,
    pub players: Vec<PlayerForecast>,
    /// Objects on the stack at the end.
    pub stack: usize,
    /// The same in plain words.
    pub text: String,
}

/// One player at the end of a shortcut.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct PlayerForecast {
    pub player: PlayerId,
    pub life: i32,
    pub hand: usize,
    pub library: usize,
    pub graveyard: usize,
    /// Permanents this player controls.
    pub permanents: usize,
}

/// 716.2c: the choice the player who shortened a shortcut may not make where it ends.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Forbidden {
    pub player: PlayerId,
    pub action: Action,
}

/// Events of a loop's later iterations, counted instead of logged (716.1b).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tally {
    pub events: u64,
    pub by_rule: BTreeMap<String, u64>,
    /// Whole-board reads made meanwhile (rules::shortcut_fast: an iteration
    /// that made one is not used to work out the others at once).
    pub scans: super::shortcut_fast::Scans,
}

/// The mute slot of a game: while set, events are counted, not logged or
/// shown to a watcher. A copy of the game is never muted.
#[derive(Default, Debug)]
pub struct Mute(pub Option<Box<Tally>>);

impl Clone for Mute {
    fn clone(&self) -> Self {
        Mute(None)
    }
}
impl PartialEq for Mute {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    /// On a copy, before anyone is asked (716.2a).
    Predict,
    /// On the game itself, once everyone has answered (716.2c).
    Take,
}

/// What playing a part of the sequence came to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Next {
    Continue,
    /// The end was reached (or the game ended): nothing more is taken.
    Stop,
}

/// The state of a sequence being played.
pub(crate) struct Runner {
    mode: Mode,
    /// Choices to take (the end).
    pub(crate) limit: u64,
    /// Choices taken so far.
    pub(crate) taken: u64,
    /// Choices played one by one (bounded by `MAX_PLAYED_CHOICES`).
    pub(crate) played: u64,
    rng_pos: u128,
    /// A random result happened during this choice (1-based).
    pub(crate) random_at: Option<u64>,
    /// The choices each "pass until" made (recorded when predicting, read when taking).
    passes: Vec<Vec<PassChoice>>,
    pass_index: usize,
    /// Predicting: a "pass until" met a choice it can't make; the sequence
    /// ends at the last point where a player had priority, this many choices in.
    early_end: Option<(u64, String)>,
    /// Predicting: only the prediction's counts will be read from the game, so
    /// a loop's iterations worked out at once may be left unbuilt until a
    /// later choice is played (rules::shortcut_fast).
    pub(crate) defer: bool,
    /// Iterations worked out at once and not built yet: applied before the
    /// next choice is played, counted by `prediction_here_with`.
    pub(crate) deferred: Vec<(super::shortcut_fast::Change, u64)>,
    /// Looking ahead for one player (`Game::first_choice_where`): asked before
    /// each of their choices; once it says yes, nothing more is taken.
    probe: Option<Probe>,
}

/// A look-ahead along a proposal for one player's choices (`Game::first_choice_where`).
struct Probe {
    player: PlayerId,
    /// How many more times `test` may be asked.
    budget: u32,
    test: Box<dyn FnMut(&Game, u64, &Action) -> bool>,
    /// The choice `test` said yes to.
    hit: Option<u64>,
}

type Refusal = String;

/// How many choices `steps` hold, once each "pass until" is known to make
/// `passes[i]` choices (saturating: the limit check refuses what is too long).
fn length_of(steps: &[ShortcutStep], passes: &[Vec<PassChoice>], pi: &mut usize) -> u64 {
    let mut n: u64 = 0;
    for s in steps {
        let k = match s {
            ShortcutStep::Do(_) => 1,
            ShortcutStep::Repeat { times, steps } => length_of(steps, passes, pi).saturating_mul(*times),
            ShortcutStep::PassUntil(_) => {
                let k = passes.get(*pi).map_or(0, |p| p.len() as u64);
                *pi += 1;
                k
            }
        };
        n = n.saturating_add(k);
    }
    n
}

/// The choice numbered `k` (from 0): who makes it, whether at priority, and
/// the action (a pass for a "pass until" at priority).
fn choice_at(steps: &[ShortcutStep], passes: &[Vec<PassChoice>], mut k: u64) -> Option<(PlayerId, bool, Action)> {
    let mut pi = 0;
    for s in steps {
        match s {
            ShortcutStep::Do(a) => {
                if k == 0 {
                    return Some((a.player(), is_priority_action(a), (**a).clone()));
                }
                k -= 1;
            }
            ShortcutStep::Repeat { times, steps: body } => {
                let mut inner_pi = pi;
                let one = length_of(body, passes, &mut inner_pi);
                let all = one.saturating_mul(*times);
                if k < all {
                    return choice_at(body, &passes[pi..], k % one.max(1));
                }
                k -= all;
                pi = inner_pi;
            }
            ShortcutStep::PassUntil(_) => {
                let list = passes.get(pi)?;
                if (k as usize) < list.len() {
                    let c = list[k as usize];
                    let action = if c.priority {
                        Action::PassPriority { player: c.player }
                    } else {
                        Action::DeclareAttackers { player: c.player, attackers: vec![] }
                    };
                    return Some((c.player, c.priority, action));
                }
                k -= list.len() as u64;
                pi += 1;
            }
        }
    }
    None
}

/// Actions taken with priority (116.1), as opposed to answers to decisions.
fn is_priority_action(a: &Action) -> bool {
    matches!(a, Action::PassPriority { .. } | Action::PlayLand { .. } | Action::Suspend { .. } | Action::TurnFaceUp { .. } | Action::CastSpell { .. } | Action::ActivateAbility { .. })
}

/// The shape of the sequence: nesting depth, written steps and what may appear where.
fn check_shape(steps: &[ShortcutStep], depth: usize, count: &mut usize, path: &str) -> Result<(), Refusal> {
    if depth > MAX_SHORTCUT_DEPTH {
        return Err(format!("steps{path}: loops are nested more than {MAX_SHORTCUT_DEPTH} deep (limits::MAX_SHORTCUT_DEPTH)"));
    }
    for (i, s) in steps.iter().enumerate() {
        *count += 1;
        if *count > MAX_SHORTCUT_STEPS {
            return Err(format!("steps: more than {MAX_SHORTCUT_STEPS} steps are written (limits::MAX_SHORTCUT_STEPS)"));
        }
        let here = format!("{path}[{i}]");
        match s {
            ShortcutStep::Do(a) => {
                if matches!(**a, Action::ProposeShortcut { .. } | Action::AnswerShortcut { .. } | Action::Concede { .. }) {
                    return Err(format!("steps{here}: a shortcut's choices are game choices; it can't propose or answer a shortcut, or concede"));
                }
            }
            ShortcutStep::Repeat { times, steps: body } => {
                if *times == 0 {
                    return Err(format!("steps{here}.times: a loop is repeated at least once"));
                }
                if body.is_empty() {
                    return Err(format!("steps{here}.steps: a loop needs at least one step"));
                }
                if body.iter().any(|b| matches!(b, ShortcutStep::PassUntil(_))) {
                    return Err(format!("steps{here}.steps: a \"pass until\" can't be inside a loop (how many choices it makes is not fixed)"));
                }
                check_shape(body, depth + 1, count, &format!("{here}.steps"))?;
            }
            ShortcutStep::PassUntil(u) => {
                if *u == PassUntil::default() {
                    return Err(format!("steps{here}.pass_until: say where it stops (player, active, step or turn)"));
                }
            }
        }
    }
    Ok(())
}

/// A proposal read from outside (a pending decision in a saved position,
/// `Game::check_consistency`): the shape a proposal is checked for as it is
/// made (716.2a, nesting and step limits), its players, and its counts within
/// the limits it was made under.
pub(crate) fn check_proposal(p: &Proposal, players: usize) -> Result<(), String> {
    let mut count = 0;
    check_shape(&p.steps, 0, &mut count, "")?;
    let ok = |q: PlayerId| (q.0 as usize) < players;
    if !ok(p.proposer) || !p.to_answer.iter().chain(&p.shortened_by).all(|q| ok(*q)) || !p.passes.iter().flatten().all(|c| ok(c.player)) {
        return Err("a player of the proposal is not a player".into());
    }
    if p.end > p.length || p.length > MAX_SHORTCUT_CHOICES || p.passes.iter().any(|l| l.len() as u64 > MAX_PASS_UNTIL) {
        return Err("its length is over the limit, or its end is past it".into());
    }
    Ok(())
}

/// The number of choices written without "pass until" steps, saturating.
fn fixed_length(steps: &[ShortcutStep]) -> u64 {
    steps.iter().fold(0u64, |n, s| {
        n.saturating_add(match s {
            ShortcutStep::Do(_) => 1,
            ShortcutStep::Repeat { times, steps } => fixed_length(steps).saturating_mul(*times),
            ShortcutStep::PassUntil(_) => 0,
        })
    })
}

impl Game {
    /// 716.2a: `player` (who has priority) proposes `steps`. The sequence is
    /// played on a copy first; a sequence that can't be taken is refused with
    /// the reason and the game is unchanged. Otherwise the next player in turn
    /// order is asked to accept or shorten it (716.2b).
    pub(crate) fn propose_shortcut(&mut self, player: PlayerId, steps: &[ShortcutStep]) -> Result<(), ActionError> {
        let mut count = 0;
        check_shape(steps, 0, &mut count, "").map_err(|m| ActionError::Illegal(format!("716.2a: {m}")))?;
        if steps.is_empty() {
            return Err(ActionError::Illegal("716.2a: steps: a shortcut needs at least one step".into()));
        }
        let fixed = fixed_length(steps);
        if fixed > MAX_SHORTCUT_CHOICES {
            return Err(ActionError::Illegal(format!(
                "716.2a: steps: the sequence holds {fixed} choices, over the limit of {MAX_SHORTCUT_CHOICES} (limits::MAX_SHORTCUT_CHOICES)"
            )));
        }
        let (passes, length, prediction) = self.predict(steps).map_err(|m| ActionError::Illegal(format!("716.2a: {m}")))?;
        if length == 0 {
            return Err(ActionError::Illegal("716.2a: the shortcut makes no choice".into()));
        }
        let to_answer = self.others_in_turn_order(player);
        let name = self.player(player).name.clone();
        self.emit(Event::new(
            "716.2a",
            EventKind::ShortcutProposed { player, choices: length },
            format!("{name} proposes a shortcut of {length} game choice{}; predicted result: {}", plural(length), prediction.text),
        ));
        let proposal = Proposal { proposer: player, steps: steps.to_vec(), length, end: length, shortened_by: None, to_answer, passes, prediction };
        self.ask_next_about_shortcut(proposal);
        Ok(())
    }

    /// Players still in the game after `p`, in turn order (716.2b).
    fn others_in_turn_order(&self, p: PlayerId) -> Vec<PlayerId> {
        let n = self.players.len();
        (1..n).map(|i| PlayerId(((p.0 as usize + i) % n) as _)).filter(|q| !self.player(*q).lost).collect()
    }

    /// Ask the next player about the proposal, or take it when nobody is left.
    fn ask_next_about_shortcut(&mut self, mut proposal: Proposal) {
        if proposal.to_answer.is_empty() {
            self.take_shortcut(proposal);
            return;
        }
        let who = proposal.to_answer.remove(0);
        let pname = self.player(proposal.proposer).name.clone();
        let prompt = format!(
            "accept {pname}'s shortcut ({} choice{}; ends: {}) or shorten it by naming one of your choices at priority (or your declaration of attackers or blockers) that you will make differently",
            proposal.end,
            plural(proposal.end),
            proposal.prediction.text
        );
        self.ask(who, "716.2b", prompt, DecisionKind::Shortcut { proposal: Box::new(proposal) }, Resume::Shortcut);
    }

    /// 716.2b: `player` accepts the proposal (`shorten_at` none) or shortens it
    /// at their choice numbered `k`.
    pub(crate) fn answer_shortcut(&mut self, player: PlayerId, proposal: &Proposal, shorten_at: Option<u64>) -> Result<(), ActionError> {
        let mut proposal = proposal.clone();
        let name = self.player(player).name.clone();
        match shorten_at {
            None => {
                self.emit(Event::new(
                    "716.2b",
                    EventKind::ShortcutAnswered { player, shorten_at: None },
                    format!("{name} accepts the shortcut ({} choice{})", proposal.end, plural(proposal.end)),
                ));
            }
            Some(k) => {
                if k >= proposal.end {
                    return Err(ActionError::Illegal(format!(
                        "716.2b: shorten_at: the shortcut ends after choice {} now; name a choice before that (0 to {})",
                        proposal.end,
                        proposal.end.saturating_sub(1)
                    )));
                }
                let Some((who, at_priority, choice)) = choice_at(&proposal.steps, &proposal.passes, k) else {
                    return Err(ActionError::Illegal(format!("716.2b: shorten_at: there is no choice {k}")));
                };
                if who != player {
                    return Err(ActionError::Illegal(format!(
                        "716.2b: shorten_at: choice {k} is {}'s, not {name}'s: a player shortens a shortcut at a choice of their own",
                        self.player(who).name
                    )));
                }
                let declaration = matches!(choice, Action::DeclareAttackers { .. } | Action::DeclareBlockers { .. });
                if !at_priority && !declaration {
                    return Err(ActionError::Illegal(format!(
                        "716.2a: shorten_at: choice {k} answers a decision; a shortcut ends where a player has priority, so name one of your choices at priority (or your declaration of attackers or blockers)"
                    )));
                }
                // The proposal was checked in full: its first k choices can be taken.
                let decider = if at_priority { None } else { Some(player) };
                let (at, prediction) = self.game_at(&proposal, k, decider).map_err(|m| ActionError::Illegal(format!("716.2b: {m}")))?;
                if let Some((_, _, Action::PassPriority { .. })) = choice_at(&proposal.steps, &proposal.passes, k) {
                    if !at.priority_choices(player).iter().any(is_different_choice) {
                        return Err(ActionError::Illegal(format!(
                            "716.2b: shorten_at: at choice {k} {name} can only pass (there is nothing else they could do there), so it is not a point where they can make a different choice; name another"
                        )));
                    }
                }
                proposal.end = k;
                proposal.shortened_by = Some(player);
                proposal.prediction = prediction;
                self.emit(Event::new(
                    "716.2b",
                    EventKind::ShortcutAnswered { player, shorten_at: Some(k) },
                    format!(
                        "{name} shortens the shortcut: they will choose differently at choice {k}, which becomes its end (ends: {})",
                        proposal.prediction.text
                    ),
                ));
            }
        }
        self.ask_next_about_shortcut(proposal);
        Ok(())
    }

    /// 716.2c: every player has answered; the game takes every choice up to the end.
    fn take_shortcut(&mut self, proposal: Proposal) {
        let end = proposal.end;
        self.emit(Event::new(
            "716.2c",
            EventKind::ShortcutTaken { player: proposal.proposer, choices: end },
            format!("the shortcut is taken: {end} game choice{} in a row", plural(end)),
        ));
        let mut r = Runner::new(Mode::Take, end, self.rng.get_word_pos(), proposal.passes.clone());
        if let Err(m) = self.run_steps(&proposal.steps, &mut r) {
            // Cannot happen: the same choices from the same game were checked when
            // it was proposed. The game stays consistent where the choices stopped.
            self.emit(Event::new("716.2c", EventKind::Note, format!("the shortcut stopped after {} choices: {m}", r.taken)));
        }
        if let Some(p) = proposal.shortened_by {
            // 716.2c binds the player who has priority at the end; where the end is
            // the shortener's declaration of attackers or blockers, nobody has
            // priority, and the declaration is theirs to make as the rules allow.
            if let Some((_, true, action)) = choice_at(&proposal.steps, &proposal.passes, end) {
                self.shortcut_forbidden = Some(Forbidden { player: p, action });
            }
        }
    }

    /// Play the sequence on a copy: the "pass until" choices, the number of
    /// choices, and the predicted result.
    fn predict(&self, steps: &[ShortcutStep]) -> Result<(Vec<Vec<PassChoice>>, u64, Prediction), Refusal> {
        let mut copy = self.clone();
        copy.events.clear();
        let mut r = Runner::new(Mode::Predict, u64::MAX, copy.rng.get_word_pos(), Vec::new());
        r.defer = true;
        copy.run_steps(steps, &mut r)?;
        if let Some((end, why)) = r.early_end.take() {
            // A "pass until" met a choice it does not make: the sequence ends at
            // the last point where a player had priority (716.2a), so play it again to there.
            let mut again = self.clone();
            again.events.clear();
            let mut r2 = Runner::new(Mode::Take, end, again.rng.get_word_pos(), r.passes.clone());
            r2.defer = true;
            again.run_steps(steps, &mut r2)?;
            let mut p = again.prediction_here_with(&r2.deferred);
            p.text = format!("{} ({why})", p.text);
            p.choices = r2.taken;
            return Ok((r.passes, r2.taken, p));
        }
        if copy.winners.is_none() && copy.pending.is_some() {
            let d = copy.pending.as_ref().map(|d| format!("{} must decide: {}", copy.player(d.player).name, d.prompt)).unwrap_or_default();
            return Err(format!("the sequence must end where a player has priority, but after its last choice {d}"));
        }
        let mut p = copy.prediction_here_with(&r.deferred);
        p.choices = r.taken;
        Ok((r.passes, r.taken, p))
    }

    /// Play `proposal` (as it stands: up to its end) on a copy, asking `test`
    /// before each choice of `player` (the game there, the choice's number and
    /// the choice the proposal makes), at most `budget` times; the number of
    /// the first choice it says yes to. A player answering a proposal (716.2b)
    /// looks along it this way for the first point where they would choose
    /// differently. A loop's alike iterations worked out at once
    /// (rules::shortcut_fast) are not asked about one by one: only those played.
    pub fn first_choice_where(&self, proposal: &Proposal, player: PlayerId, budget: u32, test: Box<dyn FnMut(&Game, u64, &Action) -> bool>) -> Option<u64> {
        let mut copy = self.clone();
        copy.events.clear();
        // The copy is not waiting on the proposal it plays out.
        copy.pending = None;
        let mut r = Runner::new(Mode::Take, proposal.end, copy.rng.get_word_pos(), proposal.passes.clone());
        // A loop's alike iterations are counted, and built only if a later choice is played.
        r.defer = true;
        r.probe = Some(Probe { player, budget, test, hit: None });
        let _ = copy.run_steps(&proposal.steps, &mut r);
        r.probe.and_then(|p| p.hit)
    }

    /// The game after the first `k` choices of a proposal (checked in full
    /// when it was proposed), played on a copy: where a player who shortens
    /// it at choice `k` will have priority (716.2b), and its prediction.
    /// With `decider`, the end may instead be that player's declaration of
    /// attackers or blockers.
    fn game_at(&self, proposal: &Proposal, k: u64, decider: Option<PlayerId>) -> Result<(Game, Prediction), Refusal> {
        let mut copy = self.clone();
        copy.events.clear();
        let mut r = Runner::new(Mode::Take, k, copy.rng.get_word_pos(), proposal.passes.clone());
        copy.run_steps(&proposal.steps, &mut r)?;
        copy.build_deferred(&mut r);
        let declaring = copy.pending.as_ref().is_some_and(|d| Some(d.player) == decider && matches!(d.kind, DecisionKind::DeclareAttackers { .. } | DecisionKind::DeclareBlockers { .. }));
        if copy.winners.is_none() && copy.pending.is_some() && !declaring {
            let d = copy.pending.as_ref().map(|d| format!("{} must decide: {}", copy.player(d.player).name, d.prompt)).unwrap_or_default();
            return Err(format!("the sequence must end where a player has priority, but after its choice {k} {d}"));
        }
        let mut p = copy.prediction_here();
        p.choices = r.taken;
        Ok((copy, p))
    }

    /// The game as it is now, as a prediction.
    fn prediction_here(&self) -> Prediction {
        self.prediction_here_with(&[])
    }

    /// The game as it is now with iterations worked out but not built yet
    /// (`Runner::deferred`), as a prediction.
    fn prediction_here_with(&self, deferred: &[(super::shortcut_fast::Change, u64)]) -> Prediction {
        let mut players: Vec<PlayerForecast> = self
            .players
            .iter()
            .map(|p| PlayerForecast {
                player: p.id,
                life: p.life,
                hand: p.hand.len(),
                library: p.library.len(),
                graveyard: p.graveyard.len(),
                permanents: 0,
            })
            .collect();
        // The battlefield index and the object map are both in id order: one
        // walk of each (a million tokens are counted in milliseconds).
        let mut objects = self.objects.iter().peekable();
        for id in &self.battlefield {
            while objects.next_if(|(k, _)| *k < id).is_some() {}
            if let Some((_, o)) = objects.next_if(|(k, _)| *k == id) {
                if let Some(f) = players.get_mut(o.controller.0 as usize) {
                    f.permanents += 1;
                }
            }
        }
        for (c, m) in deferred {
            for (controller, n) in c.permanents_made() {
                if let Some(f) = players.get_mut(controller.0 as usize) {
                    f.permanents = f.permanents.saturating_add(usize::try_from((n as u64).saturating_mul(*m)).unwrap_or(usize::MAX));
                }
            }
        }
        let priority = match self.flow {
            Flow::Priority(p) if self.pending.is_none() => Some(p),
            _ => None,
        };
        let mut text = match (&self.winners, priority) {
            (Some(w), _) if w.is_empty() => "the game is a draw".to_string(),
            (Some(w), _) => format!("the game is over, won by {}", w.iter().map(|p| self.player(*p).name.clone()).collect::<Vec<_>>().join(" and ")),
            (None, Some(p)) => format!("turn {}, {}, {} has priority", self.turn.number, self.turn.step.label(), self.player(p).name),
            (None, None) => format!("turn {}, {}", self.turn.number, self.turn.step.label()),
        };
        let counts: Vec<String> = players
            .iter()
            .map(|f| format!("{}: {} life, {} permanent{}, {} card{} in hand", self.player(f.player).name, f.life, f.permanents, plural(f.permanents as u64), f.hand, plural(f.hand as u64)))
            .collect();
        text.push_str("; ");
        text.push_str(&counts.join("; "));
        if !self.stack.is_empty() {
            text.push_str(&format!("; {} object{} on the stack", self.stack.len(), plural(self.stack.len() as u64)));
        }
        Prediction {
            choices: 0,
            turn: self.turn.number,
            step: self.turn.step,
            active: self.turn.active,
            priority,
            winners: self.winners.clone(),
            players,
            stack: self.stack.len(),
            text,
        }
    }

    /// Take the steps in order, until the runner's limit.
    pub(crate) fn run_steps(&mut self, steps: &[ShortcutStep], r: &mut Runner) -> Result<Next, Refusal> {
        for s in steps {
            let next = match s {
                ShortcutStep::Do(a) => {
                    if r.taken >= r.limit || self.winners.is_some() {
                        return Ok(Next::Stop);
                    }
                    self.take_choice(a, r)?;
                    Next::Continue
                }
                ShortcutStep::Repeat { times, steps } => self.repeat_steps(steps, *times, r)?,
                ShortcutStep::PassUntil(u) => self.pass_until(u, r)?,
            };
            if next == Next::Stop {
                return Ok(Next::Stop);
            }
        }
        Ok(Next::Continue)
    }

    /// A loop (716.1b): its body `times` times. The first iteration is logged
    /// event by event, the others are counted, and one summary event says how
    /// many more times it ran and which rules those iterations applied.
    /// When the iterations are alike, the remaining ones are worked out at
    /// once rather than played (rules::shortcut_fast, which says when and why
    /// that gives exactly the game playing them out gives).
    pub(crate) fn repeat_steps(&mut self, body: &[ShortcutStep], times: u64, r: &mut Runner) -> Result<Next, Refusal> {
        let outer = self.muted.0.is_none();
        let before = r.taken;
        let mut first_len = 0;
        let mut next = Next::Continue;
        let mut watch = super::shortcut_fast::Watch::new();
        let mut i: u64 = 0;
        while i < times {
            if i == 1 && outer {
                first_len = r.taken - before;
                self.muted.0 = Some(Box::default());
            }
            watch.before(self, r, i);
            let n = self.run_steps(body, r);
            match n {
                Ok(Next::Continue) => {}
                Ok(Next::Stop) => {
                    next = Next::Stop;
                    break;
                }
                Err(m) => {
                    self.muted.0 = None;
                    return Err(m);
                }
            }
            let skipped = watch.after(self, r, i, times - i - 1, outer);
            i += 1 + skipped;
        }
        if outer {
            if let Some(t) = self.muted.0.take() {
                let more = r.taken - before - first_len;
                let whole = if first_len > 0 { more / first_len } else { 0 };
                let part = if first_len > 0 { more % first_len } else { 0 };
                self.summarise_repetition(whole, part, first_len, *t);
            }
        }
        Ok(next)
    }

    /// The log's one line for a loop's later iterations (716.1b).
    fn summarise_repetition(&mut self, whole: u64, part: u64, per: u64, t: Tally) {
        if whole == 0 && part == 0 {
            return;
        }
        // Everything may have changed: a watcher is sent the whole board with this
        // event (the game's own dirty set already says what the rules must look at).
        if self.watcher.0.is_some() {
            self.touched.all = true;
        }
        let rules: Vec<RuleCount> = t.by_rule.iter().map(|(r, n)| RuleCount { rule: r.clone(), count: *n }).collect();
        let listed: Vec<String> = rules.iter().map(|c| format!("{} ×{}", c.rule, c.count)).collect();
        let partial = if part > 0 { format!(" and {part} choice{} of one more", plural(part)) } else { String::new() };
        self.emit(Event::new(
            "716.1b",
            EventKind::ShortcutRepeated { times: whole, choices: whole.saturating_mul(per).saturating_add(part), events: t.events, rules },
            format!(
                "the loop was repeated {whole} more time{}{partial} without logging each event: {} event{}, by rule: {}",
                plural(whole),
                t.events,
                plural(t.events),
                listed.join(", ")
            ),
        ));
    }

    /// Everyone passes (and declares no attackers or blockers) until the stop.
    fn pass_until(&mut self, u: &PassUntil, r: &mut Runner) -> Result<Next, Refusal> {
        self.build_deferred(r);
        let index = r.pass_index;
        r.pass_index += 1;
        if r.mode == Mode::Predict {
            r.passes.push(Vec::new());
            let mut made: u64 = 0;
            let mut last_priority: Option<u64> = None;
            loop {
                if r.taken >= r.limit || self.winners.is_some() {
                    return Ok(Next::Stop);
                }
                if let Some(d) = &self.pending {
                    let (player, kind) = (d.player, &d.kind);
                    let action = match kind {
                        // Passing declares no attackers, or only those a requirement forces (508.1d).
                        DecisionKind::DeclareAttackers { candidates, defenders } => {
                            let forced = self.required_attackers(candidates);
                            match (forced.is_empty(), defenders.as_slice()) {
                                (true, _) => Action::DeclareAttackers { player, attackers: vec![] },
                                (false, [only]) => Action::DeclareAttackers { player, attackers: forced.iter().map(|a| super::actions::Attack { attacker: *a, target: *only, band: None }).collect() },
                                (false, _) => {
                                    let why = format!("it stops before {} declares attackers: a creature must attack and which defender it attacks is a choice", self.player(player).name);
                                    r.early_end = Some((last_priority.unwrap_or(r.taken.saturating_sub(made)), why));
                                    return Ok(Next::Stop);
                                }
                            }
                        }
                        DecisionKind::DeclareBlockers { .. } => Action::DeclareBlockers { player, blockers: vec![] },
                        _ => {
                            // A choice "passing" does not make: the sequence ends at the
                            // last point where a player had priority before it.
                            let why = format!("it stops before {} must decide: {}", self.player(player).name, d.prompt);
                            let end = last_priority.unwrap_or(r.taken.saturating_sub(made));
                            r.early_end = Some((end, why));
                            return Ok(Next::Stop);
                        }
                    };
                    let (turn, step) = (self.turn.number, self.turn.step);
                    self.take_choice(&action, r)?;
                    r.passes[index].push(PassChoice { player, priority: false, turn, step });
                } else if let Flow::Priority(p) = self.flow {
                    if made > 0 && self.stop_matches(u, p) {
                        return Ok(Next::Continue);
                    }
                    if made >= MAX_PASS_UNTIL {
                        return Err(format!("the \"pass until\" stop is not reached within {MAX_PASS_UNTIL} choices (limits::MAX_PASS_UNTIL)"));
                    }
                    last_priority = Some(r.taken);
                    let (turn, step) = (self.turn.number, self.turn.step);
                    self.take_choice(&Action::PassPriority { player: p }, r)?;
                    r.passes[index].push(PassChoice { player: p, priority: true, turn, step });
                } else {
                    return Ok(Next::Stop);
                }
                made += 1;
            }
        } else {
            let list = r.passes.get(index).cloned().unwrap_or_default();
            for c in list {
                if r.taken >= r.limit || self.winners.is_some() {
                    return Ok(Next::Stop);
                }
                let action = if c.priority {
                    Action::PassPriority { player: c.player }
                } else {
                    match self.pending.as_ref().map(|d| &d.kind) {
                        Some(DecisionKind::DeclareBlockers { .. }) => Action::DeclareBlockers { player: c.player, blockers: vec![] },
                        Some(DecisionKind::DeclareAttackers { candidates, defenders }) => {
                            let target = defenders.first().copied();
                            let attackers = match target {
                                Some(t) => self.required_attackers(candidates).into_iter().map(|a| super::actions::Attack { attacker: a, target: t, band: None }).collect(),
                                None => vec![],
                            };
                            Action::DeclareAttackers { player: c.player, attackers }
                        }
                        _ => Action::DeclareAttackers { player: c.player, attackers: vec![] },
                    }
                };
                self.take_choice(&action, r)?;
            }
            Ok(Next::Continue)
        }
    }

    fn stop_matches(&self, u: &PassUntil, p: PlayerId) -> bool {
        u.player.map_or(true, |q| q == p)
            && u.active.map_or(true, |a| a == self.turn.active)
            && u.step.map_or(true, |s| s == self.turn.step)
            && u.turn.map_or(true, |t| t == self.turn.number)
    }

    /// Take one choice of the sequence, as the player would (refused with the
    /// reason when it can't be taken, or when it would come after a random result).
    fn take_choice(&mut self, a: &Action, r: &mut Runner) -> Result<(), Refusal> {
        // A look-ahead that may ask no more takes nothing more (nor builds
        // what a loop left unbuilt): the runner stops at its next check.
        if r.probe.as_ref().is_some_and(|p| p.budget == 0) {
            r.limit = r.taken;
            return Ok(());
        }
        self.build_deferred(r);
        let k = r.taken;
        if let Some(probe) = r.probe.as_mut() {
            if a.player() == probe.player {
                probe.budget -= 1;
                if (probe.test)(self, k, a) {
                    // It has its answer: nothing more is taken.
                    probe.hit = Some(k);
                    r.limit = k;
                    return Ok(());
                }
            }
        }
        if let Some(at) = r.random_at {
            return Err(format!(
                "choice {k} ({}) would come after a random result (during choice {}): a shortcut can't hold conditional actions, whose choice depends on the result of a game event",
                self.describe_action(a),
                at - 1
            ));
        }
        r.played += 1;
        if r.played > MAX_PLAYED_CHOICES {
            return Err(format!(
                "the loop's iterations are not alike, so its choices are played one by one, and more than {MAX_PLAYED_CHOICES} would be (limits::MAX_PLAYED_CHOICES)"
            ));
        }
        if a.player().0 as usize >= self.players.len() {
            return Err(format!("choice {k}: there is no player {}", a.player()));
        }
        // The loop watch sees a shortcut's choices as it sees them taken one by
        // one (716.3: a fragmented loop's repeat is refused; 716.4: a loop of
        // mandatory actions ends the game in a draw, and so ends the shortcut).
        let pass_like = self.loop_pass_like(a);
        let watched = match self.loop_check_action(a, false) {
            Ok(w) => w,
            Err(e) => return Err(format!("choice {k} ({}) can't be taken there: {e}", self.describe_action(a))),
        };
        if let Err(e) = self.dispatch_asking_first(a) {
            return Err(format!("choice {k} ({}) can't be taken there: {e}", self.describe_action(a)));
        }
        self.run();
        self.loop_after_action(a, pass_like, watched);
        r.taken += 1;
        let pos = self.rng.get_word_pos();
        if pos != r.rng_pos {
            r.rng_pos = pos;
            r.random_at = Some(r.taken);
        }
        Ok(())
    }

    /// An action in a few words, for messages.
    pub fn describe_action(&self, a: &Action) -> String {
        let who = |p: PlayerId| self.players.get(p.0 as usize).map_or_else(|| format!("player {p}"), |x| x.name.clone());
        match a {
            Action::PassPriority { player } => format!("{} passes", who(*player)),
            Action::PlayLand { player, card } => format!("{} plays {}", who(*player), self.name_of(*card)),
            Action::CastSpell { player, card, .. } => format!("{} casts {}", who(*player), self.name_of(*card)),
            Action::ActivateAbility { player, source, ability, .. } => format!("{} activates ability {ability} of {}", who(*player), self.name_of(*source)),
            Action::DeclareAttackers { player, attackers } if attackers.is_empty() => format!("{} declares no attackers", who(*player)),
            Action::DeclareBlockers { player, blockers } if blockers.is_empty() => format!("{} declares no blockers", who(*player)),
            other => format!("{}: {}", who(other.player()), other.kind_name()),
        }
    }
}

impl Game {
    /// 716.2c: whether `action` is the choice the player who shortened a
    /// shortcut may not make where it ended (compared as the game choice it
    /// makes, `loops::as_choice`). Passing is refused only while the player
    /// has a different choice to make: where passing is all they can do, it
    /// is not a choice they could make differently.
    pub(crate) fn shortcut_forbids(&self, action: &Action) -> bool {
        let Some(f) = &self.shortcut_forbidden else { return false };
        if f.player != action.player() || super::loops::as_choice(&f.action) != super::loops::as_choice(action) {
            return false;
        }
        match action {
            Action::PassPriority { player } => self.pass_forbidden(*player, &self.priority_choices(*player)),
            _ => true,
        }
    }

    /// 716.2c: whether `p` may not pass here, `others` being what else they
    /// may do (`Game::priority_choices`): they shortened a shortcut to here
    /// where it had them pass, and they have a different choice to make.
    pub(crate) fn pass_forbidden(&self, p: PlayerId, others: &[super::legal::LegalAction]) -> bool {
        self.shortcut_forbidden.as_ref().is_some_and(|f| f.player == p && matches!(f.action, Action::PassPriority { .. })) && others.iter().any(is_different_choice)
    }

    /// 716.2c: whether taking `action` is the shortener's different choice,
    /// which ends the restriction: an action of theirs at priority, but not a
    /// mana ability (it only fills their pool: they still choose what to do
    /// with priority) nor a proposal (its own choices are checked as they are
    /// taken).
    pub(crate) fn shortcut_choice_made(&self, action: &Action) -> bool {
        let Some(f) = &self.shortcut_forbidden else { return false };
        if f.player != action.player() {
            return false;
        }
        match action {
            Action::ProposeShortcut { .. } => false,
            Action::ActivateAbility { source, ability, .. } => !self.chars(*source).is_some_and(|c| c.abilities.get(*ability).is_some_and(|a| a.is_mana_ability())),
            _ => true,
        }
    }
}

/// 716.2c: an action listed at priority that is a different choice from
/// passing: anything but a mana ability (which only fills the pool).
fn is_different_choice(a: &super::legal::LegalAction) -> bool {
    !matches!(a, super::legal::LegalAction::Activate { mana_ability: true, .. })
}

impl Runner {
    fn new(mode: Mode, limit: u64, rng_pos: u128, passes: Vec<Vec<PassChoice>>) -> Runner {
        Runner { mode, limit, taken: 0, played: 0, rng_pos, random_at: None, passes, pass_index: 0, early_end: None, defer: false, deferred: Vec::new(), probe: None }
    }
}

fn plural(n: u64) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}
