//! Session benchmarks (issue 9): the page's path, playback data included.
//! - one hand-played iteration of the 716.2a loop (Presence of Gond on a
//!   creature, Intruder Alarm: activate, then pass until the trigger has
//!   resolved) with 1,000 / 10,000 / 100,000 tokens on the battlefield;
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

fn loop_716(c: &mut Criterion) {
    let mut group = c.benchmark_group("session_716_iteration");
    group.sample_size(20);
    for tokens in [1_000usize, 10_000, 100_000] {
        let (mut s, bears) = loop_board(tokens);
        group.bench_with_input(BenchmarkId::from_parameter(tokens), &tokens, |b, _| b.iter(|| iteration(&mut s, bears)));
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

criterion_group!(benches, loop_716, undo_after_10000);
criterion_main!(benches);
