//! Poison counters given by an instruction, both ways: "defending player
//! gets a poison counter", "that player gets two poison counters", "its
//! controller gets a poison counter" (104.3d: a player with ten or more
//! loses; a player's counters are poison counters).

use super::*;

const POISON_COUNTER: &str = "a poison counter";
const POISON_COUNTERS: &str = " poison counters";

/// "[player] gets a poison counter", "[player] gets N poison counters".
pub(super) fn gets_poison(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    let (to, s_form) = player_subject(c, ctx, s)?;
    if !verb(c, "get", s_form) {
        return None;
    }
    let count = if c.eat(POISON_COUNTER) {
        Amount::Fixed(1)
    } else {
        let n = match c.word_number() {
            Some(n) if n >= 2 => Amount::Fixed(i32::try_from(n).ok()?),
            Some(_) => return None,
            None => amount_of(c, ctx)?,
        };
        if !c.eat(POISON_COUNTERS) {
            return None;
        }
        n
    };
    Some(Effect::GivePoison { to, count })
}

pub(super) fn write_gets_poison(to: &Recipient, count: &Amount, w: &W) -> Result<String, String> {
    let (who, s_form) = write_player_subject(to, w)?;
    let n = match count {
        Amount::Fixed(1) => POISON_COUNTER.to_string(),
        Amount::Fixed(n) if *n >= 2 => format!("{}{POISON_COUNTERS}", number_word(*n as u32)),
        other => format!("{}{POISON_COUNTERS}", write_amount(other)?),
    };
    Ok(format!("{who} {} {n}", write_verb("get", s_form)))
}
