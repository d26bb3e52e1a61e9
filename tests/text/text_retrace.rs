//! Retrace (702.79a; 702.80a in later rules): the card may be cast from its
//! owner's graveyard by discarding a land card in addition to paying its
//! other costs (its mana cost). Offered as a cast option (`"retrace"`) whose
//! discard choice lists only the land cards in the hand; a spell cast this
//! way goes back to the graveyard as it resolves (it can be retraced again).
//!
//! Cards (their text as the table prints it):
//! - Flame Jab {R}, sorcery: "Flame Jab deals 1 damage to target creature or
//!   player. / Retrace"
//! - Oona's Grace {2}{U}, instant: "Target player draws a card. / Retrace"
//! - Grizzly Bears, Mountain (cards in the hand).

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::actions::AlternativeCost;
use stackwise::rules::legal::{CastOption, LegalAction};
use stackwise::rules::*;

fn game(card: &str, mana: &str, active: u8) -> T {
    T::new(json!({"cards": [card_table::compiled(card)], "players": [
        {"name": "Alice", "graveyard": [{"card": card, "label": "spell"}], "hand": [{"card": "Mountain", "label": "land"}, {"card": "Grizzly Bears", "label": "bears"}], "mana_pool": mana, "library": ["Island", "Island"]},
        {"name": "Bob", "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": active, "step": "precombat_main"}}))
}

fn retrace_option(t: &T) -> Option<CastOption> {
    let id = t.id("spell");
    t.g().legal_actions().into_iter().find_map(|a| match a {
        LegalAction::Cast { card, options, .. } if card == id => options.into_iter().find(|o| o.alternative_cost == Some(AlternativeCost::Retrace)),
        _ => None,
    })
}

fn cast(card_targets: Value, discard: Value) -> Value {
    json!({"action": "cast_spell", "player": 0, "card": "@spell", "targets": card_targets, "auto_pay": true, "alternative_cost": "retrace", "discard": discard})
}

#[test]
fn r702_79a_flame_jab_is_cast_from_the_graveyard_discarding_a_land() {
    let mut t = game("Flame Jab", "{R}", 0);
    let o = retrace_option(&t).expect("retrace offered");
    let d = o.discard.expect("a discard choice");
    assert_eq!(d.candidates, vec![t.id("land")], "only the land card");
    let bears = t.id("bears").0;
    refused_unchanged(&mut t, cast(json!([{"player": 1}]), json!([bears])));
    t.act(cast(json!([{"player": 1}]), json!([t.id("land").0])));
    assert_eq!(t.zone("land"), "graveyard");
    t.pass_all();
    assert_eq!(t.life(1), 19);
    assert_eq!(t.zone("spell"), "graveyard", "back to the graveyard, not exiled");
}

#[test]
fn r702_79a_oonas_grace_needs_a_land_card_and_its_mana_cost() {
    // No mana: not offered.
    let t = game("Oona's Grace", "", 0);
    assert!(retrace_option(&t).is_none());
    // With its mana cost: cast, the land discarded, a card drawn.
    let mut t = game("Oona's Grace", "{2}{U}", 0);
    assert!(retrace_option(&t).is_some());
    t.act(cast(json!([{"player": 0}]), json!([t.id("land").0])));
    t.pass_all();
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 2, "the Bears and the card drawn");
    assert_eq!(t.g().player(PlayerId(0)).pool.total(), 0, "its mana cost paid");
    // Without a land card in hand: not offered.
    let mut t = T::new(json!({"cards": [card_table::compiled("Oona's Grace")], "players": [
        {"name": "Alice", "graveyard": [{"card": "Oona's Grace", "label": "spell"}], "hand": ["Grizzly Bears"], "mana_pool": "{2}{U}", "library": ["Island"]},
        {"name": "Bob", "library": ["Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    assert!(retrace_option(&t).is_none());
    refused_unchanged(&mut t, cast(json!([{"player": 0}]), json!([])));
}
