//! 601.2d: an amount divided that the card counts ("X damage divided ...,
//! where X is [count]"): counted as the division is made, when the spell is
//! cast ("as you cast [this]"), the ability activated (before its costs are
//! paid, 601.2g-h come after) or put on the stack, and not again.
//!
//! The cards (compiled from their printed text):
//! - Volcanic Wind {4}{R}{R}, sorcery: "... X damage divided as you choose
//!   among any number of target creatures, where X is the number of
//!   creatures on the battlefield as you cast Volcanic Wind."
//! - Jaws of Stone {5}{R}, sorcery: "... among any number of target
//!   creatures and/or players, where X is the number of Mountains you
//!   control as you cast Jaws of Stone."
//! - Serra's Hymn {2}{W}, enchantment: "At the beginning of your upkeep, you
//!   may put a verse counter on Serra's Hymn. / Sacrifice Serra's Hymn:
//!   Prevent the next X damage that would be dealt this turn to any number
//!   of target creatures and/or players, divided as you choose, where X is
//!   the number of verse counters on Serra's Hymn."
//! - Magmatic Core {2}{R}{R}, enchantment: "Cumulative upkeep {1} / At the
//!   beginning of your end step, Magmatic Core deals X damage divided as you
//!   choose among any number of target creatures, where X is the number of
//!   age counters on it."
//! - Grizzly Bears 2/2, Llanowar Elves 1/1, Hill Giant 3/3, Lightning Bolt,
//!   Mountain.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;

fn game(alice_bf: Value, alice_hand: Value, bob_bf: Value, step: &str) -> T {
    T::new(json!({"players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": alice_hand, "library": ["Plains", "Plains", "Plains"]},
        {"name": "Bob", "battlefield": bob_bf, "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": step}}))
}

fn obj(label: &str) -> Value {
    json!({"object": format!("@{label}")})
}

/// Three creatures on the battlefield (one of them Alice's): 3 damage,
/// divided 2 to the Bears and 1 to the Elves; the cast option says 3.
#[test]
fn r601_2d_counted_as_the_spell_is_cast() {
    let mut t = game(json!([{"card": "Hill Giant", "label": "hg"}]), json!([{"card": "Volcanic Wind", "label": "vw"}]), json!([{"card": "Grizzly Bears", "label": "gb"}, {"card": "Llanowar Elves", "label": "le"}]), "precombat_main");
    t.gm().players[0].pool = stackwise::rules::types::ManaPool::parse("{4}{R}{R}").unwrap();
    assert_eq!(cast_options(&t, "vw")[0].divide, Some(3));
    let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@vw", "targets": [obj("gb"), obj("le")], "division": [2, 2], "auto_pay": true}));
    assert!(e.contains("add up to 4, not 3"), "{e}");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@vw", "targets": [obj("gb"), obj("le")], "division": [2, 1], "auto_pay": true}));
    settle_with(&mut t, &[]);
    assert_eq!((t.zone("gb"), t.zone("le"), t.zone("hg")), ("graveyard".into(), "graveyard".into(), "battlefield".into()));
}

/// The Mountains Alice controls, not Bob's: 2 (Bob's Mountain doesn't
/// count), all to Bob.
#[test]
fn r601_2d_counted_from_the_caster_s_side() {
    let mut t = game(json!(["Mountain", "Mountain"]), json!([{"card": "Jaws of Stone", "label": "js"}]), json!(["Mountain"]), "precombat_main");
    t.gm().players[0].pool = stackwise::rules::types::ManaPool::parse("{5}{R}").unwrap();
    assert_eq!(cast_options(&t, "js")[0].divide, Some(2));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@js", "targets": [{"player": 1}], "division": [2], "auto_pay": true}));
    settle_with(&mut t, &[]);
    assert_eq!(t.life(1), 18);
}

/// Serra's Hymn with two verse counters is sacrificed to pay its own cost:
/// the amount is counted as it is activated, before the cost is paid, so
/// 2 is divided (1 for the Bears, 1 for the Giant). A Lightning Bolt at
/// each: the Bears are dealt 2 (dies), the Giant 2 (lives).
#[test]
fn r601_2d_counted_before_the_cost_is_paid() {
    let hand = json!([{"card": "Lightning Bolt", "label": "b1"}, {"card": "Lightning Bolt", "label": "b2"}]);
    let mut t = game(json!([{"card": "Serra's Hymn", "label": "sh", "counters": {"verse": 2}}, {"card": "Grizzly Bears", "label": "gb"}, {"card": "Hill Giant", "label": "hg"}]), hand, json!([]), "precombat_main");
    let activate = |division: Value| json!({"action": "activate_ability", "player": 0, "source": "@sh", "ability": 1, "targets": [obj("gb"), obj("hg")], "division": division, "auto_pay": true});
    let e = refused_unchanged(&mut t, activate(json!([2, 1])));
    assert!(e.contains("add up to 3, not 2"), "{e}");
    t.act(activate(json!([1, 1])));
    assert_eq!(t.zone("sh"), "graveyard");
    settle_with(&mut t, &[]);
    cast_with(&mut t, 0, "b1", "{R}", json!([obj("gb")]));
    settle_with(&mut t, &[]);
    cast_with(&mut t, 0, "b2", "{R}", json!([obj("hg")]));
    settle_with(&mut t, &[]);
    assert_eq!((t.zone("gb"), t.zone("hg")), ("graveyard".into(), "battlefield".into()));
    assert_eq!(t.g().objects[&t.id("hg")].damage, 2);
}

/// Magmatic Core's end step trigger divides the age counters it has as it
/// goes on the stack: two counters, 2 damage, 1 each to the Elves and the
/// Bears.
#[test]
fn r601_2d_counted_as_the_trigger_goes_on_the_stack() {
    let mut t = game(json!([{"card": "Magmatic Core", "label": "mc", "counters": {"age": 2}}]), json!([]), json!([{"card": "Grizzly Bears", "label": "gb"}, {"card": "Llanowar Elves", "label": "le"}]), "postcombat_main");
    t.pass_all();
    to_decision(&mut t);
    match t.g().pending.clone().map(|d| d.kind) {
        Some(DecisionKind::ChooseTargets { divide, min, .. }) => assert_eq!((divide, min), (Some(2), Some(0))),
        other => panic!("expected the trigger's targets, got {other:?}"),
    }
    t.act(json!({"action": "choose_targets", "player": 0, "targets": [obj("le"), obj("gb")], "division": [1, 1]}));
    settle_with(&mut t, &[]);
    assert_eq!((t.zone("le"), t.zone("gb")), ("graveyard".into(), "battlefield".into()));
    assert_eq!(t.g().objects[&t.id("gb")].damage, 1);
}
