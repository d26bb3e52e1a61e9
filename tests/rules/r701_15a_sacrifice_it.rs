//! 701.15a, 603.7: "Sacrifice it at the beginning of the next end step" (a
//! delayed trigger following the object: a target, or the token just made);
//! only a permanent's controller can sacrifice it, so "sacrifice it" does
//! nothing to one its controller no longer controls, while "its controller
//! sacrifices it" makes whoever controls it do so. Compiled from the cards'
//! text.
//!
//! Cards (their text as the table prints it):
//! - Slave of Bolas {3}{U/R}{B}, Sorcery: "Gain control of target creature.
//!   Untap that creature. It gains haste until end of turn. Sacrifice it at
//!   the beginning of the next end step."
//! - Tidal Wave {2}{U}, Instant: "Create a 5/5 blue Wall creature token with
//!   defender. Sacrifice it at the beginning of the next end step."
//! - Celestial Sword {6}, Artifact: "{3}, {T}: Target creature you control
//!   gets +3/+3 until end of turn. Its controller sacrifices it at the
//!   beginning of the next end step."
//! - Grizzly Bears {1}{G}, 2/2.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::{ManaPool, PlayerId, Step};

const CARDS: &[&str] = &["Slave of Bolas", "Tidal Wave", "Celestial Sword", "Grizzly Bears"];

fn game(alice_bf: Value, alice_hand: Value, bob_bf: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": alice_hand, "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": bob_bf, "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn cast(t: &mut T, card: &str, targets: Value) {
    t.gm().players[0].pool = ManaPool::parse("{U}{U}{B}{R}{C}{C}{C}").unwrap();
    t.act(json!({"action": "cast_spell", "player": 0, "card": format!("@{card}"), "targets": targets, "auto_pay": true}));
    t.pass_all();
}

/// Play to the cleanup of this turn (the end step's triggers resolved).
fn through_end_step(t: &mut T) {
    for _ in 0..20 {
        if t.g().turn.step == Step::Cleanup || t.g().turn.number > 2 {
            return;
        }
        match t.g().pending.as_ref().map(|d| (d.kind.clone(), d.player)) {
            // No attack.
            Some((stackwise::rules::state::DecisionKind::DeclareAttackers { .. }, p)) => {
                t.act(json!({"action": "declare_attackers", "player": p.0, "attackers": []}));
            }
            Some(other) => panic!("{other:?}"),
            None => {
                t.pass_all();
            }
        }
    }
}

#[test]
fn r701_15a_slave_of_bolas_sacrifices_the_creature_it_took() {
    let mut t = game(json!([]), json!([{"card": "Slave of Bolas", "label": "slave"}]), json!([{"card": "Grizzly Bears", "label": "bears"}]));
    cast(&mut t, "slave", json!([{"object": "@bears"}]));
    assert_eq!(t.g().controller_of(t.id("bears")), Some(PlayerId(0)));
    through_end_step(&mut t);
    assert_eq!(t.zone("bears"), "graveyard");
    assert!(t.g().player(PlayerId(1)).graveyard.iter().any(|id| t.g().objects[id].def.name == "Grizzly Bears"), "into its owner's graveyard");
}

#[test]
fn r701_15a_tidal_wave_sacrifices_its_token() {
    let mut t = game(json!([]), json!([{"card": "Tidal Wave", "label": "wave"}]), json!([]));
    cast(&mut t, "wave", json!([]));
    let walls = |t: &T| t.g().battlefield.iter().filter(|id| t.g().chars(**id).is_some_and(|c| c.has_subtype("Wall"))).count();
    assert_eq!(walls(&t), 1);
    through_end_step(&mut t);
    assert_eq!(walls(&t), 0);
}

#[test]
fn r701_15a_celestial_sword_its_controller_sacrifices_it() {
    let mut t = game(json!([{"card": "Celestial Sword", "label": "sword"}, {"card": "Grizzly Bears", "label": "bears"}]), json!([]), json!([]));
    t.gm().players[0].pool = ManaPool::parse("{C}{C}{C}").unwrap();
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@sword", "ability": 0, "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.g().chars(t.id("bears")).unwrap().power, Some(5));
    through_end_step(&mut t);
    assert_eq!(t.zone("bears"), "graveyard");
    assert_eq!(t.zone("sword"), "battlefield");
}
