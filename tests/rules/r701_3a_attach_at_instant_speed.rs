//! 701.3a: "Attach [this] to target creature you control" is an ability
//! of its own, activated any time its controller has priority (not only as
//! a sorcery, unlike equip, 702.6a), to a creature they control. Compiled
//! from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Horned Helm {2}, Equipment: "Equipped creature gets +1/+1 and has
//!   trample. / {G}{G}: Attach Horned Helm to target creature you control. /
//!   Equip {1}"
//! - Sparring Collar {0}, Equipment: "Equipped creature has first strike. /
//!   {R}{R}: Attach Sparring Collar to target creature you control. / Equip {1}"
//! - Grizzly Bears {1}{G}, 2/2; Shock {R}.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::events::TargetChoice;
use stackwise::rules::types::ManaPool;

const CARDS: &[&str] = &["Horned Helm", "Sparring Collar", "Grizzly Bears", "Shock"];

fn game(equipment: &str) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": [{"card": "Grizzly Bears", "label": "a"}, {"card": "Grizzly Bears", "label": "b"}, {"card": equipment, "label": "eq", "attached_to": "a"}], "hand": [{"card": "Shock", "label": "shock"}], "library": ["Island", "Island"]},
        {"name": "Bob", "battlefield": [{"card": "Grizzly Bears", "label": "bobs"}], "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

#[test]
fn r701_3a_attach_with_a_spell_on_the_stack() {
    for (equipment, mana) in [("Horned Helm", "{G}{G}"), ("Sparring Collar", "{R}{R}")] {
        let mut t = game(equipment);
        // Alice's Shock is on the stack: no sorcery timing.
        t.gm().players[0].pool = ManaPool::parse("{R}").unwrap();
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@shock", "targets": [{"player": 1}], "auto_pay": true}));
        t.gm().players[0].pool = ManaPool::parse(&format!("{mana}{{C}}")).unwrap();
        // Equip {1} is refused now (702.6a); Bob's creature isn't a legal target.
        // (Its abilities: 0 the static one, 1 the attach ability, 2 equip.)
        refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@eq", "ability": 2, "targets": [{"object": "@b"}], "auto_pay": true}));
        refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@eq", "ability": 1, "targets": [{"object": "@bobs"}], "auto_pay": true}));
        t.act(json!({"action": "activate_ability", "player": 0, "source": "@eq", "ability": 1, "targets": [{"object": "@b"}], "auto_pay": true}));
        t.pass_all();
        let b = t.id("b");
        assert_eq!(t.g().obj(t.id("eq")).unwrap().extra.attached_to, Some(TargetChoice::Object(b)), "{equipment}");
    }
}
