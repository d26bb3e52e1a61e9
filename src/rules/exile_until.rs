//! 610.3: "exile [it] until [this] leaves the battlefield". The exile is a
//! one-shot effect; the source's leaving the battlefield creates a second
//! one at once, not a triggered ability: the cards still in exile return to
//! the zone they were exiled from, a permanent under its owner's control
//! (610.3b), all that return after one event together (610.3c; cards going
//! back to a hand, graveyard or library move just before the permanents). A source already gone as the exile
//! would happen exiles nothing (610.3a). A card that left exile meanwhile is
//! a new object (400.7) and stays where it is; a token exiled this way has
//! ceased to exist (704.5d).

use super::events::*;
use super::state::*;
use super::types::*;
use super::zones::ZoneMove;

impl Game {
    /// Whether the source of an "exile until [this] leaves" is still on the
    /// battlefield; when it isn't, the event says why nothing is exiled (610.3a).
    pub(crate) fn exile_until_source_present(&mut self, source: ObjectId, source_name: &str) -> bool {
        if self.obj(source).is_some_and(|o| o.zone == Zone::Battlefield) {
            return true;
        }
        self.emit(Event::new("610.3a", EventKind::Note, format!("{source_name} has already left the battlefield: nothing is exiled until it leaves")));
        false
    }

    /// Remember the cards exiled until `source` leaves the battlefield, each
    /// with the zone it was exiled from.
    pub(crate) fn exiled_until_leaves(&mut self, source: ObjectId, cards: &[(ObjectId, Zone)]) {
        if !cards.is_empty() {
            self.exiled_until.entry(source).or_default().extend(cards.iter().copied());
        }
    }

    /// The permanents in `left` have just left the battlefield in one event:
    /// what each exiled until then goes back to the zone it was exiled from
    /// (610.3): a permanent to the battlefield under its owner's control
    /// (610.3b), a card from a hand, graveyard or library to its owner's.
    pub(crate) fn return_exiled_until(&mut self, left: &[ObjectId]) {
        if self.exiled_until.is_empty() {
            return;
        }
        let mut back: Vec<(ObjectId, Zone)> = Vec::new();
        let mut names: Vec<String> = Vec::new();
        for old in left {
            let Some(exiled) = self.exiled_until.remove(old) else { continue };
            names.push(self.name_of(*old));
            back.extend(exiled.into_iter().filter(|(c, _)| self.obj(*c).is_some_and(|o| o.zone == Zone::Exile)));
        }
        if names.is_empty() {
            return;
        }
        let who = names.join(" and ");
        if back.is_empty() {
            self.emit(Event::new("610.3", EventKind::Note, format!("{who} left the battlefield: nothing exiled until then is still in exile, so nothing returns")));
            return;
        }
        let why = format!("exiled until {who} left the battlefield");
        let elsewhere: Vec<ZoneMove> = back.iter().filter(|(_, z)| matches!(z, Zone::Hand(_) | Zone::Graveyard(_) | Zone::Library(_))).map(|(c, z)| ZoneMove::new(*c, *z, "610.3", &why)).collect();
        if !elsewhere.is_empty() {
            self.move_batch(&elsewhere);
        }
        let permanents: Vec<(ObjectId, Option<PlayerId>)> = back.iter().filter(|(_, z)| *z == Zone::Battlefield).map(|(c, _)| (*c, None)).collect();
        if !permanents.is_empty() {
            self.put_onto_battlefield_status(&permanents, &[], (false, false), "610.3", &why);
        }
    }
}
