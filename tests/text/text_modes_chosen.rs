//! Modal spells whose controller chooses more than one mode (700.2,
//! 700.2d): "Choose two —" and "Choose one or both —". The modes are chosen
//! as the spell is cast (700.2a, 601.2b), never the same one twice; a mode
//! without a legal target can't be chosen; the chosen modes' targets are
//! chosen (700.2c) and their instructions followed in printed order.
//!
//! Cards (their text as the table prints it):
//! - Austere Command {4}{W}{W}: "Choose two — • Destroy all artifacts.
//!   • Destroy all enchantments. • Destroy all creatures with converted mana
//!   cost 3 or less. • Destroy all creatures with converted mana cost 4 or
//!   greater."
//! - Cryptic Command {1}{U}{U}{U}: "Choose two — • Counter target spell.
//!   • Return target permanent to its owner's hand. • Tap all creatures your
//!   opponents control. • Draw a card."
//! - Branching Bolt {1}{R}{G}: "Choose one or both — • Branching Bolt deals
//!   3 damage to target creature with flying. • Branching Bolt deals 3 damage
//!   to target creature without flying."
//! - Wind Drake {2}{U} 2/2: "Flying". Sol Ring {1}: "{T}: Add {C}{C} to your
//!   mana pool." Hill Giant {3}{R} 3/3, Grizzly Bears {1}{G} 2/2, Glorious
//!   Anthem {1}{W}{W}, Lightning Bolt {R}.

use crate::common;
use common::*;
use serde_json::json;

fn game(cards: &[&str], hand: serde_json::Value, alice_bf: serde_json::Value, bob_bf: serde_json::Value) -> T {
    common::card_table::compiled_game(cards, alice_bf, hand, bob_bf)
}

/// The sets of modes offered: each option's mode number.
fn offered(t: &T, label: &str) -> Vec<Option<usize>> {
    let mut m: Vec<Option<usize>> = cast_options(t, label).into_iter().map(|o| o.mode).collect();
    m.dedup();
    m
}

#[test]
fn r700_2d_austere_command_chooses_two_different_modes_and_follows_both() {
    let bf_bob = json!([{"card": "Sol Ring", "label": "ring"}, {"card": "Glorious Anthem", "label": "anthem"}, {"card": "Grizzly Bears", "label": "bears"}, {"card": "Hill Giant", "label": "giant"}]);
    let hand = json!([{"card": "Austere Command", "label": "ac"}]);
    let t = game(&["Austere Command", "Sol Ring"], hand.clone(), json!(["Plains", "Plains", "Plains", "Plains", "Plains", "Plains"]), bf_bob.clone());
    // Four modes, two different ones each time: six sets, no single mode.
    assert_eq!(offered(&t, "ac"), (0..6).map(Some).collect::<Vec<_>>());
    // The two creature modes (the last set): every creature dies, the artifact and the enchantment stay.
    let mut t = game(&["Austere Command", "Sol Ring"], hand.clone(), json!(["Plains", "Plains", "Plains", "Plains", "Plains", "Plains"]), bf_bob.clone());
    let ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@ac", "mode": 5, "auto_pay": true}));
    assert!(cites(&ev, "700.2d"), "{:?}", rules(&ev));
    t.pass_all();
    assert_eq!([t.zone("bears"), t.zone("giant"), t.zone("ring"), t.zone("anthem")], ["graveyard", "graveyard", "battlefield", "battlefield"]);
    // Artifacts and enchantments (the first set): the creatures stay.
    let mut t = game(&["Austere Command", "Sol Ring"], hand, json!(["Plains", "Plains", "Plains", "Plains", "Plains", "Plains"]), bf_bob);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@ac", "mode": 0, "auto_pay": true}));
    t.pass_all();
    assert_eq!([t.zone("bears"), t.zone("giant"), t.zone("ring"), t.zone("anthem")], ["battlefield", "battlefield", "graveyard", "graveyard"]);
    // There is no seventh set (the same mode twice is not a choice).
    let mut t = game(&["Austere Command", "Sol Ring"], json!([{"card": "Austere Command", "label": "ac"}]), json!(["Plains", "Plains", "Plains", "Plains", "Plains", "Plains"]), json!([]));
    refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@ac", "mode": 6, "auto_pay": true}));
}

#[test]
fn r700_2c_cryptic_command_counters_and_bounces_with_a_target_for_each_chosen_mode() {
    let hand = json!([{"card": "Cryptic Command", "label": "cc"}, {"card": "Lightning Bolt", "label": "bolt"}]);
    let mut t = game(&["Cryptic Command"], hand, json!(["Island", "Island", "Island", "Island", "Mountain"]), json!([{"card": "Grizzly Bears", "label": "bears"}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "auto_pay": true}));
    // Modes 1 and 2 (the first set): the spell, then the permanent.
    let ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@cc", "mode": 0, "targets": [{"object": "@bolt"}, {"object": "@bears"}], "auto_pay": true}));
    assert!(ev.iter().any(|e| e.rule == "700.2d" && e.text.contains("modes 1 and 2")), "{:?}", rules(&ev));
    t.pass_all();
    assert_eq!(t.zone("bolt"), "graveyard");
    assert_eq!(t.zone("bears"), "hand");
    assert_eq!(t.life(1), 20, "the Bolt was countered");
    // Modes 3 and 4 (the last set) take no target: Bob's creatures tapped, Alice draws.
    let mut t = game(&["Cryptic Command"], json!([{"card": "Cryptic Command", "label": "cc"}]), json!(["Island", "Island", "Island", "Island"]), json!([{"card": "Grizzly Bears", "label": "bears"}]));
    let hand_before = t.g().players[0].hand.len();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@cc", "mode": 5, "auto_pay": true}));
    t.pass_all();
    assert!(t.g().objects[&t.id("bears")].tapped);
    assert_eq!(t.g().players[0].hand.len(), hand_before, "one card cast, one drawn");
}

#[test]
fn r700_2a_branching_bolt_one_or_both_and_a_mode_without_a_target_cant_be_chosen() {
    let hand = json!([{"card": "Branching Bolt", "label": "bb"}]);
    let lands = json!(["Mountain", "Forest", "Forest"]);
    let mut t = game(&["Branching Bolt", "Wind Drake"], hand.clone(), lands.clone(), json!([{"card": "Wind Drake", "label": "drake"}, {"card": "Hill Giant", "label": "giant"}]));
    // One, the other, or both.
    assert_eq!(offered(&t, "bb"), vec![Some(0), Some(1), Some(2)]);
    let (drake, giant) = (t.id("drake").0, t.id("giant").0);
    // Both: the flyer is the first mode's target, the other creature the second's.
    refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@bb", "mode": 2, "targets": [{"object": giant}, {"object": drake}], "auto_pay": true}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bb", "mode": 2, "targets": [{"object": drake}, {"object": giant}], "auto_pay": true}));
    t.pass_all();
    assert_eq!((t.zone("drake"), t.zone("giant")), ("graveyard".to_string(), "graveyard".to_string()));
    // No creature with flying: only the second mode can be chosen (700.2a), so not both.
    let t = game(&["Branching Bolt", "Wind Drake"], hand, lands, json!([{"card": "Hill Giant", "label": "giant"}]));
    assert_eq!(offered(&t, "bb"), vec![Some(1)]);
}
