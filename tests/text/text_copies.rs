//! Copies read from their text (706.2): "create a token that's a copy of
//! [object]" (the token's copiable values are the object's), "[this]
//! becomes a copy of [object] until end of turn / and gains this ability"
//! (613.1a, layer 1; 706.9a), "You may have [this] enter the battlefield as
//! a copy of any [noun] on the battlefield" (706.5), and "Its controller creates [a token]" (the
//! controller of the target the instruction before acted on, 608.2b).
//!
//! Cards (their text as the table prints it):
//! - Cackling Counterpart {1}{U}{U}: "Create a token that's a copy of target
//!   creature you control. / Flashback {5}{U}{U}"
//! - Mizzium Transreliquat {3}: "{3}: Mizzium Transreliquat becomes a copy of
//!   target artifact until end of turn. / {1}{U}{R}: Mizzium Transreliquat
//!   becomes a copy of target artifact and gains this ability."
//! - Crib Swap {2}{W}: "Changeling / Exile target creature. Its controller
//!   creates a 1/1 colorless Shapeshifter creature token with changeling."
//! - Clone {3}{U} 0/0: "You may have Clone enter the battlefield as a copy of
//!   any creature on the battlefield." (706.5: chosen as it enters)
//! - Unstable Shapeshifter {3}{U} 0/1: "Whenever another creature enters the
//!   battlefield, Unstable Shapeshifter becomes a copy of that creature and
//!   gains this ability."
//! - Hill Giant {3}{R} 3/3; Sol Ring {1} ("{T}: Add {C}{C}").

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::{CardType, Keyword, Step};

fn game(cards: &[&str], hand: Value, alice_bf: Value, bob_bf: Value) -> T {
    common::card_table::compiled_game(cards, alice_bf, hand, bob_bf)
}

fn named(t: &T, player: u8, name: &str) -> Vec<stackwise::rules::types::ObjectId> {
    t.g().battlefield.iter().copied().filter(|id| t.g().chars(*id).is_some_and(|c| c.name == name && c.controller.0 == player)).collect()
}

#[test]
fn r706_2_cackling_counterpart_makes_a_token_copy_of_your_creature() {
    let bf = json!(["Island", "Island", "Island", {"card": "Hill Giant", "label": "giant"}]);
    let mut t = game(&["Cackling Counterpart", "Hill Giant"], json!([{"card": "Cackling Counterpart", "label": "cc"}]), bf, json!([]));
    let giant = t.id("giant").0;
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@cc", "targets": [{"object": giant}], "auto_pay": true}));
    t.pass_all();
    let giants = named(&t, 0, "Hill Giant");
    assert_eq!(giants.len(), 2);
    let token = giants.into_iter().find(|id| *id != t.id("giant")).unwrap();
    let c = t.g().chars(token).unwrap();
    assert_eq!((c.power, c.toughness), (Some(3), Some(3)));
    assert!(c.subtypes.iter().any(|s| s == "Giant"));
}

#[test]
fn r706_2_mizzium_transreliquat_is_a_copy_until_end_of_turn() {
    let bf = json!(["Island", "Island", "Island", {"card": "Mizzium Transreliquat", "label": "mt"}]);
    let mut t = game(&["Mizzium Transreliquat", "Sol Ring"], json!([]), bf, json!([{"card": "Sol Ring", "label": "ring"}]));
    let ring = t.id("ring").0;
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@mt", "ability": 0, "targets": [{"object": ring}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.g().chars(t.id("mt")).unwrap().name, "Sol Ring");
    // 514.2: the copy effect ends in the cleanup step.
    play_until(&mut t, 1, Step::Upkeep, &|_, _, _| {});
    assert_eq!(t.g().chars(t.id("mt")).unwrap().name, "Mizzium Transreliquat");
}

#[test]
fn r608_2b_crib_swap_gives_the_exiled_creatures_controller_a_changeling() {
    let mut t = game(&["Crib Swap", "Hill Giant"], json!([{"card": "Crib Swap", "label": "cs"}]), json!(["Plains", "Plains", "Plains"]), json!([{"card": "Hill Giant", "label": "giant"}]));
    let giant = t.id("giant").0;
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@cs", "targets": [{"object": giant}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("giant"), "exile");
    let bobs = named(&t, 1, "Shapeshifter");
    assert_eq!(bobs.len(), 1);
    assert!(named(&t, 0, "Shapeshifter").is_empty());
    let c = t.g().chars(bobs[0]).unwrap();
    assert_eq!((c.power, c.toughness), (Some(1), Some(1)));
    assert!(c.has_type(CardType::Creature) && c.colors.is_empty());
    // 702.72a: changeling makes it every creature type.
    assert!(c.every_creature_type || c.has_keyword(Keyword::Changeling));
}

#[test]
fn r706_5_clone_enters_as_a_copy_of_the_chosen_creature() {
    let bf = json!(["Island", "Island", "Island", "Island"]);
    let mut t = game(&["Clone", "Hill Giant"], json!([{"card": "Clone", "label": "clone"}]), bf, json!([{"card": "Hill Giant", "label": "giant"}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@clone", "auto_pay": true}));
    t.pass_all();
    t.act(json!({"action": "choose_object", "player": 0, "object": "@giant"}));
    t.pass_all();
    let c = t.g().chars(t.id("clone")).unwrap();
    assert_eq!((c.name.as_str(), c.power, c.toughness, c.controller.0), ("Hill Giant", Some(3), Some(3), 0));
}

#[test]
fn r706_9a_unstable_shapeshifter_copies_the_entering_creature_and_keeps_its_ability() {
    let bf = json!(["Mountain", "Mountain", "Mountain", "Mountain", {"card": "Unstable Shapeshifter", "label": "us"}]);
    let mut t = game(&["Unstable Shapeshifter", "Hill Giant"], json!([{"card": "Hill Giant", "label": "giant"}]), bf, json!([]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@giant", "auto_pay": true}));
    t.pass_all();
    t.pass_all();
    let c = t.g().chars(t.id("us")).unwrap();
    assert_eq!((c.name.as_str(), c.power, c.toughness), ("Hill Giant", Some(3), Some(3)));
    // 706.9a: the triggered ability is part of the copy.
    assert_eq!(c.abilities.len(), 1, "{:?}", c.abilities);
}
