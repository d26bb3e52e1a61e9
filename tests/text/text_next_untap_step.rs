//! "... doesn't untap during its controller's next untap step" (502.2) of
//! more subjects: "it" for the trigger's creature after "tap that
//! creature", "that land" for the target land tapped just before, and
//! "each [noun]" for every permanent matching it as the instruction is
//! followed. The effect keeps the permanent tapped through one untap step
//! of its controller, then ends.
//!
//! Cards (their text as the table prints it):
//! - Kashi-Tribe Elite {1}{G}{G} 2/3: "Legendary Snakes you control have
//!   shroud. / Whenever Kashi-Tribe Elite deals combat damage to a creature,
//!   tap that creature and it doesn't untap during its controller's next
//!   untap step."
//! - Tangle {1}{G}: "Prevent all combat damage that would be dealt this
//!   turn. / Each attacking creature doesn't untap during its controller's
//!   next untap step."
//! - Grizzly Bears {1}{G} 2/2, Hill Giant {3}{R} 3/3, Forest.

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
fn r502_2_kashi_tribe_elite_taps_the_creature_it_damaged_for_one_untap_step() {
    let alice = json!([{"card": "Kashi-Tribe Elite", "label": "elite"}]);
    let bob = json!([{"card": "Hill Giant", "label": "giant"}]);
    let mut t = common::card_table::compiled_game(&["Kashi-Tribe Elite", "Hill Giant"], alice, json!([]), bob);
    to_decision(&mut t);
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@elite", "target": {"player": 1}}]}));
    to_decision(&mut t);
    t.act(json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@giant", "attacker": "@elite"}]}));
    // Combat damage: the Elite deals 2 to the Giant (which survives) and its trigger taps it.
    for _ in 0..6 {
        t.pass_all();
    }
    assert_eq!(t.zone("giant"), "battlefield");
    assert!(tapped(&t, "giant"), "the trigger tapped the Giant");
    // Bob's next untap step: the Giant stays tapped; the one after, it untaps.
    play_until(&mut t, 1, Step::Upkeep, &no_questions);
    assert!(tapped(&t, "giant"));
    play_until(&mut t, 0, Step::Upkeep, &no_questions);
    play_until(&mut t, 1, Step::Upkeep, &no_questions);
    assert!(!tapped(&t, "giant"));
}

#[test]
fn r502_2_tangle_keeps_each_attacking_creature_tapped_once() {
    let alice = json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Hill Giant", "label": "giant"}, "Forest", "Forest"]);
    let mut t = common::card_table::compiled_game(&["Tangle", "Grizzly Bears", "Hill Giant", "Forest"], alice, json!([{"card": "Tangle", "label": "tangle"}]), json!([]));
    to_decision(&mut t);
    // The Bears attack; the Giant stays home (tapped for nothing else).
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@bears", "target": {"player": 1}}]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@tangle", "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("tangle"), "graveyard");
    play_until(&mut t, 0, Step::PostcombatMain, &no_questions);
    assert_eq!(t.life(1), 20, "Tangle prevented the combat damage");
    // Alice's next untap step: the Bears, which attacked, stay tapped.
    play_until(&mut t, 0, Step::Upkeep, &no_questions);
    assert!(tapped(&t, "bears"));
    assert!(!tapped(&t, "giant"));
    play_until(&mut t, 1, Step::Upkeep, &no_questions);
    play_until(&mut t, 0, Step::Upkeep, &no_questions);
    assert!(!tapped(&t, "bears"));
}
