//! "Enchanted creature doesn't untap during its controller's untap step"
//! (502.2): a static ability of an Aura keeps the permanent it enchants
//! tapped as its controller's untap step untaps the rest; once the Aura is
//! gone, the creature untaps as usual.
//!
//! Cards (their text as the table prints it):
//! - Claustrophobia {1}{U}{U}: "Enchant creature / When Claustrophobia
//!   enters the battlefield, tap enchanted creature. / Enchanted creature
//!   doesn't untap during its controller's untap step."
//! - Dehydration {3}{U}: "Enchant creature / Enchanted creature doesn't
//!   untap during its controller's untap step."
//! - Hill Giant {3}{R} 3/3, Grizzly Bears {1}{G} 2/2, Naturalize {1}{G}
//!   ("Destroy target artifact or enchantment."), Island, Forest.

use crate::common;
use common::*;
use serde_json::json;
use stackwise::rules::types::Step;

fn tapped(t: &T, label: &str) -> bool {
    t.g().objects[&t.id(label)].tapped
}

fn no_questions(_: &mut T, _: stackwise::rules::PlayerId, k: stackwise::rules::state::DecisionKind) {
    panic!("unexpected question {k:?}");
}

#[test]
fn r502_2_claustrophobia_taps_the_creature_and_keeps_it_tapped() {
    let hand = json!([{"card": "Claustrophobia", "label": "aura"}]);
    let mut t = common::card_table::compiled_game(&["Claustrophobia", "Hill Giant", "Island"], json!(["Island", "Island", "Island"]), hand, json!([{"card": "Hill Giant", "label": "giant"}]));
    let giant = t.id("giant").0;
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@aura", "targets": [{"object": giant}], "auto_pay": true}));
    t.pass_all();
    t.pass_all();
    assert!(tapped(&t, "giant"), "the enters trigger tapped it");
    // Bob's untap step: his other permanents untap, the Giant doesn't.
    play_until(&mut t, 1, Step::Upkeep, &no_questions);
    assert!(tapped(&t, "giant"));
    play_until(&mut t, 0, Step::Upkeep, &no_questions);
    play_until(&mut t, 1, Step::Upkeep, &no_questions);
    assert!(tapped(&t, "giant"), "every untap step, while it is enchanted");
}

#[test]
fn r502_2_dehydration_stops_untapping_only_while_attached() {
    let bob = json!([{"card": "Grizzly Bears", "label": "bears", "tapped": true}, {"card": "Dehydration", "label": "aura", "attached_to": "bears"}, {"card": "Forest", "label": "forest", "tapped": true}]);
    let mut t = common::card_table::compiled_game(&["Dehydration", "Grizzly Bears", "Naturalize", "Forest"], json!(["Forest", "Forest"]), json!([{"card": "Naturalize", "label": "nat"}]), bob);
    play_until(&mut t, 1, Step::Upkeep, &no_questions);
    assert!(tapped(&t, "bears") && !tapped(&t, "forest"), "only the enchanted creature stays tapped");
    // Back in Alice's turn, Naturalize destroys the Aura; Bob's next untap step untaps the Bears.
    play_until(&mut t, 0, Step::PrecombatMain, &no_questions);
    let aura = t.id("aura").0;
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@nat", "targets": [{"object": aura}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("aura"), "graveyard");
    play_until(&mut t, 1, Step::Upkeep, &no_questions);
    assert!(!tapped(&t, "bears"));
}
