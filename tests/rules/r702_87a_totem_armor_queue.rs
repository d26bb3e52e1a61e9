//! 702.87a with 616.1 for permanents destroyed at once: totem armor replaces
//! a destruction with the destruction of its Aura, and the Aura's destruction
//! is part of the same event: it is settled in turn and the Aura goes to the
//! graveyard together with the permanents still destroyed. A question about
//! one permanent (regeneration or totem armor) stops the work there, whether
//! a spell destroys them (rules::destruction_queue) or lethal damage does in
//! a state-based check (704.5g, rules::sba_work); a game saved while the
//! question waits is read back with the work where it stood.
//!
//! Cards (as printed):
//! - Day of Judgment {2}{W}{W}: "Destroy all creatures."
//! - Pyroclasm {1}{R}: "Pyroclasm deals 2 damage to each creature."
//! - Hyena Umbra {W}, Aura: "Enchant creature / Enchanted creature gets +1/+1
//!   and has first strike. / Totem armor"
//! - Spider Umbra {G}, Aura: "Enchant creature / Enchanted creature gets
//!   +1/+1 and has reach. / Totem armor"
//! - Drudge Skeletons {1}{B} 1/1: "{B}: Regenerate Drudge Skeletons."
//! - River Boa {1}{G} 2/1: "Islandwalk / {G}: Regenerate River Boa."
//! - Grizzly Bears {1}{G} 2/2.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::Game;
use stackwise::rules::*;

/// Bob controls Drudge Skeletons with Hyena Umbra and River Boa with Spider
/// Umbra (in `order`), each with a regeneration shield, and Grizzly Bears;
/// Alice casts `spell`, which is on the stack with both players passing next.
fn board(order: &[&str], spell: &str) -> T {
    let creature = |label: &str| match label {
        "boa" => vec![json!({"card": "River Boa", "label": "boa"}), json!({"card": "Spider Umbra", "label": "boa_umbra", "attached_to": "boa"})],
        _ => vec![json!({"card": "Drudge Skeletons", "label": "skel"}), json!({"card": "Hyena Umbra", "label": "skel_umbra", "attached_to": "skel"})],
    };
    let mut bf: Vec<Value> = order.iter().flat_map(|l| creature(l)).collect();
    bf.extend([json!({"card": "Grizzly Bears", "label": "gb"}), json!("Forest"), json!("Swamp")]);
    let cards: Vec<Value> = [spell, "Hyena Umbra", "Spider Umbra", "River Boa", "Drudge Skeletons"].iter().map(|n| card_table::compiled(n)).collect();
    let mut t = T::new(json!({
        "cards": cards,
        "players": [
            {"name": "A", "hand": [{"card": spell, "label": "spell"}], "mana_pool": "{2}{W}{W}{R}"},
            {"name": "B", "battlefield": bf}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "activate_ability", "player": 1, "source": "@boa", "ability": 0, "auto_pay": true}));
    t.act(json!({"action": "activate_ability", "player": 1, "source": "@skel", "ability": 0, "auto_pay": true}));
    t.pass_all();
    t.pass_all();
    t
}

/// The creature the pending question is about.
fn asked_about(t: &T) -> &'static str {
    let (_, _, descriptions) = replacement_question(t);
    if descriptions.iter().any(|d| d.contains("River Boa's regeneration")) {
        "boa"
    } else {
        "skel"
    }
}

fn pick(umbra: bool) -> &'static str {
    if umbra {
        "totem armor"
    } else {
        "regeneration"
    }
}

/// Every destruction is said before anything moves, and the Umbras move in
/// the same batch as the Grizzly Bears (701.7, 702.87a).
fn moved_together(ev: &[Event]) -> bool {
    let last_destroyed = ev.iter().rposition(|e| matches!(e.kind, EventKind::Destroyed { .. }));
    let first_move = ev.iter().position(|e| matches!(e.kind, EventKind::ZoneChanged { .. }));
    matches!((last_destroyed, first_move), (Some(d), Some(m)) if d < m)
}

#[test]
fn r702_87a_day_of_judgment_asks_at_each_creature_and_the_umbras_move_with_the_rest() {
    for order in [["boa", "skel"], ["skel", "boa"]] {
        for (umbra_first, umbra_second) in [(true, true), (true, false), (false, true), (false, false)] {
            let mut t = board(&order, "Day of Judgment");
            let mut ev = t.pass_all();
            assert_eq!(replacement_question(&t).0, "616.1");
            let first = asked_about(&t);
            let second = if first == "boa" { "skel" } else { "boa" };
            ev.extend(answer_replacement(&mut t, pick(umbra_first)));
            assert_eq!(asked_about(&t), second, "{order:?}: the second creature asks next");
            assert_eq!(t.zone(&format!("{first}_umbra")), "battlefield", "nothing moves before the last answer");
            assert_eq!(t.zone("gb"), "battlefield");
            // Saved and read back while the second question waits.
            let text = serde_json::to_string(t.g()).unwrap();
            assert!(text.contains("\"destruction\""), "the resolving work keeps its destructions where they stand");
            let back: Game = serde_json::from_str(&text).unwrap();
            assert!(back == *t.g());
            *t.gm() = back;
            ev.extend(answer_replacement(&mut t, pick(umbra_second)));
            assert!(t.g().pending.is_none(), "{:?}", t.g().pending);
            for (label, umbra) in [(first, umbra_first), (second, umbra_second)] {
                assert_eq!(t.zone(label), "battlefield", "{label}: regeneration or totem armor saves it");
                assert_eq!(t.zone(&format!("{label}_umbra")), if umbra { "graveyard" } else { "battlefield" }, "{order:?} {label}");
                assert_eq!(t.g().objects[&t.id(label)].tapped, !umbra, "{label}: only regeneration taps");
            }
            assert_eq!(t.zone("gb"), "graveyard");
            assert!(moved_together(&ev), "{order:?} {umbra_first} {umbra_second}: {:?}", rules(&ev));
        }
    }
}

#[test]
fn r702_87a_lethal_damage_asks_at_each_creature_in_the_state_based_check() {
    for order in [["boa", "skel"], ["skel", "boa"]] {
        for (umbra_first, umbra_second) in [(true, true), (false, true), (true, false)] {
            let mut t = board(&order, "Pyroclasm");
            let ev = t.pass_all();
            assert!(cites(&ev, "704.5g"), "{:?}", rules(&ev));
            assert!(t.g().sba_work.is_some(), "the check keeps its actions where they stand");
            let first = asked_about(&t);
            let second = if first == "boa" { "skel" } else { "boa" };
            let mut ev = answer_replacement(&mut t, pick(umbra_first));
            assert_eq!(asked_about(&t), second);
            assert_eq!(t.g().objects[&t.id(first)].damage, 0, "the first destruction is settled: its damage is removed");
            let back: Game = serde_json::from_str(&serde_json::to_string(t.g()).unwrap()).unwrap();
            assert!(back == *t.g());
            *t.gm() = back;
            ev.extend(answer_replacement(&mut t, pick(umbra_second)));
            ev.extend(t.pass_all());
            assert!(t.g().pending.is_none() && t.g().sba_work.is_none(), "{:?}", t.g().pending);
            for (label, umbra) in [(first, umbra_first), (second, umbra_second)] {
                assert_eq!(t.zone(label), "battlefield", "{label}");
                assert_eq!(t.zone(&format!("{label}_umbra")), if umbra { "graveyard" } else { "battlefield" }, "{order:?} {label}");
            }
            assert!(cites(&ev, "702.87a"), "{:?}", rules(&ev));
            assert!(moved_together(&ev), "{:?}", rules(&ev));
        }
    }
}
