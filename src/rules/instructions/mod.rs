//! Following one instruction of a resolving spell or ability (608.2c).
//!
//! Each kind of instruction of the card form (`Effect`, written `do` in a
//! card's JSON) has one function, `Game::do_<kind>`, in the file named after
//! the kind: `do: deal_damage` is followed by `deal_damage.rs`. Each returns
//! false when the instruction waits for a player's decision (608.2d); the
//! resolution resumes from the frame once it is answered (rules::resolution).

mod add_mana;
mod add_mana_of_choice;
mod any_player_may;
mod at_beginning_of_next_end_step;
mod at_end_of_combat;
mod attach_source_to;
mod attack_despite_defender;
mod attacks_if_able;
mod blocks_if_able;
mod cant_block_attacker;
mod cant_attack_or_block;
mod cant_be_regenerated;
mod if_it_would_die;
mod can_block_additional;
mod cascade;
mod ripple;
mod remove_from_combat;
mod cast;
mod choose;
mod clash;
mod choose_source;
mod continuous;
mod copy_spell;
mod counter;
mod counter_unless_pays;
mod create_token_copy;
mod create_tokens;
mod deal_damage;
mod deal_divided_damage;
mod choose_permanent;
mod reveal_from_hand;
mod prevent_divided_damage;
mod delayed_trigger;
mod destroy;
mod discard;
mod discard_at_random;
mod reveal_at_random;
mod look_at_top_of_library;
mod return_at_random;
mod discard_hand;
mod draw;
mod exile;
mod exile_haunting;
mod extra_turn;
mod flip_coin;
mod gain_control;
mod gain_life;
mod instead;
mod look_at_top;
mod reveal_until;
mod untap_up_to;
mod tap_chosen;
mod change_target;
mod spend_only;
mod give_poison;
mod lose_life;
mod may;
mod may_pay;
mod mill;
mod exile_top;
mod may_play_exiled;
mod prevent_all_combat_damage;
mod damage_cant_be_prevented_this_turn;
mod put_into_graveyard;
mod prevent_damage;
mod put_from_hand;
mod put_in_library;
mod redirect_damage;
mod phase_out;
mod put_counters;
mod move_counters;
mod regenerate;
mod transform;
mod flip;
mod remove_counters;
mod return_to_battlefield;
mod return_chosen_to_hand;
mod exile_chosen;
mod return_to_hand;
mod reveal_hand;
mod sacrifice;
mod sacrifice_object;
mod sacrifice_source;
mod proliferate;
mod scry;
mod search_library;
mod set_life;
mod skip_next_turn;
mod shuffle_into_library;
mod tap;
mod tap_or_untap;
mod unless_you_pay;
mod untap;
mod win_the_game;
mod lose_the_game;
mod get_emblem;

/// What the instruction files read: the game, its events and the card form.
mod prelude {
    pub(super) use crate::cards::def::*;
    pub(super) use crate::rules::events::*;
    pub(super) use crate::rules::resolution::*;
    pub(super) use crate::rules::state::*;
    pub(super) use crate::rules::types::*;
    pub(super) use crate::rules::zones::ZoneMove;
}

use prelude::*;

impl Game {
    /// Follow one instruction (608.2c). Returns false when it must wait for a decision.
    pub(crate) fn follow_instruction(&mut self, f: &mut ResolutionFrame, e: &Effect) -> bool {
        match e {
            Effect::DealDamage { amount, to, unpreventable, by } => self.do_deal_damage(f, amount, to, (*unpreventable, by.as_ref())),
            Effect::PreventDamage { amount, to, from, next_time, combat } => self.do_prevent_damage(f, amount, to, from, (*next_time, *combat)),
            Effect::ChooseSource { filter } => self.do_choose_source(f, filter),
            Effect::ChoosePermanent { player, filter } => self.do_choose_permanent(f, player, filter),
            Effect::RevealFromHand { filter } => self.do_reveal_from_hand(f, filter),
            Effect::ChooseFromHand { player, filter } => self.do_choose_from_hand(f, player, filter),
            Effect::RedirectDamage { amount, to, instead, from, next_time } => self.do_redirect_damage(f, amount, (to, instead), from, *next_time),
            Effect::GainLife { amount, player } => self.do_gain_life(f, amount, player),
            Effect::PlayersGainLife { amount, players } => self.do_players_gain_life(f, amount, players),
            Effect::LoseLife { amount, to } => self.do_lose_life(f, amount, to),
            Effect::GivePoison { count, to } => self.do_give_poison(f, count, to),
            Effect::Destroy { what } => self.do_destroy(f, what),
            Effect::WinTheGame => self.do_win_the_game(f),
            Effect::LoseTheGame => self.do_lose_the_game(f),
            Effect::CantBeRegenerated { what } => self.do_cant_be_regenerated(f, what),
            Effect::IfItWouldDie { what, instead } => self.do_if_it_would_die(f, what, *instead),
            Effect::Regenerate { what } => self.do_regenerate(f, what),
            Effect::Transform { what } => self.do_transform(f, what),
            Effect::Flip { what } => self.do_flip(f, what),
            Effect::Exile { what, linked, until_this_leaves } => self.do_exile(f, what, *linked, *until_this_leaves),
            Effect::AtBeginningOfNextEndStep { effects, text } => self.do_at_beginning_of_next_end_step(f, effects, text),
            Effect::ReturnToBattlefield { what, under_your_control, with_counters, tapped, flipped } => self.do_return_to_battlefield(f, what, (*under_your_control, *tapped, *flipped), with_counters),
            Effect::ReturnToHand { what } => self.do_return_to_hand(f, what),
            Effect::PutInLibrary { what, end } => self.do_put_in_library(f, what, *end),
            Effect::PutFromHand { filter, tapped } => self.do_put_from_hand(f, filter, *tapped),
            Effect::Tap { what } => self.do_tap(f, what),
            Effect::TapOrUntap { what } => self.do_tap_or_untap(f, what),
            Effect::Untap { what } => self.do_untap(f, what),
            Effect::RemoveFromCombat { what } => self.do_remove_from_combat(f, what),
            Effect::PhaseOut { what } => self.do_phase_out(f, what),
            Effect::AssignsNoCombatDamage { what } => self.do_assigns_no_combat_damage(f, what),
            Effect::Continuous { what, modifications, duration, text } => self.do_continuous(f, what, modifications, duration, text),
            Effect::GainControl { what, duration } => self.do_gain_control(f, what, duration),
            Effect::SetLife { player, amount } => self.do_set_life(f, player, amount),
            Effect::ShuffleIntoLibrary { player, each_player, what, hand, graveyard, permanents } => self.do_shuffle_into_library(f, (player, *each_player), what, [*hand, *graveyard, *permanents]),
            Effect::Instead { condition, instead, otherwise } => self.do_instead(f, condition, instead, otherwise),
            Effect::Choose { choice, remember } => self.do_choose(f, choice, remember),
            Effect::AttacksIfAble { what } => self.do_attacks_if_able(f, what),
            Effect::AttackDespiteDefender { what } => self.do_attack_despite_defender(f, what),
            Effect::BlocksIfAble { what, attacker } => self.do_blocks_if_able(f, what, attacker.as_ref()),
            Effect::CanBlockAdditional { what, additional } => self.do_can_block_additional(f, what, *additional),
            Effect::MustBeBlocked { what, by } => self.do_must_be_blocked(f, what, by),
            Effect::CantBlockAttacker { what, all, attacker } => self.do_cant_block_attacker(f, what.as_ref(), all.as_ref(), attacker),
            Effect::CantAttackOrBlock { what, all, attack, block, be_blocked } => {
                self.do_cant_attack_or_block(f, what.as_ref(), all.as_ref(), [*attack, *block, *be_blocked])
            }
            Effect::PutCounters { what, kind, count } => self.do_put_counters(f, what, kind, count),
            Effect::MoveCounters { from, to, kind, count } => self.do_move_counters(f, (from, to), kind, count),
            Effect::RemoveCounters { what, kind, count } => self.do_remove_counters(f, what, kind, count),
            Effect::Draw { player, count } => self.do_draw(f, player, count),
            Effect::RevealHand { player } => self.do_reveal_hand(f, player),
            Effect::ExtraTurn { player, count } => self.do_extra_turn(f, player, *count),
            Effect::SkipNextTurn { player } => self.do_skip_next_turn(f, player),
            Effect::GetEmblem { player, abilities } => self.do_get_emblem(f, player, abilities),
            Effect::SkipNextStep { player, step } => self.do_skip_next_step(f, player, *step),
            Effect::DiscardHand { player, filter } => self.do_discard_hand(f, player, filter),
            Effect::DiscardAtRandom { player, count } => self.do_discard_at_random(f, player, count),
            Effect::RevealAtRandom { player, count } => self.do_reveal_at_random(f, player, count),
            Effect::LookAtTopOfLibrary { player } => self.do_look_at_top_of_library(f, player),
            Effect::LookAtHand { player } => self.do_look_at_hand(f, player),
            Effect::ReturnAtRandom { filter, count } => self.do_return_at_random(f, filter, count),
            Effect::Discard { player, count, filter, you_choose } => self.do_discard(f, player, count, filter, you_choose),
            Effect::LookAtTop { count, take, rest, reveal, rest_into_graveyard, player } => self.do_look_at_top(f, count, take, (*rest, *rest_into_graveyard), (*reveal, player)),
            Effect::Scry { count } => self.do_scry(f, count),
            Effect::UntapUpTo { filter, count } => self.do_untap_up_to(f, filter, count),
            Effect::TapChosen { filter, count } => self.do_tap_chosen(f, filter, count),
            Effect::SpendOnly { only } => self.do_spend_only(f, only),
            Effect::ChangeTarget { what } => self.do_change_target(f, what),
            Effect::RevealUntil { player, filter, count, found, rest } => self.do_reveal_until(f, player, filter, count, (*found, *rest)),
            Effect::Cascade { below } => self.do_cascade(f, *below),
            Effect::Ripple { count, name } => self.do_ripple(f, *count, name),
            Effect::Proliferate => self.do_proliferate(f),
            Effect::SearchLibrary { filter, count, to, tapped, reveal, library, any_number } => self.do_search_library(f, filter, (count, *any_number), to, tapped, reveal, library),
            Effect::Mill { player, count } => self.do_mill(f, player, count),
            Effect::ExileTop { player, count } => self.do_exile_top(f, player, count),
            Effect::MayPlayExiled { duration } => self.do_may_play_exiled(f, duration),
            Effect::DealDividedDamage => self.do_deal_divided_damage(f),
            Effect::PreventDividedDamage => self.do_prevent_divided_damage(f),
            Effect::Cast { what, filter, without_paying_mana_cost, madness_cost, if_able, gains_haste } => {
                self.do_cast(f, what.as_ref(), filter, CastPaying::new(*without_paying_mana_cost, *madness_cost), CastHow { if_able: *if_able, gains_haste: *gains_haste })
            }
            Effect::PutIntoGraveyard { what } => self.do_put_into_graveyard(f, what),
            Effect::AddMana { mana, for_each, player } => self.do_add_mana(f, mana, for_each.as_ref(), player.as_ref()),
            e @ Effect::AddManaOfChoice { .. } => self.do_add_mana_of_choice(f, e),
            Effect::Counter { what, to } => self.do_counter(f, what, to),
            Effect::CopySpell { what, set_color, count } => self.do_copy_spell(f, what, set_color, count),
            Effect::CreateTokens { count, token, under } => self.do_create_tokens(f, count, token, under),
            Effect::CreateTokenCopy { of, count, under } => self.do_create_token_copy(f, of, count, under),
            Effect::PreventAllCombatDamage => self.do_prevent_all_combat_damage(f),
            Effect::DamageCantBePreventedThisTurn => self.do_damage_cant_be_prevented_this_turn(f),
            Effect::May { effects, otherwise, text } => self.do_may(f, effects, otherwise, text),
            Effect::FlipCoin { win, lose } => self.do_flip_coin(f, win, lose),
            Effect::Clash { win, otherwise } => self.do_clash(f, win, otherwise),
            Effect::UnlessYouPay { mana, times, effects, payer, text } => self.do_unless_you_pay(f, (mana, times), effects, payer, text),
            Effect::UnlessYouPayLife { life, times, effects, payer, text } => self.do_unless_you_pay_life(f, (*life, times), effects, payer, text),
            Effect::MayPay { mana, effects, otherwise, text } => self.do_may_pay(f, mana, (effects, otherwise), text),
            Effect::Sacrifice { player, filter, count } => self.do_sacrifice(f, player, filter, count),
            Effect::ReturnChosenToHand { player, filter, count } => self.do_return_chosen_to_hand(f, player, filter, count),
            Effect::ExileChosen { player, from, count } => self.do_exile_chosen(f, player, from, count),
            Effect::AttachSourceTo { target } => self.do_attach_source_to(f, target),
            Effect::AttachSourceToIt => self.do_attach_source_to_it(f),
            Effect::ExileHaunting { what } => self.do_exile_haunting(f, what),
            Effect::SacrificeSource => self.do_sacrifice_source(f),
            Effect::SacrificeObject { what, its_controller } => self.do_sacrifice_object(f, what, *its_controller),
            Effect::CounterUnlessPays { what, mana: cost, times } => self.do_counter_unless_pays(f, what, cost, times),
            Effect::AnyPlayerMay { options, then, otherwise } => self.do_any_player_may(f, options, then, otherwise),
            Effect::DelayedTrigger { when, about, this_turn, effects, text } => self.do_delayed_trigger(f, when, about, this_turn, effects, text),
            Effect::AtEndOfCombat { effects, text } => self.do_at_end_of_combat(f, effects, text),
        }
    }
}
