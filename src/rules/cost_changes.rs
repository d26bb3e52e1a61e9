//! Cost increases and reductions (601.2f, 117.7): static abilities that
//! change what a spell costs to cast, applied as its total cost is worked out.

use super::layers::{matches_filter, Characteristics};
use super::state::{Game, GameObject};
use super::types::*;
use crate::cards::def::{Ability, Amount, CardDef, StaticEffect};

/// The most times one "for each" change is made (a count past it is read as
/// it): a bound on untrusted numbers, far above any real board.
const MAX_TIMES: u32 = super::limits::MAX_MANA;

/// A spell's total cost once the changes in force are applied (601.2f).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct TotalCost {
    pub cost: ManaCost,
    /// The value of X to pay with: 0 once X's chosen value became part of
    /// the generic cost (a change applied), else X as announced.
    pub pay_x: u32,
    /// One line per change applied, naming its source.
    pub changes: Vec<String>,
}

/// One change in force: the name of its source, whether it is an increase,
/// the mana, how many times.
struct Change {
    source: String,
    more: bool,
    by: ManaCost,
    times: u32,
}

impl Game {
    /// Does this definition have a cost increase or reduction for other spells?
    pub(crate) fn def_has_cost_change(d: &CardDef) -> bool {
        d.abilities.iter().any(|a| matches!(a, Ability::Static { effect: StaticEffect::CostChange { spells: Some(_), .. }, .. }))
    }

    /// 601.2f: the total cost of casting the card `o` (characteristics `c`)
    /// from `base`, its mana cost or alternative cost with the additional
    /// costs added, and X announced as `x`. Every increase applies first,
    /// then every reduction (the order of reductions among themselves gives
    /// the same result, 117.7a–d). Once a change applies, X's value is part
    /// of the generic cost, so a generic reduction can reduce it too.
    pub(crate) fn total_spell_cost(&self, o: &GameObject, c: &Characteristics, base: ManaCost, x: u32) -> TotalCost {
        let changes = self.cost_changes_for(o, c);
        if changes.is_empty() {
            return TotalCost { cost: base, pay_x: x, changes: Vec::new() };
        }
        let mut cost = base;
        cost.generic = cost.generic.saturating_add(cost.x.saturating_mul(x));
        cost.x = 0;
        let mut lines = Vec::new();
        for ch in changes.iter().filter(|ch| ch.more).chain(changes.iter().filter(|ch| !ch.more)) {
            let by = ch.by.times(ch.times);
            cost = if ch.more { cost.plus(&by) } else { cost.reduced_by(&by) };
            let how = if ch.more { "more" } else { "less" };
            let each = if ch.times == 1 { String::new() } else { format!(" ({} × {})", ch.times, ch.by.text) };
            lines.push(format!("{}: {} costs {}{each} {how} (117.7)", ch.source, c.name, by.written()));
        }
        cost.text = cost.written();
        TotalCost { cost, pay_x: 0, changes: lines }
    }

    /// The cost changes that apply to casting `o`: the static abilities of
    /// permanents whose `spells` filter it matches, seen from each source's
    /// controller, and its own "this spell costs" abilities.
    fn cost_changes_for(&self, o: &GameObject, c: &Characteristics) -> Vec<Change> {
        let mut out = Vec::new();
        // Only permanents whose printed (or copied) abilities change costs (an index).
        for src in self.cost_change_sources.iter().filter_map(|s| self.objects.get(s)) {
            let sc = self.chars_of(src);
            for s in sc.statics() {
                let StaticEffect::CostChange { spells: Some(f), more, less, per } = s else { continue };
                if matches_filter(c, o, f, src.controller, Some(src.id), || self.chosen_of(Some(src.id)), |x| self.combat_role(x), |s| self.host_of(s)) {
                    out.extend(self.change(src, &sc.name, more, less, per));
                }
            }
        }
        for s in c.statics() {
            if let StaticEffect::CostChange { spells: None, more, less, per } = s {
                out.extend(self.change(o, &c.name, more, less, per));
            }
        }
        out
    }

    fn change(&self, src: &GameObject, name: &str, more: &Option<ManaCost>, less: &Option<ManaCost>, per: &Option<Amount>) -> Option<Change> {
        let (is_more, by) = match (more, less) {
            (Some(m), _) => (true, m.clone()),
            (None, Some(l)) => (false, l.clone()),
            (None, None) => return None,
        };
        let times = match per {
            Some(a) => self.static_amount(src, a, None).clamp(0, MAX_TIMES as i32) as u32,
            None => 1,
        };
        (times > 0).then(|| Change { source: name.to_string(), more: is_more, by, times })
    }
}
