//! Instructions about attacking and blocking, both ways: "[object] attacks
//! this turn if able" (a requirement on the declaration of attackers,
//! 508.1d) and "remove [object] from combat" (506.4).

use super::*;

pub(super) const ATTACKS_IF_ABLE: &str = " attacks this turn if able";

/// "Target creature / That creature / It / Enchanted creature / [this] /
/// Each creature attacks this turn if able" (508.1d).
pub(super) fn attacks_if_able(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    let what = if c.eat_sentence_start("each ") {
        let f = nouns::read(c, Number::One, None)?;
        ObjRef::All(f.into())
    } else {
        one_permanent(c, ctx, s, true)?
    };
    c.eat(ATTACKS_IF_ABLE).then_some(Effect::AttacksIfAble { what })
}

pub(super) fn write_attacks_if_able(what: &ObjRef, w: &W) -> Result<String, String> {
    let subject = match what {
        ObjRef::All(f) => format!("each {}", nouns::write(f, Number::One, None)?),
        o => write_object(o, w)?,
    };
    Ok(format!("{subject}{ATTACKS_IF_ABLE}"))
}

const THIS_TURN_DO_SO: &str = " this turn do so";

/// "All [creatures] able to block [target creature / this] this turn do so" (509.1c).
pub(super) fn must_be_blocked(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    if !c.eat_sentence_start("all ") {
        return None;
    }
    let by = nouns::read(c, Number::Many, None)?;
    if !c.eat(" able to block ") {
        return None;
    }
    let what = target_permanent_or_this(c, ctx, s)?;
    c.eat(THIS_TURN_DO_SO).then(|| Effect::MustBeBlocked { what, by: by.into() })
}

/// "target [permanent]" (a new target slot) or the card's own name.
fn target_permanent_or_this(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<ObjRef> {
    if let Some(another) = eat_target(c, s, false) {
        let (kind, f) = target_phrase(c)?;
        if kind != TargetKind::Permanent {
            return None;
        }
        return Some(ObjRef::Target(target_another(s, kind, f, another)?));
    }
    this(c, ctx, s).then_some(ObjRef::This)
}

pub(super) fn write_must_be_blocked(what: &ObjRef, by: &Filter, w: &W) -> Result<String, String> {
    if !matches!(what, ObjRef::Target(_) | ObjRef::This) {
        return Err(format!("creatures made to block {what:?}"));
    }
    Ok(format!("all {} able to block {}{THIS_TURN_DO_SO}", nouns::write(by, Number::Many, None)?, write_object(what, w)?))
}

const THIS_TURN_IF_ABLE: &str = " this turn if able";

/// "[Creature] blocks [this / it / target creature] this turn if able",
/// "Target creature blocks this turn if able" (509.1c).
pub(super) fn blocks_if_able(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    let what = one_permanent(c, ctx, s, false)?;
    if !c.eat(" blocks") {
        return None;
    }
    if c.eat(THIS_TURN_IF_ABLE) {
        return Some(Effect::BlocksIfAble { what, attacker: None });
    }
    if !c.eat(" ") {
        return None;
    }
    let attacker = if let Some(o) = c.attempt(|c| target_permanent_or_this(c, ctx, s)) {
        o
    } else if c.attempt(|c| (c.eat("it") && !c.rest().starts_with(|ch: char| ch.is_alphanumeric())).then_some(())).is_some() {
        // "it": the object the instruction before acted on.
        previous_object(s).filter(|o| matches!(o, ObjRef::Target(_)) && *o != what)?
    } else {
        return None;
    };
    c.eat(THIS_TURN_IF_ABLE).then_some(Effect::BlocksIfAble { what, attacker: Some(attacker) })
}

pub(super) fn write_blocks_if_able(what: &ObjRef, attacker: Option<&ObjRef>, w: &W) -> Result<String, String> {
    let subject = write_object(what, w)?;
    let Some(a) = attacker else { return Ok(format!("{subject} blocks{THIS_TURN_IF_ABLE}")) };
    let att = match a {
        ObjRef::Target(_) if w.prev.and_then(object_of).as_ref() == Some(a) => "it".to_string(),
        ObjRef::Target(_) | ObjRef::This => write_object(a, w)?,
        other => return Err(format!("blocking {other:?}")),
    };
    Ok(format!("{subject} blocks {att}{THIS_TURN_IF_ABLE}"))
}

/// "[Target creature / Creatures without defender] can't block [this] this turn" (509.1b).
pub(super) fn cant_block_attacker(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    let (what, all) = match c.attempt(|c| one_permanent(c, ctx, s, false)) {
        Some(o) => (Some(o), None),
        None => (None, Some(nouns::read_sentence_plural(c)?)),
    };
    if !c.eat(" can't block ") || !this(c, ctx, s) || !c.eat(" this turn") {
        return None;
    }
    Some(Effect::CantBlockAttacker { what, all: all.map(Into::into), attacker: ObjRef::This })
}

pub(super) fn write_cant_block_attacker(what: Option<&ObjRef>, all: Option<&Filter>, attacker: &ObjRef, w: &W) -> Result<String, String> {
    let subject = match (what, all) {
        (Some(o), None) if !matches!(o, ObjRef::All(_)) => write_object(o, w)?,
        (None, Some(f)) => nouns::write(f, Number::Many, None)?,
        _ => return Err("creatures that can't block, named two ways".into()),
    };
    if *attacker != ObjRef::This {
        return Err(format!("can't block {attacker:?}"));
    }
    Ok(format!("{subject} can't block {} this turn", write_object(attacker, w)?))
}

/// The wording bit of "... and can attack this turn as though it didn't have
/// defender" after an instruction on the same object, written without it.
const SAME_OBJECT: u16 = 2;

/// "[this / target creature / creatures matching] can attack this turn as
/// though [it / they] didn't have defender" (702.3b); with no subject after
/// an instruction on one object ("gets +3/-1 until end of turn and can attack ...").
pub(super) fn attack_despite_defender(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    let (what, plural) = if c.rest().starts_with("can attack") {
        let prev = previous_object(s).filter(|o| !matches!(o, ObjRef::All(_) | ObjRef::Targets))?;
        add_alt(s, s.effects.len(), SAME_OBJECT);
        (prev, false)
    } else if let Some(o) = c.attempt(|c| one_permanent(c, ctx, s, false).filter(|_| c.eat(" "))) {
        (o, false)
    } else {
        let f = nouns::read_sentence_plural(c)?;
        if !c.eat(" ") {
            return None;
        }
        (ObjRef::All(f.into()), true)
    };
    c.eat(if plural { DESPITE_DEFENDER_THEY } else { DESPITE_DEFENDER_IT }).then_some(Effect::AttackDespiteDefender { what })
}

const DESPITE_DEFENDER_IT: &str = "can attack this turn as though it didn't have defender";
const DESPITE_DEFENDER_THEY: &str = "can attack this turn as though they didn't have defender";

pub(super) fn write_attack_despite_defender(what: &ObjRef, w: &W) -> Result<String, String> {
    if w.alt & SAME_OBJECT != 0 {
        if w.prev.and_then(object_of).as_ref() != Some(what) {
            return Err("an object the instruction before didn't name".into());
        }
        return Ok(DESPITE_DEFENDER_IT.into());
    }
    Ok(match what {
        ObjRef::All(f) => format!("{} {DESPITE_DEFENDER_THEY}", nouns::write(f, Number::Many, None)?),
        o => format!("{} {DESPITE_DEFENDER_IT}", write_object(o, w)?),
    })
}

/// The words of 509.1a's permissions for this turn: one more attacker, any number.
const BLOCK_ADDITIONAL: [&str; 2] = [" can block an additional creature this turn", " can block any number of creatures this turn"];

/// "[Target creature / this] can block an additional creature this turn",
/// "... can block any number of creatures this turn" (509.1a).
pub(super) fn can_block_additional(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    let what = one_permanent(c, ctx, s, true)?;
    let i = c.eat_one_of(&BLOCK_ADDITIONAL)?;
    Some(Effect::CanBlockAdditional { what, additional: (i == 0).then_some(1) })
}

pub(super) fn write_can_block_additional(what: &ObjRef, additional: Option<u32>, w: &W) -> Result<String, String> {
    let words = match additional {
        Some(1) => BLOCK_ADDITIONAL[0],
        None => BLOCK_ADDITIONAL[1],
        Some(n) => return Err(format!("blocking {n} additional creatures")),
    };
    Ok(format!("{}{words}", write_object(what, w)?))
}

const NO_COMBAT_DAMAGE: &str = " assigns no combat damage this turn";

/// "[This / target creature / it] assigns no combat damage this turn" (510.1).
pub(super) fn assigns_no_combat_damage(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    let what = one_permanent(c, ctx, s, true)?;
    c.eat(NO_COMBAT_DAMAGE).then_some(Effect::AssignsNoCombatDamage { what })
}

pub(super) fn write_assigns_no_combat_damage(what: &ObjRef, w: &W) -> Result<String, String> {
    Ok(format!("{}{NO_COMBAT_DAMAGE}", write_object(what, w)?))
}
