//! Triggered abilities at scale (603): the trigger index (sources looked up by
//! the kind of event they watch) finds the same triggers as asking every
//! permanent, including abilities granted or removed by effects and sources
//! that leave at the same time (603.6d, 603.10a); the 603.3b convenience puts
//! indistinguishable triggers on the stack without an order question; and a
//! thousand triggers go on the stack and resolve.
use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::*;

/// Test cards, written as printed: another life-gain ability (different from
/// Soul Warden's), one that reads its own power, a spell that grants Soul
/// Warden's ability until end of turn, an enchantment that grants it to
/// creatures you control and an Aura that grants it to its creature.
fn cards() -> Value {
    json!([
        {"name": "Soul Chaplain", "mana_cost": "{W}", "type": "Creature — Human Cleric", "power": 1, "toughness": 1, "text": "Whenever another creature enters the battlefield, you gain 2 life."},
        {"name": "Heartward Cleric", "mana_cost": "{W}", "type": "Creature — Human Cleric", "power": 1, "toughness": 1, "text": "Whenever another creature enters the battlefield, you gain life equal to Heartward Cleric's power."},
        {"name": "Warden's Blessing", "mana_cost": "{W}", "type": "Instant", "text": "Until end of turn, target creature gains \"Whenever another creature enters the battlefield, you gain 1 life.\""},
        {"name": "Wardens' Chapel", "mana_cost": "{W}", "type": "Enchantment", "text": "Creatures you control have \"Whenever another creature enters the battlefield, you gain 1 life.\""},
        {"name": "Warden's Mantle", "mana_cost": "{W}", "type": "Enchantment — Aura", "text": "Enchant creature\nEnchanted creature has \"Whenever another creature enters the battlefield, you gain 1 life.\""}
    ])
}

fn game(alice: Value, bob: Value) -> T {
    T::new(json!({"cards": cards(), "players": [alice, bob], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

fn triggered(ev: &[Event]) -> usize {
    ev.iter().filter(|e| matches!(e.kind, EventKind::AbilityTriggered { .. })).count()
}

fn order_asked(t: &T) -> Option<usize> {
    match &t.g().pending.as_ref()?.kind {
        DecisionKind::OrderTriggers { triggers, .. } => Some(triggers.len()),
        _ => None,
    }
}

/// Both players pass once: the top of the stack resolves.
fn both_pass(t: &mut T) -> Vec<Event> {
    let mut ev = t.act(json!({"action": "pass_priority", "player": 0}));
    ev.extend(t.act(json!({"action": "pass_priority", "player": 1})));
    ev
}

/// Cast the card labelled "bears" (Alice has the mana) and let it resolve.
fn bears_enter(t: &mut T) -> Vec<Event> {
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bears", "auto_pay": true}));
    both_pass(t)
}

/// Everyone passes until the stack is empty (no question may be pending).
fn resolve_all(t: &mut T) -> Vec<Event> {
    let mut out = Vec::new();
    for _ in 0..10_000 {
        assert!(t.g().pending.is_none(), "unexpected question: {:?}", t.g().pending);
        if t.g().stack.is_empty() {
            return out;
        }
        out.extend(t.pass_all());
    }
    panic!("the stack never emptied");
}

fn alice(battlefield: Value) -> Value {
    json!({"name": "Alice", "mana_pool": "GG", "library": ["Forest", "Forest"], "hand": [{"card": "Grizzly Bears", "label": "bears"}], "battlefield": battlefield})
}

fn bob() -> Value {
    json!({"name": "Bob", "library": ["Forest", "Forest"]})
}

// ---- 603.3b: indistinguishable triggers ----

#[test]
fn r603_3b_indistinguishable_triggers_need_no_order() {
    // Three Soul Wardens see the Bears enter: three identical abilities, no targets,
    // nothing that depends on which Warden: no order question, and the log says why.
    let mut t = game(alice(json!(["Soul Warden", "Soul Warden", "Soul Warden"])), bob());
    let ev = bears_enter(&mut t);
    assert_eq!(triggered(&ev), 3);
    assert_eq!(order_asked(&t), None, "no 603.3b order question");
    let why = ev.iter().find(|e| e.rule == "603.3b" && e.text.contains("indistinguishable")).expect("the log cites 603.3b and says why");
    assert!(why.text.contains("3 triggered abilities"), "{}", why.text);
    assert_eq!(t.g().stack.len(), 3);
    resolve_all(&mut t);
    assert_eq!(t.life(0), 23);
}

#[test]
fn r603_3b_a_different_life_gain_ability_still_asks() {
    // Soul Warden (gain 1) and Soul Chaplain (gain 2): different abilities, the order is asked.
    let mut t = game(alice(json!(["Soul Warden", "Soul Chaplain"])), bob());
    let ev = bears_enter(&mut t);
    assert_eq!(triggered(&ev), 2);
    assert_eq!(order_asked(&t), Some(2));
    assert!(!ev.iter().any(|e| e.text.contains("indistinguishable")));
}

#[test]
fn r603_3b_abilities_that_read_their_source_still_ask() {
    // Two Heartward Clerics gain life equal to *their own* power: which source an ability came
    // from can change the result (one of them could be bigger), so the order is asked.
    let mut t = game(alice(json!(["Heartward Cleric", "Heartward Cleric"])), bob());
    bears_enter(&mut t);
    assert_eq!(order_asked(&t), Some(2));
}

#[test]
fn r603_3b_different_trigger_objects_still_ask() {
    // One Soul Warden sees two Soldier tokens enter at once: two triggers, each for its own
    // creature ("another creature"): different trigger objects, the order is asked.
    let mut t = game(
        json!({"name": "Alice", "mana_pool": "WW", "library": ["Forest"], "hand": [{"card": "Raise the Alarm", "label": "alarm"}], "battlefield": ["Soul Warden"]}),
        bob(),
    );
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@alarm", "auto_pay": true}));
    let ev = both_pass(&mut t);
    assert_eq!(triggered(&ev), 2);
    assert_eq!(order_asked(&t), Some(2));
}

#[test]
fn r603_3b_blood_artists_with_targets_still_choose_each_target() {
    // Two Blood Artists see the Bears die: each needs a target (603.3d), so the triggers are
    // not indistinguishable: the order is asked, then a target for each, and the targets
    // chosen differ: Bob loses 1 (first), Alice loses 1 (second); Alice gains 2.
    let mut t = game(
        json!({"name": "Alice", "mana_pool": "R", "library": ["Forest"], "hand": [{"card": "Lightning Bolt", "label": "bolt"}],
               "battlefield": [{"card": "Blood Artist", "label": "a1"}, {"card": "Blood Artist", "label": "a2"}]}),
        json!({"name": "Bob", "library": ["Forest"], "battlefield": [{"card": "Grizzly Bears", "label": "victim"}]}),
    );
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": "@victim"}], "auto_pay": true}));
    let ev = both_pass(&mut t);
    assert_eq!(triggered(&ev), 2);
    let Some(DecisionKind::OrderTriggers { triggers, .. }) = t.g().pending.clone().map(|d| d.kind) else { panic!("order asked: {:?}", t.g().pending) };
    t.act(json!({"action": "order_triggers", "player": 0, "order": triggers}));
    for victim in [1, 0] {
        let d = t.g().pending.clone().expect("a target question");
        assert_eq!(d.rule, "603.3d");
        assert!(matches!(d.kind, DecisionKind::ChooseTargets { .. }));
        t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"player": victim}]}));
    }
    assert_eq!(t.g().stack.len(), 2);
    let targets: Vec<Vec<TargetChoice>> = t.g().stack.iter().map(|s| s.targets.clone()).collect();
    assert_eq!(targets, vec![vec![TargetChoice::Player(PlayerId(1))], vec![TargetChoice::Player(PlayerId(0))]]);
    resolve_all(&mut t);
    assert_eq!(t.life(1), 19);
    assert_eq!(t.life(0), 21);
}

// ---- the trigger index finds the same triggers ----

#[test]
fn r603_2_index_finds_an_ability_granted_by_a_resolved_effect() {
    // Warden's Blessing gives the Elves Soul Warden's ability until end of turn
    // (613.1f); then the Bears enter: the Elves' granted ability triggers, though
    // the Elves were printed without it.
    let mut t = game(
        json!({"name": "Alice", "mana_pool": "WGG", "library": ["Forest"],
               "hand": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Warden's Blessing", "label": "blessing"}],
               "battlefield": [{"card": "Llanowar Elves", "label": "elves"}]}),
        bob(),
    );
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@blessing", "targets": [{"object": "@elves"}], "auto_pay": true}));
    both_pass(&mut t);
    let ev = bears_enter(&mut t);
    assert_eq!(triggered(&ev), 1);
    resolve_all(&mut t);
    assert_eq!(t.life(0), 21);
}

#[test]
fn r603_2_index_finds_an_ability_granted_by_a_static_that_came_later() {
    // The Elves were on the battlefield before Wardens' Chapel, which gives creatures
    // Alice controls Soul Warden's ability (613.1f): when the Bears enter, the Elves'
    // granted ability triggers; the Bears' own copy sees only *other* creatures, and the
    // Chapel is no creature. (Judging the Elves by their printed abilities finds nothing.)
    let mut t = game(alice(json!([{"card": "Llanowar Elves", "label": "elves"}, "Wardens' Chapel"])), bob());
    let ev = bears_enter(&mut t);
    assert_eq!(triggered(&ev), 1, "{:?}", rules(&ev));
    resolve_all(&mut t);
    assert_eq!(t.life(0), 21);
}

#[test]
fn r603_2_index_finds_an_ability_granted_by_an_aura() {
    // Warden's Mantle, attached to Bob's Elves, gives them Soul Warden's ability (613.1f):
    // Bob's Elves trigger when Alice's Bears enter, and Bob gains 1 life.
    let mut t = game(
        alice(json!([])),
        json!({"name": "Bob", "library": ["Forest"], "battlefield": [{"card": "Llanowar Elves", "label": "elves"}, {"card": "Warden's Mantle", "attached_to": "elves"}]}),
    );
    let ev = bears_enter(&mut t);
    assert_eq!(triggered(&ev), 1, "{:?}", rules(&ev));
    resolve_all(&mut t);
    assert_eq!((t.life(0), t.life(1)), (20, 21));
}

#[test]
fn r603_2_index_asks_current_abilities_humility_removes_them() {
    // Humility: all creatures lose all abilities (613.1f). The Soul Wardens are indexed by
    // their printed ability, but an event asks their current abilities: nothing triggers.
    let mut t = game(alice(json!(["Soul Warden", "Soul Warden", "Humility"])), bob());
    let ev = bears_enter(&mut t);
    assert_eq!(triggered(&ev), 0);
    assert!(t.g().stack.is_empty());
    assert_eq!(t.life(0), 20);
}

#[test]
fn r603_10a_sources_that_die_at_the_same_time_look_back() {
    // Wrath of God destroys two Blood Artists and the Bears at once: each Artist looks back
    // (603.6d, 603.10a) and sees all three creatures die, itself included: six triggers.
    let mut t = game(
        json!({"name": "Alice", "mana_pool": "WWWW", "library": ["Forest"], "hand": [{"card": "Wrath of God", "label": "wrath"}],
               "battlefield": ["Blood Artist", "Blood Artist"]}),
        json!({"name": "Bob", "library": ["Forest"], "battlefield": ["Grizzly Bears"]}),
    );
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@wrath", "auto_pay": true}));
    let ev = both_pass(&mut t);
    assert_eq!(triggered(&ev), 6, "{:?}", rules(&ev));
    assert!(ev.iter().any(|e| e.rule == "603.2+603.6d"), "the log says they looked back");
}

#[test]
fn r603_2_index_other_watchers_ignore_an_unwatched_event() {
    // Soul Wardens (enters), Blood Artists (dies), Wall of Omens (its own entering): a creature
    // entering triggers only the Wardens and the entering creature's own ability.
    let mut t = game(
        json!({"name": "Alice", "mana_pool": "WWGG", "library": ["Forest", "Forest"],
               "hand": [{"card": "Wall of Omens", "label": "bears"}],
               "battlefield": ["Soul Warden", "Blood Artist", "Wall of Omens", "Soul Warden"]}),
        bob(),
    );
    let ev = bears_enter(&mut t);
    // Two Wardens, the new Wall's own ability; not the old Wall, not the Artist.
    assert_eq!(triggered(&ev), 3, "{:?}", ev.iter().filter(|e| matches!(e.kind, EventKind::AbilityTriggered { .. })).map(|e| &e.text).collect::<Vec<_>>());
}

// ---- at scale ----

#[test]
fn r603_3b_a_thousand_soul_wardens_ask_nothing() {
    let wardens: Vec<Value> = (0..1000).map(|_| json!("Soul Warden")).collect();
    let mut t = game(alice(Value::Array(wardens)), bob());
    let ev = bears_enter(&mut t);
    assert_eq!(triggered(&ev), 1000);
    assert_eq!(order_asked(&t), None);
    assert_eq!(t.g().stack.len(), 1000);
    resolve_all(&mut t);
    assert_eq!(t.life(0), 1020);
}

// ---- 603.8 state triggers: asked by their printed states first ----

fn state_cards() -> Value {
    json!([
        {"name": "Empty-Handed Sage", "mana_cost": "{1}", "type": "Creature — Human Wizard", "power": 1, "toughness": 1, "text": "When you have no cards in hand, draw a card."},
        {"name": "Gift of Emptiness", "mana_cost": "{R}", "type": "Instant", "text": "Until end of turn, target creature gains \"When you have no cards in hand, draw a card.\""}
    ])
}

fn state_game(hand: &str, battlefield: Value) -> T {
    T::new(json!({"cards": state_cards(), "players": [
        {"name": "Alice", "mana_pool": "R", "library": ["Forest", "Forest", "Forest"], "hand": [{"card": hand, "label": "last"}], "battlefield": battlefield},
        {"name": "Bob", "library": ["Forest"], "battlefield": [{"card": "Grizzly Bears", "label": "bob_bears"}]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

#[test]
fn r603_8_a_granted_state_trigger_fires() {
    // Alice casts her last card, Gift of Emptiness, on her Elves: it resolves and the Elves
    // have the state trigger (613.1f) while her hand is empty: it triggers, though the
    // Elves were printed without it.
    let mut t = state_game("Gift of Emptiness", json!([{"card": "Llanowar Elves", "label": "elves"}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@last", "targets": [{"object": "@elves"}], "auto_pay": true}));
    let ev = both_pass(&mut t);
    assert_eq!(triggered(&ev), 1, "{:?}", rules(&ev));
    resolve_all(&mut t);
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 1);
}

#[test]
fn r603_8_a_state_trigger_removed_by_humility_does_not_fire() {
    // The Sage's printed state holds (Alice's hand is empty once she casts Lightning Bolt),
    // but Humility took its abilities (613.1f): nothing triggers.
    for (humility, expected) in [(false, 1), (true, 0)] {
        let mut bf = vec![json!("Empty-Handed Sage"), json!("Mountain")];
        if humility {
            bf.push(json!("Humility"));
        }
        let mut t = state_game("Lightning Bolt", Value::Array(bf));
        let ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@last", "targets": [{"object": "@bob_bears"}], "auto_pay": true}));
        assert_eq!(triggered(&ev), expected, "humility: {humility}");
    }
}
