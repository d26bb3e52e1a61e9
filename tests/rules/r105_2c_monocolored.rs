//! 105.2c: a monocolored object has exactly one colour; a multicolored one
//! (two or more) and a colorless one are not. "Monocolored" in a target's
//! and in a chosen permanent's description. Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Ultimate Price {1}{B}, Instant: "Destroy target monocolored creature."
//! - Defiler of Souls {3}{B}{B}{R} 5/5: "Flying / At the beginning of each
//!   player's upkeep, that player sacrifices a monocolored creature."
//! - Grizzly Bears {1}{G} 2/2 (green); Watchwolf {G}{W} 3/3 (green and
//!   white); Ornithopter {0} 0/2 (colorless).

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::Step;

fn game(alice_bf: Value, bob_bf: Value) -> T {
    let cards: Vec<Value> = ["Ultimate Price", "Defiler of Souls", "Grizzly Bears", "Watchwolf", "Ornithopter"].iter().map(|c| card_table::compiled(c)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": [{"card": "Ultimate Price", "label": "price"}], "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": bob_bf, "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn bobs_three() -> Value {
    json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Watchwolf", "label": "wolf"}, {"card": "Ornithopter", "label": "thopter"}])
}

#[test]
fn r105_2c_only_a_creature_of_one_colour_is_a_legal_target() {
    let mut t = game(json!([]), bobs_three());
    t.gm().players[0].pool = stackwise::rules::types::ManaPool::parse("{B}{1}").unwrap();
    for other in ["wolf", "thopter"] {
        let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@price", "targets": [{"object": format!("@{other}")}], "auto_pay": true}));
        assert!(e.contains("115"), "{other}: {e}");
    }
    let opts = cast_options(&t, "price");
    assert_eq!(opts[0].targets, vec![vec![stackwise::rules::events::TargetChoice::Object(t.id("bears"))]]);
    cast_resolved(&mut t, "price", "{B}{1}", json!([{"object": "@bears"}]));
    assert_eq!(t.zone("bears"), "graveyard");
    assert_eq!((t.zone("wolf"), t.zone("thopter")), ("battlefield".to_string(), "battlefield".to_string()));
}

#[test]
fn r105_2c_the_sacrifice_finds_only_monocolored_creatures() {
    // With the Bears, Bob sacrifices them at his upkeep; without, nothing (the Watchwolf is two colours, the Ornithopter none).
    for with_bears in [true, false] {
        let mut bob = bobs_three();
        if !with_bears {
            bob.as_array_mut().unwrap().remove(0);
        }
        let mut t = game(json!([{"card": "Defiler of Souls", "label": "defiler"}]), bob);
        play_until(&mut t, 1, Step::Draw, &|t, p, k| match k {
            DecisionKind::ChooseObject { .. } => {
                t.act(json!({"action": "choose_object", "player": p.0, "object": "@bears"}));
            }
            other => panic!("{other:?}"),
        });
        assert_eq!(t.zone("wolf"), "battlefield");
        assert_eq!(t.zone("thopter"), "battlefield");
        assert_eq!(t.zone("defiler"), "battlefield", "Defiler of Souls is black and red");
        if with_bears {
            assert_eq!(t.zone("bears"), "graveyard");
        }
    }
}
