//! Two keywords of the reference rules found on cards of the pool:
//! 702.114a devoid, a characteristic-defining ability: the object is
//! colorless in every zone, whatever its mana cost (604.3); 702.107a
//! prowess: "Whenever you cast a noncreature spell, this creature gets
//! +1/+1 until end of turn" (one trigger per instance, 702.107b).
//! Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Brood Butcher {3}{B}{G}, 3/3: "Devoid / When Brood Butcher enters the
//!   battlefield, create a 1/1 colorless Eldrazi Scion creature token. ..."
//! - Deepfathom Skulker {5}{U}, 4/4: "Devoid / Whenever a creature you
//!   control deals combat damage to a player, you may draw a card. ..."
//! - Seeker of the Way {1}{W}, 2/2: "Prowess / Whenever you cast a
//!   noncreature spell, Seeker of the Way gains lifelink until end of turn."
//! - Dragon-Style Twins {3}{R}{R}, 3/3: "Double strike / Prowess"
//! - Doom Blade {1}{B}: "Destroy target nonblack creature."; Giant Growth.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::{Keyword, ManaPool};

fn cards() -> Vec<Value> {
    ["Brood Butcher", "Deepfathom Skulker", "Seeker of the Way", "Dragon-Style Twins", "Doom Blade", "Giant Growth", "Grizzly Bears"].iter().map(|n| card_table::compiled(n)).collect()
}

fn game(alice_bf: Value, alice_hand: Value, bob_bf: Value, bob_hand: Value) -> T {
    T::new(json!({"cards": cards(), "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": alice_hand, "library": ["Island", "Island"]},
        {"name": "Bob", "battlefield": bob_bf, "hand": bob_hand, "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

/// Brood Butcher and Deepfathom Skulker have no colour in the hand or on
/// the battlefield, so Doom Blade ("nonblack") can destroy the Butcher.
#[test]
fn r702_114a_devoid_is_colorless_everywhere() {
    let mut t = game(json!([{"card": "Brood Butcher", "label": "butcher"}]), json!([{"card": "Deepfathom Skulker", "label": "skulker"}]), json!([]), json!([{"card": "Doom Blade", "label": "blade"}]));
    for label in ["butcher", "skulker"] {
        let c = t.g().chars(t.id(label)).unwrap();
        assert!(c.colors.is_empty(), "{label}: {:?}", c.colors);
        assert!(c.has_keyword(Keyword::Devoid));
    }
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.gm().players[1].pool = ManaPool::parse("{B}{C}").unwrap();
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@blade", "targets": [{"object": "@butcher"}], "auto_pay": true}));
    resolve_stack(&mut t);
    assert_eq!(t.zone("butcher"), "graveyard");
}

fn pt(t: &T, label: &str) -> (i32, i32) {
    let c = t.g().chars(t.id(label)).unwrap();
    (c.power.unwrap(), c.toughness.unwrap())
}

/// Prowess: Alice's Giant Growth (noncreature) on the Bears: Seeker of the
/// Way and Dragon-Style Twins each get +1/+1; Alice's creature spell and
/// Bob's noncreature spell trigger nothing.
#[test]
fn r702_107a_prowess_your_noncreature_spells_only() {
    let mut t = game(
        json!([{"card": "Seeker of the Way", "label": "seeker"}, {"card": "Dragon-Style Twins", "label": "twins"}, {"card": "Grizzly Bears", "label": "bears"}]),
        json!([{"card": "Giant Growth", "label": "gg"}, {"card": "Grizzly Bears", "label": "cub"}]),
        json!([]),
        json!([{"card": "Giant Growth", "label": "bgg"}]),
    );
    t.gm().players[0].pool = ManaPool::parse("{G}{G}{C}").unwrap();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@cub", "targets": [], "auto_pay": true}));
    assert_eq!(t.g().stack.len(), 1, "a creature spell: nothing triggers");
    resolve_stack(&mut t);
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.gm().players[1].pool = ManaPool::parse("{G}").unwrap();
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@bgg", "targets": [{"object": "@bears"}], "auto_pay": true}));
    assert_eq!(t.g().stack.len(), 1, "Bob's spell: nothing triggers");
    resolve_stack(&mut t);
    assert_eq!((pt(&t, "seeker"), pt(&t, "twins")), ((2, 2), (3, 3)));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@gg", "targets": [{"object": "@bears"}], "auto_pay": true}));
    // Three triggers of Alice's (two prowess, Seeker's lifelink): she orders them (603.3b).
    let d = t.g().pending.clone().expect("asked to order");
    let DecisionKind::OrderTriggers { triggers, .. } = d.kind else { panic!("{:?}", d.kind) };
    assert_eq!(triggers.len(), 3);
    t.act(json!({"action": "order_triggers", "player": 0, "order": triggers}));
    resolve_stack(&mut t);
    assert_eq!((pt(&t, "seeker"), pt(&t, "twins")), ((3, 3), (4, 4)));
    assert!(t.g().chars(t.id("seeker")).unwrap().has_keyword(Keyword::Lifelink), "Seeker's own trigger too");
}
