//! `do: shuffle_into_library`: the instruction `Effect::ShuffleIntoLibrary` followed as its spell or
//! ability resolves (608.2c).
//!
//! "Shuffle [your hand], [your graveyard] and [all permanents you own] into
//! your library" (701.16): the cards move together, then the library is
//! shuffled. With `what`, those objects go too, each into its owner's
//! library ("shuffle it into its owner's library": Serra Avatar), and each
//! library that received one is shuffled. At least one of `player` and `what`.
//!
//! Rules cited by its events: 701.16.

use super::prelude::*;

impl Game {
    pub(super) fn do_shuffle_into_library(&mut self, f: &mut ResolutionFrame, (player, each_player): (&Option<PlayerRef>, bool), what: &Option<ObjRef>, [hand, graveyard, permanents]: [bool; 3]) -> bool {
        let sname = f.item.source_name.clone();
        let mut ids: Vec<ObjectId> = Vec::new();
        // The players who do it: the one named, or every player in the game (APNAP order).
        let players: Vec<PlayerId> = if each_player { self.apnap() } else { player.as_ref().and_then(|r| self.resolve_player(f, r)).into_iter().collect() };
        for &p in &players {
            if hand {
                ids.extend(self.player(p).hand.iter().copied());
            }
            if graveyard {
                ids.extend(self.player(p).graveyard.iter().copied());
            }
            if permanents {
                self.note_scan();
                ids.extend(self.battlefield.iter().filter(|b| self.objects[*b].owner == p).copied());
            }
        }
        if let Some(w) = what {
            let more: Vec<ObjectId> = self.resolve_objs_from_graveyard(f, w).into_iter().filter(|o| !ids.contains(o) && self.obj(*o).is_some()).collect();
            ids.extend(more);
        }
        // One instruction: the cards and permanents move together (move_batch), each to its owner's library.
        let owners: Vec<PlayerId> = ids.iter().filter_map(|id| self.owner_of(*id)).collect();
        let moves: Vec<ZoneMove> = ids.iter().zip(&owners).map(|(id, o)| ZoneMove::new(*id, Zone::Library(*o), "701.16", &format!("shuffled in by {sname}"))).collect();
        f.moved = self.move_batch(&moves).into_iter().flatten().collect();
        let mut shuffled: Vec<PlayerId> = owners;
        shuffled.extend(players);
        shuffled.sort();
        shuffled.dedup();
        for p in shuffled {
            self.shuffle_library(p);
        }
        true
    }
}
