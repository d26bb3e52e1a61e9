//! 119.1: an instruction may have another object than its source deal the
//! damage: "Target creature you control deals damage equal to its power to
//! target creature with flying". That creature is the damage's source (its
//! deathtouch and lifelink apply, 702.2b, 702.15b); the amount is its power
//! as the instruction is followed (608.2h); when it is an illegal target on
//! resolution, it deals no damage (608.2b). Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Wing Puncture {G}, Instant: "Target creature you control deals damage
//!   equal to its power to target creature with flying."
//! - Deadshot {3}{R}, Sorcery: "Tap target creature. It deals damage equal to
//!   its power to another target creature."
//! - Backlash {1}{B}{R}, Instant: "Tap target untapped creature. That creature
//!   deals damage equal to its power to its controller."
//! - Tracker {2}{G}, 2/2: "{G}{G}, {T}: Tracker deals damage equal to its
//!   power to target creature. That creature deals damage equal to its power
//!   to Tracker."
//! - Vampire Nighthawk {1}{B}{B}, 2/3: "Flying / Deathtouch / Lifelink";
//!   Serra Angel {3}{W}{W}, 4/4: "Flying / Vigilance"; Wind Drake {2}{U},
//!   2/2: "Flying"; Hill Giant {3}{R}, 3/3; Grizzly Bears {1}{G}, 2/2.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::{ManaPool, PlayerId, Zone};

const CARDS: &[&str] = &["Wing Puncture", "Deadshot", "Backlash", "Tracker", "Vampire Nighthawk", "Serra Angel", "Wind Drake", "Hill Giant", "Grizzly Bears"];

fn game(alice_bf: Value, bob_bf: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    let hand: Vec<Value> = ["Wing Puncture", "Deadshot", "Backlash"].iter().map(|n| json!({"card": n, "label": n})).collect();
    two_players(json!(cards), alice_bf, json!(hand), bob_bf, json!([]))
}

fn cast(t: &mut T, spell: &str, targets: &[&str]) -> Result<(), String> {
    t.gm().players[0].pool = ManaPool::parse("{B}{R}{G}{C}{C}{C}").unwrap();
    let targets: Vec<Value> = targets.iter().map(|l| json!({"object": format!("@{l}")})).collect();
    t.try_act(json!({"action": "cast_spell", "player": 0, "card": format!("@{spell}"), "targets": targets, "auto_pay": true})).map(|_| ()).map_err(|e| e.to_string())
}

#[test]
fn r119_1_wing_puncture_the_creature_is_the_source() {
    // Vampire Nighthawk deals 2 to Serra Angel: its deathtouch destroys the Angel, its lifelink gains Alice 2.
    let mut t = game(json!([{"card": "Vampire Nighthawk", "label": "hawk"}]), json!([{"card": "Serra Angel", "label": "angel"}, {"card": "Grizzly Bears", "label": "bears"}]));
    assert!(cast(&mut t, "Wing Puncture", &["hawk", "bears"]).is_err(), "the second target has flying");
    assert!(cast(&mut t, "Wing Puncture", &["angel", "hawk"]).is_err(), "the first is a creature Alice controls");
    cast(&mut t, "Wing Puncture", &["hawk", "angel"]).unwrap();
    resolve_stack(&mut t);
    assert_eq!(t.zone("angel"), "graveyard", "2 damage from a creature with deathtouch");
    assert_eq!(t.life(0), 22, "its lifelink");
}

#[test]
fn r119_1_deadshot_taps_one_creature_and_it_deals_its_power_to_another() {
    let mut t = game(json!([]), json!([{"card": "Hill Giant", "label": "giant"}, {"card": "Serra Angel", "label": "angel"}, {"card": "Grizzly Bears", "label": "bears"}]));
    assert!(cast(&mut t, "Deadshot", &["giant", "giant"]).is_err(), "another target creature");
    cast(&mut t, "Deadshot", &["giant", "bears"]).unwrap();
    resolve_stack(&mut t);
    assert!(t.g().objects[&t.id("giant")].tapped);
    assert_eq!(t.zone("bears"), "graveyard", "3 damage");
}

#[test]
fn r608_2b_deadshot_an_illegal_first_target_deals_no_damage() {
    let mut t = game(json!([]), json!([{"card": "Hill Giant", "label": "giant"}, {"card": "Grizzly Bears", "label": "bears"}]));
    cast(&mut t, "Deadshot", &["giant", "bears"]).unwrap();
    // The Giant leaves before Deadshot resolves.
    let giant = t.id("giant");
    t.gm().move_object(giant, Zone::Graveyard(PlayerId(1)), stackwise::rules::zones::Position::Top, "701.7", "test");
    resolve_stack(&mut t);
    assert_eq!(t.zone("bears"), "battlefield", "no creature to deal the damage");
}

#[test]
fn r119_1_backlash_its_controller_is_dealt_the_damage() {
    let mut t = game(json!([]), json!([{"card": "Hill Giant", "label": "giant"}]));
    cast(&mut t, "Backlash", &["giant"]).unwrap();
    resolve_stack(&mut t);
    assert_eq!((t.life(0), t.life(1)), (20, 17), "Bob, the Giant's controller, is dealt 3");
}

#[test]
fn r119_1_tracker_and_its_target_deal_damage_to_each_other() {
    let mut t = game(json!([{"card": "Tracker", "label": "tracker"}, "Forest", "Forest"]), json!([{"card": "Wind Drake", "label": "drake"}]));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@tracker", "ability": 0, "targets": [{"object": "@drake"}], "auto_pay": true}));
    resolve_stack(&mut t);
    assert_eq!((t.zone("drake").as_str(), t.zone("tracker").as_str()), ("graveyard", "graveyard"), "2 damage each way");
}
