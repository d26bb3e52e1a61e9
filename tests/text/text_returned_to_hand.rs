//! "Whenever a permanent is returned to a player's hand" and "... to your
//! hand": a leaves-the-battlefield trigger (603.6c) watching a permanent go
//! to its owner's hand (400.3: a card goes to its owner's hand), looking
//! back at it as it last existed (603.10a). "Your hand": a permanent you
//! own, whoever controlled it.
//!
//! Cards (their text as the table prints it):
//! - Warped Devotion {2}{B}, Enchantment: "Whenever a permanent is returned
//!   to a player's hand, that player discards a card."
//! - Azorius Aethermage {1}{W}{U}, Creature — Human Wizard 1/1: "Whenever a
//!   permanent is returned to your hand, you may pay {1}. If you do, draw a
//!   card."
//! - Unsummon {U}, Instant: "Return target creature to its owner's hand."
//! - Grizzly Bears {1}{G}, Creature — Bear 2/2.

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;

fn game(alice_bf: Value, bob_bf: Value) -> T {
    let cards: Vec<Value> = ["Warped Devotion", "Azorius Aethermage", "Unsummon"].iter().map(|n| compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": [{"card": "Unsummon", "label": "unsummon"}, {"card": "Island", "label": "a_card"}],
         "mana_pool": "{U}{C}", "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": bob_bf, "hand": [{"card": "Forest", "label": "b_card"}], "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn unsummon(t: &mut T, target: &str) -> Vec<stackwise::rules::Event> {
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@unsummon", "targets": [{"object": format!("@{target}")}], "auto_pay": true}));
    let mut ev = t.pass_all();
    assert_eq!(t.zone(target), "hand");
    ev.extend(t.pass_all());
    ev
}

/// Warped Devotion: the player whose hand it went to discards, whoever's
/// permanent it was.
#[test]
fn warped_devotion_makes_the_owner_discard() {
    for (bears_of, discarded, kept) in [("bob", "b_card", "a_card"), ("alice", "a_card", "b_card")] {
        let bears = json!([{"card": "Grizzly Bears", "label": "bears"}]);
        let (alice, bob) = if bears_of == "bob" { (json!([{"card": "Warped Devotion"}]), bears) } else { (json!([{"card": "Warped Devotion"}, {"card": "Grizzly Bears", "label": "bears"}]), json!([])) };
        let mut t = game(alice, bob);
        let ev = unsummon(&mut t, "bears");
        assert_eq!(triggered(&ev), 1, "{bears_of}'s Bears: {:?}", rules(&ev));
        // The owner picks the card to discard from two: the one held before.
        let owner = if bears_of == "bob" { 1 } else { 0 };
        let d = t.g().pending.clone().expect("a card to discard");
        assert_eq!(d.player.0, owner, "{bears_of}'s Bears: the owner discards");
        t.act(json!({"action": "choose_cards", "player": owner, "cards": [format!("@{discarded}")]}));
        assert_eq!(t.zone(discarded), "graveyard", "{bears_of}'s Bears");
        assert_eq!(t.zone(kept), "hand", "{bears_of}'s Bears");
    }
}

/// Azorius Aethermage: only a permanent returned to its controller's own
/// hand; then a paid {1} draws a card.
#[test]
fn azorius_aethermage_watches_only_your_hand() {
    let mut t = game(json!([{"card": "Azorius Aethermage"}]), json!([{"card": "Grizzly Bears", "label": "bears"}]));
    let ev = unsummon(&mut t, "bears");
    assert_eq!(triggered(&ev), 0, "Bob's hand");
    let mut t = game(json!([{"card": "Azorius Aethermage"}, {"card": "Grizzly Bears", "label": "bears"}]), json!([]));
    let ev = unsummon(&mut t, "bears");
    assert_eq!(triggered(&ev), 1, "{:?}", rules(&ev));
    let hand = t.g().players[0].hand.len();
    let d = t.g().pending.clone().expect("asked whether to pay {1}");
    assert!(matches!(d.kind, DecisionKind::ChooseYesNo { .. }), "{d:?}");
    t.act(json!({"action": "choose_yes_no", "player": 0, "yes": true}));
    t.pass_all();
    assert_eq!(t.g().players[0].hand.len(), hand + 1, "paid {{1}}, drew a card");
}

#[test]
fn the_cards_are_read_and_written_back_as_printed() {
    for name in ["Warped Devotion", "Azorius Aethermage"] {
        let v = compiled(name);
        let printed = stackwise::text::normalize(&common::card_table::card(name).text);
        assert_eq!(v["text"].as_str().unwrap(), printed, "{name}");
        assert_eq!(v["abilities"][0]["trigger"]["to"], json!("hand"), "{name}");
    }
}

/// Bob's Bears under Alice's control (Alice cast Act of Treason, say): it
/// goes to Bob's hand (400.3), so Bob is "that player" and discards.
#[test]
fn warped_devotion_a_borrowed_permanent_goes_to_its_owner() {
    for devotion_of in ["alice", "bob"] {
        let (alice, bob) = if devotion_of == "alice" {
            (json!([{"card": "Warped Devotion"}]), json!([{"card": "Grizzly Bears", "label": "bears", "controller": 0}]))
        } else {
            (json!([]), json!([{"card": "Warped Devotion"}, {"card": "Grizzly Bears", "label": "bears", "controller": 0}]))
        };
        let mut t = game(alice, bob);
        assert_eq!(t.g().controller_of(t.id("bears")), Some(stackwise::rules::PlayerId(0)), "Alice controls Bob's Bears");
        let ev = unsummon(&mut t, "bears");
        assert_eq!(triggered(&ev), 1, "{:?}", rules(&ev));
        let d = t.g().pending.clone().expect("a card to discard");
        assert_eq!(d.player.0, 1, "Warped Devotion {devotion_of}'s: the owner discards");
        t.act(json!({"action": "choose_cards", "player": 1, "cards": ["@b_card"]}));
        assert_eq!(t.zone("b_card"), "graveyard");
        assert_eq!(t.zone("a_card"), "hand");
    }
}
