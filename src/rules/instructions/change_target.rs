//! `do: change_target`: the instruction `Effect::ChangeTarget` followed as
//! its spell or ability resolves (608.2c).
//!
//! "Change the target of target spell with a single target" (115.7): the
//! spell keeps its one target slot; the controller of the changing spell
//! chooses a new target for it among the choices legal for that spell now
//! (as its own controller would have chosen: its filter, "another", the
//! protection and restrictions of 115), other than the current one. With
//! none, the target is unchanged. A spell with other than one target, or
//! gone from the stack, is left alone.
//!
//! Rules cited by its events: 115.7.

use super::prelude::*;
use crate::rules::targets::TargetContext;

impl Game {
    pub(super) fn do_change_target(&mut self, f: &mut ResolutionFrame, what: &ObjRef) -> bool {
        let you = f.item.controller;
        let sname = f.item.source_name.clone();
        let Some(item) = self.resolve_objs(f, what).first().and_then(|id| self.stack.iter().find(|s| s.id == *id)).cloned() else { return true };
        let (Some(spec), [current]) = (item.target_specs.first(), item.targets.as_slice()) else {
            self.emit(Event::new("115.7", EventKind::Note, format!("{sname}: {} doesn't have a single target; nothing changes", item.source_name)));
            return true;
        };
        let current = *current;
        let colors = self.source_colors(&item);
        let ctx = TargetContext { that: item.trigger_player, x: Some(item.x), spell: item.kind == StackKind::Spell };
        let choices: Vec<TargetChoice> = self.legal_targets_for(spec, item.controller, item.source, colors, ctx).into_iter().filter(|t| *t != current).collect();
        if choices.is_empty() {
            self.emit(Event::new("115.7", EventKind::Note, format!("{sname}: {} has no other legal target; its target is unchanged", item.source_name)));
            return true;
        }
        let new = match f.answer.take() {
            Some(Answer::Targets(t)) if t.len() == 1 && choices.contains(&t[0]) => t[0],
            _ => {
                let prompt = format!("choose a new target for {}", item.source_name);
                self.ask(you, "115.7", prompt, DecisionKind::ChooseTargets { slots: vec![choices], current: Vec::new(), another: Vec::new(), min: None, divide: None }, Resume::Resolution);
                return false;
            }
        };
        self.stack_retarget(item.id, new);
        let (from, to) = (self.target_name(current), self.target_name(new));
        self.emit(Event::new("115.7", EventKind::Note, format!("{sname} changes the target of {} from {from} to {to}", item.source_name)));
        true
    }
}
