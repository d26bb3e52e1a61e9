//! A random legal player, the yardstick for the computer opponent: it picks
//! uniformly among the legal actions (then uniformly among each action's
//! targets, modes and answers) with its own seeded generator. It never
//! concedes and never proposes shortcuts; it accepts a proposed one.

use crate::rules::actions::{Action, Attack, Block};
use crate::rules::events::TargetChoice;
use crate::rules::legal::LegalAction;
use crate::rules::state::{DecisionKind, Flow, Game};
use crate::rules::types::*;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

pub struct RandomPlayer {
    rng: ChaCha8Rng,
}

impl RandomPlayer {
    pub fn new(seed: u64) -> RandomPlayer {
        RandomPlayer { rng: ChaCha8Rng::seed_from_u64(seed) }
    }

    fn pick<T: Clone>(&mut self, v: &[T]) -> Option<T> {
        v.choose(&mut self.rng).cloned()
    }

    /// A random target per slot (the optional slots beyond `min` left empty at random).
    /// For a "sacrifice N" or "discard N" cost (602.2b, 117.8): N of the objects offered, at random.
    fn sacrifices(&mut self, s: Option<&crate::rules::legal::SacrificeChoice>) -> Vec<ObjectId> {
        let Some(s) = s else { return Vec::new() };
        let mut c = s.candidates.clone();
        c.shuffle(&mut self.rng);
        s.pick(&c)
    }

    /// 601.2d: a divided amount split at random among the targets, 1 each
    /// and each other point to a target picked at random (none when there
    /// is less than 1 for each: the action is then refused, as it should be).
    fn division(&mut self, divide: Option<i32>, targets: &[TargetChoice]) -> Vec<u32> {
        let Some(a) = divide.filter(|a| !targets.is_empty() && *a >= targets.len() as i32) else { return Vec::new() };
        let mut v = vec![1u32; targets.len()];
        for _ in targets.len() as i32..a.min(crate::rules::limits::MAX_X as i32) {
            let i = self.rng.gen_range(0..v.len());
            v[i] += 1;
        }
        v
    }

    fn targets(&mut self, slots: &[Vec<TargetChoice>], min: usize) -> Vec<TargetChoice> {
        let mut out = Vec::new();
        for (i, s) in slots.iter().enumerate() {
            if i >= min && self.rng.gen_bool(0.5) {
                break;
            }
            match self.pick(s) {
                Some(t) => out.push(t),
                None => break,
            }
        }
        out
    }

    /// The action it takes for `p` now, or None when `p` has nothing to do.
    pub fn choose(&mut self, g: &Game, p: PlayerId) -> Option<Action> {
        if g.winners.is_some() {
            return None;
        }
        if let Some(d) = &g.pending {
            if !g.may_answer(d, p) {
                return None;
            }
            return Some(self.decide(g, &d.kind, p));
        }
        if g.flow != Flow::Priority(p) {
            return None;
        }
        let legal = g.legal_actions();
        let la = self.pick(&legal)?;
        Some(match la {
            LegalAction::Pass { player } => Action::PassPriority { player },
            LegalAction::PlayLand { player, card, .. } => Action::PlayLand { player, card },
            LegalAction::Suspend { player, card, .. } => Action::Suspend { player, card, mana_abilities: vec![], auto_pay: true },
            LegalAction::TurnFaceUp { player, permanent, sacrifice, discard, exile, return_to_hand, tap, .. } => {
                let first = |c: Option<crate::rules::legal::SacrificeChoice>| c.map(|s| s.candidates.into_iter().take(s.count as usize).collect::<Vec<_>>()).unwrap_or_default();
                Action::TurnFaceUp { player, permanent, mana_abilities: vec![], auto_pay: true, sacrifice: first(sacrifice), discard: first(discard), exile: first(exile), return_to_hand: first(return_to_hand), tap: first(tap) }
            }
            LegalAction::Cast { player, card, options, has_x, .. } => {
                let opt = self.pick(&options)?;
                let targets = crate::rules::legal::keep_apart(&opt.targets, &opt.another, self.targets(&opt.targets, opt.min_targets));
                let division_for = |x: Option<u32>| opt.divide.or_else(|| opt.divide_x.map(|plus| (x.unwrap_or(0) as i32).saturating_add(plus)));
                let x = if opt.x_targets {
                    Some(targets.len() as u32)
                } else if let Some(k) = &opt.x_cost {
                    Some(self.rng.gen_range(0..=k.max))
                } else if has_x {
                    let (pool, src) = g.mana_available(player, None);
                    Some(self.rng.gen_range(0..=(pool.total() + src.total())))
                } else {
                    None
                };
                // 601.2b: an additional cost taking X names X objects.
                let opt = match x {
                    Some(n) if opt.x_cost.is_some() => std::borrow::Cow::Owned(opt.with_x_cost(n)),
                    _ => std::borrow::Cow::Borrowed(&opt),
                };
                let opt: &crate::rules::legal::CastOption = &opt;
                let sacrifice = self.sacrifices(opt.sacrifice.as_ref());
                let discard = self.sacrifices(opt.discard.as_ref());
                let exile = self.sacrifices(opt.exile.as_ref());
                let return_to_hand = self.sacrifices(opt.return_to_hand.as_ref());
                let tap = self.sacrifices(opt.tap.as_ref());
                let multikicker = opt.multikicker.map(|max| self.rng.gen_range(0..=max)).unwrap_or(0);
                let division = self.division(division_for(x), &targets);
                Action::CastSpell { player, card, targets, mode: opt.mode, x, mana_abilities: vec![], auto_pay: true, division, alternative_cost: opt.alternative_cost, kicked: opt.kicked, multikicker, buyback: opt.buyback, sacrifice, discard, exile, return_to_hand, tap, phyrexian_life: opt.phyrexian_life, splice: opt.splice.clone() }
            }
            LegalAction::Activate { player, source, ability, targets, min_targets, has_x, x_targets, sacrifice, discard, exile, return_to_hand, tap, another, choose_mana, phyrexian_life, divide, .. } => {
                let t = crate::rules::legal::keep_apart(&targets, &another, self.targets(&targets, min_targets));
                let sac = self.sacrifices(sacrifice.as_ref());
                let discard = self.sacrifices(discard.as_ref());
                let exile = self.sacrifices(exile.as_ref());
                let return_to_hand = self.sacrifices(return_to_hand.as_ref());
                let tap = self.sacrifices(tap.as_ref());
                let x = if x_targets { Some(t.len() as u32) } else if has_x { Some(self.rng.gen_range(0..=3)) } else { None };
                let adds = choose_mana.map(|c| c.all_of(self.rng.gen_range(0..c.colors.iter().count().max(1))));
                let division = self.division(divide, &t);
                Action::ActivateAbility { player, source, ability, targets: t, x, mana_abilities: vec![], auto_pay: true, division, sacrifice: sac, discard, exile, return_to_hand, tap, adds, phyrexian_life }
            }
            LegalAction::Decide { decision } => self.decide(g, &decision.kind, p),
        })
    }

    fn decide(&mut self, g: &Game, d: &DecisionKind, p: PlayerId) -> Action {
        match d {
            DecisionKind::DeclareAttackers { candidates, defenders } => {
                let required = g.required_attackers(candidates);
                let mut attackers = Vec::new();
                for c in candidates {
                    if required.contains(c) || self.rng.gen_bool(0.5) {
                        if let Some(t) = self.pick(defenders) {
                            attackers.push(Attack { attacker: *c, target: t, band: None });
                        }
                    }
                }
                Action::DeclareAttackers { player: p, attackers }
            }
            DecisionKind::DeclareBlockers { candidates, attackers } => {
                let mut blockers = Vec::new();
                for b in candidates {
                    if self.rng.gen_bool(0.5) {
                        let can: Vec<ObjectId> = attackers.iter().copied().filter(|a| g.can_block(*b, *a).is_ok()).collect();
                        if let Some(a) = self.pick(&can) {
                            blockers.push(Block { blocker: *b, attacker: a });
                        }
                        // 509.1a: a creature that may block more blocks some of the others too.
                        let mut more = g.blocks_allowed(*b).map_or(usize::MAX, |m| m as usize).saturating_sub(1);
                        for a in can {
                            if more > 0 && !blockers.contains(&Block { blocker: *b, attacker: a }) && self.rng.gen_bool(0.5) {
                                blockers.push(Block { blocker: *b, attacker: a });
                                more -= 1;
                            }
                        }
                    }
                }
                let blockers = g.with_block_requirements(g.without_lone_menace_blocks(blockers), candidates, attackers);
                Action::DeclareBlockers { player: p, blockers }
            }
            DecisionKind::ChooseMode { legal, .. } => Action::ChooseMode { player: p, mode: self.pick(legal).unwrap_or(0) },
            DecisionKind::OrderTriggers { triggers, .. } => {
                let mut order = triggers.clone();
                order.shuffle(&mut self.rng);
                Action::OrderTriggers { player: p, order }
            }
            DecisionKind::ChooseCards { from, min, max, .. } => {
                let n = self.rng.gen_range(*min..=(*max).min(from.len()).max(*min));
                let mut c = from.clone();
                c.shuffle(&mut self.rng);
                c.truncate(n);
                Action::ChooseCards { player: p, cards: c }
            }
            DecisionKind::ChooseColor { colors } => Action::ChooseColor { player: p, color: colors[self.rng.gen_range(0..colors.len())] },
            DecisionKind::ChooseCreatureType { types } => Action::ChooseCreatureType { player: p, creature_type: types[self.rng.gen_range(0..types.len())].clone() },
            DecisionKind::ChooseLandType { types } => Action::ChooseLandType { player: p, land_type: types[self.rng.gen_range(0..types.len())].clone() },
            DecisionKind::ChoosePlayer { players } => Action::ChoosePlayer { player: p, chosen: players[self.rng.gen_range(0..players.len())] },
            DecisionKind::ChooseNumber { min, max } => Action::ChooseNumber { player: p, number: self.rng.gen_range(*min..=*max) },
            DecisionKind::ChooseMana { amount, colors, one_color } => {
                // One colour for all of it, or each mana its own colour.
                let mut mana = ManaPool::default();
                let first = colors[self.rng.gen_range(0..colors.len())];
                for _ in 0..(*amount).min(crate::rules::limits::MAX_MANA) {
                    let c = if *one_color { first } else { colors[self.rng.gen_range(0..colors.len())] };
                    *mana.get_mut(ManaType::of_color(c)) += 1;
                }
                Action::ChooseMana { player: p, mana }
            }
            DecisionKind::NameCard { nonland } => {
                // A name of a card of this game (any card's name would do, 201.3).
                let names: Vec<&str> = g.objects.values().filter(|o| !*nonland || !o.def.types.contains(&CardType::Land)).map(|o| o.def.name.as_str()).collect();
                let pool = { let pool = crate::cards::builtin(); pool.names().find(|n| pool.get(n).is_some_and(|c| !c.types.contains(&CardType::Land))).cloned() };
                let name = self.pick(&names).map(str::to_string).or(pool).unwrap_or_default();
                Action::NameCard { player: p, name }
            }
            DecisionKind::ArrangeCards { cards, .. } => {
                let mut order = cards.clone();
                order.shuffle(&mut self.rng);
                Action::ArrangeCards { player: p, order }
            }
            DecisionKind::ChooseYesNo { .. } => Action::ChooseYesNo { player: p, yes: self.rng.gen_bool(0.7) },
            DecisionKind::ChooseObject { candidates, optional, .. } => {
                let object = if *optional && (candidates.is_empty() || self.rng.gen_bool(0.3)) { None } else { self.pick(candidates) };
                Action::ChooseObject { player: p, object }
            }
            DecisionKind::ChooseTargets { slots, current, another, min, divide } => {
                let min = min.unwrap_or(slots.len());
                let mut t = crate::rules::legal::keep_apart(slots, another, self.targets(slots, min));
                if t.len() < min {
                    t = current.clone();
                }
                let division = self.division(*divide, &t);
                Action::ChooseTargets { player: p, targets: t, division }
            }
            DecisionKind::OrderBlockers { attacker, blockers } => {
                let mut order = blockers.clone();
                order.shuffle(&mut self.rng);
                Action::OrderBlockers { player: p, attacker: *attacker, order }
            }
            DecisionKind::AssignCombatDamage { attacker, suggested, .. } => Action::AssignCombatDamage { player: p, attacker: *attacker, amounts: suggested.clone() },
            DecisionKind::ChooseReplacement { options, .. } => Action::ChooseReplacement { player: p, choice: self.pick(options).unwrap_or(0) },
            DecisionKind::Shortcut { .. } => Action::AnswerShortcut { player: p, shorten_at: None },
        }
    }
}
