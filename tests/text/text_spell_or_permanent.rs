//! "Target spell or permanent" (115.1: either a spell on the stack or a
//! permanent) and a colour change with no stated end: "[object] becomes
//! red." (105.3, layer 5, 613.1e). The change is fixed on the object it was
//! made to (611.2c): a spell is that colour while it is on the stack; once
//! it resolves, the permanent it becomes is a new object (400.7) with its
//! own colours. With a duration, "becomes the color of your choice until
//! end of turn" takes the same target.
//!
//! Cards (their text as the table prints it, reminder text dropped):
//! - Purelace {W}, Instant: "Target spell or permanent becomes white."
//! - Chaoslace {R}, Instant: "Target spell or permanent becomes red."
//! - Deathlace {B}, Instant: "Target spell or permanent becomes black."
//! - Lifelace {G}, Instant: "Target spell or permanent becomes green."
//! - Illusion // Reality, its half Illusion {U}, Instant: "Target spell or
//!   permanent becomes the color of your choice until end of turn."
//! - Eight-and-a-Half-Tails {W}{W}, Legendary Creature — Fox Cleric 2/2:
//!   "{1}{W}: Target permanent you control gains protection from white until
//!   end of turn. / {1}: Target spell or permanent becomes white until end
//!   of turn."
//! - Venser, Shaper Savant {2}{U}{U}, Legendary Creature — Human Wizard 2/2:
//!   "Flash / When Venser, Shaper Savant enters the battlefield, return
//!   target spell or permanent to its owner's hand."
//! - Aisling Leprechaun {G}, Creature — Faerie 1/1: "Whenever Aisling
//!   Leprechaun blocks or becomes blocked by a creature, that creature
//!   becomes green."
//! - Grizzly Bears {1}{G}, Creature — Bear 2/2; Hill Giant {3}{R} 3/3;
//!   Lightning Bolt {R}: "Lightning Bolt deals 3 damage to target creature
//!   or player."

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::{Color, ColorSet, Step};

const LACES: [(&str, Color); 4] = [("Purelace", Color::White), ("Chaoslace", Color::Red), ("Deathlace", Color::Black), ("Lifelace", Color::Green)];

fn game(alice: Value, alice_hand: Value, bob_hand: Value) -> T {
    let cards: Vec<Value> = ["Purelace", "Chaoslace", "Deathlace", "Lifelace", "Illusion", "Eight-and-a-Half-Tails", "Grizzly Bears", "Hill Giant", "Lightning Bolt"].iter().map(|n| compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice, "hand": alice_hand, "mana_pool": "{W}{U}{B}{R}{G}{G}{C}{C}{C}", "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "hand": bob_hand, "mana_pool": "{W}{U}{B}{R}{G}{G}{C}{C}{C}", "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn colors(t: &T, label: &str) -> ColorSet {
    t.g().chars(t.id(label)).unwrap().colors
}

/// Every lace read, written back as printed, with its one target slot taking
/// a spell or a permanent.
#[test]
fn the_laces_are_read_with_a_spell_or_permanent_target() {
    for (name, _) in LACES {
        let v = compiled(name);
        let printed = stackwise::text::normalize(&common::card_table::card(name).text);
        assert_eq!(v["text"].as_str().unwrap(), printed, "{name}");
        assert_eq!(v["spell"]["targets"][0]["kind"], json!("spell_or_permanent"), "{name}");
        assert_eq!(v["spell"]["effects"][0]["duration"], Value::Null, "{name}: no stated end");
    }
}

/// A permanent takes the colour for good: still that colour turns later.
#[test]
fn a_permanent_becomes_the_colour_for_good() {
    for (name, color) in LACES {
        for target in ["Grizzly Bears", "Hill Giant"] {
            let mut t = game(json!([{"card": target, "label": "x"}]), json!([{"card": name, "label": "lace"}]), json!([]));
            t.act(json!({"action": "cast_spell", "player": 0, "card": "@lace", "targets": [{"object": "@x"}], "auto_pay": true}));
            t.pass_all();
            assert_eq!(colors(&t, "x"), ColorSet::single(color), "{name} on {target}");
            play_until(&mut t, 1, Step::Upkeep, &|_, _, k| panic!("{k:?}"));
            assert_eq!(colors(&t, "x"), ColorSet::single(color), "{name} on {target}: no end");
        }
    }
}

/// The legal targets are the permanents and the spells on the stack (not
/// the lace itself, 115.5), and no player.
#[test]
fn both_permanents_and_spells_are_legal_targets() {
    for (name, _) in [LACES[0], LACES[1]] {
        let bears_cast = || {
            let mut t = game(json!([{"card": "Hill Giant", "label": "giant"}]), json!([{"card": "Grizzly Bears", "label": "bears"}]), json!([{"card": name, "label": "lace"}]));
            t.act(json!({"action": "cast_spell", "player": 0, "card": "@bears", "auto_pay": true}));
            t.act(json!({"action": "pass_priority", "player": 0}));
            t
        };
        let mut t = bears_cast();
        refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 1, "card": "@lace", "targets": [{"player": 0}], "auto_pay": true}));
        for target in ["giant", "bears"] {
            let mut t = bears_cast();
            t.act(json!({"action": "cast_spell", "player": 1, "card": "@lace", "targets": [{"object": format!("@{target}")}], "auto_pay": true}));
            assert_eq!(t.g().stack.len(), 2, "{name} on {target}");
        }
    }
}

/// A spell on the stack takes the colour while it is there; the creature it
/// becomes is a new object with its card's colour (400.7).
#[test]
fn a_spell_takes_the_colour_until_it_leaves_the_stack() {
    for (name, color) in [LACES[0], LACES[2]] {
        let mut t = game(json!([]), json!([{"card": "Grizzly Bears", "label": "bears"}]), json!([{"card": name, "label": "lace"}]));
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@bears", "auto_pay": true}));
        t.act(json!({"action": "pass_priority", "player": 0}));
        t.act(json!({"action": "cast_spell", "player": 1, "card": "@lace", "targets": [{"object": "@bears"}], "auto_pay": true}));
        t.act(json!({"action": "pass_priority", "player": 1}));
        t.act(json!({"action": "pass_priority", "player": 0}));
        assert_eq!(t.g().stack.len(), 1, "{name} resolved, the Bears wait");
        let spell = t.g().stack[0].id;
        assert_eq!(t.g().chars(spell).unwrap().colors, ColorSet::single(color), "{name}: the spell");
        t.pass_all();
        let bears = *t.g().battlefield.iter().find(|id| t.g().name_of(**id) == "Grizzly Bears").expect("the Bears resolved");
        assert_eq!(t.g().chars(bears).unwrap().colors, ColorSet::single(Color::Green), "{name}: a new object, green");
    }
}

/// With a duration: Illusion's colour chosen as it resolves (608.2d) and
/// Eight-and-a-Half-Tails's white, on a spell or a permanent, until the
/// cleanup step (514.2).
#[test]
fn until_end_of_turn_the_same_target_changes_colour() {
    for target in ["giant", "bears"] {
        // Illusion on the Hill Giant, or on the Bears spell: blue chosen.
        let mut t = game(json!([{"card": "Hill Giant", "label": "giant"}]), json!([{"card": "Grizzly Bears", "label": "bears"}]), json!([{"card": "Illusion", "label": "illusion"}]));
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@bears", "auto_pay": true}));
        t.act(json!({"action": "pass_priority", "player": 0}));
        t.act(json!({"action": "cast_spell", "player": 1, "card": "@illusion", "mode": 0, "targets": [{"object": format!("@{target}")}], "auto_pay": true}));
        t.act(json!({"action": "pass_priority", "player": 1}));
        t.act(json!({"action": "pass_priority", "player": 0}));
        t.act(json!({"action": "choose_color", "player": 1, "color": "Blue"}));
        let on_stack = if target == "bears" { t.g().stack[0].id } else { t.id("giant") };
        assert_eq!(t.g().chars(on_stack).unwrap().colors, ColorSet::single(Color::Blue), "Illusion on {target}");
        play_until(&mut t, 1, Step::Upkeep, &|_, _, k| panic!("{k:?}"));
        assert_eq!(colors(&t, "giant"), ColorSet::single(Color::Red), "the turn ended");
        assert_eq!(colors(&t, "bears"), ColorSet::single(Color::Green), "the Bears, a new object or the turn ended");
    }
    let mut t = game(json!([{"card": "Eight-and-a-Half-Tails", "label": "tails"}, {"card": "Hill Giant", "label": "giant"}]), json!([]), json!([]));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@tails", "ability": 1, "targets": [{"object": "@giant"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(colors(&t, "giant"), ColorSet::single(Color::White));
    play_until(&mut t, 1, Step::Upkeep, &|_, _, k| panic!("{k:?}"));
    assert_eq!(colors(&t, "giant"), ColorSet::single(Color::Red), "the turn ended");
}

/// Venser, Shaper Savant: "When Venser, Shaper Savant enters the
/// battlefield, return target spell or permanent to its owner's hand." A
/// spell returned leaves the stack without resolving (it is not countered);
/// a permanent leaves the battlefield.
#[test]
fn venser_returns_a_spell_or_a_permanent_to_its_owners_hand() {
    for target in ["bolt", "giant"] {
        let cards: Vec<Value> = ["Venser, Shaper Savant", "Hill Giant", "Lightning Bolt"].iter().map(|n| compiled(n)).collect();
        let mut t = T::new(json!({"cards": cards, "players": [
            {"name": "Alice", "battlefield": [{"card": "Hill Giant", "label": "giant"}], "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "mana_pool": "{R}", "library": ["Island", "Island"]},
            {"name": "Bob", "hand": [{"card": "Venser, Shaper Savant", "label": "venser"}], "mana_pool": "{U}{U}{C}{C}", "library": ["Island", "Island"]}
        ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "auto_pay": true}));
        t.act(json!({"action": "pass_priority", "player": 0}));
        t.act(json!({"action": "cast_spell", "player": 1, "card": "@venser", "auto_pay": true}));
        t.act(json!({"action": "pass_priority", "player": 1}));
        t.act(json!({"action": "pass_priority", "player": 0}));
        // Venser resolved; its trigger asks for its target.
        if t.g().pending.is_some() {
            t.act(json!({"action": "choose_targets", "player": 1, "targets": [{"object": format!("@{target}")}]}));
        }
        for _ in 0..4 {
            t.pass_all();
        }
        assert_eq!(t.zone(target), "hand", "{target}");
        assert!(t.g().stack.is_empty());
        let bob_life = if target == "bolt" { 20 } else { 17 };
        assert_eq!(t.life(1), bob_life, "{target}: the Bolt resolved only if it stayed on the stack");
    }
}

/// Aisling Leprechaun: "Whenever Aisling Leprechaun blocks or becomes
/// blocked by a creature, that creature becomes green." No stated end: the
/// creature is green turns later (it survives the fight here).
#[test]
fn aisling_leprechaun_makes_the_creature_green_for_good() {
    for attacker in ["Hill Giant", "Grizzly Bears"] {
        let cards: Vec<Value> = ["Aisling Leprechaun", "Hill Giant", "Grizzly Bears"].iter().map(|n| compiled(n)).collect();
        let mut t = T::new(json!({"cards": cards, "players": [
            {"name": "Alice", "battlefield": [{"card": attacker, "label": "attacker"}], "library": ["Island", "Island", "Island"]},
            {"name": "Bob", "battlefield": [{"card": "Aisling Leprechaun", "label": "aisling"}], "library": ["Island", "Island", "Island"]}
        ], "turn": {"number": 2, "active": 0, "step": "beginning_of_combat"}}));
        attack_to_blockers(&mut t, "attacker");
        t.act(json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@aisling", "attacker": "@attacker"}]}));
        t.pass_all();
        assert_eq!(colors(&t, "attacker"), ColorSet::single(Color::Green), "{attacker}");
        play_until(&mut t, 1, Step::Upkeep, &|_, _, k| panic!("{k:?}"));
        assert_eq!(colors(&t, "attacker"), ColorSet::single(Color::Green), "{attacker}: no end");
    }
}
