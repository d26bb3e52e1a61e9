//! Scenario files (`docs/scenarios.md`): a complete starting state, and
//! optionally a script of actions and expectations. A scenario is validated
//! into a `Game`; the error names every problem and where it is.

use crate::cards::def::CardDef;
use crate::cards::{builtin, CardPool};
use crate::rules::actions::Action;
use crate::rules::events::{Event, TargetChoice};
use crate::rules::limits;
use crate::rules::state::*;
use crate::rules::types::*;
use serde::de::{self, Deserializer, MapAccess, Visitor};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::Arc;

pub const FORMAT: &str = "stackwise-scenario";
/// The version this build writes: card definitions in their general form,
/// an effect's duration as one `duration`, a cost as a list of parts.
pub const VERSION: u32 = 4;
/// The oldest version this build reads. Version 1 wrote cards with shorthand
/// spellings (`pump`, `anthem`, ...), version 2 durations as the fields
/// `until_end_of_turn` and `for_as_long_as`, versions 1 to 3 a cost as an
/// object with one field per kind of part; they are read as their general
/// form (`cards::lowering`, `Cost`'s reader), so older files are converted as
/// they are read.
pub const OLDEST_VERSION: u32 = 1;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    pub format: String,
    pub version: u32,
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub description: String,
    /// Who made the scenario (at most `MAX_AUTHOR_CHARS` characters).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub author: String,
    /// A puzzle's goal, judged by the engine (rules::goal).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub goal: Option<GoalSetup>,
    /// What the solver is shown beyond the ordinary hidden information.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub knowledge: Option<KnowledgeSetup>,
    #[serde(default)]
    pub seed: u64,
    #[serde(default)]
    pub variant: Variant,
    /// Custom cards, in the card format; they may shadow built-in cards.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cards: Vec<CardDef>,
    /// Required, unless the scenario is a `position` (then it must be absent).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub players: Vec<PlayerSetup>,
    /// Two-Headed Giant teams, by player index; team life and poison come from the first member's entries.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub teams: Vec<Vec<u8>>,
    #[serde(default)]
    pub turn: TurnSetup,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub script: Vec<ScriptStep>,
    /// An exact position (docs/scenarios.md "Positions"): the whole
    /// serialized game (`rules::saved`'s `{format, defs, game}`) instead of a
    /// setup (`players`, `turn`, `seed`, `variant`, `teams`, `cards`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<Box<Game>>,
    /// A position's labels: name → the id of the object it stands for (a
    /// setup labels its cards with `label` instead).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub labels: BTreeMap<String, ObjectId>,
}

/// Mana a "Spend this mana only ..." instruction restricted (106.6), as a
/// setup writes it: the mana, what it may pay for, and the name of the source
/// whose ability made it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RestrictedManaSetup {
    pub mana: String,
    pub only: crate::cards::def::SpendOnly,
    pub source: String,
}

/// The most entries of restricted mana one player's setup may list.
pub const MAX_RESTRICTED_MANA: usize = 100;

/// The fields of a setup that a `position` replaces (a scenario has one or the other).
pub const SETUP_FIELDS: &[&str] = &["players", "turn", "seed", "variant", "teams", "cards"];

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerSetup {
    pub name: String,
    /// Starting life: 20 by default (103.3), or the team's 30 in Two-Headed Giant (810.4).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub life: Option<i32>,
    #[serde(default)]
    pub poison: u32,
    #[serde(default)]
    pub mana_pool: String,
    /// Mana in the pool that only some spells or abilities may use (106.6),
    /// kept apart from `mana_pool`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub restricted_mana: Vec<RestrictedManaSetup>,
    /// Library from top to bottom.
    #[serde(default)]
    pub library: Vec<CardSetup>,
    #[serde(default)]
    pub hand: Vec<CardSetup>,
    /// Graveyard from bottom to top.
    #[serde(default)]
    pub graveyard: Vec<CardSetup>,
    #[serde(default)]
    pub battlefield: Vec<CardSetup>,
    #[serde(default)]
    pub exile: Vec<CardSetup>,
    #[serde(default)]
    pub command: Vec<CardSetup>,
    /// Archenemy scheme deck, top first (face down in the command zone).
    #[serde(default)]
    pub schemes: Vec<CardSetup>,
    #[serde(default)]
    pub lands_played: u32,
}


/// A card in a zone: just its name, or its name with its status. (Written as
/// either form; read by hand so that a mistake inside the object is named
/// where it is, not as "matches no form".)
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(untagged)]
pub enum CardSetup {
    Name(String),
    Full(CardStatus),
}

impl<'de> Deserialize<'de> for CardSetup {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = CardSetup;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a card name or an object with a \"card\" field")
            }
            fn visit_str<E: de::Error>(self, s: &str) -> Result<CardSetup, E> {
                Ok(CardSetup::Name(s.to_string()))
            }
            fn visit_map<A: MapAccess<'de>>(self, m: A) -> Result<CardSetup, A::Error> {
                CardStatus::deserialize(de::value::MapAccessDeserializer::new(m)).map(CardSetup::Full)
            }
        }
        d.deserialize_any(V)
    }
}

#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardStatus {
    pub card: String,
    /// A name the script uses to refer to this object ("@label").
    #[serde(default)]
    pub label: Option<String>,
    #[serde(default)]
    pub tapped: bool,
    /// Has summoning sickness (302.6). Defaults to false for permanents set up on the battlefield.
    #[serde(default)]
    pub sick: bool,
    #[serde(default)]
    pub counters: BTreeMap<String, u32>,
    #[serde(default)]
    pub damage: i32,
    /// Label of the permanent this one is attached to, or "player:N".
    #[serde(default)]
    pub attached_to: Option<String>,
    #[serde(default)]
    pub token: bool,
    /// Enters as a copy of this card (copy effect, layer 1).
    #[serde(default)]
    pub copy_of: Option<String>,
    #[serde(default)]
    pub commander: bool,
    /// Commander games (903, 704.5v): combat damage this commander has already
    /// dealt to each player over the game, by player index ({"1": 19}).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub commander_damage: BTreeMap<String, i32>,
    /// Controller, if not the player whose list holds it (owner).
    #[serde(default)]
    pub controller: Option<u8>,
    #[serde(default)]
    pub face_down: bool,
    /// How many identical objects this entry stands for (default 1, at most
    /// `MAX_SCENARIO_COUNT`): a big board of tokens in one line.
    #[serde(default = "one_u64", skip_serializing_if = "is_one")]
    pub count: u64,
}

/// The most objects one entry's `count` may stand for (an engine limit).
pub use crate::rules::limits::MAX_SCENARIO_COUNT;
pub use super::goal::{GoalKind, GoalSetup, KnowledgeSetup};

fn one_u64() -> u64 {
    1
}
fn is_one(n: &u64) -> bool {
    *n == 1
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TurnSetup {
    #[serde(default = "one")]
    pub number: u32,
    #[serde(default)]
    pub active: u8,
    #[serde(default = "main1")]
    pub step: Step,
    /// Who has priority (default: the active player).
    #[serde(default)]
    pub priority: Option<u8>,
}

fn one() -> u32 {
    1
}
fn main1() -> Step {
    Step::PrecombatMain
}

impl Default for TurnSetup {
    fn default() -> Self {
        TurnSetup { number: 1, active: 0, step: Step::PrecombatMain, priority: None }
    }
}

/// One step of a script: an action (labels "@name" stand for object ids), or
/// expectations. Each step is an object with exactly one of `do`, `pass_all`
/// and `expect`, and optionally a `note`; a `do` step may say the action must
/// be `refused`.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(untagged)]
pub enum ScriptStep {
    Do {
        #[serde(rename = "do")]
        action: serde_json::Value,
        /// The action must be refused (and the game stay as it was): `true`, or
        /// the rule number the refusal must cite.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        refused: Option<Refusal>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        note: Option<String>,
    },
    /// Pass priority until the stack changes or the step changes (a convenience).
    PassAll {
        pass_all: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        note: Option<String>,
    },
    Expect {
        expect: Box<Expect>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        note: Option<String>,
    },
}

const STEP_FIELDS: &[&str] = &["do", "refused", "note", "pass_all", "expect"];

impl<'de> Deserialize<'de> for ScriptStep {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = ScriptStep;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a script step: an object with one of \"do\", \"pass_all\" or \"expect\"")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut m: A) -> Result<ScriptStep, A::Error> {
                let mut action: Option<serde_json::Value> = None;
                let mut refused: Option<Refusal> = None;
                let mut note: Option<String> = None;
                let mut pass_all: Option<bool> = None;
                let mut expect: Option<Expect> = None;
                let mut kinds: Vec<&str> = Vec::new();
                while let Some(k) = m.next_key::<String>()? {
                    match k.as_str() {
                        "do" => {
                            action = Some(m.next_value()?);
                            kinds.push("do");
                        }
                        "pass_all" => {
                            pass_all = Some(m.next_value()?);
                            kinds.push("pass_all");
                        }
                        "expect" => {
                            expect = Some(m.next_value()?);
                            kinds.push("expect");
                        }
                        "refused" => refused = Some(m.next_value()?),
                        "note" => note = Some(m.next_value()?),
                        other => return Err(de::Error::unknown_field(other, STEP_FIELDS)),
                    }
                }
                if kinds.len() > 1 {
                    return Err(de::Error::custom(format!("a script step has exactly one of \"do\", \"pass_all\" and \"expect\"; this one has {}", kinds.join(" and "))));
                }
                if refused.is_some() && action.is_none() {
                    return Err(de::Error::custom("\"refused\" belongs to a \"do\" step (the action that must be refused)"));
                }
                match (action, pass_all, expect) {
                    (Some(action), _, _) => Ok(ScriptStep::Do { action, refused, note }),
                    (_, Some(pass_all), _) => Ok(ScriptStep::PassAll { pass_all, note }),
                    (_, _, Some(expect)) => Ok(ScriptStep::Expect { expect: Box::new(expect), note }),
                    _ => Err(de::Error::custom("a script step needs one of \"do\" (an action), \"pass_all\" (true) or \"expect\" (expectations)")),
                }
            }
        }
        d.deserialize_map(V)
    }
}

/// That an action must be refused: `true`, or the rule the refusal must cite
/// (a refusal citing a subrule of it counts: "601.2" is met by "601.2h").
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(untagged)]
pub enum Refusal {
    Any(bool),
    Rule(String),
}

impl<'de> Deserialize<'de> for Refusal {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Refusal;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("true, or the rule number the refusal must cite (\"601.2h\")")
            }
            fn visit_bool<E: de::Error>(self, b: bool) -> Result<Refusal, E> {
                if b {
                    Ok(Refusal::Any(true))
                } else {
                    Err(E::custom("\"refused\": false is the same as leaving it out; write true or a rule number"))
                }
            }
            fn visit_str<E: de::Error>(self, s: &str) -> Result<Refusal, E> {
                if rule_like(s) {
                    Ok(Refusal::Rule(s.to_string()))
                } else {
                    Err(E::custom(format!("\"{s}\" is not a rule number (like \"601.2h\" or \"305\")")))
                }
            }
        }
        d.deserialize_any(V)
    }
}

/// A rule number as the engine cites it: "305", "601.2", "601.2h", "702.73a".
fn rule_like(s: &str) -> bool {
    let b = s.as_bytes();
    if b.len() < 3 || !b[..3].iter().all(u8::is_ascii_digit) {
        return false;
    }
    match s[3..].strip_prefix('.') {
        None => s.len() == 3,
        Some(r) => {
            let d = r.chars().take_while(char::is_ascii_digit).count();
            d > 0 && r[d..].chars().all(|c| c.is_ascii_lowercase())
        }
    }
}

/// Whether the rule a refusal cites meets the rule a script asked for: the same
/// rule, or one of its subrules ("601.2" is met by "601.2h", "601" by "601.2h").
pub fn rule_meets(cited: &str, wanted: &str) -> bool {
    cited == wanted || (cited.starts_with(wanted) && cited[wanted.len()..].starts_with(|c: char| c == '.' || c.is_ascii_lowercase()))
}

/// Expectations checked by `stackwise run` and the tests.
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Expect {
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub life: BTreeMap<String, i32>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub poison: BTreeMap<String, u32>,
    /// label → zone name ("battlefield", "graveyard", "hand", "library", "exile", "stack", "command", "gone").
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub zone: BTreeMap<String, ZoneName>,
    /// Rule numbers that must appear among the events since the previous expectation.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rules: Vec<String>,
    /// Rule numbers that must not appear among those events.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub not_rules: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stack_size: Option<usize>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub winners: Option<Vec<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub step: Option<Step>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub hand_size: BTreeMap<String, usize>,
    /// Player name → how many permanents they control (a group of identical
    /// tokens counts each token: 716.2a's loop makes a thousand).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub permanents: BTreeMap<String, usize>,
    /// label → what the object is like now (power, counters, tapped, ...).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub objects: BTreeMap<String, ObjectExpect>,
    /// Player name → the mana in their pool ("RRG", "{2}{U}", "" for none).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub mana_pool: BTreeMap<String, String>,
    /// The turn number.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn: Option<u32>,
    /// The name of the active player.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub active_player: Option<String>,
    /// The name of the player who has priority (and no decision is pending).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub priority: Option<String>,
    /// Whether the game goes on, is a draw, or is over (with `winners` naming them).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<GameResult>,
    /// The decision the game waits for, or `{"kind": "none"}`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub decision: Option<DecisionExpect>,
    /// Where the scenario's goal stands: "pending", "met" or "failed".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub goal: Option<crate::rules::goal::Outcome>,
}

/// A zone as `expect.zone` names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ZoneName {
    Battlefield,
    Graveyard,
    Hand,
    Library,
    Exile,
    Stack,
    Command,
    /// The object no longer exists (a token that left the battlefield, a copy that ceased to exist).
    Gone,
}

impl ZoneName {
    pub fn as_str(self) -> &'static str {
        match self {
            ZoneName::Battlefield => "battlefield",
            ZoneName::Graveyard => "graveyard",
            ZoneName::Hand => "hand",
            ZoneName::Library => "library",
            ZoneName::Exile => "exile",
            ZoneName::Stack => "stack",
            ZoneName::Command => "command",
            ZoneName::Gone => "gone",
        }
    }
}

/// What an object is like now. Every field is optional; only those given are checked.
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ObjectExpect {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub power: Option<i32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub toughness: Option<i32>,
    /// Counters by kind; 0 means none of that kind. Kinds not listed are not checked.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub counters: BTreeMap<String, u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub loyalty: Option<u32>,
    /// Damage marked on it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub damage: Option<i32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tapped: Option<bool>,
    /// The name of its controller.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub controller: Option<String>,
    /// What it is attached to: a label, "player:N", or null for nothing.
    #[serde(default, deserialize_with = "some_option", skip_serializing_if = "Option::is_none")]
    pub attached_to: Option<Option<String>>,
}

/// A field that may be null: absent → None (not checked), null → Some(None).
fn some_option<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Option<String>>, D::Error> {
    Option::<String>::deserialize(d).map(Some)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameResult {
    /// Nobody has won or drawn yet.
    Ongoing,
    /// The game is over and nobody won (104.4a).
    Draw,
    /// The game is over and someone won (104.2a); `winners` says who.
    Won,
}

/// The pending decision. Every field is optional.
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DecisionExpect {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<DecisionName>,
    /// The name of the player who must decide.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player: Option<String>,
    /// 603.3b: how many triggered abilities wait to be ordered.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub triggers: Option<usize>,
    /// The rule that asks for the decision.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rule: Option<String>,
}

/// The kinds of decisions (`DecisionKind`), and `none` for no pending decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DecisionName {
    None,
    DeclareAttackers,
    DeclareBlockers,
    ChooseMode,
    OrderTriggers,
    ChooseCards,
    ChooseObject,
    ChooseYesNo,
    ArrangeCards,
    ChooseColor,
    ChooseCreatureType,
    ChooseLandType,
    ChoosePlayer,
    NameCard,
    ChooseNumber,
    ChooseMana,
    ChooseTargets,
    OrderBlockers,
    AssignCombatDamage,
    ChooseReplacement,
    Shortcut,
}

impl DecisionName {
    fn of(k: &DecisionKind) -> DecisionName {
        match k {
            DecisionKind::DeclareAttackers { .. } => DecisionName::DeclareAttackers,
            DecisionKind::DeclareBlockers { .. } => DecisionName::DeclareBlockers,
            DecisionKind::ChooseMode { .. } => DecisionName::ChooseMode,
            DecisionKind::OrderTriggers { .. } => DecisionName::OrderTriggers,
            DecisionKind::ChooseCards { .. } => DecisionName::ChooseCards,
            DecisionKind::ChooseObject { .. } => DecisionName::ChooseObject,
            DecisionKind::ChooseYesNo { .. } => DecisionName::ChooseYesNo,
            DecisionKind::ArrangeCards { .. } => DecisionName::ArrangeCards,
            DecisionKind::ChooseColor { .. } => DecisionName::ChooseColor,
            DecisionKind::ChooseCreatureType { .. } => DecisionName::ChooseCreatureType,
            DecisionKind::ChooseLandType { .. } => DecisionName::ChooseLandType,
            DecisionKind::ChoosePlayer { .. } => DecisionName::ChoosePlayer,
            DecisionKind::NameCard { .. } => DecisionName::NameCard,
            DecisionKind::ChooseNumber { .. } => DecisionName::ChooseNumber,
            DecisionKind::ChooseMana { .. } => DecisionName::ChooseMana,
            DecisionKind::ChooseTargets { .. } => DecisionName::ChooseTargets,
            DecisionKind::OrderBlockers { .. } => DecisionName::OrderBlockers,
            DecisionKind::AssignCombatDamage { .. } => DecisionName::AssignCombatDamage,
            DecisionKind::ChooseReplacement { .. } => DecisionName::ChooseReplacement,
            DecisionKind::Shortcut { .. } => DecisionName::Shortcut,
        }
    }
    fn name(self) -> String {
        crate::json::to_value(self).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default()
    }
}

/// Parse scenario text (JSON). Every mistake is named with its place: the JSON
/// path of the field and what is wrong with it (`players[0].life: expected a
/// whole number ...`, `script[3].do.action: unknown action "cats"; expected one of ...`).
/// Structural mistakes stop at the first; the script's actions are all checked.
pub fn parse(text: &str) -> Result<Scenario, String> {
    if text.len() > limits::MAX_SCENARIO_BYTES {
        return Err("scenario: file is larger than 8 MiB (limits::MAX_SCENARIO_BYTES)".into());
    }
    let v: serde_json::Value = serde_json::from_str(text).map_err(|e| format!("scenario: not valid JSON: {e}"))?;
    parse_value(&v).map_err(|e| format!("scenario: {}", e.join("; ")))
}

/// `parse` for a JSON value already read.
pub fn parse_value(v: &serde_json::Value) -> Result<Scenario, Vec<String>> {
    use serde_json::Value;
    let Value::Object(top) = v else {
        return Err(vec!["(top level): expected an object with \"format\", \"version\" and \"players\"".into()]);
    };
    super::json_path::check_format_version(top, FORMAT, OLDEST_VERSION, VERSION).map_err(|e| vec![e])?;
    if top.contains_key("position") {
        let mixed: Vec<String> = SETUP_FIELDS.iter().filter(|f| top.contains_key(**f)).map(|f| format!("\"{f}\"")).collect();
        if !mixed.is_empty() {
            return Err(vec![format!("position: a position holds the whole game, so the scenario can't also have {} (remove them, or remove \"position\")", mixed.join(", "))]);
        }
    } else {
        if !top.contains_key("players") {
            return Err(vec!["players: missing (this field is required, unless the scenario is a \"position\")".into()]);
        }
        if top.contains_key("labels") {
            return Err(vec!["labels: only a \"position\" has \"labels\" (a setup labels its cards with \"label\")".into()]);
        }
    }
    // Cards written as rules text (a setup's cards, a position's definitions)
    // are compiled into the form first (text::custom).
    let has_text = |l: Option<&Value>| matches!(l, Some(Value::Array(cs)) if cs.iter().any(|c| c.as_object().is_some_and(crate::text::custom::is_text_card)));
    let compiled;
    let v = if has_text(top.get("cards")) || has_text(v.pointer("/position/defs")) {
        let mut w = v.clone();
        let mut errs = Vec::new();
        if let Some(cards) = w.get_mut("cards") {
            errs.extend(crate::text::custom::lower_text_cards(cards, "cards"));
        }
        if let Some(defs) = w.pointer_mut("/position/defs") {
            errs.extend(crate::text::custom::lower_text_cards(defs, "position.defs"));
        }
        if !errs.is_empty() {
            return Err(errs);
        }
        compiled = w;
        &compiled
    } else {
        v
    };
    let mut s: Scenario = super::json_path::from_value_at(v, "").map_err(|e| vec![e])?;
    // Read and converted: written back, it is the current version.
    s.version = VERSION;
    let mut errs = Vec::new();
    for (i, step) in s.script.iter().enumerate() {
        if let ScriptStep::Do { action, .. } = step {
            if let Err(e) = action_shape(action, &format!("script[{i}].do")) {
                errs.push(e);
            }
        }
    }
    if errs.is_empty() {
        Ok(s)
    } else {
        Err(errs)
    }
}

/// Check that a script action has the shape of an action, with labels standing
/// for ids (scripts here, tutorial steps in formats::tutorial).
pub fn action_shape(action: &serde_json::Value, path: &str) -> Result<Action, String> {
    use serde_json::Value;
    fn placeholder(v: &Value) -> Value {
        match v {
            Value::String(s) if s.starts_with('@') => Value::from(0u64),
            Value::Array(a) => Value::Array(a.iter().map(placeholder).collect()),
            Value::Object(m) => Value::Object(m.iter().map(|(k, x)| (k.clone(), placeholder(x))).collect()),
            other => other.clone(),
        }
    }
    match action {
        Value::Object(m) => match m.get("action") {
            None => return Err(format!("{path}.action: missing (this field is required; it names the action, e.g. \"pass_priority\")")),
            Some(Value::String(_)) => {}
            Some(other) => return Err(format!("{path}.action: expected the name of an action, found {other}")),
        },
        other => return Err(format!("{path}: expected an action object (with an \"action\" field), found {other}")),
    }
    super::json_path::from_value_at::<Action>(&placeholder(action), path)
}

/// The "@label" strings in a script action, with their paths.
fn labels_in(v: &serde_json::Value, path: &str, out: &mut Vec<(String, String)>) {
    use serde_json::Value;
    match v {
        Value::String(s) if s.starts_with('@') => out.push((path.to_string(), s[1..].to_string())),
        Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                labels_in(x, &format!("{path}[{i}]"), out);
            }
        }
        Value::Object(m) => {
            for (k, x) in m {
                labels_in(x, &super::json_path::join(path, k), out);
            }
        }
        _ => {}
    }
}

/// A built game plus the labels of its objects.
pub struct Built {
    pub game: Game,
    pub labels: BTreeMap<String, ObjectId>,
    pub pool: CardPool,
}

impl Scenario {
    /// Validate the scenario into a game. Every problem is named, with where it is.
    pub fn build(&self) -> Result<Built, Vec<String>> {
        if let Some(g) = &self.position {
            return self.build_position(g);
        }
        let mut errs: Vec<String> = Vec::new();
        let pool = self.card_pool(&mut errs);
        self.check_players_and_turn(&mut errs);
        if !errs.is_empty() {
            return Err(errs);
        }
        let names: Vec<String> = self.players.iter().map(|p| p.name.clone()).collect();
        let mut g = Game::new(&names, self.seed);
        g.variant = self.variant;
        let mut placed = Placed::default();
        for (i, ps) in self.players.iter().enumerate() {
            self.place_player(&mut g, &pool, i, ps, &mut placed, &mut errs);
        }
        let Placed { labels, attach_later } = placed;
        self.attach(&mut g, &labels, attach_later, &mut errs);
        self.set_teams(&mut g);
        errs.extend(self.check_script(&labels, &names));
        let goal = self.goal_aim(&g, &labels, &pool, &mut errs);
        if !errs.is_empty() {
            return Err(errs);
        }
        self.start(&mut g, &labels, goal);
        Ok(Built { game: g, labels, pool })
    }

    /// The built-in cards and the scenario's own (each validated; two with
    /// one name would make the second silently replace the first).
    fn card_pool(&self, errs: &mut Vec<String>) -> CardPool {
        let mut pool = builtin().clone();
        let mut custom: BTreeMap<&str, usize> = BTreeMap::new();
        for (i, d) in self.cards.iter().enumerate() {
            for e in d.validate() {
                errs.push(format!("cards[{i}]: {e}"));
            }
            if let Some(first) = custom.insert(d.name.as_str(), i) {
                errs.push(format!("cards[{i}].name: '{}' is already the name of cards[{first}]", d.name));
            }
        }
        pool.extend(self.cards.clone());
        pool
    }

    /// The players, their teams and the turn, checked before anything is made.
    fn check_players_and_turn(&self, errs: &mut Vec<String>) {
        let n = self.players.len();
        if !(2..=8).contains(&n) {
            errs.push(format!("players: need 2 to 8 players, found {n}"));
        }
        if self.turn.active as usize >= n.max(1) {
            errs.push(format!("turn.active: no player {}", self.turn.active));
        }
        if let Some(p) = self.turn.priority {
            if p as usize >= n.max(1) {
                errs.push(format!("turn.priority: no player {p}"));
            }
        }
        if self.turn.step == Step::Untap {
            errs.push("turn.step: a scenario can't start in the untap step (no player receives priority there)".into());
        }
        self.check_teams(errs);
        let mut names = std::collections::BTreeSet::new();
        for (i, p) in self.players.iter().enumerate() {
            // Counted in characters (Unicode scalar values), not UTF-8 bytes.
            if p.name.trim().is_empty() || p.name.chars().count() > 40 {
                errs.push(format!("players[{i}].name: must be 1 to 40 characters"));
            }
            if !names.insert(p.name.clone()) {
                errs.push(format!("players[{i}].name: '{}' is used twice", p.name));
            }
            match ManaPool::parse(&p.mana_pool) {
                Err(e) => errs.push(format!("players[{i}].mana_pool: {e}")),
                Ok(pool) => {
                    if let Some(t) = ManaType::ALL.iter().find(|t| pool.get(**t) > limits::MAX_MANA) {
                        errs.push(format!("players[{i}].mana_pool: {} {} mana is over the limit of {} of one type (limits::MAX_MANA)", pool.get(*t), t.symbol(), limits::MAX_MANA));
                    }
                }
            }
            check_restricted_mana(i, &p.restricted_mana, errs);
            if let Some(l) = p.life.filter(|l| l.unsigned_abs() > limits::MAX_NUMBER as u32) {
                errs.push(format!("players[{i}].life: {l} is over the limit of ±{} (limits::MAX_NUMBER)", limits::MAX_NUMBER));
            }
            if p.poison > limits::MAX_COUNTERS {
                errs.push(format!("players[{i}].poison: {} is over the limit of {} (limits::MAX_COUNTERS)", p.poison, limits::MAX_COUNTERS));
            }
            if p.lands_played > limits::MAX_LANDS_PLAYED {
                errs.push(format!("players[{i}].lands_played: {} is over the limit of {} (limits::MAX_LANDS_PLAYED)", p.lands_played, limits::MAX_LANDS_PLAYED));
            }
        }
        if self.turn.number > limits::MAX_TURN {
            errs.push(format!("turn.number: {} is over the limit of {} (limits::MAX_TURN)", self.turn.number, limits::MAX_TURN));
        }
        // Counted from the entries before anything is made (limits::MAX_SCENARIO_CARDS).
        let total = self.object_count();
        if total > limits::MAX_SCENARIO_CARDS {
            errs.push(format!("players: {total} cards is more than the {} a scenario may hold (limits::MAX_SCENARIO_CARDS)", limits::MAX_SCENARIO_CARDS));
        }
    }

    /// 810.1: the teams of a Two-Headed Giant game (and none in another).
    fn check_teams(&self, errs: &mut Vec<String>) {
        let n = self.players.len();
        if self.variant == Variant::TwoHeadedGiant {
            if self.teams.is_empty() {
                errs.push("teams: a Two-Headed Giant game needs teams".into());
            }
            let mut seen = vec![false; n];
            for (ti, t) in self.teams.iter().enumerate() {
                for p in t {
                    match seen.get_mut(*p as usize) {
                        None => errs.push(format!("teams[{ti}]: no player {p}")),
                        Some(s) if *s => errs.push(format!("teams[{ti}]: player {p} is in two teams")),
                        Some(s) => *s = true,
                    }
                }
            }
            // 810.1, 810.11: two teams of two (or of equally many more) players;
            // one team could never be attacked (the game would wait forever).
            if !self.teams.is_empty() {
                let sizes: Vec<usize> = self.teams.iter().map(Vec::len).collect();
                if sizes.len() != 2 || sizes[0] != sizes[1] || sizes[0] < 2 {
                    errs.push(format!("teams: a Two-Headed Giant game is two teams of two (or of equally many more) players (810.1, 810.11), not teams of {sizes:?}"));
                }
                if let Some(p) = seen.iter().position(|s| !s) {
                    errs.push(format!("teams: player {p} is in no team (810.1: every player plays on a team)"));
                }
            }
        } else if !self.teams.is_empty() {
            errs.push("teams: teams are only used in the two_headed_giant variant".into());
        }
    }

    /// One player's life, poison, mana and land plays, and the objects of
    /// each of their zones.
    fn place_player(&self, g: &mut Game, pool: &CardPool, i: usize, ps: &PlayerSetup, placed: &mut Placed, errs: &mut Vec<String>) {
        let pid = PlayerId(i as u8);
        {
            let p = g.player_mut(pid);
            p.life = ps.life.unwrap_or(20);
            p.poison = ps.poison;
            p.pool = ManaPool::parse(&ps.mana_pool).unwrap_or_default();
            p.restricted_mana = ps
                .restricted_mana
                .iter()
                .map(|r| crate::rules::state::RestrictedMana { mana: ManaPool::parse(&r.mana).unwrap_or_default(), only: r.only.clone(), source: r.source.clone() })
                .collect();
            p.lands_played = ps.lands_played;
        }
        let zones: [(&str, &Vec<CardSetup>, Zone); 7] = [
            ("library", &ps.library, Zone::Library(pid)),
            ("hand", &ps.hand, Zone::Hand(pid)),
            ("graveyard", &ps.graveyard, Zone::Graveyard(pid)),
            ("battlefield", &ps.battlefield, Zone::Battlefield),
            ("exile", &ps.exile, Zone::Exile),
            ("command", &ps.command, Zone::Command),
            ("schemes", &ps.schemes, Zone::Command),
        ];
        for (zname, list, zone) in zones {
            // Libraries are listed top first; the index keeps the top last.
            let order: Vec<usize> = if zname == "library" || zname == "schemes" { (0..list.len()).rev().collect() } else { (0..list.len()).collect() };
            for j in order {
                let at = format!("players[{i}].{zname}[{j}]");
                let st = match &list[j] {
                    CardSetup::Name(n) => CardStatus { card: n.clone(), count: 1, ..Default::default() },
                    CardSetup::Full(s) => s.clone(),
                };
                let Some(def) = pool.get(&st.card) else {
                    errs.push(format!("{at}: unknown card '{}'", st.card));
                    continue;
                };
                let Some(copy) = self.check_entry(pool, &at, &st, &def, (zname, zone), errs) else { continue };
                for _ in 0..st.count {
                    self.make_object(g, Entry { at: &at, st: &st, def: &def, copy: &copy, pid, zname, zone }, placed, errs);
                }
            }
        }
        // 902.4: with no life total given, the player starts at 20 as their vanguard modifies it.
        if ps.life.is_none() {
            let life = g.starting_life(pid);
            g.player_mut(pid).life = life;
        }
    }

    /// An entry's fields checked against its zone; the card it is a copy of,
    /// if any (None: the entry can't be made at all).
    fn check_entry(&self, pool: &CardPool, at: &str, st: &CardStatus, def: &Arc<CardDef>, (zname, zone): (&str, Zone), errs: &mut Vec<String>) -> Option<Option<Arc<CardDef>>> {
        let n = self.players.len();
        if zone != Zone::Battlefield && (st.tapped || !st.counters.is_empty() || st.damage != 0 || st.attached_to.is_some()) {
            errs.push(format!("{at}: only permanents on the battlefield can be tapped, have counters or damage, or be attached"));
        }
        if zone != Zone::Battlefield && st.copy_of.is_some() {
            errs.push(format!("{at}.copy_of: only a permanent on the battlefield can be set up as a copy (706.2)"));
        }
        // 902.3: a vanguard is face up in the command zone all game, one for each player.
        if def.has_type(CardType::Vanguard) && (zname != "command" || st.face_down || st.count > 1) {
            errs.push(format!("{at}: a vanguard card is one face-up card in its owner's command zone (902.3)"));
        }
        if st.token && zone != Zone::Battlefield {
            errs.push(format!("{at}: a token can only be set up on the battlefield"));
        }
        let copy = match &st.copy_of {
            Some(c) => match pool.get(c) {
                Some(d) => Some(d),
                None => {
                    errs.push(format!("{at}.copy_of: unknown card '{c}'"));
                    None
                }
            },
            None => None,
        };
        // 706.2: a copy has the copied card's characteristics, so those
        // are what must be a permanent's (110.4b) to be on the battlefield.
        let shown = copy.as_ref().unwrap_or(&def);
        if zone == Zone::Battlefield && !shown.is_permanent_card() {
            match &st.copy_of {
                Some(c) => errs.push(format!("{at}.copy_of: '{c}' is not a permanent card, so a copy of it can't be on the battlefield (706.2, 110.4b)")),
                None => errs.push(format!("{at}: '{}' is not a permanent card and can't be on the battlefield", st.card)),
            }
        }
        if let Some(c) = st.controller {
            if c as usize >= n {
                errs.push(format!("{at}.controller: no player {c}"));
                return None;
            }
            if zone != Zone::Battlefield {
                errs.push(format!("{at}.controller: only permanents can have a controller other than their owner"));
            }
        }
        if st.damage < 0 {
            errs.push(format!("{at}.damage: can't be negative"));
        }
        if st.damage > limits::MAX_NUMBER {
            errs.push(format!("{at}.damage: {} is over the limit of {} (limits::MAX_NUMBER)", st.damage, limits::MAX_NUMBER));
        }
        for (k, v) in st.counters.iter().filter(|(_, v)| **v > limits::MAX_COUNTERS) {
            let field = crate::formats::json_path::join(&format!("{at}.counters"), k);
            errs.push(format!("{field}: {v} counters is over the limit of {} of one kind (limits::MAX_COUNTERS)", limits::MAX_COUNTERS));
        }
        if st.count == 0 || st.count > MAX_SCENARIO_COUNT {
            errs.push(format!("{at}.count: must be from 1 to {MAX_SCENARIO_COUNT} (found {})", st.count));
            return None;
        }
        if st.count > 1 && (st.label.is_some() || st.attached_to.is_some() || st.commander || !st.commander_damage.is_empty() || zname == "schemes") {
            errs.push(format!("{at}.count: an entry with a label, an attachment, a commander or a scheme stands for one object"));
            return None;
        }
        Some(copy)
    }

    /// One object of an entry, made in its zone with its status.
    fn make_object(&self, g: &mut Game, e: Entry, placed: &mut Placed, errs: &mut Vec<String>) {
        let Entry { at, st, def, copy, pid, zname, zone } = e;
        let n = self.players.len();
        let id = g.create_object(def.clone(), pid, zone);
        {
            let o = g.obj_mut(id).unwrap();
            o.tapped = st.tapped;
            o.summoning_sick = zone == Zone::Battlefield && st.sick;
            let counters: BTreeMap<String, u32> = st.counters.iter().filter(|(_, v)| **v > 0).map(|(k, v)| (k.clone(), *v)).collect();
            // Only what is set makes the object's extra box (GameObject::extra).
            if !counters.is_empty() {
                o.extra.counters = counters;
            }
            o.damage = st.damage.max(0);
            o.token = st.token;
            if copy.is_some() {
                o.extra.copy_of = copy.clone();
            }
            if st.commander {
                o.extra.is_commander = true;
            }
            o.face_down = st.face_down || zname == "schemes";
            if let Some(c) = st.controller {
                o.controller = PlayerId(c);
            }
        }
        if st.controller.is_some_and(|c| PlayerId(c) != pid) {
            // Set up under another player's control: by a control-changing effect (800.4a ends it).
            g.control_changed.insert(id);
        }
        if zname == "schemes" {
            // Listed top first and visited bottom first: each card goes on top (the end).
            g.player_mut(pid).scheme_deck.push(id);
        }
        for (victim, dmg) in &st.commander_damage {
            match victim.parse::<u8>() {
                _ if !st.commander => errs.push(format!("{at}.commander_damage: only a commander (\"commander\": true) records commander damage")),
                Ok(v) if (v as usize) < n && *dmg >= 0 => {
                    let uid = g.obj(id).unwrap().card_uid;
                    g.player_mut(PlayerId(v)).commander_damage.insert(uid, *dmg);
                }
                Ok(v) if (v as usize) < n => errs.push(format!("{at}.commander_damage: can't be negative")),
                _ => errs.push(format!("{at}.commander_damage: no player '{victim}'")),
            }
        }
        if zone == Zone::Battlefield {
            g.reindex_permanent(id);
            // 306.5b: a planeswalker enters with its printed loyalty (its
            // copiable values', 706.2); a face-down permanent is no
            // planeswalker (707.2a) and enters with none.
            let shown = g.obj(id).unwrap().extra.copy_of.clone().unwrap_or_else(|| def.clone());
            if shown.has_type(CardType::Planeswalker) && !st.face_down && !st.counters.contains_key("loyalty") {
                let l = shown.loyalty.unwrap_or(0).max(0) as u32;
                g.obj_mut(id).unwrap().extra.counters.insert("loyalty".into(), l);
            }
        }
        if let Some(l) = &st.label {
            if placed.labels.insert(l.clone(), id).is_some() {
                errs.push(format!("{at}.label: '{l}' is used twice"));
            }
        }
        if let Some(a) = &st.attached_to {
            placed.attach_later.push((id, a.clone(), at.to_string()));
        }
    }

    /// Attachments, once every labelled object exists.
    fn attach(&self, g: &mut Game, labels: &BTreeMap<String, ObjectId>, attach_later: Vec<(ObjectId, String, String)>, errs: &mut Vec<String>) {
        let n = self.players.len();
        for (id, target, at) in attach_later {
            let t = if let Some(p) = target.strip_prefix("player:") {
                match p.parse::<u8>() {
                    Ok(p) if (p as usize) < n => TargetChoice::Player(PlayerId(p)),
                    _ => {
                        errs.push(format!("{at}.attached_to: no player '{p}'"));
                        continue;
                    }
                }
            } else {
                match labels.get(&target) {
                    Some(o) if g.is_on_battlefield(*o) => TargetChoice::Object(*o),
                    Some(_) => {
                        errs.push(format!("{at}.attached_to: '{target}' is not on the battlefield"));
                        continue;
                    }
                    None => {
                        errs.push(format!("{at}.attached_to: no object labelled '{target}'"));
                        continue;
                    }
                }
            };
            g.obj_mut(id).unwrap().extra.attached_to = Some(t);
            g.attachers.insert(id);
        }
    }

    /// 810.4: the teams of a Two-Headed Giant game, each with its shared life.
    fn set_teams(&self, g: &mut Game) {
        if self.variant == Variant::TwoHeadedGiant {
            for t in &self.teams {
                let first = t.first().map(|p| self.players[*p as usize].clone());
                let idx = g.teams.len();
                g.teams.push(Team {
                    players: t.iter().map(|p| PlayerId(*p)).collect(),
                    // 810.4: a team's shared life total starts at 30.
                    life: first.as_ref().and_then(|f| f.life).unwrap_or(30),
                    poison: first.as_ref().map(|f| f.poison).unwrap_or(0),
                    lost: false,
                });
                for p in t {
                    g.player_mut(PlayerId(*p)).team = Some(idx);
                }
            }
        }
    }

    /// The turn and the goal set, and the game run to its first decision.
    fn start(&self, g: &mut Game, labels: &BTreeMap<String, ObjectId>, goal: Option<crate::rules::goal::Aim>) {
        g.turn = TurnState { number: self.turn.number.max(1), active: PlayerId(self.turn.active), step: self.turn.step, passes: 0, creatures_died: 0, died_types: Default::default() };
        if matches!(self.turn.step, Step::DeclareAttackers | Step::DeclareBlockers | Step::FirstStrikeDamage | Step::CombatDamage | Step::EndOfCombat) {
            g.combat = Some(Combat { attackers_declared: true, ..Default::default() });
        }
        let prio = PlayerId(self.turn.priority.unwrap_or(self.turn.active));
        // The setup itself is not a change: start the record clean, with every object to be checked.
        g.compact_maps();
        // Labels are followed through zone changes: their last known information stays.
        g.pinned = labels.values().copied().collect();
        g.all_dirty = true;
        g.events.clear();
        g.flow = Flow::GivePriority(prio);
        g.run();
        g.events.clear();
        // The goal is set once the position stands, and judged from the first action on.
        if let (Some(aim), Some(gs)) = (goal, &self.goal) {
            let by_turn = gs.by_turn.unwrap_or(g.turn.number);
            g.goal = Some(Box::new(crate::rules::goal::Goal::new(&g, aim, PlayerId(gs.player), by_turn, &gs.text)));
        }
        if let Some(k) = &self.knowledge {
            let player = PlayerId(self.goal.as_ref().map(|x| x.player).unwrap_or(0));
            g.knowledge = Some(k.for_solver(player));
        }
        // The battlefield's groups (rules::groups), made in the load rather than by the first snapshot.
        g.prepare_battlefield_groups();
    }
}

/// Where an entry's objects go, as they are made.
struct Entry<'a> {
    at: &'a str,
    st: &'a CardStatus,
    def: &'a Arc<CardDef>,
    copy: &'a Option<Arc<CardDef>>,
    pid: PlayerId,
    zname: &'a str,
    zone: Zone,
}

/// The labels of the objects made so far, and the attachments to make once all are.
#[derive(Default)]
struct Placed {
    labels: BTreeMap<String, ObjectId>,
    attach_later: Vec<(ObjectId, String, String)>,
}

impl Scenario {
    /// How many objects the setup makes, all players and zones together (an
    /// entry stands for its `count`, a card name for one), counted from the
    /// entries alone, before anything is built: what the scenario's limits
    /// (`limits::MAX_SCENARIO_CARDS`, a link's `limits::MAX_LINK_OBJECTS`)
    /// bound. A count over `MAX_SCENARIO_COUNT` counts as that limit (the
    /// entry itself is refused). A `position` counts 0 here: its objects are
    /// written out one by one, so its text bounds them.
    pub fn object_count(&self) -> usize {
        let objects = |l: &Vec<CardSetup>| -> usize {
            l.iter()
                .map(|c| match c {
                    CardSetup::Name(_) => 1,
                    CardSetup::Full(s) => usize::try_from(s.count.min(MAX_SCENARIO_COUNT)).unwrap_or(usize::MAX),
                })
                .fold(0usize, |a, n| a.saturating_add(n))
        };
        self.players
            .iter()
            .flat_map(|p| [&p.library, &p.hand, &p.graveyard, &p.battlefield, &p.exile, &p.command, &p.schemes])
            .map(objects)
            .fold(0usize, |a, n| a.saturating_add(n))
    }
}

impl Scenario {
    /// An empty scenario (no players, no fields set), for building others from.
    pub fn bare() -> Scenario {
        Scenario {
            format: FORMAT.into(),
            version: VERSION,
            name: String::new(),
            description: String::new(),
            author: String::new(),
            goal: None,
            knowledge: None,
            seed: 0,
            variant: Variant::Normal,
            cards: Vec::new(),
            players: Vec::new(),
            teams: Vec::new(),
            turn: TurnSetup::default(),
            script: Vec::new(),
            position: None,
            labels: BTreeMap::new(),
        }
    }

    /// A `position` scenario's game: the serialized game itself, checked as a
    /// saved game is (`Game::check_consistency`: every id it refers to exists
    /// where it should, numbers within `rules::limits`), its labels naming
    /// objects of that game, and its script checked against them. Nothing is
    /// run: the game is exactly the one written.
    fn build_position(&self, g: &Game) -> Result<Built, Vec<String>> {
        let mut errs = Vec::new();
        if let Err(e) = g.check_consistency() {
            return Err(vec![format!("position.game.{e}")]);
        }
        for (l, id) in &self.labels {
            if l.is_empty() || l.chars().count() > 200 {
                errs.push(format!("{}: a label is 1 to 200 characters", super::json_path::join("labels", l)));
            }
            if g.obj(*id).is_none() && !g.lki.contains_key(id) && !g.stack.iter().any(|s| s.id == *id) {
                errs.push(format!("{}: the position has no object {id}", super::json_path::join("labels", l)));
            }
        }
        let names: Vec<String> = g.players.iter().map(|p| p.name.clone()).collect();
        errs.extend(self.check_script(&self.labels, &names));
        // A goal or knowledge written beside the position replaces the one in
        // it (the goal's default deadline is then the position's turn).
        let pool = builtin().clone();
        let goal = if self.goal.is_some() || self.knowledge.is_some() || !self.author.is_empty() {
            let probe = Scenario { position: None, turn: TurnSetup { number: g.turn.number, ..TurnSetup::default() }, goal: self.goal.clone(), knowledge: self.knowledge, author: self.author.clone(), ..Scenario::bare() };
            probe.goal_aim(g, &self.labels, &pool, &mut errs)
        } else {
            None
        };
        if !errs.is_empty() {
            return Err(errs);
        }
        let mut game = g.clone();
        game.events.clear();
        if let (Some(aim), Some(gs)) = (goal, &self.goal) {
            let by_turn = gs.by_turn.unwrap_or(game.turn.number);
            game.goal = Some(Box::new(crate::rules::goal::Goal::new(&game, aim, PlayerId(gs.player), by_turn, &gs.text)));
        }
        if let Some(k) = &self.knowledge {
            let player = PlayerId(self.goal.as_ref().map(|x| x.player).or(game.goal.as_ref().map(|x| x.player.0)).unwrap_or(0));
            game.knowledge = Some(k.for_solver(player));
        }
        Ok(Built { game, labels: self.labels.clone(), pool })
    }

    /// The script's references: labels, player names, rule numbers and mana.
    fn check_script(&self, labels: &BTreeMap<String, ObjectId>, names: &[String]) -> Vec<String> {
        let mut errs = Vec::new();
        let player = |at: String, n: &str, errs: &mut Vec<String>| {
            if !names.iter().any(|x| x == n) {
                errs.push(format!("{at}: no player named '{n}' (the players are {})", names.join(", ")));
            }
        };
        let label = |at: String, l: &str, errs: &mut Vec<String>| {
            if !labels.contains_key(l) {
                errs.push(format!("{at}: no object labelled '{l}'"));
            }
        };
        let rule = |at: String, r: &str, errs: &mut Vec<String>| {
            if !rule_like(r) {
                errs.push(format!("{at}: '{r}' is not a rule number (like \"601.2h\")"));
            }
        };
        for (i, step) in self.script.iter().enumerate() {
            match step {
                ScriptStep::Do { action, .. } => {
                    let mut found = Vec::new();
                    labels_in(action, &format!("script[{i}].do"), &mut found);
                    for (at, l) in found {
                        label(at, &l, &mut errs);
                    }
                }
                ScriptStep::PassAll { .. } => {}
                ScriptStep::Expect { expect: e, .. } => {
                    let at = |f: &str, k: &str| super::json_path::join(&format!("script[{i}].expect.{f}"), k);
                    for k in e.life.keys() {
                        player(at("life", k), k, &mut errs);
                    }
                    for k in e.poison.keys() {
                        player(at("poison", k), k, &mut errs);
                    }
                    for k in e.hand_size.keys() {
                        player(at("hand_size", k), k, &mut errs);
                    }
                    for k in e.permanents.keys() {
                        player(at("permanents", k), k, &mut errs);
                    }
                    for (k, m) in &e.mana_pool {
                        player(at("mana_pool", k), k, &mut errs);
                        if let Err(x) = ManaPool::parse(m) {
                            errs.push(format!("{}: {x}", at("mana_pool", k)));
                        }
                    }
                    for k in e.zone.keys() {
                        label(at("zone", k), k, &mut errs);
                    }
                    for (k, o) in &e.objects {
                        label(at("objects", k), k, &mut errs);
                        if let Some(c) = &o.controller {
                            player(format!("{}.controller", at("objects", k)), c, &mut errs);
                        }
                        if let Some(Some(a)) = &o.attached_to {
                            let ap = format!("{}.attached_to", at("objects", k));
                            match a.strip_prefix("player:") {
                                Some(n) => {
                                    if n.parse::<usize>().map(|n| n >= names.len()).unwrap_or(true) {
                                        errs.push(format!("{ap}: no player '{n}' (players are numbered from 0)"));
                                    }
                                }
                                None => label(ap, a, &mut errs),
                            }
                        }
                    }
                    for (j, r) in e.rules.iter().enumerate() {
                        rule(format!("script[{i}].expect.rules[{j}]"), r, &mut errs);
                    }
                    for (j, r) in e.not_rules.iter().enumerate() {
                        rule(format!("script[{i}].expect.not_rules[{j}]"), r, &mut errs);
                    }
                    for (j, w) in e.winners.iter().flatten().enumerate() {
                        player(format!("script[{i}].expect.winners[{j}]"), w, &mut errs);
                    }
                    if let Some(p) = &e.active_player {
                        player(format!("script[{i}].expect.active_player"), p, &mut errs);
                    }
                    if let Some(p) = &e.priority {
                        player(format!("script[{i}].expect.priority"), p, &mut errs);
                    }
                    if let Some(d) = &e.decision {
                        if let Some(p) = &d.player {
                            player(format!("script[{i}].expect.decision.player"), p, &mut errs);
                        }
                        if let Some(r) = &d.rule {
                            rule(format!("script[{i}].expect.decision.rule"), r, &mut errs);
                        }
                        if d.kind == Some(DecisionName::None) && (d.player.is_some() || d.triggers.is_some() || d.rule.is_some()) {
                            errs.push(format!("script[{i}].expect.decision: \"kind\": \"none\" (no decision pending) can't also name a player, triggers or a rule"));
                        }
                    }
                    if e.result == Some(GameResult::Ongoing) && e.winners.is_some() {
                        errs.push(format!("script[{i}].expect.result: an ongoing game has no winners, but \"winners\" is given too"));
                    }
                    if e.result == Some(GameResult::Draw) && e.winners.as_ref().map(|w| !w.is_empty()).unwrap_or(false) {
                        errs.push(format!("script[{i}].expect.result: a draw has no winners, but \"winners\" names some"));
                    }
                }
            }
        }
        errs
    }
}

/// Replace "@label" strings in a script action by the current id of that object
/// (following 400.7 links to the object it has become).
pub fn resolve_labels(v: &serde_json::Value, labels: &BTreeMap<String, ObjectId>, g: &Game) -> Result<serde_json::Value, String> {
    use serde_json::Value;
    Ok(match v {
        Value::String(s) if s.starts_with('@') => {
            let l = &s[1..];
            let mut id = *labels.get(l).ok_or_else(|| format!("no object labelled '{l}'"))?;
            let mut hops = 0;
            while g.obj(id).is_none() && !g.stack.iter().any(|x| x.id == id) {
                match g.became(id) {
                    Some(n) if hops < 10_000 => {
                        id = n;
                        hops += 1;
                    }
                    _ => break,
                }
            }
            Value::from(id.0)
        }
        Value::Array(a) => Value::Array(a.iter().map(|x| resolve_labels(x, labels, g)).collect::<Result<_, _>>()?),
        Value::Object(m) => {
            let mut out = serde_json::Map::new();
            for (k, x) in m {
                out.insert(k.clone(), resolve_labels(x, labels, g)?);
            }
            Value::Object(out)
        }
        other => other.clone(),
    })
}

/// Where an object labelled in the scenario is now.
pub fn zone_of_label(g: &Game, labels: &BTreeMap<String, ObjectId>, label: &str) -> Option<String> {
    let mut id = *labels.get(label)?;
    for _ in 0..10_000 {
        if let Some(o) = g.obj(id) {
            return Some(o.zone.name().split(' ').next().unwrap_or("").to_string());
        }
        match g.became(id) {
            Some(n) => id = n,
            None => return Some("gone".into()),
        }
    }
    Some("gone".into())
}

/// The outcome of playing a script.
pub struct RunOutcome {
    pub game: Game,
    pub events: Vec<Event>,
    /// Expectations that were not met, each with its step ("script[3]: ...").
    pub failures: Vec<String>,
    /// One line per checked step (expectations and expected refusals), met or not.
    pub report: Vec<StepReport>,
}

/// The result of one checked script step.
#[derive(Clone, Debug, PartialEq)]
pub struct StepReport {
    /// Index in the script.
    pub step: usize,
    pub met: bool,
    /// What was checked ("life, zone, rules") or what did not match; for a refusal, its reason.
    pub text: String,
}

/// Play a scenario's script. Stops at the first action refused that the script
/// did not expect to be refused (returned as Err); an action marked `refused`
/// must be refused, and the game must be as it was.
pub fn run_script(s: &Scenario) -> Result<RunOutcome, String> {
    let built = s.build().map_err(|e| e.join("; "))?;
    let mut g = built.game;
    let labels = built.labels;
    let mut all: Vec<Event> = Vec::new();
    let mut since: Vec<Event> = Vec::new();
    let mut failures = Vec::new();
    let mut report = Vec::new();
    for (i, step) in s.script.iter().enumerate() {
        match step {
            ScriptStep::Do { action, refused, .. } => {
                let v = resolve_labels(action, &labels, &g).map_err(|e| format!("script[{i}].do: {e}"))?;
                let a: Action = super::json_path::from_value_at(&v, &format!("script[{i}].do")).map_err(|e| format!("script[{i}]: not an action: {e}"))?;
                match refused {
                    None => {
                        let ev = g.apply(&a).map_err(|e| format!("script[{i}]: illegal action: {e}"))?;
                        since.extend(ev.iter().cloned());
                        all.extend(ev);
                    }
                    Some(want) => {
                        let before = g.clone();
                        let (met, text) = match g.apply(&a) {
                            Ok(ev) => {
                                since.extend(ev.iter().cloned());
                                all.extend(ev);
                                (false, "the action was expected to be refused, but it was taken".to_string())
                            }
                            Err(e) => {
                                let cited = e.rule();
                                let shown = format!("refused ({}): {e}", cited.as_deref().unwrap_or("no rule cited"));
                                if g != before {
                                    (false, format!("{shown}; but the refusal changed the game"))
                                } else {
                                    match (want, &cited) {
                                        (Refusal::Rule(r), Some(c)) if !rule_meets(c, r) => (false, format!("{shown}; expected a refusal citing rule {r}")),
                                        (Refusal::Rule(r), None) => (false, format!("{shown}; expected a refusal citing rule {r}")),
                                        _ => (true, shown),
                                    }
                                }
                            }
                        };
                        if !met {
                            failures.push(format!("script[{i}]: {text}"));
                        }
                        report.push(StepReport { step: i, met, text });
                    }
                }
            }
            ScriptStep::PassAll { pass_all, .. } => {
                if !pass_all {
                    continue;
                }
                let start_stack = g.stack.len();
                let start_step = (g.turn.number, g.turn.step);
                for _ in 0..64 {
                    let Flow::Priority(p) = g.flow else { break };
                    if g.pending.is_some() {
                        break;
                    }
                    let ev = g.apply(&Action::PassPriority { player: p }).map_err(|e| format!("script[{i}]: {e}"))?;
                    since.extend(ev.iter().cloned());
                    all.extend(ev);
                    if g.stack.len() != start_stack || (g.turn.number, g.turn.step) != start_step || g.pending.is_some() {
                        break;
                    }
                }
            }
            ScriptStep::Expect { expect, .. } => {
                let missed = check_expect(&g, &labels, expect, &since);
                for f in &missed {
                    failures.push(format!("script[{i}]: {f}"));
                }
                let text = if missed.is_empty() { expect_fields(expect).join(", ") } else { missed.join("; ") };
                report.push(StepReport { step: i, met: missed.is_empty(), text });
                since.clear();
            }
        }
    }
    Ok(RunOutcome { game: g, events: all, failures, report })
}

/// The names of the expectations a step gives.
pub fn expect_fields(e: &Expect) -> Vec<&'static str> {
    let v = crate::json::to_value(e).unwrap_or_default();
    let mut out = Vec::new();
    for f in [
        "life", "poison", "hand_size", "permanents", "zone", "objects", "mana_pool", "rules", "not_rules", "stack_size", "step", "turn", "active_player", "priority", "result",
        "winners", "decision", "goal",
    ] {
        if v.get(f).is_some() {
            out.push(f);
        }
    }
    out
}

fn player_by_name(g: &Game, name: &str) -> Option<PlayerId> {
    g.players.iter().find(|p| p.name == name).map(|p| p.id)
}

/// The object a label names now, following it across zone changes (400.7); None if it is gone.
pub fn object_of_label(g: &Game, labels: &BTreeMap<String, ObjectId>, label: &str) -> Option<ObjectId> {
    let mut id = *labels.get(label)?;
    for _ in 0..10_000 {
        if g.obj(id).is_some() {
            return Some(id);
        }
        id = g.became(id)?;
    }
    None
}

/// Compare the game against expectations; returns what does not match.
pub fn check_expect(g: &Game, labels: &BTreeMap<String, ObjectId>, e: &Expect, events: &[Event]) -> Vec<String> {
    let mut out = Vec::new();
    let pname = |p: PlayerId| g.player(p).name.clone();
    for (name, life) in &e.life {
        match player_by_name(g, name) {
            Some(p) if g.life_of(p) == *life => {}
            Some(p) => out.push(format!("{name} has {} life, expected {life}", g.life_of(p))),
            None => out.push(format!("no player named {name}")),
        }
    }
    for (name, poison) in &e.poison {
        match player_by_name(g, name) {
            Some(p) if g.poison_of(p) == *poison => {}
            Some(p) => out.push(format!("{name} has {} poison, expected {poison}", g.poison_of(p))),
            None => out.push(format!("no player named {name}")),
        }
    }
    for (name, n) in &e.hand_size {
        match player_by_name(g, name) {
            Some(p) if g.player(p).hand.len() == *n => {}
            Some(p) => out.push(format!("{name} has {} cards in hand, expected {n}", g.player(p).hand.len())),
            None => out.push(format!("no player named {name}")),
        }
    }
    for (name, n) in &e.permanents {
        match player_by_name(g, name) {
            Some(p) => {
                let have = g.battlefield.iter().filter(|id| g.obj(**id).is_some_and(|o| o.controller == p)).count();
                if have != *n {
                    out.push(format!("{name} controls {have} permanents, expected {n}"));
                }
            }
            None => out.push(format!("no player named {name}")),
        }
    }
    for (name, m) in &e.mana_pool {
        match (player_by_name(g, name), ManaPool::parse(m)) {
            (Some(p), Ok(want)) if g.player(p).pool == want => {}
            (Some(p), Ok(want)) => out.push(format!("{name}'s mana pool holds {}, expected {want}", g.player(p).pool)),
            (None, _) => out.push(format!("no player named {name}")),
            (_, Err(x)) => out.push(format!("mana_pool of {name}: {x}")),
        }
    }
    for (label, zone) in &e.zone {
        match zone_of_label(g, labels, label) {
            Some(z) if z == zone.as_str() => {}
            Some(z) => out.push(format!("@{label} is in {z}, expected {}", zone.as_str())),
            None => out.push(format!("no object labelled '{label}'")),
        }
    }
    for (label, x) in &e.objects {
        let Some(id) = object_of_label(g, labels, label) else {
            out.push(format!("@{label} no longer exists"));
            continue;
        };
        let o = g.obj(id).unwrap();
        let c = g.chars_of(o);
        let mut check_pt = |what: &str, have: Option<i32>, want: Option<i32>| match (have, want) {
            (_, None) => {}
            (Some(h), Some(w)) if h == w => {}
            (Some(h), Some(w)) => out.push(format!("@{label} has {what} {h}, expected {w}")),
            (None, Some(w)) => out.push(format!("@{label} has no {what} (it is not a creature), expected {w}")),
        };
        check_pt("power", c.power, x.power);
        check_pt("toughness", c.toughness, x.toughness);
        for (kind, n) in &x.counters {
            let have = o.extra.counters.get(kind).copied().unwrap_or(0);
            if have != *n {
                out.push(format!("@{label} has {have} {kind} counter(s), expected {n}"));
            }
        }
        if let Some(l) = x.loyalty {
            if g.loyalty(id) != l {
                out.push(format!("@{label} has loyalty {}, expected {l}", g.loyalty(id)));
            }
        }
        if let Some(d) = x.damage {
            if o.damage != d {
                out.push(format!("@{label} has {} damage marked, expected {d}", o.damage));
            }
        }
        if let Some(t) = x.tapped {
            if o.tapped != t {
                out.push(format!("@{label} is {}, expected {}", if o.tapped { "tapped" } else { "untapped" }, if t { "tapped" } else { "untapped" }));
            }
        }
        if let Some(cn) = &x.controller {
            if &pname(o.controller) != cn {
                out.push(format!("@{label} is controlled by {}, expected {cn}", pname(o.controller)));
            }
        }
        if let Some(want) = &x.attached_to {
            let want_t: Option<TargetChoice> = match want {
                None => None,
                Some(a) => match a.strip_prefix("player:") {
                    Some(n) => n.parse::<u8>().ok().map(|n| TargetChoice::Player(PlayerId(n))),
                    None => object_of_label(g, labels, a).map(TargetChoice::Object),
                },
            };
            let show = |t: Option<TargetChoice>| t.map(|t| g.target_name(t)).unwrap_or_else(|| "nothing".into());
            if o.extra.attached_to != want_t || (want.is_some() && want_t.is_none()) {
                out.push(format!("@{label} is attached to {}, expected {}", show(o.extra.attached_to), want.as_deref().unwrap_or("nothing")));
            }
        }
    }
    for r in &e.rules {
        if !events.iter().any(|ev| ev.rule == *r || ev.rule.split('+').any(|x| x == r)) {
            out.push(format!("no event citing rule {r}"));
        }
    }
    for r in &e.not_rules {
        if events.iter().any(|ev| ev.rule == *r) {
            out.push(format!("an event cites rule {r}, which was not expected"));
        }
    }
    if let Some(n) = e.stack_size {
        if g.stack.len() != n {
            out.push(format!("the stack holds {} object(s), expected {n}", g.stack.len()));
        }
    }
    if let Some(s) = e.step {
        if g.turn.step != s {
            out.push(format!("the step is {:?}, expected {s:?}", g.turn.step));
        }
    }
    if let Some(n) = e.turn {
        if g.turn.number != n {
            out.push(format!("it is turn {}, expected turn {n}", g.turn.number));
        }
    }
    if let Some(a) = &e.active_player {
        if &pname(g.turn.active) != a {
            out.push(format!("the active player is {}, expected {a}", pname(g.turn.active)));
        }
    }
    if let Some(want) = &e.priority {
        let has = match (&g.flow, &g.pending) {
            (Flow::Priority(p), None) => Some(pname(*p)),
            _ => None,
        };
        if has.as_ref() != Some(want) {
            let now = match (&has, &g.pending) {
                (Some(n), _) => format!("{n} has priority"),
                (None, Some(d)) => format!("nobody has priority ({} must decide: {})", pname(d.player), d.prompt),
                (None, None) => "nobody has priority".to_string(),
            };
            out.push(format!("{now}, expected {want} to have it"));
        }
    }
    if let Some(want) = e.goal {
        let now = g.goal.as_ref().map(|x| x.outcome);
        match now {
            None => out.push(format!("the scenario has no goal, expected it {}", want.as_str())),
            Some(o) if o != want => out.push(format!("the goal is {}, expected {}", o.as_str(), want.as_str())),
            Some(_) => {}
        }
    }
    if let Some(r) = e.result {
        let have = match &g.winners {
            None => GameResult::Ongoing,
            Some(w) if w.is_empty() => GameResult::Draw,
            Some(_) => GameResult::Won,
        };
        if have != r {
            out.push(format!("the game's result is {have:?}, expected {r:?}").to_lowercase());
        }
    }
    if let Some(w) = &e.winners {
        let actual: Option<Vec<String>> = g.winners.as_ref().map(|ws| ws.iter().map(|p| g.player(*p).name.clone()).collect());
        if actual.as_ref() != Some(w) {
            out.push(format!("winners are {actual:?}, expected {w:?}"));
        }
    }
    if let Some(d) = &e.decision {
        match (&g.pending, d.kind) {
            (None, Some(DecisionName::None)) => {}
            (None, _) => out.push("no decision is pending, expected one".to_string()),
            (Some(p), Some(DecisionName::None)) => out.push(format!("{} must decide ({}), expected no pending decision", pname(p.player), DecisionName::of(&p.kind).name())),
            (Some(p), want) => {
                let kind = DecisionName::of(&p.kind);
                if let Some(k) = want {
                    if k != kind {
                        out.push(format!("the pending decision is {}, expected {}", kind.name(), k.name()));
                    }
                }
                if let Some(who) = &d.player {
                    if &pname(p.player) != who {
                        out.push(format!("{} must decide, expected {who}", pname(p.player)));
                    }
                }
                if let Some(r) = &d.rule {
                    if &p.rule != r {
                        out.push(format!("the decision is asked by rule {}, expected {r}", p.rule));
                    }
                }
                if let Some(n) = d.triggers {
                    match &p.kind {
                        DecisionKind::OrderTriggers { triggers, .. } if triggers.len() == n => {}
                        DecisionKind::OrderTriggers { triggers, .. } => out.push(format!("{} triggered abilities wait to be ordered, expected {n}", triggers.len())),
                        _ => out.push(format!("no triggered abilities wait to be ordered (the decision is {}), expected {n}", kind.name())),
                    }
                }
            }
        }
    }
    out
}

/// Convenience used by tests and the CLI: add a card by name to a zone.
pub fn add_card(g: &mut Game, pool: &CardPool, name: &str, owner: PlayerId, zone: Zone) -> Result<ObjectId, String> {
    let def: Arc<CardDef> = pool.get(name).ok_or_else(|| format!("unknown card '{name}'"))?;
    let id = g.create_object(def, owner, zone);
    if zone == Zone::Battlefield {
        g.obj_mut(id).unwrap().summoning_sick = false;
    }
    Ok(id)
}

/// The problems of one player's restricted mana (106.6): each entry some
/// mana within the limits, a limit naming spells or abilities, a source name.
fn check_restricted_mana(i: usize, list: &[RestrictedManaSetup], errs: &mut Vec<String>) {
    if list.len() > MAX_RESTRICTED_MANA {
        errs.push(format!("players[{i}].restricted_mana: {} entries, over the limit of {MAX_RESTRICTED_MANA}", list.len()));
        return;
    }
    for (j, r) in list.iter().enumerate() {
        let at = format!("players[{i}].restricted_mana[{j}]");
        match ManaPool::parse(&r.mana) {
            Err(e) => errs.push(format!("{at}.mana: {e}")),
            Ok(pool) if pool.is_empty() => errs.push(format!("{at}.mana: no mana")),
            Ok(pool) => {
                if let Some(t) = ManaType::ALL.iter().find(|t| pool.get(**t) > limits::MAX_MANA) {
                    errs.push(format!("{at}.mana: {} {} mana is over the limit of {} of one type (limits::MAX_MANA)", pool.get(*t), t.symbol(), limits::MAX_MANA));
                }
            }
        }
        if r.only.spells.is_none() && r.only.abilities.is_none() {
            errs.push(format!("{at}.only: names neither 'spells' nor 'abilities' it may pay for"));
        }
        if r.source.trim().is_empty() || r.source.chars().count() > 141 {
            errs.push(format!("{at}.source: must be 1 to 141 characters (the name of the source that made it)"));
        }
    }
}
