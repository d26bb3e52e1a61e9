//! 614.1a, 616.1: the instructions of an effect that replaces an event with
//! others ("If you would lose the game, instead shuffle your hand, your
//! graveyard, and all permanents you own into your library, then draw seven
//! cards and your life total becomes 20": Lich's Mirror), followed as work of
//! their own that stops where a question comes and resumes with the answer.
//!
//! The event doesn't happen; the replacement's instructions are followed
//! right after the work that met the event: the state-based check that would
//! have made the player lose (704.3: before the next check), or the
//! instruction that would have (608.2c: before the next instruction). When two
//! or more different effects could replace it, the affected player chooses
//! one first (616.1). The instructions are followed as a resolving spell's
//! are, so a draw or a life gain among them meets its own replacement
//! questions through its queue (rules::draw_queue, rules::life_gain_queue);
//! a question stops the work, which the game keeps (`Game::replacement_work`)
//! until it is answered, and nothing else happens meanwhile.

use super::events::*;
use super::state::*;
use super::types::*;
use crate::cards::def::*;
use serde::{Deserialize, Serialize};

/// An event replaced by instructions, on its way.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReplacementWork {
    /// The player the event would have happened to: the one who chooses (616.1).
    pub player: PlayerId,
    /// The event in words ("Alice's loss of the game (704.5a: 0 or less life)").
    pub event: String,
    /// The instructions of the effect applied, being followed; None until
    /// the player has chosen among the different effects that could apply.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub frame: Option<ResolutionFrame>,
}

impl Game {
    /// 614.1a: `p`'s loss of the game is replaced when an effect of theirs
    /// says so: the work is kept to be followed after what met the loss
    /// (see the module notes). Returns true when it was replaced.
    pub(crate) fn replace_game_loss(&mut self, p: PlayerId, rule: &str, reason: &str) -> bool {
        let cands = self.loss_replacements(p);
        let Some((s0, _, steps0, _)) = cands.first().cloned() else { return false };
        let name = self.player(p).name.clone();
        let event = format!("{name}'s loss of the game ({rule}: {reason})");
        // 614.5: one effect replaces the loss; different ones wait for the player's choice (616.1).
        let frame = if cands.iter().all(|(_, _, steps, _)| *steps == steps0) { Some(self.replaced_loss(p, s0, &steps0, &event)) } else { None };
        if frame.is_none() {
            self.emit(Event::new("616.1", EventKind::Note, format!("{} effects would replace {event}: {name} chooses the one to apply", cands.len())));
        }
        self.replacement_work.push(ReplacementWork { player: p, event, frame });
        true
    }

    /// The loss replaced by `source`'s instructions: announced, and their frame.
    fn replaced_loss(&mut self, p: PlayerId, source: ObjectId, steps: &[Effect], event: &str) -> ResolutionFrame {
        let mname = self.name_of(source);
        self.emit(Event::new("614.1a", EventKind::Replaced { what: event.to_string(), by: source }, format!("{mname} replaces {event}")));
        let ctl = self.controller_of(source).unwrap_or(p);
        replacement_frame(ctl, source, mname, steps)
    }

    /// Follow the replacement work the game keeps, the latest first. Returns
    /// false when a question stopped it (the work waits for the answer).
    pub(crate) fn follow_replacement_work(&mut self) -> bool {
        while let Some(mut w) = self.replacement_work.pop() {
            let at = self.replacement_work.len();
            let done = match w.frame.as_mut() {
                Some(f) => self.follow_replacement_frame(f),
                None => {
                    self.ask_loss_replacement(&w);
                    false
                }
            };
            if !done {
                self.replacement_work.insert(at, w);
                return false;
            }
        }
        true
    }

    /// Follow a replacement's instructions from where they stand.
    fn follow_replacement_frame(&mut self, f: &mut ResolutionFrame) -> bool {
        while f.next < f.item.effects.len() {
            let e = f.item.effects[f.next].clone();
            if !self.follow_instruction(f, &e) {
                if self.pending.is_some() || self.winners.is_some() {
                    return false;
                }
                self.emit(Event::new("614.1a", EventKind::Note, format!("an instruction of {} could not be followed and is skipped", f.item.source_name)));
            }
            f.next += 1;
            f.answer = None;
            f.scratch.clear();
            f.progress.clear();
            // 603.8: a state that held even for a moment triggers.
            self.check_state_triggers_now();
        }
        true
    }

    /// 616.1: ask the player which of the different effects replaces the event.
    fn ask_loss_replacement(&mut self, w: &ReplacementWork) {
        let cands = self.loss_replacements(w.player);
        let kind = DecisionKind::ChooseReplacement {
            options: cands.iter().map(|c| c.1).collect(),
            descriptions: cands.iter().map(|(s, _, _, t)| format!("{}: {t}", self.effect_label(*s))).collect(),
            event: w.event.clone(),
        };
        let prompt = format!("{} effects would replace {}: choose the one to apply", cands.len(), w.event);
        self.ask(w.player, "616.1", prompt, kind, Resume::ReplacementWork);
    }

    /// The answer to a question the replacement work asked: the effect
    /// chosen to replace the event, or an answer for its instructions.
    pub(crate) fn replacement_work_answered(&mut self, a: Answer) {
        let Some(mut w) = self.replacement_work.pop() else { return };
        match (&mut w.frame, a) {
            (Some(f), a) => f.answer = Some(a),
            (None, Answer::Replacement(k)) => {
                let chosen = self.loss_replacements(w.player).into_iter().find(|c| c.1 == k);
                if let Some((s, _, steps, _)) = chosen {
                    w.frame = Some(self.replaced_loss(w.player, s, &steps, &w.event));
                }
            }
            (None, _) => {}
        }
        self.replacement_work.push(w);
    }
}

/// A frame for instructions that replace an event, outside any resolution:
/// `controller` is "you", `source` the replacement's source.
pub(crate) fn replacement_frame(controller: PlayerId, source: ObjectId, source_name: String, effects: &[Effect]) -> ResolutionFrame {
    let item = StackItem {
        id: source,
        controller,
        source,
        source_name,
        kind: StackKind::Triggered,
        text: String::new(),
        target_specs: Vec::new(),
        targets: Vec::new(),
        effects: effects.to_vec(),
        mode: None,
        x: 0,
        condition: None,
        trigger_object: None,
        trigger_player: Some(controller),
        delayed: false,
        follows_source: false,
        division: Vec::new(),
        sacrificed: Vec::new(),
    };
    // 608.2b: no target to check; the instructions are followed as they stand.
    ResolutionFrame { started: true, ..ResolutionFrame::new(item) }
}
