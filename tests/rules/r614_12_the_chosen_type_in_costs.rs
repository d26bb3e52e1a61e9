//! 614.12: a creature type chosen as a permanent entered, read by its
//! abilities as "the chosen type": a cost reduction for the spells of that
//! type (601.2f) and a sacrifice cost of a creature of that type (602.2b).
//!
//! Cards (as printed):
//! - Urza's Incubator {3} Artifact: "As Urza's Incubator enters the
//!   battlefield, choose a creature type. / Creature spells of the chosen type
//!   cost {2} less to cast."
//! - Doom Cannon {6} Artifact: "As Doom Cannon enters the battlefield, choose
//!   a creature type. / {3}, {T}, Sacrifice a creature of the chosen type: Doom
//!   Cannon deals 3 damage to target creature or player."
//! - Goblin Piker {1}{R} 2/1 Goblin Warrior, Grizzly Bears {1}{G} 2/2 Bear,
//!   basic lands.

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::{json, Value};

fn cards() -> Vec<Value> {
    ["Urza's Incubator", "Doom Cannon", "Goblin Piker", "Grizzly Bears"].iter().map(|n| compiled(n)).collect()
}

/// Alice casts the artifact labelled "art" and chooses Goblin as it enters.
fn enter_choosing_goblin(t: &mut T) {
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@art", "targets": [], "auto_pay": true}));
    t.pass_all();
    t.act(json!({"action": "choose_creature_type", "player": 0, "creature_type": "Goblin"}));
    assert_eq!(t.zone("art"), "battlefield");
}

/// Urza's Incubator, Goblin chosen: Goblin Piker costs {R} (the Mountain
/// alone casts it); Grizzly Bears still costs {1}{G} (the Forest left
/// doesn't pay it).
#[test]
fn r614_12_urzas_incubator_reduces_the_chosen_types_spells() {
    let mut t = duel(cards(), json!({"hand": [{"card": "Urza's Incubator", "label": "art"}, {"card": "Goblin Piker", "label": "piker"}, {"card": "Grizzly Bears", "label": "bears"}], "battlefield": ["Island", "Island", "Island", "Mountain", "Forest"]}), json!({}), (3, 0));
    enter_choosing_goblin(&mut t);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@piker", "targets": [], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("piker"), "battlefield");
    let forest = t.g().battlefield.iter().copied().find(|id| t.g().objects[id].def.name == "Forest").unwrap();
    assert!(!t.g().objects[&forest].tapped, "the Piker cost {{R}}: the Forest is left");
    let e = t.try_act(json!({"action": "cast_spell", "player": 0, "card": "@bears", "targets": [], "auto_pay": true})).unwrap_err().to_string();
    assert!(e.contains("can't pay"), "the Bears still cost {{1}}{{G}}: {e}");
}

/// Doom Cannon, Goblin chosen: sacrificing Grizzly Bears is refused; Goblin
/// Piker pays the cost, and Bob takes 3.
#[test]
fn r614_12_doom_cannon_sacrifices_a_creature_of_the_chosen_type() {
    let mut bf: Vec<Value> = vec![json!("Island"); 9];
    bf.push(json!({"card": "Goblin Piker", "label": "piker"}));
    bf.push(json!({"card": "Grizzly Bears", "label": "bears"}));
    let mut t = duel(cards(), json!({"hand": [{"card": "Doom Cannon", "label": "art"}], "battlefield": bf}), json!({}), (3, 0));
    enter_choosing_goblin(&mut t);
    let fire = |sac: &str| json!({"action": "activate_ability", "player": 0, "source": "@art", "ability": 0, "targets": [{"player": 1}], "auto_pay": true, "sacrifice": [format!("@{sac}")]});
    let e = t.try_act(fire("bears")).unwrap_err().to_string();
    assert!(e.contains("Grizzly Bears"), "{e}");
    t.act(fire("piker"));
    t.pass_all();
    assert_eq!((t.zone("piker").as_str(), t.life(1)), ("graveyard", 17));
}
