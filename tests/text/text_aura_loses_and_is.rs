//! Static abilities that take a keyword away or set a colour, compiled from
//! the printed text: "Enchanted creature loses flying" (613.1f, layer 6: the
//! ability is removed after any that grant it) and "Enchanted creature gets
//! +3/+1 and is black" (105.3, 613.1e, layer 5: the colour replaces the
//! others). They last as long as the Aura is attached.
//!
//! Cards (their text as the table prints it):
//! - Grounded {1}{G} Aura: "Enchant creature / Enchanted creature loses flying."
//! - Tightening Coils {1}{U} Aura: "Enchant creature / Enchanted creature
//!   gets -6/-0 and loses flying."
//! - Sinister Strength {1}{B} Aura: "Enchant creature / Enchanted creature
//!   gets +3/+1 and is black."
//! - Whitewash (test card) {W} Aura: "Enchant creature / Enchanted creature is white."
//! - Gravity Sphere {2}{R}: "All creatures lose flying."; Darkest Hour {B}:
//!   "All creatures are black." (the same clauses for every creature)
//! - Wind Drake {2}{U} 2/2: "Flying"; Serra Angel; Grizzly Bears;
//!   Jump {U}: "Target creature gains flying until end of turn."; Disenchant.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::{Color, Keyword};

fn game(bf: Value) -> T {
    let mut cards: Vec<Value> = ["Grounded", "Tightening Coils", "Sinister Strength", "Wind Drake", "Jump", "Gravity Sphere", "Darkest Hour"].iter().map(|n| card_table::compiled(n)).collect();
    cards.push(json!({"name": "Whitewash (test card)", "mana_cost": "{W}", "type": "Enchantment — Aura", "text": "Enchant creature\nEnchanted creature is white."}));
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": bf, "hand": [{"card": "Jump", "label": "jump"}, {"card": "Disenchant", "label": "disenchant"}], "mana_pool": "UUWW", "library": ["Island", "Island"]},
        {"name": "Bob", "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn flies(t: &T, label: &str) -> bool {
    t.g().chars(t.id(label)).expect("on the battlefield").keywords.contains(&Keyword::Flying)
}

fn pt(t: &T, label: &str) -> (i32, i32) {
    let c = t.g().chars(t.id(label)).expect("object exists");
    (c.power.unwrap_or(-99), c.toughness.unwrap_or(-99))
}

fn cast(t: &mut T, card: &str, target: &str) {
    t.act(json!({"action": "cast_spell", "player": 0, "card": format!("@{card}"), "targets": [{"object": format!("@{target}")}], "auto_pay": true}));
    t.pass_all();
}

#[test]
fn enchanted_creature_loses_flying_until_a_later_effect_grants_it() {
    for (aura, flier, expected) in [("Grounded", "Wind Drake", (2, 2)), ("Grounded", "Serra Angel", (4, 4)), ("Tightening Coils", "Wind Drake", (-4, 2)), ("Tightening Coils", "Serra Angel", (-2, 4))] {
        let mut t = game(json!([{"card": flier, "label": "f"}, {"card": aura, "label": "aura", "attached_to": "f"}]));
        assert!(!flies(&t, "f"), "{aura} on {flier}");
        assert_eq!(pt(&t, "f"), expected, "{aura} on {flier}");
        // Jump's effect is in the same layer with a later timestamp: it applies after
        // the Aura's, and the creature flies until end of turn (613.6).
        cast(&mut t, "jump", "f");
        assert!(flies(&t, "f"), "{aura}: Jump's later effect gives flying back");
        // With the Aura gone, the creature has its printed flying.
        cast(&mut t, "disenchant", "aura");
        assert_eq!(t.zone("aura"), "graveyard");
        assert!(flies(&t, "f"));
    }
}

#[test]
fn enchanted_creature_is_one_colour() {
    let mut t = game(json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Sinister Strength", "label": "aura", "attached_to": "bears"}]));
    let c = t.g().chars(t.id("bears")).unwrap();
    assert!(c.colors.contains(Color::Black) && !c.colors.contains(Color::Green), "black instead of green");
    assert_eq!(pt(&t, "bears"), (5, 3));
    cast(&mut t, "disenchant", "aura");
    let c = t.g().chars(t.id("bears")).unwrap();
    assert!(c.colors.contains(Color::Green) && !c.colors.contains(Color::Black));
    let t = game(json!([{"card": "Wind Drake", "label": "drake"}, {"card": "Whitewash (test card)", "label": "aura", "attached_to": "drake"}]));
    let c = t.g().chars(t.id("drake")).unwrap();
    assert!(c.colors.contains(Color::White) && !c.colors.contains(Color::Blue));
    assert!(flies(&t, "drake"), "its abilities stay");
}

#[test]
fn all_creatures_lose_flying_or_are_black() {
    let t = game(json!(["Gravity Sphere", "Darkest Hour", {"card": "Wind Drake", "label": "drake"}, {"card": "Grizzly Bears", "label": "bears"}]));
    assert!(!flies(&t, "drake"));
    for label in ["drake", "bears"] {
        let c = t.g().chars(t.id(label)).unwrap();
        assert!(c.colors.contains(Color::Black) && !c.colors.contains(Color::Blue) && !c.colors.contains(Color::Green), "{label}");
    }
    let t = game(json!([{"card": "Wind Drake", "label": "drake"}]));
    assert!(flies(&t, "drake"), "without them");
}
