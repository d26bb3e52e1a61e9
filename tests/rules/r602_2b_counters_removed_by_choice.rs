//! 602.2b (through 601.2b and 601.2g): a cost that removes a number of
//! counters its player chooses ("Remove X ki counters", "Remove any number of
//! storage counters"). The number is chosen as the ability is activated (the
//! activation's X), the cost can only be paid with that many counters on the
//! permanent (117.3), and the instructions read it ("X", "for each storage
//! counter removed this way"). A mana ability reads it at once (605.3b).
//! Cards compiled from their printed text:
//!
//! - Bottomless Vault: "... {T}, Remove any number of storage counters from
//!   Bottomless Vault: Add {B} to your mana pool for each storage counter removed this way."
//! - Dwarven Hold: the same, adding {R}.
//! - Icatian Store: the same, adding {W}.
//! - Calciform Pools: "{1}, Remove X storage counters from Calciform Pools: Add
//!   X mana in any combination of {W} and/or {U} to your mana pool."
//! - Skullmane Baku: "{1}, {T}, Remove X ki counters from Skullmane Baku:
//!   Target creature gets -X/-X until end of turn."
//! - Infused Arrows: "{T}, Remove X charge counters from Infused Arrows:
//!   Target creature gets -X/-X until end of turn."
//!
//! with Lightning Bolt paid for by a storage land's mana.

use crate::common::card_table::compiled_game;
use crate::common::{refused_unchanged, T};
use serde_json::json;
use stackwise::rules::legal::LegalAction;
use stackwise::rules::types::PlayerId;

const CARDS: [&str; 6] = ["Bottomless Vault", "Dwarven Hold", "Icatian Store", "Calciform Pools", "Skullmane Baku", "Infused Arrows"];

/// The ability of `label` whose cost lets its player choose a number, as the
/// legal actions list it (`has_x`).
fn chosen_ability(t: &T, label: &str) -> usize {
    let id = t.id(label);
    t.g().legal_actions()
        .into_iter()
        .find_map(|a| match a {
            LegalAction::Activate { source, ability, has_x: true, .. } if source == id => Some(ability),
            _ => None,
        })
        .unwrap_or_else(|| panic!("{label} offers an ability whose cost chooses a number"))
}

fn counters(t: &T, label: &str, kind: &str) -> u32 {
    t.g().obj(t.id(label)).unwrap().extra.counters.get(kind).copied().unwrap_or(0)
}

fn activate(t: &mut T, label: &str, x: u32, extra: serde_json::Value) -> Result<(), String> {
    let ability = chosen_ability(t, label);
    let mut a = json!({"action": "activate_ability", "player": 0, "source": t.id(label).0, "ability": ability, "x": x, "auto_pay": true});
    if let (Some(a), Some(e)) = (a.as_object_mut(), extra.as_object()) {
        a.extend(e.clone());
    }
    t.try_act(a).map(|_| ()).map_err(|e| e.to_string())
}

/// "Any number" is the number chosen: that many counters leave and that
/// much mana is added, for each of the storage lands; zero is a number too.
#[test]
fn r602_2b_any_number_of_storage_counters_is_chosen_as_it_is_activated() {
    let bf = json!([
        {"card": "Bottomless Vault", "label": "vault", "counters": {"storage": 3}},
        {"card": "Dwarven Hold", "label": "hold", "counters": {"storage": 2}},
        {"card": "Icatian Store", "label": "store", "counters": {"storage": 4}}
    ]);
    // Each order of the three activations gives the same pools and counters.
    for order in crate::common::permutations(&[("vault", 2u32), ("hold", 2), ("store", 0)]) {
        let mut t = compiled_game(&CARDS, bf.clone(), json!([]), json!([]));
        for (label, x) in &order {
            activate(&mut t, label, *x, json!({})).unwrap();
            assert!(t.g().obj(t.id(label)).unwrap().tapped, "{label}: {{T}} is part of the cost");
        }
        let pool = t.g().player(PlayerId(0)).pool;
        assert_eq!((pool.black, pool.red, pool.white), (2, 2, 0), "{order:?}");
        assert_eq!((counters(&t, "vault", "storage"), counters(&t, "hold", "storage"), counters(&t, "store", "storage")), (1, 0, 4), "{order:?}");
    }
}

/// 117.3: no more counters can be removed than the permanent has; a number
/// for an ability that chooses none is refused too. The game is unchanged.
#[test]
fn r602_2b_a_chosen_number_beyond_the_counters_is_refused() {
    let bf = json!([{"card": "Bottomless Vault", "label": "vault", "counters": {"storage": 3}}, {"card": "Skullmane Baku", "label": "baku", "counters": {"ki": 1}}, {"card": "Island", "label": "island"}]);
    let mut t = compiled_game(&CARDS, bf, json!([]), json!([{"card": "Grizzly Bears", "label": "bears"}]));
    let (vault, vault_id, baku_id, bears, island) = (chosen_ability(&t, "vault"), t.id("vault").0, t.id("baku").0, t.id("bears").0, t.id("island").0);
    let e = refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": vault_id, "ability": vault, "x": 4}));
    assert!(e.contains("117.3"), "{e}");
    let baku = chosen_ability(&t, "baku");
    let e = refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": baku_id, "ability": baku, "x": 2, "targets": [{"object": bears}], "auto_pay": true}));
    assert!(e.contains("117.3"), "{e}");
    // The Island's mana ability has no number to choose.
    let e = refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": island, "ability": 0, "x": 1}));
    assert!(e.contains("601.2b"), "{e}");
}

/// "Remove X ki counters": the X the instructions read is the number
/// removed (Skullmane Baku and Infused Arrows each shrink their target by it).
#[test]
fn r602_2b_x_counters_removed_is_the_x_of_the_instructions() {
    let bf = json!([
        {"card": "Skullmane Baku", "label": "baku", "counters": {"ki": 3}},
        {"card": "Infused Arrows", "label": "arrows", "counters": {"charge": 2}},
        "Island"
    ]);
    let bob = json!([{"card": "Hill Giant", "label": "giant"}, {"card": "Grizzly Bears", "label": "bears"}]);
    let mut t = compiled_game(&CARDS, bf, json!([]), bob);
    let (bears, giant) = (t.id("bears").0, t.id("giant").0);
    activate(&mut t, "baku", 2, json!({"targets": [{"object": bears}]})).unwrap();
    assert_eq!(counters(&t, "baku", "ki"), 1, "two of three ki counters removed as the cost is paid");
    t.pass_all();
    assert_eq!(t.zone("bears"), "graveyard", "Grizzly Bears got -2/-2");
    activate(&mut t, "arrows", 1, json!({"targets": [{"object": giant}]})).unwrap();
    assert_eq!(counters(&t, "arrows", "charge"), 1);
    t.pass_all();
    let giant = t.g().chars(t.id("giant")).unwrap();
    assert_eq!((giant.power, giant.toughness), (Some(2), Some(2)), "Hill Giant (3/3) got -1/-1");
}

/// 106.3, 605.3b: "Add X mana in any combination of {W} and/or {U}": the
/// legal action says the amount is X; the mana named must be X in all.
#[test]
fn r602_2b_x_mana_of_a_choice_is_named_with_the_activation() {
    let bf = json!([{"card": "Calciform Pools", "label": "pools", "counters": {"storage": 3}}, "Island"]);
    let mut t = compiled_game(&CARDS, bf, json!([]), json!([]));
    let offer = t.g().legal_actions().into_iter().find_map(|a| match a {
        LegalAction::Activate { source, choose_mana: Some(m), has_x: true, .. } if source == t.id("pools") => Some(m),
        _ => None,
    });
    assert!(offer.is_some_and(|m| m.amount_is_x), "the offer's amount is the X chosen");
    let wrong = activate(&mut t, "pools", 3, json!({"adds": {"white": 1, "blue": 1}}));
    assert!(wrong.is_err(), "two mana named for X = 3");
    activate(&mut t, "pools", 3, json!({"adds": {"white": 1, "blue": 2}})).unwrap();
    let pool = t.g().player(PlayerId(0)).pool;
    assert_eq!((pool.white, pool.blue), (1, 2), "the Island paid {{1}}");
    assert_eq!(counters(&t, "pools", "storage"), 0);
}

/// 601.2f: a storage land's mana pays for a spell, its number named with it
/// in the spell's list of mana abilities.
#[test]
fn r602_2b_a_storage_land_pays_for_a_spell() {
    let bf = json!([{"card": "Dwarven Hold", "label": "hold", "counters": {"storage": 2}}]);
    let mut t = compiled_game(&CARDS, bf, json!([{"card": "Lightning Bolt", "label": "bolt"}]), json!([{"card": "Grizzly Bears", "label": "bears"}]));
    let hold = chosen_ability(&t, "hold");
    t.act(json!({"action": "cast_spell", "player": 0, "card": t.id("bolt").0, "targets": [{"object": t.id("bears").0}],
        "mana_abilities": [{"source": t.id("hold").0, "ability": hold, "x": 1}]}));
    assert_eq!(counters(&t, "hold", "storage"), 1, "one storage counter removed for {{R}}");
    t.pass_all();
    assert_eq!(t.zone("bears"), "graveyard");
}
