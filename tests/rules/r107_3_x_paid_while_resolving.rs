//! 107.3: an {X} paid as an instruction is followed. "Counter target spell
//! unless its controller pays {X}" asks for the X of the spell that says it;
//! "you may pay {X}. If you do, ..." lets the payer choose X (up to what
//! they can pay), and the instructions after it read that X. Compiled from
//! the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Overrule {X}{W}{U}, Instant: "Counter target spell unless its controller
//!   pays {X}. You gain X life."
//! - Vigil for the Lost {3}{W}, Enchantment: "Whenever a creature you control
//!   dies, you may pay {X}. If you do, you gain X life."
//! - Shock {R}: "Shock deals 2 damage to target creature or player."
//! - Grizzly Bears {1}{G}, 2/2; Plains, Mountain.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::{CardType, ManaPool, PlayerId};

const CARDS: &[&str] = &["Overrule", "Vigil for the Lost", "Shock", "Grizzly Bears"];

fn game(alice_bf: Value, alice_hand: Value, bob_bf: Value, bob_hand: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": alice_hand, "library": ["Island", "Island"]},
        {"name": "Bob", "battlefield": bob_bf, "hand": bob_hand, "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn untapped_lands(t: &T, p: u8) -> usize {
    let g = t.g();
    g.battlefield.iter().filter(|id| g.obj(**id).is_some_and(|o| o.controller == PlayerId(p) && !o.tapped) && g.chars(**id).is_some_and(|c| c.has_type(CardType::Land))).count()
}

/// Alice casts Shock at Bob; Bob answers with Overrule (X = `x`, paid from his pool).
fn shock_and_overrule(t: &mut T, x: u32) {
    t.gm().players[0].pool = ManaPool::parse("{R}").unwrap();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@shock", "targets": [{"player": 1}], "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.gm().players[1].pool = ManaPool::parse(&format!("{{{x}}}{{W}}{{U}}")).unwrap();
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@overrule", "targets": [{"object": "@shock"}], "x": x, "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 1}));
    t.act(json!({"action": "pass_priority", "player": 0}));
}

#[test]
fn r107_3_overrule_asks_for_its_own_x() {
    // X = 2: Alice has two untapped Mountains, so she is asked, pays, and the Shock resolves.
    let mut t = game(json!(["Mountain", "Mountain"]), json!([{"card": "Shock", "label": "shock"}]), json!([]), json!([{"card": "Overrule", "label": "overrule"}]));
    shock_and_overrule(&mut t, 2);
    match t.g().pending.as_ref().map(|d| (&d.kind, d.player)) {
        Some((DecisionKind::ChooseYesNo { yes, .. }, PlayerId(0))) => assert!(yes.contains("{2}"), "pays {{2}}: {yes}"),
        other => panic!("Alice is asked to pay {{2}}: {other:?}"),
    }
    t.act(json!({"action": "choose_yes_no", "player": 0, "yes": true}));
    assert_eq!(untapped_lands(&t, 0), 0, "both Mountains paid the {{2}}");
    assert_eq!(t.life(1), 22, "Overrule's 'You gain X life'");
    t.pass_all();
    assert_eq!(t.life(1), 20, "the Shock resolved");
}

#[test]
fn r107_3_overrule_counters_what_cant_pay_its_x() {
    // X = 3 against two Mountains: Alice can't pay, so isn't asked, and the Shock is countered.
    let mut t = game(json!(["Mountain", "Mountain"]), json!([{"card": "Shock", "label": "shock"}]), json!([]), json!([{"card": "Overrule", "label": "overrule"}]));
    shock_and_overrule(&mut t, 3);
    assert!(t.g().pending.is_none(), "{:?}", t.g().pending);
    assert_eq!(t.zone("shock"), "graveyard");
    assert_eq!(t.life(1), 23);
    assert_eq!(untapped_lands(&t, 0), 2);
}

#[test]
fn r107_3_vigil_for_the_lost_gains_the_x_chosen() {
    for (choose, gain) in [(2, 2), (0, 0)] {
        // Alice's Grizzly Bears dies to Bob's Shock; she has three untapped Plains.
        let mut t = game(json!([{"card": "Vigil for the Lost", "label": "vigil"}, {"card": "Grizzly Bears", "label": "bears"}, "Plains", "Plains", "Plains"]), json!([]), json!([]), json!([{"card": "Shock", "label": "shock"}]));
        t.act(json!({"action": "pass_priority", "player": 0}));
        t.gm().players[1].pool = ManaPool::parse("{R}").unwrap();
        t.act(json!({"action": "cast_spell", "player": 1, "card": "@shock", "targets": [{"object": "@bears"}], "auto_pay": true}));
        t.pass_all();
        for _ in 0..4 {
            if t.g().pending.is_some() {
                break;
            }
            t.pass_all();
        }
        assert_eq!(t.zone("bears"), "graveyard");
        t.act(json!({"action": "choose_yes_no", "player": 0, "yes": true}));
        match t.g().pending.as_ref().map(|d| (&d.kind, d.player)) {
            Some((DecisionKind::ChooseNumber { min: 0, max: 3 }, PlayerId(0))) => {}
            other => panic!("Alice chooses X from 0 to 3 (three Plains): {other:?}"),
        }
        // An X she can't pay is refused.
        refused_unchanged(&mut t, json!({"action": "choose_number", "player": 0, "number": 4}));
        t.act(json!({"action": "choose_number", "player": 0, "number": choose}));
        assert_eq!(t.life(0), 20 + gain, "X = {choose}");
        assert_eq!(untapped_lands(&t, 0), 3 - choose as usize);
    }
}
