//! "Shuffle your hand, your graveyard, and all permanents you own into your
//! library" (701.16: the cards move together, then the library is shuffled),
//! both ways: any of the three, in that order, joined as English lists them.

use super::*;

const INTO_YOUR_LIBRARY: &str = " into your library";
/// The three things, in the order the texts list them.
const PARTS: [&str; 3] = ["your hand", "your graveyard", "all permanents you own"];

/// "Shuffle your graveyard into your library", "shuffle your hand, your
/// graveyard, and all permanents you own into your library".
pub(super) fn shuffle_your_cards(c: &mut Cursor, _: &Context, _: &mut Sentences) -> Option<Effect> {
    if !c.eat_sentence_start("shuffle ") {
        return None;
    }
    // "Shuffle your library" (701.16): nothing moves; the library is shuffled.
    if c.eat(YOUR_LIBRARY) {
        return Some(Effect::ShuffleIntoLibrary { player: Some(PlayerRef::You), each_player: false, what: None, hand: false, graveyard: false, permanents: false });
    }
    let start = c.pos;
    let mut have = [false; 3];
    let mut from = 0;
    loop {
        let i = (from..PARTS.len()).find(|i| c.eat(PARTS[*i]))?;
        have[i] = true;
        from = i + 1;
        if c.eat(INTO_YOUR_LIBRARY) {
            break;
        }
        if !(c.eat(", and ") || c.eat(" and ") || c.eat(", ")) {
            return None;
        }
    }
    let e = Effect::ShuffleIntoLibrary { player: Some(PlayerRef::You), each_player: false, what: None, hand: have[0], graveyard: have[1], permanents: have[2] };
    // Only the one way of joining them the writer uses.
    (write_shuffle_your_cards(have).as_deref() == c.text.get(start..c.pos)).then_some(e)
}

/// The words after "shuffle ", joined as a list ("a", "a and b", "a, b, and c").
fn write_shuffle_your_cards(have: [bool; 3]) -> Option<String> {
    let parts: Vec<&str> = PARTS.iter().zip(have).filter(|(_, h)| *h).map(|(p, _)| *p).collect();
    let list = match parts.as_slice() {
        [] => return None,
        [a] => a.to_string(),
        [a, b] => format!("{a} and {b}"),
        [a, b, c] => format!("{a}, {b}, and {c}"),
        _ => return None,
    };
    Some(format!("{list}{INTO_YOUR_LIBRARY}"))
}

const YOUR_LIBRARY: &str = "your library";
const HIS_OR_HER_LIBRARY: &str = "his or her library";

pub(super) fn write_shuffle(hand: bool, graveyard: bool, permanents: bool) -> Result<String, String> {
    if !(hand || graveyard || permanents) {
        return Ok(format!("shuffle {YOUR_LIBRARY}"));
    }
    write_shuffle_your_cards([hand, graveyard, permanents]).map(|l| format!("shuffle {l}")).ok_or_else(|| "shuffling nothing into a library".into())
}

const INTO_HIS_OR_HER_LIBRARY: &str = " into his or her library";
/// The three things a player names of their own, after "his or her ".
const HIS_OR_HER_PARTS: [&str; 3] = ["hand", "graveyard", "permanents he or she owns"];

/// "Target player shuffles his or her graveyard into his or her library",
/// "Each player shuffles his or her hand and graveyard into his or her
/// library" (701.16: every player at once).
pub(super) fn player_shuffles(c: &mut Cursor, _: &Context, s: &mut Sentences) -> Option<Effect> {
    let (who, s_form) = player_subject(c, s)?;
    if !s_form || !verb(c, "shuffle", true) {
        return None;
    }
    // "Target player shuffles his or her library": nothing moves.
    let alone = c.eat(HIS_OR_HER_LIBRARY);
    if !alone && !c.eat("his or her ") {
        return None;
    }
    let (player, each_player) = match who {
        Recipient::EachPlayer => (None, true),
        Recipient::Player(p) if p != PlayerRef::You => (Some(p), false),
        Recipient::Target(i) => (Some(PlayerRef::Target(i)), false),
        _ => return None,
    };
    if alone {
        return Some(Effect::ShuffleIntoLibrary { player, each_player, what: None, hand: false, graveyard: false, permanents: false });
    }
    let start = c.pos;
    let mut have = [false; 3];
    let mut from = 0;
    loop {
        let i = (from..HIS_OR_HER_PARTS.len()).find(|i| c.eat(HIS_OR_HER_PARTS[*i]))?;
        have[i] = true;
        from = i + 1;
        if c.eat(INTO_HIS_OR_HER_LIBRARY) {
            break;
        }
        if !(c.eat(", and ") || c.eat(" and ") || c.eat(", ")) {
            return None;
        }
    }
    let e = Effect::ShuffleIntoLibrary { player, each_player, what: None, hand: have[0], graveyard: have[1], permanents: have[2] };
    (write_his_or_her_parts(have).as_deref() == c.text.get(start..c.pos)).then_some(e)
}

/// The words after "shuffles his or her ", as `player_shuffles` reads them.
fn write_his_or_her_parts(have: [bool; 3]) -> Option<String> {
    let parts: Vec<&str> = HIS_OR_HER_PARTS.iter().zip(have).filter(|(_, h)| *h).map(|(p, _)| *p).collect();
    let list = match parts.as_slice() {
        [a] => a.to_string(),
        [a, b] => format!("{a} and {b}"),
        [a, b, c] => format!("{a}, {b}, and {c}"),
        _ => return None,
    };
    Some(format!("{list}{INTO_HIS_OR_HER_LIBRARY}"))
}

pub(super) fn write_player_shuffles(player: &Option<PlayerRef>, each_player: bool, have: [bool; 3], w: &W) -> Result<String, String> {
    let who = match (player, each_player) {
        (None, true) => Recipient::EachPlayer,
        (Some(PlayerRef::Target(i)), false) => Recipient::Target(*i),
        (Some(p), false) if *p != PlayerRef::You => Recipient::Player(p.clone()),
        _ => return Err("a shuffle into a library of no one".into()),
    };
    let (subject, s_form) = write_player_subject(&who, w)?;
    if have == [false; 3] {
        return Ok(format!("{subject} {} {HIS_OR_HER_LIBRARY}", write_verb("shuffle", s_form)));
    }
    let parts = write_his_or_her_parts(have).ok_or("shuffling nothing into a library")?;
    Ok(format!("{subject} {} his or her {parts}", write_verb("shuffle", s_form)))
}
