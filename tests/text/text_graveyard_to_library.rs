//! "Put target [noun] card from your graveyard on top of your library": a
//! card of the controller's own graveyard, chosen as a target (115.1), goes
//! to the top of its owner's library (400.3), where it is the next card drawn.
//!
//! Cards (their text as the table prints it):
//! - Reclaim {G}, instant: "Put target card from your graveyard on top of
//!   your library."
//! - Academy Ruins, legendary land: "{T}: Add {C} to your mana pool.
//!   {1}{U}, {T}: Put target artifact card from your graveyard on top of your library."
//! - Junktroller {2} 0/6 defender: "{T}: Put target card from a graveyard on
//!   the bottom of its owner's library." (any graveyard: the card goes to its
//!   owner's library, 400.3)
//! - Grizzly Bears, Sol Ring, Forest, Island.

use crate::common;
use common::*;
use serde_json::json;
use stackwise::rules::*;

fn scenario(hand: serde_json::Value, battlefield: serde_json::Value, cards: &[&str]) -> T {
    let cards: Vec<serde_json::Value> = cards.iter().map(|n| card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "hand": hand, "battlefield": battlefield, "library": ["Island", "Island"],
         "graveyard": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Sol Ring", "label": "ring"}]},
        {"name": "Bob", "library": ["Island"], "graveyard": [{"card": "Sol Ring", "label": "his"}]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn top(t: &T, p: u8) -> ObjectId {
    *t.g().player(PlayerId(p)).library.last().unwrap()
}

#[test]
fn r400_3_reclaim_puts_a_card_of_your_graveyard_on_top_of_your_library() {
    let mut t = scenario(json!([{"card": "Reclaim", "label": "reclaim"}]), json!(["Forest"]), &["Reclaim", "Sol Ring"]);
    let bears = t.id("bears");
    // A card of Bob's graveyard is not "from your graveyard" (115.1: an illegal target).
    let before = t.g().clone();
    assert!(t.try_act(json!({"action": "cast_spell", "player": 0, "card": "@reclaim", "targets": [{"object": "@his"}], "auto_pay": true})).is_err());
    assert_eq!(t.g(), &before);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@reclaim", "targets": [{"object": bears.0}], "auto_pay": true}));
    let ev = t.pass_all();
    assert!(cites(&ev, "400.3"), "{:?}", rules(&ev));
    assert_eq!(t.zone("bears"), "library");
    assert_eq!(top(&t, 0), t.id("bears"), "the Bears are the top card");
    assert_eq!(t.g().player(PlayerId(0)).library.len(), 3);
    assert_eq!(t.zone("ring"), "graveyard");
}

#[test]
fn r400_3_academy_ruins_takes_only_an_artifact_card() {
    let mut t = scenario(json!([]), json!([{"card": "Academy Ruins", "label": "ruins"}, "Island", "Island"]), &["Academy Ruins", "Sol Ring"]);
    let before = t.g().clone();
    assert!(t.try_act(json!({"action": "activate_ability", "player": 0, "source": "@ruins", "ability": 1, "targets": [{"object": "@bears"}], "auto_pay": true})).is_err(), "the Bears are no artifact card");
    assert_eq!(t.g(), &before);
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@ruins", "ability": 1, "targets": [{"object": "@ring"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("ring"), "library");
    assert_eq!(top(&t, 0), t.id("ring"));
    assert_eq!(t.zone("bears"), "graveyard");
    assert_eq!(t.zone("his"), "graveyard");
}

#[test]
fn r400_3_junktroller_puts_a_card_of_any_graveyard_on_the_bottom_of_its_owners_library() {
    let mut t = scenario(json!([]), json!([{"card": "Junktroller", "label": "jt"}]), &["Junktroller", "Sol Ring"]);
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@jt", "ability": 0, "targets": [{"object": "@his"}], "auto_pay": true}));
    let ev = t.pass_all();
    assert!(cites(&ev, "400.3"), "{:?}", rules(&ev));
    assert_eq!(t.zone("his"), "library");
    let bob = &t.g().player(PlayerId(1)).library;
    assert_eq!(bob.len(), 2, "into Bob's library, its owner's");
    assert_eq!(bob[0], t.id("his"), "at the bottom");
    assert_eq!(t.g().player(PlayerId(0)).library.len(), 2, "Alice's untouched");
}
