//! "Monocolored" (105.2c) before a noun: the filter's `monocolored`, read
//! and written back.
//!
//! Cards (their text as the table prints it): Ultimate Price, Defiler of
//! Souls.

use crate::common;
use common::card_table::{card, compiled};
use stackwise::cards::def::CardDef;
use stackwise::text;

#[test]
fn r105_2c_monocolored_round_trips() {
    for name in ["Ultimate Price", "Defiler of Souls"] {
        let def: CardDef = serde_json::from_value(compiled(name)).unwrap();
        assert_eq!(text::render(&def).unwrap(), text::normalize(&card(name).text), "{name}");
    }
}

#[test]
fn r105_2c_the_word_is_written_from_the_form() {
    let mut def: CardDef = serde_json::from_value(compiled("Ultimate Price")).unwrap();
    let spec = &mut def.spell.as_mut().unwrap().targets[0];
    let mut f = (*spec.filter).clone();
    assert!(f.monocolored);
    (f.monocolored, f.multicolored) = (false, true);
    spec.filter = f.into();
    assert_eq!(text::render(&def).unwrap(), "Destroy target multicolored creature.");
}
