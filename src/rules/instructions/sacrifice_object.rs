//! `do: sacrifice_object`: the instruction `Effect::SacrificeObject` followed
//! as its spell or ability resolves (608.2c).
//!
//! "Sacrifice it": the controller of the spell or ability sacrifices the
//! object if they control it (701.15a: only a permanent's controller can
//! sacrifice it; a creature it took control of that another player controls
//! again stays). "Its controller sacrifices it": whoever controls it does. Its
//! move to the graveyard is settled first (616.1, rules::move_queue).
//!
//! Rules cited by its events: 701.15a.

use super::prelude::*;

impl Game {
    pub(super) fn do_sacrifice_object(&mut self, f: &mut ResolutionFrame, what: &ObjRef, its_controller: bool) -> bool {
        let you = f.item.controller;
        let sname = f.item.source_name.clone();
        let start = |g: &mut Game, f: &mut ResolutionFrame| {
            let objs: Vec<ObjectId> = g.resolve_objs(f, what).into_iter().filter(|o| g.is_on_battlefield(*o)).collect();
            let (mine, others): (Vec<ObjectId>, Vec<ObjectId>) = objs.into_iter().partition(|o| its_controller || g.controller_of(*o) == Some(you));
            for o in others {
                let n = g.name_of(o);
                g.emit(Event::new("701.15a", EventKind::Note, format!("{sname}: {n} isn't sacrificed: only its controller can sacrifice it")));
            }
            Some(mine)
        };
        let Some(q) = self.instruction_moves(f, start, |g, id| g.is_on_battlefield(id)) else { return false };
        self.sacrifice_batch_with(&q.objects(), "701.15a", &|id| q.instead(id));
        true
    }
}
