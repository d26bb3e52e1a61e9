//! Session benchmarks (issue 9): the page's path, playback data included.
//! - one hand-played iteration of the 716.2a loop (Presence of Gond on a
//!   creature, Intruder Alarm: activate, then pass until the trigger has
//!   resolved) with 1,000 / 10,000 / 100,000 tokens on the battlefield (set
//!   up again, untimed, whenever the loop has added a tenth more);
//! - the same iteration on the bare `Game` (the difference is the session's part);
//! - undo after 10,000 actions (the same loop played 2,000 times), measured
//!   as one undo followed by the redo of that action.
//! Only `Session::{from_scenario, apply, undo, redo, game}` are used, which
//! also exist at commit d6058d4, so the same file measures both.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use serde_json::json;
use stackwise::rules::actions::Action;
use stackwise::rules::state::Flow;
use stackwise::rules::types::*;
use stackwise::session::Session;

fn loop_board(tokens: usize) -> (Session, ObjectId) {
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

/// Activate the granted ability, then pass until the stack is empty and no trigger waits.
fn iteration(s: &mut Session, bears: ObjectId) -> usize {
    let activate: Action = serde_json::from_value(json!({"action": "activate_ability", "player": 0, "source": bears.0, "ability": 0})).unwrap();
    let mut n = s.apply(&activate, Some(PlayerId(0))).unwrap().events.len();
    for _ in 0..20 {
        let g = s.game();
        if g.stack.is_empty() && g.waiting_triggers.is_empty() {
            break;
        }
        let Flow::Priority(p) = g.flow else { panic!("someone should have priority") };
        n += s.apply(&Action::PassPriority { player: p }, Some(PlayerId(0))).unwrap().events.len();
    }
    n
}

/// Each iteration adds a token: the board is set up again (untimed) once it
/// has grown by a tenth, so that the figure is for about `tokens` tokens.
fn loop_716(c: &mut Criterion) {
    let mut group = c.benchmark_group("session_716_iteration");
    group.sample_size(20);
    for tokens in [1_000usize, 10_000, 100_000] {
        let (mut s, mut bears) = loop_board(tokens);
        let mut grown = 0;
        group.bench_with_input(BenchmarkId::from_parameter(tokens), &tokens, |b, _| {
            b.iter_custom(|iters| {
                let mut total = std::time::Duration::ZERO;
                for _ in 0..iters {
                    if grown >= (tokens / 10).max(100) {
                        (s, bears) = loop_board(tokens);
                        grown = 0;
                    }
                    let t = std::time::Instant::now();
                    std::hint::black_box(iteration(&mut s, bears));
                    total += t.elapsed();
                    grown += 1;
                }
                total
            })
        });
    }
    group.finish();
}

/// The same iteration on the bare game (`Game::apply`, no playback data): the
/// difference from `session_716_iteration` is what the session adds.
fn game_iteration(g: &mut stackwise::rules::state::Game, bears: ObjectId) -> usize {
    let activate: Action = serde_json::from_value(json!({"action": "activate_ability", "player": 0, "source": bears.0, "ability": 0})).unwrap();
    let mut n = g.apply(&activate).unwrap().len();
    for _ in 0..20 {
        if g.stack.is_empty() && g.waiting_triggers.is_empty() {
            break;
        }
        let Flow::Priority(p) = g.flow else { panic!("someone should have priority") };
        n += g.apply(&Action::PassPriority { player: p }).unwrap().len();
    }
    n
}

fn loop_716_bare(c: &mut Criterion) {
    let mut group = c.benchmark_group("game_716_iteration");
    group.sample_size(20);
    for tokens in [1_000usize, 10_000, 100_000] {
        let (s, bears) = loop_board(tokens);
        let start = s.game().clone();
        let mut g = start.clone();
        let mut grown = 0;
        group.bench_with_input(BenchmarkId::from_parameter(tokens), &tokens, |b, _| {
            b.iter_custom(|iters| {
                let mut total = std::time::Duration::ZERO;
                for _ in 0..iters {
                    if grown >= (tokens / 10).max(100) {
                        g = start.clone();
                        grown = 0;
                    }
                    let t = std::time::Instant::now();
                    std::hint::black_box(game_iteration(&mut g, bears));
                    total += t.elapsed();
                    grown += 1;
                }
                total
            })
        });
    }
    group.finish();
}

fn undo_after_10000(c: &mut Criterion) {
    let (mut s, bears) = loop_board(0);
    let mut actions = 0;
    while actions < 10_000 {
        let before = s.history().len();
        iteration(&mut s, bears);
        actions += s.history().len() - before;
    }
    let mut group = c.benchmark_group("session_undo");
    group.sample_size(10);
    group.bench_function("undo_then_redo_after_10000_actions", |b| {
        b.iter(|| {
            s.undo().unwrap();
            s.redo().unwrap();
        })
    });
    group.finish();
}

criterion_group!(benches, loop_716, loop_716_bare, undo_after_10000);
criterion_main!(benches);
