//! Cascade (702.83a; 702.84a in later rules): as the spell is cast, it
//! triggers; as the trigger resolves, its controller exiles cards from the
//! top of their library until a nonland card with converted mana cost less
//! than the spell's (fixed as it was cast), may cast that card without
//! paying its mana cost (608.2f), and puts every card exiled this way that
//! wasn't cast on the bottom in a random order.
//!
//! Cards (their text as the table prints it):
//! - Bloodbraid Elf {2}{R}{G} 3/2: "Haste / Cascade"
//! - Violent Outburst {1}{R}{G}, instant: "Cascade / Creatures you control
//!   get +1/+0 until end of turn."
//! - Grizzly Bears {1}{G} 2/2, Hill Giant {3}{R} 3/3 (cards in the library).

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::*;

fn game(card: &str, library: Value) -> T {
    game_with(card, library, "{2}{R}{G}")
}

fn game_with(card: &str, library: Value, pool: &str) -> T {
    T::new(json!({"cards": [card_table::compiled(card)], "players": [
        {"name": "Alice", "hand": [{"card": card, "label": "spell"}], "mana_pool": pool, "library": library},
        {"name": "Bob", "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn top_down(t: &T) -> Vec<String> {
    t.g().player(PlayerId(0)).library.iter().rev().map(|id| t.g().objects[id].def.name.clone()).collect()
}

fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v
}

/// Cast the spell and let its cascade trigger resolve until a question.
fn cast(t: &mut T) -> Vec<Event> {
    let mut ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "targets": [], "auto_pay": true}));
    assert_eq!(t.g().stack.len(), 2, "the spell and its cascade trigger above it");
    ev.extend(t.pass_all());
    ev
}

/// Bloodbraid Elf (converted mana cost 4): Forest and Hill Giant (4, not
/// less) are passed over, Grizzly Bears (2) is cast for free; the three
/// others go under, the Island below stays on top.
#[test]
fn r702_83a_bloodbraid_elf_casts_the_first_cheaper_nonland_card_free() {
    let mut t = game_with("Bloodbraid Elf", json!(["Forest", "Hill Giant", "Mountain", "Grizzly Bears", "Island"]), "{2}{R}{G}{G}{G}");
    let ev = cast(&mut t);
    assert!(cites(&ev, "702.83a"));
    let d = t.g().pending.clone().unwrap();
    let DecisionKind::ChooseObject { candidates, optional, .. } = d.kind else { panic!("{d:?}") };
    assert!(optional, "a may");
    assert_eq!(candidates.len(), 1);
    assert_eq!(t.g().objects[&candidates[0]].def.name, "Grizzly Bears");
    t.act(json!({"action": "choose_object", "player": 0, "object": candidates[0]}));
    let lib = top_down(&t);
    assert_eq!(lib[0], "Island");
    assert_eq!(sorted(lib[1..].to_vec()), vec!["Forest", "Hill Giant", "Mountain"]);
    assert_eq!(t.g().player(PlayerId(0)).pool.total(), 2, "the Bears cast without paying: the two green mana left after the Elf stay");
    let names: Vec<String> = t.g().stack.iter().map(|s| s.source_name.clone()).collect();
    assert!(names.contains(&"Grizzly Bears".to_string()), "{names:?}");
    for _ in 0..3 {
        t.pass_all();
    }
    let bf: Vec<String> = t.g().battlefield.iter().map(|id| t.g().objects[id].def.name.clone()).collect();
    assert!(bf.contains(&"Grizzly Bears".to_string()) && bf.contains(&"Bloodbraid Elf".to_string()), "{bf:?}");
}

/// Violent Outburst (3): Hill Giant (4) is passed over; declining Grizzly
/// Bears puts it under with the others; with no cheaper card at all, every
/// card is exiled and put back under.
#[test]
fn r702_83a_violent_outburst_declined_or_finding_nothing_puts_all_under() {
    let mut t = game("Violent Outburst", json!(["Hill Giant", "Grizzly Bears", "Island"]));
    cast(&mut t);
    let DecisionKind::ChooseObject { .. } = t.g().pending.clone().unwrap().kind else { panic!() };
    t.act(json!({"action": "choose_object", "player": 0, "object": null}));
    let lib = top_down(&t);
    assert_eq!(lib[0], "Island");
    assert_eq!(sorted(lib[1..].to_vec()), vec!["Grizzly Bears", "Hill Giant"]);

    let mut t = game("Violent Outburst", json!(["Hill Giant", "Forest"]));
    cast(&mut t);
    assert!(t.g().pending.is_none(), "nothing to cast");
    assert_eq!(sorted(top_down(&t)), vec!["Forest", "Hill Giant"]);
    assert_eq!(t.g().stack.len(), 1, "the Outburst itself is left");
}
