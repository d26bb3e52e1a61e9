//! Exporting a position (docs/scenarios.md "Positions",
//! docs/links.md).
//!
//! Two forms:
//! - [`position_text`]: the exact game as a `position` scenario: the whole
//!   serialized state (`rules::saved`: objects and their status, the stack,
//!   waiting triggers, the pending decision, continuous effects, delayed
//!   triggers, shields, combat, last known information and the random
//!   generator's state), with the session's labels, name and the scenario
//!   fields that went beside the setup (description, author, goal,
//!   knowledge...). Importing it gives a game equal to this one, which plays on
//!   exactly as this one would.
//! - [`setup`]: an editable setup scenario of the board (players, zones in
//!   order, each object's status, the turn), and `dropped`: what this position
//!   holds that a setup can't (the stack, effects, waiting triggers...), in
//!   plain words, so that the board editor can say what starting from it loses.
//!
//! No rules here: this is a format.

use super::scenario::{FORMAT, VERSION};
use crate::cards::builtin;
use crate::cards::def::CardDef;
use crate::rules::events::TargetChoice;
use crate::rules::goal::{Aim, Outcome};
use crate::rules::state::*;
use crate::rules::types::*;
use serde::Serialize;
use serde_json::{json, Map, Value};
use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

/// An editable setup of a position and what it leaves out (`Session::export_setup`).
#[derive(Clone, Debug, Serialize, PartialEq)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct SetupExport {
    /// The setup scenario's JSON text (docs/scenarios.md).
    pub scenario: String,
    /// What the position holds that the setup can't, one plain sentence each
    /// (empty when the setup is the whole position).
    pub dropped: Vec<String>,
}

/// Whether a label still names something in the game (an object, a stack
/// item, or last known information that leads on to one, 400.7).
pub fn label_resolves(g: &Game, id: ObjectId) -> bool {
    g.obj(id).is_some() || g.lki.contains_key(&id) || g.stack.iter().any(|s| s.id == id)
}

/// The scenario text of the exact position `g`: `{format, version, name,
/// ...meta, position, labels}`. `meta` holds the scenario fields that go
/// beside a position (description, author, goal, knowledge...).
pub fn position_text(g: &Game, labels: &BTreeMap<String, ObjectId>, name: &str, meta: &Map<String, Value>) -> Result<String, String> {
    let mut game = g.clone();
    // The events of the last action belong to it, not to the position.
    game.events.clear();
    // Written through a bounded text first: a position longer than a scenario
    // may be (limits::MAX_SCENARIO_BYTES) could not be read back, and a game of
    // a million objects would take gigabytes as a JSON tree.
    let text = super::json_path::to_string_bounded(&game, crate::rules::limits::MAX_SCENARIO_BYTES, "limits::MAX_SCENARIO_BYTES").map_err(|e| format!("export: the position {e}"))?;
    let mut position: Value = serde_json::from_str(&text).map_err(|e| format!("export: the game can't be written: {e}"))?;
    if let Some(Value::Array(defs)) = position.get_mut("defs") {
        defs.iter_mut().for_each(as_text_where_it_reads_back);
    }
    // The labels a position scenario accepts (formats::scenario): 1 to 200 characters, naming something.
    let labels: BTreeMap<&String, &ObjectId> = labels.iter().filter(|(l, id)| !l.is_empty() && l.chars().count() <= 200 && label_resolves(g, **id)).collect();
    let mut top = head(name, meta);
    top.insert("position".into(), position);
    if !labels.is_empty() {
        top.insert("labels".into(), crate::json::to_value(labels).map_err(|e| e.to_string())?);
    }
    crate::json::to_string(&Value::Object(top)).map_err(|e| format!("export: {e}"))
}

/// A card definition written as its rules text (`text::custom`) where that
/// text compiles back to the very same form; otherwise left as it is.
fn as_text_where_it_reads_back(def: &mut Value) {
    let Ok(d) = crate::json::from_value::<CardDef>(def.clone()) else { return };
    if let Some(t) = crate::text::custom::printed_of(&d).and_then(|t| crate::json::to_value(t).ok()) {
        *def = t;
    }
}

/// "1 thing" / "3 things".
fn count(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

/// A player's restricted mana (106.6) as a setup's `restricted_mana`: what
/// a setup can't hold (past its limits) is noted in `dropped`.
fn restricted_mana(p: &crate::rules::state::Player, dropped: &mut Vec<String>) -> Value {
    use crate::formats::scenario::MAX_RESTRICTED_MANA;
    if p.restricted_mana.len() > MAX_RESTRICTED_MANA {
        dropped.push(format!("{}'s restricted mana past {MAX_RESTRICTED_MANA} entries (what a setup holds)", p.name));
    }
    let entries = p.restricted_mana.iter().take(MAX_RESTRICTED_MANA).map(|r| {
        let (mana, whole) = pool_text(&r.mana);
        if !whole {
            dropped.push(format!("the restricted mana in {}'s pool past {} of one type (what a setup holds)", p.name, crate::rules::limits::MAX_MANA));
        }
        let only = crate::json::to_value(&r.only).unwrap_or_default();
        json!({"mana": mana, "only": only, "source": r.source})
    });
    Value::Array(entries.collect())
}

/// A mana pool as a scenario's `mana_pool` string (coloured symbols, then
/// colourless as generic numbers, which a pool reads as colourless), each type
/// at most `limits::MAX_MANA` (what a setup may hold); false when some was cut.
fn pool_text(p: &ManaPool) -> (String, bool) {
    use crate::rules::limits::{MAX_MANA, MAX_MANA_SYMBOL};
    let mut s = String::new();
    let mut whole = true;
    for t in ManaType::ALL {
        let n = p.get(t).min(MAX_MANA);
        whole &= n == p.get(t);
        if t == ManaType::Colorless {
            let mut left = n;
            while left > 0 {
                let k = left.min(MAX_MANA_SYMBOL);
                s.push_str(&format!("{{{k}}}"));
                left -= k;
            }
        } else {
            for _ in 0..n {
                s.push_str(&format!("{{{}}}", t.symbol()));
            }
        }
    }
    (s, whole)
}

/// Runs of identical tokens on the battlefield (a loop's thousand Saprolings)
/// as one entry with a `count`, so that a big board stays a small setup.
fn group_tokens(list: Vec<Value>) -> Vec<Value> {
    let mut out: Vec<Value> = Vec::new();
    let mut run = 0u64;
    for v in list {
        let token = v.get("token") == Some(&Value::Bool(true)) && v.get("label").is_none() && v.get("attached_to").is_none();
        if token && run > 0 && out.last().map(|l| { let mut l = l.clone(); if let Some(m) = l.as_object_mut() { m.remove("count"); } l }) == Some(v.clone()) && run < crate::rules::limits::MAX_SCENARIO_COUNT {
            run += 1;
            if let Some(Value::Object(m)) = out.last_mut() {
                m.insert("count".into(), json!(run));
            }
            continue;
        }
        run = if token { 1 } else { 0 };
        out.push(v);
    }
    out
}

/// The current id a label stands for (following 400.7 links), if it is an object now.
fn current(g: &Game, mut id: ObjectId) -> Option<ObjectId> {
    for _ in 0..10_000 {
        if g.obj(id).is_some() {
            return Some(id);
        }
        id = g.became(id)?;
    }
    None
}

/// The editable setup of the board of `g` (see the module's documentation).
pub fn setup(g: &Game, labels: &BTreeMap<String, ObjectId>, name: &str, meta: &Map<String, Value>) -> SetupExport {
    let mut dropped: Vec<String> = Vec::new();
    let pool = builtin();
    // Labels: the session's (where they name an object now), then one for each
    // object something is attached to.
    let mut label_of: BTreeMap<ObjectId, String> = BTreeMap::new();
    let mut taken: BTreeSet<String> = BTreeSet::new();
    for (l, id) in labels {
        if let Some(now) = current(g, *id) {
            if g.obj(now).is_some_and(|o| o.zone != Zone::Stack) && !label_of.contains_key(&now) {
                label_of.insert(now, l.clone());
                taken.insert(l.clone());
            }
        }
    }
    // Objects that need a label: what something is attached to, and the
    // permanents a pending goal names.
    let mut need: Vec<ObjectId> = g.objects.values().filter_map(|o| match o.extra.attached_to {
        Some(TargetChoice::Object(t)) if g.obj(t).is_some() => Some(t),
        _ => None,
    }).collect();
    let goal = g.goal.as_deref().filter(|x| x.outcome == Outcome::Pending);
    let goal_objects: Vec<ObjectId> = match goal.map(|x| &x.aim) {
        Some(Aim::Remove { objects, removed }) => objects.iter().filter(|o| !removed.contains(o)).filter_map(|o| current(g, *o)).collect(),
        Some(Aim::Control { object: Some(o), .. }) => current(g, *o).into_iter().collect(),
        _ => Vec::new(),
    };
    need.extend(goal_objects.iter().copied());
    let mut next_label = 1usize;
    for t in need {
        if !label_of.contains_key(&t) {
            let l = loop {
                let l = format!("a{next_label}");
                next_label += 1;
                if !taken.contains(&l) {
                    break l;
                }
            };
            taken.insert(l.clone());
            label_of.insert(t, l);
        }
    }
    // Custom definitions: a card not in the pool, or changed from the pool's.
    let mut cards: Vec<Arc<CardDef>> = Vec::new();
    let mut card_names: BTreeMap<String, usize> = BTreeMap::new();
    let mut changed_twice: BTreeSet<String> = BTreeSet::new();
    let mut unwritable: BTreeSet<String> = BTreeSet::new();
    let mut need_def = |d: &Arc<CardDef>| {
        if pool.get(&d.name).is_some_and(|p| *p == **d) {
            return;
        }
        match card_names.get(&d.name) {
            Some(i) if *cards[*i] == **d => {}
            Some(_) => {
                changed_twice.insert(d.name.clone());
            }
            None => {
                if d.validate().is_empty() {
                    card_names.insert(d.name.clone(), cards.len());
                    cards.push(d.clone());
                } else {
                    unwritable.insert(d.name.clone());
                }
            }
        }
    };
    for o in g.objects.values().filter(|o| o.zone != Zone::Stack) {
        need_def(&o.def);
        if let Some(c) = &o.extra.copy_of {
            need_def(c);
        }
    }
    for n in &changed_twice {
        dropped.push(format!("a second, different definition of '{n}' (a card changed by an effect, or a token of that name): the setup has one card per name"));
    }
    for n in &unwritable {
        dropped.push(format!("the definition of '{n}', which can't be written as a custom card"));
    }
    let mut notes: BTreeMap<&'static str, usize> = BTreeMap::new();
    let entry = |o: &GameObject, notes: &mut BTreeMap<&'static str, usize>| -> Value {
        let mut m = Map::new();
        m.insert("card".into(), json!(o.def.name));
        if let Some(l) = label_of.get(&o.id) {
            m.insert("label".into(), json!(l));
        }
        if o.zone == Zone::Battlefield {
            if o.tapped {
                m.insert("tapped".into(), json!(true));
            }
            if o.summoning_sick {
                m.insert("sick".into(), json!(true));
            }
            if o.damage != 0 {
                let max = crate::rules::limits::MAX_NUMBER;
                if o.damage > max {
                    *notes.entry("damage past 1,000,000,000 on a permanent (what a setup holds, limits::MAX_NUMBER)").or_default() += 1;
                }
                m.insert("damage".into(), json!(o.damage.min(max)));
            }
            if !o.extra.counters.is_empty() {
                m.insert("counters".into(), json!(o.extra.counters));
            }
            match o.extra.attached_to {
                Some(TargetChoice::Player(p)) => {
                    m.insert("attached_to".into(), json!(format!("player:{}", p.0)));
                }
                Some(TargetChoice::Object(t)) => match label_of.get(&t) {
                    Some(l) => {
                        m.insert("attached_to".into(), json!(l));
                    }
                    None => *notes.entry("an attachment to an object that is gone").or_default() += 1,
                },
                None => {}
            }
            if o.controller != o.owner {
                m.insert("controller".into(), json!(o.controller.0));
            }
        } else if o.extra.attached_to.is_some() {
            *notes.entry("an attachment outside the battlefield").or_default() += 1;
        }
        if o.token {
            m.insert("token".into(), json!(true));
        }
        if o.face_down && o.zone != Zone::Command {
            m.insert("face_down".into(), json!(true));
        }
        if let Some(c) = &o.extra.copy_of {
            m.insert("copy_of".into(), json!(c.name));
        }
        if o.extra.is_commander {
            m.insert("commander".into(), json!(true));
            let dealt: BTreeMap<String, i32> = g.players.iter().filter_map(|p| p.commander_damage.get(&o.card_uid).map(|d| (p.id.0.to_string(), *d))).collect();
            if !dealt.is_empty() {
                m.insert("commander_damage".into(), json!(dealt));
            }
        }
        if o.extra.regen_shields > 0 {
            *notes.entry("a regeneration shield (701.19)").or_default() += o.extra.regen_shields as usize;
        }
        if o.extra.color_override.is_some() {
            *notes.entry("a colour set by the effect that made an object").or_default() += 1;
        }
        if o.extra.loyalty_used_turn == Some(g.turn.number) {
            *notes.entry("a loyalty ability already activated this turn (606.3)").or_default() += 1;
        }
        if o.extra.activated_turns.values().any(|t| *t == g.turn.number) {
            *notes.entry("an ability limited to a number of activations each turn already activated this turn (602.5b)").or_default() += 1;
        }
        if o.extra.evoked {
            *notes.entry("an evoked permanent (702.73a)").or_default() += 1;
        }
        if o.extra.card_copy || o.extra.spell_copy {
            *notes.entry("a copy of a card (706.12)").or_default() += 1;
        }
        if o.phased_out {
            *notes.entry("a phased-out permanent").or_default() += 1;
        }
        if m.len() == 1 && !o.token {
            json!(o.def.name)
        } else {
            Value::Object(m)
        }
    };
    let mut players = Vec::new();
    for p in &g.players {
        let of = |ids: &mut dyn Iterator<Item = &ObjectId>, notes: &mut BTreeMap<&'static str, usize>| -> Vec<Value> { ids.filter_map(|id| g.obj(*id)).map(|o| entry(o, notes)).collect() };
        let mut m = Map::new();
        m.insert("name".into(), json!(p.name));
        // 810.9: a team's life and poison are written with its first member (as a setup reads them).
        let (life, poison) = match g.team_of(p.id).map(|t| &g.teams[t]) {
            Some(t) if t.players.first() == Some(&p.id) => (t.life, t.poison),
            _ => (p.life, p.poison),
        };
        let max = crate::rules::limits::MAX_NUMBER;
        if life.unsigned_abs() > max as u32 {
            dropped.push(format!("{}'s life total of {life}, past ±{max} (what a setup holds, limits::MAX_NUMBER)", p.name));
        }
        m.insert("life".into(), json!(life.clamp(-max, max)));
        if poison > 0 {
            m.insert("poison".into(), json!(poison));
        }
        if !p.pool.is_empty() {
            let (text, whole) = pool_text(&p.pool);
            if !whole {
                dropped.push(format!("the mana in {}'s pool past {} of one type (what a setup holds)", p.name, crate::rules::limits::MAX_MANA));
            }
            m.insert("mana_pool".into(), json!(text));
        }
        if !p.restricted_mana.is_empty() {
            m.insert("restricted_mana".into(), restricted_mana(p, &mut dropped));
        }
        if p.lands_played > 0 {
            m.insert("lands_played".into(), json!(p.lands_played));
        }
        let schemes: BTreeSet<ObjectId> = p.scheme_deck.iter().copied().collect();
        // An emblem is no card a scenario can list (113.5 in the 2017 rules): noted as dropped.
        let emblems = g.command.iter().filter(|id| g.obj(**id).is_some_and(|o| o.owner == p.id && o.extra.emblem)).count();
        if emblems > 0 {
            *notes.entry("an emblem (113)").or_default() += emblems;
        }
        let zones: [(&str, Vec<Value>); 7] = [
            ("library", of(&mut p.library.iter().rev(), &mut notes)),
            ("hand", of(&mut p.hand.iter(), &mut notes)),
            ("graveyard", of(&mut p.graveyard.iter(), &mut notes)),
            ("battlefield", group_tokens(of(&mut g.battlefield.iter().filter(|id| g.obj(**id).is_some_and(|o| o.owner == p.id)), &mut notes))),
            ("exile", of(&mut g.exile.iter().filter(|id| g.obj(**id).is_some_and(|o| o.owner == p.id)), &mut notes)),
            ("command", of(&mut g.command.iter().filter(|id| !schemes.contains(id) && g.obj(**id).is_some_and(|o| o.owner == p.id && !o.extra.emblem)), &mut notes)),
            ("schemes", of(&mut p.scheme_deck.iter().rev(), &mut notes)),
        ];
        for (z, list) in zones {
            if !list.is_empty() {
                m.insert(z.into(), Value::Array(list));
            }
        }
        players.push(Value::Object(m));
        if p.lost {
            dropped.push(format!("{} has lost the game (104.3)", p.name));
        }
        if p.draws_this_turn > 0 {
            dropped.push(format!("{} has drawn {} this turn (\"the first card you draw each turn\")", p.name, count(p.draws_this_turn as usize, "card", "cards")));
        }
        if p.spells_cast > 0 {
            dropped.push(format!("{} has cast {} this turn (702.38a, storm counts them)", p.name, count(p.spells_cast as usize, "spell", "spells")));
        }
        if p.max_hand_size != 7 {
            dropped.push(format!("{}'s maximum hand size of {} (402.2)", p.name, p.max_hand_size));
        }
    }
    for (what, n) in notes {
        dropped.push(if n == 1 { what.to_string() } else { format!("{what} (×{n})") });
    }
    // What a setup can't hold.
    if !g.stack.is_empty() {
        let items: Vec<String> = g
            .stack
            .iter()
            .rev()
            .map(|s| match s.kind {
                StackKind::Spell => format!("{} (a spell)", s.source_name),
                StackKind::Activated => format!("{}'s activated ability", s.source_name),
                StackKind::Triggered => format!("{}'s triggered ability", s.source_name),
            })
            .collect();
        dropped.push(format!("the stack's {} (405), top first: {} (a spell's card is left out of the setup)", count(items.len(), "item", "items"), items.join(", ")));
    }
    if let Some(r) = &g.resolving {
        dropped.push(format!("{} in the middle of resolving (608)", r.item.source_name));
    }
    if !g.waiting_triggers.is_empty() {
        let names: Vec<String> = g.waiting_triggers.iter().map(|t| t.source_name.clone()).collect();
        dropped.push(format!("{} waiting to be put on the stack (603.3): {}", count(names.len(), "triggered ability", "triggered abilities"), names.join(", ")));
    }
    if let Some(d) = &g.pending {
        dropped.push(format!("a pending decision ({}): {}", d.rule, d.prompt));
    }
    if !g.effects.is_empty() {
        dropped.push(format!("{} from resolved spells and abilities (611.2)", count(g.effects.len(), "continuous effect", "continuous effects")));
    }
    if !g.prevention.shields.is_empty() || g.prevention.all_combat_damage || g.prevention.unpreventable {
        let n = g.prevention.shields.len() + g.prevention.all_combat_damage as usize + g.prevention.unpreventable as usize;
        dropped.push(format!("{} for this turn (615)", count(n, "prevention shield", "prevention shields")));
    }
    if !g.delayed.is_empty() {
        dropped.push(format!("{} (603.7)", count(g.delayed.len(), "delayed triggered ability", "delayed triggered abilities")));
    }
    if let Some(c) = &g.combat {
        if !c.attackers.is_empty() || !c.blocks.is_empty() {
            dropped.push(format!("combat: {} and {} (506)", count(c.attackers.len(), "attacking creature", "attacking creatures"), count(c.blocks.len(), "block", "blocks")));
        }
    }
    if !g.turn_restrictions.is_empty() {
        dropped.push(format!("{} for this turn (508.1c, 509.1b)", count(g.turn_restrictions.len(), "restriction on attacking or blocking", "restrictions on attacking or blocking")));
    }
    if !g.attack_requirements.is_empty() {
        dropped.push(format!("{} that must attack this turn (508.1d)", count(g.attack_requirements.len(), "creature", "creatures")));
    }
    if !g.linked.is_empty() {
        dropped.push("cards exiled by an ability and remembered for its linked ability (607)".into());
    }
    if let Some(w) = &g.winners {
        dropped.push(if w.is_empty() { "the game is over: a draw (104.4a)".into() } else { "the game is over (104.2a)".into() });
    }
    match g.flow {
        Flow::GivePriority(_) | Flow::Priority(_) => {}
        Flow::StartStep => dropped.push("the current step has not begun: its turn-based actions are still to happen".into()),
        Flow::CleanupCheck => dropped.push("the cleanup step's checks in progress (514.3)".into()),
        Flow::GameOver => {}
    }
    let step = if g.turn.step == Step::Untap {
        dropped.push("the untap step (a setup starts in the upkeep instead: no player gets priority in the untap step)".into());
        Step::Upkeep
    } else {
        g.turn.step
    };
    let fresh: rand_chacha::ChaCha8Rng = rand::SeedableRng::seed_from_u64(g.seed);
    if g.rng != fresh {
        dropped.push(format!("the random generator's state (a setup starts it again from the seed {}: later shuffles and random choices differ)", g.seed));
    }
    let mut top = head(name, meta);
    // The goal, while it is pending (rules::goal), and what the solver knows.
    if let Some(x) = goal {
        let mut m = Map::new();
        m.insert("player".into(), json!(x.player.0));
        if !x.text.is_empty() {
            m.insert("text".into(), json!(x.text));
        }
        let kind = match &x.aim {
            Aim::Win => "win",
            Aim::Survive => "survive",
            Aim::Life { target, life } => {
                m.insert("target".into(), json!(target.0));
                m.insert("life".into(), json!(life));
                "life"
            }
            Aim::Remove { .. } => {
                let labels: Vec<String> = goal_objects.iter().filter_map(|o| label_of.get(o)).map(|l| format!("@{l}")).collect();
                m.insert("objects".into(), json!(labels));
                "remove"
            }
            Aim::Control { object, card } => {
                match (object.and_then(|o| goal_objects.first().filter(|_| current(g, o).is_some())), card) {
                    (Some(o), _) => {
                        m.insert("object".into(), json!(format!("@{}", label_of.get(o).cloned().unwrap_or_default())));
                    }
                    (None, Some(c)) => {
                        m.insert("card".into(), json!(c));
                    }
                    (None, None) => dropped.push("the goal's permanent, which is not in the game now".into()),
                }
                "control"
            }
        };
        m.insert("kind".into(), json!(kind));
        if kind != "survive" {
            m.insert("by_turn".into(), json!(x.by_turn));
        }
        top.insert("goal".into(), Value::Object(m));
    } else if let Some(x) = &g.goal {
        dropped.push(format!("the goal \"{}\", already {} ({})", x.text, x.outcome.as_str(), x.reason));
    }
    if let Some(k) = &g.knowledge {
        top.insert("knowledge".into(), json!({"opponent_hand": k.opponent_hand, "libraries": k.libraries, "library_order": k.library_order && k.shuffled == 0}));
    }
    if g.seed != 0 {
        top.insert("seed".into(), json!(g.seed));
    }
    if g.variant != Variant::Normal {
        top.insert("variant".into(), crate::json::to_value(g.variant).unwrap_or(Value::Null));
    }
    if !g.teams.is_empty() {
        let teams: Vec<Vec<u8>> = g.teams.iter().map(|t| t.players.iter().map(|p| p.0).collect()).collect();
        top.insert("teams".into(), json!(teams));
    }
    if !cards.is_empty() {
        // A card travels as its rules text where that text compiles back to it.
        let defs: Vec<Value> = cards
            .iter()
            .map(|d| {
                let mut v = crate::json::to_value(d.as_ref()).unwrap_or(Value::Null);
                as_text_where_it_reads_back(&mut v);
                v
            })
            .collect();
        top.insert("cards".into(), Value::Array(defs));
    }
    top.insert("players".into(), Value::Array(players));
    let mut turn = Map::new();
    turn.insert("number".into(), json!(g.turn.number));
    turn.insert("active".into(), json!(g.turn.active.0));
    turn.insert("step".into(), crate::json::to_value(step).unwrap_or(Value::Null));
    if let Flow::GivePriority(p) | Flow::Priority(p) = g.flow {
        if p != g.turn.active {
            turn.insert("priority".into(), json!(p.0));
        }
    }
    top.insert("turn".into(), Value::Object(turn));
    SetupExport { scenario: serde_json::to_string_pretty(&Value::Object(top)).unwrap_or_default(), dropped }
}

/// The top of an exported scenario: format, version, the name when there is
/// one, and the session's other fields (description, author...).
fn head(name: &str, meta: &Map<String, Value>) -> Map<String, Value> {
    let mut top = Map::new();
    top.insert("format".into(), json!(FORMAT));
    top.insert("version".into(), json!(VERSION));
    if !name.is_empty() {
        top.insert("name".into(), json!(name));
    }
    for (k, v) in meta {
        top.insert(k.clone(), v.clone());
    }
    top
}
