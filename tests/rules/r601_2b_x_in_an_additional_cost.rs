//! 601.2b, 117.8, 107.3: an additional cost that takes X ("discard X cards",
//! "pay X life", "exile X cards from your graveyard"): X is announced as the
//! spell is cast, the cost takes that many, and the spell's X is that number
//! as it resolves. With {X} in the mana cost too, the one X is paid both ways.
//! Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Sickening Dreams {1}{B}: "As an additional cost to cast Sickening
//!   Dreams, discard X cards. / Sickening Dreams deals X damage to each
//!   creature and each player."
//! - Bond of Agony {X}{B}: "As an additional cost to cast Bond of Agony, pay
//!   X life. / Each other player loses X life."
//! - Hatred {3}{B}{B}: "As an additional cost to cast Hatred, pay X life. /
//!   Target creature gets +X/+0 until end of turn."
//! - Harvest Pyre {1}{R}: "As an additional cost to cast Harvest Pyre, exile
//!   X cards from your graveyard. / Harvest Pyre deals X damage to target
//!   creature."
//! - Scorched Earth {X}{R}: "As an additional cost to cast Scorched Earth,
//!   discard X land cards. / Destroy X target lands."
//! - Restless Dreams {B}: "As an additional cost to cast Restless Dreams,
//!   discard X cards. / Return X target creature cards from your graveyard
//!   to your hand."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::legal::{CastOption, LegalAction};
use stackwise::rules::types::{ManaPool, PlayerId};

const CARDS: &[&str] = &["Sickening Dreams", "Bond of Agony", "Hatred", "Harvest Pyre", "Scorched Earth", "Restless Dreams", "Grizzly Bears", "Hill Giant", "Craw Wurm"];

fn game(hand: Value, graveyard: Value, alice_bf: Value, bob_bf: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": hand, "graveyard": graveyard, "library": ["Swamp", "Swamp", "Swamp"]},
        {"name": "Bob", "battlefield": bob_bf, "library": ["Forest", "Forest", "Forest"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

/// The first way to cast it, offered with {5}{B}{B}{R} in Alice's pool.
fn option(t: &mut T, label: &str) -> CastOption {
    t.gm().players[0].pool = ManaPool::parse("{5}{B}{B}{R}").unwrap();
    let id = t.id(label);
    t.g().legal_actions().into_iter().find_map(|a| match a {
        LegalAction::Cast { card, mut options, has_x, .. } if card == id => {
            assert!(has_x, "X is announced");
            Some(options.remove(0))
        }
        _ => None,
    }).expect("castable")
}

fn cast(t: &mut T, card: &str, mana: &str, x: u32, extra: Value) -> Result<(), String> {
    t.gm().players[0].pool = ManaPool::parse(mana).unwrap();
    let mut action = json!({"action": "cast_spell", "player": 0, "card": format!("@{card}"), "x": x, "auto_pay": true, "targets": []});
    for (k, v) in extra.as_object().unwrap() {
        action[k] = v.clone();
    }
    t.try_act(action).map(|_| ()).map_err(|e| e.to_string())
}

#[test]
fn r601_2b_sickening_dreams_discards_x_and_deals_x() {
    let hand = json!([{"card": "Sickening Dreams", "label": "dreams"}, {"card": "Grizzly Bears", "label": "a"}, {"card": "Grizzly Bears", "label": "b"}, {"card": "Hill Giant", "label": "c"}]);
    let mut t = game(hand, json!([]), json!([{"card": "Hill Giant", "label": "giant"}]), json!([{"card": "Grizzly Bears", "label": "bears"}]));
    let o = option(&mut t, "dreams");
    let k = o.x_cost.clone().expect("an X cost");
    assert_eq!((k.kind.as_str(), k.max), ("discard", 3), "the three other cards of the hand");
    assert_eq!(o.with_x_cost(2).discard.unwrap().count, 2);
    // Two cards named for X = 3: refused, nothing changes.
    let before = t.g().clone();
    assert!(cast(&mut t, "dreams", "{1}{B}", 3, json!({"discard": ["@a", "@b"]})).is_err());
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), before.player(PlayerId(0)).hand.len());
    cast(&mut t, "dreams", "{1}{B}", 2, json!({"discard": ["@a", "@b"]})).unwrap();
    assert_eq!((t.zone("a").as_str(), t.zone("b").as_str(), t.zone("c").as_str()), ("graveyard", "graveyard", "hand"), "discarded as the cost");
    resolve_stack(&mut t);
    assert_eq!((t.life(0), t.life(1)), (18, 18), "X = 2 to each player");
    assert_eq!(t.zone("bears"), "graveyard");
    assert_eq!(t.zone("giant"), "battlefield", "a 3/3 survives 2");
}

#[test]
fn r601_2b_x_life_with_and_without_x_in_the_mana_cost() {
    // Bond of Agony: {X}{B} and X life, the same X.
    let mut t = game(json!([{"card": "Bond of Agony", "label": "bond"}]), json!([]), json!([]), json!([]));
    assert_eq!(option(&mut t, "bond").x_cost.unwrap().kind, "life");
    assert!(cast(&mut t, "bond", "{B}{B}", 2, json!({})).is_err(), "{{X}} = 2 unpaid");
    cast(&mut t, "bond", "{B}{B}{B}", 2, json!({})).unwrap();
    assert_eq!(t.life(0), 18, "2 life paid as the cost");
    resolve_stack(&mut t);
    assert_eq!(t.life(1), 18);
    // Hatred: X life only; more life than Alice has is refused (119.4).
    let mut t = game(json!([{"card": "Hatred", "label": "hatred"}]), json!([]), json!([{"card": "Grizzly Bears", "label": "bears"}]), json!([]));
    assert_eq!(option(&mut t, "hatred").x_cost.unwrap().max, 20);
    assert!(cast(&mut t, "hatred", "{3}{B}{B}", 21, json!({"targets": [{"object": "@bears"}]})).is_err());
    assert_eq!(t.life(0), 20);
    cast(&mut t, "hatred", "{3}{B}{B}", 5, json!({"targets": [{"object": "@bears"}]})).unwrap();
    assert_eq!(t.life(0), 15);
    resolve_stack(&mut t);
    assert_eq!(t.g().chars(t.id("bears")).unwrap().power, Some(7), "+X/+0");
}

#[test]
fn r601_2b_x_cards_exiled_from_the_graveyard() {
    let yard = json!([{"card": "Grizzly Bears", "label": "g1"}, {"card": "Grizzly Bears", "label": "g2"}, {"card": "Hill Giant", "label": "g3"}]);
    let mut t = game(json!([{"card": "Harvest Pyre", "label": "pyre"}]), yard, json!([]), json!([{"card": "Craw Wurm", "label": "wurm"}]));
    assert_eq!(option(&mut t, "pyre").x_cost.unwrap().max, 3);
    cast(&mut t, "pyre", "{1}{R}", 3, json!({"exile": ["@g1", "@g2", "@g3"], "targets": [{"object": "@wurm"}]})).unwrap();
    assert_eq!(t.zone("g3"), "exile");
    resolve_stack(&mut t);
    assert_eq!(t.g().obj(t.id("wurm")).unwrap().damage, 3, "X damage");
}

#[test]
fn r601_2b_x_target_lands_and_x_land_cards_discarded_agree() {
    let hand = json!([{"card": "Scorched Earth", "label": "earth"}, {"card": "Forest", "label": "f1"}, {"card": "Forest", "label": "f2"}, {"card": "Grizzly Bears", "label": "bears"}]);
    let mut t = game(hand, json!([]), json!([]), json!([{"card": "Forest", "label": "l1"}, {"card": "Forest", "label": "l2"}, {"card": "Forest", "label": "l3"}]));
    let o = option(&mut t, "earth");
    assert_eq!(o.x_cost.as_ref().map(|k| (k.kind.as_str(), k.max)), Some(("discard", 2)), "land cards only");
    assert!(cast(&mut t, "earth", "{2}{R}", 2, json!({"discard": ["@f1", "@bears"], "targets": [{"object": "@l1"}, {"object": "@l2"}]})).is_err(), "a creature card is not a land card");
    assert!(cast(&mut t, "earth", "{2}{R}", 2, json!({"discard": ["@f1", "@f2"], "targets": [{"object": "@l1"}]})).is_err(), "X targets");
    cast(&mut t, "earth", "{2}{R}", 2, json!({"discard": ["@f1", "@f2"], "targets": [{"object": "@l1"}, {"object": "@l2"}]})).unwrap();
    resolve_stack(&mut t);
    assert_eq!((t.zone("l1").as_str(), t.zone("l2").as_str(), t.zone("l3").as_str()), ("graveyard", "graveyard", "battlefield"));
}

#[test]
fn r601_2b_x_zero_discards_nothing() {
    let mut t = game(json!([{"card": "Restless Dreams", "label": "rd"}]), json!([]), json!([]), json!([]));
    assert_eq!(option(&mut t, "rd").x_cost.unwrap().max, 0);
    cast(&mut t, "rd", "{B}", 0, json!({})).unwrap();
    resolve_stack(&mut t);
    assert_eq!(t.zone("rd"), "graveyard");
}
