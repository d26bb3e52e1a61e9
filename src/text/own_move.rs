//! "When [this] dies, return it to its owner's hand": an ability that
//! triggers on its own source changing zones, and then moves "it".
//!
//! A permanent that leaves the battlefield becomes a new object in the zone
//! it went to (400.7). A zone-change trigger that acts on the object looks
//! for it there, and finds it only while it stays in that zone (603.6,
//! 603.6c): so the "it" (or the card's name) of such an instruction is the
//! ability's trigger object, the card the permanent became, not the
//! permanent. As the card is read, these instructions name the trigger
//! object (`lower`); as it is written, they are written as the source again,
//! "it" or its name as printed (`raise`).

use crate::cards::def::{Effect, ObjRef, TriggerCondition};

/// Does the ability trigger on its own source leaving the battlefield (603.6c)?
pub fn own_move(t: &TriggerCondition) -> bool {
    matches!(t, TriggerCondition::Dies { filter: None } | TriggerCondition::PutIntoGraveyardFromBattlefield { filter: None } | TriggerCondition::LeavesBattlefield { filter: None, .. })
}

/// Read: the instructions that move the source act on the trigger object.
pub fn lower(t: &TriggerCondition, effects: &mut [Effect]) {
    if own_move(t) {
        effects.iter_mut().for_each(|e| swap(e, &ObjRef::This, ObjRef::TriggerObject));
    }
}

/// Write: the trigger object of those instructions is written as the source.
pub fn raise(t: &TriggerCondition, effects: &mut [Effect]) {
    if own_move(t) {
        effects.iter_mut().for_each(|e| swap(e, &ObjRef::TriggerObject, ObjRef::This));
    }
}

/// The object of a moving instruction, `from` replaced by `to`, in the
/// instruction and the instructions it holds ("you may", "if you win").
fn swap(e: &mut Effect, from: &ObjRef, to: ObjRef) {
    match e {
        Effect::ReturnToHand { what } | Effect::ReturnToBattlefield { what, .. } | Effect::Exile { what, linked: false, until_this_leaves: false } | Effect::PutInLibrary { what, .. } | Effect::ShuffleIntoLibrary { what: Some(what), .. } => {
            if what == from {
                *what = to;
            }
        }
        Effect::May { effects, otherwise, .. } | Effect::Clash { win: effects, otherwise } | Effect::FlipCoin { win: effects, lose: otherwise } | Effect::Instead { instead: effects, otherwise, .. } => {
            effects.iter_mut().chain(otherwise.iter_mut()).for_each(|e| swap(e, from, to.clone()))
        }
        Effect::UnlessYouPay { effects, .. } => effects.iter_mut().for_each(|e| swap(e, from, to.clone())),
        Effect::MayPay { effects, otherwise, .. } => effects.iter_mut().chain(otherwise.iter_mut()).for_each(|e| swap(e, from, to.clone())),
        _ => {}
    }
}
