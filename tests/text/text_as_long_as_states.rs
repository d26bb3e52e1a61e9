//! Static abilities whose condition (611.3a) reads what is attached to the
//! object, a player's hand or life, or whose turn it is, compiled from the
//! cards' printed text:
//!
//! - Auriok Glaivemaster: "As long as Auriok Glaivemaster is equipped, it gets +1/+1 and has first strike."
//! - Kor Duelist: "As long as Kor Duelist is equipped, it has double strike."
//! - Fledgling Osprey: "Fledgling Osprey has flying as long as it's enchanted."
//! - Gate Hound: "Creatures you control have vigilance as long as Gate Hound is enchanted."
//! - Akki Underling: "As long as you have seven or more cards in hand, Akki Underling gets +2/+1 and has first strike."
//! - Deathmask Nezumi: "As long as you have seven or more cards in hand, Deathmask Nezumi gets +2/+1 and has fear."
//! - Ruthless Cullblade: "Ruthless Cullblade gets +2/+1 as long as an opponent has 10 or less life."
//! - Bloodghast: "Bloodghast has haste as long as an opponent has 10 or less life."
//! - Guul Draz Specter: "Guul Draz Specter gets +3/+3 as long as an opponent has no cards in hand."
//! - Glory of Warfare: "As long as it's your turn, creatures you control get +2/+0. / As long as it's not your turn, creatures you control get +0/+2."
//! - Vibrating Sphere: "{T}: Add {C}. / As long as it's your turn, creatures you control get +2/+0. / As long as it's not your turn, creatures you control get -0/-2."
//!
//! - Runes of the Deus: "Enchant creature / As long as enchanted creature is red, it gets +1/+1 and has double strike. / As long as enchanted creature is green, it gets +1/+1 and has trample."
//! - Clout of the Dominus: "Enchant creature / As long as enchanted creature is blue, it gets +1/+1 and has shroud. / As long as enchanted creature is red, it gets +1/+1 and has haste."
//! - Butcher's Cleaver: "Equipped creature gets +3/+0. / As long as equipped creature is a Human, it has lifelink. / Equip {3}"
//! - Sword of the Paruns: "As long as equipped creature is tapped, tapped creatures you control get +2/+0. / As long as equipped creature is untapped, untapped creatures you control get +0/+2. / ..."
//! - Goblin Caves: "Enchant land / As long as enchanted land is a basic Mountain, Goblin creatures get +0/+2."
//!
//! with Bonesplitter ("Equipped creature gets +2/+0.") and Holy Strength
//! ("Enchanted creature gets +1/+2.") attached, Disenchant to take an Aura
//! away, Cerulean Wisps ("Target creature becomes blue until end of turn.
//! ...") to change a colour and Blood Moon ("Nonbasic lands are
//! Mountains.") to change a land's type.

use crate::common::card_table::compiled;
use crate::common::T;
use serde_json::{json, Value};
use stackwise::rules::types::Keyword;

/// Alice (active unless `bob_active`) with `alice_bf` and `hand`, Bob with
/// `bob_life` and `bob_hand`; the cards compiled from their text.
fn game(cards: &[&str], alice_bf: Value, hand: Value, bob_life: i32, bob_hand: Value, bob_active: bool) -> T {
    let cards: Vec<Value> = cards.iter().map(|n| compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": hand, "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "life": bob_life, "battlefield": [], "hand": bob_hand, "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": u8::from(bob_active), "step": "precombat_main"}}))
}

fn pt(t: &T, label: &str) -> (i32, i32) {
    let c = t.g().chars(t.id(label)).expect("on the battlefield");
    (c.power.unwrap(), c.toughness.unwrap())
}

fn has(t: &T, label: &str, k: Keyword) -> bool {
    t.g().chars(t.id(label)).expect("on the battlefield").keywords.contains(&k)
}

const ATTACHED: [&str; 6] = ["Auriok Glaivemaster", "Kor Duelist", "Fledgling Osprey", "Gate Hound", "Bonesplitter", "Holy Strength"];

/// "Equipped" is an Equipment attached to it (301.5), "enchanted" an Aura (303.4).
#[test]
fn r611_3a_equipped_needs_an_equipment_and_enchanted_an_aura() {
    for (attachment, equipped) in [("Bonesplitter", true), ("Holy Strength", false)] {
        let bf = json!([
            {"card": "Auriok Glaivemaster", "label": "glaive"}, {"card": "Kor Duelist", "label": "duelist"},
            {"card": "Fledgling Osprey", "label": "osprey"}, {"card": "Grizzly Bears", "label": "bears"},
            {"card": attachment, "attached_to": "glaive"}, {"card": attachment, "attached_to": "duelist"}, {"card": attachment, "attached_to": "osprey"}
        ]);
        let t = game(&ATTACHED, bf, json!([]), 20, json!([]), false);
        // Printed: Glaivemaster 1/1, Duelist 1/1, Osprey 1/1; Bonesplitter +2/+0, Holy Strength +1/+2.
        let (bp, bt) = if equipped { (2, 0) } else { (1, 2) };
        let bonus = i32::from(equipped);
        assert_eq!(pt(&t, "glaive"), (1 + bp + bonus, 1 + bt + bonus), "{attachment}");
        assert_eq!(has(&t, "glaive", Keyword::FirstStrike), equipped, "{attachment}");
        assert_eq!(has(&t, "duelist", Keyword::DoubleStrike), equipped, "{attachment}");
        assert_eq!(has(&t, "osprey", Keyword::Flying), !equipped, "{attachment}");
    }
    // Nothing attached: none of them.
    let t = game(&ATTACHED, json!([{"card": "Auriok Glaivemaster", "label": "glaive"}, {"card": "Fledgling Osprey", "label": "osprey"}]), json!([]), 20, json!([]), false);
    assert_eq!(pt(&t, "glaive"), (1, 1));
    assert!(!has(&t, "glaive", Keyword::FirstStrike) && !has(&t, "osprey", Keyword::Flying));
}

/// 611.3a: the condition is read at every moment; the Aura destroyed, the
/// abilities that needed it stop applying, to the object itself (Osprey)
/// and to others (Gate Hound's "creatures you control").
#[test]
fn r611_3a_an_aura_leaving_ends_enchanted_abilities() {
    for aura_on in ["osprey", "hound"] {
        let bf = json!([
            {"card": "Fledgling Osprey", "label": "osprey"}, {"card": "Gate Hound", "label": "hound"}, {"card": "Grizzly Bears", "label": "bears"},
            {"card": "Holy Strength", "label": "aura", "attached_to": aura_on}
        ]);
        let mut t = game(&["Fledgling Osprey", "Gate Hound", "Holy Strength", "Disenchant", "Grizzly Bears"], bf, json!([{"card": "Disenchant", "label": "dis"}]), 20, json!([]), false);
        assert_eq!(has(&t, "osprey", Keyword::Flying), aura_on == "osprey");
        for label in ["osprey", "hound", "bears"] {
            assert_eq!(has(&t, label, Keyword::Vigilance), aura_on == "hound", "{label} with the Aura on {aura_on}");
        }
        t.gm().players[0].pool = stackwise::rules::types::ManaPool::parse("1W").unwrap();
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@dis", "targets": [{"object": "@aura"}], "auto_pay": true}));
        t.pass_all();
        assert_eq!(t.zone("aura"), "graveyard");
        for label in ["osprey", "hound", "bears"] {
            assert!(!has(&t, label, Keyword::Vigilance) && !has(&t, "osprey", Keyword::Flying), "{label} after Disenchant");
        }
    }
}

/// "you have seven or more cards in hand" (402): seven, not six.
#[test]
fn r611_3a_seven_cards_in_hand() {
    for n in [6, 7, 8] {
        let hand: Vec<&str> = vec!["Island"; n];
        let bf = json!([{"card": "Akki Underling", "label": "akki"}, {"card": "Deathmask Nezumi", "label": "nezumi"}]);
        let t = game(&["Akki Underling", "Deathmask Nezumi"], bf, json!(hand), 20, json!([]), false);
        let on = n >= 7;
        // Printed: Akki Underling 2/1, Deathmask Nezumi 2/2; each +2/+1.
        let bonus = if on { (2, 1) } else { (0, 0) };
        assert_eq!(pt(&t, "akki"), (2 + bonus.0, 1 + bonus.1), "{n} cards");
        assert_eq!(pt(&t, "nezumi"), (2 + bonus.0, 2 + bonus.1), "{n} cards");
        assert_eq!(has(&t, "akki", Keyword::FirstStrike), on, "{n} cards");
        assert_eq!(has(&t, "nezumi", Keyword::Fear), on, "{n} cards");
    }
}

/// "an opponent has 10 or less life" reads the opponents' life, not the
/// controller's; "an opponent has no cards in hand" their hands.
#[test]
fn r611_3a_an_opponents_life_and_hand() {
    let cards = ["Ruthless Cullblade", "Bloodghast", "Guul Draz Specter"];
    let bf = || json!([{"card": "Ruthless Cullblade", "label": "cull"}, {"card": "Bloodghast", "label": "ghast"}, {"card": "Guul Draz Specter", "label": "specter"}]);
    for (bob_life, on) in [(11, false), (10, true), (1, true)] {
        let t = game(&cards, bf(), json!([]), bob_life, json!(["Island"]), false);
        // Printed: Ruthless Cullblade 2/1.
        assert_eq!(pt(&t, "cull"), if on { (4, 2) } else { (2, 1) }, "Bob at {bob_life}");
        assert_eq!(has(&t, "ghast", Keyword::Haste), on, "Bob at {bob_life}");
    }
    // Alice herself at 5 life: no opponent is at 10 or less.
    let mut t = game(&cards, bf(), json!([]), 20, json!(["Island"]), false);
    t.gm().players[0].life = 5;
    assert_eq!(pt(&t, "cull"), (2, 1));
    // Printed: Guul Draz Specter 2/2; Bob holds a card, then none (Alice's own empty hand doesn't count).
    assert_eq!(pt(&t, "specter"), (2, 2));
    let t = game(&cards, bf(), json!(["Island"]), 20, json!([]), false);
    assert_eq!(pt(&t, "specter"), (5, 5));
}

/// "it's your turn": the controller is the active player (102.1).
#[test]
fn r611_3a_your_turn_and_not_your_turn() {
    let cards = ["Glory of Warfare", "Vibrating Sphere", "Grizzly Bears"];
    for (first, second) in [("Glory of Warfare", "Vibrating Sphere"), ("Vibrating Sphere", "Glory of Warfare")] {
        for bob_active in [false, true] {
            let bf = json!([first, second, {"card": "Grizzly Bears", "label": "bears"}]);
            let t = game(&cards, bf, json!([]), 20, json!([]), bob_active);
            // Alice's turn: +2/+0 twice. Bob's: Glory +0/+2, Sphere -0/-2.
            assert_eq!(pt(&t, "bears"), if bob_active { (2, 2) } else { (6, 2) }, "{first} then {second}, Bob active: {bob_active}");
        }
    }
    let t = game(&cards, json!(["Glory of Warfare", {"card": "Grizzly Bears", "label": "bears"}]), json!([]), 20, json!([]), true);
    assert_eq!(pt(&t, "bears"), (2, 4));
}

/// "As long as enchanted creature is red / green / blue": the colour of the
/// creature it enchants now (a red and green creature gets both), read again
/// when an effect changes that colour (layer 5 before the condition).
#[test]
fn r611_3a_the_enchanted_creatures_colour() {
    let cards = ["Runes of the Deus", "Clout of the Dominus", "Goblin Piker", "Grizzly Bears", "Boggart Ram-Gang", "Cerulean Wisps"];
    // Printed: Goblin Piker 2/1 red, Grizzly Bears 2/2 green, Boggart Ram-Gang 3/3 red and green with haste.
    for (aura, host, expected, keywords) in [
        ("Runes of the Deus", "Goblin Piker", (3, 2), vec![Keyword::DoubleStrike]),
        ("Runes of the Deus", "Grizzly Bears", (3, 3), vec![Keyword::Trample]),
        ("Runes of the Deus", "Boggart Ram-Gang", (5, 5), vec![Keyword::DoubleStrike, Keyword::Trample, Keyword::Haste]),
        ("Clout of the Dominus", "Goblin Piker", (3, 2), vec![Keyword::Haste]),
        ("Clout of the Dominus", "Grizzly Bears", (2, 2), vec![]),
    ] {
        let t = game(&cards, json!([{"card": host, "label": "host"}, {"card": aura, "attached_to": "host"}]), json!([]), 20, json!([]), false);
        assert_eq!(pt(&t, "host"), expected, "{aura} on {host}");
        for k in [Keyword::DoubleStrike, Keyword::Trample, Keyword::Haste, Keyword::Shroud] {
            assert_eq!(has(&t, "host", k), keywords.contains(&k), "{aura} on {host}: {k:?}");
        }
    }
    // Grizzly Bears made blue: Clout of the Dominus now applies, Runes of the Deus no longer.
    for aura in ["Clout of the Dominus", "Runes of the Deus"] {
        let bf = json!([{"card": "Grizzly Bears", "label": "host"}, {"card": aura, "attached_to": "host"}]);
        let mut t = game(&cards, bf, json!([{"card": "Cerulean Wisps", "label": "wisps"}]), 20, json!([]), false);
        t.gm().players[0].pool = stackwise::rules::types::ManaPool::parse("U").unwrap();
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@wisps", "targets": [{"object": "@host"}], "auto_pay": true}));
        t.pass_all();
        let clout = aura == "Clout of the Dominus";
        assert_eq!(pt(&t, "host"), if clout { (3, 3) } else { (2, 2) }, "{aura} on a blue Grizzly Bears");
        assert_eq!(has(&t, "host", Keyword::Shroud), clout, "{aura}");
        assert!(!has(&t, "host", Keyword::Trample), "{aura}");
    }
}

/// "As long as equipped creature is a Human / tapped": the creature the
/// Equipment is attached to; an unattached Equipment's condition is false.
#[test]
fn r611_3a_the_equipped_creatures_kind_and_state() {
    let cards = ["Butcher's Cleaver", "Sword of the Paruns", "Elite Vanguard", "Grizzly Bears"];
    // Printed: Elite Vanguard 2/1 Human Soldier, Grizzly Bears 2/2 Bear; the Cleaver gives +3/+0.
    for (host, human) in [("Elite Vanguard", true), ("Grizzly Bears", false)] {
        let t = game(&cards, json!([{"card": host, "label": "host"}, {"card": "Butcher's Cleaver", "attached_to": "host"}]), json!([]), 20, json!([]), false);
        assert_eq!(has(&t, "host", Keyword::Lifelink), human, "{host}");
        assert_eq!(pt(&t, "host").0, 5, "{host}");
    }
    for host_tapped in [true, false] {
        let bf = json!([
            {"card": "Grizzly Bears", "label": "host", "tapped": host_tapped}, {"card": "Sword of the Paruns", "attached_to": "host"},
            {"card": "Elite Vanguard", "label": "tapped", "tapped": true}, {"card": "Grizzly Bears", "label": "untapped"}
        ]);
        let t = game(&cards, bf, json!([]), 20, json!([]), false);
        // Tapped host: tapped creatures +2/+0; untapped host: untapped creatures +0/+2.
        let (tapped_bonus, untapped_bonus) = if host_tapped { ((2, 0), (0, 0)) } else { ((0, 0), (0, 2)) };
        assert_eq!(pt(&t, "tapped"), (2 + tapped_bonus.0, 1 + tapped_bonus.1), "host tapped: {host_tapped}");
        assert_eq!(pt(&t, "untapped"), (2 + untapped_bonus.0, 2 + untapped_bonus.1), "host tapped: {host_tapped}");
    }
    let t = game(&cards, json!(["Sword of the Paruns", {"card": "Grizzly Bears", "label": "bears"}]), json!([]), 20, json!([]), false);
    assert_eq!(pt(&t, "bears"), (2, 2), "an unattached Sword of the Paruns");
}

/// "As long as enchanted land is a basic Mountain": a Mountain that is not
/// basic (Plateau, or any nonbasic land under Blood Moon) is not one.
#[test]
fn r611_3a_the_enchanted_land_is_a_basic_mountain() {
    let cards = ["Goblin Caves", "Goblin Piker", "Plateau", "Blood Moon"];
    for (land, moon, on) in [("Mountain", false, true), ("Plateau", false, false), ("Plateau", true, false), ("Mountain", true, true)] {
        let mut bf = vec![json!({"card": land, "label": "land"}), json!({"card": "Goblin Caves", "attached_to": "land"}), json!({"card": "Goblin Piker", "label": "piker"})];
        if moon {
            bf.push(json!("Blood Moon"));
        }
        let t = game(&cards, json!(bf), json!([]), 20, json!([]), false);
        // Printed: Goblin Piker 2/1.
        assert_eq!(pt(&t, "piker"), if on { (2, 3) } else { (2, 1) }, "{land}, Blood Moon: {moon}");
    }
}
