//! 702.49 convoke: each creature its caster taps while casting the spell pays
//! {1} or one mana of that creature's colour (702.49a); the creatures are
//! named in the cast action's `tap`. Tapping them isn't a {T} cost, so
//! summoning sickness doesn't stop it (302.6); a creature tapped for mana
//! can't be tapped again for convoke.
//!
//! Cards (their text as the table prints it):
//! - Stoke the Flames {2}{R}{R} instant: "Convoke / Stoke the Flames deals 4
//!   damage to target creature or player."
//! - Gather Courage {G} instant: "Convoke / Target creature gets +2/+2 until
//!   end of turn."
//! - Raging Goblin {R} 1/1 red, Grizzly Bears {1}{G} 2/2 green, Savannah
//!   Lions {W} 2/1 white, Llanowar Elves {G} 1/1 "{T}: Add {G} to your mana
//!   pool.", Hill Giant, Mountain.

use crate::common;
use common::*;
use serde_json::{json, Value};

fn game(alice_bf: Value, hand: Value) -> T {
    let mut t = common::card_table::compiled_game(&["Stoke the Flames", "Gather Courage"], alice_bf, hand, json!([{"card": "Hill Giant", "label": "giant"}]));
    for o in t.gm().objects.values_mut() {
        o.summoning_sick = false;
    }
    t
}

fn tapped(t: &T, label: &str) -> bool {
    t.g().objects[&t.id(label)].tapped
}

#[test]
fn r702_49a_red_creatures_pay_red_others_pay_generic() {
    let alice = json!([{"card": "Raging Goblin", "label": "g1"}, {"card": "Raging Goblin", "label": "g2"}, {"card": "Grizzly Bears", "label": "bears"}, {"card": "Savannah Lions", "label": "lions"}]);
    let mut t = game(alice, json!([{"card": "Stoke the Flames", "label": "stoke"}]));
    // Summoning sickness doesn't matter (302.6).
    let id = t.id("bears");
    t.gm().objects.get_mut(&id).unwrap().summoning_sick = true;
    let tap: Vec<u64> = ["g1", "g2", "bears", "lions"].iter().map(|l| t.id(l).0).collect();
    let giant = t.id("giant").0;
    let ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@stoke", "targets": [{"object": giant}], "tap": tap}));
    assert!(cites(&ev, "702.49a"), "{:?}", rules(&ev));
    assert!(["g1", "g2", "bears", "lions"].iter().all(|l| tapped(&t, l)));
    t.pass_all();
    assert_eq!(t.zone("giant"), "graveyard");
}

#[test]
fn r702_49a_a_creature_that_would_pay_nothing_cant_be_tapped_for_convoke() {
    // {2}{R}{R} with three non-red creatures: the third has no generic mana left to pay.
    let alice = json!([{"card": "Grizzly Bears", "label": "a"}, {"card": "Grizzly Bears", "label": "b"}, {"card": "Savannah Lions", "label": "c"}, "Mountain", "Mountain"]);
    let mut t = game(alice, json!([{"card": "Stoke the Flames", "label": "stoke"}]));
    let (a, b, c, giant) = (t.id("a").0, t.id("b").0, t.id("c").0, t.id("giant").0);
    let refused = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@stoke", "auto_pay": true, "targets": [{"object": giant}], "tap": [a, b, c]}));
    assert!(refused.contains("702.49a"), "{refused}");
    // Two of them pay the {2}, the Mountains the {R}{R}.
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@stoke", "auto_pay": true, "targets": [{"object": giant}], "tap": [a, b]}));
    assert!(tapped(&t, "a") && tapped(&t, "b") && !tapped(&t, "c"));
    t.pass_all();
    assert_eq!(t.zone("giant"), "graveyard");
}

#[test]
fn r702_49a_without_enough_creatures_or_mana_the_spell_cant_be_cast() {
    // {2}{R}{R}: two green creatures pay {2}; nothing pays {R}{R}.
    let alice = json!([{"card": "Grizzly Bears", "label": "a"}, {"card": "Grizzly Bears", "label": "b"}]);
    let mut t = game(alice, json!([{"card": "Stoke the Flames", "label": "stoke"}]));
    let (a, b, giant) = (t.id("a").0, t.id("b").0, t.id("giant").0);
    assert!(cast_options(&t, "stoke").is_empty(), "not offered");
    refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@stoke", "auto_pay": true, "targets": [{"object": giant}], "tap": [a, b]}));
}

#[test]
fn r702_49a_tapped_creatures_and_creatures_tapped_for_mana_cant_convoke() {
    let alice = json!([{"card": "Llanowar Elves", "label": "elves"}, {"card": "Grizzly Bears", "label": "bears", "tapped": true}]);
    let mut t = game(alice, json!([{"card": "Gather Courage", "label": "gc"}]));
    let (elves, bears) = (t.id("elves").0, t.id("bears").0);
    // The Bears are tapped already.
    refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@gc", "targets": [{"object": elves}], "tap": [bears]}));
    // The Elves can pay {G} by convoke or by their mana ability, not both.
    let refused = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@gc", "targets": [{"object": elves}], "tap": [elves], "mana_abilities": [{"source": elves, "ability": 0}]}));
    assert!(refused.contains("702.49a"), "{refused}");
    // Offered: the Elves may convoke.
    let opts = cast_options(&t, "gc");
    assert_eq!(opts[0].convoke, vec![t.id("elves")]);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@gc", "targets": [{"object": elves}], "tap": [elves]}));
    assert!(tapped(&t, "elves"));
    t.pass_all();
    assert_eq!(t.g().chars(t.id("elves")).unwrap().power, Some(3));
}

#[test]
fn r702_49a_the_computer_player_convokes_when_its_lands_dont_pay() {
    let alice = json!([{"card": "Raging Goblin", "label": "g1"}, {"card": "Raging Goblin", "label": "g2"}, "Mountain", "Mountain"]);
    let t = game(alice, json!([{"card": "Stoke the Flames", "label": "stoke"}]));
    let a = stackwise::ai::choose(t.g(), stackwise::rules::types::PlayerId(0));
    let Some(stackwise::rules::actions::Action::CastSpell { tap, .. }) = a else { panic!("the computer casts Stoke the Flames: {a:?}") };
    assert_eq!(tap.len(), 2);
}
