//! 708 split cards (2011 numbering): one card with two halves, each an
//! instant or sorcery of its own. A player casting one chooses a half
//! (708.3); only that half is checked for casting and put on the stack
//! (708.3a), and there the spell has that half's characteristics alone
//! (708.3b). Everywhere else the card has both halves' characteristics
//! (`layers::base_chars`: two names, two mana costs and converted mana
//! costs, the colours and types of either; a question about a name or a
//! converted mana cost is answered yes if either half answers yes).
//!
//! The half is chosen with the cast action's `mode`: 0 for the first half,
//! 1 for the second (a split card's halves have no modes of their own).

use super::state::GameObject;
use super::types::Zone;
use crate::cards::def::CardDef;

/// 708.3: the half of a split card `o` a player casts with `mode`: the card
/// as it would be on the stack as that half (708.3b, for checking whether
/// it can be cast, 708.3a) and that half's form. None for a card that is
/// not split; an error for a split card cast with no half or a half it
/// doesn't have.
pub(crate) fn half_cast(o: &GameObject, mode: Option<usize>) -> Result<Option<(GameObject, CardDef)>, String> {
    let Some(second) = &o.def.split else { return Ok(None) };
    let half = match mode {
        Some(0) => CardDef { split: None, ..(*o.def).clone() },
        Some(1) => (**second).clone(),
        _ => return Err(format!("708.3: {} // {} is a split card: choose the half to cast (mode 0 for {}, 1 for {})", o.def.name, second.name, o.def.name, second.name)),
    };
    let mut on_stack = o.clone();
    on_stack.zone = Zone::Stack;
    on_stack.extra.split_second_half = mode == Some(1);
    Ok(Some((on_stack, half)))
}

/// 708.3: the halves a split card may be cast as (`mode` 0 and 1), each as
/// `half_cast` gives it; none for a card that is not split.
pub(crate) fn halves(o: &GameObject) -> Vec<(usize, GameObject, CardDef)> {
    (0..2).filter_map(|m| half_cast(o, Some(m)).ok().flatten().map(|(probe, def)| (m, probe, def))).collect()
}

impl super::state::Game {
    /// 708.3: casting a split card as `half` (the form it is cast as): the
    /// choice announced; true when it is the second half (which the spell
    /// then is alone on the stack, 708.3b).
    pub(crate) fn announce_split_half(&mut self, p: super::types::PlayerId, card: super::types::ObjectId, half: &CardDef) -> bool {
        let Some(second) = self.obj(card).and_then(|o| o.def.split.as_ref()) else { return false };
        let is_second = second.name == half.name;
        let text = format!("{} chooses to cast {}, one half of the split card {}", self.player(p).name, half.name, self.split_card_name(card));
        self.emit(super::events::Event::new("708.3", super::events::EventKind::Note, text));
        is_second
    }

    /// "Order // Chaos": a split card's two names (708.4, 2011: it has both).
    pub(crate) fn split_card_name(&self, card: super::types::ObjectId) -> String {
        match self.obj(card).map(|o| (&o.def.name, o.def.split.as_ref())) {
            Some((first, Some(second))) => format!("{first} // {}", second.name),
            _ => self.name_of(card),
        }
    }
}
