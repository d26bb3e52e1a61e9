//! 118.3 with 608.2h: "each opponent gains N life" and "any number of
//! target players each gain N life": every player of the group gains the
//! amount (counted once as the instruction is followed), no one else; a
//! player may be chosen once as a target (115.3), and a player not chosen
//! gains nothing. A mana ability's "each opponent gains 1 life" happens as
//! the mana is added (605.3b). Every card is compiled from its text.
//!
//! Cards (their text as the table prints it):
//! - Hunters' Feast {3}{G}, Sorcery: "Any number of target players each
//!   gain 6 life."
//! - Reward the Faithful {W}, Instant: "Any number of target players each
//!   gain life equal to the highest converted mana cost among permanents you
//!   control."
//! - Grollub {2}{B}, 3/3: "Whenever Grollub is dealt damage, each opponent
//!   gains that much life."
//! - Grove of the Burnwillows, Land: "{T}: Add {C} to your mana pool." /
//!   "{T}: Add {R} or {G} to your mana pool. Each opponent gains 1 life."
//! - Craw Wurm {4}{G}{G} 6/4, Grizzly Bears {1}{G} 2/2, Shock {R}: "Shock
//!   deals 2 damage to target creature or player."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::ManaPool;

const CARDS: &[&str] = &["Hunters' Feast", "Reward the Faithful", "Grollub", "Grove of the Burnwillows", "Craw Wurm", "Grizzly Bears", "Shock"];

fn game(alice: Value, hand: Value, bob: Value) -> T {
    card_table::compiled_game(CARDS, alice, hand, bob)
}

/// Hunters' Feast: each chosen player gains 6; a player not chosen gains nothing.
#[test]
fn r118_3_hunters_feast_each_target_player_gains() {
    for (targets, expected) in [(json!([{"player": 0}, {"player": 1}]), (26, 26)), (json!([{"player": 1}]), (20, 26)), (json!([]), (20, 20))] {
        let mut t = game(json!([]), json!([{"card": "Hunters' Feast", "label": "feast"}]), json!([]));
        cast_resolved(&mut t, "feast", "{G}{C}{C}{C}", targets.clone());
        assert_eq!((t.life(0), t.life(1)), expected, "targets {targets}");
    }
    let mut t = game(json!([]), json!([{"card": "Hunters' Feast", "label": "feast"}]), json!([]));
    t.gm().players[0].pool = ManaPool::parse("{G}{C}{C}{C}").unwrap();
    refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@feast", "targets": [{"player": 1}, {"player": 1}], "auto_pay": true}));
}

/// Reward the Faithful: the highest converted mana cost among the caster's
/// permanents (Craw Wurm's 6), counted as it resolves, for each target.
#[test]
fn r608_2h_reward_the_faithful_counts_the_casters_permanents() {
    let mut t = game(json!(["Craw Wurm", "Grizzly Bears"]), json!([{"card": "Reward the Faithful", "label": "reward"}]), json!([]));
    cast_resolved(&mut t, "reward", "{W}", json!([{"player": 0}, {"player": 1}]));
    assert_eq!((t.life(0), t.life(1)), (26, 26));
    let mut t = game(json!(["Grizzly Bears"]), json!([{"card": "Reward the Faithful", "label": "reward"}]), json!(["Craw Wurm"]));
    cast_resolved(&mut t, "reward", "{W}", json!([{"player": 1}]));
    assert_eq!((t.life(0), t.life(1)), (20, 22), "Bob's Wurm is not Alice's: the Bears' 2");
}

/// Grollub (Bob's): dealt 2 damage by Alice's Shock, its controller's
/// opponent (Alice) gains 2; Bob gains nothing.
#[test]
fn r118_3_grollub_each_opponent_gains_that_much() {
    let mut t = game(json!([]), json!([{"card": "Shock", "label": "shock"}]), json!([{"card": "Grollub", "label": "grollub"}]));
    cast_resolved(&mut t, "shock", "{R}", json!([{"object": "@grollub"}]));
    assert_eq!(t.g().objects[&t.id("grollub")].damage, 2);
    assert_eq!((t.life(0), t.life(1)), (22, 20));
}

/// Grove of the Burnwillows: its coloured mana gives each opponent 1 life
/// at once; its colourless mana gives nothing.
#[test]
fn r605_3b_grove_of_the_burnwillows_gives_each_opponent_life() {
    let mut t = game(json!([{"card": "Grove of the Burnwillows", "label": "grove"}]), json!([]), json!([]));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@grove", "ability": 1, "adds": {"green": 1}}));
    assert_eq!(t.g().players[0].pool.green, 1);
    assert_eq!((t.life(0), t.life(1)), (20, 21));
    assert!(t.g().stack.is_empty(), "a mana ability doesn't use the stack");

    let mut t = game(json!([{"card": "Grove of the Burnwillows", "label": "grove"}]), json!([]), json!([]));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@grove", "ability": 0}));
    assert_eq!((t.life(0), t.life(1)), (20, 20));
}
