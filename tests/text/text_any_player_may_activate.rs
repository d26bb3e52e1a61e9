//! 602.2: "Any player may activate this ability." The player who activates
//! it pays its costs and controls it ("you" in its text is that player).
//! Cards compiled from their printed text (the card table):
//! - Excavation {1}{U} Enchantment: "{1}, Sacrifice a land: Draw a card.
//!   Any player may activate this ability."
//! - Saproling Cluster {1}{G} Enchantment: "{1}, Discard a card: Create a
//!   1/1 green Saproling creature token. Any player may activate this
//!   ability."
//! - Quicksilver Wall {2}{U} 1/6: "Defender / {4}: Return Quicksilver Wall
//!   to its owner's hand. Any player may activate this ability."
//! - Scandalmonger {3}{B} 3/3: "{2}: Target player discards a card. Any
//!   player may activate this ability but only any time he or she could cast
//!   a sorcery."
//! - Drake Hatchling {2}{U} 1/3 (an ability only its controller may
//!   activate): "Flying / {U}: Drake Hatchling gets +1/+0 until end of turn.
//!   Activate this ability only once each turn."

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::json;
use stackwise::rules::legal::LegalAction;
use stackwise::rules::types::{PlayerId, Zone};

/// Alice controls `card` (labelled "c") and a Drake Hatchling; Bob has four
/// Islands and two cards in hand, and priority in Alice's main phase.
fn game(card: &str) -> T {
    let mut t = T::new(json!({"cards": [compiled(card), compiled("Drake Hatchling")], "players": [
        {"name": "Alice", "battlefield": [{"card": card, "label": "c"}, {"card": "Drake Hatchling", "label": "drake"}, "Island", "Island", "Island", "Island"], "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": [{"card": "Island", "label": "bi"}, "Island", "Island", "Island"], "hand": [{"card": "Island", "label": "h1"}, {"card": "Island"}], "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    t
}

fn offered_to(t: &T, p: u8, label: &str) -> bool {
    let id = t.id(label);
    t.g().legal_actions().into_iter().any(|a| matches!(a, LegalAction::Activate { player, source, .. } if source == id && player == PlayerId(p)))
}

fn hand(t: &T, p: u8) -> usize {
    t.g().player(PlayerId(p)).hand.len()
}

#[test]
fn r602_2_any_player_may_activate_excavation() {
    let mut t = game("Excavation");
    assert!(offered_to(&t, 1, "c"), "Bob may activate Alice's Excavation");
    assert!(!offered_to(&t, 1, "drake"), "but not an ability only its controller may activate");
    let e = refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 1, "source": "@drake", "ability": 0, "auto_pay": true}));
    assert!(e.contains("602.2"), "{e}");
    t.act(json!({"action": "activate_ability", "player": 1, "source": "@c", "ability": 0, "auto_pay": true, "sacrifice": ["@bi"]}));
    assert_eq!(t.g().stack.last().map(|s| s.controller), Some(PlayerId(1)), "Bob controls the ability he activated");
    t.pass_all();
    assert_eq!(hand(&t, 1), 3, "Bob, who activated it, draws");
    assert_eq!(hand(&t, 0), 0);
    assert_eq!(t.zone("bi"), "graveyard", "Bob sacrificed his own land");
}

#[test]
fn r602_2_the_activating_player_gets_the_token_and_pays_the_discard() {
    let mut t = game("Saproling Cluster");
    t.act(json!({"action": "activate_ability", "player": 1, "source": "@c", "ability": 0, "auto_pay": true, "discard": ["@h1"]}));
    t.pass_all();
    assert_eq!(hand(&t, 1), 1, "Bob discarded a card");
    let g = t.g();
    let saprolings: Vec<PlayerId> = g.battlefield.iter().filter_map(|id| g.obj(*id)).filter(|o| o.token).map(|o| o.controller).collect();
    assert_eq!(saprolings, vec![PlayerId(1)], "the token is Bob's: he controls the ability");
}

#[test]
fn r602_2_an_opponent_returns_quicksilver_wall_to_its_owners_hand() {
    let mut t = game("Quicksilver Wall");
    t.act(json!({"action": "activate_ability", "player": 1, "source": "@c", "ability": 0, "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("c"), "hand");
    assert!(t.g().player(PlayerId(0)).hand.contains(&t.id("c")), "its owner's hand, Alice's");
    assert!(t.g().obj(t.id("bi")).unwrap().tapped, "Bob paid {{4}}");
    assert!(t.g().objects.values().all(|o| o.zone != Zone::Hand(PlayerId(1)) || o.owner == PlayerId(1)));
}

#[test]
fn r602_2_any_player_but_only_when_he_or_she_could_cast_a_sorcery() {
    // In Alice's main phase Bob (with priority) could not cast a sorcery: not offered.
    let mut t = game("Scandalmonger");
    assert!(!offered_to(&t, 1, "c"));
    let e = refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 1, "source": "@c", "ability": 0, "targets": [{"player": 0}], "auto_pay": true}));
    assert!(e.contains("602.5d"), "{e}");
    // In Bob's own main phase with an empty stack, he may: Alice discards.
    let mut t = T::new(json!({"cards": [compiled("Scandalmonger")], "players": [
        {"name": "Alice", "battlefield": [{"card": "Scandalmonger", "label": "c"}], "hand": [{"card": "Island"}], "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": ["Island", "Island"], "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 4, "active": 1, "step": "precombat_main"}}));
    assert!(offered_to(&t, 1, "c"));
    assert!(!offered_to(&t, 0, "c"), "Alice, its controller, can't either in Bob's turn");
    t.act(json!({"action": "activate_ability", "player": 1, "source": "@c", "ability": 0, "targets": [{"player": 0}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(hand(&t, 0), 0, "Alice discarded");
}

/// 602.2: the permanents with an ability any player may activate are filed
/// under every player; a game saved without that filing (as an older save
/// holds only the controller's) and read back offers it to Bob again.
#[test]
fn r602_2_any_player_may_activate_after_the_game_is_read_back() {
    let mut t = game("Excavation");
    let c = t.id("c");
    let mut v = serde_json::to_value(t.g()).unwrap();
    // The saved filing under Bob taken out: as the game is read, it is made again.
    let bob = v["game"]["activated_sources"]["1"].as_array().cloned().unwrap_or_default();
    assert!(bob.iter().any(|x| x.as_u64() == Some(c.0)), "filed under Bob: {:?}", v["game"]["activated_sources"]);
    v["game"]["activated_sources"]["1"] = serde_json::Value::Array(bob.into_iter().filter(|x| x.as_u64() != Some(c.0)).collect());
    *t.gm() = serde_json::from_value::<stackwise::rules::Game>(v).unwrap();
    assert!(offered_to(&t, 1, "c"), "Bob may activate Alice's Excavation after the game is read back");
    assert!(!offered_to(&t, 1, "drake"));
}
