//! 602.2b: "Exile [this]" in an activated ability's cost: the permanent
//! leaves for exile as the cost is paid, before the ability resolves, and
//! stays there whatever happens to the ability. Compiled from the cards'
//! text.
//!
//! Cards (their text as the table prints it):
//! - Brittle Effigy {1}, Artifact: "{4}, {T}, Exile Brittle Effigy: Exile
//!   target creature."
//! - Feldon's Cane {1}, Artifact: "{T}, Exile Feldon's Cane: Shuffle your
//!   graveyard into your library."
//! - Grizzly Bears {1}{G}, 2/2; Lightning Bolt {R}.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::{ManaPool, PlayerId, Zone};

const CARDS: &[&str] = &["Brittle Effigy", "Feldon's Cane", "Grizzly Bears", "Lightning Bolt"];

fn game(alice_bf: Value, alice_graveyard: Value, bob_bf: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    T::new(json!({
        "cards": cards,
        "players": [
            {"name": "Alice", "battlefield": alice_bf, "graveyard": alice_graveyard, "library": ["Island", "Island"]},
            {"name": "Bob", "battlefield": bob_bf, "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "library": ["Island", "Island"]}
        ]}))
}

fn zone_of(t: &T, name: &str) -> Option<Zone> {
    t.g().objects.values().find(|o| o.def.name == name).map(|o| o.zone)
}

#[test]
fn r602_2b_brittle_effigy_is_exiled_as_the_cost_is_paid() {
    let mut t = game(json!([{"card": "Brittle Effigy", "label": "effigy"}]), json!([]), json!([{"card": "Grizzly Bears", "label": "bears"}]));
    t.gm().players[0].pool = ManaPool::parse("{4}").unwrap();
    let bears = t.id("bears");
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@effigy", "ability": 0, "targets": [{"object": bears.0}], "auto_pay": true}));
    assert_eq!(zone_of(&t, "Brittle Effigy"), Some(Zone::Exile), "exiled before the ability resolves");
    assert_eq!(t.g().stack.len(), 1);
    t.pass_all();
    assert_eq!(zone_of(&t, "Grizzly Bears"), Some(Zone::Exile));
}

/// The cost stays paid when the ability does nothing: its target is gone.
#[test]
fn r608_2b_brittle_effigy_stays_exiled_when_its_target_is_gone() {
    let mut t = game(json!([{"card": "Brittle Effigy", "label": "effigy"}]), json!([]), json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Mountain"}]));
    t.gm().players[0].pool = ManaPool::parse("{4}").unwrap();
    let bears = t.id("bears");
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@effigy", "ability": 0, "targets": [{"object": bears.0}], "auto_pay": true}));
    // Bob answers: his own Bolt on his Bears.
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"object": bears.0}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(zone_of(&t, "Grizzly Bears"), Some(Zone::Graveyard(PlayerId(1))));
    assert_eq!(zone_of(&t, "Brittle Effigy"), Some(Zone::Exile));
}

#[test]
fn r602_2b_feldons_cane_leaves_then_the_graveyard_is_shuffled_in() {
    let mut t = game(json!([{"card": "Feldon's Cane", "label": "cane"}]), json!([{"card": "Grizzly Bears"}, {"card": "Lightning Bolt"}]), json!([]));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@cane", "ability": 0}));
    assert_eq!(zone_of(&t, "Feldon's Cane"), Some(Zone::Exile));
    t.pass_all();
    let alice = t.g().player(PlayerId(0));
    assert!(alice.graveyard.is_empty(), "the Cane went to exile, not to the graveyard");
    assert_eq!(alice.library.len(), 4);
}
