//! Draws as values on their way through the effects that replace a draw
//! (614.11), so that a question stops the work where it stands and the
//! answer takes it on.
//!
//! "Draw three cards" is three draws, one after another, and each draw is its
//! own event for replacement effects (614.11: "draw two cards instead" replaces
//! one draw). A `DrawQueue` holds the draws still to come, the front first,
//! each with the keys of the effects already applied to it (one effect applies
//! to an event once, 614.5). Settling the front draw looks at the effects that
//! would replace it; with two or more different ones, the drawing player
//! chooses the one to apply (616.1). The question stops the queue: the work
//! that owns it keeps it (the resolving instruction, or the draw step's draw),
//! and the answer resumes it at the same draw, with the cards drawn before it
//! left drawn. The draws a
//! replacement makes are new events at the front of the queue, looked at
//! again with the effect that made them left out (616.1f, 614.5).
//!
//! Where no question can be asked (an opening hand), the queue takes its
//! answers from `Game::choose_replacement`.

use super::events::*;
use super::replacement::{Applicable, Applies};
use super::state::*;
use super::types::*;
use crate::cards::def::*;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// The rule a draw is made under, cited by its events.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DrawRule {
    /// 120.1: an instruction to draw.
    Draw,
    /// 608.2e: an instruction for several players, followed in APNAP order.
    EachPlayer,
    /// 504.1: the draw step's draw.
    DrawStep,
    /// 805.4b: the draw step's draw of each player of a team sharing a turn.
    TeamDrawStep,
    /// 103.4: an opening hand.
    OpeningHand,
}

impl DrawRule {
    pub fn rule(self) -> &'static str {
        match self {
            DrawRule::Draw => "120.1",
            DrawRule::EachPlayer => "608.2e",
            DrawRule::DrawStep => "504.1",
            DrawRule::TeamDrawStep => "805.4b",
            DrawRule::OpeningHand => "103.4",
        }
    }

    /// The rule for `rule`'s text (the callers that draw one card name it).
    pub fn from_rule(rule: &str) -> DrawRule {
        match rule {
            "608.2e" => DrawRule::EachPlayer,
            "504.1" => DrawRule::DrawStep,
            "805.4b" => DrawRule::TeamDrawStep,
            "103.4" => DrawRule::OpeningHand,
            _ => DrawRule::Draw,
        }
    }
}

/// `count` draws of one player, alike: the same rule, the same effects
/// already applied to each.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct QueuedDraws {
    pub player: PlayerId,
    pub count: u32,
    pub rule: DrawRule,
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub applied: BTreeSet<u64>,
}

/// Draws on their way through the replacement effects.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DrawQueue {
    /// Draws still to come, the front one first.
    pub todo: Vec<QueuedDraws>,
    /// The answer to the question the front draw waits for, once given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub answer: Option<u64>,
}

impl DrawQueue {
    /// A queue of `count` draws for each player, in the order given.
    pub fn new(players: impl IntoIterator<Item = PlayerId>, count: u32, rule: DrawRule) -> DrawQueue {
        let todo = players.into_iter().filter(|_| count > 0).map(|player| QueuedDraws { player, count, rule, applied: BTreeSet::new() }).collect();
        DrawQueue { todo, answer: None }
    }

    /// How many draws are still to come (for the limits).
    pub fn len(&self) -> u64 {
        self.todo.iter().map(|d| d.count as u64).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl Game {
    /// 504.1: the draw step's draw: the active player draws (800.4i: not one
    /// who has left the game); 805.4b: with shared team turns, each player of
    /// the active team draws. Returns false while a replacement question
    /// about a draw waits; the draws still to come are kept in
    /// `draw_step_work` and the step takes them on with the answer.
    pub(crate) fn draw_step_draw(&mut self, active: PlayerId) -> bool {
        let mut q = match self.draw_step_work.take() {
            Some(q) => q,
            None => {
                self.instruction_draws = 0;
                let rule = |p: PlayerId| if p == active { DrawRule::DrawStep } else { DrawRule::TeamDrawStep };
                DrawQueue { todo: self.active_players().into_iter().map(|p| QueuedDraws { player: p, count: 1, rule: rule(p), applied: BTreeSet::new() }).collect(), answer: None }
            }
        };
        let resume = self.replacement_queues_usable().then_some(Resume::DrawStep);
        if self.run_draw_queue(&mut q, resume) {
            return true;
        }
        self.draw_step_work = Some(q);
        self.step_resumed = true;
        false
    }

    /// Settle and make the queue's draws one by one. With `resume`, a
    /// question stops the queue and is asked (its answer goes to `resume`):
    /// returns false, and the queue holds where it stands. Without, the
    /// answer comes from `choose_replacement`.
    pub(crate) fn run_draw_queue(&mut self, q: &mut DrawQueue, resume: Option<Resume>) -> bool {
        let mut answer = q.answer.take();
        while let Some(front) = q.todo.first().cloned() {
            // 800.4a: a player who has left the game draws nothing.
            if front.count == 0 || self.player(front.player).lost {
                q.todo.remove(0);
                continue;
            }
            // limits::MAX_REPEAT: one instruction's draws, replacements included.
            if self.instruction_draws > super::limits::MAX_REPEAT as u32 {
                q.todo.clear();
                break;
            }
            let cands = self.draw_replacements(front.player, &front.applied);
            let what = format!("{}'s draw", self.player(front.player).name);
            let Some(chosen) = self.replacement_chosen(front.player, &cands, &what, &mut answer, &resume) else { return false };
            if chosen.as_ref().is_some_and(|a| a.applies == Applies::NoDredge) {
                // 702.50a: dredge declined for this one draw: it is looked at
                // again without the dredge options (the draws after it keep them).
                let mut one = QueuedDraws { count: 1, ..front.clone() };
                one.applied.insert(super::dredge::KEY_NO_DREDGE);
                q.todo[0].count -= 1;
                q.todo.insert(0, one);
                continue;
            }
            if let Some(d) = q.todo.first_mut() {
                d.count -= 1;
            }
            match chosen {
                None => self.draw_one(front.player, front.rule.rule()),
                Some(a) => {
                    if let Some(born) = self.draw_replaced(&front, &a) {
                        let room = (super::limits::MAX_REPEAT as u64 + 1).saturating_sub(q.len()) as u32;
                        q.todo.insert(0, QueuedDraws { count: born.count.min(room), ..born });
                    }
                }
            }
        }
        true
    }

    /// 614.11: the "if [a player] would draw a card, ... instead" effects that
    /// would replace `p`'s next draw, leaving out those already applied to it
    /// (614.5) and "except the first one in your draw step" for that one.
    fn draw_replacements(&self, p: PlayerId, applied: &BTreeSet<u64>) -> Vec<Applicable> {
        let first_in_draw_step = self.turn.step == Step::Draw
            && self.turn.active == p
            && self.draw_step_draws.filter(|(t, _)| *t == self.turn.number).map_or(0, |(_, n)| n) == 0;
        // 702.50a: dredge works from the drawing player's graveyard.
        let mut out = self.dredge_replacements(p, applied);
        if self.static_sources.is_empty() {
            return out;
        }
        let statics: Vec<Applicable> = self
            .static_replacements()
            .into_iter()
            .filter(|(s, k, kind, _)| {
                !applied.contains(k)
                    && !self.replacing.contains(k)
                    && match kind {
                        ReplacementKind::WouldDraw { who, except_first_in_draw_step, .. } => {
                            let ctl = self.controller_of(*s);
                            let related = match who {
                                Relation::You => ctl == Some(p),
                                Relation::Opponent => ctl.is_some_and(|c| self.opponents(c).contains(&p)),
                            };
                            related && !(*except_first_in_draw_step && first_in_draw_step)
                        }
                        _ => false,
                    }
            })
            .map(|(s, key, kind, text)| {
                let label = self.effect_label(s);
                Applicable { key, source: Some(s), applies: Applies::Static(kind), text: format!("{label}: {text}") }
            })
            .collect();
        out.extend(statics);
        out
    }

    /// 614.11: the draw `d` replaced by `a`: the draws it makes instead, as new
    /// events with `a` applied (614.5), or None when it makes none.
    fn draw_replaced(&mut self, d: &QueuedDraws, a: &Applicable) -> Option<QueuedDraws> {
        let s = a.source.unwrap_or(ObjectId(0));
        let name = self.player(d.player).name.clone();
        let replaced = EventKind::Replaced { what: format!("{name} would draw a card"), by: s };
        let (player, count) = match &a.applies {
            Applies::Static(ReplacementKind::WouldDraw { instead: DrawInstead::Draws(n), .. }) => {
                self.emit(Event::new("614.11", replaced, format!("{}: {name} draws {n} card(s) instead of one", a.text)));
                (d.player, *n)
            }
            Applies::Static(ReplacementKind::WouldDraw { instead: DrawInstead::YouDraw(n), .. }) => {
                let c = self.controller_of(s)?;
                let (cname, sname) = (self.player(c).name.clone(), self.name_of(s));
                self.emit(Event::new("614.11", replaced, format!("{}: {name} skips that draw and {cname} ({sname}'s controller) draws {n} card(s) instead", a.text)));
                (c, *n)
            }
            Applies::Dredge { card, count } => {
                self.dredge(d.player, *card, *count);
                return None;
            }
            _ => return None,
        };
        let mut applied = d.applied.clone();
        applied.insert(a.key);
        Some(QueuedDraws { player, count, rule: d.rule, applied })
    }
}
