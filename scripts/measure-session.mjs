// Measures the page over a long session: the sample game
// played to its end at playback speed 0 (every player passes, declares no
// attackers or blockers and discards the first cards asked for), one action at
// a time through the page's own `send`; prints the time of the first and last
// 20 actions (from the call to the page updated: engine, board, log, timeline,
// focus), then one undo, one redo and a click on a timeline entry.
// Usage: node scripts/measure-session.mjs [max actions, default 1500]
import { openBrowser } from "./measure-page.mjs";

const max = Number(process.argv[2] ?? 1500);
const { base, ctx, close } = await openBrowser({ viewport: { width: 1280, height: 800 } });
const page = await ctx.newPage();
await page.goto(base + "/");
await page.waitForSelector("body[data-ready]");
await page.$eval("#speed", (el) => { el.value = "0"; });
const r = await page.evaluate(async (max) => {
  const sw = window.__stackwise;
  const times = [];
  for (let i = 0; i < max; i++) {
    const snap = sw.engine().snapshot();
    if (snap.winners) break;
    const d = snap.pending;
    let a;
    if (d) {
      if (d.decision === "declare_attackers") a = { action: "declare_attackers", player: d.player, attackers: [] };
      else if (d.decision === "declare_blockers") a = { action: "declare_blockers", player: d.player, blockers: [] };
      else if (d.decision === "choose_cards") a = { action: "choose_cards", player: d.player, cards: d.from.slice(0, d.min) };
      else break;
    } else if (snap.priority !== null && snap.priority !== undefined) a = { action: "pass_priority", player: snap.priority };
    else break;
    const t0 = performance.now();
    if (!(await sw.send(a))) break;
    times.push(performance.now() - t0);
  }
  const avg = (xs) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const clock = (f) => { const t = performance.now(); f(); return performance.now() - t; };
  const undo = clock(() => document.querySelector("#undo").click());
  const redo = clock(() => document.querySelector("#redo").click());
  const entry = document.querySelector("#timeline .tl-entry");
  const jump = clock(() => entry.click());
  return { actions: times.length, first20: avg(times.slice(0, 20)), last20: avg(times.slice(-20)), undo, redo, jump, logLines: document.querySelectorAll("#log li").length, timelineEntries: document.querySelectorAll("#timeline .tl-entry").length };
}, max);
const ms = (x) => `${x.toFixed(1)} ms`;
console.log(`sample game, ${r.actions} actions, playback speed 0, headless Chromium:`);
console.log(`  an action (call to page updated): first 20 ${ms(r.first20)}, last 20 ${ms(r.last20)}`);
console.log(`  then undo ${ms(r.undo)}, redo ${ms(r.redo)}, a timeline click (jump back ${80} entries) ${ms(r.jump)}`);
console.log(`  drawn: ${r.logLines} log lines, ${r.timelineEntries} timeline entries (windows around the current position)`);
await close();
