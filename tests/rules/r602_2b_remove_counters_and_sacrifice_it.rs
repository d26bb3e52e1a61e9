//! 602.2b: "Remove N [kind] counters from [this] and sacrifice it" is a cost
//! of two parts, both paid as the ability is activated: the counters come
//! off and the permanent goes to the graveyard before the ability resolves;
//! without the counters the activation is refused and nothing changes.
//! The quests of Zendikar, compiled from their text.
//!
//! Cards (their text as the table prints it):
//! - Sunspring Expedition {W}, Enchantment: "Landfall — Whenever a land enters
//!   the battlefield under your control, you may put a quest counter on
//!   [this]. / Remove three quest counters from [this] and sacrifice it: You
//!   gain 8 life."
//! - Quest for the Gemblades {1}{G}, Enchantment: "Whenever a creature you
//!   control deals combat damage to a creature, you may put a quest counter on
//!   [this]. / Remove a quest counter from [this] and sacrifice it: Put four
//!   +1/+1 counters on target creature."
//! - Grizzly Bears {1}{G}, 2/2; Forest.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::{PlayerId, Zone};

const CARDS: &[&str] = &["Sunspring Expedition", "Quest for the Gemblades", "Grizzly Bears"];

fn game(alice_bf: Value, alice_hand: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    two_players(json!(cards), alice_bf, alice_hand, json!([]), json!([]))
}

fn counters(t: &T, label: &str) -> u32 {
    t.g().objects.get(&t.id(label)).map_or(0, |o| o.extra.counters.get("quest").copied().unwrap_or(0))
}

fn in_graveyard(t: &T, name: &str) -> bool {
    t.g().player(PlayerId(0)).graveyard.iter().any(|id| t.g().objects[id].def.name == name)
}

#[test]
fn r602_2b_sunspring_expedition_pays_both_parts_as_it_is_activated() {
    let mut t = game(json!([{"card": "Sunspring Expedition", "label": "quest", "counters": {"quest": 3}}]), json!([]));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@quest", "ability": 1}));
    assert!(in_graveyard(&t, "Sunspring Expedition"), "sacrificed as the cost is paid");
    assert_eq!(t.g().stack.len(), 1, "the ability waits on the stack");
    assert_eq!(t.g().player(PlayerId(0)).life, 20);
    t.pass_all();
    assert_eq!(t.g().player(PlayerId(0)).life, 28);
}

#[test]
fn r602_2b_without_the_counters_the_activation_is_refused() {
    for (card, have) in [("Sunspring Expedition", 2), ("Quest for the Gemblades", 0)] {
        let mut t = game(json!([{"card": card, "label": "quest", "counters": {"quest": have}}, {"card": "Grizzly Bears", "label": "bears"}]), json!([]));
        let bears = t.id("bears");
        let targets = if card == "Sunspring Expedition" { json!([]) } else { json!([{"object": bears.0}]) };
        let e = refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@quest", "ability": 1, "targets": targets}));
        assert!(e.contains("602.2b") || e.contains("counter"), "{card}: {e}");
        assert_eq!(counters(&t, "quest"), have, "{card}");
    }
}

#[test]
fn r602_2b_quest_for_the_gemblades_leaves_before_its_counters_arrive() {
    let mut t = game(json!([{"card": "Quest for the Gemblades", "label": "quest", "counters": {"quest": 1}}, {"card": "Grizzly Bears", "label": "bears"}]), json!([]));
    let bears = t.id("bears");
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@quest", "ability": 1, "targets": [{"object": bears.0}]}));
    assert!(in_graveyard(&t, "Quest for the Gemblades"));
    t.pass_all();
    let o = &t.g().objects[&bears];
    assert_eq!((o.zone, o.extra.counters.get("+1/+1").copied()), (Zone::Battlefield, Some(4)));
}

/// The landfall half: a land played gives the choice of a counter.
#[test]
fn r603_sunspring_expedition_counts_lands_with_quest_counters() {
    let mut t = game(json!([{"card": "Sunspring Expedition", "label": "quest"}]), json!([{"card": "Forest", "label": "forest"}]));
    t.act(json!({"action": "play_land", "player": 0, "card": "@forest"}));
    t.pass_all();
    t.act(json!({"action": "choose_yes_no", "player": 0, "yes": true}));
    assert_eq!(counters(&t, "quest"), 1);
}
