//! Morbid (700.4: a creature "dies" when it is put into a graveyard from
//! the battlefield): "if a creature died this turn", counted for the turn
//! and forgotten when the next turn begins; in a spell's line changed by the
//! next ("... instead if a creature died this turn", checked as it resolves,
//! 608.2c) and in an intervening "if" of a triggered ability (603.4).
//!
//! Cards (their text as the table prints it):
//! - Brimstone Volley {2}{R}: "Brimstone Volley deals 3 damage to target
//!   creature or player. / Morbid — Brimstone Volley deals 5 damage to that
//!   creature or player instead if a creature died this turn."
//! - Hollowhenge Scavenger {3}{G}{G} 4/5: "Morbid — When Hollowhenge
//!   Scavenger enters the battlefield, if a creature died this turn, you gain
//!   5 life."
//! - Festerhide Boar {3}{G} 3/3: "Trample / Morbid — Festerhide Boar enters
//!   the battlefield with two +1/+1 counters on it if a creature died this turn."
//! - Khabál Ghoul {2}{B} 1/1: "At the beginning of each end step, put a
//!   +1/+1 counter on Khabál Ghoul for each creature that died this turn."
//! - Floating-Dream Zubera {1}{U} 1/2: "When Floating-Dream Zubera dies,
//!   draw a card for each Zubera that died this turn."
//! - Silent-Chant Zubera {1}{W} 1/2: "When Silent-Chant Zubera dies, you gain
//!   2 life for each Zubera that died this turn."
//! - Lightning Bolt {R}: "Lightning Bolt deals 3 damage to target creature or player."
//! - Llanowar Elves {G} 1/1, Unsummon {U}: "Return target creature to its owner's hand."

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::{json, Value};

fn game(cards: &[&str], alice_bf: Value, hand: Value, bob_bf: Value) -> T {
    let cards: Vec<Value> = cards.iter().map(|n| compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": hand, "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": bob_bf, "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn cast(t: &mut T, label: &str, targets: Value) {
    t.act(json!({"action": "cast_spell", "player": 0, "card": format!("@{label}"), "targets": targets, "auto_pay": true}));
    t.pass_all();
}

const CARDS: &[&str] = &["Brimstone Volley", "Lightning Bolt", "Llanowar Elves", "Unsummon", "Hollowhenge Scavenger", "Festerhide Boar", "Khabál Ghoul", "Floating-Dream Zubera", "Silent-Chant Zubera"];

fn volley_game() -> T {
    let hand = json!([{"card": "Brimstone Volley", "label": "volley"}, {"card": "Lightning Bolt", "label": "bolt"}, {"card": "Unsummon", "label": "unsummon"}]);
    game(CARDS, json!(["Mountain", "Mountain", "Mountain", "Mountain", "Island"]), hand, json!([{"card": "Llanowar Elves", "label": "elves"}]))
}

#[test]
fn r700_4_brimstone_volley_deals_5_after_a_creature_died_this_turn() {
    let mut t = volley_game();
    let elves = t.id("elves").0;
    cast(&mut t, "bolt", json!([{"object": elves}]));
    assert_eq!(t.zone("elves"), "graveyard");
    cast(&mut t, "volley", json!([{"player": 1}]));
    assert_eq!(t.life(1), 15);
}

#[test]
fn r700_4_brimstone_volley_deals_3_when_no_creature_died() {
    // The Elves leave the battlefield for a hand: that is not dying.
    let mut t = volley_game();
    let elves = t.id("elves").0;
    cast(&mut t, "unsummon", json!([{"object": elves}]));
    assert_eq!(t.zone("elves"), "hand");
    cast(&mut t, "volley", json!([{"player": 1}]));
    assert_eq!(t.life(1), 17);
}

#[test]
fn r603_4_hollowhenge_scavenger_gains_5_only_if_a_creature_died_this_turn() {
    let forests = json!(["Forest", "Forest", "Forest", "Forest", "Forest", "Mountain"]);
    // A creature died this turn: the trigger gains 5.
    let hand = json!([{"card": "Hollowhenge Scavenger", "label": "hs"}, {"card": "Lightning Bolt", "label": "bolt"}]);
    let mut t = game(CARDS, forests.clone(), hand, json!([{"card": "Llanowar Elves", "label": "elves"}]));
    let elves = t.id("elves").0;
    cast(&mut t, "bolt", json!([{"object": elves}]));
    cast(&mut t, "hs", json!([]));
    t.pass_all();
    assert_eq!(t.life(0), 25);
    // None died: it doesn't trigger (603.4), no life gained.
    let hand = json!([{"card": "Hollowhenge Scavenger", "label": "hs"}]);
    let mut t = game(CARDS, forests, hand, json!([{"card": "Llanowar Elves", "label": "elves"}]));
    cast(&mut t, "hs", json!([]));
    t.pass_all();
    assert_eq!((t.zone("hs").as_str(), t.life(0)), ("battlefield", 20));
}

#[test]
fn r700_4_a_death_last_turn_is_not_this_turn() {
    let mut t = volley_game();
    let elves = t.id("elves").0;
    cast(&mut t, "bolt", json!([{"object": elves}]));
    assert!(t.g().turn.creatures_died > 0);
    // On to Alice's next turn (Bob's turn passes with nothing dying).
    play_until(&mut t, 0, stackwise::rules::types::Step::PrecombatMain, &|_, _, k| panic!("unexpected question {k:?}"));
    while t.g().turn.number < 4 {
        t.pass_all();
        play_until(&mut t, 0, stackwise::rules::types::Step::PrecombatMain, &|_, _, k| panic!("unexpected question {k:?}"));
    }
    assert_eq!(t.g().turn.creatures_died, 0);
    let life = t.life(1);
    cast(&mut t, "volley", json!([{"player": 1}]));
    assert_eq!(t.life(1), life - 3);
}

#[test]
fn r614_1c_festerhide_boar_enters_with_two_counters_after_a_death() {
    for (bolt_first, counters, power) in [(true, 2u32, 5), (false, 0, 3)] {
        let hand = json!([{"card": "Festerhide Boar", "label": "boar"}, {"card": "Lightning Bolt", "label": "bolt"}]);
        let mut t = game(CARDS, json!(["Forest", "Forest", "Forest", "Forest", "Mountain"]), hand, json!([{"card": "Llanowar Elves", "label": "elves"}]));
        if bolt_first {
            let elves = t.id("elves").0;
            cast(&mut t, "bolt", json!([{"object": elves}]));
        }
        cast(&mut t, "boar", json!([]));
        let o = t.g().obj(t.id("boar")).unwrap();
        assert_eq!(o.extra.counters.get("+1/+1").copied().unwrap_or(0), counters);
        assert_eq!(t.g().chars(t.id("boar")).unwrap().power, Some(power));
    }
}

#[test]
fn r700_4_khabal_ghoul_counts_the_creatures_that_died_this_turn_at_the_end_step() {
    for (bolts, counters) in [(2usize, 2u32), (0, 0)] {
        let hand: Vec<Value> = (0..bolts).map(|i| json!({"card": "Lightning Bolt", "label": format!("bolt{i}")})).collect();
        let bob = json!([{"card": "Llanowar Elves", "label": "e0"}, {"card": "Llanowar Elves", "label": "e1"}]);
        let mut t = game(CARDS, json!(["Mountain", "Mountain", {"card": "Khabál Ghoul", "label": "ghoul"}]), json!(hand), bob);
        for i in 0..bolts {
            let e = t.id(&format!("e{i}")).0;
            cast(&mut t, &format!("bolt{i}"), json!([{"object": e}]));
        }
        play_until(&mut t, 0, stackwise::rules::types::Step::End, &|_, _, k| panic!("unexpected question {k:?}"));
        if !t.g().stack.is_empty() {
            t.pass_all();
        }
        let o = t.g().obj(t.id("ghoul")).unwrap();
        assert_eq!(o.extra.counters.get("+1/+1").copied().unwrap_or(0), counters, "{bolts} died");
    }
}

#[test]
fn r700_4_zubera_count_the_zubera_that_died_this_turn_themselves_included() {
    // Alice's two Zubera die one after the other; a non-Zubera (Bob's Elves) too.
    let bolts = json!([{"card": "Lightning Bolt", "label": "b0"}, {"card": "Lightning Bolt", "label": "b1"}, {"card": "Lightning Bolt", "label": "b2"}]);
    let alice_bf = json!(["Mountain", "Mountain", "Mountain", {"card": "Floating-Dream Zubera", "label": "fd"}, {"card": "Silent-Chant Zubera", "label": "sc"}]);
    let mut t = game(CARDS, alice_bf, bolts, json!([{"card": "Llanowar Elves", "label": "elves"}]));
    let elves = t.id("elves").0;
    cast(&mut t, "b0", json!([{"object": elves}]));
    let fd = t.id("fd").0;
    let library = |t: &T| t.g().player(stackwise::rules::PlayerId(0)).library.len();
    let before = library(&t);
    cast(&mut t, "b1", json!([{"object": fd}]));
    t.pass_all();
    // One Zubera died (the Elves are no Zubera): one card drawn.
    assert_eq!(library(&t), before - 1);
    let sc = t.id("sc").0;
    cast(&mut t, "b2", json!([{"object": sc}]));
    t.pass_all();
    // Two Zubera died this turn: 2 life for each.
    assert_eq!(t.life(0), 24);
}
