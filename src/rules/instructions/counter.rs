//! `do: counter`: the instruction `Effect::Counter` followed as its spell or
//! ability resolves (608.2c).
//!
//! Counter target spell (701.5); Memory Lapse sends it elsewhere (608.2c).
//!
//! Rules cited by its events: 701.5a, 112.6f (a spell that can't be countered).

use super::prelude::*;

impl Game {
    pub(super) fn do_counter(&mut self, f: &mut ResolutionFrame, what: &ObjRef, to: &Destination) -> bool {
        let sname = f.item.source_name.clone();
        // 616.1: a countered spell's move to its owner's graveyard is settled first (rules::move_queue).
        let to_graveyard = *to == Destination::Graveyard;
        let start = |g: &mut Game, f: &mut ResolutionFrame| Some(g.resolve_objs(f, what).into_iter().filter(|o| g.stack.iter().any(|s| s.id == *o)).collect());
        let spell = |g: &Game, o: ObjectId| g.stack.iter().any(|s| s.id == o && s.kind == StackKind::Spell) && !g.cant_be_countered(o) && g.obj(o).is_some_and(|x| !x.extra.flashback);
        let Some(q) = self.instruction_moves(f, start, |g, o| to_graveyard && spell(g, o)) else { return false };
        for o in q.objects() {
            if self.stack.iter().any(|s| s.id == o) {
                let n = self.name_of(o);
                if self.cant_be_countered(o) {
                    self.emit(Event::new("112.6f", EventKind::Note, format!("{n} can't be countered: {sname} does nothing to it")));
                    continue;
                }
                self.emit(Event::new("701.5a", EventKind::Countered { stack_id: o }, format!("{n} is countered by {sname}")));
                self.counter_item_instead(o, *to, "701.5a", q.instead(o));
            }
        }
        true
    }
}

impl Game {
    /// Does the spell have an ability saying it can't be countered (112.6f),
    /// or does a permanent's ability say so of the spells it matches?
    pub(crate) fn cant_be_countered(&self, spell: ObjectId) -> bool {
        if self.chars(spell).is_some_and(|c| c.statics().any(|e| matches!(e, StaticEffect::CantBeCountered))) {
            return true;
        }
        if !self.stack.iter().any(|s| s.id == spell && s.kind == StackKind::Spell) {
            return false;
        }
        self.static_saying(|e, src, controller| matches!(e, StaticEffect::SpellsCantBeCountered { filter } if self.matches(spell, filter, controller, Some(src)))).is_some()
    }
}
