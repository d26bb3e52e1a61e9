//! `do: transform`: the instruction `Effect::Transform` followed as its spell
//! or ability resolves (608.2c): each permanent it names turns over to its
//! other face (701.26a). A permanent that isn't a double-faced card, or is a
//! token, doesn't (701.26c, 711.1). Its characteristics are then the face's
//! up (711, `GameObject::face_def`); it stays the same object.
//!
//! Rules cited by its events: 701.26a, 701.26c.

use super::prelude::*;

impl Game {
    pub(super) fn do_transform(&mut self, f: &mut ResolutionFrame, what: &ObjRef) -> bool {
        for o in self.resolve_objs(f, what) {
            let Some(ob) = self.obj(o) else { continue };
            let n = self.name_of(o);
            if ob.zone != Zone::Battlefield || ob.token || ob.def.back.is_none() {
                self.emit(Event::new("701.26c", EventKind::Note, format!("{n} is not a double-faced permanent: it doesn't transform")));
                continue;
            }
            self.unindex_permanent(o);
            if let Some(ob) = self.obj_mut(o) {
                ob.extra.transformed = !ob.extra.transformed;
                ob.extra.shrink();
            }
            self.index_permanent(o);
            self.touch(o);
            self.mark_dirty(o);
            let now = self.name_of(o);
            self.emit(Event::new("701.26a", EventKind::Note, format!("{n} transforms into {now}")));
        }
        true
    }
}
