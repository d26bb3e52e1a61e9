//! Sunburst (702.42a-b; 702.43 in later rules): a permanent entering the
//! battlefield from the stack gets a counter for each colour of mana spent
//! to cast it (all its costs): +1/+1 counters if it enters as a creature,
//! charge counters otherwise. Colourless mana counts for nothing; a
//! permanent put onto the battlefield any other way gets none.
//!
//! Cards (their text as the table prints it):
//! - Suntouched Myr {3}, artifact creature 0/0: "Sunburst"
//! - Pentad Prism {2}, artifact: "Sunburst / Remove a charge counter from
//!   Pentad Prism: Add one mana of any color to your mana pool."

use crate::common;
use common::*;
use serde_json::{json, Value};

fn game(card: &str, pool: &str, battlefield: Value) -> T {
    T::new(json!({"cards": [card_table::compiled(card)], "players": [
        {"name": "Alice", "hand": [{"card": card, "label": "spell"}], "battlefield": battlefield, "mana_pool": pool, "library": ["Island", "Island"]},
        {"name": "Bob", "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn cast(t: &mut T) {
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "targets": [], "auto_pay": true}));
    t.pass_all();
}

fn counters(t: &T, label: &str, kind: &str) -> u32 {
    t.g().objects[&t.id(label)].extra.counters.get(kind).copied().unwrap_or(0)
}

#[test]
fn r702_42a_suntouched_myr_counts_the_colours_spent() {
    let mut t = game("Suntouched Myr", "{W}{U}{B}", json!([]));
    cast(&mut t);
    assert_eq!(t.zone("spell"), "battlefield");
    assert_eq!(counters(&t, "spell", "+1/+1"), 3);
    assert_eq!(t.g().chars(t.id("spell")).unwrap().power, Some(3));
    // Two of one colour count once; colourless counts for nothing.
    let mut t = game("Suntouched Myr", "{1}{R}{R}", json!([]));
    cast(&mut t);
    assert_eq!(counters(&t, "spell", "+1/+1"), 1);
    let mut t = game("Suntouched Myr", "{3}", json!([]));
    cast(&mut t);
    assert_eq!(t.zone("spell"), "graveyard", "a 0/0 with no counters (704.5f)");
}

#[test]
fn r702_42a_pentad_prism_gets_charge_counters_as_a_noncreature() {
    let mut t = game("Pentad Prism", "{R}{G}", json!([]));
    cast(&mut t);
    assert_eq!((counters(&t, "spell", "charge"), counters(&t, "spell", "+1/+1")), (2, 0));
    // Put onto the battlefield by a scenario (not from the stack): none.
    let t = game("Pentad Prism", "{R}{G}", json!([{"card": "Pentad Prism", "label": "other"}]));
    assert_eq!(counters(&t, "other", "charge"), 0);
}
