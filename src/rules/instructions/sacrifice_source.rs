//! `do: sacrifice_source`: the instruction `Effect::SacrificeSource` followed as its spell or
//! ability resolves (608.2c).
//!
//! The controller of the source sacrifices it. Its move to the graveyard is
//! settled first (616.1, rules::move_queue): with two or more different
//! effects that would change it, the instruction stops where the question
//! comes and the answer resumes it.
//!
//! Rules cited by its events: 701.15a.

use super::prelude::*;

impl Game {
    pub(super) fn do_sacrifice_source(&mut self, f: &mut ResolutionFrame) -> bool {
        let source = f.item.source;
        let start = |g: &mut Game, _: &mut ResolutionFrame| Some(if g.is_on_battlefield(source) { vec![source] } else { Vec::new() });
        let Some(q) = self.instruction_moves(f, start, |g, id| g.is_on_battlefield(id)) else { return false };
        self.sacrifice_batch_with(&q.objects(), "701.15a", &|id| q.instead(id));
        true
    }
}
