//! One instruction, one event (603.2c, 603.6a, 603.6d, 112.7a, 704.3), and
//! state triggers in the middle of a resolution (603.8).
//!
//! Object ids are handed out in creation order, and a scenario creates the
//! objects in the order it lists them; so each test about a batch builds the
//! same board once for every order of its objects and expects the same,
//! rules-derived result each time.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::StackKind;
use stackwise::rules::*;


/// How many abilities of sources with this name have triggered and not yet
/// resolved: waiting to go on the stack, or on it.
fn triggered_from(t: &T, name: &str) -> usize {
    let waiting = t.g().waiting_triggers.iter().filter(|w| w.source_name == name).count();
    let stacked = t.g().stack.iter().filter(|s| s.kind == StackKind::Triggered && s.source_name == name).count();
    waiting + stacked
}

/// Both players pass once: the top of the stack resolves (116.4), nothing more.
fn resolve_top(t: &mut T) -> Vec<Event> {
    let mut ev = t.act(json!({"action": "pass_priority", "player": 0}));
    ev.extend(t.act(json!({"action": "pass_priority", "player": 1})));
    ev
}

fn graveyard_names(t: &T, p: u8) -> Vec<String> {
    t.g().player(PlayerId(p)).graveyard.iter().map(|id| t.g().name_of(*id)).collect()
}

/// A casts `spell` (paid from her mana pool); B's battlefield is `board`
/// (in that order); then the spell resolves.
fn cast_over(cards: Value, spell: &str, pool: &str, a_board: Vec<Value>, b_board: Vec<Value>) -> T {
    let mut t = T::new(json!({
        "cards": cards,
        "players": [
            {"name": "A", "mana_pool": pool, "hand": [{"card": spell, "label": "spell"}], "battlefield": a_board},
            {"name": "B", "battlefield": b_board}
        ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("spell"), "graveyard", "the spell resolved");
    t
}

fn departure_witness() -> Value {
    json!({"name": "Departure Witness (test card)", "mana_cost": "{1}{W}", "type": "Creature", "power": 1, "toughness": 1,
           "text": "Whenever another creature leaves the battlefield, you gain 1 life."})
}

// ---------------------------------------------------------------------------
// 603.6d / 112.7a: a permanent that gives others a type leaves with them.

#[test]
fn r603_6d_forests_animated_by_living_lands_die_as_creatures_when_it_is_destroyed_with_them() {
    // Akroma's Vengeance destroys Living Lands and the Forests (creatures at that moment)
    // at once. Immediately before the event the Forests, Blood Artist and the Bears were
    // creatures: Blood Artist (dying too, looking back) triggers for each of the four.
    let board = vec![json!("Living Lands"), json!("Forest"), json!("Forest"), json!("Blood Artist"), json!("Grizzly Bears")];
    let orders = permutations(&board);
    assert_eq!(orders.len(), 120);
    for order in orders {
        let t = cast_over(json!([]), "Akroma's Vengeance", "{4}{W}{W}", vec![], order.clone());
        assert_eq!(triggered_from(&t, "Blood Artist"), 4, "order {order:?}");
        let gy = graveyard_names(&t, 1);
        assert_eq!(gy.iter().filter(|n| *n == "Forest").count(), 2, "order {order:?}: the Forests were destroyed as creatures");
        assert_eq!(gy.len(), 5, "order {order:?}");
    }
}

#[test]
fn r603_6d_lands_animated_by_living_plane_die_as_creatures_when_it_is_destroyed_with_them() {
    // Living Plane makes every land a 1/1 creature: the Plains and the Island die with it,
    // and Blood Artist sees both (and itself) die, whatever the order.
    let board = vec![json!("Living Plane"), json!("Plains"), json!("Island"), json!("Blood Artist")];
    for order in permutations(&board) {
        let t = cast_over(json!([]), "Akroma's Vengeance", "{4}{W}{W}", vec![], order.clone());
        assert_eq!(triggered_from(&t, "Blood Artist"), 3, "order {order:?}");
        assert_eq!(graveyard_names(&t, 1).len(), 4, "order {order:?}");
    }
}

#[test]
fn r603_6d_an_aura_that_adds_a_creature_type_leaves_with_its_creature() {
    // Angelic Destiny makes the Bears an Angel. Destroyed together, the Bears died as an
    // Angel: the Angel watcher (an artifact, destroyed too, looking back) triggers once,
    // and so does the Aura's own "when enchanted creature dies" (603.6f).
    let cards = json!([{"name": "Angel Mourner", "mana_cost": "{2}", "type": "Artifact", "text": "Whenever an Angel dies, you gain 2 life."}]);
    let board = vec![
        json!({"card": "Grizzly Bears", "label": "bears"}),
        json!({"card": "Angelic Destiny", "attached_to": "bears"}),
        json!("Angel Mourner"),
    ];
    for order in permutations(&board) {
        let t = cast_over(cards.clone(), "Akroma's Vengeance", "{4}{W}{W}", vec![], order.clone());
        assert_eq!(triggered_from(&t, "Angel Mourner"), 1, "order {order:?}");
        assert_eq!(triggered_from(&t, "Angelic Destiny"), 1, "order {order:?}");
    }
    // Without the Aura the Bears are no Angel: nothing to mourn.
    let t = cast_over(cards, "Akroma's Vengeance", "{4}{W}{W}", vec![], vec![json!("Grizzly Bears"), json!("Angel Mourner")]);
    assert_eq!(triggered_from(&t, "Angel Mourner"), 0);
}

// ---------------------------------------------------------------------------
// 603.6d: Humility leaving with creatures that have leaves-the-battlefield abilities.

#[test]
fn r603_6d_humility_destroyed_with_creatures_they_had_no_abilities_when_they_died() {
    // Immediately before the event, Humility was there: Doomed Traveler and Blood Artist
    // had no abilities. Looking back finds none, so nothing triggers, in every order.
    let board = vec![json!("Humility"), json!("Doomed Traveler"), json!("Blood Artist"), json!("Grizzly Bears")];
    for order in permutations(&board) {
        let t = cast_over(json!([]), "Akroma's Vengeance", "{4}{W}{W}", vec![], order.clone());
        assert_eq!(triggered_from(&t, "Blood Artist"), 0, "order {order:?}");
        assert_eq!(triggered_from(&t, "Doomed Traveler"), 0, "order {order:?}");
        assert_eq!(graveyard_names(&t, 1).len(), 4, "order {order:?}");
    }
    // Without Humility both have their abilities: Doomed Traveler once, Blood Artist for all three.
    for order in permutations(&board[1..]) {
        let t = cast_over(json!([]), "Akroma's Vengeance", "{4}{W}{W}", vec![], order.clone());
        assert_eq!(triggered_from(&t, "Blood Artist"), 3, "order {order:?}");
        assert_eq!(triggered_from(&t, "Doomed Traveler"), 1, "order {order:?}");
    }
}

#[test]
fn r603_6d_a_watcher_that_stays_looks_back_at_the_abilities_it_had_before() {
    // A's Blood Artist survives; B's Humility and Bears are destroyed together. Just before
    // the event Blood Artist had no abilities (Humility): it does not trigger for the Bears,
    // although it has its ability again afterwards.
    let cards = json!([{"name": "Selective Purge", "mana_cost": "{3}{B}", "type": "Sorcery", "text": "Destroy all creatures and enchantments your opponents control."}]);
    let board = vec![json!("Humility"), json!("Grizzly Bears"), json!({"card": "Blood Artist", "controller": 0})];
    for order in permutations(&board) {
        let t = cast_over(cards.clone(), "Selective Purge", "{3}{B}", vec![], order.clone());
        assert_eq!(graveyard_names(&t, 1).len(), 2, "order {order:?}");
        assert_eq!(triggered_from(&t, "Blood Artist"), 0, "order {order:?}");
    }
    // Without Humility it sees the Bears die.
    let t = cast_over(cards, "Selective Purge", "{3}{B}", vec![], vec![json!("Grizzly Bears"), json!({"card": "Blood Artist", "controller": 0})]);
    assert_eq!(triggered_from(&t, "Blood Artist"), 1);
}

// ---------------------------------------------------------------------------
// Mass bounce and mass exile: a watcher leaving with the others sees them all.

#[test]
fn r603_6d_evacuation_the_watcher_returned_with_the_others_sees_each_of_them_leave() {
    let board = vec![json!("Departure Witness (test card)"), json!("Grizzly Bears"), json!("Hill Giant"), json!("Savannah Lions")];
    for order in permutations(&board) {
        let t = cast_over(json!([departure_witness()]), "Evacuation", "{3}{U}{U}", vec![], order.clone());
        assert_eq!(triggered_from(&t, "Departure Witness (test card)"), 3, "order {order:?}");
        assert_eq!(t.g().player(PlayerId(1)).hand.len(), 4, "order {order:?}");
    }
}

#[test]
fn r603_6d_upheaval_forests_animated_by_living_lands_leave_as_creatures() {
    // Everything returns at once; just before, the Forest was a creature (Living Lands was
    // still there). The witness sees the Forest and the Bears leave, not Living Lands.
    let board = vec![json!("Departure Witness (test card)"), json!("Living Lands"), json!("Forest"), json!("Grizzly Bears")];
    for order in permutations(&board) {
        let t = cast_over(json!([departure_witness()]), "Upheaval", "{4}{U}{U}", vec![], order.clone());
        assert_eq!(triggered_from(&t, "Departure Witness (test card)"), 2, "order {order:?}");
        assert!(t.g().battlefield.is_empty(), "order {order:?}");
    }
}

#[test]
fn r603_6d_final_judgment_the_exiled_watcher_sees_the_others_exiled() {
    let board = vec![json!("Departure Witness (test card)"), json!("Grizzly Bears"), json!("Living Lands"), json!("Forest")];
    for order in permutations(&board) {
        let t = cast_over(json!([departure_witness()]), "Final Judgment", "{4}{W}{W}", vec![], order.clone());
        // The Bears and the Forest (a creature) are exiled with the witness; Living Lands stays.
        assert_eq!(triggered_from(&t, "Departure Witness (test card)"), 2, "order {order:?}");
        assert_eq!(t.g().exile.len(), 3, "order {order:?}");
    }
}

// ---------------------------------------------------------------------------
// 603.6a: tokens created by one instruction enter together.

fn heralds(n: u32) -> Value {
    let count = ["zero", "one", "two", "three"][n as usize];
    json!([{"name": "Herald Call", "mana_cost": "{2}{W}", "type": "Sorcery",
            "text": format!("Put {count} 1/1 white Cleric creature tokens onto the battlefield. They have \"Whenever another creature enters the battlefield, you gain 1 life.\"")}])
}

#[test]
fn r603_6a_tokens_created_together_each_see_the_others_enter() {
    // Two tokens: each sees the other (2). Three: each sees two (6). A Soul Warden already
    // there sees each token; the tokens don't see it (it didn't enter). Every order of
    // the permanents already there gives the same count.
    for (n, each) in [(2u32, 2usize), (3, 6)] {
        let board = vec![json!("Soul Warden"), json!("Grizzly Bears")];
        for order in permutations(&board) {
            let t = cast_over(heralds(n), "Herald Call", "{2}{W}", order.clone(), vec![]);
            assert_eq!(triggered_from(&t, "Cleric"), each, "{n} tokens, order {order:?}");
            assert_eq!(triggered_from(&t, "Soul Warden"), n as usize, "{n} tokens, order {order:?}");
        }
    }
}

#[test]
fn r603_6a_raise_the_alarm_each_soldier_is_seen_by_the_watcher() {
    let t = cast_over(json!([]), "Raise the Alarm", "{1}{W}", vec![json!("Soul Warden")], vec![]);
    assert_eq!(triggered_from(&t, "Soul Warden"), 2);
}

// ---------------------------------------------------------------------------
// 704.3: one state-based check is one event.

#[test]
fn r704_3_the_actions_of_one_check_are_one_event_in_every_order() {
    // At the first check: the two Isamarus go (legend rule, 2011 seed: all of them), Blood
    // Artist (0/1, 1 damage) and the damaged Forest (a 1/1 creature thanks to Living Lands)
    // are destroyed. Blood Artist, dying with them, sees four creatures die.
    let board = vec![
        json!({"card": "Blood Artist", "damage": 1}),
        json!("Isamaru, Hound of Konda"),
        json!("Isamaru, Hound of Konda"),
        json!("Living Lands"),
        json!({"card": "Forest", "damage": 1}),
    ];
    for order in permutations(&board) {
        let t = T::new(json!({"players": [{"name": "A"}, {"name": "B", "battlefield": order.clone()}]}));
        assert_eq!(triggered_from(&t, "Blood Artist"), 4, "order {order:?}");
        let gy = graveyard_names(&t, 1);
        assert_eq!(gy.len(), 4, "order {order:?}: {gy:?}");
        assert!(!gy.contains(&"Living Lands".to_string()));
    }
}

// ---------------------------------------------------------------------------
// Discarding and milling several cards is one event.

#[test]
fn r603_2c_a_discarded_hand_is_one_event_each_card_triggers_once() {
    // "Whenever a card is put into your graveyard from anywhere": one trigger per card,
    // all found after the whole hand is in the graveyard.
    let cards = json!([{"name": "Grave Counter", "mana_cost": "{1}", "type": "Artifact", "text": "Whenever a card is put into your graveyard from anywhere, you gain 1 life."}]);
    let mut t = T::new(json!({
        "cards": cards,
        "players": [
            {"name": "A", "mana_pool": "{1}{U}", "hand": [{"card": "Tolarian Winds", "label": "winds"}, "Forest", "Island", "Plains"],
             "library": ["Swamp", "Swamp", "Swamp", "Swamp"], "battlefield": ["Grave Counter"]},
            {"name": "B"}
        ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@winds", "auto_pay": true}));
    t.pass_all();
    // Three cards discarded, then the Winds itself: four cards put into A's graveyard.
    assert_eq!(triggered_from(&t, "Grave Counter"), 4);
    // "That many": three cards drawn.
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 3);
}

// ---------------------------------------------------------------------------
// 603.8: state triggers in the middle of a resolution.

fn empty_hand_engine() -> Value {
    json!({"name": "Empty-Handed Engine", "mana_cost": "{2}", "type": "Artifact", "text": "When you have no cards in hand, draw a card."})
}

#[test]
fn r603_8_discard_your_hand_then_draw_that_many_triggers_during_the_resolution() {
    // The seed's example: the hand is empty only for a moment, inside the resolution of
    // Tolarian Winds; the state trigger triggers then, and waits for the next time a
    // player would receive priority.
    let mut t = T::new(json!({
        "cards": [empty_hand_engine()],
        "players": [
            {"name": "A", "mana_pool": "{1}{U}", "hand": [{"card": "Tolarian Winds", "label": "winds"}, "Forest", "Forest"],
             "library": ["Island", "Island", "Island", "Island"], "battlefield": ["Empty-Handed Engine"]},
            {"name": "B"}
        ]}));
    let ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@winds", "auto_pay": true}));
    assert!(!ev.iter().any(|e| matches!(e.kind, EventKind::AbilityTriggered { .. })), "two cards are still in hand");
    let ev = resolve_top(&mut t);
    let resolved = ev.iter().position(|e| matches!(e.kind, EventKind::Resolved { .. })).expect("resolved");
    let triggered = ev.iter().position(|e| matches!(e.kind, EventKind::AbilityTriggered { .. })).expect("the state trigger triggered");
    let first_draw = ev.iter().position(|e| matches!(e.kind, EventKind::Drew { .. })).expect("drew");
    let last_discard = ev.iter().rposition(|e| matches!(e.kind, EventKind::Discarded { .. })).expect("discarded");
    assert!(last_discard < triggered && triggered < first_draw && triggered < resolved, "{:?}", rules(&ev));
    assert!(cites(&ev, "603.2"));
    // After the Winds: two cards back in hand, and the engine's ability on the stack (once).
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 2);
    assert_eq!(triggered_from(&t, "Empty-Handed Engine"), 1);
    resolve_top(&mut t);
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 3);
}

#[test]
fn r603_8_wheel_of_fortune_empties_each_hand_for_a_moment() {
    // Each player discards their hand, then draws seven: both engines trigger once.
    let lib: Vec<Value> = (0..10).map(|_| json!("Island")).collect();
    let mut t = T::new(json!({
        "cards": [empty_hand_engine()],
        "players": [
            {"name": "A", "mana_pool": "{2}{R}", "hand": [{"card": "Wheel of Fortune", "label": "wheel"}, "Forest"], "library": lib.clone(),
             "battlefield": ["Empty-Handed Engine"]},
            {"name": "B", "hand": ["Forest", "Forest", "Forest"], "library": lib, "battlefield": ["Empty-Handed Engine"]}
        ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@wheel", "auto_pay": true}));
    resolve_top(&mut t);
    assert_eq!(t.zone("wheel"), "graveyard");
    assert_eq!(triggered_from(&t, "Empty-Handed Engine"), 2);
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 7);
    assert_eq!(t.g().player(PlayerId(1)).hand.len(), 7);
}

#[test]
fn r603_8_emperor_crocodile_alone_for_a_moment_is_sacrificed() {
    // The spell destroys A's other creature and then gives her a token: for a moment in
    // between she controls no other creature, so the Crocodile's state trigger triggers,
    // and resolves later although a Soldier is there by then.
    let cards = json!([{"name": "Draft Notice", "mana_cost": "{1}{W}", "type": "Sorcery", "text": "Destroy target creature. Put a 1/1 white Soldier creature token onto the battlefield."}]);
    let mut t = T::new(json!({
        "cards": cards,
        "players": [
            {"name": "A", "mana_pool": "{1}{W}", "hand": [{"card": "Draft Notice", "label": "notice"}],
             "battlefield": [{"card": "Emperor Crocodile", "label": "croc"}, {"card": "Grizzly Bears", "label": "bears"}]},
            {"name": "B"}
        ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@notice", "targets": [{"object": "@bears"}], "auto_pay": true}));
    resolve_top(&mut t);
    assert_eq!(t.zone("bears"), "graveyard");
    assert_eq!(t.zone("croc"), "battlefield");
    assert_eq!(triggered_from(&t, "Emperor Crocodile"), 1);
    resolve_top(&mut t);
    assert_eq!(t.zone("croc"), "graveyard");
}

#[test]
fn r603_8_a_state_that_never_holds_triggers_nothing() {
    // The Crocodile with two other creatures: destroying one leaves another, so nothing.
    let cards = json!([{"name": "Draft Notice", "mana_cost": "{1}{W}", "type": "Sorcery", "text": "Destroy target creature. Put a 1/1 white Soldier creature token onto the battlefield."}]);
    let mut t = T::new(json!({
        "cards": cards,
        "players": [
            {"name": "A", "mana_pool": "{1}{W}", "hand": [{"card": "Draft Notice", "label": "notice"}],
             "battlefield": [{"card": "Emperor Crocodile", "label": "croc"}, {"card": "Grizzly Bears", "label": "bears"}, "Hill Giant"]},
            {"name": "B"}
        ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@notice", "targets": [{"object": "@bears"}], "auto_pay": true}));
    resolve_top(&mut t);
    assert_eq!(triggered_from(&t, "Emperor Crocodile"), 0);
    assert_eq!(t.zone("croc"), "battlefield");
}
