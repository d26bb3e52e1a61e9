//! "[That player] exiles the top N cards of his or her library" (406.1):
//! `exile_top` with the player doing it, read and written back; a target
//! player's library written either way, as printed.
//!
//! Cards (their text as the table prints it): Raven Guild Master, Sire of
//! Stagnation.

use crate::common;
use common::card_table::{card, compiled};
use stackwise::cards::def::CardDef;
use stackwise::text::{self, table::TableCard};

#[test]
fn r406_player_exiles_the_top_round_trips() {
    for name in ["Raven Guild Master", "Sire of Stagnation"] {
        let def: CardDef = serde_json::from_value(compiled(name)).unwrap();
        assert_eq!(text::render(&def).unwrap(), text::normalize(&card(name).text), "{name}");
    }
    for line in ["Target player exiles the top two cards of his or her library.", "Exile the top two cards of target player's library.", "Target opponent exiles the top X cards of his or her library."] {
        let odd = TableCard { name: "Odd Sorcery".into(), type_line: "Sorcery".into(), mana_cost: Some("{X}{U}".into()), layout: "normal".into(), text: line.into(), ..TableCard::default() };
        let def = text::compile(&odd).unwrap_or_else(|e| panic!("{line}: {e:?}"));
        assert_eq!(text::render(&def).unwrap(), line);
    }
}

#[test]
fn r406_the_count_is_written_from_the_form() {
    let v = compiled("Raven Guild Master").to_string();
    assert!(v.contains("\"count\":10"), "{v}");
    let three: CardDef = serde_json::from_str(&v.replace("\"count\":10", "\"count\":3")).unwrap();
    assert!(text::render(&three).unwrap().contains("that player exiles the top three cards of his or her library"));
}
