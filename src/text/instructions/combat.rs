//! Instructions about attacking and blocking, both ways: "[object] attacks
//! this turn if able" (a requirement on the declaration of attackers,
//! 508.1d) and "remove [object] from combat" (506.4).

use super::*;

const ATTACKS_IF_ABLE: &str = " attacks this turn if able";

/// "Target creature / That creature / It / Enchanted creature / [this] /
/// Each creature attacks this turn if able" (508.1d).
pub(super) fn attacks_if_able(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    let what = if c.eat_sentence_start("each ") {
        let f = nouns::read(c, Number::One, None)?;
        ObjRef::All(f.into())
    } else {
        one_permanent(c, ctx, s, true)?
    };
    c.eat(ATTACKS_IF_ABLE).then_some(Effect::AttacksIfAble { what })
}

pub(super) fn write_attacks_if_able(what: &ObjRef, w: &W) -> Result<String, String> {
    let subject = match what {
        ObjRef::All(f) => format!("each {}", nouns::write(f, Number::One, None)?),
        o => write_object(o, w)?,
    };
    Ok(format!("{subject}{ATTACKS_IF_ABLE}"))
}
