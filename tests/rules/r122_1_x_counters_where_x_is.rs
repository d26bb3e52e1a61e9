//! 122.1, 608.2h: "Put X +1/+1 counters on [this], where X is [a count]":
//! the count is read as the instruction is followed, and that many counters
//! are put on it; optional ("you may put ...") as the trigger resolves.
//! Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Heroes' Bane {3}{G}{G} 0/0: "Heroes' Bane enters the battlefield with
//!   four +1/+1 counters on it. / {2}{G}{G}: Put X +1/+1 counters on Heroes'
//!   Bane, where X is its power."
//! - Kresh the Bloodbraided {2}{B}{R}{G} 3/3: "Whenever another creature
//!   dies, you may put X +1/+1 counters on Kresh the Bloodbraided, where X is
//!   that creature's power."
//! - Hill Giant (3/3), Lightning Bolt, Giant Growth.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::ManaPool;

const CARDS: &[&str] = &["Heroes' Bane", "Kresh the Bloodbraided", "Hill Giant", "Lightning Bolt", "Giant Growth"];

fn game(bf: Value, hand: Value, bob_bf: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": bf, "hand": hand, "library": ["Forest", "Forest"]},
        {"name": "Bob", "battlefield": bob_bf, "library": ["Forest", "Forest"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn counters(t: &T, label: &str) -> u32 {
    t.g().obj(t.id(label)).unwrap().extra.counters.get("+1/+1").copied().unwrap_or(0)
}

#[test]
fn r122_1_heroes_bane_doubles_its_power() {
    let mut t = game(json!([{"card": "Heroes' Bane", "label": "bane", "counters": {"+1/+1": 4}}]), json!([]), json!([]));
    for expected in [8, 16] {
        t.gm().players[0].pool = ManaPool::parse("{2}{G}{G}").unwrap();
        t.act(json!({"action": "activate_ability", "player": 0, "source": "@bane", "ability": 0, "targets": [], "auto_pay": true}));
        resolve_stack(&mut t);
        assert_eq!(counters(&t, "bane"), expected, "X is its power as the ability resolves");
    }
}

#[test]
fn r608_2h_kresh_counts_the_dead_creatures_power_as_it_last_was() {
    // The Giant pumped by Giant Growth (6/6) dies to two Bolts: Kresh may take 6.
    for (yes, expected) in [(true, 6), (false, 0)] {
        let mut t = game(json!([{"card": "Kresh the Bloodbraided", "label": "kresh"}]), json!([{"card": "Giant Growth", "label": "gg"}, {"card": "Lightning Bolt", "label": "b1"}, {"card": "Lightning Bolt", "label": "b2"}]), json!([{"card": "Hill Giant", "label": "giant"}]));
        cast_with(&mut t, 0, "gg", "{G}", json!([{"object": "@giant"}]));
        resolve_stack(&mut t);
        cast_with(&mut t, 0, "b1", "{R}", json!([{"object": "@giant"}]));
        resolve_stack(&mut t);
        cast_with(&mut t, 0, "b2", "{R}", json!([{"object": "@giant"}]));
        for _ in 0..10 {
            match t.g().pending.clone() {
                Some(d) if matches!(d.kind, DecisionKind::ChooseYesNo { .. }) => {
                    t.act(json!({"action": "choose_yes_no", "player": d.player.0, "yes": yes}));
                }
                Some(d) => panic!("{:?}", d.kind),
                None if t.g().stack.is_empty() => break,
                None => {
                    t.pass_all();
                }
            }
        }
        assert_eq!(t.zone("giant"), "graveyard");
        assert_eq!(counters(&t, "kresh"), expected, "chose: {yes}");
    }
}
