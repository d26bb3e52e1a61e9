//! Copies, both ways (706): "create a token that's a copy of [object]"
//! (706.2: the token's copiable values are the object's) and "[this]
//! becomes a copy of [object] [until end of turn / until your next turn /
//! and gains this ability]" (706.2 with 613.1a, layer 1; 706.9a: an ability the copy
//! effect says it gains is part of the copiable values).

use super::*;

const A_TOKEN: &str = "a token that's a copy of ";
const TOKENS: &str = " tokens that are copies of ";
const BECOMES: &str = " becomes a copy of ";
const GAINS_THIS: &str = " and gains this ability";
const UNTIL_EOT: &str = " until end of turn";

/// The object copied: what the instruction before moved ("that card"),
/// "target [noun]", the trigger's creature, the card itself, or the creature
/// it is attached to ("enchanted creature").
fn copied(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<ObjRef> {
    if attached(c) {
        return Some(ObjRef::Attached);
    }
    // "That creature" for the creature whose entering triggered the ability, usually "it" (603.2).
    if ctx.trigger_it.get() && c.eat("that creature") {
        add_alt(s, s.effects.len(), THAT_CREATURE);
        return Some(ObjRef::TriggerObject);
    }
    c.attempt(|c| moved_pronoun(c, s)).or_else(|| c.attempt(|c| one_permanent(c, ctx, s, false)))
}

/// The wording bit of "that creature" for the trigger's object where "it" is usual.
const THAT_CREATURE: u16 = 1;

fn write_copied(of: &ObjRef, w: &W) -> Result<String, String> {
    if *of == ObjRef::TriggerObject && w.alt & THAT_CREATURE != 0 {
        return Ok("that creature".into());
    }
    write_object(of, w)
}

/// "Create a token that's a copy of [object]", "create two tokens that are
/// copies of [object]".
pub(super) fn token_copy(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    if !c.eat_sentence_start("create ") {
        return None;
    }
    let n = if c.eat(A_TOKEN) {
        1
    } else {
        let n = c.word_number().filter(|n| (2..=10).contains(n))?;
        if !c.eat(TOKENS) {
            return None;
        }
        n
    };
    let of = copied(c, ctx, s)?;
    Some(Effect::CreateTokenCopy { of, count: Amount::Fixed(i32::try_from(n).ok()?), under: None })
}

pub(super) fn write_token_copy(of: &ObjRef, count: &Amount, w: &W) -> Result<String, String> {
    let of = write_copied(of, w)?;
    match count {
        Amount::Fixed(1) => Ok(format!("create {A_TOKEN}{of}")),
        Amount::Fixed(n) if (2..=10).contains(n) => Ok(format!("create {}{TOKENS}{of}", number_word(*n as u32))),
        other => Err(format!("the number of token copies {other:?}")),
    }
}

/// "[this] becomes a copy of [object]", "... until end of turn", "... until
/// your next turn", "... and gains this ability" (the card itself only);
/// "Target Shapeshifter becomes a copy of target creature ...".
pub(super) fn becomes_copy(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    let what = c.attempt(|c| one_permanent(c, ctx, s, false))?;
    if !matches!(what, ObjRef::This | ObjRef::Target(_)) || !c.eat(BECOMES) {
        return None;
    }
    let of = copied(c, ctx, s)?;
    let (gains_this_ability, duration) = if what == ObjRef::This && c.eat(GAINS_THIS) {
        (true, Duration::Indefinitely)
    } else if c.eat(UNTIL_EOT) {
        (false, Duration::EndOfTurn)
    } else if c.eat(UNTIL_YOUR_NEXT_TURN) {
        (false, Duration::UntilYourNextTurn)
    } else {
        (false, Duration::Indefinitely)
    };
    let modifications = vec![Modification::BecomeCopy { of, gains_this_ability }];
    Some(Effect::Continuous { what, modifications, duration, text: String::new() })
}

const UNTIL_YOUR_NEXT_TURN: &str = " until your next turn";

/// The words of `becomes_copy`, if the effect is one.
pub(super) fn write_becomes_copy(e: &Effect, w: &W) -> Option<Result<String, String>> {
    let Effect::Continuous { what: what @ (ObjRef::This | ObjRef::Target(_)), modifications, duration, .. } = e else { return None };
    let [Modification::BecomeCopy { of, gains_this_ability }] = modifications.as_slice() else { return None };
    let suffix = match (gains_this_ability, duration) {
        (true, Duration::Indefinitely) if *what == ObjRef::This => GAINS_THIS,
        (false, Duration::EndOfTurn) => UNTIL_EOT,
        (false, Duration::UntilYourNextTurn) => UNTIL_YOUR_NEXT_TURN,
        (false, Duration::Indefinitely) => "",
        _ => return Some(Err("a copy effect with another duration".into())),
    };
    let subject = match write_object(what, w) {
        Ok(s) => s,
        Err(e) => return Some(Err(e)),
    };
    Some(write_copied(of, w).map(|o| format!("{subject}{BECOMES}{o}{suffix}")))
}
