//! 106.6: "Spend this mana only ...": mana that may pay only for the spells
//! or the abilities its ability names. It goes to the pool apart, is spent
//! first on what it may pay for, can't pay for anything else (the payment
//! is refused and the spell isn't offered), is tapped by auto-pay only for
//! what it may pay for, and empties with the pool (500.4). Compiled from the
//! cards' text.
//!
//! Cards (their text as the table prints it):
//! - Ancient Ziggurat, Land: "{T}: Add one mana of any color to your mana
//!   pool. Spend this mana only to cast a creature spell."
//! - Mishra's Workshop, Land: "{T}: Add {C}{C}{C} to your mana pool. Spend
//!   this mana only to cast artifact spells."
//! - Soldevi Machinist {1}{U}, 1/1: "{T}: Add {C}{C} to your mana pool.
//!   Spend this mana only to activate abilities of artifacts."
//! - Grizzly Bears {1}{G}, 2/2; Lightning Bolt {R}; Howling Mine {2},
//!   Artifact; Rod of Ruin {4}, Artifact: "{3}, {T}: Rod of Ruin deals 1
//!   damage to target creature or player."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::legal::LegalAction;
use stackwise::rules::types::{ManaPool, PlayerId, Step};

const CARDS: &[&str] = &["Ancient Ziggurat", "Mishra's Workshop", "Soldevi Machinist", "Grizzly Bears", "Lightning Bolt", "Howling Mine", "Rod of Ruin"];

fn game(alice_bf: Value, alice_hand: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    two_players(json!(cards), alice_bf, alice_hand, json!([]), json!([]))
}

fn restricted(t: &T) -> ManaPool {
    let mut m = ManaPool::default();
    for r in &t.g().player(PlayerId(0)).restricted_mana {
        m.add(&r.mana);
    }
    m
}

fn castable(t: &T, label: &str) -> bool {
    let id = t.id(label);
    t.g().legal_actions().into_iter().any(|a| matches!(a, LegalAction::Cast { card, .. } if card == id))
}

fn cast(t: &mut T, label: &str) -> Result<(), String> {
    let targets = if label == "bolt" { json!([{"player": 1}]) } else { json!([]) };
    t.try_act(json!({"action": "cast_spell", "player": 0, "card": format!("@{label}"), "targets": targets, "auto_pay": true})).map(|_| ()).map_err(|e| e.to_string())
}

#[test]
fn r106_6_ancient_ziggurat_pays_for_a_creature_spell_only() {
    let mut t = game(json!([{"card": "Ancient Ziggurat", "label": "zig"}, {"card": "Forest"}]), json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Lightning Bolt", "label": "bolt"}]));
    assert!(!castable(&t, "bolt"), "the Ziggurat's mana can't pay for an instant");
    let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "auto_pay": true}));
    assert!(e.contains("601.2h") || e.contains("pay"), "{e}");
    assert!(castable(&t, "bears"));
    cast(&mut t, "bears").unwrap();
    assert!(t.g().objects.values().filter(|o| o.on_battlefield()).all(|o| o.tapped), "the Forest and the Ziggurat both paid");
    assert_eq!((t.g().player(PlayerId(0)).pool, restricted(&t)), (ManaPool::default(), ManaPool::default()));
}

#[test]
fn r106_6_restricted_mana_in_the_pool_is_kept_apart_and_spent_first() {
    let mut t = game(json!([{"card": "Ancient Ziggurat", "label": "zig"}, {"card": "Forest", "label": "forest"}, {"card": "Mountain"}]), json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Lightning Bolt", "label": "bolt"}]));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@zig", "ability": 0, "adds": {"green": 1}}));
    assert_eq!((t.g().player(PlayerId(0)).pool, restricted(&t)), (ManaPool::default(), ManaPool::parse("{G}").unwrap()), "kept apart");
    // A Bolt pays with the Mountain, not with the restricted {G}.
    cast(&mut t, "bolt").unwrap();
    assert_eq!(restricted(&t), ManaPool::parse("{G}").unwrap());
    t.pass_all();
    // The Bears: the restricted {G} pays its {G}, the Forest its {1}.
    cast(&mut t, "bears").unwrap();
    assert_eq!(restricted(&t), ManaPool::default());
    assert!(t.g().objects[&t.id("forest")].tapped);
}

#[test]
fn r500_4_restricted_mana_empties_with_the_pool() {
    let mut t = game(json!([{"card": "Ancient Ziggurat", "label": "zig"}]), json!([]));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@zig", "ability": 0, "adds": {"red": 1}}));
    assert!(!restricted(&t).is_empty());
    let step = t.g().turn.step;
    for _ in 0..4 {
        if t.g().turn.step != step {
            break;
        }
        t.pass_all();
    }
    assert_ne!(t.g().turn.step, step);
    assert!(t.g().player(PlayerId(0)).restricted_mana.is_empty());
}

#[test]
fn r106_6_mishras_workshop_pays_for_artifact_spells_not_creatures() {
    let mut t = game(json!([{"card": "Mishra's Workshop", "label": "shop"}, {"card": "Forest"}]), json!([{"card": "Howling Mine", "label": "mine"}, {"card": "Grizzly Bears", "label": "bears"}]));
    assert!(!castable(&t, "bears"), "one Forest and artifact-only mana");
    cast(&mut t, "mine").unwrap();
    assert_eq!(restricted(&t), ManaPool::parse("{C}").unwrap(), "one of its three left over, still restricted");
    t.pass_all();
    assert_eq!(t.zone("mine"), "battlefield");
    assert!(cast(&mut t, "bears").is_err(), "the leftover can't pay the Bears' {{1}}");
}

#[test]
fn r106_6_soldevi_machinist_pays_for_abilities_of_artifacts_only() {
    let mut t = game(
        json!([{"card": "Soldevi Machinist", "label": "machinist"}, {"card": "Rod of Ruin", "label": "rod"}, {"card": "Island"}]),
        json!([{"card": "Howling Mine", "label": "mine"}]),
    );
    t.gm().turn.step = Step::PrecombatMain;
    assert!(!castable(&t, "mine"), "an artifact spell is not an ability of an artifact: one Island is short");
    // The Rod's {3}: the Machinist's {C}{C} and the Island.
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@rod", "ability": 0, "targets": [{"player": 1}], "auto_pay": true}));
    assert!(t.g().objects[&t.id("machinist")].tapped, "auto-pay tapped the Machinist for the Rod");
    t.pass_all();
    assert_eq!(t.life(1), 19);
    assert!(restricted(&t).is_empty(), "all of it spent on the Rod");
}
