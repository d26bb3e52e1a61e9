//! Damage dealt by another object than the source (119.1), both ways:
//! "Target creature you control deals damage equal to its power to target
//! creature with flying", "It deals damage equal to its power to another
//! target creature", "That creature deals damage equal to its power to
//! [this]", "... to its controller", "It deals 2 damage to target creature
//! or player". The amount is that object's power (608.2h: as the
//! instruction is followed) or a number.

use super::*;

const DEALS_POWER: &str = " deals damage equal to its power to ";

pub(super) fn damage_by(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    // "Target creature you control deals ...": a target at the start of the sentence.
    let by = match eat_target(c, s, true) {
        Some(another) => {
            let (kind, f) = target_phrase(c)?;
            if kind != TargetKind::Permanent {
                return None;
            }
            ObjRef::Target(target_another(s, kind, f, another)?)
        }
        None => object(c, ctx, s).filter(|o| matches!(o, ObjRef::Target(_) | ObjRef::TriggerObject))?,
    };
    // (A target phrase may have read the space before the verb.)
    let spaced = c.text[..c.pos].ends_with(' ');
    let power = Amount::Dynamic(DynamicAmount::PowerOf { what: by.clone() });
    let amount = if c.eat(DEALS_POWER) || (spaced && c.eat(&DEALS_POWER[1..])) {
        power
    } else {
        // "It deals 2 damage to target creature or player."
        let verb = if spaced { &DEALS[1..] } else { DEALS };
        let n = c.attempt(|c| if c.eat(verb) { c.number().filter(|_| c.eat(DAMAGE_TO)) } else { None })?;
        Amount::Fixed(i32::try_from(n).ok()?)
    };
    let to = if ctx.eat_name(c) {
        Recipient::Object(ObjRef::This)
    } else if let (ObjRef::Target(i), Some(words)) = (&by, c.rest().starts_with(ITS_CONTROLLER).then_some(ITS_CONTROLLER).or(c.rest().starts_with(THAT_PLAYER).then_some(THAT_PLAYER))) {
        // "its controller"; "that player" after "target creature an opponent controls".
        if (words == THAT_PLAYER) != opponents_creature(&s.targets, *i) {
            return None;
        }
        c.eat(words);
        Recipient::Player(PlayerRef::ControllerOfTarget(*i))
    } else if c.rest().starts_with(THAT_PLAYER) {
        return None;
    } else {
        damage_recipient(c, ctx, s)?
    };
    Some(Effect::DealDamage { amount, to, unpreventable: false, by: Some(by) })
}

const DEALS: &str = " deals ";
const DAMAGE_TO: &str = " damage to ";

const ITS_CONTROLLER: &str = "its controller";
const THAT_PLAYER: &str = "that player";

/// Is target `i` "target creature an opponent controls" (whose controller is "that player")?
fn opponents_creature(targets: &[TargetSpec], i: usize) -> bool {
    targets.get(i).is_some_and(|t| t.filter.controller == Some(Relation::Opponent))
}

pub(super) fn write_damage_by(amount: &Amount, to: &Recipient, by: &ObjRef, w: &W) -> Result<String, String> {
    let deals = match amount {
        Amount::Dynamic(DynamicAmount::PowerOf { what }) if what == by => DEALS_POWER.to_string(),
        Amount::Fixed(n) if *n >= 0 => format!("{DEALS}{n}{DAMAGE_TO}"),
        _ => return Err("damage another object deals other than its power or a number".into()),
    };
    let subject = write_object(by, w)?;
    let to = match (to, by) {
        (Recipient::Object(ObjRef::This), _) => w.name.to_string(),
        (Recipient::Player(PlayerRef::ControllerOfTarget(i)), ObjRef::Target(j)) if i == j => if opponents_creature(w.targets, *i) { THAT_PLAYER } else { ITS_CONTROLLER }.to_string(),
        (r, _) => write_recipient(r, w)?,
    };
    Ok(format!("{subject}{deals}{to}"))
}
