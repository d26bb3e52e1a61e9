//! "You may [instruction]. If you don't, [instruction]." (608.2d): the
//! controller chooses as the instruction is followed; yes, the first part
//! happens and the other doesn't; no, the other part happens instead. An
//! option that is impossible can't be chosen (608.2d): with nothing to
//! sacrifice, the other part happens without a question. "Sacrifice [this]
//! unless you sacrifice [permanents]" is the same choice.
//!
//! Cards compiled from their printed text (the card table):
//! - Yawgmoth Demon {4}{B}{B} 6/6: "Flying / First strike / At the
//!   beginning of your upkeep, you may sacrifice an artifact. If you don't,
//!   tap Yawgmoth Demon and it deals 2 damage to you."
//! - Ravenous Vampire {3}{B}{B} 3/3: "Flying / At the beginning of your
//!   upkeep, you may sacrifice a nonartifact creature. If you do, put a
//!   +1/+1 counter on Ravenous Vampire. If you don't, tap Ravenous Vampire."
//! - Crovax the Cursed {2}{B}{B} 0/0: "Crovax the Cursed enters the
//!   battlefield with four +1/+1 counters on it. / At the beginning of your
//!   upkeep, you may sacrifice a creature. If you do, put a +1/+1 counter
//!   on Crovax. If you don't, remove a +1/+1 counter from Crovax. / {B}:
//!   Crovax gains flying until end of turn."
//! - Bog Elemental {3}{B}{B} 5/4: "Protection from white / At the beginning
//!   of your upkeep, sacrifice Bog Elemental unless you sacrifice a land."
//! - Cosmic Larva {2}{R}{R} 7/6: "Trample / At the beginning of your
//!   upkeep, sacrifice Cosmic Larva unless you sacrifice two lands."
//! - Elder Spawn {4}{U}{U}{U} 6/6: "At the beginning of your upkeep,
//!   unless you sacrifice an Island, sacrifice Elder Spawn and it deals 6
//!   damage to you. / Elder Spawn can't be blocked by red creatures."
//! - Ornithopter {0} 0/2 artifact creature ("Flying"), Grizzly Bears,
//!   Swamp (the sacrifices).
//! - Test Toll {1}{B} (a custom card, written as text): "You may sacrifice
//!   a creature. If you don't, you lose 4 life."

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::{PlayerId, Step};

/// Alice with `bf` (the card labelled "c"), Bob with nothing; Bob's end
/// step, so Alice's upkeep comes next.
fn upkeep_game(card: &str, bf: Value) -> T {
    T::new(json!({"cards": [compiled(card), compiled("Ornithopter")], "players": [
        {"name": "Alice", "battlefield": bf, "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 1, "step": "end"}}))
}

/// Pass on until a question is asked or Alice's draw step; the events.
fn to_question(t: &mut T) -> Vec<stackwise::rules::events::Event> {
    let mut ev = Vec::new();
    for _ in 0..20 {
        if t.g().pending.is_some() || (t.g().turn.active == PlayerId(0) && t.g().turn.step == Step::Draw) {
            break;
        }
        ev.extend(t.pass_all());
    }
    ev
}

/// The pending question is a yes/no one for Alice.
fn asked_yes_no(t: &T) -> bool {
    t.g().pending.as_ref().is_some_and(|d| d.player == PlayerId(0) && matches!(d.kind, DecisionKind::ChooseYesNo { .. }))
}

fn answer(t: &mut T, yes: bool) -> Vec<stackwise::rules::events::Event> {
    let mut ev = t.act(json!({"action": "choose_yes_no", "player": 0, "yes": yes}));
    ev.extend(to_question(t));
    ev
}

fn tapped(t: &T, label: &str) -> bool {
    t.g().obj(t.id(label)).unwrap().tapped
}

fn counters(t: &T, label: &str) -> u32 {
    t.g().obj(t.id(label)).unwrap().extra.counters.get("+1/+1").copied().unwrap_or(0)
}

#[test]
fn r608_2d_yawgmoth_demon_sacrifice_or_tap_and_damage() {
    // Yes: the artifact is sacrificed; the Demon stays untapped and deals no damage.
    let mut t = upkeep_game("Yawgmoth Demon", json!([{"card": "Yawgmoth Demon", "label": "c"}, {"card": "Ornithopter", "label": "thopter"}]));
    to_question(&mut t);
    assert!(asked_yes_no(&t));
    answer(&mut t, true);
    assert_eq!(t.zone("thopter"), "graveyard");
    assert!(!tapped(&t, "c"));
    assert_eq!(t.life(0), 20);
    // No: the artifact stays; the Demon is tapped and deals 2 damage to Alice.
    let mut t = upkeep_game("Yawgmoth Demon", json!([{"card": "Yawgmoth Demon", "label": "c"}, {"card": "Ornithopter", "label": "thopter"}]));
    to_question(&mut t);
    answer(&mut t, false);
    assert_eq!(t.zone("thopter"), "battlefield");
    assert!(tapped(&t, "c"));
    assert_eq!(t.life(0), 18);
}

#[test]
fn r608_2d_yawgmoth_demon_with_no_artifact_cant_choose_the_sacrifice() {
    let mut t = upkeep_game("Yawgmoth Demon", json!([{"card": "Yawgmoth Demon", "label": "c"}, {"card": "Grizzly Bears", "label": "bears"}]));
    let ev = to_question(&mut t);
    assert!(t.g().pending.is_none(), "no question: the sacrifice is impossible");
    assert!(ev.iter().any(|e| e.rule == "608.2d"), "{:?}", rules(&ev));
    assert!(tapped(&t, "c"));
    assert_eq!(t.life(0), 18);
    assert_eq!(t.zone("bears"), "battlefield", "a creature is not an artifact");
}

#[test]
fn r608_2d_ravenous_vampire_and_crovax_if_you_do_or_if_you_dont() {
    for card in ["Ravenous Vampire", "Crovax the Cursed"] {
        let start = if card == "Crovax the Cursed" { 4 } else { 0 };
        let me = || if start > 0 { json!({"card": card, "label": "c", "counters": {"+1/+1": start}}) } else { json!({"card": card, "label": "c"}) };
        // Yes: the Bears are sacrificed (chosen over the card itself), then a counter is put on it.
        let mut t = upkeep_game(card, json!([me(), {"card": "Grizzly Bears", "label": "bears"}]));
        to_question(&mut t);
        assert!(asked_yes_no(&t), "{card}");
        t.act(json!({"action": "choose_yes_no", "player": 0, "yes": true}));
        // Two creatures to sacrifice: Alice chooses which.
        t.act(json!({"action": "choose_cards", "player": 0, "cards": ["@bears"]}));
        to_question(&mut t);
        assert_eq!(t.zone("bears"), "graveyard", "{card}");
        assert_eq!(counters(&t, "c"), start + 1, "{card}: if you do");
        assert!(!tapped(&t, "c"), "{card}");
        // No: nothing is sacrificed; the other outcome only.
        let mut t = upkeep_game(card, json!([me(), {"card": "Grizzly Bears", "label": "bears"}]));
        to_question(&mut t);
        answer(&mut t, false);
        assert_eq!(t.zone("bears"), "battlefield", "{card}");
        if card == "Ravenous Vampire" {
            assert!(tapped(&t, "c"));
            assert_eq!(counters(&t, "c"), 0);
        } else {
            assert_eq!(counters(&t, "c"), 3, "a counter removed");
            assert!(!tapped(&t, "c"));
        }
    }
}

#[test]
fn r608_2d_sacrifice_this_unless_you_sacrifice_lands() {
    // Bog Elemental: one land asked for; Cosmic Larva: two.
    for (card, need) in [("Bog Elemental", 1usize), ("Cosmic Larva", 2)] {
        let lands: Vec<Value> = (0..need).map(|i| json!({"card": "Swamp", "label": format!("land{i}")})).collect();
        let mut bf = vec![json!({"card": card, "label": "c"})];
        bf.extend(lands.iter().cloned());
        // Yes: the lands go (no other choice: exactly as many as asked), the card stays.
        let mut t = upkeep_game(card, json!(bf));
        to_question(&mut t);
        assert!(asked_yes_no(&t), "{card}");
        answer(&mut t, true);
        for i in 0..need {
            assert_eq!(t.zone(&format!("land{i}")), "graveyard", "{card}");
        }
        assert_eq!(t.zone("c"), "battlefield", "{card}");
        // No: the card is sacrificed, the lands stay.
        let mut t = upkeep_game(card, json!(bf));
        to_question(&mut t);
        answer(&mut t, false);
        assert_eq!(t.zone("c"), "graveyard", "{card}");
        for i in 0..need {
            assert_eq!(t.zone(&format!("land{i}")), "battlefield", "{card}");
        }
        // Can't: one land fewer than asked: no question, the card is sacrificed (608.2d).
        let mut t = upkeep_game(card, json!(bf[..need].to_vec()));
        let ev = to_question(&mut t);
        assert!(t.g().pending.is_none(), "{card}");
        assert!(ev.iter().any(|e| e.rule == "608.2d"), "{card}: {:?}", rules(&ev));
        assert_eq!(t.zone("c"), "graveyard", "{card}");
        for i in 0..need - 1 {
            assert_eq!(t.zone(&format!("land{i}")), "battlefield", "{card}: nothing else is sacrificed");
        }
    }
}

#[test]
fn r608_2d_elder_spawn_unless_you_sacrifice_an_island() {
    // The other outcome is two instructions: the Spawn is sacrificed, then
    // deals 6 damage to Alice as it last existed (608.2g).
    for (island, yes) in [(true, true), (true, false), (false, false)] {
        let mut bf = vec![json!({"card": "Elder Spawn", "label": "c"})];
        if island {
            bf.push(json!({"card": "Island", "label": "island"}));
        }
        let mut t = upkeep_game("Elder Spawn", json!(bf));
        let mut ev = to_question(&mut t);
        if island {
            assert!(asked_yes_no(&t));
            ev = answer(&mut t, yes);
        } else {
            assert!(t.g().pending.is_none(), "no Island: no question");
            assert!(ev.iter().any(|e| e.rule == "608.2d"), "{:?}", rules(&ev));
        }
        assert_eq!(t.zone("c"), if yes { "battlefield" } else { "graveyard" }, "island {island}, yes {yes}");
        assert_eq!(t.life(0), if yes { 20 } else { 14 }, "island {island}, yes {yes}");
        if island {
            assert_eq!(t.zone("island"), if yes { "graveyard" } else { "battlefield" });
        }
    }
}

fn toll() -> Value {
    json!({"name": "Test Toll", "mana_cost": "{1}{B}", "type": "Sorcery", "text": "You may sacrifice a creature. If you don't, you lose 4 life."})
}

fn toll_game(bf: Value) -> T {
    T::new(json!({"cards": [toll()], "players": [
        {"name": "Alice", "battlefield": bf, "hand": [{"card": "Test Toll", "label": "toll"}], "mana_pool": "BB", "library": ["Island", "Island"]},
        {"name": "Bob", "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

#[test]
fn r608_2d_test_toll_yes_no_and_cant() {
    for yes in [true, false] {
        let mut t = toll_game(json!([{"card": "Grizzly Bears", "label": "bears"}]));
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@toll", "auto_pay": true}));
        t.pass_all();
        assert!(asked_yes_no(&t));
        t.act(json!({"action": "choose_yes_no", "player": 0, "yes": yes}));
        assert_eq!(t.zone("bears"), if yes { "graveyard" } else { "battlefield" });
        assert_eq!(t.life(0), if yes { 20 } else { 16 });
        assert_eq!(t.zone("toll"), "graveyard");
    }
    // Bob's creature is not Alice's to sacrifice: she can't, and loses 4 life.
    let mut t = T::new(json!({"cards": [toll()], "players": [
        {"name": "Alice", "hand": [{"card": "Test Toll", "label": "toll"}], "mana_pool": "BB"},
        {"name": "Bob", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@toll", "auto_pay": true}));
    let ev = t.pass_all();
    assert!(t.g().pending.is_none());
    assert!(ev.iter().any(|e| e.rule == "608.2d"), "{:?}", rules(&ev));
    assert_eq!(t.life(0), 16);
    assert_eq!(t.zone("bears"), "battlefield");
}

#[test]
fn r608_2d_the_computer_answers_the_question() {
    for card in ["Yawgmoth Demon", "Ravenous Vampire"] {
        let mut t = upkeep_game(card, json!([{"card": card, "label": "c"}, {"card": "Ornithopter", "label": "thopter"}, {"card": "Grizzly Bears", "label": "bears"}]));
        to_question(&mut t);
        assert!(asked_yes_no(&t), "{card}");
        for _ in 0..4 {
            let Some(d) = t.g().pending.clone() else { break };
            let a = stackwise::ai::choose(t.g(), d.player).expect("an answer");
            t.act(serde_json::to_value(&a).unwrap());
        }
        assert!(t.g().pending.is_none(), "{card}: answered");
        // Either outcome, never both: a sacrifice, or the card tapped.
        let gone = ["thopter", "bears", "c"].iter().filter(|l| t.zone(l) == "graveyard").count();
        let card_tapped = t.zone("c") == "battlefield" && tapped(&t, "c");
        assert_eq!(gone + card_tapped as usize, 1, "{card}");
    }
}
