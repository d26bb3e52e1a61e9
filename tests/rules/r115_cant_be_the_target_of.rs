//! 115: a static ability that keeps some spells or abilities from targeting a
//! permanent: by colour (of a spell, or of an ability's source), by "non-"
//! colour, Aura spells only, spells only, or only those an opponent
//! controls. Refused when the targets are chosen (601.2c, 602.2b), left out
//! of the legal choices, and a target that became untargetable is illegal
//! on resolution (608.2b). Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Suq'Ata Firewalker {1}{U}{U}, 0/1: "Suq'Ata Firewalker can't be the
//!   target of red spells or abilities from red sources. / {T}: Suq'Ata
//!   Firewalker deals 1 damage to target creature or player."
//! - Gaea's Revenge {5}{G}{G}, 8/5: "... can't be the target of nongreen
//!   spells or abilities from nongreen sources."
//! - Karplusan Strider {3}{G}, 3/4: "... can't be the target of blue or
//!   black spells."
//! - Bartel Runeaxe {3}{B}{R}{G}, 6/5: "Vigilance / ... can't be the target
//!   of Aura spells."
//! - Dense Foliage {2}{G}, Enchantment: "Creatures can't be the targets of spells."
//! - Spellbane Centaur {2}{G}, 3/2: "Creatures you control can't be the
//!   targets of blue spells or abilities from blue sources."
//! - Canopy Cover {1}{G}, Aura: "Enchant creature / Enchanted creature can't
//!   be blocked except by creatures with flying or reach. / Enchanted
//!   creature can't be the target of spells or abilities your opponents control."
//! - Lightning Bolt {R}; Prodigal Pyromancer {2}{R} ("{T}: ... deals 1 damage
//!   to target creature or player."); Prodigal Sorcerer {2}{U} (the same);
//!   Rod of Ruin {4} (artifact, "{3}, {T}: ... 1 damage to target creature or
//!   player."); Doom Blade {1}{B}; Unsummon {U}; Giant Growth {G}; Pacifism
//!   {1}{W}; Grizzly Bears {1}{G}.

use crate::common;
use common::*;
use serde_json::{json, Value};

const CARDS: &[&str] = &[
    "Suq'Ata Firewalker", "Gaea's Revenge", "Karplusan Strider", "Bartel Runeaxe", "Dense Foliage", "Spellbane Centaur", "Canopy Cover",
    "Lightning Bolt", "Prodigal Pyromancer", "Prodigal Sorcerer", "Rod of Ruin", "Doom Blade", "Unsummon", "Giant Growth", "Pacifism", "Grizzly Bears",
];

/// Alice holds the spells and controls the ability sources; Bob controls `bob_bf`.
fn game(alice_bf: Value, bob_bf: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    let spells: Vec<Value> = ["Lightning Bolt", "Doom Blade", "Unsummon", "Giant Growth", "Pacifism"].iter().map(|n| json!({"card": n, "label": n})).collect();
    let mut sources = vec![json!({"card": "Prodigal Pyromancer", "label": "pyromancer"}), json!({"card": "Prodigal Sorcerer", "label": "sorcerer"}), json!({"card": "Rod of Ruin", "label": "rod"})];
    sources.extend(alice_bf.as_array().cloned().unwrap_or_default());
    two_players(json!(cards), json!(sources), json!(spells), bob_bf, json!([]))
}

const MANA: &str = "{W}{U}{B}{R}{G}{G}{C}{C}{C}";

/// Can Alice cast `spell` at `target`? (A refused cast leaves the game as it was.)
fn spell_may_target(t: &mut T, spell: &str, target: &str) -> bool {
    t.gm().players[0].pool = stackwise::rules::types::ManaPool::parse(MANA).unwrap();
    let action = json!({"action": "cast_spell", "player": 0, "card": format!("@{spell}"), "targets": [{"object": format!("@{target}")}], "auto_pay": true});
    let offered = cast_options(t, spell).iter().any(|o| o.targets.iter().flatten().any(|c| *c == stackwise::rules::events::TargetChoice::Object(t.id(target))));
    let before = t.g().clone();
    let ok = t.try_act(action).is_ok();
    assert_eq!(ok, offered, "the legal choices list {target} for {spell} exactly when the cast is allowed");
    *t.gm() = before;
    ok
}

/// Can Alice activate `source`'s first ability at `target`?
fn ability_may_target(t: &mut T, source: &str, target: &str) -> bool {
    t.gm().players[0].pool = stackwise::rules::types::ManaPool::parse(MANA).unwrap();
    let action = json!({"action": "activate_ability", "player": 0, "source": format!("@{source}"), "ability": 0, "targets": [{"object": format!("@{target}")}], "auto_pay": true});
    let before = t.g().clone();
    let ok = t.try_act(action).is_ok();
    *t.gm() = before;
    ok
}

#[test]
fn r115_suqata_firewalker_refuses_red_spells_and_abilities_of_red_sources() {
    let mut t = game(json!([]), json!([{"card": "Suq'Ata Firewalker", "label": "firewalker"}]));
    assert!(!spell_may_target(&mut t, "Lightning Bolt", "firewalker"), "a red spell");
    assert!(!ability_may_target(&mut t, "pyromancer", "firewalker"), "an ability of a red source");
    assert!(ability_may_target(&mut t, "sorcerer", "firewalker"), "an ability of a blue source");
    assert!(ability_may_target(&mut t, "rod", "firewalker"), "an ability of a colourless source");
    assert!(spell_may_target(&mut t, "Doom Blade", "firewalker"), "a black spell");
}

#[test]
fn r115_gaeas_revenge_refuses_everything_nongreen_even_colourless() {
    let mut t = game(json!([]), json!([{"card": "Gaea's Revenge", "label": "revenge"}]));
    assert!(!spell_may_target(&mut t, "Lightning Bolt", "revenge"));
    assert!(!ability_may_target(&mut t, "sorcerer", "revenge"));
    assert!(!ability_may_target(&mut t, "rod", "revenge"), "a colourless source is nongreen");
    assert!(spell_may_target(&mut t, "Giant Growth", "revenge"), "a green spell");
}

#[test]
fn r115_karplusan_strider_refuses_blue_or_black_spells_but_not_abilities() {
    let mut t = game(json!([]), json!([{"card": "Karplusan Strider", "label": "strider"}]));
    assert!(!spell_may_target(&mut t, "Doom Blade", "strider"), "black");
    assert!(!spell_may_target(&mut t, "Unsummon", "strider"), "blue");
    assert!(spell_may_target(&mut t, "Lightning Bolt", "strider"), "red");
    assert!(ability_may_target(&mut t, "sorcerer", "strider"), "an ability of a blue source is not a spell");
}

#[test]
fn r115_bartel_runeaxe_refuses_only_aura_spells() {
    let mut t = game(json!([]), json!([{"card": "Bartel Runeaxe", "label": "bartel"}]));
    assert!(!spell_may_target(&mut t, "Pacifism", "bartel"), "an Aura spell");
    assert!(spell_may_target(&mut t, "Giant Growth", "bartel"));
    assert!(spell_may_target(&mut t, "Lightning Bolt", "bartel"));
}

#[test]
fn r115_dense_foliage_refuses_spells_at_every_creature_not_abilities_or_players() {
    let mut t = game(json!([{"card": "Grizzly Bears", "label": "mine"}]), json!([{"card": "Dense Foliage"}, {"card": "Grizzly Bears", "label": "bears"}]));
    for target in ["bears", "mine"] {
        assert!(!spell_may_target(&mut t, "Lightning Bolt", target), "{target}: every creature, whoever controls the enchantment");
        assert!(ability_may_target(&mut t, "pyromancer", target), "{target}: abilities still may");
    }
    t.gm().players[0].pool = stackwise::rules::types::ManaPool::parse("{R}").unwrap();
    assert!(t.try_act(json!({"action": "cast_spell", "player": 0, "card": "@Lightning Bolt", "targets": [{"player": 1}], "auto_pay": true})).is_ok(), "a player isn't a creature");
}

#[test]
fn r115_spellbane_centaur_protects_only_its_controllers_creatures() {
    let mut t = game(json!([{"card": "Grizzly Bears", "label": "mine"}]), json!([{"card": "Spellbane Centaur", "label": "centaur"}, {"card": "Grizzly Bears", "label": "bears"}]));
    for target in ["bears", "centaur"] {
        assert!(!spell_may_target(&mut t, "Unsummon", target), "{target}: Bob's creature, a blue spell");
        assert!(!ability_may_target(&mut t, "sorcerer", target), "{target}: an ability of a blue source");
        assert!(spell_may_target(&mut t, "Lightning Bolt", target), "{target}: red");
    }
    assert!(spell_may_target(&mut t, "Unsummon", "mine"), "Alice's own creature isn't Bob's");
}

#[test]
fn r115_canopy_cover_refuses_opponents_only() {
    // Bob's Bears wears Canopy Cover: Alice (his opponent) can't target it; Bob can.
    let mut t = game(json!([]), json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Canopy Cover", "attached_to": "bears"}, {"card": "Prodigal Sorcerer", "label": "bobs_sorcerer"}]));
    assert!(!spell_may_target(&mut t, "Giant Growth", "bears"));
    assert!(!ability_may_target(&mut t, "sorcerer", "bears"));
    // With priority (after Alice's Bolt at him), Bob's own ability may target the Bears.
    t.gm().players[0].pool = stackwise::rules::types::ManaPool::parse("{R}").unwrap();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@Lightning Bolt", "targets": [{"player": 1}], "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    let ok = t.try_act(json!({"action": "activate_ability", "player": 1, "source": "@bobs_sorcerer", "ability": 0, "targets": [{"object": "@bears"}], "auto_pay": true}));
    assert!(ok.is_ok(), "its controller's own ability may: {ok:?}");
}

#[test]
fn r608_2b_a_target_that_became_untargetable_is_illegal_on_resolution() {
    // Alice's Bolt targets Bob's Bears; before it resolves, Bob's Canopy Cover
    // moves from his other creature onto the Bears (set directly: no card here moves an Aura).
    let mut t = game(json!([]), json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Grizzly Bears", "label": "other"}, {"card": "Canopy Cover", "label": "cover", "attached_to": "other"}]));
    let cover = t.id("cover");
    t.gm().players[0].pool = stackwise::rules::types::ManaPool::parse("{R}").unwrap();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@Lightning Bolt", "targets": [{"object": "@bears"}], "auto_pay": true}));
    let bears = t.id("bears");
    t.gm().objects.get_mut(&cover).unwrap().extra.attached_to = Some(stackwise::rules::events::TargetChoice::Object(bears));
    let ev = t.pass_all();
    assert_eq!(t.zone("bears"), "battlefield", "the Bolt is countered on resolution");
    assert!(cites(&ev, "608.2b"), "{:?}", rules(&ev));
}
