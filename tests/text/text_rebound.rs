//! Rebound (702.86a; 702.87a in later rules): a spell with rebound cast
//! from its owner's hand is exiled instead of going to the graveyard as it
//! resolves; at the beginning of its controller's next upkeep (not another
//! player's), they may cast it from exile without paying its mana cost
//! (608.2f). Cast that way, it was not cast from the hand: it goes to the
//! graveyard after.
//!
//! Cards (their text as the table prints it):
//! - Staggershock {2}{R}, instant: "Staggershock deals 2 damage to target
//!   creature or player. / Rebound"
//! - Virulent Swipe {B}, instant: "Target creature gets +2/+0 and gains
//!   deathtouch until end of turn. / Rebound"
//! - Grizzly Bears {1}{G} 2/2.

use crate::common;
use common::*;
use serde_json::json;
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::Step;
use stackwise::rules::*;

fn game(card: &str) -> T {
    T::new(json!({"cards": [card_table::compiled(card)], "players": [
        {"name": "Alice", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}], "hand": [{"card": card, "label": "spell"}], "mana_pool": "{2}{R}{B}", "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn no_answer(_: &mut T, p: PlayerId, k: DecisionKind) {
    panic!("unexpected question for player {}: {k:?}", p.0);
}

#[test]
fn r702_86a_staggershock_is_exiled_and_cast_again_at_your_next_upkeep() {
    let mut t = game("Staggershock");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "targets": [{"player": 1}], "auto_pay": true}));
    let ev = t.pass_all();
    assert!(cites(&ev, "702.86a"));
    assert_eq!((t.life(1), t.zone("spell").as_str()), (18, "exile"));
    // Bob's upkeep: nothing.
    play_until(&mut t, 1, Step::Draw, &no_answer);
    assert_eq!(t.zone("spell"), "exile");
    // Alice's upkeep: the delayed trigger; she casts it free, at Bob again.
    play_until(&mut t, 0, Step::Upkeep, &no_answer);
    assert_eq!(t.g().stack.len(), 1, "the rebound trigger");
    t.pass_all();
    let DecisionKind::ChooseObject { candidates, optional, .. } = t.g().pending.clone().unwrap().kind else { panic!() };
    assert!(optional);
    t.act(json!({"action": "choose_object", "player": 0, "object": candidates[0]}));
    let d = t.g().pending.clone().unwrap();
    let DecisionKind::ChooseTargets { .. } = d.kind else { panic!("{d:?}") };
    t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"player": 1}]}));
    t.pass_all();
    assert_eq!(t.life(1), 16);
    assert_eq!(t.zone("spell"), "graveyard", "cast from exile, not from the hand: no rebound this time");
}

#[test]
fn r702_86a_virulent_swipe_declined_stays_in_exile_and_triggers_once() {
    let mut t = game("Virulent Swipe");
    let bears = t.id("bears");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "targets": [{"object": bears.0}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.g().chars(t.id("bears")).unwrap().power, Some(4));
    assert_eq!(t.zone("spell"), "exile");
    play_until(&mut t, 0, Step::Upkeep, &no_answer);
    t.pass_all();
    let DecisionKind::ChooseObject { .. } = t.g().pending.clone().unwrap().kind else { panic!() };
    t.act(json!({"action": "choose_object", "player": 0, "object": null}));
    assert_eq!(t.zone("spell"), "exile");
    // The turn after: no second chance (603.7b: a delayed ability triggers once).
    play_until(&mut t, 1, Step::Upkeep, &no_answer);
    play_until(&mut t, 0, Step::Draw, &no_answer);
    assert_eq!(t.zone("spell"), "exile");
}
