//! Durations of continuous effects from resolved spells and abilities
//! (611.2b): "for as long as [condition]". Such an effect ends the first time
//! its condition stops holding, and doesn't start again if the condition
//! holds later; one whose condition doesn't hold as it would begin does
//! nothing. ("Until end of turn" effects end in the cleanup step, 514.2:
//! rules::turn.)

use super::events::*;
use super::state::*;
use super::types::*;
use crate::cards::def::{Condition, Modification};

impl Game {
    /// 611.2b: the duration an effect of the resolving `f` starts with: None
    /// when its "for as long as" condition already fails (the effect does
    /// nothing), else the condition to keep (absent for other durations).
    pub(crate) fn duration_begins(&mut self, f: &ResolutionFrame, cond: &Option<Condition>) -> Option<Option<Box<(PlayerId, Condition)>>> {
        let Some(c) = cond else { return Some(None) };
        let (you, source) = (f.item.controller, f.item.source);
        if !self.condition_holds(c, you, source) {
            let sname = f.item.source_name.clone();
            self.emit(Event::new("611.2b", EventKind::Note, format!("the effect of {sname} would last only as long as a condition that no longer holds: it does nothing")));
            return None;
        }
        self.lasting_effects = self.lasting_effects.saturating_add(1);
        Some(Some(Box::new((you, c.clone()))))
    }

    /// 611.2b: end the "for as long as" effects whose condition no longer
    /// holds; a permanent that changed controller this way gets the controller
    /// its remaining effects say (613.1b). Also brings static control up to
    /// date (rules::control). Run with every state-based action check.
    pub(crate) fn end_lapsed_effects(&mut self) {
        self.refresh_static_control();
        if self.lasting_effects == 0 {
            return;
        }
        let lapsed: Vec<usize> = (0..self.effects.len())
            .filter(|&i| match &self.effects[i].lasts_while {
                Some(w) => !self.condition_holds(&w.1, w.0, self.effects[i].source),
                None => false,
            })
            .collect();
        let ended: Vec<ContinuousEffect> = lapsed.iter().rev().map(|&i| self.effects.remove(i)).collect();
        self.lasting_effects = self.effects.iter().filter(|e| e.lasts_while.is_some()).count();
        for e in ended.iter().rev() {
            if self.effect_reaches_others(e) {
                self.mark_effect_reach(e);
            }
            self.mark_dirty(e.affected);
            let (sname, n) = (self.name_of(e.source), self.name_of(e.affected));
            self.emit(Event::new("611.2b", EventKind::EffectsEnded { count: 1 }, format!("{sname}'s effect on {n} ends: it lasted only as long as a condition that no longer holds")));
            if matches!(e.modification, Modification::SetController(_)) {
                self.refresh_control(e.affected);
            }
        }
    }
}
