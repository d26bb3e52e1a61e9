//! Instructions about whole hands and about what the instruction before did:
//! "discard your hand" / "[players] discard(s) his or her hand" (701.8), "...,
//! then draw that many cards" (the cards the discard moved), "draw cards
//! equal to [count]" (608.2h), "[players] sacrifice(s) two [nouns]" (701.15a),
//! "create ... for each [noun] sacrificed this way", and tokens created by
//! another player ("target opponent creates ...", 110.5a: that player owns
//! and controls them).
//!
//! Cards (their text as the table prints it):
//! - Wheel of Fortune {2}{R}: "Each player discards his or her hand, then
//!   draws seven cards."
//! - Tolarian Winds {1}{U}: "Discard all the cards in your hand, then draw
//!   that many cards."
//! - Life's Legacy {1}{G}: "As an additional cost to cast Life's Legacy,
//!   sacrifice a creature. Draw cards equal to the sacrificed creature's power."
//! - Barter in Blood {2}{B}{B}: "Each player sacrifices two creatures."
//! - Syphon Flesh {4}{B}: "Each other player sacrifices a creature. You
//!   create a 2/2 black Zombie creature token for each creature sacrificed
//!   this way."
//! - Hunted Horror {B}{B} 7/7: "Trample. When Hunted Horror enters the
//!   battlefield, target opponent creates two 3/3 green Centaur creature
//!   tokens with protection from black."
//! - Hill Giant {3}{R} 3/3, Grizzly Bears {1}{G} 2/2, Island, Mountain, Swamp, Forest.

use crate::common;
use common::*;
use serde_json::{json, Value};

const LIB: [&str; 10] = ["Island"; 10];

fn game(cards: &[&str], alice_bf: Value, hand: Value, bob_bf: Value, bob_hand: Value) -> T {
    let cards: Vec<Value> = cards.iter().map(|n| common::card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": hand, "library": LIB},
        {"name": "Bob", "battlefield": bob_bf, "hand": bob_hand, "library": LIB}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn hand_size(t: &T, p: usize) -> usize {
    t.g().players[p].hand.len()
}

fn graveyard_size(t: &T, p: usize) -> usize {
    t.g().players[p].graveyard.len()
}

#[test]
fn r701_8_wheel_of_fortune_discards_every_hand_then_each_draws_seven() {
    let hand = json!([{"card": "Wheel of Fortune", "label": "wheel"}, "Hill Giant", "Hill Giant"]);
    let mut t = game(&["Wheel of Fortune", "Hill Giant", "Grizzly Bears"], json!(["Mountain", "Mountain", "Mountain"]), hand, json!([]), json!(["Grizzly Bears"]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@wheel", "auto_pay": true}));
    t.pass_all();
    assert_eq!((hand_size(&t, 0), hand_size(&t, 1)), (7, 7));
    // Alice's two Giants and the Wheel itself; Bob's Bears.
    assert_eq!((graveyard_size(&t, 0), graveyard_size(&t, 1)), (3, 1));
    assert_eq!(t.g().players[0].library.len(), 3);
}

#[test]
fn r608_2c_tolarian_winds_draws_as_many_cards_as_were_discarded() {
    let winds_hand = json!([{"card": "Tolarian Winds", "label": "winds"}, "Hill Giant", "Hill Giant", "Grizzly Bears"]);
    let mut t = game(&["Tolarian Winds", "Hill Giant", "Grizzly Bears"], json!(["Island", "Island"]), winds_hand, json!([]), json!(["Grizzly Bears"]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@winds", "auto_pay": true}));
    t.pass_all();
    assert_eq!(hand_size(&t, 0), 3, "three discarded, three drawn");
    assert!(hand(&t).iter().all(|c| c == "Island"), "{:?}", hand(&t));
    assert_eq!(hand_size(&t, 1), 1, "Bob's hand untouched");
    // With an empty hand besides the spell: nothing discarded, nothing drawn.
    let mut t = game(&["Tolarian Winds"], json!(["Island", "Island"]), json!([{"card": "Tolarian Winds", "label": "winds"}]), json!([]), json!([]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@winds", "auto_pay": true}));
    t.pass_all();
    assert_eq!(hand_size(&t, 0), 0);
}

#[test]
fn r608_2h_lifes_legacy_draws_the_sacrificed_creatures_power() {
    let bf = json!(["Forest", "Forest", {"card": "Hill Giant", "label": "giant"}]);
    let mut t = game(&["Life's Legacy", "Hill Giant"], bf, json!([{"card": "Life's Legacy", "label": "legacy"}]), json!([]), json!([]));
    let giant = t.id("giant").0;
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@legacy", "sacrifice": [giant], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("giant"), "graveyard");
    assert_eq!(hand_size(&t, 0), 3, "Hill Giant's power 3");
}

#[test]
fn r701_15a_barter_in_blood_each_player_sacrifices_two_creatures() {
    let alice = json!(["Swamp", "Swamp", "Swamp", "Swamp", {"card": "Hill Giant", "label": "a1"}, {"card": "Grizzly Bears", "label": "a2"}]);
    let bob = json!([{"card": "Grizzly Bears", "label": "b1"}]);
    let mut t = game(&["Barter in Blood", "Hill Giant", "Grizzly Bears"], alice, json!([{"card": "Barter in Blood", "label": "barter"}]), bob, json!([]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@barter", "auto_pay": true}));
    t.pass_all();
    // Each player has two or fewer creatures: all of them go, without a question.
    for l in ["a1", "a2", "b1"] {
        assert_eq!(t.zone(l), "graveyard", "{l}");
    }
}

#[test]
fn r701_15a_syphon_flesh_makes_a_zombie_for_each_creature_sacrificed_this_way() {
    let swamps = json!(["Swamp", "Swamp", "Swamp", "Swamp", "Swamp"]);
    let mut t = game(&["Syphon Flesh", "Grizzly Bears"], swamps.clone(), json!([{"card": "Syphon Flesh", "label": "syphon"}]), json!([{"card": "Grizzly Bears", "label": "bears"}]), json!([]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@syphon", "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("bears"), "graveyard");
    let zombies = |t: &T| t.g().battlefield.iter().filter(|id| t.g().objects[id].def.name == "Zombie" && t.g().objects[id].controller.0 == 0).count();
    assert_eq!(zombies(&t), 1);
    // Bob has no creature to sacrifice: no Zombie.
    let mut t = game(&["Syphon Flesh"], swamps, json!([{"card": "Syphon Flesh", "label": "syphon"}]), json!([]), json!([]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@syphon", "auto_pay": true}));
    t.pass_all();
    assert_eq!(zombies(&t), 0);
}

#[test]
fn r110_5a_hunted_horror_gives_its_target_opponent_two_centaurs() {
    let mut t = game(&["Hunted Horror"], json!(["Swamp", "Swamp"]), json!([{"card": "Hunted Horror", "label": "horror"}]), json!([]), json!([]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@horror", "auto_pay": true}));
    t.pass_all();
    if let Some(d) = t.g().pending.clone() {
        t.act(json!({"action": "choose_targets", "player": d.player.0, "targets": [{"player": 1}]}));
    }
    t.pass_all();
    let centaurs: Vec<_> = t.g().battlefield.iter().map(|id| &t.g().objects[id]).filter(|o| o.def.name == "Centaur").collect();
    assert_eq!(centaurs.len(), 2);
    assert!(centaurs.iter().all(|o| o.owner.0 == 1 && o.controller.0 == 1), "Bob owns and controls them");
}
