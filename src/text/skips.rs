//! Skipped steps and phases, both ways (614.1b, 614.10): "Skip your upkeep
//! step.", "Skip your upkeep and draw steps.", "Skip your combat phase.",
//! "Players skip their untap steps." (every player, on their own turns),
//! "Each player skips his or her untap step." (wording 1 of the same).
//!
//! The steps and phases are named as the rules name them (500.1, 501-514):
//! a list of steps ends in "step(s)", a list of phases in "phase(s)"; the
//! noun is plural after "their" and after a list of more than one.

use super::cursor::Cursor;
use crate::cards::def::*;
use crate::rules::types::{Phase, Step};

/// The steps by name (500.1; the main phases are phases).
const STEPS: &[(&str, Step)] = &[
    ("untap", Step::Untap),
    ("upkeep", Step::Upkeep),
    ("draw", Step::Draw),
    ("beginning of combat", Step::BeginningOfCombat),
    ("declare attackers", Step::DeclareAttackers),
    ("declare blockers", Step::DeclareBlockers),
    ("combat damage", Step::CombatDamage),
    ("end of combat", Step::EndOfCombat),
    ("end", Step::End),
    ("cleanup", Step::Cleanup),
];

/// The phases by name (500.1).
const PHASES: &[(&str, Phase)] = &[
    ("beginning", Phase::Beginning),
    ("precombat main", Phase::PrecombatMain),
    ("combat", Phase::Combat),
    ("postcombat main", Phase::PostcombatMain),
    ("ending", Phase::Ending),
];

/// Who skips, and the words before the list: (words, every player, plural noun).
const WHO: &[(&str, bool, bool)] = &[("Skip your ", false, false), ("Players skip their ", true, true), ("Each player skips his or her ", true, false)];

fn name_of(s: &Skipped) -> Option<&'static str> {
    match s {
        Skipped::Step(st) => STEPS.iter().find(|(_, x)| x == st).map(|(w, _)| *w),
        Skipped::Phase(p) => PHASES.iter().find(|(_, x)| x == p).map(|(w, _)| *w),
    }
}

/// One name of a step or a phase, the longest that fits.
fn one_name(c: &mut Cursor) -> Option<&'static str> {
    let mut names: Vec<&'static str> = STEPS.iter().map(|(w, _)| *w).chain(PHASES.iter().map(|(w, _)| *w)).collect();
    names.sort_by_key(|w| std::cmp::Reverse(w.len()));
    names.into_iter().find(|w| c.attempt(|c| (c.eat(w) && c.rest().starts_with([' ', ','])).then_some(())).is_some())
}

/// "a", "a and b", "a, b, and c".
fn names(c: &mut Cursor) -> Option<Vec<&'static str>> {
    let mut out = vec![one_name(c)?];
    loop {
        if c.attempt(|c| (c.eat(" and ") || (out.len() >= 2 && c.eat(", and "))).then_some(())).is_some() {
            out.push(one_name(c)?);
            return Some(out);
        }
        if !c.eat(", ") {
            return Some(out);
        }
        out.push(one_name(c)?);
    }
}

/// A skip line, with its wording.
pub fn read(c: &mut Cursor) -> Option<(ReplacementKind, u8)> {
    let i = c.eat_one_of(&WHO.iter().map(|(w, _, _)| *w).collect::<Vec<_>>())?;
    let (_, each_player, plural) = WHO[i];
    let list = names(c)?;
    let many = plural || list.len() > 1;
    let skipped: Vec<Skipped> = if c.eat(if many { " steps." } else { " step." }) {
        list.iter().map(|n| STEPS.iter().find(|(w, _)| w == n).map(|(_, s)| Skipped::Step(*s))).collect::<Option<_>>()?
    } else if c.eat(if many { " phases." } else { " phase." }) {
        list.iter().map(|n| PHASES.iter().find(|(w, _)| w == n).map(|(_, p)| Skipped::Phase(*p))).collect::<Option<_>>()?
    } else {
        return None;
    };
    // A list names each once; it is written in turn order.
    let mut sorted = skipped.clone();
    sorted.sort_by_key(|s| s.steps().first().copied());
    sorted.dedup();
    if !c.at_end() || sorted != skipped {
        return None;
    }
    let wording = WHO.iter().filter(|(_, e, _)| *e == each_player).position(|w| *w == WHO[i])? as u8;
    Some((ReplacementKind::Skip { skipped, each_player }, wording))
}

/// Write a skip read by `read`, in wording `n`.
pub fn write(skipped: &[Skipped], each_player: bool, n: u8) -> Result<String, String> {
    let (who, _, plural) = WHO.iter().filter(|(_, e, _)| *e == each_player).nth(n as usize).ok_or("a wording of a skip")?;
    let words: Vec<&str> = skipped.iter().map(name_of).collect::<Option<_>>().ok_or("a step that has no name of its own")?;
    let list = match words.as_slice() {
        [] => return Err("a skip of nothing".into()),
        [one] => one.to_string(),
        [a, b] => format!("{a} and {b}"),
        [rest @ .., last] => format!("{}, and {last}", rest.join(", ")),
    };
    let phases = skipped.iter().all(|s| matches!(s, Skipped::Phase(_)));
    if !phases && !skipped.iter().all(|s| matches!(s, Skipped::Step(_))) {
        return Err("a skip of both steps and phases".into());
    }
    let noun = if phases { "phase" } else { "step" };
    let s = if *plural || words.len() > 1 { "s" } else { "" };
    Ok(format!("{who}{list} {noun}{s}."))
}
