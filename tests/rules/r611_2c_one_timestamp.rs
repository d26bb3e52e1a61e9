//! 611.2c: a continuous effect from a resolving spell or ability that
//! changes several objects is one effect: the objects are fixed as it
//! begins and it has one timestamp (613.6b) for all of them. Its numbers are
//! worked out once, before any of the objects changes (608.2h). "+N/+N",
//! "gain [keyword]" and "protection from the chosen colour" are all read as
//! the one `continuous` form, so all follow this.
//!
//! Cards (printed text, January 2017 wording):
//! - Garruk Wildspeaker's −4: "Creatures you control get +3/+3 and gain
//!   trample until end of turn."
//! - Brave the Elements {W}: "Choose a color. White creatures you control
//!   gain protection from the chosen color until end of turn."
//! - Savannah Lions (2/1 white), Grizzly Bears (2/2 green), Hill Giant (3/3).
use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::*;

fn game(alice: Value, hand: Value) -> T {
    T::new(json!({"players": [
        {"name": "Alice", "battlefield": alice, "hand": hand, "mana_pool": "{W}", "library": ["Plains"]},
        {"name": "Bob", "library": ["Plains"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

/// The timestamps of the effects of the game that affect `id`.
fn stamps(t: &T, id: ObjectId) -> Vec<u64> {
    t.g().effects.iter().filter(|e| e.affected == id).map(|e| e.timestamp).collect()
}

#[test]
fn r611_2c_garruks_overrun_is_one_effect_with_one_timestamp() {
    let creatures = ["lions", "bears", "giant"];
    let mut t = game(
        json!([{"card": "Garruk Wildspeaker", "label": "garruk", "counters": {"loyalty": 4}},
               {"card": "Savannah Lions", "label": "lions"}, {"card": "Grizzly Bears", "label": "bears"}, {"card": "Hill Giant", "label": "giant"}]),
        json!([]),
    );
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@garruk", "ability": 2, "auto_pay": true}));
    let ev = t.pass_all();
    assert!(cites(&ev, "611.2a"), "{:?}", rules(&ev));
    let mut all = Vec::new();
    for (l, (p, tt)) in creatures.iter().zip([(5, 4), (5, 5), (6, 6)]) {
        let c = t.g().chars(t.id(l)).unwrap();
        assert_eq!((c.power, c.toughness), (Some(p), Some(tt)), "{l}");
        assert!(c.has_keyword(Keyword::Trample), "{l}");
        let s = stamps(&t, t.id(l));
        assert_eq!(s.len(), 2, "{l}: +3/+3 and trample");
        all.extend(s);
    }
    all.dedup();
    assert_eq!(all.len(), 1, "one timestamp for every object and both changes: {all:?}");
}

#[test]
fn r611_2c_brave_the_elements_protects_each_white_creature_with_one_timestamp() {
    let mut t = game(
        json!([{"card": "Savannah Lions", "label": "a"}, {"card": "Savannah Lions", "label": "b"}, {"card": "Grizzly Bears", "label": "bears"}]),
        json!([{"card": "Brave the Elements", "label": "brave"}]),
    );
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@brave", "targets": [], "auto_pay": true}));
    t.pass_all();
    t.act(json!({"action": "choose_color", "player": 0, "color": "Black"}));
    for l in ["a", "b"] {
        assert!(t.g().chars(t.id(l)).unwrap().has_keyword(Keyword::protection_from_color(Color::Black)), "{l}");
    }
    assert!(stamps(&t, t.id("bears")).is_empty(), "not white");
    let (a, b) = (stamps(&t, t.id("a")), stamps(&t, t.id("b")));
    assert_eq!((a.len(), b.len()), (1, 1));
    assert_eq!(a, b, "one effect, one timestamp");
}

#[test]
fn r608_2h_the_number_is_counted_before_any_object_changes() {
    // Test card: "Creatures you control get +X/+X until end of turn, where X
    // is the number of creatures you control with power 3 or greater." Two
    // 2/2s: X is 0 when it is counted, and stays 0 although the first 2/2
    // would reach 3 if it were counted again between the objects.
    let card = json!({"name": "Rally of the Strong (test card)", "mana_cost": "{W}", "type": "Instant",
        "text": "Creatures you control get +X/+X until end of turn, where X is the number of creatures you control with power 3 or greater."});
    for giants in [0, 1] {
        let mut bf = vec![json!({"card": "Grizzly Bears", "label": "a"}), json!({"card": "Grizzly Bears", "label": "b"})];
        for _ in 0..giants {
            bf.push(json!({"card": "Hill Giant"}));
        }
        let mut t = T::new(json!({"cards": [card], "players": [
            {"name": "Alice", "battlefield": bf, "hand": [{"card": "Rally of the Strong (test card)", "label": "r"}], "mana_pool": "{W}"},
            {"name": "Bob"}], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}));
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@r", "targets": [], "auto_pay": true}));
        t.pass_all();
        // X = the number of Hill Giants (3/3) as the instruction starts.
        for l in ["a", "b"] {
            let c = t.g().chars(t.id(l)).unwrap();
            assert_eq!((c.power, c.toughness), (Some(2 + giants), Some(2 + giants)), "{l} with {giants} Hill Giant(s)");
        }
    }
}
