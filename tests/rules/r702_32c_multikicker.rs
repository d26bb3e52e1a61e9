//! 702.32c-d (2017 numbering): multikicker. "Multikicker [cost]" lets the
//! caster pay the cost any number of times as the spell is cast (an optional
//! additional cost, 117.8, added to the total cost, 601.2e); the spell, and
//! the permanent it becomes, knows how many times it was kicked, and was
//! "kicked" if that is once or more.
//!
//! The cards (built in: compiled from their printed text), their text as printed:
//! - Gnarlid Pack {1}{G}, 2/2: "Multikicker {1}{G} / Gnarlid Pack enters the
//!   battlefield with a +1/+1 counter on it for each time it was kicked."
//! - Wolfbriar Elemental {2}{G}{G}, 4/4: "Multikicker {G} / When Wolfbriar
//!   Elemental enters the battlefield, create a 2/2 green Wolf creature token
//!   for each time it was kicked."
//! - Lightkeeper of Emeria {3}{W}, 2/4: "Multikicker {W} / Flying / When
//!   Lightkeeper of Emeria enters the battlefield, you gain 2 life for each
//!   time it was kicked."
//! - Deathforge Shaman {4}{R}, 4/3: "Multikicker {R} / When Deathforge Shaman
//!   enters the battlefield, it deals damage to target player equal to twice
//!   the number of times it was kicked."
//! - Spell Contortion {2}{U}: "Multikicker {1}{U} / Counter target spell
//!   unless its controller pays {2}. Draw a card for each time Spell
//!   Contortion was kicked."
//! - Clone (built in): "You may have Clone enter the battlefield as a copy of
//!   any creature on the battlefield."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::legal::LegalAction;
use stackwise::rules::state::DecisionKind;

fn game(hand: Value, mana: &str, bob: Value) -> T {
    let lib = json!(["Island", "Island", "Island", "Island", "Island", "Island"]);
    T::new(json!({"players": [
        {"name": "Alice", "battlefield": [], "hand": hand, "mana_pool": mana, "library": lib},
        {"name": "Bob", "battlefield": bob, "library": lib}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

/// Resolve everything, answering target questions with `target` and
/// ordering triggers as offered.
fn settle(t: &mut T, target: Value) {
    for _ in 0..40 {
        match t.g().pending.clone().map(|d| (d.player, d.kind)) {
            Some((p, DecisionKind::OrderTriggers { triggers, .. })) => {
                t.act(json!({"action": "order_triggers", "player": p.0, "order": triggers}));
            }
            Some((p, DecisionKind::ChooseTargets { .. })) => {
                t.act(json!({"action": "choose_targets", "player": p.0, "targets": [target.clone()]}));
            }
            Some((_, k)) => panic!("unexpected question {k:?}"),
            None if t.g().stack.is_empty() => return,
            None => {
                t.pass_all();
            }
        }
    }
}

fn pt(t: &T, id: stackwise::rules::types::ObjectId) -> (i32, i32) {
    let c = t.g().chars(id).unwrap();
    (c.power.unwrap(), c.toughness.unwrap())
}

fn on_battlefield(t: &T, name: &str) -> Vec<stackwise::rules::types::ObjectId> {
    t.g().battlefield.iter().copied().filter(|id| t.g().objects[id].def.name == name).collect()
}

/// The most times the cast option for `label` offers to pay the multikicker cost.
fn offered_kicks(t: &T, label: &str) -> Option<u32> {
    let card = t.id(label);
    t.g().legal_actions().into_iter().find_map(|a| match a {
        LegalAction::Cast { card: c, options, .. } if c == card => options[0].multikicker,
        _ => None,
    })
}

#[test]
fn r702_32c_gnarlid_pack_enters_with_a_counter_for_each_time_it_was_kicked() {
    for kicks in [0u32, 1, 2] {
        let mut t = game(json!([{"card": "Gnarlid Pack", "label": "gp"}]), "{G}{G}{G}{1}{1}{1}", json!([]));
        assert_eq!(offered_kicks(&t, "gp"), Some(2), "six mana: {{1}}{{G}} and twice {{1}}{{G}}");
        let ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@gp", "multikicker": kicks}));
        if kicks > 0 {
            assert!(ev.iter().any(|e| e.text.contains(&format!("kicked {kicks} time"))), "announced as cast (601.2b)");
        }
        settle(&mut t, json!(null));
        let pack = on_battlefield(&t, "Gnarlid Pack")[0];
        assert_eq!(pt(&t, pack), (2 + kicks as i32, 2 + kicks as i32), "{kicks} kicks");
        let paid = 2 + 2 * kicks;
        assert_eq!(t.g().players[0].pool.total(), 6 - paid, "the kicks were paid with the spell: {kicks}");
    }
}

#[test]
fn r702_32c_kicks_that_cant_be_paid_or_a_card_without_multikicker_are_refused() {
    let mut t = game(json!([{"card": "Gnarlid Pack", "label": "gp"}, {"card": "Grizzly Bears", "label": "bears"}]), "{G}{G}{G}{1}{1}{1}", json!([]));
    let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@gp", "multikicker": 3}));
    assert!(e.contains("601.2h") || e.contains("pay"), "{e}");
    let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@bears", "multikicker": 1}));
    assert!(e.contains("702.32c") && e.contains("no multikicker"), "{e}");
    let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@gp", "multikicker": 4_000_000_000u32}));
    assert!(e.contains("MAX_X"), "{e}");
}

#[test]
fn r702_32c_wolfbriar_elemental_makes_a_wolf_for_each_kick() {
    let mut t = game(json!([{"card": "Wolfbriar Elemental", "label": "we"}]), "{G}{G}{G}{G}{G}{2}", json!([]));
    assert_eq!(offered_kicks(&t, "we"), Some(3));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@we", "multikicker": 3}));
    settle(&mut t, json!(null));
    assert_eq!(on_battlefield(&t, "Wolf").len(), 3);
}

#[test]
fn r702_32c_lightkeeper_and_deathforge_shaman_count_their_own_kicks() {
    let mut t = game(json!([{"card": "Lightkeeper of Emeria", "label": "lk"}, {"card": "Deathforge Shaman", "label": "ds"}]), "{W}{W}{W}{3}{R}{R}{R}{R}{4}", json!([]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@lk", "multikicker": 2}));
    settle(&mut t, json!(null));
    assert_eq!(t.life(0), 24, "2 life for each of 2 kicks");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@ds", "multikicker": 3}));
    settle(&mut t, json!({"player": 1}));
    assert_eq!(t.life(1), 14, "twice 3");
}

#[test]
fn r702_32c_spell_contortion_draws_for_each_kick() {
    // Alice's Giant Growth on the stack; Bob answers with Spell Contortion kicked once.
    let mut t2 = T::new(json!({"players": [
        {"name": "Alice", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}], "hand": [{"card": "Giant Growth", "label": "gg"}], "mana_pool": "{G}", "library": ["Island"]},
        {"name": "Bob", "hand": [{"card": "Spell Contortion", "label": "sc"}], "mana_pool": "{U}{U}{U}{1}{1}", "library": ["Island", "Island", "Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}));
    t2.act(json!({"action": "cast_spell", "player": 0, "card": "@gg", "targets": [{"object": "@bears"}]}));
    t2.act(json!({"action": "pass_priority", "player": 0}));
    t2.act(json!({"action": "cast_spell", "player": 1, "card": "@sc", "targets": [{"object": "@gg"}], "multikicker": 1}));
    let hand_before = t2.g().players[1].hand.len();
    settle(&mut t2, json!(null));
    assert_eq!(t2.zone("gg"), "graveyard", "Alice couldn't pay {{2}}: countered");
    assert_eq!(t2.g().players[1].hand.len(), hand_before + 1, "one draw for one kick");
}

#[test]
fn r706_2_a_clone_of_a_kicked_gnarlid_pack_was_not_kicked() {
    // Whether it was kicked is no copiable value: a Clone copying the Pack
    // enters with no counters (the Clone itself wasn't kicked).
    let mut t = game(json!([{"card": "Gnarlid Pack", "label": "gp"}, {"card": "Clone", "label": "clone"}]), "{G}{G}{G}{1}{1}{1}{3}{U}", json!([]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@gp", "multikicker": 2}));
    settle(&mut t, json!(null));
    let pack = on_battlefield(&t, "Gnarlid Pack")[0];
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@clone"}));
    t.pass_all();
    if let Some(DecisionKind::ChooseObject { .. }) = t.g().pending.as_ref().map(|d| d.kind.clone()) {
        t.act(json!({"action": "choose_object", "player": 0, "object": pack.0}));
    }
    settle(&mut t, json!(null));
    let copy = *on_battlefield(&t, "Clone").first().expect("the Clone");
    assert_eq!(pt(&t, copy), (2, 2));
    assert_eq!(pt(&t, pack), (4, 4));
}
