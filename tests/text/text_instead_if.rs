//! A spell's instruction changed by the line after it: "[instruction].",
//! then "[Ability word —] [another instruction] instead if [condition]."
//! One instruction: the condition is checked as the spell resolves (608.2c,
//! 608.2b), and "that creature or player" is the first line's target.
//!
//! Cards (their text as the table prints it):
//! - Galvanic Blast {R}: "Galvanic Blast deals 2 damage to target creature
//!   or player. / Metalcraft — Galvanic Blast deals 4 damage to that
//!   creature or player instead if you control three or more artifacts."
//! - Thermal Blast {4}{R}: "Thermal Blast deals 3 damage to target creature.
//!   / Threshold — Thermal Blast deals 5 damage to that creature instead if
//!   seven or more cards are in your graveyard."
//! - Cackling Flames {3}{R}: "Cackling Flames deals 3 damage to target
//!   creature or player. / Hellbent — Cackling Flames deals 5 damage to that
//!   creature or player instead if you have no cards in hand."
//! - Cabal Ritual {1}{B}: "Add {B}{B}{B} to your mana pool. / Threshold — Add
//!   {B}{B}{B}{B}{B} to your mana pool instead if seven or more cards are in
//!   your graveyard."
//! - Mirran Mettle {G}: "Target creature gets +2/+2 until end of turn. /
//!   Metalcraft — That creature gets +4/+4 until end of turn instead if you
//!   control three or more artifacts."
//! - Dispense Justice {2}{W}: "Target player sacrifices an attacking
//!   creature. / Metalcraft — That player sacrifices two attacking creatures
//!   instead if you control three or more artifacts."
//! - Shatter {1}{R}: "Destroy target artifact."
//! - Craw Wurm {4}{G}{G} 6/4, Serra Angel {3}{W}{W} 4/4, Ornithopter {0} 0/2,
//!   Grizzly Bears {1}{G} 2/2, Darksteel Myr {3} 0/1, Sol Ring {1}.

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::PlayerId;

/// Alice (active, precombat main of turn 2) and Bob, with these cards compiled from their text.
fn game(cards: &[&str], alice: Value, bob: Value) -> T {
    let cards: Vec<Value> = cards.iter().map(|n| compiled(n)).collect();
    let mut alice = alice;
    alice["name"] = "Alice".into();
    alice["library"] = json!(["Island", "Island", "Island"]);
    let mut bob = bob;
    bob["name"] = "Bob".into();
    bob["library"] = json!(["Island", "Island", "Island"]);
    T::new(json!({"cards": cards, "players": [alice, bob], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn cast(t: &mut T, label: &str, targets: Value) {
    t.act(json!({"action": "cast_spell", "player": 0, "card": format!("@{label}"), "targets": targets, "auto_pay": true}));
}

fn damage(t: &T, label: &str) -> i32 {
    t.g().obj(t.id(label)).unwrap().damage as i32
}

const BLAST: &[&str] = &["Galvanic Blast", "Darksteel Myr", "Sol Ring", "Craw Wurm", "Shatter"];

#[test]
fn r608_2c_galvanic_blast_deals_4_with_three_artifacts_and_2_without() {
    // Three artifacts: 4 damage to Bob's Craw Wurm (toughness 4), which dies (704.5g).
    let bf = json!(["Mountain", "Darksteel Myr", "Darksteel Myr", "Sol Ring"]);
    let mut t = game(BLAST, json!({"hand": [{"card": "Galvanic Blast", "label": "gb"}], "battlefield": bf}), json!({"battlefield": [{"card": "Craw Wurm", "label": "wurm"}]}));
    let wurm = t.id("wurm").0;
    cast(&mut t, "gb", json!([{"object": wurm}]));
    t.pass_all();
    assert_eq!(t.zone("wurm"), "graveyard");
    // Two artifacts: 2 damage, and the Wurm lives.
    let bf = json!(["Mountain", "Darksteel Myr", "Sol Ring"]);
    let mut t = game(BLAST, json!({"hand": [{"card": "Galvanic Blast", "label": "gb"}], "battlefield": bf}), json!({"battlefield": [{"card": "Craw Wurm", "label": "wurm"}]}));
    let wurm = t.id("wurm").0;
    cast(&mut t, "gb", json!([{"object": wurm}]));
    t.pass_all();
    assert_eq!((t.zone("wurm").as_str(), damage(&t, "wurm")), ("battlefield", 2));
}

#[test]
fn r608_2c_galvanic_blast_checks_metalcraft_as_it_resolves_and_hits_the_same_player() {
    // Cast with three artifacts; Shatter, cast over it, destroys one: as the
    // Blast resolves Alice controls two, so it deals 2 (to Bob, its target).
    let bf = json!(["Mountain", "Mountain", "Mountain", "Darksteel Myr", "Darksteel Myr", {"card": "Sol Ring", "label": "ring"}]);
    let hand = json!([{"card": "Galvanic Blast", "label": "gb"}, {"card": "Shatter", "label": "shatter"}]);
    let mut t = game(BLAST, json!({"hand": hand, "battlefield": bf}), json!({"battlefield": []}));
    cast(&mut t, "gb", json!([{"player": 1}]));
    let ring = t.id("ring").0;
    cast(&mut t, "shatter", json!([{"object": ring}]));
    t.pass_all();
    assert_eq!(t.zone("ring"), "graveyard");
    t.pass_all();
    assert_eq!((t.life(0), t.life(1)), (20, 18));
}

#[test]
fn r608_2c_thermal_blast_with_threshold_deals_5_to_that_creature() {
    let yard: Vec<&str> = vec!["Island"; 7];
    let cards = &["Thermal Blast", "Serra Angel"];
    let mut t = game(cards, json!({"hand": [{"card": "Thermal Blast", "label": "tb"}], "battlefield": ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"], "graveyard": yard}), json!({"battlefield": [{"card": "Serra Angel", "label": "angel"}]}));
    let angel = t.id("angel").0;
    cast(&mut t, "tb", json!([{"object": angel}]));
    t.pass_all();
    assert_eq!(t.zone("angel"), "graveyard", "5 damage to a 4/4");
    // Six cards in the graveyard: 3 damage.
    let yard: Vec<&str> = vec!["Island"; 6];
    let mut t = game(cards, json!({"hand": [{"card": "Thermal Blast", "label": "tb"}], "battlefield": ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"], "graveyard": yard}), json!({"battlefield": [{"card": "Serra Angel", "label": "angel"}]}));
    let angel = t.id("angel").0;
    cast(&mut t, "tb", json!([{"object": angel}]));
    t.pass_all();
    assert_eq!(damage(&t, "angel"), 3);
}

#[test]
fn r608_2c_cackling_flames_is_hellbent_with_no_cards_in_hand_on_resolution() {
    // Its only card cast, Alice's hand is empty as it resolves: 5 to Bob.
    let cards = &["Cackling Flames", "Grizzly Bears"];
    let mut t = game(cards, json!({"hand": [{"card": "Cackling Flames", "label": "cf"}], "battlefield": ["Mountain", "Mountain", "Mountain", "Mountain"]}), json!({"battlefield": []}));
    cast(&mut t, "cf", json!([{"player": 1}]));
    t.pass_all();
    assert_eq!(t.life(1), 15);
    // A card left in hand: 3.
    let hand = json!([{"card": "Cackling Flames", "label": "cf"}, "Grizzly Bears"]);
    let mut t = game(cards, json!({"hand": hand, "battlefield": ["Mountain", "Mountain", "Mountain", "Mountain"]}), json!({"battlefield": []}));
    cast(&mut t, "cf", json!([{"player": 1}]));
    t.pass_all();
    assert_eq!(t.life(1), 17);
}

#[test]
fn r608_2c_cabal_ritual_adds_five_black_with_threshold() {
    for (cards_in_yard, black) in [(7usize, 5u32), (6, 3)] {
        let yard: Vec<&str> = vec!["Island"; cards_in_yard];
        let mut t = game(&["Cabal Ritual"], json!({"hand": [{"card": "Cabal Ritual", "label": "cr"}], "battlefield": ["Swamp", "Swamp"], "graveyard": yard}), json!({"battlefield": []}));
        cast(&mut t, "cr", json!([]));
        t.pass_all();
        let pool = t.g().player(PlayerId(0)).pool.to_string();
        assert_eq!(pool.matches("{B}").count() as u32, black, "{cards_in_yard} cards in the graveyard: {pool}");
    }
}

#[test]
fn r608_2c_mirran_mettle_gives_that_creature_4_with_metalcraft() {
    for (bf, power) in [(json!(["Forest", "Darksteel Myr", "Darksteel Myr", "Sol Ring", {"card": "Grizzly Bears", "label": "bears"}]), 6), (json!(["Forest", "Darksteel Myr", {"card": "Grizzly Bears", "label": "bears"}]), 4)] {
        let mut t = game(&["Mirran Mettle", "Grizzly Bears", "Darksteel Myr", "Sol Ring"], json!({"hand": [{"card": "Mirran Mettle", "label": "mm"}], "battlefield": bf}), json!({"battlefield": []}));
        let bears = t.id("bears").0;
        cast(&mut t, "mm", json!([{"object": bears}]));
        t.pass_all();
        let c = t.g().chars(t.id("bears")).unwrap();
        assert_eq!((c.power, c.toughness), (Some(power), Some(power)));
    }
}

#[test]
fn r608_2c_dispense_justice_makes_that_player_sacrifice_two_attackers_with_metalcraft() {
    // Alice attacks with two creatures; Bob, in the declare blockers step,
    // casts Dispense Justice on her: two sacrificed with his three artifacts, one with one.
    for (artifacts, sacrificed) in [(3usize, 2usize), (1, 1)] {
        let mut bob_bf = vec![json!("Plains"), json!("Plains"), json!("Plains")];
        bob_bf.extend((0..artifacts).map(|_| json!("Darksteel Myr")));
        let cards = &["Dispense Justice", "Grizzly Bears", "Ornithopter", "Darksteel Myr"];
        let alice = json!({"hand": [], "battlefield": [{"card": "Grizzly Bears", "label": "b1"}, {"card": "Ornithopter", "label": "b2"}]});
        let mut t = game(cards, alice, json!({"hand": [{"card": "Dispense Justice", "label": "dj"}], "battlefield": bob_bf}));
        to_decision(&mut t);
        t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@b1", "target": {"player": 1}}, {"attacker": "@b2", "target": {"player": 1}}]}));
        to_decision(&mut t);
        t.act(json!({"action": "declare_blockers", "player": 1, "blockers": []}));
        t.act(json!({"action": "pass_priority", "player": 0}));
        t.act(json!({"action": "cast_spell", "player": 1, "card": "@dj", "targets": [{"player": 0}], "auto_pay": true}));
        t.pass_all();
        if let Some(stackwise::rules::state::DecisionKind::ChooseCards { from, min, .. }) = t.g().pending.clone().map(|d| d.kind) {
            // Alice chooses which attacker she sacrifices.
            t.act(json!({"action": "choose_cards", "player": 0, "cards": from[..min].iter().map(|o| o.0).collect::<Vec<_>>()}));
        } else if let Some(stackwise::rules::state::DecisionKind::ChooseObject { candidates, .. }) = t.g().pending.clone().map(|d| d.kind) {
            t.act(json!({"action": "choose_object", "player": 0, "object": candidates[0].0}));
        }
        let gone = ["b1", "b2"].iter().filter(|l| t.zone(l) == "graveyard").count();
        assert_eq!(gone, sacrificed, "{artifacts} artifacts");
    }
}
