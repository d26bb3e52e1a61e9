//! 702.74 prowl (702.75 in later rules): "Prowl [cost]" lets a card be cast
//! for that alternative cost (117.9) by a player who dealt combat damage to
//! a player this turn with a creature sharing a creature type with it. Each
//! player notes, turn by turn, the creature types of their creatures that
//! dealt combat damage to a player; the spell, and the permanent it becomes,
//! remember that the prowl cost was paid ("if its prowl cost was paid").

use super::layers::Characteristics;
use super::state::*;
use super::types::*;

impl Game {
    /// 702.74a: the creature types of a creature that dealt combat damage to
    /// a player, noted for its controller this turn (prowl).
    pub(crate) fn note_combat_damage_types(&mut self, controller: PlayerId, source: &Characteristics) {
        if !source.is_creature() {
            return;
        }
        let turn = self.turn.number;
        let mut types: Vec<String> = source.subtypes.iter().filter(|s| super::choices::is_creature_type(s)).cloned().collect();
        if source.every_creature_type {
            types.push("*".into());
        }
        let noted = &mut self.player_mut(controller).combat_damage_types;
        let list = match noted {
            Some((t, list)) if *t == turn => list,
            _ => &mut noted.insert((turn, Vec::new())).1,
        };
        for t in types {
            if !list.contains(&t) {
                list.push(t);
            }
        }
    }

    /// 702.74a: may `p` cast a card of characteristics `c` for its prowl
    /// cost: did a creature of theirs sharing a creature type with it deal
    /// combat damage to a player this turn?
    pub(crate) fn prowl_allowed(&self, p: PlayerId, c: &Characteristics) -> bool {
        let Some((turn, types)) = &self.player(p).combat_damage_types else { return false };
        if *turn != self.turn.number {
            return false;
        }
        // 702.72a: "*" stands for a creature with every creature type.
        let has_any = c.every_creature_type || c.subtypes.iter().any(|s| super::choices::is_creature_type(s));
        types.iter().any(|t| if t == "*" { has_any } else { c.has_subtype(t) })
    }
}
