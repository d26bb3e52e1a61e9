//! 616.1 and 614.8 for permanents destroyed at once (701.7): each
//! permanent's destruction is its own event for replacement effects, and a
//! question about one of them stops the work at that permanent. What was
//! settled before it (a regeneration shield used) stays settled, the answer
//! takes the work on from the same permanent, the permanents still destroyed
//! move together, and a game saved while the question waits is read back
//! with the work where it stood: for a resolving spell
//! (rules::destruction_queue) and for a state-based check (704.3,
//! rules::sba_work).
//!
//! Cards (as printed):
//! - Day of Judgment: "Destroy all creatures."
//! - Pyroclasm: "Pyroclasm deals 2 damage to each creature."
//! - Samurai of the Pale Curtain: "Bushido 1 / If a permanent would be put into a
//!   graveyard, exile it instead."
//! - River Boa: "Islandwalk / {G}: Regenerate River Boa."
//! - Drudge Skeletons: "{B}: Regenerate Drudge Skeletons."
//! - Grizzly Bears: 2/2.

use crate::common;
use common::*;
use serde_json::json;
use stackwise::rules::state::Game;
use stackwise::rules::*;

fn question(t: &T) -> (String, u8, Vec<String>) {
    replacement_question(t)
}

fn answer(t: &mut T, name: &str) -> Vec<Event> {
    answer_replacement(t, name)
}

/// The creature a pending question is about (by the label whose card it names).
fn asked_about(t: &T) -> &'static str {
    let (_, _, descriptions) = question(t);
    if descriptions.iter().any(|d| d.contains("River Boa's regeneration")) {
        "boa"
    } else {
        "skel"
    }
}

/// A casts Day of Judgment with Samurai of the Pale Curtain on the
/// battlefield; B has given River Boa and Drudge Skeletons a regeneration
/// shield each (in `order` on the battlefield) and controls Grizzly Bears.
fn board(order: &[&str]) -> T {
    let creature = |label: &str| match label {
        "boa" => json!({"card": "River Boa", "label": "boa"}),
        _ => json!({"card": "Drudge Skeletons", "label": "skel"}),
    };
    let mut bf: Vec<serde_json::Value> = order.iter().map(|l| creature(l)).collect();
    bf.extend([json!({"card": "Grizzly Bears", "label": "gb"}), json!("Forest"), json!("Swamp")]);
    let cards: Vec<serde_json::Value> = ["Day of Judgment", "Samurai of the Pale Curtain", "River Boa", "Drudge Skeletons"].iter().map(|n| card_table::compiled(n)).collect();
    let mut t = T::new(json!({
        "cards": cards,
        "players": [
            {"name": "A", "hand": [{"card": "Day of Judgment", "label": "doj"}],
             "battlefield": [{"card": "Samurai of the Pale Curtain", "label": "samurai"}, "Plains", "Plains", "Plains", "Plains"]},
            {"name": "B", "battlefield": bf}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@doj", "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "activate_ability", "player": 1, "source": "@boa", "ability": 0, "auto_pay": true}));
    t.act(json!({"action": "activate_ability", "player": 1, "source": "@skel", "ability": 0, "auto_pay": true}));
    t.pass_all();
    t.pass_all();
    for label in ["boa", "skel"] {
        assert_eq!(t.g().obj(t.id(label)).map(|o| o.extra.regen_shields), Some(1), "{label} has its shield");
    }
    t
}

#[test]
fn r616_1_each_destruction_asks_in_turn_and_the_destroyed_move_together() {
    for order in [["boa", "skel"], ["skel", "boa"]] {
        for (regen_first, regen_second) in [(true, true), (true, false), (false, true), (false, false)] {
            let mut t = board(&order);
            t.pass_all();
            let (rule, who, _) = question(&t);
            assert_eq!((rule.as_str(), who), ("616.1", 1), "B, the creatures' controller, chooses");
            let first = asked_about(&t);
            let second = if first == "boa" { "skel" } else { "boa" };
            let pick = |regen: bool| if regen { "regeneration" } else { "Samurai of the Pale Curtain" };
            answer(&mut t, pick(regen_first));
            assert_eq!(asked_about(&t), second, "the next destruction's question");
            // The first destruction is settled: a shield chosen has been used.
            let o = t.g().obj(t.id(first)).unwrap();
            assert_eq!((o.tapped, o.extra.regen_shields), if regen_first { (true, 0) } else { (false, 1) });
            // Nothing has moved yet: the destroyed creatures go together.
            for label in ["boa", "skel", "gb", "samurai"] {
                assert_eq!(t.zone(label), "battlefield", "{label} before the last answer");
            }
            let ev = answer(&mut t, pick(regen_second));
            assert!(t.g().pending.is_none(), "{:?}", t.g().pending);
            for (label, regen) in [(first, regen_first), (second, regen_second)] {
                assert_eq!(t.zone(label), if regen { "battlefield" } else { "exile" }, "{label}: {:?}", rules(&ev));
            }
            // Samurai's replacement applies to the Bears and to itself (one effect: no question).
            assert_eq!((t.zone("gb"), t.zone("samurai")), ("exile".to_string(), "exile".to_string()));
            let exiled = 2 + usize::from(!regen_first) + usize::from(!regen_second);
            assert_eq!(ev.iter().filter(|e| matches!(e.kind, EventKind::Replaced { .. }) && e.rule == "614.1a").count(), exiled, "{:?}", rules(&ev));
        }
    }
}

#[test]
fn r616_1_a_waiting_destruction_question_travels_in_a_saved_game() {
    let mut t = board(&["boa", "skel"]);
    t.pass_all();
    let first = asked_about(&t);
    answer(&mut t, "regeneration");
    let text = serde_json::to_string(t.g()).unwrap();
    assert!(text.contains("\"destruction\""), "the resolving work keeps its destructions where they stand");
    let back: Game = serde_json::from_str(&text).unwrap();
    assert!(back == *t.g());
    *t.gm() = back;
    answer(&mut t, "Samurai");
    assert!(t.g().pending.is_none());
    let second = if first == "boa" { "skel" } else { "boa" };
    assert_eq!((t.zone(first), t.zone(second)), ("battlefield".to_string(), "exile".to_string()));
}

/// Pyroclasm: "Pyroclasm deals 2 damage to each creature." The River Boa and
/// the Drudge Skeletons (each with a shield) and the Samurai are dealt lethal
/// damage: the state-based check destroys them at once (704.5g, 704.3).
fn lethal_board(order: &[&str]) -> T {
    let creature = |label: &str| match label {
        "boa" => json!({"card": "River Boa", "label": "boa"}),
        _ => json!({"card": "Drudge Skeletons", "label": "skel"}),
    };
    let mut bf: Vec<serde_json::Value> = order.iter().map(|l| creature(l)).collect();
    bf.extend([json!("Forest"), json!("Swamp")]);
    let cards: Vec<serde_json::Value> = ["Pyroclasm", "Samurai of the Pale Curtain", "River Boa", "Drudge Skeletons"].iter().map(|n| card_table::compiled(n)).collect();
    let mut t = T::new(json!({
        "cards": cards,
        "players": [
            {"name": "A", "hand": [{"card": "Pyroclasm", "label": "pyro"}],
             "battlefield": [{"card": "Samurai of the Pale Curtain", "label": "samurai"}, "Mountain", "Mountain"]},
            {"name": "B", "battlefield": bf}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@pyro", "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "activate_ability", "player": 1, "source": "@boa", "ability": 0, "auto_pay": true}));
    t.act(json!({"action": "activate_ability", "player": 1, "source": "@skel", "ability": 0, "auto_pay": true}));
    t.pass_all();
    t.pass_all();
    t
}

#[test]
fn r616_1_a_state_based_check_stops_at_each_destruction_that_asks() {
    for order in [["boa", "skel"], ["skel", "boa"]] {
        for (regen_first, regen_second) in [(true, true), (true, false), (false, true), (false, false)] {
            let mut t = lethal_board(&order);
            let ev = t.pass_all();
            assert!(cites(&ev, "704.5g"), "{:?}", rules(&ev));
            let (rule, who, _) = question(&t);
            assert_eq!((rule.as_str(), who), ("616.1", 1));
            assert!(t.g().sba_work.is_some(), "the check keeps its actions where they stand");
            let first = asked_about(&t);
            let second = if first == "boa" { "skel" } else { "boa" };
            let pick = |regen: bool| if regen { "regeneration" } else { "Samurai of the Pale Curtain" };
            answer(&mut t, pick(regen_first));
            assert_eq!(asked_about(&t), second);
            let o = t.g().obj(t.id(first)).unwrap();
            assert_eq!((o.tapped, o.damage), if regen_first { (true, 0) } else { (false, 2) }, "the first destruction is settled");
            assert_eq!(t.zone("samurai"), "battlefield", "nothing moves before the last answer (704.3)");
            // Saved and read back while the second question waits.
            let back: Game = serde_json::from_str(&serde_json::to_string(t.g()).unwrap()).unwrap();
            assert!(back == *t.g());
            *t.gm() = back;
            answer(&mut t, pick(regen_second));
            t.pass_all();
            assert!(t.g().pending.is_none() && t.g().sba_work.is_none(), "{:?}", t.g().pending);
            for (label, regen) in [(first, regen_first), (second, regen_second)] {
                assert_eq!(t.zone(label), if regen { "battlefield" } else { "exile" }, "{label}");
            }
            assert_eq!(t.zone("samurai"), "exile", "its own replacement applies to it (no question)");
        }
    }
}

#[test]
fn a_saved_check_that_names_what_is_not_in_the_game_is_refused() {
    let mut t = lethal_board(&["boa", "skel"]);
    t.pass_all();
    assert!(t.g().sba_work.is_some());
    assert_eq!(t.g().check_consistency(), Ok(()));
    let mut v = serde_json::to_value(t.g()).unwrap();
    v["game"]["sba_work"]["actions"][0]["object"] = json!(999_999);
    let bad: Game = serde_json::from_value(v).expect("read");
    let e = bad.check_consistency().unwrap_err();
    assert!(e.contains("sba_work"), "{e}");
    // A rule that isn't one of 704.5 is refused as the game is read.
    let mut v = serde_json::to_value(t.g()).unwrap();
    v["game"]["sba_work"]["actions"][0]["rule"] = json!("999.9");
    let e = serde_json::from_value::<Game>(v).unwrap_err().to_string();
    assert!(e.contains("not a state-based action's rule"), "{e}");
}
