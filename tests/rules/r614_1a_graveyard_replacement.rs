//! "If a card would be put into a graveyard from anywhere, exile it instead"
//! (614.1a of the reference rules): a replacement effect on every move to a
//! graveyard: a spell resolving or countered, a permanent destroyed, a card
//! discarded. The card goes to exile; it never reaches the graveyard, so
//! nothing that watches a graveyard or a death sees it (603.6c, 700.4).
//!
//! Real cards, their Oracle text:
//! - Leyline of the Void {2}{B}{B}: "If a card would be put into an
//!   opponent's graveyard from anywhere, exile it instead." (Its other
//!   ability, "If Leyline of the Void is in your opening hand, you may begin
//!   the game with it on the battlefield", is about the start of a game; the
//!   games here start from a board, so the test card leaves it out and says so.)
//! - Dryad Militant {G/W}, 2/1: "If an instant or sorcery card would be put
//!   into a graveyard from anywhere, exile it instead."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::*;

/// Dryad Militant compiled from its printed text; Leyline of the Void
/// written as printed without its opening-hand line (see above).
fn cards() -> Value {
    json!([
        {"name": "Leyline of the Void", "mana_cost": "{2}{B}{B}", "type": "Enchantment",
         "text": "If a card would be put into an opponent's graveyard from anywhere, exile it instead."},
        card_table::compiled("Dryad Militant")
    ])
}

/// Alice (active, main phase) controls `alice`; Bob controls `bob`. Each has Mountains and Islands.
fn game(alice: Value, alice_hand: Value, bob: Value, bob_hand: Value) -> T {
    let mut a = vec![json!("Mountain"), json!("Mountain"), json!("Island"), json!("Island"), json!("Plains"), json!("Plains"), json!("Plains"), json!("Plains")];
    a.extend(alice.as_array().unwrap().iter().cloned());
    let mut b = vec![json!("Mountain"), json!("Island"), json!("Island")];
    b.extend(bob.as_array().unwrap().iter().cloned());
    T::new(json!({"cards": cards(), "players": [
        {"name": "Alice", "battlefield": a, "hand": alice_hand, "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": b, "hand": bob_hand, "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn cast(t: &mut T, p: u8, card: &str, targets: Value) -> Vec<Event> {
    t.act(json!({"action": "cast_spell", "player": p, "card": format!("@{card}"), "targets": targets, "auto_pay": true}))
}

fn replaced(ev: &[Event]) -> usize {
    ev.iter().filter(|e| e.rule == "614.1a" && e.text.contains("exiled instead")).count()
}

#[test]
fn r614_1a_leyline_exiles_the_opponents_cards_from_anywhere() {
    let mut t = game(
        json!([{"card": "Leyline of the Void", "label": "leyline"}]),
        json!([{"card": "Lightning Bolt", "label": "a-bolt"}]),
        json!([{"card": "Grizzly Bears", "label": "bears"}]),
        json!([{"card": "Lightning Bolt", "label": "b-bolt"}]),
    );
    // Alice's Bolt kills Bob's Bears: the Bears are exiled; Alice's Bolt goes to her graveyard.
    cast(&mut t, 0, "a-bolt", json!([{"object": "@bears"}]));
    let ev = t.pass_all();
    assert_eq!(t.zone("bears"), "exile", "Bob's creature is exiled instead of dying");
    let to_graveyard = |e: &Event| matches!(e.kind, EventKind::ZoneChanged { from: Zone::Battlefield, to: Some(Zone::Graveyard(_)), .. });
    assert!(!ev.iter().any(to_graveyard), "it never died (went from the battlefield to a graveyard)");
    assert_eq!(t.zone("a-bolt"), "graveyard", "Alice's own card is not affected");
    assert_eq!(replaced(&ev), 1);
    // Bob's Bolt at Alice: exiled as it resolves.
    t.act(json!({"action": "pass_priority", "player": 0}));
    cast(&mut t, 1, "b-bolt", json!([{"player": 0}]));
    let ev = t.pass_all();
    assert_eq!(t.life(0), 17);
    assert_eq!(t.zone("b-bolt"), "exile");
    assert_eq!(replaced(&ev), 1);
    assert!(t.g().player(PlayerId(1)).graveyard.is_empty());
}

#[test]
fn r614_1a_a_countered_spell_and_the_counterspell_are_exiled_by_dryad_militant() {
    // Dryad Militant is Bob's: it watches instants and sorceries of both players.
    let mut t = game(
        json!([]),
        json!([{"card": "Lightning Bolt", "label": "bolt"}]),
        json!([{"card": "Dryad Militant", "label": "dryad"}]),
        json!([{"card": "Counterspell", "label": "counter"}]),
    );
    cast(&mut t, 0, "bolt", json!([{"player": 1}]));
    t.act(json!({"action": "pass_priority", "player": 0}));
    let bolt_on_stack = t.id("bolt");
    cast(&mut t, 1, "counter", json!([{"object": bolt_on_stack.0}]));
    let ev = t.pass_all();
    assert_eq!(t.life(1), 20, "countered");
    assert_eq!(t.zone("bolt"), "exile", "the countered Bolt (Alice's) is exiled");
    assert_eq!(t.zone("counter"), "exile", "the resolved Counterspell (Bob's) is exiled");
    assert_eq!(replaced(&ev), 2);
}

#[test]
fn r614_1a_only_matching_cards_are_exiled_in_a_mass_destruction_in_either_order() {
    // Wrath of God with Leyline (Alice's) and Dryad Militant (Bob's): Bob's creatures
    // are exiled, Alice's go to her graveyard, Wrath (a sorcery) is exiled by the Militant.
    for order in [["bears", "elves"], ["elves", "bears"]] {
        let creature = |l: &str| if l == "bears" { json!({"card": "Grizzly Bears", "label": "bears"}) } else { json!({"card": "Llanowar Elves", "label": "elves"}) };
        let mut t = game(
            json!([{"card": "Leyline of the Void", "label": "leyline"}, {"card": "Hill Giant", "label": "giant"}]),
            json!([{"card": "Wrath of God", "label": "wrath"}]),
            json!([creature(order[0]), creature(order[1]), {"card": "Dryad Militant", "label": "dryad"}]),
            json!([]),
        );
        cast(&mut t, 0, "wrath", json!([]));
        let ev = t.pass_all();
        for l in ["bears", "elves", "dryad"] {
            assert_eq!(t.zone(l), "exile", "{order:?}: Bob's {l}");
        }
        assert_eq!(t.zone("giant"), "graveyard", "{order:?}: Alice's creature dies");
        // Wrath goes to the graveyard last, as it finishes resolving (608.2k): the Militant is gone by then.
        assert_eq!(t.zone("wrath"), "graveyard", "{order:?}: {:?}", ev.iter().map(|e| &e.text).collect::<Vec<_>>());
    }
}
