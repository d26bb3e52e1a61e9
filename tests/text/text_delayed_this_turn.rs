//! Delayed triggered abilities written in a spell or an activated ability's
//! effect (603.7a): "When [that creature / target creature / this] [leaves
//! the battlefield / dies] this turn, [instruction]", and "[instruction on
//! the card itself] at the beginning of the next end step" (603.7c: the
//! delayed ability follows that object only), compiled from the printed text.
//!
//! Cards (their text as the table prints it):
//! - Kjeldoran Elite Guard {3}{W}: "{T}: Target creature gets +2/+2 until end
//!   of turn. When that creature leaves the battlefield this turn, sacrifice
//!   Kjeldoran Elite Guard. Activate this ability only during combat."
//! - Heart Wolf {3}{R}: "First strike / {T}: Target Dwarf creature gets +2/+0
//!   and gains first strike until end of turn. When that creature leaves the
//!   battlefield this turn, sacrifice Heart Wolf. Activate this ability only
//!   during combat."
//! - Sandals of Abdallah {4}: "{2}, {T}: Target creature gains islandwalk
//!   until end of turn. When that creature dies this turn, destroy Sandals of
//!   Abdallah."
//! - Initiate of Blood {2}{R} (flip): "{T}: Initiate of Blood deals 1 damage
//!   to target creature that was dealt damage this turn. When that creature
//!   dies this turn, flip Initiate of Blood."
//! - Adarkar Valkyrie {4}{W}{W}: "Flying, vigilance / {T}: When target
//!   creature other than Adarkar Valkyrie dies this turn, return that card to
//!   the battlefield under your control."
//! - Graceful Reprieve {1}{W}: "When target creature dies this turn, return
//!   that card to the battlefield under its owner's control."
//! - Dark Maze {4}{U}: "Defender / {0}: Dark Maze can attack this turn as
//!   though it didn't have defender. Exile it at the beginning of the next end step."
//! - Crazed Armodon {2}{G}{G}: "{G}: Crazed Armodon gets +3/+0 and gains
//!   trample until end of turn. Destroy Crazed Armodon at the beginning of the
//!   next end step. Activate this ability only once each turn."
//! - Molten Firebird {4}{R}, Ivory Gargoyle {4}{W}: "Flying / When [this] dies,
//!   return it to the battlefield under its owner's control at the beginning
//!   of the next end step and you skip your next draw step. / ..."
//! - Lightning Bolt, Shock, Unsummon, Coffin Purge ("Exile target card from a
//!   graveyard."), Grizzly Bears, Craw Wurm, Dwarven Trader.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::events::Event;
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::{PlayerId, Step};

/// A game of these cards compiled from their text, Alice active in turn 2's
/// `step`; each player's battlefield and hand.
fn game(cards: &[&str], step: &str, alice: (Value, Value), bob: (Value, Value)) -> T {
    let cards: Vec<Value> = cards.iter().map(|n| card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice.0, "hand": alice.1, "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": bob.0, "hand": bob.1, "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": step}}))
}

/// Resolve the whole stack (everyone passing), collecting the events.
fn resolve_all(t: &mut T) -> Vec<Event> {
    let mut out = Vec::new();
    for _ in 0..8 {
        if t.g().stack.is_empty() && t.g().waiting_triggers.is_empty() {
            break;
        }
        out.extend(t.pass_all());
    }
    out
}

fn activate(t: &mut T, source: &str, target: &str) {
    t.act(json!({"action": "activate_ability", "player": 0, "source": format!("@{source}"), "ability": 0, "targets": [{"object": format!("@{target}")}], "auto_pay": true}));
    resolve_all(t);
}

fn cast_at(t: &mut T, player: u8, card: &str, target: &str) -> Vec<Event> {
    t.act(json!({"action": "cast_spell", "player": player, "card": format!("@{card}"), "targets": [{"object": format!("@{target}")}], "auto_pay": true}));
    resolve_all(t)
}

/// Pass (attacking with nothing) until Alice's end step begins; the events.
fn to_end_step(t: &mut T) -> Vec<Event> {
    let mut out = Vec::new();
    for _ in 0..40 {
        if t.g().turn.step == Step::End {
            return out;
        }
        match t.g().pending.as_ref().map(|d| &d.kind) {
            Some(DecisionKind::DeclareAttackers { .. }) => out.extend(t.act(json!({"action": "declare_attackers", "player": 0, "attackers": []}))),
            _ => out.extend(t.pass_all()),
        }
    }
    panic!("no end step");
}

fn no_questions(_: &mut T, _: PlayerId, k: DecisionKind) {
    panic!("unexpected question {k:?}");
}

/// The two "leaves the battlefield this turn" cards, each with a creature its ability may target.
const GUARDS: &[(&str, &str)] = &[("Kjeldoran Elite Guard", "Grizzly Bears"), ("Heart Wolf", "Dwarven Trader")];

#[test]
fn r603_7a_the_guard_is_sacrificed_when_its_creature_leaves_the_battlefield_this_turn() {
    for (guard, creature) in GUARDS {
        // Dying and being returned to hand are both leaving the battlefield.
        for (kill, dies) in [("Terror", true), ("Unsummon", false)] {
            let alice = json!([{"card": guard, "label": "guard"}, {"card": creature, "label": "c"}, "Swamp", "Island"]);
            let mut t = game(&[guard, creature, kill], "beginning_of_combat", (alice, json!([{"card": kill, "label": "kill"}])), (json!([]), json!([])));
            activate(&mut t, "guard", "c");
            assert_eq!(t.zone("guard"), "battlefield", "{guard}");
            let ev = cast_at(&mut t, 0, "kill", "c");
            assert_eq!(t.zone("c"), if dies { "graveyard" } else { "hand" }, "{guard}, {kill}");
            assert!(cites(&ev, "603.7"), "{guard}, {kill}: the delayed ability triggers");
            assert_eq!(t.zone("guard"), "graveyard", "{guard}, {kill}: sacrificed");
        }
    }
}

#[test]
fn r603_7b_the_guard_stays_when_its_creature_dies_the_next_turn() {
    for (guard, creature) in GUARDS {
        let alice = json!([{"card": guard, "label": "guard"}, {"card": creature, "label": "c"}]);
        let bob = (json!(["Mountain"]), json!([{"card": "Lightning Bolt", "label": "bolt"}]));
        let mut t = game(&[guard, creature, "Lightning Bolt"], "beginning_of_combat", (alice, json!([])), bob);
        activate(&mut t, "guard", "c");
        assert_eq!(t.g().delayed.len(), 1, "{guard}");
        // The next turn (Bob's): the delayed ability ended with the turn it waited in.
        play_until(&mut t, 1, Step::PrecombatMain, &no_questions);
        assert!(t.g().delayed.is_empty(), "{guard}: \"this turn\" ends with the turn");
        let ev = cast_at(&mut t, 1, "bolt", "c");
        assert_eq!(t.zone("c"), "graveyard", "{guard}");
        assert!(!cites(&ev, "603.7"), "{guard}: nothing triggers");
        assert_eq!(t.zone("guard"), "battlefield", "{guard}");
    }
}

#[test]
fn r602_5b_the_guards_ability_only_during_combat() {
    for (guard, creature) in GUARDS {
        let alice = json!([{"card": guard, "label": "guard"}, {"card": creature, "label": "c"}]);
        let mut t = game(&[guard, creature], "precombat_main", (alice, json!([])), (json!([]), json!([])));
        let e = refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@guard", "ability": 0, "targets": [{"object": "@c"}], "auto_pay": true}));
        assert!(e.contains("602.5b"), "{guard}: {e}");
    }
}

#[test]
fn r603_7a_dies_this_turn_destroys_sandals_and_flips_the_initiate_but_leaving_alive_does_not() {
    // Sandals of Abdallah or Initiate of Blood on a Craw Wurm (6/4) already dealt 2 damage by Shock.
    for source in ["Sandals of Abdallah", "Initiate of Blood"] {
        for (kill, dies) in [("Lightning Bolt", true), ("Unsummon", false)] {
            let alice = json!([{"card": source, "label": "s"}, "Mountain", "Mountain", "Mountain", "Mountain", "Island", "Island"]);
            let hand = json!([{"card": kill, "label": "kill"}, {"card": "Shock", "label": "shock"}]);
            let bob = (json!([{"card": "Craw Wurm", "label": "wurm"}]), json!([]));
            let mut t = game(&[source, kill, "Shock", "Craw Wurm"], "precombat_main", (alice, hand), bob);
            cast_at(&mut t, 0, "shock", "wurm");
            activate(&mut t, "s", "wurm");
            assert_eq!(t.zone("wurm"), "battlefield", "{source}");
            let ev = cast_at(&mut t, 0, "kill", "wurm");
            assert_eq!(t.zone("wurm"), if dies { "graveyard" } else { "hand" }, "{source}, {kill}");
            assert_eq!(cites(&ev, "603.7"), dies, "{source}, {kill}: triggers only on dying");
            let s = t.id("s");
            let gone = t.g().objects.get(&s).map(|o| o.zone != stackwise::rules::types::Zone::Battlefield).unwrap_or(true);
            let flipped = t.g().objects.get(&s).is_some_and(|o| o.extra.flipped);
            match source {
                "Sandals of Abdallah" => assert_eq!(gone, dies, "{kill}: Sandals destroyed only if the creature died"),
                _ => assert_eq!(flipped, dies, "{kill}: the Initiate flips only if the creature died"),
            }
        }
    }
}

/// The two "return that card" cards: the delayed ability's controller and
/// who gets the card back.
const REPRIEVES: &[(&str, bool)] = &[("Adarkar Valkyrie", true), ("Graceful Reprieve", false)];

/// Set up the delayed ability on Bob's Grizzly Bears: Alice's Valkyrie's
/// ability, or her Graceful Reprieve.
fn reprieve(card: &str) -> T {
    let valkyrie = card == "Adarkar Valkyrie";
    let alice_bf = if valkyrie { json!([{"card": card, "label": "r"}, "Mountain", "Swamp"]) } else { json!(["Plains", "Plains", "Mountain", "Swamp"]) };
    let mut hand = vec![json!({"card": "Lightning Bolt", "label": "bolt"}), json!({"card": "Coffin Purge", "label": "purge"})];
    if !valkyrie {
        hand.push(json!({"card": card, "label": "r"}));
    }
    let bob = (json!([{"card": "Grizzly Bears", "label": "bears"}]), json!([]));
    let mut t = game(&[card, "Lightning Bolt", "Coffin Purge", "Grizzly Bears"], "precombat_main", (alice_bf, Value::Array(hand)), bob);
    if valkyrie {
        activate(&mut t, "r", "bears");
    } else {
        cast_at(&mut t, 0, "r", "bears");
    }
    assert_eq!(t.g().delayed.len(), 1, "{card}");
    t
}

#[test]
fn r603_7c_that_card_returns_to_the_battlefield_when_the_creature_dies_this_turn() {
    for (card, yours) in REPRIEVES {
        let mut t = reprieve(card);
        let ev = cast_at(&mut t, 0, "bolt", "bears");
        assert!(cites(&ev, "603.7"), "{card}");
        assert_eq!(t.zone("bears"), "battlefield", "{card}: the card that died came back");
        let bears = t.id("bears");
        let controller = t.g().objects[&bears].controller;
        assert_eq!(controller, PlayerId(if *yours { 0 } else { 1 }), "{card}: under {}", if *yours { "your control" } else { "its owner's control" });
    }
}

#[test]
fn r603_7c_that_card_stays_exiled_if_it_left_the_graveyard_before_the_ability_resolved() {
    for (card, _) in REPRIEVES {
        let mut t = reprieve(card);
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": "@bears"}], "auto_pay": true}));
        // One pass each: Lightning Bolt resolves, the Bears die, the delayed ability triggers.
        for _ in 0..2 {
            let p = t.g().acting_player().expect("a player has priority");
            t.act(json!({"action": "pass_priority", "player": p.0}));
        }
        assert_eq!(t.zone("bears"), "graveyard", "{card}");
        assert_eq!(t.g().stack.len(), 1, "{card}: the delayed ability is on the stack");
        // Before it resolves, Alice exiles the card from the graveyard.
        let ev = cast_at(&mut t, 0, "purge", "bears");
        assert_eq!(t.zone("bears"), "exile", "{card}: the new object in exile is not \"that card\"");
        assert!(cites(&ev, "603.7c"), "{card}");
        assert!(t.g().player(PlayerId(0)).graveyard.iter().chain(t.g().player(PlayerId(1)).graveyard.iter()).all(|id| t.g().objects[id].def.name != "Grizzly Bears"));
    }
}

#[test]
fn r603_7c_the_delayed_ability_about_the_card_itself_loses_it_when_it_leaves_and_returns() {
    // Dark Maze ("Exile it") and Crazed Armodon ("Destroy Crazed Armodon") at the next end step.
    for (card, mana, ends) in [("Dark Maze", json!(["Island", "Island", "Island", "Island", "Island", "Island"]), "exile"), ("Crazed Armodon", json!(["Forest", "Forest", "Forest", "Forest", "Forest", "Island"]), "graveyard")] {
        for bounce in [false, true] {
            let mut bf = vec![json!({"card": card, "label": "c"})];
            bf.extend(mana.as_array().unwrap().iter().cloned());
            let mut t = game(&[card, "Unsummon"], "precombat_main", (Value::Array(bf), json!([{"card": "Unsummon", "label": "u"}])), (json!([]), json!([])));
            t.act(json!({"action": "activate_ability", "player": 0, "source": "@c", "ability": 0, "auto_pay": true}));
            resolve_all(&mut t);
            assert_eq!(t.g().delayed.len(), 1, "{card}");
            if bounce {
                // Back to hand and cast again: a new object (400.7) the delayed ability doesn't know.
                cast_at(&mut t, 0, "u", "c");
                t.act(json!({"action": "cast_spell", "player": 0, "card": "@c", "auto_pay": true}));
                resolve_all(&mut t);
                assert_eq!(t.zone("c"), "battlefield", "{card}");
            }
            let mut ev = to_end_step(&mut t);
            ev.extend(resolve_all(&mut t));
            assert!(cites(&ev, "603.7"), "{card}: the delayed ability triggers at the end step");
            if bounce {
                assert!(cites(&ev, "603.7c"), "{card}: its object is gone");
                assert_eq!(t.zone("c"), "battlefield", "{card}: the new object stays");
            } else {
                assert_eq!(t.zone("c"), ends, "{card}");
            }
        }
    }
}

#[test]
fn r603_7c_the_card_that_died_returns_at_the_end_step_unless_it_left_the_graveyard() {
    // The delayed ability follows the card the creature became in the graveyard (400.7).
    for card in ["Molten Firebird", "Ivory Gargoyle"] {
        for purge in [false, true] {
            let alice = (json!([{"card": card, "label": "c"}, "Mountain", "Swamp"]), json!([{"card": "Lightning Bolt", "label": "bolt"}, {"card": "Coffin Purge", "label": "purge"}]));
            let mut t = game(&[card, "Lightning Bolt", "Coffin Purge"], "precombat_main", alice, (json!([]), json!([])));
            cast_at(&mut t, 0, "bolt", "c");
            assert_eq!(t.zone("c"), "graveyard", "{card}");
            assert_eq!(t.g().delayed.len(), 1, "{card}: the delayed ability waits for the end step");
            if purge {
                cast_at(&mut t, 0, "purge", "c");
                assert_eq!(t.zone("c"), "exile", "{card}");
            }
            let mut ev = to_end_step(&mut t);
            ev.extend(resolve_all(&mut t));
            assert!(cites(&ev, "603.7"), "{card}: the delayed ability triggers");
            assert_eq!(cites(&ev, "603.7c"), purge, "{card}: its card is gone only if it left the graveyard");
            assert_eq!(t.zone("c"), if purge { "exile" } else { "battlefield" }, "{card}");
        }
    }
}
