//! 708 split cards (2011 numbering) whose halves name what "you don't
//! control", what is "multicolored" (105.2b) and "Auras and Equipment",
//! read from their printed text, with cards of the same words that aren't
//! split. A split card is cast as one half, with that half's
//! characteristics alone on the stack; anywhere else it has the colours of
//! both halves, so one whose halves have different colours is multicolored
//! there, and only there.
//!
//! Cards (their text as the table prints it):
//! - Dead // Gone: Dead {R} Instant "Dead deals 2 damage to target
//!   creature." // Gone {2}{R} Instant "Return target creature you don't
//!   control to its owner's hand."
//! - Boom // Bust: Boom {1}{R} Sorcery "Destroy target land you control and
//!   target land you don't control." // Bust {5}{R} Sorcery "Destroy all
//!   lands."
//! - Pure // Simple: Pure {1}{R}{G} Sorcery "Destroy target multicolored
//!   permanent." // Simple {1}{G}{W} Sorcery "Destroy all Auras and
//!   Equipment."
//! - Fire // Ice: Fire {1}{R} Instant "Fire deals 2 damage divided as you
//!   choose among one or two target creatures and/or players." // Ice {1}{U}
//!   Instant "Tap target permanent. / Draw a card."
//! - Supply // Demand: Supply {X}{G}{W} Sorcery "Put X 1/1 green Saproling
//!   creature tokens onto the battlefield." // Demand {1}{W}{U} Sorcery
//!   "Search your library for a multicolored card, reveal it, and put it
//!   into your hand. Then shuffle your library."
//! - Goblin Offensive {X}{1}{R}{R} Sorcery: "Create X 1/1 red Goblin
//!   creature tokens."
//! - Night // Day: Night {B} Instant "Target creature gets -1/-1 until end
//!   of turn." // Day {2}{W} Instant "Creatures target player controls get
//!   +1/+1 until end of turn."
//! - Shields of Velis Vel {W} Tribal Instant — Shapeshifter: "Changeling /
//!   Creatures target player controls get +0/+1 and gain all creature types
//!   until end of turn."
//! - Touchstone {2} Artifact: "{T}: Tap target artifact you don't control."
//! - Plague Wind {7}{B}{B} Sorcery: "Destroy all creatures you don't
//!   control. They can't be regenerated."
//! - Psychotic Fury {1}{R} Instant: "Target multicolored creature gains
//!   double strike until end of turn. / Draw a card."
//! - Reborn Hope {G}{W} Sorcery: "Return target multicolored card from your
//!   graveyard to your hand."
//! - Gloryscale Viashino {1}{R}{G}{W} 3/3: "Whenever you cast a multicolored
//!   spell, Gloryscale Viashino gets +3/+3 until end of turn."
//! - Bant Sureblade {G/U}{W} 2/1 (green, blue and white); Grizzly Bears
//!   {1}{G} 2/2; Hill Giant {3}{R} 3/3; Ornithopter {0} artifact creature;
//!   Bonesplitter {1} Equipment; Holy Strength {W} Aura; Lightning Bolt {R};
//!   Llanowar Elves {G} 1/1.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::Keyword;

const CARDS: &[&str] = &[
    "Dead", "Boom", "Pure", "Fire", "Supply", "Goblin Offensive", "Night", "Shields of Velis Vel", "Touchstone", "Plague Wind", "Psychotic Fury", "Reborn Hope", "Gloryscale Viashino", "Bant Sureblade", "Grizzly Bears", "Hill Giant", "Ornithopter", "Bonesplitter", "Holy Strength", "Lightning Bolt", "Llanowar Elves",
];

fn game(alice_bf: Value, hand: Value, graveyard: Value, bob_bf: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": hand, "graveyard": graveyard, "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": bob_bf, "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn lands(kind: &str, n: usize) -> Vec<Value> {
    (0..n).map(|_| json!(kind)).collect()
}

fn with(mut bf: Vec<Value>, more: &[Value]) -> Value {
    bf.extend(more.iter().cloned());
    Value::Array(bf)
}

fn cast(t: &mut T, label: &str, half: Option<usize>, targets: Value) -> Result<Vec<stackwise::rules::events::Event>, stackwise::rules::actions::ActionError> {
    let mut a = json!({"action": "cast_spell", "player": 0, "card": format!("@{label}"), "targets": targets, "auto_pay": true});
    if let Some(h) = half {
        a["mode"] = json!(h);
    }
    t.try_act(a)
}

fn obj(t: &T, label: &str) -> Value {
    json!({"object": t.id(label).0})
}

#[test]
fn r708_3a_gone_returns_only_a_creature_its_caster_doesnt_control() {
    let bf = with(lands("Mountain", 3), &[json!({"card": "Grizzly Bears", "label": "mine"})]);
    let mut t = game(bf, json!([{"card": "Dead", "label": "dg"}]), json!([]), json!([{"card": "Hill Giant", "label": "theirs"}]));
    // Alice's own creature is no legal target for Gone (mode 1).
    let mine = obj(&t, "mine");
    assert!(cast(&mut t, "dg", Some(1), json!([mine])).is_err());
    let theirs = obj(&t, "theirs");
    cast(&mut t, "dg", Some(1), json!([theirs])).unwrap();
    t.pass_all();
    assert_eq!(t.zone("theirs"), "hand");
    assert_eq!(t.zone("mine"), "battlefield");
    // The card went to Alice's graveyard as one card with both names.
    assert!(t.g().chars(t.id("dg")).unwrap().has_name("Dead") && t.zone("dg") == "graveyard");
}

#[test]
fn r708_3_dead_deals_2_damage_to_any_creature() {
    let bf = with(lands("Mountain", 1), &[json!({"card": "Grizzly Bears", "label": "mine"})]);
    let mut t = game(bf, json!([{"card": "Dead", "label": "dg"}]), json!([]), json!([{"card": "Hill Giant", "label": "theirs"}]));
    let mine = obj(&t, "mine");
    cast(&mut t, "dg", Some(0), json!([mine])).unwrap();
    t.pass_all();
    assert_eq!(t.zone("mine"), "graveyard", "Dead's target may be any creature");
}

#[test]
fn r115_touchstone_taps_only_an_artifact_its_controller_doesnt_control() {
    let bf = json!([{"card": "Touchstone", "label": "stone"}, {"card": "Ornithopter", "label": "mine"}]);
    let mut t = game(bf, json!([]), json!([]), json!([{"card": "Ornithopter", "label": "theirs"}]));
    let mine = t.id("mine").0;
    assert!(t.try_act(json!({"action": "activate_ability", "player": 0, "source": "@stone", "ability": 0, "targets": [{"object": mine}]})).is_err());
    let theirs = t.id("theirs").0;
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@stone", "ability": 0, "targets": [{"object": theirs}]}));
    t.pass_all();
    assert!(t.g().obj(t.id("theirs")).unwrap().tapped);
    assert!(!t.g().obj(t.id("mine")).unwrap().tapped);
}

#[test]
fn r701_7_plague_wind_destroys_only_the_creatures_its_caster_doesnt_control() {
    let bf = with(lands("Swamp", 9), &[json!({"card": "Grizzly Bears", "label": "mine"})]);
    let mut t = game(bf, json!([{"card": "Plague Wind", "label": "wind"}]), json!([]), json!([{"card": "Hill Giant", "label": "giant"}, {"card": "Ornithopter", "label": "thopter"}]));
    cast(&mut t, "wind", None, json!([])).unwrap();
    t.pass_all();
    assert_eq!((t.zone("mine"), t.zone("giant"), t.zone("thopter")), ("battlefield".into(), "graveyard".into(), "graveyard".into()));
}

#[test]
fn r708_3_boom_destroys_a_land_of_its_caster_and_a_land_of_another_player_in_that_order() {
    let bf = with(lands("Mountain", 2), &[json!({"card": "Forest", "label": "my_land"}), json!({"card": "Plains", "label": "my_other"})]);
    let mut t = game(bf, json!([{"card": "Boom", "label": "bb"}]), json!([]), json!([{"card": "Plains", "label": "their_land"}]));
    let (mine, other, theirs) = (obj(&t, "my_land"), obj(&t, "my_other"), obj(&t, "their_land"));
    // The first target is a land Alice controls, the second one she doesn't.
    assert!(cast(&mut t, "bb", Some(0), json!([theirs.clone(), mine.clone()])).is_err());
    assert!(cast(&mut t, "bb", Some(0), json!([mine.clone(), other])).is_err());
    cast(&mut t, "bb", Some(0), json!([mine, theirs])).unwrap();
    t.pass_all();
    assert_eq!((t.zone("my_land"), t.zone("their_land"), t.zone("my_other")), ("graveyard".into(), "graveyard".into(), "battlefield".into()));
    assert_eq!(t.g().battlefield.len(), 3, "only the two targets");
}

#[test]
fn r708_3_bust_destroys_all_lands() {
    let mut t = game(Value::Array(lands("Mountain", 6)), json!([{"card": "Boom", "label": "bb"}]), json!([]), json!(["Plains", {"card": "Grizzly Bears", "label": "bears"}]));
    cast(&mut t, "bb", Some(1), json!([])).unwrap();
    t.pass_all();
    assert_eq!(t.g().battlefield.len(), 1, "only Bob's Grizzly Bears is left");
    assert_eq!(t.zone("bears"), "battlefield");
}

#[test]
fn r105_2b_pure_and_psychotic_fury_target_only_multicolored_permanents() {
    let bf = with(lands("Mountain", 3), &[json!("Forest"), json!("Forest")]);
    let bob = json!([{"card": "Bant Sureblade", "label": "blade"}, {"card": "Grizzly Bears", "label": "bears"}]);
    let mut t = game(bf, json!([{"card": "Pure", "label": "ps"}, {"card": "Psychotic Fury", "label": "fury"}]), json!([]), bob);
    let (blade, bears) = (obj(&t, "blade"), obj(&t, "bears"));
    assert!(cast(&mut t, "fury", None, json!([bears.clone()])).is_err(), "Grizzly Bears is green alone");
    cast(&mut t, "fury", None, json!([blade.clone()])).unwrap();
    t.pass_all();
    assert!(t.g().chars(t.id("blade")).unwrap().has_keyword(Keyword::DoubleStrike));
    assert!(cast(&mut t, "ps", Some(0), json!([bears])).is_err());
    cast(&mut t, "ps", Some(0), json!([blade])).unwrap();
    t.pass_all();
    assert_eq!((t.zone("blade"), t.zone("bears")), ("graveyard".into(), "battlefield".into()));
}

#[test]
fn r708_3_simple_destroys_all_auras_and_equipment_and_nothing_else() {
    let bf = with(lands("Forest", 2), &[
        json!("Plains"),
        json!({"card": "Grizzly Bears", "label": "bears"}),
        json!({"card": "Holy Strength", "label": "aura", "attached_to": "bears"}),
        json!({"card": "Bonesplitter", "label": "equipment"}),
        json!({"card": "Ornithopter", "label": "thopter"}),
    ]);
    let mut t = game(bf, json!([{"card": "Pure", "label": "ps"}]), json!([]), json!([{"card": "Bonesplitter", "label": "their_equipment"}]));
    cast(&mut t, "ps", Some(1), json!([])).unwrap();
    t.pass_all();
    for gone in ["aura", "equipment", "their_equipment"] {
        assert_eq!(t.zone(gone), "graveyard", "{gone}");
    }
    for stays in ["bears", "thopter"] {
        assert_eq!(t.zone(stays), "battlefield", "{stays}");
    }
}

#[test]
fn r708_a_split_card_of_two_colours_is_multicolored_in_the_graveyard() {
    // Fire // Ice (red, blue) and Pure // Simple (red, green, white) are
    // multicolored cards in the graveyard; Dead // Gone (red and red) and
    // Lightning Bolt are not.
    let graveyard = json!([{"card": "Fire", "label": "fi"}, {"card": "Pure", "label": "ps"}, {"card": "Dead", "label": "dg"}, {"card": "Lightning Bolt", "label": "bolt"}]);
    let bf = json!(["Forest", "Plains", "Forest", "Plains"]);
    let mut t = game(bf, json!([{"card": "Reborn Hope", "label": "hope"}, {"card": "Reborn Hope", "label": "hope2"}]), graveyard, json!([]));
    for refused in ["dg", "bolt"] {
        let o = obj(&t, refused);
        assert!(cast(&mut t, "hope", None, json!([o])).is_err(), "{refused}");
    }
    for (spell, card) in [("hope", "fi"), ("hope2", "ps")] {
        let o = obj(&t, card);
        cast(&mut t, spell, None, json!([o])).unwrap();
        t.pass_all();
        assert_eq!(t.zone(card), "hand", "{card}");
    }
}

#[test]
fn r708_3b_on_the_stack_a_split_spell_is_multicolored_only_if_the_half_cast_is() {
    // Gloryscale Viashino: +3/+3 for a multicolored spell. Fire (red) is
    // not, though Fire // Ice is red and blue in the hand; Pure (red and
    // green) is.
    let bf = with(lands("Mountain", 3), &[json!("Forest"), json!("Forest"), json!({"card": "Gloryscale Viashino", "label": "viashino"})]);
    let mut t = game(bf, json!([{"card": "Fire", "label": "fi"}, {"card": "Pure", "label": "ps"}]), json!([]), json!([{"card": "Bant Sureblade", "label": "blade"}]));
    assert!(t.g().chars(t.id("fi")).unwrap().is_multicolored(), "in the hand, both halves' colours");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@fi", "mode": 0, "targets": [{"player": 1}], "division": [2], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.life(1), 18);
    assert_eq!(t.g().chars(t.id("viashino")).unwrap().power, Some(3), "Fire is red alone on the stack");
    let blade = obj(&t, "blade");
    cast(&mut t, "ps", Some(0), json!([blade])).unwrap();
    t.pass_all();
    t.pass_all();
    assert_eq!(t.g().chars(t.id("viashino")).unwrap().power, Some(6));
}

fn tokens(t: &T, name: &str) -> usize {
    t.g().battlefield.iter().filter(|id| t.g().obj(**id).is_some_and(|o| o.token) && t.g().chars(**id).is_some_and(|c| c.name == name)).count()
}

#[test]
fn r107_3_supply_and_goblin_offensive_create_x_tokens() {
    // Supply, a split card's half with X in its cost: X = 3 with six lands.
    let bf = with(lands("Forest", 4), &[json!("Plains"), json!("Mountain"), json!("Mountain"), json!("Mountain"), json!("Mountain")]);
    let mut t = game(bf, json!([{"card": "Supply", "label": "sd"}, {"card": "Goblin Offensive", "label": "go"}]), json!([]), json!([]));
    let ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@sd", "mode": 0, "x": 3, "auto_pay": true}));
    assert!(cites(&ev, "708.3"));
    t.pass_all();
    assert_eq!(tokens(&t, "Saproling"), 3);
    // Goblin Offensive: X = 1 with the four Mountains ({1}{R}{R} and X).
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@go", "x": 1, "auto_pay": true}));
    t.pass_all();
    assert_eq!((tokens(&t, "Goblin"), tokens(&t, "Saproling")), (1, 3));
}

fn pt(t: &T, label: &str) -> (Option<i32>, Option<i32>) {
    let c = t.g().chars(t.id(label)).unwrap();
    (c.power, c.toughness)
}

#[test]
fn r608_2h_day_and_shields_of_velis_vel_change_only_the_creatures_of_the_target_player() {
    let alice = with(lands("Plains", 4), &[json!({"card": "Grizzly Bears", "label": "bears"}), json!({"card": "Ornithopter", "label": "thopter"})]);
    let bob = json!([{"card": "Hill Giant", "label": "giant"}]);
    let hand = json!([{"card": "Night", "label": "nd"}, {"card": "Shields of Velis Vel", "label": "shields"}]);
    let mut t = game(alice, hand, json!([]), bob);
    // Day (mode 1) on Alice: her creatures get +1/+1, Bob's don't.
    cast(&mut t, "nd", Some(1), json!([{"player": 0}])).unwrap();
    t.pass_all();
    assert_eq!((pt(&t, "bears"), pt(&t, "thopter"), pt(&t, "giant")), ((Some(3), Some(3)), (Some(1), Some(3)), (Some(3), Some(3))));
    // Shields of Velis Vel on Bob: his Hill Giant gets +0/+1 and every creature type.
    cast(&mut t, "shields", None, json!([{"player": 1}])).unwrap();
    t.pass_all();
    assert_eq!((pt(&t, "giant"), pt(&t, "bears")), ((Some(3), Some(4)), (Some(3), Some(3))));
    assert!(t.g().chars(t.id("giant")).unwrap().has_subtype("Elf") && !t.g().chars(t.id("bears")).unwrap().has_subtype("Elf"));
}

#[test]
fn r708_3_night_gives_target_creature_minus_1_minus_1() {
    let hand = json!([{"card": "Night", "label": "nd"}, {"card": "Night", "label": "nd2"}]);
    let mut t = game(json!(["Swamp", "Swamp"]), hand, json!([]), json!([{"card": "Llanowar Elves", "label": "elves"}, {"card": "Hill Giant", "label": "giant"}]));
    let (elves, giant) = (obj(&t, "elves"), obj(&t, "giant"));
    cast(&mut t, "nd", Some(0), json!([elves])).unwrap();
    t.pass_all();
    assert_eq!(t.zone("elves"), "graveyard", "a 1/1 with -1/-1 dies (704.5f)");
    cast(&mut t, "nd2", Some(0), json!([giant])).unwrap();
    t.pass_all();
    assert_eq!(pt(&t, "giant"), (Some(2), Some(2)));
}
