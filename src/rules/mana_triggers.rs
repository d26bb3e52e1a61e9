//! 106.11, 106.11a, 605.1b, 605.4a, 605.5a: "whenever [a permanent] is tapped
//! for mana".
//!
//! A permanent is tapped for mana when a mana ability of it with {T} in its
//! cost is activated; an ability that triggers on it triggers once that mana
//! ability has resolved and made mana. A triggered ability that adds mana and
//! has no target is itself a mana ability (605.1b): it doesn't wait for the
//! stack but resolves right after the mana ability that triggered it
//! (605.4a), so the mana it adds ("its controller adds {G}": Wild Growth) can
//! pay for the spell being cast. Any other such ability (Manabarbs' damage)
//! triggers and waits like any other (605.5a).
//!
//! Because that mana comes with the mana ability, planning counts it: what a
//! source adds for auto-pay and for "can this be afforded" includes the mana
//! its triggered mana abilities would add to the same player.

use super::events::*;
use super::state::*;
use super::triggers::TriggerKind;
use super::types::*;
use crate::cards::def::*;

/// A watcher of "is tapped for mana": its source, controller and ability.
type ManaTrigger = (ObjectId, PlayerId, Ability);

impl Game {
    /// The abilities tapping `tapped` for mana triggers now: each watcher on
    /// the battlefield whose "is tapped for mana" filter `tapped` matches,
    /// from the watcher's controller's point of view.
    fn tapped_for_mana_watchers(&self, tapped: ObjectId) -> Vec<ManaTrigger> {
        let Some(sources) = self.trigger_index.get(&TriggerKind::TappedForMana) else { return Vec::new() };
        let mut out = Vec::new();
        for &s in sources {
            let Some(o) = self.objects.get(&s) else { continue };
            if !o.abilities_function() {
                continue;
            }
            let Some(c) = self.chars(s) else { continue };
            for a in &c.abilities {
                if let Ability::Triggered { trigger: TriggerCondition::TappedForMana { filter }, .. } = a {
                    if self.matches(tapped, filter, c.controller, Some(s)) {
                        out.push((s, c.controller, a.clone()));
                    }
                }
            }
        }
        out
    }

    /// The mana the triggered mana abilities of tapping `tapped` for mana
    /// would add to `p` now (605.4a), for planning a payment.
    pub(crate) fn triggered_mana_for(&self, p: PlayerId, tapped: ObjectId) -> ManaPool {
        let mut made = ManaPool::default();
        if !self.trigger_index.contains_key(&TriggerKind::TappedForMana) {
            return made;
        }
        for (s, controller, a) in self.tapped_for_mana_watchers(tapped) {
            let Ability::Triggered { effects, .. } = &a else { continue };
            if !a.is_triggered_mana_ability() {
                continue;
            }
            for e in effects {
                if let Effect::AddMana { mana, for_each, player } = e {
                    let to = self.mana_trigger_recipient(player.as_ref(), controller, tapped);
                    if to == Some(p) {
                        let n = for_each.as_ref().map_or(1, |x| self.condition_amount(x, controller, s).clamp(0, super::limits::MAX_MANA as i32) as u32);
                        made.add(&mana.pool.times(n));
                    }
                }
            }
        }
        made
    }

    /// Whose pool a triggered mana ability's mana goes to: its controller's,
    /// or the tapped permanent's controller's ("its controller adds").
    fn mana_trigger_recipient(&self, player: Option<&PlayerRef>, controller: PlayerId, tapped: ObjectId) -> Option<PlayerId> {
        match player {
            None | Some(PlayerRef::You) => Some(controller),
            Some(PlayerRef::TriggerPlayer) => self.controller_of(tapped),
            Some(_) => None,
        }
    }

    /// What the triggered mana abilities of tapping `tapped` for mana would
    /// do besides adding mana, as they resolve (605.4a): each one's
    /// controller, source and instructions (rules::payment_harm).
    pub(crate) fn triggered_mana_harm(&self, tapped: ObjectId) -> Vec<(PlayerId, ObjectId, Vec<Effect>)> {
        if !self.trigger_index.contains_key(&TriggerKind::TappedForMana) {
            return Vec::new();
        }
        let mut out = Vec::new();
        for (s, controller, a) in self.tapped_for_mana_watchers(tapped) {
            if !a.is_triggered_mana_ability() {
                continue;
            }
            let Ability::Triggered { effects, condition, .. } = a else { continue };
            let resolves = condition.as_ref().is_none_or(|c| self.condition_holds(c, controller, s));
            if resolves && effects.iter().any(|e| !e.adds_mana()) {
                out.push((controller, s, effects));
            }
        }
        out
    }

    /// 106.11a: `tapped` was tapped for mana and its mana ability made
    /// `made`: triggered mana abilities resolve now (605.4a), the others
    /// trigger and wait for the stack (603.2, 605.5a).
    pub(crate) fn tapped_for_mana(&mut self, tapped: ObjectId, made: &ManaPool) {
        if made.is_empty() || !self.trigger_index.contains_key(&TriggerKind::TappedForMana) {
            return;
        }
        let name = self.name_of(tapped);
        let tapped_controller = self.controller_of(tapped);
        for (s, controller, a) in self.tapped_for_mana_watchers(tapped) {
            if !a.is_triggered_mana_ability() {
                self.trigger_full(s, controller, a, Some(tapped), tapped_controller, format!("{name} was tapped for mana"));
                continue;
            }
            self.resolve_mana_trigger(s, controller, &a, tapped, &name);
        }
    }

    /// 605.4a: a triggered mana ability resolves at once: its mana, then the
    /// damage or life it deals to its controller.
    fn resolve_mana_trigger(&mut self, s: ObjectId, controller: PlayerId, a: &Ability, tapped: ObjectId, name: &str) {
        let Ability::Triggered { effects, condition, .. } = a else { return };
        // 603.4: an intervening "if" must hold as it triggers and as it resolves.
        if condition.as_ref().is_some_and(|c| !self.condition_holds(c, controller, s)) {
            return;
        }
        let src_name = self.name_of(s);
        self.emit(Event::new("605.4a", EventKind::Note, format!("{src_name}'s triggered mana ability ({name} was tapped for mana) resolves at once, without the stack")));
        for e in effects {
            if let Effect::AddMana { mana, for_each, player } = e {
                let Some(to) = self.mana_trigger_recipient(player.as_ref(), controller, tapped) else { continue };
                let n = for_each.as_ref().map_or(1, |x| self.condition_amount(x, controller, s).clamp(0, super::limits::MAX_MANA as i32) as u32);
                self.add_mana(to, &mana.pool.times(n), "605.4a", &format!("triggered mana ability of {src_name}"));
            }
        }
        self.finish_mana_ability(controller, s, effects, None);
    }
}
