//! A scenario's `author`, `goal` and `knowledge` fields (docs/scenarios.md,
//! "Goals and knowledge"): their shape, and their validation into the
//! game's goal (rules::goal) with every problem named by its field.

use super::scenario::Scenario;
use crate::cards::CardPool;
use crate::rules::goal::Aim;
use crate::rules::limits;
use crate::rules::state::Game;
use crate::rules::types::*;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The kinds of goal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GoalKind {
    Win,
    Survive,
    Life,
    Remove,
    Control,
}

impl GoalKind {
    fn as_str(self) -> &'static str {
        match self {
            GoalKind::Win => "win",
            GoalKind::Survive => "survive",
            GoalKind::Life => "life",
            GoalKind::Remove => "remove",
            GoalKind::Control => "control",
        }
    }
}

/// A goal as a scenario writes it: `{"kind": "win", "player": 0}` and so on.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GoalSetup {
    pub kind: GoalKind,
    /// The solver (a player index; 0 when left out).
    #[serde(default)]
    pub player: u8,
    /// The last turn in which the goal may be achieved (default: the scenario's turn).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub by_turn: Option<u32>,
    /// How the puzzle states the goal (default: the engine words it).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub text: String,
    /// `life`: the player whose life total is to be reduced.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target: Option<u8>,
    /// `life`: the life total to reach, or less.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub life: Option<i32>,
    /// `remove`: labels of the permanents to destroy or exile ("@wall").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub objects: Vec<String>,
    /// `control`: the label of the permanent to control.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub object: Option<String>,
    /// `control`: or the name of a card, any permanent with that name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub card: Option<String>,
}

/// What the solver is shown (every field false: the ordinary hidden information, 400.2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct KnowledgeSetup {
    #[serde(default)]
    pub opponent_hand: bool,
    #[serde(default)]
    pub libraries: bool,
    #[serde(default)]
    pub library_order: bool,
}

impl KnowledgeSetup {
    /// The engine's form (rules::goal::Knowledge) for this solver; no library shuffled yet.
    pub fn for_solver(&self, player: PlayerId) -> crate::rules::goal::Knowledge {
        crate::rules::goal::Knowledge { player, opponent_hand: self.opponent_hand, libraries: self.libraries, library_order: self.library_order, shuffled: 0 }
    }
}

impl Scenario {
    /// Check `author`, `goal` and `knowledge` against the game as set up;
    /// returns the goal's aim with the labels resolved to object ids.
    pub(crate) fn goal_aim(&self, g: &Game, labels: &BTreeMap<String, ObjectId>, pool: &CardPool, errs: &mut Vec<String>) -> Option<Aim> {
        let n = self.author.chars().count();
        if n > limits::MAX_AUTHOR_CHARS {
            errs.push(format!("author: {n} characters is over the limit of {} (limits::MAX_AUTHOR_CHARS)", limits::MAX_AUTHOR_CHARS));
        }
        if let Some(k) = &self.knowledge {
            if k.library_order && !k.libraries {
                errs.push("knowledge.library_order: the order of the libraries is shown only with their cards (\"libraries\": true)".into());
            }
        }
        let gs = self.goal.as_ref()?;
        let before = errs.len();
        let players = g.players.len();
        let kind = gs.kind.as_str();
        if gs.player as usize >= players {
            errs.push(format!("goal.player: there is no player {} (players are numbered from 0)", gs.player));
        }
        let n = gs.text.chars().count();
        if n > limits::MAX_GOAL_TEXT_CHARS {
            errs.push(format!("goal.text: {n} characters is over the limit of {} (limits::MAX_GOAL_TEXT_CHARS)", limits::MAX_GOAL_TEXT_CHARS));
        }
        let turn = self.turn.number.max(1);
        match gs.by_turn {
            Some(_) if gs.kind == GoalKind::Survive => errs.push("goal.by_turn: a survive goal lasts until the player's next turn begins; it has no by_turn".into()),
            Some(t) if t < turn => errs.push(format!("goal.by_turn: turn {t} is before the scenario's turn {turn}")),
            Some(t) if t > limits::MAX_TURN => errs.push(format!("goal.by_turn: {t} is over the limit of {} (limits::MAX_TURN)", limits::MAX_TURN)),
            _ => {}
        }
        // Fields that belong to other kinds.
        let only = |field: &str, owner: &str, given: bool, errs: &mut Vec<String>| {
            if given && kind != owner {
                errs.push(format!("goal.{field}: only a {owner} goal has this field (this is a {kind} goal)"));
            }
        };
        only("target", "life", gs.target.is_some(), errs);
        only("life", "life", gs.life.is_some(), errs);
        only("objects", "remove", !gs.objects.is_empty(), errs);
        only("object", "control", gs.object.is_some(), errs);
        only("card", "control", gs.card.is_some(), errs);
        let label = |l: &str| labels.get(l.strip_prefix('@').unwrap_or(l)).copied();
        let aim = match gs.kind {
            GoalKind::Win => Some(Aim::Win),
            GoalKind::Survive => Some(Aim::Survive),
            GoalKind::Life => {
                let target = match gs.target {
                    None => {
                        errs.push("goal.target: missing (a life goal names the player whose life is to be reduced)".into());
                        None
                    }
                    Some(t) if t as usize >= players => {
                        errs.push(format!("goal.target: there is no player {t} (players are numbered from 0)"));
                        None
                    }
                    Some(t) => Some(PlayerId(t)),
                };
                let life = match gs.life {
                    None => {
                        errs.push("goal.life: missing (a life goal names the life total to reach, or less)".into());
                        None
                    }
                    Some(l) if l.unsigned_abs() > limits::MAX_NUMBER as u32 => {
                        errs.push(format!("goal.life: {l} is over the limit of ±{} (limits::MAX_NUMBER)", limits::MAX_NUMBER));
                        None
                    }
                    Some(l) => Some(l),
                };
                match (target, life) {
                    (Some(t), Some(l)) if g.life_of(t) <= l => {
                        errs.push(format!("goal.life: {}'s life is already {}, at or below {l}", g.player(t).name, g.life_of(t)));
                        None
                    }
                    (Some(target), Some(life)) => Some(Aim::Life { target, life }),
                    _ => None,
                }
            }
            GoalKind::Remove => {
                if gs.objects.is_empty() {
                    errs.push("goal.objects: a remove goal lists at least one labelled permanent (\"@label\")".into());
                }
                if gs.objects.len() > limits::MAX_GOAL_OBJECTS {
                    errs.push(format!("goal.objects: {} objects is over the limit of {} (limits::MAX_GOAL_OBJECTS)", gs.objects.len(), limits::MAX_GOAL_OBJECTS));
                }
                let mut ids = Vec::new();
                for (i, l) in gs.objects.iter().enumerate().take(limits::MAX_GOAL_OBJECTS) {
                    match label(l) {
                        None => errs.push(format!("goal.objects[{i}]: no object labelled \"{l}\"")),
                        Some(id) if !g.is_on_battlefield(id) => errs.push(format!("goal.objects[{i}]: \"{l}\" is not on the battlefield (only a permanent can be destroyed or exiled)")),
                        Some(id) if ids.contains(&id) => errs.push(format!("goal.objects[{i}]: \"{l}\" is listed twice")),
                        Some(id) => ids.push(id),
                    }
                }
                Some(Aim::Remove { objects: ids, removed: Vec::new() })
            }
            GoalKind::Control => match (&gs.object, &gs.card) {
                (Some(_), Some(_)) => {
                    errs.push("goal.card: a control goal names an \"object\" (a label) or a \"card\" (a name), not both".into());
                    None
                }
                (None, None) => {
                    errs.push("goal.object: missing (a control goal names an \"object\", a label, or a \"card\", a name)".into());
                    None
                }
                (Some(l), None) => match label(l) {
                    None => {
                        errs.push(format!("goal.object: no object labelled \"{l}\""));
                        None
                    }
                    Some(id) => Some(Aim::Control { object: Some(id), card: None }),
                },
                (None, Some(c)) => match pool.get(c) {
                    None => {
                        errs.push(format!("goal.card: unknown card '{c}'"));
                        None
                    }
                    Some(d) => Some(Aim::Control { object: None, card: Some(d.name.clone()) }),
                },
            },
        };
        if errs.len() > before {
            None
        } else {
            aim
        }
    }
}
