//! 112.6k: triggered abilities that work from a graveyard. An ability whose
//! effect returns the card it is on from its owner's graveyard ("Whenever you
//! cast a multicolored spell, you may return [this] from your graveyard to
//! your hand"; recover, 702.58a) functions only while the card is there
//! (`Ability::Triggered`'s `from_graveyard`), and nowhere else; so does one
//! whose intervening "if" says the card is there.
//!
//! The cards in graveyards with such an ability are indexed by the kinds of
//! event they watch (`Game::graveyard_trigger_index`), as they arrive and
//! leave, so that an event asks them and nothing else in the graveyards
//! (rules::triggers, `trigger_candidates`). A leaves-the-battlefield event
//! looks back in time (603.10a): a card that reached the graveyard in the
//! same event wasn't there before it, and its graveyard ability doesn't see
//! the event.

use super::state::*;
use super::triggers::{trigger_kinds, TriggerKind};
use super::types::*;
use crate::cards::def::*;
use std::collections::{BTreeMap, BTreeSet};

impl Ability {
    /// Is this a triggered ability that works from its card's graveyard: its
    /// effect returns the card from there, or its intervening "if" says the
    /// card is there ("if [this] is in your graveyard", 603.4)?
    pub fn works_from_graveyard(&self) -> bool {
        matches!(self, Ability::Triggered { from_graveyard, condition, .. } if *from_graveyard || condition.as_ref().is_some_and(Condition::about_graveyard))
    }

    /// Does this ability work where an object is (112.6k)? A triggered
    /// ability that works from the graveyard works only there; every other
    /// ability works where the engine asks it (the battlefield, and the zones
    /// named by its own condition: suspend's exile, 702.61a).
    pub fn works_in(&self, zone: Zone) -> bool {
        !self.works_from_graveyard() || matches!(zone, Zone::Graveyard(_))
    }
}

/// The kinds of event the triggered abilities of this card watch from a graveyard.
pub(crate) fn graveyard_trigger_kinds(d: &CardDef) -> BTreeSet<TriggerKind> {
    d.abilities
        .iter()
        .chain(d.keyword_abilities().iter())
        .flat_map(|a| match a {
            Ability::Triggered { trigger, .. } if a.works_from_graveyard() => trigger_kinds(trigger),
            _ => Vec::new(),
        })
        .collect()
}

impl Game {
    /// A card arrived in a graveyard: indexed under the kinds its graveyard abilities watch.
    pub(crate) fn index_graveyard_triggers(&mut self, id: ObjectId) {
        let Some(o) = self.objects.get(&id) else { return };
        if !o.def.has_graveyard_trigger() {
            return;
        }
        for k in graveyard_trigger_kinds(o.face_def()) {
            self.graveyard_trigger_index.entry(k).or_default().insert(id);
        }
    }

    /// The index as the graveyards hold it now (for checking a game read from outside).
    pub(crate) fn graveyard_triggers_found(&self) -> BTreeMap<TriggerKind, BTreeSet<ObjectId>> {
        let mut out: BTreeMap<TriggerKind, BTreeSet<ObjectId>> = BTreeMap::new();
        for id in self.players.iter().flat_map(|p| p.graveyard.iter()) {
            let Some(o) = self.objects.get(id).filter(|o| o.def.has_graveyard_trigger()) else { continue };
            for k in graveyard_trigger_kinds(o.face_def()) {
                out.entry(k).or_default().insert(*id);
            }
        }
        out
    }

    /// A card left a graveyard: out of the index.
    pub(crate) fn unindex_graveyard_triggers(&mut self, id: ObjectId) {
        if self.graveyard_trigger_index.is_empty() {
            return;
        }
        self.graveyard_trigger_index.retain(|_, s| {
            s.remove(&id);
            !s.is_empty()
        });
    }
}
