//! Land types (305.6–305.7 of the reference rules): a land's basic land
//! types give it their mana abilities, gained and lost with the types; an
//! effect that sets a land's subtype takes away its other land types and the
//! abilities of its text. Real cards, their Oracle text in `text`; expected
//! mana comes from the cards' types, not from the engine. The cards are
//! built in (built in: compiled from their printed text).

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::cards::def::{Ability, Effect};
use stackwise::rules::*;

fn set_land_types_static(filter: Value, types: &[&str], text: &str) -> Value {
    json!({"kind": "static", "effect": {"static": "continuous", "affects": {"all": filter}, "modifications": [{"set_land_types": types}]}, "text": text})
}

/// A game where Alice has these permanents (in this order: their timestamps
/// follow it) and a Dark Ritual in hand, in her first main phase.
fn game(alice: Value) -> T {
    T::new(json!({"players": [
        {"name": "Alice", "battlefield": alice, "hand": [{"card": "Dark Ritual", "label": "ritual"}], "library": ["Island", "Island"]},
        {"name": "Bob", "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

/// The mana each of an object's "{T}: add mana" abilities adds, in order.
fn mana_abilities(t: &T, label: &str) -> Vec<String> {
    let c = t.g().chars(t.id(label)).expect("object exists");
    c.abilities
        .iter()
        .filter(|a| a.is_mana_ability())
        .map(|a| match a {
            Ability::Activated { effects, .. } => effects
                .iter()
                .map(|e| match e {
                    Effect::AddMana { mana, .. } => mana.pool.to_string().replace(['{', '}'], ""),
                    _ => String::new(),
                })
                .collect(),
            _ => String::new(),
        })
        .collect()
}

fn subtypes(t: &T, label: &str) -> Vec<String> {
    t.g().chars(t.id(label)).unwrap().subtypes.clone()
}

fn tap_for(t: &mut T, label: &str, ability: usize) -> ManaPool {
    t.act(json!({"action": "activate_ability", "player": 0, "source": format!("@{label}"), "ability": ability}));
    t.g().player(PlayerId(0)).pool
}

#[test]
fn r305_6_basic_land_types_give_their_mana_abilities() {
    let mut t = game(json!([
        {"card": "Forest", "label": "forest"}, {"card": "Tundra", "label": "tundra"},
        {"card": "Dryad Arbor", "label": "arbor"}, {"card": "Crystal Vein", "label": "vein"}
    ]));
    assert_eq!(mana_abilities(&t, "forest"), ["G"], "a basic Forest has no text, yet taps for G");
    assert_eq!(mana_abilities(&t, "tundra"), ["W", "U"], "Plains Island: one ability per basic land type");
    assert_eq!(mana_abilities(&t, "arbor"), ["G"], "a land creature that is a Forest");
    assert_eq!(mana_abilities(&t, "vein"), ["C", "CC"], "no basic land type: only its own abilities");
    let pool = tap_for(&mut t, "tundra", 1);
    assert_eq!((pool.get(ManaType::Blue), pool.total()), (1, 1), "Tundra's second ability adds U");
    let pool = tap_for(&mut t, "forest", 0);
    assert_eq!((pool.get(ManaType::Green), pool.total()), (1, 2));
}

#[test]
fn r305_6_a_land_that_gains_a_basic_land_type_gains_its_mana_ability_in_either_order() {
    for order in [["urborg", "mountain"], ["mountain", "urborg"]] {
        let entries: Vec<Value> = order
            .iter()
            .map(|l| match *l {
                "urborg" => json!({"card": "Urborg, Tomb of Yawgmoth", "label": "urborg"}),
                _ => json!({"card": "Mountain", "label": "mountain"}),
            })
            .collect();
        let mut t = game(json!(entries));
        assert_eq!(mana_abilities(&t, "mountain"), ["R", "B"], "{order:?}: a Mountain that is also a Swamp");
        assert_eq!(mana_abilities(&t, "urborg"), ["B"], "{order:?}: Urborg is a land, so a Swamp too");
        // Auto-pay finds the Swamp's ability of the Mountain (or Urborg's) for Dark Ritual's {B}.
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@ritual", "auto_pay": true}));
        t.pass_all();
        assert_eq!(t.g().player(PlayerId(0)).pool.get(ManaType::Black), 3, "{order:?}: Dark Ritual resolved");
    }
    let mut t = game(json!([{"card": "Prismatic Omen"}, {"card": "Crystal Vein", "label": "vein"}]));
    assert_eq!(mana_abilities(&t, "vein"), ["C", "CC", "W", "U", "B", "R", "G"], "its own abilities, then one per type gained");
    let pool = tap_for(&mut t, "vein", 5);
    assert_eq!((pool.get(ManaType::Red), pool.total()), (1, 1));
}

#[test]
fn r305_7_setting_a_land_type_removes_the_old_types_and_the_texts_abilities() {
    for moon in ["Blood Moon", "Magus of the Moon"] {
        let mut t = game(json!([
            {"card": moon}, {"card": "Tundra", "label": "tundra"}, {"card": "Crystal Vein", "label": "vein"},
            {"card": "Dryad Arbor", "label": "arbor"}, {"card": "Forest", "label": "forest"}
        ]));
        assert_eq!(subtypes(&t, "tundra"), ["Mountain"], "{moon}: no longer Plains or Island");
        assert_eq!(mana_abilities(&t, "tundra"), ["R"]);
        assert_eq!(mana_abilities(&t, "vein"), ["R"], "{moon}: Crystal Vein's own abilities are gone");
        assert_eq!(subtypes(&t, "arbor"), ["Dryad", "Mountain"], "{moon}: the creature type stays");
        let arbor = t.g().chars(t.id("arbor")).unwrap();
        assert!(arbor.is_creature() && arbor.has_type(CardType::Land), "{moon}: card types stay (305.7)");
        assert_eq!(mana_abilities(&t, "forest"), ["G"], "{moon}: a basic land is not affected");
        let pool = tap_for(&mut t, "vein", 0);
        assert_eq!((pool.get(ManaType::Red), pool.total()), (1, 1));
    }
    for (aura, kind, mana) in [("Evil Presence", "Swamp", "B"), ("Sea's Claim", "Island", "U")] {
        let t = game(json!([
            {"card": "Forest", "label": "forest"}, {"card": aura, "attached_to": "forest"},
            {"card": "Crystal Vein", "label": "vein"}, {"card": aura, "attached_to": "vein"}
        ]));
        assert_eq!(subtypes(&t, "forest"), [kind], "{aura}");
        assert_eq!(mana_abilities(&t, "forest"), [mana], "{aura}: only the new type's mana");
        assert!(t.g().chars(t.id("forest")).unwrap().supertypes.contains(&Supertype::Basic), "{aura}: still a basic land (305.7)");
        assert_eq!(mana_abilities(&t, "vein"), [mana], "{aura}: the text's abilities are gone");
    }
}

/// Blood Moon's ruling: with Urborg, Tomb of Yawgmoth, Urborg is a Mountain
/// without its ability whatever their timestamps. Urborg's effect depends on
/// Blood Moon's (Blood Moon removes the ability that makes it, 613.7a), so
/// Blood Moon's applies first, and Urborg's then does not exist.
#[test]
fn r613_7_blood_moon_or_magus_and_urborg_in_either_order() {
    for moon in ["Blood Moon", "Magus of the Moon"] {
        for moon_first in [true, false] {
            let mut bf = vec![json!({"card": "Urborg, Tomb of Yawgmoth", "label": "urborg"}), json!({"card": "Forest", "label": "forest"})];
            let m = json!({"card": moon, "label": "moon"});
            if moon_first {
                bf.insert(0, m);
            } else {
                bf.push(m);
            }
            let t = game(json!(bf));
            let at = format!("{moon}, first: {moon_first}");
            assert_eq!(subtypes(&t, "urborg"), ["Mountain"], "{at}");
            assert_eq!(mana_abilities(&t, "urborg"), ["R"], "{at}");
            assert_eq!(subtypes(&t, "forest"), ["Forest"], "{at}: Urborg's effect no longer exists");
            assert_eq!(mana_abilities(&t, "forest"), ["G"], "{at}");
        }
    }
}

/// An Aura that sets Urborg's land type takes its ability away: no other land is a Swamp.
#[test]
fn r305_7_evil_presence_or_seas_claim_on_urborg_ends_its_effect() {
    for (aura, kind) in [("Evil Presence", "Swamp"), ("Sea's Claim", "Island")] {
        let t = game(json!([
            {"card": "Mountain", "label": "mountain"}, {"card": "Urborg, Tomb of Yawgmoth", "label": "urborg"},
            {"card": aura, "attached_to": "urborg"}
        ]));
        assert_eq!(subtypes(&t, "urborg"), [kind], "{aura}");
        assert_eq!(subtypes(&t, "mountain"), ["Mountain"], "{aura}: Urborg's effect is gone");
        assert_eq!(mana_abilities(&t, "mountain"), ["R"], "{aura}");
    }
}

/// The intrinsic ability is an ability like any other from layer 6 on:
/// Humility's "lose all abilities" takes Dryad Arbor's.
#[test]
fn r305_6_an_intrinsic_mana_ability_is_lost_with_all_abilities() {
    let t = game(json!([{"card": "Humility"}, {"card": "Dryad Arbor", "label": "arbor"}, {"card": "Forest", "label": "forest"}]));
    assert!(mana_abilities(&t, "arbor").is_empty(), "Dryad Arbor is a creature: Humility removes its G ability");
    assert_eq!(mana_abilities(&t, "forest"), ["G"], "the Forest is no creature");
}

/// Living Lands makes Forests creatures; a Forest that Sea's Claim makes an
/// Island is no longer one (its effect depends on the Aura's, 613.7a), in
/// either order of the two enchantments.
#[test]
fn r613_7_living_lands_waits_for_seas_claim() {
    for living_first in [true, false] {
        let mut bf = vec![json!({"card": "Forest", "label": "forest"}), json!({"card": "Sea's Claim", "attached_to": "forest"}), json!({"card": "Forest", "label": "other"})];
        if living_first {
            bf.insert(0, json!({"card": "Living Lands"}));
        } else {
            bf.push(json!({"card": "Living Lands"}));
        }
        let t = game(json!(bf));
        assert!(!t.g().chars(t.id("forest")).unwrap().is_creature(), "living first: {living_first}");
        assert!(t.g().chars(t.id("other")).unwrap().is_creature(), "living first: {living_first}");
    }
}

/// Validation: "set_land_types" names land types only.
#[test]
fn r305_7_set_land_types_names_only_land_types() {
    let bad = json!([{"name": "Bad Moon (test card)", "types": ["Enchantment"],
        "abilities": [set_land_types_static(json!({"types": ["Land"]}), &["Goblin"], "Lands are Goblins.")]}]);
    let err = stackwise::cards::CardPool::parse_defs(&bad.to_string(), "test").unwrap_err();
    assert!(err.contains("Goblin") && err.contains("set_land_types"), "{err}");
}
