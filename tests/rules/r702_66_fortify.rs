//! 301.6, 702.66a (2017 numbering): Fortifications and fortify. A
//! Fortification is an artifact attached to a land, the lands' analog of
//! Equipment: "Fortify [cost]" is "[cost]: attach this Fortification to
//! target land you control; only as a sorcery". What it gives the fortified
//! land follows it when it moves (604.4); attached to a permanent that isn't
//! a land, it becomes unattached and stays on the battlefield (704.5p).
//!
//! Cards, their text as printed:
//! - Darksteel Garrison (built in): "Fortified land has indestructible. /
//!   Whenever fortified land becomes tapped, target creature gets +1/+1 until
//!   end of turn. / Fortify {3}"
//! - Bonesplitter (built in): "Equipped creature gets +2/+0. / Equip {1}"
//! - Armageddon (built in): "Destroy all lands."
//! - Brief Transmute (test card): "Target permanent becomes an artifact until
//!   end of turn." (said without "in addition to its other types", the new
//!   card type replaces the old ones, 205.1b)

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::events::TargetChoice;
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::Step;

fn game(alice: Value, hand: Value, mana: &str, step: &str) -> T {
    T::new(json!({"cards": [{"name": "Brief Transmute (test card)", "mana_cost": "{U}", "type": "Instant", "text": "Target permanent becomes an artifact until end of turn."}],
        "players": [
        {"name": "Alice", "battlefield": alice, "hand": hand, "mana_pool": mana, "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": [{"card": "Forest", "label": "bobs"}], "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": step}}))
}

fn attached(t: &T, label: &str) -> Option<TargetChoice> {
    t.g().objects[&t.id(label)].extra.attached_to
}

fn fortify(t: &mut T, land: &str) {
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@dg", "ability": 2, "targets": [{"object": format!("@{land}")}], "auto_pay": true}));
    t.pass_all();
}

#[test]
fn r702_66a_fortify_attaches_to_a_land_you_control_only_as_a_sorcery() {
    let alice = json!([{"card": "Darksteel Garrison", "label": "dg"}, {"card": "Forest", "label": "f"}, {"card": "Grizzly Bears", "label": "bears"}]);
    let mut t = game(alice.clone(), json!([]), "{3}", "precombat_main");
    // Not a creature, not an opponent's land.
    for bad in ["bears", "bobs"] {
        refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@dg", "ability": 2, "targets": [{"object": format!("@{bad}")}], "auto_pay": true}));
    }
    fortify(&mut t, "f");
    assert_eq!(attached(&t, "dg"), Some(TargetChoice::Object(t.id("f"))));
    // Only when a sorcery could be cast: not in the upkeep.
    let mut t = game(alice, json!([]), "{3}", "upkeep");
    refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@dg", "ability": 2, "targets": [{"object": "@f"}], "auto_pay": true}));
}

#[test]
fn r702_12b_the_fortified_land_survives_armageddon_and_the_others_dont() {
    let alice = json!([{"card": "Darksteel Garrison", "label": "dg"}, {"card": "Forest", "label": "f"}, {"card": "Forest", "label": "g"}]);
    let mut t = game(alice, json!([{"card": "Armageddon", "label": "arm"}]), "{3}{3}{W}", "precombat_main");
    fortify(&mut t, "f");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@arm"}));
    t.pass_all();
    assert_eq!(t.zone("f"), "battlefield", "indestructible (702.12b)");
    assert_eq!(t.zone("g"), "graveyard");
    assert_eq!(t.zone("bobs"), "graveyard");
}

#[test]
fn r604_4_moved_to_another_land_the_garrison_protects_that_one() {
    let alice = json!([{"card": "Darksteel Garrison", "label": "dg"}, {"card": "Forest", "label": "f"}, {"card": "Forest", "label": "g"}]);
    let mut t = game(alice, json!([{"card": "Armageddon", "label": "arm"}]), "{3}{3}{3}{W}", "precombat_main");
    fortify(&mut t, "f");
    fortify(&mut t, "g");
    assert_eq!(attached(&t, "dg"), Some(TargetChoice::Object(t.id("g"))));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@arm"}));
    t.pass_all();
    assert_eq!((t.zone("f").as_str(), t.zone("g").as_str()), ("graveyard", "battlefield"));
}

#[test]
fn r603_2d_the_fortified_land_becoming_tapped_pumps_a_creature() {
    let alice = json!([{"card": "Darksteel Garrison", "label": "dg"}, {"card": "Forest", "label": "f"}, {"card": "Forest", "label": "g"}, {"card": "Grizzly Bears", "label": "bears"}]);
    let mut t = game(alice, json!([]), "{3}", "precombat_main");
    fortify(&mut t, "f");
    // The unfortified Forest: nothing; the fortified one: the trigger, targeting the Bears.
    for land in ["g", "f"] {
        t.act(json!({"action": "activate_ability", "player": 0, "source": format!("@{land}"), "ability": 0}));
    }
    if let Some(DecisionKind::ChooseTargets { .. }) = t.g().pending.as_ref().map(|d| d.kind.clone()) {
        t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"object": "@bears"}]}));
    }
    while !t.g().stack.is_empty() {
        t.pass_all();
    }
    let c = t.g().chars(t.id("bears")).unwrap();
    assert_eq!((c.power, c.toughness), (Some(3), Some(3)), "one trigger: +1/+1");
}

#[test]
fn r704_5p_a_garrison_on_what_stops_being_a_land_becomes_unattached_and_stays() {
    let alice = json!([{"card": "Darksteel Garrison", "label": "dg"}, {"card": "Forest", "label": "f"}, {"card": "Bonesplitter", "label": "bs"}, {"card": "Grizzly Bears", "label": "bears"}]);
    let mut t = game(alice, json!([{"card": "Brief Transmute (test card)", "label": "trap"}]), "{3}{1}{U}", "precombat_main");
    fortify(&mut t, "f");
    // Equip takes a creature you control, never a land.
    refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@bs", "ability": 1, "targets": [{"object": "@f"}], "auto_pay": true}));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@bs", "ability": 1, "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    // The Forest becomes an artifact, no longer a land.
    let ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@trap", "targets": [{"object": "@f"}]}));
    let mut ev = ev;
    ev.extend(t.pass_all());
    assert!(cites(&ev, "704.5p"), "{:?}", rules(&ev));
    assert_eq!(attached(&t, "dg"), None);
    assert_eq!(t.zone("dg"), "battlefield");
    assert_eq!(attached(&t, "bs"), Some(TargetChoice::Object(t.id("bears"))), "the Equipment on a creature stays");
    assert_eq!(t.g().turn.step, Step::PrecombatMain);
}
