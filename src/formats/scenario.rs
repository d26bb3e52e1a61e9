//! Scenario files (`docs/scenarios.md`): a complete starting state, and
//! optionally a script of actions and expectations. A scenario is validated
//! into a `Game`; the error names every problem and where it is.

use crate::cards::def::CardDef;
use crate::cards::{builtin, CardPool};
use crate::rules::actions::Action;
use crate::rules::events::{Event, TargetChoice};
use crate::rules::state::*;
use crate::rules::types::*;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::Arc;

pub const FORMAT: &str = "stackwise-scenario";
pub const VERSION: u32 = 1;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    pub format: String,
    pub version: u32,
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub description: String,
    #[serde(default)]
    pub seed: u64,
    #[serde(default)]
    pub variant: Variant,
    /// Custom cards, in the card format; they may shadow built-in cards.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cards: Vec<CardDef>,
    pub players: Vec<PlayerSetup>,
    /// Two-Headed Giant teams, by player index; team life and poison come from the first member's entries.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub teams: Vec<Vec<u8>>,
    #[serde(default)]
    pub turn: TurnSetup,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub script: Vec<ScriptStep>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerSetup {
    pub name: String,
    #[serde(default = "twenty")]
    pub life: i32,
    #[serde(default)]
    pub poison: u32,
    #[serde(default)]
    pub mana_pool: String,
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

fn twenty() -> i32 {
    20
}

/// A card in a zone: just its name, or its name with its status.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum CardSetup {
    Name(String),
    Full(CardStatus),
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

/// One step of a script: an action (labels "@name" stand for object ids), or expectations.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum ScriptStep {
    Do {
        #[serde(rename = "do")]
        action: serde_json::Value,
        #[serde(default)]
        note: Option<String>,
    },
    /// Pass priority until the stack changes or the step changes (a convenience).
    PassAll {
        pass_all: bool,
    },
    Expect {
        expect: Expect,
    },
}

/// Expectations checked by `stackwise run` and the tests.
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Expect {
    #[serde(default)]
    pub life: BTreeMap<String, i32>,
    #[serde(default)]
    pub poison: BTreeMap<String, u32>,
    /// label → zone name ("battlefield", "graveyard", "hand", "library", "exile", "stack", "gone").
    #[serde(default)]
    pub zone: BTreeMap<String, String>,
    /// Rule numbers that must appear among the events since the previous expectation.
    #[serde(default)]
    pub rules: Vec<String>,
    /// Rule numbers that must not appear among those events.
    #[serde(default)]
    pub not_rules: Vec<String>,
    #[serde(default)]
    pub stack_size: Option<usize>,
    #[serde(default)]
    pub winners: Option<Vec<String>>,
    #[serde(default)]
    pub step: Option<Step>,
    #[serde(default)]
    pub hand_size: BTreeMap<String, usize>,
}

/// Parse scenario text (JSON).
pub fn parse(text: &str) -> Result<Scenario, String> {
    if text.len() > 8 * 1024 * 1024 {
        return Err("scenario: file is larger than 8 MiB".into());
    }
    let s: Scenario = serde_json::from_str(text).map_err(|e| format!("scenario: {e}"))?;
    if s.format != FORMAT {
        return Err(format!("scenario: 'format' must be \"{FORMAT}\", found \"{}\"", s.format));
    }
    if s.version != VERSION {
        return Err(format!("scenario: version {} is not supported (this build reads version {VERSION})", s.version));
    }
    Ok(s)
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
        let mut errs: Vec<String> = Vec::new();
        let mut pool = builtin().clone();
        for (i, d) in self.cards.iter().enumerate() {
            for e in d.validate() {
                errs.push(format!("cards[{i}]: {e}"));
            }
        }
        pool.extend(self.cards.clone());
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
        } else if !self.teams.is_empty() {
            errs.push("teams: teams are only used in the two_headed_giant variant".into());
        }
        let mut names = std::collections::BTreeSet::new();
        for (i, p) in self.players.iter().enumerate() {
            if p.name.trim().is_empty() || p.name.len() > 40 {
                errs.push(format!("players[{i}].name: must be 1 to 40 characters"));
            }
            if !names.insert(p.name.clone()) {
                errs.push(format!("players[{i}].name: '{}' is used twice", p.name));
            }
            if let Err(e) = ManaPool::parse(&p.mana_pool) {
                errs.push(format!("players[{i}].mana_pool: {e}"));
            }
        }
        let total: usize = self.players.iter().map(|p| p.library.len() + p.hand.len() + p.graveyard.len() + p.battlefield.len() + p.exile.len() + p.command.len() + p.schemes.len()).sum();
        if total > 2_000_000 {
            errs.push(format!("players: {total} cards is more than the 2,000,000 a scenario may hold"));
        }
        if !errs.is_empty() {
            return Err(errs);
        }
        let names: Vec<String> = self.players.iter().map(|p| p.name.clone()).collect();
        let mut g = Game::new(&names, self.seed);
        g.variant = self.variant;
        let mut labels: BTreeMap<String, ObjectId> = BTreeMap::new();
        let mut attach_later: Vec<(ObjectId, String, String)> = Vec::new();
        for (i, ps) in self.players.iter().enumerate() {
            let pid = PlayerId(i as u8);
            {
                let p = g.player_mut(pid);
                p.life = ps.life;
                p.poison = ps.poison;
                p.pool = ManaPool::parse(&ps.mana_pool).unwrap_or_default();
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
                    let entry = &list[j];
                    let at = format!("players[{i}].{zname}[{j}]");
                    let st = match entry {
                        CardSetup::Name(n) => CardStatus { card: n.clone(), ..Default::default() },
                        CardSetup::Full(s) => s.clone(),
                    };
                    let Some(def) = pool.get(&st.card) else {
                        errs.push(format!("{at}: unknown card '{}'", st.card));
                        continue;
                    };
                    if zone != Zone::Battlefield && (st.tapped || !st.counters.is_empty() || st.damage != 0 || st.attached_to.is_some()) {
                        errs.push(format!("{at}: only permanents on the battlefield can be tapped, have counters or damage, or be attached"));
                    }
                    if zone == Zone::Battlefield && !def.is_permanent_card() && st.copy_of.is_none() {
                        errs.push(format!("{at}: '{}' is not a permanent card and can't be on the battlefield", st.card));
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
                    if let Some(c) = st.controller {
                        if c as usize >= n {
                            errs.push(format!("{at}.controller: no player {c}"));
                            continue;
                        }
                        if zone != Zone::Battlefield {
                            errs.push(format!("{at}.controller: only permanents can have a controller other than their owner"));
                        }
                    }
                    if st.damage < 0 {
                        errs.push(format!("{at}.damage: can't be negative"));
                    }
                    let id = g.create_object(def.clone(), pid, zone);
                    {
                        let o = g.obj_mut(id).unwrap();
                        o.tapped = st.tapped;
                        o.summoning_sick = zone == Zone::Battlefield && st.sick;
                        o.counters = st.counters.iter().filter(|(_, v)| **v > 0).map(|(k, v)| (k.clone(), *v)).collect();
                        o.damage = st.damage.max(0);
                        o.token = st.token;
                        o.copy_of = copy;
                        o.is_commander = st.commander;
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
                        if def.has_type(CardType::Planeswalker) && !st.counters.contains_key("loyalty") {
                            let l = g.obj(id).unwrap().copy_of.as_ref().unwrap_or(&def).loyalty.unwrap_or(0).max(0) as u32;
                            g.obj_mut(id).unwrap().counters.insert("loyalty".into(), l);
                        }
                    }
                    if let Some(l) = &st.label {
                        if labels.insert(l.clone(), id).is_some() {
                            errs.push(format!("{at}.label: '{l}' is used twice"));
                        }
                    }
                    if let Some(a) = &st.attached_to {
                        attach_later.push((id, a.clone(), at.clone()));
                    }
                }
            }
        }
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
            g.obj_mut(id).unwrap().attached_to = Some(t);
            g.attachers.insert(id);
        }
        if self.variant == Variant::TwoHeadedGiant {
            for t in &self.teams {
                let first = t.first().map(|p| self.players[*p as usize].clone());
                let idx = g.teams.len();
                g.teams.push(Team {
                    players: t.iter().map(|p| PlayerId(*p)).collect(),
                    life: first.as_ref().map(|f| f.life).unwrap_or(30),
                    poison: first.as_ref().map(|f| f.poison).unwrap_or(0),
                    lost: false,
                });
                for p in t {
                    g.player_mut(PlayerId(*p)).team = Some(idx);
                }
            }
        }
        if !errs.is_empty() {
            return Err(errs);
        }
        g.turn = TurnState { number: self.turn.number.max(1), active: PlayerId(self.turn.active), step: self.turn.step, passes: 0 };
        if matches!(self.turn.step, Step::DeclareAttackers | Step::DeclareBlockers | Step::FirstStrikeDamage | Step::CombatDamage | Step::EndOfCombat) {
            g.combat = Some(Combat { attackers_declared: true, ..Default::default() });
        }
        let prio = PlayerId(self.turn.priority.unwrap_or(self.turn.active));
        // The setup itself is not a change: start the record clean, with every object to be checked.
        g.all_dirty = true;
        g.events.clear();
        g.flow = Flow::GivePriority(prio);
        g.run();
        g.events.clear();
        Ok(Built { game: g, labels, pool })
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
    pub failures: Vec<String>,
}

/// Play a scenario's script. Stops at the first action error (returned as Err).
pub fn run_script(s: &Scenario) -> Result<RunOutcome, String> {
    let built = s.build().map_err(|e| e.join("; "))?;
    let mut g = built.game;
    let labels = built.labels;
    let mut all: Vec<Event> = Vec::new();
    let mut since: Vec<Event> = Vec::new();
    let mut failures = Vec::new();
    for (i, step) in s.script.iter().enumerate() {
        match step {
            ScriptStep::Do { action, .. } => {
                let v = resolve_labels(action, &labels, &g).map_err(|e| format!("script[{i}]: {e}"))?;
                let a: Action = serde_json::from_value(v).map_err(|e| format!("script[{i}]: not an action: {e}"))?;
                let ev = g.apply(&a).map_err(|e| format!("script[{i}]: illegal action: {e}"))?;
                since.extend(ev.iter().cloned());
                all.extend(ev);
            }
            ScriptStep::PassAll { pass_all } => {
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
            ScriptStep::Expect { expect } => {
                for f in check_expect(&g, &labels, expect, &since) {
                    failures.push(format!("script[{i}]: {f}"));
                }
                since.clear();
            }
        }
    }
    Ok(RunOutcome { game: g, events: all, failures })
}

fn player_by_name(g: &Game, name: &str) -> Option<PlayerId> {
    g.players.iter().find(|p| p.name == name).map(|p| p.id)
}

/// Compare the game against expectations; returns what does not match.
pub fn check_expect(g: &Game, labels: &BTreeMap<String, ObjectId>, e: &Expect, events: &[Event]) -> Vec<String> {
    let mut out = Vec::new();
    for (name, life) in &e.life {
        match player_by_name(g, name) {
            Some(p) if g.life_of(p) == *life => {}
            Some(p) => out.push(format!("{name} has {} life, expected {life}", g.life_of(p))),
            None => out.push(format!("no player named {name}")),
        }
    }
    for (name, poison) in &e.poison {
        match player_by_name(g, name) {
            Some(p) if g.player(p).poison == *poison => {}
            Some(p) => out.push(format!("{name} has {} poison, expected {poison}", g.player(p).poison)),
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
    for (label, zone) in &e.zone {
        match zone_of_label(g, labels, label) {
            Some(z) if &z == zone => {}
            Some(z) => out.push(format!("@{label} is in {z}, expected {zone}")),
            None => out.push(format!("no object labelled '{label}'")),
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
    if let Some(w) = &e.winners {
        let actual: Option<Vec<String>> = g.winners.as_ref().map(|ws| ws.iter().map(|p| g.player(*p).name.clone()).collect());
        if actual.as_ref() != Some(w) {
            out.push(format!("winners are {actual:?}, expected {w:?}"));
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
