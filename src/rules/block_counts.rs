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
            let Some(c) = self.chars_arc(src) else { return Vec::new() };
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
                let controller = self.controller_of(*blk).unwrap_or(self.turn.active);
                let prompt = format!("divide {}'s {power} combat damage among the creatures it blocks, in order", bc.name);
                if let Some(c) = self.combat.as_mut() {
                    c.assigning = true;
                }
                let kind = DecisionKind::AssignCombatDamage { attacker: *blk, power: power as u32, blockers: living.clone(), lethal, trample_to: None, suggested };
                self.ask(controller, "510.1d", prompt, kind, Resume::CombatDamage);
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
