//! 614.1a: "twice that many" replacements of placing counters and creating
//! tokens. Each applies once to an event (614.5), so two of them make four
//! times as many; they look at effects only (a loyalty ability's +1 is a
//! cost, 606.4, not placed by an effect), and at what they name ("a
//! permanent you control", "+1/+1 counters on a creature you control",
//! "tokens under your control").
//!
//! The cards (built in: compiled from their printed text), their text as printed:
//! - Doubling Season {4}{G}: "If an effect would create one or more tokens
//!   under your control, it creates twice that many of those tokens instead. /
//!   If an effect would place one or more counters on a permanent you control,
//!   it places twice that many of those counters on that permanent instead."
//! - Parallel Lives {3}{G}: "If an effect would create one or more tokens
//!   under your control, it creates twice that many of those tokens instead."
//! - Corpsejack Menace {2}{B}{G} 4/4: "If one or more +1/+1 counters would be
//!   placed on a creature you control, twice that many +1/+1 counters are
//!   placed on it instead."
//! - Built in: Battlegrowth ("Put a +1/+1 counter on target creature."),
//!   Raise the Alarm ("Create two 1/1 white Soldier creature tokens."),
//!   Gnarlid Pack (multikicker), Garruk Wildspeaker (loyalty 3; "+1: Untap two
//!   target lands."), Cackling Counterpart ("Create a token that's a copy of
//!   target creature you control."), Rift Bolt (suspend 1).

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::PlayerId;

fn game(alice: Value, hand: Value, mana: &str, bob: Value) -> T {
    T::new(json!({"players": [
        {"name": "Alice", "battlefield": alice, "hand": hand, "mana_pool": mana, "library": ["Forest", "Forest", "Forest"]},
        {"name": "Bob", "battlefield": bob, "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

fn counters(t: &T, label: &str, kind: &str) -> u32 {
    t.g().objects[&t.id(label)].extra.counters.get(kind).copied().unwrap_or(0)
}

fn tokens(t: &T, name: &str, p: u8) -> usize {
    t.g().battlefield.iter().filter(|id| t.g().objects[id].def.name == name && t.g().objects[id].token && t.g().objects[id].controller == PlayerId(p)).count()
}

fn battlegrowth(t: &mut T, target: &str) {
    let id = t.id(target);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bg", "targets": [{"object": id.0}], "auto_pay": true}));
    t.pass_all();
}

#[test]
fn r614_1a_doubling_season_doubles_counters_on_your_permanents_only() {
    // Battlegrowth on Alice's Bears: two counters; on Bob's: one.
    for (target, want) in [("mine", 2), ("his", 1)] {
        let mut t = game(json!(["Doubling Season", {"card": "Grizzly Bears", "label": "mine"}]), json!([{"card": "Battlegrowth", "label": "bg"}]), "{G}", json!([{"card": "Grizzly Bears", "label": "his"}]));
        battlegrowth(&mut t, target);
        assert_eq!(counters(&t, target, "+1/+1"), want, "{target}");
    }
    // Gnarlid Pack kicked twice enters with four counters (614.1c, then 614.1a).
    let mut t = game(json!(["Doubling Season"]), json!([{"card": "Gnarlid Pack", "label": "gp"}]), "{G}{G}{G}{1}{1}{1}", json!([]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@gp", "auto_pay": true, "multikicker": 2}));
    t.pass_all();
    assert_eq!(counters(&t, "gp", "+1/+1"), 4);
}

/// Two replacements, each once (614.5), in either order on the battlefield:
/// Doubling Season and Corpsejack Menace quadruple +1/+1 counters on a
/// creature; two Doubling Seasons too.
#[test]
fn r614_5_two_doublers_make_four_times_as_many_in_either_order() {
    for field in [json!(["Doubling Season", "Corpsejack Menace"]), json!(["Corpsejack Menace", "Doubling Season"]), json!(["Doubling Season", "Doubling Season"])] {
        let mut f = field.as_array().unwrap().clone();
        f.push(json!({"card": "Grizzly Bears", "label": "mine"}));
        let mut t = game(json!(f), json!([{"card": "Battlegrowth", "label": "bg"}]), "{G}", json!([]));
        battlegrowth(&mut t, "mine");
        assert_eq!(counters(&t, "mine", "+1/+1"), 4, "{field}");
    }
}

/// Corpsejack Menace names +1/+1 counters on creatures: a planeswalker's
/// loyalty counters and other counters are not its business; Doubling Season
/// doubles a planeswalker's entering loyalty, not its +1 cost (606.4).
#[test]
fn r614_1a_corpsejack_menace_and_doubling_season_with_a_planeswalker() {
    let mut t = game(json!(["Corpsejack Menace"]), json!([{"card": "Garruk Wildspeaker", "label": "gw"}]), "{G}{G}{2}", json!([]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@gw", "auto_pay": true}));
    t.pass_all();
    assert_eq!(counters(&t, "gw", "loyalty"), 3, "Corpsejack: not +1/+1 counters");
    let mut t = game(json!(["Doubling Season", "Forest", "Forest"]), json!([{"card": "Garruk Wildspeaker", "label": "gw"}]), "{G}{G}{2}", json!([]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@gw", "auto_pay": true}));
    t.pass_all();
    assert_eq!(counters(&t, "gw", "loyalty"), 6, "entering with twice its loyalty");
    let lands: Vec<u64> = t.g().battlefield.iter().copied().filter(|id| t.g().objects[id].def.name == "Forest").map(|id| id.0).collect();
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@gw", "ability": 0, "targets": [{"object": lands[0]}, {"object": lands[1]}], "auto_pay": true}));
    assert_eq!(counters(&t, "gw", "loyalty"), 7, "the +1 is a cost, not an effect's counter");
}

#[test]
fn r614_1a_parallel_lives_and_doubling_season_double_tokens_under_your_control() {
    for (field, want) in [(json!(["Parallel Lives"]), 4), (json!(["Parallel Lives", "Doubling Season"]), 8), (json!(["Doubling Season", "Parallel Lives"]), 8), (json!([]), 2)] {
        let mut t = game(field.clone(), json!([{"card": "Raise the Alarm", "label": "rta"}]), "{W}{1}", json!(["Parallel Lives"]));
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@rta", "auto_pay": true}));
        t.pass_all();
        assert_eq!(tokens(&t, "Soldier", 0), want, "{field}: Bob's Parallel Lives doesn't count for Alice's tokens");
    }
    // A token copy is a token too.
    let mut t = game(json!(["Doubling Season", {"card": "Grizzly Bears", "label": "gb"}]), json!([{"card": "Cackling Counterpart", "label": "cc"}]), "{U}{U}{1}{1}{1}", json!([]));
    let gb = t.id("gb");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@cc", "targets": [{"object": gb.0}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(tokens(&t, "Grizzly Bears", 0), 2);
}

/// A suspended card is not a permanent: its time counters are placed as
/// they are (Rift Bolt keeps one, and is cast at the next upkeep).
#[test]
fn r614_1a_doubling_season_does_not_touch_a_suspended_cards_time_counters() {
    let mut t = game(json!(["Doubling Season"]), json!([{"card": "Rift Bolt", "label": "rb"}]), "{R}", json!([]));
    t.act(json!({"action": "suspend", "player": 0, "card": "@rb", "auto_pay": true}));
    assert_eq!(counters(&t, "rb", "time"), 1);
}

#[test]
fn r614_1a_malformed_doublers_are_refused() {
    let bad = |card: Value| stackwise::cards::CardPool::parse_defs(&json!([card]).to_string(), "test").expect_err("refused");
    let e = bad(json!({"name": "Odd", "mana_cost": "{G}", "types": ["Enchantment"], "abilities": [{"kind": "replacement", "replaces": {"event": "would_create_tokens", "who": "you", "instead": "thrice"}}]}));
    assert!(e.contains("thrice"), "{e}");
    let e = bad(json!({"name": "Odd", "mana_cost": "{G}", "types": ["Enchantment"], "abilities": [{"kind": "replacement", "replaces": {"event": "would_put_counters", "instead": "twice", "where": 1}}]}));
    assert!(e.contains("where"), "{e}");
}
