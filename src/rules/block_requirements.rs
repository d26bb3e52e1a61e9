//! Requirements on declaring blockers (509.1c): "[this] blocks each turn if
//! able", "All creatures able to block [this / enchanted creature] do so"
//! (static abilities), and "[creature] blocks [attacker] this turn if able",
//! "All creatures able to block [creature] this turn do so" (this turn's,
//! from resolved spells and abilities: `Game::block_requirements`).
//!
//! A declaration must obey as many requirements as it can without breaking
//! a restriction. A creature blocks one attacker, so each potential blocker
//! is weighed alone: it must block an attacker that obeys the most of its
//! requirements that any attacker it is able to block would (blocking none
//! obeys none). Each requirement names an attacker, or any attacking
//! creature. An attacker that may be blocked only by two or more creatures
//! (menace) doesn't make a requirement to block it alone: it is left to the
//! player to add the second blocker or not.

use super::actions::*;
use super::state::*;
use super::types::*;
use crate::cards::def::*;

/// One requirement on a blocker: the attacker it must block (None: any).
type Need = Option<ObjectId>;

impl Game {
    /// The requirements of blocking on `blocker`, among `attackers` (509.1c).
    fn block_needs(&self, blocker: ObjectId, attackers: &[ObjectId]) -> Vec<Need> {
        let mut out: Vec<Need> = Vec::new();
        for r in &self.block_requirements {
            match r {
                BlockRequirement::Block { blocker: b, attacker } if *b == blocker => out.push(*attacker),
                BlockRequirement::BeBlocked { attacker, source, controller, by } if attackers.contains(attacker) && self.matches(blocker, by, *controller, Some(*source)) => {
                    out.push(Some(*attacker))
                }
                _ => {}
            }
        }
        // Static abilities: Lure ("all creatures able to block [this] do so"), "[this] blocks each turn if able".
        for s in &self.static_sources {
            let Some(c) = self.chars(*s) else { continue };
            for e in c.statics() {
                let StaticEffect::MustBlock { affects, attacker } = e else { continue };
                let on = |a: &Affects| match a {
                    Affects::This => Some(*s),
                    Affects::Attached => self.host_of(*s),
                    Affects::All(_) => None,
                };
                let bound = match affects {
                    Affects::All(f) => self.matches(blocker, f, c.controller, Some(*s)),
                    a => on(a) == Some(blocker),
                };
                if !bound {
                    continue;
                }
                match attacker {
                    None => out.push(None),
                    Some(a) => {
                        if let Some(a) = on(a).filter(|a| attackers.contains(a)) {
                            out.push(Some(a));
                        }
                    }
                }
            }
        }
        out
    }

    /// The attacker `blocker` should block to obey the most of its
    /// requirements, and how many that is (0: it has none it can obey).
    fn best_block(&self, blocker: ObjectId, attackers: &[ObjectId], needs: &[Need]) -> (Option<ObjectId>, usize) {
        let mut best = (None, 0);
        for &a in attackers {
            let n = obeyed(needs, a);
            if n > best.1 && self.can_block(blocker, a).is_ok() && self.blocker_count_bounds(a).0 < 2 {
                best = (Some(a), n);
            }
        }
        best
    }

    /// The attacker blocker `b` must block instead, when these blocks obey
    /// fewer of its requirements than it could (509.1c).
    fn block_shortfall(&self, b: ObjectId, attackers: &[ObjectId], blocks: &[Block]) -> Option<ObjectId> {
        let needs = self.block_needs(b, attackers);
        if needs.is_empty() {
            return None;
        }
        let (best, most) = self.best_block(b, attackers, &needs);
        let done = blocks.iter().filter(|x| x.blocker == b).map(|x| obeyed(&needs, x.attacker)).max().unwrap_or(0);
        best.filter(|_| done < most)
    }

    /// 509.1c: do these blocks obey as many requirements as they can? The
    /// reason, naming a creature that must block, when they don't.
    pub(crate) fn check_block_requirements(&self, candidates: &[ObjectId], attackers: &[ObjectId], blocks: &[Block]) -> Result<(), String> {
        for &b in candidates {
            if let Some(a) = self.block_shortfall(b, attackers, blocks) {
                return Err(format!("509.1c: {} must block {} if able (as many blocking requirements as possible are obeyed)", self.name_of(b), self.name_of(a)));
            }
        }
        Ok(())
    }

    /// These blocks changed to obey the requirements (509.1c): each creature
    /// that doesn't obey the most it can blocks the attacker that does,
    /// instead of what it blocked. For players choosing blocks by rule of thumb.
    pub fn with_block_requirements(&self, mut blocks: Vec<Block>, candidates: &[ObjectId], attackers: &[ObjectId]) -> Vec<Block> {
        for &b in candidates {
            if let Some(a) = self.block_shortfall(b, attackers, &blocks) {
                blocks.retain(|x| x.blocker != b);
                blocks.push(Block { blocker: b, attacker: a });
            }
        }
        blocks
    }
}

/// How many of a blocker's requirements blocking `attacker` obeys.
fn obeyed(needs: &[Need], attacker: ObjectId) -> usize {
    needs.iter().filter(|n| n.is_none_or(|a| a == attacker)).count()
}
