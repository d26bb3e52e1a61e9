//! Counter triggers on removal, worded as the placing ones are: "Whenever a
//! [kind] counter is removed from [this]" triggers once for each counter
//! (Protean Hydra's wording), "Whenever one or more [kind] counters are
//! removed from [this]" once for the event, with "that much" the number
//! removed (603.2, 122.1). Removed as a cost here: two counters at once.
//!
//! Cards: test cards written as printed, their trigger in those wordings
//! (Protean Hydra's own line needs its other lines, not read yet), with
//! Spike-style costs ("{T}, Remove two charge counters from [this]: ...").

use crate::common;
use common::*;
use serde_json::{json, Value};

fn card(name: &str, trigger: &str) -> Value {
    json!({"name": name, "mana_cost": "{1}", "type": "Artifact",
           "text": format!("{name} enters the battlefield with three charge counters on it.\n{{T}}, Remove two charge counters from {name}: You gain 0 life.\n{trigger}")})
}

fn game(name: &str, trigger: &str) -> T {
    T::new(json!({
        "cards": [card(name, trigger)],
        "players": [
            {"name": "A", "library": ["Forest"], "battlefield": [{"card": name, "label": "it", "counters": {"charge": 3}}]},
            {"name": "B"}
        ]}))
}

#[test]
fn one_trigger_for_each_counter_removed() {
    for (name, gain) in [("Leaky Cell", 1), ("Drained Cell", 2)] {
        let mut t = game(name, &format!("Whenever a charge counter is removed from {name}, you gain {gain} life."));
        let ev = t.act(json!({"action": "activate_ability", "player": 0, "source": "@it", "ability": 0}));
        assert_eq!(triggered(&ev), 2, "{name}: two counters, two triggers: {:?}", rules(&ev));
        for _ in 0..3 {
            t.pass_all();
        }
        assert_eq!(t.life(0), 20 + 2 * gain, "{name}");
    }
}

#[test]
fn one_trigger_for_the_event_with_that_much() {
    for name in ["Charge Battery", "Spent Battery"] {
        let mut t = game(name, &format!("Whenever one or more charge counters are removed from {name}, you gain that much life."));
        let ev = t.act(json!({"action": "activate_ability", "player": 0, "source": "@it", "ability": 0}));
        assert_eq!(triggered(&ev), 1, "{name}: one event, one trigger: {:?}", rules(&ev));
        for _ in 0..2 {
            t.pass_all();
        }
        assert_eq!(t.life(0), 22, "{name}: that much = the two counters removed");
    }
}

#[test]
fn the_wordings_are_written_back() {
    for trigger in ["Whenever a charge counter is removed from Leaky Cell, you gain 1 life.", "Whenever one or more charge counters are removed from Leaky Cell, you gain that much life."] {
        let mut v = json!({"cards": [card("Leaky Cell", trigger)]});
        let problems = stackwise::text::custom::lower_text_cards(&mut v["cards"], "cards");
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(v["cards"][0]["abilities"][1]["trigger"]["change"], json!("removed"), "{trigger}");
        assert_eq!(v["cards"][0]["abilities"][1]["text"], json!(trigger));
    }
}
