//! The tutorial format (docs/tutorials.md): a scenario and a list of narrated
//! steps. Each step plays actions (`do`), or asks the reader for an action
//! matching a pattern (`ask`), or only narrates; it may state outcomes
//! (`expect`, the scenario expectations of docs/scenarios.md), name what to
//! highlight and say where playback pauses.
//!
//! This module reads and validates a tutorial (`parse`), checks that it plays
//! as written (`check`: every `do` accepted, every `ask` answerable, every
//! `expect` true) and turns a scenario's script or a played timeline into
//! steps for an author to narrate (`steps_from_session`, `export`). The player
//! that a page drives is `crate::tutorial_session::TutorialSession`.

use super::scenario::{self, Expect, Scenario};
use crate::rules::actions::Action;
use crate::rules::events::Event;
use crate::rules::types::{ObjectId, PlayerId};
use crate::session::Session;
use crate::tutorial_session::TutorialSession;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeMap;

/// The `format` field of every tutorial.
pub const FORMAT: &str = "stackwise-tutorial";
/// The version this build reads and writes.
pub const VERSION: u32 = 1;

/// Limits (docs/limits.md, "Tutorials"): none is a rule; they keep a tutorial
/// from a link or a file within what a page can show and check at once.
pub const MAX_TUTORIAL_BYTES: usize = 8 * 1024 * 1024;
/// Steps in one tutorial.
pub const MAX_STEPS: usize = 500;
/// Characters of one step's narration.
pub const MAX_NARRATION_CHARS: usize = 4_000;
/// Characters of the title, the description and an ask's hint.
pub const MAX_TITLE_CHARS: usize = 200;
pub const MAX_DESCRIPTION_CHARS: usize = 4_000;
pub const MAX_HINT_CHARS: usize = 1_000;
/// Actions one step's `do` plays.
pub const MAX_ACTIONS_PER_STEP: usize = 200;
/// Entries of one step's `highlight`.
pub const MAX_HIGHLIGHT: usize = 50;

/// The panels a highlight may name (`panel:NAME`): the stack, the waiting
/// triggers (603.3), the state-based checks (704.3) and the event log.
pub const PANELS: &[&str] = &["stack", "triggers", "sba", "log"];

/// Where playback of a step pauses: at each event, at each state-based check
/// (704.3), at each trigger put on the stack (603.3), or only at the step's end.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub enum Pause {
    Event,
    Sba,
    Trigger,
    #[default]
    End,
}

/// What the reader is asked to do: an action matching `action` (a partial
/// action: the fields given must match, labels "@x" stand for objects).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ask {
    pub action: Value,
    /// Shown when the reader takes another action.
    #[serde(default)]
    pub hint: String,
    /// The exact action the checker plays for the reader (it must match
    /// `action`); without it the checker plays the first legal action that does.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub answer: Option<Value>,
}

/// One step of a tutorial.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    #[serde(default)]
    pub narration: String,
    /// Actions the tutorial plays in this step (labels "@x" stand for objects).
    #[serde(rename = "do", default, skip_serializing_if = "Vec::is_empty")]
    pub actions: Vec<Value>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ask: Option<Ask>,
    /// Outcomes stated by the narration, checked after the step.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expect: Option<Box<Expect>>,
    /// "@label", "stack:N" (N from the top, 0 = top), "panel:NAME".
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub highlight: Vec<String>,
    #[serde(default, skip_serializing_if = "is_end")]
    pub pause: Pause,
}

fn is_end(p: &Pause) -> bool {
    *p == Pause::End
}

/// The file as written (the scenario still a JSON value).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TutorialFile {
    pub format: String,
    pub version: u32,
    pub title: String,
    #[serde(default)]
    pub description: String,
    pub scenario: Value,
    #[serde(default)]
    pub viewer: Option<u8>,
    pub steps: Vec<Step>,
}

/// A validated tutorial: its scenario parsed, its labels and highlights known.
#[derive(Clone, Debug)]
pub struct Tutorial {
    pub title: String,
    pub description: String,
    pub scenario: Scenario,
    /// Whose view the reader sees (None: all-seeing).
    pub viewer: Option<PlayerId>,
    pub steps: Vec<Step>,
}

/// A step's one-line name in messages: `step 4 ("Both Bears die...")`
/// (1-based, narration cut to 40 characters).
pub fn step_name(i: usize, s: &Step) -> String {
    let n: String = s.narration.chars().take(40).collect();
    if n.is_empty() {
        format!("step {}", i + 1)
    } else if s.narration.chars().count() > 40 {
        format!("step {} (\"{n}...\")", i + 1)
    } else {
        format!("step {} (\"{n}\")", i + 1)
    }
}

/// Read and validate a tutorial. Every problem is named with its field
/// (`steps[3].ask.action: ...`).
pub fn parse(text: &str) -> Result<Tutorial, Vec<String>> {
    if text.len() > MAX_TUTORIAL_BYTES {
        return Err(vec![format!("tutorial: the text is {} bytes, over the limit of {MAX_TUTORIAL_BYTES} (MAX_TUTORIAL_BYTES)", text.len())]);
    }
    let v: Value = serde_json::from_str(text).map_err(|e| vec![format!("tutorial: not valid JSON: {e}")])?;
    parse_value(&v)
}

/// `parse` for a JSON value already read.
pub fn parse_value(v: &Value) -> Result<Tutorial, Vec<String>> {
    let Value::Object(top) = v else {
        return Err(vec!["(top level): expected an object with \"format\", \"version\", \"title\", \"scenario\" and \"steps\"".into()]);
    };
    super::json_path::check_format_version(top, FORMAT, VERSION, VERSION).map_err(|e| vec![e])?;
    if let Some(Value::Array(steps)) = top.get("steps") {
        if steps.len() > MAX_STEPS {
            return Err(vec![format!("steps: {} steps, over the limit of {MAX_STEPS} (MAX_STEPS)", steps.len())]);
        }
    }
    // The top level without the steps, then each step on its own, so that an
    // error names its step.
    let mut head = top.clone();
    let steps_v = head.remove("steps");
    head.insert("steps".into(), Value::Array(vec![]));
    let file: TutorialFile = super::json_path::from_value_at(&Value::Object(head), "").map_err(|e| vec![e])?;
    let steps_v = match steps_v {
        None => return Err(vec!["steps: missing (this field is required: a list of steps)".into()]),
        Some(Value::Array(a)) => a,
        Some(other) => return Err(vec![format!("steps: expected a list of steps, found {other}")]),
    };
    let mut errs = Vec::new();
    let mut steps = Vec::new();
    for (i, sv) in steps_v.iter().enumerate() {
        match super::json_path::from_value_at::<Step>(sv, &format!("steps[{i}]")) {
            Ok(s) => steps.push(s),
            Err(e) => errs.push(e),
        }
    }
    if !errs.is_empty() {
        return Err(errs);
    }
    if file.title.chars().count() > MAX_TITLE_CHARS {
        errs.push(format!("title: over the limit of {MAX_TITLE_CHARS} characters"));
    }
    if file.description.chars().count() > MAX_DESCRIPTION_CHARS {
        errs.push(format!("description: over the limit of {MAX_DESCRIPTION_CHARS} characters"));
    }
    let scenario = match scenario_of(&file.scenario) {
        Ok(s) => s,
        Err(e) => return Err(vec![format!("scenario: {e}")]),
    };
    let built = match scenario.build() {
        Ok(b) => b,
        Err(e) => return Err(e.into_iter().map(|e| format!("scenario: {e}")).collect()),
    };
    if let Some(p) = file.viewer {
        if p as usize >= built.game.players.len() {
            errs.push(format!("viewer: there is no player {p} (the scenario has {}; null is the all-seeing view)", built.game.players.len()));
        }
    }
    for (i, s) in steps.iter().enumerate() {
        errs.extend(step_errors(i, s, &built.labels));
    }
    if !errs.is_empty() {
        return Err(errs);
    }
    Ok(Tutorial { title: file.title, description: file.description, scenario, viewer: file.viewer.map(PlayerId), steps })
}

/// The scenario a tutorial names: an object, a built-in id, or a link.
fn scenario_of(v: &Value) -> Result<Scenario, String> {
    match v {
        Value::Object(_) => scenario::parse_value(v).map_err(|e| e.join("; ")),
        Value::String(s) if super::link::looks_like_link(s) => super::link::decode(s).map(|(_, sc)| sc).map_err(|e| e.to_string()),
        Value::String(id) => {
            scenario::parse(crate::library::text(crate::library::Kind::Scenario, id)?)
        }
        other => Err(format!("expected a scenario object, a built-in scenario id or a link, found {other}")),
    }
}

/// The problems of one step that need no play: its shape, limits, labels.
fn step_errors(i: usize, s: &Step, labels: &BTreeMap<String, ObjectId>) -> Vec<String> {
    let at = format!("steps[{i}]");
    let mut errs = Vec::new();
    if !s.actions.is_empty() && s.ask.is_some() {
        errs.push(format!("{at}: a step has \"do\" (actions the tutorial plays) or \"ask\" (an action the reader takes), not both"));
    }
    if s.narration.chars().count() > MAX_NARRATION_CHARS {
        errs.push(format!("{at}.narration: over the limit of {MAX_NARRATION_CHARS} characters (MAX_NARRATION_CHARS)"));
    }
    if s.actions.len() > MAX_ACTIONS_PER_STEP {
        errs.push(format!("{at}.do: {} actions, over the limit of {MAX_ACTIONS_PER_STEP} (MAX_ACTIONS_PER_STEP)", s.actions.len()));
    }
    if s.highlight.len() > MAX_HIGHLIGHT {
        errs.push(format!("{at}.highlight: {} entries, over the limit of {MAX_HIGHLIGHT} (MAX_HIGHLIGHT)", s.highlight.len()));
    }
    for (j, a) in s.actions.iter().enumerate() {
        let path = format!("{at}.do[{j}]");
        if let Err(e) = action_shape(a, &path) {
            errs.push(e);
        }
        errs.extend(unknown_labels(a, labels, &path));
    }
    if let Some(ask) = &s.ask {
        match &ask.action {
            Value::Object(m) => match m.get("action") {
                Some(Value::String(_)) => {}
                None => errs.push(format!("{at}.ask.action: the pattern must name the action (\"action\": \"cast_spell\", ...)")),
                Some(other) => errs.push(format!("{at}.ask.action.action: expected the name of an action, found {other}")),
            },
            other => errs.push(format!("{at}.ask.action: expected a partial action (an object), found {other}")),
        }
        errs.extend(unknown_labels(&ask.action, labels, &format!("{at}.ask.action")));
        if ask.hint.chars().count() > MAX_HINT_CHARS {
            errs.push(format!("{at}.ask.hint: over the limit of {MAX_HINT_CHARS} characters"));
        }
        if let Some(ans) = &ask.answer {
            if let Err(e) = action_shape(ans, &format!("{at}.ask.answer")) {
                errs.push(e);
            }
            errs.extend(unknown_labels(ans, labels, &format!("{at}.ask.answer")));
        }
    }
    for (j, h) in s.highlight.iter().enumerate() {
        if let Err(e) = parse_highlight(h, labels) {
            errs.push(format!("{at}.highlight[{j}]: {e}"));
        }
    }
    errs
}

/// What a highlight entry names.
#[derive(Clone, Debug, PartialEq)]
pub enum Highlight {
    Label(String),
    Stack(usize),
    Panel(String),
}

pub fn parse_highlight(h: &str, labels: &BTreeMap<String, ObjectId>) -> Result<Highlight, String> {
    if let Some(l) = h.strip_prefix('@') {
        if !labels.contains_key(l) {
            return Err(format!("no object labelled '{l}' in the scenario"));
        }
        return Ok(Highlight::Label(l.to_string()));
    }
    if let Some(n) = h.strip_prefix("stack:") {
        return n.parse::<usize>().map(Highlight::Stack).map_err(|_| format!("'{h}': \"stack:N\" takes a whole number (0 is the top of the stack)"));
    }
    if let Some(p) = h.strip_prefix("panel:") {
        if PANELS.contains(&p) {
            return Ok(Highlight::Panel(p.to_string()));
        }
        return Err(format!("'{h}': there is no panel '{p}' (there are: {})", PANELS.join(", ")));
    }
    Err(format!("'{h}': expected \"@label\", \"stack:N\" or \"panel:NAME\""))
}

/// The "@label" strings of a value that the scenario doesn't label.
fn unknown_labels(v: &Value, labels: &BTreeMap<String, ObjectId>, path: &str) -> Vec<String> {
    let mut out = Vec::new();
    walk_labels(v, path, &mut |p, l| {
        if !labels.contains_key(l) {
            out.push(format!("{p}: no object labelled '{l}' in the scenario"));
        }
    });
    out
}

fn walk_labels(v: &Value, path: &str, f: &mut dyn FnMut(&str, &str)) {
    match v {
        Value::String(s) if s.starts_with('@') => f(path, &s[1..]),
        Value::Array(a) => a.iter().enumerate().for_each(|(i, x)| walk_labels(x, &format!("{path}[{i}]"), f)),
        Value::Object(m) => m.iter().for_each(|(k, x)| walk_labels(x, &super::json_path::join(path, k), f)),
        _ => {}
    }
}

/// That `v` has the shape of an action (labels standing for ids), as a
/// scenario script's action must.
fn action_shape(v: &Value, path: &str) -> Result<(), String> {
    super::scenario::action_shape(v, path).map(|_| ())
}

/// Whether `pattern` matches `v`: every field the pattern gives is in `v` and
/// matches (objects by their given fields, lists element by element and of
/// the same length, anything else equal). Labels must be resolved first.
pub fn matches(pattern: &Value, v: &Value) -> bool {
    match (pattern, v) {
        (Value::Object(p), Value::Object(m)) => p.iter().all(|(k, pv)| match m.get(k) {
            Some(x) => matches(pv, x),
            // A field the action leaves out is at its default: null, false, empty.
            None => matches!(pv, Value::Null | Value::Bool(false)) || pv.as_array().is_some_and(|a| a.is_empty()),
        }),
        (Value::Array(p), Value::Array(a)) => p.len() == a.len() && p.iter().zip(a).all(|(x, y)| matches(x, y)),
        (Value::Number(a), Value::Number(b)) => a.as_f64() == b.as_f64(),
        (a, b) => a == b,
    }
}

/// One checked step.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct StepReport {
    /// 0-based index.
    pub step: usize,
    pub name: String,
    /// The actions played in it (for an ask, the one the checker took).
    pub actions: usize,
    /// What was checked ("expect: life, zone"), or "narration only".
    pub text: String,
}

/// What `check` found when every step held.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Report {
    pub title: String,
    pub steps: Vec<StepReport>,
}

/// Play every step from the start, as a reader would: each `do` action must be
/// accepted, each `ask` must be answerable by a legal action of the player who
/// must act (the checker plays `ask.answer`, or the first legal action that
/// matches), each `expect` must hold after its step. Failures name the step;
/// a step whose actions can't be played ends the check (later steps would
/// start from a position the author didn't mean).
pub fn check(t: &Tutorial) -> Result<Report, Vec<String>> {
    let mut ts = TutorialSession::new(t.clone()).map_err(|e| vec![e])?;
    let mut failures = Vec::new();
    let mut steps = Vec::new();
    for i in 0..t.steps.len() {
        let step = &t.steps[i];
        let name = step_name(i, step);
        let mut answered = String::new();
        let played = if let Some(ask) = &step.ask {
            match ts.checker_answer(ask) {
                Ok(a) => {
                    answered = crate::json::to_string(&a).unwrap_or_default();
                    ts.try_ask(&a, None).map_err(|e| format!("{name}: ask: {e}")).and_then(|r| match r {
                    crate::tutorial_session::AskResult::Accepted(p) => Ok(p),
                    crate::tutorial_session::AskResult::Refused { reason, .. } => Err(format!("{name}: ask: {reason}")),
                    })
                }
                Err(e) => Err(format!("{name}: {e}")),
            }
        } else {
            ts.next(None).map_err(|e| format!("{name}: {e}"))
        };
        let played = match played {
            Ok(p) => p,
            Err(e) => {
                failures.push(e);
                break;
            }
        };
        let events: Vec<Event> = played.iter().flat_map(|p| p.events.iter().cloned()).collect();
        let mut text = Vec::new();
        if let Some(e) = &step.expect {
            let missed = scenario::check_expect(ts.session().game(), &ts.session().labels, e, &events);
            for m in &missed {
                failures.push(format!("{name}: expect: {m}"));
            }
            text.push(format!("expect: {}", scenario::expect_fields(e).join(", ")));
        }
        // "stack:N" must name an entry of the stack as the step ends.
        for h in &step.highlight {
            if let Ok(Highlight::Stack(n)) = parse_highlight(h, &ts.session().labels) {
                let len = ts.session().game().stack.len();
                if n >= len {
                    failures.push(format!("{name}: highlight: '{h}' but the stack holds {len} object(s) after the step"));
                }
            }
        }
        if step.ask.is_some() {
            text.push(format!("ask answered with {answered}"));
        }
        if text.is_empty() {
            text.push(if played.is_empty() { "narration only".into() } else { "played".into() });
        }
        steps.push(StepReport { step: i, name, actions: played.len(), text: text.join("; ") });
    }
    if failures.is_empty() {
        Ok(Report { title: t.title.clone(), steps })
    } else {
        Err(failures)
    }
}

/// Tutorial steps from a session's timeline: one step per
/// action from the start to the current position, `do` filled (objects named by
/// their scenario labels where they have one, else by id), the narration made
/// of the action's events (each with its rule number), for an author to
/// rewrite. Priority passes are captioned too, so nothing is hidden.
pub fn steps_from_session(s: &Session) -> Vec<Step> {
    let tl = s.timeline();
    let hist = s.history();
    let ids: BTreeMap<u64, String> = label_ids(s);
    tl.line
        .iter()
        .skip(1)
        .take(tl.current)
        .zip(hist)
        .filter_map(|(entry, h)| {
            let events = s.events(entry.node).ok()?;
            let v = crate::json::to_value(&h.action).ok()?;
            let shown: Vec<&Event> = events.iter().filter(|e| e.rule != "116.3" && e.rule != "116.3d").collect();
            let shown: Vec<&Event> = if shown.is_empty() { events.iter().collect() } else { shown };
            let narration = shown
                .iter()
                .take(MAX_EXPORTED_EVENTS)
                .map(|e| format!("{} ({})", crate::formats::visibility::event_for(s.game(), e, crate::formats::visibility::Sight::Public).text, e.rule))
                .collect::<Vec<_>>()
                .join("; ");
            Some(Step { narration, actions: vec![relabel(&v, &ids)], ask: None, expect: None, highlight: vec![], pause: Pause::End })
        })
        .collect()
}

/// How many events of one action `steps_from_session` puts in a narration.
const MAX_EXPORTED_EVENTS: usize = 12;

/// id → label, for the labels whose object is where the scenario put it.
fn label_ids(s: &Session) -> BTreeMap<u64, String> {
    s.labels.iter().map(|(l, id)| (id.0, l.clone())).collect()
}

/// Object ids in an action back to "@label" (the fields that hold objects).
fn relabel(v: &Value, ids: &BTreeMap<u64, String>) -> Value {
    const OBJECT_FIELDS: &[&str] = &["card", "source", "object", "attacker", "blocker", "target", "cards", "objects", "sacrifice", "order", "blockers"];
    fn go(v: &Value, ids: &BTreeMap<u64, String>, objecty: bool) -> Value {
        match v {
            Value::Number(n) if objecty => n.as_u64().and_then(|x| ids.get(&x)).map(|l| Value::from(format!("@{l}"))).unwrap_or_else(|| v.clone()),
            Value::Array(a) => Value::Array(a.iter().map(|x| go(x, ids, objecty)).collect()),
            Value::Object(m) => Value::Object(m.iter().map(|(k, x)| (k.clone(), go(x, ids, OBJECT_FIELDS.contains(&k.as_str())))).collect()),
            other => other.clone(),
        }
    }
    // 603.3b: `order_triggers` orders trigger ids, not objects.
    if v.get("action").and_then(Value::as_str) == Some("order_triggers") {
        return v.clone();
    }
    go(v, ids, false)
}

/// A tutorial's JSON text (pretty) with `steps` and the scenario given as is.
pub fn tutorial_text(title: &str, description: &str, scenario: Value, steps: Vec<Step>) -> String {
    let file = TutorialFile { format: FORMAT.into(), version: VERSION, title: title.into(), description: description.into(), scenario, viewer: None, steps };
    serde_json::to_string_pretty(&file).unwrap_or_default()
}

/// `stackwise tutorial export`: a scenario's script played, or a saved
/// session's timeline, as a tutorial whose steps an author narrates. The
/// scenario in the tutorial is the scenario without its script (a saved
/// session: its start as a `position`).
pub fn export(text: &str) -> Result<String, String> {
    let v: Value = serde_json::from_str(text).map_err(|e| format!("not valid JSON: {e}"))?;
    if v.get("format").and_then(Value::as_str) == Some(scenario::FORMAT) {
        let sc = scenario::parse_value(&v).map_err(|e| format!("scenario: {}", e.join("; ")))?;
        let mut session = Session::from_parsed(&sc)?;
        // Play the script's actions (its expectations are the scenario's own: `stackwise run`).
        for (i, step) in sc.script.iter().enumerate() {
            match step {
                scenario::ScriptStep::Do { action, refused: None, .. } => {
                    let r = scenario::resolve_labels(action, &session.labels, session.game()).map_err(|e| format!("script[{i}].do: {e}"))?;
                    let a: Action = super::json_path::from_value_at(&r, &format!("script[{i}].do"))?;
                    session.apply(&a, None).map_err(|e| format!("script[{i}]: illegal action: {e}"))?;
                }
                scenario::ScriptStep::PassAll { pass_all: true, .. } => {
                    let start_stack = session.game().stack.len();
                    let start_step = (session.game().turn.number, session.game().turn.step);
                    for _ in 0..64 {
                        let g = session.game();
                        let crate::rules::state::Flow::Priority(p) = g.flow else { break };
                        if g.pending.is_some() {
                            break;
                        }
                        session.apply(&Action::PassPriority { player: p }, None).map_err(|e| format!("script[{i}]: {e}"))?;
                        let g = session.game();
                        if g.stack.len() != start_stack || (g.turn.number, g.turn.step) != start_step || g.pending.is_some() {
                            break;
                        }
                    }
                }
                _ => {}
            }
        }
        let steps = steps_from_session(&session);
        let mut sv = v.clone();
        if let Some(m) = sv.as_object_mut() {
            m.remove("script");
        }
        return Ok(tutorial_text(&sc.name, &sc.description, sv, steps));
    }
    let session = Session::load(text)?;
    Ok(session_tutorial(&session))
}

/// A session's timeline (start to the current position) as tutorial text: the
/// scenario is the session's start as a `position` scenario.
pub fn session_tutorial(s: &Session) -> String {
    let steps = steps_from_session(s);
    let mut start = s.save().ok().and_then(|t| Session::load(&t).ok());
    let scenario = match start.as_mut() {
        Some(st) => {
            let _ = st.jump(0);
            st.export_position().ok().and_then(|t| serde_json::from_str(&t).ok()).unwrap_or(Value::Null)
        }
        None => Value::Null,
    };
    let desc = s.meta.get("description").and_then(Value::as_str).unwrap_or("").to_string();
    tutorial_text(&s.name, &desc, scenario, steps)
}
