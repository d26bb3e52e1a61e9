//! "Whenever a[n] [noun] becomes untapped, ..." compiled from the printed
//! text: it triggers on each change from tapped to untapped (603.2d) of a
//! permanent matching the noun, once for each one that untaps together.
//!
//! Cards (their text as the table prints it):
//! - Wake Thrasher {2}{U} 1/1: "Whenever a permanent you control becomes
//!   untapped, Wake Thrasher gets +1/+1 until end of turn."
//! - Untap Watcher (test card) {1} Enchantment: "Whenever a creature becomes
//!   untapped, you gain 3 life."
//! - Llanowar Elves, Forest.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::{PlayerId, Step};

/// Bob's end step of turn 1; Alice's permanents as given. Everyone passes
/// until Alice's upkeep has resolved its triggers.
fn to_alice_upkeep(alice_bf: Value, bob_bf: Value) -> (T, usize) {
    let cards = json!([card_table::compiled("Wake Thrasher"), {"name": "Untap Watcher (test card)", "mana_cost": "{1}", "type": "Enchantment", "text": "Whenever a creature becomes untapped, you gain 3 life."}]);
    let mut t = T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "library": ["Island", "Island"]},
        {"name": "Bob", "battlefield": bob_bf, "library": ["Island", "Island"]}
    ], "turn": {"number": 1, "active": 1, "step": "end"}}));
    let mut ev = Vec::new();
    for _ in 0..20 {
        // The triggers of one controller go on the stack in the order she chooses (603.3b).
        if let Some(d) = t.g().pending.clone() {
            let DecisionKind::OrderTriggers { triggers, .. } = d.kind else { panic!("unexpected decision {:?}", d.kind) };
            ev.extend(t.act(json!({"action": "order_triggers", "player": d.player.0, "order": triggers})));
            continue;
        }
        if t.g().turn.number == 2 && t.g().turn.step != Step::Untap && t.g().stack.is_empty() && t.g().waiting_triggers.is_empty() {
            break;
        }
        ev.extend(t.pass_all());
    }
    assert_eq!(t.g().turn.active, PlayerId(0));
    (t, triggered(&ev))
}

fn pt(t: &T, label: &str) -> (i32, i32) {
    let c = t.g().chars(t.id(label)).expect("object exists");
    (c.power.unwrap_or(-99), c.toughness.unwrap_or(-99))
}

#[test]
fn wake_thrasher_grows_for_each_permanent_of_yours_that_untaps() {
    let tapped = |card: &str| json!({"card": card, "tapped": true});
    let bf = json!([{"card": "Wake Thrasher", "label": "w", "tapped": true}, tapped("Forest"), tapped("Forest"), "Forest", tapped("Llanowar Elves")]);
    let (t, n) = to_alice_upkeep(bf, json!([tapped("Forest")]));
    // Four of Alice's permanents untap (the untapped Forest doesn't change; Bob's Forest isn't hers).
    assert_eq!(n, 4);
    assert_eq!(pt(&t, "w"), (5, 5));
}

#[test]
fn untap_watcher_counts_creatures_only() {
    let tapped = |card: &str| json!({"card": card, "tapped": true});
    let bf = json!(["Untap Watcher (test card)", tapped("Forest"), tapped("Llanowar Elves"), tapped("Llanowar Elves"), "Llanowar Elves"]);
    let (t, n) = to_alice_upkeep(bf, json!([]));
    assert_eq!(n, 2, "two tapped Elves untap; the Forest is not a creature");
    assert_eq!(t.life(0), 26);
}
