//! "Change the target of target spell with a single target" (115.7), both
//! ways: the spell slot is a spell with exactly one target; the
//! instruction chooses another legal target for it as it resolves.

use super::*;

const CHANGE: &str = "change the target of target ";
const SINGLE: &str = " with a single target";

pub(super) fn change_target(c: &mut Cursor, _: &Context, s: &mut Sentences) -> Option<Effect> {
    if !c.eat_sentence_start(CHANGE) {
        return None;
    }
    let mut f = nouns::read(c, Number::One, Some(("spell", "spells")))?;
    if !c.eat(SINGLE) {
        return None;
    }
    f.single_target = true;
    let i = target(s, TargetKind::Spell, f);
    Some(Effect::ChangeTarget { what: ObjRef::Target(i) })
}

pub(super) fn write_change_target(what: &ObjRef, w: &W) -> Result<String, String> {
    let ObjRef::Target(i) = what else { return Err(format!("changing the target of {what:?}")) };
    let t = w.targets.get(*i).ok_or("a target slot")?;
    if t.kind != TargetKind::Spell || !t.filter.single_target || t.another {
        return Err("changing the target of other than a spell with a single target".into());
    }
    let plain = FilterSpec { single_target: false, ..(*t.filter).clone() };
    Ok(format!("{CHANGE}{}{SINGLE}", nouns::write(&plain, Number::One, Some(("spell", "spells")))?))
}
