//! The computer opponent: a player, not a rule. It lives outside the rules
//! layer and reads the game only through its public queries (the legal
//! actions, the pending decision, the battlefield and each object's
//! characteristics, the life totals and how many cards each player holds),
//! and it answers with ordinary `Action`s, which the engine checks like any
//! other player's.
//!
//! How it chooses (docs/ai.md):
//! - a land first in its main phase (the one whose colour its hand needs most);
//! - every other choice at priority by a one-step look-ahead: each candidate
//!   action (a spell with each target, an activated ability) is tried on a copy
//!   of the game, everyone then passing until the stack is empty (or, in
//!   combat, until combat ends), and the position reached is scored by a static
//!   evaluation of what both players can see (`eval`); it takes the best
//!   candidate when it beats passing, and spends its mana on the set of spells
//!   worth the most together (a small knapsack over its hand);
//! - attackers and blockers by the same look-ahead over a few plans (`combat`),
//!   the other player blocking by a fixed heuristic in the copy;
//! - every other decision (targets, modes, "may", trigger order, damage
//!   assignment order, discards) by the look-ahead or a rule of thumb;
//! - a proposed shortcut (716.2b) by walking it: it shortens at the first of
//!   its own choices where it would do something else (a land, a spell, an
//!   attack), and accepts when there is none (`answer_shortcut`).
//!
//! It is deterministic: no random numbers, no clock, no hash-map order; the
//! same game gives the same choice. It looks at no hidden card; the copies it
//! plays forward hold the hidden cards as the engine does, but the evaluation
//! counts hands, never reads them (a copy's draws and random discards play out
//! with the game's own seeded generator).

pub mod arena;
pub mod combat;
pub mod eval;
pub mod random;

use crate::rules::actions::{Action, AlternativeCost, Block};
use crate::rules::events::TargetChoice;
use crate::rules::legal::LegalAction;
use crate::rules::state::{Decision, DecisionKind, Flow, Game};
use crate::rules::types::*;
use std::collections::BTreeMap;

/// The most target combinations tried for one way of casting a spell.
const MAX_TARGET_COMBOS: usize = 12;
/// The most actions a look-ahead plays on its copy.
const MAX_ROLLOUT_ACTIONS: usize = 80;
/// How much better than passing a candidate must score to be taken.
const MARGIN: f64 = 0.25;

/// What a look-ahead plays until.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Horizon {
    /// The stack is empty and nothing waits to go on it.
    StackEmpty,
    /// The current combat is over (the end of combat step or later).
    EndOfCombat,
}

/// The action the computer opponent takes for `p` now, or None when `p` has
/// nothing to do (another player has priority or must decide, or the game is over).
pub fn choose(g: &Game, p: PlayerId) -> Option<Action> {
    if g.winners.is_some() || (p.0 as usize) >= g.players.len() || g.player(p).lost {
        return None;
    }
    if let Some(d) = &g.pending {
        if !g.may_answer(d, p) {
            return None;
        }
        return Some(decide(g, d, p, true));
    }
    match g.flow {
        Flow::Priority(h) if h == p => Some(at_priority(g, p)),
        _ => None,
    }
}

/// The player who must act now (the decider, or the priority holder).
pub fn acting(g: &Game) -> Option<PlayerId> {
    if g.winners.is_some() {
        return None;
    }
    g.acting_player()
}

// ---------------------------------------------------------------------------
// Look-ahead

/// Whether a look-ahead that began at `start` has reached its horizon.
fn reached(g: &Game, h: Horizon, start: (u32, Step)) -> bool {
    if g.winners.is_some() {
        return true;
    }
    let settled = g.stack.is_empty() && g.resolving.is_none() && g.waiting_triggers.is_empty() && g.putting_triggers.is_none();
    let mid_resolution = matches!(
        g.pending.as_ref().map(|d| &d.kind),
        Some(DecisionKind::ChooseTargets { .. } | DecisionKind::ChooseMode { .. } | DecisionKind::OrderTriggers { .. } | DecisionKind::ChooseObject { .. } | DecisionKind::ChooseYesNo { .. } | DecisionKind::ChooseReplacement { .. })
    );
    match h {
        Horizon::StackEmpty => settled && !mid_resolution,
        Horizon::EndOfCombat => {
            (g.turn.number, g.turn.step) > (start.0, Step::CombatDamage) && settled && !mid_resolution
                || g.turn.number > start.0
        }
    }
}

/// The default play inside a look-ahead: pass priority, answer decisions by
/// rule of thumb (no look-ahead of its own).
fn quick(g: &Game) -> Option<Action> {
    if let Some(d) = &g.pending {
        return Some(decide(g, d, d.player, false));
    }
    match g.flow {
        Flow::Priority(p) => Some(Action::PassPriority { player: p }),
        _ => None,
    }
}

/// Play `first` on a copy of the game, then everyone passes (decisions by rule
/// of thumb) until the horizon; the position's worth for `me`, or None if the
/// engine refuses `first`.
pub(crate) fn rollout(g: &Game, first: &Action, me: PlayerId, h: Horizon) -> Option<f64> {
    let start = (g.turn.number, g.turn.step);
    let mut c = g.clone();
    c.apply(first).ok()?;
    for _ in 0..MAX_ROLLOUT_ACTIONS {
        if reached(&c, h, start) {
            break;
        }
        let Some(a) = quick(&c) else { break };
        if c.apply(&a).is_err() {
            break;
        }
    }
    Some(eval::evaluate(&c, me))
}

// ---------------------------------------------------------------------------
// Candidates at priority

/// A concrete action for one legal action, with the mana it uses (for the knapsack).
#[derive(Clone, Debug)]
struct Candidate {
    action: Action,
    card: Option<ObjectId>,
    mana: u32,
    permanent_spell: bool,
}

/// Every way to fill the target slots, interesting targets first, at most `MAX_TARGET_COMBOS`.
fn target_combos(g: &Game, p: PlayerId, slots: &[Vec<TargetChoice>], min: usize) -> Vec<Vec<TargetChoice>> {
    let order = |t: &TargetChoice| -> (i32, i64) {
        match t {
            // Opponents' creatures by worth, then opponents, then our own things.
            TargetChoice::Object(id) => {
                let mine = g.objects.get(id).map(|o| o.controller == p).unwrap_or(false);
                let worth = eval::fighter(g, *id).map(|f| (f.value * 100.0) as i64).unwrap_or(0);
                (if mine { 2 } else { 0 }, -worth)
            }
            TargetChoice::Player(q) => (if *q == p { 3 } else { 1 }, 0),
        }
    };
    let mut combos: Vec<Vec<TargetChoice>> = vec![Vec::new()];
    for (i, slot) in slots.iter().enumerate() {
        let mut s = slot.clone();
        s.sort_by_key(order);
        let mut next = Vec::new();
        for c in &combos {
            if i >= min {
                // An optional slot: leave it (and the rest) empty too.
                next.push(c.clone());
            }
            for t in &s {
                if c.contains(t) {
                    continue;
                }
                let mut n = c.clone();
                n.push(*t);
                next.push(n);
                if next.len() >= MAX_TARGET_COMBOS * 2 {
                    break;
                }
            }
        }
        combos = next;
        combos.truncate(MAX_TARGET_COMBOS);
    }
    combos.retain(|c| c.len() >= min);
    combos
}

/// How much mana the player could make now (pool and untapped sources).
fn mana_open(g: &Game, p: PlayerId) -> u32 {
    let (pool, sources) = g.mana_available(p, None);
    pool.total() + sources.total()
}

/// 601.2d: a divided amount split among the targets: 1 each, then each
/// creature given what it still needs to be destroyed (its toughness left),
/// in the order chosen, and the rest to the first player chosen (or the
/// first target). Empty when there is less than 1 for each target (no legal
/// division).
pub(crate) fn divide_among(g: &Game, amount: i32, targets: &[TargetChoice]) -> Vec<u32> {
    let n = targets.len();
    if n == 0 || amount < n as i32 {
        return Vec::new();
    }
    let mut v = vec![1u32; n];
    let mut rest = (amount - n as i32) as u32;
    for (i, t) in targets.iter().enumerate() {
        let TargetChoice::Object(id) = t else { continue };
        let need = eval::fighter(g, *id).map_or(0, |f| f.left(g).max(1) as u32 - 1);
        let give = need.min(rest);
        v[i] += give;
        rest -= give;
    }
    let to = targets.iter().position(|t| matches!(t, TargetChoice::Player(_))).unwrap_or(0);
    v[to] += rest;
    v
}

/// For a "sacrifice N" cost (602.2b, 117.8): the least valuable permanents that may be sacrificed.
fn least_valuable(g: &Game, s: Option<&crate::rules::legal::SacrificeChoice>) -> Vec<ObjectId> {
    let Some(s) = s else { return Vec::new() };
    let mut c = s.candidates.clone();
    c.sort_by(|a, b| {
        let va = eval::fighter(g, *a).map(|f| f.value).unwrap_or(1.0);
        let vb = eval::fighter(g, *b).map(|f| f.value).unwrap_or(1.0);
        va.partial_cmp(&vb).unwrap_or(std::cmp::Ordering::Equal).then(a.cmp(b))
    });
    s.pick(&c)
}

/// 702.49a: a cast of a spell with convoke, helped by the fewest of the
/// least valuable creatures that make it legal (none when it is legal alone).
fn with_convoke(g: &Game, action: Action, convoke: &[ObjectId]) -> Action {
    let Action::CastSpell { tap, .. } = &action else { return action };
    if convoke.is_empty() || !tap.is_empty() {
        return action;
    }
    let mut c = convoke.to_vec();
    c.sort_by(|a, b| {
        let va = eval::fighter(g, *a).map(|f| f.value).unwrap_or(1.0);
        let vb = eval::fighter(g, *b).map(|f| f.value).unwrap_or(1.0);
        va.partial_cmp(&vb).unwrap_or(std::cmp::Ordering::Equal).then(a.cmp(b))
    });
    for k in 0..=c.len() {
        let mut a = action.clone();
        if let Action::CastSpell { tap, .. } = &mut a {
            *tap = c[..k].to_vec();
        }
        if g.clone().apply(&a).is_ok() {
            return a;
        }
    }
    action
}

/// 702.64a: a cast of a spell with delve, helped by the fewest cards of the
/// graveyard that make it legal (none when it is legal alone).
fn with_delve(g: &Game, action: Action, delve: &[ObjectId]) -> Action {
    let Action::CastSpell { exile, .. } = &action else { return action };
    if delve.is_empty() || !exile.is_empty() {
        return action;
    }
    for k in 0..=delve.len() {
        let mut a = action.clone();
        if let Action::CastSpell { exile, .. } = &mut a {
            *exile = delve[..k].to_vec();
        }
        if g.clone().apply(&a).is_ok() {
            return a;
        }
    }
    action
}

/// For a "discard N" cost (602.2b): the cards least needed, as for a discard
/// decision (`card_want`).
fn least_wanted(g: &Game, p: PlayerId, s: Option<&crate::rules::legal::SacrificeChoice>) -> Vec<ObjectId> {
    let Some(s) = s else { return Vec::new() };
    let lands = lands_out(g, p);
    let mut c = s.candidates.clone();
    c.sort_by_key(|id| (card_want(g, lands, id), *id));
    s.pick(&c)
}

/// For an "exile N cards from your graveyard" cost: the first that may be.
fn first_few(s: Option<&crate::rules::legal::SacrificeChoice>) -> Vec<ObjectId> {
    s.map(|s| s.candidates.iter().copied().take(s.count as usize).collect()).unwrap_or_default()
}

/// The values of X tried for a way to cast a spell: for an additional cost
/// taking X ("discard X cards", 601.2b) a few it can pay; for {X}, what the
/// open mana leaves (`spare`); none without X.
fn cast_xs(opt: &crate::rules::legal::CastOption, has_x: bool, spare: u32) -> Vec<Option<u32>> {
    match &opt.x_cost {
        Some(k) => (1..=k.max.min(3)).map(Some).collect(),
        None if has_x => vec![Some(spare)],
        None => vec![None],
    }
}

fn candidates(g: &Game, p: PlayerId, legal: &[LegalAction]) -> Vec<Candidate> {
    let open = mana_open(g, p);
    let mut out = Vec::new();
    for la in legal {
        match la {
            LegalAction::Cast { card, options, has_x, .. } => {
                let o = &g.objects[card];
                let cost = o.def.mana_cost.clone().unwrap_or_default();
                let mv = cost.converted();
                let permanent_spell = o.def.types.iter().any(|t| t.is_permanent_type());
                for opt in options {
                    let xs = cast_xs(opt, *has_x, open.saturating_sub(mv).max(1));
                    for targets in target_combos(g, p, &opt.targets, opt.min_targets) {
                        for x in &xs {
                            // "X target ...": X is how many were chosen (601.2b–c).
                            let x = &if opt.x_targets { Some(targets.len() as u32) } else { *x };
                            if opt.x_cost.as_ref().is_some_and(|k| x.unwrap_or(0) > k.max) {
                                continue;
                            }
                            let opt = match x {
                                Some(n) if opt.x_cost.is_some() => std::borrow::Cow::Owned(opt.with_x_cost(*n)),
                                _ => std::borrow::Cow::Borrowed(opt),
                            };
                            let opt: &crate::rules::legal::CastOption = &opt;
                            // 601.2d: a fixed amount, or X plus a number once X is chosen.
                            let amount = opt.divide.or_else(|| opt.divide_x.map(|plus| (x.unwrap_or(0) as i32).saturating_add(plus)));
                            let division = match amount {
                                Some(a) if !targets.is_empty() => divide_among(g, a, &targets),
                                _ => Vec::new(),
                            };
                            let action = Action::CastSpell {
                                    player: p,
                                    card: *card,
                                    targets: targets.clone(),
                                    mode: opt.mode,
                                    x: *x,
                                    mana_abilities: vec![],
                                    auto_pay: true,
                                    division,
                                    alternative_cost: opt.alternative_cost,
                                    kicked: opt.kicked,
                                    // 702.32c: as many times as it can pay for.
                                    multikicker: opt.multikicker.unwrap_or(0),
                                    buyback: opt.buyback,
                                    sacrifice: least_valuable(g, opt.sacrifice.as_ref()),
                                    discard: least_wanted(g, p, opt.discard.as_ref()),
                                    exile: first_few(opt.exile.as_ref()),
                                    return_to_hand: least_valuable(g, opt.return_to_hand.as_ref()),
                                    tap: least_valuable(g, opt.tap.as_ref()), phyrexian_life: opt.phyrexian_life,
                                    splice: opt.splice.clone(),
                                };
                            out.push(Candidate {
                                action: with_delve(g, with_convoke(g, action, &opt.convoke), &opt.delve),
                                card: Some(*card),
                                // 702.36c: face down, it costs {3}.
                                mana: if opt.alternative_cost == Some(AlternativeCost::Morph) { 3 } else { mv + x.unwrap_or(0) },
                                permanent_spell,
                            });
                        }
                    }
                }
            }
            LegalAction::Activate { source, ability, targets, min_targets, mana_ability, has_x, x_targets, sacrifice, discard, exile, return_to_hand, tap, phyrexian_life, divide, .. } => {
                if *mana_ability {
                    continue;
                }
                let sac = least_valuable(g, sacrifice.as_ref());
                let discard = least_wanted(g, p, discard.as_ref());
                let exile = first_few(exile.as_ref());
                let bounce = least_valuable(g, return_to_hand.as_ref());
                let tap = least_valuable(g, tap.as_ref());
                for t in target_combos(g, p, targets, *min_targets) {
                    out.push(Candidate {
                        action: Action::ActivateAbility {
                            player: p,
                            source: *source,
                            ability: *ability,
                            x: if *x_targets { Some(t.len() as u32) } else if *has_x { Some(open.max(1)) } else { None },
                            division: divide.map(|a| divide_among(g, a, &t)).unwrap_or_default(),
                            targets: t,
                            mana_abilities: vec![],
                            auto_pay: true,
                            sacrifice: sac.clone(),
                            discard: discard.clone(),
                            exile: exile.clone(),
                            return_to_hand: bounce.clone(),
                            tap: tap.clone(),
                            adds: None, phyrexian_life: *phyrexian_life,
                        },
                        card: None,
                        mana: 0,
                        permanent_spell: false,
                    });
                }
            }
            // 702.36e: turning a face-down creature face up (worth it when the card is).
            LegalAction::TurnFaceUp { permanent, sacrifice, discard, exile, return_to_hand, tap, .. } => out.push(Candidate {
                action: Action::TurnFaceUp {
                    player: p,
                    permanent: *permanent,
                    mana_abilities: vec![],
                    auto_pay: true,
                    sacrifice: least_valuable(g, sacrifice.as_ref()),
                    discard: least_wanted(g, p, discard.as_ref()),
                    exile: first_few(exile.as_ref()),
                    return_to_hand: least_valuable(g, return_to_hand.as_ref()),
                    tap: least_valuable(g, tap.as_ref()),
                },
                card: None,
                mana: 0,
                permanent_spell: false,
            }),
            _ => {}
        }
    }
    out
}

/// Coloured symbols needed by the spells in a player's hand, by colour.
fn colour_needs(g: &Game, p: PlayerId) -> [i32; 5] {
    let mut need = [0i32; 5];
    for id in &g.player(p).hand {
        if let Some(m) = g.objects.get(id).and_then(|o| o.def.mana_cost.as_ref()) {
            for c in m.colors().iter() {
                need[c as usize] += 1;
            }
        }
    }
    need
}

/// The land to play: the one whose colour the spells in hand need most.
fn best_land(g: &Game, p: PlayerId, legal: &[LegalAction]) -> Option<Action> {
    let lands: Vec<ObjectId> = legal.iter().filter_map(|la| if let LegalAction::PlayLand { card, .. } = la { Some(*card) } else { None }).collect();
    let first = *lands.first()?;
    let need = colour_needs(g, p);
    // What the lands on the battlefield already give.
    let mut have = [0i32; 5];
    let colours_of = |id: ObjectId| -> ColorSet {
        let mut set = ColorSet::empty();
        if let Some(c) = g.chars(id) {
            for a in &c.abilities {
                if let crate::cards::def::Ability::Activated { effects, .. } = a {
                    for e in effects {
                        if let crate::cards::def::Effect::AddMana { mana, .. } = e {
                            for col in Color::ALL {
                                if mana.pool.get(ManaType::of_color(col)) > 0 {
                                    set.insert(col);
                                }
                            }
                        }
                        if let crate::cards::def::Effect::AddManaOfChoice { colors, .. } = e {
                            set.0 |= crate::rules::mana_choice::colour_set(colors).0;
                        }
                    }
                }
            }
        }
        set
    };
    for id in &g.battlefield {
        if g.objects[id].controller == p {
            for c in colours_of(*id).iter() {
                have[c as usize] += 1;
            }
        }
    }
    let score = |id: ObjectId| -> i32 { colours_of(id).iter().map(|c| need[c as usize] * 10 - have[c as usize]).max().unwrap_or(0) };
    let best = lands.iter().copied().max_by(|a, b| score(*a).cmp(&score(*b)).then(b.cmp(a))).unwrap_or(first);
    Some(Action::PlayLand { player: p, card: best })
}

/// The first card the player may suspend now (702.61a), as an action.
fn suspend_one(p: PlayerId, legal: &[LegalAction]) -> Option<Action> {
    legal.iter().find_map(|la| match la {
        LegalAction::Suspend { card, .. } => Some(Action::Suspend { player: p, card: *card, mana_abilities: vec![], auto_pay: true }),
        _ => None,
    })
}

/// The choice at priority.
fn at_priority(g: &Game, p: PlayerId) -> Action {
    let pass = Action::PassPriority { player: p };
    let legal = g.legal_actions();
    if !legal.iter().any(|l| matches!(l, LegalAction::Pass { .. })) {
        // 716.2c: passing was forbidden here; take the first other choice.
        if let Some(c) = candidates(g, p, &legal).into_iter().next() {
            return c.action;
        }
    }
    let mine = g.turn.active == p;
    let main = mine && g.turn.step.is_main() && g.stack.is_empty();
    if main {
        if let Some(land) = best_land(g, p, &legal) {
            return land;
        }
    }
    let step = g.turn.step;
    let in_combat = g.combat.as_ref().is_some_and(|c| c.attackers_declared) && matches!(step, Step::DeclareBlockers | Step::DeclareAttackers | Step::FirstStrikeDamage);
    // When it looks: in its own main phase, in response to something on the
    // stack, during a combat after attackers are declared, and at the other
    // player's end step (a last chance to use mana before it empties).
    let window = main || !g.stack.is_empty() || in_combat || (!mine && step == Step::End);
    if !window {
        return pass;
    }
    // 702.61a: mana its own main phase would leave unused goes to suspending a
    // card (whose payoff is turns away, beyond what a rollout sees).
    let idle = || if main { suspend_one(p, &legal).unwrap_or(pass.clone()) } else { pass.clone() };
    let cands = candidates(g, p, &legal);
    if cands.is_empty() {
        return idle();
    }
    let h = if in_combat && g.stack.is_empty() { Horizon::EndOfCombat } else { Horizon::StackEmpty };
    // What passing gives: with an empty stack, the position as it is (passing
    // would end the step, and positions are compared within one step); else
    // the stack resolved.
    let base = if g.stack.is_empty() && h == Horizon::StackEmpty { Some(eval::evaluate(g, p)) } else { rollout(g, &pass, p, h) };
    let Some(base) = base else { return pass };
    let mut scored: Vec<(f64, Candidate)> = Vec::new();
    for c in cands {
        // Out of the main phase, only what is worth doing at instant speed.
        if let Some(v) = rollout(g, &c.action, p, h) {
            scored.push((v - base, c));
        }
    }
    // The best way to cast each card (or the best activation of each ability).
    let mut best: Vec<(f64, Candidate)> = Vec::new();
    for (v, c) in scored {
        let key = |c: &Candidate| match (&c.card, &c.action) {
            (Some(card), _) => (0, card.0, 0),
            (None, Action::ActivateAbility { source, ability, .. }) => (1, source.0, *ability as u64),
            (None, Action::TurnFaceUp { permanent, .. }) => (3, permanent.0, 0),
            _ => (2, 0, 0),
        };
        match best.iter_mut().find(|(_, b)| key(b) == key(&c)) {
            Some(slot) if v > slot.0 => *slot = (v, c),
            Some(_) => {}
            None => best.push((v, c)),
        }
    }
    best.retain(|(v, _)| *v > MARGIN);
    if best.is_empty() {
        return idle();
    }
    // Spend the mana on the set of spells worth the most together (main phase).
    if main {
        let open = mana_open(g, p);
        let spells: Vec<usize> = (0..best.len()).filter(|&i| best[i].1.card.is_some()).collect();
        if spells.len() > 1 && spells.len() <= 12 {
            let mut top = (0.0, 0u32);
            for mask in 1u32..(1 << spells.len()) {
                let (mut v, mut m) = (0.0, 0);
                for (j, &i) in spells.iter().enumerate() {
                    if mask & (1 << j) != 0 {
                        v += best[i].0;
                        m += best[i].1.mana;
                    }
                }
                if m <= open && v > top.0 {
                    top = (v, mask);
                }
            }
            if top.1 != 0 {
                // The most valuable spell of that set first; permanents before the rest.
                let pick = spells
                    .iter()
                    .enumerate()
                    .filter(|(j, _)| top.1 & (1 << j) != 0)
                    .map(|(_, &i)| i)
                    .max_by(|&a, &b| {
                        (best[a].1.permanent_spell, best[a].0).partial_cmp(&(best[b].1.permanent_spell, best[b].0)).unwrap_or(std::cmp::Ordering::Equal)
                    });
                if let Some(i) = pick {
                    return best.swap_remove(i).1.action;
                }
            }
        }
    }
    best.sort_by(|a, b| b.0.partial_cmp(&a.0).unwrap_or(std::cmp::Ordering::Equal));
    best.swap_remove(0).1.action
}

// ---------------------------------------------------------------------------
// Decisions

/// The worth of a permanent or card for sorting choices (a creature's fighter value, else its mana value).
fn worth(g: &Game, id: ObjectId) -> f64 {
    if let Some(f) = eval::fighter(g, id) {
        return f.value;
    }
    g.objects.get(&id).and_then(|o| o.def.mana_cost.as_ref().map(|m| m.converted() as f64)).unwrap_or(0.5)
}

/// The best of a few answers by look-ahead (the first one refused by the engine is skipped).
fn best_by_rollout(g: &Game, me: PlayerId, options: Vec<Action>) -> Option<Action> {
    let mut best: Option<(f64, Action)> = None;
    for a in options {
        if let Some(v) = rollout(g, &a, me, Horizon::StackEmpty) {
            if best.as_ref().map(|(b, _)| v > *b).unwrap_or(true) {
                best = Some((v, a));
            }
        }
    }
    best.map(|(_, a)| a)
}

/// How many lands `p` controls.
fn lands_out(g: &Game, p: PlayerId) -> usize {
    g.battlefield.iter().filter(|id| g.objects[id].controller == p && g.chars(**id).is_some_and(|c| c.has_type(CardType::Land))).count()
}

/// How much a player with `lands_out` lands wants a card in hand: lands until
/// five are out, then spells that can soon be cast (the cheaper the sooner).
fn card_want(g: &Game, lands_out: usize, id: &ObjectId) -> i64 {
    let o = &g.objects[id];
    if o.def.types.contains(&CardType::Land) {
        if lands_out >= 5 { 0 } else { 100 }
    } else {
        let mv = o.def.mana_cost.as_ref().map(|m| m.converted()).unwrap_or(0) as i64;
        50 - (mv - lands_out as i64).max(0) * 10 + mv
    }
}

/// A creature type, player, card name or number (608.2d, 614.12): the few
/// answers that matter here (the creature types on the battlefield, the
/// players, the names of the other players' cards it has seen, the numbers),
/// tried by rollout when `deep`; else the first of them, which puts its own
/// most common creature type, an opponent, and the largest number first.
fn choose_value(g: &Game, kind: &DecisionKind, p: PlayerId, deep: bool) -> Action {
    let options: Vec<Action> = match kind {
        DecisionKind::ChooseCreatureType { types } => {
            let mut count: BTreeMap<String, (usize, usize)> = BTreeMap::new();
            for id in &g.battlefield {
                if let Some(c) = g.chars(*id).filter(|c| c.has_type(CardType::Creature)) {
                    for t in c.subtypes.iter().filter(|t| types.contains(t)) {
                        let e = count.entry(t.clone()).or_default();
                        if c.controller == p { e.0 += 1 } else { e.1 += 1 }
                    }
                }
            }
            let mut seen: Vec<(String, (usize, usize))> = count.into_iter().collect();
            seen.sort_by(|(a, (x, _)), (b, (y, _))| y.cmp(x).then_with(|| a.cmp(b)));
            let mut names: Vec<String> = seen.into_iter().map(|(t, _)| t).take(12).collect();
            if names.is_empty() {
                names.extend(types.first().cloned());
            }
            names.into_iter().map(|t| Action::ChooseCreatureType { player: p, creature_type: t }).collect()
        }
        // The type of the lands the opponents have most of (a landwalk, a
        // Moon effect on their mana), else the first.
        DecisionKind::ChooseLandType { types } => {
            let mut count: BTreeMap<String, usize> = BTreeMap::new();
            for c in g.battlefield.iter().filter_map(|id| g.chars(*id)).filter(|c| c.controller != p && c.has_type(CardType::Land)) {
                for t in c.subtypes.iter().filter(|t| types.contains(t)) {
                    *count.entry(t.clone()).or_default() += 1;
                }
            }
            let mut names: Vec<String> = types.clone();
            names.sort_by_key(|t| std::cmp::Reverse(count.get(t).copied().unwrap_or(0)));
            names.into_iter().map(|t| Action::ChooseLandType { player: p, land_type: t }).collect()
        }
        DecisionKind::ChoosePlayer { players } => {
            let mut ps = players.clone();
            ps.sort_by_key(|q| (*q == p, *q));
            ps.into_iter().map(|q| Action::ChoosePlayer { player: p, chosen: q }).collect()
        }
        DecisionKind::ChooseNumber { min, max } => (0..12).map(|i| max.saturating_sub(i)).filter(|n| n >= min).map(|n| Action::ChooseNumber { player: p, number: n }).collect(),
        DecisionKind::NameCard { nonland } => {
            let seen = g.battlefield.iter().chain(g.stack.iter().map(|s| &s.id)).chain(g.players.iter().filter(|q| q.id != p).flat_map(|q| q.graveyard.iter()));
            let mut names: Vec<String> = Vec::new();
            for o in seen.filter_map(|id| g.objects.get(id)).filter(|o| o.owner != p && !(*nonland && o.def.types.contains(&CardType::Land))) {
                if !names.contains(&o.def.name) && names.len() < 12 {
                    names.push(o.def.name.clone());
                }
            }
            if names.is_empty() {
                // Nothing of theirs seen yet: any nonland card of the pool will do.
                names.extend({ let pool = crate::cards::builtin(); pool.names().find(|n| pool.get(n).is_some_and(|c| !c.types.contains(&CardType::Land))).cloned() });
            }
            names.into_iter().map(|n| Action::NameCard { player: p, name: n }).collect()
        }
        _ => Vec::new(),
    };
    // Never empty: a type, a player, a name or a number is always offered.
    let Some(first) = options.first().cloned() else { return Action::PassPriority { player: p } };
    if deep && options.len() > 1 {
        return best_by_rollout(g, p, options).unwrap_or(first);
    }
    first
}

/// The answer to a pending decision for `p`; `deep` allows a look-ahead.
pub(crate) fn decide(g: &Game, d: &Decision, p: PlayerId, deep: bool) -> Action {
    match &d.kind {
        DecisionKind::DeclareAttackers { candidates, defenders } => {
            let attackers = if deep { combat::attack_plan(g, p, candidates, defenders) } else { Vec::new() };
            let attackers = if attackers.is_empty() { combat::required(g, p, candidates, defenders) } else { attackers };
            Action::DeclareAttackers { player: p, attackers }
        }
        DecisionKind::DeclareBlockers { candidates, attackers } => {
            let blockers: Vec<Block> = if deep { combat::block_plan(g, p, candidates, attackers) } else { combat::quick_blocks(g, p, candidates, attackers) };
            let blockers = g.with_block_requirements(blockers, candidates, attackers);
            Action::DeclareBlockers { player: p, blockers }
        }
        DecisionKind::ChooseMode { legal, .. } => {
            let options: Vec<Action> = legal.iter().map(|m| Action::ChooseMode { player: p, mode: *m }).collect();
            let first = options.first().cloned().unwrap_or(Action::ChooseMode { player: p, mode: 0 });
            if deep && options.len() > 1 {
                best_by_rollout(g, p, options).unwrap_or(first)
            } else {
                first
            }
        }
        DecisionKind::OrderTriggers { triggers, .. } => Action::OrderTriggers { player: p, order: triggers.clone() },
        DecisionKind::ChooseColor { colors } => choose_colour(g, p, colors),
        DecisionKind::ChooseMana { amount, colors, one_color } => choose_mana(g, p, *amount, colors, *one_color),
        DecisionKind::ChooseCreatureType { .. } | DecisionKind::ChooseLandType { .. } | DecisionKind::ChoosePlayer { .. } | DecisionKind::NameCard { .. } | DecisionKind::ChooseNumber { .. } => {
            choose_value(g, &d.kind, p, deep)
        }
        // The cards it wants most go on top, to be drawn first.
        DecisionKind::ArrangeCards { cards, .. } => {
            let mut order = cards.clone();
            let lands = lands_out(g, p);
            order.sort_by_key(|id| (std::cmp::Reverse(card_want(g, lands, id)), *id));
            Action::ArrangeCards { player: p, order }
        }
        DecisionKind::ChooseCards { from, min, max, .. } => {
            // Mostly discarding: the cards least needed.
            let lands = lands_out(g, p);
            let keep = |id: &ObjectId| card_want(g, lands, id);
            let mut c = from.clone();
            // A library search (701.17) finds as many as it may, the most wanted first.
            // So do the cards looked at and put into the hand (401.2), and an
            // opponent's cards it chooses for them to discard (the best of theirs).
            // 502.2: what stays tapped: each permanent whose effect lasts only while it does.
            if d.rule == "502.2" {
                c.retain(|id| g.effects_last_while_tapped(*id));
                c.truncate(*max);
                return Action::ChooseCards { player: p, cards: c };
            }
            let theirs = !from.is_empty() && from.iter().all(|id| g.objects.get(id).is_some_and(|o| o.owner != p));
            if d.rule == "701.17" || d.rule == "401.2" || theirs {
                c.sort_by_key(|id| (std::cmp::Reverse(keep(id)), *id));
                c.truncate((*max).min(c.len()));
                return Action::ChooseCards { player: p, cards: c };
            }
            c.sort_by_key(|id| (keep(id), *id));
            let n = (*min).min(*max).min(c.len());
            c.truncate(n);
            Action::ChooseCards { player: p, cards: c }
        }
        DecisionKind::ChooseYesNo { .. } => {
            let acts = vec![Action::ChooseYesNo { player: p, yes: true }, Action::ChooseYesNo { player: p, yes: false }];
            if deep {
                if let Some(a) = best_by_rollout(g, p, acts) {
                    return a;
                }
            }
            // By rule of thumb: yes to a "may", and pay where one can.
            Action::ChooseYesNo { player: p, yes: true }
        }
        DecisionKind::ChooseObject { candidates, optional, .. } => {
            let mut options: Vec<Option<ObjectId>> = candidates.iter().take(12).map(|c| Some(*c)).collect();
            if *optional {
                options.push(None);
            }
            if deep && options.len() > 1 {
                let acts: Vec<Action> = options.iter().map(|o| Action::ChooseObject { player: p, object: *o }).collect();
                if let Some(a) = best_by_rollout(g, p, acts) {
                    return a;
                }
            }
            // By rule of thumb: yes to a "may"; the best object to copy; the least of ours to lose.
            let object = if candidates.iter().all(|c| g.objects.get(c).map(|o| o.controller == p).unwrap_or(false)) && candidates.len() > 1 {
                candidates.iter().copied().min_by(|a, b| worth(g, *a).partial_cmp(&worth(g, *b)).unwrap_or(std::cmp::Ordering::Equal).then(a.cmp(b)))
            } else if candidates.len() > 1 {
                candidates.iter().copied().max_by(|a, b| worth(g, *a).partial_cmp(&worth(g, *b)).unwrap_or(std::cmp::Ordering::Equal).then(b.cmp(a)))
            } else {
                candidates.first().copied()
            };
            Action::ChooseObject { player: p, object }
        }
        DecisionKind::ChooseTargets { slots, current, another, min, divide } => choose_targets(g, p, (slots, current, another, min.unwrap_or(slots.len())), *divide, deep),
        DecisionKind::OrderBlockers { attacker, blockers } => {
            // Those it can kill first: least toughness left first.
            let mut order = blockers.clone();
            order.sort_by_key(|b| (eval::fighter(g, *b).map(|f| f.left(g)).unwrap_or(0), *b));
            Action::OrderBlockers { player: p, attacker: *attacker, order }
        }
        DecisionKind::AssignCombatDamage { attacker, suggested, .. } => Action::AssignCombatDamage { player: p, attacker: *attacker, amounts: suggested.clone() },
        DecisionKind::ChooseReplacement { options, .. } => {
            let acts: Vec<Action> = options.iter().map(|c| Action::ChooseReplacement { player: p, choice: *c }).collect();
            let first = acts.first().cloned().unwrap_or(Action::ChooseReplacement { player: p, choice: 0 });
            if deep && acts.len() > 1 {
                best_by_rollout(g, p, acts).unwrap_or(first)
            } else {
                first
            }
        }
        DecisionKind::Shortcut { proposal } if deep => answer_shortcut(g, proposal, p),
        DecisionKind::Shortcut { .. } => Action::AnswerShortcut { player: p, shorten_at: None },
    }
}

/// 603.3d, 608.2d: targets chosen for a waiting trigger: the ones already
/// chosen if still legal, else the best by rollout (deep) or the other
/// player's best thing, or them; an optional slot (from `min` on) only for
/// what isn't its own; a divided amount (601.2d) split by `divide_among`,
/// among no more targets than it has points.
fn choose_targets(g: &Game, p: PlayerId, (slots, current, another, min): (&Vec<Vec<TargetChoice>>, &Vec<TargetChoice>, &Vec<usize>, usize), divide: Option<i32>, deep: bool) -> Action {
    let answer = |targets: Vec<TargetChoice>| {
        let division = divide.map(|a| divide_among(g, a, &targets)).unwrap_or_default();
        Action::ChooseTargets { player: p, targets, division }
    };
    let fits = |t: &[TargetChoice]| divide.is_none_or(|a| t.len() as i64 <= a as i64);
    let keep = current.len() >= min && current.len() <= slots.len() && current.iter().zip(slots).all(|(t, s)| s.contains(t));
    let apart = |picks: Vec<TargetChoice>| crate::rules::legal::keep_apart(slots, another, picks);
    let fallback: Vec<TargetChoice> = if keep { current.clone() } else { apart(slots[..min].iter().map(|s| s.first().copied().unwrap_or(TargetChoice::Player(p))).collect()) };
    if deep {
        let mut combos = target_combos(g, p, slots, min);
        if keep && !combos.contains(current) {
            combos.push(current.clone());
        }
        let acts: Vec<Action> = combos.into_iter().filter(|c| c.len() >= min && fits(c)).map(answer).collect();
        if let Some(a) = best_by_rollout(g, p, acts) {
            return a;
        }
    } else if !keep {
        // Harm the other player by default: their best thing, or them.
        let pick: Vec<TargetChoice> = slots
            .iter()
            .map(|s| {
                let mut s = s.clone();
                s.sort_by_key(|t| match t {
                    TargetChoice::Player(q) => (if *q == p { 3 } else { 1 }, 0i64),
                    TargetChoice::Object(id) => (if g.objects.get(id).map(|o| o.controller == p).unwrap_or(false) { 2 } else { 0 }, -(worth(g, *id) * 100.0) as i64),
                });
                s.first().copied().unwrap_or(TargetChoice::Player(p))
            })
            .collect();
        let mut pick = apart(pick);
        // An optional slot is left (with those after it) for what is ours or already chosen.
        let ours = |t: &TargetChoice| match t {
            TargetChoice::Player(q) => *q == p,
            TargetChoice::Object(id) => g.objects.get(id).is_some_and(|o| o.controller == p),
        };
        if let Some(stop) = (min..pick.len()).find(|&i| ours(&pick[i]) || pick[..i].contains(&pick[i]) || !fits(&pick[..=i])) {
            pick.truncate(stop);
        }
        return answer(pick);
    }
    answer(fallback)
}

/// "Choose a color" (608.2d): the colour most common among the other
/// players' permanents and spells, the one to be protected from, most often.
fn choose_colour(g: &Game, p: PlayerId, colors: &[Color]) -> Action {
    let theirs = g.battlefield.iter().chain(g.stack.iter().map(|s| &s.id)).filter(|id| g.controller_of(**id).is_some_and(|c| c != p));
    let mut count = vec![0usize; colors.len()];
    for id in theirs {
        if let Some(c) = g.chars(*id) {
            for (i, col) in colors.iter().enumerate() {
                count[i] += usize::from(c.colors.contains(*col));
            }
        }
    }
    let best = (0..colors.len()).max_by_key(|i| (count[*i], std::cmp::Reverse(*i))).unwrap_or(0);
    Action::ChooseColor { player: p, color: colors[best] }
}

/// Mana of chosen colours (106.3, 608.2d): all of the allowed colour its hand needs most.
fn choose_mana(g: &Game, p: PlayerId, amount: u32, colors: &[Color], one_color: bool) -> Action {
    let need = colour_needs(g, p);
    let best = colors.iter().copied().max_by_key(|c| (need[*c as usize], std::cmp::Reverse(*c)));
    let choice = crate::rules::mana_choice::ManaChoice { amount, colors: crate::rules::mana_choice::colour_set(colors), one_color };
    Action::ChooseMana { player: p, mana: choice.pick(best.map(ManaType::of_color)) }
}

// ---------------------------------------------------------------------------
// Shortcuts

/// The most of its own choices along a proposed shortcut the computer weighs.
const MAX_SHORTCUT_LOOKS: u32 = 48;

/// 716.2b: accept a proposed shortcut, or shorten it where the computer would
/// choose differently. It walks the sequence as the engine plays it
/// (`Game::first_choice_where`) and, at each of its own choices the proposal
/// makes for it, asks what it would do there itself: at priority, its usual
/// choice (`at_priority`: a land, a spell, an ability, or passing); declaring
/// attackers or blockers, its plan. The first point where that is not what the
/// proposal says is where it shortens. It accepts when there is no such point
/// among the first `MAX_SHORTCUT_LOOKS` of its choices, or when the engine
/// would not take the shortening.
fn answer_shortcut(g: &Game, proposal: &crate::rules::shortcut::Proposal, p: PlayerId) -> Action {
    let accept = Action::AnswerShortcut { player: p, shorten_at: None };
    let test = Box::new(move |at: &Game, _k: u64, a: &Action| -> bool { differs(at, p, a) });
    let Some(k) = g.first_choice_where(proposal, p, MAX_SHORTCUT_LOOKS, test) else { return accept };
    let shorten = Action::AnswerShortcut { player: p, shorten_at: Some(k) };
    // The engine is the judge of a shortening (716.2b); where it would refuse, accept.
    if g.clone().apply(&shorten).is_ok() {
        shorten
    } else {
        accept
    }
}

/// Whether the computer, as `p` in `at`, would choose other than `proposed`
/// (a pass at priority, or a declaration of attackers or blockers).
fn differs(at: &Game, p: PlayerId, proposed: &Action) -> bool {
    let ids = |mut v: Vec<u64>| {
        v.sort_unstable();
        v
    };
    match (proposed, &at.pending) {
        (Action::PassPriority { .. }, None) => at.flow == Flow::Priority(p) && !matches!(at_priority(at, p), Action::PassPriority { .. }),
        (Action::DeclareAttackers { attackers: proposed, .. }, Some(d)) if d.player == p && matches!(d.kind, DecisionKind::DeclareAttackers { .. }) => {
            let Action::DeclareAttackers { attackers: mine, .. } = decide(at, d, p, true) else { return false };
            ids(mine.iter().map(|x| x.attacker.0).collect()) != ids(proposed.iter().map(|x| x.attacker.0).collect())
        }
        (Action::DeclareBlockers { blockers: proposed, .. }, Some(d)) if d.player == p && matches!(d.kind, DecisionKind::DeclareBlockers { .. }) => {
            let Action::DeclareBlockers { blockers: mine, .. } = decide(at, d, p, true) else { return false };
            ids(mine.iter().map(|x| x.blocker.0).collect()) != ids(proposed.iter().map(|x| x.blocker.0).collect())
        }
        // A choice the proposer wrote for it (a loop's action) is taken as written.
        _ => false,
    }
}
