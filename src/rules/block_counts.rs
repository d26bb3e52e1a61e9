//! How many attackers one creature may block (509.1a) and how a creature
//! blocking two or more of them deals its combat damage: the defending
//! player orders the attackers it blocks (509.3) and divides its damage in
//! that order (510.1d).
//!
//! A creature blocks one attacker unless an ability or effect lets it block
//! more: "[creature] can block an additional creature each combat" (a
//! static ability of its own, of what is attached to it, or of a permanent
//! covering every creature matching a filter), "... can block any number of
//! creatures", and the same for this turn from resolved spells and
//! abilities (`Game::extra_blocks`).

use super::actions::*;
use super::events::*;
use super::state::*;
use super::types::*;
use crate::cards::def::*;

impl Game {
    /// 509.1a: how many attackers `blocker` may block (None: any number).
    pub fn blocks_allowed(&self, blocker: ObjectId) -> Option<u32> {
        let mut total: u32 = 1;
        let mut add = |n: Option<u32>| -> bool {
            match n {
                Some(n) => {
                    total = total.saturating_add(n);
                    true
                }
                None => false,
            }
        };
        for (o, n) in &self.extra_blocks {
            if *o == blocker && !add(*n) {
                return None;
            }
        }
        let own = |src: ObjectId, on: &dyn Fn(&Affects) -> bool| -> Vec<Option<u32>> {
            let Some(c) = self.chars(src) else { return Vec::new() };
            c.statics().filter_map(|e| if let StaticEffect::CanBlockAdditional { affects, additional } = e { on(affects).then_some(*additional) } else { None }).collect()
        };
        let mut found = own(blocker, &|a| matches!(a, Affects::This));
        for a in self.attachments_of(blocker) {
            found.extend(own(a, &|x| matches!(x, Affects::Attached)));
        }
        for s in &self.static_sources {
            let Some(ctl) = self.controller_of(*s) else { continue };
            found.extend(own(*s, &|x| matches!(x, Affects::All(f) if self.matches(blocker, f, ctl, Some(*s)))));
        }
        for n in found {
            if !add(n) {
                return None;
            }
        }
        Some(total)
    }

    /// 509.1a: does each blocker block no more attackers than it may, and
    /// each attacker at most once?
    pub(crate) fn check_block_counts(&self, blocks: &[Block]) -> Result<(), String> {
        for (i, b) in blocks.iter().enumerate() {
            if blocks[..i].iter().any(|x| x == b) {
                return Err(format!("509.1a: {} is declared as a blocker of {} twice", self.name_of(b.blocker), self.name_of(b.attacker)));
            }
            if blocks[..i].iter().any(|x| x.blocker == b.blocker) {
                continue;
            }
            let n = blocks.iter().filter(|x| x.blocker == b.blocker).count();
            if let Some(max) = self.blocks_allowed(b.blocker).filter(|m| n > *m as usize) {
                let many = if max == 1 { "one attacker".to_string() } else { format!("{max} attackers") };
                return Err(format!("509.1a: {} can block only {many}", self.name_of(b.blocker)));
            }
        }
        Ok(())
    }

    /// 509.3: the first creature blocking two or more attackers with no
    /// damage assignment order yet, with those attackers.
    pub(crate) fn blocker_to_order(&self, cb: &Combat) -> Option<(ObjectId, Vec<ObjectId>)> {
        let mut seen: Vec<ObjectId> = Vec::new();
        for (b, _) in &cb.blocks {
            if seen.contains(b) {
                continue;
            }
            seen.push(*b);
            let attackers: Vec<ObjectId> = cb.blocks.iter().filter(|(x, _)| x == b).map(|(_, a)| *a).collect();
            if attackers.len() >= 2 && !cb.damage_order.contains_key(b) {
                return Some((*b, attackers));
            }
        }
        None
    }

    /// 510.1d: the combat damage of the blockers among `dealing`: each
    /// assigns all of it to the one attacker it blocks; one blocking two or
    /// more divides it among those still attacking, in its damage assignment
    /// order (509.3), each given lethal damage before the next gets any (its
    /// controller chooses how). None while its controller is asked (the step
    /// starts again with the answer).
    pub(crate) fn blocker_assignments(&mut self, cb: &Combat, dealing: &[ObjectId]) -> Option<Vec<(ObjectId, TargetChoice, i32)>> {
        let mut out = Vec::new();
        let mut done: Vec<ObjectId> = Vec::new();
        for (blk, _) in &cb.blocks {
            if done.contains(blk) || !dealing.contains(blk) {
                continue;
            }
            done.push(*blk);
            let order = cb.damage_order.get(blk).cloned().unwrap_or_else(|| cb.blocks.iter().filter(|(b, _)| b == blk).map(|(_, a)| *a).collect());
            // Those it still blocks: attacking, on the battlefield (a removed attacker is dealt none).
            let living: Vec<ObjectId> = order.into_iter().filter(|a| self.is_on_battlefield(*a) && cb.attackers.iter().any(|(x, _)| x == a) && cb.blocks.contains(&(*blk, *a))).collect();
            let Some(bc) = self.chars(*blk) else { continue };
            let power = bc.power.unwrap_or(0).max(0);
            if power == 0 || living.is_empty() {
                continue;
            }
            let amounts = if living.len() == 1 {
                vec![power as u32]
            } else if let Some(a) = cb.assigned.get(blk) {
                a.clone()
            } else {
                let lethal = self.lethal_damage(&bc, &living);
                let suggested = super::combat::suggest_assignment(power as u32, &lethal, false);
                // 702.20k: blocking a creature with banding, the attacking player divides it in any way.
                let banding = self.banding_divides_blocker(&living);
                let (controller, rule, how) = match banding {
                    Some(p) => (p, "702.20k", "in any way (banding)"),
                    None => (self.controller_of(*blk).unwrap_or(self.turn.active), "510.1d", "in order"),
                };
                let prompt = format!("divide {}'s {power} combat damage among the creatures it blocks, {how}", bc.name);
                if let Some(c) = self.combat.as_mut() {
                    c.assigning = true;
                }
                let kind = DecisionKind::AssignCombatDamage { attacker: *blk, power: power as u32, blockers: living.clone(), lethal, trample_to: None, suggested, any_order: banding.is_some() };
                self.ask(controller, rule, prompt, kind, Resume::CombatDamage);
                return None;
            };
            for (a, n) in living.iter().zip(&amounts) {
                if *n > 0 {
                    out.push((*blk, TargetChoice::Object(*a), super::limits::clamp_i32(*n)));
                }
            }
        }
        Some(out)
    }
}

/// The static abilities of these kinds that affect `id` (509.1b, 115): its own,
/// those of what is attached to it, and those covering every creature
/// matching a filter; each with its source and the source's controller.
pub(crate) fn affecting(g: &Game, id: ObjectId, kind: fn(&StaticEffect) -> Option<&Affects>) -> Vec<(ObjectId, PlayerId, StaticEffect)> {
    affecting_from(g, id, kind, &g.static_sources)
}

/// `affecting`, asking only `globals` for abilities that cover every
/// permanent matching a filter (an index of the permanents that print one).
pub(crate) fn affecting_from(g: &Game, id: ObjectId, kind: fn(&StaticEffect) -> Option<&Affects>, globals: &std::collections::BTreeSet<ObjectId>) -> Vec<(ObjectId, PlayerId, StaticEffect)> {
    let mut out = Vec::new();
    let mut take = |src: ObjectId, on: &dyn Fn(&Affects) -> bool| {
        let Some(c) = g.chars(src) else { return };
        for e in c.statics() {
            if kind(e).is_some_and(on) {
                out.push((src, c.controller, e.clone()));
            }
        }
    };
    take(id, &|a| matches!(a, Affects::This));
    for a in g.attachments_of(id) {
        take(a, &|x| matches!(x, Affects::Attached));
    }
    for s in globals {
        let Some(ctl) = g.controller_of(*s) else { continue };
        take(*s, &|x| matches!(x, Affects::All(f) if g.matches(id, f, ctl, Some(*s))));
    }
    out
}

/// Does a static ability of this kind affect `id` (see `affecting`)?
pub(crate) fn affected_by(g: &Game, id: ObjectId, kind: fn(&StaticEffect) -> Option<&Affects>) -> bool {
    !affecting(g, id, kind).is_empty()
}

fn blocked_by_kind(e: &StaticEffect) -> Option<&Affects> {
    match e {
        StaticEffect::CantBeBlockedBy { affects, .. } => Some(affects),
        _ => None,
    }
}

fn defender_controls_kind(e: &StaticEffect) -> Option<&Affects> {
    match e {
        StaticEffect::CantBeBlockedWhileDefenderControls { affects, .. } => Some(affects),
        _ => None,
    }
}

fn count_kind(e: &StaticEffect) -> Option<&Affects> {
    match e {
        StaticEffect::BlockerCount { affects, .. } => Some(affects),
        _ => None,
    }
}

impl Game {
    /// 509.1b: "can't be blocked by [creatures]" / "... except by
    /// [creatures]": the name of a source whose restriction keeps `blocker`
    /// from blocking `attacker`.
    pub(crate) fn blocked_by_refused(&self, blocker: ObjectId, attacker: ObjectId) -> Option<String> {
        affecting(self, attacker, blocked_by_kind).into_iter().find_map(|(src, ctl, e)| {
            let StaticEffect::CantBeBlockedBy { by, except, .. } = e else { return None };
            let named = by.iter().any(|f| self.matches(blocker, f, ctl, Some(src)));
            (named != except).then(|| self.name_of(src))
        })
    }

    /// 509.1b: "can't be blocked as long as defending player controls an
    /// artifact": the name of a source whose restriction keeps every
    /// creature from blocking `attacker` while it attacks `defender`.
    pub(crate) fn unblockable_against(&self, attacker: ObjectId, defender: PlayerId) -> Option<String> {
        affecting(self, attacker, defender_controls_kind).into_iter().find_map(|(src, ctl, e)| {
            let StaticEffect::CantBeBlockedWhileDefenderControls { filter, .. } = e else { return None };
            self.note_scan();
            let has = self.battlefield.iter().any(|id| self.objects[id].controller == defender && self.matches(*id, &filter, ctl, Some(src)));
            has.then(|| self.name_of(src))
        })
    }

    /// 509.1b: the fewest and the most creatures that may block `attacker`
    /// (menace, 702.110b, counts as two or more).
    pub fn blocker_count_bounds(&self, attacker: ObjectId) -> (u32, Option<u32>) {
        let menace = self.chars(attacker).is_some_and(|c| c.has_keyword(Keyword::Menace));
        let mut bounds: (u32, Option<u32>) = (if menace { 2 } else { 1 }, None);
        for (_, _, e) in affecting(self, attacker, count_kind) {
            if let StaticEffect::BlockerCount { min, max, .. } = e {
                bounds.0 = bounds.0.max(min.unwrap_or(1));
                bounds.1 = match (bounds.1, max) {
                    (Some(a), Some(b)) => Some(a.min(b)),
                    (a, b) => a.or(b),
                };
            }
        }
        bounds
    }

    /// 509.1b, 702.110b: the attackers these blocks give too few creatures
    /// (but some) or too many, with the reason.
    pub fn blocker_counts_broken(&self, blocks: &[Block]) -> Vec<(ObjectId, String)> {
        let mut out: Vec<(ObjectId, String)> = Vec::new();
        for b in blocks {
            if out.iter().any(|(a, _)| *a == b.attacker) {
                continue;
            }
            let n = blocks.iter().filter(|x| x.attacker == b.attacker).count() as u32;
            let (min, max) = self.blocker_count_bounds(b.attacker);
            let name = self.name_of(b.attacker);
            if n < min {
                let rule = if min == 2 && self.chars(b.attacker).is_some_and(|c| c.has_keyword(Keyword::Menace)) { "702.110b" } else { "509.1b" };
                out.push((b.attacker, format!("{rule}: {name} can't be blocked except by {min} or more creatures")));
            } else if max.is_some_and(|m| n > m) {
                out.push((b.attacker, format!("509.1b: {name} can't be blocked by more than {} creature(s)", max.unwrap_or(0))));
            }
        }
        out
    }
}
