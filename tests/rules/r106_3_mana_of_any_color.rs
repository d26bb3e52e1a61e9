//! 106.3, 608.2d, 605.3b: mana of a colour its controller chooses. A mana
//! ability's colours are named with its activation (it resolves at once:
//! the action's `adds`, or a mana activation's `adds` when it pays a cost;
//! auto-pay names them to fit the cost); a spell asks as it resolves (the
//! decision `choose_mana`).
//!
//! The cards (built in, compiled from their printed text), their text as printed:
//! - Birds of Paradise {G} 0/1: "Flying / {T}: Add one mana of any color."
//! - City of Brass (land): "Whenever City of Brass becomes tapped, it deals 1
//!   damage to you. / {T}: Add one mana of any color."
//! - Lotus Petal {0}: "{T}, Sacrifice Lotus Petal: Add one mana of any color."
//! - Black Lotus {0}: "{T}, Sacrifice Black Lotus: Add three mana of any one color."
//! - Gilded Lotus {5}: "{T}: Add three mana of any one color."
//! - Implements of Sacrifice {2}: "{1}, {T}, Sacrifice Implements of
//!   Sacrifice: Add two mana of any one color."
//! - Harabaz Druid {1}{G} 0/1 Ally: "{T}: Add X mana of any one color, where
//!   X is the number of Allies you control."
//! - Wirewood Channeler {3}{G} 2/2 Elf: "{T}: Add X mana of any one color,
//!   where X is the number of Elves on the battlefield."
//! - Manamorphose {1}{R/G}: "Add two mana in any combination of colors. /
//!   Draw a card."
//! - Terrarion {1}: "Terrarion enters the battlefield tapped. / {2}, {T},
//!   Sacrifice Terrarion: Add two mana in any combination of colors. / When
//!   Terrarion is put into a graveyard from the battlefield, draw a card."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::legal::LegalAction;
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::{Color, ManaPool, PlayerId};

fn game(alice: Value, hand: Value, mana: &str) -> T {
    T::new(json!({"players": [
        {"name": "Alice", "battlefield": alice, "hand": hand, "mana_pool": mana, "library": ["Plains", "Plains", "Plains"]},
        {"name": "Bob", "battlefield": [{"card": "Llanowar Elves", "label": "bob_elf"}], "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

fn pool(t: &T, p: u8) -> ManaPool {
    t.g().player(PlayerId(p)).pool
}

fn mana(json: Value) -> ManaPool {
    serde_json::from_value(json).unwrap()
}

fn activate(source: &str, adds: Value) -> Value {
    json!({"action": "activate_ability", "player": 0, "source": format!("@{source}"), "ability": 0, "adds": adds})
}

/// Birds of Paradise and City of Brass each add the one colour named; the
/// colour must be named (there are five), be a colour, and be one mana.
#[test]
fn r106_3_birds_and_city_of_brass_add_the_colour_named() {
    for (card, ability) in [("Birds of Paradise", 0usize), ("City of Brass", 1)] {
        let mut t = game(json!([{"card": card, "label": "src"}]), json!([]), "");
        let act = |adds: Value| json!({"action": "activate_ability", "player": 0, "source": "@src", "ability": ability, "adds": adds});
        for bad in [Value::Null, json!({"colorless": 1}), json!({"green": 2}), json!({"green": 1, "red": 1})] {
            let e = refused_unchanged(&mut t, act(bad.clone()));
            assert!(e.contains("608.2d"), "{card} {bad}: {e}");
        }
        let events = t.act(act(json!({"black": 1})));
        assert_eq!(pool(&t, 0), mana(json!({"black": 1})), "{card}");
        assert!(cites(&events, "605.3a"));
        // The legal action says what may be chosen.
        assert!(t.g().legal_actions().iter().all(|a| !matches!(a, LegalAction::Activate { source, .. } if *source == t.id("src"))), "{card} is tapped");
        if card == "City of Brass" {
            t.pass_all();
            assert_eq!(t.life(0), 19, "603.2: the trigger from becoming tapped deals 1 damage");
        }
    }
}

/// The legal actions offer the choice: Birds of Paradise one mana of the five
/// colours; Gilded Lotus three, all of one colour.
#[test]
fn r106_3_legal_actions_name_the_choice() {
    let t = game(json!([{"card": "Birds of Paradise", "label": "birds"}, {"card": "Gilded Lotus", "label": "lotus"}, {"card": "Forest", "label": "forest"}]), json!([]), "");
    let offer = |label: &str| {
        let id = t.id(label);
        t.g().legal_actions().into_iter().find_map(|a| match a {
            LegalAction::Activate { source, choose_mana, mana_ability: true, .. } if source == id => Some(choose_mana),
            _ => None,
        })
    };
    let birds = offer("birds").expect("Birds' mana ability is offered").expect("with a choice");
    assert_eq!((birds.amount, birds.colors.iter().count(), birds.one_color), (1, 5, false));
    let lotus = offer("lotus").expect("Gilded Lotus's mana ability is offered").expect("with a choice");
    assert_eq!((lotus.amount, lotus.colors.iter().collect::<Vec<_>>(), lotus.one_color), (3, Color::ALL.to_vec(), true));
    assert_eq!(offer("forest"), Some(None), "a Forest adds {{G}}: nothing to choose");
}

/// "Three mana of any one color": Gilded Lotus (a {T} ability) and Black
/// Lotus (sacrificed) add three of one colour, never a mix.
#[test]
fn r106_3_any_one_color_is_all_one_colour() {
    for card in ["Gilded Lotus", "Black Lotus"] {
        let mut t = game(json!([{"card": card, "label": "lotus"}]), json!([]), "");
        let e = refused_unchanged(&mut t, activate("lotus", json!({"red": 2, "green": 1})));
        assert!(e.contains("more than one colour"), "{card}: {e}");
        let e = refused_unchanged(&mut t, activate("lotus", json!({"red": 2})));
        assert!(e.contains("adds 3"), "{card}: {e}");
        t.act(activate("lotus", json!({"red": 3})));
        assert_eq!(pool(&t, 0), mana(json!({"red": 3})), "{card}");
        assert_eq!(t.zone("lotus"), if card == "Black Lotus" { "graveyard" } else { "battlefield" }, "{card}");
    }
}

/// Auto-pay names the colour the cost needs: Birds of Paradise pays the {W}
/// of Ethercaste Knight ({W}{U}) beside an Island, City of Brass the {U}
/// beside a Plains; the mana activations it chose say the colour.
#[test]
fn r106_3_auto_pay_chooses_the_colour_the_cost_needs() {
    for (source, land, wants) in [("Birds of Paradise", "Island", "white"), ("City of Brass", "Plains", "blue")] {
        let mut t = game(json!([{"card": source, "label": "src"}, {"card": land}]), json!([{"card": "Ethercaste Knight", "label": "knight"}]), "");
        let acts = t.g().auto_mana(PlayerId(0), &stackwise::rules::types::ManaCost::parse("{W}{U}").unwrap(), 0, None);
        let chosen = acts.iter().find(|a| a.source == t.id("src")).expect("the source is used");
        assert_eq!(chosen.adds, Some(mana(json!({wants: 1}))), "{source}");
        let events = t.act(json!({"action": "cast_spell", "player": 0, "card": "@knight", "auto_pay": true}));
        assert_eq!(t.zone("knight"), "stack", "{source}");
        assert!(cites(&events, "605.3a"), "{source}: its mana ability resolved as the cost was paid");
        // City of Brass's trigger (it became tapped) resolves first, then the Knight.
        for _ in 0..3 {
            if t.zone("knight") == "stack" {
                t.pass_all();
            }
        }
        assert_eq!(t.zone("knight"), "battlefield", "{source}");
        assert_eq!(t.life(0), if source == "City of Brass" { 19 } else { 20 });
    }
}

/// Implements of Sacrifice pays {1} for itself from another source (a Forest
/// tapped by auto-pay), then adds the two mana of one colour named.
#[test]
fn r106_3_a_mana_ability_with_a_mana_cost_adds_the_colour_named() {
    let mut t = game(json!([{"card": "Implements of Sacrifice", "label": "imp"}, {"card": "Forest", "label": "forest"}]), json!([]), "");
    let mut a = activate("imp", json!({"blue": 2}));
    a["auto_pay"] = json!(true);
    t.act(a);
    assert_eq!(pool(&t, 0), mana(json!({"blue": 2})));
    assert_eq!(t.zone("imp"), "graveyard");
    assert!(t.g().objects[&t.id("forest")].tapped);
}

/// "X mana of any one color": Harabaz Druid counts the Allies its controller
/// controls (itself among them); Wirewood Channeler counts the Elves of every
/// player, the opponent's Llanowar Elves too. The amount is read as it resolves.
#[test]
fn r106_3_x_mana_counted_as_it_resolves() {
    let mut t = game(json!([{"card": "Harabaz Druid", "label": "druid"}, {"card": "Harabaz Druid"}, {"card": "Wirewood Channeler", "label": "chan"}, {"card": "Llanowar Elves"}]), json!([]), "");
    let e = refused_unchanged(&mut t, activate("druid", json!({"green": 3})));
    assert!(e.contains("adds 2"), "two Allies: {e}");
    t.act(activate("druid", json!({"green": 2})));
    assert_eq!(pool(&t, 0), mana(json!({"green": 2})));
    // Elves: Wirewood Channeler, Alice's Llanowar Elves and Bob's.
    t.act(activate("chan", json!({"white": 3})));
    assert_eq!(pool(&t, 0), mana(json!({"green": 2, "white": 3})));
}

/// Manamorphose asks as it resolves (608.2d): two mana in any combination of
/// colours; a wrong answer is refused and the question stays; then the card
/// is drawn. A wrong player can't answer.
#[test]
fn r608_2d_manamorphose_asks_for_two_mana_of_any_colours() {
    let mut t = game(json!([{"card": "Mountain"}, {"card": "Forest"}]), json!([{"card": "Manamorphose", "label": "mm"}]), "");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@mm", "auto_pay": true}));
    t.pass_all();
    let d = t.g().pending.clone().expect("a question as it resolves");
    assert_eq!(d.kind, DecisionKind::ChooseMana { amount: 2, colors: Color::ALL.to_vec(), one_color: false });
    assert_eq!(d.rule, "608.2d");
    for bad in [json!({"blue": 3}), json!({"colorless": 2}), json!({"blue": 1})] {
        let e = refused_unchanged(&mut t, json!({"action": "choose_mana", "player": 0, "mana": bad}));
        assert!(e.contains("608.2d"), "{e}");
    }
    refused_unchanged(&mut t, json!({"action": "choose_mana", "player": 1, "mana": {"blue": 1, "black": 1}}));
    let hand = t.g().player(PlayerId(0)).hand.len();
    let events = t.act(json!({"action": "choose_mana", "player": 0, "mana": {"blue": 1, "black": 1}}));
    assert!(cites(&events, "106.3"));
    assert_eq!(pool(&t, 0), mana(json!({"blue": 1, "black": 1})));
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), hand + 1, "then it draws a card");
}

/// Terrarion: its mana ability's {2} is paid by other sources, the two mana
/// may be of two colours, and its leaving draws a card (the trigger).
#[test]
fn r106_3_terrarion_adds_two_mana_in_any_combination() {
    let mut t = game(json!([{"card": "Terrarion", "label": "ter"}]), json!([]), "{C}{C}");
    let e = refused_unchanged(&mut t, activate("ter", json!({"white": 1, "colorless": 1})));
    assert!(e.contains("not coloured"), "{e}");
    t.act(activate("ter", json!({"white": 1, "green": 1})));
    assert_eq!(pool(&t, 0), mana(json!({"white": 1, "green": 1})));
    assert_eq!(t.zone("ter"), "graveyard");
    let hand = t.g().player(PlayerId(0)).hand.len();
    t.pass_all();
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), hand + 1);
}

fn refused(card: Value) -> String {
    let v = json!({"format": "stackwise-scenario", "version": 1, "cards": [card], "players": [{"name": "A"}, {"name": "B"}]});
    let s: stackwise::formats::scenario::Scenario = match serde_json::from_value(v) {
        Ok(s) => s,
        Err(e) => return e.to_string(),
    };
    match s.build() {
        Ok(_) => panic!("the card should be refused"),
        Err(e) => e.join("; "),
    }
}

/// A card with two chosen parts in one mana ability, or a colour named twice, is refused as it is read.
#[test]
fn r106_3_bad_choices_in_a_card_are_refused() {
    let e = refused(json!({"name": "Two Choices", "types": ["Artifact"], "text": "x", "abilities": [{"kind": "activated", "cost": {"tap": true},
        "effects": [{"do": "add_mana_of_choice"}, {"do": "add_mana_of_choice", "amount": 2}], "text": "x"}]}));
    assert!(e.contains("at most one 'add_mana_of_choice'"), "{e}");
    let e = refused(json!({"name": "Twice", "types": ["Artifact"], "text": "x", "abilities": [{"kind": "activated", "cost": {"tap": true},
        "effects": [{"do": "add_mana_of_choice", "colors": ["Red", "Red"]}], "text": "x"}]}));
    assert!(e.contains("twice"), "{e}");
    let e = refused(json!({"name": "Purple", "types": ["Artifact"], "text": "x", "abilities": [{"kind": "activated", "cost": {"tap": true},
        "effects": [{"do": "add_mana_of_choice", "colors": ["Purple"]}], "text": "x"}]}));
    assert!(e.contains("Purple"), "{e}");
}

/// Paying by hand (601.2g): a mana activation names what Birds of Paradise
/// adds; without it, or with a colour the cost can't use, the cast is
/// refused and nothing changes.
#[test]
fn r106_3_mana_activations_named_by_hand_say_the_colour() {
    let mut t = game(json!([{"card": "Birds of Paradise", "label": "birds"}, {"card": "Island", "label": "island"}]), json!([{"card": "Ethercaste Knight", "label": "knight"}]), "");
    let (birds, island) = (t.id("birds").0, t.id("island").0);
    let cast = |adds: Value| {
        let mut birds_act = json!({"source": birds, "ability": 0});
        if !adds.is_null() {
            birds_act["adds"] = adds;
        }
        json!({"action": "cast_spell", "player": 0, "card": "@knight", "mana_abilities": [birds_act, {"source": island, "ability": 0}]})
    };
    let e = refused_unchanged(&mut t, cast(Value::Null));
    assert!(e.contains("608.2d") && e.contains("adds"), "{e}");
    let e = refused_unchanged(&mut t, cast(json!({"green": 1})));
    assert!(e.contains("{W}"), "the {{W}} is missing: {e}");
    t.act(cast(json!({"white": 1})));
    assert_eq!(t.zone("knight"), "stack");
    assert_eq!(pool(&t, 0), ManaPool::default());
}
