//! Abilities granted in quotation marks (613.1f) whose instructions are
//! written in another wording the writer knows ("You draw a card." beside
//! "Draw a card."): read by the same readers as a printed line, the wording
//! kept with the card's layout; the granted ability's "you" is the player who
//! controls the object that has it and activates it (602.2, 109.5).
//!
//! Cards (their text as the table prints it):
//! - Quicksilver Dagger {1}{U}{R} Aura: "Enchant creature / Enchanted
//!   creature has "{T}: This creature deals 1 damage to target player. You
//!   draw a card.""
//! - Animal Boneyard {2}{G} Aura: "Enchant land / Enchanted land has "{T},
//!   Sacrifice a creature: You gain life equal to the sacrificed creature's
//!   toughness.""
//! - Grizzly Bears {1}{G} 2/2, Hill Giant {3}{R} 3/3, Forest.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::legal::LegalAction;
use stackwise::rules::types::PlayerId;

fn game(alice_bf: Value, bob_bf: Value) -> T {
    common::card_table::compiled_game(&["Quicksilver Dagger", "Animal Boneyard"], alice_bf, json!([]), bob_bf)
}

/// The granted ability of `label` offered to player `p` (its index and words).
fn granted(t: &T, p: u8, label: &str) -> Option<(usize, String)> {
    let id = t.id(label);
    t.g().legal_actions().into_iter().find_map(|a| match a {
        LegalAction::Activate { player, source, ability, text, .. } if source == id && player == PlayerId(p) && text.contains("{T}") && !text.contains("Add") => Some((ability, text)),
        _ => None,
    })
}

fn hand(t: &T, p: u8) -> usize {
    t.g().player(PlayerId(p)).hand.len()
}

/// 602.2: Alice's enchanted Bears deal 1 damage to Bob and Alice draws.
#[test]
fn r602_2_quicksilver_dagger_deals_1_damage_and_you_draw() {
    let mut t = game(json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Quicksilver Dagger", "attached_to": "bears"}]), json!([]));
    let (ability, text) = granted(&t, 0, "bears").expect("the enchanted creature has the ability");
    assert_eq!(text, "{T}: This creature deals 1 damage to target player. You draw a card.");
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@bears", "ability": ability, "targets": [{"player": 1}], "auto_pay": true}));
    t.pass_all();
    assert_eq!((t.life(0), t.life(1)), (20, 19));
    assert_eq!((hand(&t, 0), hand(&t, 1)), (1, 0));
    assert!(t.g().obj(t.id("bears")).unwrap().tapped);
}

/// 109.5: on Bob's creature the ability is Bob's: he activates it and draws; Alice can't.
#[test]
fn r109_5_the_dagger_on_an_opponents_creature_draws_for_its_controller() {
    let mut t = game(json!([{"card": "Quicksilver Dagger", "attached_to": "giant"}]), json!([{"card": "Hill Giant", "label": "giant"}]));
    assert!(granted(&t, 0, "giant").is_none());
    t.act(json!({"action": "pass_priority", "player": 0}));
    let (ability, _) = granted(&t, 1, "giant").expect("Bob controls the Giant and its ability");
    t.act(json!({"action": "activate_ability", "player": 1, "source": "@giant", "ability": ability, "targets": [{"player": 0}], "auto_pay": true}));
    t.pass_all();
    assert_eq!((t.life(0), t.life(1)), (19, 20));
    assert_eq!((hand(&t, 0), hand(&t, 1)), (0, 1));
}

/// 602.2b: the enchanted Forest taps and a Hill Giant is sacrificed: Alice gains its toughness, 3.
#[test]
fn r602_2b_animal_boneyard_gains_the_sacrificed_creatures_toughness() {
    let mut t = game(json!([{"card": "Forest", "label": "forest"}, {"card": "Animal Boneyard", "attached_to": "forest"}, {"card": "Hill Giant", "label": "giant"}]), json!([]));
    let (ability, text) = granted(&t, 0, "forest").expect("the enchanted land has the ability");
    assert_eq!(text, "{T}, Sacrifice a creature: You gain life equal to the sacrificed creature's toughness.");
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@forest", "ability": ability, "auto_pay": true, "sacrifice": ["@giant"]}));
    t.pass_all();
    assert_eq!(t.zone("giant"), "graveyard");
    assert_eq!(t.life(0), 23);
    // Without a creature to sacrifice it can't be activated.
    let t = game(json!([{"card": "Forest", "label": "forest"}, {"card": "Animal Boneyard", "attached_to": "forest"}]), json!([]));
    assert!(granted(&t, 0, "forest").is_none());
}
