//! Loyalty abilities compiled from their printed text (606): "+N:", "0:" and
//! "−N:" (the printed minus sign) as the cost of an activated ability of a
//! planeswalker, its loyalty from the card's printed loyalty.
//!
//! Cards (their text as the table prints it):
//! - Garruk Wildspeaker {2}{G}{G}, loyalty 3: "+1: Untap two target lands. /
//!   −1: Create a 3/3 green Beast creature token. / −4: Creatures you control
//!   get +3/+3 and gain trample until end of turn."
//! - Jace Beleren {1}{U}{U}, loyalty 3: "+2: Each player draws a card. / −1:
//!   Target player draws a card. / −10: Target player puts the top twenty
//!   cards of his or her library into his or her graveyard."
//! - Forest.

use crate::common;
use common::*;
use serde_json::json;

fn loyalty(t: &T, label: &str) -> Option<u32> {
    t.g().obj(t.id(label)).and_then(|o| o.extra.counters.get("loyalty").copied())
}

#[test]
fn r606_4_a_plus_ability_adds_loyalty_and_606_3_one_per_turn() {
    let mut t = common::card_table::compiled_game(&["Garruk Wildspeaker"], json!([{"card": "Garruk Wildspeaker", "label": "garruk"}, {"card": "Forest", "label": "f1", "tapped": true}, {"card": "Forest", "label": "f2", "tapped": true}]), json!([]), json!([]));
    assert_eq!(loyalty(&t, "garruk"), Some(3), "the printed loyalty");
    let (f1, f2) = (t.id("f1"), t.id("f2"));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@garruk", "ability": 0, "targets": [{"object": f1.0}, {"object": f2.0}]}));
    assert_eq!(loyalty(&t, "garruk"), Some(4), "the cost is paid as it is activated");
    t.pass_all();
    assert!(!t.g().objects[&f1].tapped && !t.g().objects[&f2].tapped);
    let e = refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@garruk", "ability": 1}));
    assert!(e.contains("606.3"), "{e}");
}

#[test]
fn r606_4_a_minus_ability_removes_loyalty_and_needs_enough() {
    // Jace Beleren's −1 (3 → 2): Bob draws a card. Its −10 can't be paid.
    let mut t = common::card_table::compiled_game(&["Jace Beleren"], json!([{"card": "Jace Beleren", "label": "jace"}]), json!([]), json!([]));
    let e = refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@jace", "ability": 2, "targets": [{"player": 1}]}));
    assert!(e.contains("loyalty"), "{e}");
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@jace", "ability": 1, "targets": [{"player": 1}]}));
    assert_eq!(loyalty(&t, "jace"), Some(2));
    t.pass_all();
    assert_eq!(t.g().players[1].hand.len(), 1);
    // Garruk's −1 from 3 makes a 3/3 Beast and leaves 2.
    let mut t = common::card_table::compiled_game(&["Garruk Wildspeaker"], json!([{"card": "Garruk Wildspeaker", "label": "garruk"}]), json!([]), json!([]));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@garruk", "ability": 1}));
    t.pass_all();
    assert_eq!(loyalty(&t, "garruk"), Some(2));
    assert!(t.g().objects.values().any(|o| o.zone == stackwise::rules::types::Zone::Battlefield && t.g().name_of(o.id) == "Beast"));
}
