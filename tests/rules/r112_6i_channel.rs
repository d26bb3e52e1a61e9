//! 112.6i (reference rules): an activated ability whose cost can't be paid
//! while the object is on the battlefield works from the zone where it can
//! be: "Discard [this]" in a cost is paid only from the hand. Channel is an
//! ability word (207.2c) printed before such abilities; it has no rules
//! meaning of its own. Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Ghost-Lit Raider {2}{R}, 2/1: "{2}{R}, {T}: Ghost-Lit Raider deals 2
//!   damage to target creature." / "Channel — {3}{R}, Discard Ghost-Lit
//!   Raider: Ghost-Lit Raider deals 4 damage to target creature."
//! - Ghost-Lit Redeemer {W}, 1/1: "{W}, {T}: You gain 2 life." / "Channel —
//!   {1}{W}, Discard Ghost-Lit Redeemer: You gain 4 life."
//! - Ghost-Lit Stalker {B}, 1/1: "... Channel — {5}{B}{B}, Discard Ghost-Lit
//!   Stalker: Target player discards four cards. Activate this ability only
//!   any time you could cast a sorcery."
//! - Arashi, the Sky Asunder: "Channel — {X}{G}{G}, Discard Arashi: Arashi
//!   deals X damage to each creature with flying."
//! - Faerie Macabre: "Discard Faerie Macabre: Exile up to two target cards
//!   from graveyards." (the same kind of ability, printed without the word)
//! - Craw Wurm 6/4, Wind Drake 2/2 flying, Grizzly Bears 2/2.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::legal::LegalAction;
use stackwise::rules::types::{ManaPool, PlayerId};

const CARDS: &[&str] = &["Ghost-Lit Raider", "Ghost-Lit Redeemer", "Ghost-Lit Stalker", "Arashi, the Sky Asunder", "Faerie Macabre", "Craw Wurm", "Wind Drake", "Grizzly Bears"];

fn game(alice_bf: Value, alice_hand: Value, bob: Value, active: u8) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    let mut bob = bob;
    bob["name"] = "Bob".into();
    bob["library"] = json!(["Island", "Island"]);
    T::new(json!({
        "cards": cards,
        "players": [
            {"name": "Alice", "battlefield": alice_bf, "hand": alice_hand, "library": ["Island", "Island"]},
            bob
        ],
        "turn": {"number": 2, "active": active, "step": "precombat_main"}}))
}

fn offered(t: &T, label: &str) -> Vec<usize> {
    let id = t.id(label);
    t.g().legal_actions().into_iter().filter_map(|a| match a {
        LegalAction::Activate { source, ability, .. } if source == id => Some(ability),
        _ => None,
    }).collect()
}

#[test]
fn r112_6i_ghost_lit_raider_channels_from_the_hand_for_four_damage() {
    let mut t = game(json!(["Mountain", "Mountain", "Mountain", "Mountain"]), json!([{"card": "Ghost-Lit Raider", "label": "raider"}]), json!({"battlefield": [{"card": "Craw Wurm", "label": "wurm"}]}), 0);
    assert_eq!(offered(&t, "raider"), vec![1], "only the channel ability works in the hand");
    let wurm = t.id("wurm");
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@raider", "ability": 1, "targets": [{"object": wurm.0}], "auto_pay": true}));
    assert_eq!(t.zone("raider"), "graveyard", "discarded as the cost is paid");
    t.pass_all();
    assert_eq!(t.zone("wurm"), "graveyard", "4 damage to the 6/4");
}

#[test]
fn r112_6i_on_the_battlefield_only_the_tap_ability_works() {
    let mut t = game(json!([{"card": "Ghost-Lit Redeemer", "label": "redeemer"}, "Plains", "Plains"]), json!([]), json!({}), 0);
    assert_eq!(offered(&t, "redeemer"), vec![0], "the channel ability isn't offered on the battlefield");
    let e = refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@redeemer", "ability": 1, "auto_pay": true}));
    assert!(!e.is_empty());
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@redeemer", "ability": 0, "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.life(0), 22);
}

#[test]
fn r112_6i_ghost_lit_redeemer_channels_for_four_life() {
    let mut t = game(json!(["Plains", "Plains"]), json!([{"card": "Ghost-Lit Redeemer", "label": "redeemer"}]), json!({}), 1);
    // Bob's turn: the channel ability is activated at instant speed.
    t.act(json!({"action": "pass_priority", "player": 1}));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@redeemer", "ability": 1, "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.life(0), 24);
    assert_eq!(t.zone("redeemer"), "graveyard");
}

#[test]
fn r602_5b_ghost_lit_stalkers_channel_waits_for_sorcery_timing() {
    let seven = json!(["Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp"]);
    let bob = json!({"hand": ["Island", "Island", "Island", "Island", "Island"]});
    let mut t = game(seven.clone(), json!([{"card": "Ghost-Lit Stalker", "label": "stalker"}]), bob.clone(), 1);
    t.act(json!({"action": "pass_priority", "player": 1}));
    refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@stalker", "ability": 1, "targets": [{"player": 1}], "auto_pay": true}));
    let mut t = game(seven, json!([{"card": "Ghost-Lit Stalker", "label": "stalker"}]), bob, 0);
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@stalker", "ability": 1, "targets": [{"player": 1}], "auto_pay": true}));
    t.pass_all();
    if t.g().pending.is_some() {
        let pick: Vec<String> = t.g().player(PlayerId(1)).hand.iter().take(4).map(|id| id.0.to_string()).collect();
        let ids: Vec<u64> = pick.iter().map(|s| s.parse().unwrap()).collect();
        t.act(json!({"action": "choose_cards", "player": 1, "cards": ids}));
    }
    assert_eq!(t.g().player(PlayerId(1)).hand.len(), 1, "four of Bob's five cards discarded");
}

#[test]
fn r112_6i_arashis_channel_deals_x_to_each_creature_with_flying() {
    let mut t = game(json!(["Forest", "Forest", "Forest", "Forest"]), json!([{"card": "Arashi, the Sky Asunder", "label": "arashi"}]), json!({"battlefield": [{"card": "Wind Drake", "label": "drake"}, {"card": "Grizzly Bears", "label": "bears"}]}), 0);
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@arashi", "ability": 1, "x": 2, "auto_pay": true}));
    assert_eq!(t.zone("arashi"), "graveyard");
    t.pass_all();
    assert_eq!(t.zone("drake"), "graveyard", "2 damage to the flyer");
    assert_eq!(t.zone("bears"), "battlefield", "the Bears have no flying");
}

#[test]
fn r112_6i_faerie_macabre_is_discarded_for_no_mana_in_answer() {
    let mut t = game(json!([]), json!([{"card": "Faerie Macabre", "label": "faerie"}]), json!({"graveyard": [{"card": "Grizzly Bears", "label": "b1"}, {"card": "Wind Drake", "label": "b2"}, {"card": "Craw Wurm", "label": "b3"}]}), 1);
    t.gm().players[0].pool = ManaPool::default();
    let (b1, b2) = (t.id("b1"), t.id("b2"));
    t.act(json!({"action": "pass_priority", "player": 1}));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@faerie", "ability": 0, "targets": [{"object": b1.0}, {"object": b2.0}]}));
    t.pass_all();
    assert_eq!((t.zone("b1").as_str(), t.zone("b2").as_str(), t.zone("b3").as_str()), ("exile", "exile", "graveyard"));
    assert_eq!(t.zone("faerie"), "graveyard");
}
