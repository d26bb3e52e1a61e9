//! `do: create_tokens`: the instruction `Effect::CreateTokens` followed as its spell or
//! ability resolves (608.2c).
//!
//! Create N tokens (110.5), under the controller's control, or under the
//! control of `under` ("put ... onto the battlefield under target
//! opponent's control"): that player owns and controls them (110.5a).
//!
//! Rules cited by its events: 110.5.

use super::prelude::*;

impl Game {
    pub(super) fn do_create_tokens(&mut self, f: &mut ResolutionFrame, count: &Amount, token: &std::sync::Arc<CardDef>, under: &Option<PlayerRef>) -> bool {
        let sname = f.item.source_name.clone();
        let n = self.amount(f, count).max(0);
        // One shared definition for every token of this instruction.
        let def = token.clone();
        // 110.5a: the player under whose control they enter owns them.
        let owner = match under {
            None => f.item.controller,
            Some(r) => match self.resolve_player(f, r) {
                Some(p) if !self.player(p).lost => p,
                _ => return true,
            },
        };
        let you = owner;
        // 614.1a: "twice that many" replacements, before the engine's limit.
        let n = self.tokens_replaced(owner, i64::from(n)).min(i64::from(i32::MAX)) as i32;
        let n = self.repeat_limit(n, "tokens", "110.5");
        // The tokens enter together, as one event: each sees the others enter (603.6a).
        let mut made = Vec::new();
        for _ in 0..n {
            let id = self.create_object(def.clone(), you, Zone::Battlefield);
            if let Some(o) = self.obj_mut(id) {
                o.token = true;
            }
            let article = if token.name.starts_with(['A', 'E', 'I', 'O', 'U']) { "an" } else { "a" };
            self.emit(Event::new("110.5", EventKind::TokenCreated { object: id }, format!("{sname} creates {article} {} token", token.name)));
            made.push(id);
        }
        self.entered_battlefield_together(&made);
        // The tokens made are "it" / "them" for the next instructions (`moved`, 400.7).
        f.moved = made;
        true
    }
}
