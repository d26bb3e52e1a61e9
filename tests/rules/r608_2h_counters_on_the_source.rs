//! 608.2h: "for each [kind] counter on [this]" is counted as the
//! instruction is followed; a source sacrificed to pay the cost is counted
//! as it last existed on the battlefield (112.7a). Compiled from the cards'
//! text.
//!
//! Cards (their text as the table prints it, reminder text left out):
//! - Culling Dais {2}, Artifact: "{T}, Sacrifice a creature: Put a charge
//!   counter on Culling Dais. / {1}, Sacrifice Culling Dais: Draw a card for
//!   each charge counter on Culling Dais."
//! - Canopy Crawler {3}{G} 2/2: "Amplify 1 / {T}: Target creature gets
//!   +1/+1 until end of turn for each +1/+1 counter on Canopy Crawler."
//! - Magma Mine {1}, Artifact: "{4}: Put a pressure counter on Magma Mine. /
//!   {T}, Sacrifice Magma Mine: Magma Mine deals damage equal to the number
//!   of pressure counters on it to target creature or player."
//! - Kilnmouth Dragon {5}{R}{R} 5/5: "Amplify 3 / Flying / {T}: Kilnmouth
//!   Dragon deals damage equal to the number of +1/+1 counters on it to
//!   target creature or player."
//! - Grizzly Bears {1}{G} 2/2.

use crate::common;
use common::*;
use serde_json::{json, Value};

fn game(battlefield: Value) -> T {
    let cards: Vec<Value> = ["Culling Dais", "Canopy Crawler", "Magma Mine", "Kilnmouth Dragon", "Grizzly Bears"].iter().map(|c| card_table::compiled(c)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": battlefield, "library": vec!["Island"; 8]},
        {"name": "Bob", "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

#[test]
fn r608_2h_the_sacrificed_dais_counts_its_counters_as_it_last_was() {
    for n in [0u32, 1, 3] {
        let mut t = game(json!([{"card": "Culling Dais", "label": "dais", "counters": {"charge": n}}]));
        t.gm().players[0].pool = stackwise::rules::types::ManaPool::parse("{1}").unwrap();
        t.act(json!({"action": "activate_ability", "player": 0, "source": "@dais", "ability": 1, "targets": [], "auto_pay": true}));
        assert_eq!(t.zone("dais"), "graveyard", "sacrificed as the cost");
        resolve_stack(&mut t);
        assert_eq!(hand(&t).len(), n as usize, "{n} charge counters: {n} cards");
    }
}

#[test]
fn r608_2h_the_crawler_counts_its_counters_as_the_ability_resolves() {
    // Two counters as it is activated; one more put on before it resolves: +3/+3.
    let mut t = game(json!([{"card": "Canopy Crawler", "label": "crawler", "counters": {"+1/+1": 2}}, {"card": "Grizzly Bears", "label": "bears"}]));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@crawler", "ability": 0, "targets": [{"object": "@bears"}], "auto_pay": true}));
    let id = t.id("crawler");
    t.gm().objects.get_mut(&id).unwrap().extra.counters.insert("+1/+1".into(), 3);
    resolve_stack(&mut t);
    let bears = t.g().chars(t.id("bears")).unwrap();
    assert_eq!((bears.power, bears.toughness), (Some(5), Some(5)));
}

#[test]
fn r608_2h_damage_equal_to_the_counters_on_it() {
    // Magma Mine, sacrificed for the cost, and Kilnmouth Dragon, still there: each deals its count to Bob.
    for (label, card, kind, n) in [("mine", "Magma Mine", "pressure", 4u32), ("dragon", "Kilnmouth Dragon", "+1/+1", 3)] {
        let mut t = game(json!([{"card": card, "label": label, "counters": {kind: n}}]));
        t.act(json!({"action": "activate_ability", "player": 0, "source": format!("@{label}"), "ability": 1 - usize::from(label == "dragon"), "targets": [{"player": 1}], "auto_pay": true}));
        resolve_stack(&mut t);
        assert_eq!(t.life(1), 20 - n as i32, "{card}");
    }
}
