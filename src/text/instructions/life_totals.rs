//! Instructions about a player's life total and the end of the game, both
//! ways: "[Target player's / Your] life total becomes N" (118.5: the player
//! gains or loses the difference), "you win the game" (104.2b) and "you
//! lose the game" (104.3e).

use super::*;

const BECOMES: &str = " becomes ";
const WIN_THE_GAME: &str = "you win the game";
const LOSE_THE_GAME: &str = "you lose the game";

/// "Target player's life total becomes 20", "Your life total becomes 10".
pub(super) fn life_total_becomes(c: &mut Cursor, _: &Context, s: &mut Sentences) -> Option<Effect> {
    let player = if c.eat_sentence_start("your life total") {
        PlayerRef::You
    } else if c.eat_sentence_start("target player's life total") {
        PlayerRef::Target(target(s, TargetKind::Player, FilterSpec::default()))
    } else {
        return None;
    };
    if !c.eat(BECOMES) {
        return None;
    }
    let n = c.number().and_then(|n| i32::try_from(n).ok())?;
    Some(Effect::SetLife { player, amount: Amount::Fixed(n) })
}

pub(super) fn write_life_total_becomes(player: &PlayerRef, amount: &Amount, w: &W) -> Result<String, String> {
    let Amount::Fixed(n) = amount else { return Err(format!("a life total of {amount:?}")) };
    let who = match player {
        PlayerRef::You => "your".to_string(),
        PlayerRef::Target(i) => format!("{}'s", target_words(w, *i)?),
        other => return Err(format!("the life total of {other:?}")),
    };
    Ok(format!("{who} life total{BECOMES}{n}"))
}

/// "You win the game" (104.2b: each opponent loses).
pub(super) fn win_the_game(c: &mut Cursor, _: &Context, _: &mut Sentences) -> Option<Effect> {
    c.eat_sentence_start(WIN_THE_GAME).then_some(Effect::WinTheGame)
}

pub(super) fn write_win_the_game() -> String {
    WIN_THE_GAME.to_string()
}

/// "You lose the game" (104.3e).
pub(super) fn lose_the_game(c: &mut Cursor, _: &Context, _: &mut Sentences) -> Option<Effect> {
    c.eat_sentence_start(LOSE_THE_GAME).then_some(Effect::LoseTheGame)
}

pub(super) fn write_lose_the_game() -> String {
    LOSE_THE_GAME.to_string()
}
