//! 602.2b (601.2g–h): "Discard N cards" as a cost of an activated ability.
//! The player names the cards as the ability is activated (the action's
//! `discard`); they are discarded as the cost is paid, before the ability
//! resolves, together. An ability whose cost can't be paid is neither offered
//! nor accepted, and a wrong choice changes nothing.
//!
//! The cards (built in: compiled from their printed text), their text as printed:
//! - Patrol Hound {1}{W} 2/2: "Discard a card: Patrol Hound gains first strike until end of turn."
//! - Patchwork Gnomes {3} 2/1: "Discard a card: Regenerate Patchwork Gnomes."
//! - Wild Mongrel {1}{G} 2/2: "Discard a card: Wild Mongrel gets +1/+1 and becomes the
//!   color of your choice until end of turn."
//! - Cephalid Inkshrouder {2}{U} 2/1: "Discard a card: Cephalid Inkshrouder gains shroud
//!   until end of turn and can't be blocked this turn."
//! - Zombie Infestation {1}{B}: "Discard two cards: Create a 2/2 black Zombie creature token."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::legal::LegalAction;
use stackwise::rules::types::{Keyword, PlayerId};

/// Alice's main phase with `bf` and `hand`; Bob has a Mountain and `bob_hand`.
fn game(bf: Value, hand: Value, bob_hand: Value) -> T {
    T::new(json!({"players": [
        {"name": "Alice", "battlefield": bf, "hand": hand, "library": ["Plains", "Plains"]},
        {"name": "Bob", "battlefield": ["Mountain"], "hand": bob_hand, "library": ["Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

fn activate(source: &str, discard: Value) -> Value {
    json!({"action": "activate_ability", "player": 0, "source": format!("@{source}"), "ability": 0, "auto_pay": true, "discard": discard})
}

fn offered(t: &T, source: &str) -> Option<LegalAction> {
    let id = t.id(source);
    t.g().legal_actions().into_iter().find(|a| matches!(a, LegalAction::Activate { source, .. } if *source == id))
}

#[test]
fn r602_2b_the_discarded_card_is_paid_before_the_ability_resolves() {
    let mut t = game(json!([{"card": "Patrol Hound", "label": "ph"}]), json!([{"card": "Forest", "label": "f"}, {"card": "Island", "label": "i"}]), json!([]));
    let Some(LegalAction::Activate { discard: Some(choice), .. }) = offered(&t, "ph") else { panic!("offered with a discard choice") };
    assert_eq!((choice.count, choice.candidates.len()), (1, 2));
    let ev = t.act(activate("ph", json!(["@f"])));
    assert!(cites(&ev, "602.2b"), "{:?}", rules(&ev));
    // Paid: the Forest is in the graveyard while the ability waits on the stack.
    assert_eq!(t.zone("f"), "graveyard");
    assert_eq!(t.zone("i"), "hand");
    assert_eq!(t.g().stack.len(), 1);
    assert!(!t.g().chars(t.id("ph")).unwrap().has_keyword(Keyword::FirstStrike));
    t.pass_all();
    assert!(t.g().chars(t.id("ph")).unwrap().has_keyword(Keyword::FirstStrike));
}

#[test]
fn r602_2b_a_wrong_discard_is_refused_and_changes_nothing() {
    let mut t = game(
        json!([{"card": "Patrol Hound", "label": "ph"}, {"card": "Grizzly Bears", "label": "gb"}, {"card": "Zombie Infestation", "label": "zi"}]),
        json!([{"card": "Forest", "label": "f"}, {"card": "Island", "label": "i"}]),
        json!([{"card": "Lightning Bolt", "label": "bolt"}]),
    );
    let before = t.g().clone();
    for (action, why) in [
        (activate("ph", json!([])), "name exactly 1"),
        (activate("ph", json!(["@f", "@i"])), "name exactly 1"),
        (activate("ph", json!(["@gb"])), "can't be discarded"),
        (activate("ph", json!(["@bolt"])), "can't be discarded"),
        (activate("zi", json!(["@f", "@f"])), "named twice"),
        (json!({"action": "activate_ability", "player": 0, "source": "@gb", "ability": 0, "discard": ["@f"]}), ""),
    ] {
        let e = t.try_act(action.clone()).expect_err("refused").to_string();
        assert!(e.contains(why), "{action}: {e}");
        assert!(t.g() == &before, "{action}: nothing changed");
    }
}

/// Zombie Infestation needs two cards: with one in hand it is neither offered
/// nor accepted; with three, the two named go together and a Zombie arrives.
#[test]
fn r602_2b_zombie_infestation_discards_two_cards_together() {
    let mut t = game(json!([{"card": "Zombie Infestation", "label": "zi"}]), json!([{"card": "Forest", "label": "f"}]), json!([]));
    assert!(offered(&t, "zi").is_none());
    let e = t.try_act(activate("zi", json!(["@f"]))).expect_err("refused").to_string();
    assert!(e.contains("needs 2 card(s)"), "{e}");
    let mut t = game(json!([{"card": "Zombie Infestation", "label": "zi"}]), json!([{"card": "Forest", "label": "f"}, {"card": "Island", "label": "i"}, {"card": "Swamp", "label": "s"}]), json!([]));
    let ev = t.act(activate("zi", json!(["@s", "@f"])));
    let discarded = ev.iter().filter(|e| matches!(e.kind, stackwise::rules::events::EventKind::Discarded { .. })).count();
    assert_eq!(discarded, 2);
    assert_eq!((t.zone("f"), t.zone("s"), t.zone("i")), ("graveyard".into(), "graveyard".into(), "hand".into()));
    t.pass_all();
    let zombies = t.g().battlefield.iter().filter(|o| t.g().chars(**o).is_some_and(|c| c.name == "Zombie" && c.power == Some(2))).count();
    assert_eq!(zombies, 1);
}

/// Patchwork Gnomes regenerates by discarding: Lightning Bolt doesn't kill it.
#[test]
fn r602_2b_patchwork_gnomes_regenerates_for_a_card() {
    let mut t = game(json!([{"card": "Patchwork Gnomes", "label": "pg"}]), json!([{"card": "Forest", "label": "f"}]), json!([{"card": "Lightning Bolt", "label": "bolt"}]));
    t.act(activate("pg", json!(["@f"])));
    t.pass_all();
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"object": "@pg"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("pg"), "battlefield");
    assert!(t.g().obj(t.id("pg")).unwrap().tapped, "regenerated (701.12a): tapped");
}

/// Wild Mongrel pumps and becomes the chosen colour; activated twice, two
/// cards for +2/+2; Cephalid Inkshrouder gains shroud and can't be blocked.
#[test]
fn r602_2b_wild_mongrel_and_cephalid_inkshrouder() {
    let mut t = game(
        json!([{"card": "Wild Mongrel", "label": "wm"}, {"card": "Cephalid Inkshrouder", "label": "ci"}]),
        json!([{"card": "Forest", "label": "f"}, {"card": "Island", "label": "i"}, {"card": "Swamp", "label": "s"}]),
        json!([]),
    );
    for card in ["@f", "@i"] {
        t.act(activate("wm", json!([card])));
        t.pass_all();
        t.act(json!({"action": "choose_color", "player": 0, "color": "Blue"}));
    }
    let c = t.g().chars(t.id("wm")).unwrap();
    assert_eq!((c.power, c.toughness), (Some(4), Some(4)));
    assert_eq!(c.colors.iter().collect::<Vec<_>>(), vec![stackwise::rules::types::Color::Blue], "blue, no longer green");
    t.act(activate("ci", json!(["@s"])));
    t.pass_all();
    assert!(t.g().chars(t.id("ci")).unwrap().has_keyword(Keyword::Shroud));
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 0);
}
