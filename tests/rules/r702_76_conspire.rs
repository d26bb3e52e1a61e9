//! 702.76 conspire (702.77 in later rules): as the spell is cast, its
//! caster may tap two untapped creatures they control that share a colour
//! with it (an additional cost, 117.8); when they do, the spell is copied and
//! the copy may have new targets (706.10). The cast action names the two in
//! its `tap`. Compiled from the cards' text.
//!
//! Cards (their text as the table prints it, reminder text left out):
//! - Burn Trail {3}{R}: "Burn Trail deals 3 damage to target creature or
//!   player. / Conspire"
//! - Barkshell Blessing {G/W}: "Target creature gets +2/+2 until end of
//!   turn. / Conspire"
//! - Goblin Piker {1}{R} 2/1 (red), Raging Goblin {R} 1/1 (red), Grizzly
//!   Bears {1}{G} 2/2 (green), Savannah Lions {W} 2/1 (white).

use crate::common;
use common::*;
use serde_json::{json, Value};

const CARDS: &[&str] = &["Burn Trail", "Barkshell Blessing", "Goblin Piker", "Raging Goblin", "Grizzly Bears", "Savannah Lions"];

fn game(alice_bf: Value, hand: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": hand, "mana_pool": "{R}{G}{3}", "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": [{"card": "Grizzly Bears", "label": "bobs"}], "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn red_pair() -> Value {
    json!([{"card": "Goblin Piker", "label": "piker"}, {"card": "Raging Goblin", "label": "raging"}, {"card": "Grizzly Bears", "label": "bears"}])
}

fn tapped(t: &T, label: &str) -> bool {
    t.g().obj(t.id(label)).unwrap().tapped
}

#[test]
fn r702_76a_burn_trail_conspired_is_copied() {
    // In either order of the two red creatures.
    for pair in permutations(&["piker", "raging"]) {
        let mut t = game(red_pair(), json!([{"card": "Burn Trail", "label": "bt"}]));
        let ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@bt", "targets": [{"player": 1}], "tap": [format!("@{}", pair[0]), format!("@{}", pair[1])], "auto_pay": true}));
        assert!(cites(&ev, "702.76a"), "{:?}", rules(&ev));
        assert!(tapped(&t, "piker") && tapped(&t, "raging") && !tapped(&t, "bears"));
        let ev = resolve_keeping_targets(&mut t, None);
        assert_eq!(ev.iter().filter(|e| e.rule == "706.10").count(), 1, "one copy");
        assert_eq!(t.life(1), 20 - 3 - 3, "{pair:?}");
    }
}

#[test]
fn r702_76a_the_copy_may_choose_a_new_target() {
    let mut t = game(red_pair(), json!([{"card": "Burn Trail", "label": "bt"}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bt", "targets": [{"player": 1}], "tap": ["@piker", "@raging"], "auto_pay": true}));
    let bobs = t.id("bobs");
    resolve_keeping_targets(&mut t, Some(json!([{"object": bobs}])));
    assert_eq!(t.zone("bobs"), "graveyard", "the copy at Bob's Bears");
    assert_eq!(t.life(1), 17, "the original at Bob");
}

#[test]
fn r702_76a_without_conspiring_no_copy() {
    let mut t = game(red_pair(), json!([{"card": "Burn Trail", "label": "bt"}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bt", "targets": [{"player": 1}], "auto_pay": true}));
    let ev = resolve_keeping_targets(&mut t, None);
    assert!(!cites(&ev, "706.10"));
    assert_eq!(t.life(1), 17);
    assert!(!tapped(&t, "piker") && !tapped(&t, "raging"));
}

#[test]
fn r702_76a_conspire_needs_two_untapped_creatures_sharing_a_colour() {
    let hand = json!([{"card": "Burn Trail", "label": "bt"}]);
    // A green creature doesn't share a colour with Burn Trail (red).
    let mut t = game(red_pair(), hand.clone());
    let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@bt", "targets": [{"player": 1}], "tap": ["@piker", "@bears"], "auto_pay": true}));
    assert!(e.contains("702.76a"), "{e}");
    // One creature alone, or the same twice.
    for tap in [json!(["@piker"]), json!(["@piker", "@piker"])] {
        let mut t = game(red_pair(), hand.clone());
        let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@bt", "targets": [{"player": 1}], "tap": tap, "auto_pay": true}));
        assert!(e.contains("702.76a"), "{e}");
    }
    // A tapped creature.
    let bf = json!([{"card": "Goblin Piker", "label": "piker", "tapped": true}, {"card": "Raging Goblin", "label": "raging"}]);
    let mut t = game(bf, hand);
    let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@bt", "targets": [{"player": 1}], "tap": ["@piker", "@raging"], "auto_pay": true}));
    assert!(e.contains("702.76a"), "{e}");
}

#[test]
fn r702_76a_barkshell_blessing_each_creature_shares_one_of_its_colours() {
    // Green-white: a green and a white creature each share a colour with it.
    let bf = json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Savannah Lions", "label": "lions"}, {"card": "Raging Goblin", "label": "raging"}]);
    let mut t = game(bf.clone(), json!([{"card": "Barkshell Blessing", "label": "bb"}]));
    let raging = t.id("raging");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bb", "targets": [{"object": raging}], "tap": ["@bears", "@lions"], "auto_pay": true}));
    resolve_keeping_targets(&mut t, None);
    let c = t.g().chars(raging).unwrap();
    assert_eq!((c.power, c.toughness), (Some(1 + 4), Some(1 + 4)), "the spell and its copy");
    // The red Goblin shares no colour with it.
    let mut t = game(bf, json!([{"card": "Barkshell Blessing", "label": "bb"}]));
    let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@bb", "targets": [{"object": raging}], "tap": ["@bears", "@raging"], "auto_pay": true}));
    assert!(e.contains("702.76a"), "{e}");
}
