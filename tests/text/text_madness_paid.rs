//! "if its madness cost was paid" (702.34a): an intervening "if" (603.4) on
//! a permanent's own triggered ability, true only when the card was cast for
//! its madness cost.
//!
//! Cards (their text as the table prints it):
//! - Grave Scrabbler {3}{B} 2/2: "Madness {1}{B}. When Grave Scrabbler enters
//!   the battlefield, if its madness cost was paid, you may return target
//!   creature card from a graveyard to its owner's hand."
//! - Wild Mongrel {1}{G} 2/2: "Discard a card: Wild Mongrel gets +1/+1 and
//!   becomes the color of your choice until end of turn."
//! - Grizzly Bears {1}{G} 2/2.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;

fn game(battlefield: Value, pool: &str) -> T {
    let cards: Vec<Value> = ["Grave Scrabbler", "Wild Mongrel", "Grizzly Bears"].iter().map(|n| common::card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": battlefield, "hand": [{"card": "Grave Scrabbler", "label": "gs"}], "graveyard": [{"card": "Grizzly Bears", "label": "gb"}], "mana_pool": pool, "library": ["Island", "Island"]},
        {"name": "Bob", "library": ["Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

/// Everything resolved: the Scrabbler cast for madness, the Bears targeted, "yes" to "you may".
fn settle(t: &mut T) {
    for _ in 0..30 {
        match t.g().pending.clone().map(|d| (d.player, d.kind)) {
            Some((p, DecisionKind::ChooseObject { .. })) => {
                t.act(json!({"action": "choose_object", "player": p.0, "object": "@gs"}));
            }
            Some((p, DecisionKind::ChooseTargets { .. })) => {
                let gb = t.id("gb");
                t.act(json!({"action": "choose_targets", "player": p.0, "targets": [{"object": gb.0}]}));
            }
            Some((p, DecisionKind::ChooseYesNo { .. })) => {
                t.act(json!({"action": "choose_yes_no", "player": p.0, "yes": true}));
            }
            Some((p, DecisionKind::ChooseColor { .. })) => {
                t.act(json!({"action": "choose_color", "player": p.0, "color": "Green"}));
            }
            Some((p, DecisionKind::OrderTriggers { triggers, .. })) => {
                t.act(json!({"action": "order_triggers", "player": p.0, "order": triggers}));
            }
            Some((_, k)) => panic!("unexpected question {k:?}"),
            None if t.g().stack.is_empty() && t.g().waiting_triggers.is_empty() => return,
            None => {
                t.pass_all();
            }
        }
    }
    panic!("did not settle");
}

#[test]
fn r603_4_grave_scrabbler_cast_for_madness_returns_a_creature_card() {
    let mut t = game(json!([{"card": "Wild Mongrel", "label": "wm"}]), "{B}{1}");
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@wm", "ability": 0, "auto_pay": true, "discard": ["@gs"]}));
    settle(&mut t);
    assert_eq!(t.zone("gs"), "battlefield");
    assert_eq!(t.zone("gb"), "hand");
}

#[test]
fn r603_4_grave_scrabbler_cast_for_its_mana_cost_does_not_trigger() {
    let mut t = game(json!([]), "{B}{3}");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@gs", "auto_pay": true}));
    settle(&mut t);
    assert_eq!(t.zone("gs"), "battlefield");
    assert_eq!(t.zone("gb"), "graveyard");
}
