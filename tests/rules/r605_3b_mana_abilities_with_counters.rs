//! 605.3b: a mana ability resolves at once, all of it: beside its mana it may
//! put a counter on its source, and sacrifice it when a condition on its
//! counters holds (122.1, 701.15a). The lands of two cycles, compiled from
//! their text, whether activated by hand or tapped by auto-pay; what tapping
//! the source for mana triggers (106.11a, 605.4a) still sees it tapped.
//!
//! Cards (their text as the table prints it):
//! - Land Cap, Veldt, Land: "[this] doesn't untap during your untap step if it
//!   has a depletion counter on it. / At the beginning of your upkeep, remove
//!   a depletion counter from [this]. / {T}: Add {W} or {U} ({G} or {W}) to
//!   your mana pool. Put a depletion counter on [this]."
//! - Hickory Woodlot, Peat Bog, Sandstone Needle, Land: "[this] enters the
//!   battlefield tapped with two depletion counters on it. / {T}, Remove a
//!   depletion counter from [this]: Add {G}{G} ({B}{B}, {R}{R}) to your mana
//!   pool. If there are no depletion counters on [this], sacrifice it."
//! - Wild Growth {G}, Aura: "Enchant land / Whenever enchanted land is tapped
//!   for mana, its controller adds {G} to his or her mana pool."
//! - Lightning Bolt {R}.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::events::EventKind;
use stackwise::rules::types::{ManaPool, PlayerId, Step, Zone};

const CARDS: &[&str] = &["Land Cap", "Veldt", "Hickory Woodlot", "Peat Bog", "Sandstone Needle", "Wild Growth", "Lightning Bolt"];

fn game(alice_bf: Value, alice_hand: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    two_players(json!(cards), alice_bf, alice_hand, json!([]), json!([]))
}

/// The index of the object's mana ability.
fn mana_ability(t: &T, label: &str) -> usize {
    let c = t.g().chars(t.id(label)).unwrap();
    c.abilities.iter().position(|a| a.is_mana_ability()).expect("a mana ability")
}

fn counters(t: &T, label: &str, kind: &str) -> u32 {
    t.g().objects.get(&t.id(label)).map_or(0, |o| o.extra.counters.get(kind).copied().unwrap_or(0))
}

fn pool(t: &T) -> ManaPool {
    t.g().player(PlayerId(0)).pool
}

fn in_graveyard(t: &T, name: &str) -> bool {
    t.g().player(PlayerId(0)).graveyard.iter().any(|id| t.g().objects[id].def.name == name)
}

fn on_battlefield(t: &T, name: &str) -> bool {
    t.g().objects.values().any(|o| o.zone == Zone::Battlefield && o.def.name == name)
}

fn skip_choices(t: &mut T, p: PlayerId, k: stackwise::rules::state::DecisionKind) {
    panic!("no choice expected of {p:?}: {k:?} ({:?})", t.g().turn.step);
}

/// The first cycle: the counter goes on as the mana is added; the land
/// doesn't untap while it has one; the upkeep trigger takes it off.
#[test]
fn r605_3b_land_cap_and_veldt_put_a_depletion_counter_on_themselves() {
    for (card, colour, mana) in [("Land Cap", "white", "{W}"), ("Veldt", "green", "{G}")] {
        let mut t = game(json!([{"card": card, "label": "land"}]), json!([]));
        let ability = mana_ability(&t, "land");
        t.act(json!({"action": "activate_ability", "player": 0, "source": "@land", "ability": ability, "adds": {colour: 1}}));
        assert_eq!(pool(&t), ManaPool::parse(mana).unwrap(), "{card}");
        assert_eq!(counters(&t, "land", "depletion"), 1, "{card}: the counter came with the mana");
        assert!(t.g().stack.is_empty(), "{card}: nothing used the stack");
        // Alice's next turn: it stays tapped through her untap step, then loses the counter.
        play_until(&mut t, 1, Step::Upkeep, &skip_choices);
        play_until(&mut t, 0, Step::Upkeep, &skip_choices);
        assert!(t.g().objects[&t.id("land")].tapped, "{card}: with a depletion counter it didn't untap");
        t.pass_all();
        assert_eq!(counters(&t, "land", "depletion"), 0, "{card}: the upkeep trigger removed it");
        // The turn after, it untaps.
        play_until(&mut t, 1, Step::Upkeep, &skip_choices);
        play_until(&mut t, 0, Step::Upkeep, &skip_choices);
        assert!(!t.g().objects[&t.id("land")].tapped, "{card}: without a counter it untapped");
    }
}

/// The second cycle: the ability removes a counter as its cost; once none
/// is left, the land is sacrificed as the mana ability resolves.
#[test]
fn r605_3b_hickory_woodlot_and_peat_bog_are_sacrificed_with_their_last_counter() {
    for (card, mana) in [("Hickory Woodlot", "{G}{G}"), ("Peat Bog", "{B}{B}")] {
        let mut t = game(json!([{"card": card, "label": "land", "counters": {"depletion": 2}}]), json!([]));
        let ability = mana_ability(&t, "land");
        let activate = json!({"action": "activate_ability", "player": 0, "source": "@land", "ability": ability});
        t.act(activate.clone());
        assert_eq!(pool(&t), ManaPool::parse(mana).unwrap(), "{card}");
        assert_eq!(counters(&t, "land", "depletion"), 1, "{card}: one counter paid");
        assert!(on_battlefield(&t, card), "{card}: a counter is left, so it stays");
        let land = t.id("land");
        t.gm().objects.get_mut(&land).unwrap().tapped = false;
        let ev = t.act(activate);
        let twice = format!("{mana}{mana}");
        assert_eq!(pool(&t), ManaPool::parse(&twice).unwrap(), "{card}: its mana came before it went");
        assert!(ev.iter().any(|e| e.rule == "701.15a" && matches!(e.kind, EventKind::Sacrificed { object } if object == land)), "{card}: {ev:?}");
        assert!(in_graveyard(&t, card) && !on_battlefield(&t, card), "{card}");
        assert!(t.g().stack.is_empty(), "{card}: nothing used the stack");
    }
}

/// Paying for a spell: the land whose ability pays (named with the spell)
/// is sacrificed with its last counter as the payment is made, the mana left
/// over stays in the pool; a land auto-pay taps gets its counter.
#[test]
fn r605_3b_mana_abilities_that_pay_for_a_spell_do_all_they_say() {
    let mut t = game(json!([{"card": "Sandstone Needle", "label": "needle", "counters": {"depletion": 1}}]), json!([{"card": "Lightning Bolt", "label": "bolt"}]));
    let ability = mana_ability(&t, "needle");
    let needle = t.id("needle");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "mana_abilities": [{"source": needle.0, "ability": ability}]}));
    assert!(in_graveyard(&t, "Sandstone Needle"), "sacrificed as it paid");
    assert_eq!(pool(&t), ManaPool::parse("{R}").unwrap(), "{{R}}{{R}} made, {{R}} paid");
    t.pass_all();
    assert_eq!(t.g().player(PlayerId(1)).life, 17);

    let mut t = game(json!([{"card": "Veldt", "label": "veldt"}]), json!([{"card": "Wild Growth", "label": "growth"}]));
    let veldt = t.id("veldt");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@growth", "targets": [{"object": veldt.0}], "auto_pay": true}));
    assert!(t.g().objects[&veldt].tapped, "Veldt paid");
    assert_eq!(counters(&t, "veldt", "depletion"), 1, "and has its counter");
    assert_eq!(pool(&t), ManaPool::default());
}

/// 106.11a, 605.4a: tapping the land for mana triggers Wild Growth even
/// when the land's own ability sacrifices it: the trigger sees the land as
/// it was tapped.
#[test]
fn r605_4a_what_tapping_triggers_sees_a_land_its_ability_sacrifices() {
    for (card, total) in [("Hickory Woodlot", "{G}{G}{G}"), ("Peat Bog", "{B}{B}{G}")] {
        let mut t = game(json!([{"card": card, "label": "land", "counters": {"depletion": 1}}, {"card": "Wild Growth", "attached_to": "land"}]), json!([]));
        let ability = mana_ability(&t, "land");
        t.act(json!({"action": "activate_ability", "player": 0, "source": "@land", "ability": ability}));
        assert_eq!(pool(&t), ManaPool::parse(total).unwrap(), "{card}: its mana and Wild Growth's");
        assert!(in_graveyard(&t, card), "{card}");
    }
}
