//! "Cumulative upkeep—Pay N life." (702.23a), both ways: the keyword with a
//! cost of life (`cumulative_upkeep_cost`), written with a dash as printed;
//! other costs than mana and life are not read yet.
//!
//! Cards (their text as the table prints it): Gallowbraid ("Trample /
//! Cumulative upkeep—Pay 1 life."), Morinfen ("Flying / Cumulative
//! upkeep—Pay 1 life."), Inner Sanctum ("Cumulative upkeep—Pay 2 life. / ...").

use crate::common;
use common::card_table::{card, compiled};
use stackwise::cards::def::{CardDef, Cost, CostPart};
use stackwise::text::{self, table::TableCard};

fn odd(text: &str) -> TableCard {
    TableCard { name: "Odd Wall".into(), type_line: "Enchantment".into(), mana_cost: Some("{1}".into()), layout: "normal".into(), text: text.into(), ..TableCard::default() }
}

#[test]
fn r702_23a_life_upkeep_round_trips() {
    for name in ["Gallowbraid", "Morinfen", "Inner Sanctum"] {
        let def: CardDef = serde_json::from_value(compiled(name)).unwrap();
        assert_eq!(text::render(&def).unwrap(), text::normalize(&card(name).text), "{name}");
    }
    let mut g: CardDef = serde_json::from_value(compiled("Gallowbraid")).unwrap();
    assert_eq!(g.cumulative_upkeep_cost, Some(Cost::new(vec![CostPart::PayLife(1)])));
    g.cumulative_upkeep_cost = Some(Cost::new(vec![CostPart::PayLife(3)]));
    assert!(text::render(&g).unwrap().contains("Cumulative upkeep\u{2014}Pay 3 life."));
    g.cumulative_upkeep_cost = Some(Cost::new(vec![CostPart::PayLife(3), CostPart::Tap]));
    assert!(!g.validate().is_empty(), "only life");
}

#[test]
fn r702_23a_other_costs_are_not_read() {
    assert!(text::compile(&odd("Cumulative upkeep\u{2014}Pay 2 life.")).is_ok());
    assert!(text::compile(&odd("Cumulative upkeep\u{2014}Sacrifice a land.")).is_err());
}
