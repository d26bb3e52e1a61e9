//! "Gets an additional +N/+N as long as ...": a conditional pump of the
//! objects another static ability of the card already pumps; both apply
//! while the condition holds (611.3a, 613.3c: the changes add up). Cards
//! compiled from their printed text:
//!
//! - Silver-Inlaid Dagger: "Equipped creature gets +2/+0. / As long as equipped creature is a Human, it gets an additional +1/+0. / Equip {2}"
//! - Taste for Mayhem: "Enchant creature / Enchanted creature gets +2/+0. / Hellbent — Enchanted creature gets an additional +2/+0 as long as you have no cards in hand."
//! - Patriarch's Desire: "Enchant creature / Enchanted creature gets +2/-2. / Threshold — Enchanted creature gets an additional +2/-2 as long as seven or more cards are in your graveyard."
//! - Divine Sacrament: "White creatures get +1/+1. / Threshold — White creatures get an additional +1/+1 as long as seven or more cards are in your graveyard."
//!
//! on Elite Vanguard (2/1 white Human Soldier), Serra Angel (4/4 white
//! Angel) and Hill Giant (3/3 red Giant).

use crate::common::card_table::compiled;
use crate::common::T;
use serde_json::{json, Value};

const CARDS: [&str; 7] = ["Silver-Inlaid Dagger", "Taste for Mayhem", "Patriarch's Desire", "Divine Sacrament", "Elite Vanguard", "Serra Angel", "Hill Giant"];

/// Alice with `battlefield` (the host labelled "host"), `hand` and `graveyard`.
fn game(battlefield: Value, hand: Value, graveyard: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": battlefield, "hand": hand, "graveyard": graveyard, "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": [], "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

fn pt(t: &T) -> (i32, i32) {
    let c = t.g().chars(t.id("host")).expect("on the battlefield");
    (c.power.unwrap(), c.toughness.unwrap())
}

fn attached(host: &str, attachment: &str) -> Value {
    json!([{"card": host, "label": "host"}, {"card": attachment, "attached_to": "host"}])
}

/// The Dagger: +2/+0 on anything, +1/+0 more on a Human.
#[test]
fn r611_3a_an_additional_pump_for_a_human() {
    assert_eq!(pt(&game(attached("Elite Vanguard", "Silver-Inlaid Dagger"), json!([]), json!([]))), (5, 1));
    assert_eq!(pt(&game(attached("Hill Giant", "Silver-Inlaid Dagger"), json!([]), json!([]))), (5, 3));
}

/// Hellbent: the second +2/+0 only with no cards in hand.
#[test]
fn r611_3a_an_additional_pump_with_no_cards_in_hand() {
    assert_eq!(pt(&game(attached("Hill Giant", "Taste for Mayhem"), json!([]), json!([]))), (7, 3));
    assert_eq!(pt(&game(attached("Hill Giant", "Taste for Mayhem"), json!(["Island"]), json!([]))), (5, 3));
}

/// Threshold: the second pump only with seven or more cards in the graveyard.
#[test]
fn r611_3a_an_additional_pump_at_threshold() {
    // Serra Angel (4/4): +2/-2 below threshold; +4/-4 at it (8/0: it dies, 704.5f).
    let t = game(attached("Serra Angel", "Patriarch's Desire"), json!([]), json!(vec!["Island"; 6]));
    assert_eq!(pt(&t), (6, 2), "Patriarch's Desire, 6 cards in the graveyard");
    let t = game(attached("Serra Angel", "Patriarch's Desire"), json!([]), json!(vec!["Island"; 7]));
    if t.zone("host") == "battlefield" {
        assert_eq!(pt(&t), (8, 0), "Patriarch's Desire at threshold");
    } else {
        assert_eq!(t.zone("host"), "graveyard", "Patriarch's Desire at threshold: toughness 0");
    }
    for (cards, want) in [(6usize, (5, 5)), (7, (6, 6))] {
        let t = game(json!([{"card": "Serra Angel", "label": "host"}, "Divine Sacrament"]), json!([]), json!(vec!["Island"; cards]));
        assert_eq!(pt(&t), want, "Divine Sacrament, {cards} cards in the graveyard");
    }
}
