//! 702.76 conspire (702.77 in later rules): as a spell with conspire is
//! cast, its caster may also pay the additional cost of tapping two
//! untapped creatures they control that each share a colour with the spell
//! (117.8). Paid, it triggers a "when you do" ability of the spell: copy it,
//! and the copy may have new targets (706.10). The cast action names the two
//! creatures in its `tap` (a spell with conspire has no other cost part that
//! taps); naming none casts it without conspiring.

use super::actions::{illegal, ActionError};
use super::casting::CostChoices;
use super::events::{Event, EventKind};
use super::state::*;
use super::types::*;
use crate::cards::def::{Ability, Amount, Cost, Effect, ObjRef, ObjectCostKind, Relation, TriggerCondition};

impl Game {
    /// 702.76a: the creatures a cast names for conspire: the action's `tap`
    /// when the spell has conspire and no cost part of its own that taps.
    pub(crate) fn split_conspire(&self, has_conspire: bool, object_cost: Option<&Cost>, mut paid_with: CostChoices) -> CostChoices {
        if has_conspire && !object_cost.is_some_and(|c| c.takes_kind(ObjectCostKind::Tap)) {
            paid_with.conspire = std::mem::take(&mut paid_with.tap);
        }
        paid_with
    }

    /// The creatures `p` could tap for conspire on a spell of `colors`:
    /// untapped creatures they control sharing one of its colours.
    pub fn conspire_candidates(&self, p: PlayerId, colors: ColorSet) -> Vec<ObjectId> {
        self.indexed_creatures(p)
            .filter(|id| self.objects.get(id).is_some_and(|o| o.zone == Zone::Battlefield && o.controller == p && !o.tapped && !o.phased_out))
            .filter(|id| self.chars(*id).is_some_and(|c| c.is_creature() && c.colors.iter().any(|k| colors.contains(k))))
            .collect()
    }

    /// 702.76a: none, or exactly two different untapped creatures of `p`'s
    /// that share a colour with the spell (`colors`, the spell's `name`).
    pub(crate) fn check_conspire(&self, p: PlayerId, colors: ColorSet, name: &str, creatures: &[ObjectId]) -> Result<(), ActionError> {
        if creatures.is_empty() {
            return Ok(());
        }
        if creatures.len() != 2 || creatures[0] == creatures[1] {
            return illegal(format!("702.76a: conspire taps exactly two different creatures ({} named for {name})", creatures.len()));
        }
        let ok = self.conspire_candidates(p, colors);
        match creatures.iter().find(|id| !ok.contains(id)) {
            Some(id) => illegal(format!("702.76a: {} is not an untapped creature {} controls sharing a colour with {name}", self.name_of(*id), self.player(p).name)),
            None => Ok(()),
        }
    }

    /// 702.76a, 601.2h: the creatures tapped for conspire as the costs are
    /// paid. Returns whether the spell conspired.
    pub(crate) fn tap_for_conspire(&mut self, p: PlayerId, creatures: &[ObjectId], spell: &str) -> bool {
        if creatures.is_empty() {
            return false;
        }
        let names: Vec<String> = creatures.iter().map(|id| self.name_of(*id)).collect();
        let pname = self.player(p).name.clone();
        self.emit(Event::new("702.76a", EventKind::Note, format!("{pname} taps {} to conspire {spell} (an additional cost: 117.8)", names.join(" and "))));
        for id in creatures {
            self.tap(*id, "702.76a");
        }
        true
    }

    /// 702.76a: a spell whose conspire cost was paid triggers as it is cast:
    /// "copy it; you may choose new targets for the copy".
    pub(crate) fn conspire_trigger(&mut self, spell: ObjectId, caster: PlayerId) {
        let ability = Ability::Triggered {
            divide: None,
            trigger: TriggerCondition::SpellCast { filter: None, by: Some(Relation::You) },
            condition: None,
            targets: Vec::new(),
            effects: vec![Effect::CopySpell { what: ObjRef::TriggerObject, set_color: None, count: Some(Amount::Fixed(1)) }],
            modes: Vec::new(), from_graveyard: false,
            text: "Conspire (When you pay the conspire cost, copy this spell. You may choose new targets for the copy.)".into(),
        };
        let name = self.name_of(spell);
        let pname = self.player(caster).name.clone();
        self.trigger(spell, caster, ability, Some(spell), format!("{pname} conspired {name}"));
    }
}
