//! "[Player] skip(s) [your / his or her] next untap step" (614.10): the
//! instruction `skip_next_step` with the step `untap`, read and written back.
//!
//! Cards (their text as the table prints it): Avizoa, Brine Elemental,
//! Shisato, Whispering Hunter; Fatigue (the draw step).

use crate::common;
use common::card_table::{card, compiled};
use stackwise::cards::def::{Ability, CardDef, Effect};
use stackwise::rules::types::Step;
use stackwise::text;

#[test]
fn r614_10_skip_next_untap_step_round_trips() {
    for name in ["Avizoa", "Brine Elemental", "Shisato, Whispering Hunter", "Fatigue"] {
        let def: CardDef = serde_json::from_value(compiled(name)).unwrap();
        assert_eq!(text::render(&def).unwrap(), text::normalize(&card(name).text), "{name}");
    }
}

#[test]
fn r614_10_the_step_skipped_is_written_from_the_form() {
    let mut def: CardDef = serde_json::from_value(compiled("Shisato, Whispering Hunter")).unwrap();
    let Some(Ability::Triggered { effects, .. }) = def.abilities.get_mut(1) else { panic!("{:?}", def.abilities) };
    let Effect::SkipNextStep { step, .. } = &mut effects[0] else { panic!("{effects:?}") };
    assert_eq!(*step, Step::Untap);
    *step = Step::Draw;
    assert!(text::render(&def).unwrap().ends_with("that player skips his or her next draw step."), "{}", text::render(&def).unwrap());
}
