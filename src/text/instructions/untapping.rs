//! Effects that last while their source stays tapped (611.2b), both ways:
//! "for as long as [this] remains tapped" and "for as long as you control
//! [this] and [this] remains tapped" after a change, a control change or
//! "[it] doesn't untap during its controller's untap step" (502.2). Their
//! sources usually say "You may choose not to untap [this] during your
//! untap step" (a static ability, text::statics), which lets their
//! controller keep the effect going.

use super::*;

/// The duration's condition: the source is tapped (and, with `yours`, its
/// controller is the effect's controller).
fn while_tapped_filter(yours: bool) -> FilterSpec {
    FilterSpec { tapped: Some(true), controller: yours.then_some(Relation::You), ..FilterSpec::default() }
}

/// " for as long as [this] remains tapped", " for as long as you control
/// [this] and [this] remains tapped" (the card named both times).
pub(super) fn while_tapped(c: &mut Cursor, ctx: &Context) -> Option<Duration> {
    c.attempt(|c| {
        if !c.eat(" for as long as ") {
            return None;
        }
        let yours = c.eat("you control ");
        if yours && !(ctx.eat_name(c) && c.eat(" and ")) {
            return None;
        }
        (ctx.eat_name(c) && c.eat(" remains tapped")).then(|| Duration::AsLongAs(Condition::SourceIs { filter: while_tapped_filter(yours).into() }))
    })
}

/// Is this the duration `while_tapped` reads?
pub(super) fn is_while_tapped(d: &Duration) -> bool {
    matches!(d, Duration::AsLongAs(Condition::SourceIs { filter }) if **filter == while_tapped_filter(false) || **filter == while_tapped_filter(true))
}

/// The words of `while_tapped` (the card named, never "it").
pub(super) fn write_while_tapped(d: &Duration, name: &str) -> Result<String, String> {
    match d {
        Duration::AsLongAs(Condition::SourceIs { filter }) if **filter == while_tapped_filter(false) => Ok(format!(" for as long as {name} remains tapped")),
        Duration::AsLongAs(Condition::SourceIs { filter }) if **filter == while_tapped_filter(true) => Ok(format!(" for as long as you control {name} and {name} remains tapped")),
        other => Err(format!("the duration {other:?}")),
    }
}

/// The wording "That permanent" for the target before.
const THAT_PERMANENT: u8 = 2;

/// "[It / That creature / That permanent] doesn't untap during its
/// controller's untap step for as long as [this] remains tapped" (502.2,
/// 611.2b), of the target the instruction before acted on.
pub(super) fn doesnt_untap_while_tapped(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    let what = match c.attempt(|c| that_target(c, s)) {
        Some(o) => o,
        None => {
            let prev = previous_object(s).filter(|o| matches!(o, ObjRef::Target(_)))?;
            if !c.eat_sentence_start("that permanent") {
                return None;
            }
            add_alt(s, s.effects.len(), THAT_PERMANENT);
            prev
        }
    };
    if !c.eat(" doesn't untap during its controller's untap step") {
        return None;
    }
    let duration = while_tapped(c, ctx)?;
    Some(Effect::Continuous { what, modifications: vec![Modification::DoesntUntap], duration, text: String::new() })
}

pub(super) fn write_doesnt_untap_while_tapped(what: &ObjRef, duration: &Duration, w: &W) -> Result<String, String> {
    let subject = if w.alt & THAT_PERMANENT != 0 && write_that_target(what, w).is_some() { "that permanent".to_string() } else { write_object(what, w)? };
    Ok(format!("{subject} doesn't untap during its controller's untap step{}", write_while_tapped(duration, w.name)?))
}
