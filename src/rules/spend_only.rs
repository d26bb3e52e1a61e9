//! 106.6: mana that may be spent only on some spells or abilities ("Spend
//! this mana only to cast artifact spells", "... or activate abilities of
//! artifacts").
//!
//! The mana goes to the player's pool like any other (106.4) but is kept
//! apart (`Player::restricted_mana`), each part with its restriction and the
//! name of the source that made it, and empties with the pool. It may pay
//! only the total cost of a spell the restriction names (601.2h) or the cost
//! of an activated ability of a source it names (602.2b); a payment for such
//! a spell or ability spends it before unrestricted mana of the same type.
//! Anything else (a cost paid as something resolves, "unless ... pays")
//! can't use it. Auto-pay taps a source of restricted mana only for what
//! its mana may pay for.

use super::mana::plan_payment;
use super::state::*;
use super::types::*;
use crate::cards::def::*;

/// What a payment is for, as a restriction on spending reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SpendFor {
    /// The total cost of this spell (the card being cast).
    Spell(ObjectId),
    /// The cost of an activated ability of this source.
    Ability(ObjectId),
}

/// The restriction a mana ability's (or an instruction list's) "Spend this
/// mana only ..." puts on the mana it adds.
pub fn spend_only_of(effects: &[Effect]) -> Option<&SpendOnly> {
    effects.iter().find_map(|e| match e {
        Effect::SpendOnly { only } => Some(only),
        _ => None,
    })
}

impl Game {
    /// May mana restricted so pay for `what` (106.6)? The filters are seen
    /// from the paying player.
    pub fn may_spend(&self, p: PlayerId, only: &SpendOnly, what: SpendFor) -> bool {
        match what {
            SpendFor::Spell(card) => only.spells.as_ref().is_some_and(|f| self.matches(card, f, p, None)),
            SpendFor::Ability(source) => only.abilities.as_ref().is_some_and(|f| self.matches(source, f, p, None)),
        }
    }

    /// The restricted mana in `p`'s pool that may pay for `what`.
    pub(crate) fn restricted_for(&self, p: PlayerId, what: Option<SpendFor>) -> ManaPool {
        let mut out = ManaPool::default();
        let Some(what) = what else { return out };
        for r in self.player(p).restricted_mana.iter().filter(|r| self.may_spend(p, &r.only, what)) {
            out.add(&r.mana);
        }
        out
    }

    /// 106.4, 106.6: mana a source adds, restricted to what `only` names.
    pub(crate) fn add_restricted_mana(&mut self, p: PlayerId, m: &ManaPool, only: &SpendOnly, source: &str, rule: &'static str) {
        if m.is_empty() {
            return self.add_mana(p, m, rule, source);
        }
        self.player_mut(p).restricted_mana.push(RestrictedMana { mana: *m, only: only.clone(), source: source.to_string() });
        let name = self.player(p).name.clone();
        let whom = match (&only.spells, &only.abilities) {
            (Some(_), Some(_)) => "on the spells and abilities",
            (Some(_), None) => "on the spells",
            _ => "on the abilities",
        };
        self.emit(super::events::Event::new(rule, super::events::EventKind::ManaAdded { player: p, mana: *m }, format!("{name} adds {m} ({source}; 106.6: it may be spent only {whom} its ability names)")));
    }

    /// Mana a mana ability adds: restricted when its instructions say so.
    pub(crate) fn add_ability_mana(&mut self, p: PlayerId, m: &ManaPool, effects: &[Effect], rule: &'static str, why: &str) {
        match spend_only_of(effects) {
            Some(only) => self.add_restricted_mana(p, m, only, why, rule),
            None => self.add_mana(p, m, rule, why),
        }
    }

    /// Take `paid` out of `p`'s pool: first the restricted mana that may pay
    /// for `what`, oldest first, then the rest of the pool (601.2h, 602.2b).
    pub(crate) fn spend_paid(&mut self, p: PlayerId, paid: &ManaPool, what: Option<SpendFor>) {
        let mut left = *paid;
        if let Some(what) = what {
            let eligible: Vec<usize> = (0..self.player(p).restricted_mana.len()).filter(|i| self.may_spend(p, &self.player(p).restricted_mana[*i].only, what)).collect();
            for i in eligible {
                let r = &mut self.player_mut(p).restricted_mana[i];
                for t in ManaType::ALL {
                    let n = left.get(t).min(r.mana.get(t));
                    *r.mana.get_mut(t) -= n;
                    *left.get_mut(t) -= n;
                }
            }
            self.player_mut(p).restricted_mana.retain(|r| !r.mana.is_empty());
        }
        // (The payment was planned from this same mana: never more than the pool has.)
        let pool = &mut self.player_mut(p).pool;
        for t in ManaType::ALL {
            *pool.get_mut(t) = pool.get(t).saturating_sub(left.get(t));
        }
    }

    /// 601.2h / 602.2b: what `p` pays for `what` from the pool, the mana
    /// the plan's abilities make, and the restricted mana that may pay for it.
    pub(crate) fn payment_from(&self, p: PlayerId, produced: &ManaPool, restricted: &[(ManaPool, SpendOnly)], what: Option<SpendFor>, cost: &ManaCost, x: u32) -> Result<ManaPool, String> {
        let mut pool = self.player(p).pool;
        pool.add(produced);
        pool.add(&self.restricted_for(p, what));
        for (m, only) in restricted {
            if what.is_some_and(|w| self.may_spend(p, only, w)) {
                pool.add(m);
            }
        }
        plan_payment(&pool, cost, x)
    }
}
