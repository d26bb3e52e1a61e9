//! Refusals name the real reason (601.2c, 601.2g–h, 602.2b, 117.3): a spell or
//! ability whose cost can't be paid is refused for its cost — naming the cost
//! and what the player has — even when its targets are missing too; one that
//! can be paid but has no legal target is refused for its targets. Every
//! refusal leaves the game exactly as it was and carries its rule number
//! (`ActionError::rule`).
use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::*;

/// Try an action that must be refused; the game must be unchanged. Returns the error.
fn refused(t: &mut T, action: Value) -> ActionError {
    let before = t.g().clone();
    let e = t.try_act(action.clone()).expect_err(&format!("{action} should be refused"));
    assert!(*t.g() == before, "a refused action changed the game: {action}");
    e
}

fn table(a: Value, b: Value) -> T {
    let mut pa = json!({"name": "Alice"});
    let mut pb = json!({"name": "Bob"});
    for (p, extra) in [(&mut pa, a), (&mut pb, b)] {
        if let Value::Object(m) = extra {
            for (k, v) in m {
                p[k] = v;
            }
        }
    }
    T::new(json!({"players": [pa, pb], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

#[test]
fn r601_2h_targeted_spell_without_mana_is_refused_for_its_cost_not_its_targets() {
    // Lightning Bolt and Terror, no lands and an empty pool; no targets proposed either.
    let mut t = table(
        json!({"hand": [{"card": "Lightning Bolt", "label": "bolt"}, {"card": "Terror", "label": "terror"}]}),
        json!({"battlefield": [{"card": "Grizzly Bears", "label": "bears"}]}),
    );
    let e = refused(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [], "auto_pay": true}));
    let m = e.to_string();
    assert_eq!(e.rule().as_deref(), Some("601.2h"), "{m}");
    assert!(m.contains("{R}") && m.contains("Lightning Bolt"), "names the cost and the spell: {m}");
    assert!(m.contains("nothing in the mana pool") && m.contains("no untapped mana source"), "says what is available: {m}");
    assert!(!m.contains("601.2c"), "targets are not the reason: {m}");
    let e = refused(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@terror", "targets": [], "auto_pay": true}));
    assert_eq!(e.rule().as_deref(), Some("601.2h"), "{e}");
    assert!(e.to_string().contains("{1}{B}"), "{e}");
}

#[test]
fn r601_2h_wrong_colour_names_what_is_missing_and_what_is_there() {
    // Terror ({1}{B}) with two Forests: two mana, none of it black.
    let mut t = table(
        json!({"hand": [{"card": "Terror", "label": "terror"}], "battlefield": ["Forest", "Forest"]}),
        json!({"battlefield": [{"card": "Grizzly Bears", "label": "bears"}]}),
    );
    let e = refused(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@terror", "targets": [{"object": "@bears"}], "auto_pay": true}));
    let m = e.to_string();
    assert_eq!(e.rule().as_deref(), Some("601.2h"), "{m}");
    assert!(m.contains("{B}") && m.contains("{G}{G}"), "the missing black and the green on offer: {m}");
}

#[test]
fn r601_2c_payable_spell_without_a_legal_target_is_refused_for_its_targets() {
    // Mana for both, but nothing to target: Terror has no creature to aim at,
    // and Lightning Bolt's proposal leaves out its one target.
    let mut t = table(
        json!({"hand": [{"card": "Terror", "label": "terror"}, {"card": "Lightning Bolt", "label": "bolt"}],
               "battlefield": ["Swamp", "Swamp", "Mountain"]}),
        json!({}),
    );
    for card in ["@terror", "@bolt"] {
        let e = refused(&mut t, json!({"action": "cast_spell", "player": 0, "card": card, "targets": [], "auto_pay": true}));
        assert_eq!(e.rule().as_deref(), Some("601.2c"), "{e}");
        assert!(e.to_string().contains("expected 1 target"), "{e}");
    }
}

#[test]
fn r601_2h_untargeted_spells_that_cant_be_paid_name_their_cost() {
    // Wrath of God ({2}{W}{W}) and Hill Giant ({3}{R}) with two Plains and {R} floating.
    let mut t = table(
        json!({"hand": [{"card": "Wrath of God", "label": "wrath"}, {"card": "Hill Giant", "label": "giant"}],
               "battlefield": ["Plains", "Plains"], "mana_pool": "R"}),
        json!({}),
    );
    let e = refused(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@wrath", "auto_pay": true}));
    assert_eq!(e.rule().as_deref(), Some("601.2h"), "{e}");
    assert!(e.to_string().contains("{2}{W}{W}"), "{e}");
    let e = refused(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@giant", "auto_pay": true}));
    let m = e.to_string();
    assert_eq!(e.rule().as_deref(), Some("601.2h"), "{m}");
    assert!(m.contains("{3}{R}") && m.contains("{R} in the mana pool") && m.contains("could add {W}{W}"), "{m}");
}

#[test]
fn r601_2g_without_auto_pay_the_refusal_says_to_name_mana_abilities() {
    // The lands could pay, but no mana ability was named and auto-pay is off.
    let mut t = table(json!({"hand": [{"card": "Hill Giant", "label": "giant"}], "battlefield": ["Mountain", "Mountain", "Mountain", "Mountain"]}), json!({}));
    let e = refused(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@giant"}));
    assert_eq!(e.rule().as_deref(), Some("601.2h"), "{e}");
    assert!(e.to_string().contains("601.2g") && e.to_string().contains("auto_pay"), "{e}");
}

#[test]
fn r602_2b_activated_ability_whose_cost_cant_be_paid_is_refused_for_its_cost() {
    // Bonesplitter's equip {1} with no mana and no target proposed; Pestilence's {B} with only a Forest.
    let mut t = table(
        json!({"battlefield": [{"card": "Bonesplitter", "label": "axe"}, {"card": "Pestilence", "label": "pest"}, {"card": "Grizzly Bears", "label": "bears"}]}),
        json!({}),
    );
    let e = refused(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@axe", "ability": 1, "targets": [], "auto_pay": true}));
    let m = e.to_string();
    assert_eq!(e.rule().as_deref(), Some("602.2b"), "{m}");
    assert!(m.contains("can't pay the cost {1}") && m.contains("Bonesplitter"), "{m}");
    let e = refused(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@pest", "ability": 1, "auto_pay": true}));
    assert_eq!(e.rule().as_deref(), Some("602.2b"), "{e}");
    assert!(e.to_string().contains("{B}"), "{e}");
    // With the mana, the missing target is the reason.
    let mut t = table(
        json!({"battlefield": [{"card": "Bonesplitter", "label": "axe"}, "Mountain"]}),
        json!({"battlefield": ["Grizzly Bears"]}),
    );
    let e = refused(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@axe", "ability": 1, "targets": [], "auto_pay": true}));
    assert_eq!(e.rule().as_deref(), Some("601.2c"), "{e}");
}

#[test]
fn r117_3_a_tapped_source_cant_pay_its_tap_cost_whatever_the_targets() {
    let mut t = table(
        json!({"battlefield": [{"card": "Prodigal Sorcerer", "label": "tim", "tapped": true}, {"card": "Llanowar Elves", "label": "elves", "tapped": true}]}),
        json!({}),
    );
    let e = refused(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@tim", "ability": 0, "targets": []}));
    assert_eq!(e.rule().as_deref(), Some("117.3"), "{e}");
    assert!(e.to_string().contains("already tapped"), "{e}");
    let e = refused(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@elves", "ability": 0}));
    assert_eq!(e.rule().as_deref(), Some("117.3"), "{e}");
}

#[test]
fn r116_refusals_for_timing_and_priority_carry_their_rule() {
    let mut t = table(
        json!({"hand": [{"card": "Wrath of God", "label": "wrath"}], "battlefield": ["Plains", "Plains", "Plains", "Plains"]}),
        json!({"hand": [{"card": "Lightning Bolt", "label": "bolt"}], "battlefield": ["Mountain"]}),
    );
    // Bob does not have priority (116.1).
    let e = refused(&mut t, json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"player": 0}], "auto_pay": true}));
    assert_eq!(e.rule().as_deref(), Some("116.1"), "{e}");
    // A sorcery while something is on the stack (307.1): Alice casts nothing yet, so pass to Bob,
    // Bob bolts Alice, and Alice tries Wrath in response.
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"player": 0}], "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 1}));
    let e = refused(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@wrath", "auto_pay": true}));
    assert_eq!(e.rule().as_deref(), Some("307.1"), "{e}");
}

#[test]
fn action_error_rule_reads_prefixes_and_parentheses_only() {
    assert_eq!(ActionError::Illegal("601.2c: expected 1 target(s)".into()).rule().as_deref(), Some("601.2c"));
    assert_eq!(ActionError::Illegal("Aura X needs one target for its enchant ability (303.4a)".into()).rule().as_deref(), Some("303.4a"));
    assert_eq!(ActionError::Illegal("X may not exceed 1000 here".into()).rule(), None);
    assert_eq!(ActionError::Illegal("needs 2 more (cost {2}, pool nothing)".into()).rule(), None);
    assert_eq!(ActionError::GameOver.rule().as_deref(), Some("104.1"));
    assert_eq!(ActionError::NoSuchObject(ObjectId(5)).rule(), None);
}
