//! "Whenever a [noun] deals [combat] damage to you, ..." (603.2): the player
//! dealt damage is the ability's controller; "it" is the source (603.2, the
//! event's object).
//!
//! Cards (their text as the table prints it):
//! - No Mercy {2}{B}{B}, Enchantment: "Whenever a creature deals damage to
//!   you, destroy it."
//! - Dissipation Field {2}{U}{U}, Enchantment: "Whenever a permanent deals
//!   damage to you, return it to its owner's hand."
//! - Ashnod (Vanguard, +1 hand, −8 life): "Whenever a creature deals damage
//!   to you, destroy it."
//! - Grizzly Bears {1}{G} 2/2.

use crate::common;
use common::*;
use serde_json::{json, Value};

fn combat(cards: &[&str], alice: Value, bob: Value) -> T {
    let defs: Vec<Value> = cards.iter().map(|n| card_table::compiled(n)).collect();
    let mut a = alice;
    a["name"] = json!("Alice");
    a["library"] = json!(["Island", "Island", "Island"]);
    let mut b = bob;
    b["name"] = json!("Bob");
    b["library"] = json!(["Island", "Island", "Island"]);
    T::new(json!({"cards": defs, "players": [a, b], "turn": {"number": 2, "active": 0, "step": "beginning_of_combat"}}))
}

/// Alice's Bears attack Bob unblocked; play on to her second main phase.
fn bears_hit_bob(t: &mut T) {
    t.pass_all();
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@bears", "target": {"player": 1}}]}));
    for _ in 0..12 {
        if t.g().turn.step == stackwise::rules::types::Step::PostcombatMain && t.g().stack.is_empty() {
            break;
        }
        t.pass_all();
    }
    assert_eq!(t.life(1), 18);
}

#[test]
fn r603_2_no_mercy_destroys_the_creature_that_dealt_damage_to_its_controller() {
    let mut t = combat(&["No Mercy", "Grizzly Bears"], json!({"battlefield": [{"card": "Grizzly Bears", "label": "bears"}]}), json!({"battlefield": ["No Mercy"]}));
    bears_hit_bob(&mut t);
    assert_eq!(t.zone("bears"), "graveyard");
    // Alice's own No Mercy: the damage was dealt to Bob, not to her.
    let mut t = combat(&["No Mercy", "Grizzly Bears"], json!({"battlefield": ["No Mercy", {"card": "Grizzly Bears", "label": "bears"}]}), json!({}));
    bears_hit_bob(&mut t);
    assert_eq!(t.zone("bears"), "battlefield");
}

#[test]
fn r603_2_dissipation_field_returns_the_permanent_to_its_owners_hand() {
    let mut t = combat(&["Dissipation Field", "Grizzly Bears"], json!({"battlefield": [{"card": "Grizzly Bears", "label": "bears"}]}), json!({"battlefield": ["Dissipation Field"]}));
    bears_hit_bob(&mut t);
    assert_eq!(t.zone("bears"), "hand");
}

#[test]
fn r902_7_ashnod_destroys_from_the_command_zone() {
    let mut t = combat(&["Ashnod", "Grizzly Bears"], json!({"battlefield": [{"card": "Grizzly Bears", "label": "bears"}]}), json!({"life": 20, "command": ["Ashnod"]}));
    bears_hit_bob(&mut t);
    assert_eq!(t.zone("bears"), "graveyard");
}
