//! `do: if_it_would_die`: the instruction `Effect::IfItWouldDie` followed as
//! its spell or ability resolves (608.2c).
//!
//! "If that creature would die this turn, exile it instead" (614.1a): a
//! replacement effect on each object, from now until the end of the turn
//! (514.2). It applies when the object, still a creature on the battlefield,
//! would be put into a graveyard; see `Game::replace_dying`.

use super::prelude::*;

impl Game {
    pub(super) fn do_if_it_would_die(&mut self, f: &mut ResolutionFrame, what: &ObjRef, instead: GraveyardInstead) -> bool {
        let source = f.item.source;
        for o in self.resolve_objs(f, what) {
            if self.is_on_battlefield(o) {
                let ts = self.fresh_timestamp();
                self.effects.push(ContinuousEffect::new(ts, source, o, Modification::WouldDieInstead(instead), Duration::EndOfTurn, f.item.controller));
            }
        }
        true
    }
}
