//! 603.2, 303.4: "Whenever enchanted [permanent] [does something], its
//! controller [loses life / gets a poison counter]": the player is the
//! controller of the permanent the Aura is attached to, not the Aura's
//! controller. Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Contaminated Ground {1}{B}, Aura: "Enchant land / Enchanted land is a
//!   Swamp. / Whenever enchanted land becomes tapped, its controller loses 2
//!   life."
//! - Nettling Curse {2}{B}, Aura: "Enchant creature / Whenever enchanted
//!   creature attacks or blocks, its controller loses 3 life. / {1}{R}:
//!   Enchanted creature attacks this turn if able."
//! - Ragged Veins {1}{B}, Aura: "Flash / Enchant creature / Whenever
//!   enchanted creature is dealt damage, its controller loses that much life."
//! - Relic Putrescence {2}{B}, Aura: "Enchant artifact / Whenever enchanted
//!   artifact becomes tapped, its controller gets a poison counter."
//! - Forest, Grizzly Bears {1}{G} 2/2, Lightning Bolt {R}, Mind Stone {2}
//!   ("{T}: Add {C} to your mana pool. ...").

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::PlayerId;

const CARDS: &[&str] = &["Contaminated Ground", "Nettling Curse", "Ragged Veins", "Relic Putrescence", "Grizzly Bears", "Lightning Bolt", "Mind Stone"];

/// Alice controls the Aura, on Bob's `host`; it is Bob's turn (`active` 1) or Alice's.
fn game(aura: &str, host: &str, active: u8) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": [{"card": aura, "attached_to": "host"}], "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "library": ["Island", "Island"]},
        {"name": "Bob", "battlefield": [{"card": host, "label": "host"}], "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": active, "step": "precombat_main"}}))
}

#[test]
fn r603_2_a_tapped_land_or_artifact_costs_its_controller() {
    let mut t = game("Contaminated Ground", "Forest", 1);
    // Bob taps the land (a Swamp now) for mana.
    t.act(json!({"action": "activate_ability", "player": 1, "source": "@host", "ability": 0}));
    resolve_stack(&mut t);
    assert_eq!((t.life(0), t.life(1)), (20, 18), "Bob, the land's controller, loses 2");
    let mut t = game("Relic Putrescence", "Mind Stone", 1);
    t.act(json!({"action": "activate_ability", "player": 1, "source": "@host", "ability": 0}));
    resolve_stack(&mut t);
    assert_eq!((t.g().player(PlayerId(0)).poison, t.g().player(PlayerId(1)).poison), (0, 1));
}

#[test]
fn r603_2_the_enchanted_creatures_controller_pays_for_its_attack_or_damage() {
    let mut t = game("Nettling Curse", "Grizzly Bears", 1);
    to_decision(&mut t);
    t.act(json!({"action": "declare_attackers", "player": 1, "attackers": [{"attacker": "@host", "target": {"player": 0}}]}));
    resolve_stack(&mut t);
    assert_eq!(t.life(1), 17, "Bob's attacking Bears: Bob loses 3");
    assert_eq!(t.life(0), 20);
    // Ragged Veins: Alice bolts the Bears; Bob loses the 3 it was dealt.
    let mut t = game("Ragged Veins", "Grizzly Bears", 0);
    cast_with(&mut t, 0, "bolt", "{R}", json!([{"object": "@host"}]));
    resolve_stack(&mut t);
    assert_eq!((t.life(0), t.life(1)), (20, 17));
}
