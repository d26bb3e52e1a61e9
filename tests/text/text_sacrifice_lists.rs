//! A cost of several single sacrifices in one list ("Sacrifice a green
//! creature, a white creature, and a blue creature", 602.2b: each part paid
//! by a different permanent), and a search for "a card named [another
//! card]" (201.2: any card with that name).
//!
//! Cards (their text as the table prints it):
//! - Angel's Herald {W} 1/1: "{2}{W}, {T}, Sacrifice a green creature, a
//!   white creature, and a blue creature: Search your library for a card
//!   named Empyrial Archangel and put it onto the battlefield. Then shuffle
//!   your library."
//! - Sphinx's Herald {U} 1/1: "{2}{U}, {T}, Sacrifice a white creature, a
//!   blue creature, and a black creature: Search your library for a card
//!   named Sphinx Sovereign and put it onto the battlefield. Then shuffle
//!   your library."
//! - Grizzly Bears {1}{G} 2/2, Savannah Lions {W} 2/1, Merfolk of the Pearl
//!   Trident {U} 1/1, Scathe Zombies {2}{B} 2/2; the searched-for creatures
//!   stand in as plain creatures of those names.

use crate::common;
use common::*;
use serde_json::{json, Value};

fn game(herald: &str, battlefield: Value, pool: &str, library: Value) -> T {
    let mut cards: Vec<Value> = [herald, "Grizzly Bears", "Savannah Lions", "Merfolk of the Pearl Trident", "Scathe Zombies"].iter().map(|n| common::card_table::compiled(n)).collect();
    for name in ["Empyrial Archangel", "Sphinx Sovereign"] {
        cards.push(json!({"name": name, "mana_cost": "{5}", "type": "Creature", "power": 5, "toughness": 5, "text": ""}));
    }
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": battlefield, "mana_pool": pool, "library": library},
        {"name": "Bob", "library": ["Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

#[test]
fn r602_2b_angels_herald_sacrifices_one_creature_of_each_colour_and_fetches_the_archangel() {
    let bf = json!([{"card": "Angel's Herald", "label": "h"}, {"card": "Grizzly Bears", "label": "g"}, {"card": "Savannah Lions", "label": "w"}, {"card": "Merfolk of the Pearl Trident", "label": "u"}]);
    let mut t = game("Angel's Herald", bf, "{2}{W}", json!(["Island", {"card": "Empyrial Archangel", "label": "angel"}, "Island"]));
    // Two white creatures can't stand in for the green one.
    refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@h", "ability": 0, "auto_pay": true, "sacrifice": ["@w", "@h", "@u"]}));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@h", "ability": 0, "auto_pay": true, "sacrifice": ["@g", "@w", "@u"]}));
    for l in ["g", "w", "u"] {
        assert_eq!(t.zone(l), "graveyard", "{l}");
    }
    t.pass_all();
    if let Some(d) = t.g().pending.clone() {
        t.act(json!({"action": "choose_cards", "player": d.player.0, "cards": [t.id("angel").0]}));
    }
    assert_eq!(t.zone("angel"), "battlefield");
}

#[test]
fn r602_2b_sphinxs_herald_needs_three_different_creatures() {
    // Only a white and a blue creature: the black part can't be paid.
    let bf = json!([{"card": "Sphinx's Herald", "label": "h"}, {"card": "Savannah Lions", "label": "w"}, {"card": "Merfolk of the Pearl Trident", "label": "u"}]);
    let mut t = game("Sphinx's Herald", bf, "{2}{U}", json!([{"card": "Sphinx Sovereign", "label": "sphinx"}]));
    refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@h", "ability": 0, "auto_pay": true, "sacrifice": ["@w", "@u", "@u"]}));
    let bf = json!([{"card": "Sphinx's Herald", "label": "h"}, {"card": "Savannah Lions", "label": "w"}, {"card": "Merfolk of the Pearl Trident", "label": "u"}, {"card": "Scathe Zombies", "label": "b"}]);
    let mut t = game("Sphinx's Herald", bf, "{2}{U}", json!([{"card": "Sphinx Sovereign", "label": "sphinx"}]));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@h", "ability": 0, "auto_pay": true, "sacrifice": ["@w", "@u", "@b"]}));
    t.pass_all();
    if let Some(d) = t.g().pending.clone() {
        t.act(json!({"action": "choose_cards", "player": d.player.0, "cards": [t.id("sphinx").0]}));
    }
    assert_eq!(t.zone("sphinx"), "battlefield");
}
