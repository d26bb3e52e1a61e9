//! "Champion a [object]" (702.71a): the keyword's object, a creature or
//! creature types, read and written back; a champion's keyword line keeps
//! its place among the other keyword lines.
//!
//! Cards (their text as the table prints it): Wren's Run Packmaster,
//! Changeling Hero, Lightning Crafter, Nova Chaser, Thoughtweft Trio.

use crate::common;
use common::card_table::{card, compiled};
use stackwise::cards::def::CardDef;
use stackwise::text;
use stackwise::text::table::TableCard;

#[test]
fn r702_71a_champion_round_trips() {
    for name in ["Wren's Run Packmaster", "Changeling Hero", "Lightning Crafter", "Nova Chaser", "Thoughtweft Trio"] {
        let def: CardDef = serde_json::from_value(compiled(name)).unwrap();
        assert!(def.champion.is_some(), "{name}");
        assert_eq!(text::render(&def).unwrap(), text::normalize(&card(name).text), "{name}");
    }
}

#[test]
fn r702_71a_the_object_is_written_from_the_form() {
    let v = compiled("Nova Chaser");
    assert_eq!(v["champion"], serde_json::json!({"subtypes": ["Elemental"]}));
    let mut two = v.clone();
    two["champion"] = serde_json::json!({"subtypes": ["Elf", "Goblin"]});
    let two: CardDef = serde_json::from_value(two).unwrap();
    assert_eq!(text::render(&two).unwrap(), "Trample\nChampion an Elf or Goblin");
    let mut any = v.clone();
    any["champion"] = serde_json::json!({"types": ["Creature"]});
    let any: CardDef = serde_json::from_value(any).unwrap();
    assert_eq!(text::render(&any).unwrap(), "Trample\nChampion a creature");
    // An object champion can't name is refused, not written as something else.
    let mut bad = v;
    bad["champion"] = serde_json::json!({"types": ["Artifact"]});
    let bad: CardDef = serde_json::from_value(bad).unwrap();
    assert!(text::render(&bad).unwrap_err().contains("champion"));
    // Words that aren't a creature type are not read.
    for line in ["Champion a Forest", "Champion a Elf", "Champion an Elf or Elf"] {
        let odd = TableCard { name: "Odd Champion".into(), type_line: "Creature — Elf".into(), mana_cost: Some("{G}".into()), power: Some("1".into()), toughness: Some("1".into()), layout: "normal".into(), text: line.into(), ..TableCard::default() };
        assert!(text::compile(&odd).is_err(), "{line}");
    }
}
