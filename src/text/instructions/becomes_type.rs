//! "[object] becomes an artifact [in addition to its other types] [until
//! end of turn]" both ways (205.1a-b, 613.1d: layer 4). Said with "in
//! addition to its other types", the card type is added; said without it,
//! the new card type replaces the object's card types (Opal Acrolith stops
//! being a creature as it becomes an enchantment).

use super::*;

const BECOMES: &str = " becomes ";
const IN_ADDITION: &str = " in addition to its other types";
const UNTIL_EOT: &str = " until end of turn";

/// The card types an object is said to become alone (a creature needs its
/// power and toughness said, `becomes_creature`).
const TYPES: [(&str, CardType); 3] = [("an artifact", CardType::Artifact), ("an enchantment", CardType::Enchantment), ("a land", CardType::Land)];

/// "Target permanent becomes an artifact in addition to its other types
/// until end of turn", "[this] becomes an enchantment".
pub(super) fn becomes_type(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    let what = c.attempt(|c| one_permanent(c, ctx, s, true))?;
    if !c.eat(BECOMES) {
        return None;
    }
    let (_, t) = TYPES.iter().find(|(w, _)| c.eat(w))?;
    let modification = if c.eat(IN_ADDITION) { Modification::AddType(*t) } else { Modification::SetTypes(vec![*t]) };
    let duration = if c.eat(UNTIL_EOT) { Duration::EndOfTurn } else { Duration::Indefinitely };
    if c.rest().starts_with(|ch: char| ch.is_alphanumeric() || ch == ' ') {
        return None;
    }
    Some(Effect::Continuous { what, modifications: vec![modification], duration, text: String::new() })
}

/// Is this a change `becomes_type` reads?
pub(super) fn is_type_change(modifications: &[Modification], duration: &Duration) -> bool {
    let one_type = |t: &CardType| TYPES.iter().any(|(_, x)| x == t);
    let change = match modifications {
        [Modification::AddType(t)] => one_type(t),
        [Modification::SetTypes(ts)] => matches!(ts.as_slice(), [t] if one_type(t)),
        _ => false,
    };
    change && matches!(duration, Duration::Indefinitely | Duration::EndOfTurn)
}

pub(super) fn write_becomes_type(what: &ObjRef, modifications: &[Modification], duration: &Duration, w: &W) -> Result<String, String> {
    let (t, added) = match modifications {
        [Modification::AddType(t)] => (*t, IN_ADDITION),
        [Modification::SetTypes(ts)] if ts.len() == 1 => (ts[0], ""),
        other => return Err(format!("the type change {other:?}")),
    };
    let (words, _) = TYPES.iter().find(|(_, x)| *x == t).ok_or("a card type said alone")?;
    let until = if *duration == Duration::EndOfTurn { UNTIL_EOT } else { "" };
    Ok(format!("{}{BECOMES}{words}{added}{until}", write_object(what, w)?))
}
