//! "Choose a color" (608.2d: a choice an instruction asks for is made as the
//! instruction is followed, during resolution): the controller answers a
//! `choose_color` question; "protection from the chosen color" / "the color
//! of your choice" (702.16a) then reads that answer.
//!
//! Real cards, built in (built in: compiled from their printed text):
//! - Mother of Runes {W}, 1/1: "{T}: Target creature you control gains
//!   protection from the color of your choice until end of turn."
//! - Brave the Elements {W}, instant: "Choose a color. White creatures you
//!   control gain protection from the chosen color until end of turn."
//! - Lightning Bolt, Pyroclasm ("Pyroclasm deals 2 damage to each creature.")
//!   as the red spells they answer.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::{DecisionKind, Resume};
use stackwise::rules::*;

/// Bob's turn, Bob with `bob_hand` and mana; Alice with `alice_bf` and `alice_hand`.
fn game(alice_bf: Value, alice_hand: Value, bob_hand: Value) -> T {
    T::new(json!({"players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": alice_hand, "mana_pool": "{W}", "library": ["Plains", "Plains"]},
        {"name": "Bob", "hand": bob_hand, "mana_pool": "{2}{R}{R}", "library": ["Mountain", "Mountain"]}
    ], "turn": {"number": 2, "active": 1, "step": "precombat_main"}}))
}

fn has(t: &T, id: ObjectId, k: Keyword) -> bool {
    t.g().chars(id).is_some_and(|c| c.has_keyword(k))
}

fn colors_asked(t: &T) -> Vec<Color> {
    let d = t.g().pending.clone().expect("a colour is asked");
    assert_eq!((d.player, d.rule.as_str(), d.resume.clone()), (PlayerId(0), "608.2d", Resume::Resolution));
    let DecisionKind::ChooseColor { colors } = d.kind else { panic!("{d:?}") };
    colors
}

/// Bob bolts the Bears; Alice answers with Mother of Runes on the Bears.
fn mother_against_bolt() -> T {
    let mut t = game(json!([{"card": "Mother of Runes", "label": "mother"}, {"card": "Grizzly Bears", "label": "bears"}]), json!([]), json!([{"card": "Lightning Bolt", "label": "bolt"}]));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 1}));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@mother", "ability": 0, "targets": [{"object": "@bears"}]}));
    t.pass_all();
    t
}

/// Red: the Bears gain protection from red, so Lightning Bolt's only target
/// is illegal as it resolves and Bolt doesn't resolve (608.2b).
#[test]
fn r608_2d_mother_of_runes_protection_from_the_chosen_red_counters_the_bolt() {
    let mut t = mother_against_bolt();
    assert_eq!(colors_asked(&t), vec![Color::White, Color::Blue, Color::Black, Color::Red, Color::Green]);
    let ev = t.act(json!({"action": "choose_color", "player": 0, "color": "Red"}));
    assert!(ev.iter().any(|e| e.rule == "608.2d" && e.text.contains("chooses red")), "{:?}", rules(&ev));
    let bears = t.id("bears");
    assert!(has(&t, bears, Keyword::ProtectionFromRed));
    let ev = t.pass_all();
    assert!(cites(&ev, "608.2b"), "the Bolt's target is illegal: {:?}", rules(&ev));
    assert_eq!(t.zone("bears"), "battlefield");
    assert_eq!(t.g().objects[&bears].damage, 0);
}

/// Green: protection from the wrong colour; the Bolt kills the Bears.
#[test]
fn r608_2d_mother_of_runes_the_wrong_colour_protects_from_nothing_that_matters() {
    let mut t = mother_against_bolt();
    t.act(json!({"action": "choose_color", "player": 0, "color": "Green"}));
    assert!(has(&t, t.id("bears"), Keyword::ProtectionFromGreen));
    t.pass_all();
    assert_eq!(t.zone("bears"), "graveyard");
}

/// Brave the Elements choosing red against Pyroclasm: the white creature
/// Alice controls takes no damage (protection prevents it, 702.16e); the
/// green one dies.
#[test]
fn r608_2d_brave_the_elements_protects_only_white_creatures_from_the_chosen_colour() {
    let mut t = game(
        json!([{"card": "Savannah Lions", "label": "lions"}, {"card": "Grizzly Bears", "label": "bears"}]),
        json!([{"card": "Brave the Elements", "label": "brave"}]),
        json!([{"card": "Pyroclasm", "label": "clasm"}]),
    );
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@clasm", "targets": [], "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 1}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@brave", "targets": [], "auto_pay": true}));
    t.pass_all();
    assert_eq!(colors_asked(&t).len(), 5);
    t.act(json!({"action": "choose_color", "player": 0, "color": "Red"}));
    assert!(has(&t, t.id("lions"), Keyword::ProtectionFromRed));
    assert!(!has(&t, t.id("bears"), Keyword::ProtectionFromRed), "not white");
    t.pass_all();
    t.pass_all();
    assert_eq!(t.zone("lions"), "battlefield");
    assert_eq!(t.zone("bears"), "graveyard");
}

/// Wrong answers are refused and change nothing; the computer chooses the
/// colour of the spell it is protecting against.
#[test]
fn choose_color_refusals_and_the_computers_choice() {
    let mut t = mother_against_bolt();
    let before = t.g().clone();
    for wrong in [
        json!({"action": "choose_color", "player": 1, "color": "Red"}),
        json!({"action": "choose_yes_no", "player": 0, "yes": true}),
        json!({"action": "pass_priority", "player": 0}),
    ] {
        assert!(t.try_act(wrong.clone()).is_err(), "{wrong}");
        assert_eq!(t.g(), &before);
    }
    assert!(serde_json::from_value::<Action>(json!({"action": "choose_color", "player": 0, "color": "purple"})).is_err(), "not a colour");
    let a = stackwise::ai::choose(t.g(), PlayerId(0)).expect("an answer");
    assert_eq!(a, Action::ChooseColor { player: PlayerId(0), color: Color::Red }, "the Bolt is red");
}

/// `grant_keyword` is read as a `continuous` change until end of turn: one
/// with neither a keyword nor a colour changes nothing and is refused with
/// the field named; one with both grants both.
#[test]
fn grant_keyword_with_nothing_to_grant_is_refused_and_with_both_grants_both() {
    let card = |effect: Value| json!([{"name": "Odd Blessing (test card)", "mana_cost": "{W}", "types": ["Instant"], "text": "?",
        "spell": {"targets": [{"kind": "permanent", "text": "target permanent"}], "effects": [effect]}}]);
    let v = json!({"format": "stackwise-scenario", "version": 1, "cards": card(json!({"do": "grant_keyword", "what": {"target": 0}})), "players": [{"name": "A"}, {"name": "B"}]});
    let s: stackwise::formats::scenario::Scenario = stackwise::formats::json_path::from_value_at(&v, "").unwrap();
    let errs = s.build().err().expect("refused");
    assert!(errs.iter().any(|e| e.contains("'modifications' is empty")), "{errs:?}");
    let both = json!({"do": "grant_keyword", "what": {"target": 0}, "keyword": "flying", "protection_from": "Red"});
    let mut t = T::new(json!({"cards": card(both), "players": [
        {"name": "A", "hand": [{"card": "Odd Blessing (test card)", "label": "b"}], "battlefield": ["Plains", {"card": "Grizzly Bears", "label": "bears"}]},
        {"name": "B"}], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@b", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    let c = t.g().chars(t.id("bears")).unwrap();
    assert!(c.has_keyword(Keyword::Flying) && c.has_keyword(Keyword::protection_from_color(Color::Red)), "{:?}", c.keywords);
}
