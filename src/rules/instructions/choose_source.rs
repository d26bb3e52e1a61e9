//! `do: choose_source`: the instruction `Effect::ChooseSource` followed as its
//! spell or ability resolves (608.2c).
//!
//! "A [red] source of your choice" (609.7a): the controller chooses, as the
//! instruction is followed, one source of damage matching the filter: a
//! permanent, a spell on the stack (a permanent spell too), or an object an
//! ability on the stack comes from (even if it has left its zone since: its
//! last known information is what matches). Later instructions name it as
//! `moved` ("that source").

use super::prelude::*;

impl Game {
    pub(super) fn do_choose_source(&mut self, f: &mut ResolutionFrame, filter: &Filter) -> bool {
        let you = f.item.controller;
        let candidates = self.source_candidates(f, filter);
        if candidates.is_empty() {
            self.emit(Event::new("609.7a", EventKind::Note, format!("there is no source {} could choose", self.player(you).name)));
            f.moved = Vec::new();
            return true;
        }
        let what = if filter.is_empty() { "a source of damage" } else { "a source of damage of the kind named" };
        // Named by `name_of`: a source gone from its zone is named as it last was.
        let Some(chosen) = self.one_chosen(f, you, ("609.7a", format!("choose {what}")), candidates) else { return false };
        let pname = self.player(you).name.clone();
        let name = self.name_of(chosen);
        self.emit(Event::new("609.7a", EventKind::Note, format!("{pname} chooses {name} as the source")));
        f.moved = vec![chosen];
        true
    }

    /// The source of damage a shield names: "that source" (`moved`) as chosen,
    /// even one gone from its zone (609.7a: an ability's source deals its
    /// damage as it last was); else the first object the reference names.
    pub(super) fn damage_source(&self, f: &ResolutionFrame, r: &ObjRef) -> Option<ObjectId> {
        match r {
            ObjRef::Moved => f.moved.first().copied(),
            r => self.resolve_objs(f, r).first().copied(),
        }
    }

    /// 609.7a: the sources of damage `f`'s controller may choose, matching
    /// `filter`, in a fixed order (permanents, then the stack bottom first).
    fn source_candidates(&self, f: &ResolutionFrame, filter: &Filter) -> Vec<ObjectId> {
        let you = f.item.controller;
        let source = Some(f.item.source);
        let mut out: Vec<ObjectId> = self.battlefield.iter().copied().filter(|id| self.matches(*id, filter, you, source)).collect();
        for s in &self.stack {
            if s.id == f.item.id {
                continue;
            }
            // A spell is its own object; an ability stands for its source.
            let id = if self.objects.get(&s.id).is_some_and(|o| o.zone == Zone::Stack) { s.id } else { s.source };
            if out.contains(&id) {
                continue;
            }
            let fits = match self.objects.get(&id) {
                Some(_) => self.matches(id, filter, you, source),
                None => self.lki.get(&id).is_some_and(|l| super::super::layers::matches_filter(&l.chars, &l.object, filter, you, source, || self.chosen_of(source), |_| super::super::layers::CombatRole::NONE, |_| None)),
            };
            if fits {
                out.push(id);
            }
        }
        out
    }
}
