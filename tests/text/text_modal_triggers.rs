//! Modal triggered abilities compiled from their printed text (603.3c,
//! 700.2): "[trigger], choose one —" and a line "• ..." for each mode; the
//! mode (and its targets) chosen as the ability is put on the stack.
//!
//! Cards (their text as the table prints it):
//! - Deceiver Exarch {2}{U} 1/4: "Flash / When Deceiver Exarch enters the
//!   battlefield, choose one — / • Untap target permanent you control. /
//!   • Tap target permanent an opponent controls."
//! - Brutalizer Exarch {5}{G} 3/3: "When Brutalizer Exarch enters the
//!   battlefield, choose one — / • Search your library for a creature card,
//!   reveal it, then shuffle your library and put that card on top of it. /
//!   • Put target noncreature permanent on the bottom of its owner's library."
//! - Energy Chamber {2}: "At the beginning of your upkeep, choose one — /
//!   • Put a +1/+1 counter on target artifact creature. / • Put a charge
//!   counter on target noncreature artifact."
//! - Grizzly Bears, Sol Ring, Ornithopter, Island, Forest.

use crate::common;
use common::*;
use serde_json::json;
use stackwise::rules::state::DecisionKind;
use stackwise::text::{self, Status};

#[test]
fn r603_3c_the_compiled_modes_are_the_printed_lines() {
    for name in ["Deceiver Exarch", "Brutalizer Exarch", "Energy Chamber"] {
        let (status, def) = text::status(common::card_table::card(name));
        assert_eq!(status, Status::Understood, "{name}");
        let def = def.unwrap();
        let stackwise::cards::def::Ability::Triggered { modes, effects, .. } = &def.abilities[0] else { panic!("{name}: a triggered ability") };
        assert_eq!((modes.len(), effects.len()), (2, 0), "{name}");
        assert!(def.text.contains("choose one \u{2014}\n\u{2022} "), "{name}: {}", def.text);
    }
}

#[test]
fn r603_3c_deceiver_exarch_taps_or_untaps_by_the_mode_chosen() {
    // Mode 2: Bob's Grizzly Bears is tapped.
    let hand = json!([{"card": "Deceiver Exarch", "label": "exarch"}]);
    let mut t = common::card_table::compiled_game(&["Deceiver Exarch", "Grizzly Bears"], json!(["Island", "Island", "Island", {"card": "Forest", "label": "forest", "tapped": true}]), hand, json!([{"card": "Grizzly Bears", "label": "bears"}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@exarch", "auto_pay": true}));
    t.pass_all();
    match t.g().pending.as_ref().map(|d| &d.kind) {
        Some(DecisionKind::ChooseMode { .. }) => {}
        k => panic!("a mode is chosen as the ability goes on the stack: {k:?}"),
    }
    t.act(json!({"action": "choose_mode", "player": 0, "mode": 1}));
    // A permanent Alice controls is not a legal target for this mode.
    let forest = t.id("forest");
    refused_unchanged(&mut t, json!({"action": "choose_targets", "player": 0, "targets": [{"object": forest.0}]}));
    t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"object": "@bears"}]}));
    t.pass_all();
    assert!(t.g().objects[&t.id("bears")].tapped);
    // Mode 1 on the same board: Alice's tapped Forest untaps, the bears stay untapped.
    let hand = json!([{"card": "Deceiver Exarch", "label": "exarch"}]);
    let mut t = common::card_table::compiled_game(&["Deceiver Exarch", "Grizzly Bears"], json!(["Island", "Island", "Island", {"card": "Forest", "label": "forest", "tapped": true}]), hand, json!([{"card": "Grizzly Bears", "label": "bears"}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@exarch", "auto_pay": true}));
    t.pass_all();
    t.act(json!({"action": "choose_mode", "player": 0, "mode": 0}));
    t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"object": "@forest"}]}));
    t.pass_all();
    assert!(!t.g().objects[&t.id("forest")].tapped);
    assert!(!t.g().objects[&t.id("bears")].tapped);
}

#[test]
fn r603_3c_energy_chamber_at_upkeep_a_counter_of_the_chosen_kind() {
    // Alice's upkeep: a charge counter on Sol Ring (mode 2), or a +1/+1 counter on Ornithopter (mode 1).
    for (mode, target, kind) in [(1, "ring", "charge"), (0, "thopter", "+1/+1")] {
        let bf = json!(["Energy Chamber", {"card": "Sol Ring", "label": "ring"}, {"card": "Ornithopter", "label": "thopter"}]);
        let mut t = common::card_table::compiled_game(&["Energy Chamber", "Sol Ring", "Ornithopter"], bf, json!([]), json!([]));
        t.gm().turn.step = stackwise::rules::types::Step::End;
        for _ in 0..40 {
            if matches!(t.g().pending.as_ref().map(|d| &d.kind), Some(DecisionKind::ChooseMode { .. })) {
                break;
            }
            to_decision(&mut t);
            if t.g().pending.is_none() {
                t.pass_all();
            } else if !matches!(t.g().pending.as_ref().map(|d| &d.kind), Some(DecisionKind::ChooseMode { .. })) {
                let p = t.g().pending.as_ref().unwrap().player.0;
                t.act(json!({"action": "declare_attackers", "player": p, "attackers": []}));
            }
        }
        assert_eq!(t.g().turn.step, stackwise::rules::types::Step::Upkeep, "the mode is asked in Alice's upkeep");
        t.act(json!({"action": "choose_mode", "player": 0, "mode": mode}));
        t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"object": format!("@{target}")}]}));
        t.pass_all();
        assert_eq!(t.g().objects[&t.id(target)].extra.counters.get(kind), Some(&1), "mode {mode}");
    }
}
