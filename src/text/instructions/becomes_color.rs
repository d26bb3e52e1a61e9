//! "Target spell or permanent becomes red." both ways: a colour change with
//! no stated end (105.3, 613.1e: layer 5). It lasts as long as the object
//! it was fixed on stays that object (611.2c, 400.7): a spell that becomes
//! red is red until it leaves the stack, a permanent until it leaves the
//! battlefield. The new colour replaces the old ones.

use super::*;
use crate::rules::types::{Color, ColorSet};

const BECOMES: &str = " becomes ";

/// The object: "target spell or permanent" (115.1), or one permanent
/// ("target creature", the card itself, "enchanted creature", "it").
fn subject(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<ObjRef> {
    let spell_or_permanent = c.attempt(|c| {
        eat_target(c, s, true).filter(Option::is_none)?;
        match target_phrase(c)? {
            (TargetKind::SpellOrPermanent, f) => Some(f),
            _ => None,
        }
    });
    match spell_or_permanent {
        Some(f) => Some(ObjRef::Target(target(s, TargetKind::SpellOrPermanent, f))),
        None => c.attempt(|c| one_permanent(c, ctx, s, true)),
    }
}

/// "[object] becomes [colour]", with nothing after: the colour for good.
pub(super) fn becomes_color(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    let what = subject(c, ctx, s)?;
    if !c.eat(BECOMES) {
        return None;
    }
    let color = Color::ALL.into_iter().find(|col| c.eat(super::super::words::color_word(*col)))?;
    if c.rest().starts_with(|ch: char| ch.is_alphanumeric() || ch == ' ') {
        return None;
    }
    Some(Effect::Continuous { what, modifications: vec![Modification::SetColors(ColorSet::single(color))], duration: Duration::Indefinitely, text: String::new() })
}

/// The one colour of a change `becomes_color` reads.
fn one_color(modifications: &[Modification]) -> Option<Color> {
    let [Modification::SetColors(set)] = modifications else { return None };
    let mut colors = Color::ALL.into_iter().filter(|c| set.contains(*c));
    match (colors.next(), colors.next()) {
        (Some(c), None) => Some(c),
        _ => None,
    }
}

/// Is this the change `becomes_color` reads (one colour, set)?
pub(super) fn is_color_change(modifications: &[Modification]) -> bool {
    one_color(modifications).is_some()
}

/// Write "[object] becomes [colour]".
pub(super) fn write_becomes_color(what: &ObjRef, modifications: &[Modification], w: &W) -> Result<String, String> {
    let color = one_color(modifications).ok_or("a change to one colour")?;
    Ok(format!("{}{BECOMES}{}", write_object(what, w)?, super::super::words::color_word(color)))
}
