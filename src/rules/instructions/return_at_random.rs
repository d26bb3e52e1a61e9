//! `do: return_at_random`: the instruction `Effect::ReturnAtRandom` followed
//! as its spell or ability resolves (608.2c).
//!
//! The controller's graveyard cards matching the filter are found as the
//! instruction is followed (608.2g); N of them, picked with the game's
//! seeded generator (so a replay picks the same ones), go to the hand in
//! one move (400.6); fewer when fewer match.
//!
//! Rules cited by its events: 400.6.

use super::prelude::*;

impl Game {
    pub(super) fn do_return_at_random(&mut self, f: &mut ResolutionFrame, filter: &Filter, count: &Amount) -> bool {
        use rand::Rng;
        let n = self.amount(f, count).max(0) as usize;
        let sname = f.item.source_name.clone();
        let yours = ObjRef::InGraveyard { of: PlayerRef::You, filter: filter.clone() };
        let mut pool = self.resolve_objs(f, &yours);
        let mut picked = Vec::new();
        while picked.len() < n && !pool.is_empty() {
            let i = self.rng.gen_range(0..pool.len());
            picked.push(pool.remove(i));
        }
        let moves: Vec<ZoneMove> = picked.into_iter().map(|o| ZoneMove::new(o, Zone::Hand(PlayerId(0)), "400.6", &format!("returned at random by {sname}"))).collect();
        f.moved = self.move_batch(&moves).into_iter().flatten().collect();
        true
    }
}
