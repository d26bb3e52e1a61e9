//! "Exile all cards from target player's graveyard" (the cards of that
//! graveyard, found as the instruction is followed, 608.2g, exiled together,
//! 701.10) and "put the top N cards of your library into your graveyard"
//! (the controller's own library, top first; fewer if the library has fewer).
//!
//! Cards (their text as the table prints it):
//! - Tormod's Crypt {0}, artifact: "{T}, Sacrifice Tormod's Crypt: Exile all
//!   cards from target player's graveyard."
//! - Armored Skaab {2}{U} 1/4: "When Armored Skaab enters the battlefield, put
//!   the top four cards of your library into your graveyard."
//! - Grizzly Bears, Hill Giant, Lightning Bolt, Island.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::*;

fn game(card: &str, hand: Value, battlefield: Value, library: Value) -> T {
    let def = card_table::compiled(card);
    T::new(json!({"cards": [def], "players": [
        {"name": "Alice", "hand": hand, "battlefield": battlefield, "library": library, "graveyard": [{"card": "Lightning Bolt", "label": "mine"}]},
        {"name": "Bob", "library": ["Island"], "graveyard": [{"card": "Grizzly Bears", "label": "b1"}, {"card": "Hill Giant", "label": "b2"}]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

#[test]
fn r701_10_tormods_crypt_exiles_the_target_players_whole_graveyard() {
    let mut t = game("Tormod's Crypt", json!([]), json!([{"card": "Tormod's Crypt", "label": "crypt"}]), json!(["Island"]));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@crypt", "ability": 0, "targets": [{"player": 1}], "auto_pay": true}));
    let ev = t.pass_all();
    assert!(cites(&ev, "701.10"), "{:?}", rules(&ev));
    assert_eq!((t.zone("b1"), t.zone("b2")), ("exile".to_string(), "exile".to_string()));
    assert_eq!(t.zone("mine"), "graveyard", "Alice's graveyard is not the target's");
    assert_eq!(t.zone("crypt"), "graveyard", "sacrificed as a cost, and not exiled: it wasn't in Bob's graveyard");
}

#[test]
fn r608_2c_armored_skaab_puts_the_top_four_cards_of_your_library_into_your_graveyard() {
    let lib = json!(["Grizzly Bears", "Hill Giant", "Island", "Island", {"card": "Lightning Bolt", "label": "fifth"}]);
    let mut t = game("Armored Skaab", json!([{"card": "Armored Skaab", "label": "skaab"}]), json!(["Island", "Island", "Island"]), lib);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@skaab", "auto_pay": true}));
    t.pass_all();
    t.pass_all();
    assert_eq!(t.zone("skaab"), "battlefield");
    assert_eq!(t.g().player(PlayerId(0)).graveyard.len(), 5, "four milled, and the Bolt already there");
    assert_eq!(t.g().player(PlayerId(0)).library.len(), 1);
    assert_eq!(t.zone("fifth"), "library");
    assert_eq!(t.g().player(PlayerId(1)).graveyard.len(), 2, "Bob's untouched");
}
