//! Forge puzzle files (`.pzl`) imported as scenarios (`docs/pzl.md`).
//!
//! A puzzle file has a `[metadata]` section (`Key:value` lines: Name, URL,
//! Goal, Turns, Difficulty, Description...) and a `[state]` section
//! (`key=value` lines: life, turn, active player and phase, and one line per
//! player and zone listing cards separated by `;`, each card optionally
//! followed by `|`-separated modifiers such as `Tapped` or `Counters:P1P1=2`).
//! Keys are read without regard to case; `#` starts a comment line.
//!
//! The importer brings over what stackwise's scenario format can say and
//! names everything else, with its line number, in `Import::not_brought`:
//! cards missing from the pool, modifiers and state keys with no scenario
//! field, and the parts of a goal that don't map to a goal stackwise judges
//! (the goal is also kept as text in the scenario's description). Malformed input (a line outside a
//! section, an unknown section, a bad number or counter, a file or line over
//! the limits) is an error naming its line; nothing is guessed.
//!
//! This is a format, not rules: it only writes a `Scenario`, which the
//! scenario validation then checks like any other.

use super::scenario::{CardSetup, CardStatus, GoalKind, GoalSetup, PlayerSetup, Scenario, TurnSetup, FORMAT, VERSION};
use crate::cards::CardPool;
use crate::rules::limits;
use crate::rules::types::Step;
use std::collections::BTreeMap;

/// The largest puzzle file read, in bytes (real ones are about 1 KB).
pub const MAX_PZL_BYTES: usize = 256 * 1024;
/// The longest line, in bytes.
pub const MAX_PZL_LINE: usize = 16 * 1024;
/// The most card entries in one file.
pub const MAX_PZL_CARDS: usize = 5_000;

/// The seats of a Forge puzzle: the human (seat 0, plays first in the file's
/// sense of "p0") and the AI (seat 1).
pub const PLAYER_NAMES: [&str; 2] = ["Human", "AI"];

/// The result of an import: the scenario, and what could not be brought over.
#[derive(Clone, Debug, PartialEq)]
pub struct Import {
    pub scenario: Scenario,
    /// Each thing not brought over, one line each: `line N: what and why`;
    /// repeated identical notes are merged (`lines 3, 4: ... (2 times)`). In file order.
    pub not_brought: Vec<String>,
    /// The puzzle's goal as Forge states it (`Goal`, `Turns`, `Targets`); the
    /// scenario's `goal` holds it where it maps to a goal stackwise judges.
    pub goal: Option<String>,
    /// Card objects brought over, over all zones.
    pub cards: usize,
    /// The card names not in the pool, in the order first met.
    pub missing: Vec<String>,
}

/// Notes collected while reading: message → line numbers, kept in first-seen order.
#[derive(Default)]
struct Notes {
    order: Vec<String>,
    lines: BTreeMap<String, Vec<usize>>,
    /// The names not in the pool, in first-seen order.
    missing: Vec<String>,
    /// Why a name is not in the pool, where that is known (the card table's status).
    why_missing: BTreeMap<String, String>,
}

impl Notes {
    fn add(&mut self, line: usize, msg: String) {
        if !self.lines.contains_key(&msg) {
            self.order.push(msg.clone());
        }
        self.lines.entry(msg).or_default().push(line);
    }
    /// One line per note, ordered by the first line it was seen on.
    fn finish(mut self) -> Vec<String> {
        let first = |m: &String, lines: &BTreeMap<String, Vec<usize>>| lines[m].iter().copied().min().unwrap_or(0);
        let lines = self.lines.clone();
        self.order.sort_by_key(|m| first(m, &lines));
        self.order
            .iter()
            .map(|m| {
                let all = &self.lines[m];
                let mut ls = all.clone();
                ls.dedup();
                let mut shown: Vec<String> = ls.iter().take(5).map(|l| l.to_string()).collect();
                if ls.len() > 5 {
                    shown.push("...".into());
                }
                let times = if all.len() > 1 { format!(" ({} times)", all.len()) } else { String::new() };
                let word = if ls.len() > 1 { "lines" } else { "line" };
                format!("{word} {}: {m}{times}", shown.join(", "))
            })
            .collect()
    }
}

/// One card entry as read, before the cross-references are resolved.
struct Entry {
    line: usize,
    player: usize,
    zone: Zone,
    status: CardStatus,
    /// Forge's `Id:N`.
    id: Option<String>,
    /// Forge's `AttachedTo:N` / `Attaching:N`.
    attach: Option<String>,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Zone {
    Hand,
    Battlefield,
    Graveyard,
    Library,
    Exile,
    Command,
}

impl Zone {
    fn of(s: &str) -> Option<Zone> {
        Some(match s {
            "hand" => Zone::Hand,
            "battlefield" | "play" => Zone::Battlefield,
            "graveyard" => Zone::Graveyard,
            "library" => Zone::Library,
            "exile" => Zone::Exile,
            "command" => Zone::Command,
            _ => return None,
        })
    }
}

/// Forge's phase names (and a few spellings of them) to a step. The untap
/// step is refused by the scenario format (nobody gets priority in it, 502.4),
/// so it is `Err` with the reason.
fn step_of(s: &str) -> Result<Step, String> {
    let k = s.trim().to_ascii_lowercase().replace([' ', '-'], "_");
    Ok(match k.as_str() {
        "upkeep" => Step::Upkeep,
        "draw" => Step::Draw,
        "main1" | "main_1" | "precombat_main" => Step::PrecombatMain,
        "combat_begin" | "beginning_of_combat" => Step::BeginningOfCombat,
        "combat_declare_attackers" | "declare_attackers" => Step::DeclareAttackers,
        "combat_declare_blockers" | "declare_blockers" => Step::DeclareBlockers,
        "combat_first_strike_damage" | "first_strike_damage" => Step::FirstStrikeDamage,
        "combat_damage" => Step::CombatDamage,
        "combat_end" | "end_of_combat" => Step::EndOfCombat,
        "main2" | "main_2" | "postcombat_main" => Step::PostcombatMain,
        "end_of_turn" | "end" => Step::End,
        "cleanup" => Step::Cleanup,
        "untap" => return Err("the untap step: stackwise starts a position where a player gets priority (502.4: nobody does in the untap step)".into()),
        _ => return Err(format!("unknown phase '{}'", clip(s))),
    })
}

/// At most 60 characters of untrusted text, for messages.
fn clip(s: &str) -> String {
    let mut out: String = s.chars().take(60).collect();
    if s.chars().count() > 60 {
        out.push('…');
    }
    out
}

/// Forge's player words: `human`/`p0` is seat 0, `ai`/`p1` seat 1.
fn player_of(s: &str) -> Option<usize> {
    match s.trim().to_ascii_lowercase().as_str() {
        "human" | "p0" => Some(0),
        "ai" | "p1" => Some(1),
        _ => None,
    }
}

/// Split a state key into its player and the rest: `humanlife` → (0, "life").
fn split_player(key: &str) -> Option<(usize, &str)> {
    for (prefix, p) in [("human", 0), ("ai", 1), ("p0", 0), ("p1", 1)] {
        if let Some(rest) = key.strip_prefix(prefix) {
            return Some((p, rest));
        }
    }
    None
}

/// Forge's counter names to stackwise's counter kinds: P1P1 is "+1/+1",
/// M1M1 is "-1/-1", the others lower case ("LOYALTY" → "loyalty", "TIME" → "time").
fn counter_kind(forge: &str) -> String {
    match forge.to_ascii_uppercase().as_str() {
        "P1P1" => "+1/+1".into(),
        "M1M1" => "-1/-1".into(),
        other => other.to_ascii_lowercase(),
    }
}

/// `P1P1=2,CHARGE=7` → kinds and counts; a bad piece is an error naming it.
fn parse_counters(spec: &str) -> Result<Vec<(String, u32)>, String> {
    let mut out = Vec::new();
    for piece in spec.split(',') {
        let piece = piece.trim();
        let (k, n) = piece.split_once('=').ok_or_else(|| format!("counter '{}' is not KIND=NUMBER", clip(piece)))?;
        let k = k.trim();
        if k.is_empty() || !k.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            return Err(format!("counter kind '{}' is not a Forge counter name", clip(k)));
        }
        let n: u32 = n.trim().parse().map_err(|_| format!("counter {}: '{}' is not a number", clip(k), clip(n.trim())))?;
        if n > limits::MAX_COUNTERS {
            return Err(format!("counter {}: {n} is over the limit of {} (limits::MAX_COUNTERS)", clip(k), limits::MAX_COUNTERS));
        }
        out.push((counter_kind(k), n));
    }
    Ok(out)
}

fn parse_number(line: usize, key: &str, v: &str, min: i64, max: i64) -> Result<i64, String> {
    let n: i64 = v.trim().parse().map_err(|_| format!("line {line}: {key}: '{}' is not a number", clip(v.trim())))?;
    if n < min || n > max {
        return Err(format!("line {line}: {key}: {n} is not from {min} to {max}"));
    }
    Ok(n)
}

/// Import a puzzle file's text with the built-in card pool.
pub fn import(text: &str) -> Result<Import, String> {
    import_with(text, crate::cards::builtin())
}

/// Import a puzzle file's text; cards are looked up in `pool`.
pub fn import_with(text: &str, pool: &CardPool) -> Result<Import, String> {
    read_puzzle(text, pool, BTreeMap::new())
}

/// Import a puzzle file's text with the built-in cards and, for the others,
/// the card table: a card the engine understands from its text joins the
/// scenario's `cards` (written as printed when exported); one it doesn't is
/// named with where reading stopped.
pub fn import_with_table(text: &str, table: &crate::text::table::CardTable) -> Result<Import, String> {
    let builtin = crate::cards::builtin();
    let first = read_puzzle(text, builtin, BTreeMap::new())?;
    if first.missing.is_empty() {
        return Ok(first);
    }
    let mut pool = builtin.clone();
    let mut defs = Vec::new();
    let mut why = BTreeMap::new();
    for name in &first.missing {
        match super::decklist::resolve(Some(table), builtin, name) {
            Ok((def, _, printed)) if printed == *name => defs.push(def.as_ref().clone()),
            Ok((_, _, printed)) => {
                why.insert(name.clone(), format!("is spelt '{printed}' in the card table"));
            }
            Err(e) => {
                why.insert(name.clone(), e);
            }
        }
    }
    pool.extend(defs.clone());
    let mut second = read_puzzle(text, &pool, why)?;
    second.scenario.cards = defs;
    Ok(second)
}

impl Import {
    /// The scenario as JSON text, its cards written as printed where their
    /// text compiles back to them (`text::custom::printed_of`).
    pub fn scenario_text(&self) -> Result<String, String> {
        let mut v = crate::json::to_value(&self.scenario).map_err(|e| e.to_string())?;
        if let Some(serde_json::Value::Array(cards)) = v.get_mut("cards") {
            for (c, d) in cards.iter_mut().zip(&self.scenario.cards) {
                if let Some(t) = crate::text::custom::printed_of(d).and_then(|t| crate::json::to_value(t).ok()) {
                    *c = t;
                }
            }
        }
        serde_json::to_string_pretty(&v).map_err(|e| e.to_string())
    }
}

fn read_puzzle(text: &str, pool: &CardPool, why_missing: BTreeMap<String, String>) -> Result<Import, String> {
    if text.len() > MAX_PZL_BYTES {
        return Err(format!("the file is {} bytes, over the limit of {MAX_PZL_BYTES} (pzl::MAX_PZL_BYTES)", text.len()));
    }
    let mut notes = Notes { why_missing, ..Notes::default() };
    let mut meta: BTreeMap<String, String> = BTreeMap::new();
    let mut meta_order: Vec<(usize, String, String)> = Vec::new();
    let mut players: Vec<PlayerSetup> = PLAYER_NAMES.iter().map(|n| PlayerSetup {
        name: n.to_string(),
        life: None,
        poison: 0,
        mana_pool: String::new(),
        restricted_mana: Vec::new(),
        library: vec![],
        hand: vec![],
        graveyard: vec![],
        battlefield: vec![],
        exile: vec![],
        command: vec![],
        schemes: vec![],
        lands_played: 0,
    }).collect();
    let mut turn = TurnSetup::default();
    let mut entries: Vec<Entry> = Vec::new();
    let mut seen_keys: BTreeMap<String, usize> = BTreeMap::new();
    let mut section: Option<&str> = None;
    let mut read_cards = 0usize;
    // A byte order mark some editors write is not part of the first line.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);

    for (i, raw) in text.split('\n').enumerate() {
        let line = i + 1;
        if raw.len() > MAX_PZL_LINE {
            return Err(format!("line {line}: {} bytes, over the limit of {MAX_PZL_LINE} for one line (pzl::MAX_PZL_LINE)", raw.len()));
        }
        let l = raw.trim();
        if l.is_empty() || l.starts_with('#') {
            continue;
        }
        if l.starts_with('[') {
            let name = l.trim_start_matches('[').trim_end_matches(']').trim().to_ascii_lowercase();
            if !l.ends_with(']') {
                return Err(format!("line {line}: section header '{}' has no closing ']'", clip(l)));
            }
            section = match name.as_str() {
                "metadata" => Some("metadata"),
                "state" => Some("state"),
                _ => return Err(format!("line {line}: unknown section '[{}]' (a puzzle has [metadata] and [state])", clip(&name))),
            };
            continue;
        }
        match section {
            None => return Err(format!("line {line}: '{}' is outside any section (the file starts with [metadata] or [state])", clip(l))),
            Some("metadata") => {
                let (k, v) = l.split_once(':').ok_or_else(|| format!("line {line}: metadata line '{}' is not Key:value", clip(l)))?;
                let k = k.trim().to_ascii_lowercase();
                let v = v.trim().replace("\\n", "\n");
                meta_order.push((line, k.clone(), v.clone()));
                meta.insert(k, v);
            }
            Some(_) => {
                let (k, v) = l.split_once('=').ok_or_else(|| format!("line {line}: state line '{}' is not key=value", clip(l)))?;
                let key = k.trim().to_ascii_lowercase();
                if let Some(prev) = seen_keys.insert(key.clone(), line) {
                    return Err(format!("line {line}: '{}' was already given on line {prev}", clip(&key)));
                }
                let v = v.trim();
                match key.as_str() {
                    "turn" => turn.number = parse_number(line, &key, v, 1, limits::MAX_TURN as i64)? as u32,
                    "activeplayer" => {
                        turn.active = player_of(v).ok_or_else(|| format!("line {line}: activeplayer: '{}' is not human, ai, p0 or p1", clip(v)))? as u8;
                    }
                    "activephase" => match step_of(v) {
                        Ok(s) => turn.step = s,
                        Err(why) => {
                            if v.eq_ignore_ascii_case("untap") {
                                turn.step = Step::Upkeep;
                                notes.add(line, format!("activephase=UNTAP: {why}; the position starts in the upkeep instead, and nothing untaps"));
                            } else {
                                return Err(format!("line {line}: activephase: {why}"));
                            }
                        }
                    },
                    "activephaseadvance" | "removesummoningsickness" | "puzzlecreatorstate" => {
                        // removesummoningsickness: permanents set up on the battlefield are
                        // not summoning sick in stackwise unless marked (302.6), so it is met.
                        if key != "removesummoningsickness" {
                            notes.add(line, format!("{key}: no scenario field for it"));
                        }
                    }
                    _ => match split_player(&key) {
                        None => notes.add(line, format!("{}: unknown state key, not brought over", clip(&key))),
                        Some((p, rest)) => {
                            let pname = PLAYER_NAMES[p];
                            match rest {
                                "life" => players[p].life = Some(parse_number(line, &key, v, -(limits::MAX_NUMBER as i64), limits::MAX_NUMBER as i64)? as i32),
                                "landsplayed" => {
                                    players[p].lands_played = parse_number(line, &key, v, 0, limits::MAX_LANDS_PLAYED as i64)? as u32;
                                }
                                "counters" => {
                                    if v.is_empty() {
                                        continue;
                                    }
                                    for (kind, n) in parse_counters(v).map_err(|e| format!("line {line}: {}: {e}", clip(&key)))? {
                                        if kind == "poison" {
                                            players[p].poison = n;
                                        } else if n > 0 {
                                            notes.add(line, format!("{}: {pname}'s {} counters ({n}): stackwise players have only poison counters", clip(&key), clip(&kind)));
                                        }
                                    }
                                }
                                _ => match Zone::of(rest) {
                                    Some(zone) => {
                                        for card in v.split(';') {
                                            let card = card.trim();
                                            if card.is_empty() {
                                                continue;
                                            }
                                            read_cards += 1;
                                            if read_cards > MAX_PZL_CARDS {
                                                return Err(format!("line {line}: more than {MAX_PZL_CARDS} cards in the file (pzl::MAX_PZL_CARDS)"));
                                            }
                                            if let Some(e) = read_card(line, p, zone, card, pool, &mut notes)? {
                                                entries.push(e);
                                            }
                                        }
                                    }
                                    None => {
                                        if !v.is_empty() {
                                            notes.add(line, format!("{}: no scenario field for it, not brought over", clip(&key)));
                                        }
                                    }
                                },
                            }
                        }
                    },
                }
            }
        }
    }
    if section.is_none() {
        return Err("no [metadata] or [state] section: this is not a Forge puzzle file".into());
    }

    // Cross-references: Id:N names an object, AttachedTo:N attaches to it.
    let mut ids: BTreeMap<String, usize> = BTreeMap::new();
    for (k, e) in entries.iter().enumerate() {
        if let Some(id) = &e.id {
            if let Some(prev) = ids.insert(id.clone(), k) {
                return Err(format!("line {}: Id:{} was already given to a card on line {}", e.line, clip(id), entries[prev].line));
            }
        }
    }
    let referenced: Vec<String> = entries.iter().filter_map(|e| e.attach.clone()).collect();
    let mut keep = vec![true; entries.len()];
    for k in 0..entries.len() {
        let Some(target) = entries[k].attach.clone() else { continue };
        let e = &entries[k];
        match ids.get(&target) {
            Some(&t) if entries[t].zone == Zone::Battlefield && e.zone == Zone::Battlefield => {
                entries[k].status.attached_to = Some(format!("id:{target}"));
            }
            Some(_) => {
                notes.add(e.line, format!("{}: attached to Id:{target}, and only permanents on the battlefield are attached", clip(&e.status.card)));
            }
            None => {
                notes.add(e.line, format!("{}: attached to Id:{target}, which was not brought over; so the card is not brought over either", clip(&e.status.card)));
                keep[k] = false;
            }
        }
    }
    for (k, e) in entries.iter_mut().enumerate() {
        if let Some(id) = e.id.as_ref().filter(|id| keep[k] && referenced.contains(id)) {
            e.status.label = Some(format!("id:{id}"));
        }
    }
    // The goal (docs/pzl.md, "Goals"): labels the permanents it names.
    let goal_line = meta_order.iter().find(|(_, k, _)| k == "goal").map(|(l, _, _)| *l).unwrap_or(0);
    let judged = forge_goal(&meta, &turn, &mut entries, &keep, pool, goal_line, &mut notes);
    let mut cards = 0usize;
    for (k, e) in entries.into_iter().enumerate() {
        if !keep[k] {
            continue;
        }
        cards += 1;
        let setup = if e.status == (CardStatus { card: e.status.card.clone(), count: 1, ..Default::default() }) {
            CardSetup::Name(e.status.card)
        } else {
            CardSetup::Full(e.status)
        };
        let p = &mut players[e.player];
        match e.zone {
            Zone::Hand => p.hand.push(setup),
            Zone::Battlefield => p.battlefield.push(setup),
            Zone::Graveyard => p.graveyard.push(setup),
            Zone::Library => p.library.push(setup),
            Zone::Exile => p.exile.push(setup),
            Zone::Command => p.command.push(setup),
        }
    }

    // Metadata: the name and description are text; the goal is kept in the description.
    let mut goal = None;
    let mut desc: Vec<String> = Vec::new();
    if let Some(d) = meta.get("description") {
        desc.push(d.clone());
    }
    if let Some(g) = meta.get("goal") {
        let mut s = g.clone();
        if let Some(t) = meta.get("turns") {
            s.push_str(&format!(" (within {} turn(s))", t));
        }
        if let Some(t) = meta.get("targets") {
            s.push_str(&format!(" [targets: {t}]"));
        }
        if judged.is_some() {
            desc.push(format!("Goal (from the Forge puzzle): {s}"));
        } else {
            desc.push(format!("Goal (from the Forge puzzle; not judged by stackwise): {s}"));
        }
        goal = Some(s);
    }
    let mut extra = Vec::new();
    for (key, label) in [("difficulty", "Difficulty"), ("url", "Source")] {
        if let Some(v) = meta.get(key) {
            extra.push(format!("{label}: {v}"));
        }
    }
    if !extra.is_empty() {
        desc.push(extra.join(". "));
    }
    for (line, k, _) in &meta_order {
        match k.as_str() {
            "name" | "description" | "difficulty" | "url" | "turns" | "targets" | "targetcount" | "goal" => {}
            other => notes.add(*line, format!("metadata {other}: no scenario field for it, not brought over")),
        }
    }
    let scenario = Scenario {
        format: FORMAT.into(),
        version: VERSION,
        name: meta.get("name").cloned().unwrap_or_default(),
        description: desc.join("\n\n"),
        author: String::new(),
        goal: judged,
        knowledge: None,
        seed: 0,
        variant: Default::default(),
        cards: vec![],
        players,
        teams: vec![],
        turn,
        script: vec![],
        position: None,
        labels: Default::default(),
    };
    let missing = std::mem::take(&mut notes.missing);
    Ok(Import { scenario, not_brought: notes.finish(), goal, cards, missing })
}

/// One `;`-separated card entry: `Name|Modifier|Key:value...`.
fn read_card(line: usize, player: usize, zone: Zone, spec: &str, pool: &CardPool, notes: &mut Notes) -> Result<Option<Entry>, String> {
    if spec.starts_with("t:") || spec.starts_with("T:") {
        notes.add(line, format!("token '{}': Forge's token descriptions are not brought over", clip(spec.split(',').next().unwrap_or(spec).trim_start_matches(['t', 'T', ':']))));
        return Ok(None);
    }
    let mut parts = spec.split('|');
    let name = parts.next().unwrap_or("").trim();
    if name.is_empty() {
        return Err(format!("line {line}: a card entry '{}' has no name", clip(spec)));
    }
    let mut status = CardStatus { card: name.to_string(), count: 1, ..Default::default() };
    let mut id = None;
    let mut attach = None;
    let on_bf = zone == Zone::Battlefield;
    for m in parts {
        let m = m.trim();
        if m.is_empty() {
            continue;
        }
        let (mk, mv) = match m.split_once(':') {
            Some((k, v)) => (k.trim().to_ascii_lowercase(), Some(v.trim())),
            None => (m.to_ascii_lowercase(), None),
        };
        match (mk.as_str(), mv) {
            ("tapped", None) if on_bf => status.tapped = true,
            ("summonsick" | "sick", None) if on_bf => status.sick = true,
            ("facedown", None) if on_bf => status.face_down = true,
            ("counters", Some(v)) => {
                let cs = parse_counters(v).map_err(|e| format!("line {line}: {}: {e}", clip(name)))?;
                if on_bf {
                    for (k, n) in cs {
                        status.counters.insert(k, n);
                    }
                } else {
                    notes.add(line, format!("{}: counters off the battlefield are not brought over", clip(name)));
                }
            }
            ("damage", Some(v)) if on_bf => {
                status.damage = parse_number(line, &format!("{}: Damage", clip(name)), v, 0, limits::MAX_NUMBER as i64)? as i32;
            }
            ("id", Some(v)) => {
                if v.is_empty() || v.len() > 20 || !v.chars().all(|c| c.is_ascii_alphanumeric()) {
                    return Err(format!("line {line}: {}: Id '{}' is not a number", clip(name), clip(v)));
                }
                id = Some(v.to_string());
            }
            ("attachedto" | "attaching", Some(v)) => {
                if v.is_empty() || v.len() > 20 || !v.chars().all(|c| c.is_ascii_alphanumeric()) {
                    return Err(format!("line {line}: {}: {mk} '{}' is not an Id", clip(name), clip(v)));
                }
                attach = Some(v.to_string());
            }
            // NoETBTrigs: set-up permanents never "enter" in stackwise, so no
            // enters trigger fires for them; the modifier is met as it is.
            ("noetbtrigs", None) => {}
            ("set", Some(v)) => notes.add(line, format!("Set:{}: the printing is not kept (one printing per card)", clip(v))),
            (other, _) => {
                let where_ = if on_bf { "" } else { " off the battlefield" };
                notes.add(line, format!("{}: modifier '{}'{where_} is not brought over", clip(name), clip(other)));
            }
        }
    }
    if pool.get(name).is_none() {
        let why = notes.why_missing.get(name).cloned().unwrap_or_else(|| "not in stackwise's card pool".into());
        notes.add(line, format!("card '{}': {why}", clip(name)));
        if !notes.missing.iter().any(|m| m == name) {
            notes.missing.push(name.to_string());
        }
        return Ok(None);
    }
    Ok(Some(Entry { line, player, zone, status, id, attach }))
}

/// One of Forge's `Targets` filters, as far as the importer reads them:
/// `Type[.Property[+Property...]]`, with `Card`/`Permanent` or a card type,
/// and the properties `OppCtrl`, `YouCtrl`, `named<Name>`, `inZoneBattlefield`.
#[derive(Debug, Default)]
struct Filter {
    kind: Option<crate::rules::types::CardType>,
    controller: Option<usize>,
    name: Option<String>,
}

fn parse_targets(text: &str) -> Result<Vec<Filter>, String> {
    use crate::rules::types::CardType;
    let mut out = Vec::new();
    for spec in text.split(',').map(str::trim) {
        let (kind, props) = spec.split_once('.').unwrap_or((spec, ""));
        let kind = match kind {
            "Card" | "Permanent" => None,
            "Creature" => Some(CardType::Creature),
            "Artifact" => Some(CardType::Artifact),
            "Enchantment" => Some(CardType::Enchantment),
            "Land" => Some(CardType::Land),
            "Planeswalker" => Some(CardType::Planeswalker),
            other => return Err(format!("the card type '{}'", clip(other))),
        };
        let mut f = Filter { kind, ..Default::default() };
        for p in props.split('+').filter(|p| !p.is_empty()) {
            match p {
                "OppCtrl" => f.controller = Some(1),
                "YouCtrl" => f.controller = Some(0),
                "inZoneBattlefield" => {}
                _ if p.starts_with("named") => f.name = Some(p["named".len()..].to_string()),
                other => return Err(format!("the property '{}'", clip(other))),
            }
        }
        out.push(f);
    }
    Ok(out)
}

/// Forge's `Goal`, `Turns` and `Targets` as a goal stackwise judges
/// (rules::goal), where one fits; what doesn't fit is named in the notes.
/// Forge's turn limit is a turn number, like `by_turn` (one more when the
/// puzzle starts in a cleanup step); the human is player 0.
fn forge_goal(meta: &BTreeMap<String, String>, turn: &TurnSetup, entries: &mut [Entry], keep: &[bool], pool: &CardPool, line: usize, notes: &mut Notes) -> Option<GoalSetup> {
    let goal = meta.get("goal")?;
    let what = goal.trim().to_lowercase();
    let start = turn.number.max(1);
    let by_turn = match meta.get("turns").map(|t| t.trim().parse::<u32>()) {
        None => {
            notes.add(line, "Goal: the puzzle gives no Turns; the goal is for this turn".into());
            start
        }
        Some(Ok(t)) => t.saturating_add(u32::from(turn.step == Step::Cleanup)),
        Some(Err(_)) => {
            notes.add(line, format!("Goal: Turns '{}' is not a turn number; the goal is not judged", clip(&meta["turns"])));
            return None;
        }
    };
    if by_turn < start || by_turn > limits::MAX_TURN {
        notes.add(line, format!("Goal: the turn limit {by_turn} is before the puzzle's turn {start}; the goal is not judged"));
        return None;
    }
    let base = |kind: GoalKind| GoalSetup { kind, player: 0, by_turn: Some(by_turn), text: String::new(), target: None, life: None, objects: vec![], object: None, card: None };
    let targets = |default: Option<&str>, notes: &mut Notes| -> Option<Vec<Filter>> {
        let Some(t) = meta.get("targets").map(String::as_str).or(default) else {
            notes.add(line, format!("Goal {}: no Targets; the goal is not judged", clip(goal)));
            return None;
        };
        match parse_targets(t) {
            Ok(f) => Some(f),
            Err(e) => {
                notes.add(line, format!("Goal {}: Targets uses {e}, which the importer does not read; the goal is not judged", clip(goal)));
                None
            }
        }
    };
    // The permanents brought over that a filter matches, labelled for the goal.
    let mut matching = |filters: &[Filter]| -> Vec<String> {
        let mut labels = Vec::new();
        for (k, e) in entries.iter_mut().enumerate() {
            if !keep[k] || e.zone != Zone::Battlefield {
                continue;
            }
            let def = pool.get(&e.status.card);
            let fits = filters.iter().any(|f| {
                f.kind.is_none_or(|t| def.as_ref().is_some_and(|d| d.has_type(t)))
                    && f.controller.is_none_or(|c| c == e.player)
                    && f.name.as_ref().is_none_or(|n| n.eq_ignore_ascii_case(&e.status.card))
            });
            if fits {
                let label = e.status.label.get_or_insert_with(|| format!("goal:{k}")).clone();
                labels.push(format!("@{label}"));
            }
        }
        labels
    };
    match what.as_str() {
        "win" => Some(base(GoalKind::Win)),
        "survive" => {
            // Forge: the human wins as the upkeep of turn Turns + 1 begins. Stackwise's
            // survive goal lasts until the solver's next turn, the same when that turn is Turns + 1.
            let next = start + if turn.active == 0 { 2 } else { 1 };
            if by_turn + 1 == next {
                Some(GoalSetup { by_turn: None, ..base(GoalKind::Survive) })
            } else {
                notes.add(line, format!("Goal Survive: to the upkeep of turn {}, but stackwise's survive goal lasts until the solver's next turn (turn {next}); the goal is not judged", by_turn + 1));
                None
            }
        }
        "destroy specified permanents" | "destroy specified creatures" | "kill specified creatures" | "remove specified permanents from the battlefield" => {
            let filters = targets(Some("Creature.OppCtrl"), notes)?;
            let objects = matching(&filters);
            if objects.is_empty() {
                notes.add(line, format!("Goal {}: no permanent brought over matches its Targets; the goal is not judged", clip(goal)));
                return None;
            }
            notes.add(line, format!("Goal {}: judged as destroying or exiling the {} permanent(s) it names now; in Forge any way off the battlefield counts (a bounce too), and so would a matching permanent that arrives later", clip(goal), objects.len()));
            Some(GoalSetup { objects, ..base(GoalKind::Remove) })
        }
        "put the specified permanent on the battlefield" | "play the specified permanent" => {
            let filters = targets(None, notes)?;
            let count = meta.get("targetcount").map(|c| c.trim() == "1").unwrap_or(true);
            match (&filters[..], count) {
                ([Filter { name: Some(n), .. }], true) if pool.get(n).is_some() => {
                    notes.add(line, format!("Goal {}: judged as controlling {} as turn {by_turn}'s cleanup step begins (514.1); Forge wins as it enters the battlefield", clip(goal), clip(n)));
                    Some(GoalSetup { card: pool.get(n).map(|d| d.name.clone()), ..base(GoalKind::Control) })
                }
                _ => {
                    notes.add(line, format!("Goal {}: only one permanent named by its card name maps to a goal; the goal is not judged", clip(goal)));
                    None
                }
            }
        }
        "gain control of specified permanents" => {
            // Forge's default: every permanent the opponent controls.
            let filters = targets(Some("Card.inZoneBattlefield+OppCtrl"), notes)?;
            let objects = matching(&filters);
            match &objects[..] {
                [one] => {
                    notes.add(line, format!("Goal {}: judged as controlling it as turn {by_turn}'s cleanup step begins (514.1); Forge wins as control changes", clip(goal)));
                    Some(GoalSetup { object: Some(one.clone()), ..base(GoalKind::Control) })
                }
                _ => {
                    notes.add(line, format!("Goal {}: {} permanents match its Targets, and stackwise's control goal names one; the goal is not judged", clip(goal), objects.len()));
                    None
                }
            }
        }
        _ => {
            notes.add(line, format!("Goal: '{}' has no stackwise goal; kept as text in the description, not judged", clip(goal)));
            None
        }
    }
}
