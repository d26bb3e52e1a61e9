//! "Any player may [option] [or option]. If a player does, [instruction]. /
//! If no one does, [instruction]." (101.4: the players are asked in turn
//! order, starting with the active player, until one of them takes an
//! option), both ways. The options: "sacrifice two lands", "have [this]
//! deal 5 damage to him or her", "pay 3 life".

use super::*;

const ANY_PLAYER_MAY: &str = "any player may ";
const IF_A_PLAYER_DOES: &str = ". If a player does, ";
/// The same after two options.
const IF_A_PLAYER_DOES_EITHER: &str = ". If a player does either, ";
const IF_NO_ONE_DOES: &str = ". If no one does, ";
const DEAL_TO_HIM_OR_HER: &str = " damage to him or her";

/// One option a player may take.
fn option(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<PlayerOption> {
    if c.eat("sacrifice ") {
        let count = if c.eat("a ") || c.eat("an ") { 1 } else { c.word_number().filter(|n| (2..=10).contains(n) && c.eat(" "))? };
        let f = nouns::read(c, if count == 1 { Number::One } else { Number::Many }, None)?;
        if f.controller.is_some() || f.other {
            return None;
        }
        return Some(PlayerOption::Sacrifice { filter: f.into(), count });
    }
    if c.eat("pay ") {
        let n = c.number().and_then(|n| i32::try_from(n).ok())?;
        return c.eat(" life").then_some(PlayerOption::PayLife(n));
    }
    if !(c.eat("have ") && this(c, ctx, s) && c.eat(" deal ")) {
        return None;
    }
    let n = c.number().and_then(|n| i32::try_from(n).ok())?;
    c.eat(DEAL_TO_HIM_OR_HER).then_some(PlayerOption::TakeDamage(n))
}

/// The instruction and the sentences after it that say what follows from it.
pub(super) fn any_player_may(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    if !c.eat_sentence_start(ANY_PLAYER_MAY) {
        return None;
    }
    let mut options = vec![option(c, ctx, s)?];
    if c.eat(" or ") {
        options.push(option(c, ctx, s)?);
    }
    let mut then = Vec::new();
    let mut otherwise = Vec::new();
    let does = if options.len() == 2 { IF_A_PLAYER_DOES_EITHER } else { IF_A_PLAYER_DOES };
    if c.eat(does) {
        then.push(sentence(c, ctx, s)?);
    } else if c.eat(IF_NO_ONE_DOES) {
        otherwise.push(sentence(c, ctx, s)?);
    }
    let nested = then.iter().chain(&otherwise).any(|e| matches!(e, Effect::AnyPlayerMay { .. } | Effect::May { .. }));
    (!nested).then_some(Effect::AnyPlayerMay { options, then, otherwise })
}

fn write_option(o: &PlayerOption, w: &W) -> Result<String, String> {
    Ok(match o {
        PlayerOption::Sacrifice { filter, count: 1 } => {
            let noun = nouns::write(filter, Number::One, None)?;
            format!("sacrifice {} {noun}", super::super::words::article(&noun))
        }
        PlayerOption::Sacrifice { filter, count } => format!("sacrifice {} {}", number_word(*count), nouns::write(filter, Number::Many, None)?),
        PlayerOption::PayLife(n) => format!("pay {n} life"),
        PlayerOption::TakeDamage(n) => format!("have {} deal {n}{DEAL_TO_HIM_OR_HER}", write_this(w)),
    })
}

pub(super) fn write_any_player_may(options: &[PlayerOption], then: &[Effect], otherwise: &[Effect], w: &W) -> Result<String, String> {
    if options.is_empty() || options.len() > 2 || then.len() + otherwise.len() > 1 {
        return Err("an 'any player may' of this shape".into());
    }
    let words: Vec<String> = options.iter().map(|o| write_option(o, w)).collect::<Result<_, _>>()?;
    let mut out = format!("{ANY_PLAYER_MAY}{}", words.join(" or "));
    if let Some(e) = then.first() {
        let does = if options.len() == 2 { IF_A_PLAYER_DOES_EITHER } else { IF_A_PLAYER_DOES };
        out.push_str(&format!("{does}{}", write(e, w)?));
    }
    if let Some(e) = otherwise.first() {
        out.push_str(&format!("{IF_NO_ONE_DOES}{}", write(e, w)?));
    }
    Ok(out)
}
