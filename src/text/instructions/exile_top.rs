//! "Exile the top card of your library. Until end of turn, you may play that
//! card." both ways: `exile_top` (the top cards of your or a target player's
//! library, exiled face up) and, after it, `may_play_exiled` (601.3: the
//! cards may be played from exile until end of turn, or until your next
//! turn).

use super::*;

const EXILE_THE_TOP: &str = "exile the top ";

/// The wording bit of a player exiling the top of their own library ("that
/// player exiles the top card of his or her library").
const PLAYER_EXILES: u16 = 4096;

/// "exile the top card / the top N cards of [your / target player's] library";
/// "[player] exiles the top card / N cards / X cards of his or her library".
pub(super) fn exile_top(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    if let Some(e) = undone(c, s, |c, s| player_exiles(c, ctx, s)) {
        return Some(e);
    }
    if !c.eat_sentence_start(EXILE_THE_TOP) {
        return None;
    }
    let count = top_amount(c)?;
    if !c.eat(" of ") {
        return None;
    }
    let player = if c.eat("your library") { Recipient::Player(PlayerRef::You) } else { target_players(c, s, "library")? };
    Some(Effect::ExileTop { player, count })
}

/// After "the top ": "card", "N cards" or "X cards" (the X announced).
fn top_amount(c: &mut Cursor) -> Option<Amount> {
    if c.eat("X cards") {
        return Some(Amount::Dynamic(DynamicAmount::X));
    }
    Some(Amount::Fixed(top_count(c)? as i32))
}

fn player_exiles(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    let (player, true) = player_subject(c, ctx, s)? else { return None };
    if matches!(player, Recipient::Player(PlayerRef::You)) || !c.eat("exiles the top ") {
        return None;
    }
    let count = top_amount(c)?;
    if !c.eat(" of his or her library") {
        return None;
    }
    add_alt(s, s.effects.len(), PLAYER_EXILES);
    Some(Effect::ExileTop { player, count })
}

pub(super) fn write_exile_top(player: &Recipient, count: &Amount, w: &W) -> Result<String, String> {
    // A player other than you or a target can only be said doing it themselves.
    if w.alt & PLAYER_EXILES != 0 || !matches!(player, Recipient::Player(PlayerRef::You) | Recipient::Target(_)) {
        let (who, _) = write_player_subject(player, w)?;
        let n = write_top_count(count)?;
        return Ok(format!("{who} exiles the top {n} of his or her library"));
    }
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
