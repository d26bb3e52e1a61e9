//! "Players can't untap more than one [noun] during their untap steps." and
//! "You can't untap more than one land during your untap step." both ways
//! (`untap_limit`, 502.2), alone or "As long as [this] is untapped".
//!
//! Cards (their text as the table prints it): Smoke, Damping Field, Imi
//! Statue, Stoic Angel, Mungha Wurm, Winter Orb, Static Orb.

use crate::common;
use common::card_table::{card, compiled};
use stackwise::cards::def::{Ability, CardDef, StaticEffect};
use stackwise::text;

#[test]
fn r502_2_untap_limits_round_trip() {
    for name in ["Smoke", "Damping Field", "Imi Statue", "Stoic Angel", "Mungha Wurm", "Winter Orb", "Static Orb"] {
        let def: CardDef = serde_json::from_value(compiled(name)).unwrap();
        assert_eq!(text::render(&def).unwrap(), text::normalize(&card(name).text), "{name}");
    }
}

#[test]
fn r502_2_the_rendering_reads_the_limit() {
    let mut smoke: CardDef = serde_json::from_value(compiled("Smoke")).unwrap();
    let Ability::Static { effect: StaticEffect::UntapLimit { count, yours_only, .. }, .. } = &mut smoke.abilities[0] else { panic!("an untap limit") };
    (*count, *yours_only) = (3, true);
    assert_eq!(text::render(&smoke).unwrap(), "You can't untap more than three creatures during your untap step.");
}
