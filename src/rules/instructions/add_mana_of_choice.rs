//! `do: add_mana_of_choice`: the instruction `Effect::AddManaOfChoice`
//! followed as its spell or ability resolves (608.2c).
//!
//! "Add N mana of any color" (any one color, any combination of colors or of
//! the colours named): its controller chooses the colours as it resolves
//! (608.2d, the decision `choose_mana`) unless there is only one way, then
//! the mana goes to that player's pool (106.3, 106.4). A mana ability's
//! choice is named with its activation instead (rules::mana_choice).
//!
//! With `could_produce`, the colours are those the permanents it names
//! could produce now (106.7); with `chosen_color`, the colour its source
//! chose as it entered (614.12).
//!
//! Rules cited by its events: 106.3, 608.2d.

use super::prelude::*;
use crate::rules::mana_choice::{ManaChoice, ManaOutput};

impl Game {
    pub(super) fn do_add_mana_of_choice(&mut self, f: &mut ResolutionFrame, e: &Effect) -> bool {
        let Effect::AddManaOfChoice { amount, one_color, .. } = e else { return true };
        let you = f.item.controller;
        let sname = f.item.source_name.clone();
        // 608.2h: the amount is read as the instruction is followed; 106.7:
        // so are the colours other permanents could produce.
        let n = self.amount(f, amount).clamp(0, crate::rules::limits::MAX_MANA as i32) as u32;
        let source = f.item.source;
        let allowed = self.mana_colours_allowed(e, you, source, &mut vec![source]);
        let choice = ManaChoice { amount: n, colors: allowed, one_color: *one_color };
        let out = ManaOutput { choice: Some(choice), ..Default::default() };
        let mana = match f.answer.take() {
            Some(Answer::Mana(m)) if choice.check(&m).is_ok() => m,
            _ if out.has_choice() => {
                let kind = DecisionKind::ChooseMana { amount: n, colors: choice.colors.iter().collect(), one_color: *one_color };
                self.ask(you, "608.2d", format!("{sname}: choose the colours of {}", choice.describe()), kind, Resume::Resolution);
                return false;
            }
            _ => choice.pick(None),
        };
        if mana.total() > 0 {
            self.add_mana(you, &mana, "106.3", &sname);
        }
        f.added_mana = Some((you, mana));
        true
    }
}
