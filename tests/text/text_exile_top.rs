//! "Exile the top card of [your / target player's] library." and "Until end
//! of turn, you may play that card." both ways (`exile_top`,
//! `may_play_exiled`).
//!
//! Cards (their text as the table prints it): Aerial Caravan, Abbot of Keral
//! Keep, Scrib Nibblers.

use crate::common;
use common::card_table::{card, compiled};
use stackwise::cards::def::{Ability, CardDef, Duration, Effect};
use stackwise::text::{self, table::TableCard};

fn artifact(text: &str) -> TableCard {
    TableCard { name: "Odd Lens".into(), type_line: "Artifact".into(), mana_cost: Some("{2}".into()), layout: "normal".into(), text: text.into(), ..TableCard::default() }
}

#[test]
fn r601_3_exiled_top_cards_round_trip() {
    for name in ["Aerial Caravan", "Abbot of Keral Keep", "Scrib Nibblers"] {
        let def: CardDef = serde_json::from_value(compiled(name)).unwrap();
        assert_eq!(text::render(&def).unwrap(), text::normalize(&card(name).text), "{name}");
    }
    let t = "{T}: Exile the top two cards of target opponent's library. Until your next turn, you may play those cards.";
    let def = text::compile(&artifact(t)).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(text::render(&def).unwrap(), t);
    // "You may play that card" with no exile of the top of a library before it is not read.
    assert!(text::compile(&artifact("{T}: Draw a card. Until end of turn, you may play that card.")).is_err());
}

#[test]
fn r601_3_the_rendering_reads_the_duration() {
    let with = |d: Duration| {
        let mut def: CardDef = serde_json::from_value(compiled("Aerial Caravan")).unwrap();
        let Some(Ability::Activated { effects, .. }) = def.abilities.iter_mut().find(|a| matches!(a, Ability::Activated { .. })) else { panic!("an activated ability") };
        let Some(Effect::MayPlayExiled { duration }) = effects.last_mut() else { panic!("the permission") };
        *duration = d;
        def
    };
    assert!(text::render(&with(Duration::UntilYourNextTurn)).unwrap().contains("Until your next turn, you may play that card."));
    assert!(!with(Duration::Indefinitely).validate().is_empty(), "only end of turn or until your next turn");
}
