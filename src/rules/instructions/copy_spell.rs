//! `do: copy_spell`: the instruction `Effect::CopySpell` followed as its spell or
//! ability resolves (608.2c).
//!
//! Copy target spell (706.10); the controller may choose new targets.
//!
//! Rules cited by its events: 706.10.

use super::prelude::*;

impl Game {
    pub(super) fn do_copy_spell(&mut self, f: &mut ResolutionFrame, what: &ObjRef, set_color: &Option<Color>, count: &Option<Amount>) -> bool {
        let n = count.as_ref().map(|c| self.amount(f, c)).unwrap_or(1);
        let n = self.repeat_limit(n, "copies", "706.10");
        // The copies made so far, one question of new targets each (706.10c).
        if f.progress.is_empty() {
            f.progress = vec![0];
        }
        while (f.progress[0] as i32) < n {
            if !self.copy_spell_once(f, what, *set_color) {
                return false;
            }
            f.progress[0] += 1;
        }
        true
    }
}
