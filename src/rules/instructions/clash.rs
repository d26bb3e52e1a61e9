//! `do: clash`: the instruction `Effect::Clash` followed as its spell or
//! ability resolves (608.2c).
//!
//! "Clash with an opponent. If you win, [win]. Otherwise, [otherwise]."
//! (701.20): the controller chooses an opponent (asked only when there are
//! several); each of the two reveals the top card of their library, then
//! each, the controller first, may put that card on the bottom of their
//! library. The controller wins when their revealed card's converted mana
//! cost is higher than the opponent's, or when only they revealed a card
//! (701.20c: higher than every other card revealed). The instructions of the
//! result are followed next.
//!
//! `progress` holds [stage, the opponent, the controller's card's converted
//! mana cost + 1, the opponent's + 1] (0: no card revealed); `scratch` the
//! revealed cards, the controller's first.
//!
//! Rules cited by its events: 701.20.

use super::prelude::*;

impl Game {
    pub(super) fn do_clash(&mut self, f: &mut ResolutionFrame, win: &[Effect], otherwise: &[Effect]) -> bool {
        let you = f.item.controller;
        if f.progress.is_empty() {
            let Some(opponent) = self.clash_opponent(f, you) else { return false };
            self.clash_reveal(f, you, opponent);
        }
        // Each clashing player may put their card on the bottom: the controller, then the opponent.
        while let Some(&stage) = f.progress.first().filter(|s| **s <= 2) {
            let (player, card) = match stage {
                1 => (you, (f.progress[2] > 0).then(|| f.scratch.first().copied()).flatten()),
                _ => (PlayerId(f.progress[1] as u8), (f.progress[3] > 0).then(|| f.scratch.last().copied()).flatten()),
            };
            if let Some(card) = card {
                match f.answer.take().and_then(|a| a.yes()) {
                    Some(bottom) => self.clash_keep_or_bottom(player, card, bottom),
                    None => {
                        let name = self.name_of(card);
                        let kind = DecisionKind::ChooseYesNo { subject: f.item.id, yes: format!("Put {name} on the bottom of your library"), no: "Leave it on top".into() };
                        self.ask(player, "701.20a", format!("{}: clash: put {name} on the bottom of your library?", f.item.source_name), kind, Resume::Resolution);
                        return false;
                    }
                }
            }
            f.progress[0] += 1;
        }
        let (mine, theirs) = (f.progress[2], f.progress[3]);
        let won = mine > 0 && mine > theirs;
        let pname = self.player(you).name.clone();
        let text = if won { format!("{pname} wins the clash") } else { format!("{pname} doesn't win the clash") };
        self.emit(Event::new("701.20c", EventKind::Note, text));
        self.follow_next(f, if won { win } else { otherwise });
        true
    }

    /// 701.20b: the opponent to clash with: the only one, or the one the
    /// controller chooses (None while the question waits for an answer; with
    /// no opponent left, the clash is with nobody and `progress` says so).
    fn clash_opponent(&mut self, f: &mut ResolutionFrame, you: PlayerId) -> Option<PlayerId> {
        let opponents: Vec<PlayerId> = self.opponents(you).into_iter().filter(|p| !self.player(*p).lost).collect();
        match (opponents.as_slice(), f.answer.take()) {
            ([], _) => {
                self.emit(Event::new("701.20b", EventKind::Note, format!("{}: there is no opponent to clash with", f.item.source_name)));
                // Nothing revealed and nothing to decide: not a win.
                f.progress = vec![3, u32::from(you.0), 0, 0];
                Some(you)
            }
            ([one], _) => Some(*one),
            (_, Some(Answer::Player(p))) if opponents.contains(&p) => Some(p),
            _ => {
                self.ask(you, "701.20b", format!("{}: choose an opponent to clash with", f.item.source_name), DecisionKind::ChoosePlayer { players: opponents }, Resume::Resolution);
                None
            }
        }
    }

    /// 701.20a: each of the two reveals the top card of their library.
    fn clash_reveal(&mut self, f: &mut ResolutionFrame, you: PlayerId, opponent: PlayerId) {
        if !f.progress.is_empty() {
            return;
        }
        let mut costs = [0u32; 2];
        f.scratch.clear();
        for (i, p) in [you, opponent].into_iter().enumerate() {
            let pname = self.player(p).name.clone();
            match self.player(p).library.last().copied() {
                Some(card) => {
                    let mv = self.mana_value_of(card).max(0);
                    costs[i] = u32::try_from(mv).unwrap_or(u32::MAX - 1).saturating_add(1);
                    f.scratch.push(card);
                    let name = self.name_of(card);
                    self.emit(Event::new("701.20a", EventKind::Note, format!("{}: {pname} reveals {name} (converted mana cost {mv}) from the top of their library", f.item.source_name)));
                }
                None => self.emit(Event::new("701.20a", EventKind::Note, format!("{}: {pname} has no card to reveal", f.item.source_name))),
            }
        }
        f.progress = vec![1, u32::from(opponent.0), costs[0], costs[1]];
    }

    /// 701.20a: a clashing player's revealed card stays on top or goes to the bottom.
    fn clash_keep_or_bottom(&mut self, player: PlayerId, card: ObjectId, bottom: bool) {
        let pname = self.player(player).name.clone();
        let name = self.name_of(card);
        if bottom {
            let lib = &mut self.player_mut(player).library;
            if let Some(i) = lib.iter().position(|c| *c == card) {
                lib.remove(i);
                lib.insert(0, card);
            }
            self.emit(Event::new("701.20a", EventKind::Note, format!("{pname} puts {name} on the bottom of their library")));
        } else {
            self.emit(Event::new("701.20a", EventKind::Note, format!("{pname} leaves {name} on top of their library")));
        }
    }
}
