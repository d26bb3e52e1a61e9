//! "At the beginning of the end step, if no [creatures] are on the
//! battlefield, [instruction]": an intervening "if" (603.4), checked as the
//! ability triggers and again as it resolves. Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Pestilence {2}{B}{B}: "At the beginning of the end step, if no
//!   creatures are on the battlefield, sacrifice Pestilence. / {B}:
//!   Pestilence deals 1 damage to each creature and each player."
//! - Pyrohemia {2}{R}{R}: the same with {R}.
//! - Grizzly Bears {1}{G} 2/2.

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::Step;

fn game(enchantment: &str, bob_bf: Value) -> T {
    let cards: Vec<Value> = [enchantment, "Grizzly Bears"].iter().map(|n| compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": [{"card": enchantment, "label": "e"}], "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": bob_bf, "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "postcombat_main"}}))
}

#[test]
fn r603_4_sacrificed_only_when_no_creature_is_on_the_battlefield() {
    for e in ["Pestilence", "Pyrohemia"] {
        // No creature: it triggers at the end step and is sacrificed.
        let mut t = game(e, json!([]));
        play_until(&mut t, 0, Step::End, &|_, _, k| panic!("unexpected {k:?}"));
        t.pass_all();
        assert_eq!(t.zone("e"), "graveyard", "{e}: no creature");
        // Bob's Grizzly Bears: the condition is false, nothing triggers.
        let mut t = game(e, json!(["Grizzly Bears"]));
        play_until(&mut t, 0, Step::End, &|_, _, k| panic!("unexpected {k:?}"));
        t.pass_all();
        assert_eq!(t.zone("e"), "battlefield", "{e}: a creature is there");
        assert!(t.g().stack.is_empty());
    }
}
