//! 106.4: mana added "for each" of something, counted as the mana is added.
//!
//! The cards (built in, compiled from their printed text), their text as printed:
//! - Gaea's Cradle, Legendary Land: "{T}: Add {G} to your mana pool for each
//!   creature you control."
//! - Priest of Titania {1}{G} 1/1 Elf Druid: "{T}: Add {G} to your mana pool
//!   for each Elf on the battlefield."
//! - Elvish Archdruid {1}{G}{G} 2/2 Elf Druid: "Other Elf creatures you
//!   control get +1/+1. / {T}: Add {G} to your mana pool for each Elf you control."
//! - Cabal Coffers, Land: "{2}, {T}: Add {B} to your mana pool for each Swamp
//!   you control."
//! - Serra's Sanctum, Tolarian Academy: the same for enchantments, artifacts.
//! - Songs of the Damned {B}, Instant: "Add {B} to your mana pool for each
//!   creature card in your graveyard."
//! - Crypt of Agadeem, Land: "... {2}, {T}: Add {B} to your mana pool for each
//!   black creature card in your graveyard."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::legal::LegalAction;
use stackwise::rules::types::PlayerId;

fn game(bf: Value, bob_bf: Value, hand: Value, graveyard: Value) -> T {
    T::new(json!({"players": [
        {"name": "Alice", "battlefield": bf, "hand": hand, "graveyard": graveyard, "library": ["Island", "Island"]},
        {"name": "Bob", "battlefield": bob_bf, "library": ["Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

fn tap(label: &str, ability: usize) -> Value {
    json!({"action": "activate_ability", "player": 0, "source": format!("@{label}"), "ability": ability, "auto_pay": true})
}

fn pool(t: &T) -> stackwise::rules::types::ManaPool {
    t.g().player(PlayerId(0)).pool
}

#[test]
fn r106_4_gaeas_cradle_adds_one_green_per_creature_you_control() {
    for n in [0usize, 1, 3] {
        let mut bf = vec![json!({"card": "Gaea's Cradle", "label": "cradle"})];
        bf.extend((0..n).map(|_| json!("Grizzly Bears")));
        // Bob's creatures don't count.
        let mut t = game(json!(bf), json!(["Grizzly Bears", "Grizzly Bears"]), json!([]), json!([]));
        t.act(tap("cradle", 0));
        assert_eq!(pool(&t).green as usize, n, "{n} creatures");
        assert_eq!(pool(&t).total() as usize, n);
    }
}

#[test]
fn r106_4_priest_of_titania_counts_every_elf_and_the_archdruid_only_yours() {
    let mut t = game(json!([{"card": "Priest of Titania", "label": "priest"}, {"card": "Elvish Archdruid", "label": "druid"}, "Llanowar Elves"]), json!(["Llanowar Elves", "Llanowar Elves"]), json!([]), json!([]));
    t.act(tap("priest", 0));
    assert_eq!(pool(&t).green, 5, "five Elves on the battlefield, Bob's too");
    t.act(tap("druid", 1));
    assert_eq!(pool(&t).green, 5 + 3, "three Elves Alice controls");
}

#[test]
fn r601_2g_auto_pay_counts_the_mana_a_source_would_add_now() {
    // Garruk's Horde ({5}{G}{G}) with Gaea's Cradle and five creatures: five
    // mana, not offered and refused; with seven, paid by the Cradle alone.
    let five: Vec<Value> = (0..5).map(|_| json!("Grizzly Bears")).collect();
    let mut bf = vec![json!({"card": "Gaea's Cradle", "label": "cradle"})];
    bf.extend(five);
    let mut t = game(json!(bf), json!([]), json!([{"card": "Garruk's Horde", "label": "horde"}]), json!([]));
    let horde = t.id("horde");
    assert!(!t.g().legal_actions().iter().any(|a| matches!(a, LegalAction::Cast { card, .. } if *card == horde)), "five mana: not affordable");
    let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@horde", "auto_pay": true}));
    assert!(e.contains("mana") || e.contains("pay"), "{e}");
    let mut bf = vec![json!({"card": "Gaea's Cradle", "label": "cradle"})];
    bf.extend((0..7).map(|_| json!("Grizzly Bears")));
    let mut t = game(json!(bf), json!([]), json!([{"card": "Garruk's Horde", "label": "horde"}]), json!([]));
    let horde = t.id("horde");
    assert!(t.g().legal_actions().iter().any(|a| matches!(a, LegalAction::Cast { card, .. } if *card == horde)), "seven mana: affordable");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@horde", "auto_pay": true}));
    assert!(t.g().obj(t.id("cradle")).unwrap().tapped);
    assert_eq!(t.zone("horde"), "stack");
}

#[test]
fn r106_4_cabal_coffers_pays_two_and_adds_one_black_per_swamp() {
    let mut t = game(json!([{"card": "Cabal Coffers", "label": "coffers"}, "Swamp", "Swamp", "Swamp", "Swamp"]), json!([]), json!([]), json!([]));
    t.act(tap("coffers", 0));
    // Two Swamps tapped for the {2}; four Swamps counted as the mana is added.
    assert_eq!(pool(&t).black, 4);
}

#[test]
fn r106_4_songs_of_the_damned_and_crypt_of_agadeem_count_the_graveyard() {
    let gy = json!(["Grizzly Bears", "Hill Giant", "Island", {"card": "Gravedigger"}]);
    let mut t = game(json!(["Swamp"]), json!([]), json!([{"card": "Songs of the Damned", "label": "songs"}]), gy.clone());
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@songs", "auto_pay": true}));
    t.pass_all();
    assert_eq!(pool(&t).black, 3, "three creature cards in the graveyard");
    // The Crypt counts black creature cards only (Gravedigger).
    let mut t = game(json!([{"card": "Crypt of Agadeem", "label": "crypt"}, "Swamp", "Swamp"]), json!([]), json!([]), gy);
    t.act(tap("crypt", 1));
    assert_eq!(pool(&t).black, 1);
}

#[test]
fn r601_2g_a_for_each_source_counting_none_is_still_found_once_it_counts_some() {
    // Gaea's Cradle with no creature adds nothing; once the Bears enter, auto-pay
    // counts its {G} for Llanowar Elves (read as it would be added now).
    let mut t = game(json!([{"card": "Gaea's Cradle", "label": "cradle"}, "Forest", "Forest"]), json!([]), json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Llanowar Elves", "label": "elves"}]), json!([]));
    let elves = t.id("elves");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bears", "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("bears"), "battlefield");
    assert!(!t.g().obj(t.id("cradle")).unwrap().tapped, "the Forests paid for the Bears");
    assert!(t.g().legal_actions().iter().any(|a| matches!(a, LegalAction::Cast { card, .. } if *card == elves)));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@elves", "auto_pay": true}));
    assert!(t.g().obj(t.id("cradle")).unwrap().tapped);
}
