//! 603.2, 603.10a: "Whenever a creature dies / enters the battlefield, that
//! creature's controller [does something]": the player is the controller of
//! the creature the event names (for one that died, its controller as it
//! last existed on the battlefield), whoever controls the source. Compiled
//! from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Dingus Staff {4}, Artifact: "Whenever a creature dies, Dingus Staff
//!   deals 2 damage to that creature's controller."
//! - Earthlink {3}{B}{R}{G}, Enchantment: "At the beginning of your upkeep,
//!   sacrifice Earthlink unless you pay {2}. / Whenever a creature dies, that
//!   creature's controller sacrifices a land."
//! - Burning Sands {3}{R}{R}, Enchantment: "Whenever a creature dies, that
//!   creature's controller sacrifices a land."
//! - Genesis Chamber {2}, Artifact: "Whenever a nontoken creature enters the
//!   battlefield, if Genesis Chamber is untapped, that creature's controller
//!   creates a 1/1 colorless Myr artifact creature token."
//! - Lightning Bolt {R}, Grizzly Bears {1}{G} 2/2.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::PlayerId;

const CARDS: &[&str] = &["Dingus Staff", "Earthlink", "Burning Sands", "Genesis Chamber", "Lightning Bolt", "Grizzly Bears"];

/// Alice's main phase: she controls `source` and has Lightning Bolt; both
/// players have Grizzly Bears and two Mountains.
fn game(source: Value) -> T {
    game_on(source, 0)
}

/// `game` on the turn of player `active`.
fn game_on(source: Value, active: u8) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "hand": [{"card": "Lightning Bolt", "label": "bolt"}, {"card": "Grizzly Bears", "label": "alice_new"}], "battlefield": [source, {"card": "Grizzly Bears", "label": "alice_bears"}, "Mountain", "Mountain"], "library": ["Island", "Island"]},
        {"name": "Bob", "hand": [{"card": "Grizzly Bears", "label": "bob_new"}], "battlefield": [{"card": "Grizzly Bears", "label": "bob_bears"}, "Mountain", "Mountain"], "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": active, "step": "precombat_main"}}))
}

fn lands(t: &T, p: u8) -> usize {
    t.g().battlefield.iter().filter(|id| t.g().objects[*id].controller == PlayerId(p) && t.g().objects[*id].def.name == "Mountain").count()
}

/// Answers any question with its first choice, passing until the stack is empty.
fn settle(t: &mut T) {
    for _ in 0..12 {
        if let Some(d) = t.g().pending.clone() {
            let p = d.player.0;
            match d.kind {
                stackwise::rules::state::DecisionKind::ChooseObject { candidates, .. } => t.act(json!({"action": "choose_object", "player": p, "object": candidates[0].0})),
                stackwise::rules::state::DecisionKind::ChooseCards { from, .. } => t.act(json!({"action": "choose_cards", "player": p, "cards": [from[0].0]})),
                other => panic!("{other:?}"),
            };
        } else if t.g().stack.is_empty() {
            return;
        } else {
            t.pass_all();
        }
    }
}

#[test]
fn r603_10a_dingus_staff_damages_the_controller_of_the_creature_that_died() {
    for (victim, hurt) in [("bob_bears", 1u8), ("alice_bears", 0)] {
        let mut t = game(json!("Dingus Staff"));
        cast_with(&mut t, 0, "bolt", "{R}", json!([{"object": format!("@{victim}")}]));
        settle(&mut t);
        assert_eq!(t.zone(victim), "graveyard");
        assert_eq!(t.life(hurt), 18, "{victim}: its controller took 2");
        assert_eq!(t.life(1 - hurt), 20, "{victim}: the other player took nothing");
    }
}

#[test]
fn r603_10a_earthlink_and_burning_sands_make_that_player_sacrifice_a_land() {
    for source in ["Earthlink", "Burning Sands"] {
        for (victim, loses) in [("bob_bears", 1u8), ("alice_bears", 0)] {
            let mut t = game(json!(source));
            cast_with(&mut t, 0, "bolt", "{R}", json!([{"object": format!("@{victim}")}]));
            settle(&mut t);
            assert_eq!(lands(&t, loses), 1, "{source}, {victim}: its controller sacrificed a Mountain");
            assert_eq!(lands(&t, 1 - loses), 2, "{source}, {victim}: the other player kept both");
        }
    }
}

#[test]
fn r603_2_genesis_chamber_gives_the_token_to_the_entering_creatures_controller() {
    let myrs = |t: &T, p: u8| t.g().battlefield.iter().filter(|id| t.g().objects[*id].controller == PlayerId(p) && t.g().objects[*id].token).count();
    let mut t = game(json!("Genesis Chamber"));
    cast_with(&mut t, 0, "alice_new", "{G}{C}", json!([]));
    settle(&mut t);
    assert_eq!((myrs(&t, 0), myrs(&t, 1)), (1, 0), "Alice's creature: Alice's Myr");
    // Bob's creature on his turn: his Myr, though Alice controls the Chamber.
    let mut t = game_on(json!("Genesis Chamber"), 1);
    cast_with(&mut t, 1, "bob_new", "{G}{C}", json!([]));
    settle(&mut t);
    assert_eq!((myrs(&t, 0), myrs(&t, 1)), (0, 1), "Bob's creature: Bob's Myr");
    // A tapped Chamber: nothing (the intervening if, 603.4).
    let mut t = game(json!({"card": "Genesis Chamber", "tapped": true}));
    cast_with(&mut t, 0, "alice_new", "{G}{C}", json!([]));
    settle(&mut t);
    assert_eq!(myrs(&t, 0) + myrs(&t, 1), 0);
}
