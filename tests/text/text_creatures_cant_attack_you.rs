//! "[Creatures] can't attack you" and "... can't attack you or a planeswalker
//! you control" as a static ability's restriction (`cant_attack_you`, 508.1c),
//! read and written back.
//!
//! Cards (their text as the table prints it): Blazing Archon, Reverence,
//! Teferi's Moat, Form of the Dragon.

use crate::common;
use common::card_table::{card, compiled};
use stackwise::cards::def::{Ability, CardDef, StaticEffect};
use stackwise::text::{self, table::TableCard};

fn enchantment(text: &str) -> TableCard {
    TableCard { name: "Odd Wall".into(), type_line: "Enchantment".into(), mana_cost: Some("{2}{W}".into()), layout: "normal".into(), text: text.into(), ..TableCard::default() }
}

#[test]
fn r508_1c_cant_attack_you_round_trips() {
    for name in ["Blazing Archon", "Reverence", "Teferi's Moat", "Form of the Dragon"] {
        let def: CardDef = serde_json::from_value(compiled(name)).unwrap();
        assert_eq!(text::render(&def).unwrap(), text::normalize(&card(name).text), "{name}");
    }
    for t in ["Creatures your opponents control can't attack you or a planeswalker you control.", "Nonblack creatures can't attack you."] {
        let def = text::compile(&enchantment(t)).unwrap_or_else(|e| panic!("{t}: {e:?}"));
        assert_eq!(text::render(&def).unwrap(), t);
    }
}

#[test]
fn r508_1c_the_planeswalkers_are_written_from_the_form() {
    let mut def: CardDef = serde_json::from_value(compiled("Reverence")).unwrap();
    let Ability::Static { effect: StaticEffect::CantAttackYou { planeswalkers, .. }, .. } = &mut def.abilities[0] else { panic!("{:?}", def.abilities) };
    assert!(!*planeswalkers);
    *planeswalkers = true;
    assert_eq!(text::render(&def).unwrap(), "Creatures with power 2 or less can't attack you or a planeswalker you control.");
}
