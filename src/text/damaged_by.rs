//! The trigger of a creature that one the card damaged dies, both ways:
//! "Whenever a creature dealt damage by [this] this turn dies" (Sengir
//! Vampire), "When a creature dealt damage by [this] this turn dies" (Bushi
//! Tenderfoot). A dies trigger (700.4) whose filter asks whether the source
//! of the ability dealt the dying creature damage this turn (120.3), looking
//! back at the creature as it last existed (603.10a).

use super::compile::Context;
use super::cursor::Cursor;
use super::nouns::{self, Number};
use super::words::article;
use crate::cards::def::*;

/// The words before the noun, by wording (`n`).
const WHEN: [&str; 2] = ["Whenever ", "When "];
const BY: &str = " dealt damage by ";
const THIS_TURN_DIES: &str = " this turn dies";

/// "Whenever a creature [with flying] dealt damage by [this] this turn dies", and its wording.
pub fn read(c: &mut Cursor, ctx: &Context) -> Option<(TriggerCondition, u8)> {
    let n = c.eat_one_of(&WHEN)?;
    if !(c.eat("a ") || c.eat("an ")) {
        return None;
    }
    let f = nouns::read(c, Number::One, None)?;
    if f.controller.is_some() || f.other || f.dealt_damage_this_turn || !c.eat(BY) || !ctx.eat_name(c) || !c.eat(THIS_TURN_DIES) || !c.rest().starts_with(", ") {
        return None;
    }
    Some((TriggerCondition::Dies { filter: Some(FilterSpec { dealt_damage_by_this_turn: true, ..f }.into()) }, n as u8))
}

/// The words `read` reads, if `t` is that trigger.
pub fn write(t: &TriggerCondition, name: &str, n: u8) -> Option<Result<String, String>> {
    let TriggerCondition::Dies { filter: Some(f) } = t else { return None };
    if !f.dealt_damage_by_this_turn {
        return None;
    }
    let when = WHEN.get(n as usize)?;
    Some(nouns::write(&FilterSpec { dealt_damage_by_this_turn: false, ..(**f).clone() }, Number::One, None).map(|noun| format!("{when}{} {noun}{BY}{name}{THIS_TURN_DIES}", article(&noun))))
}
