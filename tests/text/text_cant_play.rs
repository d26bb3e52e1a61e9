//! Statics that forbid playing cards, compiled from the printed text:
//! "Players can't play lands" (305.1), "Lands can't enter the battlefield"
//! (a land that would enter can't be played either), "The named card can't
//! be cast" (601.3, with the name chosen as the permanent entered, 614.12).
//!
//! Cards (their text as the table prints it):
//! - Worms of the Earth {2}{B}{B}{B}: "Players can't play lands. / Lands can't
//!   enter the battlefield. / At the beginning of each upkeep, any player may
//!   sacrifice two lands or have Worms of the Earth deal 5 damage to him or
//!   her. If a player does either, destroy Worms of the Earth."
//! - Meddling Mage {W}{U} 2/2, Nevermore {1}{W}{W}: "As [this] enters the
//!   battlefield, name a nonland card. / The named card can't be cast."
//! - Lightning Bolt {R}, Shock {R}.

use crate::common;
use serde_json::json;

#[test]
fn r305_1_worms_of_the_earth_forbids_playing_a_land_for_either_player() {
    let cards = ["Worms of the Earth"];
    let hand = json!([{"card": "Forest", "label": "forest"}]);
    let mut t = common::card_table::compiled_game(&cards, json!([]), hand.clone(), json!([{"card": "Worms of the Earth", "label": "worms"}]));
    assert!(t.try_act(json!({"action": "play_land", "player": 0, "card": "@forest"})).is_err());
    assert_eq!(t.zone("forest"), "hand");
    // Without it, the same play is allowed.
    let mut t = common::card_table::compiled_game(&cards, json!([]), hand, json!([]));
    t.act(json!({"action": "play_land", "player": 0, "card": "@forest"}));
    assert_eq!(t.zone("forest"), "battlefield");
}

#[test]
fn r601_3_the_named_card_cant_be_cast_but_another_can() {
    for card in ["Meddling Mage", "Nevermore"] {
        let cards = [card, "Lightning Bolt", "Shock"];
        let alice = json!(["Plains", "Plains", "Island", "Island", "Mountain"]);
        let hand = json!([{"card": card, "label": "mm"}, {"card": "Lightning Bolt", "label": "bolt"}, {"card": "Shock", "label": "shock"}]);
        let mut t = common::card_table::compiled_game(&cards, alice, hand, json!([]));
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@mm", "auto_pay": true}));
        t.pass_all();
        t.act(json!({"action": "name_card", "player": 0, "name": "Lightning Bolt"}));
        assert_eq!(t.zone("mm"), "battlefield");
        assert!(t.try_act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "auto_pay": true})).is_err(), "{card}");
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@shock", "targets": [{"player": 1}], "auto_pay": true}));
        t.pass_all();
        assert_eq!(t.life(1), 18, "{card}");
    }
}
