//! "Splice onto Arcane [cost]" (702.45a): the keyword read into the card
//! form's `splice` and written back from it, after the card's spell text.
//!
//! Cards (their text as the table prints it): Glacial Ray, Kodama's Might,
//! Desperate Ritual, Goryo's Vengeance, Hideous Laughter.

use crate::common;
use common::card_table::{card, compiled};
use stackwise::cards::def::CardDef;
use stackwise::text;
use stackwise::text::table::TableCard;

#[test]
fn r702_45a_splice_round_trips() {
    for name in ["Glacial Ray", "Kodama's Might", "Desperate Ritual", "Goryo's Vengeance", "Hideous Laughter"] {
        let def: CardDef = serde_json::from_value(compiled(name)).unwrap();
        assert_eq!(def.splice.as_ref().map(|s| s.onto.as_str()), Some("Arcane"), "{name}");
        assert_eq!(text::render(&def).unwrap(), text::normalize(&card(name).text), "{name}");
    }
}

#[test]
fn r702_45a_the_cost_is_written_from_the_form() {
    let mut v = compiled("Glacial Ray");
    assert_eq!(v["splice"], serde_json::json!({"onto": "Arcane", "cost": "{1}{R}"}));
    v["splice"]["cost"] = serde_json::json!("{3}{R}{R}");
    let def: CardDef = serde_json::from_value(v).unwrap();
    assert_eq!(text::render(&def).unwrap(), "Glacial Ray deals 2 damage to target creature or player.\nSplice onto Arcane {3}{R}{R}");
    // Splice onto another subtype, or a cost of other parts, is not read (an unread phrase, not a partial card).
    for line in ["Splice onto Instant {1}{R}", "Splice onto Arcane—Sacrifice two Mountains."] {
        let odd = TableCard { name: "Odd Ray".into(), type_line: "Instant — Arcane".into(), mana_cost: Some("{R}".into()), layout: "normal".into(), text: format!("Odd Ray deals 1 damage to target creature or player.\n{line}"), ..TableCard::default() };
        assert!(text::compile(&odd).is_err(), "{line}");
    }
}
