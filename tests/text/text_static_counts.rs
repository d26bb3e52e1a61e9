//! A static ability's change of power and toughness that counts the game
//! (611.3a), both ways: "Enchanted creature gets +1/+1 for each Forest you
//! control", "[this] gets +4/+4 for each other Giant you control", "... for
//! each artifact card in your graveyard". What it can't count is refused:
//! power or toughness (read after the change would apply), and "other"
//! where the source can't be one of the permanents counted (the word would
//! name the affected object).
//!
//! Cards (their text as the table prints it):
//! - Blanchwood Armor {2}{G}, Aura: "Enchant creature (...) / Enchanted
//!   creature gets +1/+1 for each Forest you control."
//! - Borderland Behemoth {5}{R}{R} 4/4: "Trample / Borderland Behemoth gets
//!   +4/+4 for each other Giant you control."
//! - Salvage Slasher {1}{B} 1/1: "Salvage Slasher gets +1/+0 for each
//!   artifact card in your graveyard."
//! - Bravado {1}{R}, Aura: "Enchant creature / Enchanted creature gets
//!   +1/+1 for each other creature you control." (not read: "other" is the
//!   enchanted creature)

use crate::common;
use common::card_table::{card, compiled};
use stackwise::cards::def::{Ability, Amount, CardDef, DynamicAmount, FilterSpec, Modification, Relation, StaticEffect};
use stackwise::text::{self, table::TableCard};

fn aura(text: &str) -> TableCard {
    TableCard { name: "Odd Aura".into(), type_line: "Enchantment — Aura".into(), mana_cost: Some("{1}".into()), layout: "normal".into(), text: format!("Enchant creature\n{text}"), ..TableCard::default() }
}

#[test]
fn r611_3a_counting_changes_round_trip() {
    for name in ["Blanchwood Armor", "Borderland Behemoth", "Salvage Slasher"] {
        let def: CardDef = serde_json::from_value(compiled(name)).unwrap();
        assert_eq!(text::render(&def).unwrap(), text::normalize(&card(name).text), "{name}");
    }
}

#[test]
fn r611_3a_the_rendering_follows_what_is_counted() {
    let mut armor: CardDef = serde_json::from_value(compiled("Blanchwood Armor")).unwrap();
    let Ability::Static { effect: StaticEffect::Continuous { modifications, .. }, .. } = &mut armor.abilities[0] else { panic!("a continuous static ability") };
    let Modification::Pump { power, toughness } = &mut modifications[0] else { panic!("a pump") };
    let islands = Amount::Dynamic(DynamicAmount::Permanents { filter: FilterSpec { subtypes: vec!["Island".into()], controller: Some(Relation::You), ..Default::default() }.into() });
    *power = islands.clone();
    *toughness = islands;
    assert_eq!(text::render(&armor).unwrap(), "Enchant creature\nEnchanted creature gets +1/+1 for each Island you control.");
}

#[test]
fn r611_3a_what_a_change_cannot_count_is_refused() {
    assert!(text::compile(&aura("Enchanted creature gets +1/+1 for each creature card in your graveyard.")).is_ok());
    for refused in ["Enchanted creature gets +1/+1 for each creature you control with power 4 or greater.", "Enchanted creature gets +1/+1 for each other creature you control."] {
        let e = text::compile(&aura(refused)).expect_err(refused);
        assert!(!e.why.is_empty() || !e.phrase.is_empty(), "{refused}: {e}");
    }
    let bravado = text::compile(card("Bravado")).expect_err("Bravado's 'other' is the enchanted creature");
    assert!(bravado.why.contains("'other'"), "{bravado}");
}
