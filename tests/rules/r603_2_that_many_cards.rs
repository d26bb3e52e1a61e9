//! 603.2: "that many" in a triggered ability whose event has an amount is
//! that amount: "Whenever [this] deals combat damage to a player, draw that
//! many cards" draws as many cards as the damage dealt. Compiled from the
//! cards' text.
//!
//! Cards (their text as the table prints it):
//! - Glint-Eye Nephilim {U}{B}{R}{G} 2/2: "Whenever Glint-Eye Nephilim deals
//!   combat damage to a player, draw that many cards. / {1}, Discard a card:
//!   Glint-Eye Nephilim gets +1/+1 until end of turn."
//! - Cold-Eyed Selkie 1/1: "Islandwalk / Whenever Cold-Eyed Selkie deals
//!   combat damage to a player, you may draw that many cards."
//! - Needle Specter 1/1: "Flying / Wither / Whenever Needle Specter deals
//!   combat damage to a player, that player discards that many cards."
//! - Giant Growth {G}: "Target creature gets +3/+3 until end of turn."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::{ManaPool, PlayerId, Step};

const CARDS: &[&str] = &["Glint-Eye Nephilim", "Cold-Eyed Selkie", "Needle Specter", "Giant Growth"];

fn game(attacker: &str, bob_hand: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    let library: Vec<Value> = (0..10).map(|_| json!("Island")).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": [{"card": attacker, "label": "it"}], "hand": [{"card": "Giant Growth", "label": "growth"}], "library": library},
        {"name": "Bob", "hand": bob_hand, "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "beginning_of_combat"}}))
}

/// Attack with the creature, pumped by Giant Growth (+3), and play the combat out.
fn attack_pumped(t: &mut T) {
    t.pass_all();
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@it", "target": {"player": 1}}]}));
    t.gm().players[0].pool = ManaPool::parse("{G}").unwrap();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@growth", "targets": [{"object": "@it"}], "auto_pay": true}));
    for _ in 0..20 {
        if t.g().turn.step == Step::PostcombatMain && t.g().stack.is_empty() && t.g().pending.is_none() {
            return;
        }
        match t.g().pending.clone().map(|d| (d.player, d.kind)) {
            Some((p, DecisionKind::DeclareBlockers { .. })) => {
                t.act(json!({"action": "declare_blockers", "player": p.0, "blockers": []}));
            }
            Some((p, DecisionKind::ChooseYesNo { .. })) => {
                t.act(json!({"action": "choose_yes_no", "player": p.0, "yes": true}));
            }
            Some((p, DecisionKind::ChooseCards { from, min, .. })) => {
                let pick: Vec<u64> = from.iter().take(min as usize).map(|id| id.0).collect();
                t.act(json!({"action": "choose_cards", "player": p.0, "cards": pick}));
            }
            Some(other) => panic!("unexpected decision {other:?}"),
            None => {
                t.pass_all();
            }
        }
    }
    panic!("combat did not end");
}

#[test]
fn r603_2_nephilim_and_selkie_draw_as_many_cards_as_the_damage() {
    for (card, damage) in [("Glint-Eye Nephilim", 5), ("Cold-Eyed Selkie", 4)] {
        let mut t = game(card, json!([]));
        attack_pumped(&mut t);
        assert_eq!(t.life(1), 20 - damage, "{card}");
        assert_eq!(t.g().player(PlayerId(0)).hand.len(), damage as usize, "{card}: a card for each point of damage");
    }
}

#[test]
fn r603_2_needle_specter_makes_that_player_discard_that_many() {
    let hand: Vec<Value> = (0..6).map(|_| json!("Mountain")).collect();
    let mut t = game("Needle Specter", json!(hand));
    attack_pumped(&mut t);
    assert_eq!(t.life(1), 16);
    assert_eq!(t.g().player(PlayerId(1)).hand.len(), 2, "four of six discarded");
}
