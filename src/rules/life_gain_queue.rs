//! Life gains as values on their way through the effects that replace a
//! gain (614.1a: "if you would gain life, you gain twice that much life
//! instead", "... gains no life instead"), so that a question stops the work
//! where it stands and the answer takes it on.
//!
//! Each gain is an event of its own: a player's gain from an instruction
//! (118.3), each source's lifelink gain (702.15b). A `GainQueue` holds the
//! gains still to come, the front first, each with the keys of the effects
//! already applied to it (614.5: two "twice that much" effects make a gain four times
//! as much, each once). Settling the front gain applies the effects one at a
//! time (616.1e); with two or more different ones the gaining player chooses
//! the next (616.1). The question stops the queue: the work that owns it
//! keeps it (the resolving instruction, or the damage queue whose lifelink
//! gains wait), and the answer resumes it at the same gain, with the effects
//! applied before it left applied.
//!
//! Where no question can be asked (a gain while a cost is paid, settled
//! before the payment by rules::payment_harm), the queue takes its answers
//! from `Game::choose_replacement`.

use super::events::*;
use super::replacement::{Applicable, Applies};
use super::state::*;
use super::types::*;
use crate::cards::def::*;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// The rule a gain is made under, cited by its events.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GainRule {
    /// 118.3: an instruction or a cost.
    Gain,
    /// 702.15b: lifelink.
    Lifelink,
    /// 118.5: a life total set to a higher number.
    SetLife,
}

impl GainRule {
    pub fn rule(self) -> &'static str {
        match self {
            GainRule::Gain => "118.3",
            GainRule::Lifelink => "702.15b",
            GainRule::SetLife => "118.5",
        }
    }

    fn from_rule(rule: &str) -> GainRule {
        match rule {
            "702.15b" => GainRule::Lifelink,
            "118.5" => GainRule::SetLife,
            _ => GainRule::Gain,
        }
    }
}

/// One gain on its way, with the effects already applied to it (614.5).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct QueuedGain {
    pub player: PlayerId,
    pub amount: i32,
    pub rule: GainRule,
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub applied: BTreeSet<u64>,
}

/// Gains on their way through the replacement effects.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GainQueue {
    /// Gains still to come, the front one first.
    pub todo: Vec<QueuedGain>,
    /// The answer to the question the front gain waits for, once given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub answer: Option<u64>,
    /// The life gained so far ("the life gained this way").
    #[serde(default, skip_serializing_if = "is_zero")]
    pub gained: i32,
}

fn is_zero(n: &i32) -> bool {
    *n == 0
}

impl GainQueue {
    /// A queue of these gains (player, amount), in order; a gain of 0 or less is none.
    pub fn new(gains: impl IntoIterator<Item = (PlayerId, i32)>, rule: GainRule) -> GainQueue {
        let todo = gains.into_iter().filter(|(_, n)| *n > 0).map(|(player, amount)| QueuedGain { player, amount, rule, applied: BTreeSet::new() }).collect();
        GainQueue { todo, ..GainQueue::default() }
    }

    pub fn is_empty(&self) -> bool {
        self.todo.is_empty()
    }
}

impl Game {
    /// 118.3: `p` gains `n` life, through the effects that would replace the
    /// gain, where no question can stop the work. Returns the life gained.
    pub(crate) fn gain_life(&mut self, p: PlayerId, n: i32, rule: &'static str) -> i32 {
        let mut q = GainQueue::new([(p, n)], GainRule::from_rule(rule));
        self.run_gain_queue(&mut q, None);
        q.gained
    }

    /// Settle and make the queue's gains one by one. With `resume`, a question
    /// stops the queue and is asked (its answer goes to `resume`): returns
    /// false, and the queue holds where it stands. Without, the answer comes
    /// from `choose_replacement`.
    pub(crate) fn run_gain_queue(&mut self, q: &mut GainQueue, resume: Option<Resume>) -> bool {
        let mut answer = q.answer.take();
        while let Some(front) = q.todo.first_mut() {
            let mut gain = front.clone();
            if self.cant_gain_life(gain.player) {
                q.todo.remove(0);
                self.emit(Event::new("118.7", EventKind::Note, format!("{} can't gain life: {} life not gained", self.player(gain.player).name, gain.amount)));
                continue;
            }
            let cands = self.gain_replacements(gain.player, &gain.applied);
            // 616.1: with no effect to apply there is nothing to choose (nor to word).
            let chosen = if cands.is_empty() {
                None
            } else {
                let what = format!("{}'s life gain", self.player(gain.player).name);
                let Some(chosen) = self.replacement_chosen(gain.player, &cands, &what, &mut answer, &resume) else { return false };
                chosen
            };
            match chosen {
                None => {
                    q.todo.remove(0);
                    let gained = self.change_life_now(gain.player, gain.amount, gain.rule.rule());
                    q.gained = q.gained.saturating_add(gained);
                }
                Some(a) => {
                    if self.gain_replaced(&mut gain, &a) {
                        q.todo[0] = gain;
                    } else {
                        q.todo.remove(0);
                    }
                }
            }
        }
        true
    }

    /// 118.7 (reference rules), 810.9g: can `p` not gain life? A permanent's
    /// ability says so of them (or, in Two-Headed Giant, of a teammate).
    pub(crate) fn cant_gain_life(&self, p: PlayerId) -> bool {
        if self.static_sources.is_empty() {
            return false;
        }
        let says = |q: PlayerId| {
            self.static_saying(|e, _, controller| match e {
                StaticEffect::CantGainLife { who: None } => true,
                StaticEffect::CantGainLife { who: Some(Relation::You) } => controller == q,
                StaticEffect::CantGainLife { who: Some(Relation::Opponent) } => self.opponents(controller).contains(&q),
                _ => false,
            })
            .is_some()
        };
        says(p) || (self.variant == Variant::TwoHeadedGiant && self.players.iter().map(|x| x.id).any(|q| q != p && self.teammates(p, q) && says(q)))
    }

    /// 614.1a: the "if [a player] would gain life, ... instead" effects that
    /// would replace `p`'s gain, leaving out those already applied to it (614.5).
    pub(crate) fn gain_replacements(&self, p: PlayerId, applied: &BTreeSet<u64>) -> Vec<Applicable> {
        // Only permanents whose printed (or copied) abilities have one (an index).
        if self.life_gain_replacers.is_empty() {
            return Vec::new();
        }
        self.static_replacements()
            .into_iter()
            .filter(|(s, k, kind, _)| {
                !applied.contains(k)
                    && match kind {
                        ReplacementKind::WouldGainLife { who, .. } => {
                            let ctl = self.controller_of(*s);
                            match who {
                                None => true,
                                Some(Relation::You) => ctl == Some(p),
                                Some(Relation::Opponent) => ctl.is_some_and(|c| self.opponents(c).contains(&p)),
                            }
                        }
                        _ => false,
                    }
            })
            .map(|(s, key, kind, text)| Applicable { key, source: Some(s), applies: Applies::Static(kind), text: format!("{}: {text}", self.effect_label(s)) })
            .collect()
    }

    /// 614.1a: `a` applied to the gain: returns true while there is still a
    /// gain (twice as much), false when it became none.
    pub(crate) fn gain_replaced(&mut self, gain: &mut QueuedGain, a: &Applicable) -> bool {
        let Applies::Static(ReplacementKind::WouldGainLife { instead, .. }) = &a.applies else { return false };
        let name = self.player(gain.player).name.clone();
        let by = a.source.unwrap_or(ObjectId(0));
        let n = gain.amount;
        let what = format!("{name} would gain {n} life");
        gain.applied.insert(a.key);
        match instead {
            LifeGainInstead::Nothing => {
                self.emit(Event::new("614.1a", EventKind::Replaced { what, by }, format!("{}: {name} gains no life instead of {n}", a.text)));
                false
            }
            LifeGainInstead::Twice => {
                gain.amount = n.saturating_mul(2);
                self.emit(Event::new("614.1a", EventKind::Replaced { what, by }, format!("{}: {name} gains {} life instead of {n}", a.text, gain.amount)));
                true
            }
        }
    }
}
