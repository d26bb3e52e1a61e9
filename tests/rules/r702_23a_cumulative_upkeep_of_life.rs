//! 702.23a: "Cumulative upkeep—Pay N life": at the beginning of its
//! controller's upkeep, an age counter goes on the permanent, then it is
//! sacrificed unless its controller pays N life for each age counter on it;
//! paying is open only to a player with that much life (119.4). Compiled
//! from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Gallowbraid {3}{B}{B} 5/5: "Trample / Cumulative upkeep—Pay 1 life."
//! - Inner Sanctum {1}{W}{W}: "Cumulative upkeep—Pay 2 life. / Prevent all
//!   damage that would be dealt to creatures you control."

use crate::common;
use common::*;
use serde_json::json;
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::{PlayerId, Step};

fn game(card: &str, life: i32) -> T {
    let cards = vec![common::card_table::compiled(card)];
    let library: Vec<serde_json::Value> = (0..10).map(|_| json!("Island")).collect();
    let mut t = T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": [{"card": card, "label": "it"}], "library": library.clone()},
        {"name": "Bob", "library": library}
    ], "turn": {"number": 1, "active": 0, "step": "precombat_main"}}));
    t.gm().players[0].life = life;
    t
}

/// Play to Alice's next upkeep and resolve the upkeep trigger, answering
/// its question with `pay` (and noting whether it was asked).
fn next_upkeep(t: &mut T, pay: bool) -> bool {
    let no_other = |_: &mut T, p: PlayerId, k: DecisionKind| panic!("unexpected question to {p:?}: {k:?}");
    play_until(t, 1, Step::Upkeep, &no_other);
    play_until(t, 0, Step::Upkeep, &no_other);
    let mut asked = false;
    for _ in 0..6 {
        if let Some(d) = t.g().pending.clone() {
            assert!(matches!(d.kind, DecisionKind::ChooseYesNo { .. }), "{:?}", d.kind);
            asked = true;
            t.act(json!({"action": "choose_yes_no", "player": 0, "yes": pay}));
        } else if t.g().stack.is_empty() && t.g().waiting_triggers.is_empty() {
            break;
        } else {
            t.pass_all();
        }
    }
    asked
}

fn age(t: &T) -> u32 {
    t.g().obj(t.id("it")).map_or(0, |o| o.extra.counters.get("age").copied().unwrap_or(0))
}

#[test]
fn r702_23a_gallowbraid_costs_one_life_per_age_counter() {
    let mut t = game("Gallowbraid", 20);
    assert!(next_upkeep(&mut t, true));
    assert_eq!((age(&t), t.life(0)), (1, 19));
    assert!(next_upkeep(&mut t, true));
    assert_eq!((age(&t), t.life(0)), (2, 17), "two counters: 2 life");
    assert!(next_upkeep(&mut t, false));
    assert_eq!(t.zone("it"), "graveyard", "not paid: sacrificed");
    assert_eq!(t.life(0), 17);
}

/// 119.4: with less life than the cost, the player can't choose to pay.
#[test]
fn r119_4_inner_sanctum_is_sacrificed_by_a_player_without_the_life() {
    let mut t = game("Inner Sanctum", 5);
    assert!(next_upkeep(&mut t, true), "2 life of 5: asked");
    assert_eq!(t.life(0), 3);
    assert!(!next_upkeep(&mut t, true), "4 life of 3: not asked");
    assert_eq!(t.zone("it"), "graveyard");
    assert_eq!(t.life(0), 3, "nothing paid");
}
