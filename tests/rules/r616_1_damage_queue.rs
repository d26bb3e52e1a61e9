//! 616.1 and 306.7 for damage dealt at once (119.3): each recipient's damage
//! is its own event for replacement effects, and a question about one of them
//! stops the work at that event. What was settled before it stays settled,
//! nothing is dealt until every event is settled, the answer takes the work on
//! from the same event, and the game saved while the question waits is read
//! back with the work where it stood (rules::damage_queue).
//!
//! Cards (as printed):
//! - Pestilence: "{B}: Pestilence deals 1 damage to each creature and each player."
//! - Urza's Armor: "If a source would deal damage to you, prevent 1 of that damage."
//! - Jace Beleren: a planeswalker with 3 loyalty.
//! - Healing Salve: "Choose one — Target player gains 3 life; or prevent the next 3
//!   damage that would be dealt to any target this turn."
//! - Grizzly Bears: 2/2.

use crate::common;
use common::*;
use serde_json::json;
use stackwise::rules::state::{DecisionKind, Game, ShieldKind};
use stackwise::rules::*;

fn question(t: &T) -> (String, u8, Vec<String>) {
    replacement_question(t)
}

fn answer(t: &mut T, name: &str) -> Vec<Event> {
    answer_replacement(t, name)
}

fn count(ev: &[Event], f: impl Fn(&EventKind) -> bool) -> usize {
    ev.iter().filter(|e| f(&e.kind)).count()
}

fn loyalty(t: &T, label: &str) -> u32 {
    t.g().obj(t.id(label)).and_then(|o| o.extra.counters.get("loyalty").copied()).unwrap_or(0)
}

fn salve_left(t: &T) -> Option<i32> {
    t.g().prevention.shields.iter().find_map(|s| match s.kind {
        ShieldKind::PreventDamage { remaining, .. } => remaining,
        _ => None,
    })
}

/// A controls Pestilence; B controls Urza's Armor, Jace Beleren and Grizzly
/// Bears with a Healing Salve shield (the next 3 damage to them prevented).
/// A activates Pestilence: B's own 1 damage meets the Armor and 306.7.
fn pestilence_board() -> T {
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "battlefield": [{"card": "Pestilence", "label": "pest"}, "Swamp"]},
            {"name": "B", "hand": [{"card": "Healing Salve", "label": "salve"}],
             "battlefield": ["Urza's Armor", {"card": "Jace Beleren", "label": "jace"}, {"card": "Grizzly Bears", "label": "gb"}, "Plains"]}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }));
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@salve", "mode": 1, "targets": [{"object": "@gb"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(salve_left(&t), Some(3));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@pest", "ability": 1, "auto_pay": true}));
    t
}

#[test]
fn r616_1_a_question_stops_simultaneous_damage_at_its_event() {
    for first in ["Urza's Armor", "306.7"] {
        let mut t = pestilence_board();
        let before = t.pass_all();
        let (rule, who, _) = question(&t);
        assert_eq!((rule.as_str(), who), ("616.1", 1), "B, the affected player, orders the Armor and 306.7");
        // 119.3: nothing is dealt before every event is settled.
        assert_eq!(count(&before, |k| matches!(k, EventKind::DamageDealt { .. })), 0, "{:?}", rules(&before));
        let mut after = answer(&mut t, first);
        if first == "306.7" {
            // The redirection applied first: A, the source's controller, chooses (306.7).
            let (rule, who, _) = question(&t);
            assert_eq!((rule.as_str(), who), ("306.7", 0));
            after.extend(answer(&mut t, "Jace Beleren"));
        }
        assert!(t.g().pending.is_none(), "{:?}", t.g().pending);
        let all: Vec<Event> = before.iter().chain(&after).cloned().collect();
        // The Salve's shield prevented the Bears' damage once in all, whichever side of the question it fell.
        let bears = t.id("gb");
        let prevented_on_bears = |ev: &[Event]| count(ev, |k| matches!(k, EventKind::DamagePrevented { target: TargetChoice::Object(o), .. } if *o == bears));
        assert_eq!(prevented_on_bears(&all), 1, "{:?}", rules(&all));
        assert_eq!(salve_left(&t), Some(2));
        // Dealt together, after the last answer: A 1 (A has no effect), and B's damage where it went.
        assert_eq!(count(&before, |k| matches!(k, EventKind::DamageDealt { .. })) + count(&after, |k| matches!(k, EventKind::DamageDealt { .. })), if first == "306.7" { 2 } else { 1 });
        assert_eq!(t.life(0), 19);
        assert_eq!(t.life(1), 20, "{first} first: B takes nothing");
        assert_eq!(loyalty(&t, "jace"), if first == "306.7" { 2 } else { 3 });
        assert_eq!(t.zone("gb"), "battlefield");
    }
}

#[test]
fn r616_1_a_waiting_damage_question_travels_in_a_saved_game() {
    let mut t = pestilence_board();
    t.pass_all();
    assert_eq!(question(&t).0, "616.1");
    let text = serde_json::to_string(t.g()).unwrap();
    assert!(text.contains("\"damage\""), "the resolving work keeps its damage where it stands");
    let back: Game = serde_json::from_str(&text).unwrap();
    assert!(back == *t.g(), "read back the same");
    *t.gm() = back;
    answer(&mut t, "306.7");
    let (rule, who, _) = question(&t);
    assert_eq!((rule.as_str(), who), ("306.7", 0), "the answer took the work on from the same event");
    // Saved again at the second question.
    let back: Game = serde_json::from_str(&serde_json::to_string(t.g()).unwrap()).unwrap();
    *t.gm() = back;
    answer(&mut t, "deal it to B");
    assert!(t.g().pending.is_none());
    // Kept on B, the damage meets the Armor again, and it prevents it (616.1e).
    assert_eq!(t.life(1), 20);
    assert_eq!(loyalty(&t, "jace"), 3);
}

/// A's Grizzly Bears and Hill Giant attack B; B's Grizzly Bears block the
/// Giant. B controls Urza's Armor and has a Healing Salve shield (the next 3
/// damage to B prevented). The combat damage step stops at B's event.
fn combat_board() -> T {
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "battlefield": [{"card": "Grizzly Bears", "label": "ab"}, {"card": "Hill Giant", "label": "giant"}]},
            {"name": "B", "hand": [{"card": "Healing Salve", "label": "salve"}], "battlefield": ["Urza's Armor", {"card": "Grizzly Bears", "label": "bb"}, "Plains"]}
        ],
        "turn": {"number": 3, "active": 0, "step": "beginning_of_combat"}
    }));
    for _ in 0..12 {
        if let Some(d) = t.g().pending.clone() {
            match d.kind {
                DecisionKind::DeclareAttackers { .. } => {
                    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@ab", "target": {"player": 1}}, {"attacker": "@giant", "target": {"player": 1}}]}));
                }
                DecisionKind::DeclareBlockers { .. } => {
                    t.act(json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@bb", "attacker": "@giant"}]}));
                }
                _ => return t,
            }
            continue;
        }
        if t.g().turn.step == Step::DeclareBlockers && salve_left(&t).is_none() {
            t.act(json!({"action": "pass_priority", "player": 0}));
            t.act(json!({"action": "cast_spell", "player": 1, "card": "@salve", "mode": 1, "targets": [{"player": 1}], "auto_pay": true}));
        }
        t.pass_all();
    }
    t
}

#[test]
fn r616_1_combat_damage_stops_at_the_event_that_asks_and_is_dealt_together() {
    // Armor first: 2 - 1 = 1, the Salve prevents that 1 (2 left). Salve first: it
    // prevents both (1 left), and nothing is left for the Armor (616.1e).
    for (first, left) in [("Urza's Armor", 2), ("Healing Salve", 1)] {
        let mut t = combat_board();
        assert_eq!(t.g().turn.step, Step::CombatDamage);
        let (rule, who, _) = question(&t);
        assert_eq!((rule.as_str(), who), ("616.1", 1), "B, the affected player, chooses");
        assert_eq!(t.life(0), 20);
        assert_eq!(t.zone("bb"), "battlefield", "510.2: no combat damage is dealt before B answers");
        assert!(t.g().combat.as_ref().is_some_and(|c| c.damage.is_some()), "the step keeps its damage where it stands");
        // Saved while asked, and read back: the step's damage where it stood.
        let back: Game = serde_json::from_str(&serde_json::to_string(t.g()).unwrap()).unwrap();
        assert!(back == *t.g());
        *t.gm() = back;
        let ev = answer(&mut t, first);
        assert!(t.g().pending.is_none(), "{:?}", t.g().pending);
        assert!(!ev.iter().any(|e| matches!(e.kind, EventKind::StepBegan { .. }) && e.rule == "510"), "the step began once: {:?}", rules(&ev));
        assert_eq!(count(&ev, |k| matches!(k, EventKind::DamageDealt { combat: true, .. })), 2, "the Giant and B's Bears deal theirs; B's event is all prevented: {:?}", rules(&ev));
        assert_eq!(t.life(1), 20);
        assert_eq!(salve_left(&t), Some(left), "{first} first");
        assert_eq!(t.zone("bb"), "graveyard", "the Giant's 3 damage");
        assert_eq!(t.zone("giant"), "battlefield");
    }
}

/// A mana ability activated to pay a cost deals its damage as the cost is
/// paid (605.1a): Shivan Reef ("{T}: Add {R} or {U} to your mana pool.
/// Shivan Reef deals 1 damage to you.") pays for A's Lightning Bolt while A's
/// own Urza's Armor and a Mending Hands shield ("Prevent the next 4 damage
/// that would be dealt to target creature or player this turn.") both watch
/// damage to A: A orders them before the Bolt is cast. With the Armor on B's
/// side (it watches B), only the shield applies and nobody is asked.
#[test]
fn r616_1_a_cost_whose_mana_ability_deals_damage_asks_when_two_effects_watch_its_payer() {
    for armor_is_mine in [true, false] {
        let armor = json!({"card": "Urza's Armor"});
        let (a_bf, b_bf) = if armor_is_mine { (json!([armor, "Plains", "Shivan Reef"]), json!([])) } else { (json!(["Plains", "Shivan Reef"]), json!([armor])) };
        let mut t = T::new(json!({
            "players": [
                {"name": "A", "hand": [{"card": "Mending Hands", "label": "mh"}, {"card": "Lightning Bolt", "label": "bolt"}], "battlefield": a_bf},
                {"name": "B", "battlefield": b_bf}
            ],
            "turn": {"number": 3, "active": 0, "step": "precombat_main"}
        }));
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@mh", "targets": [{"player": 0}], "auto_pay": true}));
        t.pass_all();
        assert!(salve_left(&t).is_some(), "the Mending Hands shield");
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "auto_pay": true}));
        if armor_is_mine {
            let (rule, who, descriptions) = question(&t);
            assert_eq!((rule.as_str(), who), ("616.1", 0), "{descriptions:?}");
            assert_eq!(t.zone("bolt"), "hand", "asked before the action is taken");
            answer(&mut t, "Urza's Armor");
            assert_eq!(salve_left(&t), Some(4), "the Armor prevented the Reef's 1 damage");
        } else {
            assert!(t.g().pending.is_none(), "{:?}", t.g().pending);
            assert_eq!(salve_left(&t), Some(3), "the shield prevented the Reef's 1 damage");
        }
        assert_eq!(t.zone("bolt"), "stack");
        assert_eq!(t.life(0), 20);
    }
}
