//! "Tap up to two target creatures. Those creatures don't untap during their
//! controller's next untap step." compiled from the printed text: "those
//! creatures" are every target of the instruction before, each kept tapped
//! through its controller's next untap step only (502.2).
//!
//! Cards (their text as the table prints it):
//! - Frost Breath {2}{U}: "Tap up to two target creatures. Those creatures
//!   don't untap during their controller's next untap step."
//! - Chilling Grasp {2}{U}: "Tap up to two target creatures. Those creatures
//!   don't untap during their controller's next untap step. / Madness {3}{U}"
//! - Grizzly Bears {1}{G} 2/2.

use crate::common;
use common::*;
use serde_json::json;
use stackwise::rules::types::Step;

fn tapped(t: &T, label: &str) -> bool {
    t.g().obj(t.id(label)).unwrap().tapped
}

#[test]
fn r502_2_those_creatures_stay_tapped_through_their_controllers_next_untap_step() {
    for card in ["Frost Breath", "Chilling Grasp"] {
        let bob = json!([{"card": "Grizzly Bears", "label": "b1"}, {"card": "Grizzly Bears", "label": "b2"}, {"card": "Grizzly Bears", "label": "b3"}]);
        let alice = json!(["Island", "Island", "Island"]);
        let mut t = common::card_table::compiled_game(&[card], alice, json!([{"card": card, "label": "fb"}]), bob);
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@fb", "targets": [{"object": "@b1"}, {"object": "@b2"}], "auto_pay": true}));
        t.pass_all();
        assert!(tapped(&t, "b1") && tapped(&t, "b2") && !tapped(&t, "b3"), "{card}");
        // Bob's next untap step leaves both tapped; the one after untaps them.
        play_until(&mut t, 1, Step::Upkeep, &|_, _, k| panic!("unexpected {k:?}"));
        assert!(tapped(&t, "b1") && tapped(&t, "b2"), "{card}");
        play_until(&mut t, 1, Step::PrecombatMain, &|_, _, k| panic!("unexpected {k:?}"));
        play_until(&mut t, 1, Step::Upkeep, &|_, _, k| panic!("unexpected {k:?}"));
        assert!(!tapped(&t, "b1") && !tapped(&t, "b2"), "{card}");
    }
}
