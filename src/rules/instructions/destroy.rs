//! `do: destroy`: the instruction `Effect::Destroy` followed as its spell or
//! ability resolves (608.2c).
//!
//! Rules cited by its events: 701.7.

use super::prelude::*;
use crate::rules::destruction_queue::DestructionQueue;

impl Game {
    pub(super) fn do_destroy(&mut self, f: &mut ResolutionFrame, what: &ObjRef) -> bool {
        let mut q = match f.queue.take().map(|q| *q) {
            Some(InstructionQueue::Destruction(q)) => q,
            _ => {
                // The objects are destroyed at the same time: one event (move_batch, 603.6d).
                let objs: Vec<(ObjectId, bool)> = self.resolve_objs(f, what).into_iter().map(|o| (o, !f.no_regen.contains(&o))).collect();
                if !self.replacement_queues_usable() {
                    f.moved = self.destroy_batch(&objs, "701.7");
                    return true;
                }
                DestructionQueue::new(objs)
            }
        };
        if let Some(Answer::Replacement(k)) = f.answer.take() {
            q.answer = Some(k);
        }
        // 616.1: a question stops the queue at its permanent; the answer resumes it.
        match self.run_destruction_queue(&mut q, "701.7", Resume::Resolution) {
            Some(moved) => {
                f.moved = moved;
                true
            }
            None => {
                f.queue = Some(Box::new(InstructionQueue::Destruction(q)));
                false
            }
        }
    }
}
