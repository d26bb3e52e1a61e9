//! 509.1c: requirements on declaring blockers. A declaration must obey as
//! many requirements as it can without breaking a restriction; a creature
//! that can't block the creature it is required to block (tapped, or the
//! attacker has flying) is under no requirement.
//!
//! Cards (their text as the table prints it):
//! - Taunting Elf {G} 0/1: "All creatures able to block Taunting Elf do so."
//! - Lure {1}{G}{G} Aura: "Enchant creature / All creatures able to block
//!   enchanted creature do so."
//! - Rampant Elephant {3}{G} 4/4: "{G}: Target creature blocks Rampant
//!   Elephant this turn if able."
//! - Hunt Down {G} sorcery: "Target creature blocks target creature this
//!   turn if able."
//! - Razorgrass Screen {1} 1/2 artifact creature: "Defender / Razorgrass
//!   Screen blocks each turn if able."
//! - Alluring Scent {1}{G}{G} sorcery: "All creatures able to block target
//!   creature this turn do so."
//! - Grizzly Bears {1}{G} 2/2, Hill Giant {3}{R} 3/3, Serra Angel {3}{W}{W}
//!   4/4 flying, vigilance, Forest.

use crate::common;
use common::*;
use serde_json::{json, Value};

fn attack(t: &mut T, attackers: &[&str]) {
    to_decision(t);
    let a: Vec<Value> = attackers.iter().map(|l| json!({"attacker": format!("@{l}"), "target": {"player": 1}})).collect();
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": a}));
    to_decision(t);
}

fn blocks(pairs: &[(&str, &str)]) -> Value {
    json!({"action": "declare_blockers", "player": 1, "blockers": pairs.iter().map(|(b, a)| json!({"blocker": format!("@{b}"), "attacker": format!("@{a}")})).collect::<Vec<_>>()})
}

/// The computer's blocks for Bob are accepted (it obeys the requirements too).
fn computer_blocks_legally(t: &mut T) {
    let a = stackwise::ai::choose(t.g(), stackwise::rules::PlayerId(1)).expect("a decision");
    let mut g = t.g().clone();
    g.apply(&a).unwrap_or_else(|e| panic!("the computer's blocks {a:?} were refused: {e}"));
}

#[test]
fn r509_1c_taunting_elf_must_be_blocked_by_each_creature_able_to() {
    let alice = json!([{"card": "Taunting Elf", "label": "elf"}, {"card": "Grizzly Bears", "label": "bears"}]);
    let bob = json!([{"card": "Hill Giant", "label": "giant"}, {"card": "Serra Angel", "label": "angel"}, {"card": "Grizzly Bears", "label": "tapped", "tapped": true}]);
    let mut t = common::card_table::compiled_game(&["Taunting Elf", "Grizzly Bears", "Hill Giant", "Serra Angel"], alice, json!([]), bob);
    attack(&mut t, &["elf", "bears"]);
    computer_blocks_legally(&mut t);
    let e = refused_unchanged(&mut t, blocks(&[]));
    assert!(e.contains("509.1c"), "{e}");
    refused_unchanged(&mut t, blocks(&[("giant", "elf"), ("angel", "bears")]));
    // Both untapped creatures block the Elf (the tapped Bears can't block at all).
    t.act(blocks(&[("giant", "elf"), ("angel", "elf")]));
}

#[test]
fn r509_1c_lure_requires_only_creatures_able_to_block_it() {
    let alice = json!([{"card": "Serra Angel", "label": "angel"}, {"card": "Lure", "attached_to": "angel"}, {"card": "Grizzly Bears", "label": "bears"}]);
    let bob = json!([{"card": "Hill Giant", "label": "giant"}]);
    let mut t = common::card_table::compiled_game(&["Lure", "Serra Angel", "Grizzly Bears", "Hill Giant"], alice, json!([]), bob);
    attack(&mut t, &["angel", "bears"]);
    // The Giant can't block the flying Angel: it has no requirement, and may block the Bears or not.
    computer_blocks_legally(&mut t);
    t.try_act(blocks(&[])).expect("no blocks are legal");
    let mut t = common::card_table::compiled_game(&["Lure", "Grizzly Bears", "Hill Giant"], json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Lure", "attached_to": "bears"}]), json!([]), bob_giant());
    attack(&mut t, &["bears"]);
    refused_unchanged(&mut t, blocks(&[]));
    t.act(blocks(&[("giant", "bears")]));
}

fn bob_giant() -> Value {
    json!([{"card": "Hill Giant", "label": "giant"}])
}

#[test]
fn r509_1c_rampant_elephant_and_hunt_down_name_the_attacker_to_block() {
    let alice = json!([{"card": "Rampant Elephant", "label": "eleph"}, {"card": "Grizzly Bears", "label": "bears"}, "Forest", "Forest"]);
    let hand = json!([{"card": "Hunt Down", "label": "hunt"}]);
    let bob = json!([{"card": "Hill Giant", "label": "giant"}, {"card": "Serra Angel", "label": "angel"}]);
    let mut t = common::card_table::compiled_game(&["Rampant Elephant", "Hunt Down", "Grizzly Bears", "Hill Giant", "Serra Angel", "Forest"], alice, hand, bob);
    let (giant, angel, bears) = (t.id("giant").0, t.id("angel").0, t.id("bears").0);
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@eleph", "ability": 0, "targets": [{"object": giant}], "auto_pay": true}));
    t.pass_all();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@hunt", "targets": [{"object": angel}, {"object": bears}], "auto_pay": true}));
    t.pass_all();
    attack(&mut t, &["eleph", "bears"]);
    computer_blocks_legally(&mut t);
    refused_unchanged(&mut t, blocks(&[("giant", "bears"), ("angel", "bears")]));
    refused_unchanged(&mut t, blocks(&[("giant", "eleph"), ("angel", "eleph")]));
    t.act(blocks(&[("giant", "eleph"), ("angel", "bears")]));
}

#[test]
fn r509_1c_razorgrass_screen_blocks_some_attacker_and_alluring_scent_lasts_the_turn() {
    let alice = json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Hill Giant", "label": "giant"}, "Forest", "Forest", "Forest"]);
    let hand = json!([{"card": "Alluring Scent", "label": "scent"}]);
    let bob = json!([{"card": "Razorgrass Screen", "label": "screen"}, {"card": "Serra Angel", "label": "angel"}]);
    let mut t = common::card_table::compiled_game(&["Alluring Scent", "Grizzly Bears", "Hill Giant", "Razorgrass Screen", "Serra Angel", "Forest"], alice, hand, bob);
    let giant = t.id("giant").0;
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@scent", "targets": [{"object": giant}], "auto_pay": true}));
    t.pass_all();
    attack(&mut t, &["bears", "giant"]);
    computer_blocks_legally(&mut t);
    // The Screen must block, and blocking the Giant obeys both of its requirements.
    refused_unchanged(&mut t, blocks(&[("angel", "giant")]));
    refused_unchanged(&mut t, blocks(&[("screen", "bears"), ("angel", "giant")]));
    t.act(blocks(&[("screen", "giant"), ("angel", "giant")]));
}
