//! Domain (207.2c: an ability word, no rules of its own) and what it marks:
//! the number of basic land types among the lands the controller controls
//! (305.6: Plains, Island, Swamp, Mountain, Forest; each counted once),
//! compiled from the cards' printed text; and a change "until end of turn
//! for each [counted]" (608.2h: counted once, as the spell resolves).
//!
//! Cards (their text as the table prints it):
//! - Wayfaring Giant {5}{W} 1/3: "Domain — Wayfaring Giant gets +1/+1 for
//!   each basic land type among lands you control."
//! - Matca Rioters {2}{G} */*: "Domain — Matca Rioters's power and toughness
//!   are each equal to the number of basic land types among lands you control."
//! - Might of Alara {G}: "Domain — Target creature gets +1/+1 until end of
//!   turn for each basic land type among lands you control."
//! - Tribal Flames {1}{R}: "Domain — Tribal Flames deals X damage to target
//!   creature or player, where X is the number of basic land types among
//!   lands you control."
//! - Goblin Piledriver {1}{R} 1/2: "Protection from blue / Whenever Goblin
//!   Piledriver attacks, it gets +2/+0 until end of turn for each other
//!   attacking Goblin."
//! - Raging Goblin {R} 1/1 (haste), Goblin Piker {1}{R} 2/1, Grizzly Bears,
//!   basic lands.

use crate::common;
use common::*;
use serde_json::{json, Value};

fn pt(t: &T, label: &str) -> (i32, i32) {
    let c = t.g().chars(t.id(label)).unwrap();
    (c.power.unwrap(), c.toughness.unwrap())
}

fn game(cards: &[&str], alice_bf: Value, hand: Value, bob_bf: Value) -> T {
    common::card_table::compiled_game(cards, alice_bf, hand, bob_bf)
}

#[test]
fn r305_6_basic_land_types_counted_once_each_and_only_the_controllers() {
    // Plains, Island and two Forests: three types (Bob's Swamp and Mountain don't count).
    let bf = json!(["Plains", "Island", "Forest", "Forest", {"card": "Wayfaring Giant", "label": "giant"}, {"card": "Matca Rioters", "label": "rioters"}]);
    let mut t = game(&["Wayfaring Giant", "Matca Rioters"], bf, json!([{"card": "Swamp", "label": "swamp"}]), json!(["Swamp", "Mountain"]));
    assert_eq!(pt(&t, "giant"), (4, 6), "1/3 and +1/+1 three times");
    assert_eq!(pt(&t, "rioters"), (3, 3));
    // A fourth type: both grow at once (a static ability and a characteristic-defining one).
    t.act(json!({"action": "play_land", "player": 0, "card": "@swamp"}));
    assert_eq!((pt(&t, "giant"), pt(&t, "rioters")), ((5, 7), (4, 4)));
}

#[test]
fn r608_2h_domain_spells_count_as_they_resolve() {
    // Might of Alara with Forest and Mountain: +2/+2 on Grizzly Bears.
    let mut t = game(&["Might of Alara", "Grizzly Bears"], json!(["Forest", "Mountain", {"card": "Grizzly Bears", "label": "bears"}]), json!([{"card": "Might of Alara", "label": "might"}]), json!([]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@might", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(pt(&t, "bears"), (4, 4));
    // Tribal Flames with Mountain, Island, Swamp, Plains: 4 damage to Bob.
    let mut t = game(&["Tribal Flames"], json!(["Mountain", "Island", "Swamp", "Plains"]), json!([{"card": "Tribal Flames", "label": "flames"}]), json!(["Forest"]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@flames", "targets": [{"player": 1}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.life(1), 16);
}

#[test]
fn r608_2h_until_end_of_turn_for_each_other_attacking_goblin() {
    // Goblin Piledriver attacks with Raging Goblin and Goblin Piker: +4/+0; alone: +0/+0.
    for (others, power) in [(vec!["Raging Goblin", "Goblin Piker"], 5), (vec![], 1)] {
        let mut bf = vec![json!({"card": "Goblin Piledriver", "label": "pd"})];
        bf.extend(others.iter().enumerate().map(|(i, n)| json!({"card": n, "label": format!("g{i}")})));
        let mut t = game(&["Goblin Piledriver", "Raging Goblin", "Goblin Piker"], json!(bf), json!([]), json!([]));
        t.gm().turn.step = stackwise::rules::types::Step::BeginningOfCombat;
        to_decision(&mut t);
        let mut attackers = vec![json!({"attacker": "@pd", "target": {"player": 1}})];
        attackers.extend((0..others.len()).map(|i| json!({"attacker": format!("@g{i}"), "target": {"player": 1}})));
        t.act(json!({"action": "declare_attackers", "player": 0, "attackers": attackers}));
        t.pass_all();
        assert_eq!(pt(&t, "pd").0, power, "with {others:?}");
    }
}

#[test]
fn r305_6_an_auras_domain_change_follows_the_lands() {
    // Exotic Curse ("Enchant creature / Domain — Enchanted creature gets -1/-1
    // for each basic land type among lands you control") on Bob's Hill Giant
    // (3/3), Alice with a Swamp and an Island: 1/1; her Mountain played: 0/0, it dies.
    let bf = json!(["Swamp", "Island", {"card": "Exotic Curse", "label": "curse", "attached_to": "giant"}]);
    let mut t = game(&["Exotic Curse", "Hill Giant"], bf, json!([{"card": "Mountain", "label": "mountain"}]), json!([{"card": "Hill Giant", "label": "giant"}]));
    assert_eq!(pt(&t, "giant"), (1, 1));
    t.act(json!({"action": "play_land", "player": 0, "card": "@mountain"}));
    t.pass_all();
    assert_eq!(t.zone("giant"), "graveyard");
}
