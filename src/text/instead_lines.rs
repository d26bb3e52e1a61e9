//! A spell's instruction changed by the line after it: "[instruction].",
//! then on its own line "[Ability word —] [another instruction] instead if
//! [condition]." The two lines are one instruction of the card form,
//! `Effect::Instead` (608.2c: the condition is checked as the spell
//! resolves; the spell's own replacement of part of its effect, settled
//! before any other replacement): the same form as "[instruction]. If
//! [condition], [another] instead.", written with the wording `NEXT_LINE`.
//! "That creature or player" in the second line is the first line's target.

use super::abilities::{self, Part};
use super::compile::Context;
use super::cursor::Cursor;
use super::instructions::{self, W};
use super::keywords::capitalized;
use crate::cards::def::{Condition, Effect};

/// The wording of an `Effect::Instead` whose replacing instruction is
/// printed on the next line, after the instruction it replaces.
pub const NEXT_LINE: u16 = 128;

const INSTEAD_IF: &str = " instead if ";
const DASH: &str = " \u{2014} ";

/// The conditions an ability word (207.2c) names, written the same
/// wherever they are: metalcraft, morbid, threshold, hellbent; each with
/// its word, its words after "if", and the condition.
pub fn worded_conditions() -> Vec<(&'static str, &'static str, Condition)> {
    let mut out = vec![("Metalcraft", "you control three or more artifacts", abilities::metalcraft_condition()), ("Morbid", "a creature died this turn", Condition::CreatureDiedThisTurn)];
    out.extend(super::statics::condition_words().into_iter().filter_map(|(words, word, cond)| word.map(|w| (w, words, cond))));
    out
}

/// The ability word printed before a line with this condition, if it has one.
pub fn ability_word(condition: &Condition) -> Option<&'static str> {
    worded_conditions().into_iter().find(|(_, _, c)| c == condition).map(|(w, _, _)| w)
}

/// Does this line change the instruction of the line before it?
pub fn is_instead_line(next: &str) -> bool {
    next.contains(INSTEAD_IF)
}

/// A spell's line read with the line after it, when that one is "[Ability
/// word —] [instruction] instead if [condition].": the two as one spell
/// part whose last instruction is the `Effect::Instead`.
pub fn read_pair(line: &str, next: &str, ctx: &Context) -> Option<Part> {
    if !ctx.is_spell {
        return None;
    }
    let (word, body) = match next.split_once(DASH) {
        Some((w, b)) if !w.is_empty() && w.chars().all(|ch| ch.is_ascii_alphabetic()) => (Some(w), b),
        _ => (None, next),
    };
    let body = body.strip_suffix('.')?;
    let at = body.rfind(INSTEAD_IF)?;
    let (then, cond) = (&body[..at], &body[at + INSTEAD_IF.len()..]);
    let then = if then.starts_with(ctx.name) { then.to_string() } else { lower_first(then) };
    // The same instruction as "If [condition], [instruction] instead." after the line.
    let joined = format!("{line} If {cond}, {then} instead.");
    let mut c = Cursor::new(&joined);
    let Part::Spell(mut s) = abilities::read_line(&mut c, ctx)? else { return None };
    if !c.at_end() {
        return None;
    }
    let last = s.effects.len().checked_sub(1)?;
    let Effect::Instead { condition, otherwise, .. } = &s.effects[last] else { return None };
    if otherwise.len() != 1 || ability_word(condition) != word || s.pres.alts.iter().any(|(i, n)| *i == last && n & NEXT_LINE != 0) || s.pres.joins.iter().any(|(i, _)| *i == last) {
        return None;
    }
    match s.pres.alts.iter_mut().find(|(i, _)| *i == last) {
        Some((_, n)) => *n |= NEXT_LINE,
        None => s.pres.alts.push((last, NEXT_LINE)),
    }
    Some(Part::Spell(s))
}

/// "[otherwise].\n[Ability word —] [instead] instead if [condition]" (the
/// period after it is the sentence's). The card named again (`by_name`) is
/// named in the second line, "that creature" there is the first line's object.
pub fn write(condition: &Condition, instead: &Effect, otherwise: &Effect, w: &W) -> Result<String, String> {
    let plain = W { targets: w.targets, name: w.name, attached: w.attached, prev: w.prev, named: std::cell::Cell::new(w.named.get()), by_name: false, alt: 0, from_graveyard: w.from_graveyard, divide: w.divide, trigger_it: w.trigger_it, targeted: w.targeted, removed: w.removed };
    let before = instructions::write(otherwise, &plain)?;
    // The replacing instruction has the wording noted (less this one's bit).
    let plain = W { prev: Some(otherwise), alt: w.alt & !NEXT_LINE, ..plain };
    if w.by_name {
        plain.named.set(false);
    }
    let then = capitalized(&instructions::write(instead, &plain)?);
    let cond = instructions::condition_text(condition, &plain)?;
    w.named.set(plain.named.get());
    let word = ability_word(condition).map(|w| format!("{w}{DASH}")).unwrap_or_default();
    Ok(format!("{before}.\n{word}{then}{INSTEAD_IF}{cond}"))
}

fn lower_first(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_lowercase().chain(c).collect(),
        None => String::new(),
    }
}
