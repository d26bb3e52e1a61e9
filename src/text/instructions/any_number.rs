//! "Any number of target players each [verb] ..." and "Any number of target
//! opponents each ...", both ways: a variable number of targets (601.2c),
//! each player chosen at most once (115.3), the instruction followed for
//! each chosen player still a legal target (608.2b) in turn order (101.4).
//! The form has one player slot with `any_number` (made one slot per player
//! chosen as the spell is cast or the ability activated): the only target
//! of the text (`Recipient::Targets` is every player chosen).

use super::*;

const ANY_NUMBER: &str = "any number of target ";
const PLAYERS_EACH: &str = "players each ";
const OPPONENTS_EACH: &str = "opponents each ";

/// The subject "any number of target players / opponents each " (the verb
/// after it takes no -s): the slots, and whom the instruction names.
pub(super) fn subject(c: &mut Cursor, s: &mut Sentences) -> Option<Recipient> {
    if !s.targets.is_empty() || !c.eat_sentence_start(ANY_NUMBER) {
        return None;
    }
    let controller = match c.eat_one_of(&[PLAYERS_EACH, OPPONENTS_EACH])? {
        0 => None,
        _ => Some(Relation::Opponent),
    };
    let slot = target(s, TargetKind::Player, FilterSpec { controller, ..Default::default() });
    s.targets[slot].any_number = true;
    Some(Recipient::Targets)
}

/// Are the targets the slot `subject` makes?
fn any_number_of_players(targets: &[TargetSpec]) -> Option<&'static str> {
    let [first] = targets else { return None };
    if first.kind != TargetKind::Player || !first.any_number || first.optional || first.another {
        return None;
    }
    match first.filter.controller {
        None if first.filter.is_empty() => Some(PLAYERS_EACH),
        Some(Relation::Opponent) if (FilterSpec { controller: None, ..(*first.filter).clone() }) == FilterSpec::default() => Some(OPPONENTS_EACH),
        _ => None,
    }
}

pub(super) fn write_subject(targets: &[TargetSpec]) -> Result<String, String> {
    let each = any_number_of_players(targets).ok_or("'each target' with targets other than any number of players")?;
    Ok(format!("{ANY_NUMBER}{}", each.trim_end()))
}

/// An instruction naming the chosen targets as its players.
fn names_targets(e: &Effect) -> bool {
    match e {
        Effect::Draw { player: r, .. } | Effect::LoseLife { to: r, .. } | Effect::DiscardHand { player: r, .. } | Effect::Discard { player: r, .. } => *r == Recipient::Targets,
        Effect::May { effects, otherwise, .. } => effects.iter().chain(otherwise).any(names_targets),
        _ => false,
    }
}

/// "Any number of target players" names every target of its text, and only
/// instructions that say it name them all.
pub fn alone(effects: &[Effect], targets: &[TargetSpec]) -> bool {
    !effects.iter().any(names_targets) || any_number_of_players(targets).is_some()
}
