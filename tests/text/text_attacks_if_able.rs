//! "[Object] attacks this turn if able" as an instruction: a requirement on
//! the declaration of attackers for the rest of the turn (508.1d): a
//! declaration that leaves out a creature so required, while it is able to
//! attack, is refused; a creature that can't attack (tapped) is not required to.
//!
//! Cards (their text as the table prints it):
//! - Boiling Blood {2}{R} instant: "Target creature attacks this turn if
//!   able. / Draw a card."
//! - Goblin Diplomats {1}{R} 2/1: "{T}: Each creature attacks this turn if able."
//! - Bullwhip {4} artifact: "{2}, {T}: Bullwhip deals 1 damage to target
//!   creature. That creature attacks this turn if able."
//! - Grizzly Bears {1}{G} 2/2, Hill Giant {3}{R} 3/3, Mountain.

use crate::common;
use common::*;
use serde_json::json;

#[test]
fn r508_1d_boiling_blood_makes_the_target_attack() {
    let alice = json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Hill Giant", "label": "giant"}, "Mountain", "Mountain", "Mountain"]);
    let hand = json!([{"card": "Boiling Blood", "label": "bb"}]);
    let mut t = common::card_table::compiled_game(&["Boiling Blood", "Grizzly Bears", "Hill Giant", "Mountain"], alice, hand, json!([]));
    let bears = t.id("bears").0;
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bb", "targets": [{"object": bears}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.g().players[0].hand.len(), 1, "Boiling Blood drew a card");
    to_decision(&mut t);
    let e = refused_unchanged(&mut t, json!({"action": "declare_attackers", "player": 0, "attackers": []}));
    assert!(e.contains("508.1d"), "{e}");
    refused_unchanged(&mut t, json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@giant", "target": {"player": 1}}]}));
    // The Bears alone (the Giant is not required) is a legal declaration.
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@bears", "target": {"player": 1}}]}));
}

#[test]
fn r508_1d_goblin_diplomats_requires_every_able_creature_but_itself_tapped() {
    let alice = json!([{"card": "Goblin Diplomats", "label": "dipl"}, {"card": "Grizzly Bears", "label": "bears"}, {"card": "Hill Giant", "label": "giant"}]);
    let mut t = common::card_table::compiled_game(&["Goblin Diplomats", "Grizzly Bears", "Hill Giant"], alice, json!([]), json!([]));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@dipl", "ability": 0, "auto_pay": true}));
    t.pass_all();
    to_decision(&mut t);
    refused_unchanged(&mut t, json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@bears", "target": {"player": 1}}]}));
    // The tapped Diplomats can't attack, so only the Bears and the Giant must.
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@bears", "target": {"player": 1}}, {"attacker": "@giant", "target": {"player": 1}}]}));
}

#[test]
fn r508_1d_bullwhip_damages_then_requires_that_creature() {
    let alice = json!([{"card": "Bullwhip", "label": "whip"}, {"card": "Hill Giant", "label": "giant"}, "Mountain", "Mountain"]);
    let mut t = common::card_table::compiled_game(&["Bullwhip", "Hill Giant", "Mountain"], alice, json!([]), json!([]));
    let giant = t.id("giant").0;
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@whip", "ability": 0, "targets": [{"object": giant}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.g().objects[&t.id("giant")].damage, 1);
    to_decision(&mut t);
    refused_unchanged(&mut t, json!({"action": "declare_attackers", "player": 0, "attackers": []}));
}
