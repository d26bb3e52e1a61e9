//! `do: at_end_of_combat`: the instruction `Effect::AtEndOfCombat` followed as its spell or
//! ability resolves (608.2c).
//!
//! A delayed triggered ability "at end of combat, [effects]" (603.7a).

use super::prelude::*;

impl Game {
    pub(super) fn do_at_end_of_combat(&mut self, f: &mut ResolutionFrame, effects: &Vec<Effect>, text: &String) -> bool {
        let item = f.item.clone();
        self.create_delayed(&item, TriggerCondition::EndOfCombat, effects.clone(), text.clone());
        true
    }
}
