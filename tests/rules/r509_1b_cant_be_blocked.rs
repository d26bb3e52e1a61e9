//! "Can't be blocked" (509.1b: a restriction on declaring blockers that is
//! on the attacker): as a static ability of the creature, of an Aura on it,
//! of a permanent for every creature matching a filter, and for a turn from a
//! resolving spell or ability. Declaring a block on such an attacker is
//! refused with the game unchanged; the other attackers can be blocked.
//!
//! Built-in cards (built in: compiled from their printed text), printed text:
//! - Phantom Warrior {1}{U}{U}, 2/2; Tidal Kraken; Covert Operative:
//!   "[This] can't be blocked."
//! - Tormented Soul {B}, 1/1; Inkfathom Infiltrator: "[This] can't block and
//!   can't be blocked."
//! - Cloak of Mists {1}{U}, Aura: "Enchant creature / Enchanted creature
//!   can't be blocked."
//! - Deepchannel Mentor {5}{U}, 2/2: "Blue creatures you control can't be blocked."
//! - Neurok Invisimancer {1}{U}{U}, 2/1: "Neurok Invisimancer can't be
//!   blocked. / When Neurok Invisimancer enters the battlefield, target
//!   creature can't be blocked this turn."
//! - Infiltrate {U}, Trailblazer {2}{G}{G}: "Target creature can't be blocked
//!   this turn."; Touch of Invisibility {3}{U}: the same, and "Draw a card."
//! - Goblin Tunneler {1}{R}, Dwarven Warriors {2}{R}: "{T}: Target creature
//!   with power 2 or less can't be blocked this turn."
//! - Blockade Runner {3}{U}, 2/2: "{U}: Blockade Runner can't be blocked this turn."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::*;

/// Alice (active, precombat main, Islands, Forests and Mountains) and Bob.
fn game(alice: Value, alice_hand: Value, bob: Value) -> T {
    let mut a = vec![json!("Island"), json!("Island"), json!("Island"), json!("Island"), json!("Forest"), json!("Forest"), json!("Mountain")];
    a.extend(alice.as_array().unwrap().iter().cloned());
    T::new(json!({
        "players": [
            {"name": "Alice", "battlefield": a, "hand": alice_hand, "library": ["Island", "Island", "Island"]},
            {"name": "Bob", "battlefield": bob, "library": ["Island", "Island", "Island"]}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }))
}

fn attack(t: &mut T, labels: &[&str]) {
    to_decision(t);
    let attackers: Vec<Value> = labels.iter().map(|l| json!({"attacker": format!("@{l}"), "target": {"player": 1}})).collect();
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": attackers}));
    to_decision(t);
}

fn block(blocker: &str, attacker: &str) -> Value {
    json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": format!("@{blocker}"), "attacker": format!("@{attacker}")}]})
}

/// `unblockable` can't be blocked by Bob's `bears`; `other` can.
fn only_other_is_blockable(t: &mut T, unblockable: &str, other: &str) {
    let e = refused_unchanged(t, block("bears", unblockable));
    assert!(e.contains("can't be blocked"), "{unblockable}: {e}");
    t.act(block("bears", other));
}

#[test]
fn r509_1b_a_creature_that_cant_be_blocked_by_its_own_ability() {
    for card in ["Phantom Warrior", "Tidal Kraken", "Covert Operative", "Tormented Soul", "Inkfathom Infiltrator"] {
        let mut t = game(json!([{"card": card, "label": "it"}, {"card": "Hill Giant", "label": "giant"}]), json!([]), json!([{"card": "Grizzly Bears", "label": "bears"}]));
        attack(&mut t, &["it", "giant"]);
        only_other_is_blockable(&mut t, "it", "giant");
    }
}

#[test]
fn r509_1b_can_t_block_and_can_t_be_blocked_are_two_restrictions() {
    // Tormented Soul (Bob's) can't block Alice's Hill Giant.
    let mut t = game(json!([{"card": "Hill Giant", "label": "giant"}]), json!([]), json!([{"card": "Tormented Soul", "label": "soul"}, {"card": "Grizzly Bears", "label": "bears"}]));
    attack(&mut t, &["giant"]);
    assert_eq!(blockers_offered(&mut t), vec![t.id("bears")]);
}

#[test]
fn r509_1b_cloak_of_mists_and_deepchannel_mentor() {
    // Cloak on Alice's Bears; the Mentor makes her blue creatures (Phantom
    // Warrior is blue, Hill Giant is not) unblockable, in either order.
    let mut t = game(
        json!([{"card": "Grizzly Bears", "label": "mine"}, {"card": "Cloak of Mists", "label": "cloak", "attached_to": "mine"}, {"card": "Hill Giant", "label": "giant"}]),
        json!([]),
        json!([{"card": "Grizzly Bears", "label": "bears"}]),
    );
    attack(&mut t, &["mine", "giant"]);
    only_other_is_blockable(&mut t, "mine", "giant");
    for order in [["mentor", "giant"], ["giant", "mentor"]] {
        let card = |l: &str| if l == "mentor" { json!({"card": "Deepchannel Mentor", "label": "mentor"}) } else { json!({"card": "Hill Giant", "label": "giant"}) };
        let mut t = game(json!([card(order[0]), card(order[1]), {"card": "Phantom Warrior", "label": "warrior"}, {"card": "Grizzly Bears", "label": "mine"}]), json!([]), json!([{"card": "Grizzly Bears", "label": "bears"}]));
        attack(&mut t, &["mentor", "mine"]);
        // The Mentor is blue itself: its ability covers it; the green Bears are not covered.
        only_other_is_blockable(&mut t, "mentor", "mine");
    }
}

#[test]
fn r509_1b_a_creature_that_cant_be_blocked_this_turn() {
    // Infiltrate, Trailblazer, Touch of Invisibility (spells), Goblin
    // Tunneler, Dwarven Warriors (abilities) on Alice's Bears; Hill Giant
    // attacks beside them and can be blocked.
    for how in ["Infiltrate", "Trailblazer", "Touch of Invisibility", "Goblin Tunneler", "Dwarven Warriors"] {
        let spell = !how.contains("Tunneler") && !how.contains("Warriors");
        let (bf, hand) = if spell {
            (json!([{"card": "Grizzly Bears", "label": "mine"}, {"card": "Hill Giant", "label": "giant"}]), json!([{"card": how, "label": "spell"}]))
        } else {
            (json!([{"card": "Grizzly Bears", "label": "mine"}, {"card": "Hill Giant", "label": "giant"}, {"card": how, "label": "tunneler"}]), json!([]))
        };
        let mut t = game(bf, hand, json!([{"card": "Grizzly Bears", "label": "bears"}]));
        if spell {
            t.act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "targets": [{"object": "@mine"}], "auto_pay": true}));
        } else {
            // Power 2 or less: the Giant (3) can't be the target.
            assert!(t.try_act(json!({"action": "activate_ability", "player": 0, "source": "@tunneler", "ability": 0, "targets": [{"object": "@giant"}], "auto_pay": true})).is_err());
            t.act(json!({"action": "activate_ability", "player": 0, "source": "@tunneler", "ability": 0, "targets": [{"object": "@mine"}], "auto_pay": true}));
        }
        let ev = t.pass_all();
        assert!(cites(&ev, "509.1b"), "{how}: {:?}", rules(&ev));
        if how == "Touch of Invisibility" {
            assert_eq!(t.g().player(PlayerId(0)).hand.len(), 1, "it draws a card");
        }
        attack(&mut t, &["mine", "giant"]);
        only_other_is_blockable(&mut t, "mine", "giant");
    }
}

#[test]
fn r509_1b_blockade_runner_and_neurok_invisimancer() {
    let mut t = game(json!([{"card": "Blockade Runner", "label": "runner"}, {"card": "Hill Giant", "label": "giant"}]), json!([{"card": "Neurok Invisimancer", "label": "inv"}]), json!([{"card": "Grizzly Bears", "label": "bears"}]));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@runner", "ability": 0, "auto_pay": true}));
    t.pass_all();
    // The Invisimancer's trigger makes the Giant unblockable this turn too.
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@inv", "auto_pay": true}));
    t.pass_all();
    if t.g().pending.is_some() {
        t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"object": "@giant"}]}));
    }
    t.pass_all();
    attack(&mut t, &["runner", "giant"]);
    for a in ["runner", "giant"] {
        let e = refused_unchanged(&mut t, block("bears", a));
        assert!(e.contains("can't be blocked"), "{a}: {e}");
    }
}

#[test]
fn r509_1b_a_restriction_that_restricts_nothing_names_be_blocked() {
    let card = json!({"name": "Odd Card", "types": ["Creature"], "power": 1, "toughness": 1, "text": "x",
        "abilities": [{"kind": "static", "effect": {"static": "cant_attack_or_block", "affects": "this"}, "text": "x"}]});
    let def: stackwise::cards::def::CardDef = serde_json::from_value(card).unwrap();
    let errs = def.validate();
    assert!(errs.iter().any(|e| e.contains("be_blocked")), "{errs:?}");
}
