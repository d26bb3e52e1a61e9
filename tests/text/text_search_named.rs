//! Searches for "a card named [this]" / "up to three cards named [this]"
//! (201.2: cards with that name; 701.17: the player may find fewer).
//!
//! Cards (their text as the table prints it):
//! - Howling Wolf {2}{G}{G} 2/2: "When Howling Wolf enters the battlefield,
//!   you may search your library for up to three cards named Howling Wolf,
//!   reveal them, and put them into your hand. If you do, shuffle your library."
//! - Llanowar Sentinel {2}{G} 2/3: "When Llanowar Sentinel enters the
//!   battlefield, you may pay {1}{G}. If you do, search your library for a
//!   card named Llanowar Sentinel and put that card onto the battlefield.
//!   Then shuffle your library."
//! - Grizzly Bears, Forest.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::*;

fn game(card: &str, lands: usize, library: Value) -> T {
    let def = card_table::compiled(card);
    T::new(json!({"cards": [def], "players": [
        {"name": "Alice", "hand": [{"card": card, "label": "first"}], "battlefield": vec![json!("Forest"); lands], "library": library},
        {"name": "Bob", "library": ["Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

/// Resolve, saying yes to a yes/no question, until a card choice is asked.
fn to_choice(t: &mut T) -> Vec<ObjectId> {
    for _ in 0..8 {
        match t.g().pending.clone().map(|d| d.kind) {
            Some(DecisionKind::ChooseYesNo { .. }) => {
                t.act(json!({"action": "choose_yes_no", "player": 0, "yes": true}));
            }
            Some(DecisionKind::ChooseCards { from, .. }) => return from,
            Some(other) => panic!("{other:?}"),
            None => {
                t.pass_all();
            }
        }
    }
    panic!("no search question")
}

#[test]
fn r201_2_howling_wolf_finds_only_cards_named_howling_wolf() {
    let lib = json!([{"card": "Howling Wolf", "label": "w1"}, "Grizzly Bears", {"card": "Howling Wolf", "label": "w2"}]);
    let mut t = game("Howling Wolf", 4, lib);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@first", "auto_pay": true}));
    let from = to_choice(&mut t);
    let (w1, w2) = (t.id("w1"), t.id("w2"));
    assert_eq!(from.len(), 2, "the two Wolves, not the Bears");
    assert!(from.contains(&w1) && from.contains(&w2));
    let ev = t.act(json!({"action": "choose_cards", "player": 0, "cards": [w1.0, w2.0]}));
    assert!(cites(&ev, "701.14"), "revealed: {:?}", rules(&ev));
    assert_eq!((t.zone("w1"), t.zone("w2")), ("hand".to_string(), "hand".to_string()));
    assert_eq!(t.g().player(PlayerId(0)).library.len(), 1);
}

#[test]
fn r201_2_llanowar_sentinel_puts_another_sentinel_onto_the_battlefield() {
    let lib = json!(["Grizzly Bears", {"card": "Llanowar Sentinel", "label": "second"}]);
    let mut t = game("Llanowar Sentinel", 5, lib);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@first", "auto_pay": true}));
    let from = to_choice(&mut t);
    assert_eq!(from, vec![t.id("second")]);
    t.act(json!({"action": "choose_cards", "player": 0, "cards": [from[0].0]}));
    t.pass_all();
    assert_eq!(t.zone("second"), "battlefield");
    assert_eq!(t.zone("first"), "battlefield");
}
