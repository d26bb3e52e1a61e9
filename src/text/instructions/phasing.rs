//! "[object] phases out" both ways (702.25b: the permanent is treated as
//! though it doesn't exist until it phases in, 702.25a).

use super::*;

const PHASES_OUT: &str = " phases out";

/// "Target artifact, creature, or land / [this] / It / Enchanted creature phases out."
pub(super) fn phases_out(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    let what = one_permanent(c, ctx, s, true)?;
    c.eat(PHASES_OUT).then_some(Effect::PhaseOut { what })
}

pub(super) fn write_phases_out(what: &ObjRef, w: &W) -> Result<String, String> {
    Ok(format!("{}{PHASES_OUT}", write_object(what, w)?))
}
