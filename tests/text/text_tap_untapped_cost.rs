//! "Tap N untapped [permanents] you control" as a cost (117.1, 602.2b): the
//! player names untapped permanents they control matching the description
//! (the action's `tap`); they are tapped as the cost is paid. It is not the
//! {T} symbol, so a creature with summoning sickness may pay it (302.6), and
//! the source may tap itself unless the same cost has {T}. As a spell's
//! alternative cost (117.9) and additional cost (117.8) it works the same way.
//!
//! Cards (their text as the table prints it):
//! - Bramblesnap {2}{G} 1/1 Elemental: "Trample / Tap an untapped creature
//!   you control: Bramblesnap gets +1/+1 until end of turn."
//! - Aphetto Grifter {2}{U} 1/1 Human Wizard: "Tap two untapped Wizards you
//!   control: Tap target permanent."
//! - Selesnya Evangel {G}{W} 1/2: "{1}, {T}, Tap an untapped creature you
//!   control: Create a 1/1 green Saproling creature token."
//! - Orim's Cure {1}{W} instant: "If you control a Plains, you may tap an
//!   untapped creature you control rather than pay Orim's Cure's mana cost.
//!   Prevent the next 4 damage that would be dealt to target creature or
//!   player this turn."
//! - Gaze of Justice {W} sorcery: "As an additional cost to cast Gaze of
//!   Justice, tap three untapped white creatures you control. Exile target
//!   creature. Flashback {5}{W}"
//! - Prodigal Sorcerer (Human Wizard), Grizzly Bears, Savannah Lions, Hill
//!   Giant, Plains, Forest, Llanowar Elves.

use crate::common;
use common::*;
use serde_json::{json, Value};

const CARDS: &[&str] = &["Bramblesnap", "Aphetto Grifter", "Selesnya Evangel", "Orim's Cure", "Gaze of Justice"];

fn game(alice_bf: Value, hand: Value, bob_bf: Value) -> T {
    let mut t = common::card_table::compiled_game(CARDS, alice_bf, hand, bob_bf);
    for o in t.gm().objects.values_mut() {
        o.summoning_sick = false;
    }
    t
}

fn tapped(t: &T, label: &str) -> bool {
    t.g().objects[&t.id(label)].tapped
}

fn power(t: &T, label: &str) -> i32 {
    t.g().chars(t.id(label)).unwrap().power.unwrap()
}

#[test]
fn r302_6_a_summoning_sick_creature_may_be_tapped_for_another_permanents_cost() {
    let mut t = game(json!([{"card": "Bramblesnap", "label": "snap"}, {"card": "Grizzly Bears", "label": "bears"}]), json!([]), json!([]));
    let id = t.id("bears");
    t.gm().objects.get_mut(&id).unwrap().summoning_sick = true;
    let bears = t.id("bears").0;
    let ev = t.act(json!({"action": "activate_ability", "player": 0, "source": "@snap", "ability": 0, "tap": [bears]}));
    assert!(cites(&ev, "602.2b"), "{:?}", rules(&ev));
    assert!(tapped(&t, "bears") && !tapped(&t, "snap"));
    t.pass_all();
    assert_eq!(power(&t, "snap"), 2);
    // The Bears are tapped now: they can't pay again; Bramblesnap can tap itself.
    let refused = refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@snap", "ability": 0, "tap": [bears]}));
    assert!(refused.contains("602.2b"), "{refused}");
    let snap = t.id("snap").0;
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@snap", "ability": 0, "tap": [snap]}));
    t.pass_all();
    assert_eq!(power(&t, "snap"), 3);
    assert!(tapped(&t, "snap"));
}

#[test]
fn r602_2b_two_untapped_wizards_are_named_and_tapped_together() {
    let alice = json!([{"card": "Aphetto Grifter", "label": "grifter"}, {"card": "Prodigal Sorcerer", "label": "sorcerer"}, {"card": "Grizzly Bears", "label": "bears"}]);
    let mut t = game(alice, json!([]), json!([{"card": "Hill Giant", "label": "giant"}]));
    let (grifter, sorcerer, bears, giant) = (t.id("grifter").0, t.id("sorcerer").0, t.id("bears").0, t.id("giant").0);
    // The offer: two of the Wizards (the Bears are no Wizard).
    let legal = serde_json::to_value(t.g().legal_actions()).unwrap();
    let offer = legal.as_array().unwrap().iter().find(|a| a["kind"] == "activate" && a["source"] == grifter).expect("offered").clone();
    assert_eq!(offer["tap"]["count"], 2);
    let mut offered: Vec<u64> = offer["tap"]["candidates"].as_array().unwrap().iter().map(|v| v.as_u64().unwrap()).collect();
    offered.sort();
    assert_eq!(offered, vec![grifter.min(sorcerer), grifter.max(sorcerer)]);
    // A Bear isn't a Wizard; one Wizard isn't two.
    refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@grifter", "ability": 0, "targets": [{"object": giant}], "tap": [grifter, bears]}));
    refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@grifter", "ability": 0, "targets": [{"object": giant}], "tap": [grifter]}));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@grifter", "ability": 0, "targets": [{"object": giant}], "tap": [grifter, sorcerer]}));
    assert!(tapped(&t, "grifter") && tapped(&t, "sorcerer") && !tapped(&t, "bears"));
    t.pass_all();
    assert!(tapped(&t, "giant"));
}

#[test]
fn r602_2b_with_t_in_the_same_cost_the_source_cant_also_pay_the_tap_part() {
    let alice = json!([{"card": "Selesnya Evangel", "label": "evangel"}, {"card": "Grizzly Bears", "label": "bears"}, "Forest"]);
    let mut t = game(alice, json!([]), json!([]));
    let (evangel, bears) = (t.id("evangel").0, t.id("bears").0);
    refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@evangel", "ability": 0, "auto_pay": true, "tap": [evangel]}));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@evangel", "ability": 0, "auto_pay": true, "tap": [bears]}));
    t.pass_all();
    assert!(tapped(&t, "evangel") && tapped(&t, "bears"));
    assert!(t.g().objects.values().any(|o| o.def.name.contains("Saproling")));
}

#[test]
fn r117_1_a_creature_tapped_for_mana_cant_also_be_tapped_for_the_cost() {
    let alice = json!([{"card": "Selesnya Evangel", "label": "evangel"}, {"card": "Llanowar Elves", "label": "elves"}]);
    let mut t = game(alice, json!([]), json!([]));
    let elves = t.id("elves").0;
    // The Elves are the only source of the {1}: tapping them for mana leaves nothing untapped to tap.
    let refused = refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@evangel", "ability": 0, "auto_pay": true, "tap": [elves]}));
    assert!(refused.contains("tapped for mana"), "{refused}");
}

#[test]
fn r117_9_orims_cure_cast_by_tapping_a_creature_needs_a_plains() {
    let alice = json!(["Plains", {"card": "Grizzly Bears", "label": "bears"}]);
    let mut t = game(alice, json!([{"card": "Orim's Cure", "label": "cure"}]), json!([]));
    let bears = t.id("bears").0;
    let opts = cast_options(&t, "cure");
    let alt = opts.iter().find(|o| o.alternative_cost.is_some()).expect("the alternative cost is offered");
    assert_eq!(alt.tap.as_ref().map(|c| c.count), Some(1));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@cure", "alternative_cost": "printed", "targets": [{"object": bears}], "tap": [bears]}));
    assert!(tapped(&t, "bears"));
    // No mana was spent: the Plains is untapped.
    assert!(t.g().objects.values().any(|o| o.def.name == "Plains" && !o.tapped));
    // Without a Plains the alternative cost isn't there (117.9's condition).
    let mut t = game(json!(["Forest", {"card": "Grizzly Bears", "label": "bears"}]), json!([{"card": "Orim's Cure", "label": "cure"}]), json!([]));
    let bears = t.id("bears").0;
    refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@cure", "alternative_cost": "printed", "targets": [{"object": bears}], "tap": [bears]}));
}

#[test]
fn r117_8_gaze_of_justice_taps_three_white_creatures_as_it_is_cast() {
    let alice = json!(["Plains", {"card": "Savannah Lions", "label": "a"}, {"card": "Savannah Lions", "label": "b"}, {"card": "Savannah Lions", "label": "c"}, {"card": "Grizzly Bears", "label": "bears"}]);
    let mut t = game(alice, json!([{"card": "Gaze of Justice", "label": "gaze"}]), json!([{"card": "Hill Giant", "label": "giant"}]));
    let (a, b, c, bears, giant) = (t.id("a").0, t.id("b").0, t.id("c").0, t.id("bears").0, t.id("giant").0);
    // The green Bears can't be one of the three.
    refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@gaze", "auto_pay": true, "targets": [{"object": giant}], "tap": [a, b, bears]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@gaze", "auto_pay": true, "targets": [{"object": giant}], "tap": [a, b, c]}));
    assert!(tapped(&t, "a") && tapped(&t, "b") && tapped(&t, "c") && !tapped(&t, "bears"));
    t.pass_all();
    assert_eq!(t.zone("giant"), "exile");
}
