//! What a watcher (playback, `formats::playback`) is told about the stack and
//! the waiting triggers between two events, so that it follows them in
//! O(what changed) instead of comparing whole lists: the lowest stack position
//! that changed (405.2: items are only put on the top, but one may leave from
//! anywhere, 701.5 countered, 608.2b removed) and the waiting triggers (603.3)
//! added, removed or changed, by id. Nothing is recorded without a watcher.
//! The rules layer knows nothing of how a watcher shows these.

use super::state::{Game, StackItem};
use super::types::ObjectId;

/// A change to the waiting triggers (603.3), as a watcher is told it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WaitingChange {
    /// A trigger with this id began to wait (603.2, 603.7: at the back).
    Added(u64),
    /// It no longer waits (put on the stack, 603.3b; removed, 603.3c–d, 800.4d).
    Removed(u64),
    /// What it shows changed (its mode was announced, 603.3c).
    Changed(u64),
    /// A player's triggers were put in a new order (603.3b): the order may have changed anywhere.
    Reordered,
}

impl Game {
    /// Note a change at stack position `pos` (0: the bottom): the items below it are as they were.
    fn note_stack(&mut self, pos: usize) {
        if self.watcher.0.is_some() {
            let t = &mut self.touched;
            t.stack_from = Some(t.stack_from.map_or(pos, |p| p.min(pos)));
        }
    }

    /// Put an item on top of the stack (405.2).
    pub(crate) fn stack_push(&mut self, item: StackItem) {
        self.note_stack(self.stack.len());
        self.stack.push(item);
    }

    /// Change the only target of the stack item `id` (115.7).
    pub(crate) fn stack_retarget(&mut self, id: ObjectId, to: super::events::TargetChoice) {
        let Some(pos) = self.stack.iter().rposition(|s| s.id == id) else { return };
        self.note_stack(pos);
        if let Some(t) = self.stack[pos].targets.first_mut() {
            *t = to;
        }
    }

    /// Take the item `id` off the stack, looking from the top, where it usually is
    /// (it resolved, 608.2k; was countered, 701.5; or left, 400.7). Ids on the stack are unique.
    pub(crate) fn stack_remove(&mut self, id: ObjectId) -> Option<StackItem> {
        let pos = self.stack.iter().rposition(|s| s.id == id)?;
        self.note_stack(pos);
        Some(self.stack.remove(pos))
    }

    /// Note a change to the waiting triggers for the watcher.
    pub(crate) fn note_waiting(&mut self, c: WaitingChange) {
        if self.watcher.0.is_some() {
            self.touched.waiting.push(c);
        }
    }
}
