//! Returning permanents to their owner's hand as a cost (117.1, 602.2b):
//! "Return a land you control to its owner's hand" (the permanents named in
//! the action's `return_to_hand`, returned together as the cost is paid) and
//! "Return [this] to its owner's hand" (`return_self`); a morph cost too
//! (702.36e).
//!
//! The cards (built in: compiled from their printed text), their text as printed:
//! - Meloku the Clouded Mirror {4}{U} 2/4: "Flying / {1}, Return a land you
//!   control to its owner's hand: Create a 1/1 blue Illusion creature token
//!   with flying."
//! - Oboro Breezecaller {1}{U} 1/1: "Flying / {2}, Return a land you control
//!   to its owner's hand: Untap target land."
//! - Broken Fall {2}{G}: "Return Broken Fall to its owner's hand: Regenerate
//!   target creature."; Molting Skin {2}{G}: the same.
//! - Fathom Seer {1}{U} 1/3: "Morph—Return two Islands you control to their
//!   owner's hand. / When Fathom Seer is turned face up, draw two cards."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::legal::LegalAction;
use stackwise::rules::types::PlayerId;
use stackwise::rules::ObjectId;

fn game(alice: Value, mana: &str, bob: Value) -> T {
    T::new(json!({"players": [
        {"name": "Alice", "battlefield": alice, "mana_pool": mana, "library": ["Plains", "Plains", "Plains"]},
        {"name": "Bob", "battlefield": bob, "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

fn hand(t: &T, p: u8) -> Vec<String> {
    let mut v: Vec<String> = t.g().player(PlayerId(p)).hand.iter().map(|id| t.g().objects[id].def.name.clone()).collect();
    v.sort();
    v
}

/// Meloku: the lands Alice controls are offered (a tapped one too), not
/// hers that aren't lands nor Bob's; a wrong choice is refused, the game
/// unchanged; a land named is returned and the token made.
#[test]
fn r602_2b_meloku_returns_a_land_to_make_an_illusion() {
    let mut t = game(json!([{"card": "Meloku the Clouded Mirror", "label": "m"}, {"card": "Island", "label": "i1", "tapped": true}, {"card": "Island", "label": "i2"}]), "{1}{1}", json!([{"card": "Forest", "label": "bf"}]));
    let m = t.id("m");
    let offered = t.g().legal_actions().into_iter().find_map(|a| match a {
        LegalAction::Activate { source, return_to_hand, .. } if source == m => return_to_hand,
        _ => None,
    });
    let c = offered.expect("the cost's candidates");
    assert_eq!((c.count, c.candidates.clone()), (1, vec![t.id("i1"), t.id("i2")]));
    for bad in [json!(["@bf"]), json!(["@m"]), json!([]), json!(["@i1", "@i2"])] {
        let e = refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@m", "ability": 0, "auto_pay": true, "return_to_hand": bad}));
        assert!(e.contains("602.2b") && e.contains("return"), "{bad}: {e}");
    }
    let e = refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@m", "ability": 0, "auto_pay": true, "sacrifice": ["@i1"]}));
    assert!(e.contains("sacrifice"), "{e}");
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@m", "ability": 0, "auto_pay": true, "return_to_hand": ["@i1"]}));
    assert_eq!(hand(&t, 0), vec!["Island"], "returned as the cost is paid");
    t.pass_all();
    assert_eq!(t.g().battlefield.iter().filter(|id| t.g().objects[id].token).count(), 1);
}

/// Oboro Breezecaller: tap an Island for mana, return it to pay, and untap
/// the other Island.
#[test]
fn r602_2b_oboro_breezecaller_returns_a_tapped_land() {
    let mut t = game(json!([{"card": "Oboro Breezecaller", "label": "ob"}, {"card": "Island", "label": "i1", "tapped": true}, {"card": "Island", "label": "i2", "tapped": true}]), "{2}", json!([]));
    let i2 = t.id("i2");
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@ob", "ability": 0, "targets": [{"object": i2.0}], "auto_pay": true, "return_to_hand": ["@i1"]}));
    t.pass_all();
    assert!(!t.g().obj(i2).unwrap().tapped);
    assert_eq!(t.zone("i1"), "hand");
}

/// "Return [this] to its owner's hand": Broken Fall and Molting Skin each
/// give a creature a regeneration shield and go back to the hand.
#[test]
fn r602_2b_return_this_broken_fall_and_molting_skin() {
    for card in ["Broken Fall", "Molting Skin"] {
        let mut t = game(json!([{"card": card, "label": "bf"}, {"card": "Grizzly Bears", "label": "gb"}]), "", json!([]));
        let gb = t.id("gb");
        t.act(json!({"action": "activate_ability", "player": 0, "source": "@bf", "ability": 0, "targets": [{"object": gb.0}], "auto_pay": true}));
        assert_eq!(hand(&t, 0), vec![card.to_string()], "{card}");
        t.pass_all();
        assert_eq!(t.g().obj(gb).unwrap().extra.regen_shields, 1, "{card}");
    }
}

/// Fathom Seer's morph cost returns two Islands together, named in either
/// order; then it draws two cards. One Island isn't enough.
#[test]
fn r702_36e_fathom_seer_returns_two_islands_in_either_order() {
    for order in [["i1", "i2"], ["i2", "i1"]] {
        let mut t = game(json!([{"card": "Fathom Seer", "face_down": true}, {"card": "Island", "label": "i1"}, {"card": "Island", "label": "i2"}, "Plains"]), "", json!([]));
        let fd: ObjectId = t.g().battlefield.iter().copied().find(|id| t.g().objects[id].face_down).unwrap();
        let names: Vec<String> = order.iter().map(|l| format!("@{l}")).collect();
        t.act(json!({"action": "turn_face_up", "player": 0, "permanent": fd.0, "return_to_hand": names}));
        assert_eq!(hand(&t, 0), vec!["Island", "Island"], "{order:?}");
        t.pass_all();
        assert_eq!(t.g().player(PlayerId(0)).hand.len(), 4, "{order:?}: and two cards drawn");
    }
    let mut t = game(json!([{"card": "Fathom Seer", "face_down": true}, {"card": "Island", "label": "i1"}, "Plains"]), "", json!([]));
    assert!(!t.g().legal_actions().iter().any(|a| matches!(a, LegalAction::TurnFaceUp { .. })), "one Island can't pay");
    let fd: ObjectId = t.g().battlefield.iter().copied().find(|id| t.g().objects[id].face_down).unwrap();
    let e = refused_unchanged(&mut t, json!({"action": "turn_face_up", "player": 0, "permanent": fd.0, "return_to_hand": ["@i1"]}));
    assert!(e.contains("2 permanent(s)"), "{e}");
}

/// Returning has no meaning as a spell's additional cost for `return_self`: refused, named.
#[test]
fn r602_2b_return_self_refused_where_it_means_nothing() {
    let e = stackwise::cards::CardPool::parse_defs(&json!([{"name": "Odd", "mana_cost": "{G}", "types": ["Sorcery"], "additional_cost": {"return_self": true}, "spell": {"effects": []}}]).to_string(), "test").expect_err("refused");
    assert!(e.contains("return_self"), "{e}");
}
