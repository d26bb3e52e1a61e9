//! "[Target creature] becomes red until end of turn and attacks this turn
//! if able." compiled from the printed text: the second verb phrase has the
//! first one's subject (508.1d: a requirement on the declaration of
//! attackers), compared with the same requirement in its own sentence.
//!
//! Cards (their text as the table prints it):
//! - Incite {R}: "Target creature becomes red until end of turn and attacks
//!   this turn if able."
//! - Boiling Blood {2}{R}: "Target creature attacks this turn if able. / Draw a card."
//! - Grizzly Bears {1}{G} 2/2.

use crate::common;
use common::*;
use serde_json::json;
use stackwise::rules::state::DecisionKind;

#[test]
fn r508_1d_the_target_must_attack_and_incite_makes_it_red() {
    for card in ["Incite", "Boiling Blood"] {
        // Alice's own Bears, made to attack: declaring no attackers is refused.
        let alice = json!(["Mountain", "Mountain", "Mountain", {"card": "Grizzly Bears", "label": "bears"}]);
        let mut t = common::card_table::compiled_game(&[card], alice, json!([{"card": card, "label": "c"}]), json!([]));
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@c", "targets": [{"object": "@bears"}], "auto_pay": true}));
        t.pass_all();
        let bears = t.id("bears");
        let red = t.g().chars(bears).unwrap().colors.iter().any(|c| format!("{c:?}") == "Red");
        assert_eq!(red, card == "Incite", "{card}");
        to_decision(&mut t);
        assert!(matches!(t.g().pending.as_ref().map(|d| &d.kind), Some(DecisionKind::DeclareAttackers { .. })), "{card}");
        assert!(t.try_act(json!({"action": "declare_attackers", "player": 0, "attackers": []})).is_err(), "{card}");
        t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@bears", "target": {"player": 1}}]}));
    }
}
