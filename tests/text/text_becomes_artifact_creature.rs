//! "[this] becomes a P/T [colours] [Creature type] artifact creature [with
//! keywords] until end of turn [. It's still a land]", compiled from the
//! printed text. An object made an "artifact creature" keeps its other card
//! types and subtypes (205.1b): artifact, creature and the creature type are
//! added (layer 4), a colour said replaces its colours (layer 5), the
//! keywords are added (layer 6) and the base power and toughness are set
//! (layer 7b), until the cleanup step (514.2).
//!
//! Cards (their text as the table prints it):
//! - Guardian Idol {2}: "Guardian Idol enters the battlefield tapped. / {T}:
//!   Add {C} to your mana pool. / {2}: Guardian Idol becomes a 2/2 Golem
//!   artifact creature until end of turn."
//! - Thunder Totem {3}: "{T}: Add {W} to your mana pool. / {1}{W}{W}: Thunder
//!   Totem becomes a 2/2 white Spirit artifact creature with flying and first
//!   strike until end of turn."
//! - Mishra's Factory (land): "{T}: Add {C} to your mana pool. / {1}:
//!   Mishra's Factory becomes a 2/2 Assembly-Worker artifact creature until
//!   end of turn. It's still a land. / {T}: Target Assembly-Worker creature
//!   gets +1/+1 until end of turn."
//! - Treetop Village (land): "... / {1}{G}: Treetop Village becomes a 3/3
//!   green Ape creature with trample until end of turn. It's still a land."
//! - Stirring Wildwood (land): "... / {1}{G}{W}: Until end of turn, Stirring
//!   Wildwood becomes a 3/4 green and white Elemental creature with reach.
//!   It's still a land." (a land creature keeps its types because it says so)
//! - Xanthic Statue {8}: "{5}: Until end of turn, Xanthic Statue becomes an
//!   8/8 Golem artifact creature with trample." (the duration said first)

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::{CardType, Color, Keyword};

fn game(bf: Value) -> T {
    let cards: Vec<Value> = ["Guardian Idol", "Thunder Totem", "Mishra's Factory", "Xanthic Statue", "Treetop Village", "Stirring Wildwood"].iter().map(|n| card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": bf, "mana_pool": "WWWWWWWWGG", "library": ["Island", "Island"]},
        {"name": "Bob", "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn animate(t: &mut T, label: &str) {
    let ability = if t.g().name_of(t.id(label)) == "Xanthic Statue" { 0 } else { 1 };
    t.act(json!({"action": "activate_ability", "player": 0, "source": format!("@{label}"), "ability": ability, "auto_pay": true}));
    t.pass_all();
}

/// Everyone passes until Bob's turn begins.
fn to_next_turn(t: &mut T) {
    for _ in 0..40 {
        if t.g().turn.number > 2 {
            return;
        }
        if t.pass_all().is_empty() && t.g().pending.is_some() {
            t.act(json!({"action": "declare_attackers", "player": 0, "attackers": []}));
        }
    }
    panic!("Bob's turn never came");
}

#[test]
fn each_becomes_its_creature_and_keeps_its_types_until_end_of_turn() {
    // (card, its creature type, a card type it keeps)
    for (card, sub, kept) in [("Guardian Idol", "Golem", CardType::Artifact), ("Thunder Totem", "Spirit", CardType::Artifact), ("Mishra's Factory", "Assembly-Worker", CardType::Land)] {
        let mut t = game(json!([{"card": card, "label": "it"}]));
        assert!(!t.g().chars(t.id("it")).unwrap().types.contains(&CardType::Creature), "{card}");
        animate(&mut t, "it");
        let c = t.g().chars(t.id("it")).unwrap();
        assert!(c.types.contains(&CardType::Creature) && c.types.contains(&CardType::Artifact) && c.types.contains(&kept), "{card}: {:?}", c.types);
        assert!(c.subtypes.iter().any(|s| s == sub), "{card}: {:?}", c.subtypes);
        assert_eq!((c.power, c.toughness), (Some(2), Some(2)), "{card}");
        to_next_turn(&mut t);
        let c = t.g().chars(t.id("it")).unwrap();
        assert!(!c.types.contains(&CardType::Creature) && c.types.contains(&kept), "{card}: until end of turn");
    }
}

#[test]
fn a_colour_and_keywords_come_with_it() {
    let mut t = game(json!([{"card": "Thunder Totem", "label": "totem"}, {"card": "Guardian Idol", "label": "idol"}]));
    animate(&mut t, "totem");
    animate(&mut t, "idol");
    let c = t.g().chars(t.id("totem")).unwrap();
    assert!(c.colors.contains(Color::White));
    assert!(c.keywords.contains(&Keyword::Flying) && c.keywords.contains(&Keyword::FirstStrike));
    let c = t.g().chars(t.id("idol")).unwrap();
    assert!(c.colors.is_empty(), "no colour said: still colorless");
    assert!(c.keywords.is_empty());
}

#[test]
fn until_end_of_turn_said_first() {
    let mut t = game(json!([{"card": "Xanthic Statue", "label": "statue"}]));
    animate(&mut t, "statue");
    let c = t.g().chars(t.id("statue")).unwrap();
    assert_eq!((c.power, c.toughness), (Some(8), Some(8)));
    assert!(c.types.contains(&CardType::Creature) && c.subtypes.iter().any(|s| s == "Golem") && c.keywords.contains(&Keyword::Trample));
    to_next_turn(&mut t);
    assert!(!t.g().chars(t.id("statue")).unwrap().types.contains(&CardType::Creature));
}

#[test]
fn a_land_that_says_it_is_still_a_land() {
    for (card, pt, colors, kw) in [("Treetop Village", (3, 3), vec![Color::Green], Keyword::Trample), ("Stirring Wildwood", (3, 4), vec![Color::Green, Color::White], Keyword::Reach)] {
        let mut t = game(json!([{"card": card, "label": "it"}]));
        animate(&mut t, "it");
        let c = t.g().chars(t.id("it")).unwrap();
        assert!(c.types.contains(&CardType::Land) && c.types.contains(&CardType::Creature), "{card}: {:?}", c.types);
        assert!(!c.types.contains(&CardType::Artifact), "{card}");
        assert_eq!((c.power, c.toughness), (Some(pt.0), Some(pt.1)), "{card}");
        assert!(colors.iter().all(|col| c.colors.contains(*col)) && c.keywords.contains(&kw), "{card}");
        to_next_turn(&mut t);
        let c = t.g().chars(t.id("it")).unwrap();
        assert!(!c.types.contains(&CardType::Creature) && c.colors.is_empty(), "{card}: a colorless land again");
    }
}
