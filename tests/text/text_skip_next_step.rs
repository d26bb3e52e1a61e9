//! 614.10: "[player] skips his or her next draw step / combat
//! phase": the next one of that player's turns doesn't happen; several add
//! up (614.10a). Cards compiled from their printed text (the card table):
//! - Fatigue {1}{U} Sorcery: "Target player skips his or her next draw step."
//! - Stonehorn Dignitary {3}{W} 1/4: "When Stonehorn Dignitary enters the
//!   battlefield, target opponent skips his or her next combat phase."
//! - Blinding Angel {3}{W}{W} 2/4: "Flying / Whenever Blinding Angel deals
//!   combat damage to a player, that player skips his or her next combat
//!   phase."

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::{PlayerId, Step};

fn game(alice_bf: Value, hand: Value, bob_bf: Value) -> T {
    T::new(json!({"cards": [compiled("Fatigue"), compiled("Stonehorn Dignitary"), compiled("Blinding Angel")], "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": hand, "library": ["Island", "Island", "Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": bob_bf, "library": ["Island", "Island", "Island", "Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

fn hand(t: &T, p: u8) -> usize {
    t.g().player(PlayerId(p)).hand.len()
}

#[test]
fn r614_10_target_player_skips_the_next_draw_step() {
    let mut t = game(json!(["Island", "Island"]), json!([{"card": "Fatigue", "label": "f"}, {"card": "Fatigue", "label": "f2"}]), json!([]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@f", "targets": [{"player": 1}], "auto_pay": true}));
    t.pass_all();
    play_until(&mut t, 1, Step::PrecombatMain, &|_, _, _| {});
    assert_eq!(hand(&t, 1), 0, "Bob skipped his draw step");
    play_until(&mut t, 0, Step::PrecombatMain, &|_, _, _| {});
    assert_eq!(hand(&t, 0), 2, "Alice drew in hers");
    play_until(&mut t, 1, Step::PrecombatMain, &|_, _, _| {});
    assert_eq!(hand(&t, 1), 1, "one skip, used up: Bob draws again");
}

#[test]
fn r614_10_target_opponent_skips_the_next_combat_phase() {
    let lands: Vec<Value> = (0..4).map(|_| json!("Plains")).collect();
    let mut t = game(json!(lands), json!([{"card": "Stonehorn Dignitary", "label": "d"}]), json!([{"card": "Grizzly Bears", "label": "bears"}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@d", "auto_pay": true}));
    for _ in 0..6 {
        if let Some(d) = t.g().pending.clone() {
            t.act(json!({"action": "choose_targets", "player": d.player.0, "targets": [{"player": 1}]}));
        } else if !t.g().stack.is_empty() {
            t.pass_all();
        }
    }
    assert_eq!(t.g().steps_to_skip, vec![(PlayerId(1), Step::BeginningOfCombat)]);
    // Bob's turn: from his precombat main phase straight to his postcombat main phase.
    play_until(&mut t, 1, Step::PrecombatMain, &|_, _, _| {});
    let mut steps = Vec::new();
    while t.g().turn.step != Step::PostcombatMain {
        assert!(t.g().pending.is_none(), "no attackers are asked for");
        t.pass_all();
        steps.push(t.g().turn.step);
    }
    assert_eq!(steps, vec![Step::PostcombatMain], "no combat step at all");
    assert!(t.g().steps_to_skip.is_empty());
}

#[test]
fn r614_10_blinding_angel_that_player_skips_the_next_combat_phase() {
    let mut t = game(json!([{"card": "Blinding Angel", "label": "a"}]), json!([]), json!([{"card": "Grizzly Bears", "label": "bears"}]));
    to_decision(&mut t);
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@a", "target": {"player": 1}}]}));
    play_until(&mut t, 0, Step::End, &|_, _, _| {});
    assert_eq!(t.life(1), 18);
    assert_eq!(t.g().steps_to_skip, vec![(PlayerId(1), Step::BeginningOfCombat)]);
    // Bob's turn: from his precombat main phase straight to his postcombat main phase.
    play_until(&mut t, 1, Step::PrecombatMain, &|_, _, _| {});
    t.pass_all();
    assert_eq!(t.g().turn.step, Step::PostcombatMain);
    assert!(t.g().pending.is_none() && t.g().combat.is_none(), "his Grizzly Bears were never asked to attack");
    assert!(t.g().steps_to_skip.is_empty());
}
