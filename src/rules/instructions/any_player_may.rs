//! `do: any_player_may`: the instruction `Effect::AnyPlayerMay` followed as its spell or
//! ability resolves (608.2c).
//!
//! "Any player may [option] or [option]. If a player does, [then]" (608.2d):
//! players are asked in turn order (APNAP), each about each option in the
//! order listed, until one of them takes one; a player who can't do an
//! option isn't offered it. Worms of the Earth: sacrifice two lands, or be
//! dealt 5 damage by it; then destroy it. The option taken is settled
//! through the replacement effects where a question comes (616.1): its
//! damage in the damage queue, its sacrifices in the move queue.

use super::prelude::*;

impl Game {
    pub(super) fn do_any_player_may(&mut self, f: &mut ResolutionFrame, options: &Vec<PlayerOption>, then: &Vec<Effect>, otherwise: &Vec<Effect>) -> bool {
        if f.queue.is_none() && !self.any_player_may(f, options) {
            return false;
        }
        if !self.option_taken_settled(f) {
            return false;
        }
        if f.progress.get(2).copied() == Some(1) {
            self.follow_next(f, then);
        } else {
            self.follow_next(f, otherwise);
        }
        true
    }

    /// The damage or the sacrifices of the option a player took, through the
    /// queue the frame keeps; false while a question about them waits.
    fn option_taken_settled(&mut self, f: &mut ResolutionFrame) -> bool {
        match f.queue.as_deref() {
            Some(InstructionQueue::Damage(_)) => self.follow_damage_queue(f),
            Some(InstructionQueue::Moves(_)) => {
                let Some(q) = self.instruction_moves(f, |_, _| Some(Vec::new()), |g, id| g.is_on_battlefield(id)) else { return false };
                self.sacrifice_batch_with(&q.objects(), "701.15a", &|id| q.instead(id));
                true
            }
            _ => true,
        }
    }
}
