//! 603.4, 608.3, 614.1c: "if you cast it from your hand" asks how the
//! permanent came to be: cast as a spell from its owner's hand (601.2a),
//! which the permanent remembers of its spell. A permanent returned from a
//! graveyard wasn't cast: the intervening "if" is false (its ability doesn't
//! even trigger) and it enters without the counters. "As long as it has a
//! [kind] counter on it" reads its own counters (611.3a). Compiled from the
//! cards' text.
//!
//! Cards (their text as the table prints it):
//! - Coal Stoker {3}{R}, 3/3: "When Coal Stoker enters the battlefield, if you
//!   cast it from your hand, add {R}{R}{R} to your mana pool."
//! - Furnace Dragon {6}{R}{R}{R}, 5/5: "Affinity for artifacts / Flying /
//!   When Furnace Dragon enters the battlefield, if you cast it from your
//!   hand, exile all artifacts."
//! - Myojin of Seeing Winds {7}{U}{U}{U}, 3/3: "Myojin of Seeing Winds enters
//!   the battlefield with a divinity counter on it if you cast it from your
//!   hand. / Myojin of Seeing Winds has indestructible as long as it has a
//!   divinity counter on it. / Remove a divinity counter from Myojin of
//!   Seeing Winds: Draw a card for each permanent you control."
//! - Thunderblust {2}{R}{R}{R}, 7/2: "Haste / Thunderblust has trample as long
//!   as it has a -1/-1 counter on it. / Persist"
//! - Zombify {3}{B}, Sorcery: "Return target creature card from your
//!   graveyard to the battlefield."; Ornithopter {0}, artifact creature 0/2.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::{Keyword, ManaPool, PlayerId};

const CARDS: &[&str] = &["Coal Stoker", "Furnace Dragon", "Myojin of Seeing Winds", "Thunderblust", "Zombify", "Ornithopter"];

fn game(alice_bf: Value, hand: Value, graveyard: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": hand, "graveyard": graveyard, "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": [{"card": "Ornithopter", "label": "bobs_thopter"}], "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

/// The permanent named `name` on the battlefield.
fn permanent(t: &T, name: &str) -> stackwise::rules::types::ObjectId {
    t.g().battlefield.iter().copied().find(|id| t.g().objects[id].def.name == name).expect("on the battlefield")
}

fn cast(t: &mut T, label: &str, mana: &str, targets: Value) {
    t.gm().players[0].pool = ManaPool::parse(mana).unwrap();
    t.act(json!({"action": "cast_spell", "player": 0, "card": format!("@{label}"), "targets": targets, "auto_pay": true}));
    resolve_stack(t);
}

#[test]
fn r603_4_coal_stoker_adds_mana_only_when_cast_from_hand() {
    let mut t = game(json!([]), json!([{"card": "Coal Stoker", "label": "stoker"}]), json!([]));
    cast(&mut t, "stoker", "{R}{C}{C}{C}", json!([]));
    assert_eq!(t.g().player(PlayerId(0)).pool, ManaPool::parse("{R}{R}{R}").unwrap(), "cast from hand: {{R}}{{R}}{{R}}");
    // Returned from the graveyard by Zombify: not cast, so no mana.
    let mut t = game(json!([]), json!([{"card": "Zombify", "label": "zombify"}]), json!([{"card": "Coal Stoker", "label": "stoker"}]));
    cast(&mut t, "zombify", "{B}{C}{C}{C}", json!([{"object": "@stoker"}]));
    permanent(&t, "Coal Stoker");
    assert_eq!(t.g().player(PlayerId(0)).pool, ManaPool::default(), "returned, not cast");
}

#[test]
fn r603_4_furnace_dragon_exiles_artifacts_only_when_cast_from_hand() {
    let mut t = game(json!([{"card": "Ornithopter", "label": "mine"}]), json!([{"card": "Furnace Dragon", "label": "dragon"}]), json!([]));
    cast(&mut t, "dragon", "{R}{R}{R}{C}{C}{C}{C}{C}", json!([]));
    assert_eq!((t.zone("mine").as_str(), t.zone("bobs_thopter").as_str()), ("exile", "exile"), "cast from hand: every artifact exiled");
    // Zombify returns it: the artifacts stay.
    let mut t = game(json!([{"card": "Ornithopter", "label": "mine"}]), json!([{"card": "Zombify", "label": "zombify"}]), json!([{"card": "Furnace Dragon", "label": "dragon"}]));
    cast(&mut t, "zombify", "{B}{C}{C}{C}", json!([{"object": "@dragon"}]));
    permanent(&t, "Furnace Dragon");
    assert_eq!((t.zone("mine").as_str(), t.zone("bobs_thopter").as_str()), ("battlefield", "battlefield"));
}

#[test]
fn r614_1c_myojin_enters_with_its_counter_only_when_cast_from_hand() {
    let myojin = |t: &T| {
        let id = permanent(t, "Myojin of Seeing Winds");
        let o = &t.g().objects[&id];
        (o.extra.counters.get("divinity").copied().unwrap_or(0), t.g().chars(id).unwrap().has_keyword(Keyword::Indestructible))
    };
    let mut t = game(json!([]), json!([{"card": "Myojin of Seeing Winds", "label": "myojin"}]), json!([]));
    cast(&mut t, "myojin", "{U}{U}{U}{C}{C}{C}{C}{C}{C}{C}", json!([]));
    assert_eq!(myojin(&t), (1, true), "a divinity counter, so indestructible");
    let mut t = game(json!([]), json!([{"card": "Zombify", "label": "zombify"}]), json!([{"card": "Myojin of Seeing Winds", "label": "myojin"}]));
    cast(&mut t, "zombify", "{B}{C}{C}{C}", json!([{"object": "@myojin"}]));
    assert_eq!(myojin(&t), (0, false), "returned: no counter, not indestructible");
}

#[test]
fn r611_3a_thunderblust_has_trample_while_it_has_a_minus_counter() {
    for (counters, trample) in [(json!({}), false), (json!({"-1/-1": 1}), true)] {
        let t = game(json!([{"card": "Thunderblust", "label": "blust", "counters": counters}]), json!([]), json!([]));
        assert_eq!(t.g().chars(t.id("blust")).unwrap().has_keyword(Keyword::Trample), trample);
    }
}
