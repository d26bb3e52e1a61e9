//! Actions: everything a player can do, and the single entry point that
//! applies one. An illegal action returns an error and changes nothing.

use super::events::*;
use super::casting::{CostChoices, Kicks};
use super::state::*;
use super::types::*;
use serde::{Deserialize, Serialize};
use thiserror::Error;

#[derive(Clone, Debug, PartialEq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "action", deny_unknown_fields)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub enum Action {
    /// 116.3d: pass priority.
    PassPriority { player: PlayerId },
    /// 305.1: play a land (a special action).
    PlayLand { player: PlayerId, card: ObjectId },
    /// 601: cast a spell.
    CastSpell {
        player: PlayerId,
        card: ObjectId,
        #[serde(default)]
        targets: Vec<TargetChoice>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        mode: Option<usize>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        x: Option<u32>,
        /// Mana abilities to activate while paying (601.2g).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        mana_abilities: Vec<ManaActivation>,
        /// Let the engine choose mana abilities to pay what the pool does not cover.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        auto_pay: bool,
        /// 601.2d: how a divided amount is split among the targets (one number per target).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        division: Vec<u32>,
        /// 117.9 / 601.2b: pay this alternative cost instead of the mana cost (evoke, 702.73a).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        alternative_cost: Option<AlternativeCost>,
        /// 702.32a: its kicker cost is paid too (an optional additional cost, 117.8).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        kicked: bool,
        /// 702.32c: how many times its multikicker cost is paid too.
        #[serde(default, skip_serializing_if = "u32_is_zero")]
        multikicker: u32,
        /// 702.26a: its buyback cost is paid too (an optional additional cost, 117.8).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        buyback: bool,
        /// 117.8: the permanents sacrificed to pay its additional cost.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        sacrifice: Vec<ObjectId>,
        /// 117.8: the cards discarded to pay its additional cost.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        discard: Vec<ObjectId>,
        /// 117.8: the cards exiled from its caster's graveyard to pay its additional cost.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        exile: Vec<ObjectId>,
        /// 117.8: the permanents returned to their owner's hand to pay its additional cost.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        return_to_hand: Vec<ObjectId>,
        /// 117.8, 117.9: the untapped permanents tapped to pay its additional or alternative cost.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        tap: Vec<ObjectId>,
        /// 107.4f: how many of the Phyrexian mana symbols of its total cost
        /// are paid with 2 life each (the rest with mana of their colour).
        #[serde(default, skip_serializing_if = "u32_is_zero")]
        phyrexian_life: u32,
        /// 702.45a: cards in the caster's hand revealed and spliced onto it
        /// (each with splice onto a subtype it has; their costs paid too).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        splice: Vec<ObjectId>,
    },
    /// 602: activate an ability of a permanent (605: mana abilities resolve at once).
    ActivateAbility {
        player: PlayerId,
        source: ObjectId,
        ability: usize,
        #[serde(default)]
        targets: Vec<TargetChoice>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        x: Option<u32>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        mana_abilities: Vec<ManaActivation>,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        auto_pay: bool,
        /// 601.2d via 602.2b: how a divided amount is split among the targets (one number per target).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        division: Vec<u32>,
        /// The permanents sacrificed to pay a "sacrifice N [filter]" cost (602.2b).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        sacrifice: Vec<ObjectId>,
        /// The cards discarded to pay a "discard N [filter] cards" cost (602.2b).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        discard: Vec<ObjectId>,
        /// The cards exiled to pay an "exile N [filter] cards from your graveyard" cost (602.2b).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        exile: Vec<ObjectId>,
        /// The permanents returned to pay a "return N [filter] you control to their owner's hand" cost (602.2b).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        return_to_hand: Vec<ObjectId>,
        /// The untapped permanents tapped to pay a "tap N untapped [filter] you control" cost (602.2b).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        tap: Vec<ObjectId>,
        /// For a mana ability that adds mana of a chosen colour (106.3,
        /// 605.3b): the mana chosen, named as it is activated.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        adds: Option<ManaPool>,
        /// 107.4f: how many of the Phyrexian mana symbols of its cost are
        /// paid with 2 life each (the rest with mana of their colour).
        #[serde(default, skip_serializing_if = "u32_is_zero")]
        phyrexian_life: u32,
    },
    /// 702.61a, 116.2f: suspend a card from the hand (a special action): pay
    /// its suspend cost and exile it with its time counters.
    Suspend {
        player: PlayerId,
        card: ObjectId,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        mana_abilities: Vec<ManaActivation>,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        auto_pay: bool,
    },
    /// 702.36e, 116.2b: turn a face-down permanent face up (a special
    /// action): pay its morph cost; `sacrifice` / `discard` / `exile` name
    /// the objects a cost that takes them needs ("Morph—Discard a card").
    TurnFaceUp {
        player: PlayerId,
        permanent: ObjectId,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        mana_abilities: Vec<ManaActivation>,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        auto_pay: bool,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        sacrifice: Vec<ObjectId>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        discard: Vec<ObjectId>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        exile: Vec<ObjectId>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        return_to_hand: Vec<ObjectId>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        tap: Vec<ObjectId>,
    },
    /// 508.1: the active player declares attackers.
    DeclareAttackers { player: PlayerId, attackers: Vec<Attack> },
    /// 509.1: a defending player declares blockers.
    DeclareBlockers { player: PlayerId, blockers: Vec<Block> },
    /// 603.3b: order triggered abilities (ids from the decision; first goes on the stack first).
    OrderTriggers { player: PlayerId, order: Vec<u64> },
    /// 509.2: the attacking player orders the creatures blocking one attacker.
    OrderBlockers { player: PlayerId, attacker: ObjectId, order: Vec<ObjectId> },
    /// 510.1c–d: how an attacker's combat damage is divided: one amount per blocker
    /// in damage assignment order, then (with trample) the amount for what it attacks.
    AssignCombatDamage { player: PlayerId, attacker: ObjectId, amounts: Vec<u32> },
    /// Answer a "choose cards" decision.
    ChooseCards { player: PlayerId, cards: Vec<ObjectId> },
    /// Answer a "choose an object" decision (None = choose nothing, when allowed).
    ChooseObject { player: PlayerId, object: Option<ObjectId> },
    /// Answer a "choose a color" decision.
    ChooseColor { player: PlayerId, color: Color },
    /// Answer a "choose a creature type" decision.
    ChooseCreatureType { player: PlayerId, creature_type: String },
    /// Answer a "choose a basic land type" decision.
    ChooseLandType { player: PlayerId, land_type: String },
    /// Answer a "choose a player" / "choose an opponent" decision.
    ChoosePlayer { player: PlayerId, chosen: PlayerId },
    /// Answer a "name a card" decision (201.3).
    NameCard { player: PlayerId, name: String },
    /// Answer a "choose a number" decision.
    ChooseNumber { player: PlayerId, number: i32 },
    /// Answer a `choose_mana` decision: the mana, e.g. `{"green": 2, "red": 1}`.
    ChooseMana { player: PlayerId, mana: ManaPool },
    /// Answer an "arrange cards" decision: the cards in their new order, top first.
    ArrangeCards { player: PlayerId, order: Vec<ObjectId> },
    /// Answer a yes/no question (603.5, 608.2d).
    ChooseYesNo { player: PlayerId, yes: bool },
    /// Answer a "choose targets" decision; where it divides an amount among
    /// the targets (601.2d), `division` gives each target's share.
    ChooseTargets {
        player: PlayerId,
        targets: Vec<TargetChoice>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        division: Vec<u32>,
    },
    /// Answer a "choose a mode" decision (603.3c): the index of the mode.
    ChooseMode { player: PlayerId, mode: usize },
    /// 104.3a: a player concedes.
    Concede { player: PlayerId },
    /// 616.1: choose the replacement or prevention effect to apply now (a key
    /// from the decision's `options`); 306.7: whether to deal the damage to a
    /// planeswalker instead (its id) or not (0).
    ChooseReplacement { player: PlayerId, choice: u64 },
    /// 716.2a: propose a shortcut: a sequence of game choices for all players
    /// (actions, loops repeated a number of times, "pass until"), ending where
    /// a player has priority (rules::shortcut).
    ProposeShortcut { player: PlayerId, steps: Vec<super::shortcut::ShortcutStep> },
    /// 716.2b: accept the proposed shortcut (no `shorten_at`), or shorten it at
    /// one of your own choices at priority (numbered from 0), which becomes its end.
    AnswerShortcut {
        player: PlayerId,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        shorten_at: Option<u64>,
    },
}

/// An alternative cost a spell may be cast for (117.9); at most one per spell (117.9a).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub enum AlternativeCost {
    /// 702.73a: the card's evoke cost.
    Evoke,
    /// 702.33a: the card's flashback cost, cast from its owner's graveyard;
    /// the card is exiled whenever it would leave the stack.
    Flashback,
    /// 702.33a: flashback an effect gave the card ("gains flashback until end
    /// of turn"), its cost equal to the card's mana cost; a card with its own
    /// flashback too may be cast for either.
    GrantedFlashback,
    /// 702.36c: cast face down as a 2/2 creature spell for {3} (707.4).
    Morph,
    /// 117.9: the alternative cost printed on the card (`CardDef::alternative_cost`:
    /// Force of Will's "pay 1 life and exile a blue card from your hand").
    Printed,
    /// 702.79a: not an alternative cost but a way to cast the card: from its
    /// owner's graveyard by retrace, for its mana cost with discarding a land
    /// card as an additional cost.
    Retrace,
    /// 702.74a: the card's prowl cost, allowed when its caster dealt combat
    /// damage to a player this turn with a creature sharing a creature type with it.
    Prowl,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct ManaActivation {
    pub source: ObjectId,
    #[serde(default)]
    pub ability: usize,
    /// For an ability that adds mana of a chosen colour (106.3, 605.3b): the
    /// mana chosen (auto-pay chooses it; with none named, its first colour).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub adds: Option<ManaPool>,
    /// For an ability whose cost lets its player choose a number ("Remove
    /// any number of storage counters"): that number (601.2b via 602.2b).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub x: Option<u32>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Attack {
    pub attacker: ObjectId,
    pub target: TargetChoice,
    /// 702.20c: the band this attacker is declared in, if any: attackers
    /// naming the same number form one band (checked by `Game::declared_bands`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional = nullable))]
    pub band: Option<u32>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Block {
    pub blocker: ObjectId,
    pub attacker: ObjectId,
}

impl Action {
    /// The plainest cast (601.2): `player` casts `card` with these targets, the
    /// mana paid by the engine from what `player` can tap (601.2g), with no
    /// mode, X, division or alternative cost.
    pub fn cast(player: PlayerId, card: ObjectId, targets: Vec<TargetChoice>) -> Action {
        Action::CastSpell { player, card, targets, mode: None, x: None, mana_abilities: vec![], auto_pay: true, division: vec![], alternative_cost: None, kicked: false, multikicker: 0, buyback: false, sacrifice: vec![], discard: vec![], exile: vec![], return_to_hand: vec![], tap: vec![], phyrexian_life: 0, splice: vec![] }
    }

    pub fn player(&self) -> PlayerId {
        match self {
            Action::PassPriority { player }
            | Action::PlayLand { player, .. }
            | Action::Suspend { player, .. }
            | Action::TurnFaceUp { player, .. }
            | Action::CastSpell { player, .. }
            | Action::ActivateAbility { player, .. }
            | Action::DeclareAttackers { player, .. }
            | Action::DeclareBlockers { player, .. }
            | Action::OrderTriggers { player, .. }
            | Action::OrderBlockers { player, .. }
            | Action::AssignCombatDamage { player, .. }
            | Action::ChooseCards { player, .. }
            | Action::ChooseObject { player, .. }
            | Action::ChooseYesNo { player, .. }
            | Action::ArrangeCards { player, .. }
            | Action::ChooseColor { player, .. }
            | Action::ChooseCreatureType { player, .. }
            | Action::ChooseLandType { player, .. }
            | Action::ChoosePlayer { player, .. }
            | Action::NameCard { player, .. }
            | Action::ChooseNumber { player, .. }
            | Action::ChooseMana { player, .. }
            | Action::ChooseTargets { player, .. }
            | Action::ChooseMode { player, .. }
            | Action::Concede { player }
            | Action::ChooseReplacement { player, .. }
            | Action::ProposeShortcut { player, .. }
            | Action::AnswerShortcut { player, .. } => *player,
        }
    }

    /// The action's name in the vocabulary (its `action` field).
    pub fn kind_name(&self) -> &'static str {
        match self {
            Action::PassPriority { .. } => "pass_priority",
            Action::PlayLand { .. } => "play_land",
            Action::Suspend { .. } => "suspend",
            Action::TurnFaceUp { .. } => "turn_face_up",
            Action::CastSpell { .. } => "cast_spell",
            Action::ActivateAbility { .. } => "activate_ability",
            Action::DeclareAttackers { .. } => "declare_attackers",
            Action::DeclareBlockers { .. } => "declare_blockers",
            Action::OrderTriggers { .. } => "order_triggers",
            Action::OrderBlockers { .. } => "order_blockers",
            Action::AssignCombatDamage { .. } => "assign_combat_damage",
            Action::ChooseCards { .. } => "choose_cards",
            Action::ChooseObject { .. } => "choose_object",
            Action::ChooseYesNo { .. } => "choose_yes_no",
            Action::ArrangeCards { .. } => "arrange_cards",
            Action::ChooseColor { .. } => "choose_color",
            Action::ChooseCreatureType { .. } => "choose_creature_type",
            Action::ChooseLandType { .. } => "choose_land_type",
            Action::ChoosePlayer { .. } => "choose_player",
            Action::NameCard { .. } => "name_card",
            Action::ChooseNumber { .. } => "choose_number",
            Action::ChooseMana { .. } => "choose_mana",
            Action::ChooseTargets { .. } => "choose_targets",
            Action::ChooseMode { .. } => "choose_mode",
            Action::Concede { .. } => "concede",
            Action::ChooseReplacement { .. } => "choose_replacement",
            Action::ProposeShortcut { .. } => "propose_shortcut",
            Action::AnswerShortcut { .. } => "answer_shortcut",
        }
    }
}

/// Why an action was refused. The game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum ActionError {
    #[error("the game is over")]
    GameOver,
    #[error("there is no player {0}")]
    NoSuchPlayer(PlayerId),
    #[error("{0} does not have priority")]
    NoPriority(String),
    #[error("a decision is pending: {0}")]
    DecisionPending(String),
    #[error("no decision of that kind is pending for this player")]
    NoSuchDecision,
    #[error("there is no object {0}")]
    NoSuchObject(ObjectId),
    #[error("{0}")]
    Illegal(String),
}

pub type ActionResult = Result<Vec<Event>, ActionError>;

impl ActionError {
    /// The rule that refuses the action, when there is one: the rule number an
    /// `Illegal` or `DecisionPending` message begins with ("601.2c: ..."), or
    /// one that ends it in parentheses ("... (305.1)"); 104.1 once the game is
    /// over; 116.1 (only the player with priority acts) for a player without
    /// priority. Refusals that are not a rules matter (an id that names no
    /// object or player, an answer to a question nobody asked) have none.
    pub fn rule(&self) -> Option<String> {
        match self {
            ActionError::GameOver => Some("104.1".into()),
            ActionError::NoPriority(_) => Some("116.1".into()),
            ActionError::NoSuchPlayer(_) | ActionError::NoSuchObject(_) | ActionError::NoSuchDecision => None,
            ActionError::DecisionPending(m) | ActionError::Illegal(m) => rule_in_message(m),
        }
    }
}

/// Whether `s` reads as a rule number: three digits, then optionally ".N" and
/// letters ("601", "601.2", "601.2c", "702.73a"), and optionally a range ("601.2g–h").
fn is_rule_number(s: &str) -> bool {
    let s = s.split(['–', '-']).next().unwrap_or("");
    let b = s.as_bytes();
    if b.len() < 3 || !b[..3].iter().all(u8::is_ascii_digit) || !(b[0] >= b'1') {
        return false;
    }
    let rest = &s[3..];
    if rest.is_empty() {
        return true;
    }
    let Some(rest) = rest.strip_prefix('.') else { return false };
    let digits = rest.chars().take_while(char::is_ascii_digit).count();
    digits > 0 && rest[digits..].chars().all(|c| c.is_ascii_lowercase())
}

/// The rule number a refusal's message begins with ("601.2c: ...") or, failing
/// that, the last one it gives in parentheses ("... (303.4a)").
pub(crate) fn rule_in_message(m: &str) -> Option<String> {
    if let Some((head, _)) = m.split_once(": ") {
        if is_rule_number(head) {
            return Some(head.to_string());
        }
    }
    let mut found = None;
    let mut rest = m;
    while let Some(i) = rest.find('(') {
        let after = &rest[i + 1..];
        if let Some(j) = after.find(')') {
            let inner = &after[..j];
            if is_rule_number(inner) {
                found = Some(inner.to_string());
            }
            rest = &after[j..];
        } else {
            break;
        }
    }
    found
}

pub(crate) fn illegal<T>(msg: impl Into<String>) -> Result<T, ActionError> {
    Err(ActionError::Illegal(msg.into()))
}

impl Game {
    /// Apply one action. On success, returns the events it caused (in order);
    /// on failure, returns an error and the game is exactly as it was.
    pub fn apply(&mut self, action: &Action) -> ActionResult {
        if self.winners.is_some() {
            return Err(ActionError::GameOver);
        }
        let p = action.player();
        if p.0 as usize >= self.players.len() {
            return Err(ActionError::NoSuchPlayer(p));
        }
        if self.player(p).lost {
            return illegal(format!("{} has left the game", self.player(p).name));
        }
        self.events.clear();
        // The list is handed out with the result: room for an ordinary action's few events.
        self.events.reserve(8);
        // 716.3 / 716.4: the loop watch (rules::loops) looks at the position before and after.
        let pass_like = self.loop_pass_like(action);
        let watched = self.loop_check_action(action, true)?;
        let r = self.dispatch_asking_first(action);
        match r {
            Ok(()) => {
                self.run();
                self.loop_after_action(action, pass_like, watched);
                Ok(std::mem::take(&mut self.events))
            }
            Err(e) => {
                debug_assert!(self.events.is_empty(), "an illegal action emitted events: {:?}", self.events);
                self.events.clear();
                Err(e)
            }
        }
    }

    /// 616.1: an action whose costs are events that replacement effects may
    /// modify (sacrificing a creature, a painland's damage) asks those
    /// questions first; it is taken once they are answered
    /// (rules::payment_harm, rules::cost_moves).
    pub(crate) fn dispatch_asking_first(&mut self, action: &Action) -> Result<(), ActionError> {
        let costs = matches!(action, Action::CastSpell { .. } | Action::ActivateAbility { .. } | Action::Suspend { .. } | Action::TurnFaceUp { .. });
        // 306.7 asks about noncombat damage a source deals to an opponent of
        // its controller, and paying costs deals none such: the only
        // abilities activated while paying are mana abilities, whose only
        // damage is dealt to their own controller (`Ability::is_mana_ability`,
        // 605.1a: painlands). So a planeswalker alone asks nothing here, nor
        // does an effect that could meet none of the events paying makes.
        if costs && self.pending.is_none() && self.replacement_choice_possible_for(false) && self.cost_choice_possible(action) {
            // The harm its mana abilities cause and the moves its costs make are
            // settled before the action changes anything (rules::payment_harm,
            // rules::cost_moves); answers already given are about the harm.
            return self.dispatch_settling_cost_moves(action, super::move_queue::MoveQueue::default());
        }
        let r = self.dispatch(action);
        // An action refused leaves the game exactly as it was, the answers given
        // for the action being retaken included.
        if costs && r.is_ok() {
            self.replacement_work_done();
        }
        r
    }

    pub(crate) fn dispatch(&mut self, action: &Action) -> Result<(), ActionError> {
        // Conceding is always allowed (104.3a).
        if let Action::Concede { player } = action {
            // Replacement questions are asked again from the start (the game has changed).
            if matches!(self.pending.as_ref().map(|d| &d.kind), Some(DecisionKind::ChooseReplacement { .. })) {
                self.pending = None;
                self.replacement_answers.clear();
                // The state-based check is made again (what was settled stays done).
                self.sba_work = None;
                // A draw step's or an instruction's draws still to come stay to come
                // (rules::draw_queue): the question is asked again as the game goes on.
            }
            // 716.2b: a proposal is about the game as it was; a player leaving changes it.
            if matches!(self.pending.as_ref().map(|d| &d.kind), Some(DecisionKind::Shortcut { .. })) {
                self.pending = None;
                self.emit(Event::new("716.2b", EventKind::Note, "the proposed shortcut lapses: a player conceded before everyone answered"));
            }
            // 716.2c: the point a shortener named was in the game with this player.
            self.shortcut_forbidden = None;
            self.lose_game(*player, "104.3a", "conceded");
            self.check_game_over();
            // 800.4a changed the game while another player held priority: state-based
            // actions are checked (704.3) as that player receives priority again.
            if let Flow::Priority(h) = self.flow {
                if h != *player && self.pending.is_none() && self.winners.is_none() {
                    self.flow = Flow::GivePriority(h);
                }
            }
            return Ok(());
        }
        if let Some(d) = &self.pending {
            let d = d.clone();
            return self.answer_decision(&d, action);
        }
        let holder = match self.flow {
            Flow::Priority(p) => p,
            _ => return illegal("116.2: no player has priority right now"),
        };
        let p = action.player();
        if p != holder {
            return Err(ActionError::NoPriority(self.player(p).name.clone()));
        }
        // 716.2c: the player who shortened a shortcut must choose differently where it ended.
        if self.shortcut_forbids(action) {
            return illegal(format!(
                "716.2c: {} shortened the shortcut here and must make a different choice from the one proposed ({})",
                self.player(p).name,
                self.describe_action(action)
            ));
        }
        let made_choice = self.shortcut_choice_made(action);
        let r = self.dispatch_at_priority(action);
        if r.is_ok() && made_choice {
            self.shortcut_forbidden = None;
        }
        r
    }

    fn dispatch_at_priority(&mut self, action: &Action) -> Result<(), ActionError> {
        match action {
            Action::PassPriority { player } => {
                self.pass_priority(*player);
                Ok(())
            }
            Action::ProposeShortcut { player, steps } => self.propose_shortcut(*player, steps),
            Action::PlayLand { player, card } => self.play_land(*player, *card),
            Action::Suspend { player, card, mana_abilities, auto_pay } => self.suspend(*player, *card, mana_abilities, *auto_pay),
            Action::TurnFaceUp { player, permanent, mana_abilities, auto_pay, sacrifice, discard, exile, return_to_hand, tap } => {
                let paid_with = CostChoices { sacrifice: sacrifice.clone(), discard: discard.clone(), exile: exile.clone(), return_to_hand: return_to_hand.clone(), tap: tap.clone(), ..CostChoices::default() };
                self.turn_face_up(*player, *permanent, mana_abilities, *auto_pay, paid_with)
            }
            Action::CastSpell { player, card, targets, mode, x, mana_abilities, auto_pay, division, alternative_cost, kicked, multikicker, buyback, sacrifice, discard, exile, return_to_hand, tap, phyrexian_life, splice } => {
                let kicks = Kicks { kicked: *kicked, multikicker: *multikicker };
                let paid_with = CostChoices { sacrifice: sacrifice.clone(), discard: discard.clone(), exile: exile.clone(), return_to_hand: return_to_hand.clone(), tap: tap.clone(), phyrexian_life: *phyrexian_life, splice: splice.clone(), ..CostChoices::default() };
                self.cast_spell(*player, *card, targets, *mode, x.unwrap_or(0), mana_abilities, *auto_pay, division, (*alternative_cost, kicks, *buyback, paid_with))
            }
            Action::ActivateAbility { player, source, ability, targets, x, mana_abilities, auto_pay, division, sacrifice, discard, exile, return_to_hand, tap, adds, phyrexian_life } => {
                let paid_with = CostChoices { sacrifice: sacrifice.clone(), discard: discard.clone(), exile: exile.clone(), return_to_hand: return_to_hand.clone(), tap: tap.clone(), phyrexian_life: *phyrexian_life, ..CostChoices::default() };
                self.activate_ability(*player, *source, *ability, (targets, division), x.unwrap_or(0), mana_abilities, *auto_pay, paid_with, *adds)
            }
            Action::DeclareAttackers { .. }
            | Action::DeclareBlockers { .. }
            | Action::OrderTriggers { .. }
            | Action::OrderBlockers { .. }
            | Action::AssignCombatDamage { .. }
            | Action::ChooseCards { .. }
            | Action::ChooseObject { .. }
            | Action::ChooseYesNo { .. }
            | Action::ArrangeCards { .. }
            | Action::ChooseColor { .. }
            | Action::ChooseCreatureType { .. }
            | Action::ChooseLandType { .. }
            | Action::ChoosePlayer { .. }
            | Action::NameCard { .. }
            | Action::ChooseNumber { .. }
            | Action::ChooseMana { .. }
            | Action::ChooseTargets { .. }
            | Action::ChooseMode { .. }
            | Action::ChooseReplacement { .. }
            | Action::AnswerShortcut { .. } => Err(ActionError::NoSuchDecision),
            Action::Concede { .. } => unreachable!("handled above"),
        }
    }

    /// A pending decision answered: the answer is checked against the
    /// question (`Game::check_answer`: refused with nothing changed), then
    /// handed to the one place the decision resumes.
    fn answer_decision(&mut self, d: &Decision, action: &Action) -> Result<(), ActionError> {
        if !self.may_answer(d, action.player()) {
            return Err(ActionError::DecisionPending(format!("{}: {} must decide: {}", d.rule, self.player(d.player).name, d.prompt)));
        }
        // 716.2b: a shortcut's answer is checked as it is taken (shortening
        // plays the proposal up to the named choice); refused, it stays asked.
        if let (DecisionKind::Shortcut { proposal }, Action::AnswerShortcut { player, shorten_at }) = (&d.kind, action) {
            self.pending = None;
            let r = self.answer_shortcut(*player, proposal, *shorten_at);
            if r.is_err() {
                self.pending = Some(d.clone());
            }
            return r;
        }
        let answer = self.check_answer(d, action)?;
        self.pending = None;
        self.deliver_answer(d.player, d.resume.clone(), answer)
    }

    /// Hand `who`'s answer to where the decision resumes: the declaration of
    /// attackers or blockers, the order of waiting triggers, a waiting
    /// trigger's mode or targets, the resolution in progress, the combat
    /// damage step, the cleanup step's discard, or the work that met a
    /// replacement choice.
    fn deliver_answer(&mut self, who: PlayerId, resume: Resume, a: Answer) -> Result<(), ActionError> {
        match (resume, a) {
            (Resume::Declaration, Answer::Attackers(attackers)) => self.attackers_answered(&attackers),
            (Resume::Declaration, Answer::Blockers(blockers)) => self.perform_declare_blockers(who, &blockers),
            (Resume::TriggerOrder, Answer::TriggerOrder(order)) => {
                self.trigger_orders.insert(who, order);
            }
            (Resume::TriggerMode { trigger }, Answer::Mode(m)) => self.set_trigger_mode(trigger, m),
            (Resume::TriggerTargets { trigger }, Answer::Targets(t)) => {
                self.trigger_targets.insert(trigger, t);
            }
            (Resume::TriggerTargets { trigger }, Answer::DividedTargets { targets, division }) => {
                self.trigger_targets.insert(trigger, targets);
                self.trigger_division.insert(trigger, division);
            }
            (Resume::CombatDamage, Answer::BlockerOrder { attacker, order }) => self.perform_order_blockers(attacker, &order),
            // 510.1c: whether a blocked attacker assigns its damage as though it weren't blocked.
            (Resume::CombatDamage, Answer::Yes(yes)) => self.answer_as_unblocked(yes),
            // 616.1: the state-based check goes on from the action that asked.
            (Resume::StateBasedActions, Answer::Replacement(k)) => {
                if let Some(w) = self.sba_work.as_mut() {
                    w.answer = Some(k);
                }
            }
            // 616.1: the draw step's draws go on from the draw that asked.
            (Resume::DrawStep, Answer::Replacement(k)) => {
                if let Some(q) = self.draw_step_work.as_mut() {
                    q.answer = Some(k);
                }
            }
            // 616.1 / 306.7: the step's combat damage goes on from the event that asked.
            (Resume::CombatDamage, Answer::Replacement(k)) => {
                if let Some(q) = self.combat.as_mut().and_then(|c| c.damage.as_mut()) {
                    q.answer = Some(k);
                }
            }
            (Resume::CombatDamage, Answer::Assignment { attacker, amounts }) => {
                if let Some(cb) = self.combat.as_mut() {
                    cb.assigned.insert(attacker, amounts);
                }
            }
            // The instructions followed innermost: an event's replacement (rules::replacement_work), else the resolution.
            (Resume::Resolution, a) if self.replacement_work.last().is_some_and(|w| w.frame.is_some()) => self.replacement_work_answered(a),
            (Resume::Resolution, a) => {
                if let Some(f) = self.resolving.as_mut() {
                    f.answer = Some(a);
                }
            }
            (Resume::ReplacementWork, a) => self.replacement_work_answered(a),
            // 502.2: the permanents left tapped; the untap step starts again with them.
            (Resume::UntapChoice, Answer::Cards(cards)) => {
                self.untap_asked.push(who);
                self.untap_kept.extend(cards);
            }
            // 502.2: the permanents untapped under a limit; the others stay tapped.
            (Resume::UntapLimit { from }, Answer::Cards(cards)) => {
                self.untap_kept.extend(from.into_iter().filter(|c| !cards.contains(c)));
            }
            // 103.5a: the cards chosen begin the game on the battlefield; the next player is asked.
            (Resume::OpeningHand, Answer::Cards(cards)) => self.opening_hand_answered(who, &cards),
            // 514.1: discard to hand size (the chosen cards at once: one event),
            // once each card's move is settled (the step takes it on, rules::move_queue).
            (Resume::CleanupDiscard, Answer::Cards(cards)) => {
                self.cleanup_discard = Some(super::move_queue::MoveQueue::new(cards));
            }
            (Resume::CleanupDiscard, Answer::Replacement(k)) => {
                if let Some(q) = self.cleanup_discard.as_mut() {
                    q.answer = Some(k);
                }
            }
            // The work that asked is tried again with this answer: a resolution,
            // a step or a state-based check when the game runs on, or an action.
            // The action stopped at a question about one of its cost moves is taken again (rules::cost_moves).
            (Resume::CostMoves { action, mut queue, harm }, Answer::Replacement(k)) => {
                queue.answer = Some(k);
                self.replacement_answers = harm;
                return self.dispatch_settling_cost_moves(&action, queue);
            }
            (Resume::Replacement { mut answers, action }, Answer::Replacement(k)) => {
                answers.push(k);
                self.replacement_answers = answers;
                if let Some(a) = action {
                    return self.dispatch_asking_first(&a);
                }
            }
            // 305.1 / 614.12: the land play finishes with the payment chosen.
            (Resume::LandPlay { card }, a) => self.land_entry_answered(who, card, &a),
            // The decision kinds fix the answer's kind; nothing else is asked to resume.
            _ => {}
        }
        Ok(())
    }

    /// Ask `player` a question; the answer goes to `resume`.
    pub(crate) fn ask(&mut self, player: PlayerId, rule: &str, prompt: String, kind: DecisionKind, resume: Resume) {
        // 800.4g: a player who has left the game is never asked; the next player in
        // turn order makes a choice a rule would have them make.
        let player = if self.player(player).lost {
            let next = self.next_player(player);
            let (a, b) = (self.player(player).name.clone(), self.player(next).name.clone());
            self.emit(Event::new("800.4g", EventKind::Note, format!("{a} has left the game: {b}, the next player in turn order, makes this choice")));
            next
        } else {
            player
        };
        let name = self.player(player).name.clone();
        self.emit(Event::new(
            rule.to_string(),
            EventKind::DecisionRequested { player, prompt: prompt.clone() },
            format!("{name} must decide: {prompt}"),
        ));
        self.pending = Some(Decision { player, prompt, rule: rule.to_string(), kind, resume });
    }

    /// Who is expected to act now: the decider, or the priority holder.
    pub fn acting_player(&self) -> Option<PlayerId> {
        if let Some(d) = &self.pending {
            return Some(d.player);
        }
        match self.flow {
            Flow::Priority(p) => Some(p),
            _ => None,
        }
    }
}

fn u32_is_zero(n: &u32) -> bool {
    *n == 0
}
