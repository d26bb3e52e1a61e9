//! Static abilities that set or add basic land types (305.7, layer 4):
//! "Enchanted land is an Island.", "Enchanted land is a Mountain, Forest,
//! and Plains.", "Nonbasic lands are Mountains.", "All Mountains are
//! Plains.", "Each land is a Swamp in addition to its other land types.",
//! "All lands are Islands in addition to their other types."
//!
//! Setting a land's subtype replaces its old land types and the mana
//! abilities they gave it (305.7); adding one keeps them (305.6).

use super::cursor::Cursor;
use super::nouns::{self, Number};
use super::words::subtype_plural;
use crate::cards::def::*;
use crate::rules::land_types::BASIC_LAND_TYPES;

/// A basic land type, in the singular or the plural.
fn basic(c: &mut Cursor, n: Number) -> Option<String> {
    let words: Vec<String> = BASIC_LAND_TYPES.iter().map(|(t, _)| if n == Number::One { t.to_string() } else { subtype_plural(t) }).collect();
    let i = c.eat_one_of(&words.iter().map(String::as_str).collect::<Vec<_>>())?;
    Some(BASIC_LAND_TYPES[i].0.to_string())
}

/// "Mountain", "Mountain and Forest", "Mountain, Forest, and Plains" (singular
/// types after "a"; plural ones after "are").
fn basic_list(c: &mut Cursor, n: Number) -> Option<Vec<String>> {
    let mut ts = vec![basic(c, n)?];
    loop {
        if let Some(t) = c.attempt(|c| if c.eat(if ts.len() == 1 { " and " } else { ", and " }) { basic(c, n) } else { None }) {
            ts.push(t);
            return Some(ts);
        }
        match c.attempt(|c| if c.eat(", ") { basic(c, n) } else { None }) {
            Some(t) => ts.push(t),
            None => return Some(ts),
        }
    }
}

fn write_basic_list(ts: &[String], n: Number) -> String {
    let words: Vec<String> = ts.iter().map(|t| if n == Number::One { t.clone() } else { subtype_plural(t) }).collect();
    match words.len() {
        0 | 1 => words.concat(),
        2 => words.join(" and "),
        k => format!("{}, and {}", words[..k - 1].join(", "), words[k - 1]),
    }
}

/// "Each land is a Swamp in addition to its other land types." (the
/// subject "Each [noun]" is read here).
pub fn read_each(c: &mut Cursor) -> Option<StaticEffect> {
    if !c.eat("Each ") {
        return None;
    }
    let f = nouns::read(c, Number::One, None)?;
    if !c.eat(" is a ") && !c.eat(" is an ") {
        return None;
    }
    let ts = basic_list(c, Number::One)?;
    if !c.eat(" in addition to its other land types.") || !c.at_end() {
        return None;
    }
    let modifications = ts.into_iter().map(Modification::AddSubtype).collect();
    Some(StaticEffect::Continuous { affects: Affects::All(f.into()), modifications })
}

/// After the subject: "is an Island", "are Mountains", "are Islands in
/// addition to their other types" (`plural` for a plural subject).
pub fn read_changes(c: &mut Cursor, plural: bool) -> Option<Vec<Modification>> {
    // "Enchanted land is the chosen type" (chosen as it entered, 614.12).
    if !plural && c.eat(CHOSEN) {
        return Some(vec![Modification::SetChosenLandType]);
    }
    let ts = if plural {
        if !c.eat("are ") {
            return None;
        }
        // 305.6: "every basic land type" is all five.
        if c.eat(EVERY_BASIC) {
            return Some(BASIC_LAND_TYPES.iter().map(|(t, _)| Modification::AddSubtype(t.to_string())).collect());
        }
        basic_list(c, Number::Many)?
    } else {
        if !(c.eat("is a ") || c.eat("is an ")) {
            return None;
        }
        basic_list(c, Number::One)?
    };
    if plural && c.eat(" in addition to their other types") {
        return Some(ts.into_iter().map(Modification::AddSubtype).collect());
    }
    Some(vec![Modification::SetLandTypes(ts)])
}

/// The basic land types a static's changes set or add: Some((types, added))
/// when the changes are only that.
fn types_of(mods: &[Modification]) -> Option<(Vec<String>, bool)> {
    let is_basic = |t: &String| BASIC_LAND_TYPES.iter().any(|(b, _)| b == t);
    match mods {
        [Modification::SetLandTypes(ts)] if !ts.is_empty() && ts.iter().all(is_basic) => Some((ts.clone(), false)),
        _ => {
            let ts: Vec<String> = mods.iter().map(|m| if let Modification::AddSubtype(t) = m { Some(t.clone()) } else { None }).collect::<Option<_>>()?;
            (!ts.is_empty() && ts.iter().all(is_basic)).then_some((ts, true))
        }
    }
}

const CHOSEN: &str = "is the chosen type";

const EVERY_BASIC: &str = "every basic land type in addition to their other types";

/// Are the changes every basic land type added (written after a plural subject)?
pub fn is_every_basic(mods: &[Modification]) -> bool {
    mods.len() == BASIC_LAND_TYPES.len() && BASIC_LAND_TYPES.iter().zip(mods).all(|((b, _), m)| matches!(m, Modification::AddSubtype(t) if t == b))
}

/// Is this static ability one of these? (Then `write` writes it.)
pub fn is_land_type_static(mods: &[Modification]) -> bool {
    types_of(mods).is_some() || mods == [Modification::SetChosenLandType]
}

/// The changes after a subject already written (`plural`), or the whole
/// "Each [noun] is ..." sentence when the types are added to a singular
/// subject (`each`: the filter of "Each").
pub fn write(mods: &[Modification], subject: &str, plural: bool, each: Option<&FilterSpec>) -> Result<String, String> {
    if mods == [Modification::SetChosenLandType] && !plural && each.is_none() {
        return Ok(format!("{subject} {CHOSEN}."));
    }
    let (ts, added) = types_of(mods).ok_or("changes other than basic land types")?;
    let a = super::words::article(&ts[0]);
    match (added, plural, each) {
        (true, _, Some(f)) => Ok(format!("Each {} is {a} {} in addition to its other land types.", nouns::write(f, Number::One, None)?, write_basic_list(&ts, Number::One))),
        (true, true, None) if is_every_basic(mods) => Ok(format!("{subject} are {EVERY_BASIC}.")),
        (true, true, None) => Ok(format!("{subject} are {} in addition to their other types.", write_basic_list(&ts, Number::Many))),
        (false, true, None) => Ok(format!("{subject} are {}.", write_basic_list(&ts, Number::Many))),
        (false, false, None) => Ok(format!("{subject} is {a} {}.", write_basic_list(&ts, Number::One))),
        _ => Err("basic land types added to one object".into()),
    }
}
