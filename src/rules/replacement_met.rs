//! Which replacement questions (616.1) following an instruction can meet,
//! and how the resolution meets them (rules::resolution).
//!
//! The effects that can compete for one event, so that somebody must choose
//! which applies first, watch damage (615, 306.7), destruction (614.8,
//! 702.87a), moves to a graveyard (614.1a), draws (614.11), life gains and a
//! loss of the game (614.1a). The "twice that many" effects on counters
//! placed and tokens created apply in any order to the same number, and
//! "enters the battlefield tapped" effects all apply, so none of those asks
//! anyone (rules::replacement `counters_replaced`, `tokens_replaced`).
//!
//! Every instruction kind is placed in one of three groups, by a match with
//! no catch-all, so a new kind has to be placed when it is added.

use super::state::Game;
use crate::cards::def::{Effect, Modification};

/// How an instruction meets replacement questions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum QuestionsMet {
    /// None: its events are watched by no effect that can compete, or it
    /// only decides which instructions come next (those are looked at in
    /// their turn).
    Nothing,
    /// Its events go through a queue that stops where a question comes and
    /// resumes with the answer (rules::damage_queue, destruction_queue,
    /// draw_queue, life_gain_queue, move_queue).
    Queued,
    /// Mana paid as it resolves (a mana ability activated to pay may deal
    /// damage, 605.3b): the instruction settles the payment's questions
    /// before it changes anything, asks the first one unanswered, and is
    /// followed again with the answer (rules::payment_harm).
    SettledFirst,
    /// A spell cast as it resolves (601.2h: the moves its additional cost
    /// makes; the harm of its mana abilities is settled first as above): the
    /// work can't stop in the middle, so where a question could come now
    /// (`Game::may_meet_question`) its questions are found on a copy of the
    /// game first (rules::replacement).
    LookedAtFirst,
}

/// The group of `e` (see the module notes).
pub(crate) fn questions_met(e: &Effect) -> QuestionsMet {
    use QuestionsMet::*;
    match e {
        Effect::DealDamage { .. }
        | Effect::DealDividedDamage
        | Effect::Destroy { .. }
        | Effect::Draw { .. }
        | Effect::GainLife { .. }
        | Effect::PlayersGainLife { .. }
        | Effect::SetLife { .. }
        | Effect::Sacrifice { .. }
        | Effect::SacrificeSource
        | Effect::SacrificeObject { .. }
        | Effect::Discard { .. }
        | Effect::DiscardHand { .. }
        | Effect::DiscardAtRandom { .. }
        | Effect::Mill { .. }
        | Effect::PutIntoGraveyard { .. }
        | Effect::Counter { .. }
        | Effect::LookAtTop { .. }
        | Effect::RevealUntil { .. }
        | Effect::SearchLibrary { .. }
        | Effect::AnyPlayerMay { .. } => Queued,
        Effect::MayPay { .. } | Effect::UnlessYouPay { .. } | Effect::CounterUnlessPays { .. } => SettledFirst,
        Effect::Cast { .. } | Effect::Cascade { .. } | Effect::Ripple { .. } => LookedAtFirst,
        // A loss it makes that is replaced: the replacement's instructions come after it (rules::replacement_work).
        Effect::WinTheGame => Nothing,
        // Instructions that only choose what comes next, or make choices.
        Effect::May { .. } | Effect::Instead { .. } | Effect::FlipCoin { .. } | Effect::Clash { .. } | Effect::Choose { .. } | Effect::ChooseSource { .. } => Nothing,
        // Counters and tokens (never a question), permanents entering the battlefield.
        Effect::PutCounters { .. }
        | Effect::MoveCounters { .. }
        | Effect::RemoveCounters { .. }
        | Effect::Proliferate
        | Effect::CreateTokens { .. }
        | Effect::CreateTokenCopy { .. }
        | Effect::ReturnToBattlefield { .. }
        | Effect::PutFromHand { .. } => Nothing,
        // Effects that last, shields, delayed triggers, copies of spells.
        Effect::Continuous { .. }
        | Effect::GainControl { .. }
        | Effect::CantBeRegenerated { .. }
        | Effect::IfItWouldDie { .. }
        | Effect::Regenerate { .. }
        | Effect::PreventDamage { .. }
        | Effect::PreventAllCombatDamage
        | Effect::RedirectDamage { .. }
        | Effect::AtBeginningOfNextEndStep { .. }
        | Effect::DelayedTrigger { .. }
        | Effect::AtEndOfCombat { .. }
        | Effect::CopySpell { .. }
        | Effect::GetEmblem { .. } => Nothing,
        // Combat requirements and restrictions.
        Effect::RemoveFromCombat { .. }
        | Effect::AssignsNoCombatDamage { .. }
        | Effect::AttacksIfAble { .. }
        | Effect::BlocksIfAble { .. }
        | Effect::CanBlockAdditional { .. }
        | Effect::AttackDespiteDefender { .. }
        | Effect::CantBlockAttacker { .. }
        | Effect::MustBeBlocked { .. }
        | Effect::CantAttackOrBlock { .. } => Nothing,
        // Moves to zones other than a graveyard, and what happens to permanents in place.
        Effect::Exile { .. }
        | Effect::ReturnToHand { .. }
        | Effect::ReturnChosenToHand { .. }
        | Effect::ReturnAtRandom { .. }
        | Effect::PutInLibrary { .. }
        | Effect::ShuffleIntoLibrary { .. }
        | Effect::Tap { .. }
        | Effect::Untap { .. }
        | Effect::UntapUpTo { .. }
        | Effect::TapOrUntap { .. }
        | Effect::PhaseOut { .. }
        | Effect::Transform { .. }
        | Effect::Flip { .. }
        | Effect::AttachSourceTo { .. }
        | Effect::AttachSourceToIt => Nothing,
        // Information, mana, life lost, turns and steps.
        Effect::RevealHand { .. }
        | Effect::LookAtHand { .. }
        | Effect::RevealAtRandom { .. }
        | Effect::LookAtTopOfLibrary { .. }
        | Effect::Scry { .. }
        | Effect::AddMana { .. }
        | Effect::AddManaOfChoice { .. }
        | Effect::LoseLife { .. }
        | Effect::GivePoison { .. }
        | Effect::ExtraTurn { .. }
        | Effect::SkipNextTurn { .. }
        | Effect::SkipNextStep { .. } => Nothing,
    }
}

/// Can following `e` deal noncombat damage, so that a 306.7 question may
/// arise? Only instructions that deal damage, let a player choose to take
/// it, pay mana (a mana ability may deal damage to its controller) or cast
/// a spell do.
pub(crate) fn may_deal_damage(e: &Effect) -> bool {
    matches!(e, Effect::DealDamage { .. } | Effect::DealDividedDamage | Effect::AnyPlayerMay { .. }) || matches!(questions_met(e), QuestionsMet::SettledFirst | QuestionsMet::LookedAtFirst)
}

impl Game {
    /// Could following `e`, an instruction looked at first, meet a question
    /// now? Only then is it played on a copy of the game first. A spell cast
    /// as it resolves asks where its additional cost could sacrifice or
    /// discard with a graveyard effect about (the harm of its mana abilities
    /// is settled first, rules::payment_harm).
    pub(crate) fn may_meet_question(&self, e: &Effect) -> bool {
        match e {
            Effect::Cast { .. } | Effect::Cascade { .. } | Effect::Ripple { .. } => !self.graveyard_replacers.is_empty() || self.effects.iter().any(|x| matches!(x.modification, Modification::WouldDieInstead(_))),
            _ => questions_met(e) == QuestionsMet::LookedAtFirst,
        }
    }
}
