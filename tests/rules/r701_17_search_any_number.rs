//! "Search your library for any number of [quality] cards" (701.17): the
//! searcher may find as many of the matching cards as they like, none
//! included (701.17b); the cards go where the instruction says (exile, the
//! graveyard, the top of the shuffled library, 701.18b: in the order named,
//! the last named on top).
//!
//! Real cards, compiled from their printed text: Mana Severance {1}{U} ("Search
//! your library for any number of land cards and exile them. Then shuffle
//! your library."), Goblin Recruiter ("When Goblin Recruiter enters the
//! battlefield, search your library for any number of Goblin cards and
//! reveal those cards. Shuffle your library, then put them on top of it in
//! any order."), Scouting Trek ("Search your library for any number of basic
//! land cards. Reveal those cards, then shuffle your library and put them on
//! top of it."); Goblin King, Goblin Matron, Goblin Spy, Grizzly Bears,
//! Forest, Swamp, Tundra.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::*;

fn game(hand: Value, library: Value, pool: &str) -> T {
    let mut t = T::new(json!({"seed": 3, "players": [
        {"name": "Alice", "hand": hand, "library": library},
        {"name": "Bob", "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    t.gm().players[0].pool = ManaPool::parse(pool).unwrap();
    t
}

/// The search question: (labels, min, max).
fn question(t: &T) -> (Vec<String>, usize, usize) {
    let d = t.g().pending.clone().expect("a search question");
    assert_eq!(d.rule, "701.17");
    let DecisionKind::ChooseCards { min, max, labels, .. } = d.kind else { panic!("choose cards") };
    (labels, min, max)
}

fn lib_names(t: &T) -> Vec<String> {
    t.g().player(PlayerId(0)).library.iter().map(|id| t.g().objects[id].def.name.clone()).collect()
}

/// All three land cards may be found (not the Bears); two are, and exiled.
#[test]
fn r701_17_any_number_of_cards_found_and_exiled() {
    let lib = json!([{"card": "Forest", "label": "f"}, {"card": "Tundra", "label": "tu"}, {"card": "Grizzly Bears", "label": "gb"}, {"card": "Swamp", "label": "s"}]);
    let mut t = game(json!([{"card": "Mana Severance", "label": "ms"}]), lib, "{1}{U}");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@ms", "auto_pay": true}));
    t.pass_all();
    let (mut labels, min, max) = question(&t);
    labels.sort();
    assert_eq!((labels, min, max), (vec!["Forest".to_string(), "Swamp".into(), "Tundra".into()], 0, 3));
    t.act(json!({"action": "choose_cards", "player": 0, "cards": ["@f", "@tu"]}));
    assert_eq!((t.zone("f"), t.zone("tu"), t.zone("s"), t.zone("gb")), ("exile".into(), "exile".into(), "library".into(), "library".into()));
}

/// Finding none is allowed (701.17b): nothing moves, the library is shuffled.
#[test]
fn r701_17_any_number_includes_none() {
    let mut t = game(json!([{"card": "Mana Severance", "label": "ms"}]), json!(["Forest", "Swamp"]), "{1}{U}");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@ms", "auto_pay": true}));
    t.pass_all();
    let ev = t.act(json!({"action": "choose_cards", "player": 0, "cards": []}));
    assert!(ev.iter().any(|e| e.text.contains("finds nothing")), "{:?}", rules(&ev));
    assert_eq!(t.g().player(PlayerId(0)).library.len(), 2);
    assert_eq!(t.g().exile.len(), 0);
}

/// Goblin Recruiter: two Goblins found and revealed, put on top in the
/// order named (the last named on top), in both orders.
#[test]
fn r701_18b_found_cards_on_top_in_the_order_named() {
    for order in [["gk", "gs"], ["gs", "gk"]] {
        let lib = json!([{"card": "Goblin King", "label": "gk"}, "Forest", {"card": "Goblin Spy", "label": "gs"}, "Swamp", {"card": "Goblin Matron", "label": "gm"}]);
        let mut t = game(json!([{"card": "Goblin Recruiter", "label": "gr"}]), lib, "{1}{R}");
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@gr", "auto_pay": true}));
        t.pass_all();
        to_decision(&mut t);
        let (_, min, max) = question(&t);
        assert_eq!((min, max), (0, 3), "the three Goblins");
        let ev = t.act(json!({"action": "choose_cards", "player": 0, "cards": [format!("@{}", order[0]), format!("@{}", order[1])]}));
        assert!(cites(&ev, "701.14"), "revealed: {:?}", rules(&ev));
        let lib = lib_names(&t);
        let top: Vec<&str> = lib.iter().rev().take(2).map(String::as_str).collect();
        let name = |l: &str| if l == "gk" { "Goblin King" } else { "Goblin Spy" };
        assert_eq!(top, vec![name(order[1]), name(order[0])], "the last named on top");
        assert_eq!(t.zone("gm"), "library");
    }
}

/// Scouting Trek (the other wording): the basic lands found go on top.
#[test]
fn r701_18b_scouting_trek_puts_the_basic_lands_on_top() {
    let lib = json!([{"card": "Forest", "label": "f"}, "Grizzly Bears", {"card": "Tundra", "label": "tu"}, "Grizzly Bears", {"card": "Swamp", "label": "s"}, "Grizzly Bears"]);
    let mut t = game(json!([{"card": "Scouting Trek", "label": "st"}]), lib, "{1}{G}");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@st", "auto_pay": true}));
    t.pass_all();
    let (_, _, max) = question(&t);
    assert_eq!(max, 2, "the basic lands only, not Tundra");
    t.act(json!({"action": "choose_cards", "player": 0, "cards": ["@s", "@f"]}));
    let lib = lib_names(&t);
    assert_eq!(lib[lib.len() - 2..], ["Swamp".to_string(), "Forest".to_string()]);
}
