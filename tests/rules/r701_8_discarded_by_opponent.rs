//! 701.8: a discard that a spell or ability an opponent controls makes.
//! Some cards watch who made their owner discard them: a replacement that
//! works from the hand puts the card onto the battlefield instead of into the
//! graveyard (614.1a; with counters as it enters, 614.1c), and a triggered
//! ability of the card triggers from wherever the discard put it, "that
//! player" being the opponent. A discard the player's own spell, ability or
//! cost makes is not one of them.
//!
//! The cards (compiled from their printed text):
//! - Obstinate Baloth {2}{G}{G} 4/4: "When Obstinate Baloth enters the
//!   battlefield, you gain 4 life. / If a spell or ability an opponent
//!   controls causes you to discard Obstinate Baloth, put it onto the
//!   battlefield instead of putting it into your graveyard."
//! - Wilt-Leaf Liege {1}{G/W}{G/W}{G/W} 4/4: "Other green creatures you control
//!   get +1/+1. / Other white creatures you control get +1/+1. / If a spell or
//!   ability an opponent controls causes you to discard Wilt-Leaf Liege, put
//!   it onto the battlefield instead of putting it into your graveyard."
//! - Dodecapod {4} 3/3 artifact creature: "If a spell or ability an opponent
//!   controls causes you to discard Dodecapod, put it onto the battlefield
//!   with two +1/+1 counters on it instead of putting it into your graveyard."
//! - Guerrilla Tactics {1}{R}: "Guerrilla Tactics deals 2 damage to target
//!   creature or player. / When a spell or ability an opponent controls causes
//!   you to discard Guerrilla Tactics, Guerrilla Tactics deals 4 damage to
//!   target creature or player."
//! - Psychic Purge {U}: "Psychic Purge deals 1 damage to target creature or
//!   player. / When a spell or ability an opponent controls causes you to
//!   discard Psychic Purge, that player loses 5 life."
//! - Metrognome {4}: "When a spell or ability an opponent controls causes you
//!   to discard Metrognome, create four 1/1 colorless Gnome artifact creature
//!   tokens. / {4}, {T}: Create a 1/1 colorless Gnome artifact creature token."
//! - Quagnoth {5}{G} 4/5: "Split second / Shroud / When a spell or ability an
//!   opponent controls causes you to discard Quagnoth, return it to your hand."
//! - Spiritual Focus {1}{W}: "Whenever a spell or ability an opponent controls
//!   causes you to discard a card, you gain 2 life and you may draw a card."
//! - Mind Rot {2}{B}: "Target player discards two cards."
//! - Hypnotic Specter {1}{B}{B} 2/2: "Flying / Whenever Hypnotic Specter deals
//!   damage to an opponent, that player discards a card at random."
//! - Wild Mongrel {1}{G} 2/2: "Discard a card: Wild Mongrel gets +1/+1 and
//!   becomes the color of your choice until end of turn."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::PlayerId;

/// Alice (0, active) and Bob (1): their battlefields and hands; each has
/// {2}{B} for Mind Rot.
fn game(alice_bf: Value, alice_hand: Value, bob_bf: Value, bob_hand: Value) -> T {
    game_on(0, alice_bf, alice_hand, bob_bf, bob_hand)
}

/// `game` on the turn of player `active`.
fn game_on(active: u8, alice_bf: Value, alice_hand: Value, bob_bf: Value, bob_hand: Value) -> T {
    T::new(json!({"players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": alice_hand, "mana_pool": "{B}{2}", "library": ["Plains", "Plains", "Plains"]},
        {"name": "Bob", "battlefield": bob_bf, "hand": bob_hand, "mana_pool": "{B}{2}{G}", "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 3, "active": active, "step": "precombat_main"}}))
}

fn labelled(cards: &[(&str, &str)]) -> Value {
    Value::Array(cards.iter().map(|(c, l)| json!({"card": c, "label": l})).collect())
}

/// Resolve everything (`settle_with`), each target question answered `target`.
fn settle(t: &mut T, target: Value) {
    settle_with(t, &[target]);
}

/// `caster` casts Mind Rot (labelled "mr") on `victim`, and everything resolves.
fn mind_rot(t: &mut T, caster: u8, victim: u8, target: Value) {
    t.act(json!({"action": "cast_spell", "player": caster, "card": "@mr", "targets": [{"player": victim}], "auto_pay": true}));
    settle(t, target);
}

fn pt(t: &T, label: &str) -> (i32, i32) {
    let c = t.g().chars(t.id(label)).unwrap();
    (c.power.unwrap(), c.toughness.unwrap())
}

/// The two cards leave Bob's hand together (one discard event); each one's
/// replacement puts it onto the battlefield, and they enter together: the
/// Baloth's "enters" ability triggers, the Liege's bonus applies to it.
/// Either order in hand.
#[test]
fn r701_8_mind_rot_puts_obstinate_baloth_and_wilt_leaf_liege_onto_the_battlefield() {
    for hand in [[("Obstinate Baloth", "ob"), ("Wilt-Leaf Liege", "wl")], [("Wilt-Leaf Liege", "wl"), ("Obstinate Baloth", "ob")]] {
        let mut t = game(json!([]), labelled(&[("Mind Rot", "mr")]), json!([]), labelled(&hand));
        mind_rot(&mut t, 0, 1, json!(null));
        assert_eq!((t.zone("ob"), t.zone("wl")), ("battlefield".into(), "battlefield".into()), "hand {hand:?}");
        assert_eq!(t.g().controller_of(t.id("ob")), Some(PlayerId(1)));
        assert_eq!(t.life(1), 24, "the Baloth entered: Bob gains 4");
        assert_eq!(pt(&t, "ob"), (5, 5), "other green creatures get +1/+1");
        assert_eq!(pt(&t, "wl"), (4, 4));
    }
}

/// Bob's own Mind Rot: not an opponent's spell; both cards go to his graveyard.
#[test]
fn r701_8_your_own_spell_discards_obstinate_baloth_to_the_graveyard() {
    let mut t = game_on(1, json!([]), json!([]), json!([]), labelled(&[("Mind Rot", "mr"), ("Obstinate Baloth", "ob"), ("Dodecapod", "dp")]));
    mind_rot(&mut t, 1, 1, json!(null));
    assert_eq!((t.zone("ob"), t.zone("dp")), ("graveyard".into(), "graveyard".into()));
    assert_eq!(t.life(1), 20);
}

/// 614.1c: Dodecapod enters with its two +1/+1 counters (a 5/5).
#[test]
fn r701_8_dodecapod_enters_with_two_counters() {
    let mut t = game(json!([]), labelled(&[("Mind Rot", "mr")]), json!([]), labelled(&[("Dodecapod", "dp"), ("Island", "is")]));
    mind_rot(&mut t, 0, 1, json!(null));
    assert_eq!((t.zone("dp"), t.zone("is")), ("battlefield".into(), "graveyard".into()));
    assert_eq!(pt(&t, "dp"), (5, 5));
}

/// An opponent's ability counts as its spell does: Hypnotic Specter's
/// trigger makes Bob discard at random, and Dodecapod (his only card) enters.
#[test]
fn r701_8_hypnotic_specter_ability_discards_dodecapod_onto_the_battlefield() {
    let mut t = game(json!([{"card": "Hypnotic Specter", "label": "hs"}]), json!([]), json!([]), labelled(&[("Dodecapod", "dp")]));
    to_decision(&mut t);
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@hs", "target": {"player": 1}}]}));
    combat_unblocked(&mut t);
    settle(&mut t, json!(null));
    assert_eq!(t.zone("dp"), "battlefield");
    assert_eq!(pt(&t, "dp"), (5, 5));
}

/// A cost Bob pays with his own Wild Mongrel's ability: his own discard.
#[test]
fn r701_8_discarding_obstinate_baloth_to_your_own_cost_puts_it_into_the_graveyard() {
    let mut t = game_on(1, json!([]), json!([]), json!([{"card": "Wild Mongrel", "label": "wm"}]), labelled(&[("Obstinate Baloth", "ob")]));
    t.act(json!({"action": "activate_ability", "player": 1, "source": "@wm", "ability": 0, "auto_pay": true, "discard": ["@ob"]}));
    assert_eq!(t.zone("ob"), "graveyard");
}

/// The cards' own triggers work from the graveyard the discard put them in:
/// Guerrilla Tactics deals 4 damage to its target (Alice) and Psychic Purge
/// makes "that player", the opponent whose spell it was, lose 5 life. Either
/// order in hand.
#[test]
fn r701_8_guerrilla_tactics_and_psychic_purge_punish_the_mind_rot() {
    for hand in [[("Guerrilla Tactics", "gt"), ("Psychic Purge", "pp")], [("Psychic Purge", "pp"), ("Guerrilla Tactics", "gt")]] {
        let mut t = game(json!([]), labelled(&[("Mind Rot", "mr")]), json!([]), labelled(&hand));
        mind_rot(&mut t, 0, 1, json!({"player": 0}));
        assert_eq!((t.zone("gt"), t.zone("pp")), ("graveyard".into(), "graveyard".into()));
        assert_eq!(t.life(0), 20 - 4 - 5, "hand {hand:?}");
        assert_eq!(t.life(1), 20);
    }
}

/// Bob's own Mind Rot discarding them: nothing triggers.
#[test]
fn r701_8_your_own_discard_of_guerrilla_tactics_triggers_nothing() {
    let mut t = game_on(1, json!([]), json!([]), json!([]), labelled(&[("Mind Rot", "mr"), ("Guerrilla Tactics", "gt"), ("Psychic Purge", "pp")]));
    mind_rot(&mut t, 1, 1, json!({"player": 0}));
    assert!(t.g().stack.is_empty() && t.g().waiting_triggers.is_empty());
    assert_eq!((t.life(0), t.life(1)), (20, 20));
}

/// Metrognome makes four Gnomes for Bob; Quagnoth returns to his hand.
#[test]
fn r701_8_metrognome_makes_gnomes_and_quagnoth_returns_to_hand() {
    let mut t = game(json!([]), labelled(&[("Mind Rot", "mr")]), json!([]), labelled(&[("Metrognome", "mg"), ("Quagnoth", "qg")]));
    mind_rot(&mut t, 0, 1, json!(null));
    assert_eq!(t.zone("mg"), "graveyard");
    assert_eq!(t.zone("qg"), "hand");
    let gnomes = t.g().battlefield.iter().filter(|id| t.g().objects[id].token && t.g().controller_of(**id) == Some(PlayerId(1))).count();
    assert_eq!(gnomes, 4);
}

/// Spiritual Focus sees each card an opponent's spell made Bob discard (two:
/// 2 life and a card each), and none that his own spell did.
#[test]
fn r701_8_spiritual_focus_triggers_for_each_card_an_opponent_makes_you_discard() {
    let mut t = game(json!([]), labelled(&[("Mind Rot", "mr")]), json!(["Spiritual Focus"]), labelled(&[("Island", "a"), ("Island", "b")]));
    mind_rot(&mut t, 0, 1, json!(null));
    assert_eq!(t.life(1), 24);
    assert_eq!(t.g().player(PlayerId(1)).hand.len(), 2, "two cards drawn");

    let mut t = game_on(1, json!([]), json!([]), json!(["Spiritual Focus"]), labelled(&[("Mind Rot", "mr"), ("Island", "a"), ("Island", "b")]));
    mind_rot(&mut t, 1, 1, json!(null));
    assert_eq!(t.life(1), 20);
    assert!(t.g().player(PlayerId(1)).hand.is_empty());
}
