//! Totem armor (702.87a; 702.88a in later rules), on an Aura: if the
//! enchanted permanent would be destroyed, instead all damage is removed
//! from it and the Aura is destroyed. It is not regeneration: "can't be
//! regenerated" doesn't stop it; lethal damage (704.5g) is a destruction it
//! replaces too.
//!
//! Cards (their text as the table prints it):
//! - Boar Umbra {2}{G}, Aura: "Enchant creature / Enchanted creature gets
//!   +3/+3. / Totem armor"
//! - Hyena Umbra {W}, Aura: "Enchant creature / Enchanted creature gets
//!   +1/+1 and has first strike. / Totem armor"
//! - Murder {1}{B}{B}: "Destroy target creature."
//! - Wrath of God {2}{W}{W}: "Destroy all creatures. They can't be regenerated."
//! - Lightning Bolt {R}: "Lightning Bolt deals 3 damage to target creature or player."
//! - Grizzly Bears {1}{G} 2/2; Drudge Skeletons {1}{B} 1/1: "{B}: Regenerate
//!   Drudge Skeletons."

use crate::common;
use common::*;
use serde_json::json;
use stackwise::rules::*;

fn game(umbra: &str, spell: &str) -> T {
    T::new(json!({"cards": [card_table::compiled(umbra), card_table::compiled(spell)], "players": [
        {"name": "Alice", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, {"card": umbra, "label": "umbra", "attached_to": "bears"}], "hand": [{"card": spell, "label": "spell"}], "mana_pool": "{2}{W}{W}{B}{B}{R}", "library": ["Island", "Island"]},
        {"name": "Bob", "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn cast(t: &mut T, targets: serde_json::Value) -> Vec<Event> {
    let mut ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "targets": targets, "auto_pay": true}));
    ev.extend(t.pass_all());
    ev
}

#[test]
fn r702_87a_boar_umbra_is_destroyed_instead_of_the_creature() {
    let mut t = game("Boar Umbra", "Murder");
    assert_eq!(t.g().chars(t.id("bears")).unwrap().power, Some(5));
    let bears = t.id("bears");
    let ev = cast(&mut t, json!([{"object": bears.0}]));
    assert!(cites(&ev, "702.87a"));
    assert_eq!((t.zone("bears").as_str(), t.zone("umbra").as_str()), ("battlefield", "graveyard"));
    assert_eq!(t.g().chars(t.id("bears")).unwrap().power, Some(2));
}

#[test]
fn r702_87a_totem_armor_is_not_regeneration_wrath_of_god() {
    let mut t = game("Boar Umbra", "Wrath of God");
    cast(&mut t, json!([]));
    assert_eq!((t.zone("bears").as_str(), t.zone("umbra").as_str()), ("battlefield", "graveyard"), "can't be regenerated doesn't stop totem armor");
}

#[test]
fn r702_87a_hyena_umbra_removes_lethal_damage() {
    let mut t = game("Hyena Umbra", "Lightning Bolt");
    let bears = t.id("bears");
    // 3 damage to a 3/3: lethal (704.5g); the Umbra goes, the damage is removed.
    cast(&mut t, json!([{"object": bears.0}]));
    assert_eq!((t.zone("bears").as_str(), t.zone("umbra").as_str()), ("battlefield", "graveyard"));
    let o = &t.g().objects[&t.id("bears")];
    assert_eq!(o.damage, 0);
}

/// Drudge Skeletons ({B}: Regenerate Drudge Skeletons) with a regeneration
/// shield and Boar Umbra: both replace its destruction; its controller
/// chooses one (616.1), and the other stays.
#[test]
fn r616_1_totem_armor_or_regeneration_the_controller_chooses() {
    for regenerate in [true, false] {
        let mut t = T::new(json!({"cards": [card_table::compiled("Boar Umbra"), card_table::compiled("Murder"), card_table::compiled("Drudge Skeletons")], "players": [
            {"name": "Alice", "battlefield": [{"card": "Drudge Skeletons", "label": "sk"}, {"card": "Boar Umbra", "label": "umbra", "attached_to": "sk"}], "hand": [{"card": "Murder", "label": "spell"}], "mana_pool": "{1}{B}{B}{B}", "library": ["Island", "Island"]},
            {"name": "Bob", "library": ["Island", "Island"]}
        ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
        t.act(json!({"action": "activate_ability", "player": 0, "source": "@sk", "ability": 0, "targets": [], "auto_pay": true}));
        t.pass_all();
        let sk = t.id("sk");
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "targets": [{"object": sk.0}], "auto_pay": true}));
        t.pass_all();
        let d = t.g().pending.clone().expect("a 616.1 question");
        let stackwise::rules::state::DecisionKind::ChooseReplacement { options, descriptions, .. } = d.kind else { panic!("{d:?}") };
        assert_eq!(options.len(), 2, "{descriptions:?}");
        let pick = descriptions.iter().position(|s| s.contains("regeneration") == regenerate).unwrap();
        t.act(json!({"action": "choose_replacement", "player": 0, "choice": options[pick]}));
        assert_eq!(t.zone("sk"), "battlefield");
        let sk_tapped = t.g().objects[&t.id("sk")].tapped;
        if regenerate {
            assert_eq!((t.zone("umbra").as_str(), sk_tapped), ("battlefield", true), "regenerated: tapped, the Umbra stays");
        } else {
            assert_eq!((t.zone("umbra").as_str(), sk_tapped), ("graveyard", false), "the Umbra goes, the shield stays");
            assert_eq!(t.g().objects[&t.id("sk")].extra.regen_shields, 1);
        }
    }
}
