//! `do: at_beginning_of_next_end_step`: the instruction `Effect::AtBeginningOfNextEndStep` followed as its spell or
//! ability resolves (608.2c).
//!
//! A delayed triggered ability "at the beginning of the next end step, [effects]" (603.7a);
//! its trigger object is what the previous `exile` moved ("that card").

use super::prelude::*;

impl Game {
    pub(super) fn do_at_beginning_of_next_end_step(&mut self, f: &mut ResolutionFrame, effects: &Vec<Effect>, text: &String) -> bool {
        // 603.7a: a delayed trigger; "that card" is what the previous moving instruction moved.
        let mut item = f.item.clone();
        if let Some(m) = f.moved.first() {
            item.trigger_object = Some(*m);
        }
        self.create_delayed(&item, TriggerCondition::BeginningOfStep { step: Step::End, yours_only: false, chosen_player: false, opponents_only: false, attached_controller: false }, effects.clone(), text.clone());
        true
    }
}
