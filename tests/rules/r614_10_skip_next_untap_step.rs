//! 614.10: "[Player] skips his or her next untap step": that player's next
//! untap step doesn't happen (its permanents stay tapped); the one after is
//! as usual. 614.10a: a skip of the "next" one waits for the first untap step
//! that isn't skipped otherwise (Stasis' "Players skip their untap steps").
//! Real cards compiled from their printed text.
//!
//! Cards (their text as the table prints it):
//! - Avizoa {3}{U} 2/2: "Flying / {0}: Avizoa gets +2/+2 until end of turn.
//!   You skip your next untap step. Activate this ability only once each turn."
//! - Shisato, Whispering Hunter {3}{G} 2/2: "At the beginning of your upkeep,
//!   sacrifice a Snake. / Whenever Shisato, Whispering Hunter deals combat
//!   damage to a player, that player skips his or her next untap step."
//! - Stasis {1}{U}: "Players skip their untap steps. / At the beginning of
//!   your upkeep, sacrifice Stasis unless you pay {U}."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::Step;

const CARDS: &[&str] = &["Avizoa", "Shisato, Whispering Hunter", "Stasis"];

fn game(alice_bf: Value, bob_bf: Value, step: &str) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| card_table::compiled(n)).collect();
    let library: Vec<Value> = (0..20).map(|_| json!("Island")).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "library": library},
        {"name": "Bob", "battlefield": bob_bf, "library": library}
    ], "turn": {"number": 2, "active": 0, "step": step}}))
}

fn tapped(t: &T, label: &str) -> bool {
    t.g().obj(t.id(label)).unwrap().tapped
}

/// Stasis' upkeep question is answered "don't pay" (it is sacrificed); no other question comes.
fn no_pay(t: &mut T, p: stackwise::rules::types::PlayerId, k: DecisionKind) {
    match k {
        DecisionKind::ChooseYesNo { .. } => {
            t.act(json!({"action": "choose_yes_no", "player": p.0, "yes": false}));
        }
        other => panic!("asked {other:?}"),
    }
}

#[test]
fn r614_10_avizoa_skips_its_controllers_next_untap_step_only() {
    let mut t = game(json!([{"card": "Avizoa", "label": "avizoa"}, {"card": "Island", "label": "land", "tapped": true}]), json!([]), "precombat_main");
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@avizoa", "ability": 0, "targets": [], "auto_pay": true}));
    resolve_stack(&mut t);
    play_until(&mut t, 0, Step::Upkeep, &no_pay);
    assert_eq!(t.g().turn.number, 4);
    assert!(tapped(&t, "land"), "turn 4: Alice's untap step was skipped");
    play_until(&mut t, 1, Step::Upkeep, &no_pay);
    play_until(&mut t, 0, Step::Upkeep, &no_pay);
    assert_eq!(t.g().turn.number, 6);
    assert!(!tapped(&t, "land"), "turn 6: the next untap step is as usual");
}

#[test]
fn r614_10_shisato_makes_the_damaged_player_skip_his_next_untap_step() {
    let mut t = game(json!([{"card": "Shisato, Whispering Hunter", "label": "shisato"}]), json!([{"card": "Island", "label": "land", "tapped": true}]), "beginning_of_combat");
    t.pass_all();
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@shisato", "target": {"player": 1}}]}));
    combat_unblocked(&mut t);
    assert_eq!(t.life(1), 18);
    play_until(&mut t, 1, Step::Upkeep, &no_pay);
    assert!(tapped(&t, "land"), "turn 3: Bob's untap step was skipped");
}

#[test]
fn r614_10a_the_next_untap_step_skipped_is_one_stasis_doesnt_skip() {
    // Avizoa activated on turn 2 while Bob's Stasis makes every player skip their untap steps.
    let mut t = game(json!([{"card": "Avizoa", "label": "avizoa"}, {"card": "Island", "label": "land", "tapped": true}]), json!([{"card": "Stasis", "label": "stasis"}, {"card": "Island", "label": "bobs"}]), "precombat_main");
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@avizoa", "ability": 0, "targets": [], "auto_pay": true}));
    resolve_stack(&mut t);
    // Bob pays {U} for Stasis on turn 3 (his Island, which stays tapped); on turn 5 he can't.
    let pay_on_turn_3 = |t: &mut T, p: stackwise::rules::types::PlayerId, k: DecisionKind| match k {
        DecisionKind::ChooseYesNo { .. } => {
            let yes = t.g().turn.number == 3;
            t.act(json!({"action": "choose_yes_no", "player": p.0, "yes": yes}));
        }
        other => panic!("asked {other:?}"),
    };
    // Turn 4: Stasis skips Alice's untap step; Avizoa's skip waits for one Stasis doesn't skip.
    play_until(&mut t, 0, Step::Upkeep, &pay_on_turn_3);
    assert_eq!((t.g().turn.number, t.zone("stasis")), (4, "battlefield".to_string()));
    assert!(tapped(&t, "land"));
    // Turn 5: Bob's Island stayed tapped; Stasis is sacrificed.
    play_until(&mut t, 1, Step::Draw, &pay_on_turn_3);
    assert_eq!(t.zone("stasis"), "graveyard");
    // Turn 6: the first untap step of Alice's that Stasis doesn't skip: Avizoa's skip applies to it.
    play_until(&mut t, 0, Step::Upkeep, &pay_on_turn_3);
    assert_eq!(t.g().turn.number, 6);
    assert!(tapped(&t, "land"), "turn 6: skipped by Avizoa's effect (614.10a)");
    play_until(&mut t, 1, Step::Upkeep, &pay_on_turn_3);
    play_until(&mut t, 0, Step::Upkeep, &pay_on_turn_3);
    assert_eq!(t.g().turn.number, 8);
    assert!(!tapped(&t, "land"), "turn 8: untapped");
}
