//! 702.80 devour: "Devour N" means that as the permanent enters the
//! battlefield its controller may sacrifice any number of creatures, and it
//! enters with N +1/+1 counters for each creature sacrificed this way. For a
//! permanent spell the choice is asked while it resolves (608.3), before it
//! moves; the counters are placed as it enters (614.1c), before anything
//! sees it on the battlefield.

use super::events::{Event, EventKind};
use super::state::*;
use super::types::*;

impl Game {
    /// 702.80a: the creatures a resolving permanent spell with devour `n`
    /// devours: asked of its controller (any number of the creatures they
    /// control), sacrificed together once answered. `f.progress[1]` marks the
    /// choice made, `f.progress[2]` how many were sacrificed. Returns false
    /// when the question was asked.
    pub(crate) fn devour_choice(&mut self, f: &mut ResolutionFrame, n: u32, name: &str) -> bool {
        while f.progress.len() < 3 {
            f.progress.push(0);
        }
        if f.progress[1] == 1 {
            return true;
        }
        let p = f.item.controller;
        let candidates: Vec<ObjectId> = self.indexed_creatures(p).filter(|id| self.chars(*id).is_some_and(|c| c.is_creature()) && self.objects.get(id).is_some_and(|o| !o.phased_out)).collect();
        let chosen = match f.answer.take() {
            Some(Answer::Cards(c)) => c,
            _ if candidates.is_empty() => Vec::new(),
            _ => {
                let max = candidates.len();
                let prompt = format!("{name} enters the battlefield: sacrifice any number of creatures (devour {n})");
                self.ask(p, "702.80a", prompt, DecisionKind::ChooseCards { from: candidates, min: 0, max, labels: Vec::new() }, Resume::Resolution);
                return false;
            }
        };
        let chosen: Vec<ObjectId> = chosen.into_iter().filter(|id| candidates.contains(id)).collect();
        let pname = self.player(p).name.clone();
        if !chosen.is_empty() {
            self.sacrifice_batch(&chosen, "702.80a");
        }
        let count = u32::try_from(chosen.len()).unwrap_or(u32::MAX);
        self.emit(Event::new("702.80a", EventKind::Note, format!("{pname} sacrifices {count} creature(s) as {name} enters the battlefield (devour {n})")));
        f.progress[1] = 1;
        f.progress[2] = count;
        true
    }

    /// 702.80a: the +1/+1 counters a permanent that devoured `count`
    /// creatures enters with (N for each).
    pub(crate) fn devoured_counters(&mut self, id: ObjectId, n: u32, count: u32) {
        if let Some(o) = self.obj_mut(id) {
            o.extra.devoured = count;
        }
        let total = n.saturating_mul(count);
        if total > 0 {
            self.add_counters(id, "+1/+1", total, "702.80a");
        }
    }
}
