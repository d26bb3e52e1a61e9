//! Static abilities that apply only while a condition over the battlefield
//! holds (611.3a: checked at every moment, never locked in), activated
//! abilities that may be activated only while one holds (602.5b), and
//! metalcraft (207.2c: an ability word for "three or more artifacts"),
//! compiled from the cards' printed text.
//!
//! Cards (their text as the table prints it):
//! - Kird Ape {R} 1/1: "Kird Ape gets +1/+2 as long as you control a Forest."
//! - Water Wurm {U} 1/1: "Water Wurm gets +0/+1 as long as an opponent
//!   controls an Island."
//! - Carapace Forger {1}{G} 2/2: "Metalcraft — Carapace Forger gets +2/+2 as
//!   long as you control three or more artifacts."
//! - Purraj of Urborg {3}{B}{B} 3/3: "Purraj of Urborg has first strike as
//!   long as it's attacking." (and a trigger on black spells)
//! - Evil Presence {B}: "Enchant land / Enchanted land is a Swamp."
//! - Spreading Seas {1}{U}: "Enchant land / When Spreading Seas enters the
//!   battlefield, draw a card. / Enchanted land is an Island."
//! - Tainted Field: "{T}: Add {C} to your mana pool. / {T}: Add {W} or {B}
//!   to your mana pool. Activate this ability only if you control a Swamp."
//! - Vedalken Certarch {U} 1/1: "Metalcraft — {T}: Tap target artifact,
//!   creature, or land. Activate this ability only if you control three or
//!   more artifacts."
//! - Ornithopter {0} 0/2 artifact creature (flying), Memnite {0} 1/1
//!   artifact creature, basic lands.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::{PlayerId, Step, Zone};
use stackwise::rules::zones;

fn pt(t: &T, label: &str) -> (i32, i32) {
    let c = t.g().chars(t.id(label)).unwrap();
    (c.power.unwrap(), c.toughness.unwrap())
}

fn game(cards: &[&str], alice_bf: Value, hand: Value, bob_bf: Value) -> T {
    common::card_table::compiled_game(cards, alice_bf, hand, bob_bf)
}

#[test]
fn r611_3a_kird_ape_grows_while_its_controller_has_a_forest() {
    let mut t = game(&["Kird Ape"], json!([{"card": "Kird Ape", "label": "ape"}, "Mountain"]), json!([{"card": "Forest", "label": "forest"}]), json!(["Forest"]));
    assert_eq!(pt(&t, "ape"), (1, 1), "Bob's Forest is not Alice's");
    t.act(json!({"action": "play_land", "player": 0, "card": "@forest"}));
    assert_eq!(pt(&t, "ape"), (2, 3));
    // The Forest leaves: the bonus ends at once (611.3a).
    let id = t.id("forest");
    t.gm().move_object(id, Zone::Graveyard(PlayerId(0)), zones::Position::Top, "701.7", "test");
    assert_eq!(pt(&t, "ape"), (1, 1));
}

#[test]
fn r611_3a_the_condition_reads_land_types_other_effects_set() {
    // Bob's Mountain enchanted by Spreading Seas is an Island (305.7): Water Wurm gets +0/+1.
    // With Evil Presence on Alice's Forest instead, Kird Ape no longer sees a Forest.
    let mut t = game(
        &["Water Wurm", "Kird Ape", "Spreading Seas", "Evil Presence"],
        json!([{"card": "Water Wurm", "label": "wurm"}, {"card": "Kird Ape", "label": "ape"}, {"card": "Forest", "label": "forest"}, "Island", "Island", "Swamp"]),
        json!([{"card": "Spreading Seas", "label": "seas"}, {"card": "Evil Presence", "label": "presence"}]),
        json!([{"card": "Mountain", "label": "mountain"}]),
    );
    assert_eq!((pt(&t, "wurm"), pt(&t, "ape")), ((1, 1), (2, 3)));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@seas", "targets": [{"object": "@mountain"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(pt(&t, "wurm"), (1, 2), "an opponent controls an Island now");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@presence", "targets": [{"object": "@forest"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(pt(&t, "ape"), (1, 1), "the Forest is a Swamp and nothing else");
    assert_eq!(pt(&t, "wurm"), (1, 2));
}

#[test]
fn r611_3a_metalcraft_counts_three_artifacts_in_any_order() {
    // Carapace Forger is no artifact: it needs three others. Each order of arrival gives the same.
    for order in permutations(&["Ornithopter", "Memnite", "Ornithopter"]) {
        let hand: Vec<Value> = order.iter().enumerate().map(|(i, n)| json!({"card": n, "label": format!("a{i}")})).collect();
        let mut t = game(&["Carapace Forger", "Ornithopter", "Memnite"], json!([{"card": "Carapace Forger", "label": "forger"}]), json!(hand), json!([]));
        for i in 0..3 {
            assert_eq!(pt(&t, "forger"), (2, 2), "{order:?}: {i} artifacts");
            t.act(json!({"action": "cast_spell", "player": 0, "card": format!("@a{i}"), "auto_pay": true}));
            t.pass_all();
        }
        assert_eq!(pt(&t, "forger"), (4, 4), "{order:?}");
        // One dies: two are not enough.
        let id = t.id("a1");
        t.gm().move_object(id, Zone::Graveyard(PlayerId(0)), zones::Position::Top, "701.7", "test");
        assert_eq!(pt(&t, "forger"), (2, 2), "{order:?}");
    }
}

#[test]
fn r611_3a_first_strike_only_while_attacking() {
    let mut t = game(&["Purraj of Urborg"], json!([{"card": "Purraj of Urborg", "label": "purraj"}]), json!([]), json!(["Grizzly Bears"]));
    let first_strike = |t: &T| t.g().chars(t.id("purraj")).unwrap().has_keyword(stackwise::rules::types::Keyword::FirstStrike);
    assert!(!first_strike(&t));
    t.gm().turn.step = Step::BeginningOfCombat;
    attack_to_blockers(&mut t, "purraj");
    assert!(first_strike(&t), "attacking");
    // After combat it no longer attacks.
    t.act(json!({"action": "declare_blockers", "player": 1, "blockers": []}));
    for _ in 0..4 {
        t.pass_all();
    }
    assert_ne!(t.g().turn.step, Step::DeclareBlockers);
    assert!(!first_strike(&t), "combat is over ({:?})", t.g().turn.step);
}

#[test]
fn r602_5b_tainted_field_adds_white_or_black_only_with_a_swamp() {
    let mut t = game(&["Tainted Field"], json!([{"card": "Tainted Field", "label": "field"}]), json!([{"card": "Swamp", "label": "swamp"}]), json!([]));
    let act = json!({"action": "activate_ability", "player": 0, "source": "@field", "ability": 1, "adds": {"black": 1}});
    let e = refused_unchanged(&mut t, act.clone());
    assert!(e.contains("602.5b"), "{e}");
    // The colourless ability needs nothing.
    assert!(t.try_act(json!({"action": "activate_ability", "player": 0, "source": "@field", "ability": 0})).is_ok());
    let mut t = game(&["Tainted Field"], json!([{"card": "Tainted Field", "label": "field"}, "Swamp"]), json!([]), json!([]));
    t.act(act);
    assert_eq!(t.g().player(PlayerId(0)).pool.black, 1);
}

#[test]
fn r602_5b_vedalken_certarch_taps_only_with_metalcraft() {
    let tap = json!({"action": "activate_ability", "player": 0, "source": "@certarch", "ability": 0, "targets": [{"object": "@bear"}]});
    let mut bf = vec![json!({"card": "Vedalken Certarch", "label": "certarch"}), json!("Ornithopter"), json!("Memnite")];
    let mut t = game(&["Vedalken Certarch", "Ornithopter", "Memnite"], json!(bf.clone()), json!([]), json!([{"card": "Grizzly Bears", "label": "bear"}]));
    let e = refused_unchanged(&mut t, tap.clone());
    assert!(e.contains("602.5b"), "two artifacts: {e}");
    bf.push(json!("Ornithopter"));
    let mut t = game(&["Vedalken Certarch", "Ornithopter", "Memnite"], json!(bf), json!([]), json!([{"card": "Grizzly Bears", "label": "bear"}]));
    t.act(tap);
    t.pass_all();
    assert!(t.g().objects[&t.id("bear")].tapped);
}
