//! Additional costs of spells (117.8, 601.2b, 601.2h of the reference
//! rules): "As an additional cost to cast [this spell], sacrifice a
//! creature" or "pay 3 life" is paid with the mana cost, as the spell is
//! cast; a spell whose additional cost can't be paid can't be cast. The
//! spell can read what was sacrificed ("the sacrificed creature's power")
//! through last known information (112.7a).
//!
//! Real cards, built in (built in: compiled from their printed text), Oracle text
//! in each definition: Fling, Bone Splinters, Goblin Grenade, Shrapnel Blast,
//! Life's Legacy, Fumarole.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::legal::LegalAction;
use stackwise::rules::*;

fn game(alice: Value, hand: Value, bob: Value) -> T {
    let mut field = vec![json!("Mountain"), json!("Mountain"), json!("Swamp"), json!("Swamp"), json!("Forest"), json!("Forest")];
    field.extend(alice.as_array().unwrap().iter().cloned());
    T::new(json!({"players": [
        {"name": "Alice", "battlefield": field, "hand": hand, "library": ["Island", "Island", "Island", "Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": bob, "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn cast(t: &mut T, card: &str, targets: Value, sacrifice: Value) -> Result<Vec<Event>, ActionError> {
    t.try_act(json!({"action": "cast_spell", "player": 0, "card": format!("@{card}"), "targets": targets, "auto_pay": true, "sacrifice": sacrifice}))
}

fn sacrifice_choice(t: &T, label: &str) -> Option<(u32, Vec<ObjectId>)> {
    let id = t.id(label);
    t.g().legal_actions().into_iter().find_map(|a| match a {
        LegalAction::Cast { card, options, .. } if card == id => options[0].sacrifice.as_ref().map(|s| (s.count, s.candidates.clone())),
        _ => None,
    })
}

fn castable(t: &T, label: &str) -> bool {
    let id = t.id(label);
    t.g().legal_actions().into_iter().any(|a| matches!(a, LegalAction::Cast { card, .. } if card == id))
}

#[test]
fn r117_8_fling_reads_the_sacrificed_creatures_power_as_it_last_was() {
    // Fling sacrificing Hill Giant (3/3) at Bob: 3 damage. A second Fling sacrificing a Grizzly
    // Bears pumped by Giant Growth (5/5 until end of turn): 5, the power it had as it was sacrificed.
    let mut t = game(json!([{"card": "Hill Giant", "label": "giant"}, {"card": "Grizzly Bears", "label": "bears"}, "Mountain"]),
                     json!([{"card": "Fling", "label": "fling"}, {"card": "Fling", "label": "fling2"}, {"card": "Giant Growth", "label": "growth"}]), json!([]));
    let (count, candidates) = sacrifice_choice(&t, "fling").expect("the cast option names what may be sacrificed");
    assert_eq!(count, 1);
    let mut both = vec![t.id("giant"), t.id("bears")];
    both.sort();
    assert_eq!(candidates, both);
    let ev = cast(&mut t, "fling", json!([{"player": 1}]), json!(["@giant"])).unwrap();
    assert_eq!(t.zone("giant"), "graveyard", "sacrificed as Fling was cast (601.2h)");
    assert!(ev.iter().any(|e| e.rule == "601.2h" && e.text.contains("Hill Giant is sacrificed")), "{:?}", ev.iter().map(|e| (&e.rule, &e.text)).collect::<Vec<_>>());
    t.pass_all();
    assert_eq!(t.life(1), 17);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@growth", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    cast(&mut t, "fling2", json!([{"player": 1}]), json!(["@bears"])).unwrap();
    t.pass_all();
    assert_eq!(t.life(1), 12, "5 more: the Bears' power as they were sacrificed");
}

#[test]
fn r601_2h_bone_splinters_and_goblin_grenade_need_something_to_sacrifice() {
    // No creature: Bone Splinters isn't listed, and casting it is refused with the game unchanged.
    let mut t = game(json!([]), json!([{"card": "Bone Splinters", "label": "splinters"}]), json!([{"card": "Hill Giant", "label": "giant"}]));
    assert!(!castable(&t, "splinters"), "nothing to sacrifice");
    let before = t.g().clone();
    let err = cast(&mut t, "splinters", json!([{"object": "@giant"}]), json!([])).unwrap_err().to_string();
    assert!(err.contains("601.2h") && err.contains("sacrifice"), "{err}");
    assert_eq!(t.g(), &before);
    // Goblin Grenade needs a Goblin: Grizzly Bears is not one.
    let mut t = game(json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Raging Goblin", "label": "goblin"}]), json!([{"card": "Goblin Grenade", "label": "grenade"}]), json!([{"card": "Hill Giant", "label": "giant"}]));
    let (_, candidates) = sacrifice_choice(&t, "grenade").unwrap();
    assert_eq!(candidates, vec![t.id("goblin")], "only the Goblin may be sacrificed");
    let before = t.g().clone();
    let err = cast(&mut t, "grenade", json!([{"object": "@giant"}]), json!(["@bears"])).unwrap_err().to_string();
    assert!(err.contains("can't be sacrificed"), "{err}");
    let err = cast(&mut t, "grenade", json!([{"object": "@giant"}]), json!([])).unwrap_err().to_string();
    assert!(err.contains("exactly 1"), "{err}");
    assert_eq!(t.g(), &before);
    cast(&mut t, "grenade", json!([{"object": "@giant"}]), json!(["@goblin"])).unwrap();
    t.pass_all();
    assert_eq!((t.zone("goblin"), t.zone("giant")), ("graveyard".into(), "graveyard".into()));
}

#[test]
fn r117_8_a_spell_without_an_additional_cost_sacrifices_nothing() {
    let mut t = game(json!([{"card": "Grizzly Bears", "label": "bears"}]), json!([{"card": "Lightning Bolt", "label": "bolt"}]), json!([]));
    let before = t.g().clone();
    let err = cast(&mut t, "bolt", json!([{"player": 1}]), json!(["@bears"])).unwrap_err().to_string();
    assert!(err.contains("117.8") && err.contains("no additional cost"), "{err}");
    assert_eq!(t.g(), &before);
}

#[test]
fn r117_8_sacrificing_the_target_itself_leaves_the_spell_without_a_legal_target() {
    // Bone Splinters may sacrifice the creature it targets: the target is chosen first
    // (601.2c), the cost paid after (601.2h); on resolution the target is gone (608.2b).
    let mut t = game(json!([{"card": "Grizzly Bears", "label": "bears"}]), json!([{"card": "Bone Splinters", "label": "splinters"}]), json!([]));
    cast(&mut t, "splinters", json!([{"object": "@bears"}]), json!(["@bears"])).unwrap();
    let ev = t.pass_all();
    assert!(ev.iter().any(|e| e.rule == "608.2b"), "{:?}", ev.iter().map(|e| &e.rule).collect::<Vec<_>>());
}

#[test]
fn r117_8_life_s_legacy_draws_the_sacrificed_power_and_fumarole_pays_life() {
    let mut t = game(json!([{"card": "Hill Giant", "label": "giant"}]), json!([{"card": "Life's Legacy", "label": "legacy"}]), json!([]));
    cast(&mut t, "legacy", json!([]), json!(["@giant"])).unwrap();
    t.pass_all();
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 3, "the Giant's power: three cards");
    // Fumarole: 3 life as it is cast, then both targets destroyed together.
    let mut t = game(json!([]), json!([{"card": "Fumarole", "label": "fumarole"}]), json!([{"card": "Hill Giant", "label": "giant"}, {"card": "Forest", "label": "forest"}]));
    let ev = cast(&mut t, "fumarole", json!([{"object": "@giant"}, {"object": "@forest"}]), json!([])).unwrap();
    assert_eq!(t.life(0), 17, "paid as it was cast");
    assert!(ev.iter().any(|e| e.rule == "119.4"));
    t.pass_all();
    assert_eq!((t.zone("giant"), t.zone("forest")), ("graveyard".into(), "graveyard".into()));
    // With 2 life, Fumarole can't be cast.
    let mut t = game(json!([]), json!([{"card": "Fumarole", "label": "fumarole"}]), json!([{"card": "Hill Giant", "label": "giant"}, {"card": "Forest", "label": "forest"}]));
    t.gm().players[0].life = 2;
    assert!(!castable(&t, "fumarole"));
    let err = cast(&mut t, "fumarole", json!([{"object": "@giant"}, {"object": "@forest"}]), json!([])).unwrap_err().to_string();
    assert!(err.contains("119.4"), "{err}");
}

#[test]
fn r117_8_an_additional_cost_names_what_a_spell_can_pay() {
    let bad = |cost: Value| {
        let card = json!([{"name": "Odd Cost (test card)", "mana_cost": "{R}", "types": ["Instant"], "additional_cost": cost,
                           "spell": {"effects": [{"do": "draw", "player": {"player": "you"}, "count": 1}]}}]);
        stackwise::cards::CardPool::parse_defs(&card.to_string(), "test").unwrap_err()
    };
    let e = bad(json!({"tap": true}));
    assert!(e.contains("additional_cost") && e.contains("'tap'"), "{e}");
    let e = bad(json!({"mana": "{2}"}));
    assert!(e.contains("'mana"), "{e}");
    let e = bad(json!({}));
    assert!(e.contains("names nothing to pay"), "{e}");
}
