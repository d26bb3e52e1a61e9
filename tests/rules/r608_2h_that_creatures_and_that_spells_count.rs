//! 608.2h: "that creature's power", "that spell's converted mana cost": a
//! number read from the target creature or spell the instruction acts on,
//! from the one an instruction before acted on ("Counter target spell. ...
//! that spell's"), or from the spell whose casting the ability triggered on
//! (603.2). It is read once, as the instruction is followed; a spell or a
//! creature that left is read as it last was (112.7a). Real cards compiled
//! from their printed text; the expected numbers come from the cards.
//!
//! Cards (their text as the table prints it):
//! - Nantuko Mentor {2}{G}: "{2}{G}, {T}: Target creature gets +X/+X until
//!   end of turn, where X is that creature's power."
//! - Soul's Might {4}{G}: "Put X +1/+1 counters on target creature, where X
//!   is that creature's power."
//! - Aether Mutation {3}{G}{U}: "Return target creature to its owner's hand.
//!   Create X 1/1 green Saproling creature tokens, where X is that creature's
//!   converted mana cost."
//! - Manaplasm {2}{G} 1/1: "Whenever you cast a spell, Manaplasm gets +X/+X
//!   until end of turn, where X is that spell's converted mana cost."
//! - Kaervek the Merciless {5}{B}{R}: "Whenever an opponent casts a spell,
//!   Kaervek the Merciless deals damage to target creature or player equal to
//!   that spell's converted mana cost."
//! - Overwhelming Intellect {4}{U}{U}: "Counter target creature spell. Draw
//!   cards equal to that spell's converted mana cost."
//! - Draining Whelk {4}{U}{U} 1/1: "When Draining Whelk enters the battlefield,
//!   counter target spell. Put X +1/+1 counters on Draining Whelk, where X is
//!   that spell's converted mana cost."
//! - Grizzly Bears {1}{G} 2/2, Hill Giant {3}{R} 3/3, Giant Growth {G}.

use crate::common;
use common::*;
use serde_json::{json, Value};

const CARDS: &[&str] = &["Nantuko Mentor", "Soul's Might", "Aether Mutation", "Manaplasm", "Kaervek the Merciless", "Overwhelming Intellect", "Draining Whelk", "Hill Giant", "Giant Growth"];

fn game(alice_bf: Value, alice_hand: Value, bob_bf: Value, bob_hand: Value) -> T {
    game_in_turn_of(0, alice_bf, alice_hand, bob_bf, bob_hand)
}

/// A game in the precombat main phase of player `active`'s turn.
fn game_in_turn_of(active: u8, alice_bf: Value, alice_hand: Value, bob_bf: Value, bob_hand: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| card_table::compiled(n)).collect();
    let library: Vec<Value> = (0..8).map(|_| json!("Island")).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": alice_hand, "library": library},
        {"name": "Bob", "battlefield": bob_bf, "hand": bob_hand, "library": library}
    ], "turn": {"number": 2, "active": active, "step": "precombat_main"}}))
}

fn pt(t: &T, label: &str) -> (i32, i32) {
    let c = t.g().chars(t.id(label)).expect("object exists");
    (c.power.unwrap_or(-99), c.toughness.unwrap_or(-99))
}

/// Resolve the stack; each triggered ability put on it targets `targets` (603.3d).
fn resolve_targeting(t: &mut T, targets: Value) {
    for _ in 0..10 {
        match t.g().pending.clone().map(|d| (d.player.0, d.kind)) {
            Some((p, stackwise::rules::state::DecisionKind::ChooseTargets { .. })) => {
                t.act(json!({"action": "choose_targets", "player": p, "targets": targets}));
            }
            Some(d) => panic!("{d:?}"),
            None if t.g().stack.is_empty() => return,
            None => {
                t.pass_all();
            }
        }
    }
}

fn counters(t: &T, label: &str) -> u32 {
    t.g().obj(t.id(label)).unwrap().extra.counters.get("+1/+1").copied().unwrap_or(0)
}

#[test]
fn r608_2h_nantuko_mentor_reads_the_targets_power_as_it_resolves() {
    // A Hill Giant (3/3) pumped by Giant Growth to 6/6 in response: X is 6, read as the ability resolves.
    let mut t = game(json!([{"card": "Nantuko Mentor", "label": "mentor"}]), json!([{"card": "Giant Growth", "label": "gg"}]), json!([{"card": "Hill Giant", "label": "giant"}]), json!([]));
    t.gm().players[0].pool = stackwise::rules::types::ManaPool::parse("{2}{G}").unwrap();
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@mentor", "ability": 0, "targets": [{"object": "@giant"}], "auto_pay": true}));
    cast_with(&mut t, 0, "gg", "{G}", json!([{"object": "@giant"}]));
    resolve_stack(&mut t);
    assert_eq!(pt(&t, "giant"), (12, 12), "6/6 when the Mentor's ability resolves: +6/+6");
}

#[test]
fn r608_2h_souls_might_puts_as_many_counters_as_the_targets_power() {
    let mut t = game(json!([]), json!([{"card": "Soul's Might", "label": "might"}]), json!([{"card": "Hill Giant", "label": "giant"}, {"card": "Grizzly Bears", "label": "bears"}]), json!([]));
    cast_resolved(&mut t, "might", "{4}{G}", json!([{"object": "@giant"}]));
    assert_eq!(counters(&t, "giant"), 3);
    assert_eq!(counters(&t, "bears"), 0);
    assert_eq!(pt(&t, "giant"), (6, 6));
}

#[test]
fn r608_2h_aether_mutation_counts_the_returned_creature_as_it_last_was() {
    // Hill Giant's converted mana cost is 4 ({3}{R}); Grizzly Bears' is 2.
    for (target, expected) in [("giant", 4), ("bears", 2)] {
        let mut t = game(json!([]), json!([{"card": "Aether Mutation", "label": "am"}]), json!([{"card": "Hill Giant", "label": "giant"}, {"card": "Grizzly Bears", "label": "bears"}]), json!([]));
        cast_resolved(&mut t, "am", "{3}{G}{U}", json!([{"object": format!("@{target}")}]));
        assert_eq!(t.zone(target), "hand");
        let saprolings = t.g().battlefield.iter().filter(|&&id| t.g().chars(id).is_some_and(|c| c.subtypes.iter().any(|s| s == "Saproling"))).count();
        assert_eq!(saprolings, expected, "{target}");
    }
}

#[test]
fn r603_2_manaplasm_and_kaervek_read_the_spell_cast() {
    // Alice's Manaplasm grows by the converted mana cost of each spell she casts.
    let mut t = game(json!([{"card": "Manaplasm", "label": "plasm"}]), json!([{"card": "Hill Giant", "label": "giant"}, {"card": "Giant Growth", "label": "gg"}]), json!([{"card": "Kaervek the Merciless", "label": "kaervek"}]), json!([]));
    cast_with(&mut t, 0, "giant", "{3}{R}", json!([]));
    // Kaervek (Bob's) triggers on Alice's spell too: its target is chosen as it is put on the stack.
    resolve_targeting(&mut t, json!([{"player": 0}]));
    assert_eq!(pt(&t, "plasm"), (5, 5), "1/1 and +4/+4 for Hill Giant");
    assert_eq!(t.life(0), 16, "Kaervek: 4 damage to Alice, the Giant's converted mana cost");
    cast_with(&mut t, 0, "gg", "{G}", json!([{"object": "@giant"}]));
    resolve_targeting(&mut t, json!([{"player": 0}]));
    assert_eq!(pt(&t, "plasm"), (6, 6), "and +1/+1 for Giant Growth");
    assert_eq!(t.life(0), 15);
}

#[test]
fn r608_2h_overwhelming_intellect_and_draining_whelk_read_the_countered_spell() {
    // Bob casts Hill Giant (converted mana cost 4); Alice counters it with each card in turn.
    for counter in ["intellect", "whelk"] {
        let alice_hand = match counter {
            "intellect" => json!([{"card": "Overwhelming Intellect", "label": "intellect"}]),
            _ => json!([{"card": "Draining Whelk", "label": "whelk"}]),
        };
        let mut t = game_in_turn_of(1, json!([]), alice_hand, json!([]), json!([{"card": "Hill Giant", "label": "giant"}]));
        cast_with(&mut t, 1, "giant", "{3}{R}", json!([]));
        t.act(json!({"action": "pass_priority", "player": 1}));
        let hand_before = hand(&t).len();
        match counter {
            "intellect" => cast_with(&mut t, 0, "intellect", "{4}{U}{U}", json!([{"object": "@giant"}])),
            _ => cast_with(&mut t, 0, "whelk", "{4}{U}{U}", json!([])),
        };
        resolve_targeting(&mut t, json!([{"object": "@giant"}]));
        assert_eq!(t.zone("giant"), "graveyard", "{counter}: countered");
        match counter {
            "intellect" => assert_eq!(hand(&t).len(), hand_before - 1 + 4, "cast from the hand, then four cards drawn"),
            _ => {
                assert_eq!(counters(&t, "whelk"), 4);
                assert_eq!(hand(&t).len(), hand_before - 1);
            }
        }
    }
}
