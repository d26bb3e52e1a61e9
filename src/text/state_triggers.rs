//! State triggers, both ways (603.8): "When [state], ..." triggers once
//! each time the state begins to hold, and again only after that instance
//! has left the stack. The states read are those a condition says
//! elsewhere (`conditions`), with "When" before them:
//!
//! - the permanents a player controls: "When you control no Islands",
//!   "When you control a Dwarf", "When you control seven or more Thrulls",
//!   "When an opponent controls a creature with power 4 or greater";
//! - the permanents on the battlefield: "When there are no creatures on the
//!   battlefield", "When no creatures are on the battlefield" (wording 1);
//! - a player's own state: "When you have no cards in hand", "When a player
//!   has no cards in hand", "When you have 30 or more life", "When an
//!   opponent has 10 or less life";
//! - the object itself: "When [this] has flying", "When [this] has no ice
//!   counters on it", "When [this] has three or more plague counters on it",
//!   "When [this] is tapped", "When [this] is untapped".

use super::compile::Context;
use super::conditions;
use super::cursor::Cursor;
use super::nouns::{self, Number};
use super::words::number_word;
use crate::cards::def::*;

/// The two wordings of a count of permanents with no controller.
const ON_BATTLEFIELD: [(&str, &str); 2] = [("there are no ", " on the battlefield"), ("no ", " are on the battlefield")];

/// "When [state]", up to its comma, and which wording it is.
pub fn read(c: &mut Cursor, ctx: &Context) -> Option<(TriggerCondition, u8)> {
    if !c.eat("When ") {
        return None;
    }
    let (state, n) = c
        .attempt(|c| this_is_tapped(c, ctx))
        .or_else(|| c.attempt(|c| this_has(c, ctx)))
        .map(|s| (s, 0))
        .or_else(|| c.attempt(conditions::controls).map(|s| (s, 0)))
        .or_else(|| c.attempt(conditions::player_state).map(|s| (s, 0)))
        .or_else(|| c.attempt(none_on_battlefield))?;
    c.rest().starts_with(", ").then_some((TriggerCondition::State { state }, n))
}

/// "there are no creatures on the battlefield" / "no creatures are on the battlefield".
fn none_on_battlefield(c: &mut Cursor) -> Option<(Condition, u8)> {
    for (n, (before, after)) in ON_BATTLEFIELD.iter().enumerate() {
        let found = c.attempt(|c| {
            if !c.eat(before) {
                return None;
            }
            let f = nouns::read(c, Number::Many, None).filter(|f| f.controller.is_none() && f.controlled_by.is_none() && !f.other)?;
            c.eat(after).then_some(f)
        });
        if let Some(f) = found {
            return Some((Condition::NoPermanents { filter: f.into() }, n as u8));
        }
    }
    None
}

/// The object itself, tapped or untapped: "[this] is tapped", "[this] is untapped".
fn this_is_tapped(c: &mut Cursor, ctx: &Context) -> Option<Condition> {
    if !ctx.eat_name(c) {
        return None;
    }
    let tapped = match c.eat_one_of(&[" is tapped", " is untapped"])? {
        0 => true,
        _ => false,
    };
    Some(Condition::SourceIs { filter: FilterSpec { tapped: Some(tapped), ..Default::default() }.into() })
}

/// The object itself: "[this] has flying", "[this] has no [kind] counters
/// on it", "[this] has N or more [kind] counters on it".
fn this_has(c: &mut Cursor, ctx: &Context) -> Option<Condition> {
    if !(ctx.eat_name(c) && c.eat(" has ")) {
        return None;
    }
    if let Some(k) = c.attempt(super::keywords::read_simple) {
        return Some(Condition::SourceIs { filter: FilterSpec { keywords: vec![k], ..Default::default() }.into() });
    }
    let count = if c.eat("no ") {
        None
    } else {
        let n = c.word_number().filter(|n| *n >= 2)?;
        if !c.eat(" or more ") {
            return None;
        }
        Some(n)
    };
    let kind: String = c.rest().chars().take_while(|ch| ch.is_ascii_lowercase() || matches!(ch, '+' | '-' | '/' | '0'..='9')).collect();
    if kind.is_empty() || !c.eat(&kind) || !c.eat(" counters on it") {
        return None;
    }
    let amount = Amount::Dynamic(DynamicAmount::CountersOn { what: ObjRef::This, kind });
    Some(match count {
        None => Condition::Not { of: Box::new(Condition::AtLeast { amount, count: 1 }) },
        Some(n) => Condition::AtLeast { amount, count: n as i32 },
    })
}

/// The counters on the object a condition counts, and how many it asks for.
fn counters_on_this(cond: &Condition) -> Option<(&str, i32)> {
    match cond {
        Condition::AtLeast { amount: Amount::Dynamic(DynamicAmount::CountersOn { what: ObjRef::This, kind }), count } => Some((kind, *count)),
        _ => None,
    }
}

/// Write a state read by `read`, in wording `n`.
pub fn write(state: &Condition, name: &str, n: u8) -> Result<String, String> {
    let words = match state {
        Condition::SourceIs { filter } if filter.tapped.is_some() && **filter == (FilterSpec { tapped: filter.tapped, ..Default::default() }) => {
            format!("{name} is {}", if filter.tapped == Some(true) { "tapped" } else { "untapped" })
        }
        Condition::SourceIs { filter } if filter.keywords.len() == 1 && **filter == (FilterSpec { keywords: filter.keywords.clone(), ..Default::default() }) => {
            format!("{name} has {}", filter.keywords[0].label())
        }
        Condition::Not { of } if counters_on_this(of).is_some_and(|(_, count)| count == 1) => {
            format!("{name} has no {} counters on it", counters_on_this(of).map(|(k, _)| k).unwrap_or_default())
        }
        Condition::AtLeast { .. } => match counters_on_this(state) {
            Some((kind, count)) if count >= 2 => format!("{name} has {} or more {kind} counters on it", number_word(count as u32)),
            _ => return Err(format!("the state {state:?}")),
        },
        Condition::NoPermanents { filter } if filter.controller.is_none() && !filter.other => {
            let (before, after) = ON_BATTLEFIELD.get(n as usize).ok_or("a wording of a state")?;
            format!("{before}{}{after}", nouns::write(filter, Number::Many, None)?)
        }
        Condition::PermanentsAtLeast { .. } | Condition::NoPermanents { .. } => conditions::write(state, conditions::Subject::Name(name))?,
        other => conditions::write_player_state(other)?,
    };
    Ok(format!("When {words}"))
}
