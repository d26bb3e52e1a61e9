//! "Reveal the top card of your library. If it's a [noun] card, [instruction].
//! Otherwise, [instruction]." (701.14: the card is shown and stays on top,
//! 701.14b; the condition is checked on it as the instruction is followed,
//! 608.2c), with "put it onto the battlefield / into your hand / into your
//! graveyard" moving that card from the library.
//!
//! Cards (their text as the table prints it):
//! - Call of the Wild {2}{G}{G}, enchantment: "{2}{G}{G}: Reveal the top card
//!   of your library. If it's a creature card, put it onto the battlefield.
//!   Otherwise, put it into your graveyard."
//! - Brutal Deceiver {2}{R} 2/2: "{1}: Look at the top card of your library.
//!   {2}: Reveal the top card of your library. If it's a land card, Brutal
//!   Deceiver gets +1/+0 and gains first strike until end of turn. Activate
//!   this ability only once each turn."
//! - Neurok Familiar {1}{U} 1/1 flying: "When Neurok Familiar enters the
//!   battlefield, reveal the top card of your library. If it's an artifact
//!   card, put it into your hand. Otherwise, put it into your graveyard."
//! - Hill Giant, Sol Ring, Forest, Mountain, Island.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::Keyword;
use stackwise::rules::*;

fn game(cards: &[&str], hand: Value, battlefield: Value, library: Value) -> T {
    let cards: Vec<Value> = cards.iter().map(|n| card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "hand": hand, "battlefield": battlefield, "library": library},
        {"name": "Bob", "library": ["Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn names(t: &T, ids: &[ObjectId]) -> Vec<String> {
    ids.iter().map(|id| t.g().objects[id].def.name.clone()).collect()
}

#[test]
fn r701_14_call_of_the_wild_puts_a_revealed_creature_onto_the_battlefield() {
    let bf = json!([{"card": "Call of the Wild", "label": "call"}, "Forest", "Forest", "Forest", "Forest"]);
    let mut t = game(&["Call of the Wild"], json!([]), bf.clone(), json!([{"card": "Hill Giant", "label": "giant"}, "Island"]));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@call", "ability": 0, "auto_pay": true}));
    let ev = t.pass_all();
    assert!(cites(&ev, "701.14"), "{:?}", rules(&ev));
    assert_eq!(t.zone("giant"), "battlefield");
    // Not a creature: into the graveyard.
    let mut t = game(&["Call of the Wild"], json!([]), bf, json!([{"card": "Mountain", "label": "land"}, "Island"]));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@call", "ability": 0, "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("land"), "graveyard");
    assert_eq!(names(&t, &t.g().player(PlayerId(0)).library), vec!["Island"]);
}

#[test]
fn r701_14b_brutal_deceiver_gets_first_strike_for_a_land_and_the_card_stays_on_top() {
    let bf = json!([{"card": "Brutal Deceiver", "label": "bd"}, "Mountain", "Mountain", "Mountain", "Mountain"]);
    let mut t = game(&["Brutal Deceiver"], json!([]), bf.clone(), json!(["Hill Giant", {"card": "Forest", "label": "top"}]));
    // Library listed top first: Hill Giant on top. Not a land: nothing.
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@bd", "ability": 1, "auto_pay": true}));
    t.pass_all();
    let c = t.g().chars(t.id("bd")).unwrap();
    assert_eq!(c.power, Some(2));
    assert!(!c.has_keyword(Keyword::FirstStrike));
    // Once each turn (602.5b): refused the second time.
    assert!(t.try_act(json!({"action": "activate_ability", "player": 0, "source": "@bd", "ability": 1, "auto_pay": true})).is_err());
    // A land on top.
    let mut t = game(&["Brutal Deceiver"], json!([]), bf, json!([{"card": "Forest", "label": "top"}, "Hill Giant"]));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@bd", "ability": 1, "auto_pay": true}));
    t.pass_all();
    let c = t.g().chars(t.id("bd")).unwrap();
    assert_eq!(c.power, Some(3));
    assert!(c.has_keyword(Keyword::FirstStrike));
    assert_eq!(t.zone("top"), "library");
    assert_eq!(*t.g().player(PlayerId(0)).library.last().unwrap(), t.id("top"), "still the top card");
}

#[test]
fn r701_14_neurok_familiar_takes_an_artifact_card_into_the_hand() {
    for (top, zone) in [("Sol Ring", "hand"), ("Hill Giant", "graveyard")] {
        let mut t = game(&["Neurok Familiar", "Sol Ring"], json!([{"card": "Neurok Familiar", "label": "nf"}]), json!(["Island", "Island"]), json!([{"card": top, "label": "top"}, "Island"]));
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@nf", "auto_pay": true}));
        t.pass_all();
        t.pass_all();
        assert_eq!(t.zone("top"), zone, "{top}");
    }
}
