//! 119.4 with 603.5 and 608.2d: "[instruction] unless [you / its
//! controller] pay(s) N life": the player named decides as it resolves, and
//! may choose to pay only with at least that much life. Compiled from the
//! cards' text.
//!
//! Cards (their text as the table prints it):
//! - Carnophage {B} 2/2: "At the beginning of your upkeep, tap Carnophage
//!   unless you pay 1 life."
//! - Sangrophage {B}{B} 3/3: "At the beginning of your upkeep, tap
//!   Sangrophage unless you pay 2 life."
//! - Vectis Dominator {1}{W}{B} 0/2: "{T}: Tap target creature unless its
//!   controller pays 2 life."
//! - Grizzly Bears {1}{G} 2/2.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::Step;

fn cards() -> Vec<Value> {
    ["Carnophage", "Sangrophage", "Vectis Dominator", "Grizzly Bears"].iter().map(|c| card_table::compiled(c)).collect()
}

fn tapped(t: &T, label: &str) -> bool {
    t.g().obj(t.id(label)).unwrap().tapped
}

#[test]
fn r119_4_the_upkeep_payment_is_its_controllers_choice() {
    // Each card, paying or not: paid, its life is lower and it stays untapped; not paid, it is tapped.
    for (card, cost) in [("Carnophage", 1), ("Sangrophage", 2)] {
        for pay in [true, false] {
            // Bob's turn: Alice's upkeep comes next.
            let mut t = T::new(json!({"cards": cards(), "players": [
                {"name": "Alice", "battlefield": [{"card": card, "label": "phage"}], "library": ["Swamp", "Swamp"]},
                {"name": "Bob", "library": ["Swamp", "Swamp"]}
            ], "turn": {"number": 3, "active": 1, "step": "precombat_main"}}));
            play_until(&mut t, 0, Step::Draw, &|t, p, k| match k {
                DecisionKind::ChooseYesNo { .. } => {
                    assert_eq!(p.0, 0, "the controller decides");
                    t.act(json!({"action": "choose_yes_no", "player": 0, "yes": pay}));
                }
                other => panic!("{other:?}"),
            });
            assert_eq!(t.life(0), if pay { 20 - cost } else { 20 }, "{card} pay {pay}");
            assert_eq!(tapped(&t, "phage"), !pay, "{card} pay {pay}");
        }
    }
}

#[test]
fn r608_2d_the_targets_controller_pays_and_only_with_the_life() {
    for (bob_life, pay) in [(20, Some(true)), (20, Some(false)), (1, None)] {
        let mut t = T::new(json!({"cards": cards(), "players": [
            {"name": "Alice", "battlefield": [{"card": "Vectis Dominator", "label": "vectis"}], "library": ["Swamp", "Swamp"]},
            {"name": "Bob", "life": bob_life, "battlefield": [{"card": "Grizzly Bears", "label": "bears"}], "library": ["Swamp", "Swamp"]}
        ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
        t.act(json!({"action": "activate_ability", "player": 0, "source": "@vectis", "ability": 0, "targets": [{"object": "@bears"}], "auto_pay": true}));
        t.pass_all();
        match pay {
            Some(yes) => {
                let d = t.g().pending.clone().expect("Bob is asked");
                assert_eq!(d.player.0, 1, "the target's controller decides");
                t.act(json!({"action": "choose_yes_no", "player": 1, "yes": yes}));
                assert_eq!(t.life(1), if yes { 18 } else { 20 });
                assert_eq!(tapped(&t, "bears"), !yes);
            }
            None => {
                // One life: Bob can't pay 2, so he isn't asked (119.4).
                assert!(t.g().pending.is_none(), "{:?}", t.g().pending);
                assert_eq!(t.life(1), 1);
                assert!(tapped(&t, "bears"));
            }
        }
    }
}
