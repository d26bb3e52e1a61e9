//! 614.1a and 616.1 for life gains: a gain meets the effects that replace it
//! one at a time, the gaining player choosing among different ones, and a
//! question stops the work at that gain: for a resolving instruction (the
//! rest of the spell waits) and for lifelink (702.15b), whose gain comes
//! once the damage is dealt. A game saved while the question waits is read
//! back with the gain where it stood (rules::life_gain_queue).
//!
//! Cards (as printed):
//! - Boon Reflection {4}{W}: "If you would gain life, you gain twice that
//!   much life instead."
//! - Rhox Faithmender {3}{W} 1/5: "Lifelink / If you would gain life, you
//!   gain twice that much life instead."
//! - Sulfuric Vortex {1}{R}{R}: "At the beginning of each player's upkeep,
//!   Sulfuric Vortex deals 2 damage to that player. / If a player would gain
//!   life, that player gains no life instead."
//! - Reviving Dose {2}{W}: "You gain 3 life. / Draw a card."
//! - Vampire Nighthawk {1}{B}{B} 2/3: "Flying, deathtouch, lifelink"
//! - Generous Reflection (test card) {4}{W}: "If a player would gain life,
//!   that player gains twice that much life instead."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::Game;
use stackwise::rules::types::{PlayerId, Step};
use stackwise::rules::*;

fn cards() -> Vec<Value> {
    let mut c: Vec<Value> = ["Boon Reflection", "Rhox Faithmender", "Sulfuric Vortex", "Reviving Dose", "Vampire Nighthawk"].iter().map(|n| card_table::compiled(n)).collect();
    c.push(json!({"name": "Generous Reflection", "mana_cost": "{4}{W}", "type": "Enchantment", "text": "If a player would gain life, that player gains twice that much life instead."}));
    c
}

fn game(alice_bf: Vec<Value>, bob_bf: &[&str], step: &str) -> T {
    let mut a = alice_bf;
    a.extend([json!("Plains"), json!("Plains"), json!("Plains")]);
    T::new(json!({
        "cards": cards(),
        "players": [
            {"name": "Alice", "battlefield": a, "hand": [{"card": "Reviving Dose", "label": "dose"}], "library": vec!["Island"; 5]},
            {"name": "Bob", "battlefield": bob_bf, "library": vec!["Island"; 5]}
        ],
        "turn": {"number": 3, "active": 0, "step": step}
    }))
}

fn hand(t: &T, p: u8) -> usize {
    t.g().player(PlayerId(p)).hand.len()
}

fn saved_and_read_back(t: &mut T, holds: &str) {
    let text = serde_json::to_string(t.g()).unwrap();
    assert!(text.contains(holds), "the waiting work is in the saved game ({holds})");
    let back: Game = serde_json::from_str(&text).unwrap();
    assert!(back == *t.g());
    *t.gm() = back;
}

/// Reviving Dose with Boon Reflection (Alice's) and Sulfuric Vortex (Bob's):
/// two different effects, Alice chooses. Boon Reflection first makes it 6,
/// and then Sulfuric Vortex makes it none; Sulfuric Vortex first makes it
/// none at once. The card is drawn only after the gain is settled.
#[test]
fn r616_1_a_gain_instruction_waits_for_its_question_and_the_spell_goes_on() {
    for (first, six) in [("Boon Reflection", true), ("Sulfuric Vortex", false)] {
        let mut t = game(vec![json!("Boon Reflection")], &["Sulfuric Vortex"], "precombat_main");
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@dose", "auto_pay": true}));
        t.pass_all();
        let (rule, who, options) = replacement_question(&t);
        assert_eq!((rule.as_str(), who, options.len()), ("616.1", 0, 2));
        assert_eq!(hand(&t, 0), 0, "the draw waits for the gain");
        saved_and_read_back(&mut t, "\"life_gain\"");
        let ev = answer_replacement(&mut t, first);
        assert!(t.g().pending.is_none(), "{:?}", t.g().pending);
        assert_eq!(t.life(0), 20, "{first}: no life is gained in the end");
        let said_six = ev.iter().any(|e| matches!(e.kind, EventKind::Replaced { .. }) && e.text.contains("gains 6 life instead of 3"));
        assert_eq!(said_six, six, "{first}: {:?}", ev.iter().map(|e| &e.text).collect::<Vec<_>>());
        assert!(cites(&ev, "614.1a"));
        assert_eq!(hand(&t, 0), 1, "then Reviving Dose's draw");
    }
}

/// Boon Reflection and Rhox Faithmender (both Alice's, alike: no question
/// between them) and Generous Reflection (Bob's, different): a 3-life gain
/// asks. Once one of Alice's is applied, the two left are different and ask
/// again; once Bob's is, Alice's two are alike and apply without one. Every
/// order doubles it three times: 24 life.
#[test]
fn r616_1_each_effect_applied_asks_again_about_the_rest() {
    for picks in [vec!["Boon Reflection", "Generous Reflection"], vec!["Rhox Faithmender", "Boon Reflection"], vec!["Generous Reflection"]] {
        let alice = vec![json!("Boon Reflection"), json!("Rhox Faithmender")];
        let mut t = game(alice, &["Generous Reflection"], "precombat_main");
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@dose", "auto_pay": true}));
        t.pass_all();
        assert_eq!(replacement_question(&t).2.len(), 3);
        for (i, pick) in picks.iter().enumerate() {
            if i > 0 {
                assert_eq!(replacement_question(&t).2.len(), 2, "{picks:?}: the two left, different, ask again");
                assert_eq!(t.life(0), 20, "nothing is gained while the gain is being settled");
            }
            answer_replacement(&mut t, pick);
        }
        assert!(t.g().pending.is_none(), "{picks:?}: the effects left apply without a question");
        assert_eq!(t.life(0), 20 + 24, "{picks:?}");
    }
}

/// Lifelink (702.15b): Rhox Faithmender and Vampire Nighthawk attack Bob,
/// who controls Generous Reflection; Alice controls Boon Reflection too. The
/// damage is dealt at once; then each lifelink gain asks (Alice's doubling
/// effects against Bob's): the first question comes with Bob already dealt
/// 3 damage and Alice's life unchanged. Each gain is doubled three times
/// (Rhox Faithmender's own, Boon Reflection, Generous Reflection): 8 and 16.
#[test]
fn r702_15b_lifelink_gains_wait_for_their_questions_after_the_damage() {
    for order in [["Rhox Faithmender", "Vampire Nighthawk"], ["Vampire Nighthawk", "Rhox Faithmender"]] {
        let mut alice: Vec<Value> = order.iter().map(|n| json!({"card": n, "label": if *n == "Rhox Faithmender" { "rhox" } else { "hawk" }})).collect();
        alice.push(json!("Boon Reflection"));
        let mut t = game(alice, &["Generous Reflection"], "beginning_of_combat");
        for _ in 0..8 {
            if t.g().pending.is_some() {
                break;
            }
            t.pass_all();
        }
        t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@rhox", "target": {"player": 1}}, {"attacker": "@hawk", "target": {"player": 1}}]}));
        for _ in 0..8 {
            if t.g().pending.is_some() {
                break;
            }
            t.pass_all();
        }
        assert_eq!(t.g().turn.step, Step::CombatDamage);
        assert_eq!(replacement_question(&t).1, 0, "the gaining player chooses");
        assert_eq!((t.life(0), t.life(1)), (20, 17), "{order:?}: the damage is dealt before its gains");
        saved_and_read_back(&mut t, "\"gains\"");
        let mut answered = 0;
        while t.g().pending.is_some() && answered < 10 {
            answer_replacement(&mut t, "Reflection");
            answered += 1;
        }
        assert!(answered >= 2, "each gain asks");
        assert_eq!(t.life(0), 20 + 8 + 16, "{order:?}");
    }
}

