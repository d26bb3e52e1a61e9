//! 602.5: "Activated abilities of [permanents] can't be activated": no
//! activated ability of a permanent the static ability names can be
//! activated (nor is one offered); "unless they're mana abilities" spares
//! mana abilities (605.1a), which auto-pay still uses. Compiled from the
//! cards' text.
//!
//! Cards (their text as the table prints it):
//! - Null Rod {2}, Artifact: "Activated abilities of artifacts can't be activated."
//! - Damping Matrix {3}, Artifact: "Activated abilities of artifacts and
//!   creatures can't be activated unless they're mana abilities."
//! - Linvala, Keeper of Silence {2}{W}{W}, 3/4: "Flying / Activated abilities
//!   of creatures your opponents control can't be activated."
//! - Pithing Needle {1}, Artifact: "As Pithing Needle enters the battlefield,
//!   name a card. / Activated abilities of sources with the chosen name
//!   can't be activated unless they're mana abilities."
//! - Rod of Ruin {4}, Artifact: "{3}, {T}: Rod of Ruin deals 1 damage to
//!   target creature or player."; Sol Ring {1}, Artifact: "{T}: Add {C}{C}
//!   to your mana pool."; Prodigal Sorcerer {2}{U}, 1/1 and Prodigal
//!   Pyromancer {2}{R}, 1/1: "{T}: ... deals 1 damage to target creature or
//!   player."; Llanowar Elves {G}, 1/1: "{T}: Add {G} to your mana pool."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::legal::LegalAction;
use stackwise::rules::types::{ManaPool, PlayerId};

const CARDS: &[&str] = &["Null Rod", "Damping Matrix", "Linvala, Keeper of Silence", "Pithing Needle", "Rod of Ruin", "Sol Ring", "Prodigal Sorcerer", "Prodigal Pyromancer", "Llanowar Elves"];

/// Alice controls `alice_bf` (with the usual sources) and Bob `bob_bf`.
fn game(alice_bf: Value, bob_bf: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    let mut bf = vec![json!({"card": "Rod of Ruin", "label": "rod"}), json!({"card": "Sol Ring", "label": "ring"}), json!({"card": "Prodigal Sorcerer", "label": "sorcerer"}), json!({"card": "Llanowar Elves", "label": "elves"})];
    bf.extend(alice_bf.as_array().cloned().unwrap_or_default());
    two_players(json!(cards), json!(bf), json!([]), bob_bf, json!([]))
}

/// May Alice activate `source`'s first ability? (Offered exactly when allowed.)
fn may(t: &mut T, source: &str) -> bool {
    let id = t.id(source);
    let offered = t.g().legal_actions().into_iter().any(|a| matches!(a, LegalAction::Activate { source: s, player, .. } if s == id && player == PlayerId(0)));
    t.gm().players[0].pool = ManaPool::parse("{C}{C}{C}").unwrap();
    let targets = if source == "ring" || source == "elves" { json!([]) } else { json!([{"player": 1}]) };
    let before = t.g().clone();
    let ok = t.try_act(json!({"action": "activate_ability", "player": 0, "source": format!("@{source}"), "ability": 0, "targets": targets, "auto_pay": true})).is_ok();
    *t.gm() = before;
    assert_eq!(ok, offered, "{source}: offered exactly when allowed");
    ok
}

#[test]
fn r602_5_null_rod_stops_every_artifact_ability_mana_abilities_too() {
    let mut t = game(json!([{"card": "Null Rod"}]), json!([]));
    assert!(!may(&mut t, "rod"));
    assert!(!may(&mut t, "ring"), "a mana ability of an artifact too");
    assert!(may(&mut t, "sorcerer"), "a creature's");
    assert!(may(&mut t, "elves"));
}

#[test]
fn r602_5_damping_matrix_spares_mana_abilities() {
    let mut t = game(json!([{"card": "Damping Matrix"}]), json!([]));
    assert!(!may(&mut t, "rod"));
    assert!(!may(&mut t, "sorcerer"));
    assert!(may(&mut t, "ring"), "a mana ability of an artifact");
    assert!(may(&mut t, "elves"), "a mana ability of a creature");
}

#[test]
fn r602_5_linvala_stops_only_her_controllers_opponents() {
    // Bob's Linvala: Alice's creatures can't; her artifacts can.
    let mut t = game(json!([]), json!([{"card": "Linvala, Keeper of Silence"}]));
    assert!(!may(&mut t, "sorcerer"));
    assert!(!may(&mut t, "elves"), "mana abilities too");
    assert!(may(&mut t, "rod"));
    // Alice's own Linvala stops nothing of hers.
    let mut t = game(json!([{"card": "Linvala, Keeper of Silence"}]), json!([]));
    assert!(may(&mut t, "sorcerer"));
}

#[test]
fn r602_5_pithing_needle_stops_the_named_cards_abilities_but_mana_abilities() {
    for (named, stopped, spared) in [("Prodigal Sorcerer", "sorcerer", "rod"), ("Rod of Ruin", "rod", "sorcerer")] {
        let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
        let bf = json!([{"card": "Rod of Ruin", "label": "rod"}, {"card": "Sol Ring", "label": "ring"}, {"card": "Prodigal Sorcerer", "label": "sorcerer"}, {"card": "Llanowar Elves", "label": "elves"}]);
        let mut t = two_players(json!(cards), bf, json!([{"card": "Pithing Needle", "label": "needle"}]), json!([]), json!([]));
        t.gm().players[0].pool = ManaPool::parse("{C}").unwrap();
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@needle", "targets": [], "auto_pay": true}));
        t.pass_all();
        t.act(json!({"action": "name_card", "player": 0, "name": named}));
        assert_eq!(t.zone("needle"), "battlefield");
        assert!(!may(&mut t, stopped), "{named}");
        assert!(may(&mut t, spared), "{named}");
    }
    // Naming a card with a mana ability: that ability still works.
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    let mut t = two_players(json!(cards), json!([{"card": "Sol Ring", "label": "ring"}]), json!([{"card": "Pithing Needle", "label": "needle"}]), json!([]), json!([]));
    t.gm().players[0].pool = ManaPool::parse("{C}").unwrap();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@needle", "targets": [], "auto_pay": true}));
    t.pass_all();
    t.act(json!({"action": "name_card", "player": 0, "name": "Sol Ring"}));
    assert!(may(&mut t, "ring"));
}
