//! Random scenarios rich in continuous effects, attachments, copies, schemes
//! and shortcuts, for the playback and session property tests: spells whose
//! effects change other objects' characteristics ("becomes …", pumps, lost
//! abilities, switched power and toughness, 611.2, 613), Auras and Equipment
//! moved between creatures (701.3), Clones entering as copies (706.5), static
//! abilities that change other objects (anthems, "all Swamps are creatures"),
//! changes of control, schemes set in motion and turned face down in
//! Archenemy (904.9, 704.5w), and shortcuts proposed and accepted or
//! shortened (716.2).

use super::random_play::{is_spell, pick_action};
use proptest::prelude::*;
use serde_json::{json, Value};
use stackwise::rules::legal::LegalAction;
use stackwise::rules::*;
use stackwise::session::Session;

/// Test cards (cheap, so that random play casts them often), written as
/// printed and compiled here (the scenario holds their card form).
pub fn rich_cards() -> Value {
    let mut cards = json!([
        {"name": "Ovinize (test card)", "mana_cost": "{0}", "type": "Instant", "text": "Target creature loses all abilities and has base power and toughness 0/1 until end of turn."},
        {"name": "Animate (test card)", "mana_cost": "{0}", "type": "Instant", "text": "Target land becomes a 3/3 artifact creature that's still a land."},
        {"name": "Chaoslace (test card)", "mana_cost": "{0}", "type": "Instant", "text": "Target spell or permanent becomes red."},
        {"name": "About Face (test card)", "mana_cost": "{0}", "type": "Instant", "text": "Switch target creature's power and toughness until end of turn."},
        {"name": "Shrink (test card)", "mana_cost": "{0}", "type": "Instant", "text": "Target creature gets -2/-2 until end of turn."},
        {"name": "Borrow (test card)", "mana_cost": "{0}", "type": "Instant", "text": "Gain control of target creature until end of turn."},
        {"name": "Blink (test card)", "mana_cost": "{0}", "type": "Instant", "text": "Exile target creature you control, then return that card to the battlefield under your control."},
        {"name": "Copycat (test card)", "mana_cost": "{0}", "type": "Creature — Shapeshifter", "power": 0, "toughness": 0,
         "text": "You may have Copycat (test card) enter the battlefield as a copy of any creature on the battlefield."},
        {"name": "Scimitar (test card)", "mana_cost": "{0}", "type": "Artifact — Equipment", "text": "Equipped creature gets +1/+1.\nEquip {0}"},
        {"name": "Holy Strength (test card)", "mana_cost": "{0}", "type": "Enchantment — Aura", "text": "Enchant creature\nEnchanted creature gets +1/+2."},
        {"name": "Marshal (test card)", "mana_cost": "{0}", "type": "Creature — Human Knight", "power": 1, "toughness": 1, "text": "Other creatures you control get +1/+1."},
        {"name": "Bell (test card)", "mana_cost": "{0}", "type": "Artifact", "text": "All Swamps are 1/1 black creatures that are still lands."}
    ]);
    let problems = stackwise::text::custom::lower_text_cards(&mut cards, "cards");
    assert!(problems.is_empty(), "{problems:?}");
    cards
}

/// The test cards' names.
pub fn rich_card_names() -> Vec<String> {
    rich_cards().as_array().map(|a| a.iter().filter_map(|c| c["name"].as_str().map(String::from)).collect()).unwrap_or_default()
}

/// Built-in cards that reach the same mechanisms (Equipment, Auras, Clone,
/// anthems, "becomes" effects, changes of control), beside the test cards.
pub const RICH_BUILTIN: &[&str] = &[
    "Bonesplitter", "Clone", "Glorious Anthem", "Angelic Destiny", "Pacifism", "Presence of Gond", "Incite", "Threaten",
    "Giant Growth", "Grizzly Bears", "Hill Giant", "Serra Angel", "Llanowar Elves", "Lightning Bolt", "Wrath of God",
    "Unsummon", "Raise the Alarm", "Fool's Demise", "Swamp", "Forest", "Island", "Plains", "Mountain",
];

/// Cards that can't start on the battlefield (instants, sorceries, Auras without a host).
fn starts_elsewhere(name: &str, custom: &Value) -> bool {
    match custom.as_array().and_then(|a| a.iter().find(|c| c["name"] == name)) {
        Some(c) => c.get("spell").is_some() || c.get("enchant").is_some() || c.get("enters_as_copy").is_some(),
        None => is_spell(name) || stackwise::cards::builtin().get(name).is_some_and(|d| d.enchant.is_some() || d.enters_as_copy.is_some()),
    }
}

/// A random two-player scenario drawing from the test cards and `RICH_BUILTIN`,
/// with lands to pay for them, sometimes in Archenemy with schemes.
pub fn rich_scenario_strategy() -> impl Strategy<Value = Value> {
    let names = {
        let mut n = rich_card_names();
        n.extend(RICH_BUILTIN.iter().map(|s| s.to_string()));
        n
    };
    let k = names.len();
    let zone = move || proptest::collection::vec(0..k, 0..7);
    (any::<u64>(), zone(), zone(), zone(), zone(), zone(), 0..4usize, 1..4usize, any::<bool>()).prop_map(move |(seed, h0, b0, h1, b1, lib, archenemy, lands, start_main)| {
        let cards = rich_cards();
        let pick = |v: &Vec<usize>| v.iter().map(|i| Value::from(names[*i].clone())).collect::<Vec<_>>();
        let perms = |v: &Vec<usize>| {
            let mut out: Vec<Value> = v.iter().map(|i| {
                let n = &names[*i];
                Value::from(if starts_elsewhere(n, &cards) { "Swamp" } else { n.as_str() })
            }).collect();
            for l in ["Plains", "Island", "Swamp", "Mountain", "Forest"].iter().cycle().take(lands + 2) {
                out.push(Value::from(*l));
            }
            out
        };
        let mut p0 = json!({"name": "A", "library": pick(&lib), "hand": pick(&h0), "battlefield": perms(&b0)});
        let p1 = json!({"name": "B", "library": pick(&lib), "hand": pick(&h1), "battlefield": perms(&b1)});
        let mut v = json!({
            "format": "stackwise-scenario", "version": 1, "seed": seed, "cards": cards,
            "players": [], "turn": {"number": 2, "active": 0, "step": if start_main { "precombat_main" } else { "upkeep" }}
        });
        if archenemy > 0 {
            v["variant"] = "archenemy".into();
            p0["schemes"] = Value::Array(vec![Value::from("Look Skyward and Despair"); archenemy]);
            v["turn"]["step"] = "draw".into();
        }
        v["players"] = json!([p0, p1]);
        v
    })
}

/// One action for random play in a session: mostly `pick_action`'s; sometimes
/// a shortcut proposed by the player who has priority (716.2a): passing until
/// a later step, or the loop just made by hand (`Session::recognised_loop`)
/// a few times more.
pub fn pick_rich_action(s: &Session, r: u64) -> Option<Action> {
    let g = s.game();
    let holder = match g.flow {
        stackwise::rules::state::Flow::Priority(p) if g.pending.is_none() && g.winners.is_none() => Some(p),
        _ => None,
    };
    if let Some(p) = holder {
        if r % 13 == 0 {
            if let Some(body) = s.recognised_loop() {
                let steps: Vec<Value> = body.iter().map(|a| json!({"do": a})).collect();
                let times = 1 + (r / 13) % 4;
                return serde_json::from_value(json!({"action": "propose_shortcut", "player": p, "steps": [{"repeat": {"times": times, "steps": steps}}]})).ok();
            }
        }
        if r % 11 == 0 {
            const STEPS: &[&str] = &["upkeep", "draw", "precombat_main", "beginning_of_combat", "declare_attackers", "end", "cleanup"];
            let step = STEPS[((r / 11) % STEPS.len() as u64) as usize];
            let active = (r / 77) % 2;
            return serde_json::from_value(json!({"action": "propose_shortcut", "player": p, "steps": [{"pass_until": {"active": active, "step": step}}]})).ok();
        }
    }
    // Mana abilities are most of what is legal on a board of lands: mostly
    // choose among the rest (a spell, another ability, a land, a decision),
    // so that random games reach what the lands pay for. `pick_action` takes
    // the legal action at `r % len`: an `r` of that residue picks the one chosen
    // (`len * (r >> 32)` can't overflow: far fewer than 2^32 legal actions).
    let legal = g.legal_actions();
    let len = legal.len() as u64;
    let other: Vec<u64> = (0..len).filter(|&i| !matches!(legal[i as usize], LegalAction::Pass { .. } | LegalAction::Activate { mana_ability: true, .. })).collect();
    let pass = (0..len).find(|&i| matches!(legal[i as usize], LegalAction::Pass { .. }));
    if r % 4 != 0 {
        if !other.is_empty() {
            let i = other[((r >> 4) % other.len() as u64) as usize];
            return pick_action(g, i + len * (r >> 32));
        }
        if let Some(i) = pass {
            return pick_action(g, i + len * (r >> 32));
        }
    }
    pick_action(g, r)
}
