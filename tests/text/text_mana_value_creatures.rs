//! "[is / becomes] an artifact creature with power and toughness each equal
//! to its converted mana cost", compiled from the printed text: its card
//! types become artifact and creature (205.1b, layer 4) and each object's
//! base power and toughness is its own converted mana cost (layer 7b), read
//! for each object as the effect applies to it. As a static ability its
//! subject is "Each [noun]"; in an instruction it lasts until end of turn.
//!
//! Cards (their text as the table prints it):
//! - March of the Machines {3}{U}: "Each noncreature artifact is an artifact
//!   creature with power and toughness each equal to its converted mana cost."
//! - Karn's Touch {U}{U}: "Target noncreature artifact becomes an artifact
//!   creature with power and toughness each equal to its converted mana cost
//!   until end of turn."
//! - Karn, Silver Golem {5} 4/4: "Whenever Karn, Silver Golem blocks or
//!   becomes blocked, it gets -4/+4 until end of turn. / {1}: Target
//!   noncreature artifact becomes an artifact creature with power and
//!   toughness each equal to its converted mana cost until end of turn."
//! - Opalescence {2}{W}{W}: "Each other non-Aura enchantment is a creature in
//!   addition to its other types and has base power and base toughness each
//!   equal to its converted mana cost." (its types added to, not replaced)
//! - Dingus Egg {4}, Howling Mine {2}, Mox Pearl {0}, Ornithopter {0} 0/2,
//!   Glorious Anthem {1}{W}{W}, Pacifism {1}{W}.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::CardType;

const CARDS: [&str; 10] = ["Opalescence", "Glorious Anthem", "Pacifism", "March of the Machines", "Karn's Touch", "Karn, Silver Golem", "Dingus Egg", "Howling Mine", "Mox Pearl", "Ornithopter"];

fn game(alice_bf: Value, bob_bf: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": [{"card": "Karn's Touch", "label": "touch"}], "mana_pool": "UUU", "library": ["Island", "Island"]},
        {"name": "Bob", "battlefield": bob_bf, "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

/// Power, toughness, and whether it is a creature.
fn creature(t: &T, label: &str) -> Option<(i32, i32)> {
    let c = t.g().chars(t.id(label)).expect("on the battlefield");
    c.types.contains(&CardType::Creature).then(|| (c.power.unwrap_or(-99), c.toughness.unwrap_or(-99)))
}

/// Everyone passes until Bob's turn begins (Alice's "until end of turn" effects end, 514.2).
fn to_next_turn(t: &mut T) {
    for _ in 0..40 {
        if t.g().turn.number > 2 {
            return;
        }
        if t.pass_all().is_empty() && t.g().pending.is_some() {
            t.act(json!({"action": "declare_attackers", "player": 0, "attackers": []}));
        }
    }
    panic!("Bob's turn never came");
}

#[test]
fn march_of_the_machines_animates_each_noncreature_artifact_at_its_own_cost() {
    let bf = json!(["March of the Machines", {"card": "Dingus Egg", "label": "egg"}, {"card": "Ornithopter", "label": "thopter"}, {"card": "Mox Pearl", "label": "mox"}]);
    let mut t = game(bf, json!([{"card": "Howling Mine", "label": "mine"}]));
    t.pass_all();
    assert_eq!(creature(&t, "egg"), Some((4, 4)));
    assert_eq!(creature(&t, "mine"), Some((2, 2)), "every player's artifacts");
    assert_eq!(creature(&t, "thopter"), Some((0, 2)), "already a creature: its own numbers");
    assert_eq!(t.zone("mox"), "graveyard", "a 0/0 creature (704.5f)");
}

#[test]
fn karns_touch_and_karn_animate_one_artifact_until_end_of_turn() {
    let mut t = game(json!([{"card": "Dingus Egg", "label": "egg"}, {"card": "Howling Mine", "label": "mine"}, {"card": "Karn, Silver Golem", "label": "karn"}]), json!([]));
    assert_eq!(creature(&t, "egg"), None);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@touch", "targets": [{"object": "@egg"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(creature(&t, "egg"), Some((4, 4)));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@karn", "ability": 1, "targets": [{"object": "@mine"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(creature(&t, "mine"), Some((2, 2)));
    to_next_turn(&mut t);
    assert_eq!(creature(&t, "egg"), None, "until end of turn");
    assert_eq!(creature(&t, "mine"), None);
}

#[test]
fn opalescence_adds_the_creature_type_to_each_other_non_aura_enchantment() {
    let bf = json!([{"card": "Opalescence", "label": "opal"}, {"card": "Glorious Anthem", "label": "anthem"}, {"card": "Grizzly Bears", "label": "bears"}, {"card": "Pacifism", "label": "pacifism", "attached_to": "bears"}]);
    let t = game(bf, json!([]));
    assert_eq!(creature(&t, "anthem"), Some((4, 4)), "3/3 from its cost, +1/+1 from itself");
    assert!(t.g().chars(t.id("anthem")).unwrap().types.contains(&CardType::Enchantment), "still an enchantment");
    assert_eq!(creature(&t, "opal"), None, "not itself");
    assert_eq!(creature(&t, "pacifism"), None, "not an Aura");
    assert_eq!(creature(&t, "bears"), Some((3, 3)));
}
