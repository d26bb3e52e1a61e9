//! `do: spend_only`: the instruction `Effect::SpendOnly` followed as its
//! spell or ability resolves (608.2c).
//!
//! "Add {R}{R}{R}. Spend this mana only to cast artifact or creature
//! spells." (106.6): the mana the instruction before added leaves the
//! unrestricted pool and is kept apart with the restriction
//! (`rules::spend_only`). After no mana added, nothing happens.
//!
//! Rules cited by its events: 106.6.

use super::prelude::*;

impl Game {
    pub(super) fn do_spend_only(&mut self, f: &mut ResolutionFrame, only: &SpendOnly) -> bool {
        let Some((p, added)) = f.added_mana.take() else { return true };
        // (Only what is still there: nothing spends mana while an instruction resolves.)
        let pool = self.player(p).pool;
        let mut moved = ManaPool::default();
        for t in ManaType::ALL {
            *moved.get_mut(t) = added.get(t).min(pool.get(t));
        }
        crate::rules::mana::subtract(&mut self.player_mut(p).pool, &moved);
        let sname = f.item.source_name.clone();
        if !moved.is_empty() {
            self.player_mut(p).restricted_mana.push(RestrictedMana { mana: moved, only: only.clone(), source: sname.clone() });
            let name = self.player(p).name.clone();
            self.emit(Event::new("106.6", EventKind::Note, format!("{name}'s {moved} from {sname} may be spent only as {sname} says")));
        }
        true
    }
}
