//! 303.4, 608.2c: "enchanted land / artifact / permanent" in an Aura's
//! instructions is the permanent it is attached to, whatever its type.
//! Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Pooling Venom {1}{B}, Aura: "Enchant land / Whenever enchanted land
//!   becomes tapped, its controller loses 2 life. / {3}{B}: Destroy
//!   enchanted land."
//! - Psychic Overload {3}{U}, Aura: "Enchant permanent / When Psychic
//!   Overload enters the battlefield, tap enchanted permanent. / ..."
//! - Forest, Mind Stone {2} (an artifact).

use crate::common;
use common::*;
use serde_json::{json, Value};

fn game(alice: Value, bob: Value) -> T {
    let cards: Vec<Value> = ["Pooling Venom", "Psychic Overload", "Mind Stone"].iter().map(|n| card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice, "hand": [{"card": "Psychic Overload", "label": "overload"}], "library": ["Island", "Island"]},
        {"name": "Bob", "battlefield": bob, "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

#[test]
fn r303_4_pooling_venom_destroys_the_land_it_enchants() {
    let mut t = game(json!([{"card": "Pooling Venom", "label": "venom", "attached_to": "bob_forest"}]), json!([{"card": "Forest", "label": "bob_forest"}, {"card": "Forest", "label": "other"}]));
    t.gm().players[0].pool = stackwise::rules::types::ManaPool::parse("{B}{C}{C}{C}").unwrap();
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@venom", "ability": 1, "auto_pay": true}));
    resolve_stack(&mut t);
    assert_eq!(t.zone("bob_forest"), "graveyard");
    assert_eq!(t.zone("other"), "battlefield");
    assert_eq!(t.zone("venom"), "graveyard", "704.5m: the Aura attached to nothing");
}

#[test]
fn r303_4_psychic_overload_taps_the_permanent_it_enters_attached_to() {
    for host in ["Forest", "Mind Stone"] {
        let mut t = game(json!([]), json!([{"card": host, "label": "host"}, {"card": host, "label": "other"}]));
        cast_with(&mut t, 0, "overload", "{U}{C}{C}{C}", json!([{"object": "@host"}]));
        resolve_stack(&mut t);
        assert!(t.g().objects[&t.id("host")].tapped, "{host}");
        assert!(!t.g().objects[&t.id("other")].tapped, "{host}");
    }
}
