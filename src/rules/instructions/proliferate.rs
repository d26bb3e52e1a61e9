//! `do: proliferate`: the instruction `Effect::Proliferate` followed as its
//! spell or ability resolves (608.2c).
//!
//! 701.24 proliferate (701.25 in later rules): the controller chooses any
//! number of permanents and players that have a counter, then each chosen
//! one gets one more counter of a kind it already has; where a permanent has
//! several kinds, the controller picks which. Every choice is made first,
//! then the counters are all given. A player's counters are poison counters.
//!
//! The questions, in `f.progress` = [step, index, answers...]: the permanents
//! (step 0, `choose_cards`, the chosen kept in `f.scratch`), the kind for
//! each chosen permanent with several (step 1, `choose_mode` among the kinds;
//! one index per chosen permanent is noted), each player with poison counters
//! (step 2, yes or no; 1 or 0 noted per player, in turn order).

use super::prelude::*;

impl Game {
    pub(super) fn do_proliferate(&mut self, f: &mut ResolutionFrame) -> bool {
        if f.progress.is_empty() {
            if !self.choose_proliferated(f) {
                return false;
            }
            f.progress = vec![1, 0];
        }
        if f.progress.first() == Some(&1) {
            if !self.choose_proliferated_kinds(f) {
                return false;
            }
            f.progress[0] = 2;
            f.progress[1] = 0;
        }
        if !self.choose_proliferated_players(f) {
            return false;
        }
        self.give_proliferated(f);
        true
    }

    /// The kinds of counter on a permanent, in name order.
    fn counter_kinds(&self, id: ObjectId) -> Vec<String> {
        self.obj(id).map(|o| o.extra.counters.iter().filter(|(_, n)| **n > 0).map(|(k, _)| k.clone()).collect()).unwrap_or_default()
    }

    /// The players with a counter (poison), in turn order.
    fn players_with_counters(&self) -> Vec<PlayerId> {
        self.apnap().into_iter().filter(|p| self.poison_of(*p) > 0 && !self.player(*p).lost).collect()
    }

    /// Step 0: the permanents with counters the controller chooses. False while asked.
    fn choose_proliferated(&mut self, f: &mut ResolutionFrame) -> bool {
        let candidates: Vec<ObjectId> = self.battlefield.iter().copied().filter(|id| !self.counter_kinds(*id).is_empty()).collect();
        f.scratch = match f.answer.take() {
            Some(Answer::Cards(cards)) => cards,
            _ if candidates.is_empty() => Vec::new(),
            _ => {
                let labels = candidates.iter().map(|id| self.name_of(*id)).collect();
                let max = candidates.len();
                let prompt = "proliferate: choose any number of permanents with counters (each gets one more counter of a kind it has)".to_string();
                self.ask(f.item.controller, "701.24", prompt, DecisionKind::ChooseCards { from: candidates, min: 0, max, labels }, Resume::Resolution);
                return false;
            }
        };
        true
    }

    /// Step 1: for each chosen permanent, the kind its counter is of (asked
    /// where it has more than one). False while asked.
    fn choose_proliferated_kinds(&mut self, f: &mut ResolutionFrame) -> bool {
        while (f.progress[1] as usize) < f.scratch.len() {
            let id = f.scratch[f.progress[1] as usize];
            let kinds = self.counter_kinds(id);
            let pick = if kinds.len() <= 1 {
                0
            } else {
                match f.answer.take() {
                    Some(Answer::Mode(m)) => m,
                    _ => {
                        let prompt = format!("proliferate: which kind of counter does {} get one more of?", self.name_of(id));
                        let legal = (0..kinds.len()).collect();
                        self.ask(f.item.controller, "701.24", prompt, DecisionKind::ChooseMode { modes: kinds, legal }, Resume::Resolution);
                        return false;
                    }
                }
            };
            f.progress.push(u32::try_from(pick).unwrap_or(0));
            f.progress[1] += 1;
        }
        true
    }

    /// Step 2: yes or no for each player with poison counters. False while asked.
    fn choose_proliferated_players(&mut self, f: &mut ResolutionFrame) -> bool {
        let players = self.players_with_counters();
        while (f.progress[1] as usize) < players.len() {
            let p = players[f.progress[1] as usize];
            let yes = match f.answer.take().and_then(|a| a.yes()) {
                Some(yes) => yes,
                None => {
                    let name = self.player(p).name.clone();
                    let prompt = format!("proliferate: does {name} get another poison counter?");
                    let kind = DecisionKind::ChooseYesNo { subject: f.item.id, yes: format!("Yes: {name} gets a poison counter"), no: "No".into() };
                    self.ask(f.item.controller, "701.24", prompt, kind, Resume::Resolution);
                    return false;
                }
            };
            f.progress.push(u32::from(yes));
            f.progress[1] += 1;
        }
        true
    }

    /// Every choice made: the counters given, one to each chosen permanent
    /// (of the kind picked) and player.
    fn give_proliferated(&mut self, f: &mut ResolutionFrame) {
        let chosen = f.scratch.clone();
        let picks: Vec<u32> = f.progress.iter().skip(2).copied().collect();
        let players = self.players_with_counters();
        let pname = self.player(f.item.controller).name.clone();
        self.emit(Event::new("701.24", EventKind::Note, format!("{pname} proliferates")));
        for (i, id) in chosen.iter().enumerate() {
            let kinds = self.counter_kinds(*id);
            let pick = picks.get(i).copied().unwrap_or(0) as usize;
            if let Some(kind) = kinds.get(pick).or(kinds.first()) {
                self.add_counters(*id, kind, 1, "701.24");
            }
        }
        for (j, p) in players.iter().enumerate() {
            if picks.get(chosen.len() + j) == Some(&1) {
                self.add_poison(*p, 1, "701.24");
            }
        }
    }
}
