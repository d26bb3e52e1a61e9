//! "Look at target player's hand and choose a card from it" read both ways
//! after a look (the looker chooses, 608.2d) as after "[player] reveals his
//! or her hand. You choose ...": "That player discards that card" or another
//! instruction on "that card"; and "Players / Your opponents play with their
//! hands revealed" (a static ability, `hands_revealed`).
//!
//! Cards (their text as the table prints it): Thrull Surgeon, Seer's Vision,
//! Revelation, Telepathy.

use crate::common;
use common::card_table::{card, compiled};
use stackwise::cards::def::{CardDef, StaticEffect};
use stackwise::text::{self, table::TableCard};

fn sorcery(text: &str) -> TableCard {
    TableCard { name: "Odd Peek".into(), type_line: "Sorcery".into(), mana_cost: Some("{1}{B}".into()), layout: "normal".into(), text: text.into(), ..TableCard::default() }
}

#[test]
fn r608_2d_looked_at_hands_round_trip() {
    for name in ["Thrull Surgeon", "Seer's Vision", "Revelation", "Telepathy"] {
        let def: CardDef = serde_json::from_value(compiled(name)).unwrap();
        assert_eq!(text::render(&def).unwrap(), text::normalize(&card(name).text), "{name}");
    }
    // Another instruction on the chosen card, after a look.
    for t in ["Look at target player's hand and choose a nonland card from it. Exile that card.", "Look at target opponent's hand and choose a card from it. That player discards that card."] {
        let def = text::compile(&sorcery(t)).unwrap_or_else(|e| panic!("{t}: {e:?}"));
        assert_eq!(text::render(&def).unwrap(), t);
    }
    // "You choose" belongs after a reveal, not after a look.
    assert!(text::compile(&sorcery("Look at target player's hand and you choose a card from it. That player discards that card.")).is_err());
}

#[test]
fn r400_2_hands_revealed_is_rendered_from_the_form() {
    let mut def: CardDef = serde_json::from_value(compiled("Revelation")).unwrap();
    let stackwise::cards::def::Ability::Static { effect, .. } = &mut def.abilities[0] else { panic!("a static ability") };
    assert_eq!(*effect, StaticEffect::HandsRevealed { opponents_only: false });
    *effect = StaticEffect::HandsRevealed { opponents_only: true };
    assert_eq!(text::render(&def).unwrap(), "Your opponents play with their hands revealed.");
}
