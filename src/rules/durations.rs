//! Durations of continuous effects from resolved spells and abilities
//! (611.2a-b), one `Duration` whatever the effect does:
//! - "for as long as [condition]" (611.2b): such an effect ends the first
//!   time its condition stops holding, and doesn't start again if the
//!   condition holds later; one whose condition doesn't hold as it would
//!   begin does nothing;
//! - "until your next turn": ends as the next turn of the effect's controller
//!   begins; a turn that passes over a player who left the game ends that
//!   player's effects too (800.4k);
//! - "during its controller's next untap step": ends once the untap step of
//!   the affected permanent's controller has been performed (502.2).
//!
//! ("Until end of turn" effects end in the cleanup step, 514.2: rules::turn.)

use super::events::*;
use super::state::*;
use super::types::*;
use crate::cards::def::{Condition, Duration, Modification};

impl Game {
    /// 611.2b: the duration an effect of the resolving `f` starts with: None
    /// when its "for as long as" condition already fails (the effect does
    /// nothing).
    pub(crate) fn duration_begins(&mut self, f: &ResolutionFrame, duration: &Duration) -> Option<Duration> {
        let Duration::AsLongAs(c) = duration else { return Some(duration.clone()) };
        let (you, source) = (f.item.controller, f.item.source);
        if !self.condition_holds(c, you, source) {
            let sname = f.item.source_name.clone();
            self.emit(Event::new("611.2b", EventKind::Note, format!("the effect of {sname} would last only as long as a condition that no longer holds: it does nothing")));
            return None;
        }
        self.lasting_effects = self.lasting_effects.saturating_add(1);
        Some(duration.clone())
    }

    /// 611.2b: end the "for as long as" effects whose condition no longer
    /// holds; a permanent that changed controller this way gets the controller
    /// its remaining effects say (613.1b). Also brings static control up to
    /// date (rules::control). Run with every state-based action check.
    pub(crate) fn end_lapsed_effects(&mut self) {
        self.refresh_static_control();
        if self.lasting_effects == 0 {
            return;
        }
        let lapsed: Vec<usize> = (0..self.effects.len())
            .filter(|&i| match self.effects[i].lasts_while() {
                Some(c) => !self.condition_holds(c, self.effects[i].controller, self.effects[i].source),
                None => false,
            })
            .collect();
        let ended: Vec<ContinuousEffect> = lapsed.iter().rev().map(|&i| self.effects.remove(i)).collect();
        self.lasting_effects = self.effects.iter().filter(|e| e.lasts_while().is_some()).count();
        self.effects_ended(ended.into_iter().rev().collect(), "611.2b", "it lasted only as long as a condition that no longer holds");
    }

    /// Does an effect in force last only while `source` remains tapped
    /// ("for as long as [this] remains tapped", 611.2b)? Untapping it would
    /// end that effect (what a player weighs choosing what untaps, 502.2).
    pub fn effects_last_while_tapped(&self, source: ObjectId) -> bool {
        self.lasting_effects > 0
            && self.effects.iter().any(|e| e.source == source && matches!(e.lasts_while(), Some(Condition::SourceIs { filter }) if filter.tapped == Some(true)))
    }

    /// As a turn begins: the "until your next turn" effects of the player
    /// whose turn it is end, and those of players the turn order passed over
    /// because they left the game (800.4k); in a game of shared team turns,
    /// those of the active team's players (805.4).
    pub(crate) fn end_effects_until_this_turn(&mut self, previous: PlayerId) {
        if !self.effects.iter().any(|e| matches!(e.duration, Duration::UntilYourNextTurn)) {
            return;
        }
        let (active, n) = (self.turn.active, self.players.len());
        // The players who left the game between the previous turn's player and this one's.
        let mut reached: Vec<PlayerId> = Vec::new();
        for i in 1..=n {
            let q = PlayerId(((previous.0 as usize + i) % n) as u8);
            if q == active {
                break;
            }
            if self.player(q).lost {
                reached.push(q);
            }
        }
        let (ended, kept): (Vec<ContinuousEffect>, Vec<ContinuousEffect>) = std::mem::take(&mut self.effects)
            .into_iter()
            .partition(|e| matches!(e.duration, Duration::UntilYourNextTurn) && (reached.contains(&e.controller) || self.is_active_player(e.controller)));
        self.effects = kept;
        self.effects_ended(ended, "611.2b", "it lasted until its controller's next turn");
    }

    /// After the untap step's untapping (502.2): the effects that lasted
    /// through the next untap step of the affected permanents' controller
    /// end, for the permanents the active player controls.
    pub(crate) fn end_effects_through_untap_step(&mut self) {
        if !self.effects.iter().any(|e| matches!(e.duration, Duration::NextUntapStep)) {
            return;
        }
        let (ended, kept): (Vec<ContinuousEffect>, Vec<ContinuousEffect>) = std::mem::take(&mut self.effects)
            .into_iter()
            .partition(|e| matches!(e.duration, Duration::NextUntapStep) && self.objects.get(&e.affected).is_none_or(|o| self.is_active_player(o.controller)));
        self.effects = kept;
        self.effects_ended(ended, "502.2", "it lasted through its controller's untap step");
    }

    /// Tell what ending `ended` (already taken out of `effects`) changed:
    /// the objects they were on, what they reached, control given back
    /// (613.1b); one event each.
    fn effects_ended(&mut self, ended: Vec<ContinuousEffect>, rule: &'static str, why: &str) {
        for e in &ended {
            if self.effect_reaches_others(e) {
                self.mark_effect_reach(e);
            }
            self.mark_dirty(e.affected);
            self.reindex_permanent(e.affected);
            let (sname, n) = (self.name_of(e.source), self.name_of(e.affected));
            self.emit(Event::new(rule, EventKind::EffectsEnded { count: 1 }, format!("{sname}'s effect on {n} ends: {why}")));
            match e.modification {
                Modification::SetController(_) => self.refresh_control(e.affected),
                Modification::CopiedValues(_) => self.refresh_copy(e.affected),
                _ => {}
            }
        }
    }
}
