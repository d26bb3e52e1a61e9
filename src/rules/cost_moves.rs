//! The moves to a graveyard an action's costs make (permanents sacrificed,
//! cards discarded: 117.1, 601.2h, 602.2b, 605.3a), settled through the
//! replacement effects before the action changes anything (616.1), so that a
//! question about one is asked and answered without playing the action on a
//! copy of the game.
//!
//! Once the action is known to be legal and before anything changes, each
//! object its costs will put into a graveyard is settled in the order the
//! payment moves them: the permanents sacrificed (one event), then the
//! card sacrificed or discarded as the cost's own source, then the cards
//! discarded (one event). A move is settled as the game will stand when it
//! happens: the effects of permanents an earlier part of the payment moved
//! away no longer apply to it. With two or more different effects, the
//! object's controller (its owner, for a card in a hand) chooses (616.1):
//! the action stops before changing anything, and the question is asked
//! with the action and the moves settled so far (`Resume::CostMoves`); the
//! answer takes the action again, which settles the rest and pays with the
//! effects chosen.
//!
//! The payment is known in advance: the cards a discard at random will pick
//! are picked first from a copy of the game's generator
//! (`random_cost_discards`). The damage and life gain its mana abilities
//! cause are settled the same way, before the moves (rules::payment_harm):
//! a question about them stops the action too, and its answer takes the
//! action again with the answers given so far (`Resume::Replacement`).

use super::actions::{Action, ActionError};
use super::events::TargetChoice;
use super::casting::CostChoices;
use super::move_queue::MoveQueue;
use super::state::*;
use super::types::*;
use crate::cards::def::*;
use serde::{Deserialize, Serialize};

/// An action's cost moves on their way, kept by the game while the action
/// is taken (never between actions, never saved).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum CostMoveWork {
    /// To settle as the action reaches its payment, from this queue (empty: begun afresh).
    Settling(MoveQueue),
    /// A question stopped the settling; the action changed nothing.
    Asked(ReplacementQuestion, MoveQueue),
    /// A question about the harm its mana abilities cause stopped it before
    /// its moves were settled (rules::payment_harm); it changed nothing.
    HarmAsked(ReplacementQuestion),
    /// Settled: the effect chosen for each object's move.
    Settled(Vec<(ObjectId, Option<u64>)>),
}

impl Game {
    /// 616.1: take `action` with its cost moves settled from `q` (empty: from
    /// the start). A question stops it before it changes anything: asked,
    /// with the action and the moves settled so far to take it on.
    pub(crate) fn dispatch_settling_cost_moves(&mut self, action: &Action, q: MoveQueue) -> Result<(), ActionError> {
        self.cost_move_work = Some(Box::new(CostMoveWork::Settling(q)));
        let r = self.dispatch(action);
        let work = self.cost_move_work.take();
        r?;
        match work.map(|w| *w) {
            Some(CostMoveWork::Asked(question, queue)) => {
                let kind = DecisionKind::ChooseReplacement { options: question.options, descriptions: question.descriptions, event: question.event };
                // The answers about the harm, all given by now, go with it.
                let harm = std::mem::take(&mut self.replacement_answers);
                let resume = Resume::CostMoves { action: Box::new(action.clone()), queue, harm };
                self.ask(question.player, &question.rule, question.prompt, kind, resume);
            }
            // The answer joins those given about the harm, and the action is taken again.
            Some(CostMoveWork::HarmAsked(question)) => self.ask_replacement_question_for(question, Some(Box::new(action.clone()))),
            _ => self.replacement_work_done(),
        }
        Ok(())
    }

    /// Called by an action once it is legal, before it changes anything, with
    /// the mana abilities it activates (`plan`, then `own`: a mana ability's
    /// own resolution, rules::payment_harm) and the objects its payment moves
    /// to graveyards: the harm those abilities cause comes first (601.2g,
    /// before 601.2h), then the moves (`cost_moves_settled`). Returns false
    /// when a question stopped it.
    pub(crate) fn payment_settled(&mut self, p: PlayerId, (plan, own): (&super::casting::ManaPlan, Option<super::payment_harm::PaymentStep>), batches: &[Vec<ObjectId>]) -> bool {
        if !matches!(self.cost_move_work.as_deref(), Some(CostMoveWork::Settling(_))) {
            return true;
        }
        let mut steps = self.plan_steps(plan);
        steps.extend(own);
        let used = match self.payment_harm_settled(p, &steps) {
            Ok(used) => used,
            Err(q) => {
                self.cost_move_work = Some(Box::new(CostMoveWork::HarmAsked(q)));
                return false;
            }
        };
        // An answer beyond the harm's is the first move's: a game saved by an
        // older build, which asked an action's questions in the order they came.
        if let (Some(&k), Some(CostMoveWork::Settling(q))) = (self.replacement_answers.get(used), self.cost_move_work.as_deref_mut()) {
            if q.todo.is_empty() && q.settled.is_empty() && q.answer.is_none() {
                q.answer = Some(k);
            }
        }
        self.cost_moves_settled(batches)
    }

    /// Called by an action once it is legal, before it changes anything, with
    /// the objects its payment moves to graveyards, batch by batch in the
    /// order paid. Returns false when a question stopped it (the action is
    /// then to change nothing); true when the payment may go ahead (with the
    /// moves settled, or when no settling was asked for).
    pub(crate) fn cost_moves_settled(&mut self, batches: &[Vec<ObjectId>]) -> bool {
        let Some(work) = self.cost_move_work.take() else { return true };
        let CostMoveWork::Settling(mut q) = *work else {
            self.cost_move_work = Some(work);
            return true;
        };
        let all: Vec<ObjectId> = batches.concat();
        // Begun afresh, or from a queue that isn't this payment's (a changed save): afresh.
        if q.objects() != all {
            // An answer given to a queue begun afresh is the first move's.
            let answer = q.answer.filter(|_| q.objects().is_empty());
            q = MoveQueue::new(all);
            q.answer = answer;
        }
        let mut answer = q.answer.take();
        while let Some(&id) = q.todo.first() {
            let batch = batches.iter().position(|b| b.contains(&id)).unwrap_or(0);
            let gone: Vec<ObjectId> = batches[..batch].concat();
            match self.graveyard_choice_after(id, answer.take(), &gone) {
                Ok(k) => {
                    q.todo.remove(0);
                    q.settled.push((id, k));
                }
                Err(question) => {
                    self.cost_move_work = Some(Box::new(CostMoveWork::Asked(question, q)));
                    return false;
                }
            }
        }
        self.cost_move_work = Some(Box::new(CostMoveWork::Settled(q.settled)));
        true
    }

    /// The batches an ability's cost moves to graveyards, in the order
    /// `pay_cost_parts` pays them: the permanents sacrificed with the source
    /// if it is sacrificed too (one event), the source discarded, the cards
    /// discarded (one event: those named, or those a discard at random will
    /// pick, `random_cost_discards`).
    pub(crate) fn ability_cost_moves(&self, p: PlayerId, cost: &Cost, source: ObjectId, paid_with: &CostChoices) -> Vec<Vec<ObjectId>> {
        let mut sacrificed = paid_with.sacrifice.clone();
        if cost.sacrifice_self() {
            sacrificed.push(source);
        }
        let own = if cost.discard_self() { vec![source] } else { Vec::new() };
        vec![sacrificed, own, self.random_cost_discards(p, source, cost).unwrap_or_else(|| paid_with.discard.clone())]
    }

    /// The "would be put into a graveyard" effect settled for `id`'s move by
    /// the cost being paid, if one was.
    pub(crate) fn cost_move_settled(&self, id: ObjectId) -> Option<u64> {
        match self.cost_move_work.as_deref() {
            Some(CostMoveWork::Settled(v)) => v.iter().find(|(o, _)| *o == id).and_then(|(_, k)| *k),
            _ => None,
        }
    }

    /// 616.1 for a spell cast while another resolves (608.2f): the harm of
    /// the mana abilities paying for it (rules::payment_harm), then the moves
    /// its additional cost makes, settled before it is cast. Returns false
    /// when a question was asked: the frame keeps the moves settled so far,
    /// the answers about the harm and `targets`, and the answer follows the
    /// instruction again (`cast_costs_resumed`).
    pub(crate) fn cast_costs_settled(&mut self, f: &mut ResolutionFrame, p: PlayerId, steps: &[super::payment_harm::PaymentStep], batches: &[Vec<ObjectId>], (targets, division): (&[TargetChoice], &[u32])) -> bool {
        let moves = match f.queue.take().map(|q| *q) {
            Some(InstructionQueue::CastCosts { moves, .. }) => moves,
            other => {
                f.queue = other.map(Box::new);
                MoveQueue::default()
            }
        };
        if !self.resolution_payment_settled(p, steps) {
            f.answer = Some(targets_answer(targets.to_vec(), division.to_vec()));
            return false;
        }
        self.cost_move_work = Some(Box::new(CostMoveWork::Settling(moves)));
        if self.cost_moves_settled(batches) {
            return true;
        }
        let Some(CostMoveWork::Asked(question, moves)) = self.cost_move_work.take().map(|w| *w) else { return true };
        let harm = std::mem::take(&mut self.replacement_answers);
        f.queue = Some(Box::new(InstructionQueue::CastCosts { moves, harm, targets: targets.to_vec(), division: division.to_vec() }));
        let kind = DecisionKind::ChooseReplacement { options: question.options, descriptions: question.descriptions, event: question.event };
        self.ask(question.player, &question.rule, question.prompt, kind, Resume::Resolution);
        false
    }

    /// The instruction casting a spell while this resolves, followed again
    /// after a question about its costs' moves: the answer joins the moves,
    /// the targets come back as the answer for the cast, the answers about
    /// the harm are given again.
    pub(crate) fn cast_costs_resumed(&mut self, f: &mut ResolutionFrame) {
        let Some(InstructionQueue::CastCosts { mut moves, harm, targets, division }) = f.queue.take().map(|q| *q) else { return };
        if let Some(Answer::Replacement(k)) = f.answer.take() {
            moves.answer = Some(k);
        }
        f.answer = Some(targets_answer(targets, division));
        self.replacement_answers = harm;
        f.queue = Some(Box::new(InstructionQueue::CastCosts { moves, harm: Vec::new(), targets: Vec::new(), division: Vec::new() }));
    }
}

/// The targets chosen for a spell cast while another resolves, as the
/// answer the cast reads again: with their division, if any (601.2d).
fn targets_answer(targets: Vec<TargetChoice>, division: Vec<u32>) -> Answer {
    match division.is_empty() {
        true => Answer::Targets(targets),
        false => Answer::DividedTargets { targets, division },
    }
}
