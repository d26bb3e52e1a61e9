//! 608.2c: "for each [permanent] destroyed this way" counts what the
//! instruction before destroyed: a permanent regenerated instead (701.12)
//! wasn't destroyed; with "They can't be regenerated", all were. Compiled
//! from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Righteous Fury {4}{W}{W}, Sorcery: "Destroy all tapped creatures. You
//!   gain 2 life for each creature destroyed this way."
//! - Decree of Pain {6}{B}{B}, Sorcery: "Destroy all creatures. They can't be
//!   regenerated. Draw a card for each creature destroyed this way."
//! - Fracturing Gust {2}{G/W}{G/W}{G/W}, Instant: "Destroy all artifacts and
//!   enchantments. You gain 2 life for each permanent destroyed this way."
//! - Drudge Skeletons {3}, 1/1: "{B}: Regenerate Drudge Skeletons."
//! - Ornithopter {0}, artifact creature 0/2: "Flying"; Pacifism {1}{W},
//!   Aura: "Enchant creature / Enchanted creature can't attack or block.";
//!   Grizzly Bears {1}{G}, 2/2.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::{ManaPool, PlayerId};

const CARDS: &[&str] = &["Righteous Fury", "Decree of Pain", "Fracturing Gust", "Drudge Skeletons", "Ornithopter", "Pacifism", "Grizzly Bears"];

fn game(alice_bf: Value, alice_hand: Value, bob_bf: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": alice_hand, "library": ["Island", "Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": bob_bf, "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn cast(t: &mut T, card: &str) {
    t.gm().players[0].pool = ManaPool::parse("{W}{W}{W}{B}{B}{G}{C}{C}{C}{C}{C}{C}").unwrap();
    t.act(json!({"action": "cast_spell", "player": 0, "card": format!("@{card}"), "targets": [], "auto_pay": true}));
}

#[test]
fn r608_2c_righteous_fury_counts_only_what_was_destroyed() {
    // Two tapped creatures of Bob's; one, Drudge Skeletons, regenerates; an untapped Bears isn't destroyed.
    let mut t = game(json!([]), json!([{"card": "Righteous Fury", "label": "fury"}]), json!([
        {"card": "Drudge Skeletons", "label": "skel", "tapped": true}, {"card": "Grizzly Bears", "label": "tapped_bears", "tapped": true}, {"card": "Grizzly Bears", "label": "bears"}, "Swamp"]));
    cast(&mut t, "fury");
    t.act(json!({"action": "pass_priority", "player": 0}));
    // Bob regenerates the Skeletons in response.
    t.act(json!({"action": "activate_ability", "player": 1, "source": "@skel", "ability": 0, "auto_pay": true}));
    t.pass_all();
    t.pass_all();
    assert_eq!((t.zone("skel").as_str(), t.zone("tapped_bears").as_str(), t.zone("bears").as_str()), ("battlefield", "graveyard", "battlefield"));
    assert_eq!(t.life(0), 22, "one creature destroyed");
}

#[test]
fn r608_2c_decree_of_pain_counts_every_creature() {
    // Its creatures can't be regenerated: all three die, Alice draws three.
    let mut t = game(json!([{"card": "Grizzly Bears", "label": "mine"}]), json!([{"card": "Decree of Pain", "label": "decree"}]), json!([{"card": "Drudge Skeletons", "label": "skel"}, {"card": "Ornithopter", "label": "thopter"}, "Swamp"]));
    cast(&mut t, "decree");
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "activate_ability", "player": 1, "source": "@skel", "ability": 0, "auto_pay": true}));
    t.pass_all();
    t.pass_all();
    assert_eq!(t.zone("skel"), "graveyard");
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 3);
}

#[test]
fn r608_2c_fracturing_gust_counts_permanents_of_either_type() {
    // An artifact creature, an Aura and nothing else: two permanents, 4 life.
    let mut t = game(json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Pacifism", "label": "pac", "attached_to": "bears"}]), json!([{"card": "Fracturing Gust", "label": "gust"}]), json!([{"card": "Ornithopter", "label": "thopter"}]));
    cast(&mut t, "gust");
    t.pass_all();
    assert_eq!((t.zone("pac").as_str(), t.zone("thopter").as_str(), t.zone("bears").as_str()), ("graveyard", "graveyard", "battlefield"));
    assert_eq!(t.life(0), 24);
}
