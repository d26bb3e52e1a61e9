//! "you have exactly seven cards in hand" (402, 602.5b): at least seven
//! and not eight, read and written back.
//!
//! Cards (their text as the table prints it): Library of Alexandria, Magus
//! of the Library.

use crate::common;
use common::card_table::{card, compiled};
use stackwise::cards::def::CardDef;
use stackwise::text;

#[test]
fn r402_exactly_seven_cards_in_hand_round_trips() {
    for name in ["Library of Alexandria", "Magus of the Library"] {
        let def: CardDef = serde_json::from_value(compiled(name)).unwrap();
        assert_eq!(text::render(&def).unwrap(), text::normalize(&card(name).text), "{name}");
    }
}

#[test]
fn r402_the_number_is_written_from_the_form() {
    let v = compiled("Library of Alexandria").to_string();
    let five: CardDef = serde_json::from_str(&v.replace("\"count\":7", "\"count\":5").replace("\"count\":8", "\"count\":6")).unwrap();
    assert!(text::render(&five).unwrap().ends_with("Activate this ability only if you have exactly five cards in hand."), "{}", text::render(&five).unwrap());
    // Not "exactly" when the second count isn't the next number: refused, not written wrongly.
    let odd: CardDef = serde_json::from_str(&v.replace("\"count\":8", "\"count\":9")).unwrap();
    assert!(text::render(&odd).is_err());
}
