//! Conditions over the game as it stands, in words: after "as long as" in a
//! static ability (611.3a), "if" in an instruction (608.2c) and "Activate
//! this ability only if" (602.5b).
//!
//! - "you control a Forest", "you control another white creature", "you
//!   control three or more artifacts", "you control no untapped lands";
//! - "an opponent controls an Island", "no opponent controls a white or blue
//!   creature";
//! - the object itself: "it's attacking", "it's untapped", "it's not
//!   attacking", "it's a creature", "it's white" (written "[this] is ..."
//!   where the condition begins the sentence), and "[this] started the turn
//!   untapped";
//! - a player's own state (`player_state`, after "if" in an instruction
//!   and "When" in a state trigger): "you have no cards in hand", "a player
//!   has no cards in hand", "you have 10 or less life", "an opponent has 10
//!   or less life".

use super::cursor::Cursor;
use super::nouns::{self, Number};
use super::words::{color_named, color_word, number_word};
use crate::cards::def::*;

/// How a condition names the object whose ability it is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Subject<'a> {
    /// "it's" (after the ability's own words named the object).
    It,
    /// The card's name: "[name] is".
    Name(&'a str),
}

pub use super::words::article;

/// A noun phrase that names no controller ("a Forest", "white creatures").
fn noun(c: &mut Cursor, n: Number) -> Option<FilterSpec> {
    nouns::read(c, n, None).filter(|f| f.controller.is_none() && f.controlled_by.is_none() && !f.other)
}

/// Read a condition; `this` names the ability's object.
pub fn read(c: &mut Cursor, this: Subject) -> Option<Condition> {
    c.attempt(|c| controls(c)).or_else(|| c.attempt(|c| itself(c, this))).or_else(|| c.attempt(|c| started_untapped(c, this))).or_else(|| c.attempt(life_at_least))
}

const STARTED_UNTAPPED: &str = " started the turn untapped";

/// The object as the turn began: "[this] started the turn untapped" (its
/// state recorded as the turn's untap step began, 502).
fn started_untapped(c: &mut Cursor, this: Subject) -> Option<Condition> {
    let named = match this {
        Subject::It => c.eat("it"),
        Subject::Name(n) => c.eat(n),
    };
    (named && c.eat(STARTED_UNTAPPED)).then(|| Condition::SourceIs { filter: FilterSpec { started_turn_untapped: Some(true), ..Default::default() }.into() })
}

/// "you have 40 or more life" (119: the life total of the ability's controller).
fn life_at_least(c: &mut Cursor) -> Option<Condition> {
    if !c.eat("you have ") {
        return None;
    }
    let n = c.number().and_then(|n| i32::try_from(n).ok())?;
    c.eat(" or more life").then_some(Condition::LifeAtLeast { amount: n })
}

/// Who a player's own state is said of: "you have", "an opponent has", "a player has".
const HAVE: &[(&str, Option<Option<Relation>>)] = &[("you have ", None), ("an opponent has ", Some(Some(Relation::Opponent))), ("a player has ", Some(None))];

/// A player's own state (119 life, 402 hand), of the controller or of some
/// player: "you have no cards in hand", "a player has no cards in hand",
/// "you have 30 or more life", "an opponent has 10 or less life" (as not
/// having 11 or more).
pub fn player_state(c: &mut Cursor) -> Option<Condition> {
    let i = c.eat_one_of(&HAVE.iter().map(|(w, _)| *w).collect::<Vec<_>>())?;
    let own = if c.eat("no cards in hand") {
        Condition::NoCardsInHand
    } else {
        let n = c.number().and_then(|n| i32::try_from(n).ok())?;
        match c.eat_one_of(&[" or more life", " or less life"])? {
            0 => Condition::LifeAtLeast { amount: n },
            _ => Condition::Not { of: Box::new(Condition::LifeAtLeast { amount: n.checked_add(1)? }) },
        }
    };
    Some(match HAVE[i].1 {
        None => own,
        Some(who) => Condition::SomePlayer { who, of: Box::new(own) },
    })
}

/// Write a condition read by `player_state`.
pub fn write_player_state(cond: &Condition) -> Result<String, String> {
    let (who, own) = match cond {
        Condition::SomePlayer { who, of } => (Some(*who), &**of),
        other => (None, other),
    };
    let (words, _) = HAVE.iter().find(|(_, w)| *w == who).ok_or("a player")?;
    let state = match own {
        Condition::NoCardsInHand => "no cards in hand".to_string(),
        Condition::LifeAtLeast { amount } => format!("{amount} or more life"),
        Condition::Not { of } => match &**of {
            Condition::LifeAtLeast { amount } => format!("{} or less life", amount - 1),
            _ => return Err(format!("the condition {cond:?}")),
        },
        _ => return Err(format!("the condition {cond:?}")),
    };
    Ok(format!("{words}{state}"))
}

/// "[player] control(s) ...": "you control a Forest", "an opponent controls
/// a creature with power 4 or greater", "no opponent controls ...".
pub fn controls(c: &mut Cursor) -> Option<Condition> {
    let (relation, none) = match c.eat_one_of(&["you control ", "an opponent controls ", "no opponent controls "])? {
        0 => (Relation::You, false),
        1 => (Relation::Opponent, false),
        _ => (Relation::Opponent, true),
    };
    let at_least = |f: FilterSpec, count: u32| Condition::PermanentsAtLeast { filter: FilterSpec { controller: Some(relation), ..f }.into(), count };
    if none {
        // "no opponent controls a white or blue creature".
        if !(c.eat("a ") || c.eat("an ")) {
            return None;
        }
        let f = noun(c, Number::One)?;
        return Some(Condition::NoPermanents { filter: FilterSpec { controller: Some(relation), ..f }.into() });
    }
    if relation == Relation::You && c.eat("another ") {
        let f = noun(c, Number::One)?;
        return Some(at_least(FilterSpec { other: true, ..f }, 1));
    }
    if c.eat("a ") || c.eat("an ") {
        return Some(at_least(noun(c, Number::One)?, 1));
    }
    if relation == Relation::You && c.eat("no ") {
        // "you control no Islands", "you control no other creatures".
        let f = nouns::read(c, Number::Many, None).filter(|f| f.controller.is_none() && f.controlled_by.is_none())?;
        return Some(Condition::NoPermanents { filter: FilterSpec { controller: Some(relation), ..f }.into() });
    }
    let count = c.word_number().filter(|n| (2..=20).contains(n))?;
    if !c.eat(" or more ") {
        return None;
    }
    Some(at_least(noun(c, Number::Many)?, count))
}

/// The object's state: "it's attacking", "[this] is untapped".
const STATES: &[(&str, fn() -> FilterSpec)] = &[
    ("attacking", || FilterSpec { attacking: true, ..Default::default() }),
    ("blocking", || FilterSpec { blocking: true, ..Default::default() }),
    ("untapped", || FilterSpec { tapped: Some(false), ..Default::default() }),
    ("tapped", || FilterSpec { tapped: Some(true), ..Default::default() }),
];

fn itself(c: &mut Cursor, this: Subject) -> Option<Condition> {
    let ok = match this {
        Subject::It => c.eat("it's "),
        Subject::Name(n) => c.eat(n) && c.eat(" is "),
    };
    if !ok {
        return None;
    }
    // "if [this] is in your graveyard" (the card's own zone; the ability works from there, 112.6k).
    if matches!(this, Subject::Name(_)) && c.eat(IN_YOUR_GRAVEYARD) {
        return Some(Condition::InGraveyard);
    }
    let not = c.eat("not ");
    let filter = if let Some(i) = c.eat_one_of(&STATES.iter().map(|(w, _)| *w).collect::<Vec<_>>()) {
        STATES[i].1()
    } else if let Some(col) = c.attempt(|c| {
        let w: String = c.rest().chars().take_while(|ch| ch.is_ascii_lowercase()).collect();
        let col = color_named(&w)?;
        c.eat(&w).then_some(col)
    }) {
        FilterSpec { colors: vec![col], ..Default::default() }
    } else if c.eat("a ") || c.eat("an ") {
        // "it's a creature": a type, nothing else.
        let f = noun(c, Number::One)?;
        if f.types.len() != 1 || f != (FilterSpec { types: f.types.clone(), ..Default::default() }) {
            return None;
        }
        f
    } else {
        return None;
    };
    let is = Condition::SourceIs { filter: filter.into() };
    Some(if not { Condition::Not { of: Box::new(is) } } else { is })
}

const IN_YOUR_GRAVEYARD: &str = "in your graveyard";

/// Write a condition read by `read`.
pub fn write(cond: &Condition, this: Subject) -> Result<String, String> {
    match cond {
        Condition::InGraveyard => match this {
            Subject::Name(n) => Ok(format!("{n} is {IN_YOUR_GRAVEYARD}")),
            Subject::It => Err("a graveyard condition on 'it'".into()),
        },
        Condition::PermanentsAtLeast { filter, count } => {
            let who = match filter.controller {
                Some(Relation::You) => "you control",
                Some(Relation::Opponent) if *count == 1 && !filter.other => "an opponent controls",
                _ => return Err(format!("the condition {cond:?}")),
            };
            let bare = FilterSpec { controller: None, other: false, ..(**filter).clone() };
            if filter.other {
                if *count != 1 {
                    return Err(format!("the condition {cond:?}"));
                }
                return Ok(format!("{who} another {}", nouns::write(&bare, Number::One, None)?));
            }
            if *count == 1 {
                let n = nouns::write(&bare, Number::One, None)?;
                return Ok(format!("{who} {} {n}", article(&n)));
            }
            Ok(format!("{who} {} or more {}", number_word(*count), nouns::write(&bare, Number::Many, None)?))
        }
        Condition::NoPermanents { filter } if !filter.other || filter.controller == Some(Relation::You) => {
            let bare = FilterSpec { controller: None, ..(**filter).clone() };
            match filter.controller {
                Some(Relation::You) => Ok(format!("you control no {}", nouns::write(&bare, Number::Many, None)?)),
                Some(Relation::Opponent) => {
                    let n = nouns::write(&bare, Number::One, None)?;
                    Ok(format!("no opponent controls {} {n}", article(&n)))
                }
                _ => Err(format!("the condition {cond:?}")),
            }
        }
        Condition::LifeAtLeast { amount } => Ok(format!("you have {amount} or more life")),
        Condition::SourceIs { filter } => write_itself(filter, false, this),
        Condition::Not { of } => match &**of {
            Condition::SourceIs { filter } => write_itself(filter, true, this),
            _ => Err(format!("the condition {cond:?}")),
        },
        _ => Err(format!("the condition {cond:?}")),
    }
}

fn write_itself(filter: &FilterSpec, not: bool, this: Subject) -> Result<String, String> {
    if !not && *filter == (FilterSpec { started_turn_untapped: Some(true), ..Default::default() }) {
        let subject = match this {
            Subject::It => "it",
            Subject::Name(n) => n,
        };
        return Ok(format!("{subject}{STARTED_UNTAPPED}"));
    }
    let state = if let Some((w, _)) = STATES.iter().find(|(_, f)| f() == *filter) {
        w.to_string()
    } else if filter.colors.len() == 1 && *filter == (FilterSpec { colors: filter.colors.clone(), ..Default::default() }) {
        color_word(filter.colors[0]).to_string()
    } else if filter.types.len() == 1 && *filter == (FilterSpec { types: filter.types.clone(), ..Default::default() }) {
        let n = nouns::write(filter, Number::One, None)?;
        format!("{} {n}", article(&n))
    } else {
        return Err(format!("the condition on the object itself {filter:?}"));
    };
    let subject = match this {
        Subject::It => "it's".to_string(),
        Subject::Name(n) => format!("{n} is"),
    };
    let not = if not { "not " } else { "" };
    Ok(format!("{subject} {not}{state}"))
}
