//! "Exile the top card of your library. Until end of turn, you may play that
//! card." both ways: `exile_top` (the top cards of your or a target player's
//! library, exiled face up) and, after it, `may_play_exiled` (601.3: the
//! cards may be played from exile until end of turn, or until your next
//! turn).

use super::*;

const EXILE_THE_TOP: &str = "exile the top ";

/// "exile the top card / the top N cards of [your / target player's] library".
pub(super) fn exile_top(c: &mut Cursor, _: &Context, s: &mut Sentences) -> Option<Effect> {
    if !c.eat_sentence_start(EXILE_THE_TOP) {
        return None;
    }
    let n = top_count(c)?;
    if !c.eat(" of ") {
        return None;
    }
    let player = if c.eat("your library") { Recipient::Player(PlayerRef::You) } else { target_players(c, s, "library")? };
    Some(Effect::ExileTop { player, count: Amount::Fixed(n as i32) })
}

pub(super) fn write_exile_top(player: &Recipient, count: &Amount, w: &W) -> Result<String, String> {
    let n = write_top_count(count)?;
    let whose = match player {
        Recipient::Player(PlayerRef::You) => "your library".to_string(),
        Recipient::Target(i) => format!("{}'s library", target_words(w, *i)?),
        other => return Err(format!("the library of {other:?}")),
    };
    Ok(format!("{EXILE_THE_TOP}{n} of {whose}"))
}

/// The durations a permission to play exiled cards is written with, first.
const PLAY_DURATIONS: [(&str, Duration); 2] = [("until end of turn, ", Duration::EndOfTurn), ("until your next turn, ", Duration::UntilYourNextTurn)];
const YOU_MAY_PLAY: &str = "you may play ";

/// The cards the instruction before exiled from the top of a library, as
/// the permission names them: "that card", "those cards".
fn exiled_words(before: Option<&Effect>) -> Option<&'static str> {
    match before? {
        Effect::ExileTop { count: Amount::Fixed(1), .. } => Some("that card"),
        Effect::ExileTop { count: Amount::Fixed(n), .. } if *n >= 2 => Some("those cards"),
        _ => None,
    }
}

/// "Until end of turn, you may play that card" after `exile_top`.
pub(super) fn may_play_exiled(c: &mut Cursor, _: &Context, s: &mut Sentences) -> Option<Effect> {
    let words = exiled_words(s.effects.last())?;
    let (_, duration) = PLAY_DURATIONS.iter().find(|(w, _)| c.eat_sentence_start(w))?;
    (c.eat(YOU_MAY_PLAY) && c.eat(words)).then(|| Effect::MayPlayExiled { duration: duration.clone() })
}

pub(super) fn write_may_play_exiled(duration: &Duration, w: &W) -> Result<String, String> {
    let words = exiled_words(w.prev).ok_or("a permission to play cards no exile of the top of a library names")?;
    let (when, _) = PLAY_DURATIONS.iter().find(|(_, d)| d == duration).ok_or_else(|| format!("a permission lasting {duration:?}"))?;
    Ok(format!("{when}{YOU_MAY_PLAY}{words}"))
}
