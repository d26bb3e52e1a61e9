//! Flashback (702.33a of the reference rules): the card may be cast from its
//! owner's graveyard for its flashback cost (an alternative cost, 117.9), with
//! its usual timing, and is exiled instead of going anywhere else whenever it
//! would leave the stack: after resolving, when countered (Memory Lapse's
//! "on top of its owner's library" too), when its targets are gone. Real
//! cards compiled from their printed text.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::*;

fn cards() -> Value {
    json!([card_table::compiled("Think Twice"), card_table::compiled("Firebolt"), card_table::compiled("Moment's Peace")])
}

fn lands(kind: &str, n: usize) -> Vec<Value> {
    (0..n).map(|_| json!(kind)).collect()
}

fn game(alice_bf: Vec<Value>, alice_grave: Value, bob_bf: Vec<Value>, bob_hand: Value, active: u8) -> T {
    T::new(json!({"cards": cards(), "players": [
        {"name": "Alice", "battlefield": alice_bf, "graveyard": alice_grave, "hand": [{"card": "Think Twice", "label": "hand_twice"}], "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": bob_bf, "hand": bob_hand, "graveyard": [{"card": "Firebolt", "label": "bobs_bolt"}], "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": active, "step": "precombat_main"}}))
}

fn flashback(t: &mut T, card: &str, targets: Value) -> Result<Vec<Event>, ActionError> {
    t.try_act(json!({"action": "cast_spell", "player": 0, "card": format!("@{card}"), "targets": targets, "auto_pay": true, "alternative_cost": "flashback"}))
}

fn hand(t: &T, p: u8) -> usize {
    t.g().player(PlayerId(p)).hand.len()
}

#[test]
fn r702_33a_think_twice_from_the_graveyard_then_exiled() {
    let mut t = game(lands("Island", 3), json!([{"card": "Think Twice", "label": "twice"}]), vec![], json!([]), 0);
    let listed = t.g().legal_actions().into_iter().any(|a| matches!(a, stackwise::rules::legal::LegalAction::Cast { card, ref options, .. }
        if card == t.id("twice") && options.iter().any(|o| o.alternative_cost == Some(AlternativeCost::Flashback) && o.text.ends_with("[flashback {2}{U}]"))));
    assert!(listed, "the graveyard's Think Twice is listed with its flashback cost");
    let ev = flashback(&mut t, "twice", json!([])).expect("cast with flashback");
    assert!(cites(&ev, "601.2b") && ev.iter().any(|e| e.text.contains("flashback cost {2}{U}")), "{:?}", rules(&ev));
    let before = hand(&t, 0);
    let ev = t.pass_all();
    assert!(cites(&ev, "702.33a"), "{:?}", rules(&ev));
    assert_eq!(hand(&t, 0), before + 1, "it drew a card");
    assert_eq!(t.zone("twice"), "exile", "exiled instead of the graveyard");
    // Think Twice in hand has no flashback from there, nor a graveyard card without it.
    assert!(flashback(&mut t, "hand_twice", json!([])).unwrap_err().to_string().contains("702.33a"));
}

#[test]
fn r702_33a_firebolt_keeps_its_sorcery_timing_and_only_its_owner_casts_it() {
    let mut t = game(lands("Mountain", 5), json!([{"card": "Firebolt", "label": "bolt"}]), vec![json!({"card": "Grizzly Bears", "label": "bears"})], json!([]), 0);
    assert!(flashback(&mut t, "bobs_bolt", json!([{"player": 1}])).unwrap_err().to_string().contains("graveyard"), "Bob's Firebolt is not Alice's to cast");
    flashback(&mut t, "bolt", json!([{"object": "@bears"}])).expect("a sorcery in Alice's main phase");
    t.pass_all();
    assert_eq!(t.zone("bears"), "graveyard");
    assert_eq!(t.zone("bolt"), "exile");
    // On Bob's turn Alice can't: a sorcery's timing (307.1) holds from the graveyard too.
    let mut t = game(lands("Mountain", 5), json!([{"card": "Firebolt", "label": "bolt"}]), vec![], json!([]), 1);
    t.act(json!({"action": "pass_priority", "player": 1}));
    let err = flashback(&mut t, "bolt", json!([{"player": 1}])).unwrap_err().to_string();
    assert!(err.contains("307.1"), "{err}");
}

#[test]
fn r702_33a_a_flashback_spell_countered_or_fizzled_is_exiled() {
    for counter in ["Counterspell", "Memory Lapse"] {
        let mut bf = lands("Forest", 3);
        bf.extend(lands("Island", 0));
        let mut t = game(bf, json!([{"card": "Moment's Peace", "label": "peace"}]), lands("Island", 2), json!([{"card": counter, "label": "counter"}]), 0);
        flashback(&mut t, "peace", json!([])).expect("an instant");
        t.act(json!({"action": "pass_priority", "player": 0}));
        t.act(json!({"action": "cast_spell", "player": 1, "card": "@counter", "targets": [{"object": "@peace"}], "auto_pay": true}));
        let ev = t.pass_all();
        assert!(cites(&ev, "702.33a"), "{counter}: {:?}", rules(&ev));
        assert_eq!(t.zone("peace"), "exile", "{counter}: exiled, not put where the counter says");
        assert!(!t.g().prevention.all_combat_damage, "{counter}: countered: no fog");
    }
    // Its only target gone: it doesn't resolve (608.2b), and is exiled.
    let mut t = game(lands("Mountain", 5), json!([{"card": "Firebolt", "label": "bolt"}]), vec![json!({"card": "Grizzly Bears", "label": "bears"})], json!([]), 0);
    flashback(&mut t, "bolt", json!([{"object": "@bears"}])).unwrap();
    let bears = t.id("bears");
    t.gm().objects.get_mut(&bears).unwrap().damage = 2;
    t.gm().mark_dirty(bears);
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "pass_priority", "player": 1}));
    assert_eq!(t.zone("bolt"), "exile");
}
