//! "You may cast [this] as though it had flash if you pay {2} more to cast
//! it." (702.8a's permission given by the card; 117.8: the total cost is
//! {2} more only when it is cast at a time a sorcery couldn't be). Cards
//! compiled from their printed text (the card table):
//! - Ghitu Fire {X}{R} Sorcery: "You may cast Ghitu Fire as though it had
//!   flash if you pay {2} more to cast it. / Ghitu Fire deals X damage to
//!   target creature or player."
//! - Saproling Symbiosis {3}{G} Sorcery: "You may cast Saproling Symbiosis
//!   as though it had flash if you pay {2} more to cast it. / Create a 1/1
//!   green Saproling creature token for each creature you control."

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::legal::LegalAction;

/// Alice with `lands` and the two cards; `active` is whose main phase it is
/// (Alice has priority either way: Bob passes first in his turn).
fn game(lands: &[&str], active: u8) -> T {
    let bf: Vec<Value> = lands.iter().map(|l| json!(l)).collect();
    let mut t = T::new(json!({"cards": [compiled("Ghitu Fire"), compiled("Saproling Symbiosis")], "players": [
        {"name": "Alice", "battlefield": bf, "hand": [{"card": "Ghitu Fire", "label": "fire"}, {"card": "Saproling Symbiosis", "label": "sym"}], "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}], "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 3, "active": active, "step": "precombat_main"}}));
    if active == 1 {
        t.act(json!({"action": "pass_priority", "player": 1}));
    }
    t
}

fn offered(t: &T, label: &str) -> bool {
    let id = t.id(label);
    t.g().legal_actions().into_iter().any(|a| matches!(a, LegalAction::Cast { card, .. } if card == id))
}

fn fire(t: &mut T, x: u32) -> Result<(), String> {
    t.try_act(json!({"action": "cast_spell", "player": 0, "card": "@fire", "x": x, "targets": [{"player": 1}], "auto_pay": true})).map(|_| ()).map_err(|e| e.to_string())
}

#[test]
fn r702_8a_at_sorcery_speed_it_costs_its_mana_cost() {
    let mut t = game(&["Mountain", "Mountain", "Mountain"], 0);
    fire(&mut t, 2).unwrap();
    t.pass_all();
    assert_eq!(t.life(1), 18);
}

#[test]
fn r702_8a_at_instant_speed_it_costs_two_more() {
    // In Bob's turn: {X}{R} with X = 1 is {1}{R}, and {2} more: four mana.
    let mut t = game(&["Mountain", "Mountain", "Mountain"], 1);
    let e = fire(&mut t, 1).unwrap_err();
    assert!(e.contains("601.2h") || e.contains("pay"), "three lands can't pay {{3}}{{R}}: {e}");
    let mut t = game(&["Mountain", "Mountain", "Mountain", "Mountain"], 1);
    assert!(offered(&t, "fire"));
    fire(&mut t, 1).unwrap();
    t.pass_all();
    assert_eq!(t.life(1), 19);
    // In Alice's own main phase with a spell on the stack (not a time for sorceries): {2} more too.
    let mut t = game(&["Mountain", "Forest", "Forest", "Forest", "Forest", "Forest"], 0);
    fire(&mut t, 0).unwrap(); // {R}, at sorcery speed
    assert!(!offered(&t, "sym"), "{{3}}{{G}} and {{2}} more: five Forests are not enough");
    let mut t = game(&["Mountain", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest"], 0);
    fire(&mut t, 0).unwrap();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@sym", "auto_pay": true}));
    let tapped = t.g().battlefield.iter().filter(|id| t.g().obj(**id).is_some_and(|o| o.tapped)).count();
    assert_eq!(tapped, 7, "six Forests paid for it");
}

#[test]
fn r702_8a_saproling_symbiosis_in_an_opponents_turn() {
    let forests = ["Forest"; 5];
    let t = game(&forests, 1);
    assert!(!offered(&t, "sym"), "{{3}}{{G}} and {{2}} more: five Forests are not enough");
    let mut t = game(&["Forest"; 6], 1);
    assert!(offered(&t, "sym"));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@sym", "auto_pay": true}));
    t.pass_all();
    let g = t.g();
    assert!(g.battlefield.iter().all(|id| g.obj(*id).is_some_and(|o| !o.token)), "Alice controls no creature: no token");
    assert_eq!(t.zone("sym"), "graveyard");
}
