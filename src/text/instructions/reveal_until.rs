//! "Reveal cards from the top of your library until you reveal a creature
//! card. Put that card into your hand and the rest into your graveyard"
//! (701.14), both ways: `Effect::RevealUntil`.
//!
//! The first sentence names who reveals and what they look for; the second
//! where the cards found and the other cards revealed go. The second is
//! read by writing each form and wording it could be and keeping the one
//! the text says, so it is read only as it is written back.
//!
//! The wording (`W::alt`, bits 2, 4, 8 and 16; bit 1 is the "If you do"
//! of a "you may" around it) says:
//! - bit 2, the words for the other cards: "the rest" or "all other cards
//!   revealed this way" (for all the cards, where both go to one place:
//!   "all cards revealed this way" or "the revealed cards");
//! - bits 4–8, how the second place is joined: "and", "and put", ", then
//!   put", ", then put the rest of the revealed cards" (for all the cards:
//!   a sentence of its own, ", then" after the first sentence, ", then ...
//!   those cards");
//! - bit 16, for "you": "If you do, put" after "you may reveal"; for
//!   another player: "until a creature card is revealed".

use super::*;
use crate::text::words::article;

const IF_YOU_DO_OR_IS_REVEALED: u16 = 16;
/// Every place revealed cards can go, in the order the reader tries them.
const PLACES: [RevealedTo; 8] = [RevealedTo::Hand, RevealedTo::Battlefield, RevealedTo::BattlefieldYours, RevealedTo::Graveyard, RevealedTo::Exile, RevealedTo::Bottom, RevealedTo::BottomRandom, RevealedTo::Shuffled];

/// "[Player] reveal(s) cards from the top of [their] library until ...".
pub(super) fn reveal_until(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    let (player, other) = if c.eat_sentence_start("reveal ") {
        (Recipient::Player(PlayerRef::You), false)
    } else {
        let (p, s_form) = player_subject(c, ctx, s)?;
        if !s_form || !c.eat("reveals ") {
            return None;
        }
        (p, true)
    };
    if !(c.eat("cards from the top of ") && c.eat(library(other)) && c.eat(" until ")) {
        return None;
    }
    let mut alt = 0;
    let (count, filter) = if c.eat(if other { "he or she reveals " } else { "you reveal " }) {
        counted_cards(c)?
    } else if other {
        let (count, filter) = counted_cards(c)?;
        if !c.eat(if count == Amount::Fixed(1) { " is revealed" } else { " are revealed" }) {
            return None;
        }
        alt |= IF_YOU_DO_OR_IS_REVEALED;
        (count, filter)
    } else {
        return None;
    };
    // The places and the wording the text says: the longest that ends the sentence.
    let rest_of_text = c.rest();
    let ends = |n: usize| rest_of_text[n..].is_empty() || rest_of_text[n..].starts_with('.');
    let mut best: Option<(usize, Effect, u16)> = None;
    for found in PLACES {
        for rest in PLACES {
            for bits in (0..32u16).step_by(2) {
                let a = alt | bits;
                if (bits & IF_YOU_DO_OR_IS_REVEALED != 0) && other {
                    continue;
                }
                let e = Effect::RevealUntil { player: player.clone(), filter: filter.clone(), count: count.clone(), found, rest };
                let Some(words) = put_words(&e, a) else { continue };
                if rest_of_text.starts_with(&words) && ends(words.len()) && best.as_ref().is_none_or(|b| b.0 < words.len()) {
                    best = Some((words.len(), e, a));
                }
            }
        }
    }
    let (n, e, a) = best?;
    c.pos += n;
    if a != 0 {
        add_alt(s, s.effects.len(), a);
    }
    Some(e)
}

/// "a creature card", "four land cards", "that many creature cards".
fn counted_cards(c: &mut Cursor) -> Option<(Amount, Filter)> {
    const HEAD: Option<(&str, &str)> = Some(("card", "cards"));
    if c.eat("a ") || c.eat("an ") {
        return Some((Amount::Fixed(1), nouns::read(c, Number::One, HEAD)?.into()));
    }
    let count = if c.eat("that many ") {
        Amount::Dynamic(DynamicAmount::ThatMany)
    } else {
        let n = c.word_number().filter(|n| *n >= 2)?;
        if !c.eat(" ") {
            return None;
        }
        Amount::Fixed(n as i32)
    };
    Some((count, nouns::read(c, Number::Many, HEAD)?.into()))
}

fn write_counted_cards(count: &Amount, filter: &Filter) -> Result<String, String> {
    const HEAD: Option<(&str, &str)> = Some(("card", "cards"));
    Ok(match count {
        Amount::Fixed(1) => {
            let noun = nouns::write(filter, Number::One, HEAD)?;
            format!("{} {noun}", article(&noun))
        }
        Amount::Fixed(n) if *n >= 2 => format!("{} {}", number_word(*n as u32), nouns::write(filter, Number::Many, HEAD)?),
        Amount::Dynamic(DynamicAmount::ThatMany) => format!("that many {}", nouns::write(filter, Number::Many, HEAD)?),
        other => return Err(format!("revealing until {other:?} cards")),
    })
}

fn library(other: bool) -> &'static str {
    if other {
        "his or her library"
    } else {
        "your library"
    }
}

/// Is the revealing player someone other than "you"?
fn other(player: &Recipient) -> bool {
    *player != Recipient::Player(PlayerRef::You)
}

/// The instruction as words (its first sentence, then where the cards go).
pub(super) fn write(e: &Effect, w: &W) -> Result<String, String> {
    let Effect::RevealUntil { player, filter, count, .. } = e else { return Err("not a reveal".into()) };
    let other = other(player);
    let looked_for = write_counted_cards(count, filter)?;
    let first = if !other {
        format!("reveal cards from the top of your library until you reveal {looked_for}")
    } else {
        let (who, s_form) = write_player_subject(player, w)?;
        if !s_form {
            return Err(format!("the player {player:?} revealing"));
        }
        let until = if w.alt & IF_YOU_DO_OR_IS_REVEALED != 0 {
            format!("{looked_for} {} revealed", if *count == Amount::Fixed(1) { "is" } else { "are" })
        } else {
            format!("he or she reveals {looked_for}")
        };
        format!("{who} reveals cards from the top of his or her library until {until}")
    };
    let rest = put_words(e, w.alt).ok_or("revealed cards put this way")?;
    Ok(format!("{first}{rest}"))
}

/// Where the cards go, from the end of the first sentence: ". Put that
/// card into your hand and the rest into your graveyard". None for a
/// wording that isn't one.
fn put_words(e: &Effect, alt: u16) -> Option<String> {
    let Effect::RevealUntil { player, filter, count, found, rest } = e else { return None };
    let other = other(player);
    let (words, join, flag) = (usize::from(alt & 2 != 0), (alt >> 2) & 3, alt & IF_YOU_DO_OR_IS_REVEALED != 0);
    if alt & !30 != 0 || (join == 3 && words != 0) {
        return None;
    }
    let verb = |v: &str| if other { format!("{v}s") } else { v.to_string() };
    if found == rest {
        // Both to one place: "That player puts all cards revealed this way into his or her graveyard".
        let all = if join == 3 { "those cards" } else { ["all cards revealed this way", "the revealed cards"][words] };
        let (lead, put) = match join {
            0 if other => (". That player ".to_string(), verb("put")),
            0 => (". ".to_string(), "Put".to_string()),
            _ if join >= 2 => (", then ".to_string(), verb("put")),
            _ => return None,
        };
        return Some(format!("{lead}{}", clause(&put, all, *found, other)?));
    }
    if matches!(found, RevealedTo::Bottom | RevealedTo::BottomRandom | RevealedTo::Shuffled) || (flag && other) {
        return None;
    }
    let lead = match (other, flag) {
        (true, _) => format!(". The player {}", verb("put")),
        (false, true) => ". If you do, put".to_string(),
        (false, false) => ". Put".to_string(),
    };
    let found_words = if *count == Amount::Fixed(1) { "that card".to_string() } else { format!("all {} revealed this way", nouns::write(filter, Number::Many, Some(("card", "cards"))).ok()?) };
    let first = format!("{lead} {}", place(&found_words, *found, other)?);
    let others = if join == 3 { "the rest of the revealed cards" } else { ["the rest", "all other cards revealed this way"][words] };
    let own_verb = matches!(rest, RevealedTo::Exile | RevealedTo::Shuffled);
    let second = match join {
        0 if own_verb => format!(" and {}", clause(&verb("put"), others, *rest, other)?),
        0 => format!(" and {}", place(others, *rest, other)?),
        1 if own_verb => return None,
        1 => format!(" and {}", clause(&verb("put"), others, *rest, other)?),
        _ => format!(", then {}", clause(&verb("put"), others, *rest, other)?),
    };
    Some(format!("{first}{second}"))
}

/// "[put] [cards] [place]", or the place's own verb: "exile [cards]",
/// "shuffle [cards] into your library".
fn clause(put: &str, cards: &str, to: RevealedTo, other: bool) -> Option<String> {
    let s = if other { "s" } else { "" };
    Some(match to {
        RevealedTo::Exile => format!("exile{s} {cards}"),
        RevealedTo::Shuffled => format!("shuffle{s} {cards} into {}", library(other)),
        _ => format!("{put} {}", place(cards, to, other)?),
    })
}

/// "[cards] into your hand", "[cards] on the bottom of your library in any order".
fn place(cards: &str, to: RevealedTo, other: bool) -> Option<String> {
    let your = if other { "his or her" } else { "your" };
    Some(match to {
        RevealedTo::Hand => format!("{cards} into {your} hand"),
        RevealedTo::Battlefield => format!("{cards} onto the battlefield"),
        RevealedTo::BattlefieldYours => format!("{cards} onto the battlefield under your control"),
        RevealedTo::Graveyard => format!("{cards} into {your} graveyard"),
        RevealedTo::Bottom => format!("{cards} on the bottom of {your} library in any order"),
        RevealedTo::BottomRandom => format!("{cards} on the bottom of {your} library in a random order"),
        RevealedTo::Exile | RevealedTo::Shuffled => return None,
    })
}
