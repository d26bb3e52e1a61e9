//! `do: redirect_damage`: the instruction `Effect::RedirectDamage` followed as
//! its spell or ability resolves (608.2c).
//!
//! A redirection shield (614.9): "the next N damage that would be dealt to
//! [recipient] this turn is dealt to [another] instead". It lasts until it
//! has redirected N damage or the turn ends (rules::replacement). Nothing is
//! made when either recipient is gone (608.2b) or when N is 0.

use super::prelude::*;

impl Game {
    pub(super) fn do_redirect_damage(&mut self, f: &mut ResolutionFrame, amount: &Amount, to: &Recipient, instead: &Recipient) -> bool {
        let n = self.amount(f, amount);
        let (Some(to), Some(instead)) = (self.resolve_recipients(f, to).first().copied(), self.resolve_recipients(f, instead).first().copied()) else {
            return true;
        };
        if n <= 0 || to == instead {
            return true;
        }
        self.create_redirection_shield(f.item.source, f.item.controller, to, instead, n);
        true
    }
}
