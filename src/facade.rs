//! The JavaScript facade (wasm32 only): each method maps one JS call to the
//! session API and returns a plain JSON-shaped value, or throws an `Error`
//! whose message names the problem. No rules logic lives here.

use crate::rules::actions::Action;
use crate::rules::types::PlayerId;
use crate::session::{self, Session};
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// The one error mapper: any displayable error becomes a JS `Error`.
fn err(e: impl std::fmt::Display) -> JsError {
    JsError::new(&e.to_string())
}

/// Serialize to plain JS values (objects, arrays, numbers; no Map, null for None).
/// The most bytes an action may take as JSON (a shortcut holds other actions).
const MAX_ACTION_BYTES: u32 = 1 << 20;

/// An action from a JS value, read through JSON: its size is bounded and its
/// nesting (a shortcut's loops hold actions) is bounded by the JSON reader's
/// depth limit, so no value can exhaust memory or the stack.
fn action_from(v: &JsValue) -> Result<Action, JsError> {
    let text = js_sys::JSON::stringify(v).map_err(|_| err("not an action: it can't be written as JSON"))?;
    if text.length() > MAX_ACTION_BYTES {
        return Err(err(format!("not an action: it is longer than {MAX_ACTION_BYTES} characters as JSON")));
    }
    let Some(text) = text.as_string() else { return Err(err("not an action: undefined")) };
    serde_json::from_str(&text).map_err(|e| err(format!("not an action: {e}")))
}

fn js<T: Serialize>(v: &T) -> Result<JsValue, JsError> {
    v.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).map_err(err)
}

#[wasm_bindgen]
pub struct Stackwise {
    s: Session,
}

#[wasm_bindgen]
impl Stackwise {
    /// A game from scenario JSON text (docs/scenarios.md).
    #[wasm_bindgen(js_name = fromScenario)]
    pub fn from_scenario(text: &str) -> Result<Stackwise, JsError> {
        Session::from_scenario(text).map(|s| Stackwise { s }).map_err(err)
    }

    /// A game from a built-in scenario id (see `scenarios()`).
    #[wasm_bindgen(js_name = fromBuiltin)]
    pub fn from_builtin(id: &str) -> Result<Stackwise, JsError> {
        Session::builtin(id).map(|s| Stackwise { s }).map_err(err)
    }

    /// A new game between the two sample decks.
    #[wasm_bindgen(js_name = sampleGame)]
    pub fn sample_game(seed: u32) -> Stackwise {
        Stackwise { s: Session::sample_game(seed as u64) }
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
        let a = deck_a.as_string().ok_or_else(|| err("deckA: not a string (a deck id from decks())"))?;
        let b = deck_b.as_string().ok_or_else(|| err("deckB: not a string (a deck id from decks())"))?;
        let n = seed.as_f64().ok_or_else(|| err("seed: not a number"))?;
        if !(n.is_finite() && n >= 0.0 && n.fract() == 0.0 && n <= 9_007_199_254_740_991.0) {
            return Err(err(format!("seed: {n} is not a whole number from 0 to 2^53 - 1")));
        }
        Session::new_game(&a, &b, n as u64).map(|s| Stackwise { s }).map_err(err)
    }

    /// The action the computer opponent (src/ai) would take for `player` now,
    /// or null when that player has nothing to do (no priority, no decision,
    /// the game over). The page applies it through `apply` like any other action.
    #[wasm_bindgen(js_name = aiAction)]
    pub fn ai_action(&self, player: JsValue) -> Result<JsValue, JsError> {
        let n = player.as_f64().ok_or_else(|| err("player: not a number"))?;
        if !(n.is_finite() && n >= 0.0 && n.fract() == 0.0 && (n as usize) < self.s.game().players.len()) {
            return Err(err(format!("player: there is no player {n}")));
        }
        js(&crate::ai::choose(self.s.game(), PlayerId(n as u8)))
    }

    fn viewer(&self, viewer: Option<u8>) -> Result<Option<PlayerId>, JsError> {
        match viewer {
            Some(v) if v as usize >= self.s.game().players.len() => Err(err(format!("there is no player {v}"))),
            v => Ok(v.map(PlayerId)),
        }
    }

    /// The game as `viewer` sees it (omit for the all-seeing view).
    pub fn snapshot(&self, viewer: Option<u8>) -> Result<JsValue, JsError> {
        js(&self.s.snapshot(self.viewer(viewer)?))
    }

    /// The legal actions of the player who must act.
    #[wasm_bindgen(js_name = legalActions)]
    pub fn legal_actions(&self) -> Result<JsValue, JsError> {
        js(&self.s.legal_actions())
    }

    /// The pending decision, or null.
    pub fn pending(&self) -> Result<JsValue, JsError> {
        js(&self.s.game().pending)
    }

    /// Apply an action; returns `{ events, deltas }` (one playback delta per
    /// event, docs/playback.md, deltas; call `snapshot` for the whole board). Throws,
    /// changing nothing, if it is illegal.
    pub fn apply(&mut self, action: JsValue, viewer: Option<u8>) -> Result<JsValue, JsError> {
        let v = self.viewer(viewer)?;
        let a = action_from(&action)?;
        js(&self.s.apply(&a, v).map_err(err)?)
    }

    /// Apply an action to a copy of the game and return the decision pending
    /// after it (or null); the session is unchanged. Throws as `apply` does.
    /// The page uses it to read a proposed shortcut's choices before proposing
    /// (716.2a: the engine plays the sequence out when it is proposed), e.g. to
    /// find where a "pass until" reaches the player's next priority stop.
    pub fn preview(&self, action: JsValue) -> Result<JsValue, JsError> {
        let a = action_from(&action)?;
        let mut g = self.s.game().clone();
        g.apply(&a).map_err(err)?;
        js(&g.pending)
    }

    /// The session as text (the game at the start and now, the timeline, the redo list).
    pub fn save(&self) -> String {
        self.s.save()
    }

    /// A session from `save`'s text; throws, naming the problem, on bad text.
    pub fn load(text: &str) -> Result<Stackwise, JsError> {
        Session::load(text).map(|s| Stackwise { s }).map_err(err)
    }

    pub fn undo(&mut self) -> Result<(), JsError> {
        self.s.undo().map_err(err)
    }

    /// Redo the last undone action; returns its events.
    pub fn redo(&mut self) -> Result<JsValue, JsError> {
        js(&self.s.redo().map_err(err)?)
    }

    /// Go back to just after action `n` of the history (0 = the start).
    pub fn jump(&mut self, n: u32) -> Result<(), JsError> {
        self.s.jump(n as usize).map_err(err)
    }

    pub fn history(&self) -> Result<JsValue, JsError> {
        js(&self.s.history())
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
    pub fn label(&self, name: &str) -> Option<f64> {
        self.s.label(name).map(|id| id.0 as f64)
    }

    /// The built-in card pool.
    #[wasm_bindgen(js_name = cardPool)]
    pub fn card_pool() -> Result<JsValue, JsError> {
        let cards: Vec<_> = crate::cards::builtin().cards.values().map(|c| c.as_ref().clone()).collect();
        js(&cards)
    }

    /// The built-in scenarios: `[{ id, name, description }]`.
    pub fn scenarios() -> Result<JsValue, JsError> {
        js(&session::builtin_scenarios())
    }
}
