//! 702.50 dredge (702.51 in later rules): "Dredge N" on a card in a
//! player's graveyard lets that player, each time they would draw a card,
//! put the top N cards of their library into their graveyard and return the
//! card to their hand instead (a replacement of the draw, 614.11). It can be
//! used only while the library holds at least N cards (702.50b). Using it is
//! a choice: wherever a card with dredge could replace a draw, the drawing
//! player is asked, with "draw the card" among the options (616.1 asks which
//! replacement applies; declining dredge leaves the draw to the others).

use super::events::{Event, EventKind};
use super::replacement::{Applicable, Applies};
use super::state::*;
use super::types::*;
use super::zones::ZoneMove;
use std::collections::BTreeSet;

/// The option that declines every dredge for one draw.
pub(crate) const KEY_NO_DREDGE: u64 = 5;
/// A card's dredge, by the card's id.
const KEY_DREDGE: u64 = 1 << 60;

impl Game {
    /// 702.50a: the dredge replacements `p`'s next draw could use (the cards
    /// with dredge in `p`'s graveyard whose N the library can cover,
    /// 702.50b), with the option to decline them first; none when there is
    /// no such card or the draw has declined them already.
    pub(crate) fn dredge_replacements(&self, p: PlayerId, applied: &BTreeSet<u64>) -> Vec<Applicable> {
        if applied.contains(&KEY_NO_DREDGE) {
            return Vec::new();
        }
        let library = self.player(p).library.len();
        let mut out: Vec<Applicable> = self
            .player(p)
            .graveyard
            .iter()
            .filter_map(|id| {
                let n = self.obj(*id)?.def.dredge?;
                (library >= n as usize).then(|| {
                    let name = self.name_of(*id);
                    let text = format!("{name}: dredge {n} (put the top {n} card(s) of your library into your graveyard and return {name} to your hand)");
                    Applicable { key: KEY_DREDGE + id.0, source: Some(*id), applies: Applies::Dredge { card: *id, count: n }, text }
                })
            })
            .collect();
        if !out.is_empty() {
            out.insert(0, Applicable { key: KEY_NO_DREDGE, source: None, applies: Applies::NoDredge, text: "draw the card (no dredge)".into() });
        }
        out
    }

    /// 702.50a: `p` dredges `card` (its dredge `n`) instead of drawing: the
    /// top `n` cards of the library go to the graveyard and the card to the
    /// hand, in one event. Returns false when the card has left the
    /// graveyard or the library is too small (702.50b): then nothing moves.
    pub(crate) fn dredge(&mut self, p: PlayerId, card: ObjectId, n: u32) -> bool {
        let lib = &self.player(p).library;
        if lib.len() < n as usize || !self.player(p).graveyard.contains(&card) {
            return false;
        }
        let top: Vec<ObjectId> = lib.iter().rev().take(n as usize).copied().collect();
        let (name, card_name) = (self.player(p).name.clone(), self.name_of(card));
        self.emit(Event::new(
            "702.50a",
            EventKind::Replaced { what: format!("{name} would draw a card"), by: card },
            format!("{name} dredges {n} with {card_name}: the top {n} card(s) of the library go to the graveyard and {card_name} returns to the hand instead of a draw"),
        ));
        let mut moves: Vec<ZoneMove> = top.into_iter().map(|id| ZoneMove::new(id, Zone::Graveyard(p), "702.50a", "dredged")).collect();
        moves.push(ZoneMove::new(card, Zone::Hand(p), "702.50a", "returned by dredge"));
        self.move_batch(&moves);
        true
    }
}
