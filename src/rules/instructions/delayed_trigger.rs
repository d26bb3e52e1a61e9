//! `do: delayed_trigger`: the instruction `Effect::DelayedTrigger` followed as its spell or
//! ability resolves (608.2c).
//!
//! A delayed triggered ability (603.7), created as this instruction is
//! followed: "when [the object] leaves the battlefield / becomes untapped /
//! dies", "at the beginning of the next end step", "at the beginning of the
//! next turn's upkeep", "at end of combat".
//! `about` names the object it follows (603.7c); without it, the object
//! the previous instruction moved, if any. It triggers once (603.7b)
//! unless `this_turn` gives it a duration.
//!
//! Rules cited by its events: 603.7a.

use super::prelude::*;

impl Game {
    pub(super) fn do_delayed_trigger(&mut self, f: &mut ResolutionFrame, when: &DelayedWhen, about: &Option<ObjRef>, this_turn: &bool, effects: &Vec<Effect>, text: &String) -> bool {
        let sname = f.item.source_name.clone();
        let mut item = f.item.clone();
        let mut gone = false;
        item.trigger_object = match about {
            Some(r) => {
                // "This" of a trigger on the source's own move to a graveyard is the card there (400.7).
                let objs = self.resolve_objs_from_graveyard(f, r);
                if objs.is_empty() {
                    gone = true;
                    Some(ObjectId(u64::MAX))
                } else {
                    objs.first().copied()
                }
            }
            None => f.moved.first().copied(),
        };
        let cond = match when {
            DelayedWhen::NextEndStep => TriggerCondition::BeginningOfStep { step: Step::End, yours_only: false, chosen_player: false, opponents_only: false, attached_controller: false },
            // An upkeep that began before the ability was created can't trigger it: the next one is the next turn's.
            DelayedWhen::NextUpkeep => TriggerCondition::BeginningOfStep { step: Step::Upkeep, yours_only: false, chosen_player: false, opponents_only: false, attached_controller: false },
            // Only the controller's own upkeep ("your next upkeep"), the next that begins.
            DelayedWhen::YourNextUpkeep => TriggerCondition::BeginningOfStep { step: Step::Upkeep, yours_only: true, chosen_player: false, opponents_only: false, attached_controller: false },
            DelayedWhen::EndOfCombat => TriggerCondition::EndOfCombat,
            DelayedWhen::LeavesBattlefield => TriggerCondition::LeavesBattlefield { filter: None, to: None },
            DelayedWhen::Dies => TriggerCondition::Dies { filter: None },
            DelayedWhen::BecomesUntapped => TriggerCondition::BecomesUntapped { filter: None },
        };
        if gone {
            // 603.7a: the object is already gone; the ability is created but can never
            // trigger, so the engine doesn't keep it.
            self.emit(Event::new(
                "603.7a",
                EventKind::Note,
                format!("{sname} creates a delayed triggered ability ({text}), but the object it refers to has already left its zone: that ability will never trigger"),
            ));
        } else {
            self.create_delayed(&item, cond, effects.clone(), text.clone());
            if *this_turn {
                if let Some(d) = self.delayed.last_mut() {
                    d.this_turn = true;
                }
            }
        }
        true
    }
}
