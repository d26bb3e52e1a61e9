//! 701.3a: attaching an Aura or Equipment takes it from the object it was on
//! and puts it on another. The object it left no longer gets its effect, so
//! that object's characteristics change as well: a creature whose toughness
//! the Equipment was raising may now have lethal damage (704.5g), checked at
//! the next state-based check like any other change.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::*;

/// Test Equipment: each raises toughness; equip costs nothing.
fn equipment() -> Value {
    let eq = |name: &str, p: i32, t: i32| {
        json!({"name": name, "mana_cost": "{1}", "type": "Artifact — Equipment", "text": format!("Equipped creature gets +{p}/+{t}.\nEquip {{0}}")})
    };
    json!([eq("Tower Shield (test card)", 0, 2), eq("Short Sword (test card)", 1, 1)])
}

/// Equipment `eq` on Grizzly Bears (2/2) with `damage` damage, moved to Hill Giant.
fn moved_off(eq: &str, damage: i32) -> T {
    let mut t = T::new(json!({
        "cards": equipment(),
        "turn": {"number": 2, "active": 0, "step": "precombat_main"},
        "players": [
            {"name": "A", "battlefield": [{"card": "Grizzly Bears", "label": "bears", "damage": damage}, {"card": "Hill Giant", "label": "giant"},
                                          {"card": eq, "label": "eq", "attached_to": "bears"}]},
            {"name": "B"}
        ]}));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@eq", "ability": 1, "targets": [{"object": "@giant"}], "auto_pay": true}));
    t.pass_all();
    t
}

#[test]
fn r701_3a_equipment_moved_off_a_damaged_creature_leaves_it_with_lethal_damage() {
    // Bears with 2 damage survive as 2/4 or 3/3; once the Equipment is moved
    // away they are a 2/2 with lethal damage and are destroyed (704.5g).
    for eq in ["Tower Shield (test card)", "Short Sword (test card)"] {
        let t = moved_off(eq, 2);
        let eq_id = t.id("eq");
        assert_eq!(t.g().obj(eq_id).unwrap().extra.attached_to, Some(TargetChoice::Object(t.id("giant"))), "{eq} moved to the Giant");
        assert_eq!(t.zone("bears"), "graveyard", "{eq}: the Bears, 2/2 with 2 damage, are destroyed (704.5g)");
    }
}

#[test]
fn r701_3a_equipment_moved_off_an_undamaged_creature_leaves_it_alone() {
    for eq in ["Tower Shield (test card)", "Short Sword (test card)"] {
        let t = moved_off(eq, 1);
        assert_eq!(t.zone("bears"), "battlefield", "{eq}: 2/2 with 1 damage survives");
        let c = t.g().chars(t.id("bears")).unwrap();
        assert_eq!((c.power, c.toughness), (Some(2), Some(2)), "{eq}: the Bears are back to their printed 2/2");
    }
}
