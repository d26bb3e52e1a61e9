//! 608.2h, 112.7a: "Counter target spell. Its controller [does something]":
//! the player is the countered spell's controller as it last was on the
//! stack, and "its converted mana cost" is the spell's as it last existed.
//! Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Undermine {U}{U}{B}, Instant: "Counter target spell. Its controller
//!   loses 3 life."
//! - Dismal Failure {2}{U}{U}, Instant: "Counter target spell. Its
//!   controller discards a card."
//! - Dream Fracture {1}{U}{U}, Instant: "Counter target spell. Its
//!   controller draws a card. / Draw a card."
//! - Illumination {W}{W}, Instant: "Counter target artifact or enchantment
//!   spell. Its controller gains life equal to its converted mana cost."
//! - Hill Giant {3}{R} 3/3; Juggernaut {4} artifact creature 5/3.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::PlayerId;

const CARDS: &[&str] = &["Undermine", "Dismal Failure", "Dream Fracture", "Illumination", "Hill Giant", "Juggernaut"];

/// Bob casts `spell` on his turn; Alice answers with `counter`.
fn countered(counter: &str, mana: &str, spell: &str, spell_mana: &str) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| card_table::compiled(n)).collect();
    let mut t = T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "hand": [{"card": counter, "label": "c"}], "library": ["Island", "Island"]},
        {"name": "Bob", "hand": [{"card": spell, "label": "s"}, "Island"], "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 1, "step": "precombat_main"}}));
    cast_with(&mut t, 1, "s", spell_mana, json!([]));
    t.act(json!({"action": "pass_priority", "player": 1}));
    cast_with(&mut t, 0, "c", mana, json!([{"object": "@s"}]));
    for _ in 0..6 {
        if let Some(d) = t.g().pending.clone() {
            if let stackwise::rules::state::DecisionKind::ChooseCards { from, .. } = d.kind {
                t.act(json!({"action": "choose_cards", "player": d.player.0, "cards": [from[0].0]}));
                continue;
            }
            panic!("{:?}", d.kind);
        }
        if t.g().stack.is_empty() {
            break;
        }
        t.pass_all();
    }
    t
}

#[test]
fn r608_2h_the_countered_spells_controller_loses_discards_or_draws() {
    let t = countered("Undermine", "{U}{U}{B}", "Hill Giant", "{R}{C}{C}{C}");
    assert_eq!(t.zone("s"), "graveyard");
    assert_eq!((t.life(0), t.life(1)), (20, 17), "Bob, the Giant's controller, loses 3");
    let t = countered("Dismal Failure", "{U}{U}{C}{C}", "Hill Giant", "{R}{C}{C}{C}");
    assert_eq!(t.g().player(PlayerId(1)).hand.len(), 0, "Bob discarded his Island");
    assert_eq!(t.g().player(PlayerId(1)).graveyard.len(), 2);
    let t = countered("Dream Fracture", "{U}{U}{C}", "Hill Giant", "{R}{C}{C}{C}");
    assert_eq!(t.g().player(PlayerId(1)).hand.len(), 2, "Bob draws one beside his Island");
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 1, "Alice draws one");
}

#[test]
fn r112_7a_illumination_gives_life_equal_to_the_countered_spells_mana_value() {
    let t = countered("Illumination", "{W}{W}", "Juggernaut", "{C}{C}{C}{C}");
    assert_eq!(t.zone("s"), "graveyard");
    assert_eq!((t.life(0), t.life(1)), (20, 24), "Bob gains 4, Juggernaut's converted mana cost");
}
