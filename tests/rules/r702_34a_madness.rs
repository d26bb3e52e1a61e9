//! 702.34a-b (2017 numbering): madness. While a card with madness is in a
//! hand, discarding it exiles it instead of putting it into the graveyard
//! (it is still discarded: what watches discards sees it); its owner's
//! "when this card is exiled this way" ability then triggers, and as it
//! resolves that player may cast the card from exile by paying its madness
//! cost instead of its mana cost (an alternative cost, 117.9, paid as
//! 601.2f-h; no timing restriction, 608.2f). Otherwise the card goes to the
//! graveyard.
//!
//! The cards (built in: compiled from their printed text), their text as printed:
//! - Fiery Temper {1}{R}{R}: "Fiery Temper deals 3 damage to target creature
//!   or player. / Madness {R}"
//! - Arrogant Wurm {3}{G}{G} 4/4: "Trample / Madness {2}{G}"
//! - Reckless Wurm {3}{R}{R} 4/4: "Trample / Madness {2}{R}"
//! - Obsessive Search {U}: "Draw a card. / Madness {U}"
//! - Strength of Lunacy {1}{B}: "Enchant creature / Enchanted creature gets
//!   +2/+1 and has protection from white. / Madness {B}"
//! - Wild Mongrel {1}{G} 2/2 (discard_costs.json): "Discard a card: Wild
//!   Mongrel gets +1/+1 and becomes the color of your choice until end of turn."
//! - Mind Rot {2}{B} (kin.json): "Target player discards two cards."
//! - Megrim {2}{B} (families.json): "Whenever an opponent discards a card,
//!   Megrim deals 2 damage to that player."
//! - Grave Scrabbler {3}{B} 2/2: "Madness {1}{B} / When Grave Scrabbler enters
//!   the battlefield, if its madness cost was paid, you may return target
//!   creature card from a graveyard to its owner's hand."
//! - Gorgon Recluse {3}{B}{B} 2/4: "Whenever Gorgon Recluse blocks or becomes
//!   blocked by a nonblack creature, destroy that creature at end of combat.
//!   / Madness {B}{B}"

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::PlayerId;

fn game(bf: Value, hand: Value, mana: &str, bob_bf: Value, bob_hand: Value) -> T {
    T::new(json!({"players": [
        {"name": "Alice", "battlefield": bf, "hand": hand, "mana_pool": mana, "library": ["Plains", "Plains", "Plains"]},
        {"name": "Bob", "battlefield": bob_bf, "hand": bob_hand, "mana_pool": "{B}{B}{1}", "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

/// Resolve everything: madness questions answered by `cast` (the label to
/// cast, or None to decline), targets by `target`, triggers in the order offered.
fn settle(t: &mut T, cast: &dyn Fn(&T, &[stackwise::rules::types::ObjectId]) -> Option<String>, target: Value) {
    for _ in 0..60 {
        match t.g().pending.clone().map(|d| (d.player, d.kind)) {
            Some((p, DecisionKind::OrderTriggers { triggers, .. })) => {
                t.act(json!({"action": "order_triggers", "player": p.0, "order": triggers}));
            }
            Some((p, DecisionKind::ChooseObject { candidates, .. })) => {
                let object = cast(t, &candidates).map(|l| Value::String(format!("@{l}"))).unwrap_or(Value::Null);
                t.act(json!({"action": "choose_object", "player": p.0, "object": object}));
            }
            Some((p, DecisionKind::ChooseTargets { .. })) => {
                t.act(json!({"action": "choose_targets", "player": p.0, "targets": [target.clone()]}));
            }
            // Wild Mongrel's colour.
            Some((p, DecisionKind::ChooseColor { .. })) => {
                t.act(json!({"action": "choose_color", "player": p.0, "color": "Green"}));
            }
            Some((_, k)) => panic!("unexpected question {k:?}"),
            None if t.g().stack.is_empty() && t.g().waiting_triggers.is_empty() => return,
            None => {
                t.pass_all();
            }
        }
    }
    panic!("did not settle");
}

fn mongrel_discards(t: &mut T, card: &str) -> Vec<stackwise::rules::events::Event> {
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@wm", "ability": 0, "auto_pay": true, "discard": [format!("@{card}")]}))
}

#[test]
fn r702_34a_fiery_temper_discarded_to_wild_mongrel_is_exiled_then_cast_for_its_madness_cost() {
    let mut t = game(json!([{"card": "Wild Mongrel", "label": "wm"}]), json!([{"card": "Fiery Temper", "label": "ft"}]), "{R}{G}", json!([]), json!([]));
    let ev = mongrel_discards(&mut t, "ft");
    // Discarded, but into exile, and its ability waits for the next priority.
    assert!(ev.iter().any(|e| matches!(e.kind, stackwise::rules::events::EventKind::Discarded { .. }) && e.text.contains("702.34a")), "{:?}", ev.iter().map(|e| &e.text).collect::<Vec<_>>());
    assert_eq!(t.zone("ft"), "exile");
    // Its ability went on the stack above the Mongrel's as Alice got priority (603.3).
    assert_eq!(t.g().stack.len(), 2);
    assert_eq!(t.g().stack.last().unwrap().source, t.id("ft"));
    let offered = std::cell::Cell::new(0);
    settle(
        &mut t,
        &|t, c| {
            assert_eq!(c, &[t.id("ft")][..], "only the exiled card is offered");
            offered.set(offered.get() + 1);
            Some("ft".into())
        },
        json!({"player": 1}),
    );
    assert_eq!(offered.get(), 1);
    // Cast for {R} (the {G} is still there), then resolved: 3 damage to Bob.
    assert_eq!(t.life(1), 17);
    assert_eq!(t.zone("ft"), "graveyard");
    assert_eq!(t.g().player(PlayerId(0)).pool.total(), 1, "only {{R}} was paid");
    // The Mongrel's own ability resolved too (below the madness trigger).
    assert_eq!(t.g().chars(t.id("wm")).unwrap().power, Some(3));
}

#[test]
fn r702_34a_declined_or_unaffordable_the_card_goes_to_the_graveyard() {
    // Declined.
    let mut t = game(json!([{"card": "Wild Mongrel", "label": "wm"}]), json!([{"card": "Fiery Temper", "label": "ft"}]), "{R}", json!([]), json!([]));
    mongrel_discards(&mut t, "ft");
    settle(&mut t, &|_, _| None, json!({"player": 1}));
    assert_eq!((t.zone("ft"), t.life(1)), ("graveyard".into(), 20));
    assert_eq!(t.g().player(PlayerId(0)).pool.total(), 1, "nothing paid");
    // No mana for {R}: not offered at all, and it goes to the graveyard.
    let mut t = game(json!([{"card": "Wild Mongrel", "label": "wm"}]), json!([{"card": "Fiery Temper", "label": "ft"}]), "", json!([]), json!([]));
    mongrel_discards(&mut t, "ft");
    settle(&mut t, &|_, _| panic!("nothing can be cast"), json!({"player": 1}));
    assert_eq!(t.zone("ft"), "graveyard");
    // A card without madness discarded the same way goes straight to the graveyard.
    let mut t = game(json!([{"card": "Wild Mongrel", "label": "wm"}]), json!([{"card": "Lightning Bolt", "label": "lb"}]), "{R}", json!([]), json!([]));
    mongrel_discards(&mut t, "lb");
    assert_eq!(t.zone("lb"), "graveyard");
    assert!(t.g().waiting_triggers.is_empty());
}

/// Mind Rot makes Alice discard both Wurms at once: both are exiled, both
/// abilities trigger, and she casts each for its madness cost (creatures,
/// cast while an ability resolves: no timing restriction), in either order
/// in hand and either order of the triggers.
#[test]
fn r702_34a_mind_rot_discards_two_wurms_and_both_are_cast_for_madness() {
    for hand in [["aw", "rw"], ["rw", "aw"]] {
        let card = |l: &str| if l == "aw" { "Arrogant Wurm" } else { "Reckless Wurm" };
        let h: Vec<Value> = hand.iter().map(|l| json!({"card": card(l), "label": l})).collect();
        let mut t2 = T::new(json!({"players": [
            {"name": "Alice", "battlefield": [], "hand": h, "mana_pool": "{G}{R}{2}{2}", "library": ["Plains", "Plains"]},
            {"name": "Bob", "battlefield": [], "hand": [{"card": "Mind Rot", "label": "mr"}], "mana_pool": "{B}{2}", "library": ["Island", "Island"]}
        ], "turn": {"number": 4, "active": 1, "step": "precombat_main"}}));
        let t = &mut t2;
        t.act(json!({"action": "cast_spell", "player": 1, "card": "@mr", "targets": [{"player": 0}], "auto_pay": true}));
        t.pass_all();
        assert_eq!((t.zone("aw"), t.zone("rw")), ("exile".into(), "exile".into()));
        assert_eq!(t.g().waiting_triggers.len(), 2);
        settle(t, &|t, c| c.iter().find_map(|id| ["aw", "rw"].into_iter().find(|l| t.id(l) == *id)).map(String::from), json!({"player": 1}));
        assert_eq!((t.zone("aw"), t.zone("rw")), ("battlefield".into(), "battlefield".into()), "hand order {hand:?}");
        assert_eq!(t.g().player(PlayerId(0)).pool.total(), 0, "{{2}}{{G}} and {{2}}{{R}} paid");
    }
}

/// A madness discard is still a discard (702.34a: "discards it, but exiles
/// it"): Megrim sees it, as it sees Bob's discards to Mind Rot.
#[test]
fn r702_34a_megrim_sees_a_madness_discard() {
    let mut t = T::new(json!({"players": [
        {"name": "Alice", "battlefield": ["Megrim"], "hand": [{"card": "Mind Rot", "label": "mr"}], "mana_pool": "{B}{2}", "library": ["Plains", "Plains"]},
        {"name": "Bob", "battlefield": [], "hand": [{"card": "Obsessive Search", "label": "os"}, {"card": "Island", "label": "i"}], "mana_pool": "{U}", "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@mr", "targets": [{"player": 1}], "auto_pay": true}));
    t.pass_all();
    assert_eq!((t.zone("os"), t.zone("i")), ("exile".into(), "graveyard".into()));
    settle(&mut t, &|_, _| Some("os".into()), json!({"player": 1}));
    // Two discards, 2 damage each; Obsessive Search cast and resolved: Bob drew a card.
    assert_eq!(t.life(1), 16);
    assert_eq!(t.zone("os"), "graveyard");
    assert_eq!(t.g().player(PlayerId(1)).hand.len(), 1);
}

/// 514.1: discarding to hand size in the cleanup step is a discard too; the
/// madness ability triggers there, so players receive priority (514.3a) and
/// Obsessive Search can be cast in the cleanup step.
#[test]
fn r702_34a_obsessive_search_discarded_in_cleanup_is_cast_there() {
    let hand: Vec<Value> = (0..7).map(|i| json!({"card": "Plains", "label": format!("p{i}")})).chain([json!({"card": "Obsessive Search", "label": "os"})]).collect();
    let mut t = T::new(json!({"players": [
        {"name": "Alice", "battlefield": ["Island"], "hand": hand, "library": ["Plains", "Plains"]},
        {"name": "Bob", "battlefield": [], "library": ["Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "end"}}));
    t.pass_all();
    // Alice chooses the card to discard: Obsessive Search.
    let Some(DecisionKind::ChooseCards { .. }) = t.g().pending.clone().map(|d| d.kind) else { panic!("cleanup discard asked: {:?}", t.g().pending) };
    t.act(json!({"action": "choose_cards", "player": 0, "cards": ["@os"]}));
    assert_eq!(t.zone("os"), "exile");
    // The trigger: she casts it, tapping the Island.
    for _ in 0..20 {
        match t.g().pending.clone().map(|d| d.kind) {
            Some(DecisionKind::ChooseObject { .. }) => {
                t.act(json!({"action": "choose_object", "player": 0, "object": "@os"}));
            }
            Some(k) => panic!("{k:?}"),
            None if t.g().stack.is_empty() && t.g().waiting_triggers.is_empty() => break,
            None => {
                t.pass_all();
            }
        }
    }
    assert_eq!(t.zone("os"), "graveyard");
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 8, "seven, then the drawn card");
}

/// Strength of Lunacy: an Aura cast for its madness cost targets as it is
/// cast (303.4a) and enchants the creature.
#[test]
fn r702_34a_strength_of_lunacy_enchants_a_creature_when_cast_for_madness() {
    let mut t = game(json!([{"card": "Wild Mongrel", "label": "wm"}]), json!([{"card": "Strength of Lunacy", "label": "sl"}]), "{B}", json!([]), json!([]));
    mongrel_discards(&mut t, "sl");
    let wm = t.id("wm");
    settle(&mut t, &|_, _| Some("sl".into()), json!({"object": wm.0}));
    assert_eq!(t.zone("sl"), "battlefield");
    // +1/+1 from its own ability, +2/+1 from the Aura.
    let c = t.g().chars(t.id("wm")).unwrap();
    assert_eq!((c.power, c.toughness), (Some(5), Some(4)));
}

#[test]
fn r702_34a_a_card_countered_after_a_madness_cast_goes_to_the_graveyard() {
    let mut t = game(json!([{"card": "Wild Mongrel", "label": "wm"}]), json!([{"card": "Fiery Temper", "label": "ft"}]), "{R}", json!(["Island", "Island"]), json!([{"card": "Counterspell", "label": "cs"}]));
    mongrel_discards(&mut t, "ft");
    // Resolve the madness trigger only: cast Temper.
    for _ in 0..10 {
        match t.g().pending.clone().map(|d| d.kind) {
            Some(DecisionKind::ChooseObject { .. }) => {
                t.act(json!({"action": "choose_object", "player": 0, "object": "@ft"}));
            }
            Some(DecisionKind::ChooseTargets { .. }) => {
                t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"player": 1}]}));
                break;
            }
            Some(k) => panic!("{k:?}"),
            None => {
                t.act(json!({"action": "pass_priority", "player": t.g().acting_player().unwrap().0}));
            }
        }
    }
    assert_eq!(t.zone("ft"), "stack");
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@cs", "targets": [{"object": t.id("ft").0}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("ft"), "graveyard");
    assert_eq!(t.life(1), 20);
}

#[test]
fn r702_34a_malformed_madness_is_refused() {
    let bad = |card: Value| stackwise::cards::CardPool::parse_defs(&json!([card]).to_string(), "test").expect_err("refused");
    let e = bad(json!({"name": "Mad Land", "types": ["Land"], "madness": "{1}"}));
    assert!(e.contains("madness") && e.contains("land"), "{e}");
    let e = bad(json!({"name": "Mad X", "mana_cost": "{X}{R}", "types": ["Sorcery"], "madness": "{X}", "spell": {"effects": []}}));
    assert!(e.contains("madness cost can't contain X"), "{e}");
    // In a scenario's custom cards, a malformed madness cost is named by its field.
    let v = json!({"format": "stackwise-scenario", "version": 3, "cards": [{"name": "Mad Spell", "mana_cost": "{R}", "types": ["Sorcery"], "madness": "{Q}", "spell": {"effects": []}}], "players": [{"name": "A"}, {"name": "B"}]});
    let e = stackwise::formats::scenario::parse(&v.to_string()).expect_err("refused");
    assert!(e.contains("cards[0].madness") && e.contains("{Q}"), "{e}");
    let e = bad(json!({"name": "Both", "mana_cost": "{R}", "types": ["Sorcery"], "spell": {"effects": [{"do": "cast", "without_paying_mana_cost": true, "madness_cost": true}]}}));
    assert!(e.contains("madness_cost"), "{e}");
}

/// "If its madness cost was paid": Grave Scrabbler cast for {1}{B} after
/// Wild Mongrel's discard returns a creature card; cast from the hand for its
/// mana cost, its ability doesn't trigger (603.4). Gorgon Recluse, cast the
/// same way, is a creature with its own ability like any other.
#[test]
fn r702_34a_grave_scrabbler_knows_its_madness_cost_was_paid() {
    let gy = json!([{"card": "Grizzly Bears", "label": "gb"}]);
    let mut t = T::new(json!({"players": [
        {"name": "Alice", "battlefield": [{"card": "Wild Mongrel", "label": "wm"}], "hand": [{"card": "Grave Scrabbler", "label": "gs"}], "graveyard": gy, "mana_pool": "{B}{1}", "library": ["Plains", "Plains"]},
        {"name": "Bob", "library": ["Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}));
    mongrel_discards(&mut t, "gs");
    for _ in 0..30 {
        match t.g().pending.clone().map(|d| (d.player, d.kind)) {
            Some((p, DecisionKind::ChooseObject { .. })) => {
                t.act(json!({"action": "choose_object", "player": p.0, "object": "@gs"}));
            }
            Some((p, DecisionKind::ChooseTargets { .. })) => {
                let gb = t.id("gb");
                t.act(json!({"action": "choose_targets", "player": p.0, "targets": [{"object": gb.0}]}));
            }
            Some((p, DecisionKind::ChooseYesNo { .. })) => {
                t.act(json!({"action": "choose_yes_no", "player": p.0, "yes": true}));
            }
            Some((p, DecisionKind::ChooseColor { .. })) => {
                t.act(json!({"action": "choose_color", "player": p.0, "color": "Green"}));
            }
            Some((_, k)) => panic!("unexpected question {k:?}"),
            None if t.g().stack.is_empty() && t.g().waiting_triggers.is_empty() => break,
            None => {
                t.pass_all();
            }
        }
    }
    assert_eq!(t.zone("gs"), "battlefield");
    assert_eq!(t.zone("gb"), "hand", "returned: the madness cost was paid");
    // Cast from the hand for {3}{B}: nothing triggers.
    let mut t = T::new(json!({"players": [
        {"name": "Alice", "hand": [{"card": "Grave Scrabbler", "label": "gs"}], "graveyard": gy, "mana_pool": "{B}{3}", "library": ["Plains", "Plains"]},
        {"name": "Bob", "library": ["Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@gs", "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("gs"), "battlefield");
    assert!(t.g().waiting_triggers.is_empty() && t.g().stack.is_empty() && t.g().pending.is_none());
    assert_eq!(t.zone("gb"), "graveyard");
    // Gorgon Recluse, discarded and cast for {B}{B}.
    let mut t = game(json!([{"card": "Wild Mongrel", "label": "wm"}]), json!([{"card": "Gorgon Recluse", "label": "gr"}]), "{B}{B}", json!([]), json!([]));
    mongrel_discards(&mut t, "gr");
    settle(&mut t, &|_, _| Some("gr".into()), json!({"player": 1}));
    assert_eq!(t.zone("gr"), "battlefield");
    assert_eq!(t.g().player(PlayerId(0)).pool.total(), 0);
}
