//! 702.54 (reference rules): haunt. As a creature with haunt is put into a
//! graveyard from the battlefield, or an instant or sorcery with haunt is put
//! into a graveyard as it resolves, its haunt ability triggers: "exile it
//! haunting target creature" (702.54a). The exiled card haunts that creature
//! (702.54b), and its "when the creature it haunts dies" ability triggers from
//! the exile zone (702.54c, 112.6j), controlled by the card's owner. A target
//! gone as the haunt ability resolves leaves the card in the graveyard (608.2b).
//!
//! The cards (compiled from their printed text):
//! - Blind Hunter {2}{W}{B} 2/2: "Flying / Haunt / When Blind Hunter enters
//!   the battlefield or the creature it haunts dies, target player loses 2
//!   life and you gain 2 life."
//! - Seize the Soul {2}{B}{B}, sorcery: "Destroy target nonwhite, nonblack
//!   creature. Create a 1/1 white Spirit creature token with flying. / Haunt /
//!   When the creature Seize the Soul haunts dies, destroy target nonwhite,
//!   nonblack creature."
//! - Lightning Bolt, Unsummon, Grizzly Bears, Raging Goblin, Llanowar Elves.

use crate::common;
use common::*;
use serde_json::{json, Value};

/// Alice's turn: her battlefield and hand, {R}{R}{R}{U}{2}{B}{B} in her pool;
/// Bob's battlefield.
fn game(alice_bf: Value, alice_hand: Value, bob_bf: Value) -> T {
    T::new(json!({"players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": alice_hand, "mana_pool": "{R}{R}{R}{U}{2}{B}{B}", "library": ["Plains", "Plains", "Plains"]},
        {"name": "Bob", "battlefield": bob_bf, "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

/// Everything resolves (`settle_with`); the trigger target questions are
/// answered with `targets`, one after the other.
fn settle(t: &mut T, targets: &[Value]) {
    settle_with(t, targets);
}

fn bolt(t: &mut T, label: &str, target: &str, then: &[Value]) {
    t.act(json!({"action": "cast_spell", "player": 0, "card": format!("@{label}"), "targets": [{"object": format!("@{target}")}], "auto_pay": true}));
    settle(t, then);
}

/// Blind Hunter dies and haunts Bob's Bears; the Bears die and Blind Hunter's
/// ability triggers from exile: Bob loses 2, Alice gains 2.
#[test]
fn r702_54_blind_hunter_haunts_a_creature_and_triggers_as_it_dies() {
    let mut t = game(json!([{"card": "Blind Hunter", "label": "bh"}]), json!([{"card": "Lightning Bolt", "label": "b1"}, {"card": "Lightning Bolt", "label": "b2"}]), json!([{"card": "Grizzly Bears", "label": "gb"}]));
    bolt(&mut t, "b1", "bh", &[json!({"object": "@gb"})]);
    assert_eq!(t.zone("bh"), "exile");
    let bh = t.id("bh");
    assert_eq!(t.g().objects[&bh].extra.haunting, Some(t.id("gb")));
    assert_eq!((t.life(0), t.life(1)), (20, 20));
    bolt(&mut t, "b2", "gb", &[json!({"player": 1})]);
    assert_eq!(t.zone("gb"), "graveyard");
    assert_eq!((t.life(0), t.life(1)), (22, 18));
    assert_eq!(t.zone("bh"), "exile", "it stays in exile");
}

/// 608.2b: the Bears are gone before the haunt ability resolves; Blind
/// Hunter stays in the graveyard, haunting nothing.
#[test]
fn r702_54_haunt_with_its_target_gone_leaves_the_card_in_the_graveyard() {
    let mut t = game(json!([{"card": "Blind Hunter", "label": "bh"}]), json!([{"card": "Lightning Bolt", "label": "b1"}, {"card": "Lightning Bolt", "label": "b2"}]), json!([{"card": "Grizzly Bears", "label": "gb"}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@b1", "targets": [{"object": "@bh"}], "auto_pay": true}));
    t.pass_all();
    // The haunt ability asks for its target as it is put on the stack.
    to_decision(&mut t);
    t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"object": "@gb"}]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@b2", "targets": [{"object": "@gb"}], "auto_pay": true}));
    settle(&mut t, &[]);
    assert_eq!((t.zone("bh"), t.zone("gb")), ("graveyard".into(), "graveyard".into()));
    assert_eq!((t.life(0), t.life(1)), (20, 20));
}

/// A haunted creature that leaves the battlefield without dying is a new
/// object when it comes back (400.7): its death later triggers nothing.
/// (Alice's own Goblin: haunt may target any creature.)
#[test]
fn r702_54_a_haunted_creature_bounced_and_recast_is_not_haunted() {
    let hand = json!([{"card": "Lightning Bolt", "label": "b1"}, {"card": "Unsummon", "label": "un"}, {"card": "Lightning Bolt", "label": "b2"}]);
    let mut t = game(json!([{"card": "Blind Hunter", "label": "bh"}, {"card": "Raging Goblin", "label": "rg"}]), hand, json!([]));
    bolt(&mut t, "b1", "bh", &[json!({"object": "@rg"})]);
    assert_eq!(t.g().objects[&t.id("bh")].extra.haunting, Some(t.id("rg")));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@un", "targets": [{"object": "@rg"}], "auto_pay": true}));
    settle(&mut t, &[]);
    assert_eq!(t.zone("rg"), "hand");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@rg", "auto_pay": true}));
    settle(&mut t, &[]);
    assert_eq!(t.zone("rg"), "battlefield");
    bolt(&mut t, "b2", "rg", &[]);
    assert_eq!((t.zone("rg"), t.zone("bh")), ("graveyard".into(), "exile".into()));
    assert_eq!((t.life(0), t.life(1)), (20, 20), "the Goblin that died was not the haunted one");
}

/// Seize the Soul resolves (the Bears destroyed, a Spirit made), then its
/// haunt ability exiles it haunting the Elves; the Elves die and it destroys
/// the Goblin.
#[test]
fn r702_54_seize_the_soul_haunts_after_resolving() {
    let mut t = game(
        json!([]),
        json!([{"card": "Seize the Soul", "label": "ss"}, {"card": "Lightning Bolt", "label": "b1"}]),
        json!([{"card": "Grizzly Bears", "label": "gb"}, {"card": "Llanowar Elves", "label": "le"}, {"card": "Raging Goblin", "label": "rg"}]),
    );
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@ss", "targets": [{"object": "@gb"}], "auto_pay": true}));
    settle(&mut t, &[json!({"object": "@le"})]);
    assert_eq!(t.zone("gb"), "graveyard");
    assert_eq!(t.zone("ss"), "exile");
    bolt(&mut t, "b1", "le", &[json!({"object": "@rg"})]);
    assert_eq!((t.zone("le"), t.zone("rg")), ("graveyard".into(), "graveyard".into()));
}
