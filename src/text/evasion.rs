//! Restrictions on which creatures and how many may block a creature
//! (509.1b), both ways: "can't be blocked by [creatures]", "can't be
//! blocked except by [creatures]", "can't be blocked by more than one
//! creature", "can't be blocked except by three or more creatures".
//!
//! The blockers are a list of noun phrases, any of which matches: "Walls
//! and/or creatures with flying", "Vampires or Zombies", and the short
//! forms "creatures with flying or reach" and "black and/or red creatures".
//! The reader takes any of these wordings and keeps only what the writer
//! writes back the same way.

use super::cursor::Cursor;
use super::nouns::{self, Number};
use super::words::number_word;
use crate::cards::def::*;

/// After "can't be blocked ": the restriction on `affects`, up to the period.
pub fn read(c: &mut Cursor, affects: &Affects) -> Option<StaticEffect> {
    // "as long as defending player controls an artifact" (the permanent is the defending player's).
    if let Some(f) = c.attempt(|c| if c.eat(DEFENDER_CONTROLS) && (c.eat("a ") || c.eat("an ")) { nouns::read(c, Number::One, None).filter(|f| f.controller.is_none()) } else { None }) {
        return Some(StaticEffect::CantBeBlockedWhileDefenderControls { affects: affects.clone(), filter: f.into() });
    }
    if c.eat("by more than one creature") {
        return Some(StaticEffect::BlockerCount { affects: affects.clone(), min: None, max: Some(1) });
    }
    let except = c.eat("except by ");
    if !except && !c.eat("by ") {
        return None;
    }
    if except {
        if let Some(n) = c.attempt(|c| c.word_number().filter(|n| *n >= 3 && c.eat(" or more creatures"))) {
            return Some(StaticEffect::BlockerCount { affects: affects.clone(), min: Some(n), max: None });
        }
    }
    let rest = c.rest();
    let phrase = &rest[..rest.find('.')?];
    let by = read_list(phrase)?;
    if write_list(&by).ok()? != phrase {
        return None;
    }
    c.pos += phrase.len();
    Some(StaticEffect::CantBeBlockedBy { affects: affects.clone(), by: by.into_iter().map(Into::into).collect(), except })
}

const DEFENDER_CONTROLS: &str = "as long as defending player controls ";

/// The words after the subject (without the period).
pub fn write(effect: &StaticEffect) -> Result<String, String> {
    match effect {
        StaticEffect::BlockerCount { min: None, max: Some(1), .. } => Ok("can't be blocked by more than one creature".into()),
        StaticEffect::BlockerCount { min: Some(n), max: None, .. } if *n >= 3 => Ok(format!("can't be blocked except by {} or more creatures", number_word(*n))),
        StaticEffect::CantBeBlockedBy { by, except, .. } => {
            let by: Vec<FilterSpec> = by.iter().map(|f| (**f).clone()).collect();
            Ok(format!("can't be blocked {}by {}", if *except { "except " } else { "" }, write_list(&by)?))
        }
        StaticEffect::CantBeBlockedWhileDefenderControls { filter, .. } => {
            let noun = nouns::write(filter, Number::One, None)?;
            Ok(format!("can't be blocked {DEFENDER_CONTROLS}{} {noun}", super::words::article(&noun)))
        }
        other => Err(format!("the blocking restriction {other:?}")),
    }
}

/// A whole noun phrase (plural) and nothing more.
fn noun(text: &str) -> Option<FilterSpec> {
    let mut c = Cursor::new(text);
    let f = nouns::read(&mut c, Number::Many, None)?;
    (c.at_end() && f.controller.is_none()).then_some(f)
}

/// The filters of "A and/or B", "A or B", "creatures with K1 or K2",
/// "C1 and/or C2 creatures".
fn read_list(phrase: &str) -> Option<Vec<FilterSpec>> {
    if let Some(f) = noun(phrase) {
        return Some(vec![f]);
    }
    for joiner in [" and/or ", " or "] {
        let parts: Vec<&str> = phrase.split(joiner).collect();
        if parts.len() < 2 {
            continue;
        }
        if let Some(fs) = parts.iter().map(|p| noun(p)).collect::<Option<Vec<_>>>() {
            return Some(fs);
        }
        if let [a, b] = parts.as_slice() {
            // "creatures with flying or reach": the second keyword after the first's "with ".
            if let Some(i) = a.rfind("with ") {
                if let (Some(fa), Some(fb)) = (noun(a), noun(&format!("{}{b}", &a[..i + 5]))) {
                    return Some(vec![fa, fb]);
                }
            }
            // "black and/or red creatures": the first colour before the second's noun.
            if let Some(i) = b.find(' ') {
                if let (Some(fa), Some(fb)) = (noun(&format!("{a}{}", &b[i..])), noun(b)) {
                    return Some(vec![fa, fb]);
                }
            }
        }
    }
    None
}

/// Two filters alike but for one field each sets alone (`clear` empties it).
fn alike_but(a: &FilterSpec, b: &FilterSpec, clear: fn(&mut FilterSpec) -> usize) -> bool {
    let (mut x, mut y) = (a.clone(), b.clone());
    let (nx, ny) = (clear(&mut x), clear(&mut y));
    nx == 1 && ny == 1 && x == y && a != b
}

fn write_list(by: &[FilterSpec]) -> Result<String, String> {
    let words: Vec<String> = by.iter().map(|f| nouns::write(f, Number::Many, None)).collect::<Result<_, _>>()?;
    match (by, words.as_slice()) {
        ([], _) => Err("no blockers named".into()),
        ([a, b], [wa, wb]) if alike_but(a, b, |f| std::mem::take(&mut f.keywords).len()) => {
            let i = wa.rfind("with ").ok_or("a keyword not after 'with'")?;
            Ok(format!("{wa} or {}", &wb[i + 5..]))
        }
        ([a, b], [wa, wb]) if alike_but(a, b, |f| std::mem::take(&mut f.colors).len()) => {
            let i = wa.find(' ').ok_or("a colour alone")?;
            Ok(format!("{} and/or {wb}", &wa[..i]))
        }
        _ if by.iter().all(|f| f.subtypes.len() == 1 && *f == FilterSpec { subtypes: f.subtypes.clone(), ..Default::default() }) => Ok(words.join(" or ")),
        _ => Ok(words.join(" and/or ")),
    }
}
