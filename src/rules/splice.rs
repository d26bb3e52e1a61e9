//! 702.45 splice: as a player casts a spell with the subtype a card's
//! splice names (Arcane), they may reveal that card from their hand (601.2b);
//! the spell then has the card's instructions and targets after its own
//! (702.45c–d), its splice cost is paid as an additional cost (117.8), and
//! the card stays in the hand. The spliced words are part of the spell only
//! while it is on the stack (702.45e): they live in its stack item, which a
//! copy copies (706.10).

use super::layers::Characteristics;
use super::state::*;
use super::types::*;
use crate::cards::def::{shift_target_slots, Effect, TargetSpec};

/// The cards spliced onto one spell: their total splice cost, and their
/// target slots and instructions, each card's after the ones before it.
#[derive(Debug, Default)]
pub(crate) struct Spliced {
    pub cards: Vec<ObjectId>,
    pub cost: ManaCost,
    specs: Vec<Vec<TargetSpec>>,
    effects: Vec<Vec<Effect>>,
}

impl Spliced {
    /// The spell's own target slots and instructions with the spliced ones
    /// after them, each card's slots numbered after those before it (702.45d).
    pub fn onto(&self, mut specs: Vec<TargetSpec>, mut effects: Vec<Effect>) -> (Vec<TargetSpec>, Vec<Effect>) {
        for (s, e) in self.specs.iter().zip(&self.effects) {
            effects.extend(shift_target_slots(e, specs.len()));
            specs.extend(s.iter().cloned());
        }
        (specs, effects)
    }
}

impl Game {
    /// Can `splicer` be spliced onto the spell `card` (characteristics `c`)
    /// that `p` is casting? It is another card in `p`'s hand whose splice
    /// names a subtype the spell has, and it has instructions to add.
    fn spliceable(&self, p: PlayerId, card: ObjectId, c: &Characteristics, splicer: ObjectId) -> Result<(), String> {
        let name = self.name_of(splicer);
        let o = self.obj(splicer).ok_or(format!("splice: there is no card {splicer}"))?;
        if splicer == card {
            return Err(format!("702.45a: {name} can't be spliced onto itself: it is the spell being cast, not a card in the hand"));
        }
        if o.zone != Zone::Hand(p) {
            return Err(format!("702.45a: {name} is not in {}'s hand", self.player(p).name));
        }
        let Some(sp) = &o.def.splice else { return Err(format!("702.45a: {name} has no splice")) };
        if !c.has_subtype(&sp.onto) {
            return Err(format!("702.45a: {name} is spliced onto {} spells; {} is not one", sp.onto, c.name));
        }
        match &o.def.spell {
            Some(s) if s.modes.is_empty() && s.divide.is_none() => Ok(()),
            _ => Err(format!("702.45: {name}'s instructions can't be spliced here (a modal or divided spell)")),
        }
    }

    /// 702.45a–b: the cards `p` reveals to splice onto `card` as it is cast:
    /// each spliceable (`spliceable`), none twice; what they add.
    pub(crate) fn check_splice(&self, p: PlayerId, card: ObjectId, c: &Characteristics, splice: &[ObjectId]) -> Result<Spliced, String> {
        let mut out = Spliced::default();
        for (i, s) in splice.iter().enumerate() {
            if splice[..i].contains(s) {
                return Err(format!("702.45b: {} is spliced onto the spell only once", self.name_of(*s)));
            }
            self.spliceable(p, card, c, *s)?;
            let def = &self.obj(*s).ok_or(format!("splice: there is no card {s}"))?.def;
            let (Some(sp), Some(spell)) = (&def.splice, &def.spell) else { continue };
            out.cost = out.cost.plus(&sp.cost);
            out.specs.push(spell.targets.clone());
            out.effects.push(spell.effects.clone());
            out.cards.push(*s);
        }
        Ok(out)
    }

    /// The cards in `p`'s hand that may be spliced onto `card`, one of each
    /// name, at most `limits::MAX_SPLICE_OFFERED` (the listing offers each
    /// set of them; the action may name any).
    pub(crate) fn splice_candidates(&self, p: PlayerId, card: ObjectId, c: &Characteristics) -> Vec<ObjectId> {
        let mut out: Vec<ObjectId> = Vec::new();
        // Splice names a subtype the spell must have: a spell with none (most
        // spells) has nothing spliced onto it, and no card of the hand is read.
        if c.subtypes.is_empty() && !c.every_creature_type {
            return out;
        }
        for h in &self.player(p).hand {
            if out.len() >= super::limits::MAX_SPLICE_OFFERED {
                break;
            }
            // A card with no splice is passed over before anything is named.
            if !self.obj(*h).is_some_and(|o| o.def.splice.is_some()) {
                continue;
            }
            let seen = out.iter().any(|o| self.name_of(*o) == self.name_of(*h));
            if !seen && self.spliceable(p, card, c, *h).is_ok() {
                out.push(*h);
            }
        }
        out
    }

    /// The spell's text with each spliced card's instructions after it, and
    /// the reveal of each card announced (601.2b, 702.45a).
    pub(crate) fn announce_splice(&mut self, p: PlayerId, name: &str, text: String, splice: &[ObjectId]) -> String {
        let mut text = text;
        for s in splice {
            let sname = self.name_of(*s);
            // The card's words without its splice line (what it adds, 702.45c).
            let words = self.obj(*s).map(|o| o.def.text.lines().filter(|l| !l.starts_with("Splice onto")).collect::<Vec<_>>().join(" ")).unwrap_or_default();
            let pname = self.player(p).name.clone();
            let cost = self.obj(*s).and_then(|o| o.def.splice.as_ref()).map(|sp| sp.cost.text.clone()).unwrap_or_default();
            self.emit(super::events::Event::new("702.45a", super::events::EventKind::Note, format!("{pname} reveals {sname} and splices it onto {name}, paying {cost} more (an additional cost: 117.8)")));
            text.push_str(&format!("\n[spliced from {sname}] {words}"));
        }
        text
    }
}
