//! What one viewer may see: legal actions, decisions and
//! events as seen by a player, so that no view names a card in another
//! player's hand or in any library.
//!
//! The rules behind it, in short: a library and a hand are hidden zones
//! (400.2): nobody may look at a library's cards, and a hand is seen by its
//! owner only. A card becomes public when it reaches a public zone (cast onto
//! the stack, played onto the battlefield, discarded), so an action that
//! names a card in a hand is shown only to that hand's owner until it is
//! taken. The snapshot's players already follow this (`snapshot::player_view`:
//! a hand for its owner, counts for the others); this module does the same
//! for what else reaches the page.
//!
//! `None` as a viewer is the all-seeing view (tutorials, tests): nothing is
//! hidden from it.
//!
//! A puzzle may show its solver more (`Game::knowledge`, rules::goal::Knowledge):
//! the other players' hands, the cards of the libraries (sorted by name, or in
//! order, top first, when the order is known). That widens the solver's view
//! only: every other viewer sees what the rules let them see.

use crate::rules::events::{Event, EventKind};
use crate::rules::legal::LegalAction;
use crate::rules::state::{Decision, DecisionKind, Game};
use crate::rules::types::*;

/// Who is looking: everyone's view (all-seeing), one player's, or the view of
/// nobody in particular (what is public to every player: timeline captions,
/// which are shared by every view).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sight {
    All,
    Player(PlayerId),
    Public,
}

impl Sight {
    pub fn of(viewer: Option<PlayerId>) -> Sight {
        viewer.map_or(Sight::All, Sight::Player)
    }

    /// May this viewer see the cards in zone `z`? (400.2: libraries are seen by
    /// nobody, a hand by its owner; every other zone is public.)
    pub fn sees_zone(self, z: Zone) -> bool {
        match (self, z) {
            (Sight::All, _) => true,
            (_, Zone::Library(_)) => false,
            (Sight::Player(v), Zone::Hand(p)) => v == p,
            (Sight::Public, Zone::Hand(_)) => false,
            _ => true,
        }
    }

    /// `sees_zone` in game `g`: the solver of a puzzle also sees what its
    /// knowledge allows (the other players' hands, the libraries).
    pub fn sees_zone_in(self, g: &Game, z: Zone) -> bool {
        if self.sees_zone(z) {
            return true;
        }
        match (self, g.knowledge, z) {
            (Sight::Player(v), Some(k), Zone::Hand(_)) => k.player == v && k.opponent_hand,
            (Sight::Player(v), Some(k), Zone::Library(_)) => k.player == v && k.libraries,
            _ => false,
        }
    }

    /// May this viewer see which card object `id` is? (An object no longer in
    /// the game is judged by its last known zone.)
    pub fn sees_object(self, g: &Game, id: ObjectId) -> bool {
        if self == Sight::All {
            return true;
        }
        let zone = g.objects.get(&id).map(|o| o.zone).or_else(|| g.lki.get(&id).map(|l| l.object.zone));
        // A library's top card played revealed is seen by every player.
        if let Some(Zone::Library(p)) = zone {
            if g.objects.contains_key(&id) && g.revealed_top(p) == Some(id) {
                return true;
            }
        }
        zone.is_none_or(|z| self.sees_zone_in(g, z))
    }
}

/// The legal actions of the player who must act, as `viewer` sees them: an
/// action that names a card the viewer can't see (playing a land, casting a
/// spell, suspending or cycling from another player's hand) is withheld, and a decision
/// is shown as `decision_for` shows it. The acting player (and the
/// all-seeing view) get every action.
pub fn legal_actions_for(g: &Game, viewer: Option<PlayerId>) -> Vec<LegalAction> {
    let all = g.legal_actions();
    let sight = Sight::of(viewer);
    if sight == Sight::All {
        return all;
    }
    all.into_iter()
        .filter_map(|a| match a {
            LegalAction::PlayLand { card, .. } | LegalAction::Suspend { card, .. } | LegalAction::Cast { card, .. } if !sight.sees_object(g, card) => None,
            LegalAction::Activate { source, .. } if !sight.sees_object(g, source) => None,
            // 707.5: a face-down permanent is seen by its controller only (it names the card).
            LegalAction::TurnFaceUp { player, .. } if viewer != Some(player) => None,
            LegalAction::Decide { decision } => Some(LegalAction::Decide { decision: decision_for(g, &decision, viewer) }),
            a => Some(a),
        })
        .collect()
}

/// A face-down permanent or spell as its controller may look at it (707.5).
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct FaceDownKnown {
    pub id: ObjectId,
    /// The card it is.
    pub name: String,
    /// Its morph cost as the legal actions write it, if it has morph.
    pub morph: Option<String>,
}

/// 707.5: the face-down permanents and spells `viewer` may look at: those
/// they control (every one for the all-seeing view), battlefield first, then
/// the stack, in id order.
pub fn face_down_known(g: &Game, viewer: Option<PlayerId>) -> Vec<FaceDownKnown> {
    let ids = g.battlefield.iter().chain(g.stack.iter().map(|s| &s.id));
    ids.filter_map(|id| g.objects.get(id))
        .filter(|o| o.face_down && viewer.is_none_or(|v| o.controller == v))
        .map(|o| FaceDownKnown { id: o.id, name: o.def.name.clone(), morph: o.def.morph.as_ref().map(crate::rules::legal::cost_parts_text) })
        .collect()
}

/// A pending decision as `viewer` sees it. The deciding player (and the
/// all-seeing view) see it whole; another player sees who decides and what
/// kind of choice it is, but not the cards it chooses among where those are
/// hidden from them (a discard from a hand, 402.3; a search of a library,
/// 401.2): those are left out of the lists (with their labels).
pub fn decision_for(g: &Game, d: &Decision, viewer: Option<PlayerId>) -> Decision {
    let sight = Sight::of(viewer);
    if sight == Sight::All || viewer == Some(d.player) {
        return d.clone();
    }
    let mut d = d.clone();
    let sees = |id: &ObjectId| sight.sees_object(g, *id);
    match &mut d.kind {
        DecisionKind::ChooseCards { from, labels, .. } => {
            // How many are chosen stays (it is public: the chosen cards are
            // discarded face up); which ones could be is not.
            if !labels.is_empty() {
                let keep: Vec<bool> = from.iter().map(sees).collect();
                let mut k = keep.iter();
                labels.retain(|_| *k.next().unwrap_or(&false));
            }
            from.retain(sees);
        }
        // Cards looked at (401.2): only their chooser sees them; the prompt says how many.
        DecisionKind::ArrangeCards { cards, labels, .. } => {
            cards.clear();
            labels.clear();
        }
        DecisionKind::ChooseObject { candidates, labels, .. } => {
            if !candidates.iter().all(sees) {
                let keep: Vec<bool> = candidates.iter().map(sees).collect();
                let mut k = keep.iter();
                candidates.retain(|_| *k.next().unwrap_or(&false));
                if !labels.is_empty() {
                    let mut k = keep.iter();
                    labels.retain(|_| *k.next().unwrap_or(&false));
                }
            }
        }
        // The other decisions choose among public things: permanents, players,
        // triggered abilities, objects on the stack, replacement effects, a
        // shortcut proposed to everyone.
        _ => {}
    }
    d
}

/// An event as `sight` sees it. A card that moves between zones the viewer
/// can't see (from a library to a hand, say) is "a card", and its old id (a
/// library card's id, which nobody may tell apart, 401.2) is 0; a drawn card
/// is already "a card" (the engine words it so). Every other event is public.
pub fn event_for(g: &Game, e: &Event, sight: Sight) -> Event {
    if let EventKind::ZoneChanged { old, new, from, to, .. } = &e.kind {
        if let Some(text) = hidden_move_text(g, e, sight) {
            let old = if matches!(from, Zone::Library(_)) { ObjectId(0) } else { *old };
            return Event { rule: e.rule.clone(), text, kind: EventKind::ZoneChanged { old, new: *new, name: "a card".into(), from: *from, to: *to } };
        }
    }
    e.clone()
}

/// `event_for(g, e, sight).text`, without copying the rest of the event.
pub fn event_text_for(g: &Game, e: &Event, sight: Sight) -> String {
    hidden_move_text(g, e, sight).unwrap_or_else(|| e.text.clone())
}

/// The text of a card's move between zones `sight` can't see (400.2), worded
/// without the card; None for any other event.
fn hidden_move_text(g: &Game, e: &Event, sight: Sight) -> Option<String> {
    let EventKind::ZoneChanged { from, to, .. } = &e.kind else { return None };
    let hidden = |z: Zone| !sight.sees_zone_in(g, z);
    if !(hidden(*from) && to.is_none_or(hidden)) {
        return None;
    }
    let label = |z: Zone| match z {
        Zone::Library(p) | Zone::Hand(p) | Zone::Graveyard(p) => {
            format!("{}'s {}", g.players.get(p.0 as usize).map(|x| x.name.as_str()).unwrap_or("a player"), z.name())
        }
        Zone::Exile => "exile".to_string(),
        _ => format!("the {}", z.name()),
    };
    Some(match to {
        Some(t) => format!("a card moves from {} to {}", label(*from), label(*t)),
        None => format!("a card leaves {}", label(*from)),
    })
}

/// `event_for` over a list.
pub fn events_for(g: &Game, events: &[Event], sight: Sight) -> Vec<Event> {
    if sight == Sight::All {
        return events.to_vec();
    }
    events.iter().map(|e| event_for(g, e, sight)).collect()
}
