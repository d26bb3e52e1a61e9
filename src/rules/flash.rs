//! 702.8a flash, and permissions to cast spells as though they had flash.
//!
//! A spell is cast at sorcery timing (307.1) unless it is an instant, has
//! flash, or an effect lets it be cast as though it had flash: its own
//! ability ("You may cast [this] as though it had flash", `AsThoughFlash`,
//! read by `casting::as_though_flash`), or a static ability of a permanent
//! ("You may cast sorcery spells as though they had flash": Hypersonic
//! Dragon, Vedalken Orrery; "Any player may cast ...": Vernal Equinox,
//! Quick Sliver). Such a permission is used by the player it names, for the
//! cards its filter matches, wherever they are cast from; it changes only
//! when the card may be cast, nothing else about it.

use super::layers::Characteristics;
use super::state::*;
use super::types::*;
use crate::cards::def::*;

impl Game {
    /// 702.8a: may `p` cast `card`, whose characteristics are `c`, any time
    /// they could cast an instant? It is an instant, has flash, or a
    /// permanent's ability lets `p` cast it as though it had flash. (The
    /// card's own "as though it had flash", which may ask more, is apart:
    /// `casting::as_though_flash`.)
    pub(crate) fn instant_speed(&self, p: PlayerId, card: ObjectId, c: &Characteristics) -> bool {
        c.has_type(CardType::Instant) || c.has_keyword(Keyword::Flash) || self.flash_permission(p, card).is_some()
    }

    /// The permanent whose ability lets `p` cast `card` as though it had
    /// flash, by name, if one does.
    pub fn flash_permission(&self, p: PlayerId, card: ObjectId) -> Option<String> {
        self.static_saying(|e, src, controller| match e {
            StaticEffect::SpellsAsThoughFlash { filter, each_player } => (*each_player || controller == p) && self.matches(card, filter, controller, Some(src)),
            _ => false,
        })
    }
}
