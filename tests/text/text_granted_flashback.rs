//! "Target [noun] card in your graveyard gains flashback until end of turn.
//! The flashback cost is equal to its mana cost." and "Each [noun] and
//! [noun] card in your graveyard gains ..." (702.33a: castable from the
//! graveyard for its mana cost this turn, exiled as it leaves the stack).
//!
//! Cards (their text as the table prints it):
//! - Recoup {1}{R}: "Target sorcery card in your graveyard gains flashback
//!   until end of turn. The flashback cost is equal to its mana cost.
//!   Flashback {3}{R}"
//! - Past in Flames {3}{R}: "Each instant and sorcery card in your graveyard
//!   gains flashback until end of turn. The flashback cost is equal to its
//!   mana cost. Flashback {4}{R}"
//! - Lava Axe {4}{R}: "Lava Axe deals 5 damage to target player."
//! - Lightning Bolt {R}, Grizzly Bears {1}{G} 2/2, Mountain.

use crate::common;
use common::*;
use serde_json::{json, Value};

fn game(spell: &str, mountains: usize) -> T {
    let cards: Vec<Value> = [spell, "Lava Axe", "Lightning Bolt", "Grizzly Bears"].iter().map(|n| common::card_table::compiled(n)).collect();
    let lands: Vec<Value> = (0..mountains).map(|_| json!("Mountain")).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": lands, "hand": [{"card": spell, "label": "s"}], "graveyard": [{"card": "Lava Axe", "label": "axe"}, {"card": "Lightning Bolt", "label": "bolt"}, {"card": "Grizzly Bears", "label": "bears"}], "library": ["Island", "Island"]},
        {"name": "Bob", "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn flashback(t: &mut T, card: &str) -> Result<Vec<stackwise::rules::events::Event>, stackwise::rules::ActionError> {
    t.try_act(json!({"action": "cast_spell", "player": 0, "card": format!("@{card}"), "targets": [{"player": 1}], "auto_pay": true, "alternative_cost": "granted_flashback"}))
}

#[test]
fn r702_33a_recoup_lets_a_sorcery_be_cast_from_the_graveyard_and_exiled() {
    let mut t = game("Recoup", 7);
    let (axe, bolt) = (t.id("axe").0, t.id("bolt").0);
    // Only a sorcery card: the Bolt is an instant.
    refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@s", "targets": [{"object": bolt}], "auto_pay": true}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@s", "targets": [{"object": axe}], "auto_pay": true}));
    t.pass_all();
    assert!(flashback(&mut t, "bolt").is_err(), "the Bolt did not gain flashback");
    flashback(&mut t, "axe").expect("Lava Axe cast for {4}{R} from the graveyard");
    t.pass_all();
    assert_eq!(t.life(1), 15);
    assert_eq!(t.zone("axe"), "exile", "exiled as it leaves the stack");
}

#[test]
fn r702_33a_past_in_flames_gives_every_instant_and_sorcery_flashback() {
    let mut t = game("Past in Flames", 10);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@s", "auto_pay": true}));
    t.pass_all();
    flashback(&mut t, "bolt").expect("the Bolt");
    t.pass_all();
    flashback(&mut t, "axe").expect("the Axe");
    t.pass_all();
    assert_eq!(t.life(1), 20 - 3 - 5);
    assert_eq!((t.zone("bolt"), t.zone("axe")), ("exile".to_string(), "exile".to_string()));
    assert_eq!(t.zone("bears"), "graveyard", "a creature card gains nothing");
}
