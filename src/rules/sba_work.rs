//! The state-based actions of one check (704.3) on their way through the
//! replacement effects, so that a question stops the check where it stands
//! and the answer takes it on.
//!
//! A check's actions happen at once. Before they do, each destruction
//! (704.5g, 704.5h) and each move to a graveyard (704.5f, 704.5i–n) is
//! settled: a regeneration shield or totem armor may replace a destruction
//! (614.8, 702.87a), and "would die" effects change where a permanent goes
//! (614.1a); with two or more different options, the permanent's controller
//! chooses (616.1). A question stops the check: the game keeps the work
//! (`Game::sba_work`), the question is asked, and the answer resumes the
//! work at the same action, with what was settled before it (a shield used)
//! left as it is. Then every action is performed together, as before.
//!
//! Totem armor replaces a destruction with its Aura's (702.87a): the Aura's
//! destruction is added to the check's actions, settled in turn and
//! performed with them.
//!
//! A loss of the game the check makes that another effect replaces ("if you
//! would lose the game, instead ...") doesn't happen; the replacement's
//! instructions are followed after the check, before the next one, as work
//! of their own that stops for its questions (rules::replacement_work).

use super::events::*;
use super::destruction_queue::DestructionSettled;
use super::sba::Sba;
use super::state::*;
use super::types::*;
use serde::{Deserialize, Serialize};

/// How one action of a check settled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[serde(rename_all = "snake_case", tag = "settled")]
pub enum Settled {
    /// Nothing to settle (not a destruction or a move to a graveyard), or
    /// the permanent is no longer there to move.
    Nothing,
    /// It moves, with the "would die" effect chosen for the move, if one was.
    Moves { instead: Option<u64> },
    /// Regeneration or totem armor replaced its destruction.
    Replaced,
}

/// A check's actions, settled up to a point.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SbaWork {
    pub actions: Vec<Sba>,
    /// How each action settled, in order; the next one is the first unsettled.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub settled: Vec<Settled>,
    /// The next action's question was asked (what it says as it starts isn't said again).
    #[serde(default)]
    pub asked: bool,
    /// The answer to that question, once given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub answer: Option<u64>,
}

impl SbaWork {
    pub fn new(actions: Vec<Sba>) -> SbaWork {
        SbaWork { actions, settled: Vec::new(), asked: false, answer: None }
    }
}

impl Game {
    /// 704.3: settle the check's destructions and moves to a graveyard, then
    /// perform its actions at once. Returns false when a question was asked
    /// (the game keeps the work; rules::sba_work).
    pub(crate) fn perform_sba_work(&mut self, mut w: SbaWork) -> bool {
        // One batch of moves, whose last known information is taken before
        // anything moves and whose leaves-the-battlefield triggers look back at
        // that moment (603.6d; see move_batch).
        let moving: Vec<ObjectId> = w
            .actions
            .iter()
            .filter_map(|a| match a {
                Sba::CeaseToExist { object, .. } | Sba::ToGraveyard { object, .. } | Sba::Destroy { object, .. } => Some(*object),
                _ => None,
            })
            .collect();
        let batch = self.batch_begin(&moving);
        let stops = self.replacement_queues_usable();
        let mut answer = w.answer.take();
        while w.settled.len() < w.actions.len() {
            let a = w.actions[w.settled.len()].clone();
            match self.settle_sba(&a, !w.asked, answer.take(), stops) {
                Ok((s, instead)) => {
                    w.settled.push(s);
                    w.asked = false;
                    if let Some(aura) = instead {
                        self.totem_aura_destroyed(&mut w, &a, aura);
                    }
                }
                Err(q) => {
                    // Nothing has moved yet: the batch is let go, and begun again on resuming.
                    self.batch_end(batch);
                    w.asked = true;
                    self.sba_work = Some(Box::new(w));
                    let kind = DecisionKind::ChooseReplacement { options: q.options, descriptions: q.descriptions, event: q.event };
                    self.ask(q.player, &q.rule, q.prompt, kind, Resume::StateBasedActions);
                    return false;
                }
            }
        }
        self.perform_state_based_actions(w.actions, w.settled, batch);
        true
    }

    /// One action settled (`first`: it starts now, and says so). With
    /// `stops`, an unanswered question is returned; otherwise it is answered
    /// from the answers given so far, or noted on the copy that looks ahead
    /// (`choose_replacement`).
    /// 702.87a: totem armor replaced the destruction `a` with the
    /// destruction of `aura`, an action of the same check (unless the check
    /// moves the Aura already, or the chain of Auras goes round).
    fn totem_aura_destroyed(&mut self, w: &mut SbaWork, a: &Sba, aura: ObjectId) {
        let moved = |x: &Sba| matches!(x, Sba::CeaseToExist { object, .. } | Sba::ToGraveyard { object, .. } | Sba::Destroy { object, .. } if *object == aura);
        let Sba::Destroy { object, rule, .. } = a else { return };
        if w.actions.iter().any(moved) || w.actions.len() > self.attachers.len().saturating_mul(2) + self.battlefield.len() {
            return;
        }
        // The Aura's last known information is taken with the rest of the batch's (603.6d).
        self.picture_before(&[aura]);
        let reason = format!("its totem armor replaced the destruction of {} (702.87a)", self.name_of(*object));
        w.actions.push(Sba::Destroy { object: aura, rule: *rule, reason });
    }

    /// One action settled, with the Aura totem armor destroys instead, if it does.
    fn settle_sba(&mut self, a: &Sba, first: bool, answer: Option<u64>, stops: bool) -> Result<(Settled, Option<ObjectId>), ReplacementQuestion> {
        let settle = |g: &mut Game, answer: Option<u64>| match a {
            Sba::Destroy { object, rule, reason } => {
                if first && answer.is_none() {
                    let n = g.name_of(*object);
                    g.emit(Event::new(rule.0, EventKind::Note, format!("{n} must be destroyed: {reason}")));
                }
                g.settle_destruction(*object, true, answer).map(|d| match d {
                    DestructionSettled::Destroyed(instead) => (Settled::Moves { instead }, None),
                    DestructionSettled::NotDestroyed => (Settled::Replaced, None),
                    DestructionSettled::Instead(aura) => (Settled::Replaced, Some(aura)),
                })
            }
            Sba::ToGraveyard { object, .. } if g.objects.contains_key(object) => g.graveyard_choice(*object, answer).map(|instead| (Settled::Moves { instead }, None)),
            _ => Ok((Settled::Nothing, None)),
        };
        match settle(self, answer) {
            Err(q) if !stops => {
                let k = self.choose_replacement(q);
                settle(self, Some(k))
            }
            r => r,
        }
    }
}
