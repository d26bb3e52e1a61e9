//! 601.3, 305.1, 305.2: playing cards from zones other than the hand.
//!
//! A card is played from its owner's hand unless an effect allows another
//! zone: a static ability of a permanent its controller controls ("You may
//! play land cards from your graveyard", "You may play the top card of your
//! library"), or the card's own ability, which works from the zone it names
//! ("You may cast [this card] from your graveyard"). Such a card is played
//! with every other rule as usual: a land uses one of the turn's land plays
//! (305.2) at sorcery timing, a spell is cast with its timing, costs and
//! targets (601.2), moving from where it is to the stack (601.2a). Only the
//! permission's controller may use it, and only for cards they own in their
//! own graveyard or on top of their own library.
//!
//! An instruction may let a player play cards it exiled for a while ("Until
//! end of turn, you may play that card": `PlayGrant`), the player whose
//! ability it is, whoever owns the cards.
//!
//! "Play with the top card of your library revealed": while such an ability
//! is in force, the top card of the library is public (every view shows it,
//! `formats::visibility`), and a new top card is revealed as soon as it is
//! on top.
//!
//! 305.2: "You may play an additional land on each of your turns" raises the
//! number of lands a player may play during their own turns.

use super::events::*;
use super::state::*;
use super::types::*;
use crate::cards::def::*;
use serde::{Deserialize, Serialize};

/// An exiled card one player may play for a while (601.3): "Until end of
/// turn, you may play that card" (ends in the cleanup step, 514.2), "Until
/// your next turn, ..." (ends as that player's next turn begins).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayGrant {
    pub card: ObjectId,
    pub player: PlayerId,
    /// The name of the object whose ability allows it.
    pub by: String,
    pub until_your_next_turn: bool,
}

impl Game {
    /// 601.3: `player` may play these exiled cards for the duration (the
    /// instruction `may_play_exiled`); cards no longer in exile are left out.
    pub(crate) fn grant_play_from_exile(&mut self, player: PlayerId, cards: &[ObjectId], by: &str, until_your_next_turn: bool) {
        let until = if until_your_next_turn { "until their next turn" } else { "until end of turn" };
        for card in cards {
            if !self.obj(*card).is_some_and(|o| o.zone == Zone::Exile) {
                continue;
            }
            self.play_grants.push(PlayGrant { card: *card, player, by: by.to_string(), until_your_next_turn });
            let (who, what) = (self.player(player).name.clone(), self.name_of(*card));
            self.emit(Event::new("601.3", EventKind::Note, format!("{who} may play {what} from exile {until} ({by})")));
        }
    }

    /// 514.2 (`cleanup`) or, as `active`'s turn begins, the permissions that
    /// lasted until then end; so do those of cards that left exile (400.7).
    pub(crate) fn end_play_grants(&mut self, cleanup: bool, active: PlayerId) {
        if self.play_grants.is_empty() {
            return;
        }
        let objects = &self.objects;
        self.play_grants.retain(|g| {
            let ends = if g.until_your_next_turn { !cleanup && g.player == active } else { cleanup };
            !ends && objects.get(&g.card).is_some_and(|o| o.zone == Zone::Exile)
        });
    }

    /// The exiled card `p` may play, and the name of what allows it.
    fn play_grant(&self, p: PlayerId, card: ObjectId) -> Option<String> {
        self.play_grants.iter().find(|g| g.card == card && g.player == p).map(|g| g.by.clone())
    }
    /// The permission under which `p` may play `card` from where it is, as
    /// a land (`land`) or as a spell: the name of the object whose ability
    /// allows it. `None` for a card in a hand (no permission is needed) or
    /// one nothing allows.
    pub fn play_permission(&self, p: PlayerId, card: ObjectId, land: bool) -> Option<String> {
        let o = self.objects.get(&card)?;
        if o.zone == Zone::Exile {
            return self.play_grant(p, card);
        }
        if o.owner != p {
            return None;
        }
        let zone = match o.zone {
            Zone::Graveyard(q) if q == p => PlayZone::Graveyard,
            Zone::Library(q) if q == p && self.player(p).library.last() == Some(&card) => PlayZone::LibraryTop,
            _ => return None,
        };
        let allows = |e: &StaticEffect, source: ObjectId, own: bool| match e {
            StaticEffect::MayPlayFrom { zone: z, filter, lands, spells, this_card, condition } => {
                *z == zone && *this_card == own && (if land { *lands } else { *spells }) && (own || self.matches(card, filter, p, Some(source))) && condition.as_ref().is_none_or(|c| self.condition_holds(c, p, source))
            }
            _ => false,
        };
        // The card's own ability, working from the zone it names.
        let own = self.chars_of(o);
        if own.statics().any(|e| allows(e, card, true)) {
            return Some(own.name.clone());
        }
        self.permission_sources(p).into_iter().find_map(|src| {
            let c = self.chars(src)?;
            let allowed = c.statics().any(|e| allows(e, src, false));
            allowed.then(|| c.name.clone())
        })
    }

    /// The permanents `p` controls with a permission to play cards from
    /// another zone (a cheap look at printed or copied abilities first).
    fn permission_sources(&self, p: PlayerId) -> Vec<ObjectId> {
        self.static_sources
            .iter()
            .copied()
            .filter(|s| self.objects.get(s).is_some_and(|o| o.controller == p && o.abilities_function()))
            .filter(|s| self.chars(*s).is_some_and(|c| c.statics().any(|e| matches!(e, StaticEffect::MayPlayFrom { .. }))))
            .collect()
    }

    /// The cards `p` may try to play from zones other than the hand: those in
    /// their graveyard and the top card of their library that some
    /// permission could cover (each still checked by `play_permission`).
    pub(crate) fn cards_playable_elsewhere(&self, p: PlayerId) -> Vec<ObjectId> {
        let pl = self.player(p);
        let sources = self.permission_sources(p);
        let any_from = |zone: PlayZone| sources.iter().any(|s| self.chars(*s).is_some_and(|c| c.statics().any(|e| matches!(e, StaticEffect::MayPlayFrom { zone: z, .. } if *z == zone))));
        let own_from = |id: &ObjectId, zone: PlayZone| self.objects.get(id).is_some_and(|o| o.def.abilities.iter().any(|a| matches!(a, Ability::Static { effect: StaticEffect::MayPlayFrom { zone: z, this_card: true, .. }, .. } if *z == zone)));
        let mut out: Vec<ObjectId> = if any_from(PlayZone::Graveyard) { pl.graveyard.clone() } else { pl.graveyard.iter().copied().filter(|id| own_from(id, PlayZone::Graveyard)).collect() };
        if let Some(top) = pl.library.last() {
            if any_from(PlayZone::LibraryTop) || own_from(top, PlayZone::LibraryTop) {
                out.push(*top);
            }
        }
        out.extend(self.play_grants.iter().filter(|g| g.player == p && self.objects.get(&g.card).is_some_and(|o| o.zone == Zone::Exile)).map(|g| g.card));
        out
    }

    /// The top card of `p`'s library, when an ability in force has it
    /// played revealed.
    pub fn revealed_top(&self, p: PlayerId) -> Option<ObjectId> {
        let top = *self.player(p).library.last()?;
        let reveals = self.static_sources.iter().filter_map(|s| self.objects.get(s)).filter(|o| o.abilities_function()).any(|o| {
            self.chars(o.id).is_some_and(|c| c.statics().any(|e| matches!(e, StaticEffect::RevealTopOfLibrary { each_player } if *each_player || o.controller == p)))
        });
        reveals.then_some(top)
    }

    /// Is `p`'s hand revealed to every player by a static ability ("Players
    /// play with their hands revealed"; "Your opponents ..." of a permanent
    /// `p` doesn't control)?
    pub fn hand_revealed(&self, p: PlayerId) -> bool {
        self.static_sources.iter().filter_map(|s| self.objects.get(s)).filter(|o| o.abilities_function()).any(|o| {
            self.chars(o.id).is_some_and(|c| c.statics().any(|e| matches!(e, StaticEffect::HandsRevealed { opponents_only } if !*opponents_only || o.controller != p)))
        })
    }

    /// 305.2: how many lands `p` may play this turn: one, and one more for
    /// each additional land play their permanents give (on their own turn).
    pub fn land_plays_allowed(&self, p: PlayerId) -> u32 {
        let extra: u32 = self
            .static_sources
            .iter()
            .filter_map(|s| self.objects.get(s))
            .filter(|o| o.controller == p && o.abilities_function())
            .filter_map(|o| self.chars(o.id))
            .flat_map(|c| c.statics().filter_map(|e| if let StaticEffect::AdditionalLandPlays { count } = e { Some(*count) } else { None }).collect::<Vec<_>>())
            .fold(0u32, |a, b| a.saturating_add(b));
        1u32.saturating_add(extra)
    }
}
