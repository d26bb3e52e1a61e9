//! The general card pool: every built-in card loads and validates, the named
//! cards have the right characteristics, and a set of behavioural tests plays
//! the cards through the engine (events by rule number and resulting state).

use crate::common;
use common::*;
use serde_json::json;
use stackwise::cards::builtin;
use stackwise::rules::state::DecisionKind;
use stackwise::rules::*;

// ---------------------------------------------------------------- pool ----

#[test]
fn builtin_pool_loads_and_every_card_validates() {
    let pool = builtin();
    assert!(pool.len() >= 40, "pool has only {} cards", pool.len());
    for def in pool.all() {
        let name = &def.name;
        assert_eq!(name, &def.name);
        let errs = def.validate();
        assert!(errs.is_empty(), "{name}: {errs:?}");
        assert!(!def.text.is_empty() || def.abilities.is_empty() && def.keywords.is_empty() && def.spell.is_none(),
            "{name} has rules but no rules text");
    }
}

/// The built-in cards of src/cards/from_text.txt are the card table's cards
/// compiled from their printed text: their rendering is the printed text.
/// Every built-in card is one of them (none is written in the card form).
#[test]
fn builtin_cards_are_compiled_from_their_text_wherever_understood() {
    use stackwise::text::{self, Status};
    let listed: Vec<&str> = include_str!("../../src/cards/from_text.txt").lines().filter(|l| !l.is_empty() && !l.starts_with('#')).collect();
    assert!(listed.len() >= 300, "{} cards compiled from text", listed.len());
    for n in &listed {
        assert!(builtin().get(n).is_some(), "{n} is listed in from_text.txt but doesn't compile to an understood card");
    }
    assert_eq!(builtin().len(), builtin().all().len(), "every built-in card is there");
    for def in builtin().all() {
        let name = &def.name;
        assert!(listed.contains(&name.as_str()), "{name} is built in but not compiled from its text");
        let card = common::card_table::card(name);
        let (status, compiled) = text::status(card);
        assert_eq!(status, Status::Understood, "{name}");
        assert_eq!(def.text, text::normalize(&card.text), "{name}: its text is its rendering");
        assert_eq!(serde_json::to_value(def.as_ref()).unwrap(), serde_json::to_value(compiled.unwrap()).unwrap(), "{name}");
    }
}

/// (name, mana cost, types, power/toughness, keywords)
type Row = (&'static str, &'static str, &'static [CardType], Option<(i32, i32)>, &'static [Keyword]);

const ROWS: &[Row] = {
    use CardType::*;
    use Keyword::*;
    &[
        ("Lightning Bolt", "{R}", &[Instant], None, &[]),
        ("Shock", "{R}", &[Instant], None, &[]),
        ("Giant Growth", "{G}", &[Instant], None, &[]),
        ("Terror", "{1}{B}", &[Instant], None, &[]),
        ("Doom Blade", "{1}{B}", &[Instant], None, &[]),
        ("Wrath of God", "{2}{W}{W}", &[Sorcery], None, &[]),
        ("Counterspell", "{U}{U}", &[Instant], None, &[]),
        ("Memory Lapse", "{1}{U}", &[Instant], None, &[]),
        ("Disenchant", "{1}{W}", &[Instant], None, &[]),
        ("Naturalize", "{1}{G}", &[Instant], None, &[]),
        ("Fog", "{G}", &[Instant], None, &[]),
        ("Dark Ritual", "{B}", &[Instant], None, &[]),
        ("Blaze", "{X}{R}", &[Sorcery], None, &[]),
        ("Raise the Alarm", "{1}{W}", &[Instant], None, &[]),
        ("Fork", "{R}{R}", &[Instant], None, &[]),
        ("Battlegrowth", "{G}", &[Instant], None, &[]),
        ("Scar", "{B/R}", &[Instant], None, &[]),
        ("Funeral Charm", "{B}", &[Instant], None, &[]),
        ("Unsummon", "{U}", &[Instant], None, &[]),
        ("Grizzly Bears", "{1}{G}", &[Creature], Some((2, 2)), &[]),
        ("Hill Giant", "{3}{R}", &[Creature], Some((3, 3)), &[]),
        ("Craw Wurm", "{4}{G}{G}", &[Creature], Some((6, 4)), &[]),
        ("Savannah Lions", "{W}", &[Creature], Some((2, 1)), &[]),
        ("Serra Angel", "{3}{W}{W}", &[Creature], Some((4, 4)), &[Flying, Vigilance]),
        ("Giant Spider", "{3}{G}", &[Creature], Some((2, 4)), &[Reach]),
        ("Wall of Wood", "{G}", &[Creature], Some((0, 3)), &[Defender]),
        ("Raging Goblin", "{R}", &[Creature], Some((1, 1)), &[Haste]),
        ("Typhoid Rats", "{B}", &[Creature], Some((1, 1)), &[Deathtouch]),
        ("Vampire Nighthawk", "{1}{B}{B}", &[Creature], Some((2, 3)), &[Flying, Deathtouch, Lifelink]),
        ("Youthful Knight", "{1}{W}", &[Creature], Some((2, 1)), &[FirstStrike]),
        ("Fencing Ace", "{1}{W}", &[Creature], Some((1, 1)), &[DoubleStrike]),
        ("War Mammoth", "{3}{G}", &[Creature], Some((3, 3)), &[Trample]),
        ("Air Elemental", "{3}{U}{U}", &[Creature], Some((4, 4)), &[Flying]),
        ("Glistener Elf", "{G}", &[Creature], Some((1, 1)), &[Infect]),
        ("Llanowar Elves", "{G}", &[Creature], Some((1, 1)), &[]),
        ("Drudge Skeletons", "{1}{B}", &[Creature], Some((1, 1)), &[]),
        ("Prodigal Sorcerer", "{2}{U}", &[Creature], Some((1, 1)), &[]),
        ("Glorious Anthem", "{1}{W}{W}", &[Enchantment], None, &[]),
    ]
};

#[test]
fn named_cards_have_their_printed_characteristics() {
    let pool = builtin();
    for (name, cost, types, pt, kws) in ROWS {
        let d = pool.get(name).unwrap_or_else(|| panic!("{name} is missing from the pool"));
        assert_eq!(d.mana_cost.as_ref().map(|m| m.text.as_str()), Some(*cost), "{name} cost");
        assert_eq!(d.types.as_slice(), *types, "{name} types");
        assert_eq!(d.power.zip(d.toughness), *pt, "{name} power/toughness");
        assert_eq!(d.keywords.as_slice(), *kws, "{name} keywords");
        let vanilla = d.keywords.is_empty() && d.abilities.is_empty() && d.spell.is_none();
        assert_eq!(d.text.is_empty(), vanilla, "{name}: rules text iff it has rules");
        let spell = types.contains(&CardType::Instant) || types.contains(&CardType::Sorcery);
        assert_eq!(d.spell.is_some(), spell, "{name}: spell section");
    }
    // 202.2: colours follow the mana cost; Scar's hybrid symbol makes it black and red.
    let scar = pool.get("Scar").unwrap().base_colors();
    assert!(scar.contains(Color::Black) && scar.contains(Color::Red));
    assert_eq!(pool.get("Scar").unwrap().mana_cost.as_ref().unwrap().converted(), 1);
    assert_eq!(pool.get("Funeral Charm").unwrap().spell.as_ref().unwrap().modes.len(), 3);
    // 605.1a: Llanowar Elves' ability is a mana ability; Prodigal Sorcerer's (it targets) is not.
    assert!(pool.get("Llanowar Elves").unwrap().abilities[0].is_mana_ability());
    assert!(!pool.get("Prodigal Sorcerer").unwrap().abilities[0].is_mana_ability());
}

// ------------------------------------------------------------- helpers ----

fn pt(t: &T, label: &str) -> (i32, i32) {
    let c = t.g().chars(t.id(label)).expect("object exists");
    (c.power.unwrap(), c.toughness.unwrap())
}

fn has_kw(t: &T, label: &str, k: Keyword) -> bool {
    t.g().chars(t.id(label)).unwrap().has_keyword(k)
}

fn pool(t: &T, p: u8) -> ManaPool {
    t.g().player(PlayerId(p)).pool
}

// ------------------------------------------------------------- mana -------

#[test]
fn r106_4_dark_ritual_adds_bbb() {
    let mut t = T::new(json!({"players": [
        {"name": "A", "hand": [{"card": "Dark Ritual", "label": "rit"}], "battlefield": ["Swamp"]},
        {"name": "B"}
    ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@rit", "auto_pay": true}));
    assert_eq!(pool(&t, 0).total(), 0, "the Swamp's B was spent on the ritual");
    let ev = t.pass_all();
    assert!(cites(&ev, "106.4") && cites(&ev, "608.2k"), "{:?}", rules(&ev));
    let p = pool(&t, 0);
    assert_eq!((p.get(ManaType::Black), p.total()), (3, 3));
    assert_eq!(t.zone("rit"), "graveyard");
}

#[test]
fn r605_llanowar_elves_taps_for_green() {
    let mut t = T::new(json!({"players": [
        {"name": "A", "battlefield": [{"card": "Llanowar Elves", "label": "elf"}]},
        {"name": "B"}
    ]}));
    let ev = t.act(json!({"action": "activate_ability", "player": 0, "source": "@elf", "ability": 0}));
    // 605.3b: a mana ability resolves at once, without using the stack.
    assert!(t.g().stack.is_empty());
    assert!(cites(&ev, "605.3a"), "{:?}", rules(&ev));
    assert_eq!(pool(&t, 0).get(ManaType::Green), 1);
    assert!(t.g().obj(t.id("elf")).unwrap().tapped);
    // Tapped: it can't pay {T} again.
    assert!(t.try_act(json!({"action": "activate_ability", "player": 0, "source": "@elf", "ability": 0})).is_err());
    assert_eq!(pool(&t, 0).get(ManaType::Green), 1);
}

#[test]
fn r302_6_summoning_sick_llanowar_elves_cannot_tap_for_mana() {
    let mut t = T::new(json!({"players": [
        {"name": "A", "battlefield": [{"card": "Llanowar Elves", "label": "elf", "sick": true}]},
        {"name": "B"}
    ]}));
    let before = t.g().clone();
    let r = t.try_act(json!({"action": "activate_ability", "player": 0, "source": "@elf", "ability": 0}));
    assert!(r.is_err(), "a summoning-sick creature's {{T}} ability can't be activated");
    assert_eq!(pool(&t, 0).total(), 0);
    assert!(!t.g().obj(t.id("elf")).unwrap().tapped);
    assert_eq!(t.g().player(PlayerId(0)).pool, before.player(PlayerId(0)).pool);
}

// ------------------------------------------------------------ pumps -------

#[test]
fn r514_2_giant_growth_pumps_until_end_of_turn() {
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "hand": [{"card": "Giant Growth", "label": "gg"}], "battlefield": ["Forest", {"card": "Grizzly Bears", "label": "bears"}]},
            {"name": "B"}
        ],
        "turn": {"number": 2, "active": 0, "step": "end"}
    }));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@gg", "targets": [{"object": "@bears"}], "auto_pay": true}));
    let ev = t.pass_all();
    // 611.2a: a continuous effect from a resolving spell begins.
    assert!(cites(&ev, "611.2a"), "{:?}", rules(&ev));
    assert_eq!(pt(&t, "bears"), (5, 5));
    // Pass out of the end step: in the cleanup step "until end of turn" effects end (514.2).
    let mut ev = Vec::new();
    for _ in 0..4 {
        if t.g().turn.number != 2 {
            break;
        }
        ev.extend(t.pass_all());
    }
    assert_ne!(t.g().turn.number, 2, "the turn should have ended");
    assert!(cites(&ev, "514.2"), "{:?}", rules(&ev));
    assert_eq!(pt(&t, "bears"), (2, 2));
}

#[test]
fn r121_battlegrowth_and_scar_put_counters() {
    let mut t = T::new(json!({"players": [
        {"name": "A", "hand": [{"card": "Battlegrowth", "label": "bg"}, {"card": "Scar", "label": "scar"}],
         "battlefield": ["Forest", "Mountain", {"card": "Grizzly Bears", "label": "bears"}, {"card": "Hill Giant", "label": "giant"}]},
        {"name": "B"}
    ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bg", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.g().obj(t.id("bears")).unwrap().extra.counters.get("+1/+1"), Some(&1));
    assert_eq!(pt(&t, "bears"), (3, 3));
    // Scar's hybrid {B/R} is paid with the Mountain.
    let ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@scar", "targets": [{"object": "@giant"}], "auto_pay": true}));
    assert!(cites(&ev, "601.2i"));
    t.pass_all();
    assert_eq!(t.g().obj(t.id("giant")).unwrap().extra.counters.get("-1/-1"), Some(&1));
    assert_eq!(pt(&t, "giant"), (2, 2));
}

#[test]
fn r613_glorious_anthem_pumps_only_your_creatures() {
    let t = T::new(json!({"players": [
        {"name": "A", "battlefield": ["Glorious Anthem", {"card": "Grizzly Bears", "label": "mine"}]},
        {"name": "B", "battlefield": [{"card": "Grizzly Bears", "label": "theirs"}]}
    ]}));
    assert_eq!(pt(&t, "mine"), (3, 3));
    assert_eq!(pt(&t, "theirs"), (2, 2));
}

// ------------------------------------------------------------ removal -----

#[test]
fn r115_terror_cannot_target_a_black_creature() {
    let mut t = T::new(json!({"players": [
        {"name": "A", "hand": [{"card": "Terror", "label": "terror"}], "battlefield": ["Swamp", "Swamp"]},
        {"name": "B", "battlefield": [{"card": "Drudge Skeletons", "label": "skel"}]}
    ]}));
    let r = t.try_act(json!({"action": "cast_spell", "player": 0, "card": "@terror", "targets": [{"object": "@skel"}], "auto_pay": true}));
    assert!(r.is_err(), "a black creature is not a legal target for Terror");
    assert_eq!(t.zone("terror"), "hand");
    assert!(t.g().stack.is_empty());
    assert_eq!(t.zone("skel"), "battlefield");
}

#[test]
fn r701_7_terror_destroys_and_regeneration_is_not_allowed() {
    // River Boa travels inside the scenario as a card written as printed, compiled from its text.
    let mut t = T::new(json!({
        "cards": [{"name": "River Boa", "mana_cost": "{1}{G}", "type": "Creature — Snake", "power": 2, "toughness": 1,
                   "text": "Islandwalk\n{G}: Regenerate River Boa."}],
        "players": [
            {"name": "A", "hand": [{"card": "Terror", "label": "terror"}], "battlefield": ["Swamp", "Swamp"]},
            {"name": "B", "mana_pool": "G", "battlefield": [{"card": "River Boa", "label": "boa"}]}
        ]
    }));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@terror", "targets": [{"object": "@boa"}], "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    // B responds by regenerating; the shield is useless against Terror (608.2c read-ahead).
    t.act(json!({"action": "activate_ability", "player": 1, "source": "@boa", "ability": 0, "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.g().obj(t.id("boa")).unwrap().extra.regen_shields, 1);
    let ev = t.pass_all();
    assert!(cites(&ev, "701.7"), "{:?}", rules(&ev));
    assert_eq!(t.zone("boa"), "graveyard");
}

#[test]
fn r701_7_doom_blade_kills_nonblack_but_not_black() {
    let mut t = T::new(json!({"players": [
        {"name": "A", "hand": [{"card": "Doom Blade", "label": "blade"}], "battlefield": ["Swamp", "Swamp"]},
        {"name": "B", "battlefield": [{"card": "Vampire Nighthawk", "label": "hawk"}, {"card": "Serra Angel", "label": "angel"}]}
    ]}));
    assert!(t.try_act(json!({"action": "cast_spell", "player": 0, "card": "@blade", "targets": [{"object": "@hawk"}], "auto_pay": true})).is_err());
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@blade", "targets": [{"object": "@angel"}], "auto_pay": true}));
    let ev = t.pass_all();
    assert!(cites(&ev, "701.7"), "{:?}", rules(&ev));
    assert_eq!(t.zone("angel"), "graveyard");
    assert_eq!(t.zone("hawk"), "battlefield");
}

#[test]
fn r608_2g_wrath_of_god_destroys_all_creatures_without_regeneration() {
    let mut t = T::new(json!({"players": [
        {"name": "A", "hand": [{"card": "Wrath of God", "label": "wrath"}],
         "battlefield": ["Plains", "Plains", "Plains", "Plains", "Swamp", {"card": "Drudge Skeletons", "label": "skel"},
                         {"card": "Grizzly Bears", "label": "bears"}, {"card": "Glorious Anthem", "label": "anthem"}]},
        {"name": "B", "battlefield": [{"card": "Serra Angel", "label": "angel"}]}
    ]}));
    // The Skeletons get a regeneration shield first.
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@skel", "ability": 0, "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.g().obj(t.id("skel")).unwrap().extra.regen_shields, 1);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@wrath", "auto_pay": true}));
    let ev = t.pass_all();
    assert!(cites(&ev, "701.7"), "{:?}", rules(&ev));
    assert!(!cites(&ev, "701.12b") && !cites(&ev, "701.13a"), "no regeneration: {:?}", rules(&ev));
    for l in ["bears", "skel", "angel"] {
        assert_eq!(t.zone(l), "graveyard", "{l}");
    }
    assert_eq!(t.zone("anthem"), "battlefield", "Wrath only destroys creatures");
}

#[test]
fn r701_7_disenchant_and_naturalize_destroy_enchantments_only() {
    let mut t = T::new(json!({"players": [
        {"name": "A", "hand": [{"card": "Disenchant", "label": "dis"}, {"card": "Naturalize", "label": "nat"}],
         "battlefield": ["Plains", "Plains", "Forest", "Forest"]},
        {"name": "B", "battlefield": [{"card": "Glorious Anthem", "label": "anthem"}, {"card": "Grizzly Bears", "label": "bears"}]}
    ]}));
    assert!(t.try_act(json!({"action": "cast_spell", "player": 0, "card": "@nat", "targets": [{"object": "@bears"}], "auto_pay": true})).is_err());
    assert_eq!(t.zone("nat"), "hand");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@dis", "targets": [{"object": "@anthem"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("anthem"), "graveyard");
    assert_eq!(pt(&t, "bears"), (2, 2));
}

#[test]
fn r400_7_unsummon_returns_creature_to_owners_hand() {
    let mut t = T::new(json!({"players": [
        {"name": "A", "hand": [{"card": "Unsummon", "label": "u"}], "battlefield": ["Island"]},
        {"name": "B", "battlefield": [{"card": "Craw Wurm", "label": "wurm"}]}
    ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@u", "targets": [{"object": "@wurm"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("wurm"), "hand");
    assert!(t.g().player(PlayerId(1)).hand.contains(&t.id("wurm")));
}

// ------------------------------------------------------------ damage ------

#[test]
fn r107_3_blaze_with_x_3() {
    let mut t = T::new(json!({"players": [
        {"name": "A", "hand": [{"card": "Blaze", "label": "blaze"}], "battlefield": ["Mountain", "Mountain", "Mountain", "Mountain"]},
        {"name": "B", "battlefield": [{"card": "Hill Giant", "label": "giant"}]}
    ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@blaze", "x": 3, "targets": [{"object": "@giant"}], "auto_pay": true}));
    assert_eq!(t.g().stack[0].x, 3);
    let tapped = t.g().battlefield.iter().filter(|id| t.g().obj(**id).unwrap().tapped).count();
    assert_eq!(tapped, 4, "X=3 plus R costs four mana");
    let ev = t.pass_all();
    assert!(cites(&ev, "704.5g"), "{:?}", rules(&ev));
    assert_eq!(t.zone("giant"), "graveyard");
}

#[test]
fn r107_3_blaze_x_to_a_player() {
    let mut t = T::new(json!({"players": [
        {"name": "A", "hand": [{"card": "Blaze", "label": "blaze"}], "battlefield": ["Mountain", "Mountain", "Mountain"]},
        {"name": "B"}
    ]}));
    // Three Mountains can't pay X=3 plus {R}.
    assert!(t.try_act(json!({"action": "cast_spell", "player": 0, "card": "@blaze", "x": 3, "targets": [{"player": 1}], "auto_pay": true})).is_err());
    assert_eq!(t.zone("blaze"), "hand");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@blaze", "x": 2, "targets": [{"player": 1}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.life(1), 18);
}

#[test]
fn r602_prodigal_sorcerer_pings() {
    let mut t = T::new(json!({"players": [
        {"name": "A", "battlefield": [{"card": "Prodigal Sorcerer", "label": "tim"}]},
        {"name": "B", "battlefield": [{"card": "Typhoid Rats", "label": "rats"}]}
    ]}));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@tim", "ability": 0, "targets": [{"object": "@rats"}]}));
    assert_eq!(t.g().stack.len(), 1, "a targeted ability uses the stack");
    let ev = t.pass_all();
    assert!(cites(&ev, "704.5g"), "{:?}", rules(&ev));
    assert_eq!(t.zone("rats"), "graveyard");
}

#[test]
fn r701_13_drudge_skeletons_regenerate_from_lethal_damage() {
    let mut t = T::new(json!({"players": [
        {"name": "A", "hand": [{"card": "Shock", "label": "shock"}], "battlefield": ["Swamp", "Mountain", {"card": "Drudge Skeletons", "label": "skel"}]},
        {"name": "B"}
    ]}));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@skel", "ability": 0, "auto_pay": true}));
    assert_eq!(t.g().stack.len(), 1);
    let ev = t.pass_all();
    assert!(cites(&ev, "701.13a"), "{:?}", rules(&ev));
    assert_eq!(t.g().obj(t.id("skel")).unwrap().extra.regen_shields, 1);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@shock", "targets": [{"object": "@skel"}], "auto_pay": true}));
    let ev = t.pass_all();
    assert!(cites(&ev, "704.5g"), "lethal damage is checked: {:?}", rules(&ev));
    assert!(ev.iter().any(|e| matches!(e.kind, EventKind::Regenerated { .. }) && e.rule == "701.13a"), "{:?}", rules(&ev));
    assert_eq!(t.zone("skel"), "battlefield");
    let o = t.g().obj(t.id("skel")).unwrap();
    assert!(o.tapped && o.damage == 0 && o.extra.regen_shields == 0);
}

// ------------------------------------------------------------ the stack ---

#[test]
fn r701_5a_counterspell_counters_a_spell() {
    let mut t = T::new(json!({"players": [
        {"name": "A", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "battlefield": ["Mountain"]},
        {"name": "B", "hand": [{"card": "Counterspell", "label": "cs"}], "battlefield": ["Island", "Island"]}
    ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@cs", "targets": [{"object": "@bolt"}], "auto_pay": true}));
    assert_eq!(t.g().stack.len(), 2);
    let ev = t.pass_all();
    assert!(cites(&ev, "701.5a"), "{:?}", rules(&ev));
    assert_eq!(t.zone("bolt"), "graveyard");
    assert_eq!(t.zone("cs"), "graveyard");
    assert!(t.g().stack.is_empty());
    assert_eq!(t.life(1), 20);
}

#[test]
fn r701_5a_memory_lapse_puts_the_spell_on_top_of_its_library() {
    let mut t = T::new(json!({"players": [
        {"name": "A", "hand": [{"card": "Craw Wurm", "label": "wurm"}], "library": ["Forest", "Forest"],
         "battlefield": ["Forest", "Forest", "Forest", "Forest", "Forest", "Forest"]},
        {"name": "B", "hand": [{"card": "Memory Lapse", "label": "ml"}], "battlefield": ["Island", "Island"]}
    ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@wurm", "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@ml", "targets": [{"object": "@wurm"}], "auto_pay": true}));
    let ev = t.pass_all();
    assert!(cites(&ev, "701.5a"), "{:?}", rules(&ev));
    assert_eq!(t.zone("wurm"), "library");
    let lib = &t.g().player(PlayerId(0)).library;
    assert_eq!(lib.len(), 3);
    assert_eq!(*lib.last().unwrap(), t.id("wurm"), "the Wurm is on top");
    assert_eq!(t.zone("ml"), "graveyard");
}

#[test]
fn r706_10_fork_copies_bolt_with_a_new_target() {
    let mut t = T::new(json!({"players": [
        {"name": "A", "hand": [{"card": "Lightning Bolt", "label": "bolt"}, {"card": "Fork", "label": "fork"}],
         "battlefield": ["Mountain", "Mountain", "Mountain"]},
        {"name": "B", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}]}
    ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": "@bears"}], "auto_pay": true}));
    // A holds priority and forks their own Bolt.
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@fork", "targets": [{"object": "@bolt"}], "auto_pay": true}));
    t.pass_all();
    let d = t.g().pending.clone().expect("Fork asks for the copy's targets");
    assert_eq!(d.rule, "706.10c");
    assert!(matches!(d.kind, DecisionKind::ChooseTargets { .. }));
    let ev = t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"player": 1}]}));
    assert!(cites(&ev, "706.10"), "{:?}", rules(&ev));
    assert_eq!(t.g().stack.len(), 2, "the copy sits above the original Bolt");
    let copy = t.g().stack.last().unwrap().id;
    let cc = t.g().chars(copy).unwrap().colors;
    assert!(cc.contains(Color::Red) && cc.iter().count() == 1, "the copy is red");
    t.pass_all();
    assert_eq!(t.life(1), 17, "the copy hit the player");
    assert_eq!(t.zone("bears"), "battlefield");
    t.pass_all();
    assert_eq!(t.zone("bears"), "graveyard", "the original Bolt kept its target");
    assert!(t.g().stack.is_empty());
}

#[test]
fn r706_10_fork_cannot_target_a_creature_spell() {
    let mut t = T::new(json!({"players": [
        {"name": "A", "hand": [{"card": "Grizzly Bears", "label": "bears"}], "battlefield": ["Forest", "Forest"]},
        {"name": "B", "hand": [{"card": "Fork", "label": "fork"}], "battlefield": ["Mountain", "Mountain"]}
    ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bears", "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    assert!(t.try_act(json!({"action": "cast_spell", "player": 1, "card": "@fork", "targets": [{"object": "@bears"}], "auto_pay": true})).is_err());
    assert_eq!(t.zone("fork"), "hand");
}

// ------------------------------------------------------------ tokens ------

#[test]
fn r111_raise_the_alarm_creates_two_soldiers() {
    let mut t = T::new(json!({"players": [
        {"name": "A", "hand": [{"card": "Raise the Alarm", "label": "rta"}], "battlefield": ["Plains", "Plains"]},
        {"name": "B"}
    ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@rta", "auto_pay": true}));
    let ev = t.pass_all();
    let made: Vec<ObjectId> = ev.iter().filter_map(|e| match e.kind { EventKind::TokenCreated { object } => Some(object), _ => None }).collect();
    assert_eq!(made.len(), 2, "{:?}", rules(&ev));
    for id in made {
        let o = t.g().obj(id).unwrap();
        assert!(o.token && o.zone == Zone::Battlefield && o.controller == PlayerId(0));
        let c = t.g().chars(id).unwrap();
        assert_eq!((c.power, c.toughness), (Some(1), Some(1)));
        assert!(c.colors.contains(Color::White) && c.subtypes == vec!["Soldier".to_string()]);
        assert!(c.has_type(CardType::Creature));
    }
}

// ------------------------------------------------------------ modes -------

fn charm_game() -> T {
    T::new(json!({"players": [
        {"name": "A", "hand": [{"card": "Funeral Charm", "label": "charm"}], "battlefield": ["Swamp", {"card": "Grizzly Bears", "label": "bears"}]},
        {"name": "B", "hand": [{"card": "Hill Giant", "label": "card"}]}
    ]}))
}

#[test]
fn r700_2_funeral_charm_needs_a_mode() {
    let mut t = charm_game();
    assert!(t.try_act(json!({"action": "cast_spell", "player": 0, "card": "@charm", "targets": [{"player": 1}], "auto_pay": true})).is_err());
    assert!(t.try_act(json!({"action": "cast_spell", "player": 0, "card": "@charm", "mode": 3, "targets": [{"player": 1}], "auto_pay": true})).is_err());
    // Mode 0 wants a player, not a creature.
    assert!(t.try_act(json!({"action": "cast_spell", "player": 0, "card": "@charm", "mode": 0, "targets": [{"object": "@bears"}], "auto_pay": true})).is_err());
    assert_eq!(t.zone("charm"), "hand");
}

#[test]
fn r700_2_funeral_charm_mode_0_discard() {
    let mut t = charm_game();
    let ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@charm", "mode": 0, "targets": [{"player": 1}], "auto_pay": true}));
    assert!(cites(&ev, "601.2b"));
    let ev = t.pass_all();
    assert!(cites(&ev, "701.8"), "{:?}", rules(&ev));
    assert_eq!(t.zone("card"), "graveyard");
}

#[test]
fn r700_2_funeral_charm_mode_1_plus_two_minus_one() {
    let mut t = charm_game();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@charm", "mode": 1, "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(pt(&t, "bears"), (4, 1));
    assert_eq!(t.zone("card"), "hand");
}

#[test]
fn r700_2_funeral_charm_mode_2_swampwalk() {
    let mut t = charm_game();
    assert!(!has_kw(&t, "bears", Keyword::Swampwalk));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@charm", "mode": 2, "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    assert!(has_kw(&t, "bears", Keyword::Swampwalk));
    assert_eq!(pt(&t, "bears"), (2, 2));
}

// ------------------------------------------------------------ combat ------

fn to_declare_attackers(t: &mut T) {
    for _ in 0..6 {
        if t.g().pending.is_some() {
            return;
        }
        t.pass_all();
    }
}

#[test]
fn r615_fog_prevents_combat_damage() {
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "battlefield": [{"card": "Craw Wurm", "label": "wurm"}]},
            {"name": "B", "hand": [{"card": "Fog", "label": "fog"}], "battlefield": ["Forest"]}
        ],
        "turn": {"number": 3, "active": 0, "step": "beginning_of_combat"}
    }));
    to_declare_attackers(&mut t);
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@wurm", "target": {"player": 1}}]}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@fog", "auto_pay": true}));
    let ev = t.pass_all();
    assert!(cites(&ev, "615.1"), "{:?}", rules(&ev));
    let mut ev = Vec::new();
    for _ in 0..8 {
        if t.g().turn.step == Step::EndOfCombat || t.g().turn.step == Step::PostcombatMain {
            break;
        }
        if let Some(d) = t.g().pending.clone() {
            if matches!(d.kind, DecisionKind::DeclareBlockers { .. }) {
                ev.extend(t.act(json!({"action": "declare_blockers", "player": 1, "blockers": []})));
                continue;
            }
        }
        ev.extend(t.pass_all());
    }
    assert!(matches!(t.g().turn.step, Step::EndOfCombat | Step::PostcombatMain), "{:?}", t.g().turn.step);
    assert!(cites(&ev, "510") && cites(&ev, "615.1"), "the damage step ran and the damage was prevented: {:?}", rules(&ev));
    assert_eq!(t.life(1), 20, "Fog prevented the Wurm's damage");
}

// ------------------------------------------------------------ docs --------

/// Every JSON example in docs/cards.md is read with the real types, so the
/// documentation can't drift from the format.
#[test]
fn docs_cards_md_examples_parse() {
    use stackwise::cards::def::*;
    use stackwise::formats::scenario::Scenario;
    let doc = include_str!("../../docs/cards.md");
    fn parses(v: &serde_json::Value) -> bool {
        // Read as a card file is read: shorthand spellings in their general form.
        let mut v = v.clone();
        stackwise::cards::lowering::lower(&mut v);
        let v = &v;
        macro_rules! try_as {
            ($($t:ty),*) => { $( serde_json::from_value::<$t>(v.clone()).is_ok() )||* };
        }
        let typed = try_as!(CardDef, Effect, Ability, Cost, TargetSpec, Filter, TriggerCondition, Condition, StaticEffect, ReplacementKind, Scenario);
        if typed {
            return true;
        }
        // A card written as printed must compile, and be understood.
        if let Some(obj) = v.as_object().filter(|o| stackwise::text::custom::is_text_card(o)) {
            let card: stackwise::text::custom::TextCard = serde_json::from_value(serde_json::Value::Object(obj.clone())).expect("a card written as printed");
            return stackwise::text::custom::compile_text_card(&card).is_ok();
        }
        // A fragment such as "spell": {...} is checked as a field of a card.
        if let Some(obj) = v.as_object() {
            if obj.len() == 1 && obj.contains_key("spell") {
                let mut card = serde_json::json!({"name": "X", "types": ["Instant"]});
                card["spell"] = obj["spell"].clone();
                return serde_json::from_value::<CardDef>(card).map(|c| c.validate().is_empty()).unwrap_or(false);
            }
        }
        false
    }
    let mut checked = 0;
    let mut rest = doc;
    while let Some(start) = rest.find("```json\n") {
        let body_start = start + "```json\n".len();
        let end = body_start + rest[body_start..].find("```").expect("closed block");
        let block = &rest[body_start..end];
        rest = &rest[end + 3..];
        let whole = serde_json::from_str::<serde_json::Value>(block)
            .ok()
            .or_else(|| serde_json::from_str::<serde_json::Value>(&format!("{{{block}}}")).ok());
        match whole {
            Some(v) => {
                assert!(parses(&v), "docs example does not parse as any card-format type:\n{block}");
                let mut lowered = v.clone();
                stackwise::cards::lowering::lower(&mut lowered);
                if let Ok(c) = serde_json::from_value::<CardDef>(lowered) {
                    assert!(c.validate().is_empty(), "docs card example is invalid: {:?}", c.validate());
                }
                checked += 1;
            }
            None => {
                for line in block.lines().filter(|l| !l.trim().is_empty()) {
                    let v: serde_json::Value = serde_json::from_str(line).unwrap_or_else(|e| panic!("bad JSON in docs ({e}): {line}"));
                    assert!(parses(&v), "docs example does not parse as any card-format type: {line}");
                    checked += 1;
                }
            }
        }
    }
    assert!(checked >= 50, "only {checked} examples found");
}

// ------------------------------------------------- keyword creatures ------

/// A game in the beginning of combat step of A's turn.
fn combat_game(a: serde_json::Value, b: serde_json::Value) -> T {
    T::new(json!({
        "players": [{"name": "A", "battlefield": a}, {"name": "B", "battlefield": b}],
        "turn": {"number": 3, "active": 0, "step": "beginning_of_combat"}
    }))
}

/// Declare the attacks (each label attacks player B) and the blocks
/// ([blocker, attacker] label pairs), then play to the end of combat.
fn fight(t: &mut T, attackers: &[&str], blocks: &[(&str, &str)]) -> Vec<Event> {
    to_declare_attackers(t);
    let atk: Vec<_> = attackers.iter().map(|a| json!({"attacker": format!("@{a}"), "target": {"player": 1}})).collect();
    let mut ev = t.act(json!({"action": "declare_attackers", "player": 0, "attackers": atk}));
    ev.extend(finish_combat(t, blocks));
    ev
}

/// Declare the blocks when asked and play to the end of combat.
fn finish_combat(t: &mut T, blocks: &[(&str, &str)]) -> Vec<Event> {
    let mut ev = Vec::new();
    let blk: Vec<_> = blocks.iter().map(|(b, a)| json!({"blocker": format!("@{b}"), "attacker": format!("@{a}")})).collect();
    for _ in 0..12 {
        if matches!(t.g().turn.step, Step::EndOfCombat | Step::PostcombatMain) {
            break;
        }
        if let Some(DecisionKind::AssignCombatDamage { attacker, suggested, .. }) = t.g().pending.clone().map(|d| d.kind) {
            ev.extend(t.act(json!({"action": "assign_combat_damage", "player": 0, "attacker": attacker, "amounts": suggested})));
            continue;
        }
        if let Some(d) = t.g().pending.clone() {
            assert!(matches!(d.kind, DecisionKind::DeclareBlockers { .. }), "unexpected decision {d:?}");
            ev.extend(t.act(json!({"action": "declare_blockers", "player": 1, "blockers": blk.clone()})));
            continue;
        }
        ev.extend(t.pass_all());
    }
    assert!(matches!(t.g().turn.step, Step::EndOfCombat | Step::PostcombatMain), "combat did not finish: {:?}", t.g().turn.step);
    ev
}

#[test]
fn r702_20_serra_angel_flies_and_attacks_without_tapping() {
    let mut t = combat_game(json!([{"card": "Serra Angel", "label": "angel"}]), json!([{"card": "Grizzly Bears", "label": "bears"}]));
    to_declare_attackers(&mut t);
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@angel", "target": {"player": 1}}]}));
    assert!(!t.g().obj(t.id("angel")).unwrap().tapped, "vigilance: attacking doesn't tap it");
    while t.g().pending.is_none() {
        t.pass_all();
    }
    // 702.9b: a creature without flying or reach can't block it.
    let r = t.try_act(json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@bears", "attacker": "@angel"}]}));
    assert!(r.is_err());
    finish_combat(&mut t, &[]);
    assert_eq!(t.life(1), 16);
}

#[test]
fn r702_17_giant_spider_blocks_air_elemental() {
    let mut t = combat_game(json!([{"card": "Air Elemental", "label": "air"}]), json!([{"card": "Giant Spider", "label": "spider"}]));
    let ev = fight(&mut t, &["air"], &[("spider", "air")]);
    assert!(cites(&ev, "704.5g"), "{:?}", rules(&ev));
    assert_eq!(t.zone("spider"), "graveyard");
    assert_eq!(t.g().obj(t.id("air")).unwrap().damage, 2);
    assert_eq!(t.life(1), 20);
}

#[test]
fn r702_3_wall_of_wood_cannot_attack() {
    let mut t = combat_game(json!([{"card": "Wall of Wood", "label": "wall"}, {"card": "Grizzly Bears", "label": "bears"}]), json!([]));
    to_declare_attackers(&mut t);
    let r = t.try_act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@wall", "target": {"player": 1}}]}));
    assert!(r.is_err(), "defender");
    assert!(t.g().pending.is_some(), "still waiting for attackers");
    fight(&mut t, &["bears"], &[]);
    assert_eq!(t.life(1), 18);
}

#[test]
fn r702_10_raging_goblin_attacks_the_turn_it_arrives() {
    let mut t = combat_game(
        json!([{"card": "Raging Goblin", "label": "gob", "sick": true}, {"card": "Grizzly Bears", "label": "bears", "sick": true}]),
        json!([]),
    );
    to_declare_attackers(&mut t);
    let r = t.try_act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@bears", "target": {"player": 1}}]}));
    assert!(r.is_err(), "summoning-sick Bears can't attack");
    fight(&mut t, &["gob"], &[]);
    assert_eq!(t.life(1), 19);
}

#[test]
fn r702_2_typhoid_rats_deathtouch_kills_craw_wurm() {
    let mut t = combat_game(json!([{"card": "Craw Wurm", "label": "wurm"}]), json!([{"card": "Typhoid Rats", "label": "rats"}]));
    let ev = fight(&mut t, &["wurm"], &[("rats", "wurm")]);
    assert!(cites(&ev, "704.5h"), "{:?}", rules(&ev));
    assert_eq!(t.zone("wurm"), "graveyard");
    assert_eq!(t.zone("rats"), "graveyard");
    assert_eq!(t.life(1), 20);
}

#[test]
fn r702_15_vampire_nighthawk_lifelink() {
    let mut t = combat_game(json!([{"card": "Vampire Nighthawk", "label": "hawk"}]), json!([]));
    let ev = fight(&mut t, &["hawk"], &[]);
    assert!(cites(&ev, "702.15b"), "{:?}", rules(&ev));
    assert_eq!((t.life(0), t.life(1)), (22, 18));
}

#[test]
fn r702_7_youthful_knight_first_strike_survives() {
    let mut t = combat_game(json!([{"card": "Youthful Knight", "label": "knight"}]), json!([{"card": "Savannah Lions", "label": "lions"}]));
    fight(&mut t, &["knight"], &[("lions", "knight")]);
    assert_eq!(t.zone("lions"), "graveyard");
    assert_eq!(t.zone("knight"), "battlefield");
    assert_eq!(t.g().obj(t.id("knight")).unwrap().damage, 0);
}

#[test]
fn r702_4_fencing_ace_double_strike_deals_damage_twice() {
    let mut t = combat_game(json!([{"card": "Fencing Ace", "label": "ace"}]), json!([]));
    fight(&mut t, &["ace"], &[]);
    assert_eq!(t.life(1), 18);
}

#[test]
fn r702_19_war_mammoth_tramples_over() {
    let mut t = combat_game(json!([{"card": "War Mammoth", "label": "mammoth"}]), json!([{"card": "Savannah Lions", "label": "lions"}]));
    fight(&mut t, &["mammoth"], &[("lions", "mammoth")]);
    assert_eq!(t.zone("lions"), "graveyard");
    assert_eq!(t.life(1), 18, "1 damage is lethal to the Lions, 2 trample over");
    assert_eq!(t.g().obj(t.id("mammoth")).unwrap().damage, 2);
}

#[test]
fn r702_90_glistener_elf_infect_gives_poison() {
    let mut t = combat_game(json!([{"card": "Glistener Elf", "label": "elf"}]), json!([{"card": "Grizzly Bears", "label": "bears"}]));
    fight(&mut t, &["elf"], &[]);
    assert_eq!(t.life(1), 20);
    assert_eq!(t.g().player(PlayerId(1)).poison, 1);
}

#[test]
fn r702_90_glistener_elf_infect_damage_to_creatures_is_minus_counters() {
    let mut t = combat_game(json!([{"card": "Grizzly Bears", "label": "bears"}]), json!([{"card": "Glistener Elf", "label": "elf"}]));
    fight(&mut t, &["bears"], &[("elf", "bears")]);
    assert_eq!(t.zone("elf"), "graveyard");
    let b = t.g().obj(t.id("bears")).unwrap();
    assert_eq!((b.damage, b.extra.counters.get("-1/-1").copied()), (0, Some(1)));
    assert_eq!(pt(&t, "bears"), (1, 1));
}

#[test]
fn r608_2d_funeral_charm_discard_lets_the_player_choose() {
    let mut t = T::new(json!({"players": [
        {"name": "A", "hand": [{"card": "Funeral Charm", "label": "charm"}], "battlefield": ["Swamp"]},
        {"name": "B", "hand": [{"card": "Hill Giant", "label": "giant"}, {"card": "Shock", "label": "shock"}]}
    ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@charm", "mode": 0, "targets": [{"player": 1}], "auto_pay": true}));
    t.pass_all();
    let d = t.g().pending.clone().expect("B chooses the card to discard");
    assert_eq!((d.player, d.rule.as_str()), (PlayerId(1), "608.2d"));
    // Choosing two cards when one is asked for is refused.
    assert!(t.try_act(json!({"action": "choose_cards", "player": 1, "cards": ["@giant", "@shock"]})).is_err());
    let ev = t.act(json!({"action": "choose_cards", "player": 1, "cards": ["@shock"]}));
    assert!(cites(&ev, "701.8") && cites(&ev, "608.2k"), "{:?}", rules(&ev));
    assert_eq!(t.zone("shock"), "graveyard");
    assert_eq!(t.zone("giant"), "hand");
    assert_eq!(t.zone("charm"), "graveyard");
}
