//! 106.7: "one mana of any color that a land an opponent controls could
//! produce": the colours are those the permanents named could add now if
//! their mana abilities resolved, costs aside. An ability that asks the same
//! question of a permanent already being asked adds nothing for it: two
//! Exotic Orchards alone could produce nothing.
//!
//! The cards (built in, compiled from their printed text), their text as printed:
//! - Exotic Orchard (land), Fellwar Stone {2}, Sylvok Explorer {1}{G} 1/1,
//!   Quirion Explorer {1}{G} 1/1: "{T}: Add one mana of any color that a land
//!   an opponent controls could produce."
//! - Harvester Druid {1}{G} 1/1: "{T}: Add one mana of any color that a land
//!   you control could produce."
//! - Star Compass {2}: "Star Compass enters the battlefield tapped. / {T}: Add
//!   one mana of any color that a basic land you control could produce."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::legal::LegalAction;
use stackwise::rules::types::{Color, ManaPool, PlayerId};

fn game(alice: Value, bob: Value) -> T {
    T::new(json!({"players": [
        {"name": "Alice", "battlefield": alice, "library": ["Plains", "Plains", "Plains"]},
        {"name": "Bob", "battlefield": bob, "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

fn pool(t: &T, p: u8) -> ManaPool {
    t.g().player(PlayerId(p)).pool
}

fn mana(v: Value) -> ManaPool {
    serde_json::from_value(v).unwrap()
}

fn act(player: u8, source: &str, adds: Option<Value>) -> Value {
    let mut a = json!({"action": "activate_ability", "player": player, "source": format!("@{source}"), "ability": 0});
    if let Some(m) = adds {
        a["adds"] = m;
    }
    a
}

/// The colours offered for `label`'s first ability, or None when there is no choice to make.
fn offered(t: &T, label: &str) -> Option<Vec<Color>> {
    let id = t.id(label);
    t.g().legal_actions().into_iter().find_map(|a| match a {
        LegalAction::Activate { source, ability: 0, choose_mana, .. } if source == id => Some(choose_mana.map(|c| c.colors.iter().collect())),
        _ => None,
    })?
}

/// 106.7's example: with no land on Bob's side, Alice's Exotic Orchard
/// produces no mana; with only Exotic Orchards on both sides, neither does
/// either; once Alice controls a Forest, each could produce {G}.
#[test]
fn r106_7_example_exotic_orchards_could_produce_only_what_other_lands_could() {
    let mut t = game(json!([{"card": "Exotic Orchard", "label": "mine"}]), json!([]));
    t.act(act(0, "mine", None));
    assert_eq!(pool(&t, 0), ManaPool::default(), "no land an opponent controls: no mana");

    let mut t = game(json!([{"card": "Exotic Orchard", "label": "mine"}]), json!([{"card": "Exotic Orchard", "label": "theirs"}]));
    assert_eq!(offered(&t, "mine"), None);
    let e = refused_unchanged(&mut t, act(0, "mine", Some(json!({"green": 1}))));
    assert!(e.contains("608.2d"), "{e}");
    t.act(act(0, "mine", None));
    assert_eq!(pool(&t, 0), ManaPool::default(), "only Orchards: nothing");

    // Alice's Forest: Bob's Orchard could produce {G}, so hers could too, and his.
    let mut t = game(json!([{"card": "Exotic Orchard", "label": "mine"}, {"card": "Forest"}]), json!([{"card": "Exotic Orchard", "label": "theirs"}]));
    t.act(act(0, "mine", None));
    assert_eq!(pool(&t, 0), mana(json!({"green": 1})));
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(act(1, "theirs", None));
    assert_eq!(pool(&t, 1), mana(json!({"green": 1})));
}

/// Fellwar Stone, Sylvok Explorer and Quirion Explorer: the colours of Bob's
/// Mountain and Island, not green; Bob's City of Brass adds every colour.
#[test]
fn r106_7_the_colours_of_the_opponents_lands() {
    for card in ["Fellwar Stone", "Sylvok Explorer", "Quirion Explorer"] {
        let mut t = game(json!([{"card": card, "label": "src"}, {"card": "Forest"}]), json!([{"card": "Mountain"}, {"card": "Island"}]));
        assert_eq!(offered(&t, "src"), Some(vec![Color::Blue, Color::Red]), "{card}");
        let e = refused_unchanged(&mut t, act(0, "src", Some(json!({"green": 1}))));
        assert!(e.contains("Green"), "{card}: {e}");
        t.act(act(0, "src", Some(json!({"red": 1}))));
        assert_eq!(pool(&t, 0), mana(json!({"red": 1})), "{card}");

        let t = game(json!([{"card": card, "label": "src"}]), json!([{"card": "City of Brass"}]));
        assert_eq!(offered(&t, "src"), Some(Color::ALL.to_vec()), "{card}");
    }
}

/// Harvester Druid reads its controller's lands; Star Compass only the basic
/// ones (City of Brass is not basic). Auto-pay uses them for a colour they
/// could produce.
#[test]
fn r106_7_harvester_druid_and_star_compass_read_your_lands() {
    let t = game(json!([{"card": "Harvester Druid", "label": "druid"}, {"card": "Star Compass", "label": "compass"}, {"card": "City of Brass"}, {"card": "Swamp"}]), json!([]));
    assert_eq!(offered(&t, "druid"), Some(Color::ALL.to_vec()));
    // Star Compass entered tapped in play, but is set up untapped here; one basic land: one colour, no choice.
    assert_eq!(offered(&t, "compass"), None);
    let mut t = t;
    t.act(act(0, "compass", None));
    assert_eq!(pool(&t, 0), mana(json!({"black": 1})));
    let acts = t.g().auto_mana(PlayerId(0), &stackwise::rules::types::ManaCost::parse("{W}").unwrap(), 0, None);
    assert_eq!(acts.len(), 1);
}
