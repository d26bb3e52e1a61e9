//! Permanents destroyed at once (701.7), as values on their way through the
//! effects that replace a destruction or the move it makes, so that a
//! question stops the work where it stands and the answer takes it on.
//!
//! "Destroy all creatures" destroys them at the same time: each permanent's
//! destruction is its own event for replacement effects, and the permanents
//! that are still destroyed go to their owners' graveyards together, as one
//! batch of moves (603.6d). Settling one destruction looks at what could
//! replace it: its regeneration shield (614.8, 701.13a), an Aura's totem
//! armor (702.87a), and the "would die" effects that change where it goes
//! (614.1a). With two or more different options, its controller chooses
//! (616.1). The question stops the queue; the work that owns it keeps it,
//! and the answer resumes it at the same permanent, with what was settled
//! before it (a shield already used) left as it is. A "would die" effect
//! chosen goes with the permanent's move (`ZoneMove::instead`).
//!
//! Totem armor replaces a destruction with the destruction of its Aura: the
//! Aura's destruction takes the permanent's place at the front of the queue,
//! is settled in turn (it may ask its own question), and the Aura moves with
//! the rest of the event. Where no question can stop the work, the queue
//! isn't used (`replacement_queues_usable`).

use super::events::*;
use super::replacement::{Applicable, Applies, Destruction};
use super::state::*;
use super::types::*;
use serde::{Deserialize, Serialize};

/// Destructions at once, on their way through the replacement effects.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DestructionQueue {
    /// Permanents still to settle, the front one first, each with whether it
    /// may be regenerated.
    pub todo: Vec<(ObjectId, bool)>,
    /// Permanents destroyed, with the "would die" effect chosen for each.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub settled: Vec<(ObjectId, Option<u64>)>,
    /// The answer to the question the front permanent waits for, once given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub answer: Option<u64>,
}

/// How one destruction settled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum DestructionSettled {
    /// It is destroyed, with the "would die" effect chosen for its move, if one was.
    Destroyed(Option<u64>),
    /// It isn't: it left, it is indestructible, or it regenerated (614.8).
    NotDestroyed,
    /// Totem armor replaced it with the destruction of this Aura (702.87a).
    Instead(ObjectId),
}

impl DestructionQueue {
    pub fn new(todo: Vec<(ObjectId, bool)>) -> DestructionQueue {
        DestructionQueue { todo, ..DestructionQueue::default() }
    }
}

impl Game {
    /// Settle the queue's destructions, then move the destroyed permanents
    /// together. Returns the new objects they became (400.7), or None when a
    /// question was asked (the queue then holds where it stands; its answer
    /// goes to `resume`).
    pub(crate) fn run_destruction_queue(&mut self, q: &mut DestructionQueue, rule: &'static str, resume: Resume) -> Option<Vec<ObjectId>> {
        let mut answer = q.answer.take();
        // A chain of totem armors is at most as long as there are Auras.
        let mut instead_left = self.attachers.len();
        while let Some(&(id, can_regenerate)) = q.todo.first() {
            match self.settle_destruction(id, can_regenerate, answer.take()) {
                Ok(DestructionSettled::Destroyed(instead)) => q.settled.push((id, instead)),
                Ok(DestructionSettled::NotDestroyed) => {}
                Ok(DestructionSettled::Instead(aura)) => {
                    // 702.87a: the Aura's destruction is settled next, in the permanent's place.
                    if instead_left > 0 {
                        instead_left -= 1;
                        q.todo[0] = (aura, true);
                        continue;
                    }
                }
                Err(question) => {
                    let kind = DecisionKind::ChooseReplacement { options: question.options, descriptions: question.descriptions, event: question.event };
                    self.ask(question.player, &question.rule, question.prompt, kind, resume);
                    return None;
                }
            }
            q.todo.remove(0);
        }
        let mut moves = Vec::new();
        for (id, instead) in std::mem::take(&mut q.settled) {
            if self.is_on_battlefield(id) && !moves.iter().any(|m: &super::zones::ZoneMove| m.id == id) {
                moves.push(self.destroyed_move(id, rule, instead));
            }
        }
        Some(self.move_batch(&moves).into_iter().flatten().collect())
    }

    /// One destruction settled, or the question to ask when `answer` doesn't
    /// answer it.
    pub(crate) fn settle_destruction(&mut self, id: ObjectId, can_regenerate: bool, answer: Option<u64>) -> Result<DestructionSettled, ReplacementQuestion> {
        if !self.is_on_battlefield(id) {
            return Ok(DestructionSettled::NotDestroyed);
        }
        // 702.12b: an indestructible permanent isn't destroyed.
        if self.chars(id).is_some_and(|c| c.has_keyword(Keyword::Indestructible)) {
            let name = self.name_of(id);
            self.emit(Event::new("702.12b", EventKind::Note, format!("{name} is indestructible: it isn't destroyed")));
            return Ok(DestructionSettled::NotDestroyed);
        }
        let Some(c) = self.destruction_choice(id, can_regenerate) else {
            // Nothing replaces the destruction: the "would die" effects are chosen among now.
            return self.graveyard_choice(id, answer).map(DestructionSettled::Destroyed);
        };
        let k = match &c.question {
            None => c.first,
            Some(question) => match answer.filter(|k| question.options.contains(k)) {
                Some(k) => k,
                None => return Err(question.clone()),
            },
        };
        Ok(match self.destruction_chosen(id, &c, k) {
            Destruction::Replaced => DestructionSettled::NotDestroyed,
            Destruction::Instead { destroy } => DestructionSettled::Instead(destroy),
            Destruction::Destroyed { instead } => DestructionSettled::Destroyed(instead),
        })
    }

    /// 616.1: the "would be put into a graveyard" effect that applies to the
    /// permanent's move (None when none does), or the question for its
    /// controller when two or more different ones do and `answer` doesn't say.
    pub(crate) fn graveyard_choice(&self, id: ObjectId, answer: Option<u64>) -> Result<Option<u64>, ReplacementQuestion> {
        self.graveyard_choice_after(id, answer, &[])
    }

    /// `graveyard_choice` once the permanents `gone` have left (rules::cost_moves).
    pub(crate) fn graveyard_choice_after(&self, id: ObjectId, answer: Option<u64>, gone: &[ObjectId]) -> Result<Option<u64>, ReplacementQuestion> {
        let cands = self.die_candidates_without(id, gone);
        if cands.is_empty() {
            return Ok(None);
        }
        let list: Vec<Applicable> = cands
            .iter()
            .map(|(s, k, kind, text)| Applicable { key: *k, source: Some(*s), applies: Applies::Static(kind.clone()), text: format!("{}: {text}", self.effect_label(*s)) })
            .collect();
        match self.applicable_question(self.controller_of(id), &list, &self.graveyard_event_words(id)) {
            Ok(a) => Ok(a.map(|a| a.key)),
            Err(question) => match answer.filter(|k| question.options.contains(k)) {
                Some(k) => Ok(Some(k)),
                None => Err(question),
            },
        }
    }
}
