//! Entwine (702.41a): a modal spell whose every mode is chosen when its
//! controller also pays the entwine cost (an additional cost, 117.8). The
//! entwined spell has every mode's targets, in the modes' order, and does
//! every mode's instructions in order.
//!
//! Cards (built in: compiled from their printed text):
//! - Barbed Lightning {2}{R}: "Choose one — Barbed Lightning deals 3 damage to
//!   target creature; or Barbed Lightning deals 3 damage to target player.
//!   Entwine {2}"
//! - Rude Awakening {4}{G}: "Choose one — Untap all lands you control; or
//!   Until end of turn, lands you control become 2/2 creatures that are still
//!   lands. Entwine {2}{G}"

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::*;

fn lands(kind: &str, n: usize) -> Vec<Value> {
    (0..n).map(|_| json!(kind)).collect()
}

/// The modes Alice is offered for the card, with each option's text.
fn modes(t: &T, card: &str) -> Vec<(Option<usize>, String)> {
    cast_options(t, card).into_iter().map(|o| (o.mode, o.text)).collect()
}

#[test]
fn r702_41a_barbed_lightning_entwined_has_both_targets_and_deals_both_damages() {
    let mut t = T::new(json!({"players": [
        {"name": "Alice", "battlefield": lands("Mountain", 5), "hand": [{"card": "Barbed Lightning", "label": "bl"}], "library": lands("Island", 3)},
        {"name": "Bob", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}], "library": lands("Island", 3)}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    let offered = modes(&t, "bl");
    assert_eq!(offered.iter().map(|m| m.0).collect::<Vec<_>>(), vec![Some(0), Some(1), Some(2)], "{offered:?}");
    assert!(offered[2].1.ends_with("[entwine {2}]"), "{offered:?}");
    let bears = t.id("bears");
    // Mode 2 (every mode): target 0 the creature, target 1 the player.
    let ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@bl", "mode": 2, "targets": [{"object": bears.0}, {"player": 1}], "auto_pay": true}));
    assert!(ev.iter().any(|e| e.rule == "601.2b" && e.text.contains("entwine cost {2}")), "{:?}", rules(&ev));
    assert!(ev.iter().any(|e| e.text.contains("the total cost of Barbed Lightning is {4}{R}")), "{:?}", ev.iter().map(|e| e.text.clone()).collect::<Vec<_>>());
    t.pass_all();
    assert_eq!(t.zone("bears"), "graveyard");
    assert_eq!(t.life(1), 17);
}

#[test]
fn r702_41a_without_the_entwine_mana_only_one_mode_is_offered() {
    let mut t = T::new(json!({"players": [
        {"name": "Alice", "battlefield": lands("Mountain", 4), "hand": [{"card": "Barbed Lightning", "label": "bl"}], "library": lands("Island", 3)},
        {"name": "Bob", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}], "library": lands("Island", 3)}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    assert_eq!(modes(&t, "bl").iter().map(|m| m.0).collect::<Vec<_>>(), vec![Some(0), Some(1)]);
    let bears = t.id("bears").0;
    let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@bl", "mode": 2, "targets": [{"object": bears}, {"player": 1}], "auto_pay": true}));
    assert!(e.contains("601.2h") || e.contains("pay"), "{e}");
    // The entwined spell's second target must be a player, the first a creature.
    let mut t2 = T::new(json!({"players": [
        {"name": "Alice", "battlefield": lands("Mountain", 5), "hand": [{"card": "Barbed Lightning", "label": "bl"}], "library": lands("Island", 3)},
        {"name": "Bob", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}], "library": lands("Island", 3)}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    let bears = t2.id("bears").0;
    let e = refused_unchanged(&mut t2, json!({"action": "cast_spell", "player": 0, "card": "@bl", "mode": 2, "targets": [{"player": 1}, {"object": bears}], "auto_pay": true}));
    assert!(e.contains("target"), "{e}");
}

#[test]
fn r702_41a_rude_awakening_entwined_untaps_then_animates_in_order() {
    let mut t = T::new(json!({"players": [
        {"name": "Alice", "battlefield": lands("Forest", 8), "hand": [{"card": "Rude Awakening", "label": "ra"}], "library": lands("Island", 3)},
        {"name": "Bob", "battlefield": [{"card": "Forest", "label": "bobs"}], "library": lands("Island", 3)}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@ra", "mode": 2, "auto_pay": true}));
    let tapped = |t: &T| t.g().battlefield.iter().filter(|id| t.g().objects[*id].controller == PlayerId(0) && t.g().objects[*id].tapped).count();
    assert_eq!(tapped(&t), 8, "all eight paid for it");
    t.pass_all();
    assert_eq!(tapped(&t), 0, "untapped");
    let creatures: Vec<(i32, i32)> = t.g().battlefield.iter().filter_map(|id| t.g().chars(*id)).filter(|c| c.is_creature()).map(|c| (c.power.unwrap(), c.toughness.unwrap())).collect();
    assert_eq!(creatures, vec![(2, 2); 8], "Alice's lands are 2/2 creatures; Bob's Forest is not");
}

#[test]
fn entwine_on_a_card_without_modes_is_refused() {
    let bad = json!({"name": "Test Entwined Shock", "mana_cost": "{R}", "types": ["Instant"], "entwine": "{1}", "text": "x",
        "spell": {"targets": [{"kind": "player", "text": "target player"}], "effects": [{"do": "deal_damage", "amount": 2, "to": {"target": 0}}]}});
    let s: stackwise::formats::scenario::Scenario = serde_json::from_value(json!({"format": "stackwise-scenario", "version": 4, "cards": [bad],
        "players": [{"name": "A"}, {"name": "B"}]})).expect("read");
    let errs = s.build().err().expect("refused").join("\n");
    assert!(errs.contains("has entwine but is not a modal spell"), "{errs}");
}
