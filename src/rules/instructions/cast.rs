//! `do: cast`: the instruction `Effect::Cast` followed as its spell or
//! ability resolves (608.2c).
//!
//! 608.2f: "You may cast a [filter] card from your hand", "you may cast
//! target [filter] card from an opponent's graveyard", [without paying its
//! mana cost], while this resolves; the spell goes on the stack above it
//! and nobody receives priority until this finishes resolving. Madness's
//! card is cast this way for its madness cost (702.34a-b).

use super::prelude::*;

impl Game {
    pub(super) fn do_cast(&mut self, f: &mut ResolutionFrame, what: Option<&ObjRef>, filter: &Filter, paying: CastPaying, how: CastHow) -> bool {
        // The cards offered: the controller's hand, or the cards named (those
        // still in a zone a card is cast from: not on the battlefield or the stack).
        let from: Vec<ObjectId> = match what {
            None => self.player(f.item.controller).hand.clone(),
            Some(r) => self.resolve_objs(f, r).into_iter().filter(|o| self.obj(*o).is_some_and(|o| !matches!(o.zone, Zone::Battlefield | Zone::Stack))).collect(),
        };
        self.cast_during_resolution(f, &from, filter, paying, how)
    }
}
