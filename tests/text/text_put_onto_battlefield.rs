//! "Put target [noun] card from a graveyard onto the battlefield under your
//! control": the card enters under the spell's controller's control,
//! whoever owns it (a new object, 400.7).
//!
//! Cards (their text as the table prints it):
//! - Ashen Powder {2}{B}{B}: "Put target creature card from an opponent's
//!   graveyard onto the battlefield under your control."
//! - Hymn of Rebirth {3}{G}{W}: "Put target creature card from a graveyard
//!   onto the battlefield under your control."
//! - Hill Giant, Grizzly Bears.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::PlayerId;

fn game(spell: &str, alice_gy: Value, bob_gy: Value) -> T {
    let cards: Vec<Value> = [spell, "Hill Giant", "Grizzly Bears"].iter().map(|n| card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": ["Swamp", "Swamp", "Swamp", "Swamp", "Forest", "Plains"], "hand": [{"card": spell, "label": "spell"}], "graveyard": alice_gy, "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": [], "graveyard": bob_gy, "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

#[test]
fn r400_7_ashen_powder_takes_a_creature_card_from_an_opponents_graveyard() {
    let mut t = game("Ashen Powder", json!([{"card": "Grizzly Bears", "label": "mine"}]), json!([{"card": "Hill Giant", "label": "giant"}]));
    let giant = t.id("giant").0;
    let mine = t.id("mine").0;
    // Alice's own graveyard is not "an opponent's".
    assert!(t.try_act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "targets": [{"object": mine}], "auto_pay": true})).is_err());
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "targets": [{"object": giant}], "auto_pay": true}));
    t.pass_all();
    let on_bf: Vec<_> = t.g().battlefield.iter().filter(|id| t.g().obj(**id).unwrap().def.name == "Hill Giant").copied().collect();
    assert_eq!(on_bf.len(), 1);
    let o = t.g().obj(on_bf[0]).unwrap();
    assert_eq!((o.controller, o.owner), (PlayerId(0), PlayerId(1)));
}

#[test]
fn r400_7_hymn_of_rebirth_takes_a_creature_card_from_any_graveyard() {
    let mut t = game("Hymn of Rebirth", json!([{"card": "Grizzly Bears", "label": "mine"}]), json!([]));
    let mine = t.id("mine").0;
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "targets": [{"object": mine}], "auto_pay": true}));
    t.pass_all();
    assert!(t.g().battlefield.iter().any(|id| t.g().obj(*id).unwrap().def.name == "Grizzly Bears"));
    assert!(t.g().player(PlayerId(0)).graveyard.iter().all(|id| t.g().obj(*id).unwrap().def.name != "Grizzly Bears"));
}
