// Warming the engine while the page is idle after a load.
//
// The browser compiles the engine's wasm functions lazily, on their first
// call: the first cast after a load paid for compiling every function a cast
// goes through (measured: 7 ms of its `apply` on the 500-permanent
// board, against under 1 ms for the same call once compiled). So, once per
// page, when the browser is idle after the first board is drawn, the page
// plays the usual steps of a turn on a throwaway copy of the game: a copy made
// from `exportPosition()` (the whole position, hidden cards and the random
// generator included), never the game itself. Before that, a sample of the
// text the first action shows is laid out out of view (its fonts loaded). The game, its log, its undo
// history and its random state are untouched (tests/browser/warmup.test.mjs).
// Each step is one idle callback, so a click that comes meanwhile waits for
// one step at most; any error (a position that can't be copied, an action
// refused) just ends the warm-up. The same steps are then played three more times
// from the copy's start (its timeline's `jump(0)`): the browser compiles a
// wasm function first with a quick compiler and recompiles only those that
// have run often with the optimizing one, and one round was not enough for
// the functions of a cast and its resolution (measured in this session on the
// 500-permanent board: the main-thread time of the first cast's click, 5.3 -> 4.5 ms). The
// page's own model code (www/model.js) is run too, on the copy's snapshot
// patched with each action's deltas, as the page patches its board (its
// functions compiled and run before the first click rather than at it).
// Last, the computer plays both seats of a sample game (the engine's sample
// decks, a fixed seed) for up to `SAMPLE_ACTIONS` actions: the copy's own
// cast and passes reach only what this board's first legal choices reach
// (a Bolt's first legal target may be a player), and the paths of the
// commonest events beyond them (a creature dealt lethal damage and put into
// a graveyard by a state-based action, combat, a draw, a trigger) were
// still compiled at their first use in the game (on the 500-permanent board,
// the pass that resolves the first Bolt at a creature: about 1.1 ms in
// `apply` against 0.1–0.2 ms the second time).
// `document.body.dataset.warm` says "done"
// when it has finished (the measurement scripts wait for it), and
// `dataset.warmPlayed` lists the kinds of action the copy took.

import { Stackwise } from "../pkg/stackwise.js";
import { applyDelta, Index } from "./model.js";

/** How many more times the copy plays the warm-up's actions from its start (see above). */
const REPLAYS = 3;
/** How many actions of the sample game the computer plays (see above). */
const SAMPLE_ACTIONS = 150;

let started = false;

/** The steps of the warm-up, each small enough for one idle callback; `played` gets the kinds of the actions the copy took. */
function* steps(engine, viewer, played) {
  // The position's text, then the copy made from it: two steps (on the 500-permanent board each is the longest of the warm-up).
  const text = engine.exportPosition();
  yield;
  const copy = Stackwise.fromScenario(text);
  try {
    yield;
    // The page's side of an action (www/model.js): the copy's own board, patched with the
    // deltas of each action the copy takes, as the page patches its board.
    const snap = copy.snapshot(viewer);
    const done = [];
    const play = (action) => {
      const res = copy.apply(action, viewer);
      done.push(action);
      for (const d of res.deltas) applyDelta(snap, d);
      const idx = new Index(snap);
      for (const e of snap.battlefield) idx.entryOf(e.id);
      for (const s of snap.stack) idx.name(s.id);
    };
    yield;
    // A cast (with the first legal choice for each required target) or, with
    // none, an activated ability or a land: the paths of `apply`, auto-payment
    // and the per-event deltas.
    const legal = copy.legalActions(viewer);
    yield;
    const tries = [];
    for (const a of legal) {
      if (a.kind === "cast") {
        for (const o of a.options) {
          const action = { action: "cast_spell", player: a.player, card: a.card, targets: o.targets.slice(0, o.min_targets).map((slot) => slot[0]), auto_pay: true };
          if (o.mode !== null && o.mode !== undefined) action.mode = o.mode;
          if (o.alternative_cost) action.alternative_cost = o.alternative_cost;
          if (o.kicked) action.kicked = true;
          if (o.buyback) action.buyback = true;
          if (o.phyrexian_life) action.phyrexian_life = o.phyrexian_life;
          if (o.splice?.length) action.splice = o.splice;
          if (o.sacrifice) action.sacrifice = o.sacrifice.candidates.slice(0, o.sacrifice.count);
          if (o.discard) action.discard = o.discard.candidates.slice(0, o.discard.count);
          if (o.exile) action.exile = o.exile.candidates.slice(0, o.exile.count);
          if (o.divide && o.min_targets === 1) action.division = [o.divide];
          if (a.has_x) action.x = 0;
          tries.push(action);
        }
      } else if (a.kind === "activate" && !a.sacrifice && !a.discard && !a.exile) {
        tries.push({ action: "activate_ability", player: a.player, source: a.source, ability: a.ability, targets: a.targets.slice(0, a.min_targets).map((slot) => slot[0]), auto_pay: true, ...(a.has_x ? { x: 0 } : {}), ...(a.phyrexian_life ? { phyrexian_life: a.phyrexian_life } : {}) });
      } else if (a.kind === "play_land") {
        tries.push({ action: "play_land", player: a.player, card: a.card });
      }
    }
    for (const action of tries.slice(0, 3)) {
      try {
        play(action);
        played.push(action.action);
        break;
      } catch {
        // refused: the next one
      }
      yield;
    }
    yield;
    // Passes until what was put on the stack resolves (with its
    // state-based actions): the resolving pass's paths.
    for (let i = 0; i < 4; i++) {
      const pass = copy.legalActions(viewer).find((a) => a.kind === "pass");
      if (!pass) break;
      yield;
      play({ action: "pass_priority", player: pass.player });
      played.push("pass_priority");
      yield;
    }
    copy.legalActions(viewer);
    for (let round = 0; round < REPLAYS && done.length; round++) {
      yield;
      copy.jump(0);
      for (const action of done) {
        yield;
        copy.apply(action, viewer);
        copy.legalActions(viewer);
      }
    }
  } finally {
    copy.free();
  }
  yield* sampleGame();
}

/** The sample game played by the computer for both seats (see above), an action per step. */
function* sampleGame() {
  yield;
  const game = Stackwise.sampleGame(1);
  try {
    for (let i = 0; i < SAMPLE_ACTIONS; i++) {
      // A few actions per step: each takes well under a millisecond once compiled.
      if (i % 5 === 0) yield;
      const action = game.aiAction(0) ?? game.aiAction(1);
      if (!action) break;
      game.apply(action, undefined);
    }
  } finally {
    game.free();
  }
}

/**
 * The browser's side of the same: the first action shows kinds of text the
 * loaded page had none of (the log's and the checks' rule chips, in a bold
 * monospace face; a stack entry), and laying them out the first time loads
 * and matches their fonts, which cost the first cast about as much as all its
 * other style and layout. A sample of each is laid out once, out of view and
 * invisible (visibility: hidden, removed in the same task: never painted,
 * hidden from assistive technology), while the page is idle.
 */
function layOutSamples() {
  const el = (tag, cls, ...children) => {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    e.append(...children);
    return e;
  };
  const chip = () => el("button", "rule", "601.2a");
  const box = el("div", "panel",
    el("ol", "log", el("li", "live", chip(), " Alice casts Lightning Bolt — 3 damage → Grizzly Bears ×2 · ♥ 20")),
    el("ol", "stack", el("li", "stack-item spell", el("strong", "", "Lightning Bolt"), " · Alice", el("div", "text", "Lightning Bolt deals 3 damage to any target."), el("div", "targets", "targets: Grizzly Bears"))),
    el("ol", "sba", el("li", "", el("div", "", chip(), " 704.3 check"), el("ul", "", el("li", "", chip(), " destroyed")))));
  box.setAttribute("aria-hidden", "true");
  box.style.cssText = "position: absolute; left: -10000px; top: 0; width: 300px; visibility: hidden; pointer-events: none;";
  document.body.append(box);
  void box.offsetWidth; // the layout (and the fonts it needs), now
  box.remove();
}

/**
 * Warm the engine once per page: `engine()` gives the game now loaded (read
 * when the warm-up starts), `viewer()` the view the page shows.
 */
export function warmUpWhenIdle(engine, viewer) {
  if (started) return;
  started = true;
  /** @type {(f: () => void) => void} */
  const idle = window.requestIdleCallback ? (f) => window.requestIdleCallback(f) : (f) => setTimeout(f, 50);
  let it = null;
  const played = [];
  const step = () => {
    try {
      if (!it) {
        layOutSamples();
        it = steps(engine(), viewer() ?? undefined, played);
        return idle(step);
      }
      if (!it.next().done) return idle(step);
    } catch {
      // the copy could not be made or played: nothing more to warm
    }
    document.body.dataset.warm = "done";
    document.body.dataset.warmPlayed = played.join(" ");
  };
  idle(step);
}
