//! "[You may] tap or untap [target]": the controller chooses as the
//! instruction is followed (608.2d) whether to tap (701.19a) or untap
//! (701.19b). Cards compiled from their printed text (the card table):
//! - Twiddle {U} Instant: "You may tap or untap target artifact, creature,
//!   or land."
//! - Toils of Night and Day {2}{U} Instant — Arcane: "You may tap or untap
//!   target permanent, then you may tap or untap another target permanent."
//! - Elder Druid {3}{G} 2/2: "{3}{G}, {T}: You may tap or untap target
//!   artifact, creature, or land."

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;

/// Alice (active, main phase) with Islands, Forests, an Elder Druid and the
/// two spells; Bob with an untapped and a tapped Grizzly Bears.
fn game() -> T {
    let cards: Vec<Value> = ["Twiddle", "Toils of Night and Day", "Elder Druid"].iter().map(|c| compiled(c)).collect();
    let mut bf: Vec<Value> = ["Island", "Island", "Island", "Forest", "Forest", "Forest", "Forest"].iter().map(|l| json!(l)).collect();
    bf.push(json!({"card": "Elder Druid", "label": "druid"}));
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": bf, "hand": [{"card": "Twiddle", "label": "twiddle"}, {"card": "Toils of Night and Day", "label": "toils"}], "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": [{"card": "Grizzly Bears", "label": "up"}, {"card": "Grizzly Bears", "label": "down", "tapped": true}], "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

fn tapped(t: &T, label: &str) -> bool {
    t.g().obj(t.id(label)).unwrap().tapped
}

/// Answers the pending yes/no question, checking it is one.
fn answer(t: &mut T, yes: bool) -> (String, String) {
    let (y, n) = match t.g().pending.as_ref().map(|d| d.kind.clone()) {
        Some(DecisionKind::ChooseYesNo { yes, no, .. }) => (yes, no),
        other => panic!("a yes/no question is pending, not {other:?}"),
    };
    t.act(json!({"action": "choose_yes_no", "player": 0, "yes": yes}));
    (y, n)
}

#[test]
fn r608_2d_twiddle_taps_or_untaps_as_chosen() {
    let mut t = game();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@twiddle", "targets": [{"object": "@up"}], "auto_pay": true}));
    t.pass_all();
    answer(&mut t, true); // "you may": yes
    let (y, n) = answer(&mut t, true); // tap
    assert!(y.starts_with("Tap") && n.starts_with("Untap"), "{y} / {n}");
    assert!(tapped(&t, "up"));
    // Untapping the tapped one.
    let mut t = game();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@twiddle", "targets": [{"object": "@down"}], "auto_pay": true}));
    t.pass_all();
    answer(&mut t, true);
    answer(&mut t, false);
    assert!(!tapped(&t, "down"));
    // Declining "you may": nothing changes, no second question.
    let mut t = game();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@twiddle", "targets": [{"object": "@down"}], "auto_pay": true}));
    t.pass_all();
    answer(&mut t, false);
    assert!(t.g().pending.is_none() && tapped(&t, "down"));
}

#[test]
fn r608_2d_toils_chooses_for_each_target() {
    let mut t = game();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@toils", "targets": [{"object": "@up"}, {"object": "@down"}], "auto_pay": true}));
    t.pass_all();
    answer(&mut t, true);
    answer(&mut t, true); // tap the untapped one
    answer(&mut t, true);
    answer(&mut t, false); // untap the tapped one
    assert!(tapped(&t, "up") && !tapped(&t, "down"));
}

#[test]
fn r608_2d_elder_druid_ability() {
    let mut t = game();
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@druid", "ability": 0, "targets": [{"object": "@down"}], "auto_pay": true}));
    t.pass_all();
    answer(&mut t, true);
    answer(&mut t, false);
    assert!(!tapped(&t, "down") && tapped(&t, "druid"));
}
