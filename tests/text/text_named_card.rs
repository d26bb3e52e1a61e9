//! "Name a card" as an instruction (201.3: the controller names a card as
//! it is followed, 608.2d), read later as "the named card" of a condition on
//! the card the instruction before milled or revealed ("If that card is the
//! named card, ... Otherwise, ...", "If it's the named card, ..."): a card
//! with that name (201.2).
//!
//! Cards (their text as the table prints it):
//! - Predict {1}{U}, instant: "Name a card, then target player puts the top
//!   card of his or her library into his or her graveyard. If that card is
//!   the named card, you draw two cards. Otherwise, you draw a card."
//! - Cursed Scroll {1}, artifact: "{3}, {T}: Name a card. Reveal a card at
//!   random from your hand. If it's the named card, Cursed Scroll deals 2
//!   damage to target creature or player."
//! - Lammastide Weave {1}{G}, instant: "Name a card, then target player puts
//!   the top card of his or her library into his or her graveyard. If that
//!   card is the named card, you gain life equal to its converted mana cost.
//!   Draw a card."
//! - Hill Giant {3}{R}, Lightning Bolt {R}, Island, Forest.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::*;

fn game(card: &str, hand: Value, battlefield: Value) -> T {
    let def = card_table::compiled(card);
    T::new(json!({"cards": [def], "players": [
        {"name": "Alice", "hand": hand, "battlefield": battlefield, "library": ["Island", "Island", "Island", "Island"]},
        {"name": "Bob", "library": ["Hill Giant", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

/// Pass until the name question, answer it, and resolve the rest.
fn name(t: &mut T, card_name: &str) -> Vec<Event> {
    let mut ev = t.pass_all();
    let d = t.g().pending.clone().expect("the name question");
    assert!(matches!(d.kind, DecisionKind::NameCard { .. }), "{d:?}");
    ev.extend(t.act(json!({"action": "name_card", "player": 0, "name": card_name})));
    ev.extend(t.pass_all());
    ev
}

fn hand_len(t: &T) -> usize {
    t.g().player(PlayerId(0)).hand.len()
}

#[test]
fn r201_3_predict_draws_two_when_the_milled_card_is_the_named_one() {
    for (named, drawn) in [("Hill Giant", 2), ("Lightning Bolt", 1)] {
        let mut t = game("Predict", json!([{"card": "Predict", "label": "p"}]), json!(["Island", "Island"]));
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@p", "targets": [{"player": 1}], "auto_pay": true}));
        name(&mut t, named);
        assert_eq!(t.g().player(PlayerId(1)).graveyard.len(), 1, "Hill Giant milled");
        assert_eq!(hand_len(&t), drawn, "named {named}");
    }
}

#[test]
fn r201_3_lammastide_weave_gains_the_milled_cards_converted_mana_cost() {
    for (named, life) in [("Hill Giant", 24), ("Island", 20)] {
        let mut t = game("Lammastide Weave", json!([{"card": "Lammastide Weave", "label": "w"}]), json!(["Forest", "Forest"]));
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@w", "targets": [{"player": 1}], "auto_pay": true}));
        name(&mut t, named);
        assert_eq!(t.life(0), life, "named {named}");
        assert_eq!(hand_len(&t), 1, "and a card drawn either way");
    }
}

#[test]
fn r201_3_cursed_scroll_deals_2_damage_only_for_the_named_card() {
    for (named, bob) in [("Lightning Bolt", 18), ("Hill Giant", 20)] {
        let mut t = game("Cursed Scroll", json!([{"card": "Lightning Bolt", "label": "bolt"}]), json!([{"card": "Cursed Scroll", "label": "scroll"}, "Island", "Island", "Island"]));
        t.act(json!({"action": "activate_ability", "player": 0, "source": "@scroll", "ability": 0, "targets": [{"player": 1}], "auto_pay": true}));
        let ev = name(&mut t, named);
        assert!(cites(&ev, "701.14"), "{:?}", rules(&ev));
        assert_eq!(t.life(1), bob, "named {named}");
        assert_eq!(t.zone("bolt"), "hand");
    }
}
