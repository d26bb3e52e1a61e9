//! "Counter target spell unless its controller pays {1} for each [thing]"
//! (608.2h): `counter_unless_pays` with `times`, read and written back.
//!
//! Cards (their text as the table prints it): Circular Logic, Oppressive
//! Will, Override, Spell Syphon, Ixidor's Will, Evasive Action, Rites of
//! Refusal.

use crate::common;
use common::card_table::{card, compiled};
use stackwise::cards::def::CardDef;
use stackwise::text;

#[test]
fn r608_2h_counter_unless_pays_for_each_round_trips() {
    for name in ["Circular Logic", "Oppressive Will", "Override", "Spell Syphon", "Ixidor's Will", "Evasive Action", "Rites of Refusal"] {
        let def: CardDef = serde_json::from_value(compiled(name)).unwrap();
        assert!(serde_json::to_string(&def).unwrap().contains("\"times\""), "{name}");
        assert_eq!(text::render(&def).unwrap(), text::normalize(&card(name).text), "{name}");
    }
}

#[test]
fn r608_2h_the_count_is_written_from_the_form() {
    let v = compiled("Override");
    let e = &v["spell"]["effects"][0];
    assert_eq!(e["do"], "counter_unless_pays");
    let mut once = v.clone();
    once["spell"]["effects"][0].as_object_mut().unwrap().remove("times");
    let once: CardDef = serde_json::from_value(once).unwrap();
    assert_eq!(text::render(&once).unwrap(), "Counter target spell unless its controller pays {1}.");
    let mut two = v.clone();
    two["spell"]["effects"][0]["mana"] = serde_json::json!("{2}");
    let two: CardDef = serde_json::from_value(two).unwrap();
    assert_eq!(text::render(&two).unwrap(), "Counter target spell unless its controller pays {2} for each artifact you control.");
}
