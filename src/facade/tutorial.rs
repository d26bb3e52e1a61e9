//! The facade's tutorial player (docs/tutorials.md, "The facade"): class
//! `Tutorial`, a thin wrapper of `crate::tutorial_session::TutorialSession`.
//! Arguments are read with the checking helpers of the parent module; every
//! export throws an `Error` naming the problem and changes nothing then (a
//! result that can't be handed to JavaScript puts the tutorial back too).

use super::{action_arg, arg_err, count_arg, err, js, text_arg, viewer_arg, MAX_NAME, MAX_TEXT};
use crate::rules::types::PlayerId;
use crate::tutorial_session::{self, AskResult, TutorialMark, TutorialSession};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// A tutorial being read: the scenario's game, the step shown, free play.
#[wasm_bindgen(js_name = Tutorial)]
pub struct TutorialPlayer {
    t: TutorialSession,
}

#[derive(Serialize)]
struct Info<'a> {
    title: &'a str,
    description: &'a str,
    /// Whose view the reader sees (null: all-seeing).
    viewer: Option<u8>,
    count: usize,
}

#[derive(Serialize)]
struct AskOk<'a> {
    ok: bool,
    events: &'a [crate::rules::events::Event],
    deltas: &'a [crate::formats::playback::Delta],
}

#[derive(Serialize)]
struct AskNo<'a> {
    ok: bool,
    hint: &'a str,
    reason: &'a str,
}

pub(super) fn from_text(f: &str, text: &JsValue) -> Result<TutorialPlayer, JsError> {
    let text = text_arg(f, "text", text, MAX_TEXT)?;
    TutorialSession::from_text(&text).map(|t| TutorialPlayer { t }).map_err(|e| err(format!("{f}: {e}")))
}

pub(super) fn from_builtin(f: &str, id: &JsValue) -> Result<TutorialPlayer, JsError> {
    let id = text_arg(f, "id", id, MAX_NAME)?;
    TutorialSession::builtin(&id).map(|t| TutorialPlayer { t }).map_err(|e| err(format!("{f}: {e}")))
}

pub(super) fn library() -> Result<JsValue, JsError> {
    static LIST: std::sync::OnceLock<Vec<tutorial_session::TutorialInfo>> = std::sync::OnceLock::new();
    super::listed(&LIST, tutorial_session::builtin_tutorials)
}

#[wasm_bindgen(js_class = Tutorial)]
impl TutorialPlayer {
    /// A tutorial from its JSON text (docs/tutorials.md); throws naming every
    /// problem with its field (`steps[3].ask.action: ...`).
    #[wasm_bindgen(js_name = fromTutorial)]
    pub fn from_tutorial(text: JsValue) -> Result<TutorialPlayer, JsError> {
        from_text("fromTutorial", &text)
    }

    /// A tutorial of the library (an id of `tutorials()`).
    #[wasm_bindgen(js_name = fromBuiltinTutorial)]
    pub fn from_builtin_tutorial(id: JsValue) -> Result<TutorialPlayer, JsError> {
        from_builtin("fromBuiltinTutorial", &id)
    }

    /// The library: `[{ id, title, description }]`.
    pub fn tutorials() -> Result<JsValue, JsError> {
        library()
    }

    /// `{ title, description, viewer, count }`.
    pub fn info(&self) -> Result<JsValue, JsError> {
        let t = self.t.tutorial();
        js(&Info { title: &t.title, description: &t.description, viewer: t.viewer.map(|p| p.0), count: t.steps.len() })
    }

    /// The index of the step shown (0-based; `count()` once all are played).
    pub fn step(&self) -> usize {
        self.t.step()
    }

    pub fn count(&self) -> usize {
        self.t.count()
    }

    /// `{ index, count, done, left, narration, highlight, pause, ask }`
    /// (highlight labels resolved to object ids; ask `{ action, hint }` or null).
    pub fn current(&self) -> Result<JsValue, JsError> {
        js(&self.t.current())
    }

    /// Play the current step's actions as the tutorial's viewer sees them:
    /// `[{ events, deltas }]`, one per action (as `Stackwise.apply`). Throws
    /// on an ask step (`tryAsk`), at the end, or in free play.
    pub fn next(&mut self) -> Result<JsValue, JsError> {
        let v = self.t.viewer();
        let mark = self.t.mark();
        let out = self.t.next(v).map_err(err)?;
        self.delivered(mark, js(&out))
    }

    /// All or nothing: a call's result, or, when it can't be given to
    /// JavaScript, the error with the tutorial put back as it was.
    fn delivered(&mut self, mark: TutorialMark, out: Result<JsValue, JsError>) -> Result<JsValue, JsError> {
        if out.is_err() {
            self.t.rollback(mark);
        }
        out
    }

    /// Back to the start of the previous step.
    pub fn back(&mut self) -> Result<(), JsError> {
        self.t.back().map_err(err)
    }

    /// Back to the first step.
    pub fn restart(&mut self) -> Result<(), JsError> {
        self.t.restart().map_err(err)
    }

    /// The reader's action on an ask step: `{ ok: true, events, deltas }`
    /// (applied, the step advanced) or `{ ok: false, hint, reason }` (nothing changed).
    #[wasm_bindgen(js_name = tryAsk)]
    pub fn try_ask(&mut self, action: JsValue) -> Result<JsValue, JsError> {
        let a = action_arg("tryAsk", "action", &action)?;
        let v = self.t.viewer();
        let mark = self.t.mark();
        match self.t.try_ask(&a, v).map_err(err)? {
            AskResult::Accepted(applied) => {
                let one = applied.first();
                let out = js(&AskOk { ok: true, events: one.map(|x| x.events.as_slice()).unwrap_or(&[]), deltas: one.map(|x| x.deltas.as_slice()).unwrap_or(&[]) });
                self.delivered(mark, out)
            }
            AskResult::Refused { hint, reason } => js(&AskNo { ok: false, hint: &hint, reason: &reason }),
        }
    }

    /// Leave the script: `apply` plays freely.
    pub fn leave(&mut self) {
        self.t.leave();
    }

    /// Back to the start of the step the reader left.
    #[wasm_bindgen(js_name = returnToStep)]
    pub fn return_to_step(&mut self) -> Result<(), JsError> {
        self.t.return_to_step().map_err(err)
    }

    fn viewer(&self, f: &str, v: &JsValue) -> Result<Option<PlayerId>, JsError> {
        viewer_arg(f, "viewer", v, self.t.session().game().players.len())
    }

    /// The board as `viewer` sees it (as `Stackwise.snapshot`).
    pub fn snapshot(&self, viewer: JsValue) -> Result<JsValue, JsError> {
        js(&self.t.snapshot(self.viewer("snapshot", &viewer)?))
    }

    /// The legal actions as `viewer` sees them (as `Stackwise.legalActions`).
    #[wasm_bindgen(js_name = legalActions)]
    pub fn legal_actions(&self, viewer: JsValue) -> Result<JsValue, JsError> {
        js(&self.t.legal_actions_for(self.viewer("legalActions", &viewer)?))
    }

    /// The pending decision as `viewer` sees it, or null.
    pub fn pending(&self, viewer: JsValue) -> Result<JsValue, JsError> {
        let v = self.viewer("pending", &viewer)?;
        let g = self.t.session().game();
        js(&g.pending.as_ref().map(|d| crate::formats::visibility::decision_for(g, d, v)))
    }

    /// Free play (leaves the script): `{ events, deltas }` as `Stackwise.apply`.
    pub fn apply(&mut self, action: JsValue, viewer: JsValue) -> Result<JsValue, JsError> {
        let v = self.viewer("apply", &viewer)?;
        let a = action_arg("apply", "action", &action)?;
        let mark = self.t.mark();
        let out = self.t.apply(&a, v).map_err(err)?;
        self.delivered(mark, js(&out))
    }

    /// The current id of a scenario label, or undefined.
    pub fn label(&self, name: JsValue) -> Result<Option<f64>, JsError> {
        let name = text_arg("label", "name", &name, MAX_NAME)?;
        Ok(self.t.session().label(&name).map(|o| o.0 as f64))
    }

    /// Go to step `n` (0-based, at most `count()`), replaying the steps before
    /// it (an ask step is answered as the checker answers it). Throws, leaving
    /// the step where it was, if a step can't be played.
    pub fn goto(&mut self, n: JsValue) -> Result<(), JsError> {
        let n = count_arg("goto", "n", &n, self.t.count() as u64)? as usize;
        self.t.goto_step(n).map_err(|e| arg_err("goto", "n", e))
    }
}
