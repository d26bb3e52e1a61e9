//! Nouns "[creature] that was dealt damage this turn" (120.3: any damage
//! dealt to it this turn; a new object after a zone change was not, 400.7),
//! forgotten as the next turn begins; checked as the target is chosen and
//! again as the spell resolves (608.2b).
//!
//! Cards (their text as the table prints it):
//! - Fatal Blow {B}: "Destroy target creature that was dealt damage this
//!   turn. It can't be regenerated."
//! - Crushing Pain {1}{R}: "Crushing Pain deals 6 damage to target creature
//!   that was dealt damage this turn."
//! - Lightning Bolt {R}: "Lightning Bolt deals 3 damage to target creature or player."
//! - Craw Wurm {4}{G}{G} 6/4, Serra Angel {3}{W}{W} 4/4.

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::{json, Value};

fn game(cards: &[&str], alice_bf: Value, hand: Value, bob_bf: Value) -> T {
    let cards: Vec<Value> = cards.iter().map(|n| compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": hand, "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": bob_bf, "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn cast(t: &mut T, label: &str, targets: Value) -> Result<(), String> {
    t.try_act(json!({"action": "cast_spell", "player": 0, "card": format!("@{label}"), "targets": targets, "auto_pay": true})).map_err(|e| e.to_string())?;
    t.pass_all();
    Ok(())
}

const CARDS: &[&str] = &["Fatal Blow", "Crushing Pain", "Lightning Bolt", "Craw Wurm", "Serra Angel"];

#[test]
fn r120_3_fatal_blow_destroys_only_a_creature_dealt_damage_this_turn() {
    let hand = json!([{"card": "Fatal Blow", "label": "fb"}, {"card": "Lightning Bolt", "label": "bolt"}]);
    let mut t = game(CARDS, json!(["Swamp", "Mountain"]), hand, json!([{"card": "Craw Wurm", "label": "wurm"}, {"card": "Serra Angel", "label": "angel"}]));
    let (wurm, angel) = (t.id("wurm").0, t.id("angel").0);
    // Not dealt damage: not a legal target.
    assert!(cast(&mut t, "fb", json!([{"object": wurm}])).is_err());
    cast(&mut t, "bolt", json!([{"object": wurm}])).unwrap();
    assert_eq!(t.zone("wurm"), "battlefield", "3 damage to a 6/4");
    assert!(cast(&mut t, "fb", json!([{"object": angel}])).is_err(), "the Angel was dealt no damage");
    cast(&mut t, "fb", json!([{"object": wurm}])).unwrap();
    assert_eq!(t.zone("wurm"), "graveyard");
}

#[test]
fn r120_3_crushing_pain_needs_damage_this_turn_not_last_turn() {
    let hand = json!([{"card": "Crushing Pain", "label": "cp"}, {"card": "Lightning Bolt", "label": "bolt"}]);
    let mut t = game(CARDS, json!(["Mountain", "Mountain", "Mountain"]), hand, json!([{"card": "Craw Wurm", "label": "wurm"}]));
    let wurm = t.id("wurm").0;
    cast(&mut t, "bolt", json!([{"object": wurm}])).unwrap();
    assert!(t.g().obj(t.id("wurm")).unwrap().extra.damaged_this_turn);
    // Alice's next turn: the damage was last turn.
    play_until(&mut t, 1, stackwise::rules::types::Step::Upkeep, &|_, _, k| panic!("unexpected question {k:?}"));
    play_until(&mut t, 0, stackwise::rules::types::Step::PrecombatMain, &|_, _, k| panic!("unexpected question {k:?}"));
    assert!(!t.g().obj(t.id("wurm")).unwrap().extra.damaged_this_turn);
    assert!(cast(&mut t, "cp", json!([{"object": wurm}])).is_err());
}

#[test]
fn r120_3_crushing_pain_kills_a_creature_bolted_this_turn() {
    let hand = json!([{"card": "Crushing Pain", "label": "cp"}, {"card": "Lightning Bolt", "label": "bolt"}]);
    let mut t = game(CARDS, json!(["Mountain", "Mountain", "Mountain"]), hand, json!([{"card": "Craw Wurm", "label": "wurm"}]));
    let wurm = t.id("wurm").0;
    cast(&mut t, "bolt", json!([{"object": wurm}])).unwrap();
    cast(&mut t, "cp", json!([{"object": wurm}])).unwrap();
    assert_eq!(t.zone("wurm"), "graveyard");
}
