//! Objects put into graveyards at once by an instruction (sacrificed,
//! discarded, milled), as values on their way through the effects that
//! replace a move to a graveyard (614.1a: "if a card would be put into a
//! graveyard from anywhere, exile it instead", "if [a creature] would die,
//! ... instead"), so that a question stops the work where it stands and the
//! answer takes it on.
//!
//! The objects move together, as one event (603.6d): before they do, each
//! move is settled in turn: the effect that applies to it is found, and with
//! two or more different ones the affected object's controller chooses
//! (616.1). The question stops the queue: the resolving instruction keeps it,
//! and the answer resumes it at the same object, with the choices made before
//! it kept. The effect chosen goes with the object's move (`ZoneMove::instead`).
//! Where no question can be asked (inside a payment taken with the answers
//! settled for it, rules::payment_harm), the answers come from
//! `Game::choose_replacement`.

use super::state::*;
use super::types::*;
use serde::{Deserialize, Serialize};

/// Moves to graveyards at once, on their way through the replacement effects.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct MoveQueue {
    /// Objects still to settle, the front one first.
    pub todo: Vec<ObjectId>,
    /// Objects settled, with the "would be put into a graveyard" effect chosen
    /// for each, if one applies.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub settled: Vec<(ObjectId, Option<u64>)>,
    /// The answer to the question the front object waits for, once given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub answer: Option<u64>,
}

impl MoveQueue {
    pub fn new(ids: impl IntoIterator<Item = ObjectId>) -> MoveQueue {
        MoveQueue { todo: ids.into_iter().collect(), ..MoveQueue::default() }
    }

    /// Every object of the queue, in order (settled first).
    pub fn objects(&self) -> Vec<ObjectId> {
        self.settled.iter().map(|(id, _)| *id).chain(self.todo.iter().copied()).collect()
    }

    /// The effect chosen for `id`'s move, if one was.
    pub fn instead(&self, id: ObjectId) -> Option<u64> {
        self.settled.iter().find(|(o, _)| *o == id).and_then(|(_, k)| *k)
    }
}

impl Game {
    /// Settle the queue's moves; `to_graveyard` says which objects are going to
    /// a graveyard (the others have nothing to settle). With `resume`, a
    /// question stops the queue and is asked: returns false, and the queue
    /// holds where it stands. Without, the answer comes from `choose_replacement`.
    pub(crate) fn settle_moves(&mut self, q: &mut MoveQueue, to_graveyard: impl Fn(&Game, ObjectId) -> bool, resume: Option<Resume>) -> bool {
        let mut answer = q.answer.take();
        while let Some(&id) = q.todo.first() {
            let instead = if to_graveyard(self, id) {
                match self.graveyard_choice(id, answer.take()) {
                    Ok(k) => k,
                    Err(question) => match &resume {
                        Some(resume) => {
                            self.ask_move_question(question, resume.clone());
                            return false;
                        }
                        None => Some(self.choose_replacement(question)),
                    },
                }
            } else {
                None
            };
            q.todo.remove(0);
            q.settled.push((id, instead));
        }
        true
    }

    /// An instruction's objects going to graveyards at once, settled: taken
    /// on from the frame's queue when the instruction resumes after a
    /// question, else begun with the objects `start` names (None while a
    /// choice of them waits). Returns None while a question waits; the frame
    /// keeps the queue.
    pub(crate) fn instruction_moves(
        &mut self,
        f: &mut ResolutionFrame,
        start: impl FnOnce(&mut Game, &mut ResolutionFrame) -> Option<Vec<ObjectId>>,
        to_graveyard: impl Fn(&Game, ObjectId) -> bool,
    ) -> Option<MoveQueue> {
        let mut q = match f.queue.take().map(|q| *q) {
            Some(InstructionQueue::Moves(mut q)) => {
                if let Some(Answer::Replacement(k)) = f.answer.take() {
                    q.answer = Some(k);
                }
                q
            }
            other => {
                f.queue = other.map(Box::new);
                MoveQueue::new(start(self, f)?)
            }
        };
        let resume = self.replacement_queues_usable().then_some(Resume::Resolution);
        if self.settle_moves(&mut q, to_graveyard, resume) {
            return Some(q);
        }
        f.queue = Some(Box::new(InstructionQueue::Moves(q)));
        None
    }

    /// 514.1: the cleanup discard chosen, each card's move settled (a
    /// question stops it: false, the step starts again with the answer),
    /// then the cards discarded at once.
    pub(crate) fn cleanup_discard_settled(&mut self) -> bool {
        let Some(mut q) = self.cleanup_discard.take() else { return true };
        let resume = self.replacement_queues_usable().then_some(Resume::CleanupDiscard);
        if !self.settle_moves(&mut q, |g, id| !g.has_madness(id), resume) {
            self.cleanup_discard = Some(q);
            // The step has begun already.
            self.step_resumed = true;
            return false;
        }
        self.discard_batch_with(&q.objects(), "514.1", &|id| q.instead(id), None);
        true
    }

    fn ask_move_question(&mut self, q: ReplacementQuestion, resume: Resume) {
        let kind = DecisionKind::ChooseReplacement { options: q.options, descriptions: q.descriptions, event: q.event };
        self.ask(q.player, &q.rule, q.prompt, kind, resume);
    }
}
