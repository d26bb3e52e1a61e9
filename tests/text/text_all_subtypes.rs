//! A noun of two subtypes in a row ("Eldrazi Spawn"): only what has both
//! subtypes (205.3: an object may have several subtypes; the noun names each
//! of them), here in a printed alternative cost (117.9, 601.2b, 601.2f).
//!
//! Cards (their text as the table prints it):
//! - Hand of Emrakul {9} 7/7 Eldrazi: "You may sacrifice four Eldrazi Spawn
//!   rather than pay Hand of Emrakul's mana cost. / Annihilator 1"
//! - Kozilek's Predator {3}{G} 3/3 Eldrazi Drone: "When Kozilek's Predator
//!   enters the battlefield, create two 0/1 colorless Eldrazi Spawn creature
//!   tokens. They have "Sacrifice this creature: Add {C} to your mana pool.""
//! - Ulamog's Crusher {8} 8/8 Eldrazi: "Annihilator 2 / Ulamog's Crusher
//!   attacks each combat if able."
//! - Forest.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::legal::LegalAction;
use stackwise::rules::AlternativeCost;

const CARDS: [&str; 3] = ["Hand of Emrakul", "Kozilek's Predator", "Ulamog's Crusher"];

fn forests(n: usize) -> Vec<Value> {
    (0..n).map(|_| json!("Forest")).collect()
}

/// The Eldrazi Spawn tokens on the battlefield.
fn spawn(t: &T) -> Vec<u64> {
    t.g().battlefield.iter().filter(|o| t.g().objects[*o].def.name == "Eldrazi Spawn").map(|o| o.0).collect()
}

fn printed_way_offered(t: &T) -> bool {
    let id = t.id("hand");
    t.g().legal_actions().into_iter().any(|a| matches!(a, LegalAction::Cast { card, options, .. } if card == id && options.iter().any(|o| o.alternative_cost == Some(AlternativeCost::Printed))))
}

/// Alice casts Kozilek's Predator `n` times (each makes two Spawn).
fn cast_predators(t: &mut T, labels: &[&str]) {
    for l in labels {
        t.act(json!({"action": "cast_spell", "player": 0, "card": format!("@{l}"), "auto_pay": true}));
        while !t.g().stack.is_empty() && t.g().pending.is_none() {
            t.pass_all();
        }
        assert!(t.g().stack.is_empty() && t.g().pending.is_none());
    }
}

/// 117.9: four Eldrazi Spawn made by two Predators pay for Hand of Emrakul.
#[test]
fn r117_9_hand_of_emrakul_sacrifices_four_eldrazi_spawn() {
    let hand = json!([{"card": "Hand of Emrakul", "label": "hand"}, {"card": "Kozilek's Predator", "label": "p1"}, {"card": "Kozilek's Predator", "label": "p2"}]);
    let mut t = common::card_table::compiled_game(&CARDS, json!(forests(8)), hand, json!([]));
    assert!(!printed_way_offered(&t));
    cast_predators(&mut t, &["p1", "p2"]);
    let s = spawn(&t);
    assert_eq!(s.len(), 4);
    assert!(printed_way_offered(&t));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@hand", "alternative_cost": "printed", "sacrifice": s}));
    t.pass_all();
    assert_eq!(t.zone("hand"), "battlefield");
    assert!(spawn(&t).is_empty());
    assert_eq!(t.zone("p1"), "battlefield");
}

/// 205.3: Eldrazi that aren't Spawn don't count: two Spawn and two other
/// Eldrazi can't pay; the way isn't offered and is refused.
#[test]
fn r205_3_eldrazi_that_are_not_spawn_do_not_pay() {
    let hand = json!([{"card": "Hand of Emrakul", "label": "hand"}, {"card": "Kozilek's Predator", "label": "p1"}]);
    let bf = json!([{"card": "Ulamog's Crusher", "label": "crusher"}, {"card": "Kozilek's Predator", "label": "p0"}, "Forest", "Forest", "Forest", "Forest"]);
    let mut t = common::card_table::compiled_game(&CARDS, bf, hand, json!([]));
    cast_predators(&mut t, &["p1"]);
    let mut s = spawn(&t);
    assert_eq!(s.len(), 2);
    assert!(!printed_way_offered(&t));
    s.push(t.id("crusher").0);
    s.push(t.id("p0").0);
    let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@hand", "alternative_cost": "printed", "sacrifice": s}));
    assert!(e.contains("sacrifice"), "{e}");
    assert_eq!(t.zone("crusher"), "battlefield");
}
