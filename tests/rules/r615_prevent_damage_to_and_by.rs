//! 615.1: static prevention of all damage (or only combat damage) dealt to
//! a permanent, by it as a source, or both: "Prevent all damage that would
//! be dealt by enchanted creature", "... dealt to and dealt by [this /
//! enchanted creature / creatures you control]". Damage dealt by a
//! recipient that is not one of them (a spell, a player's other creature)
//! is not prevented. Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Muzzle {1}{W}, Aura: "Enchant creature / Prevent all damage that would
//!   be dealt by enchanted creature."
//! - Gaseous Form {2}{U}, Aura: "Enchant creature / Prevent all combat damage
//!   that would be dealt to and dealt by enchanted creature."
//! - Inviolability {1}{W}, Aura: "Enchant creature / Prevent all damage that
//!   would be dealt to enchanted creature."
//! - Fog Bank {1}{U}, 0/2: "Defender / Flying / Prevent all combat damage that
//!   would be dealt to and dealt by Fog Bank."
//! - Statecraft {3}{U}{U}, Enchantment: "Prevent all combat damage that would
//!   be dealt to and dealt by creatures you control."
//! - General's Kabuto {4}, Equipment: "Equipped creature has shroud. /
//!   Prevent all combat damage that would be dealt to equipped creature. /
//!   Equip {2}"
//! - Grizzly Bears {1}{G}, 2/2; Hill Giant {3}{R}, 3/3; Lightning Bolt {R}.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::{ManaPool, Step};

const CARDS: &[&str] = &["Muzzle", "Gaseous Form", "Inviolability", "Fog Bank", "Statecraft", "General's Kabuto", "Grizzly Bears", "Hill Giant", "Lightning Bolt"];

/// Alice's turn, beginning of combat: Alice controls `alice_bf`, Bob `bob_bf`; Alice holds a Bolt.
fn game(alice_bf: Value, bob_bf: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    let mut t = two_players(json!(cards), alice_bf, json!([{"card": "Lightning Bolt", "label": "bolt"}]), bob_bf, json!([]));
    t.gm().turn.step = Step::BeginningOfCombat;
    t
}

/// Alice attacks with `attacker`; Bob blocks with `blocker` (or not); combat ends.
fn fight(t: &mut T, attacker: &str, blocker: Option<&str>) {
    t.pass_all();
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": format!("@{attacker}"), "target": {"player": 1}}]}));
    for _ in 0..6 {
        if t.g().turn.step == Step::DeclareBlockers && t.g().pending.is_some() {
            break;
        }
        t.pass_all();
    }
    // (With no creature to block, Bob isn't asked.)
    if let Some(b) = blocker {
        t.act(json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": format!("@{b}"), "attacker": format!("@{attacker}")}]}));
    }
    combat_unblocked(t);
}

fn damage(t: &T, label: &str) -> i32 {
    t.g().objects[&t.id(label)].damage
}

fn bolt(t: &mut T, target: &str) {
    t.gm().players[0].pool = ManaPool::parse("{R}").unwrap();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": format!("@{target}")}], "auto_pay": true}));
    t.pass_all();
}

#[test]
fn r615_1_muzzle_prevents_damage_its_creature_deals_not_damage_to_it() {
    let mut t = game(json!([{"card": "Hill Giant", "label": "giant"}, {"card": "Muzzle", "attached_to": "giant"}]), json!([{"card": "Grizzly Bears", "label": "bears"}]));
    fight(&mut t, "giant", Some("bears"));
    assert_eq!(t.zone("bears"), "battlefield", "the Giant deals no damage");
    assert_eq!(damage(&t, "giant"), 2, "the Bears' damage to it isn't prevented");
    // Unblocked, it deals no damage to the player either.
    let mut t = game(json!([{"card": "Hill Giant", "label": "giant"}, {"card": "Muzzle", "attached_to": "giant"}]), json!([]));
    fight(&mut t, "giant", None);
    assert_eq!(t.life(1), 20);
}

#[test]
fn r615_1_gaseous_form_prevents_combat_damage_both_ways_but_not_a_bolt() {
    let mut t = game(json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Gaseous Form", "attached_to": "bears"}]), json!([{"card": "Hill Giant", "label": "giant"}]));
    fight(&mut t, "bears", Some("giant"));
    assert_eq!((damage(&t, "bears"), damage(&t, "giant")), (0, 0), "no combat damage to or by the enchanted creature");
    bolt(&mut t, "bears");
    assert_eq!(t.zone("bears"), "graveyard", "noncombat damage to it isn't prevented");
}

#[test]
fn r615_1_inviolability_prevents_damage_to_its_creature_only() {
    let mut t = game(json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Inviolability", "attached_to": "bears"}]), json!([{"card": "Grizzly Bears", "label": "blocker"}]));
    fight(&mut t, "bears", Some("blocker"));
    assert_eq!(damage(&t, "bears"), 0);
    assert_eq!(t.zone("blocker"), "graveyard", "the damage it deals isn't prevented");
    bolt(&mut t, "bears");
    assert_eq!(t.zone("bears"), "battlefield", "all damage to it, combat or not");
}

#[test]
fn r615_1_fog_bank_prevents_combat_damage_to_and_by_itself() {
    let mut t = game(json!([{"card": "Hill Giant", "label": "giant"}]), json!([{"card": "Fog Bank", "label": "fog"}]));
    fight(&mut t, "giant", Some("fog"));
    assert_eq!((t.zone("fog").as_str(), damage(&t, "fog"), damage(&t, "giant")), ("battlefield", 0, 0));
}

#[test]
fn r615_1_statecraft_covers_its_controllers_creatures_not_players() {
    // Bob's Statecraft: Alice's Giant blocked by Bob's Bears — neither deals combat damage.
    let mut t = game(json!([{"card": "Hill Giant", "label": "giant"}]), json!([{"card": "Statecraft"}, {"card": "Grizzly Bears", "label": "bears"}]));
    fight(&mut t, "giant", Some("bears"));
    assert_eq!((t.zone("bears").as_str(), damage(&t, "giant")), ("battlefield", 0));
    // Unblocked, the Giant's damage to Bob (a player) isn't prevented.
    let mut t = game(json!([{"card": "Hill Giant", "label": "giant"}]), json!([{"card": "Statecraft"}]));
    fight(&mut t, "giant", None);
    assert_eq!(t.life(1), 17);
}

#[test]
fn r615_1_generals_kabuto_prevents_combat_damage_to_the_equipped_creature() {
    let mut t = game(json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "General's Kabuto", "attached_to": "bears"}]), json!([{"card": "Hill Giant", "label": "giant"}]));
    fight(&mut t, "bears", Some("giant"));
    assert_eq!((t.zone("bears").as_str(), damage(&t, "bears"), damage(&t, "giant")), ("battlefield", 0, 2), "prevented to it, not by it");
}
