//! The player a noun's permanents belong to, both ways, where an instruction
//! names that player after the noun: "each creature target player
//! controls", "target artifact that player controls", "the number of lands
//! he or she controls", "each creature defending player controls". The
//! noun's reader leaves a placeholder (`nouns::read_suffixes`) and its
//! writer a marker (`nouns::player_marker`); here the instruction settles
//! which player the words stand for, and writes the words back.
//!
//! "That player" and "he or she" stand for the player the instruction
//! itself names (a target player; each player or each opponent in turn),
//! else a target player the instruction before named, else the player the
//! trigger event named.

use super::instructions::{add_alt, target, target_words, Sentences, W};
use super::nouns::{NEW_TARGET_OPPONENT, NEW_TARGET_PLAYER};
use crate::cards::def::*;

/// The wording bit of an instruction whose nouns say "he or she controls"
/// (not "that player controls").
const HE_OR_SHE: u16 = 2;

/// The player an instruction names as its subject or recipient: a target
/// player, or each player or opponent in turn.
fn own_player(e: &Effect, targets: &[TargetSpec]) -> Option<PlayerRef> {
    let r = match e {
        Effect::DealDamage { to, .. } | Effect::LoseLife { to, .. } | Effect::GivePoison { to, .. } => to,
        Effect::Draw { player, .. } => player,
        Effect::GainLife { player: PlayerRef::Target(i), .. } => return Some(PlayerRef::Target(*i)),
        _ => return None,
    };
    // "Target player and each creature he or she controls": the part that is a target player.
    if let Recipient::And(parts) = r {
        return parts.iter().find_map(|p| match p {
            Recipient::Target(i) if targets.get(*i).is_some_and(|t| t.kind == TargetKind::Player) => Some(PlayerRef::Target(*i)),
            _ => None,
        });
    }
    match r {
        Recipient::Target(i) if targets.get(*i).is_some_and(|t| t.kind == TargetKind::Player) => Some(PlayerRef::Target(*i)),
        Recipient::EachPlayer | Recipient::EachOpponent => Some(PlayerRef::EachInTurn),
        _ => None,
    }
}

/// Whom "that player" and "he or she" name in `e`, after `prev`.
fn that_player(e: &Effect, prev: Option<&Effect>, targets: &[TargetSpec]) -> Option<PlayerRef> {
    own_player(e, targets).or_else(|| prev.and_then(|p| own_player(p, targets)).filter(|r| matches!(r, PlayerRef::Target(_))))
}

/// The filters of the counts an amount reads.
fn amount_filters<'a>(a: &'a mut Amount, out: &mut Vec<&'a mut Filter>) {
    match a {
        Amount::Dynamic(DynamicAmount::Permanents { filter }) => out.push(filter),
        Amount::Dynamic(DynamicAmount::Times { of, .. }) => amount_filters(of, out),
        Amount::Dynamic(DynamicAmount::Sum { of } | DynamicAmount::Max { of }) => {
            for x in of {
                amount_filters(x, out);
            }
        }
        _ => {}
    }
}

/// The filters of an instruction that may name a player's permanents, each
/// with whether the engine reads it for each player in turn (an amount of
/// damage or life loss, `Game::amount_each`).
fn effect_filters(e: &mut Effect) -> Vec<(&mut Filter, bool)> {
    let mut amounts = Vec::new();
    let mut groups = Vec::new();
    let each = matches!(e, Effect::DealDamage { .. } | Effect::LoseLife { .. });
    match e {
        Effect::DealDamage { amount, to, .. } => {
            amount_filters(amount, &mut amounts);
            match to {
                Recipient::Object(ObjRef::All(f)) => groups.push(f),
                Recipient::And(parts) => groups.extend(parts.iter_mut().filter_map(|r| if let Recipient::Object(ObjRef::All(f)) = r { Some(f) } else { None })),
                _ => {}
            }
        }
        Effect::LoseLife { amount, .. } | Effect::GainLife { amount, .. } => amount_filters(amount, &mut amounts),
        Effect::Draw { count, .. } => amount_filters(count, &mut amounts),
        Effect::Destroy { what: ObjRef::All(f) } | Effect::Tap { what: ObjRef::All(f) } | Effect::Untap { what: ObjRef::All(f) } | Effect::ReturnToHand { what: ObjRef::All(f) } => groups.push(f),
        Effect::PutCounters { what: ObjRef::All(f), .. } | Effect::GainControl { what: ObjRef::All(f), .. } => groups.push(f),
        // "Creatures target player controls get +1/+1 until end of turn" (fixed as it resolves, 611.2c).
        Effect::Continuous { what: ObjRef::All(f), .. } => groups.push(f),
        _ => {}
    }
    amounts.into_iter().map(|f| (f, each)).chain(groups.into_iter().map(|f| (f, false))).collect()
}

/// How many filters of a value name a player's permanents.
fn named_players<T: serde::Serialize>(v: &T) -> usize {
    crate::json::to_string(v).map(|j| j.matches("\"controlled_by\"").count()).unwrap_or(usize::MAX)
}

/// Settle the players the nouns of a new instruction name (its own target
/// slots from `first_slot`). None where a noun names a player this
/// instruction can't find, or where the engine would not find it.
pub fn settle(e: &mut Effect, s: &mut Sentences, first_slot: usize, he_or_she: bool) -> Option<()> {
    let named = named_players(e) + s.targets[first_slot..].iter().map(named_players).sum::<usize>();
    if named == 0 {
        return Some(());
    }
    let prev = s.effects.last().and_then(|p| own_player(p, &s.targets)).filter(|r| matches!(r, PlayerRef::Target(_)));
    let (mut settled, mut new_slots) = (0, Vec::new());
    settle_in(e, s, &prev, &mut new_slots, &mut settled)?;
    // A target slot's player: the defending player, or the trigger's player (rules::targets).
    for t in &s.targets[first_slot..] {
        match &t.filter.controlled_by {
            None => {}
            Some(PlayerRef::Defending) => settled += 1,
            Some(PlayerRef::TriggerPlayer) if prev.is_none() && own_player(e, &s.targets).is_none() => settled += 1,
            Some(_) => return None,
        }
    }
    if settled != named || new_slots.len() > 1 {
        return None;
    }
    if he_or_she {
        add_alt(s, s.effects.len(), HE_OR_SHE);
    }
    Some(())
}

/// `settle` for one instruction, and the instructions it holds ("you may",
/// "unless you pay", "if ..."); `prev`: the target player of the
/// instruction before.
fn settle_in(e: &mut Effect, s: &mut Sentences, prev: &Option<PlayerRef>, new_slots: &mut Vec<usize>, settled: &mut usize) -> Option<()> {
    match e {
        Effect::May { effects, otherwise, .. } => {
            for x in effects.iter_mut().chain(otherwise.iter_mut()) {
                settle_in(x, s, prev, new_slots, settled)?;
            }
            return Some(());
        }
        Effect::UnlessYouPay { effects, .. } => {
            for x in effects {
                settle_in(x, s, prev, new_slots, settled)?;
            }
            return Some(());
        }
        Effect::Instead { instead, otherwise, .. } => {
            for x in instead.iter_mut().chain(otherwise.iter_mut()) {
                settle_in(x, s, prev, new_slots, settled)?;
            }
            return Some(());
        }
        _ => {}
    }
    let that = own_player(e, &s.targets).or_else(|| prev.clone());
    for (f, each) in effect_filters(e) {
        let Some(r) = f.controlled_by.clone() else { continue };
        let r = match r {
            PlayerRef::TriggerPlayer => that.clone().unwrap_or(PlayerRef::TriggerPlayer),
            PlayerRef::Target(NEW_TARGET_PLAYER) => PlayerRef::Target(new_slot(s, new_slots, None)),
            PlayerRef::Target(NEW_TARGET_OPPONENT) => PlayerRef::Target(new_slot(s, new_slots, Some(Relation::Opponent))),
            r => r,
        };
        if r == PlayerRef::EachInTurn && !each {
            return None;
        }
        f.controlled_by = Some(r);
        *settled += 1;
    }
    Some(())
}

/// A target slot for "target player / opponent controls".
fn new_slot(s: &mut Sentences, made: &mut Vec<usize>, controller: Option<Relation>) -> usize {
    let slot = target(s, TargetKind::Player, FilterSpec { controller, ..Default::default() });
    made.push(slot);
    slot
}

/// An instruction's words with the players its nouns name written in place
/// of their markers.
pub fn fill(words: String, e: &Effect, w: &W) -> Result<String, String> {
    if !words.contains('\u{1}') {
        return Ok(words);
    }
    let that = that_player(e, w.prev, w.targets);
    let that_words = if w.alt & HE_OR_SHE != 0 { "he or she" } else { "that player" };
    let mut out = String::with_capacity(words.len());
    for (k, part) in words.split('\u{1}').enumerate() {
        if k % 2 == 0 {
            out.push_str(part);
            continue;
        }
        let r = match part {
            "that" => PlayerRef::TriggerPlayer,
            "each" => PlayerRef::EachInTurn,
            "defending" => PlayerRef::Defending,
            n => PlayerRef::Target(n.parse().map_err(|_| format!("the player marker {n}"))?),
        };
        let player = match &r {
            PlayerRef::Defending => "defending player".to_string(),
            PlayerRef::TriggerPlayer if that.is_none() => that_words.to_string(),
            r if that.as_ref() == Some(r) => that_words.to_string(),
            PlayerRef::Target(i) => target_words(w, *i)?,
            other => return Err(format!("the player {other:?} after a noun")),
        };
        out.push_str(&player);
    }
    Ok(out)
}
