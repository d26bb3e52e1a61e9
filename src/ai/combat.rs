//! Attacking and blocking for the computer opponent: a few plans, each played
//! forward on a copy of the game to the end of combat (the other player
//! blocking by `quick_blocks`), the best one taken.

use super::eval::{self, Fighter};
use super::{rollout, Horizon};
use crate::rules::actions::{Action, Attack, Block};
use crate::rules::events::TargetChoice;
use crate::rules::state::Game;
use crate::rules::types::*;

/// The most attackers the greedy plan considers one by one.
const MAX_ATTACK_CANDIDATES: usize = 10;

/// What the creatures attack: an opponent (not a planeswalker), else the first defender.
fn defender(p: PlayerId, defenders: &[TargetChoice]) -> Option<TargetChoice> {
    defenders.iter().copied().find(|d| matches!(d, TargetChoice::Player(q) if *q != p)).or(defenders.first().copied())
}

/// An attack by `attacker` on `t`, or on the first defender it may attack
/// when a restriction keeps it from `t` (508.1c: "can't attack you").
fn attack_on(g: &Game, attacker: ObjectId, t: TargetChoice, defenders: &[TargetChoice]) -> Attack {
    let target = if g.attack_allowed(attacker, t).is_ok() { t } else { defenders.iter().copied().find(|d| g.attack_allowed(attacker, *d).is_ok()).unwrap_or(t) };
    Attack { attacker, target, band: None }
}

/// 508.1d: only the attackers a requirement forces.
pub fn required(g: &Game, p: PlayerId, candidates: &[ObjectId], defenders: &[TargetChoice]) -> Vec<Attack> {
    let Some(t) = defender(p, defenders) else { return Vec::new() };
    g.required_attackers(candidates).into_iter().map(|attacker| attack_on(g, attacker, t, defenders)).collect()
}

/// 508.1: which creatures attack. Starting from the required attackers, add
/// the attacker that improves the position most after combat (as played
/// forward), while one does; then compare with attacking with everything.
pub fn attack_plan(g: &Game, p: PlayerId, candidates: &[ObjectId], defenders: &[TargetChoice]) -> Vec<Attack> {
    let Some(t) = defender(p, defenders) else { return Vec::new() };
    let declare = |set: &[ObjectId]| Action::DeclareAttackers { player: p, attackers: set.iter().map(|a| attack_on(g, *a, t, defenders)).collect() };
    let score = |set: &[ObjectId]| rollout(g, &declare(set), p, Horizon::EndOfCombat);
    let mut set: Vec<ObjectId> = g.required_attackers(candidates);
    let mut pool: Vec<ObjectId> = candidates.iter().copied().filter(|c| !set.contains(c)).collect();
    pool.sort_by(|a, b| {
        let pa = eval::fighter(g, *a).map(|f| f.power).unwrap_or(0);
        let pb = eval::fighter(g, *b).map(|f| f.power).unwrap_or(0);
        pb.cmp(&pa).then(a.cmp(b))
    });
    // Creatures with no power deal nothing: leave them home.
    pool.retain(|c| eval::fighter(g, *c).is_some_and(|f| f.power > 0));
    pool.truncate(MAX_ATTACK_CANDIDATES);
    let Some(mut current) = score(&set) else { return required(g, p, candidates, defenders) };
    let all: Vec<ObjectId> = set.iter().chain(pool.iter()).copied().collect();
    let all_score = if pool.len() > 1 { score(&all) } else { None };
    loop {
        let mut best: Option<(f64, ObjectId)> = None;
        for c in &pool {
            let mut s = set.clone();
            s.push(*c);
            if let Some(v) = score(&s) {
                if best.map(|(b, _)| v > b).unwrap_or(true) {
                    best = Some((v, *c));
                }
            }
        }
        match best {
            Some((v, c)) if v > current + 0.05 => {
                set.push(c);
                pool.retain(|x| *x != c);
                current = v;
            }
            _ => break,
        }
    }
    if let Some(v) = all_score {
        if v > current + 0.05 {
            set = all;
        }
    }
    set.into_iter().map(|attacker| attack_on(g, attacker, t, defenders)).collect()
}

/// How much an attacker would deal if unblocked.
fn hits(a: &Fighter) -> i32 {
    a.power.max(0) * if a.double_strike { 2 } else { 1 }
}

/// A blocking plan by rule of thumb: first blocks that kill the attacker and
/// survive, then blocks that survive, then (with `trades`) even or better
/// trades, then, when the damage left would be lethal (or with `chump_all`),
/// chump blocks on the biggest attackers.
fn plan(g: &Game, p: PlayerId, candidates: &[ObjectId], attackers: &[ObjectId], trades: bool, chump_all: bool) -> Vec<Block> {
    let mut atk: Vec<Fighter> = attackers.iter().filter_map(|a| eval::fighter(g, *a)).collect();
    atk.sort_by(|a, b| b.value.partial_cmp(&a.value).unwrap_or(std::cmp::Ordering::Equal).then(a.id.cmp(&b.id)));
    let mut free: Vec<Fighter> = candidates.iter().filter_map(|b| eval::fighter(g, *b)).collect();
    free.sort_by(|a, b| a.value.partial_cmp(&b.value).unwrap_or(std::cmp::Ordering::Equal).then(a.id.cmp(&b.id)));
    let can = |b: &Fighter, a: &Fighter| g.can_block(b.id, a.id).is_ok();
    let mut blocks: Vec<Block> = Vec::new();
    let mut blocked: Vec<ObjectId> = Vec::new();
    let take = |free: &mut Vec<Fighter>, blocks: &mut Vec<Block>, blocked: &mut Vec<ObjectId>, a: &Fighter, want: &dyn Fn(&Fighter) -> bool| {
        if blocked.contains(&a.id) {
            return;
        }
        if let Some(i) = free.iter().position(|b| can(b, a) && want(b)) {
            let b = free.remove(i);
            blocks.push(Block { blocker: b.id, attacker: a.id });
            blocked.push(a.id);
        }
    };
    // Kill and survive.
    for a in &atk {
        take(&mut free, &mut blocks, &mut blocked, a, &|b| {
            let (a_dies, b_dies) = eval::fight(g, a, b);
            a_dies && !b_dies
        });
    }
    // Survive (no damage through, except trample).
    for a in &atk {
        take(&mut free, &mut blocks, &mut blocked, a, &|b| {
            let (_, b_dies) = eval::fight(g, a, b);
            !b_dies && !a.trample
        });
    }
    if trades {
        for a in &atk {
            take(&mut free, &mut blocks, &mut blocked, a, &|b| {
                let (a_dies, b_dies) = eval::fight(g, a, b);
                a_dies && b_dies && a.value + 0.5 >= b.value
            });
        }
    }
    // Chump when the rest would be lethal.
    let life = g.player(p).life;
    let through = |blocked: &[ObjectId]| -> i32 { atk.iter().filter(|a| !blocked.contains(&a.id)).map(hits).sum() };
    let mut by_damage: Vec<&Fighter> = atk.iter().collect();
    by_damage.sort_by(|a, b| hits(b).cmp(&hits(a)).then(a.id.cmp(&b.id)));
    for a in by_damage {
        if !chump_all && through(&blocked) < life {
            break;
        }
        take(&mut free, &mut blocks, &mut blocked, a, &|_| true);
    }
    let blocks = extra_blocks(g, &atk, blocks);
    g.without_lone_menace_blocks(blocks)
}

/// 509.1a: a blocker that may block more than one attacker also blocks the
/// attackers no one blocks, as long as their damage together doesn't kill it.
fn extra_blocks(g: &Game, atk: &[Fighter], mut blocks: Vec<Block>) -> Vec<Block> {
    let blockers: Vec<ObjectId> = blocks.iter().map(|b| b.blocker).collect();
    for b in blockers {
        let Some(bf) = eval::fighter(g, b) else { continue };
        for a in atk {
            let mine: Vec<ObjectId> = blocks.iter().filter(|x| x.blocker == b).map(|x| x.attacker).collect();
            let room = g.blocks_allowed(b).is_none_or(|m| mine.len() < m as usize);
            if !room || blocks.iter().any(|x| x.attacker == a.id) || g.can_block(b, a.id).is_err() {
                continue;
            }
            let taken: i32 = atk.iter().filter(|x| mine.contains(&x.id) || x.id == a.id).map(|x| if x.deathtouch { i32::MAX / 4 } else { hits(x) }).fold(0, |s, h| s.saturating_add(h));
            if bf.indestructible || taken < bf.left(g) {
                blocks.push(Block { blocker: b, attacker: a.id });
            }
        }
    }
    blocks
}

/// Blocks by rule of thumb (used inside look-aheads and for the other player there).
pub fn quick_blocks(g: &Game, p: PlayerId, candidates: &[ObjectId], attackers: &[ObjectId]) -> Vec<Block> {
    plan(g, p, candidates, attackers, true, false)
}

/// 509.1: which creatures block: the best of a few plans, each played forward to the end of combat.
pub fn block_plan(g: &Game, p: PlayerId, candidates: &[ObjectId], attackers: &[ObjectId]) -> Vec<Block> {
    let plans = [
        plan(g, p, candidates, attackers, true, false),
        plan(g, p, candidates, attackers, false, false),
        plan(g, p, candidates, attackers, true, true),
        Vec::new(),
    ];
    let mut best: Option<(f64, usize)> = None;
    for (i, b) in plans.iter().enumerate() {
        if plans[..i].contains(b) {
            continue;
        }
        let a = Action::DeclareBlockers { player: p, blockers: b.clone() };
        if let Some(v) = rollout(g, &a, p, Horizon::EndOfCombat) {
            if best.map(|(x, _)| v > x + 1e-9).unwrap_or(true) {
                best = Some((v, i));
            }
        }
    }
    best.map(|(_, i)| plans[i].clone()).unwrap_or_default()
}
