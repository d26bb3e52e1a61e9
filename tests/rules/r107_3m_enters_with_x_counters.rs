//! 107.3m (reference rules): a permanent's "enters the battlefield with X
//! counters" reads the X announced for the spell it was; a permanent that
//! wasn't cast has X of 0. Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Endless One {X}, 0/0: "Endless One enters the battlefield with X +1/+1
//!   counters on it."
//! - Feral Hydra {X}{G}, 0/0: "Feral Hydra enters the battlefield with X
//!   +1/+1 counters on it. / {3}: Put a +1/+1 counter on Feral Hydra. Any
//!   player may activate this ability."
//! - Mikaeus, the Lunarch {X}{W}, 0/0: "Mikaeus, the Lunarch enters the
//!   battlefield with X +1/+1 counters on it. / ..."
//! - Zombify {3}{B}: "Return target creature card from your graveyard to the
//!   battlefield."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::ManaPool;

const CARDS: &[&str] = &["Endless One", "Feral Hydra", "Mikaeus, the Lunarch", "Zombify"];

fn game(hand: Value, graveyard: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    T::new(json!({
        "cards": cards,
        "players": [
            {"name": "Alice", "hand": hand, "graveyard": graveyard, "library": ["Island", "Island"]},
            {"name": "Bob", "library": ["Island", "Island"]}
        ],
        "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn counters(t: &T, label: &str) -> u32 {
    t.g().objects.get(&t.id(label)).map_or(0, |o| o.extra.counters.get("+1/+1").copied().unwrap_or(0))
}

fn pt(t: &T, label: &str) -> (i32, i32) {
    let c = t.g().chars(t.id(label)).unwrap();
    (c.power.unwrap(), c.toughness.unwrap())
}

fn cast_with_x(t: &mut T, label: &str, mana: &str, x: u32) {
    t.gm().players[0].pool = ManaPool::parse(mana).unwrap();
    t.act(json!({"action": "cast_spell", "player": 0, "card": format!("@{label}"), "x": x, "auto_pay": true}));
    resolve_stack(t);
}

#[test]
fn r107_3m_the_spells_x_is_the_number_of_counters() {
    for (card, mana, x) in [("Endless One", "{3}", 3), ("Feral Hydra", "{2}{G}", 2), ("Mikaeus, the Lunarch", "{4}{W}", 4)] {
        let mut t = game(json!([{"card": card, "label": "it"}]), json!([]));
        cast_with_x(&mut t, "it", mana, x);
        assert_eq!(t.zone("it"), "battlefield", "{card}");
        assert_eq!(counters(&t, "it"), x, "{card}");
        assert_eq!(pt(&t, "it"), (x as i32, x as i32), "{card}");
    }
}

/// X of 0: no counters, and the 0/0 is put into its owner's graveyard (704.5f).
#[test]
fn r107_3m_x_of_zero_gives_no_counters() {
    let mut t = game(json!([{"card": "Endless One", "label": "it"}]), json!([]));
    cast_with_x(&mut t, "it", "", 0);
    assert_eq!(t.zone("it"), "graveyard");
}

/// Put onto the battlefield without being cast, its X is 0.
#[test]
fn r107_3m_a_permanent_not_cast_has_x_of_zero() {
    for card in ["Feral Hydra", "Endless One"] {
        let mut t = game(json!([{"card": "Zombify", "label": "zombify"}]), json!([{"card": card, "label": "it"}]));
        t.gm().players[0].pool = ManaPool::parse("{3}{B}").unwrap();
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@zombify", "targets": [{"object": "@it"}], "auto_pay": true}));
        resolve_stack(&mut t);
        assert_eq!(t.zone("it"), "graveyard", "{card}: returned with no counters, a 0/0 dies");
    }
}
