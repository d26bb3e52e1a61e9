//! An ability that triggers on its own source leaving the battlefield and
//! then moves "it" (or the card by its name), compiled from the printed
//! text. The permanent became a new object, a card in its owner's graveyard
//! (400.7); the ability looks for that card there and acts on it only while
//! it is still there (603.6, 603.6c). If the card left the graveyard before
//! the ability resolves, the instruction does nothing, and the log says why.
//!
//! Cards (their text as the table prints it):
//! - Endless Cockroaches {1}{B}{B} 1/1: "When Endless Cockroaches dies,
//!   return it to its owner's hand."
//! - Weatherseed Treefolk {2}{G}{G}{G} 5/3: "Trample / When Weatherseed
//!   Treefolk dies, return it to its owner's hand."
//! - Shivan Phoenix {4}{R}{R} 3/4: "Flying / When Shivan Phoenix dies,
//!   return Shivan Phoenix to its owner's hand."
//! - Cyclopean Mummy {1}{B} 2/1: "When Cyclopean Mummy dies, exile it."
//! - Undying Beast {3}{B} 3/2: "When Undying Beast dies, put it on top of
//!   its owner's library."
//! - Cessation {2}{W} Aura: "Enchant creature / Enchanted creature can't
//!   attack. / When Cessation is put into a graveyard from the battlefield,
//!   return Cessation to its owner's hand."
//! - Rancor {G} Aura: "Enchant creature / Enchanted creature gets +2/+0 and
//!   has trample. / When Rancor is put into a graveyard from the
//!   battlefield, return Rancor to its owner's hand."
//! - Terminate {B}{R}: "Destroy target creature. It can't be regenerated."
//! - Reito Lantern {2}: "{3}: Put target card from a graveyard on the bottom
//!   of its owner's library."

use crate::common;
use common::*;
use serde_json::json;
use stackwise::rules::types::PlayerId;

const CARDS: [&str; 9] = ["Endless Cockroaches", "Weatherseed Treefolk", "Shivan Phoenix", "Cyclopean Mummy", "Undying Beast", "Cessation", "Rancor", "Terminate", "Reito Lantern"];

/// Alice with `card` on the battlefield (labelled "it"; an Aura is attached
/// to her Grizzly Bears, labelled "bears"), Terminate in hand, Reito Lantern
/// and the lands to pay for both. She casts Terminate on the creature, and
/// everyone passes until the ability that triggered waits on the stack.
fn dies(card: &str, aura: bool) -> T {
    let mut bf = vec![json!("Swamp"), json!("Mountain"), json!("Island"), json!("Island"), json!("Island"), json!({"card": "Reito Lantern", "label": "lantern"})];
    let victim = if aura {
        bf.push(json!({"card": "Grizzly Bears", "label": "bears"}));
        bf.push(json!({"card": card, "label": "it", "attached_to": "bears"}));
        "bears"
    } else {
        bf.push(json!({"card": card, "label": "it"}));
        "it"
    };
    let mut t = card_table::compiled_game(&CARDS, json!(bf), json!([{"card": "Terminate", "label": "terminate"}]), json!([]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@terminate", "targets": [{"object": format!("@{victim}")}], "auto_pay": true}));
    let ev = both_pass(&mut t);
    assert_eq!(t.zone("it"), "graveyard", "{card}");
    assert_eq!(t.g().stack.len(), 1, "{card}: the trigger waits on the stack: {:?}", rules(&ev));
    t
}

/// Everyone passes until the stack is empty.
fn resolve(t: &mut T) -> Vec<stackwise::rules::events::Event> {
    let mut ev = Vec::new();
    for _ in 0..6 {
        if t.g().stack.is_empty() {
            break;
        }
        ev.extend(both_pass(t));
    }
    ev
}

/// The card is moved from the graveyard to the bottom of its owner's library
/// by Reito Lantern, in response to the ability.
fn lantern_in_response(t: &mut T) {
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@lantern", "ability": 0, "targets": [{"object": "@it"}], "auto_pay": true}));
    both_pass(t);
    assert_eq!(t.zone("it"), "library");
}

#[test]
fn return_to_hand_finds_the_card_in_the_graveyard() {
    for (card, aura) in [("Endless Cockroaches", false), ("Weatherseed Treefolk", false), ("Shivan Phoenix", false), ("Cessation", true), ("Rancor", true)] {
        let mut t = dies(card, aura);
        let ev = resolve(&mut t);
        assert_eq!(t.zone("it"), "hand", "{card}: {:?}", rules(&ev));
        assert_eq!(hand(&t), vec![card.to_string()], "{card}");
    }
}

#[test]
fn exile_and_top_of_library_find_the_card_in_the_graveyard() {
    let mut t = dies("Cyclopean Mummy", false);
    resolve(&mut t);
    assert_eq!(t.zone("it"), "exile");
    let mut t = dies("Undying Beast", false);
    resolve(&mut t);
    assert_eq!(t.zone("it"), "library");
    assert_eq!(top_down(&t)[0], "Undying Beast", "on top");
    assert_eq!(t.g().player(PlayerId(0)).library.len(), 4, "three Islands and the Beast");
}

#[test]
fn a_card_that_left_the_graveyard_is_not_found() {
    for (card, aura) in [("Endless Cockroaches", false), ("Weatherseed Treefolk", false), ("Shivan Phoenix", false), ("Cyclopean Mummy", false), ("Undying Beast", false), ("Cessation", true), ("Rancor", true)] {
        let mut t = dies(card, aura);
        lantern_in_response(&mut t);
        let ev = resolve(&mut t);
        // Still at the bottom of the library: the ability found nothing to move.
        assert_eq!(t.zone("it"), "library", "{card}");
        assert_eq!(top_down(&t).last().map(String::as_str), Some(card), "{card}");
        assert!(hand(&t).is_empty(), "{card}");
        assert!(cites(&ev, "603.6"), "{card}: the note on the card that left: {:?}", rules(&ev));
    }
}
