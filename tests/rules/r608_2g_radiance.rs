//! "Target creature and each other creature that shares a color with it"
//! (the radiance cards): the target, and the other creatures that share a
//! colour with it, found as the instruction is followed (608.2g): a
//! multicoloured target reaches every creature of any of its colours, a
//! colorless one none; a target gone or illegal as the spell resolves leaves
//! the spell with nothing to do (608.2b).
//!
//! The cards (compiled from their printed text):
//! - Cleansing Beam {4}{R}, instant: "Radiance — Cleansing Beam deals 2 damage
//!   to target creature and each other creature that shares a color with it."
//! - Brightflame {X}{R}{R}{W}{W}, sorcery: "Radiance — Brightflame deals X
//!   damage to target creature and each other creature that shares a color
//!   with it. You gain life equal to the damage dealt this way."
//! - Surge of Zeal {1}{R}, instant: "Radiance — Target creature and each other
//!   creature that shares a color with it gain haste until end of turn."
//! - Llanowar Elves and Grizzly Bears (green), Raging Goblin and Mogg Fanatic
//!   (red), Savannah Lions (white), Wilt-Leaf Liege (green and white),
//!   Dodecapod (colorless), Lightning Bolt.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::Keyword;

fn board() -> (Value, Value) {
    (
        json!([{"card": "Llanowar Elves", "label": "le"}, {"card": "Raging Goblin", "label": "rg"}, {"card": "Savannah Lions", "label": "sl"}]),
        json!([{"card": "Grizzly Bears", "label": "gb"}, {"card": "Mogg Fanatic", "label": "mf"}, {"card": "Dodecapod", "label": "dp"}, {"card": "Wilt-Leaf Liege", "label": "wl"}]),
    )
}

fn game(hand: Value, mana: &str) -> T {
    let (a, b) = board();
    T::new(json!({"players": [
        {"name": "Alice", "battlefield": a, "hand": hand, "mana_pool": mana, "library": ["Plains", "Plains"]},
        {"name": "Bob", "battlefield": b, "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "mana_pool": "{R}", "library": ["Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

fn damage(t: &T, label: &str) -> i32 {
    let id = t.id(label);
    t.g().objects.get(&id).map_or(i32::MAX, |o| o.damage)
}

/// Red target: each red creature is dealt 2 (the Goblin and the Fanatic
/// die), no other creature is.
#[test]
fn r608_2g_cleansing_beam_on_a_red_creature_hits_every_red_creature() {
    let mut t = game(json!([{"card": "Cleansing Beam", "label": "cb"}]), "{4}{R}");
    cast_with(&mut t, 0, "cb", "{4}{R}", json!([{"object": "@rg"}]));
    t.pass_all();
    assert_eq!((t.zone("rg"), t.zone("mf")), ("graveyard".into(), "graveyard".into()));
    assert_eq!((damage(&t, "gb"), damage(&t, "sl"), damage(&t, "dp"), damage(&t, "wl")), (0, 0, 0, 0));
    assert_eq!(t.zone("le"), "battlefield");
}

/// Colorless target: it shares no colour, only it is dealt damage.
#[test]
fn r608_2g_cleansing_beam_on_a_colorless_creature_hits_it_alone() {
    let mut t = game(json!([{"card": "Cleansing Beam", "label": "cb"}]), "{4}{R}");
    cast_with(&mut t, 0, "cb", "{4}{R}", json!([{"object": "@dp"}]));
    t.pass_all();
    assert_eq!(damage(&t, "dp"), 2);
    assert_eq!((damage(&t, "gb"), damage(&t, "sl"), damage(&t, "wl"), damage(&t, "rg")), (0, 0, 0, 0));
}

/// 608.2b: Bob bolts the target in response; Cleansing Beam's only target is
/// gone, so it does nothing at all: the Fanatic is not dealt damage.
#[test]
fn r608_2g_cleansing_beam_with_its_target_gone_does_nothing() {
    let mut t = game(json!([{"card": "Cleansing Beam", "label": "cb"}]), "{4}{R}");
    cast_with(&mut t, 0, "cb", "{4}{R}", json!([{"object": "@rg"}]));
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"object": "@rg"}], "auto_pay": true}));
    t.pass_all();
    t.pass_all();
    assert!(t.g().stack.is_empty());
    assert_eq!(t.zone("rg"), "graveyard");
    assert_eq!((t.zone("mf"), damage(&t, "mf")), ("battlefield".into(), 0));
}

/// A green and white target: every green and every white creature gains
/// haste; the red Fanatic doesn't.
#[test]
fn r608_2g_surge_of_zeal_on_a_two_color_creature_reaches_both_colors() {
    let mut t = game(json!([{"card": "Surge of Zeal", "label": "sz"}]), "{1}{R}");
    cast_with(&mut t, 0, "sz", "{1}{R}", json!([{"object": "@wl"}]));
    t.pass_all();
    let haste = |l: &str| t.g().chars(t.id(l)).unwrap().has_keyword(Keyword::Haste);
    assert_eq!((haste("wl"), haste("le"), haste("gb"), haste("sl"), haste("mf"), haste("dp")), (true, true, true, true, false, false));
}

/// X = 2 on the Elves: the Elves, the Bears and the Liege are each dealt 2;
/// Alice gains the 6 damage dealt this way.
#[test]
fn r608_2g_brightflame_gains_the_life_of_all_the_damage_dealt() {
    let mut t = game(json!([{"card": "Brightflame", "label": "bf"}]), "{2}{R}{R}{W}{W}");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bf", "targets": [{"object": "@le"}], "x": 2, "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("le"), "graveyard");
    // The Bears are 3/3 under Bob's Liege ("other green creatures you control").
    assert_eq!((damage(&t, "gb"), damage(&t, "wl")), (2, 2), "green, and green and white: each shares green");
    assert_eq!((damage(&t, "rg"), damage(&t, "sl"), damage(&t, "dp")), (0, 0, 0));
    assert_eq!(t.life(0), 26, "2 + 2 + 2 damage dealt");
}
