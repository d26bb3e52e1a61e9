//! "Counter target activated ability." and "Counter target activated or
//! triggered ability." both ways (target kinds `activated_ability` and
//! `ability`; 701.5a).
//!
//! Cards (their text as the table prints it): Squelch, Bind, Stifle,
//! Azorius Guildmage, Voidmage Husher, Rust and Brown Ouphe ("... from an
//! artifact source").

use crate::common;
use common::card_table::{card, compiled};
use stackwise::cards::def::{CardDef, TargetKind};
use stackwise::text;

#[test]
fn r701_5a_target_abilities_round_trip() {
    for name in ["Squelch", "Bind", "Stifle", "Azorius Guildmage", "Voidmage Husher", "Rust", "Brown Ouphe"] {
        let def: CardDef = serde_json::from_value(compiled(name)).unwrap();
        assert_eq!(text::render(&def).unwrap(), text::normalize(&card(name).text), "{name}");
    }
    let mut stifle: CardDef = serde_json::from_value(compiled("Stifle")).unwrap();
    let spell = stifle.spell.as_mut().unwrap();
    assert_eq!(spell.targets[0].kind, TargetKind::Ability);
    spell.targets[0].kind = TargetKind::ActivatedAbility;
    assert_eq!(text::render(&stifle).unwrap(), "Counter target activated ability.");
    // A filter on a target ability is refused.
    let mut squelch: CardDef = serde_json::from_value(compiled("Squelch")).unwrap();
    squelch.spell.as_mut().unwrap().targets[0].filter = stackwise::cards::def::FilterSpec { token: Some(true), ..Default::default() }.into();
    assert!(!squelch.validate().is_empty());
}
