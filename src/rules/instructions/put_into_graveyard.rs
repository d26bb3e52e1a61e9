//! `do: put_into_graveyard`: the instruction `Effect::PutIntoGraveyard`
//! followed as its spell or ability resolves (608.2c).
//!
//! The cards named go to their owners' graveyards from a hand, a library or
//! exile (madness's card that wasn't cast, 702.34a). A permanent or a spell
//! is left where it is: putting those into a graveyard is destroying,
//! sacrificing or countering, which are instructions of their own.
//!
//! Rules cited by its events: 608.2c.

use super::prelude::*;

impl Game {
    pub(super) fn do_put_into_graveyard(&mut self, f: &mut ResolutionFrame, what: &ObjRef) -> bool {
        let sname = f.item.source_name.clone();
        let away = |g: &Game, o: ObjectId| g.obj(o).is_some_and(|o| !matches!(o.zone, Zone::Battlefield | Zone::Stack | Zone::Graveyard(_)));
        let start = |g: &mut Game, f: &mut ResolutionFrame| Some(g.resolve_objs(f, what).into_iter().filter(|o| away(g, *o)).collect());
        // 616.1: each card's move is settled before they all go (rules::move_queue).
        let Some(q) = self.instruction_moves(f, start, |_, _| true) else { return false };
        let moves: Vec<ZoneMove> = q
            .settled
            .iter()
            .filter(|(o, _)| away(self, *o))
            .map(|(o, instead)| ZoneMove { instead: *instead, ..ZoneMove::new(*o, Zone::Graveyard(PlayerId(0)), "608.2c", &format!("put into its owner's graveyard by {sname}")) })
            .collect();
        f.moved = self.move_batch(&moves).into_iter().flatten().collect();
        true
    }
}
