//! Costs that take X, both ways: "discard X [noun] cards [at random]",
//! "exile X [noun] cards from your graveyard", "sacrifice X [nouns]" (`"x":
//! true` on the part) and "pay X life" (`pay_life_x`), X announced as the
//! spell is cast (601.2b).
//!
//! Cards (their text as the table prints it): Sickening Dreams, Aether Tide
//! ("discard X creature cards"), Scorched Earth ("discard X land cards"),
//! Chill Haunting, Harvest Pyre, Bond of Agony, Hatred, Necrologia.

use crate::common;
use common::card_table::{card, compiled};
use stackwise::cards::def::{CardDef, CostPart};
use stackwise::text::{self, table::TableCard};

fn sorcery(text: &str) -> TableCard {
    TableCard { name: "Odd Dreams".into(), type_line: "Sorcery".into(), mana_cost: Some("{1}{B}".into()), layout: "normal".into(), text: text.into(), ..TableCard::default() }
}

#[test]
fn r601_2b_x_costs_round_trip() {
    for name in ["Sickening Dreams", "Aether Tide", "Scorched Earth", "Chill Haunting", "Harvest Pyre", "Bond of Agony", "Hatred", "Necrologia"] {
        let def: CardDef = serde_json::from_value(compiled(name)).unwrap();
        assert!(def.additional_cost.as_ref().unwrap().counts_x(), "{name}");
        assert_eq!(text::render(&def).unwrap(), text::normalize(&card(name).text), "{name}");
    }
    for t in ["As an additional cost to cast Odd Dreams, discard X cards at random.\nOdd Dreams deals X damage to each creature.", "As an additional cost to cast Odd Dreams, sacrifice X lands.\nYou gain X life."] {
        let def = text::compile(&sorcery(t)).unwrap_or_else(|e| panic!("{t}: {e:?}"));
        assert_eq!(text::render(&def).unwrap(), t);
    }
}

#[test]
fn r601_2b_the_rendering_reads_the_form() {
    let mut def: CardDef = serde_json::from_value(compiled("Sickening Dreams")).unwrap();
    let Some(CostPart::Discard(d)) = def.additional_cost.as_mut().unwrap().parts.first_mut() else { panic!("a discard") };
    (d.x, d.count) = (false, 2);
    assert!(text::render(&def).unwrap().starts_with("As an additional cost to cast Sickening Dreams, discard two cards."));
    let mut hatred: CardDef = serde_json::from_value(compiled("Hatred")).unwrap();
    hatred.additional_cost.as_mut().unwrap().parts = vec![CostPart::PayLife(4)];
    assert!(text::render(&hatred).unwrap().starts_with("As an additional cost to cast Hatred, pay 4 life."));
    // Two parts taking X are refused by the card checks.
    hatred.additional_cost.as_mut().unwrap().parts = vec![CostPart::PayLifeX, CostPart::PayLifeX];
    assert!(!hatred.validate().is_empty());
}
