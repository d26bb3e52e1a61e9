//! 509.1b: restrictions on which creatures, and how many, may block a
//! creature: "can't be blocked by [creatures]", "can't be blocked except by
//! [creatures]", "can't be blocked by more than one creature", "can't be
//! blocked except by three or more creatures".
//!
//! Cards (their text as the table prints it):
//! - Bog Rats {B} 1/1: "Bog Rats can't be blocked by Walls."
//! - Elven Riders {3}{G}{G} 3/3: "Elven Riders can't be blocked except by
//!   Walls and/or creatures with flying."
//! - Sacred Knight {3}{W} 3/2: "Sacred Knight can't be blocked by black
//!   and/or red creatures."
//! - Charging Rhino {3}{G}{G} 4/4: "Charging Rhino can't be blocked by more
//!   than one creature."
//! - Familiar Ground {2}{G} enchantment: "Each creature you control can't be
//!   blocked by more than one creature."
//! - Pathrazer of Ulamog {11} 9/9: "Annihilator 3 / Pathrazer of Ulamog
//!   can't be blocked except by three or more creatures."
//! - Wall of Stone {1}{R}{R} 0/8 Wall, defender; Serra Angel {3}{W}{W} 4/4
//!   flying, vigilance; Grizzly Bears {1}{G} 2/2; Hill Giant {3}{R} 3/3.

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

/// The computer's blocks for Bob are accepted.
fn computer_blocks_legally(t: &mut T) {
    let a = stackwise::ai::choose(t.g(), stackwise::rules::PlayerId(1)).expect("a decision");
    let mut g = t.g().clone();
    g.apply(&a).unwrap_or_else(|e| panic!("the computer's blocks {a:?} were refused: {e}"));
}

fn bob() -> Value {
    json!([{"card": "Wall of Stone", "label": "wall"}, {"card": "Serra Angel", "label": "angel"}, {"card": "Grizzly Bears", "label": "bears"}, {"card": "Hill Giant", "label": "giant"}])
}

const BOB: [&str; 4] = ["Wall of Stone", "Serra Angel", "Grizzly Bears", "Hill Giant"];

fn game(alice: &[&str], bf: Value) -> T {
    let mut cards: Vec<&str> = alice.to_vec();
    cards.extend(BOB);
    common::card_table::compiled_game(&cards, bf, json!([]), bob())
}

#[test]
fn r509_1b_bog_rats_cant_be_blocked_by_walls() {
    let mut t = game(&["Bog Rats"], json!([{"card": "Bog Rats", "label": "rats"}]));
    attack(&mut t, &["rats"]);
    computer_blocks_legally(&mut t);
    let e = refused_unchanged(&mut t, blocks(&[("wall", "rats")]));
    assert!(e.contains("509.1b"), "{e}");
    t.act(blocks(&[("bears", "rats")]));
}

#[test]
fn r509_1b_elven_riders_only_by_walls_or_fliers_and_sacred_knight_not_by_red() {
    let alice = json!([{"card": "Elven Riders", "label": "riders"}, {"card": "Sacred Knight", "label": "knight"}]);
    let mut t = game(&["Elven Riders", "Sacred Knight"], alice);
    attack(&mut t, &["riders", "knight"]);
    computer_blocks_legally(&mut t);
    refused_unchanged(&mut t, blocks(&[("bears", "riders")]));
    // The Hill Giant is red: it can't block the Knight; the green Bears can.
    refused_unchanged(&mut t, blocks(&[("giant", "knight")]));
    t.act(blocks(&[("wall", "riders"), ("angel", "riders"), ("bears", "knight")]));
}

#[test]
fn r509_1b_charging_rhino_and_familiar_ground_allow_one_blocker() {
    let alice = json!([{"card": "Charging Rhino", "label": "rhino"}, {"card": "Grizzly Bears", "label": "mine"}, "Familiar Ground"]);
    let mut t = game(&["Charging Rhino", "Familiar Ground"], alice);
    attack(&mut t, &["rhino", "mine"]);
    computer_blocks_legally(&mut t);
    let e = refused_unchanged(&mut t, blocks(&[("wall", "rhino"), ("giant", "rhino")]));
    assert!(e.contains("509.1b") && e.contains("more than 1"), "{e}");
    // Familiar Ground: Alice's Bears too.
    refused_unchanged(&mut t, blocks(&[("bears", "mine"), ("giant", "mine")]));
    t.act(blocks(&[("wall", "rhino"), ("giant", "mine")]));
}

#[test]
fn r509_1b_pathrazer_needs_three_blockers_or_none() {
    let alice = json!([{"card": "Pathrazer of Ulamog", "label": "eldrazi"}]);
    let bob = json!([{"card": "Wall of Stone", "label": "wall"}, {"card": "Serra Angel", "label": "angel"}, {"card": "Grizzly Bears", "label": "bears"}, {"card": "Hill Giant", "label": "giant"}, "Island", "Island", "Island", "Island"]);
    let mut cards = vec!["Pathrazer of Ulamog"];
    cards.extend(BOB);
    let mut t = common::card_table::compiled_game(&cards, alice, json!([]), bob);
    to_decision(&mut t);
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@eldrazi", "target": {"player": 1}}]}));
    // Annihilator 3: Bob sacrifices three permanents (his Islands).
    for _ in 0..4 {
        to_decision(&mut t);
        let Some(d) = t.g().pending.clone() else { break };
        if let stackwise::rules::state::DecisionKind::ChooseCards { from, min, .. } = &d.kind {
            let lands: Vec<_> = from.iter().filter(|id| t.g().objects[id].def.name == "Island").take(*min).copied().collect();
            t.act(json!({"action": "choose_cards", "player": 1, "cards": lands}));
        } else {
            break;
        }
    }
    computer_blocks_legally(&mut t);
    let e = refused_unchanged(&mut t, blocks(&[("wall", "eldrazi"), ("giant", "eldrazi")]));
    assert!(e.contains("509.1b") && e.contains("3 or more"), "{e}");
    t.act(blocks(&[("wall", "eldrazi"), ("giant", "eldrazi"), ("bears", "eldrazi")]));
}
