//! Answers to pending decisions: each kind of question checks its answer
//! here, before anything changes, and turns it into an `Answer` that is handed
//! to the one place the decision says the game resumes (`Decision::resume`,
//! `Game::deliver_answer`). A wrong answer, an answer of another kind or an
//! answer from the wrong player is refused with the game unchanged.

use super::actions::{illegal, Action, ActionError};
use super::state::*;
use super::types::*;
use super::events::TargetChoice;

/// Two lists hold the same entries, each as often (an order of given items).
fn same_entries<T: Ord + Clone>(a: &[T], b: &[T]) -> bool {
    let (mut a, mut b) = (a.to_vec(), b.to_vec());
    a.sort();
    b.sort();
    a == b
}

impl Game {
    /// The answer `action` gives to decision `d`, checked against what `d`
    /// asks (nothing changes here). An action that answers another kind of
    /// question is refused as the decision still pending.
    pub(crate) fn check_answer(&self, d: &Decision, action: &Action) -> Result<Answer, ActionError> {
        let rule = d.rule.as_str();
        match (&d.kind, action) {
            (DecisionKind::DeclareAttackers { candidates, defenders }, Action::DeclareAttackers { attackers, .. }) => {
                self.validate_attackers(candidates, defenders, attackers)?;
                Ok(Answer::Attackers(attackers.clone()))
            }
            (DecisionKind::DeclareBlockers { candidates, attackers }, Action::DeclareBlockers { blockers, .. }) => {
                self.validate_blockers(candidates, attackers, blockers)?;
                Ok(Answer::Blockers(blockers.clone()))
            }
            (DecisionKind::OrderTriggers { triggers, .. }, Action::OrderTriggers { order, .. }) => check_trigger_order(triggers, order),
            (DecisionKind::OrderBlockers { attacker, blockers }, Action::OrderBlockers { attacker: a, order, .. }) => self.check_blocker_order(*attacker, blockers, *a, order),
            (DecisionKind::AssignCombatDamage { attacker, power, lethal, trample_to, any_order, .. }, Action::AssignCombatDamage { attacker: a, amounts, .. }) => {
                if a != attacker {
                    return illegal(format!("510.1c: the assignment asked for is for {}, not {}", self.name_of(*attacker), self.name_of(*a)));
                }
                super::combat::check_division(*power, lethal, (trample_to.is_some(), *any_order), amounts).map_err(ActionError::Illegal)?;
                Ok(Answer::Assignment { attacker: *attacker, amounts: amounts.clone() })
            }
            (DecisionKind::ChooseCards { from, min, max, .. }, Action::ChooseCards { cards, .. }) => self.check_cards(rule, from, (*min, *max), cards),
            (DecisionKind::ChooseObject { candidates, optional, .. }, Action::ChooseObject { object, .. }) => self.check_object(rule, candidates, *optional, *object),
            (DecisionKind::ChooseColor { colors }, Action::ChooseColor { color, .. }) => match colors.contains(color) {
                true => Ok(Answer::Color(*color)),
                false => illegal(format!("{rule}: {color:?} is not one of the colours to choose from")),
            },
            (DecisionKind::ChooseCreatureType { types }, Action::ChooseCreatureType { creature_type, .. }) => match types.iter().any(|t| t == creature_type) {
                true => Ok(Answer::Text(creature_type.clone())),
                false => illegal(format!("{rule}: \"{}\" is not a creature type (205.3m)", super::limits::clip(creature_type))),
            },
            (DecisionKind::ChooseLandType { types }, Action::ChooseLandType { land_type, .. }) => match types.iter().any(|t| t == land_type) {
                true => Ok(Answer::Text(land_type.clone())),
                false => illegal(format!("{rule}: \"{}\" is not one of the basic land types to choose from (305.6)", super::limits::clip(land_type))),
            },
            (DecisionKind::ChoosePlayer { players }, Action::ChoosePlayer { chosen, .. }) => match players.contains(chosen) {
                true => Ok(Answer::Player(*chosen)),
                false => illegal(format!("{rule}: player {} is not one of the players to choose from", chosen.0)),
            },
            (DecisionKind::NameCard { nonland }, Action::NameCard { name, .. }) => match self.check_card_name(name, *nonland) {
                Ok(()) => Ok(Answer::Text(name.trim().to_string())),
                Err(why) => illegal(format!("{rule}: {}", super::limits::clip(&why))),
            },
            (DecisionKind::ChooseNumber { min, max }, Action::ChooseNumber { number, .. }) => match (min..=max).contains(&number) {
                true => Ok(Answer::Number(*number)),
                false => illegal(format!("{rule}: choose a number from {min} to {max}, not {number}")),
            },
            (DecisionKind::ChooseMana { amount, colors, one_color }, Action::ChooseMana { mana, .. }) => {
                let choice = super::mana_choice::ManaChoice { amount: *amount, colors: super::mana_choice::colour_set(colors), one_color: *one_color };
                choice.check(mana).map_err(|why| ActionError::Illegal(format!("{rule}: {why}")))?;
                Ok(Answer::Mana(*mana))
            }
            (DecisionKind::ArrangeCards { cards, .. }, Action::ArrangeCards { order, .. }) => match same_entries(cards, order) {
                true => Ok(Answer::Cards(order.clone())),
                false => illegal(format!("{rule}: the order must list each of the {} cards looked at exactly once", cards.len())),
            },
            (DecisionKind::ChooseYesNo { .. }, Action::ChooseYesNo { yes, .. }) => Ok(Answer::Yes(*yes)),
            // Version 1 of the action vocabulary asked a yes/no question as a
            // choice of its subject (yes) or of nothing (no); links and scripts
            // written then still answer it so.
            (DecisionKind::ChooseYesNo { subject, .. }, Action::ChooseObject { object, .. }) => match object.is_some_and(|o| o != *subject) {
                true => illegal(format!("{rule}: this is a yes/no question: answer with choose_yes_no (or, as written before, choose {} for yes and nothing for no)", self.name_of(*subject))),
                false => Ok(Answer::Yes(object.is_some())),
            },
            (DecisionKind::ChooseTargets { slots, another, min, divide, .. }, Action::ChooseTargets { targets, division, .. }) => {
                let answer = self.check_target_answer(rule, (slots, another, min.unwrap_or(slots.len())), targets)?;
                match super::casting::check_division(&format!("{rule}: this choice"), *divide, targets, division)? {
                    d if d.is_empty() => Ok(answer),
                    division => Ok(Answer::DividedTargets { targets: targets.clone(), division }),
                }
            }
            (DecisionKind::ChooseMode { modes, legal }, Action::ChooseMode { mode, .. }) => check_mode(modes, legal, *mode),
            (DecisionKind::ChooseReplacement { options, descriptions, .. }, Action::ChooseReplacement { choice, .. }) => match options.contains(choice) {
                true => Ok(Answer::Replacement(*choice)),
                false => {
                    let listed: Vec<String> = options.iter().zip(descriptions).map(|(k, d)| format!("{k} ({d})")).collect();
                    illegal(format!("{rule}: {choice} is not one of the options: {}", listed.join(", ")))
                }
            },
            _ => Err(ActionError::DecisionPending(format!("{}: {} must decide: {}", d.rule, self.player(d.player).name, d.prompt))),
        }
    }

    /// 509.2: an order of the creatures blocking `attacker`.
    fn check_blocker_order(&self, attacker: ObjectId, blockers: &[ObjectId], asked: ObjectId, order: &[ObjectId]) -> Result<Answer, ActionError> {
        if asked != attacker {
            return illegal(format!("509.2: the order asked for is for {}, not {}", self.name_of(attacker), self.name_of(asked)));
        }
        if !same_entries(blockers, order) {
            return illegal(format!("509.2: the order must list each creature blocking {} exactly once", self.name_of(attacker)));
        }
        Ok(Answer::BlockerOrder { attacker, order: order.to_vec() })
    }

    /// Between `min` and `max` different cards, each one of `from`.
    fn check_cards(&self, rule: &str, from: &[ObjectId], (min, max): (usize, usize), cards: &[ObjectId]) -> Result<Answer, ActionError> {
        if cards.len() < min || cards.len() > max {
            return illegal(format!("{rule}: choose between {min} and {max} cards, not {}", cards.len()));
        }
        let mut seen = std::collections::BTreeSet::new();
        for c in cards {
            if !from.contains(c) {
                return illegal(format!("{rule}: {} ({c}) is not one of the cards to choose from", self.name_of(*c)));
            }
            if !seen.insert(*c) {
                return illegal(format!("{rule}: {c} is chosen twice"));
            }
        }
        Ok(Answer::Cards(cards.to_vec()))
    }

    /// One of `candidates`, or nothing where the choice is optional.
    fn check_object(&self, rule: &str, candidates: &[ObjectId], optional: bool, object: Option<ObjectId>) -> Result<Answer, ActionError> {
        match object {
            None if !optional => illegal(format!("{rule}: a choice is required here")),
            Some(o) if !candidates.contains(&o) => illegal(format!("{rule}: {} ({o}) is not one of the choices", self.name_of(o))),
            _ => Ok(Answer::Object(object)),
        }
    }

    /// One target per slot, each legal for its slot; a slot marked "another"
    /// names a target no earlier slot named (601.2c).
    /// 601.2c: a legal choice for each slot chosen, at least `min` of them
    /// (the optional slots left are the last), "another" slots not repeating.
    fn check_target_answer(&self, rule: &str, (slots, another, min): (&[Vec<TargetChoice>], &[usize], usize), targets: &[TargetChoice]) -> Result<Answer, ActionError> {
        if targets.len() < min || targets.len() > slots.len() {
            let count = if min == slots.len() { format!("{min}") } else { format!("{min} to {}", slots.len()) };
            return illegal(format!("{rule}: choose {count} target(s), not {}", targets.len()));
        }
        for (i, t) in targets.iter().enumerate() {
            if !slots[i].contains(t) {
                return illegal(format!("{rule}: {} is not a legal choice for target {i}", self.target_name(*t)));
            }
            if another.contains(&i) && targets[..i].contains(t) {
                return illegal(format!("601.2c: {} is already a target: target {i} is another target", self.target_name(*t)));
            }
        }
        Ok(Answer::Targets(targets.to_vec()))
    }
}

/// 603.3b: an order naming each waiting trigger exactly once.
fn check_trigger_order(triggers: &[u64], order: &[u64]) -> Result<Answer, ActionError> {
    match same_entries(triggers, order) {
        true => Ok(Answer::TriggerOrder(order.to_vec())),
        false => illegal(format!("603.3b: the order must list each of the triggers {triggers:?} exactly once")),
    }
}

/// 603.3c: one of the modes that can be chosen.
fn check_mode(modes: &[String], legal: &[usize], mode: usize) -> Result<Answer, ActionError> {
    if legal.contains(&mode) {
        return Ok(Answer::Mode(mode));
    }
    illegal(match modes.get(mode) {
        Some(m) => format!("603.3c: mode {mode} (\"{m}\") can't be chosen: it has no legal target"),
        None => format!("603.3c: there is no mode {mode}: choose one of {legal:?}"),
    })
}

