//! 702.8a, 307.1: a spell other than an instant is cast only in its
//! controller's main phase with an empty stack, unless it has flash or an
//! effect lets it be cast as though it had flash. A permanent's static
//! ability gives that permission to its controller ("You may cast ...") or
//! to every player ("Any player may cast ...") for the spells it names; it
//! changes nothing but when the card may be cast.
//!
//! Cards (as printed):
//! - Vedalken Orrery {4} Artifact: "You may cast spells as though they had flash."
//! - Hypersonic Dragon {3}{U}{R} 4/4: "Flying, haste / You may cast sorcery
//!   spells as though they had flash."
//! - Vernal Equinox {3}{G} Enchantment: "Any player may cast creature and
//!   enchantment spells as though they had flash."
//! - Rout {3}{W}{W} Sorcery: "You may cast Rout as though it had flash if you
//!   pay {2} more to cast it. / Destroy all creatures. They can't be regenerated."
//! - Rift Bolt {2}{R} Sorcery: "Rift Bolt deals 3 damage to target creature or
//!   player. / Suspend 1—{R}"
//! - Grizzly Bears {1}{G} 2/2; Divination {2}{U} Sorcery: "Draw two cards.";
//!   basic lands.

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::legal::LegalAction;
use stackwise::rules::types::PlayerId;

fn cards() -> Vec<Value> {
    ["Vedalken Orrery", "Hypersonic Dragon", "Vernal Equinox", "Rout", "Rift Bolt", "Grizzly Bears", "Divination"].iter().map(|n| compiled(n)).collect()
}

/// Bob's precombat main phase (turn 3), Bob having passed: Alice has priority
/// with an empty stack, a time when only instants (and flash) may be cast.
fn on_bobs_turn(alice: Value, bob: Value) -> T {
    let mut t = duel(cards(), alice, bob, (3, 1));
    t.act(json!({"action": "pass_priority", "player": 1}));
    assert_eq!(t.g().acting_player(), Some(PlayerId(0)), "Alice has priority on Bob's turn");
    t
}

fn castable(t: &T, label: &str) -> bool {
    let id = t.id(label);
    t.g().legal_actions().into_iter().any(|a| matches!(a, LegalAction::Cast { card, .. } if card == id))
}

fn cast(label: &str, player: u8) -> Value {
    json!({"action": "cast_spell", "player": player, "card": format!("@{label}"), "targets": [], "auto_pay": true})
}

/// Vedalken Orrery: Alice casts Grizzly Bears and Divination on Bob's turn;
/// without the Orrery the same casts are refused (307.1) and nothing changes.
#[test]
fn r702_8a_vedalken_orrery_lets_its_controller_cast_any_spell_at_instant_speed() {
    let lands = json!(["Forest", "Forest", "Island", "Island", "Island"]);
    let hand = json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Divination", "label": "div"}]);
    let mut without = on_bobs_turn(json!({"hand": hand, "battlefield": lands}), json!({}));
    assert!(!castable(&without, "bears") && !castable(&without, "div"), "no permission: neither is offered");
    let before = serde_json::to_string(without.g()).unwrap();
    let e = without.try_act(cast("bears", 0)).unwrap_err();
    assert!(e.to_string().contains("307.1"), "refused citing 307.1: {e}");
    assert_eq!(serde_json::to_string(without.g()).unwrap(), before, "the refused cast changed nothing");

    let mut bf = lands.as_array().unwrap().clone();
    bf.push(json!("Vedalken Orrery"));
    let mut t = on_bobs_turn(json!({"hand": hand, "battlefield": bf}), json!({}));
    assert!(castable(&t, "bears") && castable(&t, "div"), "the Orrery: both are offered");
    t.act(cast("bears", 0));
    t.pass_all();
    assert_eq!(t.zone("bears"), "battlefield");
    t.act(json!({"action": "pass_priority", "player": 1}));
    t.act(cast("div", 0));
    t.pass_all();
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 2, "Divination drew two cards");
}

/// Hypersonic Dragon names sorcery spells: Divination may be cast on Bob's
/// turn, Grizzly Bears may not. The permission is its controller's only:
/// Bob, with his own Divination, can't cast it on Alice's turn.
#[test]
fn r702_8a_hypersonic_dragon_covers_sorceries_only_and_only_for_its_controller() {
    let mut t = on_bobs_turn(
        json!({"hand": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Divination", "label": "div"}], "battlefield": ["Hypersonic Dragon", "Forest", "Island", "Island", "Island"]}),
        json!({"hand": [{"card": "Divination", "label": "bobdiv"}], "battlefield": ["Island", "Island", "Island"]}),
    );
    assert!(castable(&t, "div"), "a sorcery: offered");
    assert!(!castable(&t, "bears"), "a creature: not offered");
    assert!(t.try_act(cast("bears", 0)).unwrap_err().to_string().contains("307.1"));
    t.act(cast("div", 0));
    t.pass_all();
    assert_eq!(t.zone("div"), "graveyard", "Divination resolved on Bob's turn");
    // Bob casts his Divination in his own main phase with an empty stack (sorcery timing):
    // the Dragon is not needed; on Alice's turn it would not help him.
    let mut t = T::new(json!({"cards": cards(), "players": [
        {"name": "Alice", "library": vec!["Island"; 10], "battlefield": ["Hypersonic Dragon"]},
        {"name": "Bob", "library": vec!["Island"; 10], "hand": [{"card": "Divination", "label": "bobdiv"}], "battlefield": ["Island", "Island", "Island"]}],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    assert_eq!(t.g().acting_player(), Some(PlayerId(1)));
    assert!(!castable(&t, "bobdiv"), "Alice's Dragon gives Bob nothing");
    assert!(t.try_act(cast("bobdiv", 1)).unwrap_err().to_string().contains("307.1"));
}

/// Vernal Equinox gives every player the permission: Bob casts Grizzly Bears
/// on Alice's turn with Alice's Equinox; his Divination (a sorcery) is still
/// refused.
#[test]
fn r702_8a_vernal_equinox_gives_every_player_the_permission_for_its_spells() {
    let mut t = T::new(json!({"cards": cards(), "players": [
        {"name": "Alice", "library": vec!["Island"; 10], "battlefield": ["Vernal Equinox"]},
        {"name": "Bob", "library": vec!["Island"; 10], "hand": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Divination", "label": "div"}], "battlefield": ["Forest", "Forest", "Island", "Island", "Island"]}],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    assert!(castable(&t, "bears"), "a creature spell: offered to Bob");
    assert!(!castable(&t, "div"), "a sorcery: not offered");
    t.act(cast("bears", 1));
    t.pass_all();
    assert_eq!(t.zone("bears"), "battlefield");
    assert_eq!(t.g().obj(t.id("bears")).unwrap().controller, PlayerId(1));
}

/// Rout asks {2} more only when its own permission is what lets it be cast at
/// instant speed; with Vedalken Orrery, Alice casts it on Bob's turn for its
/// mana cost, {3}{W}{W}, with exactly five Plains.
#[test]
fn r702_8a_a_permission_from_another_permanent_asks_nothing_more() {
    let mut alone = on_bobs_turn(json!({"hand": [{"card": "Rout", "label": "rout"}], "battlefield": vec!["Plains"; 5]}), json!({"battlefield": ["Grizzly Bears"]}));
    let e = alone.try_act(cast("rout", 0)).unwrap_err();
    assert!(e.to_string().contains("can't pay"), "five Plains don't pay {{3}}{{W}}{{W}} and {{2}} more: {e}");
    let mut bf = vec![json!("Vedalken Orrery")];
    bf.extend(vec![json!("Plains"); 5]);
    let mut t = on_bobs_turn(json!({"hand": [{"card": "Rout", "label": "rout"}], "battlefield": bf}), json!({"battlefield": [{"card": "Grizzly Bears", "label": "bears"}]}));
    t.act(cast("rout", 0));
    t.pass_all();
    assert_eq!(t.zone("bears"), "graveyard", "Rout resolved and destroyed the Bears");
}

/// 702.61a: a card is suspended when its owner could begin to cast it; with
/// Hypersonic Dragon, Rift Bolt (a sorcery) is suspended on Bob's turn.
#[test]
fn r702_61a_suspend_follows_the_permission_to_cast_as_though_with_flash() {
    let hand = json!([{"card": "Rift Bolt", "label": "bolt"}]);
    let mut without = on_bobs_turn(json!({"hand": hand, "battlefield": ["Mountain"]}), json!({}));
    let e = without.try_act(json!({"action": "suspend", "player": 0, "card": "@bolt", "auto_pay": true})).unwrap_err();
    assert!(e.to_string().contains("only when it could be cast"), "no permission: not now ({e})");
    let mut t = on_bobs_turn(json!({"hand": hand, "battlefield": ["Mountain", "Hypersonic Dragon"]}), json!({}));
    t.act(json!({"action": "suspend", "player": 0, "card": "@bolt", "auto_pay": true}));
    assert_eq!(t.zone("bolt"), "exile");
}
