//! "Add {B} to your mana pool for each charge counter on [this]" (106.4:
//! the counters counted as the mana is added, 608.2h), with "put a charge
//! counter on [this]" (121.1: counters of any kind on a permanent).
//!
//! Cards (their text as the table prints it):
//! - Black Market {3}{B}{B}, enchantment: "Whenever a creature dies, put a
//!   charge counter on Black Market. At the beginning of your precombat main
//!   phase, add {B} to your mana pool for each charge counter on Black Market."
//! - Lightning Bolt {R}, Grizzly Bears, Mountain.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::{ManaType, Step};
use stackwise::rules::*;

fn game(market: Value, step: &str) -> T {
    let def = card_table::compiled("Black Market");
    T::new(json!({"cards": [def], "players": [
        {"name": "Alice", "battlefield": [market, "Mountain"], "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "library": ["Island", "Island"]},
        {"name": "Bob", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}], "library": ["Island"]}
    ], "turn": {"number": 2, "active": 0, "step": step}}))
}

fn black(t: &T) -> u32 {
    t.g().player(PlayerId(0)).pool.get(ManaType::Black)
}

#[test]
fn r106_4_black_market_adds_one_black_for_each_charge_counter() {
    let mut t = game(json!({"card": "Black Market", "label": "bm", "counters": {"charge": 3}}), "draw");
    for _ in 0..10 {
        if t.g().turn.step == Step::PrecombatMain && t.g().stack.is_empty() && black(&t) > 0 {
            break;
        }
        t.pass_all();
    }
    assert_eq!(t.g().turn.step, Step::PrecombatMain);
    assert_eq!(black(&t), 3);
    // No counters: no mana.
    let mut t = game(json!({"card": "Black Market", "label": "bm"}), "draw");
    for _ in 0..3 {
        t.pass_all();
    }
    assert_eq!(black(&t), 0);
}

#[test]
fn r121_1_a_creature_dying_puts_a_charge_counter_on_black_market() {
    let mut t = game(json!({"card": "Black Market", "label": "bm"}), "precombat_main");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    t.pass_all();
    assert_eq!(t.zone("bears"), "graveyard");
    assert_eq!(t.g().objects[&t.id("bm")].extra.counters.get("charge").copied(), Some(1));
}
