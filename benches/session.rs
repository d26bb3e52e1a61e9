//! Session benchmarks: the page's path, playback data included.
//! - one hand-played iteration of the 716.2a loop (Presence of Gond on a
//!   creature, Intruder Alarm: activate, then pass until the trigger has
//!   resolved) with 1,000 / 10,000 / 100,000 tokens on the battlefield (set
//!   up again, untimed, whenever the loop has added a tenth more, with its
//!   first iteration untimed too);
//! - the first iteration on a freshly loaded board, apart (it carries the
//!   session's one copy of its start position);
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

/// A freshly loaded board with its first iteration played (untimed): the
/// session copies its start position as the first action is taken (once per
/// loaded game, tests/engine/checkpoints.rs), and that first action also pays for
/// the memory the set-up freed. Both are costs of loading a board, measured
/// apart (`session_first_action`), not of an iteration of the loop.
fn loop_board_started(tokens: usize) -> (Session, ObjectId) {
    let (mut s, bears) = loop_board(tokens);
    iteration(&mut s, bears);
    (s, bears)
}

/// Each iteration adds a token: the board is set up again (untimed) once it
/// has grown by a tenth, so that the figure is for about `tokens` tokens.
/// (Until commit 7774cfb the first iteration after each set-up was timed
/// with the others: the start's copy was then spread over the tenth's
/// iterations, about 5 µs each at 100,000 tokens.)
fn loop_716(c: &mut Criterion) {
    let mut group = c.benchmark_group("session_716_iteration");
    group.sample_size(20);
    for tokens in [1_000usize, 10_000, 100_000] {
        let (mut s, mut bears) = loop_board_started(tokens);
        let mut grown = 1;
        group.bench_with_input(BenchmarkId::from_parameter(tokens), &tokens, |b, _| {
            b.iter_custom(|iters| {
                let mut total = std::time::Duration::ZERO;
                for _ in 0..iters {
                    if grown >= (tokens / 10).max(100) {
                        (s, bears) = loop_board_started(tokens);
                        grown = 1;
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

/// The first iteration on a freshly loaded board (the set-up untimed): the
/// session's copy of its start position (made as the first action is taken)
/// and whatever the set-up left for the allocator, beside the iteration.
fn first_action(c: &mut Criterion) {
    let mut group = c.benchmark_group("session_first_action");
    group.sample_size(10).sampling_mode(criterion::SamplingMode::Flat);
    for tokens in [1_000usize, 10_000, 100_000] {
        group.bench_with_input(BenchmarkId::from_parameter(tokens), &tokens, |b, &tokens| {
            b.iter_custom(|iters| {
                let mut total = std::time::Duration::ZERO;
                for _ in 0..iters {
                    let (mut s, bears) = loop_board(tokens);
                    let t = std::time::Instant::now();
                    std::hint::black_box(iteration(&mut s, bears));
                    total += t.elapsed();
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

criterion_group!(benches, loop_716, first_action, loop_716_bare, undo_after_10000);
criterion_main!(benches);
