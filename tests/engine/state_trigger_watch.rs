//! 603.8: state triggers are checked again only when something their state
//! can read has changed (rules::indexes, the 603.8 watch). Each kind of
//! change still fires the trigger at the next check (life, a hand,
//! battlefield membership, characteristics, control, tapped status, the
//! evoked flag, an earlier instance leaving the stack), with two cards per
//! condition (the pool's Emperor Crocodile and test cards); and when nothing
//! changed, passing priority makes no check at all.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::*;

fn triggered(ev: &[Event], source: ObjectId) -> usize {
    ev.iter().filter(|e| matches!(e.kind, EventKind::AbilityTriggered { source: s, .. } if s == source)).count()
}

/// A test card written as printed: a noncreature permanent with the given rules text.
fn printed(name: &str, card_type: &str, text: &str) -> Value {
    json!({"name": name, "mana_cost": "{1}", "type": card_type, "text": text})
}

/// Test cards: state-trigger watchers written as printed text, and in the card
/// form Evoke Watcher (test card): no printed card has a state trigger on
/// being evoked, so its text has no wording to read.
fn cards() -> Value {
    json!([
        printed("Rich Watcher", "Artifact", "When you have 25 or more life, you gain 0 life."),
        printed("Wealthy Watcher", "Enchantment", "When you have 23 or more life, you gain 0 life."),
        printed("Empty Watcher", "Artifact", "When you have no cards in hand, you gain 0 life."),
        printed("Bare Watcher", "Enchantment", "When you have no cards in hand, you gain 0 life."),
        printed("Lonely Watcher", "Enchantment", "When you control no creatures, you gain 0 life."),
        printed("Metal Watcher", "Enchantment", "Metalcraft — When you control three or more artifacts, you gain 0 life."),
        printed("Crowd Watcher", "Artifact", "When you control three or more creatures, you gain 0 life."),
        printed("Tapped Watcher", "Artifact", "When you control no untapped lands, you gain 0 life."),
        json!({"name": "Weary Watcher", "mana_cost": "{1}", "type": "Creature — Spirit", "power": 2, "toughness": 2, "text": "When Weary Watcher is tapped, you gain 0 life."}),
        {"name": "Evoke Watcher (test card)", "mana_cost": "{3}{U}", "types": ["Creature"], "power": 1, "toughness": 1, "text": "When this is evoked, gain 0 life.",
         "evoke": "{U}",
         "abilities": [{"kind": "triggered", "trigger": {"on": "state", "state": {"if": "evoked"}},
                        "effects": [{"do": "gain_life", "amount": 0, "player": "you"}], "text": "When this is evoked, gain 0 life."}]},
        {"name": "Soothing Draught", "mana_cost": "{W}", "type": "Instant", "text": "You gain 5 life."},
        {"name": "Petrify (test card)", "mana_cost": "{U}", "type": "Instant", "text": "Target creature becomes an artifact. (This effect lasts indefinitely.)"},
        {"name": "Tap Down", "mana_cost": "{W}", "type": "Instant", "text": "Tap target creature."}
    ])
}

fn game(alice_bf: Value, alice_hand: Value, bob_bf: Value, bob_hand: Value) -> T {
    common::two_players(cards(), alice_bf, alice_hand, bob_bf, bob_hand)
}

fn c(name: &str, label: &str) -> Value {
    json!({"card": name, "label": label})
}

/// Player `p` casts a card (all-colour pool, targets as labels): the events of the cast.
fn cast(t: &mut T, p: u8, card: &str, targets: &[&str]) -> Vec<Event> {
    t.gm().players[p as usize].pool = ManaPool::parse("{W}{W}{U}{U}{B}{B}{R}{R}{G}{G}{C}{C}{C}").unwrap();
    if t.g().acting_player() != Some(PlayerId(p)) {
        t.act(json!({"action": "pass_priority", "player": 1 - p}));
    }
    let targets: Vec<Value> = targets.iter().map(|l| json!({"object": format!("@{l}")})).collect();
    t.act(json!({"action": "cast_spell", "player": p, "card": format!("@{card}"), "targets": targets, "auto_pay": true}))
}

/// Cast and let it resolve (both players pass once): the events up to the next priority.
fn cast_resolve(t: &mut T, p: u8, card: &str, targets: &[&str]) -> Vec<Event> {
    let mut ev = cast(t, p, card, targets);
    ev.extend(t.act(json!({"action": "pass_priority", "player": p})));
    ev.extend(t.act(json!({"action": "pass_priority", "player": 1 - p})));
    ev
}

#[test]
fn life_change_fires_life_at_least() {
    for (card, needs) in [("Rich Watcher", 25), ("Wealthy Watcher", 23)] {
        let mut t = game(json!([c(card, "w")]), json!([c("Soothing Draught", "salve"), c("Island", "keep")]), json!([]), json!([]));
        let w = t.id("w");
        assert!(t.life(0) < needs);
        let ev = cast_resolve(&mut t, 0, "salve", &[]);
        assert_eq!(t.life(0), 25);
        assert_eq!(triggered(&ev, w), 1, "{card}: 25 life, at least {needs}");
    }
}

#[test]
fn hand_change_fires_no_cards_in_hand() {
    for card in ["Empty Watcher", "Bare Watcher"] {
        let mut t = game(json!([c(card, "w")]), json!([c("Lightning Bolt", "bolt")]), json!([]), json!([]));
        let w = t.id("w");
        t.gm().players[0].pool = ManaPool::parse("{R}").unwrap();
        let ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "auto_pay": true}));
        assert_eq!(triggered(&ev, w), 1, "{card}: the last card left the hand");
    }
}

#[test]
fn battlefield_membership_fires_no_permanents() {
    // The Crocodile counts Alice's other creatures; the watcher, all of Alice's creatures.
    for card in ["Emperor Crocodile", "Lonely Watcher"] {
        let mut t = game(json!([c(card, "w"), c("Grizzly Bears", "bears")]), json!([]), json!([]), json!([c("Unsummon", "unsummon")]));
        let w = t.id("w");
        let ev = cast_resolve(&mut t, 1, "unsummon", &["bears"]);
        assert_eq!(triggered(&ev, w), 1, "{card}: the Bears left the battlefield");
    }
}

#[test]
fn characteristics_change_fires_no_permanents_and_permanents_at_least() {
    // A creature made an artifact (layer 4): the Crocodile has no other creature.
    let mut t = game(json!([c("Emperor Crocodile", "croc"), c("Grizzly Bears", "bears")]), json!([]), json!([]), json!([c("Petrify (test card)", "petrify")]));
    let croc = t.id("croc");
    let ev = cast_resolve(&mut t, 1, "petrify", &["bears"]);
    assert_eq!(triggered(&ev, croc), 1);
    // ... and Alice has a third artifact (metalcraft-like count).
    let mut t = game(
        json!([c("Metal Watcher", "w"), c("Rich Watcher", "a1"), c("Empty Watcher", "a2"), c("Grizzly Bears", "bears")]),
        json!([c("Island", "keep")]),
        json!([]),
        json!([c("Petrify (test card)", "petrify")]),
    );
    let w = t.id("w");
    let ev = cast_resolve(&mut t, 1, "petrify", &["bears"]);
    assert_eq!(triggered(&ev, w), 1, "three artifacts");
}

#[test]
fn entering_fires_permanents_at_least() {
    // A third creature enters the battlefield under Alice's control.
    let mut t = game(json!([c("Crowd Watcher", "w"), c("Grizzly Bears", "b1"), c("Grizzly Bears", "b3")]), json!([c("Grizzly Bears", "b2")]), json!([]), json!([]));
    let w = t.id("w");
    let ev = cast_resolve(&mut t, 0, "b2", &[]);
    assert_eq!(triggered(&ev, w), 1);
}

#[test]
fn control_change_fires_no_permanents() {
    for card in ["Emperor Crocodile", "Lonely Watcher"] {
        // Act of Treason is a sorcery: Bob casts it in his main phase.
        let mut t = T::new(json!({
            "cards": cards(),
            "turn": {"number": 2, "active": 1, "step": "precombat_main"},
            "players": [
                {"name": "Alice", "battlefield": [c(card, "w"), c("Grizzly Bears", "bears")], "library": ["Island", "Island"]},
                {"name": "Bob", "hand": [c("Act of Treason", "treason")], "library": ["Island", "Island"]}
            ]}));
        let w = t.id("w");
        let ev = cast_resolve(&mut t, 1, "treason", &["bears"]);
        assert_eq!(triggered(&ev, w), 1, "{card}: Bob controls the Bears now");
    }
}

#[test]
fn tapping_fires_untapped_lands_and_source_is() {
    // Alice taps her only land to pay: no untapped land.
    let mut t = game(json!([c("Tapped Watcher", "w"), c("Plains", "plains")]), json!([c("Soothing Draught", "salve")]), json!([]), json!([]));
    let w = t.id("w");
    let ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@salve", "targets": [], "auto_pay": true}));
    assert_eq!(triggered(&ev, w), 1, "the Plains was tapped for mana");
    // A creature watching itself becomes tapped.
    let mut t = game(json!([c("Weary Watcher", "w")]), json!([]), json!([]), json!([c("Tap Down", "tap")]));
    let w = t.id("w");
    let ev = cast_resolve(&mut t, 1, "tap", &["w"]);
    assert_eq!(triggered(&ev, w), 1, "it is tapped");
}

#[test]
fn evoked_flag_fires_evoked() {
    let mut t = game(json!([]), json!([c("Evoke Watcher (test card)", "w"), c("Island", "keep")]), json!([]), json!([]));
    t.gm().players[0].pool = ManaPool::parse("{U}").unwrap();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@w", "targets": [], "auto_pay": true, "alternative_cost": "evoke"}));
    let mut ev = t.act(json!({"action": "pass_priority", "player": 0}));
    ev.extend(t.act(json!({"action": "pass_priority", "player": 1})));
    let w = t.id("w");
    let state = ev.iter().filter(|e| matches!(&e.kind, EventKind::AbilityTriggered { source, trigger, .. } if *source == w && trigger == "its state holds")).count();
    assert_eq!(state, 1, "the evoked state holds as it enters: {:?}", ev.iter().map(|e| e.text.clone()).collect::<Vec<_>>());
}

/// 603.8: an instance that resolves without changing anything leaves the
/// stack; the state still holds, so it triggers again at the next check.
#[test]
fn instance_leaving_the_stack_fires_again() {
    for card in ["Lonely Watcher", "Bare Watcher"] {
        let mut t = game(json!([c(card, "w")]), json!([]), json!([]), json!([]));
        let w = t.id("w");
        // The scenario's first check put it on the stack.
        assert_eq!(t.g().stack.len(), 1, "{card}");
        let mut ev = t.act(json!({"action": "pass_priority", "player": 0}));
        assert_eq!(triggered(&ev, w), 0);
        ev.extend(t.act(json!({"action": "pass_priority", "player": 1})));
        assert_eq!(triggered(&ev, w), 1, "{card}: resolved, and its state still holds");
        assert_eq!(t.g().stack.len(), 1);
    }
}

/// Nothing changed: players passing priority through steps with an empty
/// stack make no 603.8 check at all (each step gives priority again, 116.3a).
#[test]
fn nothing_changed_no_check() {
    for card in ["Crowd Watcher", "Rich Watcher"] {
        // Alice's watcher on a board of Bob's lands: its state doesn't hold.
        let bob: Vec<Value> = (0..200).map(|_| json!("Forest")).collect();
        let t = game(json!([c(card, "w")]), json!([]), Value::from(bob), json!([]));
        assert!(t.g().stack.is_empty());
        let step = t.g().turn.step;
        let mut g = t.g().clone();
        let before = g.state_trigger_checks();
        g.apply(&Action::PassPriority { player: PlayerId(0) }).unwrap();
        g.apply(&Action::PassPriority { player: PlayerId(1) }).unwrap();
        assert_ne!(g.turn.step, step, "the step ended");
        assert_eq!(g.acting_player(), Some(PlayerId(0)));
        assert_eq!(g.state_trigger_checks(), before, "{card}: nothing changed: no check");
        // A change (Bob's life) makes the next one check.
        let mut g = t.g().clone();
        g.players[1].life -= 1;
        g.apply(&Action::PassPriority { player: PlayerId(0) }).unwrap();
        g.apply(&Action::PassPriority { player: PlayerId(1) }).unwrap();
        assert_eq!(g.state_trigger_checks(), before + 1, "{card}: something changed: checked");
    }
}
