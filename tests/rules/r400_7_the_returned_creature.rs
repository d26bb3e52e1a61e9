//! 400.7: a card returned from a graveyard to the battlefield is a new
//! object; "that creature" / "it" in the instructions after the return name
//! that permanent (not the card that was targeted), and a delayed
//! instruction about it (603.7c) finds it at the next end step. Compiled
//! from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Miraculous Recovery {4}{W}, Instant: "Return target creature card from
//!   your graveyard to the battlefield. Put a +1/+1 counter on it."
//! - Dawn of the Dead {2}{B}{B}{B}, Enchantment: "At the beginning of your
//!   upkeep, you lose 1 life. / At the beginning of your upkeep, you may
//!   return target creature card from your graveyard to the battlefield.
//!   That creature gains haste until end of turn. Exile it at the beginning
//!   of the next end step."
//! - Hill Giant {3}{R}, 3/3.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::{Keyword, ManaPool, Step};

const CARDS: &[&str] = &["Miraculous Recovery", "Dawn of the Dead", "Hill Giant"];

fn giant(t: &T) -> Option<stackwise::rules::types::ObjectId> {
    t.g().battlefield.iter().copied().find(|id| t.g().objects[id].def.name == "Hill Giant")
}

#[test]
fn r400_7_miraculous_recovery_puts_the_counter_on_the_returned_permanent() {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    let mut t = T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "hand": [{"card": "Miraculous Recovery", "label": "rec"}], "graveyard": [{"card": "Hill Giant", "label": "giant"}], "library": ["Island", "Island"]},
        {"name": "Bob", "library": ["Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}));
    t.gm().players[0].pool = ManaPool::parse("{W}{C}{C}{C}{C}").unwrap();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@rec", "targets": [{"object": "@giant"}], "auto_pay": true}));
    resolve_stack(&mut t);
    let g = giant(&t).expect("returned");
    let c = t.g().chars(g).unwrap();
    assert_eq!((c.power, c.toughness), (Some(4), Some(4)), "the counter is on the new permanent");
}

#[test]
fn r603_7c_dawn_of_the_dead_hastes_then_exiles_the_returned_creature() {
    for yes in [true, false] {
        let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
        let mut t = T::new(json!({"cards": cards, "players": [
            {"name": "Alice", "battlefield": ["Dawn of the Dead"], "graveyard": [{"card": "Hill Giant", "label": "giant"}], "library": ["Island", "Island", "Island"]},
            {"name": "Bob", "library": ["Island", "Island", "Island"]}
        ], "turn": {"number": 2, "active": 1, "step": "end"}}));
        // To Alice's upkeep: two triggers; the return targets the Giant.
        for _ in 0..40 {
            match t.g().pending.clone().map(|d| (d.player, d.kind)) {
                Some((p, DecisionKind::OrderTriggers { triggers, .. })) => {
                    t.act(json!({"action": "order_triggers", "player": p.0, "order": triggers}));
                }
                Some((p, DecisionKind::ChooseTargets { .. })) => {
                    t.act(json!({"action": "choose_targets", "player": p.0, "targets": [{"object": "@giant"}]}));
                }
                Some((p, DecisionKind::ChooseYesNo { .. })) => {
                    t.act(json!({"action": "choose_yes_no", "player": p.0, "yes": yes}));
                }
                Some(other) => panic!("unexpected {other:?}"),
                None if t.g().turn.step == Step::Draw => break,
                None => {
                    t.pass_all();
                }
            }
        }
        assert_eq!(t.life(0), 19);
        if !yes {
            assert!(giant(&t).is_none(), "declined: nothing returned");
            continue;
        }
        let g = giant(&t).expect("returned");
        assert!(t.g().chars(g).unwrap().has_keyword(Keyword::Haste), "that creature gains haste");
        play_until(&mut t, 1, Step::Upkeep, &|_, p, k| panic!("unexpected question to {p:?}: {k:?}"));
        assert!(giant(&t).is_none(), "exiled at the end step");
        assert_eq!(t.g().player(stackwise::rules::types::PlayerId(0)).graveyard.len(), 0);
    }
}
