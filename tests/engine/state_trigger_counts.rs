//! 603.8: state triggers that count permanents ("when you control three or
//! more artifacts", "when you control no creatures") read the
//! permanents-by-card-type index (rules::indexes), and the watch that
//! decides whether a check is needed at all watches only what the state
//! triggers in the game read: their sources, and the permanents of the card
//! types their counts name. A change to anything else (a Forest becoming
//! tapped under an artifact count) makes no check; a change to what is
//! counted, or to a source, does, and the trigger fires when its state
//! holds, whichever way the count changed (a permanent entering, changing
//! controller, changing card type under an effect, 613.1d, or copying
//! another, 706.2). Two cards per kind of condition.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::Flow;
use stackwise::rules::*;

/// A test card written as printed: a noncreature permanent with the given rules text.
fn printed(name: &str, card_type: &str, text: &str) -> Value {
    json!({"name": name, "mana_cost": "{1}", "type": card_type, "text": text})
}

/// Test cards, written as printed text.
fn cards() -> Value {
    json!([
        printed("Metal Watcher", "Enchantment", "Metalcraft — When you control three or more artifacts, you gain 0 life."),
        printed("Forge Watcher", "Land", "Metalcraft — When you control three or more artifacts, you gain 0 life."),
        printed("Lonely Watcher", "Enchantment", "When you control no creatures, you gain 0 life."),
        printed("Empty Watcher", "Artifact", "When you control no creatures, you gain 0 life."),
        json!({"name": "Weary Watcher", "mana_cost": "{1}", "type": "Creature — Spirit", "power": 2, "toughness": 2, "text": "When Weary Watcher is tapped, you gain 0 life."}),
        printed("Tired Watcher", "Artifact", "When Tired Watcher is tapped, you gain 0 life."),
        printed("Idle Watcher", "Enchantment", "When you control no untapped permanents, you gain 0 life."),
        printed("Busy Watcher", "Enchantment", "When you control two or more tapped noncreature permanents, you gain 0 life."),
        {"name": "Relic", "mana_cost": "{1}", "type": "Artifact", "text": ""},
        {"name": "Golem", "mana_cost": "{2}", "type": "Artifact Creature — Golem", "power": 2, "toughness": 2, "text": ""},
        {"name": "Transmute (test card)", "mana_cost": "{U}", "type": "Instant", "text": "Target permanent becomes an artifact."},
        {"name": "Seize Permanent", "mana_cost": "{R}", "type": "Instant", "text": "Gain control of target permanent."}
    ])
}

fn c(name: &str, label: &str) -> Value {
    json!({"card": name, "label": label})
}

fn game(alice_bf: Value, alice_hand: Value, bob_bf: Value, bob_hand: Value) -> T {
    two_players(cards(), alice_bf, alice_hand, bob_bf, bob_hand)
}

/// Player 0 receives priority again (116.3a): the 704.3 loop and the 603.8
/// check run first. Returns how many full 603.8 checks that made and how
/// many times `source` triggered. A trigger that fires makes two checks: the
/// one that fires it, and the one after it is put on the stack (the waiting
/// triggers and the stack are read by the watch: an earlier instance may
/// have left).
fn priority_again(t: &mut T, source: &str) -> (u64, usize) {
    let before = t.g().state_trigger_checks();
    let n = t.g().events.len();
    let s = t.id(source);
    t.gm().flow = Flow::GivePriority(PlayerId(0));
    t.gm().run();
    let fired = t.g().events.get(n..).unwrap_or(&[]).iter().filter(|e| matches!(e.kind, EventKind::AbilityTriggered { source: x, .. } if x == s)).count();
    (t.g().state_trigger_checks() - before, fired)
}

fn forests(n: usize) -> Vec<Value> {
    (0..n).map(|i| c("Forest", &format!("f{i}"))).collect()
}

/// An artifact count: a Forest (of either player) becoming tapped or
/// untapped is no reason to check; one of the counted artifacts is.
#[test]
fn a_change_to_an_uncounted_card_type_makes_no_check() {
    for w in ["Metal Watcher", "Forge Watcher"] {
        let mut bf = vec![c(w, "w"), c("Relic", "r1"), c("Relic", "r2"), c("Forest", "mine")];
        bf.extend(forests(0));
        let mut t = game(Value::from(bf), json!([]), Value::from(forests(50)), json!([]));
        assert_eq!(priority_again(&mut t, "w"), (0, 0), "{w}: nothing changed");
        for f in ["f3", "mine"] {
            let id = t.id(f);
            t.gm().tap(id, "test");
            assert_eq!(priority_again(&mut t, "w"), (0, 0), "{w}: {f} tapped: not counted, no check");
            t.gm().untap(id, "test");
            assert_eq!(priority_again(&mut t, "w"), (0, 0), "{w}: {f} untapped: no check");
        }
        let r1 = t.id("r1");
        t.gm().tap(r1, "test");
        assert_eq!(priority_again(&mut t, "w"), (1, 0), "{w}: a counted artifact changed: checked (two artifacts: no trigger)");
    }
}

/// A creature count: an artifact or a land changing is no reason to check;
/// a creature changing is; the last creature leaving makes it trigger.
#[test]
fn a_creature_count_watches_creatures() {
    for w in ["Lonely Watcher", "Empty Watcher"] {
        let mut t = game(json!([c(w, "w"), c("Relic", "r1"), c("Grizzly Bears", "b1")]), json!([]), Value::from(forests(20)), json!([c("Grizzly Bears", "b2")]));
        let r1 = t.id("r1");
        t.gm().tap(r1, "test");
        assert_eq!(priority_again(&mut t, "w"), (0, 0), "{w}: an artifact changed: no check");
        let b1 = t.id("b1");
        t.gm().tap(b1, "test");
        assert_eq!(priority_again(&mut t, "w"), (1, 0), "{w}: a creature changed: checked, still one creature");
        t.gm().move_object(b1, Zone::Graveyard(PlayerId(0)), stackwise::rules::zones::Position::Top, "test", "test");
        assert_eq!(priority_again(&mut t, "w"), (2, 1), "{w}: no creature left: it triggers");
    }
}

/// A state about its source alone ("when this is tapped"): only the source is watched.
#[test]
fn a_source_state_watches_its_source() {
    for w in ["Weary Watcher", "Tired Watcher"] {
        let mut t = game(json!([c(w, "w"), c("Relic", "r1"), c("Grizzly Bears", "b1")]), json!([]), Value::from(forests(20)), json!([]));
        for x in ["r1", "b1", "f5"] {
            let id = t.id(x);
            t.gm().tap(id, "test");
            assert_eq!(priority_again(&mut t, "w"), (0, 0), "{w}: {x} changed: no check");
        }
        let id = t.id("w");
        t.gm().tap(id, "test");
        assert_eq!(priority_again(&mut t, "w"), (2, 1), "{w}: the source became tapped: checked, triggers");
    }
}

/// A count that names no card type ("no untapped permanents you control",
/// "two or more tapped noncreature permanents") can be changed by any
/// permanent: every change is looked at, and the state holding fires it.
#[test]
fn a_count_without_card_types_watches_every_permanent() {
    let mut t = game(json!([c("Idle Watcher", "w"), c("Forest", "f0"), c("Forest", "f1")]), json!([]), json!([]), json!([]));
    let f0 = t.id("f0");
    t.gm().tap(f0, "test");
    assert_eq!(priority_again(&mut t, "w"), (1, 0), "a Forest changed: checked (two untapped left)");
    let w = t.id("w");
    t.gm().tap(w, "test");
    assert_eq!(priority_again(&mut t, "w"), (1, 0), "the enchantment changed: checked (one untapped left)");
    let f1 = t.id("f1");
    t.gm().tap(f1, "test");
    assert_eq!(priority_again(&mut t, "w"), (2, 1), "none untapped: triggers");

    let mut t = game(json!([c("Busy Watcher", "w"), c("Relic", "r1"), c("Forest", "f0")]), json!([]), json!([]), json!([]));
    let r1 = t.id("r1");
    t.gm().tap(r1, "test");
    assert_eq!(priority_again(&mut t, "w"), (1, 0), "one tapped noncreature: checked, not yet");
    let f0 = t.id("f0");
    t.gm().tap(f0, "test");
    assert_eq!(priority_again(&mut t, "w"), (2, 1), "two: triggers");
}

/// Alice casts a card with these targets (labels), both players pass: it resolves.
/// The events of the actions.
fn cast_resolve(t: &mut T, p: u8, card: &str, targets: &[&str]) -> Vec<Event> {
    t.gm().players[p as usize].pool = ManaPool::parse("{U}{R}{C}{C}").unwrap();
    let mut ev = Vec::new();
    if t.g().acting_player() != Some(PlayerId(p)) {
        ev.extend(t.act(json!({"action": "pass_priority", "player": 1 - p})));
    }
    let targets: Vec<Value> = targets.iter().map(|l| json!({"object": format!("@{l}")})).collect();
    ev.extend(t.act(json!({"action": "cast_spell", "player": p, "card": format!("@{card}"), "targets": targets, "auto_pay": true})));
    ev.extend(t.act(json!({"action": "pass_priority", "player": p})));
    ev.extend(t.act(json!({"action": "pass_priority", "player": 1 - p})));
    assert!(t.g().stack.iter().all(|s| s.kind != stackwise::rules::state::StackKind::Spell), "{card} resolved");
    ev
}

fn triggered_by(t: &T, ev: &[Event], label: &str) -> usize {
    let s = t.id(label);
    ev.iter().filter(|e| matches!(e.kind, EventKind::AbilityTriggered { source: x, .. } if x == s)).count()
}

/// The artifact count reaches three each way a permanent can become one of
/// Alice's artifacts: one enters (cast), an opponent's changes controller
/// (613.1b), a creature becomes an artifact (613.1d), and a Clone enters as
/// a copy of an artifact creature (706.2). Two watchers each.
#[test]
fn the_artifact_count_reaches_three_every_way() {
    for w in ["Metal Watcher", "Forge Watcher"] {
        let setup = || {
            game(
                json!([c(w, "w"), c("Relic", "r1"), c("Relic", "r2"), c("Grizzly Bears", "b1")]),
                json!([c("Relic", "r3"), c("Transmute (test card)", "transmute"), c("Seize Permanent", "threaten"), c("Clone", "clone")]),
                json!([c("Golem", "g2"), c("Forest", "f0")]),
                json!([]),
            )
        };
        // Enters.
        let mut t = setup();
        let ev = cast_resolve(&mut t, 0, "r3", &[]);
        assert_eq!(triggered_by(&t, &ev, "w"), 1, "{w}: a third artifact entered");
        // Control.
        let mut t = setup();
        let ev = cast_resolve(&mut t, 0, "threaten", &["g2"]);
        assert_eq!(triggered_by(&t, &ev, "w"), 1, "{w}: Bob's Golem came under Alice's control");
        // Type change.
        let mut t = setup();
        let ev = cast_resolve(&mut t, 0, "transmute", &["b1"]);
        assert_eq!(triggered_by(&t, &ev, "w"), 1, "{w}: the Bears became an artifact");
        // A copy.
        let mut t = setup();
        t.gm().players[0].pool = ManaPool::parse("{U}{U}{U}{U}").unwrap();
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@clone", "auto_pay": true}));
        t.pass_all();
        let ev = t.act(json!({"action": "choose_object", "player": 0, "object": "@g2"}));
        assert_eq!(t.zone("clone"), "battlefield");
        assert_eq!(triggered_by(&t, &ev, "w"), 1, "{w}: Clone entered as a Golem");
        // A Forest changing is not counted, and a non-artifact entering doesn't fire.
        let mut t = setup();
        let n = t.g().events.len();
        let f0 = t.id("f0");
        t.gm().tap(f0, "test");
        assert_eq!(priority_again(&mut t, "w"), (0, 0));
        assert_eq!(triggered_by(&t, &t.g().events[n..].to_vec(), "w"), 0);
    }
}

/// "No creatures you control" holds each way the last creature stops being
/// Alice's creature: it leaves, an opponent gains control of it, it becomes
/// a noncreature artifact. Two watchers each.
#[test]
fn the_last_creature_goes_every_way() {
    for w in ["Lonely Watcher", "Empty Watcher"] {
        let setup = || {
            game(
                json!([c(w, "w"), c("Grizzly Bears", "b1"), c("Relic", "r1")]),
                json!([c("Transmute (test card)", "transmute")]),
                json!([c("Forest", "f0")]),
                json!([c("Seize Permanent", "threaten"), c("Transmute (test card)", "transmute2")]),
            )
        };
        let mut t = setup();
        let n = t.g().events.len();
        let b1 = t.id("b1");
        t.gm().move_object(b1, Zone::Exile, stackwise::rules::zones::Position::Top, "test", "test");
        t.gm().flow = Flow::GivePriority(PlayerId(0));
        t.gm().run();
        assert_eq!(triggered_by(&t, &t.g().events[n..].to_vec(), "w"), 1, "{w}: the Bears left");
        let mut t = setup();
        let ev = cast_resolve(&mut t, 1, "threaten", &["b1"]);
        assert_eq!(triggered_by(&t, &ev, "w"), 1, "{w}: Bob took the Bears");
        let mut t = setup();
        let ev = cast_resolve(&mut t, 0, "transmute", &["b1"]);
        assert_eq!(triggered_by(&t, &ev, "w"), 1, "{w}: the Bears became an artifact");
        // Bob's creature leaving, or an artifact changing, doesn't make Alice's state hold.
        let mut t = setup();
        let n = t.g().events.len();
        let r1 = t.id("r1");
        t.gm().tap(r1, "test");
        assert_eq!(priority_again(&mut t, "w"), (0, 0));
        assert_eq!(triggered_by(&t, &t.g().events[n..].to_vec(), "w"), 0);
    }
}

/// While an effect that can change card types is in force (613.1d), a
/// change to any permanent is looked at: a Forest tapped under an artifact
/// count makes a check.
#[test]
fn while_types_may_change_every_change_is_looked_at() {
    for w in ["Metal Watcher", "Forge Watcher"] {
        let mut t = game(json!([c(w, "w"), c("Grizzly Bears", "b1")]), json!([c("Transmute (test card)", "transmute")]), json!([c("Forest", "f0"), c("Forest", "f1")]), json!([]));
        let f0 = t.id("f0");
        t.gm().tap(f0, "test");
        assert_eq!(priority_again(&mut t, "w"), (0, 0), "{w}: no type-changing effect: no check");
        cast_resolve(&mut t, 0, "transmute", &["b1"]);
        assert_eq!(priority_again(&mut t, "w"), (0, 0), "{w}: nothing changed since");
        let f1 = t.id("f1");
        t.gm().tap(f1, "test");
        assert_eq!(priority_again(&mut t, "w"), (1, 0), "{w}: a type-changing effect is in force: checked");
    }
}
