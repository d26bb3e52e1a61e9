//! The JavaScript facade (wasm32 only): each method maps one JS call to the
//! session API and returns a plain JSON-shaped value, or throws an `Error`
//! whose message names the problem. No rules logic lives here.
//!
//! # Checking arguments
//!
//! Every export takes its arguments as `JsValue` wherever wasm-bindgen's own
//! conversion could trap or coerce silently (a number passed as `&str` reads
//! out of bounds; `NaN` or `256` passed as `u32`/`u8` become 0), and reads
//! them with the helpers below, which throw an `Error` naming the export and
//! the argument ("jump: n: NaN is not a whole number") and change nothing:
//!
//! - [`text_arg`]: a string of at most `max` characters;
//! - [`count_arg`]: a whole number from 0 to `max` (no NaN, ±Infinity, fraction);
//! - [`viewer_arg`]: undefined/null (the all-seeing view) or a player of the game;
//! - [`json_arg`] / [`action_arg`]: a JSON-shaped value (plain objects, arrays,
//!   strings, finite numbers, booleans, null) read without recursion past
//!   [`MAX_DEPTH`] and without more than [`MAX_VALUES`] values, then (for an
//!   action) deserialized with unknown fields refused.
//!
//! Reading a JS value may run JS (a getter, a proxy trap) that throws: every
//! such read goes through an import marked `catch`, so a JS exception becomes
//! an `Err` here and never unwinds through Rust frames (which would leave the
//! instance borrowed, hence unusable). No export panics on any argument (a
//! panic in wasm is a trap that kills the instance); `tests/browser/facade-fuzz.test.mjs`
//! calls every export with random values to hold this.
//!
//! A new export follows the same pattern:
//!
//! ```ignore
//! pub fn thing(&mut self, n: JsValue, viewer: JsValue) -> Result<JsValue, JsError> {
//!     let n = count_arg("thing", "n", &n, 1000)?;
//!     let v = self.viewer("thing", &viewer)?;
//!     js(&self.s.thing(n, v).map_err(err)?)
//! }
//! ```

use crate::formats::editing;
use crate::formats::link;
use crate::formats::visibility::{self, Sight};
use crate::rules::actions::Action;
use crate::rules::types::PlayerId;
use crate::session::{self, Session};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// Class `Tutorial`, the tutorial player (docs/tutorials.md).
mod tutorial;
pub use tutorial::TutorialPlayer;

#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// The one error mapper: any displayable error becomes a JS `Error`.
fn err(e: impl std::fmt::Display) -> JsError {
    JsError::new(&e.to_string())
}

thread_local! {
    /// The card table the page gave (`setCardTable`), shared by the exports that read it.
    static TABLE: std::cell::RefCell<Option<std::rc::Rc<crate::text::table::CardTable>>> = const { std::cell::RefCell::new(None) };
}

/// The card table, or an error naming export `f` when it was not given.
fn table(f: &str) -> Result<std::rc::Rc<crate::text::table::CardTable>, JsError> {
    TABLE.with(|t| t.borrow().clone()).ok_or_else(|| err(format!("{f}: the card table is not loaded (setCardTable)")))
}

/// A list of the built-in library's entries, made once the library is given
/// (it never changes after): empty before.
fn listed<T: Serialize>(cell: &'static std::sync::OnceLock<Vec<T>>, make: fn() -> Vec<T>) -> Result<JsValue, JsError> {
    if !crate::library::is_loaded() {
        return js(&Vec::<T>::new());
    }
    js(cell.get_or_init(make))
}

/// An error about argument `arg` of export `f`.
fn arg_err(f: &str, arg: &str, why: impl std::fmt::Display) -> JsError {
    JsError::new(&format!("{f}: {arg}: {why}"))
}

// JS reads that may run JS code (getters, proxy traps) and so may throw:
// each is imported with `catch`, so that a throw is an `Err`, never an unwind.
#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = Object, js_name = keys, catch)]
    fn object_keys(o: &JsValue) -> Result<js_sys::Array, JsValue>;
    #[wasm_bindgen(js_namespace = Array, js_name = isArray, catch)]
    fn is_array(v: &JsValue) -> Result<bool, JsValue>;
}

/// The longest text an export reads (a scenario, a saved session), in UTF-16
/// code units (64 Mi).
pub const MAX_TEXT: u32 = 64 << 20;
/// The longest name an export reads (a label, a scenario id).
pub const MAX_NAME: u32 = 1000;
/// How deeply arrays and objects may nest in a value an export reads (a
/// shortcut's loops hold actions: `limits` allows 8 levels of them).
pub const MAX_DEPTH: usize = 64;
/// How many values (each string, number, array, object...) a value an export
/// reads may hold in all.
pub const MAX_VALUES: usize = 1 << 20;

/// A number as JS writes it (NaN, Infinity, -Infinity, 3, 0.5).
fn num(x: f64) -> String {
    if x.is_nan() {
        "NaN".into()
    } else if x.is_infinite() {
        if x > 0.0 { "Infinity".into() } else { "-Infinity".into() }
    } else {
        format!("{x}")
    }
}

/// What kind of JS value this is, for error messages.
fn describe(v: &JsValue) -> String {
    if v.is_undefined() {
        return "undefined".into();
    }
    if v.is_null() {
        return "null".into();
    }
    if let Some(f) = v.as_f64() {
        return format!("the number {}", num(f));
    }
    if v.is_string() {
        return "a string".into();
    }
    if v.as_bool().is_some() {
        return "a boolean".into();
    }
    if v.is_bigint() {
        return "a BigInt".into();
    }
    if v.is_symbol() {
        return "a symbol".into();
    }
    if v.is_function() {
        return "a function".into();
    }
    "an object".into()
}

/// Argument `arg` of export `f` as a string of at most `max` UTF-16 code
/// units (lone surrogates become U+FFFD).
pub fn text_arg(f: &str, arg: &str, v: &JsValue, max: u32) -> Result<String, JsError> {
    if !v.is_string() {
        return Err(arg_err(f, arg, format!("must be a string, not {}", describe(v))));
    }
    let len = v.unchecked_ref::<js_sys::JsString>().length();
    if len > max {
        return Err(arg_err(f, arg, format!("is {len} characters long, over the limit of {max}")));
    }
    v.as_string().ok_or_else(|| arg_err(f, arg, "must be a string"))
}

/// Argument `arg` of export `f` as a whole number from 0 to `max` (at most
/// 2^53 - 1): NaN, ±Infinity, fractions, negative numbers and anything but a
/// number are refused (-0 is 0).
pub fn count_arg(f: &str, arg: &str, v: &JsValue, max: u64) -> Result<u64, JsError> {
    let Some(x) = v.as_f64() else { return Err(arg_err(f, arg, format!("must be a number, not {}", describe(v)))) };
    if !x.is_finite() || x.fract() != 0.0 {
        return Err(arg_err(f, arg, format!("{} is not a whole number", num(x))));
    }
    let max = max.min((1u64 << 53) - 1);
    if x < 0.0 || x > max as f64 {
        return Err(arg_err(f, arg, format!("{} is not from 0 to {max}", num(x))));
    }
    Ok(x as u64)
}

/// Argument `arg` of export `f` as a viewer: undefined or null (the
/// all-seeing view) or the number of one of the game's `players` players.
pub fn viewer_arg(f: &str, arg: &str, v: &JsValue, players: usize) -> Result<Option<PlayerId>, JsError> {
    if v.is_undefined() || v.is_null() {
        return Ok(None);
    }
    let n = count_arg(f, arg, v, u64::MAX).map_err(|_| arg_err(f, arg, format!("must be a player number or undefined, not {}", describe(v))))?;
    if n >= players as u64 {
        return Err(arg_err(f, arg, format!("there is no player {n} (the players are 0 to {})", players.saturating_sub(1))));
    }
    Ok(Some(PlayerId(n as u8)))
}

/// Argument `arg` of export `f` as a JSON value: plain objects (their own
/// enumerable keys), arrays, strings, finite numbers, booleans and null.
/// As `JSON.stringify` does, an object's fields that are undefined, functions
/// or symbols are left out. Nesting past `MAX_DEPTH`, more than `MAX_VALUES`
/// values, NaN/Infinity, BigInt and JS that throws while being read are refused.
pub fn json_arg(f: &str, arg: &str, v: &JsValue) -> Result<serde_json::Value, JsError> {
    let mut budget = MAX_VALUES;
    to_json(v, 0, &mut budget).map_err(|e| arg_err(f, arg, e))
}

fn to_json(v: &JsValue, depth: usize, budget: &mut usize) -> Result<serde_json::Value, String> {
    use serde_json::Value;
    if *budget == 0 {
        return Err(format!("holds more than {MAX_VALUES} values"));
    }
    *budget -= 1;
    if v.is_null() {
        return Ok(Value::Null);
    }
    if let Some(b) = v.as_bool() {
        return Ok(Value::Bool(b));
    }
    if let Some(x) = v.as_f64() {
        if !x.is_finite() {
            return Err(format!("{} is not a finite number", num(x)));
        }
        if x.fract() == 0.0 && x.abs() < 9_007_199_254_740_992.0 {
            return Ok(Value::from(x as i64));
        }
        return serde_json::Number::from_f64(x).map(Value::Number).ok_or_else(|| format!("{x} is not a finite number"));
    }
    if v.is_string() {
        let len = v.unchecked_ref::<js_sys::JsString>().length();
        if len > MAX_TEXT {
            return Err(format!("a string of {len} characters is over the limit of {MAX_TEXT}"));
        }
        return Ok(Value::String(v.as_string().unwrap_or_default()));
    }
    if v.is_undefined() || v.is_function() || v.is_symbol() || v.is_bigint() {
        return Err(format!("{} is not a JSON value", describe(v)));
    }
    if !v.is_object() {
        return Err(format!("{} is not a JSON value", describe(v)));
    }
    if depth >= MAX_DEPTH {
        return Err(format!("nested more than {MAX_DEPTH} levels deep"));
    }
    let thrown = |e: JsValue| match e.dyn_ref::<js_sys::Error>() {
        Some(e) => format!("reading it threw: {}", String::from(e.message())),
        None => "reading it threw".to_string(),
    };
    if is_array(v).map_err(thrown)? {
        let len = js_sys::Reflect::get(v, &JsValue::from_str("length")).map_err(thrown)?.as_f64().unwrap_or(0.0);
        if len > *budget as f64 {
            return Err(format!("holds more than {MAX_VALUES} values"));
        }
        let mut out = Vec::with_capacity(len as usize);
        for i in 0..len as u32 {
            let x = js_sys::Reflect::get_u32(v, i).map_err(thrown)?;
            // As JSON.stringify: an array's undefined, function or symbol element is null.
            if x.is_undefined() || x.is_function() || x.is_symbol() {
                *budget = budget.saturating_sub(1);
                out.push(Value::Null);
            } else {
                out.push(to_json(&x, depth + 1, budget)?);
            }
        }
        return Ok(Value::Array(out));
    }
    let keys = object_keys(v).map_err(thrown)?;
    if keys.length() as usize > *budget {
        return Err(format!("holds more than {MAX_VALUES} values"));
    }
    let mut out = serde_json::Map::new();
    for k in keys.iter() {
        let Some(name) = k.as_string() else { continue };
        let x = js_sys::Reflect::get(v, &k).map_err(|e| format!("{}: {}", short(&name), thrown(e)))?;
        if x.is_undefined() || x.is_function() || x.is_symbol() {
            continue;
        }
        let x = to_json(&x, depth + 1, budget).map_err(|e| format!("{}: {e}", short(&name)))?;
        out.insert(name, x);
    }
    Ok(Value::Object(out))
}

/// A field name for an error message, cut short.
fn short(name: &str) -> String {
    if name.chars().count() > 40 {
        format!("{}…", name.chars().take(40).collect::<String>())
    } else {
        name.to_string()
    }
}

/// Argument `arg` of export `f` as an action (docs/vocabulary.md): a JSON
/// value (`json_arg`) deserialized with unknown fields refused (the error
/// names the field).
pub fn action_arg(f: &str, arg: &str, v: &JsValue) -> Result<Action, JsError> {
    let j = json_arg(f, arg, v)?;
    crate::json::from_value(j).map_err(|e| arg_err(f, arg, format!("not an action: {e}")))
}

/// Serialize to plain JS values (objects, arrays, numbers; no Map, null for
/// None): written as JSON text and parsed by the browser, so every type's
/// writing code is the one serde_json instance the rest of the engine uses
/// (`crate::json`).
fn js<T: Serialize>(v: &T) -> Result<JsValue, JsError> {
    let text = crate::json::to_string(v).map_err(err)?;
    js_sys::JSON::parse(&text).map_err(|e| JsError::new(&format!("the engine wrote JSON the browser could not read: {}", describe(&e))))
}

#[wasm_bindgen]
pub struct Stackwise {
    s: Session,
    /// The scenario text this game was loaded from (for `shareLink`), if any.
    source: Option<String>,
}

#[wasm_bindgen]
impl Stackwise {
    /// A game from scenario JSON text (docs/scenarios.md).
    #[wasm_bindgen(js_name = fromScenario)]
    pub fn from_scenario(text: JsValue) -> Result<Stackwise, JsError> {
        let text = text_arg("fromScenario", "text", &text, MAX_TEXT)?;
        Session::from_scenario(&text).map(|s| Stackwise { s, source: Some(text) }).map_err(err)
    }

    /// A game from a scenario link (docs/links.md): a whole URL, its fragment
    /// (`#s=v1.…`) or the bare data (`v1.…`). Throws naming the problem (bad
    /// version, bad base64 at position N, not deflate, too large, not a scenario: …).
    #[wasm_bindgen(js_name = fromLink)]
    pub fn from_link(text: JsValue) -> Result<Stackwise, JsError> {
        let text = text_arg("fromLink", "text", &text, link::MAX_LINK as u32)?;
        let (json, sc) = link::decode(&text).map_err(err)?;
        Session::from_parsed(&sc).map(|s| Stackwise { s, source: Some(json) }).map_err(err)
    }

    /// The link fragment (`#s=v1.…`) of scenario text; throws naming the
    /// problem when the text is not a scenario.
    #[wasm_bindgen(js_name = scenarioLink)]
    pub fn scenario_link(text: JsValue) -> Result<String, JsError> {
        let text = text_arg("scenarioLink", "text", &text, MAX_TEXT)?;
        Ok(format!("#{}{}", link::FRAGMENT_KEY, link::encode(&text).map_err(err)?))
    }

    /// The link fragment (`#s=v1.…`) of the scenario this game was loaded
    /// from (its starting position; `positionLink` gives the position reached
    /// in play). Throws for a game dealt from decks.
    #[wasm_bindgen(js_name = shareLink)]
    pub fn share_link(&self) -> Result<String, JsError> {
        let text = self.source.as_deref().ok_or_else(|| err("shareLink: this game was not loaded from a scenario (a dealt game has no scenario: positionLink gives its current position)"))?;
        Ok(format!("#{}{}", link::FRAGMENT_KEY, link::encode(text).map_err(err)?))
    }

    /// The name, author and description of the scenario this game was loaded
    /// from (`{ name, author, description }`, text to show as text), or null
    /// for a game dealt from decks. The puzzle page shows them for a link.
    #[wasm_bindgen(js_name = scenarioInfo)]
    pub fn scenario_info(&self) -> Result<JsValue, JsError> {
        #[derive(Serialize)]
        struct Info {
            name: String,
            author: String,
            description: String,
        }
        match self.source.as_deref().map(crate::formats::scenario::parse) {
            Some(Ok(s)) => js(&Info { name: s.name, author: s.author, description: s.description }),
            _ => Ok(JsValue::NULL),
        }
    }

    /// A game from a built-in scenario id (see `scenarios()`).
    #[wasm_bindgen(js_name = fromBuiltin)]
    pub fn from_builtin(id: JsValue) -> Result<Stackwise, JsError> {
        let id = text_arg("fromBuiltin", "id", &id, MAX_NAME)?;
        let source = crate::library::text(crate::library::Kind::Scenario, &id).ok().map(str::to_string);
        Session::builtin(&id).map(|s| Stackwise { s, source }).map_err(err)
    }

    /// A game from a built-in puzzle id (see `puzzles()`); its `shareLink()` is the puzzle's link.
    #[wasm_bindgen(js_name = fromPuzzle)]
    pub fn from_puzzle(id: JsValue) -> Result<Stackwise, JsError> {
        let id = text_arg("fromPuzzle", "id", &id, MAX_NAME)?;
        let text = session::puzzle_text(&id).map_err(err)?;
        Session::from_scenario(text).map(|s| Stackwise { s, source: Some(text.to_string()) }).map_err(err)
    }

    /// The gallery of built-in puzzles: `[{ id, name, author, description, goal }]`.
    pub fn puzzles() -> Result<JsValue, JsError> {
        static LIST: std::sync::OnceLock<Vec<session::PuzzleInfo>> = std::sync::OnceLock::new();
        listed(&LIST, session::builtin_puzzles)
    }

    /// A new game between the two sample decks, shuffled with `seed` (a whole
    /// number from 0 to 2^53 - 1).
    #[wasm_bindgen(js_name = sampleGame)]
    pub fn sample_game(seed: JsValue) -> Result<Stackwise, JsError> {
        let seed = count_arg("sampleGame", "seed", &seed, u64::MAX)?;
        Ok(Stackwise { s: Session::sample_game(seed), source: None })
    }

    /// The preconstructed decks: `[{ id, name, description, cards, list }]`.
    pub fn decks() -> Result<JsValue, JsError> {
        js(&crate::decks::deck_list())
    }

    /// A new game between two preconstructed decks (ids from `decks()`),
    /// shuffled with `seed` (a whole number from 0 to 2^53 - 1, so that a seed
    /// typed on the page replays the game). Throws an error naming the bad argument.
    #[wasm_bindgen(js_name = newGame)]
    pub fn new_game(deck_a: JsValue, deck_b: JsValue, seed: JsValue) -> Result<Stackwise, JsError> {
        let a = text_arg("newGame", "deckA", &deck_a, MAX_NAME)?;
        let b = text_arg("newGame", "deckB", &deck_b, MAX_NAME)?;
        let n = count_arg("newGame", "seed", &seed, u64::MAX)?;
        Session::new_game(&a, &b, n).map(|s| Stackwise { s, source: None }).map_err(err)
    }

    /// The action the computer opponent (src/ai) would take for `player` now,
    /// or null when that player has nothing to do (no priority, no decision,
    /// the game over). The page applies it through `apply` like any other action.
    #[wasm_bindgen(js_name = aiAction)]
    pub fn ai_action(&self, player: JsValue) -> Result<JsValue, JsError> {
        let players = self.s.game().players.len();
        let p = viewer_arg("aiAction", "player", &player, players)?
            .ok_or_else(|| arg_err("aiAction", "player", "must be a player number, not undefined or null"))?;
        js(&crate::ai::choose(self.s.game(), p))
    }

    /// Argument `arg` of export `f` as a viewer of this game (`viewer_arg`).
    fn viewer(&self, f: &str, v: &JsValue) -> Result<Option<PlayerId>, JsError> {
        viewer_arg(f, "viewer", v, self.s.game().players.len())
    }

    /// The game as `viewer` sees it (omit for the all-seeing view).
    pub fn snapshot(&self, viewer: JsValue) -> Result<JsValue, JsError> {
        js(&self.s.snapshot(self.viewer("snapshot", &viewer)?))
    }

    /// The legal actions of the player who must act, as `viewer` sees them
    /// (omit for all of them): actions naming a card the viewer can't see
    /// (another player's hand) are left out, and a decision shows only what
    /// the viewer may see (formats::visibility).
    #[wasm_bindgen(js_name = legalActions)]
    pub fn legal_actions(&self, viewer: JsValue) -> Result<JsValue, JsError> {
        let v = self.viewer("legalActions", &viewer)?;
        js(&self.s.legal_actions_for(v))
    }

    /// The face-down permanents and spells `viewer` may look at (707.5: those
    /// they control; every one for the all-seeing view): `[{id, name, morph}]`.
    #[wasm_bindgen(js_name = faceDownKnown)]
    pub fn face_down_known(&self, viewer: JsValue) -> Result<JsValue, JsError> {
        let v = self.viewer("faceDownKnown", &viewer)?;
        js(&self.s.face_down_known(v))
    }

    /// The pending decision as `viewer` sees it, or null.
    pub fn pending(&self, viewer: JsValue) -> Result<JsValue, JsError> {
        let v = self.viewer("pending", &viewer)?;
        let g = self.s.game();
        js(&g.pending.as_ref().map(|d| visibility::decision_for(g, d, v)))
    }

    /// Apply an action; returns `{ events, deltas }` as `viewer` sees them (one
    /// playback delta per event, docs/playback.md, deltas; call `snapshot` for
    /// the whole board). Throws, changing nothing, if it is illegal.
    pub fn apply(&mut self, action: JsValue, viewer: JsValue) -> Result<JsValue, JsError> {
        let v = self.viewer("apply", &viewer)?;
        let a = action_arg("apply", "action", &action)?;
        let mark = self.s.mark();
        let applied = self.s.apply(&a, v).map_err(err)?;
        self.delivered(mark, js(&applied))
    }

    /// All or nothing: the result of a call that changed the session, or, when
    /// it can't be given to JavaScript, the error with the session put back
    /// exactly as it was before the call (`Session::rollback`).
    fn delivered(&mut self, mark: session::Mark, out: Result<JsValue, JsError>) -> Result<JsValue, JsError> {
        if out.is_err() {
            self.s.rollback(mark);
        }
        out
    }

    /// Apply an action to a copy of the game and return the decision pending
    /// after it (or null) as `viewer` sees it; the session is unchanged.
    /// Throws as `apply` does. The page uses it to read a proposed shortcut's
    /// choices before proposing (716.2a: the engine plays the sequence out
    /// when it is proposed), e.g. to find where a "pass until" reaches the
    /// player's next priority stop.
    pub fn preview(&self, action: JsValue, viewer: JsValue) -> Result<JsValue, JsError> {
        let v = self.viewer("preview", &viewer)?;
        let a = action_arg("preview", "action", &action)?;
        let mut g = self.s.game().clone();
        g.apply(&a).map_err(err)?;
        js(&g.pending.as_ref().map(|d| visibility::decision_for(&g, d, v)))
    }

    /// The session as text (the game at the start and now, the timeline, the
    /// redo list). All-seeing: it holds every hand and library (it is the
    /// session itself, to keep or share, not a view of it).
    /// Throws, naming the limit, for a session too big to write
    /// (`limits::MAX_SAVE_BYTES`); the session is unchanged.
    pub fn save(&self) -> Result<String, JsError> {
        self.s.save().map_err(err)
    }

    /// The current position as `position` scenario JSON text (docs/scenarios.md
    /// "Positions"): the whole game exactly, hidden cards and the random
    /// generator's state included (all-seeing, like `save`).
    #[wasm_bindgen(js_name = exportPosition)]
    pub fn export_position(&self) -> Result<String, JsError> {
        self.s.export_position().map_err(|e| err(format!("exportPosition: {e}")))
    }

    /// The link fragment (`#s=v1.…`, docs/links.md) of the current position
    /// (`exportPosition`'s scenario). It reveals every hidden card to whoever
    /// decodes it.
    #[wasm_bindgen(js_name = positionLink)]
    pub fn position_link(&self) -> Result<String, JsError> {
        let data = self.s.position_link().map_err(|e| err(format!("positionLink: {e}")))?;
        Ok(format!("#{}{data}", link::FRAGMENT_KEY))
    }

    /// An editable setup of the current board: `{ scenario, dropped }`, the
    /// setup scenario's JSON text and, in plain words, what the position holds
    /// that a setup can't (the stack, effects, waiting triggers...).
    #[wasm_bindgen(js_name = exportSetup)]
    pub fn export_setup(&self) -> Result<JsValue, JsError> {
        js(&self.s.export_setup())
    }

    /// A session from `save`'s text; throws, naming the problem, on bad text.
    pub fn load(text: JsValue) -> Result<Stackwise, JsError> {
        let text = text_arg("load", "text", &text, MAX_TEXT)?;
        Session::load(&text).map(|s| Stackwise { s, source: None }).map_err(err)
    }

    pub fn undo(&mut self) -> Result<(), JsError> {
        self.s.undo().map_err(err)
    }

    /// Redo the last undone action; returns its events as `viewer` sees them.
    pub fn redo(&mut self, viewer: JsValue) -> Result<JsValue, JsError> {
        let v = self.viewer("redo", &viewer)?;
        let mark = self.s.mark();
        let events = self.s.redo().map_err(err)?;
        let out = js(&visibility::events_for(self.s.game(), &events, Sight::of(v)));
        self.delivered(mark, out)
    }

    /// Go back to just after action `n` of the history (0 = the start): a
    /// whole number from 0 to the number of actions.
    pub fn jump(&mut self, n: JsValue) -> Result<(), JsError> {
        let n = count_arg("jump", "n", &n, self.s.history().len() as u64)?;
        self.s.jump(n as usize).map_err(err)
    }

    /// The timeline: `[{ index, action, caption }]`; captions are worded as
    /// every player may see them (no card of a hidden zone named).
    pub fn history(&self) -> Result<JsValue, JsError> {
        js(&self.s.history())
    }

    /// The timeline: `{ current, line: [{ node, index, caption, branches: [{ node, caption, tip, length }] }] }`,
    /// the line through the current position (`line[current]`) with the lines that leave it.
    pub fn timeline(&self) -> Result<JsValue, JsError> {
        js(&self.s.timeline())
    }

    /// Go to any position of the timeline (a `node` of `timeline()`), on this line or another.
    pub fn goto(&mut self, node: JsValue) -> Result<(), JsError> {
        let n = count_arg("goto", "node", &node, u32::MAX as u64)?;
        self.s.goto(n as usize).map_err(err)
    }

    /// The events of one position's action as `viewer` sees them (the log
    /// up to a position is its line's events, in order).
    pub fn events(&self, node: JsValue, viewer: JsValue) -> Result<JsValue, JsError> {
        let n = count_arg("events", "node", &node, u32::MAX as u64)?;
        let v = self.viewer("events", &viewer)?;
        let events = self.s.events(n as usize).map_err(err)?;
        js(&visibility::events_for(self.s.game(), events, Sight::of(v)))
    }

    /// 716.2a: the actions of a loop just made twice by hand (to propose as a
    /// shortcut), or null.
    #[wasm_bindgen(js_name = recognisedLoop)]
    pub fn recognised_loop(&self) -> Result<JsValue, JsError> {
        js(&self.s.recognised_loop())
    }

    #[wasm_bindgen(js_name = canUndo)]
    pub fn can_undo(&self) -> bool {
        self.s.can_undo()
    }

    #[wasm_bindgen(js_name = canRedo)]
    pub fn can_redo(&self) -> bool {
        self.s.can_redo()
    }

    /// The current id of a scenario label, or undefined.
    pub fn label(&self, name: JsValue) -> Result<Option<f64>, JsError> {
        let name = text_arg("label", "name", &name, MAX_NAME)?;
        Ok(self.s.label(&name).map(|id| id.0 as f64))
    }

    /// The built-in card pool.
    #[wasm_bindgen(js_name = cardPool)]
    pub fn card_pool() -> Result<JsValue, JsError> {
        let cards: Vec<_> = crate::cards::builtin().all().iter().map(|c| c.as_ref().clone()).collect();
        js(&cards)
    }

    /// The built-in scenarios: `[{ id, name, description }]`.
    pub fn scenarios() -> Result<JsValue, JsError> {
        static LIST: std::sync::OnceLock<Vec<session::ScenarioInfo>> = std::sync::OnceLock::new();
        listed(&LIST, session::builtin_scenarios)
    }

    // ---------- the board editor (formats::editing) ----------

    /// The problems of one custom card in the card format (docs/cards.md), as
    /// a list of strings naming the field (or the line and column of a JSON
    /// syntax error); empty when the card is usable.
    #[wasm_bindgen(js_name = validateCard)]
    pub fn validate_card(text: JsValue) -> Result<JsValue, JsError> {
        let text = text_arg("validateCard", "text", &text, editing::MAX_CARD_TEXT as u32)?;
        js(&editing::validate_card(&text))
    }

    /// A card written as rules text (the JSON of one object: `name`,
    /// `mana_cost`, `type`, `text`, `power`, `toughness`...), compiled as the
    /// editor types it: `{ status, problems, unread: { line, column, phrase }
    /// | null, rendered }` (docs/coverage.md says what each status means).
    #[wasm_bindgen(js_name = checkCardText)]
    pub fn check_card_text(text: JsValue) -> Result<JsValue, JsError> {
        let text = text_arg("checkCardText", "text", &text, editing::MAX_CARD_TEXT as u32)?;
        js(&editing::check_card_text(&text))
    }

    // ---------- the card table (text::table; formats::library, formats::decklist) ----------

    /// Give the engine its built-in library (the page's `pkg/library.json`:
    /// the scenarios, puzzles, tutorials and built-in cards), before anything
    /// else. True when it was taken; false when the library was there already
    /// (it stays as it was). A text that is not a library is an error.
    #[wasm_bindgen(js_name = setLibrary)]
    pub fn set_library(json: JsValue) -> Result<bool, JsError> {
        let json = text_arg("setLibrary", "json", &json, MAX_TEXT)?;
        crate::library::install(&json).map_err(|e| err(format!("setLibrary: {e}")))
    }

    /// Whether the built-in library was given (`setLibrary`).
    #[wasm_bindgen(js_name = hasLibrary)]
    pub fn has_library() -> bool {
        crate::library::is_loaded()
    }

    /// Give the engine the card table (the JSON text of `pkg/card-table.json`,
    /// which the page fetches when first needed); returns how many cards it
    /// holds. Throws naming the problem when the text is not a card table;
    /// a table given before stays.
    #[wasm_bindgen(js_name = setCardTable)]
    pub fn set_card_table(json: JsValue) -> Result<u32, JsError> {
        let json = text_arg("setCardTable", "json", &json, MAX_TEXT)?;
        let table = crate::text::table::CardTable::parse(&json).map_err(|e| err(format!("setCardTable: {e}")))?;
        let n = table.cards.len() as u32;
        TABLE.with(|t| *t.borrow_mut() = Some(std::rc::Rc::new(table)));
        Ok(n)
    }

    /// Whether the card table was given (`setCardTable`).
    #[wasm_bindgen(js_name = hasCardTable)]
    pub fn has_card_table() -> bool {
        TABLE.with(|t| t.borrow().is_some())
    }

    /// The cards of the table (first printed by the rules' date) whose name,
    /// type line or text hold every word of `query`, best first, at most
    /// `limit` (up to 200), each with its status; `playableOnly` keeps those
    /// that can be played. Throws when the table was not given.
    #[wasm_bindgen(js_name = searchCards)]
    pub fn search_cards(query: JsValue, limit: JsValue, playable_only: JsValue) -> Result<JsValue, JsError> {
        let q = text_arg("searchCards", "query", &query, MAX_NAME)?;
        let limit = count_arg("searchCards", "limit", &limit, crate::text::table::MAX_RESULTS as u64)? as usize;
        let only = playable_only.as_bool().unwrap_or(false);
        let t = table("searchCards")?;
        js(&crate::formats::library::search(&t, crate::cards::builtin(), &q, limit, only))
    }

    /// One card of the table by name (any case), with its status, or null.
    #[wasm_bindgen(js_name = tableCard)]
    pub fn table_card(name: JsValue) -> Result<JsValue, JsError> {
        let name = text_arg("tableCard", "name", &name, MAX_NAME)?;
        let t = table("tableCard")?;
        js(&t.find(&name).map(|c| crate::formats::library::view(c, crate::cards::builtin())))
    }

    /// A decklist read (one "4 Lightning Bolt" per line; docs/decklists.md):
    /// `{ entries: [{ count, name, source }], problems, ignored }`, each
    /// problem naming its line. Uses the card table when it was given.
    #[wasm_bindgen(js_name = readDecklist)]
    pub fn read_decklist(text: JsValue) -> Result<JsValue, JsError> {
        let text = text_arg("readDecklist", "text", &text, crate::formats::decklist::MAX_DECKLIST as u32)?;
        let t = TABLE.with(|t| t.borrow().clone());
        js(&crate::formats::decklist::read(&text, t.as_deref(), crate::cards::builtin()))
    }

    /// A new game between two decklists (as `readDecklist` reads them), the
    /// players named `nameA` and `nameB`, shuffled with `seed`. Throws naming
    /// every line that can't be used (`deckA: line 3: ...`).
    #[wasm_bindgen(js_name = newGameFromDecklists)]
    pub fn new_game_from_decklists(list_a: JsValue, list_b: JsValue, name_a: JsValue, name_b: JsValue, seed: JsValue) -> Result<Stackwise, JsError> {
        use crate::formats::decklist;
        let a = text_arg("newGameFromDecklists", "listA", &list_a, decklist::MAX_DECKLIST as u32)?;
        let b = text_arg("newGameFromDecklists", "listB", &list_b, decklist::MAX_DECKLIST as u32)?;
        let na = text_arg("newGameFromDecklists", "nameA", &name_a, 40)?;
        let nb = text_arg("newGameFromDecklists", "nameB", &name_b, 40)?;
        let n = count_arg("newGameFromDecklists", "seed", &seed, u64::MAX)?;
        let t = TABLE.with(|t| t.borrow().clone());
        let decks = decklist::decks_for_game(&[(&na, &a), (&nb, &b)], t.as_deref(), crate::cards::builtin()).map_err(err)?;
        Session::from_decks(&decks, n).map(|s| Stackwise { s, source: None }).map_err(err)
    }

    /// The problems of scenario text (docs/scenarios.md), each naming its
    /// field; empty when the scenario builds (what `stackwise check` says).
    #[wasm_bindgen(js_name = checkScenario)]
    pub fn check_scenario(text: JsValue) -> Result<JsValue, JsError> {
        let text = text_arg("checkScenario", "text", &text, MAX_TEXT)?;
        js(&editing::check_scenario(&text))
    }

    /// The JSON text of a built-in scenario (an id of `scenarios()`).
    #[wasm_bindgen(js_name = scenarioText)]
    pub fn scenario_text(id: JsValue) -> Result<String, JsError> {
        let id = text_arg("scenarioText", "id", &id, MAX_NAME)?;
        editing::scenario_text(&id).map(str::to_string).map_err(|e| err(format!("scenarioText: {e}")))
    }

    /// A Forge `.pzl` puzzle file's text as `{ scenario, notes }`: the scenario
    /// JSON text and what could not be brought over (docs/pzl.md). Throws,
    /// naming the problem, on a malformed or unusable file.
    #[wasm_bindgen(js_name = importPzl)]
    pub fn import_pzl(text: JsValue) -> Result<JsValue, JsError> {
        let text = text_arg("importPzl", "text", &text, crate::formats::pzl::MAX_PZL_BYTES as u32)?;
        let t = TABLE.with(|t| t.borrow().clone());
        js(&editing::import_pzl(&text, t.as_deref()).map_err(|e| err(format!("importPzl: {e}")))?)
    }

    // ---------- tutorials (docs/tutorials.md, src/facade/tutorial.rs) ----------

    /// A tutorial from its JSON text: a `Tutorial` (the same as `Tutorial.fromTutorial`).
    #[wasm_bindgen(js_name = fromTutorial)]
    pub fn from_tutorial(text: JsValue) -> Result<TutorialPlayer, JsError> {
        tutorial::from_text("fromTutorial", &text)
    }

    /// A tutorial of the library (the same as `Tutorial.fromBuiltinTutorial`).
    #[wasm_bindgen(js_name = fromBuiltinTutorial)]
    pub fn from_builtin_tutorial(id: JsValue) -> Result<TutorialPlayer, JsError> {
        tutorial::from_builtin("fromBuiltinTutorial", &id)
    }

    /// The tutorial library: `[{ id, title, description }]`.
    pub fn tutorials() -> Result<JsValue, JsError> {
        tutorial::library()
    }

    /// This game's timeline, from the start to the current position, as a
    /// tutorial's JSON text: one step per action, for an author to narrate
    /// (`stackwise tutorial export`).
    #[wasm_bindgen(js_name = tutorialSteps)]
    pub fn tutorial_steps(&self) -> String {
        crate::formats::tutorial::session_tutorial(&self.s)
    }
}
