//! Costs that take objects (117.1, 602.2b, 117.8 / 601.2h): "discard a
//! card", "discard a card at random" (701.8b: the engine picks it, with the
//! game's seeded generator, as the cost is paid) and "exile N [filter] cards
//! from your graveyard", as spells' additional costs and in activated
//! abilities' costs. The player names the objects in the action (`discard`,
//! `exile`); a cost that can't be paid is neither offered nor accepted, and
//! a wrong choice changes nothing. Cards named together move together.
//!
//! The cards (built in: compiled from their printed text), their text as printed:
//! - Waste Away {4}{B}: "As an additional cost to cast Waste Away, discard a
//!   card. / Target creature gets -5/-5 until end of turn."
//! - Sonic Burst {1}{R}: "As an additional cost to cast Sonic Burst, discard a
//!   card at random. / Sonic Burst deals 4 damage to target creature or player."
//! - Acceptable Losses {3}{R}: "As an additional cost to cast Acceptable
//!   Losses, discard a card at random. / Acceptable Losses deals 5 damage to
//!   target creature."
//! - Stitched Drake {1}{U}{U} 3/4: "As an additional cost to cast Stitched
//!   Drake, exile a creature card from your graveyard. / Flying"
//! - Skaab Goliath {5}{U} 6/9: "As an additional cost to cast Skaab Goliath,
//!   exile two creature cards from your graveyard. / Trample"
//! - Grim Lavamancer {R} 1/1: "{R}, {T}, Exile two cards from your graveyard:
//!   Grim Lavamancer deals 2 damage to target creature or player."
//! - Bearscape {1}{G}{G}: "{1}{G}, Exile two cards from your graveyard:
//!   Create a 2/2 green Bear creature token."
//! - Cabal Patriarch {3}{B}{B}{B} 5/5: "... {2}{B}, Exile a creature card from
//!   your graveyard: Target creature gets -2/-2 until end of turn."
//! - Fiery Temper (madness.json): "... Madness {R}"

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::events::EventKind;
use stackwise::rules::legal::LegalAction;
use stackwise::rules::types::PlayerId;

fn game(bf: Value, hand: Value, graveyard: Value, mana: &str, bob_bf: Value) -> T {
    T::new(json!({"players": [
        {"name": "Alice", "battlefield": bf, "hand": hand, "graveyard": graveyard, "mana_pool": mana, "library": ["Island", "Island"]},
        {"name": "Bob", "battlefield": bob_bf, "library": ["Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

fn cast(card: &str, targets: Value, discard: Value, exile: Value) -> Value {
    json!({"action": "cast_spell", "player": 0, "card": format!("@{card}"), "targets": targets, "auto_pay": true, "discard": discard, "exile": exile})
}

fn cast_option(t: &T, label: &str) -> Option<stackwise::rules::legal::CastOption> {
    let id = t.id(label);
    t.g().legal_actions().into_iter().find_map(|a| match a {
        LegalAction::Cast { card, options, .. } if card == id => options.into_iter().next(),
        _ => None,
    })
}

#[test]
fn r601_2h_waste_away_discards_the_card_named_as_it_is_cast() {
    let mut t = game(json!([]), json!([{"card": "Waste Away", "label": "wa"}, {"card": "Island", "label": "i"}, {"card": "Plains", "label": "p"}]), json!([]), "{B}{4}", json!([{"card": "Hill Giant", "label": "hg"}]));
    let o = cast_option(&t, "wa").expect("offered");
    let d = o.discard.expect("a discard choice");
    assert_eq!((d.count, d.candidates.len()), (1, 2), "the other two cards, not Waste Away itself");
    let hg = t.id("hg");
    let ev = t.act(cast("wa", json!([{"object": hg.0}]), json!(["@p"]), json!([])));
    assert!(cites(&ev, "601.2h"), "{:?}", rules(&ev));
    // Paid as it was cast: the Plains is gone before Waste Away resolves.
    assert_eq!((t.zone("p"), t.zone("i"), t.zone("wa")), ("graveyard".into(), "hand".into(), "stack".into()));
    t.pass_all();
    assert_eq!(t.zone("hg"), "graveyard");
}

#[test]
fn r601_2h_a_wrong_or_missing_discard_is_refused_and_changes_nothing() {
    let mut t = game(json!([]), json!([{"card": "Waste Away", "label": "wa"}, {"card": "Island", "label": "i"}]), json!([{"card": "Grizzly Bears", "label": "gy"}]), "{B}{4}", json!([{"card": "Hill Giant", "label": "hg"}]));
    let hg = t.id("hg");
    for (action, why) in [
        (cast("wa", json!([{"object": hg.0}]), json!([]), json!([])), "name exactly 1"),
        (cast("wa", json!([{"object": hg.0}]), json!(["@wa"]), json!([])), "can't be discarded"),
        (cast("wa", json!([{"object": hg.0}]), json!(["@gy"]), json!([])), "can't be discarded"),
        (cast("wa", json!([{"object": hg.0}]), json!(["@i"]), json!(["@gy"])), "'exile' must be empty"),
    ] {
        let e = refused_unchanged(&mut t, action.clone());
        assert!(e.contains(why), "{action}: {e}");
    }
    // With Waste Away alone in hand, there is nothing to discard: not offered, not accepted.
    let mut t = game(json!([]), json!([{"card": "Waste Away", "label": "wa"}]), json!([]), "{B}{4}", json!([{"card": "Hill Giant", "label": "hg"}]));
    assert!(cast_option(&t, "wa").is_none());
    let hg = t.id("hg");
    let e = refused_unchanged(&mut t, cast("wa", json!([{"object": hg.0}]), json!([]), json!([])));
    assert!(e.contains("needs 1 card(s) to discard"), "{e}");
}

/// Sonic Burst and Acceptable Losses discard at random: the action names no
/// card; the same seed picks the same card, and a replay with another seed
/// may pick another. Either way exactly one card goes.
#[test]
fn r701_8b_sonic_burst_and_acceptable_losses_discard_at_random_as_they_are_cast() {
    for (card, mana, target_bob) in [("Sonic Burst", "{R}{1}", true), ("Acceptable Losses", "{R}{3}", false)] {
        let hand = json!([{"card": card, "label": "s"}, {"card": "Island", "label": "i"}, {"card": "Plains", "label": "p"}, {"card": "Swamp", "label": "w"}]);
        let mut t = game(json!([]), hand.clone(), json!([]), mana, json!([{"card": "Hill Giant", "label": "hg"}]));
        let o = cast_option(&t, "s").expect("offered");
        assert!(o.discard.is_none(), "nothing to name for a random discard");
        let hg = t.id("hg");
        let target = if target_bob { json!([{"player": 1}]) } else { json!([{"object": hg.0}]) };
        let e = refused_unchanged(&mut t, cast("s", target.clone(), json!(["@i"]), json!([])));
        assert!(e.contains("at random"), "{e}");
        let ev = t.act(cast("s", target.clone(), json!([]), json!([])));
        let discarded: Vec<_> = ev.iter().filter(|e| matches!(e.kind, EventKind::Discarded { .. })).collect();
        assert_eq!(discarded.len(), 1, "{card}");
        assert_eq!(t.g().player(PlayerId(0)).hand.len(), 2, "{card}: two of the three lands left");
        t.pass_all();
        if target_bob {
            assert_eq!(t.life(1), 16);
        } else {
            assert_eq!(t.zone("hg"), "graveyard");
        }
        // Deterministic: the same game and action discard the same card.
        let mut t2 = game(json!([]), hand, json!([]), mana, json!([{"card": "Hill Giant", "label": "hg"}]));
        t2.act(cast("s", target, json!([]), json!([])));
        let gy = |t: &T| t.g().player(PlayerId(0)).graveyard.iter().map(|id| t.g().objects[id].def.name.clone()).collect::<Vec<_>>();
        assert_eq!(gy(&t2).iter().filter(|n| n.as_str() != card).collect::<Vec<_>>(), gy(&t).iter().filter(|n| n.as_str() != card).collect::<Vec<_>>());
    }
    // A lone Sonic Burst: no card to discard at random, so it can't be cast.
    let mut t = game(json!([]), json!([{"card": "Sonic Burst", "label": "s"}]), json!([]), "{R}{1}", json!([]));
    assert!(cast_option(&t, "s").is_none());
    let e = refused_unchanged(&mut t, cast("s", json!([{"player": 1}]), json!([]), json!([])));
    assert!(e.contains("at random"), "{e}");
}

/// A discard cost is a discard: Fiery Temper discarded to cast Waste Away is
/// exiled by its madness and may be cast (702.34a).
#[test]
fn r702_34a_a_discard_cost_sets_off_madness() {
    let mut t = game(json!([]), json!([{"card": "Waste Away", "label": "wa"}, {"card": "Fiery Temper", "label": "ft"}]), json!([]), "{B}{4}{R}", json!([{"card": "Hill Giant", "label": "hg"}]));
    let hg = t.id("hg");
    t.act(cast("wa", json!([{"object": hg.0}]), json!(["@ft"]), json!([])));
    assert_eq!(t.zone("ft"), "exile");
    assert_eq!(t.g().waiting_triggers.len() + t.g().stack.len(), 2, "Waste Away and the madness trigger");
}

#[test]
fn r601_2h_stitched_drake_and_skaab_goliath_exile_creature_cards_from_the_graveyard() {
    let gy = json!([{"card": "Grizzly Bears", "label": "b1"}, {"card": "Hill Giant", "label": "b2"}, {"card": "Island", "label": "isl"}]);
    let mut t = game(json!([]), json!([{"card": "Stitched Drake", "label": "sd"}, {"card": "Skaab Goliath", "label": "sg"}]), gy, "{U}{U}{U}{U}{1}{1}{1}{1}{1}", json!([]));
    let o = cast_option(&t, "sd").expect("Drake offered");
    let x = o.exile.expect("an exile choice");
    assert_eq!((x.count, x.candidates.len()), (1, 2), "the two creature cards, not the Island");
    let e = refused_unchanged(&mut t, cast("sd", json!([]), json!([]), json!(["@isl"])));
    assert!(e.contains("can't be exiled"), "{e}");
    let e = refused_unchanged(&mut t, cast("sd", json!([]), json!([]), json!(["@b1", "@b2"])));
    assert!(e.contains("name exactly 1"), "{e}");
    t.act(cast("sd", json!([]), json!([]), json!(["@b2"])));
    assert_eq!((t.zone("b2"), t.zone("b1")), ("exile".into(), "graveyard".into()));
    t.pass_all();
    assert_eq!(t.zone("sd"), "battlefield");
    // Skaab Goliath needs two creature cards; one is left: not offered, not accepted.
    assert!(cast_option(&t, "sg").is_none());
    let e = refused_unchanged(&mut t, cast("sg", json!([]), json!([]), json!(["@b1"])));
    assert!(e.contains("needs 2 card(s) to exile"), "{e}");
}

/// Two cards exiled for one cost go together, as one event, in either order named.
#[test]
fn r602_2b_grim_lavamancer_and_bearscape_exile_two_cards_together() {
    for order in [["@c1", "@c2"], ["@c2", "@c1"]] {
        let gy = json!([{"card": "Island", "label": "c1"}, {"card": "Lightning Bolt", "label": "c2"}]);
        let mut t = game(json!([{"card": "Grim Lavamancer", "label": "gl"}]), json!([]), gy, "{R}", json!([]));
        let Some(LegalAction::Activate { exile: Some(x), .. }) = t.g().legal_actions().into_iter().find(|a| matches!(a, LegalAction::Activate { source, .. } if *source == t.id("gl"))) else {
            panic!("Lavamancer's ability offered with an exile choice")
        };
        assert_eq!((x.count, x.candidates.len()), (2, 2));
        let ev = t.act(json!({"action": "activate_ability", "player": 0, "source": "@gl", "ability": 0, "targets": [{"player": 1}], "auto_pay": true, "exile": order}));
        assert!(cites(&ev, "602.2b"));
        assert_eq!((t.zone("c1"), t.zone("c2")), ("exile".into(), "exile".into()), "{order:?}");
        t.pass_all();
        assert_eq!(t.life(1), 18);
    }
    // Bearscape with one card in the graveyard: not offered; with two, a Bear.
    let mut t = game(json!([{"card": "Bearscape", "label": "bs"}]), json!([]), json!([{"card": "Island", "label": "c1"}]), "{G}{1}", json!([]));
    assert!(!t.g().legal_actions().iter().any(|a| matches!(a, LegalAction::Activate { source, .. } if *source == t.id("bs"))));
    let e = refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@bs", "ability": 0, "auto_pay": true, "exile": ["@c1"]}));
    assert!(e.contains("needs 2 card(s) to exile"), "{e}");
    let mut t = game(json!([{"card": "Bearscape", "label": "bs"}]), json!([]), json!([{"card": "Island", "label": "c1"}, {"card": "Plains", "label": "c2"}]), "{G}{1}", json!([]));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@bs", "ability": 0, "auto_pay": true, "exile": ["@c1", "@c2"]}));
    t.pass_all();
    assert_eq!(t.g().battlefield.iter().filter(|id| t.g().objects[id].def.name == "Bear").count(), 1);
}

/// Cabal Patriarch's second ability takes a creature card from Alice's own
/// graveyard only: Bob's creature cards and her noncreature cards can't pay.
#[test]
fn r602_2b_cabal_patriarch_exiles_a_creature_card_from_its_controllers_graveyard() {
    let mut t = T::new(json!({"players": [
        {"name": "Alice", "battlefield": [{"card": "Cabal Patriarch", "label": "cp"}], "graveyard": [{"card": "Grizzly Bears", "label": "mine"}, {"card": "Swamp", "label": "land"}], "mana_pool": "{B}{2}", "library": ["Island"]},
        {"name": "Bob", "battlefield": [{"card": "Grizzly Bears", "label": "target"}], "graveyard": [{"card": "Hill Giant", "label": "his"}], "library": ["Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}));
    let target = t.id("target");
    for bad in ["@his", "@land"] {
        let e = refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@cp", "ability": 1, "targets": [{"object": target.0}], "auto_pay": true, "exile": [bad]}));
        assert!(e.contains("can't be exiled"), "{bad}: {e}");
    }
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@cp", "ability": 1, "targets": [{"object": target.0}], "auto_pay": true, "exile": ["@mine"]}));
    assert_eq!(t.zone("mine"), "exile");
    t.pass_all();
    assert_eq!(t.zone("target"), "graveyard");
}

#[test]
fn r117_8_a_spells_additional_cost_names_what_it_can_pay() {
    let bad = |card: Value| stackwise::cards::CardPool::parse_defs(&json!([card]).to_string(), "test").expect_err("refused");
    let e = bad(json!({"name": "Odd", "mana_cost": "{R}", "types": ["Instant"], "additional_cost": {"tap": true}, "spell": {"effects": []}}));
    assert!(e.contains("'tap' can't be a spell's additional cost"), "{e}");
    let e = bad(json!({"name": "Odd", "mana_cost": "{R}", "types": ["Instant"], "additional_cost": {"exile_from_graveyard": {"count": 1, "zone": "hand"}}, "spell": {"effects": []}}));
    assert!(e.contains("zone"), "{e}");
}
