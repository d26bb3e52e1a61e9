//! Fortifications read from their text (301.6; Fortify is 702.66a in the
//! 2017 numbering): "Fortified land has ..." is what the Fortification's
//! land has, "Whenever fortified land becomes tapped" its trigger, and
//! "Fortify [cost]" the keyword read beside Equip (702.6a): "[cost]: attach
//! to target land (creature) you control; only as a sorcery".
//!
//! Cards (their text as the table prints it):
//! - Darksteel Garrison {2}, Artifact — Fortification: "Fortified land has
//!   indestructible. / Whenever fortified land becomes tapped, target
//!   creature gets +1/+1 until end of turn. / Fortify {3}"
//! - Bonesplitter {1}, Artifact — Equipment: "Equipped creature gets +2/+0.
//!   / Equip {1}"
//! - Armageddon {3}{W}: "Destroy all lands."
//! - Grizzly Bears {1}{G} 2/2, Forest, Plains.

use crate::common;
use common::*;
use serde_json::json;
use stackwise::rules::events::TargetChoice;
use stackwise::rules::state::DecisionKind;

const CARDS: &[&str] = &["Darksteel Garrison", "Bonesplitter", "Armageddon", "Grizzly Bears"];

fn attached(t: &T, label: &str) -> Option<TargetChoice> {
    t.g().objects[&t.id(label)].extra.attached_to
}

fn activate(t: &mut T, source: &str, ability: usize, target: &str) -> Result<Vec<stackwise::rules::events::Event>, stackwise::rules::actions::ActionError> {
    t.try_act(json!({"action": "activate_ability", "player": 0, "source": format!("@{source}"), "ability": ability, "targets": [{"object": format!("@{target}")}], "auto_pay": true}))
}

#[test]
fn r702_66a_fortify_attaches_to_a_land_and_equip_to_a_creature() {
    let alice = json!([{"card": "Darksteel Garrison", "label": "dg"}, {"card": "Bonesplitter", "label": "bs"}, {"card": "Grizzly Bears", "label": "bears"},
        {"card": "Forest", "label": "f"}, "Plains", "Plains", "Plains", "Plains"]);
    let mut t = common::card_table::compiled_game(CARDS, alice, json!([]), json!([]));
    // Fortify takes a land you control, never a creature; Equip the other way round.
    assert!(activate(&mut t, "dg", 2, "bears").is_err());
    assert!(activate(&mut t, "bs", 1, "f").is_err());
    activate(&mut t, "dg", 2, "f").unwrap();
    t.pass_all();
    activate(&mut t, "bs", 1, "bears").unwrap();
    t.pass_all();
    assert_eq!(attached(&t, "dg"), Some(TargetChoice::Object(t.id("f"))));
    assert_eq!(attached(&t, "bs"), Some(TargetChoice::Object(t.id("bears"))));
    assert_eq!(t.g().chars(t.id("bears")).unwrap().power, Some(4), "equipped creature gets +2/+0");
}

#[test]
fn r702_12b_fortified_land_has_indestructible_and_survives_armageddon() {
    let alice = json!([{"card": "Darksteel Garrison", "label": "dg"}, {"card": "Forest", "label": "f"}, {"card": "Plains", "label": "p"}, "Plains", "Plains", "Plains", "Plains", "Plains", "Plains"]);
    let mut t = common::card_table::compiled_game(CARDS, alice, json!([{"card": "Armageddon", "label": "arm"}]), json!([]));
    activate(&mut t, "dg", 2, "f").unwrap();
    t.pass_all();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@arm", "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("f"), "battlefield");
    assert_eq!(t.zone("p"), "graveyard");
    assert_eq!(t.zone("dg"), "battlefield");
}

#[test]
fn r603_2d_only_the_fortified_land_becoming_tapped_triggers() {
    let alice = json!([{"card": "Darksteel Garrison", "label": "dg"}, {"card": "Forest", "label": "f"}, {"card": "Forest", "label": "g"}, {"card": "Grizzly Bears", "label": "bears"},
        {"card": "Plains", "label": "p1"}, {"card": "Plains", "label": "p2"}, {"card": "Plains", "label": "p3"}]);
    let mut t = common::card_table::compiled_game(CARDS, alice, json!([]), json!([]));
    // Fortify paid with the Plains' mana, the Forests left untapped.
    for p in ["p1", "p2", "p3"] {
        t.act(json!({"action": "activate_ability", "player": 0, "source": format!("@{p}"), "ability": 0}));
    }
    activate(&mut t, "dg", 2, "f").unwrap();
    t.pass_all();
    for land in ["g", "f"] {
        t.act(json!({"action": "activate_ability", "player": 0, "source": format!("@{land}"), "ability": 0}));
    }
    let mut triggers = 0;
    while let Some(DecisionKind::ChooseTargets { .. }) = t.g().pending.as_ref().map(|d| d.kind.clone()) {
        triggers += 1;
        t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"object": "@bears"}]}));
    }
    while !t.g().stack.is_empty() {
        t.pass_all();
    }
    let c = t.g().chars(t.id("bears")).unwrap();
    assert!(triggers <= 1);
    assert_eq!((c.power, c.toughness), (Some(3), Some(3)), "one trigger: +1/+1");
}
