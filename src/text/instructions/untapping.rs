//! Effects that last while their source stays tapped (611.2b), both ways:
//! "for as long as [this] remains tapped" and "for as long as you control
//! [this] and [this] remains tapped" after a change, a control change or
//! "[it] doesn't untap during its controller's untap step" (502.2); and
//! those that last while it stays on the battlefield ("for as long as you
//! control [this]", "for as long as [this] remains on the battlefield"). Their
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

/// The duration's condition: the source is on the battlefield (and, with
/// `yours`, its controller is the effect's controller).
fn while_present_filter(yours: bool) -> FilterSpec {
    FilterSpec { controller: yours.then_some(Relation::You), ..FilterSpec::default() }
}

/// " for as long as you control [this]", " for as long as [this] remains on
/// the battlefield" (the card named).
pub(super) fn while_present(c: &mut Cursor, ctx: &Context) -> Option<Duration> {
    c.attempt(|c| {
        if !c.eat(" for as long as ") {
            return None;
        }
        let yours = c.eat("you control ");
        let named = ctx.eat_name(c) && (yours || c.eat(" remains on the battlefield"));
        named.then(|| Duration::AsLongAs(Condition::SourceIs { filter: while_present_filter(yours).into() }))
    })
}

/// Is this the duration `while_present` reads?
pub(super) fn is_while_present(d: &Duration) -> bool {
    matches!(d, Duration::AsLongAs(Condition::SourceIs { filter }) if **filter == while_present_filter(false) || **filter == while_present_filter(true))
}

/// The words of `while_tapped` and `while_present` (the card named, never "it").
pub(super) fn write_while_tapped(d: &Duration, name: &str) -> Result<String, String> {
    match d {
        Duration::AsLongAs(Condition::SourceIs { filter }) if **filter == while_tapped_filter(false) => Ok(format!(" for as long as {name} remains tapped")),
        Duration::AsLongAs(Condition::SourceIs { filter }) if **filter == while_tapped_filter(true) => Ok(format!(" for as long as you control {name} and {name} remains tapped")),
        Duration::AsLongAs(Condition::SourceIs { filter }) if **filter == while_present_filter(false) => Ok(format!(" for as long as {name} remains on the battlefield")),
        Duration::AsLongAs(Condition::SourceIs { filter }) if **filter == while_present_filter(true) => Ok(format!(" for as long as you control {name}")),
        other => Err(format!("the duration {other:?}")),
    }
}

/// The wording "That permanent" for the target before.
const THAT_PERMANENT: u16 = 2;

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
    let duration = while_tapped(c, ctx).or_else(|| while_present(c, ctx))?;
    Some(Effect::Continuous { what, modifications: vec![Modification::DoesntUntap], duration, text: String::new() })
}

pub(super) fn write_doesnt_untap_while_tapped(what: &ObjRef, duration: &Duration, w: &W) -> Result<String, String> {
    let subject = if w.alt & THAT_PERMANENT != 0 && write_that_target(what, w).is_some() { "that permanent".to_string() } else { write_object(what, w)? };
    Ok(format!("{subject} doesn't untap during its controller's untap step{}", write_while_tapped(duration, w.name)?))
}

/// The wording "it" for the trigger's creature the instruction before named
/// "that creature" ("tap that creature and it doesn't untap ...").
const IT_AFTER_THAT_CREATURE: u16 = 2;
/// The wording "that land" for the target land the instruction before acted on.
const THAT_LAND: u16 = 4;

const THOSE_CREATURES: &str = "those creatures";
/// The plural of "doesn't untap during its controller's next untap step".
pub(super) const THOSE_DONT_UNTAP: &str = " don't untap during their controller's next untap step";

/// Subjects of "doesn't untap during its controller's next untap step"
/// beyond `one_permanent`'s: "it" for the trigger's creature named just
/// before, "that land" for the target land acted on just before.
pub(super) fn next_untap_subject(c: &mut Cursor, s: &mut Sentences) -> Option<ObjRef> {
    // "Each attacking creature doesn't untap ...": each permanent matching it as it resolves.
    if c.eat_sentence_start("each ") {
        let f = nouns::read(c, Number::One, None)?;
        return (f.controller.is_none() && f.controlled_by.is_none()).then(|| ObjRef::All(f.into()));
    }
    let prev = previous_object(s)?;
    // "Tap up to two target creatures. Those creatures don't untap ...": every target of the one before.
    if prev == ObjRef::Targets && c.eat_sentence_start(THOSE_CREATURES) {
        return Some(prev);
    }
    let word_end = |c: &Cursor| !c.rest().starts_with(|ch: char| ch.is_alphanumeric());
    if prev == ObjRef::TriggerObject && c.attempt(|c| (c.eat_sentence_start("it") && word_end(c)).then_some(())).is_some() {
        add_alt(s, s.effects.len(), IT_AFTER_THAT_CREATURE);
        return Some(prev);
    }
    let ObjRef::Target(i) = prev else { return None };
    let land = s.targets.get(i).is_some_and(|t| t.filter.types == [crate::rules::types::CardType::Land]);
    if land && c.eat_sentence_start("that land") {
        add_alt(s, s.effects.len(), THAT_LAND);
        return Some(prev);
    }
    None
}

/// The words of `next_untap_subject`'s subjects, where the wording says so.
pub(super) fn write_next_untap_subject(what: &ObjRef, w: &W) -> Option<String> {
    if let ObjRef::All(f) = what {
        return nouns::write(f, Number::One, None).ok().map(|n| format!("each {n}"));
    }
    let prev = w.prev.and_then(object_of)?;
    if prev != *what {
        return None;
    }
    match what {
        ObjRef::Targets if w.targets.len() > 1 && w.targets.iter().all(|t| t.filter.types == [crate::rules::types::CardType::Creature]) => Some(THOSE_CREATURES.into()),
        ObjRef::TriggerObject if w.alt & IT_AFTER_THAT_CREATURE != 0 && !w.trigger_it => Some("it".into()),
        ObjRef::Target(_) if w.alt & THAT_LAND != 0 => Some("that land".into()),
        _ => None,
    }
}

/// "Untap up to two lands" (608.2d: chosen as it is followed, not targeted).
pub(super) fn untap_up_to(c: &mut Cursor, _: &Context, _: &mut Sentences) -> Option<Effect> {
    if !c.eat_sentence_start("untap up to ") {
        return None;
    }
    let n = c.word_number().filter(|n| *n >= 2)?;
    if !c.eat(" ") {
        return None;
    }
    let filter = nouns::read(c, Number::Many, None)?;
    Some(Effect::UntapUpTo { filter: filter.into(), count: Amount::Fixed(n as i32) })
}

pub(super) fn write_untap_up_to(filter: &Filter, count: &Amount) -> Result<String, String> {
    match count {
        Amount::Fixed(n) if *n >= 2 => Ok(format!("untap up to {} {}", number_word(*n as u32), nouns::write(filter, Number::Many, None)?)),
        other => Err(format!("untapping up to {other:?} permanents")),
    }
}

/// "Tap any number of untapped creatures you control" (608.2d: chosen as it
/// is followed, not targeted; 701.19a).
pub(super) fn tap_chosen(c: &mut Cursor, _: &Context, _: &mut Sentences) -> Option<Effect> {
    if !c.eat_sentence_start(TAP_ANY_NUMBER) {
        return None;
    }
    let filter = nouns::read(c, Number::Many, None)?;
    (filter.tapped == Some(false)).then(|| Effect::TapChosen { filter: filter.into(), count: Amount::Dynamic(DynamicAmount::AnyNumber) })
}

const TAP_ANY_NUMBER: &str = "tap any number of ";

pub(super) fn write_tap_chosen(filter: &Filter, count: &Amount) -> Result<String, String> {
    match count {
        Amount::Dynamic(DynamicAmount::AnyNumber) if filter.tapped == Some(false) => Ok(format!("{TAP_ANY_NUMBER}{}", nouns::write(filter, Number::Many, None)?)),
        other => Err(format!("tapping {other:?} chosen permanents")),
    }
}
