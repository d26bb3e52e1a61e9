//! "[this] becomes a P/T [creature type] creature" (an effect with no
//! stated end, 611.2a; its card type and creature type replace the old
//! ones, 205.1b: the enchantment is no longer an enchantment), after the
//! triggers the Hidden, Opal and Veiled enchantments have: a state
//! (603.8), "When an opponent casts ..." (603.2), each with "if [this] is an
//! enchantment" (603.4). And "When you / an opponent cast(s) a creature
//! spell, sacrifice [this]". Cards compiled from their printed text:
//! - Hidden Predators {G} Enchantment: "When an opponent controls a creature
//!   with power 4 or greater, if Hidden Predators is an enchantment, Hidden
//!   Predators becomes a 4/4 Beast creature."
//! - Lurking Jackals {B} Enchantment: "When an opponent has 10 or less life,
//!   if Lurking Jackals is an enchantment, it becomes a 3/2 Hound creature."
//! - Veiled Crocodile {2}{U} Enchantment: "When a player has no cards in
//!   hand, if Veiled Crocodile is an enchantment, Veiled Crocodile becomes a
//!   4/4 Crocodile creature."
//! - Hidden Gibbons {G} Enchantment: "When an opponent casts an instant
//!   spell, if Hidden Gibbons is an enchantment, Hidden Gibbons becomes a 4/4 Ape creature."
//! - Opal Caryatid {W} Enchantment: "When an opponent casts a creature
//!   spell, if Opal Caryatid is an enchantment, Opal Caryatid becomes a 2/2 Soldier creature."
//! - Opal Gargoyle {1}{W} Enchantment: "When an opponent casts a creature
//!   spell, if Opal Gargoyle is an enchantment, Opal Gargoyle becomes a 2/2
//!   Gargoyle creature with flying."
//! - Opal Archangel {4}{W} Enchantment: "... Opal Archangel becomes a 5/5
//!   Angel creature with flying and vigilance."
//! - Skittering Skirge {B}{B} 3/2: "Flying / When you cast a creature spell, sacrifice Skittering Skirge."
//! - Straw Golem {1} 2/3: "When an opponent casts a creature spell, sacrifice Straw Golem."
//! - Giant Growth {G} Instant: "Target creature gets +3/+3 until end of turn."
//! - Shock {R} Instant: "Shock deals 2 damage to target creature or player."
//! - Hill Giant 3/3, Grizzly Bears 2/2 (built in).

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::{CardType, Keyword};
use stackwise::rules::*;

const CARDS: &[&str] = &["Opal Gargoyle", "Opal Archangel", "Hidden Predators", "Lurking Jackals", "Veiled Crocodile", "Hidden Gibbons", "Opal Caryatid", "Skittering Skirge", "Straw Golem", "Giant Growth", "Shock"];

fn game(alice_bf: Value, alice_hand: Value, bob_bf: Value, bob_hand: Value, bob_life: i32) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": alice_hand, "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "life": bob_life, "battlefield": bob_bf, "hand": bob_hand, "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

/// The enchantment is now only a creature of that one type, with that base power and toughness.
fn assert_became(t: &T, label: &str, p: i32, toughness: i32, subtype: &str) {
    let c = t.g().chars(t.id(label)).expect("on the battlefield");
    assert_eq!(c.types, vec![CardType::Creature], "{label}: no longer an enchantment (205.1b)");
    assert_eq!(c.subtypes, vec![subtype.to_string()], "{label}");
    assert_eq!((c.power, c.toughness), (Some(p), Some(toughness)), "{label}");
}

fn assert_still_enchantment(t: &T, label: &str) {
    let c = t.g().chars(t.id(label)).expect("on the battlefield");
    assert_eq!(c.types, vec![CardType::Enchantment], "{label}");
    assert_eq!(c.power, None);
}

/// Alice passes; Bob casts an instant from his hand.
fn bob_casts(t: &mut T, card: &str, targets: Value) -> Vec<Event> {
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": card, "targets": targets, "auto_pay": true}))
}

/// A state: Giant Growth makes Bob's Hill Giant 6/6 (Hidden Predators);
/// Shock takes Bob to 10 life (Lurking Jackals). Once the permanent is a
/// creature its "if [this] is an enchantment" is false: the state still
/// holds but nothing triggers again.
#[test]
fn r603_8_a_state_makes_the_enchantment_a_creature() {
    let mut t = game(json!([{"card": "Hidden Predators", "label": "e"}]), json!([]), json!([{"card": "Hill Giant", "label": "g"}, "Forest"]), json!([{"card": "Giant Growth", "label": "gg"}]), 20);
    bob_casts(&mut t, "@gg", json!([{"object": "@g"}]));
    assert_still_enchantment(&t, "e");
    let ev = both_pass(&mut t);
    assert_eq!(triggered(&ev), 1, "{:?}", rules(&ev));
    let ev = both_pass(&mut t);
    assert_became(&t, "e", 4, 4, "Beast");
    assert_eq!(triggered(&ev), 0, "no longer an enchantment: {:?}", rules(&ev));
    assert!(t.g().stack.is_empty());

    for (life, becomes) in [(12, true), (13, false)] {
        let mut t = game(json!([{"card": "Lurking Jackals", "label": "e"}]), json!([]), json!(["Mountain"]), json!([{"card": "Shock", "label": "s"}]), life);
        // Bob Shocks himself (any player may be the target).
        bob_casts(&mut t, "@s", json!([{"player": 1}]));
        let ev = both_pass(&mut t);
        assert_eq!(t.life(1), life - 2);
        assert_eq!(triggered(&ev), usize::from(becomes), "at {} life", life - 2);
        both_pass(&mut t);
        if becomes {
            assert_became(&t, "e", 3, 2, "Hound");
        } else {
            assert_still_enchantment(&t, "e");
        }
    }
}

/// "When a player has no cards in hand": Alice casts her last card (Veiled
/// Crocodile becomes a creature); with a card left in each hand it doesn't.
#[test]
fn r603_8_a_player_has_no_cards_in_hand() {
    for (alice_hand, becomes) in [(json!([{"card": "Shock", "label": "s"}]), true), (json!([{"card": "Shock", "label": "s"}, "Island"]), false)] {
        let mut t = game(json!([{"card": "Veiled Crocodile", "label": "e"}, "Mountain"]), alice_hand, json!([]), json!(["Island"]), 20);
        let ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@s", "targets": [{"player": 1}], "auto_pay": true}));
        assert_eq!(triggered(&ev), usize::from(becomes));
        both_pass(&mut t);
        both_pass(&mut t);
        if becomes {
            assert_became(&t, "e", 4, 4, "Crocodile");
        } else {
            assert_still_enchantment(&t, "e");
        }
    }
}

/// "When an opponent casts an instant spell / a creature spell": the
/// enchantment becomes a creature as the trigger resolves, before the spell.
#[test]
fn r603_2_when_an_opponent_casts() {
    let mut t = game(json!([{"card": "Hidden Gibbons", "label": "e"}]), json!([]), json!(["Mountain"]), json!([{"card": "Shock", "label": "s"}]), 20);
    let ev = bob_casts(&mut t, "@s", json!([{"player": 0}]));
    assert_eq!(triggered(&ev), 1);
    both_pass(&mut t);
    assert_became(&t, "e", 4, 4, "Ape");
    assert_eq!(t.g().stack.len(), 1, "Shock is still on the stack");

    // Opal Caryatid: Alice's own creature spell doesn't trigger it; Bob's would.
    let mut t = game(json!([{"card": "Opal Caryatid", "label": "e"}, "Forest", "Forest"]), json!([{"card": "Grizzly Bears", "label": "b"}]), json!([]), json!([]), 20);
    let ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@b", "auto_pay": true}));
    assert_eq!(triggered(&ev), 0, "Alice is not an opponent");
    assert_still_enchantment(&t, "e");
}

/// "When you cast a creature spell" (Skittering Skirge) and "When an
/// opponent casts a creature spell" (Straw Golem): the creature's
/// controller, or the other player, casting Grizzly Bears.
#[test]
fn r603_2_when_you_or_an_opponent_cast_a_creature_spell() {
    for (source, yours) in [("Skittering Skirge", true), ("Straw Golem", false), ("Skittering Skirge", false), ("Straw Golem", true)] {
        let (alice_bf, bob_bf) = if yours { (json!([{"card": source, "label": "x"}, "Forest", "Forest"]), json!([])) } else { (json!(["Forest", "Forest"]), json!([{"card": source, "label": "x"}])) };
        let mut t = game(alice_bf, json!([{"card": "Grizzly Bears", "label": "b"}]), bob_bf, json!([]), 20);
        let ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@b", "auto_pay": true}));
        // Skirge: its controller's spell; Golem: an opponent's.
        let fires = (source == "Skittering Skirge") == yours;
        assert_eq!(triggered(&ev), usize::from(fires), "{source}, Alice's own: {yours}");
        both_pass(&mut t);
        assert_eq!(t.zone("x"), if fires { "graveyard" } else { "battlefield" }, "{source}, Alice's own: {yours}");
    }
}

/// "... creature with flying [and vigilance]": the keywords too (layer 6).
#[test]
fn r613_becomes_a_creature_with_keywords() {
    for (card, p, toughness, subtype, keywords) in [("Opal Gargoyle", 2, 2, "Gargoyle", vec![Keyword::Flying]), ("Opal Archangel", 5, 5, "Angel", vec![Keyword::Flying, Keyword::Vigilance])] {
        let cards: Vec<Value> = CARDS.iter().map(|n| compiled(n)).collect();
        let mut t = T::new(json!({"cards": cards, "players": [
            {"name": "Alice", "battlefield": [{"card": card, "label": "e"}], "library": ["Island", "Island", "Island"]},
            {"name": "Bob", "battlefield": ["Forest", "Forest"], "hand": [{"card": "Grizzly Bears", "label": "b"}], "library": ["Island", "Island", "Island"]}
        ], "turn": {"number": 4, "active": 1, "step": "precombat_main"}}));
        let ev = t.act(json!({"action": "cast_spell", "player": 1, "card": "@b", "auto_pay": true}));
        assert_eq!(triggered(&ev), 1, "{card}");
        assert_still_enchantment(&t, "e");
        both_pass(&mut t);
        assert_became(&t, "e", p, toughness, subtype);
        let c = t.g().chars(t.id("e")).unwrap();
        assert!(keywords.iter().all(|k| c.keywords.contains(k)), "{card}: {:?}", c.keywords);
        assert_eq!(t.zone("b"), "stack", "the Bears resolve after");
    }
}
