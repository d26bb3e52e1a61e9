//! 118.7 (reference rules): a player who can't gain life gains none, from
//! any effect (an instruction, lifelink); the effects that would replace
//! their gain do nothing. Leyline of Punishment also makes damage
//! unpreventable (615.12).
//!
//! Cards (as printed):
//! - Leyline of Punishment {2}{R}{R} Enchantment: "If Leyline of Punishment is
//!   in your opening hand, you may begin the game with it on the battlefield.
//!   / Players can't gain life. / Damage can't be prevented."
//! - Lightning Helix {R}{W} Instant: "Lightning Helix deals 3 damage to target
//!   creature or player and you gain 3 life."
//! - Healing Salve {W} Instant: "Choose one — Target player gains 3 life; or
//!   prevent the next 3 damage that would be dealt to target creature or
//!   player this turn."
//! - Boon Reflection {4}{W} Enchantment: "If you would gain life, you gain
//!   twice that much life instead."
//! - Vampire Nighthawk {1}{B}{B} 2/3: "Flying / Deathtouch / Lifelink"
//! - Shock, basic lands.

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::{json, Value};

fn cards() -> Vec<Value> {
    ["Leyline of Punishment", "Lightning Helix", "Healing Salve", "Boon Reflection", "Vampire Nighthawk", "Shock"].iter().map(|n| compiled(n)).collect()
}

fn game(alice: Value, bob: Value) -> T {
    duel(cards(), alice, bob, (3, 0))
}

fn resolve_all(t: &mut T) -> Vec<String> {
    let mut out = Vec::new();
    for _ in 0..6 {
        if t.g().stack.is_empty() {
            break;
        }
        out.extend(t.pass_all().into_iter().map(|e| format!("{} {}", e.rule, e.text)));
    }
    out
}

/// Lightning Helix with Leyline of Punishment on either side: Bob takes 3,
/// Alice gains nothing, with Boon Reflection (Alice's) doing nothing either.
/// Without the Leyline, the Reflection doubles the gain to 6.
#[test]
fn r118_7_no_gain_and_no_replacement_of_it() {
    for (leyline_alice, leyline_bob, gained) in [(true, false, 0), (false, true, 0), (false, false, 6)] {
        let mut alice_bf = vec![json!("Mountain"), json!("Plains"), json!("Boon Reflection")];
        let mut bob_bf = vec![json!("Island")];
        if leyline_alice {
            alice_bf.push(json!("Leyline of Punishment"));
        }
        if leyline_bob {
            bob_bf.push(json!("Leyline of Punishment"));
        }
        let mut t = game(json!({"hand": [{"card": "Lightning Helix", "label": "helix"}], "battlefield": alice_bf}), json!({"battlefield": bob_bf}));
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@helix", "targets": [{"player": 1}], "auto_pay": true}));
        let log = resolve_all(&mut t);
        assert_eq!((t.life(0), t.life(1)), (20 + gained, 17), "Leyline Alice's: {leyline_alice}, Bob's: {leyline_bob}: {log:?}");
        if gained == 0 {
            assert!(log.iter().any(|l| l.starts_with("118.7")), "{log:?}");
        }
    }
}

/// With Alice's Leyline out, Bob's Healing Salve targeting himself gains him
/// nothing, and a second Salve's shield on his Vampire Nighthawk prevents
/// none of Alice's Shock (615.12).
#[test]
fn r118_7_healing_salve_gains_nothing_and_its_shield_prevents_nothing() {
    let mut t = game(
        json!({"hand": [{"card": "Shock", "label": "shock"}], "battlefield": ["Mountain", "Leyline of Punishment"]}),
        json!({"hand": [{"card": "Healing Salve", "label": "s1"}, {"card": "Healing Salve", "label": "s2"}], "battlefield": ["Plains", "Plains", {"card": "Vampire Nighthawk", "label": "hawk"}]}),
    );
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@s1", "targets": [{"player": 1}], "mode": 0, "auto_pay": true}));
    resolve_all(&mut t);
    assert_eq!(t.life(1), 20, "no life gained");
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@s2", "targets": [{"object": "@hawk"}], "mode": 1, "auto_pay": true}));
    resolve_all(&mut t);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@shock", "targets": [{"object": "@hawk"}], "auto_pay": true}));
    resolve_all(&mut t);
    assert_eq!(t.g().obj(t.id("hawk")).unwrap().damage, 2, "the shield prevented none of Shock's damage");
}

/// Lifelink (702.15b) is a gain too: Alice's Vampire Nighthawk deals its
/// combat damage to Bob with the Leyline out: Bob loses 2, Alice gains
/// nothing.
#[test]
fn r118_7_lifelink_gains_nothing() {
    let mut t = game(json!({"battlefield": [{"card": "Vampire Nighthawk", "label": "hawk"}, "Leyline of Punishment"]}), json!({}));
    to_decision(&mut t);
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@hawk", "target": {"player": 1}}]}));
    combat_unblocked(&mut t);
    assert_eq!((t.life(0), t.life(1)), (20, 18));
}
