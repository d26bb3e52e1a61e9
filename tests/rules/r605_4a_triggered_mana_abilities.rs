//! 106.11a, 605.1b, 605.4a, 605.5a: abilities that trigger when a permanent
//! is tapped for mana. One that adds mana and has no target is a mana
//! ability: it resolves at once, right after the mana ability that
//! triggered it, so its mana pays for the spell being cast; any other waits
//! for the stack.
//!
//! The cards (built in, compiled from their printed text), their text as printed:
//! - Wild Growth {G}, Aura: "Enchant land / Whenever enchanted land is tapped
//!   for mana, its controller adds {G} to his or her mana pool (in addition
//!   to the mana the land produces)."
//! - Overgrowth {2}{G}, Aura: the same with {G}{G}.
//! - Elvish Guidance {2}{G}, Aura: "... adds {G} to his or her mana pool for
//!   each Elf on the battlefield ..."
//! - Vernal Bloom {3}{G}: "Whenever a Forest is tapped for mana, its
//!   controller adds {G} to his or her mana pool (in addition to the mana the
//!   land produces)."
//! - Gauntlet of Might {4}: "Red creatures get +1/+1. / Whenever a Mountain is
//!   tapped for mana, its controller adds {R} ..."
//! - Nirkana Revenant {4}{B}{B} 4/4: "Whenever you tap a Swamp for mana, add
//!   {B} to your mana pool (in addition to the mana the land produces). / ..."
//! - Manabarbs {3}{R}: "Whenever a player taps a land for mana, Manabarbs
//!   deals 1 damage to that player."
//! - Scald {1}{R}: "Whenever a player taps an Island for mana, Scald deals 1
//!   damage to that player."
//! - Sanctimony {1}{W}: "Whenever an opponent taps a Mountain for mana, you
//!   may gain 1 life."
//!
//! The rule's example (605.4a): mana added by such an ability while a spell
//! is cast can pay for that spell.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::legal::LegalAction;
use stackwise::rules::types::PlayerId;

fn game(bf: Value, bob_bf: Value, hand: Value) -> T {
    T::new(json!({"players": [
        {"name": "Alice", "battlefield": bf, "hand": hand, "library": ["Island", "Island"]},
        {"name": "Bob", "battlefield": bob_bf, "library": ["Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

fn tap(label: &str) -> Value {
    json!({"action": "activate_ability", "player": 0, "source": format!("@{label}"), "ability": 0})
}

fn pool(t: &T, p: u8) -> stackwise::rules::types::ManaPool {
    t.g().player(PlayerId(p)).pool
}

#[test]
fn r605_4a_wild_growth_and_overgrowth_add_to_the_lands_mana_at_once() {
    for (aura, extra) in [("Wild Growth", 1), ("Overgrowth", 2)] {
        let mut t = game(json!([{"card": "Forest", "label": "f"}, {"card": aura, "attached_to": "f"}]), json!([]), json!([]));
        let ev = t.act(tap("f"));
        assert_eq!(pool(&t, 0).green, 1 + extra, "{aura}");
        assert!(t.g().stack.is_empty() && t.g().waiting_triggers.is_empty(), "{aura}: no stack, nothing waiting");
        assert!(cites(&ev, "605.4a"), "{aura}");
        // The other Forest gets nothing.
        let mut t = game(json!([{"card": "Forest", "label": "f"}, {"card": "Forest", "label": "g"}, {"card": aura, "attached_to": "f"}]), json!([]), json!([]));
        t.act(tap("g"));
        assert_eq!(pool(&t, 0).green, 1, "{aura}: only the enchanted land");
    }
}

#[test]
fn r605_4a_the_example_the_extra_mana_pays_for_the_spell_being_cast() {
    // One Forest with Overgrowth makes {G}{G}{G}: enough for Elvish Archdruid
    // ({1}{G}{G}) with nothing else to pay.
    let mut t = game(json!([{"card": "Forest", "label": "f"}, {"card": "Overgrowth", "attached_to": "f"}]), json!([]), json!([{"card": "Elvish Archdruid", "label": "druid"}]));
    let druid = t.id("druid");
    assert!(t.g().legal_actions().iter().any(|a| matches!(a, LegalAction::Cast { card, .. } if *card == druid)), "offered: the Forest makes three");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@druid", "auto_pay": true}));
    assert_eq!(t.zone("druid"), "stack");
    assert_eq!(pool(&t, 0).total(), 0);
    // Without the Aura: not offered, refused.
    let mut t = game(json!([{"card": "Forest", "label": "f"}]), json!([]), json!([{"card": "Elvish Archdruid", "label": "druid"}]));
    refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@druid", "auto_pay": true}));
}

#[test]
fn r605_4a_its_controller_adds_whoever_controls_the_watcher() {
    // Alice's Vernal Bloom: Bob's Forest gives Bob the extra {G} ("its controller").
    let mut t = T::new(json!({"players": [
        {"name": "Alice", "battlefield": [{"card": "Vernal Bloom"}, {"card": "Gauntlet of Might"}], "library": ["Island"]},
        {"name": "Bob", "battlefield": [{"card": "Forest", "label": "bf"}, {"card": "Mountain", "label": "bm"}], "library": ["Island"]}
    ], "turn": {"number": 3, "active": 1, "step": "precombat_main"}}));
    t.act(json!({"action": "activate_ability", "player": 1, "source": "@bf", "ability": 0}));
    t.act(json!({"action": "activate_ability", "player": 1, "source": "@bm", "ability": 0}));
    assert_eq!((pool(&t, 1).green, pool(&t, 1).red), (2, 2));
    assert_eq!(pool(&t, 0).total(), 0);
    // Nirkana Revenant's "you tap a Swamp": its controller's Swamps only.
    let mut t = game(json!([{"card": "Nirkana Revenant"}, {"card": "Swamp", "label": "s"}]), json!([{"card": "Swamp", "label": "bs"}]), json!([]));
    t.act(tap("s"));
    assert_eq!(pool(&t, 0).black, 2);
}

#[test]
fn r605_4a_several_watchers_each_add_theirs() {
    // A Forest with Wild Growth and Elvish Guidance under Vernal Bloom, two Elves out.
    let mut t = game(json!([{"card": "Forest", "label": "f"}, {"card": "Wild Growth", "attached_to": "f"}, {"card": "Elvish Guidance", "attached_to": "f"}, {"card": "Vernal Bloom"}, "Llanowar Elves"]), json!(["Llanowar Elves"]), json!([]));
    t.act(tap("f"));
    assert_eq!(pool(&t, 0).green, 1 + 1 + 2 + 1);
}

#[test]
fn r605_5a_manabarbs_and_scald_trigger_and_wait_for_the_stack() {
    // Bob's Manabarbs and Alice's own Scald (no order to choose between them).
    let mut t = game(json!([{"card": "Island", "label": "i"}, {"card": "Mountain", "label": "m"}, {"card": "Scald"}]), json!([{"card": "Manabarbs"}]), json!([]));
    t.act(tap("i"));
    assert_eq!(pool(&t, 0).blue, 1);
    assert_eq!(t.life(0), 20, "not yet: the abilities wait for the stack");
    assert_eq!(t.g().waiting_triggers.len() + t.g().stack.len(), 2, "Manabarbs and Scald both triggered");
    t.pass_all();
    t.pass_all();
    assert_eq!(t.life(0), 18);
    t.act(tap("m"));
    t.pass_all();
    assert_eq!(t.life(0), 17, "a Mountain: Manabarbs only");
}

#[test]
fn r605_5a_sanctimony_watches_opponents_mountains() {
    let mut t = game(json!([{"card": "Mountain", "label": "m"}]), json!([{"card": "Sanctimony"}]), json!([]));
    t.act(tap("m"));
    assert!(!t.g().waiting_triggers.is_empty() || !t.g().stack.is_empty());
    let mut t = game(json!([{"card": "Mountain", "label": "m"}, {"card": "Sanctimony"}]), json!([]), json!([]));
    t.act(tap("m"));
    assert!(t.g().waiting_triggers.is_empty() && t.g().stack.is_empty(), "its controller's own Mountain: nothing");
}

#[test]
fn r605_1b_malformed_triggered_mana_abilities_are_refused() {
    let bad = |effects: Value| {
        let card = json!([{"name": "Odd", "mana_cost": "{1}", "types": ["Enchantment"], "abilities": [{"kind": "triggered", "trigger": {"on": "tapped_for_mana", "filter": {"types": ["Land"]}}, "effects": effects, "text": ""}]}]);
        stackwise::cards::CardPool::parse_defs(&card.to_string(), "test")
    };
    let e = bad(json!([{"do": "add_mana_of_choice"}])).expect_err("a chosen colour");
    assert!(e.contains("605.1b"), "{e}");
    let e = bad(json!([{"do": "add_mana", "mana": "{G}"}, {"do": "discard", "player": {"player": "you"}, "count": 1}])).expect_err("a discard (its player chooses)");
    assert!(e.contains("605.1b") && e.contains("discard"), "{e}");
    bad(json!([{"do": "add_mana", "mana": "{G}", "player": "trigger_player"}])).expect("accepted");
    bad(json!([{"do": "deal_damage", "amount": 1, "to": {"player": "trigger_player"}}])).expect("not a mana ability: accepted");
}

#[test]
fn r608_2f_paying_while_a_spell_resolves_counts_and_triggers_the_same() {
    // Alice pays Mana Leak's {3} with a Forest under Wild Growth ({G}{G}) and a
    // Plains; Bob's Manabarbs sees both lands tapped for mana.
    let mut t = T::new(json!({"players": [
        {"name": "Alice", "battlefield": [{"card": "Forest", "label": "f"}, {"card": "Wild Growth", "attached_to": "f"}, "Plains"], "hand": [{"card": "Grizzly Bears", "label": "bears"}], "mana_pool": "{1}{G}", "library": ["Island"]},
        {"name": "Bob", "battlefield": [{"card": "Manabarbs"}], "hand": [{"card": "Mana Leak", "label": "leak"}], "mana_pool": "{1}{U}", "library": ["Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bears", "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    let bears = t.id("bears");
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@leak", "targets": [{"object": bears.0}], "auto_pay": true}));
    t.pass_all();
    let d = t.g().pending.clone().expect("asked to pay {3}");
    assert!(d.prompt.contains("{3}"), "{}", d.prompt);
    t.act(json!({"action": "choose_yes_no", "player": 0, "yes": true}));
    assert_eq!(t.zone("bears"), "stack", "paid: not countered");
    assert_eq!(t.g().player(PlayerId(0)).pool.total(), 0, "{{G}}{{G}} from the Forest, {{W}} from the Plains, all paid");
    for _ in 0..6 {
        t.pass_all();
        // Bob puts his two Manabarbs triggers on the stack in the order offered (603.3b).
        if let Some(stackwise::rules::state::DecisionKind::OrderTriggers { triggers, .. }) = t.g().pending.as_ref().map(|d| d.kind.clone()) {
            t.act(json!({"action": "order_triggers", "player": 1, "order": triggers}));
        }
    }
    assert_eq!(t.life(0), 18, "Manabarbs: two lands tapped for mana");
    assert_eq!(t.zone("bears"), "battlefield");
}
