//! 608.2d: "any number of" is a choice made as the instruction is followed,
//! from none to every object that qualifies; 608.2h: a later "for each
//! [permanent] sacrificed / card discarded / creature tapped this way" (or
//! "that much") counts what that instruction did. Compiled from the cards'
//! text.
//!
//! Cards (their text as the table prints it):
//! - Renounce {1}{W}, Instant: "Sacrifice any number of permanents. You gain
//!   2 life for each permanent sacrificed this way."
//! - Landslide {R}, Sorcery: "Sacrifice any number of Mountains. Landslide
//!   deals that much damage to target player."
//! - Harmony of Nature {2}{G}, Sorcery: "Tap any number of untapped creatures
//!   you control. You gain 4 life for each creature tapped this way."
//! - Jaddi Lifestrider {4}{G}, 2/8: "When Jaddi Lifestrider enters the
//!   battlefield, you may tap any number of untapped creatures you control.
//!   You gain 2 life for each creature tapped this way."
//! - Sacred Rites {W}, Instant: "Discard any number of cards. Creatures you
//!   control get +0/+1 until end of turn for each card discarded this way."
//! - Syphon Mind {3}{B}, Sorcery: "Each other player discards a card. You
//!   draw a card for each card discarded this way."
//! - Gerrard's Verdict {W}{B}, Sorcery: "Target player discards two cards.
//!   You gain 3 life for each land card discarded this way."
//! - Malfegor {2}{B}{B}{R}{R}, 6/6: "Flying / When Malfegor enters the
//!   battlefield, discard your hand. Each opponent sacrifices a creature for
//!   each card discarded this way."
//! - Grizzly Bears {1}{G}, 2/2; Llanowar Elves {G}, 1/1.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::{ObjectId, PlayerId};

const CARDS: &[&str] = &["Renounce", "Landslide", "Harmony of Nature", "Jaddi Lifestrider", "Sacred Rites", "Syphon Mind", "Gerrard's Verdict", "Malfegor", "Grizzly Bears", "Llanowar Elves"];

fn game(alice_bf: Value, alice_hand: Value, bob_bf: Value, bob_hand: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    two_players(json!(cards), alice_bf, alice_hand, bob_bf, bob_hand)
}

/// The question asked: who, the objects offered, and how many may be chosen.
fn question(t: &T) -> (PlayerId, Vec<ObjectId>, usize, usize) {
    let d = t.g().pending.clone().expect("a question");
    assert_eq!(d.rule, "608.2d");
    let DecisionKind::ChooseCards { from, min, max, .. } = d.kind else { panic!("choose cards, not {:?}", d.kind) };
    (d.player, from, min, max)
}

fn choose(t: &mut T, player: u8, labels: &[&str]) {
    let cards: Vec<String> = labels.iter().map(|l| format!("@{l}")).collect();
    t.act(json!({"action": "choose_cards", "player": player, "cards": cards}));
}

#[test]
fn r608_2d_renounce_sacrifices_the_chosen_permanents_and_counts_them() {
    let mut t = game(json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Plains", "label": "plains"}, {"card": "Mountain", "label": "mountain"}]), json!([{"card": "Renounce", "label": "renounce"}]), json!([{"card": "Llanowar Elves", "label": "elves"}]), json!([]));
    cast_with(&mut t, 0, "renounce", "{W}{W}", json!([]));
    t.pass_all();
    let (who, from, min, max) = question(&t);
    assert_eq!(who, PlayerId(0));
    assert_eq!((min, max), (0, 3), "none to all three of Alice's permanents");
    assert!(!from.contains(&t.id("elves")), "only permanents Alice controls");
    // A permanent that isn't offered is refused, and the game is as it was.
    refused_unchanged(&mut t, json!({"action": "choose_cards", "player": 0, "cards": ["@elves"]}));
    choose(&mut t, 0, &["bears", "mountain"]);
    assert_eq!((t.zone("bears").as_str(), t.zone("mountain").as_str(), t.zone("plains").as_str()), ("graveyard", "graveyard", "battlefield"));
    assert_eq!(t.life(0), 24, "2 life for each of two permanents");
}

#[test]
fn r608_2d_renounce_may_sacrifice_nothing() {
    let mut t = game(json!([{"card": "Grizzly Bears", "label": "bears"}]), json!([{"card": "Renounce", "label": "renounce"}]), json!([]), json!([]));
    cast_with(&mut t, 0, "renounce", "{W}{W}", json!([]));
    t.pass_all();
    choose(&mut t, 0, &[]);
    assert_eq!(t.zone("bears"), "battlefield");
    assert_eq!(t.life(0), 20, "nothing sacrificed, no life");
}

#[test]
fn r608_2h_landslide_deals_as_much_damage_as_mountains_sacrificed() {
    let mut t = game(
        json!([{"card": "Mountain", "label": "m1"}, {"card": "Mountain", "label": "m2"}, {"card": "Mountain", "label": "m3"}, {"card": "Forest", "label": "forest"}]),
        json!([{"card": "Landslide", "label": "slide"}]),
        json!([]),
        json!([]),
    );
    cast_with(&mut t, 0, "slide", "{R}", json!([{"player": 1}]));
    t.pass_all();
    let (_, from, _, max) = question(&t);
    assert_eq!(max, 3, "only Mountains");
    assert!(!from.contains(&t.id("forest")));
    choose(&mut t, 0, &["m1", "m3"]);
    assert_eq!(t.life(1), 18, "two Mountains, 2 damage");
    assert_eq!(t.zone("m2"), "battlefield");
}

#[test]
fn r608_2d_harmony_of_nature_offers_only_untapped_creatures_and_counts_those_tapped() {
    let mut t = game(
        json!([{"card": "Grizzly Bears", "label": "b1"}, {"card": "Grizzly Bears", "label": "b2"}, {"card": "Llanowar Elves", "label": "tapped_elves", "tapped": true}, {"card": "Forest", "label": "forest"}]),
        json!([{"card": "Harmony of Nature", "label": "harmony"}]),
        json!([{"card": "Llanowar Elves", "label": "bobs_elves"}]),
        json!([]),
    );
    cast_with(&mut t, 0, "harmony", "{G}{G}{G}", json!([]));
    t.pass_all();
    let (_, from, min, max) = question(&t);
    assert_eq!((min, max), (0, 2));
    for l in ["tapped_elves", "forest", "bobs_elves"] {
        assert!(!from.contains(&t.id(l)), "{l} isn't an untapped creature Alice controls");
    }
    choose(&mut t, 0, &["b1", "b2"]);
    assert!(t.g().objects[&t.id("b1")].tapped && t.g().objects[&t.id("b2")].tapped);
    assert_eq!(t.life(0), 28, "4 life for each of two creatures");
}

#[test]
fn r608_2h_jaddi_lifestrider_counts_nothing_when_its_controller_declines() {
    for yes in [false, true] {
        let mut t = game(json!([{"card": "Grizzly Bears", "label": "bears"}]), json!([{"card": "Jaddi Lifestrider", "label": "jaddi"}]), json!([]), json!([]));
        cast_with(&mut t, 0, "jaddi", "{G}{G}{G}{G}{G}", json!([]));
        t.pass_all();
        t.pass_all();
        t.act(json!({"action": "choose_yes_no", "player": 0, "yes": yes}));
        if !yes {
            assert!(t.g().pending.is_none(), "nothing more is asked");
            assert_eq!(t.life(0), 20, "declined: nothing tapped this way");
            continue;
        }
        let (_, from, _, max) = question(&t);
        assert_eq!(max, 2, "the Bears and Jaddi itself");
        assert!(from.contains(&t.id("jaddi")));
        choose(&mut t, 0, &["bears", "jaddi"]);
        assert_eq!(t.life(0), 24, "2 life for each of two creatures");
    }
}

#[test]
fn r608_2h_sacred_rites_pumps_for_each_card_discarded() {
    let mut t = game(
        json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Plains", "label": "plains"}]),
        json!([{"card": "Sacred Rites", "label": "rites"}, {"card": "Island", "label": "i1"}, {"card": "Island", "label": "i2"}, {"card": "Llanowar Elves", "label": "elves"}]),
        json!([]),
        json!([]),
    );
    cast_with(&mut t, 0, "rites", "{W}", json!([]));
    t.pass_all();
    let (_, from, min, max) = question(&t);
    assert_eq!((min, max, from.len()), (0, 3, 3), "any of the three cards left in hand");
    choose(&mut t, 0, &["i1", "elves"]);
    assert_eq!((t.zone("i1").as_str(), t.zone("elves").as_str(), t.zone("i2").as_str()), ("graveyard", "graveyard", "hand"));
    let bears = t.g().chars(t.id("bears")).unwrap();
    assert_eq!((bears.power, bears.toughness), (Some(2), Some(4)), "+0/+1 for each of two cards");
}

#[test]
fn r608_2h_syphon_mind_draws_for_each_card_discarded() {
    for (bob_hand, drawn) in [(json!(["Island"]), 1), (json!([]), 0)] {
        let mut t = game(json!([]), json!([{"card": "Syphon Mind", "label": "syphon"}]), json!([]), bob_hand);
        cast_with(&mut t, 0, "syphon", "{B}{B}{B}{B}", json!([]));
        t.pass_all();
        assert_eq!(t.g().player(PlayerId(0)).hand.len(), drawn, "a card for each card Bob discarded");
    }
}

#[test]
fn r608_2h_gerrards_verdict_counts_only_land_cards_discarded() {
    let mut t = game(json!([]), json!([{"card": "Gerrard's Verdict", "label": "verdict"}]), json!([]), json!([{"card": "Forest", "label": "forest"}, {"card": "Grizzly Bears", "label": "bears"}]));
    cast_with(&mut t, 0, "verdict", "{W}{B}", json!([{"player": 1}]));
    t.pass_all();
    assert_eq!((t.zone("forest").as_str(), t.zone("bears").as_str()), ("graveyard", "graveyard"));
    assert_eq!(t.life(0), 23, "one land card among the two");
}

#[test]
fn r608_2h_malfegor_makes_each_opponent_sacrifice_a_creature_per_card() {
    let mut t = game(
        json!([]),
        json!([{"card": "Malfegor", "label": "malfegor"}, "Island", "Island"]),
        json!([{"card": "Grizzly Bears", "label": "b1"}, {"card": "Grizzly Bears", "label": "b2"}, {"card": "Llanowar Elves", "label": "elves"}]),
        json!([]),
    );
    cast_with(&mut t, 0, "malfegor", "{B}{B}{R}{R}{C}{C}", json!([]));
    t.pass_all();
    t.pass_all();
    // Two cards discarded: Bob chooses two of his three creatures.
    let (who, from, min, max) = question(&t);
    assert_eq!((who, from.len(), min, max), (PlayerId(1), 3, 2, 2));
    choose(&mut t, 1, &["b1", "elves"]);
    assert_eq!((t.zone("b1").as_str(), t.zone("elves").as_str(), t.zone("b2").as_str()), ("graveyard", "graveyard", "battlefield"));
}
