//! 709 flip cards, read from the text of both halves: a permanent that
//! flips has its flipped half's name, text, type line, power and toughness
//! (709.2), its mana cost and colour unchanged (709.1c); anywhere but the
//! battlefield the card has its normal half alone (709.2), and a flipped
//! permanent that leaves is a new object with no memory of its flip (709.4,
//! 400.7). "Return it to the battlefield flipped" puts the card onto the
//! battlefield with that status (110.6b: a permanent enters unflipped unless
//! an effect says otherwise). The intervening "if" of a flip trigger counts
//! the creatures that died this turn (700.4, 603.4).
//!
//! Cards (their text as the table prints it):
//! - Kuon, Ogre Ascendant {B}{B}{B} 2/4 Legendary Creature — Ogre Monk: "At
//!   the beginning of the end step, if three or more creatures died this
//!   turn, flip Kuon, Ogre Ascendant." Flipped: Kuon's Essence, Legendary
//!   Enchantment: "At the beginning of each player's upkeep, that player
//!   sacrifices a creature."
//! - Homura, Human Ascendant {4}{R}{R} 4/4 Legendary Creature — Human Monk:
//!   "Homura, Human Ascendant can't block. / When Homura dies, return it to
//!   the battlefield flipped." Flipped: Homura's Essence, Legendary
//!   Enchantment: "Creatures you control get +2/+2 and have flying and
//!   "{R}: This creature gets +1/+0 until end of turn.""
//! - Rune-Tail, Kitsune Ascendant {2}{W} 2/2 Legendary Creature — Fox Monk:
//!   "When you have 30 or more life, flip Rune-Tail, Kitsune Ascendant."
//!   Flipped: Rune-Tail's Essence, Legendary Enchantment: "Prevent all
//!   damage that would be dealt to creatures you control."
//! - Light of Sanction {1}{W}{W} Enchantment: "Prevent all damage that would
//!   be dealt to creatures you control by sources you control."
//! - Prodigal Sorcerer {2}{U} 1/1: "{T}: Prodigal Sorcerer deals 1 damage to
//!   target creature or player."
//! - Nezumi Graverobber {1}{B} 2/1 Creature — Rat Rogue: "{1}{B}: Exile
//!   target card from an opponent's graveyard. If no cards are in that
//!   graveyard, flip Nezumi Graverobber." Flipped: Nighteyes the
//!   Desecrator, Legendary Creature — Rat Wizard 4/2: "{4}{B}: Put target
//!   creature card from a graveyard onto the battlefield under your
//!   control."
//! - Bushi Tenderfoot {W} 1/1 Creature — Human Soldier: "When a creature
//!   dealt damage by Bushi Tenderfoot this turn dies, flip Bushi
//!   Tenderfoot." Flipped: Kenzo the Hardhearted, Legendary Creature — Human
//!   Samurai 3/4: "Double strike; bushido 2".
//! - Holy Strength {W} Aura: "Enchant creature / Enchanted creature gets
//!   +1/+2."
//! - Pyroclasm {1}{R}: "Pyroclasm deals 2 damage to each creature."; Doom
//!   Blade {1}{B}: "Destroy target nonblack creature."; Disenchant {1}{W}:
//!   "Destroy target artifact or enchantment."; Llanowar Elves {G} 1/1; Hill
//!   Giant {3}{R} 3/3.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::{CardType, Color, Keyword, Step, Supertype};
use stackwise::rules::*;

const CARDS: &[&str] = &["Kuon, Ogre Ascendant", "Homura, Human Ascendant", "Pyroclasm", "Doom Blade", "Disenchant", "Llanowar Elves", "Hill Giant", "Rune-Tail, Kitsune Ascendant", "Light of Sanction", "Prodigal Sorcerer", "Nezumi Graverobber", "Bushi Tenderfoot", "Holy Strength"];

fn game(alice_bf: Value, hand: Value, bob_bf: Value) -> T {
    common::card_table::compiled_game(CARDS, alice_bf, hand, bob_bf)
}

fn name(t: &T, label: &str) -> String {
    t.g().chars(t.id(label)).unwrap().name.clone()
}

fn elves(n: usize, prefix: &str) -> Vec<Value> {
    (0..n).map(|i| json!({"card": "Llanowar Elves", "label": format!("{prefix}{i}")})).collect()
}

/// Kuon and `mine` Llanowar Elves for Alice, `theirs` for Bob; Alice casts
/// Pyroclasm (every elf dies, Kuon's 4 toughness survives) and plays on to
/// Bob's upkeep.
fn kuon_after_pyroclasm(mine: usize, theirs: usize) -> T {
    let mut bf = vec![json!({"card": "Kuon, Ogre Ascendant", "label": "kuon"}), json!("Mountain"), json!("Mountain")];
    bf.extend(elves(mine, "a"));
    let mut t = game(Value::Array(bf), json!([{"card": "Pyroclasm", "label": "pyro"}]), Value::Array(elves(theirs, "b")));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@pyro", "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.g().player(PlayerId(0)).graveyard.len() + t.g().player(PlayerId(1)).graveyard.len(), mine + theirs + 1, "every elf died");
    assert_eq!(t.g().turn.creatures_died as usize, mine + theirs);
    play_until(&mut t, 1, Step::Upkeep, &|_, _, k| panic!("{k:?}"));
    t
}

#[test]
fn r700_4_kuon_flips_when_three_creatures_of_either_player_died_this_turn() {
    // Two of Alice's elves and one of Bob's: three creatures died (700.4).
    let t = kuon_after_pyroclasm(2, 1);
    let c = t.g().chars(t.id("kuon")).unwrap();
    assert_eq!(c.name, "Kuon's Essence");
    // 709.2: the flipped type line: a legendary enchantment, no creature.
    assert!(c.has_type(CardType::Enchantment) && !c.has_type(CardType::Creature) && c.supertypes.contains(&Supertype::Legendary));
    assert_eq!((c.power, c.toughness), (None, None));
    // 709.1c: the card's mana cost and colour.
    assert_eq!(c.mana_cost.as_ref().map(|m| m.text.clone()), Some("{B}{B}{B}".to_string()));
    assert!(c.colors.contains(Color::Black));
}

#[test]
fn r603_4_kuon_does_not_flip_when_only_two_creatures_died() {
    let t = kuon_after_pyroclasm(1, 1);
    assert_eq!(name(&t, "kuon"), "Kuon, Ogre Ascendant");
    assert_eq!(t.g().chars(t.id("kuon")).unwrap().power, Some(2));
}

#[test]
fn r709_2_kuons_essence_makes_each_player_sacrifice_in_their_upkeep() {
    // Bob's Hill Giant survives the Pyroclasm; flipped in Alice's end step,
    // Kuon's Essence has Bob sacrifice it in his upkeep.
    let mut bf = vec![json!({"card": "Kuon, Ogre Ascendant", "label": "kuon"}), json!("Mountain"), json!("Mountain")];
    bf.extend(elves(3, "a"));
    let mut t = game(Value::Array(bf), json!([{"card": "Pyroclasm", "label": "pyro"}]), json!([{"card": "Hill Giant", "label": "giant"}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@pyro", "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("giant"), "battlefield");
    play_until(&mut t, 1, Step::Draw, &|_, _, k| panic!("{k:?}"));
    assert_eq!(name(&t, "kuon"), "Kuon's Essence");
    assert_eq!(t.zone("giant"), "graveyard", "Bob sacrificed his only creature");
}

/// Pass priority until the stack is empty.
fn settle(t: &mut T) -> Vec<stackwise::rules::events::Event> {
    let mut ev = t.pass_all();
    for _ in 0..10 {
        if t.g().stack.is_empty() && t.g().pending.is_none() {
            break;
        }
        ev.extend(t.pass_all());
    }
    ev
}

/// Alice's Homura and an elf; she casts Doom Blade on Homura.
fn homura_destroyed() -> T {
    let bf = json!([{"card": "Homura, Human Ascendant", "label": "homura"}, {"card": "Llanowar Elves", "label": "elf"}, "Swamp", "Swamp", "Plains", "Plains"]);
    let mut t = game(bf, json!([{"card": "Doom Blade", "label": "blade"}, {"card": "Disenchant", "label": "dis"}]), json!([]));
    let homura = t.id("homura").0;
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@blade", "targets": [{"object": homura}], "auto_pay": true}));
    t
}

#[test]
fn r110_6b_homura_dies_and_returns_to_the_battlefield_flipped() {
    let mut t = homura_destroyed();
    let ev = settle(&mut t);
    assert!(cites(&ev, "110.6b+709.2"), "{:?}", rules(&ev));
    let essence = t.g().battlefield.iter().copied().find(|id| t.g().chars(*id).is_some_and(|c| c.name == "Homura's Essence")).expect("Homura's Essence on the battlefield");
    let c = t.g().chars(essence).unwrap();
    assert!(c.has_type(CardType::Enchantment) && !c.has_type(CardType::Creature));
    assert!(c.colors.contains(Color::Red) && !c.colors.contains(Color::Black), "709.1c: still red");
    // Its static ability: Alice's elf is 3/3 with flying.
    let elf = t.g().chars(t.id("elf")).unwrap();
    assert_eq!((elf.power, elf.toughness), (Some(3), Some(3)));
    assert!(elf.has_keyword(Keyword::Flying));
}

#[test]
fn r709_4_a_flipped_essence_put_into_a_graveyard_is_its_normal_half_and_does_not_return() {
    let mut t = homura_destroyed();
    settle(&mut t);
    let essence = t.g().battlefield.iter().copied().find(|id| t.g().chars(*id).is_some_and(|c| c.name == "Homura's Essence")).expect("returned flipped");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@dis", "targets": [{"object": essence.0}], "auto_pay": true}));
    // An enchantment put into a graveyard didn't die, and Homura's Essence
    // has no ability that returns it (603.10a looks back at it as it was).
    settle(&mut t);
    assert!(!t.g().battlefield.iter().any(|id| t.g().chars(*id).is_some_and(|c| c.name.starts_with("Homura"))));
    let card = t.g().player(PlayerId(0)).graveyard.iter().copied().find(|id| t.g().chars(*id).is_some_and(|c| c.has_name("Homura, Human Ascendant"))).expect("in the graveyard");
    // 709.2: in the graveyard, the normal half alone.
    let c = t.g().chars(card).unwrap();
    assert!(c.has_type(CardType::Creature) && !c.has_type(CardType::Enchantment) && !c.has_name("Homura's Essence"));
    assert_eq!((c.power, c.toughness), (Some(4), Some(4)));
    let elf = t.g().chars(t.id("elf")).unwrap();
    assert_eq!((elf.power, elf.toughness), (Some(1), Some(1)));
}

#[test]
fn r709_2_kuons_essence_destroyed_is_kuon_in_the_graveyard() {
    let mut bf = vec![json!({"card": "Kuon, Ogre Ascendant", "label": "kuon"}), json!("Mountain"), json!("Mountain"), json!("Plains"), json!("Plains")];
    bf.extend(elves(3, "a"));
    let mut t = game(Value::Array(bf), json!([{"card": "Pyroclasm", "label": "pyro"}, {"card": "Disenchant", "label": "dis"}]), json!([]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@pyro", "auto_pay": true}));
    t.pass_all();
    play_until(&mut t, 1, Step::Upkeep, &|_, _, k| panic!("{k:?}"));
    assert_eq!(name(&t, "kuon"), "Kuon's Essence");
    play_until(&mut t, 0, Step::PrecombatMain, &|_, _, k| panic!("{k:?}"));
    // Alice's own upkeep: she had no creature to sacrifice.
    let kuon = t.id("kuon").0;
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@dis", "targets": [{"object": kuon}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("kuon"), "graveyard");
    let c = t.g().chars(t.id("kuon")).unwrap();
    assert_eq!(c.name, "Kuon, Ogre Ascendant");
    assert!(c.has_type(CardType::Creature) && !c.has_type(CardType::Enchantment));
}

/// Alice (with `life`) and her cards, Bob with an elf and a Prodigal Sorcerer; Alice has Pyroclasm.
fn prevention_game(alice_bf: Value, life: i32) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "life": life, "battlefield": alice_bf, "hand": [{"card": "Pyroclasm", "label": "pyro"}], "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": [{"card": "Llanowar Elves", "label": "their_elf"}, {"card": "Prodigal Sorcerer", "label": "sorcerer"}], "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

#[test]
fn r603_8_rune_tail_flips_at_30_life_and_its_essence_prevents_damage_to_its_controllers_creatures() {
    let bf = json!([{"card": "Rune-Tail, Kitsune Ascendant", "label": "rune"}, {"card": "Llanowar Elves", "label": "my_elf"}, "Mountain", "Mountain"]);
    // 29 life: no flip.
    let mut t = prevention_game(bf.clone(), 29);
    t.pass_all();
    assert_eq!(name(&t, "rune"), "Rune-Tail, Kitsune Ascendant");
    // 30 life: the state trigger (603.8) flips it.
    let mut t = prevention_game(bf, 30);
    settle(&mut t);
    let c = t.g().chars(t.id("rune")).unwrap();
    assert_eq!(c.name, "Rune-Tail's Essence");
    assert!(c.has_type(CardType::Enchantment) && !c.has_type(CardType::Creature));
    // Pyroclasm: Alice's elf is unharmed, Bob's dies.
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@pyro", "auto_pay": true}));
    settle(&mut t);
    assert_eq!((t.zone("my_elf"), t.zone("their_elf")), ("battlefield".into(), "graveyard".into()));
    assert_eq!(t.g().obj(t.id("my_elf")).unwrap().damage, 0);
}

#[test]
fn r615_1_light_of_sanction_prevents_only_damage_from_its_controllers_sources() {
    let bf = json!([{"card": "Light of Sanction", "label": "light"}, {"card": "Llanowar Elves", "label": "my_elf"}, {"card": "Hill Giant", "label": "giant"}, "Mountain", "Mountain"]);
    let mut t = prevention_game(bf, 20);
    // Bob's source is not Alice's: its damage to her creature is dealt.
    t.act(json!({"action": "pass_priority", "player": 0}));
    let giant = t.id("giant").0;
    t.act(json!({"action": "activate_ability", "player": 1, "source": "@sorcerer", "ability": 0, "targets": [{"object": giant}]}));
    t.pass_all();
    assert_eq!(t.g().obj(t.id("giant")).unwrap().damage, 1);
    // Alice's Pyroclasm: her creatures are dealt none of its damage, Bob's are.
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@pyro", "auto_pay": true}));
    settle(&mut t);
    assert_eq!((t.zone("my_elf"), t.zone("their_elf"), t.zone("sorcerer")), ("battlefield".into(), "graveyard".into(), "graveyard".into()));
    assert_eq!(t.g().obj(t.id("giant")).unwrap().damage, 1);
}

#[test]
fn r608_2c_nezumi_graverobber_flips_once_that_graveyard_is_empty() {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    let swamps: Vec<Value> = (0..9).map(|_| json!("Swamp")).collect();
    let mut bf = vec![json!({"card": "Nezumi Graverobber", "label": "rat"})];
    bf.extend(swamps);
    let mut t = T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": bf, "graveyard": [{"card": "Llanowar Elves", "label": "my_elf"}], "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "graveyard": [{"card": "Hill Giant", "label": "giant"}, {"card": "Pyroclasm", "label": "pyro"}], "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    let exile = |t: &mut T, label: &str| {
        let id = t.id(label).0;
        t.act(json!({"action": "activate_ability", "player": 0, "source": "@rat", "ability": 0, "targets": [{"object": id}], "auto_pay": true}));
        t.pass_all();
    };
    // Alice's own graveyard is no legal target ("an opponent's graveyard").
    let mine = t.id("my_elf").0;
    assert!(t.try_act(json!({"action": "activate_ability", "player": 0, "source": "@rat", "ability": 0, "targets": [{"object": mine}], "auto_pay": true})).is_err());
    // One card is left in Bob's graveyard: no flip.
    exile(&mut t, "pyro");
    assert_eq!(t.zone("pyro"), "exile");
    assert_eq!(name(&t, "rat"), "Nezumi Graverobber");
    // Bob's graveyard is empty now: it flips into Nighteyes the Desecrator.
    exile(&mut t, "giant");
    let c = t.g().chars(t.id("rat")).unwrap();
    assert_eq!(c.name, "Nighteyes the Desecrator");
    assert_eq!((c.power, c.toughness), (Some(4), Some(2)));
    // Nighteyes: Alice's Llanowar Elves from her own graveyard, under her control.
    let elf = t.id("my_elf").0;
    let ability = c.abilities.iter().position(|a| matches!(a, stackwise::cards::def::Ability::Activated { .. })).unwrap();
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@rat", "ability": ability, "targets": [{"object": elf}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("my_elf"), "battlefield");
}

#[test]
fn r709_2_bushi_tenderfoot_flips_when_a_creature_it_damaged_dies_and_keeps_its_aura() {
    // Bushi Tenderfoot with Holy Strength (2/3) attacks; Bob blocks with
    // Llanowar Elves, which dies of its damage.
    let bf = json!([{"card": "Bushi Tenderfoot", "label": "bushi"}, {"card": "Holy Strength", "label": "aura", "attached_to": "bushi"}]);
    let mut t = game(bf, json!([]), json!([{"card": "Llanowar Elves", "label": "elves"}]));
    assert_eq!(t.g().chars(t.id("bushi")).unwrap().power, Some(2));
    t.gm().turn.step = Step::BeginningOfCombat;
    attack_to_blockers(&mut t, "bushi");
    t.act(json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@elves", "attacker": "@bushi"}]}));
    settle(&mut t);
    for _ in 0..4 {
        if t.g().turn.step == Step::PostcombatMain {
            break;
        }
        settle(&mut t);
    }
    assert_eq!(t.zone("elves"), "graveyard");
    // 709.2: Kenzo the Hardhearted, the same permanent: Holy Strength is still on it.
    let c = t.g().chars(t.id("bushi")).unwrap();
    assert_eq!(c.name, "Kenzo the Hardhearted");
    assert!(c.has_keyword(Keyword::DoubleStrike));
    assert_eq!((c.power, c.toughness), (Some(4), Some(6)), "3/4 and Holy Strength's +1/+2");
    assert_eq!(t.zone("aura"), "battlefield");
    assert_eq!(t.g().obj(t.id("bushi")).unwrap().damage, 1, "the elves' damage is still marked on it");
}
