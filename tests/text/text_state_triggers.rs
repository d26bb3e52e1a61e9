//! 603.8: state triggers read from their printed text: "When [state], ..."
//! triggers as soon as the state holds, not again while that instance is
//! waiting or on the stack, and again once it has left if the state still
//! holds. Cards compiled from their printed text (the card table):
//! - Endangered Armodon {2}{G}{G} 4/5 Elephant: "When you control a
//!   creature with toughness 2 or less, sacrifice Endangered Armodon."
//! - Goblins of the Flarg {R} 1/1: "Mountainwalk / When you control a
//!   Dwarf, sacrifice Goblins of the Flarg."
//! - Dwarven Warriors {2}{R} 1/1 Dwarf (a Dwarf to control).
//! - Task Mage Assembly {2}{R} Enchantment: "When there are no creatures on
//!   the battlefield, sacrifice Task Mage Assembly. / {2}: ..."
//! - Wrath of God {2}{W}{W} Sorcery: "Destroy all creatures. They can't be
//!   regenerated."
//! - Darksteel Reactor {4} Artifact: "Indestructible / At the beginning of
//!   your upkeep, you may put a charge counter on Darksteel Reactor. / When
//!   Darksteel Reactor has twenty or more charge counters on it, you win the game."
//! - Shock {R} Instant: "Shock deals 2 damage to target creature or player."
//! - Raise the Alarm {1}{W} Instant: "Create two 1/1 white Soldier creature tokens."
//! - Grizzly Bears {1}{G} 2/2 (built in).
//!
//! - Convalescence {1}{W} Enchantment: "At the beginning of your upkeep, if
//!   you have 10 or less life, you gain 1 life."
//! - Convalescent Care {1}{W}{W} Enchantment: "At the beginning of your
//!   upkeep, if you have 5 or less life, you gain 3 life and draw a card."
//!
//! Custom cards, written as printed and compiled from that text:
//! - Lonely Lantern {1} Artifact: "When you control no creatures, you gain 1 life."
//! - Quiet Hearth {1} Enchantment: "When a player has no cards in hand, you gain 1 life."

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::*;
use stackwise::text::{status, table::TableCard, Status};

fn game(cards: &[&str], alice_bf: Value, hand: Value, bob_bf: Value) -> T {
    let mut cs: Vec<Value> = cards.iter().map(|n| compiled(n)).collect();
    cs.push(json!({"name": "Lonely Lantern", "mana_cost": "{1}", "type": "Artifact", "text": "When you control no creatures, you gain 1 life."}));
    cs.push(json!({"name": "Quiet Hearth", "mana_cost": "{1}", "type": "Enchantment", "text": "When a player has no cards in hand, you gain 1 life."}));
    T::new(json!({"cards": cs, "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": hand, "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": bob_bf, "hand": ["Island"], "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

/// A state that begins to hold as a creature enters: the ability triggers
/// once; a spell cast and resolved above it makes no second instance; the
/// ability then sacrifices its source.
#[test]
fn r603_8_triggers_once_and_not_again_while_on_the_stack() {
    // (the source, the creature that makes the state hold, the lands for it and for Shock)
    let cases = [
        ("Endangered Armodon", "Grizzly Bears", json!(["Forest", "Forest", "Mountain"])),
        ("Goblins of the Flarg", "Dwarven Warriors", json!(["Mountain", "Mountain", "Mountain", "Mountain"])),
    ];
    for (source, creature, lands) in cases {
        let mut bf = vec![json!({"card": source, "label": "source"})];
        bf.extend(lands.as_array().unwrap().iter().cloned());
        let mut t = game(&["Endangered Armodon", "Goblins of the Flarg", "Dwarven Warriors", "Shock"], json!(bf), json!([{"card": creature, "label": "c"}, {"card": "Shock", "label": "shock"}]), json!([]));
        let ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@c", "auto_pay": true}));
        assert_eq!(triggered(&ev), 0, "{source}: the state doesn't hold yet");
        let ev = both_pass(&mut t);
        assert_eq!(t.zone("c"), "battlefield", "{source}");
        assert_eq!(triggered(&ev), 1, "{source}: {:?}", rules(&ev));
        assert_eq!(t.g().stack.len(), 1);
        // Alice holds priority and casts Shock: the state still holds, no second instance.
        let ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@shock", "targets": [{"player": 1}], "auto_pay": true}));
        assert_eq!(triggered(&ev), 0, "{source}");
        let ev = both_pass(&mut t);
        assert_eq!(t.life(1), 18, "{source}: Shock resolved");
        assert_eq!(triggered(&ev), 0, "{source}: the first instance is still on the stack");
        assert_eq!(t.g().stack.len(), 1);
        let ev = both_pass(&mut t);
        assert_eq!(t.zone("source"), "graveyard", "{source} sacrificed itself");
        assert_eq!(triggered(&ev), 0);
        assert!(t.g().stack.is_empty());
    }
}

/// An ability whose effect leaves the state as it was: once the instance
/// has resolved (left the stack), the state still holds and it triggers
/// again, one instance at a time.
#[test]
fn r603_8_triggers_again_after_it_left_the_stack_while_the_state_holds() {
    // Lonely Lantern: Shock kills Alice's only creature; Quiet Hearth: casting Shock empties her hand.
    for (source, target) in [("Lonely Lantern", json!({"object": "@bears"})), ("Quiet Hearth", json!({"player": 1}))] {
        let mut t = game(&["Shock"], json!([{"card": source, "label": "s"}, {"card": "Grizzly Bears", "label": "bears"}, "Mountain"]), json!([{"card": "Shock", "label": "shock"}]), json!([]));
        let ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@shock", "targets": [target], "auto_pay": true}));
        let ev = if source == "Lonely Lantern" {
            assert_eq!(triggered(&ev), 0, "Alice still controls the Bears");
            both_pass(&mut t)
        } else {
            ev
        };
        assert_eq!(triggered(&ev), 1, "{source}: {:?}", rules(&ev));
        let depth = t.g().stack.len();
        for round in 1..=3 {
            let ev = both_pass(&mut t);
            assert_eq!(t.life(0), 20 + round, "{source}: instance {round} resolved");
            assert_eq!(triggered(&ev), 1, "{source}: round {round}: the state still holds: {:?}", rules(&ev));
            assert_eq!(t.g().stack.len(), depth, "{source}: one instance at a time");
        }
    }
}

/// The state ends while the instance is on the stack: the instance still
/// resolves (a state trigger has no condition checked again, unlike an
/// intervening "if", 603.4), and no new instance follows.
#[test]
fn r603_8_the_instance_resolves_after_the_state_ended_and_none_follows() {
    // Endangered Armodon: Alice Shocks her own Bears in response; Lonely Lantern: Raise the Alarm makes two Soldiers.
    let cards = ["Endangered Armodon", "Shock", "Raise the Alarm"];
    let mut t = game(&cards, json!([{"card": "Endangered Armodon", "label": "s"}, "Forest", "Forest", "Mountain"]), json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Shock", "label": "shock"}]), json!([]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bears", "auto_pay": true}));
    let ev = both_pass(&mut t);
    assert_eq!(triggered(&ev), 1);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@shock", "targets": [{"object": "@bears"}], "auto_pay": true}));
    both_pass(&mut t);
    assert_eq!(t.zone("bears"), "graveyard");
    let ev = both_pass(&mut t);
    assert_eq!(t.zone("s"), "graveyard", "sacrificed although the state has ended");
    assert_eq!(triggered(&ev), 0);

    let mut t = game(&cards, json!([{"card": "Lonely Lantern", "label": "s"}, {"card": "Grizzly Bears", "label": "bears"}, "Mountain", "Plains", "Plains"]), json!([{"card": "Shock", "label": "shock"}, {"card": "Raise the Alarm", "label": "alarm"}]), json!([]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@shock", "targets": [{"object": "@bears"}], "auto_pay": true}));
    let ev = both_pass(&mut t);
    assert_eq!(triggered(&ev), 1, "{:?}", rules(&ev));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@alarm", "auto_pay": true}));
    both_pass(&mut t);
    let ev = both_pass(&mut t);
    assert_eq!(t.life(0), 21, "the instance resolved");
    assert_eq!(triggered(&ev), 0, "Alice controls two Soldiers: {:?}", rules(&ev));
    assert!(t.g().stack.is_empty());
}

/// "When there are no creatures on the battlefield": Wrath of God empties
/// the battlefield of creatures, Task Mage Assembly sacrifices itself.
#[test]
fn r603_8_no_creatures_on_the_battlefield() {
    let lands: Vec<Value> = (0..4).map(|_| json!("Plains")).collect();
    let mut bf = vec![json!({"card": "Task Mage Assembly", "label": "tma"}), json!("Grizzly Bears")];
    bf.extend(lands);
    let mut t = game(&["Task Mage Assembly", "Wrath of God"], json!(bf), json!([{"card": "Wrath of God", "label": "w"}]), json!(["Grizzly Bears"]));
    let ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@w", "auto_pay": true}));
    assert_eq!(triggered(&ev), 0, "creatures are on the battlefield");
    let ev = both_pass(&mut t);
    assert_eq!(triggered(&ev), 1, "{:?}", rules(&ev));
    both_pass(&mut t);
    assert_eq!(t.zone("tma"), "graveyard");
}

/// "When [this] has twenty or more charge counters on it": the twentieth
/// counter, put on in Alice's upkeep, wins her the game; with one fewer
/// before, the nineteenth doesn't.
#[test]
fn r603_8_counters_on_the_source() {
    for (counters, wins) in [(19, true), (18, false)] {
        let mut t = T::new(json!({"cards": [compiled("Darksteel Reactor")], "players": [
            {"name": "Alice", "battlefield": [{"card": "Darksteel Reactor", "label": "r", "counters": {"charge": counters}}], "library": ["Island", "Island", "Island"]},
            {"name": "Bob", "library": ["Island", "Island", "Island"]}
        ], "turn": {"number": 2, "active": 1, "step": "end"}}));
        for _ in 0..40 {
            if t.g().winners.is_some() || (t.g().turn.active == PlayerId(0) && t.g().turn.step == stackwise::rules::types::Step::PrecombatMain) {
                break;
            }
            match t.g().pending.clone() {
                Some(d) => {
                    t.act(json!({"action": "choose_yes_no", "player": d.player.0, "yes": true}));
                }
                None => {
                    both_pass(&mut t);
                }
            }
        }
        assert_eq!(t.g().winners.clone().is_some_and(|w| w == vec![PlayerId(0)]), wins, "{counters} counters and one more");
        if !wins {
            assert!(t.g().winners.is_none());
        }
    }
}

/// "if you have N or less life" (the same words as a state, after "if";
/// 603.4): at the threshold the ability triggers and resolves, one above it
/// nothing triggers.
#[test]
fn r603_4_you_have_n_or_less_life() {
    for (card, threshold, gain) in [("Convalescence", 10, 1), ("Convalescent Care", 5, 3)] {
        for life in [threshold, threshold + 1] {
            let mut t = T::new(json!({"cards": [compiled(card)], "players": [
                {"name": "Alice", "life": life, "battlefield": [card], "library": ["Island", "Island", "Island"]},
                {"name": "Bob", "library": ["Island", "Island", "Island"]}
            ], "turn": {"number": 2, "active": 1, "step": "end"}}));
            play_until(&mut t, 0, stackwise::rules::types::Step::PrecombatMain, &|_, _, _| {});
            let expected = if life <= threshold { life + gain } else { life };
            assert_eq!(t.life(0), expected, "{card} at {life} life");
        }
    }
}

/// Every state read round-trips to the words it was read from.
#[test]
fn state_trigger_wordings_are_understood() {
    for name in ["Endangered Armodon", "Goblins of the Flarg", "Task Mage Assembly", "Darksteel Reactor", "Dandân", "Emperor Crocodile", "Student of Elements", "Convalescence", "Convalescent Care", "Second Chance"] {
        assert_eq!(status(common::card_table::card(name)).0, Status::Understood, "{name}");
    }
    let card = |text: &str| TableCard { name: "Odd Watcher".into(), type_line: "Enchantment".into(), mana_cost: Some("{1}".into()), layout: "normal".into(), text: text.into(), ..TableCard::default() };
    for text in [
        "When you control seven or more Thrulls, sacrifice Odd Watcher.",
        "When an opponent controls a creature with power 4 or greater, sacrifice Odd Watcher.",
        "When you control no other enchantments, sacrifice Odd Watcher.",
        "When no creatures are on the battlefield, sacrifice Odd Watcher.",
        "When there are no lands on the battlefield, sacrifice Odd Watcher.",
        "When you have no cards in hand, draw a card.",
        "When a player has no cards in hand, sacrifice Odd Watcher.",
        "When an opponent has 10 or less life, sacrifice Odd Watcher.",
        "When you have 10 or less life, sacrifice Odd Watcher.",
        "When you have 30 or more life, sacrifice Odd Watcher.",
        "When Odd Watcher has no ice counters on it, sacrifice it.",
        "When Odd Watcher has three or more plague counters on it, sacrifice it.",
    ] {
        assert_eq!(status(&card(text)).0, Status::Understood, "{text}");
    }
    // Not a state: left unread rather than read as one.
    for text in ["When you control, sacrifice Odd Watcher.", "When Odd Watcher has one or more ice counters on it, sacrifice it."] {
        assert!(matches!(status(&card(text)).0, Status::NotCompiled(_)), "{text}");
    }
}
