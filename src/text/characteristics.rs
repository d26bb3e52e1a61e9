//! Changes to characteristics said as a list of clauses after a subject,
//! both ways: "loses all abilities and has base power and toughness 1/1"
//! (613.1f layer 6, 613.3b layer 7b), "gains / loses all creature types"
//! (205.3m, layer 4), "is an Angel in addition to its other types" (layer
//! 4), "are 1/1 creatures that are still lands" (a type added in layer 4
//! and a base power and toughness in 7b), "becomes a blue Frog with base
//! power and toughness 1/1" (a colour, a creature type and a base power and
//! toughness), with the usual "gets +N/+N" and
//! "has [keywords]" among them: "gets +4/+4, has flying and first strike,
//! and is an Angel in addition to its other types".
//!
//! Static abilities say the granted abilities with "has"; effects with a
//! duration with "gains" (`gain`). The other clauses are worded alike in
//! both. A list is read here only when one of its clauses is one of these
//! (the plainer lists are read by `statics` and `instructions`).

use super::compile::Context;
use super::cursor::Cursor;
use crate::cards::def::*;
use crate::rules::types::{CardType, Color, ColorSet};

/// One clause's words for a singular or plural subject.
fn verb<'a>(plural: bool, one: &'a str, many: &'a str) -> &'a str {
    if plural { many } else { one }
}

const ALL_ABILITIES: (&str, &str) = ("loses all abilities", "lose all abilities");
const BASE_PT: (&str, &str) = ("has base power and toughness ", "have base power and toughness ");
const GAIN_TYPES: (&str, &str) = ("gains all creature types", "gain all creature types");
const LOSE_TYPES: (&str, &str) = ("loses all creature types", "lose all creature types");

/// "P/T" with plain numbers.
fn fixed_pt(c: &mut Cursor) -> Option<(i32, i32)> {
    c.attempt(|c| {
        let p = i32::try_from(c.number()?).ok()?;
        if !c.eat("/") {
            return None;
        }
        Some((p, i32::try_from(c.number()?).ok()?))
    })
}

fn set_pt(p: i32, t: i32) -> Modification {
    Modification::SetPowerToughness { power: Amount::Fixed(p), toughness: Amount::Fixed(t) }
}

/// "is a 1/1 creature that's still a land" / "are 1/1 creatures that are
/// still lands" ("becomes" / "become" for an effect with a duration).
fn still_land(c: &mut Cursor, plural: bool, gain: bool) -> Option<Vec<Modification>> {
    c.attempt(|c| {
        let v = match (gain, plural) {
            (false, false) => "is ",
            (false, true) => "are ",
            (true, false) => "becomes ",
            (true, true) => "become ",
        };
        if !c.eat(v) {
            return None;
        }
        if !plural && !(c.eat("a ") || c.eat("an ")) {
            return None;
        }
        let (p, t) = fixed_pt(c)?;
        // "1/1 black creatures": a colour too (layer 5).
        let color = Color::ALL.iter().copied().find(|col| c.eat(&format!(" {}", super::words::color_word(*col))));
        if !c.eat(verb(plural, " creature that's still a land", " creatures that are still lands")) {
            return None;
        }
        let mut mods = vec![Modification::AddType(CardType::Creature), set_pt(p, t)];
        mods.extend(color.map(|col| Modification::SetColors(ColorSet::single(col))));
        Some(mods)
    })
}

/// "is an Angel in addition to its other types" (a creature type added).
fn added_creature_type(c: &mut Cursor, plural: bool) -> Option<Modification> {
    if plural {
        return None;
    }
    c.attempt(|c| {
        if !(c.eat("is a ") || c.eat("is an ")) {
            return None;
        }
        let t = super::nouns::creature_type_word(c)?;
        c.eat(" in addition to its other types").then_some(Modification::AddSubtype(t))
    })
}

const WITH_BASE_PT: &str = " with base power and toughness ";

/// "becomes a blue Frog with base power and toughness 1/1" (an effect with a
/// duration, one object): its colour (layer 5), its one creature type in
/// place of the others (205.1b, layer 4) and its base power and toughness
/// (layer 7b).
fn becomes_kind(c: &mut Cursor, plural: bool, gain: bool) -> Option<Vec<Modification>> {
    if plural || !gain {
        return None;
    }
    c.attempt(|c| {
        if !c.eat("becomes a ") {
            return None;
        }
        let color = Color::ALL.into_iter().find(|col| c.attempt(|c| (c.eat(super::words::color_word(*col)) && c.eat(" ")).then_some(())).is_some())?;
        let t = super::nouns::creature_type_word(c)?;
        if !c.eat(WITH_BASE_PT) {
            return None;
        }
        let (p, tough) = fixed_pt(c)?;
        Some(vec![Modification::SetColors(ColorSet::single(color)), Modification::SetCreatureType(t), set_pt(p, tough)])
    })
}

const CREATURE_IN_ADDITION: &str = "is a creature in addition to its other types";
const BASE_PT_MANA_VALUE: &str = "has base power and base toughness each equal to its converted mana cost";
const MANA_VALUE_CREATURE: &str = "an artifact creature with power and toughness each equal to its converted mana cost";

/// The changes "is / becomes an artifact creature with power and toughness
/// each equal to its converted mana cost" makes: its card types are artifact
/// and creature (205.1b, layer 4), and each object's base power and
/// toughness is its own converted mana cost (layer 7b), read as the change
/// applies to it.
fn mana_value_changes() -> Vec<Modification> {
    let mv = Amount::Dynamic(DynamicAmount::ManaValueOf { what: ObjRef::Affected });
    vec![Modification::SetTypes(vec![CardType::Artifact, CardType::Creature]), Modification::SetPowerToughness { power: mv.clone(), toughness: mv }]
}

/// Do the changes read each object's own numbers ("each equal to its
/// converted mana cost"), so that a static ability says "Each [noun] is ..."?
pub fn per_object(mods: &[Modification]) -> bool {
    mods.contains(&mana_value_changes()[1])
}

/// "is an artifact creature with power and toughness each equal to its
/// converted mana cost" ("becomes" for an effect with a duration).
fn mana_value_creature(c: &mut Cursor, plural: bool, gain: bool) -> Option<Vec<Modification>> {
    if plural {
        return None;
    }
    c.attempt(|c| (c.eat(if gain { "becomes " } else { "is " }) && c.eat(MANA_VALUE_CREATURE)).then(mana_value_changes))
}

/// One clause: its changes, the word a granted ability calls its object,
/// and whether it is one of this file's own kinds.
fn clause(c: &mut Cursor, ctx: &Context, plural: bool, named: bool, gain: bool) -> Option<(Vec<Modification>, u8, bool)> {
    if c.eat(verb(plural, "gets ", "get ")) {
        return Some((vec![super::amounts::read_pump(c)?], 0, false));
    }
    for (words, m) in [(ALL_ABILITIES, Modification::LoseAllAbilities), (GAIN_TYPES, Modification::AllCreatureTypes), (LOSE_TYPES, Modification::LoseCreatureTypes)] {
        if c.eat(verb(plural, words.0, words.1)) {
            return Some((vec![m], 0, true));
        }
    }
    if c.eat(verb(plural, BASE_PT.0, BASE_PT.1)) {
        let (p, t) = fixed_pt(c)?;
        return Some((vec![set_pt(p, t)], 0, true));
    }
    if let Some(mods) = still_land(c, plural, gain) {
        return Some((mods, 0, true));
    }
    if let Some(m) = added_creature_type(c, plural) {
        return Some((vec![m], 0, true));
    }
    if let Some(mods) = becomes_kind(c, plural, gain) {
        return Some((mods, 0, true));
    }
    if let Some(mods) = mana_value_creature(c, plural, gain) {
        return Some((mods, 0, true));
    }
    // "is a creature in addition to its other types" (205.1b: a type added, layer 4).
    if !plural && !gain && c.eat(CREATURE_IN_ADDITION) {
        return Some((vec![Modification::AddType(CardType::Creature)], 0, true));
    }
    // "has base power and base toughness each equal to its converted mana cost" (layer 7b).
    if !plural && !gain && c.eat(BASE_PT_MANA_VALUE) {
        return Some((vec![mana_value_changes().remove(1)], 0, true));
    }
    let grant = match (gain, plural) {
        (false, false) => "has ",
        (false, true) => "have ",
        (true, false) => "gains ",
        (true, true) => "gain ",
    };
    if c.eat(grant) {
        let (mods, word) = super::statics::granted(c, ctx, named)?;
        return Some((mods, word, false));
    }
    None
}

/// A list of clauses ("A and B", "A, B, and C") with at least one of this
/// file's kinds: the changes and the word a granted ability calls its object.
pub fn read(c: &mut Cursor, ctx: &Context, plural: bool, named: bool, gain: bool) -> Option<(Vec<Modification>, u8)> {
    c.attempt(|c| {
        let (mut mods, mut word, mut own) = clause(c, ctx, plural, named, gain)?;
        let mut seps = Vec::new();
        while let Some((sep, (more, w, o))) = c.attempt(|c| {
            let sep = c.eat_one_of(&[", and ", " and ", ", "])?;
            Some((sep, clause(c, ctx, plural, named, gain)?))
        }) {
            mods.extend(more);
            word = word.max(w);
            own |= o;
            seps.push(sep);
            if sep != 2 {
                break;
            }
        }
        // Two clauses take " and "; more take commas and ", and " before the last.
        let ok = match seps.as_slice() {
            [] | [1] => true,
            [init @ .., 0] => !init.is_empty() && init.iter().all(|s| *s == 2),
            _ => false,
        };
        if !ok {
            return None;
        }
        own.then_some((mods, word))
    })
}

/// The changes' clauses as `read` reads them, or None when none is of this
/// file's kinds (then the plainer writers write them).
pub fn write(mods: &[Modification], plural: bool, word: u8, name: &str, gain: bool) -> Option<Result<String, String>> {
    let mut parts: Vec<String> = Vec::new();
    let mut own = false;
    let mut rest = mods;
    while let Some(first) = rest.first() {
        let (words, used, mine) = match (first, rest.get(1)) {
            (Modification::Pump { power, toughness }, _) => match super::amounts::write_pump_of(power, toughness, name) {
                Ok(p) => (format!("{} {p}", verb(plural, "gets", "get")), 1, false),
                Err(e) => return Some(Err(e)),
            },
            (Modification::LoseAllAbilities, _) => (verb(plural, ALL_ABILITIES.0, ALL_ABILITIES.1).to_string(), 1, true),
            (Modification::AllCreatureTypes, _) => (verb(plural, GAIN_TYPES.0, GAIN_TYPES.1).to_string(), 1, true),
            (Modification::LoseCreatureTypes, _) => (verb(plural, LOSE_TYPES.0, LOSE_TYPES.1).to_string(), 1, true),
            (Modification::AddType(CardType::Creature), Some(Modification::SetPowerToughness { power: Amount::Fixed(p), toughness: Amount::Fixed(t) })) => {
                let v = match (gain, plural) {
                    (false, false) => "is",
                    (false, true) => "are",
                    (true, false) => "becomes",
                    (true, true) => "become",
                };
                // A single colour set with them: "1/1 black creatures".
                let color = match rest.get(2) {
                    Some(Modification::SetColors(cs)) => match cs.iter().collect::<Vec<_>>().as_slice() {
                        [one] => Some(*one),
                        _ => None,
                    },
                    _ => None,
                };
                let pt = match color {
                    Some(col) => format!("{p}/{t} {}", super::words::color_word(col)),
                    None => format!("{p}/{t}"),
                };
                let words = if plural { format!("{v} {pt} creatures that are still lands") } else { format!("{v} {} {pt} creature that's still a land", super::words::article(&pt)) };
                (words, 2 + usize::from(color.is_some()), true)
            }
            (Modification::SetPowerToughness { power: Amount::Fixed(p), toughness: Amount::Fixed(t) }, _) => (format!("{}{p}/{t}", verb(plural, BASE_PT.0, BASE_PT.1)), 1, true),
            (Modification::SetColors(cs), Some(Modification::SetCreatureType(kind))) if gain && !plural => {
                let colors: Vec<Color> = cs.iter().collect();
                let (Some(Modification::SetPowerToughness { power: Amount::Fixed(p), toughness: Amount::Fixed(t) }), [col]) = (rest.get(2), colors.as_slice()) else { return None };
                (format!("becomes a {} {kind}{WITH_BASE_PT}{p}/{t}", super::words::color_word(*col)), 3, true)
            }
            (Modification::SetTypes(_), _) if !plural && rest.get(..2) == Some(&mana_value_changes()[..]) => (format!("{} {MANA_VALUE_CREATURE}", if gain { "becomes" } else { "is" }), 2, true),
            (Modification::AddType(CardType::Creature), _) if !plural && !gain => (CREATURE_IN_ADDITION.to_string(), 1, true),
            (m, _) if !plural && !gain && *m == mana_value_changes()[1] => (BASE_PT_MANA_VALUE.to_string(), 1, true),
            (Modification::AddSubtype(t), _) if !plural && !crate::rules::land_types::BASIC_LAND_TYPES.iter().any(|(b, _)| b == t) => {
                (format!("is {} {t} in addition to its other types", super::words::article(t)), 1, true)
            }
            (Modification::AddKeyword(_) | Modification::AddAbility(_), _) => {
                let n = rest.iter().take_while(|m| matches!(m, Modification::AddKeyword(_))).count();
                let n = if matches!(rest.get(n), Some(Modification::AddAbility(_))) { n + 1 } else { n };
                let grant = match (gain, plural) {
                    (false, false) => "has",
                    (false, true) => "have",
                    (true, false) => "gains",
                    (true, true) => "gain",
                };
                match super::statics::write_granted(&rest[..n], word, name) {
                    Ok(g) => (format!("{grant} {g}"), n, false),
                    Err(e) => return Some(Err(e)),
                }
            }
            _ => return None,
        };
        parts.push(words);
        own |= mine;
        rest = &rest[used..];
    }
    if !own {
        return None;
    }
    Some(Ok(match parts.as_slice() {
        [a] => a.clone(),
        [a, b] => format!("{a} and {b}"),
        [init @ .., last] => format!("{}, and {last}", init.join(", ")),
        [] => return None,
    }))
}
