//! Whole games between computer players, for the command line (`stackwise
//! ai-vs-random N`) and the figures in docs/ai.md: the opponent against
//! itself or against the random legal player, with the time each of the
//! opponent's decisions took (natively; none measured in wasm, which has no clock here).

use super::random::RandomPlayer;
use crate::rules::actions::Action;
use crate::rules::state::Game;
use crate::rules::types::PlayerId;

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Seat {
    Ai,
    /// The random legal player, with its seed.
    Random(u64),
}

/// How a game went.
#[derive(Clone, Debug, Default)]
pub struct Outcome {
    /// None if the game did not end within the action limit.
    pub winners: Option<Vec<PlayerId>>,
    pub actions: usize,
    pub turns: u32,
    /// Actions of the opponent (`Seat::Ai`) that the engine refused (never expected).
    pub refused: usize,
    /// The opponent's decision times in nanoseconds (native builds only).
    pub decision_ns: Vec<u64>,
    /// The slowest decision: its time (ns) and what it was.
    pub slowest: Option<(u64, String)>,
}

#[cfg(not(target_arch = "wasm32"))]
fn timed<T>(f: impl FnOnce() -> T) -> (T, Option<u64>) {
    let t = std::time::Instant::now();
    let v = f();
    (v, Some(t.elapsed().as_nanos().min(u64::MAX as u128) as u64))
}
#[cfg(target_arch = "wasm32")]
fn timed<T>(f: impl FnOnce() -> T) -> (T, Option<u64>) {
    (f(), None)
}

/// Play `g` to its end (or `max_actions`). A refused action of the random
/// player (an impossible X or split) becomes a pass; a refused action of the
/// opponent is counted, and a pass (or, in a decision, the end of the game) follows.
pub fn play(mut g: Game, seats: [Seat; 2], max_actions: usize) -> Outcome {
    let mut randoms: Vec<Option<RandomPlayer>> = seats.iter().map(|s| if let Seat::Random(seed) = s { Some(RandomPlayer::new(*seed)) } else { None }).collect();
    let mut out = Outcome::default();
    while g.winners.is_none() && out.actions < max_actions {
        let Some(p) = super::acting(&g) else { break };
        let a = match &mut randoms[p.0 as usize] {
            None => {
                let (a, ns) = timed(|| super::choose(&g, p));
                if let Some(ns) = ns {
                    out.decision_ns.push(ns);
                    if out.slowest.as_ref().map(|(t, _)| ns > *t).unwrap_or(true) {
                        let what = match &g.pending {
                            Some(d) => format!("{} ({})", d.prompt, d.rule),
                            None => format!("priority in {:?}, stack {}", g.turn.step, g.stack.len()),
                        };
                        let board = g.battlefield.len();
                        out.slowest = Some((ns, format!("{what}, {board} permanents, turn {}", g.turn.number)));
                    }
                }
                a
            }
            Some(r) => r.choose(&g, p),
        };
        let Some(a) = a else { break };
        if g.apply(&a).is_err() {
            if seats[p.0 as usize] == Seat::Ai {
                out.refused += 1;
            }
            if g.pending.is_some() || g.apply(&Action::PassPriority { player: p }).is_err() {
                break;
            }
        }
        out.actions += 1;
    }
    out.turns = g.turn.number;
    out.winners = g.winners.clone();
    out
}
