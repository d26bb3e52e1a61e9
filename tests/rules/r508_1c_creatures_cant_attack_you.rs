//! 508.1c: "[Creatures] can't attack you": a restriction on each creature
//! the static ability's filter names, against the player who controls its
//! source; unlike "can't attack you or a planeswalker you control", the
//! planeswalkers that player controls may still be attacked. The filter is
//! checked as attackers are declared (a creature pumped past Reverence's
//! limit may attack). Declaring a restricted attack is refused, naming the
//! rule, and the game stays as it was. Real cards compiled from their text.
//!
//! Cards (their text as the table prints it):
//! - Blazing Archon {6}{W}{W}{W} 5/6: "Flying / Creatures can't attack you."
//! - Reverence {2}{W}{W}: "Creatures with power 2 or less can't attack you."
//! - Teferi's Moat {3}{W}{U}: "As Teferi's Moat enters the battlefield,
//!   choose a color. / Creatures of the chosen color without flying can't
//!   attack you."
//! - Jace Beleren (a planeswalker), Grizzly Bears 2/2, Hill Giant 3/3,
//!   Giant Growth, Wild Griffin {2}{W} 2/2 flying, Savannah Lions {W} 2/1.

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;

const CARDS: &[&str] = &["Blazing Archon", "Reverence", "Teferi's Moat", "Jace Beleren", "Hill Giant", "Giant Growth", "Wild Griffin", "Savannah Lions"];

/// Bob's turn, in his precombat main phase: Alice has `alice_bf`, Bob `bob_bf` and `bob_hand`.
fn bobs_turn(alice_bf: Value, bob_bf: Value, bob_hand: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "library": vec!["Island"; 10], "battlefield": alice_bf},
        {"name": "Bob", "library": vec!["Island"; 10], "battlefield": bob_bf, "hand": bob_hand}],
        "turn": {"number": 4, "active": 1, "step": "precombat_main"}}))
}

fn candidates(t: &T) -> Vec<stackwise::rules::types::ObjectId> {
    match t.g().pending.as_ref().map(|d| &d.kind) {
        Some(DecisionKind::DeclareAttackers { candidates, .. }) => candidates.clone(),
        other => panic!("not asked for attackers: {other:?}"),
    }
}

/// Declaring `attacker` at Alice is refused naming 508.1c, the game unchanged.
fn refused_at_alice(t: &mut T, attacker: &str) {
    let before = serde_json::to_string(t.g()).unwrap();
    let e = t.try_act(json!({"action": "declare_attackers", "player": 1, "attackers": [{"attacker": format!("@{attacker}"), "target": {"player": 0}}]})).unwrap_err().to_string();
    assert!(e.contains("508.1c"), "{attacker}: {e}");
    assert_eq!(serde_json::to_string(t.g()).unwrap(), before, "{attacker}: refused, unchanged");
}

fn attacking(t: &T, label: &str) -> bool {
    t.g().combat.as_ref().is_some_and(|c| c.attackers.iter().any(|a| a.0 == t.id(label)))
}

#[test]
fn r508_1c_blazing_archon_keeps_every_creature_off_its_controller_but_not_her_planeswalker() {
    // Alice is all Bob could attack: no attackers are asked for, and combat passes.
    let mut t = bobs_turn(json!([{"card": "Blazing Archon", "label": "archon"}]), json!([{"card": "Hill Giant", "label": "giant"}, {"card": "Wild Griffin", "label": "griffin"}]), json!([]));
    to_decision(&mut t);
    assert!(t.g().pending.is_none() && t.g().turn.step == stackwise::rules::types::Step::PostcombatMain, "{:?}", t.g().pending);
    assert_eq!(t.life(0), 20);
    // With Jace Beleren out, both may attack him (not "or a planeswalker you control"), neither Alice.
    let mut t = bobs_turn(json!([{"card": "Blazing Archon"}, {"card": "Jace Beleren", "label": "jace", "counters": {"loyalty": 3}}]), json!([{"card": "Hill Giant", "label": "giant"}, {"card": "Wild Griffin", "label": "griffin"}]), json!([]));
    to_decision(&mut t);
    let mut offered = candidates(&t);
    offered.sort();
    let mut expected = vec![t.id("giant"), t.id("griffin")];
    expected.sort();
    assert_eq!(offered, expected);
    refused_at_alice(&mut t, "giant");
    refused_at_alice(&mut t, "griffin");
    t.act(json!({"action": "declare_attackers", "player": 1, "attackers": [{"attacker": "@giant", "target": {"object": "@jace"}}]}));
    assert!(attacking(&t, "giant"));
}

#[test]
fn r508_1c_reverence_reads_the_power_as_attackers_are_declared() {
    // Bob's Savannah Lions (2/1) can't attack Alice; his Hill Giant (3/3) can.
    let mut t = bobs_turn(json!([{"card": "Reverence"}]), json!([{"card": "Savannah Lions", "label": "lions"}, {"card": "Hill Giant", "label": "giant"}]), json!([]));
    to_decision(&mut t);
    assert_eq!(candidates(&t), vec![t.id("giant")]);
    refused_at_alice(&mut t, "lions");
    t.act(json!({"action": "declare_attackers", "player": 1, "attackers": [{"attacker": "@giant", "target": {"player": 0}}]}));
    assert!(attacking(&t, "giant"));
    // Pumped by Giant Growth to 5/4 before combat, the Lions may attack.
    let mut t = bobs_turn(json!([{"card": "Reverence"}]), json!([{"card": "Savannah Lions", "label": "lions"}]), json!([{"card": "Giant Growth", "label": "gg"}]));
    to_decision(&mut t);
    assert!(t.g().pending.is_none(), "2/1: not offered, so not asked: {:?}", t.g().pending);
    let mut t = bobs_turn(json!([{"card": "Reverence"}]), json!([{"card": "Savannah Lions", "label": "lions"}]), json!([{"card": "Giant Growth", "label": "gg"}]));
    cast_with(&mut t, 1, "gg", "{G}", json!([{"object": "@lions"}]));
    resolve_stack(&mut t);
    to_decision(&mut t);
    assert_eq!(candidates(&t), vec![t.id("lions")]);
    t.act(json!({"action": "declare_attackers", "player": 1, "attackers": [{"attacker": "@lions", "target": {"player": 0}}]}));
    assert!(attacking(&t, "lions"));
}

#[test]
fn r508_1c_teferis_moat_stops_the_chosen_color_without_flying() {
    // Alice's Moat, white chosen: the Lions (white) can't attack her; the Griffin (white, flying) and the Giant (red) can.
    let cards: Vec<Value> = CARDS.iter().map(|n| compiled(n)).collect();
    let mut t = T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "library": vec!["Island"; 10], "hand": [{"card": "Teferi's Moat", "label": "moat"}]},
        {"name": "Bob", "library": vec!["Island"; 10], "battlefield": [{"card": "Savannah Lions", "label": "lions"}, {"card": "Wild Griffin", "label": "griffin"}, {"card": "Hill Giant", "label": "giant"}]}],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}}));
    cast_with(&mut t, 0, "moat", "{3}{W}{U}", json!([]));
    t.pass_all();
    t.act(json!({"action": "choose_color", "player": 0, "color": "White"}));
    resolve_stack(&mut t);
    assert_eq!(t.zone("moat"), "battlefield");
    // On to Bob's turn and his declaration of attackers.
    play_until(&mut t, 1, stackwise::rules::types::Step::PrecombatMain, &|_, _, k| panic!("asked {k:?}"));
    to_decision(&mut t);
    let mut offered = candidates(&t);
    offered.sort();
    let mut expected = vec![t.id("griffin"), t.id("giant")];
    expected.sort();
    assert_eq!(offered, expected);
    refused_at_alice(&mut t, "lions");
    t.act(json!({"action": "declare_attackers", "player": 1, "attackers": [{"attacker": "@griffin", "target": {"player": 0}}, {"attacker": "@giant", "target": {"player": 0}}]}));
    assert!(attacking(&t, "griffin") && attacking(&t, "giant"));
}
