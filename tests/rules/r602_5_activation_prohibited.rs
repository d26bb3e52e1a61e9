//! 602.5 (reference rules): a player can't begin to activate an ability
//! that's prohibited from being activated. An Aura's "its activated abilities
//! can't be activated" prohibits every activated ability of the permanent it
//! enchants, mana abilities included, while it is attached; the abilities
//! are not offered, an activation is refused with the state unchanged, and
//! auto-pay doesn't use such a permanent's mana.
//!
//! Cards (as printed):
//! - Arrest {2}{W} Aura: "Enchant creature / Enchanted creature can't attack
//!   or block, and its activated abilities can't be activated."
//! - Stupefying Touch {1}{U} Aura: "Enchant creature / When Stupefying Touch
//!   enters the battlefield, draw a card. / Enchanted creature's activated
//!   abilities can't be activated."
//! - Prodigal Sorcerer {2}{U} 1/1: "{T}: Prodigal Sorcerer deals 1 damage to
//!   target creature or player."
//! - Llanowar Elves {G} 1/1: "{T}: Add {G} to your mana pool."
//! - Disenchant {1}{W} Instant: "Destroy target artifact or enchantment."
//! - Grizzly Bears {1}{G} 2/2, basic lands.

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::legal::LegalAction;

fn cards() -> Vec<Value> {
    ["Arrest", "Stupefying Touch", "Prodigal Sorcerer", "Llanowar Elves", "Disenchant", "Grizzly Bears"].iter().map(|n| compiled(n)).collect()
}

fn game(battlefield: Value, hand: Value) -> T {
    T::new(json!({"cards": cards(), "players": [
        {"name": "Alice", "library": vec!["Island"; 10], "battlefield": battlefield, "hand": hand},
        {"name": "Bob", "library": vec!["Island"; 10]}],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

fn offered(t: &T, label: &str) -> bool {
    let id = t.id(label);
    t.g().legal_actions().into_iter().any(|a| matches!(a, LegalAction::Activate { source, .. } if source == id))
}

fn ping() -> Value {
    json!({"action": "activate_ability", "player": 0, "source": "@sorc", "ability": 0, "targets": [{"player": 1}]})
}

/// Each Aura on Prodigal Sorcerer: its ability is neither offered nor
/// activated (602.5, named with the Aura), the game unchanged; once Arrest is
/// destroyed, it may be activated again.
#[test]
fn r602_5_an_auras_ban_on_an_enchanted_creatures_ability() {
    for aura in ["Arrest", "Stupefying Touch"] {
        let mut t = game(json!([{"card": "Prodigal Sorcerer", "label": "sorc"}, {"card": aura, "label": "aura", "attached_to": "sorc"}, "Plains", "Plains"]), json!([{"card": "Disenchant", "label": "dis"}]));
        assert!(!offered(&t, "sorc"), "{aura}: not offered");
        let before = serde_json::to_string(t.g()).unwrap();
        let e = t.try_act(ping()).unwrap_err().to_string();
        assert!(e.contains("602.5") && e.contains(aura), "{aura}: {e}");
        assert_eq!(serde_json::to_string(t.g()).unwrap(), before, "{aura}: the refused activation changed nothing");
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@dis", "targets": [{"object": "@aura"}], "auto_pay": true}));
        t.pass_all();
        assert_eq!(t.zone("aura"), "graveyard");
        assert!(offered(&t, "sorc"), "{aura} gone: offered again");
        t.act(ping());
        t.pass_all();
        assert_eq!(t.life(1), 19);
    }
}

/// Mana abilities too: Stupefying Touch on Llanowar Elves; its mana ability
/// is refused, and auto-pay can't use it (a Forest and the Elves don't pay
/// for Grizzly Bears); the same Elves without the Aura pays.
#[test]
fn r602_5_a_banned_mana_ability_is_not_used_to_pay() {
    let mut t = game(json!([{"card": "Llanowar Elves", "label": "elves"}, {"card": "Stupefying Touch", "attached_to": "elves"}, "Forest"]), json!([{"card": "Grizzly Bears", "label": "bears"}]));
    let e = t.try_act(json!({"action": "activate_ability", "player": 0, "source": "@elves", "ability": 0})).unwrap_err().to_string();
    assert!(e.contains("602.5"), "{e}");
    let e = t.try_act(json!({"action": "cast_spell", "player": 0, "card": "@bears", "targets": [], "auto_pay": true})).unwrap_err().to_string();
    assert!(e.contains("can't pay"), "{e}");
    let e = t.try_act(json!({"action": "cast_spell", "player": 0, "card": "@bears", "targets": [], "mana_abilities": [{"source": "@elves", "ability": 0}]})).unwrap_err().to_string();
    assert!(e.contains("602.5"), "named in the payment: refused ({e})");

    let mut t = game(json!([{"card": "Llanowar Elves", "label": "elves"}, "Forest"]), json!([{"card": "Grizzly Bears", "label": "bears"}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bears", "targets": [], "auto_pay": true}));
    assert!(t.g().obj(t.id("elves")).unwrap().tapped, "the Elves paid");
}
