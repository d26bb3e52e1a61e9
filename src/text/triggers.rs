//! Trigger events, both ways (603.1, 603.2): "When [this] enters the
//! battlefield", "At the beginning of your upkeep", "Whenever you cast an
//! instant or sorcery spell", "Whenever another creature enters the
//! battlefield under your control", "Whenever a creature dies", and
//! "Landfall — " and "Kinship — " (ability words, 207.2c, before their trigger).

use super::compile::Context;
use super::cursor::Cursor;
use super::nouns::{self, Number};
use crate::cards::def::*;
use crate::rules::types::{CardType, Step};

/// "Whenever [this] deals [combat] damage [to ...]".
fn dealt(to: Option<DamageTo>, combat_only: bool) -> TriggerCondition {
    TriggerCondition::DealsDamage { filter: None, to, combat_only }
}

/// "Whenever enchanted / equipped creature deals [combat] damage [to ...]".
fn attached_dealt(to: Option<DamageTo>, combat_only: bool) -> TriggerCondition {
    TriggerCondition::DealsDamage { filter: Some(FilterSpec { attached: true, ..Default::default() }.into()), to, combat_only }
}

/// The words after "deals" in a damage trigger, longest first.
const DEALS: &[(&str, Option<DamageTo>, bool)] = &[
    (" deals combat damage to a player", Some(DamageTo::Player), true),
    (" deals combat damage to an opponent", Some(DamageTo::Opponent), true),
    (" deals combat damage to a creature", Some(DamageTo::Creature), true),
    (" deals damage to a player", Some(DamageTo::Player), false),
    (" deals damage to an opponent", Some(DamageTo::Opponent), false),
    (" deals damage to a creature", Some(DamageTo::Creature), false),
    (" deals combat damage to you", Some(DamageTo::You), true),
    (" deals damage to you", Some(DamageTo::You), false),
    (" deals combat damage", None, true),
    (" deals damage", None, false),
];

/// "Whenever a [noun] deals [combat] damage [to a player / an opponent / a
/// creature]" (603.2): any such source, its controller "its controller".
fn noun_deals(c: &mut Cursor) -> Option<TriggerCondition> {
    if !(c.eat("Whenever ") && read_article(c)) {
        return None;
    }
    let f = nouns::read(c, Number::One, None)?;
    let (_, to, combat_only) = DEALS.iter().find(|(w, _, _)| c.eat(w))?;
    c.rest().starts_with(", ").then(|| TriggerCondition::DealsDamage { filter: Some(f.into()), to: *to, combat_only: *combat_only })
}

/// The events written as fixed words (the card's name stands where "~" is).
fn fixed() -> Vec<(&'static str, TriggerCondition)> {
    let step = |step, yours_only| TriggerCondition::BeginningOfStep { step, yours_only, chosen_player: false, opponents_only: false, attached_controller: false };
    let opponents = |step| TriggerCondition::BeginningOfStep { step, yours_only: false, chosen_player: false, opponents_only: true, attached_controller: false };
    let land_you_control = FilterSpec { types: vec![CardType::Land], controller: Some(Relation::You), ..Default::default() };
    vec![
        ("When ~ enters the battlefield", TriggerCondition::EntersBattlefield { filter: None }),
        // 904.9 (Archenemy): a scheme's ability as its owner sets it in motion.
        ("When you set this scheme in motion", TriggerCondition::SetInMotion),
        // 103.5b: an action from the opening hand, then a delayed ability.
        ("You may reveal this card from your opening hand. If you do, at the beginning of the first upkeep", TriggerCondition::OpeningHandReveal { at: OpeningRevealAt::FirstUpkeep }),
        ("You may reveal this card from your opening hand. If you do, at the beginning of your first main phase", TriggerCondition::OpeningHandReveal { at: OpeningRevealAt::YourFirstMainPhase }),
        ("When ~ dies", TriggerCondition::Dies { filter: None }),
        ("When ~ is put into a graveyard from the battlefield", TriggerCondition::PutIntoGraveyardFromBattlefield { filter: None }),
        // 603.6c: the card's own ability, seen in its new zone.
        ("When ~ is put into a graveyard from anywhere", TriggerCondition::PutIntoZone { zone: ZoneName::Graveyard, filter: None, owner: None }),
        ("When ~ leaves the battlefield", TriggerCondition::LeavesBattlefield { filter: None, to: None }),
        ("Whenever ~ attacks and isn't blocked", TriggerCondition::AttacksUnblocked),
        ("Whenever ~ attacks or blocks", TriggerCondition::AttacksOrBlocks),
        ("When ~ attacks or blocks", TriggerCondition::AttacksOrBlocks),
        ("Whenever ~ attacks", TriggerCondition::Attacks),
        ("When ~ attacks", TriggerCondition::Attacks),
        ("Whenever ~ becomes blocked", TriggerCondition::BecomesBlocked),
        ("Whenever ~ blocks or becomes blocked", TriggerCondition::BlocksOrBecomesBlocked),
        ("Whenever ~ deals combat damage to a player", TriggerCondition::DealsCombatDamageToPlayer),
        ("Whenever ~ is dealt damage", TriggerCondition::IsDealtDamage { filter: None }),
        ("Whenever ~ deals damage to a player", dealt(Some(DamageTo::Player), false)),
        ("Whenever ~ deals damage to an opponent", dealt(Some(DamageTo::Opponent), false)),
        ("Whenever ~ deals combat damage to an opponent", dealt(Some(DamageTo::Opponent), true)),
        ("Whenever ~ deals damage to a creature", dealt(Some(DamageTo::Creature), false)),
        ("Whenever ~ deals combat damage to a creature", dealt(Some(DamageTo::Creature), true)),
        ("Whenever ~ deals damage", dealt(None, false)),
        ("Whenever ~ deals combat damage", dealt(None, true)),
        ("Whenever ~ blocks a creature", TriggerCondition::Blocks),
        ("Whenever ~ blocks", TriggerCondition::BlocksAny),
        ("When ~ blocks", TriggerCondition::BlocksAny),
        ("Whenever enchanted creature deals damage", attached_dealt(None, false)),
        ("Whenever enchanted creature deals combat damage", attached_dealt(None, true)),
        ("Whenever enchanted creature deals damage to a player", attached_dealt(Some(DamageTo::Player), false)),
        ("Whenever enchanted creature deals combat damage to a player", attached_dealt(Some(DamageTo::Player), true)),
        ("Whenever enchanted creature deals damage to an opponent", attached_dealt(Some(DamageTo::Opponent), false)),
        ("Whenever enchanted creature deals damage to a creature", attached_dealt(Some(DamageTo::Creature), false)),
        ("Whenever equipped creature deals combat damage to a player", attached_dealt(Some(DamageTo::Player), true)),
        ("Whenever equipped creature deals damage", attached_dealt(None, false)),
        ("When ~ becomes the target of a spell or ability", TriggerCondition::BecomesTarget { filter: None, by: TargetedBy::SpellOrAbility, controller: None }),
        ("Whenever ~ becomes the target of a spell or ability", TriggerCondition::BecomesTarget { filter: None, by: TargetedBy::SpellOrAbility, controller: None }),
        ("Whenever ~ becomes tapped", TriggerCondition::BecomesTapped { filter: None }),
        ("Whenever ~ becomes untapped", TriggerCondition::BecomesUntapped { filter: None }),
        ("Whenever you gain life", TriggerCondition::LifeGained { by: Some(Relation::You) }),
        ("Whenever an opponent gains life", TriggerCondition::LifeGained { by: Some(Relation::Opponent) }),
        ("Whenever a player gains life", TriggerCondition::LifeGained { by: None }),
        ("Whenever you lose life", TriggerCondition::LifeLost { by: Some(Relation::You) }),
        ("Whenever an opponent loses life", TriggerCondition::LifeLost { by: Some(Relation::Opponent) }),
        ("Whenever a player loses life", TriggerCondition::LifeLost { by: None }),
        ("Whenever you draw a card", TriggerCondition::CardDrawn { by: Some(Relation::You) }),
        ("Whenever an opponent draws a card", TriggerCondition::CardDrawn { by: Some(Relation::Opponent) }),
        ("Whenever a player draws a card", TriggerCondition::CardDrawn { by: None }),
        ("Whenever an opponent discards a card", TriggerCondition::CardDiscarded { by: Some(Relation::Opponent) }),
        ("Whenever a player discards a card", TriggerCondition::CardDiscarded { by: None }),
        // 701.8: a discard an opponent's spell or ability made (the card's own from wherever it went).
        ("Whenever a spell or ability an opponent controls causes you to discard a card", TriggerCondition::DiscardedByOpponent { this: false }),
        ("When a spell or ability an opponent controls causes you to discard ~", TriggerCondition::DiscardedByOpponent { this: true }),
        // 603.9 (104.3): a player leaving the game by losing it.
        ("Whenever a player loses the game", TriggerCondition::PlayerLoses),
        ("When ~ is turned face up", TriggerCondition::TurnedFaceUp),
        ("Whenever a permanent is turned face up", TriggerCondition::PermanentTurnedFaceUp),
        ("When you cycle ~", TriggerCondition::Cycled { filter: None }),
        // One ability on either event.
        ("When ~ enters the battlefield or leaves the battlefield", TriggerCondition::Either { of: vec![TriggerCondition::EntersBattlefield { filter: None }, TriggerCondition::LeavesBattlefield { filter: None, to: None }] }),
        ("Whenever ~ enters the battlefield or attacks", TriggerCondition::Either { of: vec![TriggerCondition::EntersBattlefield { filter: None }, TriggerCondition::Attacks] }),
        // 702.54c (reference rules): the haunted creature's death, watched from exile.
        ("When ~ enters the battlefield or the creature it haunts dies", TriggerCondition::Either { of: vec![TriggerCondition::EntersBattlefield { filter: None }, TriggerCondition::HauntedDies] }),
        ("When the creature ~ haunts dies", TriggerCondition::HauntedDies),
        ("When ~ enters the battlefield or is turned face up", TriggerCondition::Either { of: vec![TriggerCondition::EntersBattlefield { filter: None }, TriggerCondition::TurnedFaceUp] }),
        ("When you cycle ~ or it dies", TriggerCondition::Either { of: vec![TriggerCondition::Cycled { filter: None }, TriggerCondition::Dies { filter: None }] }),
        ("Whenever a player cycles a card", TriggerCondition::Cycled { filter: Some(FilterSpec::default().into()) }),
        ("At the beginning of your upkeep", step(Step::Upkeep, true)),
        ("At the beginning of each upkeep", step(Step::Upkeep, false)),
        ("At the beginning of each player's upkeep", TriggerCondition::BeginningOfStep { step: Step::Upkeep, yours_only: false, chosen_player: false, opponents_only: false, attached_controller: false }),
        ("At the beginning of your end step", step(Step::End, true)),
        ("At the beginning of the end step", step(Step::End, false)),
        ("At the beginning of each end step", step(Step::End, false)),
        ("At the beginning of each player's end step", step(Step::End, false)),
        ("At the beginning of each player's draw step", step(Step::Draw, false)),
        ("At the beginning of each player's precombat main phase", step(Step::PrecombatMain, false)),
        ("At the beginning of each combat", step(Step::BeginningOfCombat, false)),
        ("At the beginning of the chosen player's upkeep", TriggerCondition::BeginningOfStep { step: Step::Upkeep, yours_only: false, chosen_player: true, opponents_only: false, attached_controller: false }),
        ("At the beginning of each opponent's upkeep", opponents(Step::Upkeep)),
        ("At the beginning of each opponent's end step", opponents(Step::End)),
        ("At the beginning of each opponent's draw step", opponents(Step::Draw)),
        ("At the beginning of your draw step", step(Step::Draw, true)),
        ("At the beginning of your precombat main phase", step(Step::PrecombatMain, true)),
        ("At the beginning of combat on your turn", step(Step::BeginningOfCombat, true)),
        ("Landfall — Whenever a land enters the battlefield under your control", TriggerCondition::EntersBattlefield { filter: Some(land_you_control.clone().into()) }),
        ("Whenever a land enters the battlefield under your control", TriggerCondition::EntersBattlefield { filter: Some(land_you_control.into()) }),
        ("Kinship — At the beginning of your upkeep", step(Step::Upkeep, true)),
    ]
}

/// Who casts: "you", "a player", "an opponent".
const CASTERS: &[(&str, &str, Option<Relation>)] = &[("you cast ", "", Some(Relation::You)), ("a player casts ", "", None), ("an opponent casts ", "", Some(Relation::Opponent))];

/// "Whenever" and "When" before an event (603.2: the same trigger; wording 0 and 1).
const WHENEVER: [&str; 2] = ["Whenever ", "When "];

/// Where a permanent enters: "", " under your control", " under an opponent's control".
const UNDER: &[(&str, Option<Relation>)] = &[(" under your control", Some(Relation::You)), (" under an opponent's control", Some(Relation::Opponent)), ("", None)];

use super::words::article;

fn read_article(c: &mut Cursor) -> bool {
    c.eat("an ") || c.eat("a ")
}

/// The event of a triggered ability, up to its comma, and which of its
/// wordings it is (0: the usual one; an event listed twice in `fixed` has
/// its later entries as other wordings).
/// Is the event the card's own leaving the battlefield ("when [this] dies",
/// "... is put into a graveyard from the battlefield", "... leaves the
/// battlefield")? Its ability may then move the card from its new zone
/// (112.6k: the trigger says the card is put there).
pub fn is_own_leaving(t: &TriggerCondition) -> bool {
    matches!(t, TriggerCondition::Dies { filter: None } | TriggerCondition::PutIntoGraveyardFromBattlefield { filter: None } | TriggerCondition::LeavesBattlefield { filter: None, .. } | TriggerCondition::EnchantedDies)
}

pub fn read(c: &mut Cursor, ctx: &Context) -> Option<(TriggerCondition, u8)> {
    let start = c.pos;
    let all = fixed();
    for (i, (words, t)) in all.iter().enumerate() {
        c.pos = start;
        let (before, after) = words.split_once('~').unwrap_or((words, ""));
        let named = words.contains('~');
        if c.eat(before) && (!named || (ctx.eat_name(c) && c.eat(after))) && c.rest().starts_with(", ") {
            let n = all[..i].iter().filter(|(_, x)| x == t).count() as u8;
            return Some((t.clone(), n));
        }
    }
    c.pos = start;
    if let Some(tn) = c.attempt(spell_cast) {
        return Some(tn);
    }
    if let Some(t) = c.attempt(|c| blocked_by(c, &|c| ctx.eat_name(c))) {
        return Some((t, 0));
    }
    if let Some(tn) = c.attempt(|c| attached_event(c, ctx)) {
        return Some(tn);
    }
    if let Some(tn) = c.attempt(|c| super::state_triggers::read(c, ctx)) {
        return Some(tn);
    }
    if let Some(t) = c.attempt(|c| self_or_another(c, ctx)) {
        return Some((t, 1));
    }
    if let Some(tn) = c.attempt(|c| super::damaged_by::read(c, ctx)) {
        return Some(tn);
    }
    if let Some(t) = c.attempt(noun_deals) {
        return Some((t, 0));
    }
    if let Some(tn) = c.attempt(tapped_for_mana) {
        return Some(tn);
    }
    if let Some(tn) = c.attempt(becomes_tapped) {
        return Some(tn);
    }
    if let Some(t) = c.attempt(into_graveyard_from_anywhere) {
        return Some((t, 0));
    }
    if let Some(t) = c.attempt(|c| counters_placed(c, ctx)) {
        return Some((t, 0));
    }
    if let Some(t) = c.attempt(revealed_this_way) {
        return Some((t, 0));
    }
    if let Some(t) = c.attempt(attached_upkeep) {
        return Some((t, 0));
    }
    if let Some(tn) = c.attempt(|c| becomes_target(c, ctx)) {
        return Some(tn);
    }
    if let Some(tn) = c.attempt(|c| is_dealt_damage(c, ctx)) {
        return Some(tn);
    }
    c.attempt(enters_or_dies).map(|t| (t, 0))
}

const ENCHANTED_PLAYERS_UPKEEP: &str = "At the beginning of enchanted player's upkeep";
const UPKEEP_OF_ENCHANTED: &str = "At the beginning of the upkeep of enchanted ";
const ATTACHED_CONTROLLER: &str = "'s controller";

/// "At the beginning of the upkeep of enchanted creature's controller" (any
/// noun the Aura's Enchant line names: the rendering writes that one) and
/// "At the beginning of enchanted player's upkeep".
fn attached_upkeep(c: &mut Cursor) -> Option<TriggerCondition> {
    let t = TriggerCondition::BeginningOfStep { step: Step::Upkeep, yours_only: false, chosen_player: false, opponents_only: false, attached_controller: true };
    if c.eat(ENCHANTED_PLAYERS_UPKEEP) {
        return c.rest().starts_with(", ").then_some(t);
    }
    if !c.eat(UPKEEP_OF_ENCHANTED) {
        return None;
    }
    nouns::read(c, Number::One, None)?;
    (c.eat(ATTACHED_CONTROLLER) && c.rest().starts_with(", ")).then_some(t)
}

/// The words of an upkeep trigger of the enchanted permanent's controller,
/// or the enchanted player, from the Aura's Enchant line.
pub fn write_attached_upkeep(enchant: Option<&TargetSpec>) -> Result<String, String> {
    let e = enchant.ok_or("an upkeep trigger of the enchanted permanent's controller without Enchant")?;
    let noun = super::statics::write_enchant(e)?;
    let noun = noun.strip_prefix("Enchant ").ok_or("an Enchant line")?;
    if e.kind == TargetKind::Player {
        return Ok(ENCHANTED_PLAYERS_UPKEEP.to_string());
    }
    // "Enchant artifact or creature": what it enchants is "enchanted permanent".
    let noun = if noun.contains(" or ") { "permanent" } else { noun };
    Ok(format!("{UPKEEP_OF_ENCHANTED}{noun}{ATTACHED_CONTROLLER}"))
}

/// "Whenever [this] or another [noun] dies / enters the battlefield [under
/// your control]": the event of any such [noun] (wording 1 of `enters_or_dies`'s
/// events), read only where the card is itself such a [noun], so that the
/// two say the same.
fn self_or_another(c: &mut Cursor, ctx: &Context) -> Option<TriggerCondition> {
    if !(c.eat("Whenever ") && ctx.eat_name(c) && c.eat(" or another ")) {
        return None;
    }
    let f = nouns::read(c, Number::One, None)?;
    if f.controller.is_some() || f.other || !is_one_of(&f, (&ctx.kinds.0, &ctx.kinds.1)) {
        return None;
    }
    if c.eat(" dies") {
        return c.rest().starts_with(", ").then(|| TriggerCondition::Dies { filter: Some(f.into()) });
    }
    if !c.eat(" enters the battlefield") {
        return None;
    }
    let (_, under) = UNDER.iter().find(|(w, _)| c.eat(w))?;
    let mut f = f;
    f.controller = *under;
    c.rest().starts_with(", ").then(|| TriggerCondition::EntersBattlefield { filter: Some(f.into()) })
}

/// Whether a card of these types and subtypes is a [noun] of `f` (a noun of
/// card types and subtypes only).
fn is_one_of(f: &FilterSpec, (types, subtypes): (&[CardType], &[String])) -> bool {
    let plain = FilterSpec { types: vec![], subtypes: vec![], ..f.clone() };
    plain == FilterSpec::default()
        && (f.types.is_empty() || f.types.iter().any(|t| types.contains(t)))
        && (f.subtypes.is_empty() || f.subtypes.iter().any(|s| subtypes.contains(s)))
}

/// The words of the triggers on a block with a creature of a kind (509.1, 603.2).
const BLOCKED_BY: &[(&str, bool)] = &[(" blocks or becomes blocked by ", true), (" becomes blocked by ", false)];

/// "Whenever [this] becomes blocked by a [noun]", "Whenever [this] blocks or
/// becomes blocked by a [noun]": once for each such creature, which is the trigger object.
fn blocked_by(c: &mut Cursor, subject: &dyn Fn(&mut Cursor) -> bool) -> Option<TriggerCondition> {
    if !(c.eat("Whenever ") && subject(c)) {
        return None;
    }
    let (_, either) = BLOCKED_BY.iter().find(|(w, _)| c.eat(w))?;
    if !read_article(c) {
        return None;
    }
    let f = nouns::read(c, Number::One, None)?;
    if f.controller.is_some() || f.other || !c.rest().starts_with(", ") {
        return None;
    }
    Some(if *either { TriggerCondition::BlocksOrBlockedBy { filter: f.into() } } else { TriggerCondition::BlockedBy { filter: f.into() } })
}

/// A creature's own combat event an Aura or Equipment watches on the
/// creature it is attached to (`TriggerCondition::Attached`)?
pub fn is_attached_event(t: &TriggerCondition) -> bool {
    use TriggerCondition as C;
    matches!(t, C::Attacks | C::AttacksOrBlocks | C::AttacksUnblocked | C::Blocks | C::BlocksAny | C::BecomesBlocked | C::BlocksOrBecomesBlocked | C::BlockedBy { .. } | C::BlocksOrBlockedBy { .. })
}

/// What an Aura or Equipment calls the creature it is attached to, from its
/// subtypes (the renderer's `attached_word`).
fn attached_subject(ctx: &Context) -> Option<&'static str> {
    let has = |t: &str| ctx.kinds.1.iter().any(|s| s == t);
    if has("Equipment") {
        Some("equipped creature")
    } else if has("Aura") {
        Some("enchanted creature")
    } else {
        None
    }
}

/// "Whenever enchanted creature attacks", "Whenever equipped creature
/// blocks or becomes blocked by a [noun]": a creature's own combat event
/// (written as its own ability would, the creature named as an Aura or
/// Equipment names it), watched on the creature the source is attached to.
fn attached_event(c: &mut Cursor, ctx: &Context) -> Option<(TriggerCondition, u8)> {
    let subject = attached_subject(ctx)?;
    let start = c.pos;
    let all = fixed();
    for (i, (words, t)) in all.iter().enumerate() {
        let Some((before, after)) = words.split_once('~').filter(|_| is_attached_event(t)) else { continue };
        c.pos = start;
        if c.eat(before) && c.eat(subject) && c.eat(after) && c.rest().starts_with(", ") {
            let n = all[..i].iter().filter(|(_, x)| x == t).count() as u8;
            return Some((TriggerCondition::Attached { of: Box::new(t.clone()) }, n));
        }
    }
    c.pos = start;
    // 603.6f, 603.10a: "When enchanted creature dies", "Whenever equipped creature dies".
    if let Some(n) = c.attempt(|c| {
        let n = ATTACHED_DIES.iter().position(|w| c.eat(w))?;
        (c.eat(subject) && c.eat(" dies") && c.rest().starts_with(", ")).then_some(n as u8)
    }) {
        return Some((TriggerCondition::EnchantedDies, n));
    }
    blocked_by(c, &|c| c.eat(subject)).map(|t| (TriggerCondition::Attached { of: Box::new(t) }, 0))
}

/// The words before "enchanted creature dies": wording 0 and 1.
const ATTACHED_DIES: [&str; 2] = ["When ", "Whenever "];

/// "When enchanted creature dies" (wording 1: "Whenever"), the creature
/// named as the Aura or Equipment names it.
pub fn write_attached_dies(subject: &str, n: u8) -> Result<String, String> {
    let when = ATTACHED_DIES.get(n as usize).ok_or_else(|| format!("wording {n} of the attached creature's dying"))?;
    Ok(format!("{when}{subject} dies"))
}

/// "Whenever [you / a player / an opponent] cast(s) a[n] [spell noun]",
/// or "When ..." (wording 1).
fn spell_cast(c: &mut Cursor) -> Option<(TriggerCondition, u8)> {
    let n = WHENEVER.iter().position(|w| c.eat(w))? as u8;
    let (_, _, by) = CASTERS.iter().find(|(w, _, _)| c.eat(w))?;
    if !read_article(c) {
        return None;
    }
    let f = nouns::read(c, Number::One, Some(("spell", "spells")))?;
    if f.controller.is_some() {
        return None;
    }
    let filter = (f != FilterSpec::default()).then(|| f.into());
    c.rest().starts_with(", ").then_some((TriggerCondition::SpellCast { filter, by: *by }, n))
}

/// The wordings of a permanent tapped for mana (605.4a), the filter's
/// relation in each: "Whenever enchanted [noun] is tapped for mana" (the
/// permanent the source is attached to), "Whenever you tap a[n] [noun] for
/// mana", "Whenever an opponent taps a[n] [noun] for mana", "Whenever a[n]
/// [noun] is tapped for mana", "Whenever a player taps
/// a[n] [noun] for mana" (wording 1: the same event as the one before).
fn tapped_for_mana(c: &mut Cursor) -> Option<(TriggerCondition, u8)> {
    let (f, n, words) = if c.eat("Whenever enchanted ") {
        let f = nouns::read(c, Number::One, None)?;
        (FilterSpec { attached: true, ..f }, 0, " is tapped for mana")
    } else if c.eat("Whenever you tap ") && read_article(c) {
        let f = nouns::read(c, Number::One, None)?;
        (FilterSpec { controller: Some(Relation::You), ..f }, 0, " for mana")
    } else if c.eat("Whenever an opponent taps ") && read_article(c) {
        let f = nouns::read(c, Number::One, None)?;
        (FilterSpec { controller: Some(Relation::Opponent), ..f }, 0, " for mana")
    } else if c.eat("Whenever a player taps ") && read_article(c) {
        (nouns::read(c, Number::One, None)?, 1, " for mana")
    } else if c.eat("Whenever ") && read_article(c) {
        (nouns::read(c, Number::One, None)?, 0, " is tapped for mana")
    } else {
        return None;
    };
    let plain = f.controller.is_none() || matches!(f.controller, Some(Relation::You | Relation::Opponent)) && words == " for mana";
    if !plain || f.other || !c.eat(words) || !c.rest().starts_with(", ") {
        return None;
    }
    Some((TriggerCondition::TappedForMana { filter: f.into() }, n))
}

/// "Whenever enchanted [noun] becomes tapped" (the permanent the source is
/// attached to), "When enchanted [noun] becomes tapped" (wording 1),
/// "Whenever a[n] [noun] becomes tapped" (603.2d: a change from untapped to
/// tapped); each also with "becomes untapped".
fn becomes_tapped(c: &mut Cursor) -> Option<(TriggerCondition, u8)> {
    let (f, n) = if c.eat("Whenever enchanted ") {
        (FilterSpec { attached: true, ..nouns::read(c, Number::One, None)? }, 0)
    } else if c.eat("When enchanted ") {
        (FilterSpec { attached: true, ..nouns::read(c, Number::One, None)? }, 1)
    } else if c.eat("Whenever fortified land") {
        // The land a Fortification is attached to (wording 2).
        (FilterSpec { attached: true, types: vec![CardType::Land], ..Default::default() }, 2)
    } else if c.eat("Whenever ") && read_article(c) {
        (nouns::read(c, Number::One, None)?, 0)
    } else {
        return None;
    };
    if f.other || (f.attached && f.controller.is_some()) {
        return None;
    }
    // 603.2d: "becomes untapped" is the change from tapped to untapped.
    let untapped = match c.eat_one_of(&[" becomes tapped", " becomes untapped"])? {
        0 => false,
        _ => true,
    };
    if !c.rest().starts_with(", ") {
        return None;
    }
    Some((if untapped { TriggerCondition::BecomesUntapped { filter: Some(f.into()) } } else { TriggerCondition::BecomesTapped { filter: Some(f.into()) } }, n))
}

/// What targets a permanent, as "becomes the target of" says it (the longer first).
const TARGETED_BY: [(&str, TargetedBy); 3] = [("a spell or ability", TargetedBy::SpellOrAbility), ("an Aura spell", TargetedBy::AuraSpell), ("a spell", TargetedBy::Spell)];
/// Whose spell or ability it is.
const TARGETING_CONTROLLER: [(&str, Option<Relation>); 3] = [(" an opponent controls", Some(Relation::Opponent)), (" you control", Some(Relation::You)), ("", None)];

/// "Whenever [this / a creature / another permanent you control / enchanted
/// creature] becomes the target of [a spell or ability / a spell / an Aura
/// spell][ an opponent controls]" (603.2); wording 1: "When".
fn becomes_target(c: &mut Cursor, ctx: &Context) -> Option<(TriggerCondition, u8)> {
    let (filter, n) = event_subject(c, ctx)?;
    if !c.eat(" becomes the target of ") {
        return None;
    }
    let by = TARGETED_BY[c.eat_one_of(&TARGETED_BY.map(|(w, _)| w))?].1;
    let controller = TARGETING_CONTROLLER[c.eat_one_of(&TARGETING_CONTROLLER.map(|(w, _)| w))?].1;
    c.rest().starts_with(", ").then(|| (TriggerCondition::BecomesTarget { filter: filter.map(Filter::from), by, controller }, n))
}

/// "Whenever" or "When" (wording 0 or 1), then the permanent an event
/// happens to: this one (None), "enchanted [noun]", "another [noun]", "a[n] [noun]".
fn event_subject(c: &mut Cursor, ctx: &Context) -> Option<(Option<FilterSpec>, u8)> {
    let n = c.eat_one_of(&WHENEVER)? as u8;
    let filter = if c.eat("enchanted ") {
        Some(FilterSpec { attached: true, ..nouns::read(c, Number::One, None)? })
    } else if c.eat("another ") {
        Some(FilterSpec { other: true, ..nouns::read(c, Number::One, None)? })
    } else if read_article(c) {
        Some(nouns::read(c, Number::One, None)?)
    } else if ctx.eat_name(c) {
        None
    } else {
        return None;
    };
    (!filter.as_ref().is_some_and(|f| f.other && f.attached)).then_some((filter, n))
}

fn write_event_subject(name: &str, filter: &Option<Filter>, n: u8) -> Result<String, String> {
    let whenever = WHENEVER.get(n as usize).ok_or("a wording of the event")?;
    let what = match filter {
        None => name.to_string(),
        Some(f) if f.attached => format!("enchanted {}", nouns::write(&FilterSpec { attached: false, ..(**f).clone() }, Number::One, None)?),
        Some(f) if f.other => format!("another {}", nouns::write(&FilterSpec { other: false, ..(**f).clone() }, Number::One, None)?),
        Some(f) => {
            let noun = nouns::write(f, Number::One, None)?;
            format!("{} {noun}", article(&noun))
        }
    };
    Ok(format!("{whenever}{what}"))
}

fn write_becomes_target(name: &str, (filter, by, controller): (&Option<Filter>, TargetedBy, Option<Relation>), n: u8) -> Result<String, String> {
    let (by_words, _) = TARGETED_BY.iter().find(|(_, b)| *b == by).ok_or("a kind of targeting")?;
    let (whose, _) = TARGETING_CONTROLLER.iter().find(|(_, r)| *r == controller).ok_or("a targeting controller")?;
    Ok(format!("{} becomes the target of {by_words}{whose}", write_event_subject(name, filter, n)?))
}

/// "Whenever a creature is dealt damage", "When enchanted creature is dealt
/// damage" (603.2; "Whenever [this] is dealt damage" is a fixed wording).
fn is_dealt_damage(c: &mut Cursor, ctx: &Context) -> Option<(TriggerCondition, u8)> {
    let (filter, n) = event_subject(c, ctx)?;
    (filter.is_some() && c.eat(IS_DEALT_DAMAGE) && c.rest().starts_with(", ")).then(|| (TriggerCondition::IsDealtDamage { filter: filter.map(Filter::from) }, n))
}

const IS_DEALT_DAMAGE: &str = " is dealt damage";

/// Whose graveyard a card is put into: "a", "your", "an opponent's".
const GRAVEYARDS: &[(&str, Option<Relation>)] = &[(" is put into a graveyard from anywhere", None), (" is put into your graveyard from anywhere", Some(Relation::You)), (" is put into an opponent's graveyard from anywhere", Some(Relation::Opponent))];

/// "Whenever a[n] [noun] card / another card is put into [a / your / an
/// opponent's] graveyard from anywhere" (603.6a: a zone change, the card seen in its new zone).
fn into_graveyard_from_anywhere(c: &mut Cursor) -> Option<TriggerCondition> {
    if !c.eat("Whenever ") {
        return None;
    }
    let other = if c.eat("another ") {
        true
    } else if read_article(c) {
        false
    } else {
        return None;
    };
    let f = nouns::read(c, Number::One, Some(("card", "cards")))?;
    if f.other || f.controller.is_some() || f.controlled_by.is_some() {
        return None;
    }
    let (_, owner) = GRAVEYARDS.iter().find(|(w, _)| c.eat(w))?;
    // Always a filter, even "a card": without one the ability watches only its own card.
    let filter = Some(FilterSpec { other, ..f }.into());
    c.rest().starts_with(", ").then_some(TriggerCondition::PutIntoZone { zone: ZoneName::Graveyard, filter, owner: *owner })
}

/// The words of a counter trigger's change, for one counter and for "one or more".
const COUNTER_CHANGES: [(CounterChange, &str, &str); 2] =
    [(CounterChange::Put, " counter is placed on ", " counters are placed on "), (CounterChange::Removed, " counter is removed from ", " counters are removed from ")];

/// "Whenever a [kind] counter is placed on [this / a[n] [noun] / another
/// [noun]]" (once for each counter), "Whenever one or more [kind] counters
/// are placed on ..." (once for the event), and the same with "is removed
/// from" / "are removed from": 122.1, 603.2.
fn counters_placed(c: &mut Cursor, ctx: &Context) -> Option<TriggerCondition> {
    let each_counter = if c.eat("Whenever one or more ") {
        false
    } else if c.eat("Whenever ") && read_article(c) {
        true
    } else {
        return None;
    };
    let kind = super::instructions::counter_kind(c)?;
    let (change, _, _) = COUNTER_CHANGES.iter().find(|(_, one, many)| c.eat(if each_counter { one } else { many }))?;
    let filter = if ctx.eat_name(c) {
        None
    } else {
        let other = c.eat("another ");
        if !other && !read_article(c) {
            return None;
        }
        let f = nouns::read(c, Number::One, None)?;
        if f.other || f.attached || !matches!(f.controller, None | Some(Relation::You | Relation::Opponent)) {
            return None;
        }
        Some(FilterSpec { other, ..f }.into())
    };
    c.rest().starts_with(", ").then_some(TriggerCondition::Counters { change: *change, kind: Some(kind), filter, each_counter })
}

fn write_counters_placed(name: &str, change: CounterChange, kind: &str, filter: &Option<Filter>, each_counter: bool) -> Result<String, String> {
    let on = match filter {
        None => name.to_string(),
        Some(f) => {
            let noun = nouns::write(&FilterSpec { other: false, ..(**f).clone() }, Number::One, None)?;
            format!("{} {noun}", if f.other { "another" } else { article(&noun) })
        }
    };
    let (_, one, many) = COUNTER_CHANGES.iter().find(|(c, _, _)| *c == change).ok_or("a counter change")?;
    Ok(if each_counter { format!("Whenever {} {kind}{one}{on}", article(kind)) } else { format!("Whenever one or more {kind}{many}{on}") })
}

const REVEAL_THIS_WAY: (&str, &str) = ("Whenever you reveal ", " this way");

/// "Whenever you reveal a[n] [noun] card this way" (603.10, 607: the
/// triggered half of a pair with "Reveal the first card you draw each turn").
fn revealed_this_way(c: &mut Cursor) -> Option<TriggerCondition> {
    if !(c.eat(REVEAL_THIS_WAY.0) && read_article(c)) {
        return None;
    }
    let f = nouns::read(c, Number::One, Some(("card", "cards")))?;
    if f.other || f.controller.is_some() || f.controlled_by.is_some() || f == FilterSpec::default() {
        return None;
    }
    (c.eat(REVEAL_THIS_WAY.1) && c.rest().starts_with(", ")).then_some(TriggerCondition::RevealedThisWay { filter: f.into() })
}

fn write_revealed_this_way(filter: &Filter) -> Result<String, String> {
    let noun = nouns::write(filter, Number::One, Some(("card", "cards")))?;
    Ok(format!("{}{} {noun}{}", REVEAL_THIS_WAY.0, article(&noun), REVEAL_THIS_WAY.1))
}

fn write_into_graveyard(filter: &Option<Filter>, owner: &Option<Relation>) -> Result<String, String> {
    let f = filter.as_deref().cloned().ok_or("a card's own put-into-a-graveyard trigger of this wording")?;
    let noun = nouns::write(&FilterSpec { other: false, ..f.clone() }, Number::One, Some(("card", "cards")))?;
    let who = if f.other { "another" } else { article(&noun) };
    let (words, _) = GRAVEYARDS.iter().find(|(_, o)| o == owner).ok_or("a graveyard")?;
    Ok(format!("Whenever {who} {noun}{words}"))
}

/// `untapped`: "becomes untapped" instead of "becomes tapped".
fn write_becomes_tapped(f: &FilterSpec, n: u8, untapped: bool) -> Result<String, String> {
    let noun = nouns::write(&FilterSpec { attached: false, ..f.clone() }, Number::One, None)?;
    let becomes = if untapped { "becomes untapped" } else { "becomes tapped" };
    Ok(match (f.attached, n) {
        (true, 0) => format!("Whenever enchanted {noun} {becomes}"),
        (true, 1) => format!("When enchanted {noun} {becomes}"),
        (true, 2) if noun == "land" => format!("Whenever fortified land {becomes}"),
        (false, 0) => format!("Whenever {} {noun} {becomes}", article(&noun)),
        _ => return Err("a becomes-tapped trigger of this wording".into()),
    })
}

fn write_tapped_for_mana(f: &FilterSpec, n: u8) -> Result<String, String> {
    let noun = nouns::write(&FilterSpec { attached: false, controller: None, ..f.clone() }, Number::One, None)?;
    Ok(match (f.attached, f.controller, n) {
        (true, None, 0) => format!("Whenever enchanted {noun} is tapped for mana"),
        (false, Some(Relation::You), 0) => format!("Whenever you tap {} {noun} for mana", article(&noun)),
        (false, Some(Relation::Opponent), 0) => format!("Whenever an opponent taps {} {noun} for mana", article(&noun)),
        (false, None, 0) => format!("Whenever {} {noun} is tapped for mana", article(&noun)),
        (false, None, 1) => format!("Whenever a player taps {} {noun} for mana", article(&noun)),
        _ => return Err("a tapped-for-mana trigger of this filter".into()),
    })
}

const GRAVEYARD_FROM_BATTLEFIELD: &str = " is put into a graveyard from the battlefield";
/// The same into its owner's graveyard, when that is you (404.2: a card goes to its owner's).
const YOUR_GRAVEYARD_FROM_BATTLEFIELD: &str = " is put into your graveyard from the battlefield";
const RETURNED_TO_YOUR_HAND: &str = " is returned to your hand";
/// A permanent leaving the battlefield (603.6c), to any zone, to exile, or
/// to its owner's hand ("a permanent is returned to a player's hand": only
/// a permanent is a permanent, so it comes from the battlefield, and a card
/// goes to its owner's hand, 400.3).
const LEAVES: [(&str, Option<ZoneName>); 3] =
    [(" leaves the battlefield", None), (" is put into exile from the battlefield", Some(ZoneName::Exile)), (" is returned to a player's hand", Some(ZoneName::Hand))];

/// "Whenever a[n] [noun] enters the battlefield [under your control]",
/// "Whenever a[n] [noun] is put into a graveyard from the battlefield",
/// "... leaves the battlefield", "... is put into exile from the
/// battlefield", "... is returned to a player's hand" / "to your hand",
/// "Whenever another [noun] ...", "Whenever a [noun] dies".
fn enters_or_dies(c: &mut Cursor) -> Option<TriggerCondition> {
    if !c.eat("Whenever ") {
        return None;
    }
    let other = if c.eat("another ") {
        true
    } else if read_article(c) {
        false
    } else {
        return None;
    };
    let mut f = nouns::read(c, Number::One, None)?;
    if f.other {
        return None;
    }
    f.other = other;
    // "Whenever a creature you control dies": controlled as it last existed (603.10a).
    if c.eat(" dies") {
        return (c.rest().starts_with(", ") && matches!(f.controller, None | Some(Relation::You | Relation::Opponent))).then(|| TriggerCondition::Dies { filter: Some(f.into()) });
    }
    // 603.6c, 603.10a: a leaves-the-battlefield trigger, looking back at the permanent.
    if c.eat(GRAVEYARD_FROM_BATTLEFIELD) {
        return (c.rest().starts_with(", ") && f.controller.is_none()).then(|| TriggerCondition::PutIntoGraveyardFromBattlefield { filter: Some(f.into()) });
    }
    if f.owner.is_none() && c.eat(YOUR_GRAVEYARD_FROM_BATTLEFIELD) {
        f.owner = Some(Relation::You);
        return (c.rest().starts_with(", ") && f.controller.is_none()).then(|| TriggerCondition::PutIntoGraveyardFromBattlefield { filter: Some(f.into()) });
    }
    // "Whenever another creature leaves the battlefield", "... is put into exile from the battlefield".
    if let Some(i) = c.eat_one_of(&LEAVES.iter().map(|(w, _)| *w).collect::<Vec<_>>()) {
        return (c.rest().starts_with(", ") && f.controller.is_none()).then(|| TriggerCondition::LeavesBattlefield { filter: Some(f.into()), to: LEAVES[i].1 });
    }
    // "Whenever a permanent is returned to your hand": one you own (400.3).
    if f.owner.is_none() && c.eat(RETURNED_TO_YOUR_HAND) {
        f.owner = Some(Relation::You);
        return (c.rest().starts_with(", ") && f.controller.is_none()).then(|| TriggerCondition::LeavesBattlefield { filter: Some(f.into()), to: Some(ZoneName::Hand) });
    }
    if f.controller.is_some() {
        return None;
    }
    if !c.eat(" enters the battlefield") {
        return None;
    }
    let (_, under) = UNDER.iter().find(|(w, _)| c.eat(w))?;
    f.controller = *under;
    c.rest().starts_with(", ").then(|| TriggerCondition::EntersBattlefield { filter: Some(f.into()) })
}

/// The words of a trigger event (`n`: which of its wordings).
pub fn write(t: &TriggerCondition, name: &str, n: u8) -> Result<String, String> {
    let wordings: Vec<&str> = fixed().into_iter().filter(|(_, x)| x == t).map(|(w, _)| w).collect();
    if let Some(words) = wordings.get(n as usize) {
        return Ok(words.replace('~', name));
    }
    if let TriggerCondition::TappedForMana { filter } = t {
        return write_tapped_for_mana(filter, n);
    }
    if let TriggerCondition::BecomesTapped { filter: Some(f) } = t {
        return write_becomes_tapped(f, n, false);
    }
    if let TriggerCondition::BecomesUntapped { filter: Some(f) } = t {
        return write_becomes_tapped(f, n, true);
    }
    if let (TriggerCondition::RevealedThisWay { filter }, 0) = (t, n) {
        return write_revealed_this_way(filter);
    }
    if let (TriggerCondition::PutIntoZone { zone: ZoneName::Graveyard, filter, owner }, 0) = (t, n) {
        return write_into_graveyard(filter, owner);
    }
    if let (TriggerCondition::Counters { change, kind: Some(kind), filter, each_counter }, 0) = (t, n) {
        return write_counters_placed(name, *change, kind, filter, *each_counter);
    }
    if let TriggerCondition::IsDealtDamage { filter: filter @ Some(_) } = t {
        return Ok(format!("{}{IS_DEALT_DAMAGE}", write_event_subject(name, filter, n)?));
    }
    if let TriggerCondition::BecomesTarget { filter, by, controller } = t {
        return write_becomes_target(name, (filter, *by, *controller), n);
    }
    if let TriggerCondition::State { state } = t {
        return super::state_triggers::write(state, name, n);
    }
    if let Some(words) = super::damaged_by::write(t, name, n) {
        return words;
    }
    if n > 1 || (n == 1 && !matches!(t, TriggerCondition::EntersBattlefield { filter: Some(_) } | TriggerCondition::Dies { filter: Some(_) } | TriggerCondition::SpellCast { .. })) {
        return Err(format!("wording {n} of the trigger {t:?}"));
    }
    match t {
        TriggerCondition::SpellCast { filter, by } => {
            let (caster, _, _) = CASTERS.iter().find(|(_, _, b)| b == by).ok_or("a caster")?;
            let who = format!("{}{caster}", WHENEVER[n as usize]);
            let noun = nouns::write(filter.as_deref().unwrap_or(&FilterSpec::default()), Number::One, Some(("spell", "spells")))?;
            Ok(format!("{who}{} {noun}", article(&noun)))
        }
        TriggerCondition::EntersBattlefield { filter: Some(f) } | TriggerCondition::Dies { filter: Some(f) } => {
            let mut g: FilterSpec = (**f).clone();
            let (other, under) = (g.other, g.controller);
            g.other = false;
            g.controller = None;
            let noun = nouns::write(&g, Number::One, None)?;
            let who = match (n, other) {
                (1, false) => format!("{name} or another"),
                (_, true) => "another".to_string(),
                _ => article(&noun).to_string(),
            };
            if matches!(t, TriggerCondition::Dies { .. }) {
                let noun = nouns::write(&FilterSpec { other: false, ..(**f).clone() }, Number::One, None)?;
                let who = match (n, other) {
                    (1, false) => format!("{name} or another"),
                    (_, true) => "another".to_string(),
                    _ => article(&noun).to_string(),
                };
                return Ok(format!("Whenever {who} {noun} dies"));
            }
            let (words, _) = UNDER.iter().find(|(_, u)| *u == under).ok_or("a controller")?;
            Ok(format!("Whenever {who} {noun} enters the battlefield{words}"))
        }
        TriggerCondition::LeavesBattlefield { filter: Some(f), to } if f.controller.is_none() => {
            let noun = nouns::write(&FilterSpec { other: false, owner: None, ..(**f).clone() }, Number::One, None)?;
            let who = if f.other { "another" } else { article(&noun) };
            let words = match (f.owner, to) {
                (Some(Relation::You), Some(ZoneName::Hand)) => RETURNED_TO_YOUR_HAND,
                (None, _) => LEAVES.iter().find(|(_, z)| z == to).ok_or("a leaves-the-battlefield trigger to this zone")?.0,
                _ => return Err("a leaves-the-battlefield trigger of this owner".into()),
            };
            Ok(format!("Whenever {who} {noun}{words}"))
        }
        TriggerCondition::PutIntoGraveyardFromBattlefield { filter: Some(f) } if f.controller.is_none() => {
            let noun = nouns::write(&FilterSpec { other: false, owner: None, ..(**f).clone() }, Number::One, None)?;
            let who = if f.other { "another" } else { article(&noun) };
            let words = match f.owner {
                None => GRAVEYARD_FROM_BATTLEFIELD,
                Some(Relation::You) => YOUR_GRAVEYARD_FROM_BATTLEFIELD,
                _ => return Err("a graveyard trigger of this owner".into()),
            };
            Ok(format!("Whenever {who} {noun}{words}"))
        }
        TriggerCondition::DealsDamage { filter: Some(f), to, combat_only } if !f.attached => {
            let (words, _, _) = DEALS.iter().find(|(_, t, co)| t == to && co == combat_only).ok_or("a damage trigger")?;
            let noun = nouns::write(f, Number::One, None)?;
            Ok(format!("Whenever {} {noun}{words}", article(&noun)))
        }
        TriggerCondition::BlocksOrBlockedBy { filter } | TriggerCondition::BlockedBy { filter } => {
            let either = matches!(t, TriggerCondition::BlocksOrBlockedBy { .. });
            let (words, _) = BLOCKED_BY.iter().find(|(_, e)| *e == either).ok_or("a block")?;
            let noun = nouns::write(filter, Number::One, None)?;
            Ok(format!("Whenever {name}{words}{} {noun}", article(&noun)))
        }
        other => Err(format!("the trigger {other:?}")),
    }
}
