//# allFunctionsCalledOnLoad
// The playground for people using the keyboard or a screen reader: what the
// live region says (the events that matter, not every priority pass), the
// skip links that reach the hand and "Your move" in a few Tab presses, and
// the focus kept off the page's body when the element holding it goes away.
// The page decides no rule here: the words are the engine's event texts.
import { h } from "./dom.js";

/**
 * The events read aloud as they are played (by their kind): a spell or an
 * ability put on the stack (601, 602, 603.3), what resolves, is countered,
 * destroyed or sacrificed, damage and life (120, 119), attacks and blocks
 * (508, 509), a player losing and the game's end (104), whose turn and which
 * step (500), a decision asked for (a shortcut proposed to a player is one),
 * and shortcuts taken (716). Not announced:
 * priority given and passed (117), mana, taps, notes and the checks that did
 * nothing, of which an action makes dozens.
 */
const SAID = new Set([
  "turn_began", "step_began", "land_played", "spell_cast", "ability_activated", "ability_triggered", "resolve_started", "countered",
  "damage_dealt", "damage_prevented", "life_changed", "poison_changed", "destroyed", "sacrificed", "discarded", "drew",
  "attackers_declared", "blockers_declared", "control_changed", "token_created", "player_lost", "team_lost", "game_over",
  "decision_requested", "shortcut_taken", "shortcut_repeated", "goal",
]);

/** At most this many events are read per announcement; the others are counted. */
const MAX_SAID = 8;
/** At most this many announcements are kept in the region (the older ones are removed, which is not read). */
const KEPT = 4;

let A = null;
/** The lines of the announcement being gathered, and how many events were left out of it. */
let lines = [], more = 0, queued = false;
/** The element that had the focus last, and whether a check for a lost focus is queued. */
let focused = null, checkQueued = false;

/**
 * Set up the live region, the skip links and the focus guard.
 * @param {object} api
 * @param {(id: string) => any} api.$
 * @param {(p: number) => boolean} api.mine whether a decision of seat `p` is the person's to hear
 * @param {() => HTMLElement | null} api.hand the hand the skip link goes to (the person's)
 * @param {() => boolean} api.loaded a game is loaded
 * @param {() => void} api.refocus put the focus where it goes after an action ("Your move")
 */
export function setupAccess(api) {
  A = api;
  A.$("skip-hand")?.addEventListener("click", (e) => {
    e.preventDefault();
    const hand = A.hand();
    const card = /** @type {HTMLElement | null} */ (hand?.querySelector("button, [tabindex]"));
    if (card) return card.focus();
    if (hand) {
      hand.tabIndex = -1;
      hand.focus();
    }
  });
  A.$("skip-moves")?.addEventListener("click", (e) => {
    e.preventDefault();
    A.refocus();
  });
  document.addEventListener("focusin", (e) => (focused = e.target), true);
  document.addEventListener("focusout", lostFocus, true);
}

/**
 * When the focused element leaves the page (a card cast or destroyed, a panel
 * redrawn, a dialog's content removed) the browser puts the focus on the
 * body, where Tab starts again from the top of the page: the focus goes to
 * "Your move" instead. A focus the person moved (a click on the page's
 * background) is left where they put it; an open dialog keeps its own.
 */
function lostFocus(e) {
  if (e.relatedTarget || checkQueued) return;
  checkQueued = true;
  const was = e.target;
  setTimeout(() => {
    checkQueued = false;
    const now = document.activeElement;
    if (now && now !== document.body) return;
    if (!A.loaded() || document.querySelector("dialog[open]")) return;
    if (was instanceof Element && was.isConnected && focused === was) return; // blurred by the person, not removed
    A.refocus();
  }, 0);
}

/**
 * One event played: noted for the live region if it is among those read
 * aloud (a decision only when it is the person's: their seat, in the view).
 * The events of one action are read as one announcement, after the last.
 */
export function announceEvent(e) {
  if (!A || !SAID.has(e.event)) return;
  if (e.event === "ability_activated" && (e.stack_id === null || e.stack_id === undefined)) return; // a mana ability (605.3a): not on the stack
  if (e.event === "decision_requested" && !A.mine(e.player)) return;
  if (e.event === "step_began" || e.event === "turn_began") {
    // Only the latest step (a turn passed in one action goes through them all).
    lines = lines.filter((l) => l.event !== "step_began" && (e.event !== "turn_began" || l.event !== "turn_began"));
  }
  if (lines.length >= MAX_SAID) more++;
  else lines.push({ event: e.event, text: e.text });
  if (!queued) {
    queued = true;
    setTimeout(flushAnnouncement, 0);
  }
}

/** Write the gathered lines into the live region as one announcement. */
function flushAnnouncement() {
  queued = false;
  const region = A?.$("announce");
  if (!region || (!lines.length && !more)) return;
  const sentence = (t) => `${t.charAt(0).toUpperCase()}${t.slice(1)}`.replace(/[.]?$/, ".");
  const text = `${lines.map((l) => sentence(l.text)).join(" ")}${more ? ` And ${more} more event${more === 1 ? "" : "s"} (see the event log).` : ""}`;
  lines = [];
  more = 0;
  region.append(h("p", {}, text));
  while (region.childElementCount > KEPT) region.firstElementChild.remove();
}
