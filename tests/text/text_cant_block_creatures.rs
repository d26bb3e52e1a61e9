//! "[this] can't block [creatures]" (509.1b): `can_block_only` with `not`,
//! read and written back beside "can block only [creatures]".
//!
//! Cards (their text as the table prints it): Brassclaw Orcs, Ironclaw
//! Orcs, Ironclaw Buzzardiers, Gibbering Hyenas, Orcish Veteran, Sunweb.

use crate::common;
use common::card_table::{card, compiled};
use stackwise::cards::def::{Ability, CardDef, StaticEffect};
use stackwise::text;

#[test]
fn r509_1b_cant_block_creatures_round_trips() {
    for name in ["Brassclaw Orcs", "Ironclaw Orcs", "Ironclaw Buzzardiers", "Gibbering Hyenas", "Orcish Veteran", "Sunweb"] {
        let def: CardDef = serde_json::from_value(compiled(name)).unwrap();
        assert_eq!(text::render(&def).unwrap(), text::normalize(&card(name).text), "{name}");
    }
}

#[test]
fn r509_1b_the_restriction_is_written_from_the_form() {
    let mut def: CardDef = serde_json::from_value(compiled("Brassclaw Orcs")).unwrap();
    let Some(Ability::Static { effect: StaticEffect::CanBlockOnly { not, .. }, .. }) = def.abilities.get_mut(0) else { panic!("{:?}", def.abilities) };
    assert!(*not);
    *not = false;
    assert_eq!(text::render(&def).unwrap(), "Brassclaw Orcs can block only creatures with power 2 or greater.");
}
