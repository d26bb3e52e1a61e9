//! "Whenever [this] attacks and isn't blocked" (509.1h: it triggers once
//! blockers are declared, for an attacking creature no creature was
//! declared to block), and "defending player" as the player an instruction
//! names: the player the source attacks (506.2).
//!
//! Cards (their text as the table prints it):
//! - Abyssal Nightstalker {3}{B} 2/2: "Whenever Abyssal Nightstalker attacks
//!   and isn't blocked, defending player discards a card."
//! - Merchant Ship {U} 0/2: "Merchant Ship can't attack unless defending
//!   player controls an Island. / Whenever Merchant Ship attacks and isn't
//!   blocked, you gain 2 life. / When you control no Islands, sacrifice
//!   Merchant Ship."
//! - Vedalken Ghoul {U}{B} 1/1: "Whenever Vedalken Ghoul becomes blocked,
//!   defending player loses 4 life."
//! - Grizzly Bears {1}{G} 2/2, Island.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::Step;

/// Alice attacks Bob with `attacker`; Bob blocks with his Bears or not; play to the end of combat.
fn attack(attacker: &str, blocked: bool, bob_hand: usize) -> T {
    let alice = json!([{"card": attacker, "label": "att"}, "Island"]);
    let bob: Vec<Value> = vec![json!({"card": "Grizzly Bears", "label": "bears"}), json!("Island")];
    let mut t = common::card_table::compiled_game(&[attacker, "Grizzly Bears", "Island"], alice, json!([]), json!(bob));
    // Bob's hand: cards drawn from his library beforehand.
    for _ in 0..bob_hand {
        let p = stackwise::rules::PlayerId(1);
        t.gm().draw(p, "test");
    }
    to_decision(&mut t);
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@att", "target": {"player": 1}}]}));
    to_decision(&mut t);
    let blocks: Vec<Value> = if blocked { vec![json!({"blocker": "@bears", "attacker": "@att"})] } else { Vec::new() };
    t.act(json!({"action": "declare_blockers", "player": 1, "blockers": blocks}));
    for _ in 0..12 {
        if matches!(t.g().turn.step, Step::EndOfCombat | Step::PostcombatMain) {
            break;
        }
        if let Some(d) = t.g().pending.clone() {
            if let stackwise::rules::state::DecisionKind::ChooseCards { from, min, .. } = d.kind {
                t.act(json!({"action": "choose_cards", "player": d.player.0, "cards": from[..min].to_vec()}));
                continue;
            }
            panic!("unexpected {:?}", d.kind);
        }
        t.pass_all();
    }
    t
}

#[test]
fn r509_1h_abyssal_nightstalker_makes_the_defending_player_discard_when_unblocked() {
    let t = attack("Abyssal Nightstalker", false, 2);
    assert_eq!(t.g().players[1].hand.len(), 1);
    let t = attack("Abyssal Nightstalker", true, 2);
    assert_eq!(t.g().players[1].hand.len(), 2, "blocked: no trigger");
}

#[test]
fn r509_1h_merchant_ship_gains_life_only_when_unblocked() {
    let t = attack("Merchant Ship", false, 0);
    assert_eq!(t.life(0), 22);
    let t = attack("Merchant Ship", true, 0);
    assert_eq!(t.life(0), 20);
}

#[test]
fn r506_2_vedalken_ghoul_makes_the_defending_player_lose_life_when_blocked() {
    let t = attack("Vedalken Ghoul", true, 0);
    assert_eq!(t.life(1), 16);
    let t = attack("Vedalken Ghoul", false, 0);
    assert_eq!(t.life(1), 19, "unblocked: only its combat damage");
}

