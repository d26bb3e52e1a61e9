//! "enchanted land / artifact / permanent" (303.4): an Aura's words for
//! the permanent it is attached to follow its enchant ability, read and
//! written back.
//!
//! Cards (their text as the table prints it): Pooling Venom, Psychic
//! Overload, Quiet Disrepair.

use crate::common;
use common::card_table::{card, compiled};
use stackwise::cards::def::CardDef;
use stackwise::text;

#[test]
fn r303_4_enchanted_permanent_round_trips() {
    for name in ["Pooling Venom", "Psychic Overload", "Quiet Disrepair"] {
        let def: CardDef = serde_json::from_value(compiled(name)).unwrap();
        assert_eq!(text::render(&def).unwrap(), text::normalize(&card(name).text), "{name}");
    }
}

#[test]
fn r303_4_the_word_follows_the_enchant_ability() {
    // Pooling Venom enchanting an artifact instead: "enchanted artifact" throughout.
    let mut v = compiled("Pooling Venom");
    v["enchant"]["filter"]["types"] = serde_json::json!(["Artifact"]);
    let def: CardDef = serde_json::from_value(v).unwrap();
    let text = text::render(&def).unwrap();
    assert!(text.starts_with("Enchant artifact") && text.ends_with("{3}{B}: Destroy enchanted artifact."), "{text}");
}
