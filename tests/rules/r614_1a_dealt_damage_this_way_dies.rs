//! 614.1a: "If a creature dealt damage this way would die this turn, exile it
//! instead": a replacement effect on each creature the damage instruction
//! before it dealt damage to (after prevention), lasting the turn. A
//! creature whose damage was all prevented is not one of them; a creature
//! that survives the damage and dies later that turn is exiled.
//!
//! Cards (as printed):
//! - Yamabushi's Flame {2}{R} Instant: "Yamabushi's Flame deals 3 damage to
//!   target creature or player. If a creature dealt damage this way would
//!   die this turn, exile it instead."
//! - Yamabushi's Storm {1}{R} Sorcery: "Yamabushi's Storm deals 1 damage to
//!   each creature. If a creature dealt damage this way would die this turn,
//!   exile it instead."
//! - Healing Salve {W} Instant: "Choose one — Target player gains 3 life; or
//!   prevent the next 3 damage that would be dealt to target creature or
//!   player this turn."
//! - Shock {R} Instant: "Shock deals 2 damage to target creature or player."
//! - Grizzly Bears 2/2, Llanowar Elves 1/1, Craw Wurm 6/4, basic lands.

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::{json, Value};

fn cards() -> Vec<Value> {
    ["Yamabushi's Flame", "Yamabushi's Storm", "Healing Salve", "Shock", "Grizzly Bears", "Llanowar Elves", "Craw Wurm"].iter().map(|n| compiled(n)).collect()
}

fn cast(t: &mut T, p: u8, card: &str, targets: Value) {
    t.act(json!({"action": "cast_spell", "player": p, "card": format!("@{card}"), "targets": targets, "auto_pay": true}));
    for _ in 0..4 {
        if t.g().stack.is_empty() {
            break;
        }
        t.pass_all();
    }
}

/// Yamabushi's Flame on Grizzly Bears: exiled, not put into the graveyard.
/// On the Craw Wurm (6/4, survives): Shock later that turn kills it, and it
/// is exiled too.
#[test]
fn r614_1a_yamabushis_flame_exiles_what_it_damaged() {
    let bob = json!({"battlefield": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Craw Wurm", "label": "wurm"}]});
    let mut t = duel(cards(), json!({"hand": [{"card": "Yamabushi's Flame", "label": "f1"}, {"card": "Shock", "label": "shock"}], "battlefield": vec!["Mountain"; 4]}), bob.clone(), (3, 0));
    cast(&mut t, 0, "f1", json!([{"object": "@bears"}]));
    assert_eq!(t.zone("bears"), "exile");

    let mut t = duel(cards(), json!({"hand": [{"card": "Yamabushi's Flame", "label": "f1"}, {"card": "Shock", "label": "shock"}], "battlefield": vec!["Mountain"; 4]}), bob, (3, 0));
    cast(&mut t, 0, "f1", json!([{"object": "@wurm"}]));
    assert_eq!(t.zone("wurm"), "battlefield", "3 damage on a 6/4");
    cast(&mut t, 0, "shock", json!([{"object": "@wurm"}]));
    assert_eq!(t.zone("wurm"), "exile", "it dies later this turn: exiled");
}

/// Yamabushi's Storm: Bob's Llanowar Elves dies of it and is exiled; his
/// Grizzly Bears, shielded by Healing Salve, is dealt no damage, so Shock's
/// lethal damage after puts it into the graveyard.
#[test]
fn r614_1a_a_creature_dealt_no_damage_is_not_covered() {
    let mut t = duel(
        cards(),
        json!({"hand": [{"card": "Yamabushi's Storm", "label": "storm"}, {"card": "Shock", "label": "shock"}, {"card": "Shock", "label": "shock2"}], "battlefield": vec!["Mountain"; 4]}),
        json!({"hand": [{"card": "Healing Salve", "label": "salve"}], "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Llanowar Elves", "label": "elves"}, "Plains"]}),
        (3, 0),
    );
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@salve", "targets": [{"object": "@bears"}], "mode": 1, "auto_pay": true}));
    t.pass_all();
    cast(&mut t, 0, "storm", json!([]));
    assert_eq!(t.zone("elves"), "exile", "the Elves died of the Storm's damage");
    assert_eq!(t.g().obj(t.id("bears")).unwrap().damage, 0, "the Bears' 1 damage prevented");
    cast(&mut t, 0, "shock", json!([{"object": "@bears"}]));
    assert_eq!(t.zone("bears"), "battlefield", "the shield's 2 left prevent Shock");
    cast(&mut t, 0, "shock2", json!([{"object": "@bears"}]));
    assert_eq!(t.zone("bears"), "graveyard", "never dealt damage by the Storm: it dies as usual");
}
