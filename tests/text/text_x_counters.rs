//! "Put X [kind] counters on [object], where X is [count]" both ways, also
//! inside "you may" (the count named after the optional instruction).
//!
//! Cards (their text as the table prints it): Heroes' Bane, Kresh the
//! Bloodbraided, Gempalm Incinerator.

use crate::common;
use common::card_table::{card, compiled};
use stackwise::cards::def::CardDef;
use stackwise::text::{self, table::TableCard};

#[test]
fn r122_1_x_counters_round_trip() {
    for name in ["Heroes' Bane", "Kresh the Bloodbraided", "Gempalm Incinerator"] {
        let def: CardDef = serde_json::from_value(compiled(name)).unwrap();
        assert_eq!(text::render(&def).unwrap(), text::normalize(&card(name).text), "{name}");
    }
    // X announced with {X} in the cost.
    let odd = TableCard { name: "Odd Growth".into(), type_line: "Sorcery".into(), mana_cost: Some("{X}{G}".into()), layout: "normal".into(), text: "Put X +1/+1 counters on target creature.".into(), ..TableCard::default() };
    let def = text::compile(&odd).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(text::render(&def).unwrap(), "Put X +1/+1 counters on target creature.");
}
