//! The paths of the criterion benchmarks (board, layers, session, fan-out)
//! with a fixed number of iterations, for counting instructions with
//! callgrind: a measure that the machine's load does not move, where wall
//! times on the 2-core build machine vary by more than the differences
//! looked for. The measured parts are the functions named `m_*`;
//! `scripts/callgrind-paths.sh` runs every path and prints the counts
//! (docs/performance.md). Only the public API the benchmarks use is used, so
//! that the same file runs against older commits.
//!
//! Run one path: `cargo build --profile bench --example bench_paths`, then
//! `target/release/examples/bench_paths PATH N ITERATIONS [VARIANT]`.
use serde_json::json;
use stackwise::cards::builtin;
use stackwise::formats::scenario::add_card;
use stackwise::rules::state::{DecisionKind, Flow};
use stackwise::rules::*;
use stackwise::session::Session;
use std::hint::black_box;

fn act(g: &mut Game, a: serde_json::Value) {
    let action: Action = serde_json::from_value(a).expect("action");
    g.apply(&action).expect("legal action");
}
fn pass(g: &mut Game, p: u8) {
    act(g, json!({"action": "pass_priority", "player": p}));
}

fn bolt_board_full(n: usize, forests: bool, walker: bool, armor: bool) -> (Game, ObjectId, ObjectId) {
    let pool = builtin();
    let mut g = Game::new(&["A".to_string(), "B".to_string()], 7);
    if armor {
        add_card(&mut g, pool, "Urza's Armor", PlayerId(1), Zone::Battlefield).unwrap();
    }
    if walker {
        let id = add_card(&mut g, pool, "Jace Beleren", PlayerId(1), Zone::Battlefield).unwrap();
        g.obj_mut(id).unwrap().extra.counters.insert("loyalty".into(), 3);
    }
    if forests {
        for _ in 0..n {
            add_card(&mut g, pool, "Forest", PlayerId(0), Zone::Battlefield).unwrap();
            add_card(&mut g, pool, "Grizzly Bears", PlayerId(1), Zone::Battlefield).unwrap();
        }
    } else {
        for i in 0..n {
            let name = if i % 2 == 0 { "Grizzly Bears" } else { "Forest" };
            add_card(&mut g, pool, name, PlayerId((i % 2) as u8), Zone::Battlefield).unwrap();
        }
    }
    let target = add_card(&mut g, pool, "Grizzly Bears", PlayerId(1), Zone::Battlefield).unwrap();
    add_card(&mut g, pool, "Mountain", PlayerId(0), Zone::Battlefield).unwrap();
    let bolt = add_card(&mut g, pool, "Lightning Bolt", PlayerId(0), Zone::Hand(PlayerId(0))).unwrap();
    g.run();
    g.events.clear();
    (g, bolt, target)
}

fn cast_bolt(g: &mut Game, bolt: ObjectId, target: ObjectId) {
    act(g, json!({"action": "cast_spell", "player": 0, "card": bolt.0, "targets": [{"object": target.0}], "auto_pay": true}));
    pass(g, 0);
    pass(g, 1);
    assert!(g.obj(target).is_none());
}

#[inline(never)]
fn m_clone(g: &Game) -> Game {
    g.clone()
}
#[inline(never)]
fn m_bolt(g: &mut Game, bolt: ObjectId, target: ObjectId) {
    cast_bolt(g, bolt, target)
}
#[inline(never)]
fn m_drop(g: Game) {
    drop(g)
}

fn variant(v: &str) -> (bool, bool, bool) {
    match v {
        "mixed_board" => (false, false, false),
        "caster_forests" => (true, false, false),
        "with_planeswalker" => (false, true, false),
        _ => (false, false, true),
    }
}

fn loop_board(n: usize) -> (Game, ObjectId) {
    let pool = builtin();
    let mut g = Game::new(&["A".to_string(), "B".to_string()], 7);
    let bears = add_card(&mut g, pool, "Grizzly Bears", PlayerId(0), Zone::Battlefield).unwrap();
    for _ in 0..3 {
        add_card(&mut g, pool, "Forest", PlayerId(0), Zone::Battlefield).unwrap();
    }
    let gond = add_card(&mut g, pool, "Presence of Gond", PlayerId(0), Zone::Hand(PlayerId(0))).unwrap();
    add_card(&mut g, pool, "Intruder Alarm", PlayerId(1), Zone::Battlefield).unwrap();
    for i in 0..n {
        add_card(&mut g, pool, "Grizzly Bears", PlayerId((i % 2) as u8), Zone::Battlefield).unwrap();
    }
    g.run();
    act(&mut g, json!({"action": "cast_spell", "player": 0, "card": gond.0, "targets": [{"object": bears.0}], "auto_pay": true}));
    pass(&mut g, 0);
    pass(&mut g, 1);
    g.events.clear();
    (g, bears)
}
#[inline(never)]
fn m_loop_iteration(g: &mut Game, bears: ObjectId) {
    act(g, json!({"action": "activate_ability", "player": 0, "source": bears.0, "ability": 0}));
    pass(g, 0);
    pass(g, 1);
    pass(g, 0);
    pass(g, 1);
    g.events.clear();
}

fn layers_board(n: usize, statics: &[&str]) -> (Game, ObjectId) {
    let pool = builtin();
    let mut g = Game::new(&["A".to_string(), "B".to_string()], 3);
    let mut last = ObjectId(0);
    for i in 0..n {
        last = add_card(&mut g, pool, "Grizzly Bears", PlayerId((i % 2) as u8), Zone::Battlefield).unwrap();
    }
    for s in statics {
        add_card(&mut g, pool, s, PlayerId(0), Zone::Battlefield).unwrap();
    }
    (g, last)
}
#[inline(never)]
fn m_chars(g: &Game, id: ObjectId, iters: usize) {
    for _ in 0..iters {
        black_box(g.chars(black_box(id)));
    }
}
#[inline(never)]
fn m_legal(g: &Game, iters: usize) {
    for _ in 0..iters {
        black_box(g.legal_actions());
    }
}

fn session_board(tokens: usize) -> (Session, ObjectId) {
    let mut bf = vec![json!({"card": "Grizzly Bears", "label": "bears"}), json!({"card": "Presence of Gond", "attached_to": "bears"})];
    bf.extend(std::iter::repeat(json!({"card": "Grizzly Bears", "token": true})).take(tokens));
    let scen = json!({
        "format": "stackwise-scenario", "version": 1, "seed": 1,
        "players": [{"name": "A", "battlefield": bf}, {"name": "B", "battlefield": ["Intruder Alarm"]}],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    });
    let s = Session::from_scenario(&scen.to_string()).unwrap();
    let bears = s.label("bears").unwrap();
    (s, bears)
}
#[inline(never)]
fn m_session_iteration(s: &mut Session, bears: ObjectId) -> usize {
    session_iteration(s, bears)
}

/// Activate the granted ability, then pass until the stack is empty and no trigger waits.
fn session_iteration(s: &mut Session, bears: ObjectId) -> usize {
    let activate: Action = serde_json::from_value(json!({"action": "activate_ability", "player": 0, "source": bears.0, "ability": 0})).unwrap();
    let mut n = s.apply(&activate, Some(PlayerId(0))).unwrap().events.len();
    for _ in 0..20 {
        let g = s.game();
        if g.stack.is_empty() && g.waiting_triggers.is_empty() {
            break;
        }
        let Flow::Priority(p) = g.flow else { panic!() };
        n += s.apply(&Action::PassPriority { player: p }, Some(PlayerId(0))).unwrap().events.len();
    }
    n
}

fn fan_board(n: usize, watcher: &str, spell: &str, victim: bool) -> Game {
    let pool = builtin();
    let mut g = Game::new(&["A".to_string(), "B".to_string()], 3);
    for _ in 0..n {
        add_card(&mut g, pool, watcher, PlayerId(0), Zone::Battlefield).unwrap();
    }
    let target = if victim { Some(add_card(&mut g, pool, "Grizzly Bears", PlayerId(1), Zone::Battlefield).unwrap()) } else { None };
    let card = add_card(&mut g, pool, spell, PlayerId(0), Zone::Hand(PlayerId(0))).unwrap();
    for p in 0..2 {
        g.player_mut(PlayerId(p)).life = 1_000_000;
    }
    let pl = g.player_mut(PlayerId(0));
    pl.pool.red = 1;
    pl.pool.green = 2;
    g.all_dirty = true;
    g.run();
    g.apply(&Action::cast(PlayerId(0), card, target.map(|t| vec![TargetChoice::Object(t)]).unwrap_or_default())).unwrap();
    g.apply(&Action::PassPriority { player: PlayerId(0) }).unwrap();
    g.events.clear();
    g
}
#[inline(never)]
fn m_play_out(g: &mut Game) -> usize {
    let mut actions = 0;
    g.apply(&Action::PassPriority { player: PlayerId(1) }).unwrap();
    loop {
        actions += 1;
        let a = if let Some(d) = &g.pending {
            match &d.kind {
                DecisionKind::OrderTriggers { triggers, .. } => Action::OrderTriggers { player: d.player, order: triggers.clone() },
                DecisionKind::ChooseTargets { slots, .. } => Action::ChooseTargets { player: d.player, division: vec![], targets: slots.iter().map(|s| s[0]).collect() },
                k => panic!("unexpected question {k:?}"),
            }
        } else if g.stack.is_empty() {
            return actions;
        } else {
            match g.flow {
                Flow::Priority(p) | Flow::GivePriority(p) => Action::PassPriority { player: p },
                ref f => panic!("unexpected flow {f:?}"),
            }
        };
        g.apply(&a).unwrap();
        g.events.clear();
    }
}

fn main() {
    let a: Vec<String> = std::env::args().collect();
    let mode = a.get(1).map_or("", String::as_str);
    let n: usize = a.get(2).map(|s| s.parse().unwrap()).unwrap_or(0);
    let iters: usize = a.get(3).map(|s| s.parse().unwrap()).unwrap_or(1);
    match mode {
        "bolt_fresh" | "bolt_warm" => {
            let (f, w, ar) = variant(a.get(4).map(|s| s.as_str()).unwrap_or("mixed_board"));
            let (g, bolt, target) = bolt_board_full(n, f, w, ar);
            if mode == "bolt_fresh" {
                for _ in 0..iters {
                    let mut g2 = m_clone(&g);
                    m_bolt(&mut g2, bolt, target);
                    m_drop(g2);
                }
            } else {
                let pool = builtin();
                let mountain = *g.battlefield.iter().next_back().unwrap();
                let mut g = g.clone();
                for _ in 0..iters {
                    let target = add_card(&mut g, pool, "Grizzly Bears", PlayerId(1), Zone::Battlefield).unwrap();
                    let bolt = add_card(&mut g, pool, "Lightning Bolt", PlayerId(0), Zone::Hand(PlayerId(0))).unwrap();
                    g.untap(mountain, "bench");
                    g.events.clear();
                    m_bolt(&mut g, bolt, target);
                }
            }
        }
        "legal" => {
            let pool = builtin();
            let mut g = Game::new(&["A".to_string(), "B".to_string()], 7);
            for i in 0..10_000 {
                add_card(&mut g, pool, "Grizzly Bears", PlayerId((i % 2) as u8), Zone::Battlefield).unwrap();
            }
            add_card(&mut g, pool, "Mountain", PlayerId(0), Zone::Battlefield).unwrap();
            add_card(&mut g, pool, "Forest", PlayerId(0), Zone::Battlefield).unwrap();
            add_card(&mut g, pool, "Pyroclasm", PlayerId(0), Zone::Hand(PlayerId(0))).unwrap();
            add_card(&mut g, pool, "Forest", PlayerId(0), Zone::Hand(PlayerId(0))).unwrap();
            g.run();
            assert_eq!(g.legal_actions().len(), 5);
            m_legal(&g, iters);
        }
        "loop716" => {
            let (mut g, bears) = loop_board(n);
            for _ in 0..iters {
                m_loop_iteration(&mut g, bears);
            }
        }
        "layers_3" | "layers_humility" | "layers_every" | "layers_100" => {
            let statics: Vec<&str> = match mode {
                "layers_3" => vec!["Glorious Anthem", "Glorious Anthem", "Concordant Crossroads"],
                "layers_100" => vec!["Glorious Anthem"; 100],
                _ => vec!["Humility", "Glorious Anthem", "Concordant Crossroads"],
            };
            let (g, bear) = layers_board(n, &statics);
            if mode == "layers_every" {
                let ids: Vec<ObjectId> = g.battlefield.iter().copied().collect();
                for _ in 0..iters {
                    for id in &ids {
                        m_chars(&g, *id, 1);
                    }
                }
            } else {
                m_chars(&g, bear, iters);
            }
        }
        "session_iter" => {
            let (mut s, bears) = session_board(n);
            // The first action copies the session's start position: apart, in `session_first`.
            session_iteration(&mut s, bears);
            for _ in 0..iters {
                m_session_iteration(&mut s, bears);
            }
        }
        "session_first" => {
            for _ in 0..iters {
                let (mut s, bears) = session_board(n);
                m_session_iteration(&mut s, bears);
            }
        }
        "fanout_enters" | "fanout_dies" => {
            let g = if mode == "fanout_enters" { fan_board(n, "Soul Warden", "Grizzly Bears", false) } else { fan_board(n, "Blood Artist", "Lightning Bolt", true) };
            for _ in 0..iters {
                let mut g2 = g.clone();
                black_box(m_play_out(&mut g2));
            }
        }
        other => {
            eprintln!("bench_paths: unknown path '{other}' (bolt_fresh, bolt_warm, legal, loop716, layers_3, layers_humility, layers_every, layers_100, session_iter, session_first, fanout_enters, fanout_dies)");
            std::process::exit(2);
        }
    }
}
