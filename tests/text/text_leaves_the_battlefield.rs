//! "Whenever a[n] / another [noun] leaves the battlefield" and "Whenever
//! a[n] [noun] is put into exile from the battlefield", compiled from the
//! printed text: leaves-the-battlefield abilities (603.6c), which look back
//! at the permanent as it last existed (603.10a); the second only when it
//! went to exile.
//!
//! Cards (their text as the table prints it):
//! - Extractor Demon {4}{B}{B} 5/5: "Flying / Whenever another creature
//!   leaves the battlefield, you may have target player put the top two cards
//!   of his or her library into his or her graveyard. / Unearth {2}{B}"
//! - Leave Watcher (test card) {1} Enchantment: "Whenever another creature
//!   leaves the battlefield, you gain 1 life."
//! - Exile Watcher (test card) {1} Enchantment: "Whenever a creature is put
//!   into exile from the battlefield, you gain 5 life."
//! - Unsummon, Swords to Plowshares, Lightning Bolt, Grizzly Bears, Hill Giant.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;

fn game(alice_bf: Value) -> T {
    let watcher = |name: &str, text: &str| json!({"name": name, "mana_cost": "{1}", "type": "Enchantment", "text": text});
    let cards = json!([
        card_table::compiled("Extractor Demon"),
        watcher("Leave Watcher (test card)", "Whenever another creature leaves the battlefield, you gain 1 life."),
        watcher("Exile Watcher (test card)", "Whenever a creature is put into exile from the battlefield, you gain 5 life.")
    ]);
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "mana_pool": "UWR", "library": ["Island", "Island", "Island"],
         "hand": [{"card": "Unsummon", "label": "uns"}, {"card": "Swords to Plowshares", "label": "swords"}, {"card": "Lightning Bolt", "label": "bolt"}]},
        {"name": "Bob", "battlefield": [{"card": "Grizzly Bears", "label": "gb"}, {"card": "Hill Giant", "label": "hg"}, {"card": "Grizzly Bears", "label": "gb2"}], "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

/// Cast a spell from Alice's hand at a creature; resolve everything,
/// answering the Demon's questions (Bob is the target; yes, he mills).
fn cast_at(t: &mut T, card: &str, target: &str) -> usize {
    let mut ev = t.act(json!({"action": "cast_spell", "player": 0, "card": format!("@{card}"), "targets": [{"object": format!("@{target}")}], "auto_pay": true}));
    for _ in 0..20 {
        match t.g().pending.clone() {
            Some(d) => match d.kind {
                DecisionKind::ChooseTargets { .. } => ev.extend(t.act(json!({"action": "choose_targets", "player": d.player.0, "targets": [{"player": 1}]}))),
                DecisionKind::OrderTriggers { triggers, .. } => ev.extend(t.act(json!({"action": "order_triggers", "player": d.player.0, "order": triggers}))),
                _ => ev.extend(t.act(json!({"action": "choose_yes_no", "player": d.player.0, "yes": true}))),
            },
            None if t.g().stack.is_empty() => break,
            None => ev.extend(t.pass_all()),
        }
    }
    triggered(&ev)
}

#[test]
fn another_creature_leaving_to_any_zone() {
    let mut t = game(json!(["Leave Watcher (test card)", "Exile Watcher (test card)"]));
    assert_eq!(cast_at(&mut t, "uns", "gb"), 1, "to a hand: only the watcher of any zone");
    assert_eq!(t.life(0), 21);
    assert_eq!(cast_at(&mut t, "swords", "hg"), 2, "to exile: both");
    assert_eq!(t.life(0), 27);
    assert_eq!(t.life(1), 23, "Bob gains the Giant's power");
    assert_eq!(cast_at(&mut t, "bolt", "gb2"), 1, "dies: leaves the battlefield, not into exile");
    assert_eq!(t.life(0), 28);
}

#[test]
fn extractor_demon_sees_other_creatures_leave_not_itself() {
    let mut t = game(json!([{"card": "Extractor Demon", "label": "demon"}]));
    assert_eq!(cast_at(&mut t, "uns", "gb"), 1);
    assert_eq!(t.g().player(stackwise::rules::types::PlayerId(1)).library.len(), 1, "Bob put two cards into his graveyard");
    // The Demon itself leaving: "another" excludes it.
    assert_eq!(cast_at(&mut t, "swords", "demon"), 0);
}
