//! Split second (702.60a of the reference rules): while a spell with split
//! second is on the stack, players can't cast other spells or activate
//! abilities that aren't mana abilities; mana abilities and triggered
//! abilities work as usual.
//!
//! Real cards, compiled from their printed text:
//! - Sudden Shock {1}{R}: "Split second. Sudden Shock deals 2 damage to target creature or player."
//! - Krosan Grip {2}{G}: "Split second. Destroy target artifact or enchantment."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::legal::LegalAction;
use stackwise::rules::*;

fn cards() -> Value {
    json!([card_table::compiled("Sudden Shock"), card_table::compiled("Krosan Grip")])
}

fn game(alice_hand: Value, bob: Value, bob_hand: Value) -> T {
    T::new(json!({"cards": cards(), "players": [
        {"name": "Alice", "battlefield": ["Mountain", "Mountain", "Forest", "Forest", "Forest"], "hand": alice_hand, "library": ["Island", "Island"]},
        {"name": "Bob", "battlefield": bob, "hand": bob_hand, "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

#[test]
fn r702_60a_sudden_shock_leaves_only_mana_abilities() {
    let mut t = game(
        json!([{"card": "Sudden Shock", "label": "shock"}]),
        json!([{"card": "Llanowar Elves", "label": "elves"}, {"card": "Grizzly Bears", "label": "bears"}, "Forest"]),
        json!([{"card": "Giant Growth", "label": "growth"}]),
    );
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@shock", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    // Bob has priority: pass, or tap Llanowar Elves for mana; not Giant Growth.
    let legal = t.g().legal_actions();
    assert!(legal.iter().all(|a| matches!(a, LegalAction::Pass { .. } | LegalAction::Activate { mana_ability: true, .. })), "{legal:?}");
    assert!(legal.iter().any(|a| matches!(a, LegalAction::Activate { mana_ability: true, .. })), "the Elves' mana ability is still there");
    let before = t.g().clone();
    let err = t.try_act(json!({"action": "cast_spell", "player": 1, "card": "@growth", "targets": [{"object": "@bears"}], "auto_pay": true})).unwrap_err().to_string();
    assert!(err.contains("702.60a") && err.contains("Sudden Shock"), "{err}");
    assert_eq!(t.g(), &before);
    t.act(json!({"action": "activate_ability", "player": 1, "source": "@elves", "ability": 0}));
    assert_eq!(t.g().player(PlayerId(1)).pool.total(), 1, "a mana ability still works");
    t.pass_all();
    assert_eq!(t.zone("bears"), "graveyard");
    // The stack is empty: Giant Growth can be cast again.
    t.act(json!({"action": "pass_priority", "player": 0}));
    assert!(t.g().legal_actions().iter().any(|a| matches!(a, LegalAction::Cast { .. })));
}

#[test]
fn r702_60a_krosan_grip_stops_an_activated_ability_that_isnt_a_mana_ability() {
    // Despotic Scepter: "{T}: Destroy target permanent you own." Bob can't destroy his own
    // Bonesplitter in response to Krosan Grip, nor cast Counterspell.
    let mut t = game(
        json!([{"card": "Krosan Grip", "label": "grip"}]),
        json!([{"card": "Despotic Scepter", "label": "scepter"}, {"card": "Bonesplitter", "label": "splitter"}, "Island", "Island"]),
        json!([{"card": "Counterspell", "label": "counter"}]),
    );
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@grip", "targets": [{"object": "@splitter"}], "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    let before = t.g().clone();
    let err = t.try_act(json!({"action": "activate_ability", "player": 1, "source": "@scepter", "ability": 0, "targets": [{"object": "@splitter"}]})).unwrap_err().to_string();
    assert!(err.contains("702.60a") && err.contains("Krosan Grip"), "{err}");
    let grip = t.id("grip");
    let err = t.try_act(json!({"action": "cast_spell", "player": 1, "card": "@counter", "targets": [{"object": grip.0}], "auto_pay": true})).unwrap_err().to_string();
    assert!(err.contains("702.60a"), "{err}");
    assert_eq!(t.g(), &before);
    t.pass_all();
    assert_eq!(t.zone("splitter"), "graveyard");
}
