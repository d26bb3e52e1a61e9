//! 902 Vanguard: a player's face-up vanguard card stays in the command zone
//! all game (902.3); its owner controls it (902.6) and its abilities work
//! from there (902.7: `GameObject::functions_in_command_zone`, read wherever
//! the rules ask whether an object's abilities function). Its modifiers
//! change its owner's starting life total (902.4) and maximum hand size
//! (902.5b).

use super::state::Game;
use super::types::{CardType, PlayerId, Zone};
use crate::cards::def::VanguardModifiers;

/// 902.4: the starting life total the modifiers add to.
pub const BASE_LIFE: i32 = 20;

impl Game {
    /// The modifiers of the vanguards `p` owns in the command zone (902.3:
    /// one each; should there be more, their modifiers add up).
    pub fn vanguard_modifiers(&self, p: PlayerId) -> Option<VanguardModifiers> {
        let mut out: Option<VanguardModifiers> = None;
        for id in &self.command {
            let Some(o) = self.objects.get(id) else { continue };
            if o.owner != p || o.zone != Zone::Command || o.face_down || !o.def.types.contains(&CardType::Vanguard) {
                continue;
            }
            let Some(m) = o.def.vanguard else { continue };
            let acc = out.get_or_insert_with(VanguardModifiers::default);
            acc.hand = acc.hand.saturating_add(m.hand);
            acc.life = acc.life.saturating_add(m.life);
        }
        out
    }

    /// 902.5b: `p`'s maximum hand size: seven (402.2), as their vanguard's
    /// hand modifier changes it (never below zero).
    pub fn maximum_hand_size(&self, p: PlayerId) -> usize {
        let base = self.player(p).max_hand_size as i64;
        let hand = self.vanguard_modifiers(p).map_or(0, |m| m.hand as i64);
        (base + hand).max(0) as usize
    }

    /// 902.4: `p`'s starting life total: 20, plus or minus their
    /// vanguard's life modifier.
    pub fn starting_life(&self, p: PlayerId) -> i32 {
        BASE_LIFE.saturating_add(self.vanguard_modifiers(p).map_or(0, |m| m.life))
    }
}
