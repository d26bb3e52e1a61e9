//! Searching another player's library, both ways (701.17): "Search target
//! player's library for [a card / three cards / up to seven cards] and exile
//! [it / them]. Then that player shuffles his or her library.", "Search
//! target opponent's library for a creature card and put that card onto the
//! battlefield under your control. ..." The count written with or without
//! "up to" is one search (701.17b), told apart by a wording bit.
//!
//! Cards (their text as the table prints it): Extract, Jester's Cap, Denying
//! Wind, Bribery, Acquire (their text is in the test of 701.17).

use crate::common;
use common::card_table::{card, compiled};
use stackwise::cards::def::{CardDef, Effect, Recipient, SearchTo};
use stackwise::text::{self, table::TableCard};

fn sorcery(text: &str) -> TableCard {
    TableCard { name: "Odd Search".into(), type_line: "Sorcery".into(), mana_cost: Some("{1}".into()), layout: "normal".into(), text: text.into(), ..TableCard::default() }
}

#[test]
fn r701_17_the_searches_round_trip() {
    for name in ["Extract", "Jester's Cap", "Denying Wind", "Bribery", "Acquire"] {
        let def: CardDef = serde_json::from_value(compiled(name)).unwrap();
        assert_eq!(text::render(&def).unwrap(), text::normalize(&card(name).text), "{name}");
    }
    let wind: CardDef = serde_json::from_value(compiled("Denying Wind")).unwrap();
    let Some(Effect::SearchLibrary { count, to, library, .. }) = wind.spell.as_ref().and_then(|s| s.effects.first()) else { panic!("a search") };
    assert_eq!((*count, *to, library.clone()), (7, SearchTo::Exile, Some(Recipient::Target(0))));
}

#[test]
fn r701_17b_with_or_without_up_to_is_the_same_search_written_as_printed() {
    let exact = text::compile(&sorcery("Search target player's library for three cards and exile them. Then that player shuffles his or her library.")).unwrap();
    let up_to = text::compile(&sorcery("Search target player's library for up to three cards and exile them. Then that player shuffles his or her library.")).unwrap();
    assert_eq!(exact.spell.as_ref().unwrap().effects, up_to.spell.as_ref().unwrap().effects, "one search");
    assert_ne!(text::render(&exact).unwrap(), text::render(&up_to).unwrap());
    let mut changed = exact.clone();
    let Some(Effect::SearchLibrary { count, .. }) = changed.spell.as_mut().and_then(|s| s.effects.first_mut()) else { panic!() };
    *count = 2;
    assert_eq!(text::render(&changed).unwrap(), "Search target player's library for two cards and exile them. Then that player shuffles his or her library.");
}

#[test]
fn r701_17_what_is_not_read() {
    for refused in [
        // Without the shuffle sentence, or with the cards put elsewhere.
        "Search target player's library for a card and exile it.",
        "Search target player's library for three cards and put them into your hand. Then that player shuffles his or her library.",
        "Search target player's library for three cards and put that card onto the battlefield under your control. Then that player shuffles his or her library.",
    ] {
        assert!(text::compile(&sorcery(refused)).is_err(), "{refused}");
    }
}
