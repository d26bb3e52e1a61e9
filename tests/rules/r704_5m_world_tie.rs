//! 704.5m, the world rule, when world permanents entered the battlefield in
//! one event: they have been on the battlefield for the same time (their
//! timestamps are only an order among them, 613.6j), so a tie for the
//! shortest time puts all of them into their owners' graveyards. The tied
//! permanents are two different real world cards (Concordant Crossroads,
//! Living Plane) returned together by a test card, in both orders and from
//! either player's graveyard; the non-tie cases keep the newest.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::*;

/// The test cards as printed, compiled from their text.
fn cards() -> Value {
    json!([
        {"name": "Twin Revival (test card)", "mana_cost": "{1}", "type": "Sorcery",
         "text": "Return two target cards from graveyards to the battlefield under your control."},
        {"name": "Single Revival (test card)", "mana_cost": "{1}", "type": "Sorcery",
         "text": "Return target card from a graveyard to the battlefield under your control."},
        {"name": "Orrery of the Spheres (test card)", "mana_cost": "{3}", "type": "World Artifact", "text": ""}
    ])
}

/// Alice's sorcery `spell` in hand with its mana; `a_gy`, `b_gy` the two graveyards;
/// `a_bf` Alice's battlefield.
fn setup(spell: &str, a_bf: Value, a_gy: Value, b_gy: Value) -> T {
    T::new(json!({"cards": cards(), "players": [
        {"name": "Alice", "hand": [{"card": spell, "label": "spell"}], "mana_pool": "1", "battlefield": a_bf, "graveyard": a_gy,
         "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "graveyard": b_gy, "library": ["Island", "Island", "Island"]}
    ]}))
}

fn resolve(t: &mut T, targets: &[&str]) -> Vec<Event> {
    let targets: Vec<Value> = targets.iter().map(|l| json!({"object": format!("@{l}")})).collect();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "targets": targets, "auto_pay": true}));
    let ev = t.pass_all();
    t.g().check_consistency().expect("consistent");
    ev
}

fn world_moves(ev: &[Event]) -> Vec<String> {
    ev.iter()
        .filter(|e| e.rule == "704.5m")
        .filter_map(|e| match &e.kind {
            EventKind::ZoneChanged { name, .. } => Some(name.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn r704_5m_world_tie_two_worlds_entering_together_both_go() {
    // Both orders of the targets, and the two cards in either graveyard.
    let layouts = [
        (json!([{"card": "Concordant Crossroads", "label": "x"}, {"card": "Living Plane", "label": "y"}]), json!([])),
        (json!([{"card": "Living Plane", "label": "y"}, {"card": "Concordant Crossroads", "label": "x"}]), json!([])),
        (json!([{"card": "Concordant Crossroads", "label": "x"}]), json!([{"card": "Living Plane", "label": "y"}])),
        (json!([]), json!([{"card": "Living Plane", "label": "y"}, {"card": "Concordant Crossroads", "label": "x"}])),
    ];
    for (a_gy, b_gy) in layouts {
        for order in [["x", "y"], ["y", "x"]] {
            let mut t = setup("Twin Revival (test card)", json!([]), a_gy.clone(), b_gy.clone());
            let owner_x = t.g().owner_of(t.id("x")).unwrap();
            let owner_y = t.g().owner_of(t.id("y")).unwrap();
            let ev = resolve(&mut t, &order);
            assert!(cites(&ev, "603.7") || ev.iter().any(|e| matches!(e.kind, EventKind::ZoneChanged { to: Some(Zone::Battlefield), .. })), "they returned");
            let mut moved = world_moves(&ev);
            moved.sort();
            assert_eq!(moved, ["Concordant Crossroads", "Living Plane"], "order {order:?}: both go, {:?}", rules(&ev));
            assert_eq!(t.zone("x"), "graveyard");
            assert_eq!(t.zone("y"), "graveyard");
            // Each into its owner's graveyard (704.5m), whoever controlled it.
            assert!(t.g().player(owner_x).graveyard.contains(&t.id("x")));
            assert!(t.g().player(owner_y).graveyard.contains(&t.id("y")));
            assert!(t.g().worlds.is_empty());
        }
    }
}

#[test]
fn r704_5m_world_tie_with_an_older_world_all_three_go() {
    // An older world loses to the newer ones, and the newer ones tie: nothing is kept.
    for order in [["x", "y"], ["y", "x"]] {
        let mut t = setup(
            "Twin Revival (test card)",
            json!([{"card": "Orrery of the Spheres (test card)", "label": "old"}]),
            json!([{"card": "Concordant Crossroads", "label": "x"}, {"card": "Living Plane", "label": "y"}]),
            json!([]),
        );
        let ev = resolve(&mut t, &order);
        assert_eq!(world_moves(&ev).len(), 3, "{:?}", rules(&ev));
        for l in ["old", "x", "y"] {
            assert_eq!(t.zone(l), "graveyard", "{l}");
        }
    }
}

#[test]
fn r704_5m_world_no_tie_one_world_entering_with_a_nonworld_is_kept() {
    // A world entering together with a card that isn't a world is the only newest
    // world: the older one goes, it stays (in both orders, with either older world).
    for old in ["Orrery of the Spheres (test card)", "Living Plane"] {
        for order in [["x", "z"], ["z", "x"]] {
            let mut t = setup(
                "Twin Revival (test card)",
                json!([{"card": old, "label": "old"}]),
                json!([{"card": "Concordant Crossroads", "label": "x"}, {"card": "Grizzly Bears", "label": "z"}]),
                json!([]),
            );
            let ev = resolve(&mut t, &order);
            assert_eq!(world_moves(&ev), [old.to_string()], "{:?}", rules(&ev));
            assert_eq!(t.zone("old"), "graveyard");
            assert_eq!(t.zone("x"), "battlefield");
            assert_eq!(t.zone("z"), "battlefield");
        }
    }
}

#[test]
fn r704_5m_world_no_tie_single_return_keeps_the_newest() {
    // One world returned alone is newer than the one already there.
    for (old, back) in [("Living Plane", "Concordant Crossroads"), ("Concordant Crossroads", "Orrery of the Spheres (test card)")] {
        let mut t = setup("Single Revival (test card)", json!([{"card": old, "label": "old"}]), json!([]), json!([{"card": back, "label": "x"}]));
        let ev = resolve(&mut t, &["x"]);
        assert_eq!(world_moves(&ev), [old.to_string()], "{:?}", rules(&ev));
        assert_eq!(t.zone("old"), "graveyard");
        assert_eq!(t.zone("x"), "battlefield");
    }
}
