//! "When enchanted creature dies, return that card to the battlefield under
//! your control": the trigger's creature, now a card in its owner's
//! graveyard (400.7, 603.10a), named "that card".
//!
//! Cards (their text as the table prints it):
//! - Fool's Demise {4}{U}: "Enchant creature. When enchanted creature dies,
//!   return that card to the battlefield under your control. When Fool's
//!   Demise is put into a graveyard from the battlefield, return Fool's
//!   Demise to its owner's hand."
//! - False Demise {2}{U}: "Enchant creature. When enchanted creature dies,
//!   return that card to the battlefield under your control."
//! - Hill Giant {3}{R} 3/3, Lightning Bolt {R}, Mountain.

use crate::common;
use common::*;
use serde_json::json;

fn bolt_the_enchanted_giant(aura: &str) -> T {
    let alice = json!(["Mountain", {"card": aura, "label": "aura", "attached_to": "giant"}]);
    let bob = json!([{"card": "Hill Giant", "label": "giant"}]);
    let mut t = common::card_table::compiled_game(&[aura, "Hill Giant", "Lightning Bolt"], alice, json!([{"card": "Lightning Bolt", "label": "bolt"}]), bob);
    let giant = t.id("giant").0;
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": giant}], "auto_pay": true}));
    for _ in 0..10 {
        if let Some(d) = t.g().pending.clone() {
            if let stackwise::rules::state::DecisionKind::OrderTriggers { triggers, .. } = d.kind {
                t.act(json!({"action": "order_triggers", "player": d.player.0, "order": triggers}));
                continue;
            }
        }
        if t.g().stack.is_empty() && t.g().waiting_triggers.is_empty() {
            break;
        }
        t.pass_all();
    }
    t
}

fn giant_on_battlefield_under_alice(t: &T) -> bool {
    t.g().battlefield.iter().map(|id| &t.g().objects[id]).any(|o| o.def.name == "Hill Giant" && o.controller.0 == 0 && o.owner.0 == 1)
}

#[test]
fn r603_10a_false_demise_returns_the_dead_creature_under_its_controller() {
    let t = bolt_the_enchanted_giant("False Demise");
    assert!(giant_on_battlefield_under_alice(&t), "Bob's Giant returns under Alice's control");
    assert_eq!(t.zone("aura"), "graveyard");
}

#[test]
fn r603_10a_fools_demise_returns_the_creature_and_itself_to_hand() {
    let t = bolt_the_enchanted_giant("Fool's Demise");
    assert!(giant_on_battlefield_under_alice(&t));
    assert_eq!(t.zone("aura"), "hand", "its own leaving trigger");
}
