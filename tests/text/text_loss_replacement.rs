//! "If you would lose the game, instead [instructions]." (614.1a: the loss
//! of 104.3 / 704.5a is replaced; the controller follows the instructions)
//! and "shuffle your hand, your graveyard, and all permanents you own into
//! your library" (701.16: the cards move together, then the library is
//! shuffled), with three instructions in one sentence ("X, then Y and Z").
//!
//! Cards (their text as the table prints it):
//! - Lich's Mirror {5}: "If you would lose the game, instead shuffle your
//!   hand, your graveyard, and all permanents you own into your library,
//!   then draw seven cards and your life total becomes 20."
//! - Archangel's Light {7}{W}: "You gain 2 life for each card in your
//!   graveyard, then shuffle your graveyard into your library."
//! - Shock {R}: "Shock deals 2 damage to target creature or player."
//! - Grizzly Bears {1}{G} 2/2, Mountain, Plains, Island.

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::PlayerId;

fn game(cards: &[&str], alice: Value) -> T {
    let cards: Vec<Value> = cards.iter().map(|n| compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [alice, {"name": "Bob", "library": ["Island", "Island", "Island"]}],
        "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn library_len(t: &T, p: u8) -> usize {
    t.g().player(PlayerId(p)).library.len()
}

/// Alice at 2 life Shocks herself: 704.5a would make her lose; instead her
/// hand (1 card), graveyard (2, then the Shock: 3) and permanents (Mirror,
/// Mountain, Bears: 3) go into her library of 5, she draws seven and her
/// life total becomes 20.
#[test]
fn r614_1a_lichs_mirror_replaces_the_loss() {
    let alice = json!({"name": "Alice", "life": 2,
        "hand": [{"card": "Shock", "label": "shock"}, "Plains"],
        "graveyard": ["Island", "Island"],
        "battlefield": [{"card": "Lich's Mirror", "label": "mirror"}, "Mountain", {"card": "Grizzly Bears", "label": "bears"}],
        "library": ["Island", "Island", "Island", "Island", "Island"]});
    let mut t = game(&["Lich's Mirror", "Shock", "Grizzly Bears"], alice);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@shock", "targets": [{"player": 0}], "auto_pay": true}));
    let ev = t.pass_all();
    assert!(cites(&ev, "614.1a"), "the loss is replaced");
    assert!(t.g().winners.is_none(), "Alice has not lost");
    assert_eq!(t.life(0), 20);
    assert_eq!(hand(&t).len(), 7);
    // 5 in the library + 1 in hand + 3 in the graveyard + 3 permanents, 7 drawn.
    assert_eq!(library_len(&t, 0), 5 + 1 + 3 + 3 - 7);
    assert!(t.g().player(PlayerId(0)).graveyard.is_empty());
    assert!(t.g().battlefield.is_empty(), "all permanents Alice owns went");
    assert!(matches!(t.zone("mirror").as_str(), "library" | "hand"));
}

/// Without a loss to replace, Lich's Mirror does nothing: Alice at 5 after
/// a Shock keeps her cards.
#[test]
fn r614_1a_lichs_mirror_only_replaces_a_loss() {
    let alice = json!({"name": "Alice", "life": 5, "hand": [{"card": "Shock", "label": "shock"}],
        "battlefield": [{"card": "Lich's Mirror", "label": "mirror"}, "Mountain"], "library": ["Island", "Island"]});
    let mut t = game(&["Lich's Mirror", "Shock"], alice);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@shock", "targets": [{"player": 0}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.life(0), 3);
    assert_eq!(t.zone("mirror"), "battlefield");
    assert_eq!(library_len(&t, 0), 2);
}

/// Archangel's Light: 2 life for each of the 3 cards in the graveyard, then
/// the graveyard is shuffled into the library (the spell itself is still on
/// the stack as it resolves, 608.2m: it goes to the graveyard afterwards).
#[test]
fn r701_16_archangels_light_shuffles_your_graveyard_into_your_library() {
    let alice = json!({"name": "Alice", "mana_pool": "7W", "hand": [{"card": "Archangel's Light", "label": "light"}],
        "graveyard": ["Island", "Island", "Plains"], "library": ["Island"]});
    let mut t = game(&["Archangel's Light"], alice);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@light", "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.life(0), 26);
    assert_eq!(library_len(&t, 0), 4);
    assert_eq!(t.zone("light"), "graveyard");
}
