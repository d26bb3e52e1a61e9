//! Living weapon (702.90a; 702.91a in later rules): a triggered ability:
//! when the Equipment enters the battlefield, a 0/0 black Germ creature
//! token is made, then the Equipment is attached to it (701.3a). The Germ
//! lives only while equipped: moved away, the Equipment leaves a 0/0 that
//! state-based actions put into the graveyard (704.5f).
//!
//! Cards (their text as the table prints it):
//! - Flayer Husk {1}, artifact — Equipment: "Living weapon / Equipped
//!   creature gets +1/+1. / Equip {2}"
//! - Sickleslicer {3}, artifact — Equipment: "Living weapon / Equipped
//!   creature gets +2/+2. / Equip {4}"
//! - Grizzly Bears {1}{G} 2/2.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::*;

fn game(card: &str, alice_bf: Value) -> T {
    T::new(json!({"cards": [card_table::compiled(card)], "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": [{"card": card, "label": "eq"}], "mana_pool": "{7}", "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

/// The Germ tokens on the battlefield.
fn germs(t: &T) -> Vec<ObjectId> {
    t.g().battlefield.iter().copied().filter(|id| t.g().objects[id].def.name == "Germ").collect()
}

fn cast_and_resolve(t: &mut T) -> Vec<Event> {
    let mut ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@eq", "targets": [], "auto_pay": true}));
    // The spell resolves, then the living weapon trigger.
    for _ in 0..4 {
        ev.extend(t.pass_all());
        if t.g().stack.is_empty() {
            break;
        }
    }
    ev
}

#[test]
fn r702_90a_flayer_husk_makes_a_germ_and_equips_it() {
    let mut t = game("Flayer Husk", json!([]));
    let ev = cast_and_resolve(&mut t);
    let g = germs(&t);
    assert_eq!(g.len(), 1, "one Germ token");
    let c = t.g().chars(g[0]).unwrap();
    assert_eq!((c.power, c.toughness), (Some(1), Some(1)), "a 0/0 with +1/+1");
    assert!(c.types.contains(&types::CardType::Creature) && c.subtypes.contains(&"Germ".to_string()));
    assert!(c.colors.contains(types::Color::Black));
    let husk = t.id("eq");
    assert_eq!(t.g().objects[&husk].extra.attached_to, Some(TargetChoice::Object(g[0])));
    assert!(cites(&ev, "701.3a"));
}

#[test]
fn r702_90a_sickleslicer_moved_away_leaves_a_0_0_germ_that_dies() {
    let mut t = game("Sickleslicer", json!([{"card": "Grizzly Bears", "label": "bears"}]));
    cast_and_resolve(&mut t);
    let g = germs(&t);
    assert_eq!(g.len(), 1);
    let c = t.g().chars(g[0]).unwrap();
    assert_eq!((c.power, c.toughness), (Some(2), Some(2)));
    let bears = t.id("bears");
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@eq", "ability": 1, "targets": [{"object": bears.0}], "auto_pay": true}));
    t.pass_all();
    assert!(germs(&t).is_empty(), "the 0/0 Germ is gone (704.5f)");
    let c = t.g().chars(t.id("bears")).unwrap();
    assert_eq!((c.power, c.toughness), (Some(4), Some(4)));
}
