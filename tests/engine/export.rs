//! Exporting positions: any position reached in play
//! exports to a `position` scenario (and so to a link) that reproduces it
//! exactly, and to an editable setup that names what it leaves out.
//!
//! - Round trip (proptest): random games (built-in scenarios, dealt games,
//!   random scenarios; random legal actions, decisions included): export →
//!   text → import gives a game equal to the original, the same snapshot for
//!   every viewer, the same legal actions, and the same events and snapshots
//!   for the same next random actions. The same through the link codec.
//! - Coverage: walking every built-in scenario and dealt games, positions with
//!   a stack, waiting triggers, a pending decision, continuous effects and
//!   combat are all exported and imported (counted, so the test fails if the
//!   walk stops reaching them).
//! - `position` scenarios: mixing a position with setup fields is refused,
//!   naming the fields; a hostile position (mutated values) is refused with a
//!   message or, if accepted, plays on without a panic (proptest, bounded).
//! - Setups: a quiet position's setup builds to the same board with nothing
//!   dropped; a spell on the stack is named in `dropped`.

use proptest::prelude::*;
use serde_json::{json, Value};
use stackwise::formats::link;
use stackwise::formats::snapshot::Snapshot;
use stackwise::rules::state::{Flow, Game};
use stackwise::rules::*;
use stackwise::session::{builtin_scenarios, Session};

use crate::common;
use common::random_play::*;

/// Every viewer: all-seeing, then each player.
fn viewers(g: &Game) -> Vec<Option<PlayerId>> {
    std::iter::once(None).chain((0..g.players.len()).map(|p| Some(PlayerId(p as u8)))).collect()
}

/// A small deterministic generator for the next actions (xorshift).
fn next(r: &mut u64) -> u64 {
    *r ^= *r << 13;
    *r ^= *r >> 7;
    *r ^= *r << 17;
    *r
}

/// `b` is `a` again: equal games, the same snapshot for every viewer, the same
/// legal actions; then the same events and snapshots for the same `n` random
/// actions from both. `a` is put back where it was (undo).
fn same_play(a: &mut Session, b: &mut Session, seed: u64, n: usize) -> Result<(), String> {
    compare(a, b, "after import")?;
    let mut r = seed | 1;
    let mut played = 0;
    let mut result = Ok(());
    for i in 0..n {
        let Some(act) = stackwise_pick(a.game(), next(&mut r)) else { break };
        let ea = a.apply(&act, None).map(|x| x.events).map_err(|e| e.to_string());
        played += ea.is_ok() as usize;
        let eb = b.apply(&act, None).map(|x| x.events).map_err(|e| e.to_string());
        if ea != eb {
            result = Err(format!("action {i} ({act:?}): the events differ:\n{ea:?}\n{eb:?}"));
            break;
        }
        if let Err(e) = compare(a, b, &format!("after action {i}")) {
            result = Err(e);
            break;
        }
    }
    for _ in 0..played {
        a.undo().map_err(|e| format!("undo: {e}"))?;
    }
    result
}

fn stackwise_pick(g: &Game, r: u64) -> Option<Action> {
    if g.winners.is_some() {
        return None;
    }
    pick_action(g, r)
}

fn compare(a: &Session, b: &Session, when: &str) -> Result<(), String> {
    if a.game() != b.game() {
        return Err(format!("{when}: the games differ"));
    }
    for v in viewers(a.game()) {
        let (sa, sb): (Snapshot, Snapshot) = (a.snapshot(v), b.snapshot(v));
        if sa != sb {
            return Err(format!("{when}: the snapshots for {v:?} differ"));
        }
        if a.legal_actions_for(v) != b.legal_actions_for(v) {
            return Err(format!("{when}: the legal actions for {v:?} differ"));
        }
    }
    Ok(())
}

/// Export `s` both ways (text and link), import each, and check that each
/// import is `s`'s game and plays on exactly as `s` does.
fn round_trip(s: &mut Session, seed: u64, n: usize) -> Result<(), String> {
    let text = s.export_position()?;
    let mut imported = Session::from_scenario(&text).map_err(|e| format!("import: {e}"))?;
    if imported.game() != s.game() {
        return Err("the imported game is not the exported one".into());
    }
    if imported.name != s.name || imported.labels != s.labels {
        return Err("the name or labels changed".into());
    }
    same_play(s, &mut imported, seed, n)?;
    let data = s.position_link()?;
    let (_, sc) = link::decode(&format!("index.html#s={data}")).map_err(|e| format!("link: {e}"))?;
    let mut via_link = Session::from_parsed(&sc).map_err(|e| format!("link import: {e}"))?;
    if via_link.game() != s.game() {
        return Err("the game imported from the link is not the exported one".into());
    }
    same_play(s, &mut via_link, seed ^ 0x55, n)
}

/// Where a random game starts.
#[derive(Clone, Debug)]
enum Start {
    Builtin(usize),
    Dealt(u64),
    Random(Value),
}

fn start(s: &Start) -> Session {
    match s {
        Start::Builtin(i) => {
            let list = builtin_scenarios();
            Session::builtin(&list[i % list.len()].id).unwrap()
        }
        Start::Dealt(seed) => {
            let decks = ["red", "green", "white-weenie", "gruul-stompy"];
            let a = decks[(*seed % 4) as usize];
            let b = decks[((*seed / 4) % 4) as usize];
            Session::new_game(a, b, *seed).unwrap_or_else(|_| Session::sample_game(*seed))
        }
        Start::Random(v) => Session::from_scenario(&v.to_string()).unwrap(),
    }
}

fn start_strategy() -> impl Strategy<Value = Start> {
    prop_oneof![(0usize..1000).prop_map(Start::Builtin), any::<u64>().prop_map(Start::Dealt), scenario_strategy().prop_map(Start::Random)]
}

/// Play up to `n` random legal actions (decisions answered at random too).
fn play(s: &mut Session, seed: u64, n: usize) {
    let mut r = seed | 1;
    for _ in 0..n {
        let Some(a) = stackwise_pick(s.game(), next(&mut r)) else { break };
        if s.apply(&a, None).is_err() {
            break;
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, failure_persistence: None, ..ProptestConfig::default() })]

    /// Any position reached in a random game exports to a scenario and a link
    /// that import to the same game, which plays on identically.
    #[test]
    fn any_position_round_trips(st in start_strategy(), seed in any::<u64>(), steps in 0usize..80) {
        let mut s = start(&st);
        play(&mut s, seed, steps);
        if let Err(e) = round_trip(&mut s, seed.rotate_left(7), 12) {
            prop_assert!(false, "{st:?} seed {seed} steps {steps}: {e}");
        }
        let out = s.export_setup();
        if let Err(e) = Session::from_scenario(&out.scenario) {
            prop_assert!(false, "{st:?} seed {seed} steps {steps}: the setup does not build: {e}");
        }
    }
}

/// What a position holds, for the coverage count.
#[derive(Default, Debug)]
struct Seen {
    positions: usize,
    stack: usize,
    waiting: usize,
    pending: usize,
    effects: usize,
    combat: usize,
    delayed_or_shield: usize,
}

#[test]
fn positions_with_a_stack_triggers_decisions_and_effects_round_trip() {
    let mut seen = Seen::default();
    let mut starts: Vec<Start> = (0..builtin_scenarios().len()).map(Start::Builtin).collect();
    starts.extend((0..6).map(|s| Start::Dealt(s * 7 + 1)));
    for (k, st) in starts.iter().enumerate() {
        for run in 0..2u64 {
            let mut s = start(st);
            let mut r = (k as u64 + 1) * 0x9e37_79b9 + run;
            for step in 0..40 {
                let g = s.game();
                let interesting = !g.stack.is_empty() || !g.waiting_triggers.is_empty() || g.pending.is_some() || !g.effects.is_empty() || !g.delayed.is_empty() || !g.prevention.shields.is_empty();
                if interesting || step % 10 == 0 {
                    seen.positions += 1;
                    seen.stack += !g.stack.is_empty() as usize;
                    seen.waiting += !g.waiting_triggers.is_empty() as usize;
                    seen.pending += g.pending.is_some() as usize;
                    seen.effects += !g.effects.is_empty() as usize;
                    seen.combat += g.combat.as_ref().is_some_and(|c| !c.attackers.is_empty()) as usize;
                    seen.delayed_or_shield += (!g.delayed.is_empty() || !g.prevention.shields.is_empty()) as usize;
                    if let Err(e) = round_trip(&mut s, r, 4) {
                        panic!("{st:?} run {run} step {step}: {e}");
                    }
                    // The setup of any position is a scenario that builds.
                    let out = s.export_setup();
                    if let Err(e) = Session::from_scenario(&out.scenario) {
                        panic!("{st:?} run {run} step {step}: the setup does not build: {e}\n{}", out.scenario);
                    }
                }
                let Some(a) = stackwise_pick(s.game(), next(&mut r)) else { break };
                if s.apply(&a, None).is_err() {
                    break;
                }
            }
        }
    }
    eprintln!("{seen:?}");
    assert!(seen.stack > 0 && seen.waiting > 0 && seen.pending > 0 && seen.effects > 0 && seen.combat > 0, "the walk must reach every kind of position: {seen:?}");
}

fn bolt_session() -> Session {
    Session::builtin("bolt-the-bears").unwrap()
}

fn cast_bolt(s: &mut Session) {
    let bolt = s.label("bolt").unwrap();
    let bears = s.label("bears").unwrap();
    s.apply(&Action::CastSpell { player: PlayerId(0), card: bolt, targets: vec![TargetChoice::Object(bears)], mode: None, x: None, mana_abilities: vec![], auto_pay: true, division: vec![], alternative_cost: None, kicked: false, multikicker: 0, buyback: false, sacrifice: vec![], discard: vec![], exile: vec![], return_to_hand: vec![], tap: vec![], phyrexian_life: 0, splice: vec![] }, None)
        .unwrap();
}

#[test]
fn a_spell_on_the_stack_travels_in_the_position_and_resolves_after_import() {
    let mut s = bolt_session();
    cast_bolt(&mut s);
    assert_eq!(s.game().stack.len(), 1);
    let text = s.export_position().unwrap();
    let v: Value = serde_json::from_str(&text).unwrap();
    assert!(v.get("position").is_some() && v.get("players").is_none(), "a position scenario has no setup fields");
    assert_eq!(v["labels"]["bolt"], json!(s.labels["bolt"].0));
    let mut t = Session::from_scenario(&text).unwrap();
    assert_eq!(t.game().stack.len(), 1);
    // Both players pass: Lightning Bolt resolves and deals 3 damage to the 2/2 Grizzly Bears (704.5g).
    for p in [0, 1] {
        t.apply(&Action::PassPriority { player: PlayerId(p) }, None).unwrap();
    }
    assert!(t.game().stack.is_empty());
    assert_eq!(stackwise::formats::scenario::zone_of_label(t.game(), &t.labels, "bears").as_deref(), Some("graveyard"));
}

#[test]
fn a_position_mixed_with_setup_fields_is_refused_naming_them() {
    let s = bolt_session();
    let mut v: Value = serde_json::from_str(&s.export_position().unwrap()).unwrap();
    v["seed"] = json!(3);
    v["players"] = json!([{"name": "A"}, {"name": "B"}]);
    let e = Session::from_scenario(&v.to_string()).err().unwrap();
    assert!(e.contains("position") && e.contains("\"players\"") && e.contains("\"seed\""), "{e}");
    // Without a position, players are still required, and labels belong to positions.
    let e = Session::from_scenario(r#"{"format": "stackwise-scenario", "version": 1}"#).err().unwrap();
    assert!(e.contains("players: missing"), "{e}");
    let e = Session::from_scenario(r#"{"format": "stackwise-scenario", "version": 1, "players": [{"name": "A"}, {"name": "B"}], "labels": {"x": 1}}"#).err().unwrap();
    assert!(e.contains("labels"), "{e}");
}

#[test]
fn a_label_naming_no_object_is_refused() {
    let s = bolt_session();
    let mut v: Value = serde_json::from_str(&s.export_position().unwrap()).unwrap();
    v["labels"]["ghost"] = json!(999_999);
    let e = Session::from_scenario(&v.to_string()).err().unwrap();
    assert!(e.contains("labels.ghost"), "{e}");
}

#[test]
fn name_and_description_travel_with_the_position() {
    let src = r#"{"format": "stackwise-scenario", "version": 1, "name": "Puzzle", "description": "Win now.",
      "players": [{"name": "A", "hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}, {"name": "B", "life": 3}]}"#;
    let s = Session::from_scenario(src).unwrap();
    let v: Value = serde_json::from_str(&s.export_position().unwrap()).unwrap();
    assert_eq!(v["name"], json!("Puzzle"));
    assert_eq!(v["description"], json!("Win now."));
    let setup: Value = serde_json::from_str(&s.export_setup().scenario).unwrap();
    assert_eq!(setup["description"], json!("Win now."));
}

// --- The link's size for typical positions (documented in docs/links.md). ---

#[test]
fn typical_positions_fit_a_link() {
    // The typical puzzle of docs/links.md (23 cards, 2 custom cards) as a position, before and
    // after its first actions; a built-in scenario with a spell on the stack; dealt games (two
    // 40-card decks) at the start and after 30 and 100 random actions.
    let puzzle = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/links/typical-puzzle.json")).unwrap();
    let setup_link = link::encode(&puzzle).unwrap().len();
    let mut p = Session::from_scenario(&puzzle).unwrap();
    let mut sizes = vec![("typical puzzle as a setup link".to_string(), setup_link, puzzle.len())];
    let mut measure = |what: &str, s: &Session| {
        let text = s.export_position().unwrap();
        let data = s.position_link().unwrap();
        sizes.push((what.to_string(), data.len(), text.len()));
        data.len()
    };
    let at_start = measure("typical puzzle as a position", &p);
    play(&mut p, 3, 6);
    measure("typical puzzle after 6 actions", &p);
    // Its two custom cards travel in the position's definition table.
    round_trip(&mut p, 9, 6).unwrap();
    let mut s = bolt_session();
    cast_bolt(&mut s);
    measure("bolt-the-bears, Lightning Bolt on the stack", &s);
    let mut d = Session::sample_game(5);
    let dealt = measure("dealt game (80 cards) at the start", &d);
    play(&mut d, 77, 30);
    measure("dealt game after 30 actions", &d);
    play(&mut d, 78, 70);
    let late = measure("dealt game after 100 actions", &d);
    for (what, link_len, json_len) in &sizes {
        eprintln!("{what}: link data {link_len} characters (scenario JSON {json_len} bytes)");
    }
    // A position link carries the whole state: larger than a setup, well within the decoder's limits.
    assert!(at_start > setup_link && at_start < 20_000, "{at_start}");
    assert!(dealt < link::MAX_LINK && late < link::MAX_LINK, "{dealt} {late}");
}

// --- Setups ---

/// The board as a setup can hold it, ids and timestamps aside: per player
/// life, poison, pool, hand/library/graveyard names in order, and the
/// permanents' names and status (sorted); the turn, step, active player and priority.
fn board(g: &Game) -> Value {
    let names = |ids: &[ObjectId]| ids.iter().map(|i| g.objects[i].def.name.clone()).collect::<Vec<_>>();
    let players: Vec<Value> = g
        .players
        .iter()
        .map(|p| {
            let mut perms: Vec<String> = g
                .battlefield
                .iter()
                .map(|i| &g.objects[i])
                .filter(|o| o.owner == p.id)
                .map(|o| format!("{} c{} t{} s{} d{} {:?} tok{} fd{}", o.def.name, o.controller.0, o.tapped, o.summoning_sick, o.damage, o.extra.counters, o.token, o.face_down))
                .collect();
            perms.sort();
            json!({"life": g.life_of(p.id), "poison": p.poison, "pool": p.pool.to_string(), "restricted": serde_json::to_value(&p.restricted_mana).unwrap(), "hand": names(&p.hand), "library": names(&p.library), "graveyard": names(&p.graveyard), "battlefield": perms, "lands": p.lands_played})
        })
        .collect();
    let prio = match g.flow {
        Flow::Priority(p) | Flow::GivePriority(p) => Some(p.0),
        _ => None,
    };
    json!({"players": players, "turn": g.turn.number, "active": g.turn.active.0, "step": format!("{:?}", g.turn.step), "priority": prio})
}

#[test]
fn a_quiet_positions_setup_builds_the_same_board_and_drops_nothing() {
    let mut checked = 0;
    for info in builtin_scenarios() {
        let s = Session::builtin(&info.id).unwrap();
        let g = s.game();
        let fresh: rand_chacha::ChaCha8Rng = rand::SeedableRng::seed_from_u64(g.seed);
        // Quiet: nothing a setup can't hold (by the game's own fields, not the export's judgement).
        let quiet = g.stack.is_empty() && g.waiting_triggers.is_empty() && g.pending.is_none() && g.effects.is_empty() && g.delayed.is_empty()
            && g.prevention.shields.is_empty() && !g.prevention.all_combat_damage && g.combat.as_ref().is_none_or(|c| c.attackers.is_empty())
            && g.winners.is_none() && g.players.iter().all(|p| p.draws_this_turn == 0 && p.max_hand_size == 7 && !p.lost) && g.rng == fresh
            && g.linked.is_empty() && g.attack_requirements.is_empty() && g.resolving.is_none()
            && g.objects.values().all(|o| o.extra.regen_shields == 0 && o.extra.color_override.is_none() && !o.extra.evoked && !o.extra.card_copy && !o.phased_out && o.extra.loyalty_used_turn.is_none())
            && matches!(g.flow, Flow::Priority(_) | Flow::GivePriority(_));
        if !quiet {
            continue;
        }
        let out = s.export_setup();
        assert!(out.dropped.is_empty(), "{}: dropped {:?}", info.id, out.dropped);
        let t = Session::from_scenario(&out.scenario).unwrap_or_else(|e| panic!("{}: the setup does not build: {e}\n{}", info.id, out.scenario));
        assert_eq!(board(t.game()), board(g), "{}", info.id);
        checked += 1;
    }
    assert!(checked >= 10, "only {checked} quiet built-in scenarios");
}

/// 106.6: mana that only some spells may use travels in a setup as
/// `restricted_mana`, kept apart from the pool: the setup builds to the same
/// board, and the mana still pays only for what it may.
#[test]
fn restricted_mana_travels_in_a_setup() {
    let src = json!({"format": "stackwise-scenario", "version": 1,
        "players": [
            {"name": "Alice", "restricted_mana": [{"mana": "{G}{G}", "only": {"spells": {"types": ["Creature"]}}, "source": "Ancient Ziggurat"}],
             "hand": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Lightning Bolt", "label": "bolt"}]},
            {"name": "Bob"}],
        "turn": {"number": 1, "active": 0, "step": "precombat_main"}});
    let s = Session::from_scenario(&src.to_string()).unwrap();
    let restricted = &s.game().player(PlayerId(0)).restricted_mana;
    assert_eq!(restricted.len(), 1);
    assert_eq!(restricted[0].mana, stackwise::rules::types::ManaPool::parse("{G}{G}").unwrap());
    assert!(s.game().player(PlayerId(0)).pool.is_empty(), "kept apart from the pool");
    let out = s.export_setup();
    assert!(out.dropped.is_empty(), "{:?}", out.dropped);
    let mut t = Session::from_scenario(&out.scenario).unwrap_or_else(|e| panic!("the setup does not build: {e}\n{}", out.scenario));
    assert_eq!(board(t.game()), board(s.game()));
    // What it may pay for, after the trip: the Bears, never the Bolt.
    let cast = |t: &mut Session, label: &str, targets: Vec<TargetChoice>| {
        let card = t.label(label).unwrap();
        t.apply(&Action::CastSpell { player: PlayerId(0), card, targets, mode: None, x: None, mana_abilities: vec![], auto_pay: true, division: vec![], alternative_cost: None, kicked: false, multikicker: 0, buyback: false, sacrifice: vec![], discard: vec![], exile: vec![], return_to_hand: vec![], tap: vec![], phyrexian_life: 0, splice: vec![] }, None)
    };
    assert!(cast(&mut t, "bolt", vec![TargetChoice::Player(PlayerId(1))]).is_err(), "the restricted mana can't pay for an instant");
    cast(&mut t, "bears", vec![]).expect("it pays for a creature spell");
    assert!(t.game().player(PlayerId(0)).restricted_mana.is_empty());
}

/// Bad restricted mana in a setup is refused, naming the entry and the field.
#[test]
fn bad_restricted_mana_in_a_setup_is_refused_by_its_path() {
    let with = |entry: Value| json!({"format": "stackwise-scenario", "version": 1, "players": [{"name": "Alice", "restricted_mana": [entry]}, {"name": "Bob"}]}).to_string();
    for (entry, expected) in [
        (json!({"mana": "{Q}", "only": {"spells": {}}, "source": "X"}), "players[0].restricted_mana[0].mana"),
        (json!({"mana": "", "only": {"spells": {}}, "source": "X"}), "players[0].restricted_mana[0].mana: no mana"),
        (json!({"mana": "{G}", "only": {}, "source": "X"}), "players[0].restricted_mana[0].only"),
        (json!({"mana": "{G}", "only": {"spells": {}}, "source": ""}), "players[0].restricted_mana[0].source"),
        (json!({"mana": "{G}", "only": {"spells": {}}, "source": "X", "extra": 1}), "players[0].restricted_mana[0].extra: unknown field"),
        (json!({"mana": "{1000}".repeat(11), "only": {"spells": {}}, "source": "X"}), "limits::MAX_MANA"),
    ] {
        let e = Session::from_scenario(&with(entry.clone())).err().unwrap_or_else(|| panic!("accepted: {entry}"));
        assert!(e.contains(expected), "{entry}: {e}");
    }
}

#[test]
fn a_spell_on_the_stack_is_named_in_dropped() {
    let mut s = bolt_session();
    cast_bolt(&mut s);
    let out = s.export_setup();
    assert!(out.dropped.iter().any(|d| d.contains("stack") && d.contains("Lightning Bolt")), "{:?}", out.dropped);
    // The setup still builds: the board without the stack (the Bolt is gone from the hand).
    let t = Session::from_scenario(&out.scenario).unwrap();
    assert!(t.game().stack.is_empty());
    assert!(t.game().objects.values().all(|o| o.def.name != "Lightning Bolt"));
}

#[test]
fn attachments_get_labels_in_the_setup() {
    let src = r#"{"format": "stackwise-scenario", "version": 1,
      "players": [{"name": "A", "battlefield": [{"card": "Grizzly Bears"}, {"card": "Seal of Cleansing"}]},
                  {"name": "B", "battlefield": [{"card": "Hill Giant", "label": "giant"}, {"card": "Angelic Destiny", "attached_to": "giant"}]}]}"#;
    let s = Session::from_scenario(src).unwrap();
    let out = s.export_setup();
    let v: Value = serde_json::from_str(&out.scenario).unwrap();
    assert_eq!(v["players"][1]["battlefield"][0]["label"], json!("giant"));
    assert_eq!(v["players"][1]["battlefield"][1]["attached_to"], json!("giant"));
    let t = Session::from_scenario(&out.scenario).unwrap();
    assert_eq!(board(t.game()), board(s.game()));
}

// --- Hostile positions ---

/// Hostile replacements for a value: numbers at and past every limit, wrong types.
fn hostile(r: u64) -> Value {
    let pool = [
        json!(-1), json!(0), json!(1), json!(2), json!(7), json!(255), json!(256), json!(65535), json!(1_000_000_001u64), json!(4294967295u64), json!(4294967296u64),
        json!(9007199254740993u64), json!(u64::MAX), json!(i64::MIN), json!(-2147483648i64), json!(2147483647), json!(null), json!(true), json!(""), json!("x"),
        json!([]), json!({}), json!([0]), json!({"player": 9}), json!({"object": 999999}), json!(1.5),
    ];
    pool[(r % pool.len() as u64) as usize].clone()
}

/// Every path to a value in `v` (objects and arrays included).
fn paths(v: &Value, at: &mut Vec<Vec<Value>>, here: &mut Vec<Value>) {
    at.push(here.clone());
    match v {
        Value::Object(m) => {
            for (k, x) in m {
                here.push(json!(k));
                paths(x, at, here);
                here.pop();
            }
        }
        Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                here.push(json!(i));
                paths(x, at, here);
                here.pop();
            }
        }
        _ => {}
    }
}

fn at_mut<'a>(v: &'a mut Value, path: &[Value]) -> Option<&'a mut Value> {
    let mut cur = v;
    for k in path {
        cur = match k {
            Value::String(s) => cur.get_mut(s.as_str())?,
            Value::Number(n) => cur.get_mut(n.as_u64()? as usize)?,
            _ => return None,
        };
    }
    Some(cur)
}

/// Positions worth mutating: a few built-in ones mid-play (a stack, a decision, combat).
fn seed_positions() -> Vec<String> {
    let mut out = Vec::new();
    let mut s = bolt_session();
    out.push(s.export_position().unwrap());
    cast_bolt(&mut s);
    out.push(s.export_position().unwrap());
    for (i, info) in builtin_scenarios().iter().enumerate().step_by(5) {
        let mut s = Session::builtin(&info.id).unwrap();
        play(&mut s, i as u64 * 31 + 5, 6);
        out.push(s.export_position().unwrap());
    }
    out
}

/// Apply hostile edits to a position scenario: each edit picks a value of the
/// game and puts a hostile value there (0), copies another value of the game
/// there (1: a real id or number in the wrong place), moves a number by -1..+1
/// (2: off by one, past a limit), or removes an element of a list (3).
fn mutate(v: &mut Value, edits: &[(u64, u64, u8)]) {
    for &(p, r, kind) in edits {
        let mut all = Vec::new();
        paths(&v["position"], &mut all, &mut vec![json!("position")]);
        let path = all[(p % all.len() as u64) as usize].clone();
        let other = at_mut(v, &all[(r % all.len() as u64) as usize]).map(|x| x.clone());
        if let Some(slot) = at_mut(v, &path) {
            match kind {
                0 => *slot = hostile(r),
                1 => {
                    if let Some(o) = other.filter(|o| !o.is_object() && !o.is_array()) {
                        *slot = o
                    }
                }
                2 => {
                    if let Value::Number(n) = slot {
                        if let Some(x) = n.as_u64() {
                            *slot = json!(x.wrapping_add(r % 3).wrapping_sub(1))
                        }
                    }
                }
                _ => {
                    if let Value::Array(a) = slot {
                        if !a.is_empty() {
                            let i = (r % a.len() as u64) as usize;
                            a.remove(i);
                        }
                    }
                }
            }
        }
    }
}

/// Load a mutated position; if it is accepted, look at it and play on. Ok(true): accepted.
fn load_and_play(v: &Value, play_seed: u64) -> bool {
    match Session::from_scenario(&v.to_string()) {
        Ok(mut s) => {
            for viewer in viewers(s.game()) {
                let _ = s.snapshot(viewer);
                let _ = s.legal_actions_for(viewer);
            }
            let _ = s.export_setup();
            let _ = s.export_position();
            play(&mut s, play_seed, 8);
            // What was accepted once is accepted again: saved and loaded, exported and imported.
            Session::load(&s.save().unwrap()).unwrap_or_else(|e| panic!("an accepted position does not load back: {e}"));
            Session::from_scenario(&s.export_position().unwrap()).unwrap_or_else(|e| panic!("an accepted position does not import back: {e}"));
            true
        }
        Err(e) => {
            assert!(!e.is_empty());
            false
        }
    }
}

thread_local!(static SEEDS: Vec<String> = seed_positions());

/// How many hostile positions the proptest below tries (a longer run:
/// `STACKWISE_FUZZ_CASES=100000 cargo test --release --test engine export::hostile`).
fn fuzz_cases() -> u32 {
    std::env::var("STACKWISE_FUZZ_CASES").ok().and_then(|n| n.parse().ok()).unwrap_or(400)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: fuzz_cases(), failure_persistence: None, ..ProptestConfig::default() })]

    /// A position with hostile values is refused with a message, or accepted and
    /// then plays a few random actions without a panic (a panic fails the case).
    #[test]
    fn hostile_positions_never_panic(which in any::<u64>(), edits in proptest::collection::vec((any::<u64>(), any::<u64>(), 0u8..4), 1..6), play_seed in any::<u64>()) {
        let text = SEEDS.with(|s| s[(which % s.len() as u64) as usize].clone());
        let mut v: Value = serde_json::from_str(&text).unwrap();
        mutate(&mut v, &edits);
        load_and_play(&v, play_seed);
    }
}

/// A hostile position whose battlefield lists a permanent before one with a
/// smaller id (a number in the battlefield list changed by one): the grouping
/// of identical permanents (for the snapshot) must not assume the ids rise.
/// Found by `hostile_positions_never_panic` (an overflow in a debug build).
#[test]
fn hostile_position_with_falling_battlefield_ids_never_panics() {
    let text = SEEDS.with(|s| s[(17128310511747598473u64 % s.len() as u64) as usize].clone());
    let mut v: Value = serde_json::from_str(&text).unwrap();
    mutate(&mut v, &[(3436086209898870100, 8416806752464290978, 1)]);
    load_and_play(&v, 0);
}

/// A random JSON value: numbers at the limits, strings, lists and objects whose
/// keys are the game's own field names (so that some reach the game's reader).
fn random_json() -> impl Strategy<Value = Value> {
    const KEYS: &[&str] = &["format", "defs", "game", "players", "objects", "battlefield", "stack", "id", "zone", "owner", "controller", "life", "hand", "library", "turn", "flow", "player", "pending", "rng", "next_id", "waiting_triggers", "effects"];
    let leaf = prop_oneof![any::<u64>().prop_map(|r| hostile(r)), any::<i64>().prop_map(|n| json!(n)), "[a-z_]{0,8}".prop_map(|s| json!(s)), Just(json!(1))];
    leaf.prop_recursive(4, 48, 6, |inner| {
        prop_oneof![
            proptest::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            proptest::collection::vec((0..KEYS.len(), inner), 0..6).prop_map(|kv| Value::Object(kv.into_iter().map(|(k, v)| (KEYS[k].to_string(), v)).collect())),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, failure_persistence: None, ..ProptestConfig::default() })]

    /// A random position (valid JSON, any shape), whole or in place of the
    /// position's game, is refused with a message (or plays on, never panics).
    #[test]
    fn random_positions_never_panic(pos in random_json(), whole in any::<bool>(), which in any::<u64>()) {
        let mut v: Value = serde_json::from_str(&SEEDS.with(|s| s[(which % s.len() as u64) as usize].clone())).unwrap();
        if whole {
            v["position"] = pos;
        } else {
            v["position"]["game"] = pos;
        }
        load_and_play(&v, which);
    }
}

/// The mutations reach both sides: some hostile positions are refused, and
/// some (a harmless change, such as a life total) are accepted and played.
#[test]
fn hostile_mutations_are_both_refused_and_accepted() {
    let (mut accepted, mut refused) = (0, 0);
    let mut r = 0x1234_5678_9abc_def1u64;
    for i in 0..300u64 {
        let text = SEEDS.with(|s| s[(i % s.len() as u64) as usize].clone());
        let mut v: Value = serde_json::from_str(&text).unwrap();
        let edits = [(next(&mut r), next(&mut r), (next(&mut r) % 4) as u8)];
        mutate(&mut v, &edits);
        if load_and_play(&v, next(&mut r)) {
            accepted += 1;
        } else {
            refused += 1;
        }
    }
    eprintln!("hostile positions: {accepted} accepted, {refused} refused");
    assert!(accepted > 0 && refused > 0, "{accepted} accepted, {refused} refused");
}

// --- Goals (rules::goal) travel inside the position ---

const GOAL_PUZZLE: &str = r#"{"format": "stackwise-scenario", "version": 1, "name": "Bolt it", "author": "A. Maker",
  "goal": {"kind": "remove", "player": 0, "objects": ["@bears"]},
  "knowledge": {"opponent_hand": true},
  "players": [{"name": "A", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "battlefield": ["Mountain"]},
              {"name": "B", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}]}]}"#;

#[test]
fn a_goal_in_progress_travels_with_the_position_and_is_met_after_import() {
    let mut s = Session::from_scenario(GOAL_PUZZLE).unwrap();
    cast_bolt(&mut s);
    let text = s.export_position().unwrap();
    let v: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(v["author"], json!("A. Maker"));
    assert!(v.get("goal").is_none(), "the goal is inside the position, not beside it");
    let mut t = Session::from_scenario(&text).unwrap();
    assert!(t.game() == s.game());
    assert!(t.game().goal.is_some() && t.game().knowledge.is_some());
    // Lightning Bolt resolves: 3 damage destroys the 2/2 Grizzly Bears (704.5g), which meets the goal.
    for p in [0, 1] {
        t.apply(&Action::PassPriority { player: PlayerId(p) }, None).unwrap();
    }
    assert_eq!(t.snapshot(None).goal.map(|x| x.outcome), Some(stackwise::rules::goal::Outcome::Met));
}

#[test]
fn a_pending_goal_and_knowledge_go_into_the_setup() {
    let s = Session::from_scenario(GOAL_PUZZLE).unwrap();
    let out = s.export_setup();
    assert!(out.dropped.is_empty(), "{:?}", out.dropped);
    let v: Value = serde_json::from_str(&out.scenario).unwrap();
    assert_eq!(v["goal"]["kind"], json!("remove"));
    assert_eq!(v["goal"]["objects"], json!(["@bears"]));
    assert_eq!(v["knowledge"]["opponent_hand"], json!(true));
    assert_eq!(v["author"], json!("A. Maker"));
    let t = Session::from_scenario(&out.scenario).unwrap();
    assert_eq!(t.game().goal.as_ref().map(|x| x.text.clone()), s.game().goal.as_ref().map(|x| x.text.clone()));
    assert_eq!(board(t.game()), board(s.game()));
}

#[test]
fn a_goal_written_beside_a_position_replaces_the_one_inside() {
    let src = r#"{"format": "stackwise-scenario", "version": 1,
      "players": [{"name": "A", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "battlefield": ["Mountain"]},
                  {"name": "B", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}]}]}"#;
    let s = Session::from_scenario(src).unwrap();
    let mut v: Value = serde_json::from_str(&s.export_position().unwrap()).unwrap();
    v["goal"] = json!({"kind": "life", "player": 0, "target": 1, "life": 17});
    let t = Session::from_scenario(&v.to_string()).unwrap();
    let goal = t.snapshot(None).goal.expect("the goal beside the position is set");
    assert_eq!(goal.outcome, stackwise::rules::goal::Outcome::Pending);
    v["goal"] = json!({"kind": "remove", "player": 0, "objects": ["@nobody"]});
    let e = Session::from_scenario(&v.to_string()).err().unwrap();
    assert!(e.contains("goal.objects[0]"), "{e}");
}

// --- CLI ---

#[test]
fn cli_export_prints_the_position_a_script_ends_in() {
    let file = concat!(env!("CARGO_MANIFEST_DIR"), "/scenarios/bolt-the-bears.json");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_stackwise")).args(["export", file]).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).unwrap();
    let sc = stackwise::formats::scenario::parse(&std::fs::read_to_string(file).unwrap()).unwrap();
    let end = stackwise::formats::scenario::run_script(&sc).unwrap().game;
    let s = Session::from_scenario(&text).unwrap();
    assert!(*s.game() == end, "the exported position is where the script ends");
    // The script destroyed the Bears: the label still follows it to the graveyard (400.7).
    assert_eq!(stackwise::formats::scenario::zone_of_label(s.game(), &s.labels, "bears").as_deref(), Some("graveyard"));
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_stackwise")).args(["export", "--setup", file]).output().unwrap();
    assert!(out.status.success());
    Session::from_scenario(&String::from_utf8(out.stdout).unwrap()).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_stackwise")).args(["export", "--nope", file]).output().unwrap();
    assert!(!out.status.success() && String::from_utf8_lossy(&out.stderr).contains("--nope"));
}

#[test]
fn a_board_of_tokens_stays_a_small_setup() {
    let src = r#"{"format": "stackwise-scenario", "version": 1,
      "players": [{"name": "A", "mana_pool": "{R}{R}{G}{3}", "battlefield": [{"card": "Grizzly Bears", "token": true, "count": 5000}, "Forest", {"card": "Grizzly Bears", "token": true, "tapped": true, "count": 3}]},
                  {"name": "B"}]}"#;
    let s = Session::from_scenario(src).unwrap();
    let out = s.export_setup();
    assert!(out.dropped.is_empty(), "{:?}", out.dropped);
    let v: Value = serde_json::from_str(&out.scenario).unwrap();
    let bf = v["players"][0]["battlefield"].as_array().unwrap();
    assert_eq!(bf.len(), 3, "{bf:?}");
    assert_eq!(bf[0]["count"], json!(5000));
    assert_eq!(bf[2]["count"], json!(3));
    assert!(out.scenario.len() < 2_000, "{}", out.scenario.len());
    let t = Session::from_scenario(&out.scenario).unwrap();
    assert_eq!(board(t.game()), board(s.game()));
}
