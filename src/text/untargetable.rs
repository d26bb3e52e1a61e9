//! Restrictions on what may target a permanent (115), both ways: "[this]
//! can't be the target of white spells or abilities from white sources",
//! "... of nongreen spells or abilities from nongreen sources", "... of blue
//! or black spells", "... of Aura spells", "... of spells", "... of spells
//! or abilities your opponents control" (a plural subject says "the targets
//! of"). The form is a `TargetingRestriction`; the words are written from it.

use super::cursor::Cursor;
use super::words::color_word;
use crate::cards::def::*;
use crate::rules::types::{Color, ColorSet};

/// After "can't be the target(s) of ": the restriction, up to the period.
pub fn read(c: &mut Cursor) -> Option<TargetingRestriction> {
    let mut r = TargetingRestriction { spells: true, abilities: false, colors: ColorSet::empty(), non: false, aura: false, opponents: false };
    if c.eat("Aura spells") {
        r.aura = true;
        return Some(r);
    }
    if c.eat(SPELLS_OR_ABILITIES_OPPONENTS) {
        r.abilities = true;
        r.opponents = true;
        return Some(r);
    }
    if c.eat("spells") {
        return Some(r);
    }
    // "white spells or abilities from white sources" (one colour, perhaps "non-").
    if let Some((non, color)) = c.attempt(|c| {
        let (non, color) = colour(c)?;
        (c.eat(" spells or abilities from ") && colour(c) == Some((non, color)) && c.eat(" sources")).then_some((non, color))
    }) {
        r.abilities = true;
        r.non = non;
        r.colors = ColorSet::single(color);
        return Some(r);
    }
    // "blue or black spells".
    let first = colour(c).filter(|(non, _)| !non)?.1;
    r.colors.insert(first);
    while c.eat(" or ") {
        let (non, more) = colour(c)?;
        if non {
            return None;
        }
        r.colors.insert(more);
    }
    c.eat(" spells").then_some(r)
}

const SPELLS_OR_ABILITIES_OPPONENTS: &str = "spells or abilities your opponents control";

/// "white" or "nonwhite".
fn colour(c: &mut Cursor) -> Option<(bool, Color)> {
    let non = c.eat("non");
    let color = Color::ALL.into_iter().find(|col| c.eat(color_word(*col)))?;
    Some((non, color))
}

/// The words after "can't be the target(s) of ".
pub fn write(r: &TargetingRestriction) -> Result<String, String> {
    let colors: Vec<&str> = r.colors.iter().map(color_word).collect();
    let non = if r.non { "non" } else { "" };
    match (r.spells, r.abilities, r.aura, r.opponents, colors.len()) {
        (true, false, true, false, 0) => Ok("Aura spells".into()),
        (true, true, false, true, 0) => Ok(SPELLS_OR_ABILITIES_OPPONENTS.into()),
        (true, false, false, false, 0) => Ok("spells".into()),
        (true, true, false, false, 1) => Ok(format!("{non}{} spells or abilities from {non}{} sources", colors[0], colors[0])),
        (true, false, false, false, _) if !r.non => Ok(format!("{} spells", colors.join(" or "))),
        _ => Err(format!("the targeting restriction {r:?}")),
    }
}

/// The verb phrase before the restriction: "can't be the target of" for one
/// permanent, "can't be the targets of" for several.
pub fn lead(plural: bool) -> &'static str {
    if plural {
        "can't be the targets of "
    } else {
        "can't be the target of "
    }
}
