//! Control-changing static abilities (613.1b): "You control enchanted
//! creature" (Control Magic). The permanent an Aura or Equipment with such an
//! ability is attached to is controlled by that Aura's controller, with the
//! Aura's timestamp among the other control-changing effects; when the
//! ability stops applying (the Aura leaves or moves, loses the ability),
//! control goes back to what the other effects say.

use super::state::*;
use super::types::*;
use crate::cards::def::{Ability, Affects, CardDef, Modification, StaticEffect};
use super::events::TargetChoice;

impl Game {
    /// Does this definition have a static ability giving control of what its
    /// permanent is attached to?
    pub(crate) fn def_has_static_control(d: &CardDef) -> bool {
        d.abilities.iter().any(|a| match a {
            Ability::Static { effect: StaticEffect::Continuous { affects: Affects::Attached, modifications }, .. } => modifications.contains(&Modification::YouControl),
            _ => false,
        })
    }

    /// The static control-changing effects that apply to `id` now: (the
    /// source's timestamp, its controller) for each Aura or Equipment attached
    /// to it whose ability (as it has it now) gives control (613.1b, 613.6).
    pub(crate) fn static_controllers(&self, id: ObjectId) -> Vec<(u64, PlayerId)> {
        let mut out = Vec::new();
        for s in &self.control_sources {
            let Some(src) = self.objects.get(s) else { continue };
            if src.extra.attached_to != Some(TargetChoice::Object(id)) || !src.on_battlefield() {
                continue;
            }
            let c = self.chars_of(src);
            let gives = c.statics().any(|e| matches!(e, StaticEffect::Continuous { affects: Affects::Attached, modifications } if modifications.contains(&Modification::YouControl)));
            if gives {
                out.push((src.timestamp, src.controller));
            }
        }
        out
    }

    /// 613.1b: bring the controllers of the permanents under (or lately
    /// under) a static control-changing effect up to date. Run with every
    /// state-based action check; nothing to do without such abilities.
    pub(crate) fn refresh_static_control(&mut self) {
        if self.control_sources.is_empty() && self.statically_controlled.is_empty() {
            return;
        }
        let hosts: std::collections::BTreeSet<ObjectId> = self
            .control_sources
            .iter()
            .filter_map(|s| match self.objects.get(s).and_then(|o| o.extra.attached_to) {
                Some(TargetChoice::Object(h)) if self.is_on_battlefield(h) => Some(h),
                _ => None,
            })
            .collect();
        let mut now = std::collections::BTreeSet::new();
        for &h in hosts.iter().chain(self.statically_controlled.clone().iter()) {
            if !self.is_on_battlefield(h) {
                continue;
            }
            if !self.static_controllers(h).is_empty() {
                now.insert(h);
                self.keep_original_controller(h);
            }
            self.refresh_control(h);
        }
        self.statically_controlled = now;
    }
}
