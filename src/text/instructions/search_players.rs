//! Searching another player's library, both ways (701.17): "Search target
//! player's library for three cards and exile them. Then that player
//! shuffles his or her library.", "Search target opponent's library for a
//! creature card and put that card onto the battlefield under your control.
//! Then that player shuffles his or her library." The searcher may find
//! fewer than it says (701.17b), so "three cards" and "up to three cards"
//! are one search, told apart by a wording bit.

use super::*;

const SHUFFLES: &str = ". Then that player shuffles his or her library";
const EXILE: [&str; 2] = [" and exile it", " and exile them"];
const UNDER_YOUR_CONTROL: &str = " and put that card onto the battlefield under your control";
/// The wording bit of a number of cards written without "up to".
const EXACTLY: u16 = 1;

/// "Search target player's library for [a card / N cards / up to N cards] and ...".
pub(super) fn search_players(c: &mut Cursor, _: &Context, s: &mut Sentences) -> Option<Effect> {
    if !c.eat_sentence_start("search ") {
        return None;
    }
    let library = target_players(c, s, "library")?;
    if !c.eat(" for ") {
        return None;
    }
    let (count, exact) = if c.eat("a ") || c.eat("an ") {
        (1, false)
    } else {
        let up_to = c.eat("up to ");
        let n = c.word_number().filter(|n| *n >= 2)?;
        if !c.eat(" ") {
            return None;
        }
        (n, !up_to)
    };
    let f = nouns::read(c, if count == 1 { Number::One } else { Number::Many }, Some(("card", "cards")))?;
    if f.controller.is_some() || f.other || f.name.is_some() {
        return None;
    }
    let to = if c.eat(EXILE[usize::from(count > 1)]) {
        SearchTo::Exile
    } else if count == 1 && c.eat(UNDER_YOUR_CONTROL) {
        SearchTo::Battlefield
    } else {
        return None;
    };
    if !c.eat(SHUFFLES) {
        return None;
    }
    if exact {
        add_alt(s, s.effects.len(), EXACTLY);
    }
    Some(Effect::SearchLibrary { filter: f.into(), count, to, tapped: false, reveal: false, library: Some(library), any_number: false })
}

pub(super) fn write_search_players(filter: &Filter, count: u32, to: SearchTo, library: &Recipient, w: &W) -> Result<String, String> {
    let Recipient::Target(i) = library else { return Err(format!("a search of the library of {library:?}")) };
    let n = if count == 1 { Number::One } else { Number::Many };
    let noun = nouns::write(filter, n, Some(("card", "cards")))?;
    let amount = match count {
        0 => return Err("a search for no card".into()),
        1 => super::super::words::article(&noun).to_string(),
        k if w.alt & EXACTLY != 0 => number_word(k).to_string(),
        k => format!("up to {}", number_word(k)),
    };
    let put = match to {
        SearchTo::Exile => EXILE[usize::from(count > 1)],
        SearchTo::Battlefield if count == 1 => UNDER_YOUR_CONTROL,
        _ => return Err("a search of another player's library that puts the cards elsewhere than exile or onto the battlefield".into()),
    };
    Ok(format!("search {}'s library for {amount} {noun}{put}{SHUFFLES}", target_words(w, *i)?))
}
