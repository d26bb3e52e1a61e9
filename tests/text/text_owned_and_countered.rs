//! Two suffixes of a noun: "you own" (108.3: a card's owner, who may not be
//! its controller) and "with a [kind] counter on it" (122.1: at least one
//! counter of that kind), both read by targets as they are chosen and again
//! as the spell or ability resolves (608.2b).
//!
//! Cards (their text as the table prints it):
//! - Despotic Scepter {1}: "{T}: Destroy target permanent you own. It can't
//!   be regenerated."
//! - Saving Grasp {U}: "Return target creature you own to your hand.
//!   Flashback {W}"
//! - Bounty Hunter {2}{B}{B} 2/2: "{T}: Put a bounty counter on target
//!   nonblack creature. {T}: Destroy target creature with a bounty counter
//!   on it."
//! - Crumbling Ashes {1}{B}: "At the beginning of your upkeep, destroy
//!   target creature with a -1/-1 counter on it."
//! - Hill Giant {3}{R} 3/3, Grizzly Bears {1}{G} 2/2, Island.

use crate::common;
use common::*;
use serde_json::json;

fn game(cards: &[&str], alice_bf: serde_json::Value, hand: serde_json::Value, bob_bf: serde_json::Value) -> T {
    common::card_table::compiled_game(cards, alice_bf, hand, bob_bf)
}

#[test]
fn r108_3_despotic_scepter_destroys_only_a_permanent_its_controller_owns() {
    // Alice owns the Hill Giant Bob controls; Bob owns his Grizzly Bears.
    let bf = json!([{"card": "Despotic Scepter", "label": "scepter"}, {"card": "Hill Giant", "label": "giant", "controller": 1}]);
    let mut t = game(&["Despotic Scepter", "Hill Giant", "Grizzly Bears"], bf, json!([]), json!([{"card": "Grizzly Bears", "label": "bears"}]));
    let (bears, giant) = (t.id("bears").0, t.id("giant").0);
    refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@scepter", "ability": 0, "targets": [{"object": bears}], "auto_pay": true}));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@scepter", "ability": 0, "targets": [{"object": giant}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("giant"), "graveyard", "owned by Alice though Bob controls it");
    assert_eq!(t.zone("bears"), "battlefield");
}

#[test]
fn r108_3_saving_grasp_returns_a_creature_you_own_to_your_hand() {
    let bf = json!(["Island", {"card": "Hill Giant", "label": "giant", "controller": 1}]);
    let bob = json!([{"card": "Grizzly Bears", "label": "bears"}]);
    let mut t = game(&["Saving Grasp", "Hill Giant", "Grizzly Bears"], bf, json!([{"card": "Saving Grasp", "label": "grasp"}]), bob);
    let (bears, giant) = (t.id("bears").0, t.id("giant").0);
    refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@grasp", "targets": [{"object": bears}], "auto_pay": true}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@grasp", "targets": [{"object": giant}], "auto_pay": true}));
    t.pass_all();
    assert!(hand(&t).contains(&"Hill Giant".to_string()), "back to its owner Alice's hand: {:?}", hand(&t));
}

#[test]
fn r122_1_bounty_hunter_destroys_only_a_creature_with_a_bounty_counter() {
    let bf = json!([{"card": "Bounty Hunter", "label": "hunter"}]);
    let bob = json!([{"card": "Grizzly Bears", "label": "marked", "counters": {"bounty": 1}}, {"card": "Hill Giant", "label": "giant", "counters": {"+1/+1": 1}}]);
    let mut t = game(&["Bounty Hunter", "Hill Giant", "Grizzly Bears"], bf, json!([]), bob);
    let (marked, giant) = (t.id("marked").0, t.id("giant").0);
    refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@hunter", "ability": 1, "targets": [{"object": giant}], "auto_pay": true}));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@hunter", "ability": 1, "targets": [{"object": marked}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("marked"), "graveyard");
    assert_eq!(t.zone("giant"), "battlefield");
}
