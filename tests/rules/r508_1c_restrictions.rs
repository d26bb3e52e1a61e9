//! Restrictions on attacking (508.1c) and blocking (509.1b) from static
//! abilities: `cant_attack_or_block` on the creature itself, on the
//! creature the source is attached to, or on every creature matching a
//! filter. A restricted creature is not offered as an attacker or a blocker,
//! and declaring it is refused with the game unchanged.
//!
//! Cards (printed text, January 2017 wording):
//! - Hulking Goblin {1}{R}, 2/2 Goblin: "Hulking Goblin can't block."
//! - Hulking Cyclops {3}{R}{R}, 5/5 Cyclops: "Hulking Cyclops can't block."
//! - Moat {2}{W}{W}, Enchantment: "Creatures without flying can't attack."
//! - Magus of the Moat {2}{W}{W}, 0/3: "Creatures without flying can't attack."
//! - Bedlam {2}{R}{R}, Enchantment: "Creatures can't block."
//! - Pacifism {1}{W}, Aura: "Enchanted creature can't attack or block."
//! - Cage of Hands {2}{W}, Aura: "Enchanted creature can't attack or block.
//!   {1}{W}: Return Cage of Hands to its owner's hand."
//! - Sluggishness {1}{R}, Aura: "Enchanted creature can't block. When
//!   Sluggishness is put into a graveyard from the battlefield, return
//!   Sluggishness to its owner's hand."
//! - Humility {2}{W}{W}: "All creatures lose all abilities and have base
//!   power and toughness 1/1."
use crate::common;
use common::*;
use serde_json::{json, Value};

fn game(alice: Value, bob: Value) -> T {
    T::new(json!({
        "players": [{"name": "Alice", "battlefield": alice}, {"name": "Bob", "battlefield": bob}],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }))
}

fn attack(t: &mut T, labels: &[&str]) {
    let attackers: Vec<Value> = labels.iter().map(|l| json!({"attacker": format!("@{l}"), "target": {"player": 1}})).collect();
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": attackers}));
}

#[test]
fn r509_1b_a_creature_that_cant_block_is_not_offered_and_its_block_is_refused() {
    for goblin in ["Hulking Goblin", "Hulking Cyclops"] {
        let mut t = game(json!([{"card": "Grizzly Bears", "label": "bears"}]), json!([{"card": goblin, "label": "g"}, {"card": "Grizzly Bears", "label": "b2"}]));
        assert_eq!(attackers_offered(&mut t), vec![t.id("bears")]);
        attack(&mut t, &["bears"]);
        assert_eq!(blockers_offered(&mut t), vec![t.id("b2")], "{goblin} can't block");
        let e = refused_unchanged(&mut t, json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@g", "attacker": "@bears"}]}));
        assert!(!e.is_empty());
    }
}

#[test]
fn r508_1c_a_creature_that_cant_block_still_attacks() {
    let mut t = game(json!([{"card": "Hulking Goblin", "label": "g"}, {"card": "Hulking Cyclops", "label": "c"}]), json!([]));
    let mut offered = attackers_offered(&mut t);
    offered.sort();
    let mut want = vec![t.id("g"), t.id("c")];
    want.sort();
    assert_eq!(offered, want);
}

#[test]
fn r508_1c_moat_and_its_magus_stop_creatures_without_flying_from_attacking() {
    for moat in ["Moat", "Magus of the Moat"] {
        // Whoever controls it: the restriction is on every creature without flying.
        for moat_side in [0, 1] {
            let alice = json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Air Elemental", "label": "air"}]);
            let (alice, bob) = if moat_side == 0 {
                (json!([alice[0], alice[1], {"card": moat}]), json!([]))
            } else {
                (alice, json!([{"card": moat}]))
            };
            let mut t = game(alice, bob);
            assert_eq!(attackers_offered(&mut t), vec![t.id("air")], "{moat} on side {moat_side}");
            let e = refused_unchanged(&mut t, json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@bears", "target": {"player": 1}}]}));
            assert!(!e.is_empty());
        }
    }
}

#[test]
fn r508_8_with_moat_and_no_flyer_there_is_no_attack_to_declare() {
    let mut t = game(json!([{"card": "Grizzly Bears"}, {"card": "Hulking Goblin"}]), json!([{"card": "Moat"}]));
    assert!(attackers_offered(&mut t).is_empty());
    assert!(t.g().pending.is_none(), "no declaration is asked");
}

#[test]
fn r509_1b_bedlam_leaves_no_blocker_to_declare() {
    let mut t = game(json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Bedlam"}]), json!([{"card": "Grizzly Bears"}, {"card": "Air Elemental"}]));
    attackers_offered(&mut t);
    attack(&mut t, &["bears"]);
    assert!(blockers_offered(&mut t).is_empty());
    t.pass_all();
    t.pass_all();
    assert_eq!(t.life(1), 18, "unblocked, the Bears deal 2");
}

#[test]
fn r508_1c_auras_restrict_the_enchanted_creature() {
    // Pacifism and Cage of Hands: neither attack nor block; Sluggishness: only block.
    for (aura, can_attack) in [("Pacifism", false), ("Cage of Hands", false), ("Sluggishness", true)] {
        let mut t = game(json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": aura, "label": "aura", "attached_to": "bears"}, {"card": "Air Elemental", "label": "air"}]), json!([]));
        let offered = attackers_offered(&mut t);
        assert_eq!(offered.contains(&t.id("bears")), can_attack, "{aura}");
        assert!(offered.contains(&t.id("air")), "{aura}");
    }
    for aura in ["Pacifism", "Cage of Hands", "Sluggishness"] {
        let mut t = game(json!([{"card": "Grizzly Bears", "label": "bears"}]), json!([{"card": "Grizzly Bears", "label": "b2"}, {"card": aura, "attached_to": "b2"}]));
        attackers_offered(&mut t);
        attack(&mut t, &["bears"]);
        assert!(blockers_offered(&mut t).is_empty(), "{aura}: the enchanted creature can't block");
    }
}

#[test]
fn r508_1c_cage_of_hands_returned_to_hand_frees_the_creature() {
    let mut t = game(
        json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Cage of Hands", "label": "cage", "attached_to": "bears"}, "Plains", "Plains"]),
        json!([]),
    );
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@cage", "ability": 1, "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("cage"), "hand");
    assert_eq!(attackers_offered(&mut t), vec![t.id("bears")]);
}

#[test]
fn r613_a_restriction_works_only_while_its_source_has_the_ability() {
    // Humility takes Hulking Goblin's own ability away: it can block again.
    let mut t = game(json!([{"card": "Grizzly Bears", "label": "bears"}]), json!([{"card": "Hulking Goblin", "label": "g"}, {"card": "Humility"}]));
    attackers_offered(&mut t);
    attack(&mut t, &["bears"]);
    assert_eq!(blockers_offered(&mut t), vec![t.id("g")]);
}

#[test]
fn a_restriction_that_restricts_nothing_is_refused_naming_it() {
    let card = json!({"name": "Nothing Wall", "types": ["Creature"], "power": 0, "toughness": 4, "text": "",
                      "abilities": [{"kind": "static", "effect": {"static": "cant_attack_or_block", "affects": "this"}, "text": ""}]});
    let v = json!({"format": "stackwise-scenario", "version": 2, "cards": [card], "players": [{"name": "A"}, {"name": "B"}]});
    let e = stackwise::session::Session::from_scenario(&v.to_string()).err().expect("refused");
    assert!(e.contains("cant_attack_or_block restricts nothing"), "{e}");
}
