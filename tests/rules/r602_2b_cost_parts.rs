//! A cost as a list of parts in printed order (117.1, 602.2b, 601.2h), and
//! costs with several parts of one kind: the objects named for a kind pay
//! every part of that kind together, each object one part.
//!
//! The cards (built in: compiled from their printed text), their text as printed:
//! - Angel's Herald {W} 1/1: "{2}{W}, {T}, Sacrifice a green creature, a
//!   white creature, and a blue creature: Search your library for a card named
//!   Empyrial Archangel and put it onto the battlefield. Then shuffle your
//!   library." (and its cycle: Sphinx's, Demon's, Dragon's, Behemoth's Herald)
//! - Recurring Nightmare {2}{B}: "Sacrifice a creature, Return Recurring
//!   Nightmare to its owner's hand: Return target creature card from your
//!   graveyard to the battlefield. Activate this ability only any time you
//!   could cast a sorcery."
//! - Overeager Apprentice {2}{B} 1/2: "Discard a card, Sacrifice Overeager
//!   Apprentice: Add {B}{B}{B} to your mana pool."
//! - Dreamscape Artist {1}{U} 1/1: "{2}{U}, {T}, Discard a card, Sacrifice a
//!   land: Search your library for up to two basic land cards and put them
//!   onto the battlefield. Then shuffle your library."
//!
//! The Heralds' rulings (Shards of Alara release notes): three different
//! creatures are sacrificed (one three-coloured creature pays one part); a
//! multicoloured creature may pay any part of a colour it has; the Herald
//! itself may pay the part of its own colour.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::legal::LegalAction;

/// Vanilla 1/1 creatures of one, two or three colours (their mana costs');
/// the card the Heralds fetch, Empyrial Archangel, compiled from its text.
fn cards() -> Value {
    let c = |name: &str, cost: &str| json!({"name": name, "mana_cost": cost, "type": "Creature", "power": 1, "toughness": 1, "text": ""});
    json!([
        c("Green One", "{G}"),
        c("Green Two", "{G}"),
        c("White One", "{W}"),
        c("Blue One", "{U}"),
        c("Green-White", "{G}{W}"),
        c("Grixis One", "{U}{B}{R}"),
        card_table::compiled("Empyrial Archangel")
    ])
}

fn herald_game(creatures: &[(&str, &str)]) -> T {
    let mut bf = vec![json!({"card": "Angel's Herald", "label": "herald"})];
    bf.extend(creatures.iter().map(|(card, label)| json!({"card": card, "label": label})));
    T::new(json!({"cards": cards(), "players": [
        {"name": "Alice", "battlefield": bf, "mana_pool": "{2}{W}", "library": ["Island", {"card": "Empyrial Archangel", "label": "angel"}, "Island"]},
        {"name": "Bob", "library": ["Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

/// Let the ability resolve, choosing Empyrial Archangel when the search asks.
fn resolve_and_find(t: &mut T) {
    t.pass_all();
    if t.g().pending.is_some() {
        t.act(json!({"action": "choose_cards", "player": 0, "cards": ["@angel"]}));
    }
}

fn act(labels: &[&str]) -> Value {
    let ids: Vec<String> = labels.iter().map(|l| format!("@{l}")).collect();
    json!({"action": "activate_ability", "player": 0, "source": "@herald", "ability": 0, "auto_pay": true, "sacrifice": ids})
}

#[test]
fn r602_2b_angels_herald_sacrifices_one_creature_for_each_colour_in_every_order() {
    for order in permutations(&["g", "w", "u"]) {
        let mut t = herald_game(&[("Green One", "g"), ("White One", "w"), ("Blue One", "u")]);
        let ev = t.act(act(&order));
        for l in ["g", "w", "u"] {
            assert_eq!(t.zone(l), "graveyard", "{l} sacrificed ({order:?})");
        }
        // Sacrificed together as the cost is paid: one event moves all three (603.6d).
        assert!(cites(&ev, "602.2b"), "{order:?}");
        assert_eq!(t.zone("herald"), "battlefield");
        assert!(t.g().obj(t.id("herald")).unwrap().tapped, "{{T}} paid");
        resolve_and_find(&mut t);
        assert_eq!(t.zone("angel"), "battlefield", "Empyrial Archangel found ({order:?})");
    }
}

#[test]
fn r602_2b_a_multicoloured_creature_pays_any_part_of_a_colour_it_has() {
    // Green-White named first: it must pay the white part, Green One the green
    // part; a pick in the order of the parts would give it the green one and
    // find no white creature left.
    for order in permutations(&["gw", "g", "u"]) {
        let mut t = herald_game(&[("Green-White", "gw"), ("Green One", "g"), ("Blue One", "u")]);
        t.act(act(&order));
        for l in ["gw", "g", "u"] {
            assert_eq!(t.zone(l), "graveyard", "{order:?}");
        }
    }
}

#[test]
fn r602_2b_the_herald_itself_may_pay_the_part_of_its_own_colour() {
    for order in permutations(&["herald", "g", "u"]) {
        let mut t = herald_game(&[("Green One", "g"), ("Blue One", "u")]);
        t.act(act(&order));
        assert_eq!(t.zone("herald"), "graveyard", "{order:?}");
        resolve_and_find(&mut t);
        assert_eq!(t.zone("angel"), "battlefield");
    }
}

#[test]
fn r602_2b_three_different_creatures_one_per_part() {
    // Two green creatures and a blue one: no white creature among them.
    let mut t = herald_game(&[("Green One", "g"), ("Green Two", "g2"), ("Blue One", "u"), ("White One", "w")]);
    let e = refused_unchanged(&mut t, act(&["g", "g2", "u"]));
    assert!(e.contains("602.2b") && e.contains("together"), "{e}");
    // One creature named twice, and too few named.
    let e = refused_unchanged(&mut t, act(&["g", "g", "u"]));
    assert!(e.contains("twice"), "{e}");
    let e = refused_unchanged(&mut t, act(&["g", "u"]));
    assert!(e.contains("exactly 3"), "{e}");
    // A three-coloured creature pays one part only: Behemoth's Herald (green
    // itself) with a red-blue-black creature lacks a white one.
    let mut t = T::new(json!({"cards": cards(), "players": [
        {"name": "Alice", "battlefield": [{"card": "Behemoth's Herald", "label": "herald"}, {"card": "Grixis One", "label": "x"}], "mana_pool": "{2}{G}", "library": ["Island"]},
        {"name": "Bob", "library": ["Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}));
    assert!(herald_offer(&t).is_none(), "not offered: a white creature is missing");
    let e = refused_unchanged(&mut t, act(&["x", "herald", "x"]));
    assert!(e.contains("602.2b"), "{e}");
}

/// The Herald's legal action's sacrifice choice, if offered.
fn herald_offer(t: &T) -> Option<stackwise::rules::legal::SacrificeChoice> {
    let id = t.id("herald");
    t.g().legal_actions().into_iter().find_map(|a| match a {
        LegalAction::Activate { source, sacrifice, .. } if source == id => sacrifice,
        _ => None,
    })
}

#[test]
fn r602_2b_the_offer_lists_first_a_set_that_pays_every_part() {
    // On the battlefield in this order: the first three creatures (two green
    // ones and a green-white one) can't pay together; the offer starts with
    // three that can.
    let mut t = herald_game(&[("Green One", "g"), ("Green Two", "g2"), ("Green-White", "gw"), ("Blue One", "u")]);
    let offer = herald_offer(&t).expect("offered");
    assert_eq!(offer.count, 3);
    let first: Vec<_> = offer.candidates.iter().take(3).copied().collect();
    let greedy = [t.id("g"), t.id("g2"), t.id("gw")];
    assert!(!greedy.iter().all(|id| first.contains(id)), "two green creatures and a green-white one can't pay");
    let ids: Vec<Value> = first.iter().map(|id| json!(id.0)).collect();
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@herald", "ability": 0, "auto_pay": true, "sacrifice": ids}));
    assert_eq!(t.g().player(stackwise::rules::types::PlayerId(0)).graveyard.len(), 3, "the three offered first were sacrificed");
}

#[test]
fn r602_2b_the_other_heralds_read_their_own_colours() {
    let mut t = T::new(json!({"cards": cards(), "players": [
        {"name": "Alice", "battlefield": [{"card": "Behemoth's Herald", "label": "h"}, {"card": "Grixis One", "label": "x"}, {"card": "Green One", "label": "g"}, {"card": "White One", "label": "w"}], "mana_pool": "{2}{G}", "library": ["Island"]},
        {"name": "Bob", "library": ["Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}));
    // Red, green and white: the Grixis creature pays the red part.
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@h", "ability": 0, "auto_pay": true, "sacrifice": ["@w", "@x", "@g"]}));
    for l in ["x", "g", "w"] {
        assert_eq!(t.zone(l), "graveyard");
    }
}

#[test]
fn r602_2b_recurring_nightmare_sacrifices_a_creature_and_returns_itself() {
    let mut t = T::new(json!({"cards": cards(), "players": [
        {"name": "Alice", "battlefield": [{"card": "Recurring Nightmare", "label": "rn"}, {"card": "Green One", "label": "g"}], "graveyard": [{"card": "Hill Giant", "label": "hg"}], "library": ["Island"]},
        {"name": "Bob", "library": ["Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@rn", "ability": 0, "targets": [{"object": "@hg"}], "sacrifice": ["@g"]}));
    assert_eq!(t.zone("g"), "graveyard");
    assert_eq!(t.zone("rn"), "hand", "returned as a cost");
    t.pass_all();
    assert_eq!(t.zone("hg"), "battlefield");
    // Without a creature to sacrifice, it isn't offered, and is refused.
    let mut t = T::new(json!({"players": [
        {"name": "Alice", "battlefield": [{"card": "Recurring Nightmare", "label": "rn"}], "graveyard": [{"card": "Hill Giant", "label": "hg"}], "library": ["Island"]},
        {"name": "Bob", "library": ["Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}));
    let e = refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@rn", "ability": 0, "targets": [{"object": "@hg"}], "sacrifice": []}));
    assert!(e.contains("602.2b"), "{e}");
}

#[test]
fn r605_1a_overeager_apprentice_discards_then_sacrifices_itself_for_mana() {
    let mut t = T::new(json!({"players": [
        {"name": "Alice", "battlefield": [{"card": "Overeager Apprentice", "label": "oa"}], "hand": [{"card": "Island", "label": "i"}], "library": ["Island"]},
        {"name": "Bob", "library": ["Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}));
    let e = refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@oa", "ability": 0}));
    assert!(e.contains("discard"), "{e}");
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@oa", "ability": 0, "discard": ["@i"]}));
    assert_eq!(t.zone("oa"), "graveyard");
    assert_eq!(t.zone("i"), "graveyard");
    assert_eq!(t.g().player(stackwise::rules::types::PlayerId(0)).pool.black, 3);
}

#[test]
fn r602_2b_dreamscape_artist_pays_mana_tap_a_discard_and_a_land() {
    let mut t = T::new(json!({"players": [
        {"name": "Alice", "battlefield": [{"card": "Dreamscape Artist", "label": "da"}, {"card": "Swamp", "label": "s"}], "hand": [{"card": "Plains", "label": "p"}], "mana_pool": "{2}{U}", "library": ["Island", {"card": "Forest", "label": "f"}, {"card": "Mountain", "label": "m"}]},
        {"name": "Bob", "library": ["Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@da", "ability": 0, "auto_pay": true, "discard": ["@p"], "sacrifice": ["@s"]}));
    assert_eq!(t.zone("p"), "graveyard");
    assert_eq!(t.zone("s"), "graveyard");
    assert!(t.g().obj(t.id("da")).unwrap().tapped);
    assert_eq!(t.g().player(stackwise::rules::types::PlayerId(0)).pool.total(), 0);
}

#[test]
fn r117_a_cost_keeps_its_printed_order_and_old_files_keep_loading() {
    let pool = stackwise::cards::builtin();
    let cost = |name: &str| match &pool.get(name).unwrap().abilities[0] {
        stackwise::cards::def::Ability::Activated { cost, .. } => serde_json::to_value(cost).unwrap(),
        _ => unreachable!(),
    };
    // "Discard a card, Sacrifice Overeager Apprentice": the discard first, as printed.
    assert_eq!(cost("Overeager Apprentice"), json!([{"discard": {"filter": {}, "count": 1}}, "sacrifice_self"]));
    assert_eq!(cost("Angel's Herald")[0], json!({"mana": "{2}{W}"}));
    assert_eq!(cost("Angel's Herald")[1], json!("tap"));
    assert_eq!(cost("Angel's Herald").as_array().unwrap().len(), 5);
    // A version-3 file writes a cost as an object of flags: read as the same parts.
    let old = json!([{"name": "Old Nightmare", "mana_cost": "{2}{B}", "types": ["Enchantment"], "abilities": [{"kind": "activated", "cost": {"return_self": true, "sacrifice": {"filter": {"types": ["Creature"]}}}, "effects": [], "text": ""}]}]);
    let new = json!([{"name": "Old Nightmare", "mana_cost": "{2}{B}", "types": ["Enchantment"], "abilities": [{"kind": "activated", "cost": [{"sacrifice": {"filter": {"types": ["Creature"]}}}, "return_self"], "effects": [], "text": ""}]}]);
    let a = stackwise::cards::CardPool::parse_defs(&old.to_string(), "old").unwrap();
    let b = stackwise::cards::CardPool::parse_defs(&new.to_string(), "new").unwrap();
    assert_eq!(a, b);
}

#[test]
fn r117_malformed_costs_are_refused_by_name() {
    let bad = |cost: Value| {
        let card = json!([{"name": "Odd", "mana_cost": "{1}", "types": ["Artifact"], "abilities": [{"kind": "activated", "cost": cost, "effects": [], "text": ""}]}]);
        stackwise::cards::CardPool::parse_defs(&card.to_string(), "test").expect_err("refused")
    };
    let e = bad(json!(["tap", {"mana": "{1}"}, "tap"]));
    assert!(e.contains("cost[2]") && e.contains("twice"), "{e}");
    let e = bad(json!(["tapp"]));
    assert!(e.contains("tapp"), "{e}");
    let e = bad(json!([{"pay_life": -2}]));
    assert!(e.contains("pay_life") && e.contains("negative"), "{e}");
    let e = bad(json!([{"mana": "{Q"}]));
    assert!(e.contains("mana"), "{e}");
    let e = bad(json!([{"discard": {"at_random": true}}, {"discard": {}}]));
    assert!(e.contains("at random"), "{e}");
    let e = bad(json!(7));
    assert!(e.contains("cost"), "{e}");
}
