//! A legendary card's short name: after naming itself in full, a legend's
//! text calls itself by the part of its name before the comma, or else by
//! its first word. Read as the card itself, written back short after the
//! first mention; with it, the lines Rasputin Dreamweaver needed:
//! "Prevent the next 1 damage that would be dealt to [this] this turn"
//! (615.7), "if [this] started the turn untapped" (its state as the turn's
//! untap step began, 502.2) and "[this] can't have more than seven dream
//! counters on it" (704.5s).
//!
//! Cards (their text as the table prints it):
//! - Rasputin Dreamweaver {4}{W}{U}, Legendary Creature — Human Wizard 4/1:
//!   "Rasputin Dreamweaver enters the battlefield with seven dream counters
//!   on it. / Remove a dream counter from Rasputin: Add {C} to your mana
//!   pool. / Remove a dream counter from Rasputin: Prevent the next 1 damage
//!   that would be dealt to Rasputin this turn. / At the beginning of your
//!   upkeep, if Rasputin started the turn untapped, put a dream counter on
//!   it. / Rasputin can't have more than seven dream counters on it."
//! - Thrun, the Last Troll {2}{G}{G}, Legendary Creature — Troll Shaman 4/4:
//!   "Thrun, the Last Troll can't be countered. / Hexproof / {1}{G}:
//!   Regenerate Thrun."
//! - Vorosh, the Hunter {3}{B}{G}{U}, Legendary Creature — Dragon 6/6:
//!   "Flying / Whenever Vorosh, the Hunter deals combat damage to a player,
//!   you may pay {2}{G}. If you do, put six +1/+1 counters on Vorosh."
//! - Skithiryx, the Blight Dragon: "... {B}{B}: Regenerate Skithiryx."
//! - Shock {R}: "Shock deals 2 damage to target creature or player."
//! - Lightning Bolt {R}: "Lightning Bolt deals 3 damage to target creature or player."

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::*;

const LEGENDS: [&str; 4] = ["Rasputin Dreamweaver", "Thrun, the Last Troll", "Vorosh, the Hunter", "Skithiryx, the Blight Dragon"];

fn game(cards: &[&str], alice: Value, bob: Value, turn: Value) -> T {
    let cards: Vec<Value> = cards.iter().map(|n| compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [alice, bob], "turn": turn}))
}

fn main_phase() -> Value {
    json!({"number": 2, "active": 0, "step": "precombat_main"})
}

/// The index of the card's ability whose text contains `words`.
fn ability(card: &str, words: &str) -> usize {
    let v = compiled(card);
    v["abilities"].as_array().unwrap().iter().position(|a| a["text"].as_str().unwrap_or("").contains(words)).unwrap_or_else(|| panic!("{card}: no ability with '{words}'"))
}

#[test]
fn the_short_name_is_the_card_itself_and_is_written_back_short() {
    for name in LEGENDS {
        let v = compiled(name);
        assert_eq!(v["text_layout"]["short_name"], json!(true), "{name}");
        let printed = stackwise::text::normalize(&common::card_table::card(name).text);
        assert_eq!(v["text"].as_str().unwrap(), printed, "{name}");
    }
    // Rasputin's abilities all name the card itself.
    let v = compiled("Rasputin Dreamweaver");
    let json = v["abilities"].to_string();
    assert!(!json.contains("\"name\""), "no card named by name: {json}");
    assert_eq!(v["enters_with_counters"], json!([{"kind": "dream", "count": 7}]));
}

#[test]
fn r701_13_thrun_regenerates_thrun() {
    // "Regenerate Thrun": the shield is on Thrun itself. Two Lightning Bolts
    // deal 6 damage to the 4/4: its destruction (704.5g) is replaced by
    // regeneration (tapped, its damage removed).
    let alice = json!({"name": "Alice", "battlefield": [{"card": "Thrun, the Last Troll", "label": "thrun"}, "Forest", "Forest", "Mountain", "Mountain"],
        "hand": [{"card": "Lightning Bolt", "label": "b1"}, {"card": "Lightning Bolt", "label": "b2"}]});
    let mut t = game(&["Thrun, the Last Troll", "Lightning Bolt"], alice, json!({"name": "Bob", "library": ["Island", "Island"]}), main_phase());
    let thrun = t.id("thrun").0;
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@thrun", "ability": ability("Thrun, the Last Troll", "Regenerate"), "auto_pay": true}));
    let ev = t.pass_all();
    assert!(cites(&ev, "701.13a"), "a regeneration shield on Thrun");
    for b in ["@b1", "@b2"] {
        t.act(json!({"action": "cast_spell", "player": 0, "card": b, "targets": [{"object": thrun}], "auto_pay": true}));
        t.pass_all();
    }
    assert_eq!(t.zone("thrun"), "battlefield", "regenerated");
    let o = &t.g().objects[&t.id("thrun")];
    assert!(o.tapped);
    assert_eq!(o.damage, 0);
    // Without the shield, the same damage destroys it.
    let alice = json!({"name": "Alice", "battlefield": [{"card": "Thrun, the Last Troll", "label": "thrun"}, "Mountain", "Mountain"],
        "hand": [{"card": "Lightning Bolt", "label": "b1"}, {"card": "Lightning Bolt", "label": "b2"}]});
    let mut t = game(&["Thrun, the Last Troll", "Lightning Bolt"], alice, json!({"name": "Bob"}), main_phase());
    let thrun = t.id("thrun").0;
    for b in ["@b1", "@b2"] {
        t.act(json!({"action": "cast_spell", "player": 0, "card": b, "targets": [{"object": thrun}], "auto_pay": true}));
        t.pass_all();
    }
    assert_eq!(t.zone("thrun"), "graveyard");
}

#[test]
fn r615_7_rasputin_prevents_damage_to_rasputin_one_counter_at_a_time() {
    // Two shields of 1 prevent all of Shock's 2 damage; Rasputin (toughness 1) lives.
    let prevent = ability("Rasputin Dreamweaver", "Prevent");
    let setup = || {
        let alice = json!({"name": "Alice", "mana_pool": "R", "battlefield": [{"card": "Rasputin Dreamweaver", "label": "r", "counters": {"dream": 7}}],
            "hand": [{"card": "Shock", "label": "shock"}]});
        game(&["Rasputin Dreamweaver", "Shock"], alice, json!({"name": "Bob"}), main_phase())
    };
    let mut t = setup();
    let r = t.id("r").0;
    for _ in 0..2 {
        t.act(json!({"action": "activate_ability", "player": 0, "source": "@r", "ability": prevent}));
        t.pass_all();
    }
    assert_eq!(t.g().counters(t.id("r")).get("dream"), Some(&5), "one counter removed for each (602.2b)");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@shock", "targets": [{"object": r}], "auto_pay": true}));
    let ev = t.pass_all();
    assert!(cites(&ev, "615.7"), "{:?}", rules(&ev));
    assert_eq!(t.zone("r"), "battlefield");
    assert_eq!(t.g().objects[&t.id("r")].damage, 0);
    // One shield prevents 1 of the 2: 1 damage is lethal to a 4/1 (704.5g).
    let mut t = setup();
    let r = t.id("r").0;
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@r", "ability": prevent}));
    t.pass_all();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@shock", "targets": [{"object": r}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("r"), "graveyard");
}

/// Pass from Bob's end step to Alice's upkeep with Rasputin's trigger resolved.
fn to_alice_upkeep(t: &mut T) -> Vec<Event> {
    let mut ev = Vec::new();
    for _ in 0..8 {
        if t.g().turn.active == PlayerId(0) && t.g().turn.step == Step::Upkeep && t.g().stack.is_empty() && t.g().waiting_triggers.is_empty() {
            break;
        }
        ev.extend(t.pass_all());
    }
    ev
}

#[test]
fn r502_rasputin_counts_only_if_it_started_the_turn_untapped_and_stops_at_seven() {
    // Untapped as Alice's turn begins: a counter at her upkeep (5 -> 6).
    // Tapped as it begins (it untaps in the untap step, 502.2): none.
    // With seven already, the eighth is removed as a state-based action (704.5s).
    for (tapped, before, after) in [(false, 5u32, 6u32), (true, 5, 5), (false, 7, 7)] {
        let alice = json!({"name": "Alice", "library": ["Island", "Island"], "battlefield": [{"card": "Rasputin Dreamweaver", "label": "r", "tapped": tapped, "counters": {"dream": before}}]});
        let mut t = game(&["Rasputin Dreamweaver"], alice, json!({"name": "Bob", "library": ["Island", "Island"]}), json!({"number": 2, "active": 1, "step": "end"}));
        let ev = to_alice_upkeep(&mut t);
        assert_eq!(t.g().turn.active, PlayerId(0));
        assert_eq!(cites(&ev, "704.5s"), before == 7, "the eighth counter removed");
        assert!(!t.g().objects[&t.id("r")].tapped, "untapped in the untap step");
        assert_eq!(t.g().counters(t.id("r")).get("dream"), Some(&after), "tapped {tapped}, {before} counters");
    }
}

fn status(type_line: &str, text: &str) -> stackwise::text::Status {
    let card: stackwise::text::table::TableCard =
        serde_json::from_value(json!({"name": "Rasputin Dreamweaver", "type": type_line, "text": text, "mana_cost": "{4}{W}{U}", "power": "4", "toughness": "1"})).unwrap();
    stackwise::text::status(&card).0
}

#[test]
fn the_short_name_is_read_only_where_the_rule_gives_it() {
    use stackwise::text::Status;
    let legend = "Legendary Creature — Human Wizard";
    let text = "Rasputin Dreamweaver enters the battlefield with seven dream counters on it.\nRasputin can't have more than seven dream counters on it.";
    assert_eq!(status(legend, text), Status::Understood);
    // Not a legend: no short name.
    assert!(matches!(status("Creature — Human Wizard", text), Status::NotCompiled(_)));
    // The short name before the full one: not the convention.
    let early = "Rasputin can't have more than seven dream counters on it.\nRasputin Dreamweaver enters the battlefield with seven dream counters on it.";
    assert!(matches!(status(legend, early), Status::NotCompiled(_)));
    // "Started the turn untapped" is known on its controller's turn only (502.2).
    let each = "At the beginning of each upkeep, if Rasputin Dreamweaver started the turn untapped, put a dream counter on it.";
    assert!(matches!(status(legend, each), Status::NotCompiled(_)));
    let yours = "At the beginning of your upkeep, if Rasputin Dreamweaver started the turn untapped, put a dream counter on it.";
    assert_eq!(status(legend, yours), Status::Understood);
}
