//! "Exile [target], then return it / that card to the battlefield under its
//! owner's / your control [at the beginning of the next end step]": the card
//! the exile moved comes back as a new object (400.7): damage and counters
//! gone, and, returned later, by a delayed trigger whose object it is
//! (603.7). Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Cloudshift {W}: "Exile target creature you control, then return that
//!   card to the battlefield under your control."
//! - Momentary Blink {1}{W}: "Exile target creature you control, then return
//!   it to the battlefield under its owner's control. / Flashback {3}{U}"
//! - Turn to Mist {1}{W/U}: "Exile target creature. Return that card to the
//!   battlefield under its owner's control at the beginning of the next end step."
//! - Flickerwisp {1}{W}{W} 3/1: "Flying / When Flickerwisp enters the
//!   battlefield, exile another target permanent. Return that card to the
//!   battlefield under its owner's control at the beginning of the next end step."
//! - Hill Giant {3}{R} 3/3.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::Step;

fn game(cards: &[&str], alice_bf: Value, hand: Value, bob_bf: Value) -> T {
    common::card_table::compiled_game(cards, alice_bf, hand, bob_bf)
}

fn giant(t: &T) -> Option<&stackwise::rules::state::GameObject> {
    t.g().objects.values().find(|o| o.def.name == "Hill Giant" && o.zone == stackwise::rules::types::Zone::Battlefield)
}

#[test]
fn r400_7_blinked_at_once_the_creature_returns_a_new_object() {
    for spell in ["Cloudshift", "Momentary Blink"] {
        // Alice's damaged Hill Giant (2 damage) is exiled and returned: undamaged, a new object.
        let bf = json!([{"card": "Hill Giant", "label": "giant", "damage": 2}, "Plains", "Plains"]);
        let mut t = game(&[spell, "Hill Giant"], bf, json!([{"card": spell, "label": "blink"}]), json!([]));
        let old = t.id("giant");
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@blink", "targets": [{"object": old.0}], "auto_pay": true}));
        t.pass_all();
        let g = giant(&t).unwrap_or_else(|| panic!("{spell}: the Giant is back"));
        assert_ne!(g.id, old, "{spell}: a new object");
        assert_eq!((g.damage, g.controller.0), (0, 0), "{spell}");
    }
}

#[test]
fn r603_7_exiled_until_the_next_end_step_then_back_under_its_owner() {
    // Turn to Mist (a spell) and Flickerwisp (an ability): Bob's Hill Giant is
    // exiled now and returns at the beginning of the next end step, under Bob's control.
    for source in ["Turn to Mist", "Flickerwisp"] {
        let bf = json!(["Plains", "Plains", "Plains", "Island"]);
        let mut t = game(&[source, "Hill Giant"], bf, json!([{"card": source, "label": "src"}]), json!([{"card": "Hill Giant", "label": "giant"}]));
        let g = t.id("giant").0;
        if source == "Turn to Mist" {
            t.act(json!({"action": "cast_spell", "player": 0, "card": "@src", "targets": [{"object": g}], "auto_pay": true}));
            t.pass_all();
        } else {
            t.act(json!({"action": "cast_spell", "player": 0, "card": "@src", "auto_pay": true}));
            t.pass_all();
            for _ in 0..4 {
                if let Some(DecisionKind::ChooseTargets { .. }) = t.g().pending.clone().map(|d| d.kind) {
                    t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"object": g}]}));
                    break;
                }
                t.pass_all();
            }
            t.pass_all();
        }
        assert!(giant(&t).is_none(), "{source}: exiled");
        assert_eq!(t.zone("giant"), "exile", "{source}");
        play_until(&mut t, 0, Step::End, &|_, _, k| panic!("unexpected {k:?}"));
        t.pass_all();
        let back = giant(&t).unwrap_or_else(|| panic!("{source}: returned at the end step"));
        assert_eq!(back.controller.0, 1, "{source}: under its owner's control");
    }
}
