//! "Whenever a [kind] counter is placed on [a noun]" (once for each counter)
//! and "Whenever one or more [kind] counters are placed on another [noun]"
//! (once for the event) compiled from the printed text (122.1, 603.2).
//!
//! Cards (their text as the table prints it):
//! - Flourishing Defenses {4}{G}, Enchantment: "Whenever a -1/-1 counter is
//!   placed on a creature, you may create a 1/1 green Elf Warrior creature token."
//! - Enduring Scalelord {4}{G/W}{G/W} 4/4, Creature — Dragon: "Flying /
//!   Whenever one or more +1/+1 counters are placed on another creature you
//!   control, you may put a +1/+1 counter on Enduring Scalelord."
//! - Scar {B/R}, Instant: "Put a -1/-1 counter on target creature."
//! - Dragonscale Boon {3}{G}, Instant: "Put two +1/+1 counters on target
//!   creature and untap it."
//! - Grizzly Bears {1}{G} 2/2.

use crate::common;
use common::*;
use serde_json::json;
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::PlayerId;

/// Casts the hand's spell at `target` and resolves everything, saying yes to
/// every "you may"; returns how many times yes was said.
fn cast_at(t: &mut T, target: &str) -> usize {
    let id = t.id(target);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "targets": [{"object": id}], "auto_pay": true}));
    let mut yes = 0;
    for _ in 0..12 {
        if let Some(d) = t.g().pending.clone() {
            if let DecisionKind::ChooseYesNo { .. } = d.kind {
                t.act(json!({"action": "choose_yes_no", "player": d.player.0, "yes": true}));
                yes += 1;
                continue;
            }
        }
        if t.g().stack.is_empty() && t.g().pending.is_none() {
            break;
        }
        t.pass_all();
    }
    yes
}

fn plus_counters(t: &T, label: &str) -> u32 {
    t.g().obj(t.id(label)).and_then(|o| o.extra.counters.get("+1/+1").copied()).unwrap_or(0)
}

fn elf_warriors(t: &T, p: u8) -> usize {
    t.g().battlefield.iter().filter(|o| t.g().controller_of(**o) == Some(PlayerId(p)) && t.g().chars(**o).is_some_and(|c| c.name == "Elf Warrior")).count()
}

/// 603.2: a -1/-1 counter on any creature, Bob's too, is one trigger; the
/// Defenses' controller creates the token.
#[test]
fn r603_2_flourishing_defenses_triggers_for_a_counter_on_any_creature() {
    let mut t = common::card_table::compiled_game(&["Flourishing Defenses", "Scar"], json!(["Swamp", "Flourishing Defenses"]), json!([{"card": "Scar", "label": "spell"}]), json!([{"card": "Grizzly Bears", "label": "b"}]));
    assert_eq!(cast_at(&mut t, "b"), 1);
    assert_eq!(elf_warriors(&t, 0), 1);
    assert_eq!(elf_warriors(&t, 1), 0);
}

/// A +1/+1 counter is not a -1/-1 counter: no trigger.
#[test]
fn r603_2_flourishing_defenses_ignores_other_kinds() {
    let mut t = common::card_table::compiled_game(&["Flourishing Defenses", "Dragonscale Boon"], json!(["Forest", "Forest", "Forest", "Forest", "Flourishing Defenses"]), json!([{"card": "Dragonscale Boon", "label": "spell"}]), json!([{"card": "Grizzly Bears", "label": "b"}]));
    assert_eq!(cast_at(&mut t, "b"), 0);
    assert_eq!(plus_counters(&t, "b"), 2);
    assert_eq!(elf_warriors(&t, 0), 0);
}

/// 603.2: two counters put at once are one event for "one or more": the
/// Scalelord gets one counter, and its own counter (not "another creature")
/// triggers nothing more. On Bob's creature: no trigger.
#[test]
fn r603_2_enduring_scalelord_triggers_once_for_one_or_more_counters() {
    let cards = ["Enduring Scalelord", "Dragonscale Boon"];
    let lands = ["Forest", "Forest", "Forest", "Forest"];
    let mut bf = json!(lands);
    bf.as_array_mut().unwrap().extend([json!({"card": "Enduring Scalelord", "label": "s"}), json!({"card": "Grizzly Bears", "label": "b"})]);
    let mut t = common::card_table::compiled_game(&cards, bf, json!([{"card": "Dragonscale Boon", "label": "spell"}]), json!([]));
    assert_eq!(cast_at(&mut t, "b"), 1);
    assert_eq!((plus_counters(&t, "b"), plus_counters(&t, "s")), (2, 1));
    let mut bf = json!(lands);
    bf.as_array_mut().unwrap().push(json!({"card": "Enduring Scalelord", "label": "s"}));
    let mut t = common::card_table::compiled_game(&cards, bf, json!([{"card": "Dragonscale Boon", "label": "spell"}]), json!([{"card": "Grizzly Bears", "label": "b"}]));
    assert_eq!(cast_at(&mut t, "b"), 0);
    assert_eq!((plus_counters(&t, "b"), plus_counters(&t, "s")), (2, 0));
}
