//! "[instruction] unless you pay N life [for each ...]" and "... unless its
//! controller pays N life" (119.4, 608.2d): `unless_you_pay_life`, with
//! its payer, read and written back.
//!
//! Cards (their text as the table prints it): Carnophage, Sangrophage, Vile
//! Consumption, Vectis Dominator.

use crate::common;
use common::card_table::{card, compiled};
use stackwise::cards::def::CardDef;
use stackwise::text;

#[test]
fn r119_4_unless_pays_life_round_trips() {
    for name in ["Carnophage", "Sangrophage", "Vile Consumption", "Vectis Dominator"] {
        let def: CardDef = serde_json::from_value(compiled(name)).unwrap();
        assert_eq!(text::render(&def).unwrap(), text::normalize(&card(name).text), "{name}");
    }
}

#[test]
fn r119_4_the_payment_and_the_payer_are_written_from_the_form() {
    let v = compiled("Vectis Dominator").to_string();
    assert!(v.contains("\"life\":2") && v.contains("\"payer\""), "{v}");
    let three: CardDef = serde_json::from_str(&v.replace("\"life\":2", "\"life\":3")).unwrap();
    assert_eq!(text::render(&three).unwrap(), "{T}: Tap target creature unless its controller pays 3 life.");
    let mut yours: serde_json::Value = serde_json::from_str(&v).unwrap();
    let e = &mut yours["abilities"][0]["effects"][0];
    e.as_object_mut().unwrap().remove("payer");
    let yours: CardDef = serde_json::from_value(yours).unwrap();
    assert_eq!(text::render(&yours).unwrap(), "{T}: Tap target creature unless you pay 2 life.");
}
