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
    let have = read_parts(c, &PARTS, INTO_YOUR_LIBRARY)?;
    Some(Effect::ShuffleIntoLibrary { player: Some(PlayerRef::You), each_player: false, what: None, hand: have[0], graveyard: have[1], permanents: have[2] })
}

/// Which of the three `parts` a list names, in that order, up to `into`,
/// joined only the one way the writer joins them (`write_parts`).
fn read_parts(c: &mut Cursor, parts: &[&str; 3], into: &str) -> Option<[bool; 3]> {
    let start = c.pos;
    let mut have = [false; 3];
    let mut from = 0;
    loop {
        let i = (from..parts.len()).find(|i| c.eat(parts[*i]))?;
        have[i] = true;
        from = i + 1;
        if c.eat(into) {
            break;
        }
        if !(c.eat(", and ") || c.eat(" and ") || c.eat(", ")) {
            return None;
        }
    }
    (write_parts(parts, have, into).as_deref() == c.text.get(start..c.pos)).then_some(have)
}

/// The parts named, joined as a list ("a", "a and b", "a, b, and c"), then `into`.
fn write_parts(parts: &[&str; 3], have: [bool; 3], into: &str) -> Option<String> {
    let named: Vec<&str> = parts.iter().zip(have).filter(|(_, h)| *h).map(|(p, _)| *p).collect();
    let list = match named.as_slice() {
        [a] => a.to_string(),
        [a, b] => format!("{a} and {b}"),
        [a, b, c] => format!("{a}, {b}, and {c}"),
        _ => return None,
    };
    Some(format!("{list}{into}"))
}

const YOUR_LIBRARY: &str = "your library";
const HIS_OR_HER_LIBRARY: &str = "his or her library";

pub(super) fn write_shuffle(hand: bool, graveyard: bool, permanents: bool) -> Result<String, String> {
    if !(hand || graveyard || permanents) {
        return Ok(format!("shuffle {YOUR_LIBRARY}"));
    }
    write_parts(&PARTS, [hand, graveyard, permanents], INTO_YOUR_LIBRARY).map(|l| format!("shuffle {l}")).ok_or_else(|| "shuffling nothing into a library".into())
}

const INTO_HIS_OR_HER_LIBRARY: &str = " into his or her library";
/// The three things a player names of their own, after "his or her ".
const HIS_OR_HER_PARTS: [&str; 3] = ["hand", "graveyard", "permanents he or she owns"];

/// "Target player shuffles his or her graveyard into his or her library",
/// "Each player shuffles his or her hand and graveyard into his or her
/// library" (701.16: every player at once).
pub(super) fn player_shuffles(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    let (who, s_form) = player_subject(c, ctx, s)?;
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
    let have = read_parts(c, &HIS_OR_HER_PARTS, INTO_HIS_OR_HER_LIBRARY)?;
    Some(Effect::ShuffleIntoLibrary { player, each_player, what: None, hand: have[0], graveyard: have[1], permanents: have[2] })
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
    let parts = write_parts(&HIS_OR_HER_PARTS, have, INTO_HIS_OR_HER_LIBRARY).ok_or("shuffling nothing into a library")?;
    Ok(format!("{subject} {} his or her {parts}", write_verb("shuffle", s_form)))
}
