//! "Look at the top card of target player's library" (401.2: the library is
//! hidden; the controller alone sees that card, which stays on top), and
//! "You may put that card into his or her / that player's graveyard"
//! (608.2d: chosen as it is followed; the card goes to its owner's graveyard).
//!
//! Cards (their text as the table prints it):
//! - Eye Spy {U}, sorcery: "Look at the top card of target player's library.
//!   You may put that card into his or her graveyard."
//! - Lurking Informant {1}{U/B} 1/2: "{2}, {T}: Look at the top card of
//!   target player's library. You may put that card into that player's graveyard."
//! - Rootwater Mystic {U} 1/1: "{1}{U}: Look at the top card of target player's library."
//! - Peek {U}, instant: "Look at target player's hand. Draw a card."
//! - Sorcerous Sight {U}, sorcery: "Look at target opponent's hand. Draw a card."
//!   (A hand is hidden, 402.3; looking shows it to the controller alone,
//!   701.14d of the reference rules: nothing moves.)
//! - Hill Giant, Island.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::*;

fn game(cards: &[&str], hand: Value, battlefield: Value) -> T {
    let cards: Vec<Value> = cards.iter().map(|n| card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "hand": hand, "battlefield": battlefield, "library": ["Island"]},
        {"name": "Bob", "hand": ["Hill Giant"], "library": [{"card": "Hill Giant", "label": "top"}, "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn resolve_answering(t: &mut T, yes: bool) -> Vec<Event> {
    let mut ev = t.pass_all();
    if t.g().pending.is_some() {
        ev.extend(t.act(json!({"action": "choose_yes_no", "player": 0, "yes": yes})));
        ev.extend(t.pass_all());
    }
    ev
}

#[test]
fn r401_2_eye_spy_may_put_the_top_card_into_its_owners_graveyard() {
    for (yes, zone) in [(true, "graveyard"), (false, "library")] {
        let mut t = game(&["Eye Spy"], json!([{"card": "Eye Spy", "label": "spy"}]), json!(["Island"]));
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@spy", "targets": [{"player": 1}], "auto_pay": true}));
        let ev = resolve_answering(&mut t, yes);
        assert!(cites(&ev, "401.2"), "{:?}", rules(&ev));
        assert_eq!(t.zone("top"), zone);
        assert_eq!(t.g().player(PlayerId(0)).library.len(), 1, "Alice's library untouched");
    }
}

#[test]
fn r401_2_lurking_informant_puts_it_into_that_players_graveyard_and_rootwater_mystic_only_looks() {
    let bf = json!([{"card": "Lurking Informant", "label": "li"}, "Island", "Island"]);
    let mut t = game(&["Lurking Informant"], json!([]), bf);
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@li", "ability": 0, "targets": [{"player": 1}], "auto_pay": true}));
    resolve_answering(&mut t, true);
    assert_eq!(t.zone("top"), "graveyard");
    assert_eq!(t.g().player(PlayerId(1)).graveyard.len(), 1, "into Bob's graveyard, its owner's");
    let mut t = game(&["Rootwater Mystic"], json!([]), json!([{"card": "Rootwater Mystic", "label": "rm"}, "Island", "Island"]));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@rm", "ability": 0, "targets": [{"player": 1}], "auto_pay": true}));
    let ev = t.pass_all();
    assert!(cites(&ev, "401.2"), "{:?}", rules(&ev));
    assert!(t.g().pending.is_none());
    assert_eq!(*t.g().player(PlayerId(1)).library.last().unwrap(), t.id("top"), "still on top");
}

#[test]
fn r701_14d_peek_looks_at_a_hand_and_draws() {
    let mut t = game(&["Peek"], json!([{"card": "Peek", "label": "peek"}]), json!(["Island"]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@peek", "targets": [{"player": 1}], "auto_pay": true}));
    let ev = t.pass_all();
    assert!(cites(&ev, "701.14d"), "{:?}", rules(&ev));
    assert_eq!(t.g().player(PlayerId(1)).hand.len(), 1, "Bob's hand stays");
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 1, "Alice drew");
}

#[test]
fn r115_1_sorcerous_sight_targets_only_an_opponent() {
    let mut t = game(&["Sorcerous Sight"], json!([{"card": "Sorcerous Sight", "label": "ss"}]), json!(["Island"]));
    let before = t.g().clone();
    assert!(t.try_act(json!({"action": "cast_spell", "player": 0, "card": "@ss", "targets": [{"player": 0}], "auto_pay": true})).is_err());
    assert_eq!(t.g(), &before);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@ss", "targets": [{"player": 1}], "auto_pay": true}));
    let ev = t.pass_all();
    assert!(cites(&ev, "701.14d"), "{:?}", rules(&ev));
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 1);
}
