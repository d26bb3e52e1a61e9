//! Schemes (904, Archenemy): "When you set this scheme in motion, ..." is a
//! triggered ability of the scheme the archenemy sets in motion as their
//! precombat main phase begins (904.9); its controller is the scheme's owner
//! (904.7). Read from the printed text of the schemes.
//!
//! Cards (their text as the table prints it):
//! - Roots of All Evil, Scheme: "When you set this scheme in motion, create
//!   five 1/1 green Saproling creature tokens."
//! - Behold the Power of Destruction, Scheme: "When you set this scheme in
//!   motion, destroy all nonland permanents target opponent controls."
//! - Grizzly Bears {1}{G} 2/2, Forest.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::{PlayerId, Step};

fn archenemy(cards: &[&str], scheme: &str, a_bf: Value, b_bf: Value) -> T {
    let defs: Vec<Value> = cards.iter().map(|n| card_table::compiled(n)).collect();
    T::new(json!({"cards": defs, "variant": "archenemy", "turn": {"number": 2, "active": 0, "step": "draw"},
        "players": [
            {"name": "A", "life": 40, "schemes": [{"card": scheme, "label": "scheme"}], "battlefield": a_bf, "library": ["Forest", "Forest", "Forest"]},
            {"name": "B", "battlefield": b_bf, "library": ["Forest", "Forest", "Forest"]}
        ]}))
}

/// Pass until the stack is empty in A's precombat main phase, choosing B for a target opponent.
fn resolve_scheme(t: &mut T) -> Vec<stackwise::rules::events::Event> {
    let mut ev = Vec::new();
    for _ in 0..20 {
        if t.g().pending.is_some() {
            ev.extend(t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"player": 1}]})));
            continue;
        }
        if t.g().turn.step == Step::PrecombatMain && t.g().stack.is_empty() && t.g().waiting_triggers.is_empty() && cites(&ev, "904.9") {
            break;
        }
        ev.extend(t.pass_all());
    }
    ev
}

#[test]
fn r904_9_roots_of_all_evil_creates_five_saprolings_for_the_archenemy() {
    let mut t = archenemy(&["Roots of All Evil"], "Roots of All Evil", json!([]), json!([]));
    let ev = resolve_scheme(&mut t);
    assert!(cites(&ev, "904.9"));
    let saps: Vec<_> = t.g().battlefield.iter().filter_map(|id| t.g().chars(*id)).filter(|c| c.subtypes.iter().any(|s| s == "Saproling")).collect();
    assert_eq!(saps.len(), 5);
    assert!(saps.iter().all(|c| c.controller == PlayerId(0) && c.power == Some(1) && c.toughness == Some(1)));
    // 704.5w: the scheme goes back under the deck, face down.
    assert!(t.g().obj(t.id("scheme")).unwrap().face_down);
}

#[test]
fn r904_9_behold_the_power_of_destruction_destroys_the_target_opponents_nonland_permanents() {
    let mut t = archenemy(&["Behold the Power of Destruction", "Grizzly Bears"], "Behold the Power of Destruction", json!([{"card": "Grizzly Bears", "label": "mine"}]), json!([{"card": "Grizzly Bears", "label": "his"}, {"card": "Forest", "label": "land"}]));
    resolve_scheme(&mut t);
    assert_eq!(t.zone("his"), "graveyard");
    assert_eq!(t.zone("land"), "battlefield");
    assert_eq!(t.zone("mine"), "battlefield");
}
