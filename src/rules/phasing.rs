//! 702.25 phasing. A phased-out permanent stays where it is (its zone is
//! the battlefield, it keeps its counters, its attachments and its
//! controller, 702.25d) but is treated as though it doesn't exist
//! (702.25b): it leaves every battlefield index but `battlefield` itself,
//! `is_on_battlefield` and filters don't see it, it is removed from combat,
//! and it neither untaps nor loses damage. Phasing in and out is no zone
//! change: nothing triggers on leaving or entering (702.25d), nor on
//! becoming attached or unattached (702.25i).
//!
//! 502.1: at the start of a player's untap step, before anything untaps,
//! the phased-in permanents with phasing that player controls phase out and,
//! at the same time, the permanents that phased out directly under that
//! player's control phase in (702.25a). What is attached to a permanent
//! phases out with it, "indirectly", and phases in only with it (702.25f,
//! 702.25g).

use super::events::*;
use super::state::*;
use super::types::*;

impl Game {
    /// 702.25b, f, g: `ids` phase out at once (those on the battlefield and
    /// phased in); what is attached to them phases out with them,
    /// indirectly (and only indirectly, even if it is among `ids`).
    pub(crate) fn phase_out(&mut self, ids: &[ObjectId], rule: &'static str) {
        let mut out: Vec<(ObjectId, bool)> = ids.iter().copied().filter(|id| self.is_on_battlefield(*id)).map(|id| (id, false)).collect();
        out.dedup();
        let mut i = 0;
        while i < out.len() {
            let host = out[i].0;
            for a in self.attached_to(host) {
                match out.iter_mut().find(|(x, _)| *x == a) {
                    Some(e) => e.1 = true,
                    None => out.push((a, true)),
                }
            }
            i += 1;
        }
        for &(id, indirectly) in &out {
            self.unindex_permanent(id);
            self.remove_from_combat(id, "702.25b", "it phased out");
            if let Some(o) = self.objects.get_mut(&id) {
                o.phased_out = true;
                if indirectly {
                    o.extra.phased_indirectly = true;
                }
            }
            self.phased_out.insert(id);
            // A state-based check looks at it (704.5d: a phased-out token).
            self.mark_dirty(id);
            let n = self.name_of(id);
            let how = if indirectly { " with what it is attached to (702.25f)" } else { "" };
            self.emit(Event::new(rule, EventKind::PhasedOut { object: id, indirectly }, format!("{n} phases out{how}: it is treated as though it doesn't exist")));
        }
        self.invalidate_chars();
    }

    /// 702.25c, f, h: `ids` phase in at once, with what phased out
    /// indirectly with them. An Aura, Equipment or Fortification that phased
    /// out by itself comes back attached to what it was attached to if that
    /// is still on the battlefield (or a player still in the game), else
    /// unattached (state-based actions then apply).
    pub(crate) fn phase_in(&mut self, ids: &[ObjectId], rule: &'static str) {
        let mut back: Vec<ObjectId> = ids.iter().copied().filter(|id| self.phased_out.contains(id)).collect();
        let mut i = 0;
        while i < back.len() {
            let host = back[i];
            for a in self.phased_out.iter().copied().filter(|a| self.objects.get(a).is_some_and(|o| o.extra.phased_indirectly && o.extra.attached_to == Some(TargetChoice::Object(host)))) {
                if !back.contains(&a) {
                    back.push(a);
                }
            }
            i += 1;
        }
        for &id in &back {
            self.phased_out.remove(&id);
            let stale = match self.objects.get(&id).and_then(|o| o.extra.attached_to) {
                Some(TargetChoice::Object(h)) => !back.contains(&h) && !self.is_on_battlefield(h),
                Some(TargetChoice::Player(p)) => self.players.get(p.0 as usize).is_none_or(|pl| pl.lost),
                None => false,
            };
            if let Some(o) = self.objects.get_mut(&id) {
                o.phased_out = false;
                o.extra.phased_indirectly = false;
                if stale {
                    o.extra.attached_to = None;
                }
                o.extra.shrink();
            }
        }
        for &id in &back {
            self.index_permanent(id);
            self.mark_dirty(id);
            let n = self.name_of(id);
            self.emit(Event::new(rule, EventKind::PhasedIn { object: id }, format!("{n} phases in: it exists again")));
        }
        self.invalidate_chars();
    }

    /// The permanents attached to `host` (Auras, Equipment, Fortifications).
    fn attached_to(&self, host: ObjectId) -> Vec<ObjectId> {
        self.attachers.iter().copied().filter(|a| self.objects.get(a).is_some_and(|o| o.extra.attached_to == Some(TargetChoice::Object(host)))).collect()
    }

    /// 502.1, 702.25a: the phasing of `players`' untap step, before anything
    /// untaps: their phased-in permanents with phasing phase out while what
    /// phased out directly under their control phases in, all at once.
    pub(crate) fn untap_step_phasing(&mut self, players: &[PlayerId]) {
        let coming_in: Vec<ObjectId> = self.phased_out.iter().copied().filter(|id| self.objects.get(id).is_some_and(|o| !o.extra.phased_indirectly && players.contains(&o.controller))).collect();
        let going_out: Vec<ObjectId> = if self.phasing_possible() {
            let granted = !self.phasing_sources.is_empty() && (self.effects.iter().any(|e| e.modification == Modification::AddKeyword(Keyword::Phasing)) || self.static_sources.iter().any(|s| self.objects.get(s).is_some_and(|o| def_grants_phasing(o.face_def()))));
            let from: Vec<ObjectId> = if granted || self.phasing_sources.is_empty() { self.battlefield.iter().copied().collect() } else { self.phasing_sources.iter().copied().collect() };
            from.into_iter()
                .filter(|id| self.objects.get(id).is_some_and(|o| !o.phased_out && players.contains(&o.controller)))
                .filter(|id| self.chars(*id).is_some_and(|c| c.has_keyword(Keyword::Phasing)))
                .collect()
        } else {
            Vec::new()
        };
        if !going_out.is_empty() {
            self.phase_out(&going_out, "502.1");
        }
        if !coming_in.is_empty() {
            self.phase_in(&coming_in, "502.1");
        }
    }

    /// Could a permanent have phasing? (Cheap: printed on a permanent, or
    /// granted by a static ability or a resolved effect; the untap step
    /// walks the battlefield for it only then.)
    fn phasing_possible(&self) -> bool {
        let grants = |m: &Modification| matches!(m, Modification::AddKeyword(Keyword::Phasing));
        self.effects.iter().any(|e| grants(&e.modification))
            || self.static_sources.iter().any(|s| self.objects.get(s).is_some_and(|o| def_grants_phasing(o.face_def())))
            || !self.phasing_sources.is_empty()
    }
}

/// A static ability of `d` gives phasing (Cloak of Invisibility's kind).
fn def_grants_phasing(d: &crate::cards::def::CardDef) -> bool {
    use crate::cards::def::{Ability, StaticEffect};
    d.abilities.iter().any(|a| match a {
        Ability::Static { effect: StaticEffect::Continuous { modifications, .. }, .. } => modifications.iter().any(|m| matches!(m, Modification::AddKeyword(Keyword::Phasing))),
        _ => false,
    })
}
