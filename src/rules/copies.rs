//! "Becomes a copy of [object]" (706.2, 613.1a): a copy effect of a resolved
//! spell or ability. The copiable values of the object copied (its printed
//! values, or what a copy effect made them: a copy of a copy copies what
//! that one copies) are fixed as the effect begins and replace the
//! permanent's own; effects that aren't copy effects keep applying on top
//! (their layers come after layer 1). The permanent is the same object: it
//! doesn't enter or leave the battlefield.
//!
//! The copy effects on a permanent are kept with its other effects
//! (`Game::effects`, as `CopiedValues`), with one of timestamp 0 holding the
//! values it had before the first (printed, or those it entered as a copy
//! with, 706.5); the latest one in force gives the permanent its copiable
//! values (`GameObject::extra.copy_of`). When one ends (cleanup, "until your
//! next turn"), the latest remaining one does, or the values it had before.

use super::events::*;
use super::state::*;
use super::types::*;
use crate::cards::def::{Ability, CardDef, Duration, Modification, ObjRef};
use std::sync::Arc;

impl Game {
    /// 706.2: the copiable values of what `of` names, as the resolving `f`
    /// sees it (last known information if it has left); with
    /// `gains_this_ability` the ability `f` follows is added to them (706.9a).
    /// None when there is nothing to copy, or it is face down (707.2: its
    /// copiable values have no card definition here).
    pub(crate) fn copiable_values(&self, f: &ResolutionFrame, of: &ObjRef, gains_this_ability: bool) -> Option<Arc<CardDef>> {
        let id = self.amount_object(f, of)?;
        let o = self.obj(id).or_else(|| self.lki.get(&id).map(|l| &l.object))?;
        if o.face_down {
            return None;
        }
        let values = o.copiable_values();
        if !gains_this_ability {
            return Some(values);
        }
        let Some(this) = self.ability_followed(f) else { return Some(values) };
        let mut with = (*values).clone();
        with.abilities.push(this);
        Some(Arc::new(with))
    }

    /// The ability of its source that the resolving `f` follows: the source's
    /// activated or triggered ability with exactly these instructions.
    fn ability_followed(&self, f: &ResolutionFrame) -> Option<Ability> {
        let src = self.obj(f.item.source).or_else(|| self.lki.get(&f.item.source).map(|l| &l.object))?;
        let d: &CardDef = src.face_def();
        d.abilities
            .iter()
            .find(|a| match a {
                Ability::Activated { effects, .. } | Ability::Triggered { effects, .. } => *effects == f.item.effects,
                _ => false,
            })
            .cloned()
    }

    /// Before the first copy effect on `id`: keep the copiable values it has
    /// now as the copy effect of timestamp 0, to go back to when every other
    /// one has ended.
    pub(crate) fn keep_original_copy(&mut self, id: ObjectId) {
        let Some(o) = self.objects.get(&id) else { return };
        let has_base = self.effects.iter().any(|e| e.affected == id && e.timestamp == 0 && matches!(e.modification, Modification::CopiedValues(_)));
        if !has_base {
            let values = o.extra.copy_of.clone().unwrap_or_else(|| o.def.clone());
            let controller = o.controller;
            self.effects.push(ContinuousEffect::new(0, id, id, Modification::CopiedValues(values), Duration::Indefinitely, controller));
        }
    }

    /// 613.1a, 706.2: give `id` the copiable values of the latest copy effect
    /// in force on it (after one began or ended). Its abilities change with
    /// them, so it is indexed again under its new values.
    pub(crate) fn refresh_copy(&mut self, id: ObjectId) {
        let latest = self
            .effects
            .iter()
            .filter(|e| e.affected == id)
            .filter_map(|e| match &e.modification {
                Modification::CopiedValues(d) => Some((e.timestamp, d.clone())),
                _ => None,
            })
            .max_by_key(|(ts, _)| *ts);
        let (Some((_, values)), Some(o)) = (latest, self.objects.get(&id)) else { return };
        let now = if Arc::ptr_eq(&values, &o.def) { None } else { Some(values) };
        let same = match (&now, &o.extra.copy_of) {
            (None, None) => true,
            (Some(a), Some(b)) => Arc::ptr_eq(a, b),
            _ => false,
        };
        if same {
            return;
        }
        let on_battlefield = self.battlefield.contains(&id);
        if on_battlefield {
            self.unindex_permanent(id);
        }
        let before = self.name_of(id);
        let what = now.as_ref().map(|d| d.name.clone());
        if let Some(ob) = self.obj_mut(id) {
            ob.extra.copy_of = now;
            ob.extra.shrink();
        }
        if on_battlefield {
            self.index_permanent(id);
            self.touch(id);
        }
        self.mark_dirty(id);
        let text = match what {
            Some(n) => format!("{before} is now a copy of {n}: it has {n}'s copiable values (706.2)"),
            None => format!("{before} is no longer a copy: it has its own copiable values again"),
        };
        self.emit(Event::new("706.2", EventKind::Note, text));
    }
}
