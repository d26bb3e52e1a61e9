//! Permanents of a player an instruction names after the noun ("each
//! creature target player controls", "the number of Islands that player
//! controls", "target artifact that player controls", "defending player
//! controls"): counted or found as the instruction is followed (608.2h), or
//! as the target is chosen (603.3d, 601.2c), and the target checked again
//! on resolution (608.2b).
//!
//! Cards (their text as the table prints it):
//! - Typhoon {2}{G}: "Typhoon deals damage to each opponent equal to the
//!   number of Islands that player controls."
//! - Acidic Soil {2}{R}: "Acidic Soil deals damage to each player equal to
//!   the number of lands he or she controls."
//! - Stronghold Discipline {2}{B}{B}: "Each player loses 1 life for each
//!   creature he or she controls."
//! - Primeval Light {3}{G}: "Destroy all enchantments target player controls."
//! - Anathemancer {1}{B}{R} 2/2: "When Anathemancer enters the battlefield, it
//!   deals damage to target player equal to the number of nonbasic lands that
//!   player controls." (and unearth)
//! - Soltari Visionary {1}{W}{W} 2/2: "Shadow. Whenever Soltari Visionary
//!   deals damage to a player, destroy target enchantment that player controls."
//! - Sidar Jabari {3}{W} 2/2: "Flanking. Whenever Sidar Jabari attacks, tap
//!   target creature defending player controls."
//! - Theft of Dreams {2}{U}: "Draw a card for each tapped creature target
//!   opponent controls."
//! - Price of Progress {1}{R}: "Price of Progress deals damage to each player
//!   equal to twice the number of nonbasic lands that player controls."
//! - Cryoclasm {2}{R}: "Destroy target Plains or Island. Cryoclasm deals 3
//!   damage to that land's controller."
//! - Wrap in Vigor {1}{G}: "Regenerate each creature you control."
//! - Glorious Anthem, Tundra, Taiga, Grizzly Bears, Hill Giant.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::events::TargetChoice;
use stackwise::rules::state::DecisionKind;

fn game(cards: &[&str], hand: Value, alice_bf: Value, bob_bf: Value) -> T {
    common::card_table::compiled_game(cards, alice_bf, hand, bob_bf)
}

fn cast(t: &mut T, label: &str, targets: Value) {
    t.act(json!({"action": "cast_spell", "player": 0, "card": format!("@{label}"), "targets": targets, "auto_pay": true}));
    t.pass_all();
}

#[test]
fn r608_2h_each_opponent_is_dealt_damage_counted_from_the_islands_that_player_controls() {
    // Typhoon: Bob's three Islands are counted for Bob; Alice's two Islands deal her nothing.
    let mut t = game(&["Typhoon"], json!([{"card": "Typhoon", "label": "ty"}]), json!(["Forest", "Forest", "Forest", "Island", "Island"]), json!(["Island", "Island", "Island"]));
    cast(&mut t, "ty", json!([]));
    assert_eq!((t.life(0), t.life(1)), (20, 17));
}

#[test]
fn r608_2h_he_or_she_counts_each_players_own_permanents() {
    // Acidic Soil: Alice controls five lands, Bob two: each is dealt damage for his or her own.
    let mut t = game(&["Acidic Soil"], json!([{"card": "Acidic Soil", "label": "soil"}]), json!(["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"]), json!(["Island", "Island"]));
    cast(&mut t, "soil", json!([]));
    assert_eq!((t.life(0), t.life(1)), (15, 18));
    // Stronghold Discipline: one creature of Alice's, three of Bob's.
    let bob = json!(["Grizzly Bears", "Grizzly Bears", "Hill Giant"]);
    let mut t = game(&["Stronghold Discipline", "Grizzly Bears", "Hill Giant"], json!([{"card": "Stronghold Discipline", "label": "sd"}]), json!(["Swamp", "Swamp", "Swamp", "Swamp", "Grizzly Bears"]), bob);
    cast(&mut t, "sd", json!([]));
    assert_eq!((t.life(0), t.life(1)), (19, 17));
}

#[test]
fn r608_2h_all_enchantments_target_player_controls_are_only_that_players() {
    let alice = json!(["Forest", "Forest", "Forest", "Forest", {"card": "Glorious Anthem", "label": "mine"}]);
    let bob = json!([{"card": "Glorious Anthem", "label": "a"}, {"card": "Glorious Anthem", "label": "b"}]);
    let mut t = game(&["Primeval Light", "Glorious Anthem"], json!([{"card": "Primeval Light", "label": "pl"}]), alice, bob);
    cast(&mut t, "pl", json!([{"player": 1}]));
    assert_eq!((t.zone("a"), t.zone("b"), t.zone("mine")), ("graveyard".into(), "graveyard".into(), "battlefield".into()));
}

#[test]
fn r608_2h_anathemancer_counts_the_nonbasic_lands_of_the_target_player() {
    // Bob controls Tundra and Taiga (and a basic Island); Alice's own Taiga is not counted.
    let alice = json!(["Swamp", "Mountain", "Taiga"]);
    let bob = json!(["Tundra", "Taiga", "Island"]);
    let mut t = game(&["Anathemancer", "Tundra", "Taiga"], json!([{"card": "Anathemancer", "label": "an"}]), alice, bob);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@an", "auto_pay": true}));
    to_decision(&mut t);
    t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"player": 1}]}));
    t.pass_all();
    assert_eq!((t.life(0), t.life(1)), (20, 18));
}

/// The legal choices of the pending target question.
fn target_slot(t: &T) -> Vec<TargetChoice> {
    match t.g().pending.as_ref().map(|d| &d.kind) {
        Some(DecisionKind::ChooseTargets { slots, .. }) => slots[0].clone(),
        other => panic!("no target question: {other:?}"),
    }
}

#[test]
fn r603_3d_a_target_that_player_controls_is_a_permanent_of_the_player_dealt_damage() {
    // Soltari Visionary (shadow: unblocked) deals damage to Bob: only Bob's enchantment may be the target.
    let alice = json!([{"card": "Soltari Visionary", "label": "sv"}, {"card": "Glorious Anthem", "label": "mine"}]);
    let bob = json!([{"card": "Glorious Anthem", "label": "theirs"}]);
    let mut t = game(&["Soltari Visionary", "Glorious Anthem"], json!([]), alice, bob);
    to_decision(&mut t);
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@sv", "target": {"player": 1}}]}));
    for _ in 0..8 {
        if matches!(t.g().pending.as_ref().map(|d| &d.kind), Some(DecisionKind::ChooseTargets { .. })) {
            break;
        }
        if let Some(DecisionKind::DeclareBlockers { .. }) = t.g().pending.as_ref().map(|d| &d.kind) {
            t.act(json!({"action": "declare_blockers", "player": 1, "blockers": []}));
            continue;
        }
        t.pass_all();
    }
    let theirs = t.id("theirs");
    assert_eq!(target_slot(&t), vec![TargetChoice::Object(theirs)]);
    t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"object": theirs.0}]}));
    t.pass_all();
    assert_eq!((t.zone("theirs"), t.zone("mine")), ("graveyard".into(), "battlefield".into()));
}

#[test]
fn r506_2_a_target_defending_player_controls_is_a_creature_of_the_attacked_player() {
    // Sidar Jabari attacks Bob: only Bob's creatures may be tapped, not Alice's Grizzly Bears.
    let alice = json!([{"card": "Sidar Jabari", "label": "sj"}, {"card": "Grizzly Bears", "label": "mine"}]);
    let bob = json!([{"card": "Hill Giant", "label": "giant"}]);
    let mut t = game(&["Sidar Jabari", "Grizzly Bears", "Hill Giant"], json!([]), alice, bob);
    to_decision(&mut t);
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@sj", "target": {"player": 1}}]}));
    to_decision(&mut t);
    let giant = t.id("giant");
    assert_eq!(target_slot(&t), vec![TargetChoice::Object(giant)]);
    t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"object": giant.0}]}));
    t.pass_all();
    assert!(t.g().obj(giant).unwrap().tapped);
    assert!(!t.g().obj(t.id("mine")).unwrap().tapped);
}

/// Cards in a player's hand.
fn hand_size(t: &T, p: u8) -> usize {
    t.g().player(stackwise::rules::types::PlayerId(p)).hand.len()
}

#[test]
fn r608_2h_draw_a_card_for_each_tapped_creature_target_opponent_controls() {
    // Bob: two tapped creatures and an untapped one; Alice's own tapped creature is not counted.
    let alice = json!(["Island", "Island", "Island", {"card": "Grizzly Bears", "tapped": true}]);
    let bob = json!([{"card": "Grizzly Bears", "tapped": true}, {"card": "Hill Giant", "tapped": true}, "Grizzly Bears"]);
    let mut t = game(&["Theft of Dreams", "Grizzly Bears", "Hill Giant"], json!([{"card": "Theft of Dreams", "label": "td"}]), alice, bob);
    cast(&mut t, "td", json!([{"player": 1}]));
    assert_eq!(hand_size(&t, 0), 2);
}

#[test]
fn r608_2h_twice_the_number_of_nonbasic_lands_each_player_controls() {
    let mut t = game(&["Price of Progress", "Tundra", "Taiga"], json!([{"card": "Price of Progress", "label": "pp"}]), json!(["Mountain", "Mountain", "Taiga"]), json!(["Tundra", "Taiga", "Island"]));
    cast(&mut t, "pp", json!([]));
    assert_eq!((t.life(0), t.life(1)), (18, 16));
}

#[test]
fn r608_2b_that_lands_controller_is_dealt_damage_after_it_is_destroyed() {
    let mut t = game(&["Cryoclasm"], json!([{"card": "Cryoclasm", "label": "cc"}]), json!(["Mountain", "Mountain", "Mountain", "Island"]), json!([{"card": "Island", "label": "isl"}]));
    let isl = t.id("isl").0;
    cast(&mut t, "cc", json!([{"object": isl}]));
    assert_eq!(t.zone("isl"), "graveyard");
    assert_eq!((t.life(0), t.life(1)), (20, 17));
}

#[test]
fn r701_13a_regenerate_each_creature_you_control() {
    let alice = json!(["Forest", "Forest", {"card": "Grizzly Bears", "label": "a"}, {"card": "Hill Giant", "label": "b"}]);
    let mut t = game(&["Wrap in Vigor", "Grizzly Bears", "Hill Giant"], json!([{"card": "Wrap in Vigor", "label": "wv"}]), alice, json!([{"card": "Grizzly Bears", "label": "c"}]));
    cast(&mut t, "wv", json!([]));
    let shields = |t: &T, l: &str| t.g().obj(t.id(l)).unwrap().extra.regen_shields;
    assert_eq!((shields(&t, "a"), shields(&t, "b"), shields(&t, "c")), (1, 1, 0));
}
