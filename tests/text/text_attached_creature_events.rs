//! The events of the creature an Aura or Equipment is attached to, both
//! ways: "Whenever enchanted creature attacks", "Whenever equipped creature
//! becomes blocked by a creature", "Whenever equipped creature dies" (603.2,
//! 603.10a). The creature is named as the card names it: "enchanted" on an
//! Aura, "equipped" on an Equipment; the event is the creature's own
//! (`attached`, holding the event as the creature's own ability would
//! have it).
//!
//! Cards (their text as the table prints it):
//! - Luminous Wake {2}{W}, Aura: "Enchant creature / Whenever enchanted
//!   creature attacks or blocks, you gain 4 life."
//! - Infiltration Lens {1}, Equipment: "Whenever equipped creature becomes
//!   blocked by a creature, you may draw two cards. / Equip {1}"
//! - Skullclamp {1}, Equipment: "Equipped creature gets +1/-1. / Whenever
//!   equipped creature dies, draw two cards. / Equip {1}"

use crate::common;
use common::card_table::{card, compiled};
use stackwise::cards::def::{Ability, CardDef, TriggerCondition};
use stackwise::text::{self, table::TableCard};

fn odd(type_line: &str, text: &str) -> TableCard {
    TableCard { name: "Odd Charm".into(), type_line: type_line.into(), mana_cost: Some("{1}".into()), layout: "normal".into(), text: text.into(), ..TableCard::default() }
}

fn trigger_of(def: &CardDef, i: usize) -> TriggerCondition {
    match &def.abilities[i] {
        Ability::Triggered { trigger, .. } => trigger.clone(),
        other => panic!("not a triggered ability: {other:?}"),
    }
}

#[test]
fn r603_2_the_attached_creatures_event_round_trips() {
    for name in ["Luminous Wake", "Infiltration Lens", "Skullclamp"] {
        let def: CardDef = serde_json::from_value(compiled(name)).unwrap();
        assert_eq!(text::render(&def).unwrap(), card(name).text, "{name}");
    }
    let wake: CardDef = serde_json::from_value(compiled("Luminous Wake")).unwrap();
    assert_eq!(trigger_of(&wake, 0), TriggerCondition::Attached { of: Box::new(TriggerCondition::AttacksOrBlocks) });
}

#[test]
fn r603_2_the_rendering_follows_the_event_and_the_kind_of_card() {
    let mut wake: CardDef = serde_json::from_value(compiled("Luminous Wake")).unwrap();
    let Ability::Triggered { trigger, .. } = &mut wake.abilities[0] else { panic!() };
    *trigger = TriggerCondition::Attached { of: Box::new(TriggerCondition::BecomesBlocked) };
    assert_eq!(text::render(&wake).unwrap(), "Enchant creature\nWhenever enchanted creature becomes blocked, you gain 4 life.");
    // The same ability on an Equipment names the creature "equipped".
    let mut lens: CardDef = serde_json::from_value(compiled("Infiltration Lens")).unwrap();
    let Ability::Triggered { trigger, .. } = &mut lens.abilities[0] else { panic!() };
    *trigger = TriggerCondition::Attached { of: Box::new(TriggerCondition::Attacks) };
    assert!(text::render(&lens).unwrap().starts_with("Whenever equipped creature attacks, you may draw two cards."));
    // An event that isn't the creature's own combat event is refused.
    let Ability::Triggered { trigger, .. } = &mut lens.abilities[0] else { panic!() };
    *trigger = TriggerCondition::Attached { of: Box::new(TriggerCondition::PlayerLoses) };
    assert!(text::render(&lens).is_err());
}

#[test]
fn r603_2_the_word_must_be_the_cards_own() {
    let aura = "Enchant creature\nWhenever enchanted creature attacks, you gain 1 life.";
    assert!(text::compile(&odd("Enchantment — Aura", aura)).is_ok());
    let wrong = [
        ("Enchantment — Aura", "Enchant creature\nWhenever equipped creature attacks, you gain 1 life."),
        ("Artifact — Equipment", "Whenever enchanted creature attacks, you gain 1 life.\nEquip {1}"),
        ("Artifact", "Whenever equipped creature attacks, you gain 1 life."),
        // An attack's player is the defending player: "that player" names none here.
        ("Enchantment — Aura", "Enchant creature\nWhenever enchanted creature attacks, that player loses 1 life."),
    ];
    for (type_line, text) in wrong {
        assert!(text::compile(&odd(type_line, text)).is_err(), "{type_line}: {text}");
    }
    let dies = text::compile(&odd("Enchantment — Aura", "Enchant creature\nWhenever enchanted creature dies, you gain 1 life.")).unwrap();
    assert_eq!(text::render(&dies).unwrap(), "Enchant creature\nWhenever enchanted creature dies, you gain 1 life.", "the Whenever wording kept");
}
