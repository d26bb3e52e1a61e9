//! 613.3 (layer 7c) and 613.1f (layer 6): a static ability said of "each
//! [creature] you control with [quality]" changes every such creature, and
//! only while it has the quality (611.3a: the set is read continually):
//! "Each creature you control with a level counter on it gets +2/+2",
//! "Each creature you control with a +1/+1 counter on it has flying". Every
//! card is compiled from its text.
//!
//! Cards (their text as the table prints it):
//! - Time of Heroes {1}{W}, Enchantment: "Each creature you control with a
//!   level counter on it gets +2/+2."
//! - Sapphire Drake {5}{U}, 4/4: "Flying" / "Each creature you control with
//!   a +1/+1 counter on it has flying."
//! - Student of Warfare {W}, 1/1: "Level up {W}" (level 2-6: 3/3, first
//!   strike; level 7+: 4/4, double strike).
//! - Grizzly Bears {1}{G}, 2/2.

use crate::common;
use common::*;
use serde_json::json;
use stackwise::rules::types::{Keyword, ManaPool};

const CARDS: &[&str] = &["Time of Heroes", "Sapphire Drake", "Student of Warfare", "Grizzly Bears"];

fn pt(t: &T, label: &str) -> (Option<i32>, Option<i32>) {
    let c = t.g().chars(t.id(label)).unwrap();
    (c.power, c.toughness)
}

/// Time of Heroes: Alice's creatures with a level counter get +2/+2, the
/// Student once it levels up; Bob's creature with one doesn't.
#[test]
fn r613_3_time_of_heroes_pumps_your_creatures_with_level_counters() {
    let mut t = card_table::compiled_game(
        CARDS,
        json!(["Time of Heroes", {"card": "Student of Warfare", "label": "student"}, {"card": "Grizzly Bears", "label": "leveled", "counters": {"level": 1}}, {"card": "Grizzly Bears", "label": "plain"}]),
        json!([]),
        json!([{"card": "Grizzly Bears", "label": "bobs", "counters": {"level": 1}}]),
    );
    assert_eq!(pt(&t, "leveled"), (Some(4), Some(4)));
    assert_eq!(pt(&t, "plain"), (Some(2), Some(2)));
    assert_eq!(pt(&t, "bobs"), (Some(2), Some(2)), "not Alice's");
    assert_eq!(pt(&t, "student"), (Some(1), Some(1)), "no level counter yet");
    t.gm().players[0].pool = ManaPool::parse("{W}").unwrap();
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@student", "ability": 0, "auto_pay": true}));
    resolve_stack(&mut t);
    assert_eq!(pt(&t, "student"), (Some(3), Some(3)), "level 1: its printed 1/1, +2/+2");
}

/// Sapphire Drake: only Alice's creatures with a +1/+1 counter fly.
#[test]
fn r613_1f_sapphire_drake_gives_flying_to_creatures_with_counters() {
    let t = card_table::compiled_game(
        CARDS,
        json!(["Sapphire Drake", {"card": "Grizzly Bears", "label": "countered", "counters": {"+1/+1": 1}}, {"card": "Grizzly Bears", "label": "plain"}]),
        json!([]),
        json!([{"card": "Grizzly Bears", "label": "bobs", "counters": {"+1/+1": 1}}]),
    );
    let flies = |l: &str| t.g().chars(t.id(l)).unwrap().keywords.contains(&Keyword::Flying);
    assert!(flies("countered"));
    assert!(!flies("plain"));
    assert!(!flies("bobs"), "not Alice's");
}
