//! 601.2c, 115.3: "[instruction] each of two / up to two / X target
//! creatures": one target slot for each, each creature chosen once; the
//! instruction is followed for each target still legal (608.2b). Compiled
//! from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Jagged Lightning {3}{R}{R}, Sorcery: "Jagged Lightning deals 3 damage
//!   to each of two target creatures."
//! - Swelter {3}{R}, Sorcery: "Swelter deals 2 damage to each of two target
//!   creatures."
//! - Travel Preparations {1}{G}, Sorcery: "Put a +1/+1 counter on each of
//!   up to two target creatures. / Flashback {1}{W}"
//! - Thrive {X}{G}, Sorcery: "Put a +1/+1 counter on each of X target
//!   creatures."
//! - Grizzly Bears {1}{G} 2/2, Hill Giant {3}{R} 3/3, Lightning Bolt {R}.

use crate::common;
use common::*;
use serde_json::{json, Value};

const CARDS: &[&str] = &["Jagged Lightning", "Swelter", "Travel Preparations", "Thrive", "Grizzly Bears", "Hill Giant", "Lightning Bolt"];

fn game(card: &str) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "hand": [{"card": card, "label": "c"}, {"card": "Lightning Bolt", "label": "bolt"}], "library": ["Island", "Island"]},
        {"name": "Bob", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Hill Giant", "label": "giant"}], "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn damage(t: &T, l: &str) -> i32 {
    t.g().objects[&t.id(l)].damage
}

fn counters(t: &T, l: &str) -> u32 {
    t.g().objects[&t.id(l)].extra.counters.get("+1/+1").copied().unwrap_or(0)
}

#[test]
fn r601_2c_each_of_two_targets_is_dealt_the_damage() {
    for (card, mana, giant) in [("Jagged Lightning", "{R}{R}{C}{C}{C}", "graveyard"), ("Swelter", "{R}{C}{C}{C}", "battlefield")] {
        let mut t = game(card);
        cast_with(&mut t, 0, "c", mana, json!([{"object": "@bears"}, {"object": "@giant"}]));
        resolve_stack(&mut t);
        assert_eq!(t.zone("bears"), "graveyard", "{card}");
        // 3 damage kills the 3/3 Giant; 2 leaves it marked with 2.
        assert_eq!(t.zone("giant"), giant, "{card}");
        if giant == "battlefield" {
            assert_eq!(damage(&t, "giant"), 2, "{card}");
        }
        // Two slots, each a different creature (115.3), both required.
        let mut t = game(card);
        t.gm().players[0].pool = stackwise::rules::types::ManaPool::parse(mana).unwrap();
        let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@c", "auto_pay": true, "targets": [{"object": "@giant"}, {"object": "@giant"}]}));
        assert!(e.contains("already a target"), "{card}: {e}");
        let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@c", "auto_pay": true, "targets": [{"object": "@giant"}]}));
        assert!(e.contains("601.2c"), "{card}: {e}");
    }
}

#[test]
fn r608_2b_a_target_gone_takes_only_its_share() {
    let mut t = game("Swelter");
    cast_with(&mut t, 0, "c", "{R}{C}{C}{C}", json!([{"object": "@bears"}, {"object": "@giant"}]));
    cast_with(&mut t, 0, "bolt", "{R}", json!([{"object": "@bears"}]));
    resolve_stack(&mut t);
    assert_eq!(t.zone("bears"), "graveyard");
    assert_eq!(damage(&t, "giant"), 2);
}

#[test]
fn r601_2c_up_to_two_and_x_targets_each_get_a_counter() {
    for targets in [json!([]), json!([{"object": "@bears"}]), json!([{"object": "@bears"}, {"object": "@giant"}])] {
        let mut t = game("Travel Preparations");
        cast_with(&mut t, 0, "c", "{G}{C}", targets.clone());
        resolve_stack(&mut t);
        let n = targets.as_array().unwrap().len();
        assert_eq!(counters(&t, "bears") + counters(&t, "giant"), n as u32, "{targets}");
    }
    // Thrive with X = 2: two targets, a counter on each.
    let mut t = game("Thrive");
    t.gm().players[0].pool = stackwise::rules::types::ManaPool::parse("{G}{C}{C}").unwrap();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@c", "x": 2, "auto_pay": true, "targets": [{"object": "@bears"}, {"object": "@giant"}]}));
    resolve_stack(&mut t);
    assert_eq!((counters(&t, "bears"), counters(&t, "giant")), (1, 1));
}
