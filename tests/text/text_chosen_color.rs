//! "As [this] enters the battlefield, choose a color. [Objects] have
//! protection from the chosen color." (614.12: the colour is chosen as the
//! permanent enters; 702.16: protection from it, read by the static
//! ability as it applies, from the permanent's choice).
//!
//! Cards (their text as the table prints it, reminder text left out):
//! - Order of the Stars {W} 0/1: "Defender / As Order of the Stars enters
//!   the battlefield, choose a color. / Order of the Stars has protection
//!   from the chosen color."
//! - Voice of All {2}{W}{W} 2/2: "Flying / As Voice of All enters the
//!   battlefield, choose a color. / Voice of All has protection from the
//!   chosen color."
//! - Ward Sliver {4}{W} 2/2: "As Ward Sliver enters the battlefield, choose
//!   a color. / All Slivers have protection from the chosen color."
//! - Muscle Sliver {1}{G} 1/1: "All Sliver creatures get +1/+1."
//! - Brave the Elements {W}, Instant: "Choose a color. White creatures you
//!   control gain protection from the chosen color until end of turn."
//! - Akroma's Blessing {2}{W}, Instant: "Choose a color. Creatures you
//!   control gain protection from the chosen color until end of turn. /
//!   Cycling {W}"
//! - Lightning Bolt {R}, Instant, Grizzly Bears {1}{G} 2/2, Savannah Lions {W} 2/1.
//!
//! The spells choose as they resolve (608.2d), the first sentence on its own.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::Keyword;

fn game(cards: &[&str], alice_bf: Value, hand: Value, bob_bf: Value) -> T {
    let cards: Vec<Value> = cards.iter().map(|n| common::card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": hand, "library": ["Island", "Island"]},
        {"name": "Bob", "battlefield": bob_bf, "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn has(t: &T, label: &str, k: Keyword) -> bool {
    t.g().chars(t.id(label)).is_some_and(|c| c.keywords.contains(&k))
}

/// Cast the permanent, choose `color` as it enters.
fn cast_choosing(t: &mut T, label: &str, color: &str) {
    t.act(json!({"action": "cast_spell", "player": 0, "card": format!("@{label}"), "auto_pay": true}));
    t.pass_all();
    let d = t.g().pending.clone().expect("the colour is asked as it enters");
    assert_eq!(d.rule, "614.12");
    t.act(json!({"action": "choose_color", "player": 0, "color": color}));
    t.pass_all();
    assert_eq!(t.zone(label), "battlefield");
}

#[test]
fn r702_16_order_of_the_stars_and_voice_of_all_protected_from_the_colour_chosen_as_they_entered() {
    for (name, lands, color, red) in [("Order of the Stars", 1, "Red", true), ("Voice of All", 4, "Green", false)] {
        let bf: Vec<Value> = (0..lands).map(|_| json!("Plains")).collect();
        let mut t = game(&[name], json!(bf), json!([{"card": name, "label": "p"}]), json!(["Mountain"]));
        cast_choosing(&mut t, "p", color);
        assert_eq!(has(&t, "p", Keyword::ProtectionFromRed), red, "{name} chose {color}");
        assert_eq!(has(&t, "p", Keyword::ProtectionFromGreen), !red, "{name} chose {color}");
        // Bob's Lightning Bolt can target it only if red was not chosen (702.16b).
        t.act(json!({"action": "pass_priority", "player": 0}));
        let bolt = t.try_act(json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"object": "@p"}], "auto_pay": true}));
        match bolt {
            Err(e) => assert!(red && format!("{e:?}").contains("target"), "{name}: {e:?}"),
            Ok(_) => assert!(!red, "{name}: Bolt cast at a creature with protection from red"),
        }
    }
}

#[test]
fn r702_16_ward_sliver_gives_every_sliver_protection_from_the_chosen_colour() {
    let bf = json!(["Plains", "Plains", "Plains", "Plains", "Plains", {"card": "Muscle Sliver", "label": "muscle"}, {"card": "Grizzly Bears", "label": "bears"}]);
    let mut t = game(&["Ward Sliver", "Muscle Sliver"], bf, json!([{"card": "Ward Sliver", "label": "ward"}]), json!(["Mountain"]));
    cast_choosing(&mut t, "ward", "Red");
    assert!(has(&t, "ward", Keyword::ProtectionFromRed));
    assert!(has(&t, "muscle", Keyword::ProtectionFromRed));
    assert!(!has(&t, "bears", Keyword::ProtectionFromRed), "not a Sliver");
}

#[test]
fn r608_2d_brave_the_elements_and_akromas_blessing_choose_as_they_resolve() {
    for (spell, lands, lions, bears) in [("Brave the Elements", 1, true, false), ("Akroma's Blessing", 3, true, true)] {
        let mut bf: Vec<Value> = (0..lands).map(|_| json!("Plains")).collect();
        bf.push(json!({"card": "Savannah Lions", "label": "lions"}));
        bf.push(json!({"card": "Grizzly Bears", "label": "bears"}));
        let mut t = game(&[spell], json!(bf), json!([{"card": spell, "label": "s"}]), json!([{"card": "Savannah Lions", "label": "bobs"}]));
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@s", "auto_pay": true}));
        t.pass_all();
        let d = t.g().pending.clone().expect("the colour is asked as the spell resolves");
        assert_eq!(d.rule, "608.2d");
        t.act(json!({"action": "choose_color", "player": 0, "color": "Black"}));
        t.pass_all();
        assert_eq!(has(&t, "lions", Keyword::ProtectionFromBlack), lions, "{spell}");
        assert_eq!(has(&t, "bears", Keyword::ProtectionFromBlack), bears, "{spell}");
        assert!(!has(&t, "bobs", Keyword::ProtectionFromBlack), "{spell}: Bob's creature");
        assert!(!has(&t, "lions", Keyword::ProtectionFromRed), "{spell}: only the chosen colour");
    }
}
