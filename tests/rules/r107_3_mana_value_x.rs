//! 107.3: "with converted mana cost X" compares with the X of the spell or
//! ability, announced as it is cast or activated (601.2b) before its
//! targets are chosen (601.2c): the targets are legal for that X, checked
//! again on resolution (608.2b), and an "each"/"all" instruction reads the
//! same X as it is followed. 107.3f: on the stack, a spell's own {X} counts
//! as the value announced for it. Compiled from the cards' text.
//!
//! Cards (their text as the table prints it, reminder text left out):
//! - Spell Blast {X}{U}, Instant: "Counter target spell with converted
//!   mana cost X."
//! - Disembowel {X}{B}, Instant: "Destroy target creature with converted
//!   mana cost X."
//! - Plaguebearer {1}{B}, Creature — Zombie 1/1: "{X}{X}{B}: Destroy target
//!   nonblack creature with converted mana cost X."
//! - Deepfire Elemental {4}{B}{R}, Creature — Elemental 4/4: "{X}{X}{1}:
//!   Destroy target artifact or creature with converted mana cost X."
//! - Forced March {X}{B}{B}{B}, Sorcery: "Destroy all creatures with
//!   converted mana cost X or less."
//! - Dominate {X}{1}{U}{U}, Instant: "Gain control of target creature with
//!   converted mana cost X or less."
//! - Blaze {X}{R}, Sorcery: "Blaze deals X damage to target creature or
//!   player."
//! - Meltdown {X}{R}, Sorcery: "Destroy each artifact with converted mana
//!   cost X or less."
//! - Pernicious Deed {1}{B}{G}, Enchantment: "{X}, Sacrifice Pernicious
//!   Deed: Destroy each artifact, creature, and enchantment with converted
//!   mana cost X or less."
//! - Bottle Gnomes {3}, Artifact Creature 1/3: "Sacrifice Bottle Gnomes: You
//!   gain 3 life." Juggernaut {4}, Artifact Creature 5/3 (it attacks each
//!   turn, can't be blocked by Walls).
//! - Bad Moon {1}{B}, Enchantment: "Black creatures get +1/+1." Glorious
//!   Anthem {1}{W}{W}, Enchantment: "Creatures you control get +1/+1."
//! - Green Sun's Zenith {X}{G}, Sorcery: "Search your library for a green
//!   creature card with converted mana cost X or less, put it onto the
//!   battlefield, then shuffle your library. Shuffle Green Sun's Zenith
//!   into its owner's library."
//! - Llanowar Elves {G}, 1/1: "{T}: Add {G} to your mana pool." Craw Wurm
//!   {4}{G}{G}, 6/4.
//! - Venarian Glimmer {X}{U}, Sorcery: "Target player reveals his or her
//!   hand. You choose a nonland card with converted mana cost X or less from
//!   it. That player discards that card."
//! - Stir the Grave {X}{B}, Sorcery: "Return target creature card with
//!   converted mana cost X or less from your graveyard to the battlefield."
//! - Battering Craghorn {2}{R}{R}, Creature — Goat Beast 3/1: "First
//!   strike / Morph {1}{R}{R}" (face down a 2/2 with no mana cost, 707.2).
//! - Ornithopter {0}, Artifact Creature — Thopter 0/2: "Flying".
//! - Raging Goblin {R}, 1/1: "Haste". Grizzly Bears {1}{G}, 2/2.
//! - Gray Ogre {2}{R}, 2/2. Scathe Zombies {2}{B}, 2/3. Hill Giant {3}{R}, 3/3.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::events::TargetChoice;
use stackwise::rules::state::DecisionKind;

const CARDS: &[&str] = &[
    "Spell Blast",
    "Disembowel",
    "Plaguebearer",
    "Deepfire Elemental",
    "Forced March",
    "Dominate",
    "Blaze",
    "Ornithopter",
    "Raging Goblin",
    "Grizzly Bears",
    "Gray Ogre",
    "Scathe Zombies",
    "Hill Giant",
    "Meltdown",
    "Pernicious Deed",
    "Bottle Gnomes",
    "Juggernaut",
    "Bad Moon",
    "Glorious Anthem",
    "Green Sun's Zenith",
    "Llanowar Elves",
    "Craw Wurm",
    "Venarian Glimmer",
    "Stir the Grave",
    "Battering Craghorn",
];

/// Alice's precombat main phase: `alice_bf` (with lands enough) and `hand`
/// on her side, `bob_bf` on Bob's.
fn game(alice_bf: Value, hand: Value, bob_bf: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": hand, "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": bob_bf, "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn lands(kind: &str, n: usize) -> Vec<Value> {
    vec![json!(kind); n]
}

fn with(mut bf: Vec<Value>, more: &[Value]) -> Value {
    bf.extend(more.iter().cloned());
    Value::Array(bf)
}

#[test]
fn r107_3_spell_blast_counters_only_a_spell_whose_converted_mana_cost_is_x() {
    let mut bf = lands("Island", 6);
    bf.extend(lands("Mountain", 4));
    let mut t = game(Value::Array(bf), json!([{"card": "Spell Blast", "label": "sb"}, {"card": "Hill Giant", "label": "giant"}]), json!([]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@giant", "auto_pay": true}));
    let cast = |x: u32| json!({"action": "cast_spell", "player": 0, "card": "@sb", "x": x, "targets": [{"object": "@giant"}], "auto_pay": true});
    // Hill Giant ({3}{R}) has converted mana cost 4: not 2, and not 5 either.
    let e = refused_unchanged(&mut t, cast(2));
    assert!(e.contains("115"), "{e}");
    refused_unchanged(&mut t, cast(5));
    t.act(cast(4));
    resolve_stack(&mut t);
    assert_eq!(t.zone("giant"), "graveyard", "Hill Giant is countered");
    assert_eq!(t.zone("sb"), "graveyard");
}

#[test]
fn r107_3f_on_the_stack_a_spells_x_counts_in_its_converted_mana_cost() {
    let mut bf = lands("Island", 4);
    bf.extend(lands("Mountain", 4));
    let mut t = game(Value::Array(bf), json!([{"card": "Spell Blast", "label": "sb"}, {"card": "Blaze", "label": "blaze"}]), json!([]));
    // Blaze with X = 2 is {2}{R} on the stack: converted mana cost 3.
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@blaze", "x": 2, "targets": [{"player": 1}], "auto_pay": true}));
    let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@sb", "x": 1, "targets": [{"object": "@blaze"}], "auto_pay": true}));
    assert!(e.contains("115"), "{e}");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@sb", "x": 3, "targets": [{"object": "@blaze"}], "auto_pay": true}));
    resolve_stack(&mut t);
    assert_eq!(t.zone("blaze"), "graveyard");
    assert_eq!(t.life(1), 20, "Blaze was countered");
}

#[test]
fn r601_2c_disembowel_targets_a_creature_with_converted_mana_cost_x() {
    let bf = lands("Swamp", 4);
    let bob = json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Gray Ogre", "label": "ogre"}, {"card": "Ornithopter", "label": "thopter"}]);
    let mut t = game(Value::Array(bf), json!([{"card": "Disembowel", "label": "d"}]), bob);
    // Before X is announced every creature is a possible target (any X could be announced).
    let offered: Vec<Vec<TargetChoice>> = cast_options(&t, "d").into_iter().flat_map(|o| o.targets).collect();
    for l in ["bears", "ogre", "thopter"] {
        assert!(offered.iter().any(|s| s.contains(&TargetChoice::Object(t.id(l)))), "{l} offered");
    }
    let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@d", "x": 2, "targets": [{"object": "@ogre"}], "auto_pay": true}));
    assert!(e.contains("115"), "{e}");
    refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@d", "x": 0, "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@d", "x": 0, "targets": [{"object": "@thopter"}], "auto_pay": true}));
    resolve_stack(&mut t);
    assert_eq!((t.zone("thopter"), t.zone("bears"), t.zone("ogre")), ("graveyard".into(), "battlefield".into(), "battlefield".into()));
}

#[test]
fn r602_2b_plaguebearer_destroys_a_nonblack_creature_with_converted_mana_cost_x() {
    let bf = with(lands("Swamp", 7), &[json!({"card": "Plaguebearer", "label": "pb"})]);
    let bob = json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Gray Ogre", "label": "ogre"}, {"card": "Scathe Zombies", "label": "zombies"}]);
    let mut t = game(bf, json!([]), bob);
    let act = |x: u32, target: &str| json!({"action": "activate_ability", "player": 0, "source": "@pb", "ability": 0, "x": x, "targets": [{"object": format!("@{target}")}], "auto_pay": true});
    // X = 3: Scathe Zombies is black; Grizzly Bears has converted mana cost 2.
    refused_unchanged(&mut t, act(3, "zombies"));
    refused_unchanged(&mut t, act(3, "bears"));
    t.act(act(3, "ogre"));
    resolve_stack(&mut t);
    assert_eq!(t.zone("ogre"), "graveyard");
    assert_eq!((t.zone("bears"), t.zone("zombies")), ("battlefield".into(), "battlefield".into()));
}

#[test]
fn r602_2b_deepfire_elemental_destroys_an_artifact_with_converted_mana_cost_x() {
    // {X}{X}{1} with X = 0 is {1}: Ornithopter ({0}) is the artifact.
    let bf = with(lands("Mountain", 4), &[json!({"card": "Deepfire Elemental", "label": "de"})]);
    let bob = json!([{"card": "Ornithopter", "label": "thopter"}, {"card": "Raging Goblin", "label": "goblin"}]);
    let mut t = game(bf, json!([]), bob);
    let act = |x: u32, target: &str| json!({"action": "activate_ability", "player": 0, "source": "@de", "ability": 0, "x": x, "targets": [{"object": format!("@{target}")}], "auto_pay": true});
    refused_unchanged(&mut t, act(1, "thopter"));
    refused_unchanged(&mut t, act(0, "goblin"));
    t.act(act(1, "goblin"));
    resolve_stack(&mut t);
    assert_eq!(t.zone("goblin"), "graveyard");
    t.act(act(0, "thopter"));
    resolve_stack(&mut t);
    assert_eq!(t.zone("thopter"), "graveyard");
}

#[test]
fn r107_3_forced_march_destroys_every_creature_at_or_below_x() {
    let bf = with(lands("Swamp", 5), &[json!({"card": "Grizzly Bears", "label": "mine"})]);
    let bob = json!([
        {"card": "Ornithopter", "label": "thopter"}, {"card": "Raging Goblin", "label": "goblin"},
        {"card": "Gray Ogre", "label": "ogre"}, {"card": "Hill Giant", "label": "giant"}
    ]);
    let mut t = game(bf, json!([{"card": "Forced March", "label": "fm"}]), bob);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@fm", "x": 2, "auto_pay": true}));
    resolve_stack(&mut t);
    for (l, zone) in [("thopter", "graveyard"), ("goblin", "graveyard"), ("mine", "graveyard"), ("ogre", "battlefield"), ("giant", "battlefield")] {
        assert_eq!(t.zone(l), zone, "{l}");
    }
}

#[test]
fn r608_2b_dominate_takes_a_creature_at_or_below_x() {
    let bf = lands("Island", 6);
    let bob = json!([{"card": "Gray Ogre", "label": "ogre"}, {"card": "Hill Giant", "label": "giant"}]);
    let mut t = game(Value::Array(bf), json!([{"card": "Dominate", "label": "dom"}]), bob);
    let cast = |x: u32, target: &str| json!({"action": "cast_spell", "player": 0, "card": "@dom", "x": x, "targets": [{"object": format!("@{target}")}], "auto_pay": true});
    refused_unchanged(&mut t, cast(3, "giant"));
    t.act(cast(3, "ogre"));
    assert_eq!(t.g().stack[0].x, 3);
    resolve_stack(&mut t);
    assert_eq!(t.g().controller_of(t.id("ogre")), Some(stackwise::rules::types::PlayerId(0)), "the target is still legal for X = 3 on resolution");
    assert_eq!(t.g().controller_of(t.id("giant")), Some(stackwise::rules::types::PlayerId(1)));
}

#[test]
fn r107_3_meltdown_destroys_each_artifact_at_or_below_x() {
    let bf = with(lands("Mountain", 4), &[json!({"card": "Ornithopter", "label": "mine"})]);
    let bob = json!([
        {"card": "Bottle Gnomes", "label": "gnomes"}, {"card": "Juggernaut", "label": "jugg"}, {"card": "Grizzly Bears", "label": "bears"}
    ]);
    let mut t = game(bf, json!([{"card": "Meltdown", "label": "md"}]), bob);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@md", "x": 3, "auto_pay": true}));
    resolve_stack(&mut t);
    for (l, zone) in [("mine", "graveyard"), ("gnomes", "graveyard"), ("jugg", "battlefield"), ("bears", "battlefield")] {
        assert_eq!(t.zone(l), zone, "{l}");
    }
}

#[test]
fn r602_2b_pernicious_deed_reads_the_x_of_its_activation_after_it_is_sacrificed() {
    let bf = with(lands("Swamp", 2), &[json!({"card": "Pernicious Deed", "label": "deed"})]);
    let bob = json!([
        {"card": "Grizzly Bears", "label": "bears"}, {"card": "Ornithopter", "label": "thopter"}, {"card": "Bad Moon", "label": "moon"},
        {"card": "Gray Ogre", "label": "ogre"}, {"card": "Glorious Anthem", "label": "anthem"}, {"card": "Forest", "label": "forest"}
    ]);
    let mut t = game(bf, json!([]), bob);
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@deed", "ability": 0, "x": 2, "auto_pay": true}));
    assert_eq!(t.zone("deed"), "graveyard", "sacrificed as the cost is paid");
    resolve_stack(&mut t);
    for (l, zone) in [("bears", "graveyard"), ("thopter", "graveyard"), ("moon", "graveyard"), ("ogre", "battlefield"), ("anthem", "battlefield"), ("forest", "battlefield")] {
        assert_eq!(t.zone(l), zone, "{l}");
    }
}

#[test]
fn r107_3_green_suns_zenith_finds_a_green_creature_card_at_or_below_x() {
    let cards: Vec<Value> = CARDS.iter().map(|n| card_table::compiled(n)).collect();
    let mut t = T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": ["Forest", "Forest", "Forest"], "hand": [{"card": "Green Sun's Zenith", "label": "gsz"}],
         "library": ["Llanowar Elves", "Grizzly Bears", "Gray Ogre", "Craw Wurm", "Island"]},
        {"name": "Bob", "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@gsz", "x": 2, "auto_pay": true}));
    let ev = t.pass_all();
    let d = t.g().pending.clone().unwrap_or_else(|| panic!("the search: {:?}", ev.iter().map(|e| e.text.clone()).collect::<Vec<_>>()));
    let DecisionKind::ChooseCards { mut labels, .. } = d.kind else { panic!("{d:?}") };
    labels.sort();
    // Gray Ogre is red; Craw Wurm's converted mana cost is 6.
    assert_eq!(labels, vec!["Grizzly Bears", "Llanowar Elves"]);
}

#[test]
fn r107_3_venarian_glimmer_offers_only_nonland_cards_at_or_below_x() {
    let cards: Vec<Value> = CARDS.iter().map(|n| card_table::compiled(n)).collect();
    let mut t = T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": ["Island", "Island", "Island"], "hand": [{"card": "Venarian Glimmer", "label": "vg"}], "library": ["Island", "Island"]},
        {"name": "Bob", "hand": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Hill Giant", "label": "giant"}, {"card": "Forest", "label": "forest"}], "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@vg", "x": 2, "targets": [{"player": 1}], "auto_pay": true}));
    t.pass_all();
    // Only Grizzly Bears is a nonland card with converted mana cost 2 or less: it is the one discarded.
    if let Some(d) = t.g().pending.clone() {
        let DecisionKind::ChooseObject { candidates, .. } = d.kind else { panic!("{d:?}") };
        assert_eq!(candidates, vec![t.id("bears")]);
        t.act(json!({"action": "answer", "player": 0, "answer": {"object": "@bears"}}));
    }
    assert_eq!((t.zone("bears"), t.zone("giant"), t.zone("forest")), ("graveyard".into(), "hand".into(), "hand".into()));
}

#[test]
fn r601_2c_stir_the_grave_targets_a_creature_card_at_or_below_x() {
    let cards: Vec<Value> = CARDS.iter().map(|n| card_table::compiled(n)).collect();
    let mut t = T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": ["Swamp", "Swamp", "Swamp", "Swamp"], "hand": [{"card": "Stir the Grave", "label": "stir"}],
         "graveyard": [{"card": "Gray Ogre", "label": "ogre"}, {"card": "Hill Giant", "label": "giant"}], "library": ["Island", "Island"]},
        {"name": "Bob", "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    let cast = |x: u32, target: &str| json!({"action": "cast_spell", "player": 0, "card": "@stir", "x": x, "targets": [{"object": format!("@{target}")}], "auto_pay": true});
    // X = 2: Gray Ogre ({2}{R}) has converted mana cost 3; Hill Giant 4.
    refused_unchanged(&mut t, cast(2, "ogre"));
    refused_unchanged(&mut t, cast(3, "giant"));
    t.act(cast(3, "ogre"));
    resolve_stack(&mut t);
    assert_eq!((t.zone("ogre"), t.zone("giant")), ("battlefield".into(), "graveyard".into()));
}

/// 608.2b: the target is checked again on resolution with the same X. A
/// face-down creature has converted mana cost 0 (707.2); turned face up in
/// response (a special action, 116.2b) it has its own, 4, and Disembowel
/// with X = 0 is countered for its one illegal target.
#[test]
fn r608_2b_a_target_whose_converted_mana_cost_no_longer_is_x_is_illegal_on_resolution() {
    let cards: Vec<Value> = CARDS.iter().map(|n| card_table::compiled(n)).collect();
    let mut t = T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": ["Swamp"], "hand": [{"card": "Disembowel", "label": "d"}], "library": ["Island", "Island"]},
        {"name": "Bob", "battlefield": ["Mountain", "Mountain", "Mountain", {"card": "Battering Craghorn", "label": "crag", "face_down": true}], "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@d", "x": 0, "targets": [{"object": "@crag"}], "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "turn_face_up", "player": 1, "permanent": "@crag", "auto_pay": true}));
    let ev = t.pass_all();
    assert!(ev.iter().any(|e| e.rule == "608.2b"), "{:?}", rules(&ev));
    assert_eq!(t.zone("crag"), "battlefield");
    assert_eq!(t.zone("d"), "graveyard");
}
