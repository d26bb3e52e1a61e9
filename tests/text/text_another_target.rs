//! "Another target": in an ability with an earlier target, an object not
//! chosen for it (601.2c, the slot's `another`); with none, a permanent
//! other than the source (the filter's `other`). Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Unbender Tine {2}{W}{U} (artifact): "{T}: Untap another target permanent."
//! - Kiora's Follower {G}{U} 2/2: "{T}: Untap another target permanent."
//! - Jilt {1}{U}: "Kicker {1}{R} / Return target creature to its owner's
//!   hand. If Jilt was kicked, it deals 2 damage to another target creature."
//! - Grizzly Bears {1}{G} 2/2, Hill Giant {3}{R} 3/3.

use crate::common;
use common::*;
use serde_json::{json, Value};

fn game(cards: &[&str], alice_bf: Value, hand: Value, bob_bf: Value) -> T {
    common::card_table::compiled_game(cards, alice_bf, hand, bob_bf)
}

#[test]
fn r115_an_ability_of_a_permanent_targets_another_permanent_not_its_source() {
    for untapper in ["Unbender Tine", "Kiora's Follower"] {
        // The untapper is tapped; so is a Grizzly Bears. It can't untap itself, only the Bears.
        let mut t = game(&[untapper, "Grizzly Bears"], json!([{"card": untapper, "label": "u"}, {"card": "Grizzly Bears", "label": "bears", "tapped": true}]), json!([]), json!([]));
        let (u, bears) = (t.id("u").0, t.id("bears").0);
        let e = refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": u, "ability": 0, "targets": [{"object": u}], "auto_pay": true}));
        assert!(e.contains("not a legal choice"), "{untapper}: {e}");
        t.act(json!({"action": "activate_ability", "player": 0, "source": u, "ability": 0, "targets": [{"object": bears}], "auto_pay": true}));
        t.pass_all();
        assert!(!t.g().obj(t.id("bears")).unwrap().tapped, "{untapper} untapped the Bears");
    }
}

#[test]
fn r601_2c_jilt_kicked_needs_a_second_creature_other_than_the_first() {
    let bf = json!(["Island", "Island", "Mountain", "Mountain"]);
    let bob = json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Hill Giant", "label": "giant"}]);
    let mut t = game(&["Jilt", "Grizzly Bears", "Hill Giant"], bf, json!([{"card": "Jilt", "label": "jilt"}]), bob);
    let (bears, giant) = (t.id("bears").0, t.id("giant").0);
    let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@jilt", "kicked": true, "targets": [{"object": giant}, {"object": giant}], "auto_pay": true}));
    assert!(!e.is_empty());
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@jilt", "kicked": true, "targets": [{"object": giant}, {"object": bears}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("giant"), "hand");
    assert_eq!(t.zone("bears"), "graveyard", "2 damage to the Bears (704.5g)");
}

#[test]
fn r601_2c_jilt_unkicked_requires_only_its_first_target() {
    // "If Jilt was kicked, it deals 2 damage to another target creature":
    // unkicked, Jilt is cast as though it didn't require that target.
    let bf = json!(["Island", "Island", "Mountain", "Mountain"]);
    let bob = json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Hill Giant", "label": "giant"}]);
    let mut t = game(&["Jilt", "Grizzly Bears", "Hill Giant"], bf, json!([{"card": "Jilt", "label": "jilt"}]), bob);
    let (bears, giant) = (t.id("bears").0, t.id("giant").0);
    let unkicked = cast_options(&t, "jilt").into_iter().find(|o| !o.kicked).expect("offered unkicked");
    assert_eq!((unkicked.targets.len(), unkicked.min_targets), (1, 1));
    let kicked = cast_options(&t, "jilt").into_iter().find(|o| o.kicked).expect("offered kicked");
    assert_eq!((kicked.targets.len(), kicked.min_targets), (2, 2));
    // A second target without the kicker is refused.
    let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@jilt", "targets": [{"object": giant}, {"object": bears}], "auto_pay": true}));
    assert!(e.contains("601.2c"), "{e}");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@jilt", "targets": [{"object": giant}], "auto_pay": true}));
    t.pass_all();
    assert_eq!((t.zone("giant"), t.zone("bears")), ("hand".to_string(), "battlefield".to_string()));
}
