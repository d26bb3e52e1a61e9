//! 601.2d after 601.2b: a spell that divides X damage (or "X plus 1") among
//! "any number of" targets. X is announced first, then the targets (none to
//! as many as there are points: each gets at least 1), then the division,
//! which adds up to the amount.
//!
//! The cards (compiled from their printed text):
//! - Rolling Thunder {X}{R}{R}, sorcery: "Rolling Thunder deals X damage
//!   divided as you choose among any number of target creatures and/or
//!   players."
//! - Meteor Shower {X}{X}{R}, sorcery: "Meteor Shower deals X plus 1 damage
//!   divided as you choose among any number of target creatures and/or
//!   players."
//! - Fire Covenant {1}{B}{R}, instant: "As an additional cost to cast Fire
//!   Covenant, pay X life. / Fire Covenant deals X damage divided as you
//!   choose among any number of target creatures."
//! - Hail of Arrows {X}{W}, instant: "... among any number of target
//!   attacking creatures."
//! - Grizzly Bears 2/2, Llanowar Elves 1/1, Hill Giant 3/3.

use crate::common;
use common::*;
use serde_json::{json, Value};

/// Alice's turn, her main phase: her hand; Bob's battlefield.
fn game(alice_hand: Value, bob_bf: Value) -> T {
    T::new(json!({"players": [
        {"name": "Alice", "hand": alice_hand, "library": ["Plains", "Plains", "Plains"]},
        {"name": "Bob", "battlefield": bob_bf, "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

fn obj(label: &str) -> Value {
    json!({"object": format!("@{label}")})
}

/// Cast the card labelled `card` with X, targets and division, its mana in the pool.
fn cast_x(t: &mut T, card: &str, mana: &str, x: u32, targets: Value, division: Value) -> Result<Vec<stackwise::rules::Event>, stackwise::rules::ActionError> {
    t.gm().players[0].pool = stackwise::rules::types::ManaPool::parse(mana).unwrap();
    t.try_act(json!({"action": "cast_spell", "player": 0, "card": format!("@{card}"), "x": x, "targets": targets, "division": division, "auto_pay": true}))
}

/// X = 3: 2 to the Bears, 1 to the Elves, in either order of the two: both die.
#[test]
fn r601_2d_x_damage_divided_as_announced() {
    for (targets, division) in [(json!([obj("gb"), obj("le")]), json!([2, 1])), (json!([obj("le"), obj("gb")]), json!([1, 2]))] {
        let mut t = game(json!([{"card": "Rolling Thunder", "label": "rt"}]), json!([{"card": "Grizzly Bears", "label": "gb"}, {"card": "Llanowar Elves", "label": "le"}]));
        let ev = cast_x(&mut t, "rt", "{3}{R}{R}", 3, targets.clone(), division).unwrap();
        assert!(cites(&ev, "601.2b") && cites(&ev, "601.2d"), "{:?}", rules(&ev));
        settle_with(&mut t, &[]);
        assert_eq!((t.zone("gb"), t.zone("le")), ("graveyard".into(), "graveyard".into()), "{targets}");
        assert_eq!(t.life(1), 20);
    }
}

/// The division must add up to X, each target at least 1: more targets than
/// points, shares adding up to another number and a 0 share are refused and
/// change nothing. X = 0 with no target is a legal cast that deals nothing.
#[test]
fn r601_2d_x_division_must_fit() {
    let mut t = game(json!([{"card": "Rolling Thunder", "label": "rt"}]), json!([{"card": "Grizzly Bears", "label": "gb"}, {"card": "Llanowar Elves", "label": "le"}]));
    t.gm().players[0].pool = stackwise::rules::types::ManaPool::parse("{2}{R}{R}").unwrap();
    let cast = |x: u32, targets: Value, division: Value| json!({"action": "cast_spell", "player": 0, "card": "@rt", "x": x, "targets": targets, "division": division, "auto_pay": true});
    let e = refused_unchanged(&mut t, cast(1, json!([obj("gb"), obj("le")]), json!([1, 0])));
    assert!(e.contains("at least 1"), "{e}");
    let e = refused_unchanged(&mut t, cast(2, json!([obj("gb"), {"player": 1}]), json!([2, 1])));
    assert!(e.contains("add up to 3, not 2"), "{e}");
    let e = refused_unchanged(&mut t, cast(2, json!([obj("gb")]), json!([])));
    assert!(e.contains("share of the 2 damage"), "{e}");
    t.act(cast(0, json!([]), json!([])));
    settle_with(&mut t, &[]);
    assert_eq!(t.zone("rt"), "graveyard");
    assert_eq!((t.zone("gb"), t.zone("le"), t.life(1)), ("battlefield".into(), "battlefield".into(), 20));
}

/// "X plus 1": X = 1 is 2 damage, 1 to the Elves and 1 to Bob.
#[test]
fn r601_2d_x_plus_one_damage() {
    let mut t = game(json!([{"card": "Meteor Shower", "label": "ms"}]), json!([{"card": "Llanowar Elves", "label": "le"}]));
    let e = cast_x(&mut t, "ms", "{2}{R}", 1, json!([obj("le"), {"player": 1}]), json!([1, 2])).unwrap_err().to_string();
    assert!(e.contains("add up to 3, not 2"), "{e}");
    cast_x(&mut t, "ms", "{2}{R}", 1, json!([obj("le"), {"player": 1}]), json!([1, 1])).unwrap();
    settle_with(&mut t, &[]);
    assert_eq!((t.zone("le"), t.life(1)), ("graveyard".into(), 19));
}

/// X from an additional cost (601.2b, 117.8: "pay X life"): X = 3, 3 life
/// paid, 3 damage divided between the Giant and the Elves (2 and 1: the
/// Elves die, the Giant lives).
#[test]
fn r601_2d_x_paid_in_life() {
    let mut t = game(json!([{"card": "Fire Covenant", "label": "fc"}]), json!([{"card": "Hill Giant", "label": "hg"}, {"card": "Llanowar Elves", "label": "le"}]));
    cast_x(&mut t, "fc", "{1}{B}{R}", 3, json!([obj("hg"), obj("le")]), json!([2, 1])).unwrap();
    assert_eq!(t.life(0), 17);
    settle_with(&mut t, &[]);
    assert_eq!((t.zone("hg"), t.zone("le")), ("battlefield".into(), "graveyard".into()));
    assert_eq!(t.g().objects[&t.id("hg")].damage, 2);
}

/// The cast option says how the amount follows X: Rolling Thunder X plus 0,
/// Meteor Shower X plus 1; the targets are "any number" (none required).
#[test]
fn r601_2d_the_cast_option_names_x_as_the_amount() {
    let mut t = game(json!([{"card": "Rolling Thunder", "label": "rt"}, {"card": "Meteor Shower", "label": "ms"}]), json!([{"card": "Grizzly Bears", "label": "gb"}]));
    t.gm().players[0].pool = stackwise::rules::types::ManaPool::parse("{R}{R}").unwrap();
    for (card, plus) in [("rt", 0), ("ms", 1)] {
        let opts = cast_options(&t, card);
        let o = &opts[0];
        assert_eq!((o.divide, o.divide_x, o.min_targets), (None, Some(plus), 0), "{card}");
    }
}

/// Hail of Arrows reads only attacking creatures: a creature that isn't
/// attacking is not a legal target (the cast is refused).
#[test]
fn r601_2d_x_among_attacking_creatures_only() {
    let mut t = game(json!([{"card": "Hail of Arrows", "label": "ha"}]), json!([{"card": "Grizzly Bears", "label": "gb"}]));
    let e = cast_x(&mut t, "ha", "{2}{W}", 2, json!([obj("gb")]), json!([2])).unwrap_err().to_string();
    assert!(e.contains("Grizzly Bears"), "{e}");
}
