//! "nontoken [noun]" (111.1: a token is a permanent no card represents): a
//! noun that leaves tokens out, read in triggers, costs and targets.
//!
//! Cards (their text as the table prints it):
//! - Golgari Germination {1}{B}{G}, Enchantment: "Whenever a nontoken
//!   creature you control dies, create a 1/1 green Saproling creature token."
//! - Infernal Tribute {B}{B}{B}, Enchantment: "{2}, Sacrifice a nontoken
//!   permanent: Draw a card."
//! - Flicker {1}{W}, Sorcery: "Exile target nontoken permanent, then return
//!   it to the battlefield under its owner's control."
//! - Grizzly Bears {1}{G} 2/2, Shock {R}: "Shock deals 2 damage to target
//!   creature or player."

use crate::common;
use common::*;
use serde_json::json;

fn saprolings(t: &T) -> usize {
    t.g().battlefield.iter().filter(|id| t.g().chars(**id).is_some_and(|c| c.subtypes.iter().any(|s| s == "Saproling"))).count()
}

#[test]
fn r111_1_a_nontoken_creature_dying_triggers_and_a_token_dying_does_not() {
    let bf = json!(["Golgari Germination", "Mountain", "Mountain", {"card": "Grizzly Bears", "label": "card"}, {"card": "Grizzly Bears", "label": "token", "token": true}]);
    let hand = json!([{"card": "Shock", "label": "s1"}, {"card": "Shock", "label": "s2"}]);
    let mut t = card_table::compiled_game(&["Golgari Germination", "Grizzly Bears", "Shock"], bf, hand, json!([]));
    let token = t.id("token").0;
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@s1", "targets": [{"object": token}], "auto_pay": true}));
    t.pass_all();
    t.pass_all();
    assert_eq!(saprolings(&t), 0, "the token's death triggers nothing");
    let card = t.id("card").0;
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@s2", "targets": [{"object": card}], "auto_pay": true}));
    t.pass_all();
    t.pass_all();
    assert_eq!(t.zone("card"), "graveyard");
    assert_eq!(saprolings(&t), 1);
}

#[test]
fn r111_1_a_token_is_no_nontoken_permanent_to_sacrifice_or_target() {
    let bf = json!(["Infernal Tribute", "Swamp", "Swamp", "Plains", "Plains", {"card": "Grizzly Bears", "label": "card"}, {"card": "Grizzly Bears", "label": "token", "token": true}]);
    let hand = json!([{"card": "Flicker", "label": "flicker"}]);
    let mut t = card_table::compiled_game(&["Infernal Tribute", "Flicker", "Grizzly Bears"], bf, hand, json!([]));
    let token = t.id("token").0;
    assert!(t.try_act(json!({"action": "cast_spell", "player": 0, "card": "@flicker", "targets": [{"object": token}], "auto_pay": true})).is_err());
    let tribute = t.g().battlefield.iter().copied().find(|id| t.g().name_of(*id) == "Infernal Tribute").unwrap();
    assert!(t.try_act(json!({"action": "activate_ability", "player": 0, "source": tribute.0, "ability": 0, "sacrifice": [token], "auto_pay": true})).is_err(), "a token can't pay");
    let card = t.id("card").0;
    t.act(json!({"action": "activate_ability", "player": 0, "source": tribute.0, "ability": 0, "sacrifice": [card], "auto_pay": true}));
    assert_eq!(t.zone("card"), "graveyard");
}
