//! "Any number of target [nouns]" (601.2c): one target slot with
//! `any_number`, read and written back; "put [those cards] on top of your
//! library" and "shuffle [them] into your library" for target cards of your
//! graveyard.
//!
//! Cards (their text as the table prints it): Footbottom Feast, Frantic
//! Salvage, Bone Harvest, Piper's Melody, Renewing Touch, Scapegoat, Iname,
//! Life Aspect; Energy Arc ("those creatures" for the targets again).

use crate::common;
use common::card_table::{card, compiled};
use stackwise::cards::def::{Ability, CardDef, TargetSpec};
use stackwise::text;

const CARDS: &[&str] = &["Footbottom Feast", "Frantic Salvage", "Bone Harvest", "Piper's Melody", "Renewing Touch", "Scapegoat", "Iname, Life Aspect", "Energy Arc"];

#[test]
fn r601_2c_any_number_of_targets_round_trips() {
    for name in CARDS {
        let def: CardDef = serde_json::from_value(compiled(name)).unwrap();
        assert_eq!(text::render(&def).unwrap(), text::normalize(&card(name).text), "{name}");
        let slots: Vec<&TargetSpec> = match (&def.spell, def.abilities.first()) {
            (Some(sp), _) => sp.targets.iter().collect(),
            (None, Some(Ability::Triggered { targets, .. })) => targets.iter().collect(),
            _ => panic!("{name}: {def:?}"),
        };
        assert!(matches!(slots.as_slice(), [s] if s.any_number && !s.optional), "{name}: one 'any number' slot: {slots:?}");
    }
}

#[test]
fn r601_2c_the_number_of_targets_is_written_from_the_form() {
    let mut def: CardDef = serde_json::from_value(compiled("Footbottom Feast")).unwrap();
    let sp = def.spell.as_mut().unwrap();
    // The same form with the Frantic Salvage's noun: written with that noun.
    let salvage: CardDef = serde_json::from_value(compiled("Frantic Salvage")).unwrap();
    sp.targets[0] = salvage.spell.unwrap().targets[0].clone();
    assert!(text::render(&def).unwrap().starts_with("Put any number of target artifact cards from your graveyard on top of your library."), "{}", text::render(&def).unwrap());
    // Without 'any_number' the one slot is one target, which "put ... targets" can't say.
    def.spell.as_mut().unwrap().targets[0].any_number = false;
    assert!(text::render(&def).is_err(), "{:?}", text::render(&def));
}

#[test]
fn r601_2c_an_any_number_slot_before_another_slot_is_refused() {
    let mut def: CardDef = serde_json::from_value(compiled("Piper's Melody")).unwrap();
    let sp = def.spell.as_mut().unwrap();
    let mut second = sp.targets[0].clone();
    second.any_number = false;
    sp.targets.push(second);
    let errs = def.validate().join("\n");
    assert!(errs.contains("required target comes after an optional one") || errs.contains("'any_number' target is the last slot"), "{errs}");
}
