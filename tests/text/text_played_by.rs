//! "[Permanents] played by your opponents enter the battlefield tapped":
//! only what an opponent cast as a spell (601.2) or played as a land (305.1)
//! enters tapped (614.12); a permanent put onto the battlefield by an effect
//! was not played, whoever controls it.
//!
//! Cards (their text as the table prints it):
//! - Kismet {3}{W}: "Artifacts, creatures, and lands played by your
//!   opponents enter the battlefield tapped."
//! - Uphill Battle {2}{R}: "Creatures played by your opponents enter the
//!   battlefield tapped."
//! - Zombify {3}{B}: "Return target creature card from your graveyard to the
//!   battlefield."
//! - Grizzly Bears {1}{G} 2/2, Forest, Swamp.

use crate::common;
use common::T;
use serde_json::{json, Value};

const CARDS: &[&str] = &["Kismet", "Uphill Battle", "Zombify", "Grizzly Bears"];

fn game(alice: Value, bob_bf: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    let mut a = alice;
    a["name"] = "Alice".into();
    a["library"] = json!(["Forest", "Forest"]);
    T::new(json!({"cards": cards, "players": [a, {"name": "Bob", "battlefield": bob_bf, "library": ["Forest", "Forest"]}],
        "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn tapped(t: &T, label: &str) -> bool {
    t.g().objects[&t.id(label)].tapped
}

#[test]
fn r614_12_kismet_taps_the_spells_and_lands_an_opponent_plays() {
    let alice = json!({"battlefield": ["Forest", "Forest"], "hand": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Forest", "label": "forest"}]});
    let mut t = game(alice, json!(["Kismet"]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bears", "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("bears"), "battlefield");
    assert!(tapped(&t, "bears"), "a creature spell Bob's opponent cast");
    t.act(json!({"action": "play_land", "player": 0, "card": "@forest"}));
    assert!(tapped(&t, "forest"), "a land Bob's opponent played");
}

#[test]
fn r614_12_kismet_leaves_its_controllers_own_plays_untapped() {
    let alice = json!({"battlefield": ["Kismet", "Forest", "Forest"], "hand": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Forest", "label": "forest"}]});
    let mut t = game(alice, json!([]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bears", "auto_pay": true}));
    t.pass_all();
    assert!(!tapped(&t, "bears"));
    t.act(json!({"action": "play_land", "player": 0, "card": "@forest"}));
    assert!(!tapped(&t, "forest"));
}

#[test]
fn r614_12_a_creature_returned_by_an_effect_was_not_played() {
    // Zombify (a sorcery: not an artifact, creature or land) puts the Bears onto the
    // battlefield; nobody cast them, so Kismet and Uphill Battle leave them untapped.
    let alice = json!({"battlefield": ["Swamp", "Swamp", "Swamp", "Swamp"], "hand": [{"card": "Zombify", "label": "zombify"}], "graveyard": [{"card": "Grizzly Bears", "label": "bears"}]});
    let mut t = game(alice, json!(["Kismet", "Uphill Battle"]));
    let bears = t.id("bears").0;
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@zombify", "targets": [{"object": bears}], "auto_pay": true}));
    t.pass_all();
    let bears = t.g().objects.values().find(|o| o.def.name == "Grizzly Bears").map(|o| (o.zone, o.tapped));
    assert_eq!(bears, Some((stackwise::rules::Zone::Battlefield, false)));
}

#[test]
fn r614_12_uphill_battle_taps_creatures_only() {
    let alice = json!({"battlefield": ["Forest", "Forest"], "hand": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Forest", "label": "forest"}]});
    let mut t = game(alice, json!(["Uphill Battle"]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bears", "auto_pay": true}));
    t.pass_all();
    assert!(tapped(&t, "bears"));
    t.act(json!({"action": "play_land", "player": 0, "card": "@forest"}));
    assert!(!tapped(&t, "forest"), "a land is not a creature");
}
