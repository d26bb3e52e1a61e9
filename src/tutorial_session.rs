//! The tutorial player (docs/tutorials.md, "The player"): a `Session` with a
//! step index. The reader is "at step i": steps before it are played, step i
//! is shown (its narration, highlight, pause and ask) and `next` plays it. The
//! positions where steps start are timeline nodes of the session, so `back`
//! and `restart` are `Session::goto`, and free play (`leave`) is just more of
//! the same timeline, left again by `return_to_step`. No rule is decided here:
//! an action is the engine's to accept or refuse.

use crate::formats::scenario;
use crate::formats::tutorial::{self, parse_highlight, Ask, Highlight, Pause, Tutorial};
use crate::rules::actions::Action;
use crate::rules::legal::LegalAction;
use crate::rules::types::PlayerId;
use crate::session::{Applied, Session};
use serde::Serialize;
use serde_json::Value;

/// One built-in tutorial of the library (`tutorials/`).
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct TutorialInfo {
    pub id: String,
    pub title: String,
    pub description: String,
}

/// The library: every built-in tutorial that parses, in file-name order.
pub fn builtin_tutorials() -> Vec<TutorialInfo> {
    crate::library::get()
        .entries(crate::library::Kind::Tutorial)
        .filter_map(|(id, src)| tutorial::parse(src).ok().map(|t| TutorialInfo { id: id.to_string(), title: t.title, description: t.description }))
        .collect()
}

/// The text of a built-in tutorial; the error lists the ids there are.
pub fn tutorial_text(id: &str) -> Result<&'static str, String> {
    crate::library::text(crate::library::Kind::Tutorial, id)
}

/// What the reader sees of the current step (`current`).
#[derive(Clone, Debug, Serialize, PartialEq)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct StepView {
    /// 0-based; equal to `count` once every step is played.
    pub index: usize,
    pub count: usize,
    /// Every step is played.
    pub done: bool,
    /// The reader is playing freely (`leave`); `return_to_step` comes back.
    pub left: bool,
    pub narration: String,
    pub highlight: Vec<HighlightView>,
    pub pause: Pause,
    pub ask: Option<AskView>,
}

/// A highlight entry, with a label resolved to the object's id now (400.7:
/// following it to its new object after a zone change).
#[derive(Clone, Debug, Serialize, PartialEq)]
#[serde(tag = "kind", rename_all = "snake_case")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub enum HighlightView {
    /// `object` is null when the labelled object no longer exists.
    Object { label: String, object: Option<u64> },
    /// The stack entry N from the top (0 = top: `snapshot().stack[index]`),
    /// with its id now (null while the stack is shorter).
    Stack { index: usize, object: Option<u64> },
    Panel { name: String },
}

/// The reader's task in an ask step: the pattern (labels resolved to ids) and the hint.
#[derive(Clone, Debug, Serialize, PartialEq)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct AskView {
    #[cfg_attr(test, ts(type = "Record<string, unknown>"))]
    pub action: Value,
    pub hint: String,
}

/// The outcome of `try_ask`.
#[derive(Clone, Debug)]
pub enum AskResult {
    /// The action matched and was applied; the step advanced.
    Accepted(Vec<Applied>),
    /// It did not match (or the engine refused it): nothing changed.
    Refused { hint: String, reason: String },
}

/// A tutorial session's place before a call (`TutorialSession::mark`).
pub struct TutorialMark {
    s: crate::session::Mark,
    index: usize,
    starts: Vec<usize>,
    left: bool,
}

pub struct TutorialSession {
    t: Tutorial,
    s: Session,
    /// The step shown (0..=count).
    index: usize,
    /// `starts[i]`: the timeline node where step i starts (`starts.len() == index + 1`).
    starts: Vec<usize>,
    /// Free play: the reader left the script (`leave`).
    left: bool,
}

impl TutorialSession {
    pub fn new(t: Tutorial) -> Result<TutorialSession, String> {
        let s = Session::from_parsed(&t.scenario)?;
        let start = s.position();
        Ok(TutorialSession { t, s, index: 0, starts: vec![start], left: false })
    }

    pub fn from_text(text: &str) -> Result<TutorialSession, String> {
        let t = tutorial::parse(text).map_err(|e| e.join("; "))?;
        Self::new(t)
    }

    pub fn builtin(id: &str) -> Result<TutorialSession, String> {
        Self::from_text(tutorial_text(id)?)
    }

    pub fn tutorial(&self) -> &Tutorial {
        &self.t
    }
    pub fn session(&self) -> &Session {
        &self.s
    }
    pub fn viewer(&self) -> Option<PlayerId> {
        self.t.viewer
    }
    pub fn step(&self) -> usize {
        self.index
    }
    pub fn count(&self) -> usize {
        self.t.steps.len()
    }
    pub fn is_left(&self) -> bool {
        self.left
    }

    fn in_script(&self, what: &str) -> Result<(), String> {
        if self.left {
            return Err(format!("{what}: the reader is playing freely; returnToStep() comes back to step {} first", self.index + 1));
        }
        Ok(())
    }

    /// The current step as the reader sees it.
    pub fn current(&self) -> StepView {
        let count = self.count();
        let Some(step) = self.t.steps.get(self.index) else {
            return StepView { index: self.index, count, done: true, left: self.left, narration: String::new(), highlight: vec![], pause: Pause::End, ask: None };
        };
        let highlight = step
            .highlight
            .iter()
            .filter_map(|h| parse_highlight(h, &self.s.labels).ok())
            .map(|h| match h {
                Highlight::Label(l) => {
                    let object = scenario::object_of_label(self.s.game(), &self.s.labels, &l).map(|o| o.0);
                    HighlightView::Object { label: l, object }
                }
                Highlight::Stack(index) => {
                    let st = &self.s.game().stack;
                    let object = st.len().checked_sub(index + 1).map(|i| st[i].id.0);
                    HighlightView::Stack { index, object }
                }
                Highlight::Panel(name) => HighlightView::Panel { name },
            })
            .collect();
        let ask = step.ask.as_ref().map(|a| AskView {
            action: scenario::resolve_labels(&a.action, &self.s.labels, self.s.game()).unwrap_or_else(|_| a.action.clone()),
            hint: a.hint.clone(),
        });
        StepView { index: self.index, count, done: false, left: self.left, narration: step.narration.clone(), highlight, pause: step.pause, ask }
    }

    /// Play the current step's `do` actions (as `viewer` sees them) and move
    /// to the next step. A step that asks the reader is refused (`try_ask`);
    /// a narration-only step plays nothing and advances. If an action is
    /// refused, the game goes back to the step's start and the error names it.
    pub fn next(&mut self, viewer: Option<PlayerId>) -> Result<Vec<Applied>, String> {
        self.in_script("next")?;
        let Some(step) = self.t.steps.get(self.index).cloned() else {
            return Err(format!("next: the tutorial is over (all {} steps are played)", self.count()));
        };
        if step.ask.is_some() {
            return Err(format!("next: step {} asks the reader for an action (tryAsk)", self.index + 1));
        }
        let mut out = Vec::new();
        let mark = self.mark();
        for (j, a) in step.actions.iter().enumerate() {
            let r = scenario::resolve_labels(a, &self.s.labels, self.s.game())
                .and_then(|v| crate::json::from_value::<Action>(v).map_err(|e| e.to_string()))
                .and_then(|a| self.s.apply(&a, viewer).map_err(|e| format!("refused: {e}")));
            match r {
                Ok(applied) => out.push(applied),
                Err(e) => {
                    // The step's earlier actions are taken back with their timeline nodes.
                    self.rollback(mark);
                    return Err(format!("do[{j}]: {e}"));
                }
            }
        }
        self.advance();
        Ok(out)
    }

    /// Where the tutorial is before a call that changes it: `rollback` puts
    /// it back exactly (the session's timeline, the step, free play), so a
    /// call that fails part way, or whose result can't be handed over, changes
    /// nothing.
    pub fn mark(&self) -> TutorialMark {
        TutorialMark { s: self.s.mark(), index: self.index, starts: self.starts.clone(), left: self.left }
    }

    /// Back to `m` (see `mark`).
    pub fn rollback(&mut self, m: TutorialMark) {
        self.s.rollback(m.s);
        self.index = m.index;
        self.starts = m.starts;
        self.left = m.left;
    }

    fn advance(&mut self) {
        self.index += 1;
        self.starts.truncate(self.index);
        self.starts.push(self.s.position());
    }

    /// The reader's action for an ask step: applied and the step advanced if
    /// it matches the pattern and the engine accepts it; otherwise the hint
    /// (and why), with nothing changed.
    pub fn try_ask(&mut self, a: &Action, viewer: Option<PlayerId>) -> Result<AskResult, String> {
        self.in_script("tryAsk")?;
        let Some(ask) = self.t.steps.get(self.index).and_then(|s| s.ask.clone()) else {
            return Err(format!("tryAsk: step {} does not ask for an action (next)", self.index + 1));
        };
        let pattern = scenario::resolve_labels(&ask.action, &self.s.labels, self.s.game())?;
        let v = crate::json::to_value(a).map_err(|e| e.to_string())?;
        if !tutorial::matches(&pattern, &v) {
            return Ok(AskResult::Refused { hint: ask.hint.clone(), reason: "that is not the action this step asks for".into() });
        }
        match self.s.apply(a, viewer) {
            Ok(applied) => {
                self.advance();
                Ok(AskResult::Accepted(vec![applied]))
            }
            Err(e) => Ok(AskResult::Refused { hint: ask.hint.clone(), reason: format!("the engine refused it: {e}") }),
        }
    }

    /// The action the checker takes for an ask: `answer` (which must match
    /// the pattern), else the first legal action of the player who must act
    /// that matches it and that the engine accepts.
    pub fn checker_answer(&self, ask: &Ask) -> Result<Action, String> {
        let g = self.s.game();
        let pattern = scenario::resolve_labels(&ask.action, &self.s.labels, g).map_err(|e| format!("ask.action: {e}"))?;
        if let Some(ans) = &ask.answer {
            let v = scenario::resolve_labels(ans, &self.s.labels, g).map_err(|e| format!("ask.answer: {e}"))?;
            let a: Action = crate::json::from_value(v.clone()).map_err(|e| format!("ask.answer: not an action: {e}"))?;
            let canon = crate::json::to_value(&a).unwrap_or(v);
            if !tutorial::matches(&pattern, &canon) {
                return Err("ask.answer: does not match ask.action".into());
            }
            return Ok(a);
        }
        let Some(p) = g.acting_player() else {
            return Err("ask.action: no player is to act here".into());
        };
        let mut cands = candidates(&self.s.legal_actions(), &pattern, p);
        // A decision (trigger order, blockers, a choice of cards...) has no
        // list of concrete answers: the computer player's answer is one legal
        // answer to try (docs/ai.md), after the pattern itself.
        if g.pending.is_some() {
            cands.extend(crate::ai::choose(g, p));
        }
        for c in cands {
            let Ok(v) = crate::json::to_value(&c) else { continue };
            if !tutorial::matches(&pattern, &v) {
                continue;
            }
            let mut trial = g.clone();
            if trial.apply(&c).is_ok() {
                return Ok(c);
            }
        }
        Err(format!("ask.action: no legal action of player {} matches {pattern} (give the exact action as ask.answer if it is a choice the checker can't guess)", p.0))
    }

    /// Back to the start of the previous step (in the script; from free play,
    /// to the start of the step the reader left).
    pub fn back(&mut self) -> Result<(), String> {
        if self.left {
            return self.return_to_step();
        }
        if self.index == 0 {
            return Err("back: this is the first step".into());
        }
        self.index -= 1;
        self.starts.truncate(self.index + 1);
        let node = self.starts[self.index];
        self.s.goto(node)
    }

    /// Back to the first step, as loaded.
    pub fn restart(&mut self) -> Result<(), String> {
        self.left = false;
        self.index = 0;
        self.starts.truncate(1);
        let node = self.starts[0];
        self.s.goto(node)
    }

    /// Go to step `n` (0..=count) from the start, playing the steps before it
    /// (an ask answered as `check` answers it). On failure nothing changes.
    pub fn goto_step(&mut self, n: usize) -> Result<(), String> {
        if n > self.count() {
            return Err(format!("there is no step {n} (the tutorial has {})", self.count()));
        }
        let saved = (self.index, self.starts.clone(), self.left, self.s.position());
        let r = (|| {
            self.restart()?;
            while self.index < n {
                let name = tutorial::step_name(self.index, &self.t.steps[self.index]);
                match self.t.steps[self.index].ask.clone() {
                    Some(ask) => {
                        let a = self.checker_answer(&ask).map_err(|e| format!("{name}: {e}"))?;
                        if let AskResult::Refused { reason, .. } = self.try_ask(&a, None)? {
                            return Err(format!("{name}: {reason}"));
                        }
                    }
                    None => {
                        self.next(None).map_err(|e| format!("{name}: {e}"))?;
                    }
                }
            }
            Ok(())
        })();
        if r.is_err() {
            (self.index, self.starts, self.left) = (saved.0, saved.1, saved.2);
            let _ = self.s.goto(saved.3);
        }
        r
    }

    /// Leave the script: `apply` plays freely on the session's timeline.
    pub fn leave(&mut self) {
        self.left = true;
    }

    /// Back to where the current step starts, the script resumed.
    pub fn return_to_step(&mut self) -> Result<(), String> {
        self.left = false;
        let node = self.starts[self.index];
        self.s.goto(node)
    }

    /// Free play: any action the engine accepts (leaving the script if the
    /// reader had not yet).
    pub fn apply(&mut self, a: &Action, viewer: Option<PlayerId>) -> Result<Applied, String> {
        let r = self.s.apply(a, viewer).map_err(|e| e.to_string())?;
        self.left = true;
        Ok(r)
    }

    pub fn snapshot(&self, viewer: Option<PlayerId>) -> crate::formats::snapshot::Snapshot {
        self.s.snapshot(viewer)
    }
    pub fn legal_actions_for(&self, viewer: Option<PlayerId>) -> Vec<LegalAction> {
        self.s.legal_actions_for(viewer)
    }
}

/// Concrete actions to try for a pattern: the pattern itself (with the acting
/// player) if it is a whole action, then each legal action made concrete (the
/// first legal target of each slot, mana paid automatically) with the
/// pattern's fields laid over it.
fn candidates(legal: &[LegalAction], pattern: &Value, p: PlayerId) -> Vec<Action> {
    let mut out: Vec<Action> = Vec::new();
    let over = |mut base: serde_json::Map<String, Value>| -> Option<Action> {
        if let Value::Object(pm) = pattern {
            for (k, v) in pm {
                base.insert(k.clone(), v.clone());
            }
        }
        crate::json::from_value(Value::Object(base)).ok()
    };
    let mut whole = serde_json::Map::new();
    whole.insert("player".into(), Value::from(p.0));
    out.extend(over(whole));
    for la in legal {
        let mut bases: Vec<Value> = Vec::new();
        match la {
            LegalAction::Pass { player } => bases.push(serde_json::json!({"action": "pass_priority", "player": player.0})),
            LegalAction::PlayLand { player, card, .. } => bases.push(serde_json::json!({"action": "play_land", "player": player.0, "card": card.0})),
            LegalAction::Suspend { player, card, .. } => bases.push(serde_json::json!({"action": "suspend", "player": player.0, "card": card.0, "auto_pay": true})),
            LegalAction::TurnFaceUp { player, permanent, sacrifice, discard, exile, return_to_hand, tap, .. } => {
                let first = |c: &Option<crate::rules::legal::SacrificeChoice>| c.as_ref().map(|s| s.candidates.iter().take(s.count as usize).map(|id| Value::from(id.0)).collect::<Vec<_>>()).unwrap_or_default();
                bases.push(serde_json::json!({"action": "turn_face_up", "player": player.0, "permanent": permanent.0, "auto_pay": true, "sacrifice": first(sacrifice), "discard": first(discard), "exile": first(exile), "return_to_hand": first(return_to_hand), "tap": first(tap)}))
            }
            LegalAction::Cast { player, card, options, has_x, .. } => {
                for o in options {
                    let targets: Vec<Value> = o.targets.iter().take(o.min_targets).filter_map(|slot| slot.first()).filter_map(|t| crate::json::to_value(t).ok()).collect();
                    let mut b = serde_json::json!({"action": "cast_spell", "player": player.0, "card": card.0, "targets": targets, "auto_pay": true});
                    if let Some(m) = o.mode {
                        b["mode"] = Value::from(m);
                    }
                    if *has_x {
                        b["x"] = Value::from(0);
                    }
                    if let Some(alt) = &o.alternative_cost {
                        b["alternative_cost"] = crate::json::to_value(alt).unwrap_or(Value::Null);
                    }
                    if o.kicked {
                        b["kicked"] = Value::from(true);
                    }
                    if o.buyback {
                        b["buyback"] = Value::from(true);
                    }
                    if let Some(s) = &o.sacrifice {
                        b["sacrifice"] = s.candidates.iter().take(s.count as usize).map(|id| Value::from(id.0)).collect();
                    }
                    bases.push(b);
                }
            }
            LegalAction::Activate { player, source, ability, targets, min_targets, has_x, sacrifice, choose_mana, .. } => {
                let ts: Vec<Value> = targets.iter().take(*min_targets).filter_map(|slot| slot.first()).filter_map(|t| crate::json::to_value(t).ok()).collect();
                let mut b = serde_json::json!({"action": "activate_ability", "player": player.0, "source": source.0, "ability": ability, "targets": ts, "auto_pay": true});
                if *has_x {
                    b["x"] = Value::from(0);
                }
                if let Some(s) = sacrifice {
                    b["sacrifice"] = s.candidates.iter().take(s.count as usize).map(|id| Value::from(id.0)).collect();
                }
                // 106.3: a mana ability's colour, the first offered unless the pattern names one.
                if let Some(c) = choose_mana {
                    b["adds"] = crate::json::to_value(c.all_of(0)).unwrap_or(Value::Null);
                }
                bases.push(b);
            }
            LegalAction::Decide { .. } => {}
        }
        for b in bases {
            if let Value::Object(m) = b {
                // Only bases of the action the pattern names.
                if pattern.get("action").is_some_and(|a| m.get("action") != Some(a)) {
                    continue;
                }
                out.extend(over(m));
            }
        }
    }
    out
}
