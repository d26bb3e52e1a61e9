//! 115.7: "Change the target of target spell with a single target": as it
//! resolves, its controller chooses a new target for that spell among those
//! legal for it (not the current one); with none, nothing changes. Only a
//! spell with exactly one target can be chosen. Compiled from the cards'
//! text.
//!
//! Cards (their text as the table prints it):
//! - Deflection {3}{U}, Instant: "Change the target of target spell with a
//!   single target."
//! - Lightning Bolt {R}, Instant: "Lightning Bolt deals 3 damage to target
//!   creature or player."; Unsummon {U}, Instant: "Return target creature
//!   to its owner's hand."; Deadshot {3}{R}, Sorcery: "Tap target creature.
//!   It deals damage equal to its power to another target creature."
//! - Divert {U}, Instant: "Change the target of target spell with a single
//!   target unless that spell's controller pays {2}."
//! - Grizzly Bears {1}{G}, 2/2; Karplusan Strider {3}{G}, 3/4: "Karplusan
//!   Strider can't be the target of blue or black spells."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::events::TargetChoice;
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::{ManaPool, ObjectId, PlayerId};

const CARDS: &[&str] = &["Divert", "Deflection", "Lightning Bolt", "Unsummon", "Deadshot", "Grizzly Bears", "Karplusan Strider"];

/// Bob's main phase: Bob holds the spells; Alice holds Deflection.
fn game(alice_bf: Value, bob_bf: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": [{"card": "Deflection", "label": "deflection"}, {"card": "Divert", "label": "divert"}], "library": ["Island", "Island"]},
        {"name": "Bob", "battlefield": bob_bf, "hand": [{"card": "Lightning Bolt", "label": "bolt"}, {"card": "Unsummon", "label": "unsummon"}, {"card": "Deadshot", "label": "deadshot"}], "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 1, "step": "precombat_main"}}))
}

/// Bob casts `spell` at `targets`, then passes; Alice holds priority with it on the stack. Its id.
fn bob_casts(t: &mut T, spell: &str, targets: Value) -> ObjectId {
    t.gm().players[1].pool = ManaPool::parse("{U}{R}{C}{C}{C}").unwrap();
    t.act(json!({"action": "cast_spell", "player": 1, "card": format!("@{spell}"), "targets": targets, "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 1}));
    t.g().stack.last().unwrap().id
}

fn deflect(t: &mut T, spell: ObjectId) -> Result<(), String> {
    t.gm().players[0].pool = ManaPool::parse("{U}{C}{C}{C}").unwrap();
    t.try_act(json!({"action": "cast_spell", "player": 0, "card": "@deflection", "targets": [{"object": spell}], "auto_pay": true})).map(|_| ()).map_err(|e| e.to_string())
}

/// Resolve Deflection: the new-target question's choices, then answer `pick`.
fn resolve_with(t: &mut T, pick: Option<TargetChoice>) -> Vec<TargetChoice> {
    t.pass_all();
    let Some(d) = t.g().pending.clone() else { return Vec::new() };
    let DecisionKind::ChooseTargets { slots, .. } = d.kind else { panic!("a new target, not {:?}", d.kind) };
    assert_eq!(d.player, PlayerId(0), "Deflection's controller chooses");
    if let Some(p) = pick {
        let target = match p {
            TargetChoice::Player(p) => json!({"player": p.0}),
            TargetChoice::Object(o) => json!({"object": o}),
        };
        t.act(json!({"action": "choose_targets", "player": 0, "targets": [target]}));
    }
    slots.into_iter().next().unwrap_or_default()
}

#[test]
fn r115_7_deflection_sends_a_bolt_to_a_new_target() {
    let mut t = game(json!([]), json!([{"card": "Grizzly Bears", "label": "bears"}]));
    let bolt = bob_casts(&mut t, "bolt", json!([{"player": 0}]));
    deflect(&mut t, bolt).unwrap();
    let choices = resolve_with(&mut t, Some(TargetChoice::Player(PlayerId(1))));
    assert!(!choices.contains(&TargetChoice::Player(PlayerId(0))), "not the current target");
    assert!(choices.contains(&TargetChoice::Object(t.id("bears"))));
    t.pass_all();
    assert_eq!((t.life(0), t.life(1)), (20, 17), "the Bolt hits Bob instead");
}

#[test]
fn r115_7_the_new_target_must_be_legal_for_that_spell() {
    // Bob's Unsummon at his Bears: the Strider can't be the target of a blue spell, so only the Bears... already its target: unchanged.
    let mut t = game(json!([{"card": "Karplusan Strider", "label": "strider"}]), json!([{"card": "Grizzly Bears", "label": "bears"}]));
    let unsummon = bob_casts(&mut t, "unsummon", json!([{"object": "@bears"}]));
    deflect(&mut t, unsummon).unwrap();
    let choices = resolve_with(&mut t, None);
    assert!(choices.is_empty(), "no other legal target: nothing is asked");
    t.pass_all();
    assert_eq!((t.zone("bears").as_str(), t.zone("strider").as_str()), ("hand", "battlefield"));
}

#[test]
fn r115_7_only_a_spell_with_a_single_target() {
    let mut t = game(json!([{"card": "Grizzly Bears", "label": "mine"}]), json!([{"card": "Grizzly Bears", "label": "bears"}]));
    let deadshot = bob_casts(&mut t, "deadshot", json!([{"object": "@bears"}, {"object": "@mine"}]));
    let e = deflect(&mut t, deadshot).unwrap_err();
    assert!(e.contains("115"), "{e}");
}

#[test]
fn r608_2d_divert_that_spells_controller_may_pay_to_keep_its_target() {
    for pay in [true, false] {
        let mut t = game(json!([]), json!(["Mountain", "Mountain"]));
        let bolt = bob_casts(&mut t, "bolt", json!([{"player": 0}]));
        t.gm().players[0].pool = ManaPool::parse("{U}").unwrap();
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@divert", "targets": [{"object": bolt}], "auto_pay": true}));
        t.pass_all();
        // Bob, the Bolt's controller, decides.
        match t.g().pending.as_ref().map(|d| (&d.kind, d.player)) {
            Some((DecisionKind::ChooseYesNo { .. }, PlayerId(1))) => {}
            other => panic!("Bob decides: {other:?}"),
        }
        t.act(json!({"action": "choose_yes_no", "player": 1, "yes": pay}));
        if !pay {
            t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"player": 1}]}));
        }
        t.pass_all();
        assert_eq!((t.life(0), t.life(1)), if pay { (17, 20) } else { (20, 17) }, "paid: {pay}");
    }
}
