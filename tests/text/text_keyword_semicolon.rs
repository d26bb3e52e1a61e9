//! Keyword lines separated by semicolons, as older cards print them: each
//! keyword is read and played as on a line separated by commas, and written
//! back with its semicolon.
//!
//! Cards (their text as the table prints it):
//! - Shu General {3}{W} 2/2: "Vigilance; horsemanship"
//! - Gorilla Berserkers {3}{G}{G} 2/3: "Trample; rampage 2 / Gorilla
//!   Berserkers can't be blocked except by three or more creatures."
//! - Grizzly Bears {1}{G} 2/2, Hill Giant {3}{R} 3/3, Wall of Stone {1}{R}{R} 0/8.

use crate::common;
use common::*;
use serde_json::json;
use stackwise::rules::types::Keyword;

fn attack(t: &mut T, label: &str) {
    to_decision(t);
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": format!("@{label}"), "target": {"player": 1}}]}));
    to_decision(t);
}

#[test]
fn semicolon_keywords_shu_general_has_vigilance_and_horsemanship() {
    let mut t = common::card_table::compiled_game(&["Shu General", "Grizzly Bears"], json!([{"card": "Shu General", "label": "general"}]), json!([]), json!([{"card": "Grizzly Bears", "label": "bears"}]));
    let c = t.g().chars(t.id("general")).unwrap();
    assert!(c.has_keyword(Keyword::Vigilance) && c.has_keyword(Keyword::Horsemanship));
    attack(&mut t, "general");
    // 702.20b: vigilance: attacking didn't tap it; 702.30b: horsemanship: the Bears can't block it.
    assert!(!t.g().objects[&t.id("general")].tapped);
    let e = refused_unchanged(&mut t, json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@bears", "attacker": "@general"}]}));
    assert!(e.contains("702.30b"), "{e}");
}

#[test]
fn semicolon_keywords_gorilla_berserkers_tramples_and_rampages() {
    let bob = json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Hill Giant", "label": "giant"}, {"card": "Wall of Stone", "label": "wall"}]);
    let mut t = common::card_table::compiled_game(&["Gorilla Berserkers", "Grizzly Bears", "Hill Giant", "Wall of Stone"], json!([{"card": "Gorilla Berserkers", "label": "apes"}]), json!([]), bob);
    attack(&mut t, "apes");
    t.act(json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@bears", "attacker": "@apes"}, {"blocker": "@giant", "attacker": "@apes"}, {"blocker": "@wall", "attacker": "@apes"}]}));
    // 509.2: Alice orders the blockers; then the rampage trigger resolves.
    for _ in 0..6 {
        if let Some(stackwise::rules::state::DecisionKind::OrderBlockers { blockers, .. }) = t.g().pending.as_ref().map(|d| d.kind.clone()) {
            t.act(json!({"action": "order_blockers", "player": 0, "attacker": "@apes", "order": blockers}));
        } else if t.g().stack.is_empty() && t.g().chars(t.id("apes")).unwrap().power != Some(2) {
            break;
        } else {
            t.pass_all();
        }
    }
    // Rampage 2 with three blockers: +4/+4 (two beyond the first), a 6/7 with trample.
    let c = t.g().chars(t.id("apes")).unwrap();
    assert_eq!((c.power, c.toughness), (Some(6), Some(7)));
    assert!(c.has_keyword(Keyword::Trample));
}
