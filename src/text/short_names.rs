//! A legendary card's short name. The text of a legendary card names the
//! card in full the first time and, on many cards, by a shorter name after
//! ("Rasputin Dreamweaver enters the battlefield with ... Remove a dream
//! counter from Rasputin: ..."): the part of the name before its comma
//! ("Garza Zol, Plague Queen": "Garza Zol"), or else its first word
//! ("Phage the Untouchable": "Phage"). The short name is derived from the
//! name by that rule, never listed.
//!
//! Reading, each later short name is read as the card's name (`expand`);
//! the form keeps only that the card is written so (`TextLayout::short_name`),
//! and writing, every mention of the card's name after the first is
//! written short (`shorten`). A text that names the card in full after
//! its first mention as well as short is not written back as printed.

use crate::cards::def::CardDef;
use crate::rules::types::Supertype;

/// The short name of a legendary card, if its name has one: the part before
/// the comma, or else the first of two or more words. Not a subtype of the
/// card ("Sliver Queen" calls other Slivers "Sliver").
pub fn short_name<'a>(name: &'a str, def: &CardDef) -> Option<&'a str> {
    if !def.supertypes.contains(&Supertype::Legendary) {
        return None;
    }
    let short = match name.split_once(", ") {
        Some((before, _)) => before,
        None => name.split_once(' ')?.0,
    };
    let subtype = def.subtypes.iter().any(|s| s.eq_ignore_ascii_case(short));
    (!short.is_empty() && short != name && !subtype).then_some(short)
}

fn is_word_char(c: char) -> bool {
    c.is_alphanumeric() || c == '-'
}

/// Where the short name stands alone in `text` for the card (not as the
/// start of the full name, inside a longer word, or after "named").
fn bare_mentions(text: &str, name: &str, short: &str) -> Vec<usize> {
    text.match_indices(short)
        .map(|(i, _)| i)
        .filter(|&i| {
            let before = text[..i].chars().next_back().is_none_or(|c| !is_word_char(c));
            let after = text[i + short.len()..].chars().next().is_none_or(|c| !is_word_char(c));
            // (After "named", a name: "a token named Tuktuk the Returned".)
            before && after && !text[i..].starts_with(name) && !text[..i].ends_with("named ")
        })
        .collect()
}

/// The text with each later short name read as the card's full name, when
/// the card is written so: the full name comes before any short one, and a
/// short one follows. None otherwise.
pub fn expand(text: &str, name: &str, short: &str) -> Option<String> {
    let first_full = text.find(name)?;
    let bare = bare_mentions(text, name, short);
    if bare.is_empty() || bare[0] < first_full {
        return None;
    }
    let mut out = String::with_capacity(text.len() + bare.len() * (name.len() - short.len()));
    let mut at = 0;
    for i in bare {
        out.push_str(&text[at..i]);
        out.push_str(name);
        at = i + short.len();
    }
    out.push_str(&text[at..]);
    Some(out)
}

/// The rendering with every mention of the card's name after the first
/// written short (a card's name after "named" is a name, not the card, and
/// stays whole).
pub fn shorten(text: &str, name: &str, short: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    let mut first = true;
    for (i, _) in text.match_indices(name) {
        if i < at {
            continue;
        }
        out.push_str(&text[at..i]);
        let named = text[..i].ends_with("named ");
        out.push_str(if first || named { name } else { short });
        first &= named;
        at = i + name.len();
    }
    out.push_str(&text[at..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::types::CardType;

    fn legend(subtypes: &[&str]) -> CardDef {
        CardDef { supertypes: vec![Supertype::Legendary], types: vec![CardType::Creature], subtypes: subtypes.iter().map(|s| s.to_string()).collect(), ..CardDef::default() }
    }

    #[test]
    fn the_short_name_is_before_the_comma_or_the_first_word() {
        assert_eq!(short_name("Garza Zol, Plague Queen", &legend(&[])), Some("Garza Zol"));
        assert_eq!(short_name("Rasputin Dreamweaver", &legend(&[])), Some("Rasputin"));
        assert_eq!(short_name("Sliver Queen", &legend(&["Sliver"])), None);
        assert_eq!(short_name("Rasputin Dreamweaver", &CardDef::default()), None);
        assert_eq!(short_name("Mirri", &legend(&[])), None);
    }

    #[test]
    fn later_mentions_are_read_whole_and_written_short() {
        let text = "Phage the Untouchable enters. Whenever Phage deals damage, Phage's friend.";
        let long = expand(text, "Phage the Untouchable", "Phage").unwrap();
        assert_eq!(long, "Phage the Untouchable enters. Whenever Phage the Untouchable deals damage, Phage the Untouchable's friend.");
        assert_eq!(shorten(&long, "Phage the Untouchable", "Phage"), text);
        // The short name before the full one: not this convention.
        assert_eq!(expand("Phage deals. Phage the Untouchable x.", "Phage the Untouchable", "Phage"), None);
        assert_eq!(shorten("A card named X Y. X Y attacks. X Y dies.", "X Y", "X"), "A card named X Y. X Y attacks. X dies.");
    }
}
