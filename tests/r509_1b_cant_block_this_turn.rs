//! "[Objects] can't attack / can't block this turn" from a resolving spell
//! or ability (508.1c, 509.1b): a restriction on the declarations that
//! lasts until the turn ends (514.2). On a named creature ("target
//! creature") it stays with that creature; on "creatures [matching]" it
//! changes the rules of the game, so it also covers a creature that
//! arrives after it resolved (611.2c). A restricted creature is not offered,
//! and declaring it is refused with the game unchanged.
//!
//! Built-in cards (built in: compiled from their printed text, or written in the card form in src/cards/data/ where the engine can't read it yet), printed text:
//! - Stun {1}{R}, Instant: "Target creature can't block this turn. / Draw a card."
//! - Falter {1}{R}, Instant: "Creatures without flying can't block this turn."
//! - Chaos {2}{R}, Instant: "Creatures can't block this turn."
//! - Tectonic Rift {3}{R}, Sorcery: "Destroy target land. Creatures without
//!   flying can't block this turn."
//! - Off Balance {W}, Instant: "Target creature can't attack or block this turn."
//! - Thundersong Trumpeter {R}{W}, 2/1: "{T}: Target creature can't attack or
//!   block this turn."
//! - Jamuraan Lion {2}{W}, 3/1: "{W}, {T}: Target creature can't block this turn."
//! - Goblin Shortcutter {1}{R}, 2/1, and Crossway Vampire {1}{R}{R}, 3/2:
//!   "When [this] enters the battlefield, target creature can't block this turn."
//! - Grotag Thrasher {4}{R}, 3/3: "Whenever Grotag Thrasher attacks, target
//!   creature can't block this turn."

mod common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::*;

/// Alice (active, precombat main, Mountains and Plains) and Bob, each with
/// a library to draw from.
fn game(alice: Value, alice_hand: Value, bob: Value, bob_hand: Value) -> T {
    let mut a = vec![json!("Mountain"), json!("Mountain"), json!("Mountain"), json!("Mountain"), json!("Plains"), json!("Plains")];
    a.extend(alice.as_array().unwrap().iter().cloned());
    T::new(json!({
        "players": [
            {"name": "Alice", "battlefield": a, "hand": alice_hand, "library": ["Island", "Island", "Island"]},
            {"name": "Bob", "battlefield": bob, "hand": bob_hand, "library": ["Island", "Island", "Island"]}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }))
}

fn cast(t: &mut T, p: u8, label: &str, targets: Value) {
    t.act(json!({"action": "cast_spell", "player": p, "card": format!("@{label}"), "targets": targets, "auto_pay": true}));
}

fn attack(t: &mut T, labels: &[&str]) {
    to_decision(t);
    let attackers: Vec<Value> = labels.iter().map(|l| json!({"attacker": format!("@{l}"), "target": {"player": 1}})).collect();
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": attackers}));
}

fn ids(t: &T, labels: &[&str]) -> Vec<ObjectId> {
    let mut v: Vec<ObjectId> = labels.iter().map(|l| t.id(l)).collect();
    v.sort();
    v
}

fn sorted(mut v: Vec<ObjectId>) -> Vec<ObjectId> {
    v.sort();
    v
}

#[test]
fn r509_1b_a_target_creature_that_cant_block_this_turn_is_not_offered() {
    // Stun (a spell) and Jamuraan Lion (an ability) each on one of Bob's
    // creatures; the other still blocks. Stun also draws.
    for how in ["Stun", "Jamuraan Lion"] {
        let mut t = game(
            json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Jamuraan Lion", "label": "lion"}]),
            json!([{"card": "Stun", "label": "stun"}]),
            json!([{"card": "Hill Giant", "label": "giant"}, {"card": "Savannah Lions", "label": "lions"}]),
            json!([]),
        );
        if how == "Stun" {
            cast(&mut t, 0, "stun", json!([{"object": "@giant"}]));
        } else {
            t.act(json!({"action": "activate_ability", "player": 0, "source": "@lion", "ability": 0, "targets": [{"object": "@giant"}], "auto_pay": true}));
        }
        let ev = t.pass_all();
        assert!(cites(&ev, "509.1b"), "{how}: {:?}", rules(&ev));
        if how == "Stun" {
            assert_eq!(t.g().player(PlayerId(0)).hand.len(), 1, "Stun draws a card");
        }
        attack(&mut t, &["bears"]);
        assert_eq!(blockers_offered(&mut t), vec![t.id("lions")], "{how}: the Giant can't block");
        let e = refused_unchanged(&mut t, json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@giant", "attacker": "@bears"}]}));
        assert!(!e.is_empty());
        t.act(json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@lions", "attacker": "@bears"}]}));
    }
}

#[test]
fn r611_2c_creatures_without_flying_cant_block_even_those_that_arrive_later() {
    // Falter and Tectonic Rift: Bob's Bears can't block, his Serra Angel
    // can; an Ambush Viper Bob flashes in after the spell resolved can't
    // block either: the effect changes the rules, not the creatures.
    for spell in ["Falter", "Tectonic Rift"] {
        let mut t = game(
            json!([{"card": "Hill Giant", "label": "giant"}]),
            json!([{"card": spell, "label": "spell"}]),
            json!(["Forest", "Forest", {"card": "Grizzly Bears", "label": "bears"}, {"card": "Serra Angel", "label": "angel"}]),
            json!([{"card": "Ambush Viper", "label": "viper"}]),
        );
        // Tectonic Rift destroys one of Alice's own Plains.
        let targets = if spell == "Falter" {
            json!([])
        } else {
            let plains = t.g().battlefield.iter().copied().find(|id| t.g().name_of(*id) == "Plains").unwrap();
            json!([{"object": plains.0}])
        };
        cast(&mut t, 0, "spell", targets);
        t.pass_all();
        // Bob gets priority in Alice's main phase and flashes the Viper in.
        t.act(json!({"action": "pass_priority", "player": 0}));
        cast(&mut t, 1, "viper", json!([]));
        t.pass_all();
        assert_eq!(t.zone("viper"), "battlefield");
        attack(&mut t, &["giant"]);
        assert_eq!(blockers_offered(&mut t), vec![t.id("angel")], "{spell}");
        refused_unchanged(&mut t, json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@viper", "attacker": "@giant"}]}));
    }
}

#[test]
fn r509_1b_chaos_leaves_no_blocker_in_either_order() {
    for order in [["bears", "angel"], ["angel", "bears"]] {
        let creature = |l: &str| if l == "bears" { json!({"card": "Grizzly Bears", "label": "bears"}) } else { json!({"card": "Serra Angel", "label": "angel"}) };
        let mut t = game(json!([{"card": "Hill Giant", "label": "giant"}]), json!([{"card": "Chaos", "label": "chaos"}]), json!([creature(order[0]), creature(order[1])]), json!([]));
        cast(&mut t, 0, "chaos", json!([]));
        t.pass_all();
        attack(&mut t, &["giant"]);
        assert!(blockers_offered(&mut t).is_empty(), "{order:?}");
    }
}

#[test]
fn r508_1c_a_creature_that_cant_attack_this_turn_is_not_offered() {
    // Bob answers in Alice's main phase: Off Balance, or the Trumpeter's
    // ability, on Alice's Hill Giant; her Bears still attack.
    for how in ["Off Balance", "Thundersong Trumpeter"] {
        let mut t = game(
            json!([{"card": "Hill Giant", "label": "giant"}, {"card": "Grizzly Bears", "label": "bears"}]),
            json!([]),
            json!(["Plains", {"card": "Thundersong Trumpeter", "label": "trumpeter"}]),
            json!([{"card": "Off Balance", "label": "off"}]),
        );
        t.act(json!({"action": "pass_priority", "player": 0}));
        if how == "Off Balance" {
            cast(&mut t, 1, "off", json!([{"object": "@giant"}]));
        } else {
            t.act(json!({"action": "activate_ability", "player": 1, "source": "@trumpeter", "ability": 0, "targets": [{"object": "@giant"}], "auto_pay": true}));
        }
        let ev = t.pass_all();
        assert!(cites(&ev, "508.1c"), "{how}: {:?}", rules(&ev));
        assert_eq!(sorted(attackers_offered(&mut t)), ids(&t, &["bears"]), "{how}");
        refused_unchanged(&mut t, json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@giant", "target": {"player": 1}}]}));
    }
}

#[test]
fn r603_2_triggered_restrictions_enter_and_attack() {
    // Goblin Shortcutter's and Crossway Vampire's "enters the battlefield"
    // triggers, and Grotag Thrasher's attack trigger, each on Bob's Hill Giant.
    for card in ["Goblin Shortcutter", "Crossway Vampire"] {
        let mut t = game(
            json!([{"card": "Grizzly Bears", "label": "bears"}]),
            json!([{"card": card, "label": "new"}]),
            json!([{"card": "Hill Giant", "label": "giant"}, {"card": "Savannah Lions", "label": "lions"}]),
            json!([]),
        );
        cast(&mut t, 0, "new", json!([]));
        t.pass_all();
        if t.g().pending.is_some() {
            t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"object": "@giant"}]}));
        }
        t.pass_all();
        attack(&mut t, &["bears"]);
        assert_eq!(blockers_offered(&mut t), vec![t.id("lions")], "{card}");
    }
    let mut t = game(json!([{"card": "Grotag Thrasher", "label": "thrasher"}]), json!([]), json!([{"card": "Hill Giant", "label": "giant"}, {"card": "Savannah Lions", "label": "lions"}]), json!([]));
    to_decision(&mut t);
    attack(&mut t, &["thrasher"]);
    if t.g().pending.is_some() {
        t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"object": "@giant"}]}));
    }
    assert_eq!(blockers_offered(&mut t), vec![t.id("lions")], "Grotag Thrasher");
}

#[test]
fn r514_2_the_restriction_ends_with_the_turn() {
    let mut t = game(json!([]), json!([{"card": "Stun", "label": "stun"}]), json!([{"card": "Hill Giant", "label": "giant"}]), json!([]));
    cast(&mut t, 0, "stun", json!([{"object": "@giant"}]));
    t.pass_all();
    assert_eq!(t.g().turn_restrictions.len(), 1);
    // Alice declares no attack; the turn runs out.
    for _ in 0..40 {
        if t.g().turn.number != 3 {
            break;
        }
        if t.g().pending.is_some() {
            t.act(json!({"action": "declare_attackers", "player": 0, "attackers": []}));
            continue;
        }
        t.pass_all();
    }
    assert_eq!(t.g().turn.number, 4);
    assert!(t.g().turn_restrictions.is_empty(), "ended at cleanup (514.2)");
}

#[test]
fn r508_1c_an_instruction_that_restricts_nothing_or_names_both_is_refused() {
    for (effect, word) in [
        (json!({"do": "cant_attack_or_block", "what": {"target": 0}}), "restricts nothing"),
        (json!({"do": "cant_attack_or_block", "what": {"target": 0}, "all": {"types": ["Creature"]}, "block": true}), "exactly one"),
        (json!({"do": "cant_attack_or_block", "block": true}), "exactly one"),
    ] {
        let card = json!({"name": "Odd Spell", "types": ["Instant"], "text": "x",
            "spell": {"targets": [{"kind": "permanent", "filter": {"types": ["Creature"]}}], "effects": [effect]}});
        let def: stackwise::cards::def::CardDef = serde_json::from_value(card).unwrap();
        let errs = def.validate();
        assert!(errs.iter().any(|e| e.contains(word)), "{word}: {errs:?}");
    }
}
