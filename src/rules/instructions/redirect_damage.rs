//! `do: redirect_damage`: the instruction `Effect::RedirectDamage` followed as
//! its spell or ability resolves (608.2c).
//!
//! A redirection shield (614.9): "the next N damage that would be dealt to
//! [recipient] this turn is dealt to [another] instead". It lasts until it
//! has redirected N damage or the turn ends (rules::replacement). Nothing is
//! made when either recipient is gone (608.2b) or when N is 0.

use super::prelude::*;

impl Game {
    pub(super) fn do_redirect_damage(&mut self, f: &mut ResolutionFrame, amount: &Amount, (to, instead): (&Recipient, &Recipient), from: &Option<ObjRef>, next_time: bool) -> bool {
        let n = if next_time { 0 } else { self.amount(f, amount) };
        let (Some(to), Some(instead)) = (self.resolve_recipients(f, to).first().copied(), self.resolve_recipients(f, instead).first().copied()) else {
            return true;
        };
        // "A source of your choice" that wasn't chosen (none could be): no shield.
        let from_obj = from.as_ref().and_then(|r| self.damage_source(f, r));
        if (from.is_some() && from_obj.is_none()) || (n <= 0 && !next_time) || to == instead {
            return true;
        }
        self.create_redirection_shield(f.item.source, f.item.controller, (to, instead), n, from_obj, next_time);
        true
    }
}
