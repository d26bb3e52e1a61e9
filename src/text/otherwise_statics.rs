//! Two static abilities on one line, the second for when the first's
//! condition doesn't hold (611.3a), both ways: "Enchanted creature gets
//! +3/+3 as long as it's a Zombie. Otherwise, it gets -3/-3." The second is
//! its own static ability with the condition negated; "it" is what the
//! first one changes (the object the Aura or Equipment is attached to). A
//! static ability that negates the condition of the one before it, about
//! the same object, is always written so.

use super::abilities::{self, Part};
use super::compile::Context;
use super::cursor::Cursor;
use super::instructions::Presentation;
use crate::cards::def::*;

const SPLIT: &str = ". Otherwise, it ";

/// What a static ability of the kinds read here changes.
fn affects_of(e: &StaticEffect) -> Option<&Affects> {
    match e {
        StaticEffect::Continuous { affects, .. } | StaticEffect::CantAttackOrBlock { affects, .. } => Some(affects),
        _ => None,
    }
}

/// The line as two static abilities, or None.
pub fn read(line: &str, ctx: &Context) -> Option<Vec<Part>> {
    let (first, rest) = line.split_once(SPLIT)?;
    let first = format!("{first}.");
    let a = abilities::read_line(&mut Cursor::new(&first), ctx)?;
    let Part::Ability(ab, _) = &a else { return None };
    let Ability::Static { effect, condition: Some(cond), .. } = &**ab else { return None };
    if affects_of(effect) != Some(&Affects::Attached) {
        return None;
    }
    // "it" is the subject of the first ability: "Enchanted creature", "Equipped creature".
    let subject: String = first.splitn(3, ' ').take(2).collect::<Vec<_>>().join(" ");
    if !(subject.starts_with("Enchanted ") || subject.starts_with("Equipped ")) {
        return None;
    }
    let second = format!("{subject} {rest}");
    let b = abilities::read_line(&mut Cursor::new(&second), ctx)?;
    let Part::Ability(bb, _) = b else { return None };
    let Ability::Static { effect: other, condition: None, .. } = *bb else { return None };
    if affects_of(&other) != Some(&Affects::Attached) {
        return None;
    }
    let negated = Ability::Static { effect: other, condition: Some(Condition::Not { of: Box::new(cond.clone()) }), text: String::new() };
    Some(vec![a, Part::Ability(Box::new(negated), Presentation::default())])
}

/// Is `a` (an ability of `def`) a static ability about what is attached
/// whose condition negates that of the static ability just before it,
/// about the same object?
pub fn negates_the_one_before(a: &Ability, def: &CardDef) -> bool {
    let Ability::Static { effect, condition: Some(Condition::Not { of }), .. } = a else { return false };
    let Some(i) = def.abilities.iter().position(|x| std::ptr::eq(x, a)) else { return false };
    let before = i.checked_sub(1).and_then(|j| def.abilities.get(j));
    affects_of(effect) == Some(&Affects::Attached) && matches!(before, Some(Ability::Static { effect: e, condition: Some(c), .. }) if c == &**of && affects_of(e) == Some(&Affects::Attached))
}

/// "Otherwise, it ..." for `a` (`negates_the_one_before`).
pub fn write(a: &Ability, def: &CardDef) -> Result<String, String> {
    let Ability::Static { effect, .. } = a else { return Err("'Otherwise' on an ability that is not static".into()) };
    if !negates_the_one_before(a, def) {
        return Err("'Otherwise' after no ability with that condition".into());
    }
    let plain = super::statics::write(effect, def, false, 0)?;
    let (first, rest) = plain.split_once(' ').and_then(|(a, r)| r.split_once(' ').map(|(b, r)| (format!("{a} {b}"), r))).ok_or("a static ability of one word")?;
    if !(first.starts_with("Enchanted ") || first.starts_with("Equipped ")) {
        return Err("'Otherwise' about something other than what is attached".into());
    }
    Ok(format!("Otherwise, it {rest}"))
}
