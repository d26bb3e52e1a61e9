//! 702.72a (reference rules): changeling is a characteristic-defining
//! ability: the object is every creature type, in every zone (604.3). As a
//! characteristic-defining ability it applies first in layer 4 (613.3), so a
//! later "loses all creature types" wins over it, and "gains all creature
//! types" gives the same to any creature for a while.
//!
//! The cards (built in: compiled from their printed text), their text as printed:
//! - Woodland Changeling {2}{G} 2/2: "Changeling (This card is every creature type.)"
//! - Avian Changeling {2}{W} 2/2: "Changeling / Flying"
//! - Amoeboid Changeling {1}{U} 1/1: "Changeling / {T}: Target creature gains
//!   all creature types until end of turn. / {T}: Target creature loses all
//!   creature types until end of turn."
//! - Nameless Inversion {1}{B} Tribal Instant — Shapeshifter: "Changeling /
//!   Target creature gets +3/-3 and loses all creature types until end of turn."
//! - Blades of Velis Vel {1}{R} Tribal Instant — Shapeshifter: "Changeling /
//!   Up to two target creatures each get +2/+0 and gain all creature types
//!   until end of turn."
//! - Crib Swap {2}{W} Tribal Instant — Shapeshifter: "Changeling / Exile
//!   target creature. Its controller creates a 1/1 colorless Shapeshifter
//!   creature token with changeling."
//! - Goblin King {1}{R}{R} 2/2: "Other Goblin creatures get +1/+1 and have mountainwalk."
//! - Lord of Atlantis {U}{U} 2/2: "Other Merfolk get +1/+1 and have islandwalk."
//! - Goblin Matron {2}{R} 1/1: "When Goblin Matron enters the battlefield, you
//!   may search your library for a Goblin card, reveal that card, put it into
//!   your hand, then shuffle your library."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::{Keyword, PlayerId, Step};

fn game(alice: Value, hand: Value, mana: &str, bob: Value) -> T {
    T::new(json!({"players": [
        {"name": "Alice", "battlefield": alice, "hand": hand, "mana_pool": mana, "library": ["Forest", "Forest", "Forest"]},
        {"name": "Bob", "battlefield": bob, "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

fn pt(t: &T, label: &str) -> (i32, i32) {
    let c = t.g().chars(t.id(label)).expect("object exists");
    (c.power.unwrap(), c.toughness.unwrap())
}

fn has_kw(t: &T, label: &str, k: Keyword) -> bool {
    t.g().chars(t.id(label)).unwrap().has_keyword(k)
}

fn is_type(t: &T, label: &str, s: &str) -> bool {
    t.g().chars(t.id(label)).unwrap().has_subtype(s)
}

fn target(t: &mut T, action: &str, card: &str, on: &[&str]) {
    let targets: Vec<Value> = on.iter().map(|l| json!({"object": t.id(l).0})).collect();
    let a = if action == "cast_spell" {
        json!({"action": "cast_spell", "player": 0, "card": format!("@{card}"), "targets": targets, "auto_pay": true})
    } else {
        json!({"action": "activate_ability", "player": 0, "source": format!("@{card}"), "ability": action.parse::<usize>().unwrap(), "targets": targets, "auto_pay": true})
    };
    t.act(a);
    t.pass_all();
}

/// Both lords count a changeling as one of theirs, whichever entered first;
/// a Grizzly Bears (a Bear) is left alone, and neither lord pumps itself.
#[test]
fn r702_72a_a_changeling_is_a_goblin_and_a_merfolk_for_both_lords_in_either_order() {
    let wc = json!({"card": "Woodland Changeling", "label": "wc"});
    for field in [json!([{"card": "Goblin King", "label": "gk"}, {"card": "Lord of Atlantis", "label": "la"}, wc.clone(), {"card": "Grizzly Bears", "label": "gb"}]),
                  json!([wc.clone(), {"card": "Grizzly Bears", "label": "gb"}, {"card": "Lord of Atlantis", "label": "la"}, {"card": "Goblin King", "label": "gk"}])] {
        let t = game(field.clone(), json!([]), "", json!([]));
        assert_eq!(pt(&t, "wc"), (4, 4), "{field}: +1/+1 from each lord");
        assert!(has_kw(&t, "wc", Keyword::Mountainwalk) && has_kw(&t, "wc", Keyword::Islandwalk));
        assert!(has_kw(&t, "wc", Keyword::Changeling) && is_type(&t, "wc", "Zubera"), "every creature type");
        assert!(!is_type(&t, "wc", "Forest") && !is_type(&t, "wc", "Aura"), "creature types only, not land or enchantment types");
        assert_eq!(pt(&t, "gb"), (2, 2));
        assert_eq!(pt(&t, "gk"), (2, 2), "other Goblins");
        assert_eq!(pt(&t, "la"), (2, 2), "other Merfolk");
    }
    // A Goblin King beside an Avian Changeling and two Woodland Changelings: each is another Goblin.
    let t = game(json!([{"card": "Goblin King", "label": "gk"}, {"card": "Avian Changeling", "label": "ac"}, {"card": "Woodland Changeling", "label": "w1"}, {"card": "Woodland Changeling", "label": "w2"}]), json!([]), "", json!([]));
    assert_eq!((pt(&t, "ac"), pt(&t, "w1"), pt(&t, "w2")), ((3, 3), (3, 3), (3, 3)));
}

/// 604.3: in the library too: Goblin Matron finds a Woodland Changeling and a
/// Nameless Inversion (a Tribal instant with changeling is a Goblin card),
/// not a Grizzly Bears.
#[test]
fn r702_72a_changeling_works_in_the_library_goblin_matron_finds_it() {
    let mut t = T::new(json!({"players": [
        {"name": "Alice", "hand": [{"card": "Goblin Matron", "label": "gm"}], "mana_pool": "{R}{2}",
         "library": [{"card": "Grizzly Bears", "label": "gb"}, {"card": "Woodland Changeling", "label": "wc"}, {"card": "Nameless Inversion", "label": "ni"}, "Forest"]},
        {"name": "Bob", "library": ["Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@gm", "auto_pay": true}));
    t.pass_all();
    t.pass_all();
    let d = t.g().pending.clone().expect("may search");
    assert!(matches!(d.kind, DecisionKind::ChooseYesNo { .. }), "{d:?}");
    t.act(json!({"action": "choose_yes_no", "player": 0, "yes": true}));
    let d = t.g().pending.clone().expect("the search");
    let DecisionKind::ChooseCards { from, labels, .. } = d.kind else { panic!("{d:?}") };
    let mut labels = labels.clone();
    labels.sort();
    assert_eq!(labels, vec!["Nameless Inversion", "Woodland Changeling"]);
    assert!(!from.contains(&t.id("gb")));
    t.act(json!({"action": "choose_cards", "player": 0, "cards": ["@wc"]}));
    assert_eq!(t.zone("wc"), "hand");
}

/// 613.3: changeling applies first in layer 4; Amoeboid Changeling's "loses
/// all creature types" (later) leaves a Woodland Changeling no Goblin, until
/// the end of the turn; the keyword itself stays.
#[test]
fn r702_72a_loses_all_creature_types_wins_over_changeling_until_end_of_turn() {
    let mut t = game(json!([{"card": "Goblin King", "label": "gk"}, {"card": "Amoeboid Changeling", "label": "amo"}, {"card": "Woodland Changeling", "label": "wc"}]), json!([]), "", json!([]));
    assert_eq!(pt(&t, "wc"), (3, 3));
    target(&mut t, "1", "amo", &["wc"]);
    assert_eq!(pt(&t, "wc"), (2, 2), "no longer a Goblin");
    assert!(!is_type(&t, "wc", "Shapeshifter"), "its printed creature type is gone too");
    assert!(has_kw(&t, "wc", Keyword::Changeling), "the ability is still there");
    play_until(&mut t, 1, Step::Upkeep, &|t, p, _| { t.act(json!({"action": "pass_priority", "player": p.0})); });
    assert_eq!(pt(&t, "wc"), (3, 3), "a Goblin again in the next turn");
}

/// Amoeboid Changeling's "gains all creature types" and Blades of Velis Vel
/// make a Grizzly Bears a Goblin (and a Merfolk) until end of turn.
#[test]
fn r702_72a_gains_all_creature_types_amoeboid_changeling_and_blades_of_velis_vel() {
    let mut t = game(json!([{"card": "Goblin King", "label": "gk"}, {"card": "Amoeboid Changeling", "label": "amo"}, {"card": "Grizzly Bears", "label": "gb"}]), json!([]), "", json!([]));
    assert_eq!(pt(&t, "gb"), (2, 2));
    target(&mut t, "0", "amo", &["gb"]);
    assert_eq!(pt(&t, "gb"), (3, 3));
    assert!(is_type(&t, "gb", "Bear") && is_type(&t, "gb", "Goblin") && is_type(&t, "gb", "Merfolk"));
    // Two targets, either order: each +2/+0 and a Goblin (+1/+1); Lord of Atlantis makes both Merfolk lords pump.
    for order in [["gb", "hb"], ["hb", "gb"]] {
        let mut t = game(json!([{"card": "Goblin King", "label": "gk"}, {"card": "Lord of Atlantis", "label": "la"}, {"card": "Grizzly Bears", "label": "gb"}, {"card": "Hill Giant", "label": "hb"}]), json!([{"card": "Blades of Velis Vel", "label": "bv"}]), "{R}{1}", json!([]));
        target(&mut t, "cast_spell", "bv", &order);
        assert_eq!(pt(&t, "gb"), (2 + 2 + 2, 2 + 2), "{order:?}");
        assert_eq!(pt(&t, "hb"), (3 + 2 + 2, 3 + 2), "{order:?}");
    }
}

/// Nameless Inversion: +3/-3 with the creature types lost: a Woodland
/// Changeling under Goblin King loses its +1/+1 too and dies (5/-1), where
/// keeping its types it would have lived (7/1); a Grizzly Bears dies anyway.
#[test]
fn r702_72a_nameless_inversion_takes_the_lords_bonus_away() {
    let mut t = game(json!([{"card": "Goblin King", "label": "gk"}, {"card": "Lord of Atlantis", "label": "la"}]), json!([{"card": "Nameless Inversion", "label": "ni"}]), "{B}{1}", json!([{"card": "Woodland Changeling", "label": "wc"}]));
    assert_eq!(pt(&t, "wc"), (4, 4), "Alice's lords pump Bob's changeling too");
    target(&mut t, "cast_spell", "ni", &["wc"]);
    assert_eq!(t.zone("wc"), "graveyard", "2/2 +3/-3 with no lord: toughness -1");
}

/// Crib Swap: the exiled creature's controller gets a 1/1 Shapeshifter with
/// changeling, which Bob's Lord of Atlantis then pumps; cast on Alice's own
/// creature, Alice gets it.
#[test]
fn r702_72a_crib_swap_gives_its_controller_a_changeling_token() {
    let mut t = game(json!([]), json!([{"card": "Crib Swap", "label": "cs"}]), "{W}{2}", json!([{"card": "Serra Angel", "label": "sa"}, {"card": "Lord of Atlantis", "label": "la"}]));
    target(&mut t, "cast_spell", "cs", &["sa"]);
    assert_eq!(t.zone("sa"), "exile");
    let tok: Vec<_> = t.g().battlefield.iter().copied().filter(|id| t.g().objects[id].token).collect();
    assert_eq!(tok.len(), 1);
    let o = &t.g().objects[&tok[0]];
    assert_eq!(o.controller, PlayerId(1));
    let c = t.g().chars(tok[0]).unwrap();
    assert_eq!((c.power, c.toughness), (Some(2), Some(2)), "a Merfolk under Lord of Atlantis");
    assert!(c.every_creature_type && c.colors.is_empty());
    let mut t = game(json!([{"card": "Grizzly Bears", "label": "gb"}]), json!([{"card": "Crib Swap", "label": "cs"}]), "{W}{2}", json!([]));
    target(&mut t, "cast_spell", "cs", &["gb"]);
    assert!(t.g().battlefield.iter().any(|id| t.g().objects[id].token && t.g().objects[id].controller == PlayerId(0)));
}

/// A card that says "all_creature_types" in the wrong place is refused with the field named.
#[test]
fn r702_72a_malformed_creature_type_changes_are_refused() {
    let e = stackwise::cards::CardPool::parse_defs(&json!([{"name": "Odd", "mana_cost": "{U}", "types": ["Instant"], "spell": {"effects": [{"do": "continuous", "what": "this", "modifications": ["all_creature_type"], "duration": "end_of_turn"}]}}]).to_string(), "test").expect_err("refused");
    assert!(e.contains("all_creature_type"), "{e}");
}
