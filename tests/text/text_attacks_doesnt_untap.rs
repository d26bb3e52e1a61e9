//! "Whenever [this] attacks, it doesn't untap during its controller's next
//! untap step." (502.2; the effect lasts until that player's next untap
//! step has been performed). Cards compiled from their printed text (the
//! card table):
//! - Apes of Rath {2}{G}{G} 5/4: "Whenever Apes of Rath attacks, it doesn't
//!   untap during its controller's next untap step."
//! - Lead Golem {5} 3/5, Artifact Creature: "Whenever Lead Golem attacks, it
//!   doesn't untap during its controller's next untap step."

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::json;
use stackwise::rules::types::Step;

fn tapped(t: &T) -> bool {
    t.g().obj(t.id("c")).unwrap().tapped
}

#[test]
fn r502_2_an_attacker_stays_tapped_through_its_controllers_next_untap_step() {
    for card in ["Apes of Rath", "Lead Golem"] {
        let mut t = T::new(json!({"cards": [compiled(card)], "players": [
            {"name": "Alice", "battlefield": [{"card": card, "label": "c"}], "library": ["Island", "Island", "Island", "Island"]},
            {"name": "Bob", "library": ["Island", "Island", "Island", "Island"]}
        ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}));
        to_decision(&mut t);
        t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@c", "target": {"player": 1}}]}));
        t.pass_all(); // the trigger resolves
        assert!(tapped(&t), "{card} attacked");
        play_until(&mut t, 0, Step::Upkeep, &|_, _, _| {});
        assert!(tapped(&t), "{card}: not untapped in Alice's next untap step");
        play_until(&mut t, 1, Step::Upkeep, &|_, _, _| {});
        play_until(&mut t, 0, Step::Upkeep, &|_, _, _| {});
        assert!(!tapped(&t), "{card}: the untap step after that untaps it");
    }
}

#[test]
fn r502_2_without_attacking_it_untaps_as_usual() {
    let mut t = T::new(json!({"cards": [compiled("Apes of Rath")], "players": [
        {"name": "Alice", "battlefield": [{"card": "Apes of Rath", "label": "c", "tapped": true}], "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 3, "active": 1, "step": "end"}}));
    play_until(&mut t, 0, Step::Upkeep, &|_, _, _| {});
    assert!(!tapped(&t));
}
