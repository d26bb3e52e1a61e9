//! 611.2b: "for as long as you control [this]" and "for as long as [this]
//! remains on the battlefield" after a change or "doesn't untap during its
//! controller's untap step": the effect ends the first time its source
//! leaves the battlefield (or, for the first, leaves its controller's
//! control), and doesn't begin again when the condition holds later.
//! Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Aegis Angel {4}{W}{W} 5/5: "Flying / When Aegis Angel enters the
//!   battlefield, another target permanent gains indestructible for as long
//!   as you control Aegis Angel."
//! - Somnophore {2}{U}{U} 2/2: "Flying / Whenever Somnophore deals damage to
//!   a player, tap target creature that player controls. That creature
//!   doesn't untap during its controller's untap step for as long as
//!   Somnophore remains on the battlefield."
//! - Wrath of God ("Destroy all creatures. They can't be regenerated."),
//!   Act of Treason ("Gain control of target creature until end of turn.
//!   Untap that creature. It gains haste until end of turn."), Lightning
//!   Bolt, Grizzly Bears.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::Keyword;
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::Step;

const CARDS: &[&str] = &["Aegis Angel", "Somnophore", "Wrath of God", "Act of Treason", "Lightning Bolt", "Grizzly Bears"];

fn game(alice_bf: Value, alice_hand: Value, bob_bf: Value, bob_hand: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": alice_hand, "library": ["Plains", "Plains", "Plains"]},
        {"name": "Bob", "battlefield": bob_bf, "hand": bob_hand, "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn indestructible(t: &T, label: &str) -> bool {
    t.g().chars(t.id(label)).unwrap().has_keyword(Keyword::Indestructible)
}

/// Resolve the stack, answering a trigger's target question with `target`.
fn resolve_targeting(t: &mut T, target: Value) {
    for _ in 0..20 {
        match t.g().pending.clone() {
            Some(d) if matches!(d.kind, DecisionKind::ChooseTargets { .. }) => {
                t.act(json!({"action": "choose_targets", "player": d.player.0, "targets": [target.clone()]}));
            }
            Some(d) => panic!("unexpected decision {:?}", d.kind),
            None if t.g().stack.is_empty() => return,
            None => {
                t.pass_all();
            }
        }
    }
    panic!("the stack did not empty");
}

fn angel_on_bears() -> T {
    let mut t = game(json!([{"card": "Grizzly Bears", "label": "bears"}]), json!([{"card": "Aegis Angel", "label": "angel"}, {"card": "Wrath of God", "label": "wrath"}]), json!([]), json!([{"card": "Act of Treason", "label": "treason"}, {"card": "Lightning Bolt", "label": "bolt"}]));
    cast_with(&mut t, 0, "angel", "{4}{W}{W}", json!([]));
    resolve_targeting(&mut t, json!({"object": "@bears"}));
    assert_eq!(t.zone("angel"), "battlefield");
    assert!(indestructible(&t, "bears"));
    assert!(!indestructible(&t, "angel"), "another target permanent");
    t
}

#[test]
fn r611_2b_aegis_angel_protects_through_a_wrath_that_takes_it_then_stops() {
    let mut t = angel_on_bears();
    cast_with(&mut t, 0, "wrath", "{2}{W}{W}", json!([]));
    resolve_stack(&mut t);
    assert_eq!(t.zone("angel"), "graveyard");
    assert_eq!(t.zone("bears"), "battlefield", "indestructible as the Wrath destroyed them at once");
    assert!(!indestructible(&t, "bears"), "the Angel has left: the effect has ended");
    // Bob's Bolt now kills the Bears.
    t.act(json!({"action": "pass_priority", "player": 0}));
    cast_with(&mut t, 1, "bolt", "{R}", json!([{"object": "@bears"}]));
    resolve_stack(&mut t);
    assert_eq!(t.zone("bears"), "graveyard");
}

#[test]
fn r611_2b_losing_control_of_aegis_angel_ends_the_effect_for_good() {
    let mut t = angel_on_bears();
    play_until(&mut t, 1, Step::PrecombatMain, &|_, _, d| panic!("{d:?}"));
    assert!(indestructible(&t, "bears"), "it lasts past the turn");
    cast_with(&mut t, 1, "treason", "{2}{R}", json!([{"object": "@angel"}]));
    resolve_stack(&mut t);
    assert_eq!(t.g().obj(t.id("angel")).unwrap().controller.0, 1);
    assert!(!indestructible(&t, "bears"), "Alice no longer controls the Angel");
    // At the cleanup step the Angel comes back to Alice: the effect doesn't begin again.
    play_until(&mut t, 0, Step::Upkeep, &|_, _, d| panic!("{d:?}"));
    assert_eq!(t.g().obj(t.id("angel")).unwrap().controller.0, 0);
    assert!(!indestructible(&t, "bears"), "611.2b: it doesn't start again");
}

#[test]
fn r611_2b_somnophores_creature_stays_tapped_while_it_remains() {
    let mut t = T::new(json!({"cards": CARDS.iter().map(|n| common::card_table::compiled(n)).collect::<Vec<_>>(), "players": [
        {"name": "Alice", "battlefield": [{"card": "Somnophore", "label": "somno"}], "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "library": ["Plains", "Plains", "Plains"]},
        {"name": "Bob", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}], "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "beginning_of_combat"}}));
    attack_to_blockers(&mut t, "somno");
    t.act(json!({"action": "declare_blockers", "player": 1, "blockers": []}));
    resolve_targeting(&mut t, json!({"object": "@bears"}));
    for _ in 0..6 {
        if t.g().pending.is_none() && t.g().stack.is_empty() && t.g().turn.step == Step::PostcombatMain {
            break;
        }
        t.pass_all();
        resolve_targeting(&mut t, json!({"object": "@bears"}));
    }
    assert_eq!(t.life(1), 18);
    assert!(t.g().obj(t.id("bears")).unwrap().tapped);
    // Bob's untap step: the Bears stay tapped.
    play_until(&mut t, 1, Step::Upkeep, &|_, _, d| panic!("{d:?}"));
    assert!(t.g().obj(t.id("bears")).unwrap().tapped, "Somnophore remains on the battlefield");
    // Alice bolts her own Somnophore on Bob's turn; at Bob's next untap step the Bears untap.
    t.act(json!({"action": "pass_priority", "player": 1}));
    cast_with(&mut t, 0, "bolt", "{R}", json!([{"object": "@somno"}]));
    resolve_stack(&mut t);
    assert_eq!(t.zone("somno"), "graveyard");
    play_until(&mut t, 0, Step::Upkeep, &|_, _, d| panic!("{d:?}"));
    play_until(&mut t, 1, Step::Upkeep, &|_, _, d| panic!("{d:?}"));
    assert!(!t.g().obj(t.id("bears")).unwrap().tapped, "the effect ended as Somnophore left");
}
