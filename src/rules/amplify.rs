//! 702.37 amplify: "Amplify N" means that as the permanent enters the
//! battlefield its controller may reveal any number of cards from their hand
//! that share a creature type with it, and it enters with N +1/+1 counters
//! for each card revealed. For a permanent spell the choice is asked while it
//! resolves (608.3); the cards stay in the hand.

use super::events::{Event, EventKind};
use super::layers::Characteristics;
use super::state::*;
use super::types::*;

/// Do these two objects share a creature type (an object that is every
/// creature type, 702.72a, shares each with anything that has one)?
pub fn share_creature_type(a: &Characteristics, b: &Characteristics) -> bool {
    let creature_types = |c: &Characteristics| c.subtypes.iter().filter(|s| super::choices::is_creature_type(s)).count() > 0 || c.every_creature_type;
    if a.every_creature_type || b.every_creature_type {
        return creature_types(a) && creature_types(b);
    }
    a.subtypes.iter().any(|s| super::choices::is_creature_type(s) && b.has_subtype(s))
}

impl Game {
    /// 702.37a: the cards a resolving permanent spell with amplify `n`
    /// reveals: asked of its controller (any number of the cards in their
    /// hand that share a creature type with it). `f.progress[3]` marks the
    /// choice made, `f.progress[4]` how many were revealed. Returns false
    /// when the question was asked.
    pub(crate) fn amplify_choice(&mut self, f: &mut ResolutionFrame, n: u32, name: &str) -> bool {
        while f.progress.len() < 5 {
            f.progress.push(0);
        }
        if f.progress[3] == 1 {
            return true;
        }
        let p = f.item.controller;
        let Some(me) = self.chars(f.item.id) else { return true };
        let candidates: Vec<ObjectId> = self.player(p).hand.iter().copied().filter(|id| self.chars(*id).is_some_and(|c| share_creature_type(&me, &c))).collect();
        let chosen = match f.answer.take() {
            Some(Answer::Cards(c)) => c,
            _ if candidates.is_empty() => Vec::new(),
            _ => {
                let max = candidates.len();
                let prompt = format!("{name} enters the battlefield: reveal any number of cards from your hand that share a creature type with it (amplify {n})");
                self.ask(p, "702.37a", prompt, DecisionKind::ChooseCards { from: candidates, min: 0, max, labels: Vec::new() }, Resume::Resolution);
                return false;
            }
        };
        let shown: Vec<ObjectId> = chosen.into_iter().filter(|id| candidates.contains(id)).collect();
        let names: Vec<String> = shown.iter().map(|id| self.name_of(*id)).collect();
        let pname = self.player(p).name.clone();
        let what = if names.is_empty() { "no card".to_string() } else { names.join(", ") };
        self.emit(Event::new("702.37a", EventKind::Note, format!("{pname} reveals {what} as {name} enters the battlefield (amplify {n})")));
        f.progress[3] = 1;
        f.progress[4] = u32::try_from(shown.len()).unwrap_or(u32::MAX);
        true
    }

    /// 702.37a: the +1/+1 counters a permanent that revealed `count` cards
    /// enters with (N for each).
    pub(crate) fn amplified_counters(&mut self, id: ObjectId, n: u32, count: u32) {
        let total = n.saturating_mul(count);
        if total > 0 {
            self.add_counters(id, "+1/+1", total, "702.37a");
        }
    }
}
