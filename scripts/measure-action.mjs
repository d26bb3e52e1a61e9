// Measures one action in the page on a 500-permanent board (the built-in
// scenario big-board-500) in headless Chromium, at playback speed 0: from the
// click (the input event's timestamp) to the board drawn (the animation frame
// after the update, then a task after it, once that frame is painted). Two
// actions: (a) casting Lightning Bolt (the click on its target) and (b) the
// pass that resolves it (Bob's pass). Prints the median of each over several
// fresh loads, with the part spent in the wasm `apply` and in the page's update.
// "Painted" is the frame with the board: the battlefield with its marks, the
// hands, the turn, the stack and the waiting triggers. The rest of the page
// (the actions panel, the log, the timeline, the checks, the shortcuts panel)
// is drawn in a task right after that frame and painted in the next one: "all
// painted" is that second frame painted (www/app.js `send`, `afterBoard`).
// Each run ends with a probe: a click, made the same way, on a button the
// script adds that only changes its own text: what any click costs here from
// the click to its frame painted (the frame waits for the display's next
// refresh, one every 16.7 ms, and this way of clicking releases the button
// just after a frame).
// Every figure is given for two kinds of click, on alternate fresh loads: the
// button released just after a frame (the worst moment: the next frame is
// 14–16 ms away, whatever the page does) and released at moments spread evenly
// over a frame (a person's click falls anywhere between two frames), with how
// many of the clicks had their board in the first frame after the click.
// Each load waits for the engine's warm-up (www/warmup.js, in the idle time after
// the first board), and each click is made as a person makes it (measure-page.mjs:
// the card in view, hovered, pressed, released, frames apart).
// Usage: npm run measure:action   (RUNS=N to change the number of runs; builds pkg/ if missing)
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { openBrowser, timed } from "./measure-page.mjs";

if (!existsSync("pkg/stackwise_bg.wasm")) spawnSync("node", ["scripts/build.mjs"], { stdio: "inherit" });
const runs = Number(process.env.RUNS ?? 11);
const scenario = process.env.SCENARIO ?? "big-board-500";
const { base, ctx, close } = await openBrowser({ viewport: { width: 1280, height: 800 } });

/** The probe: a button that only changes its own text, timed from its click to its frame painted as the page times an action. */
async function probe(page, phase) {
  await page.evaluate(() => {
    const b = document.createElement("button");
    b.id = "measure-probe";
    b.textContent = "probe";
    b.style.cssText = "position: fixed; left: 8px; bottom: 8px; z-index: 99";
    b.addEventListener("click", (e) => {
      const m = { input: e.timeStamp };
      b.textContent = `probe ${performance.now().toFixed(0)}`;
      requestAnimationFrame(() => {
        m.frame = performance.now() - m.input;
        const ch = new MessageChannel();
        ch.port1.onmessage = () => {
          m.painted = performance.now() - m.input;
          window.__stackwiseLastAction = m;
          document.body.dataset.painted = String((Number(document.body.dataset.painted) || 0) + 1);
        };
        ch.port2.postMessage(0);
      });
    });
    document.body.append(b);
  });
  return timed(page, "#measure-probe", 30000, phase);
}
/** One fresh load: the three clicks and the probe, each released `phase` ms after a frame. */
async function oneLoad(phase, run, results) {
  const page = await ctx.newPage();
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${base}/?scenario=${scenario}`);
  await page.waitForSelector("body[data-ready]", { timeout: 60000 });
  // The engine's warm-up on a copy of the game (www/warmup.js), done in the idle time after the
  // load, before a person could click: it is over before the clicks measured here.
  await page.waitForSelector("body[data-warm]", { state: "attached", timeout: 60000 });
  await page.$eval("#speed", (el) => { el.value = "0"; });
  permanents = await page.evaluate(() => window.__stackwise.model().battlefield.reduce((n, e) => n + e.count, 0));
  const bears = await page.evaluate(() => window.__stackwise.engine().label("bears"));
  await page.click('.in-hand[data-name="Lightning Bolt"]');
  await page.waitForSelector("#prompt");
  results.cast.push(await timed(page, `.permanent[data-id="${bears}"]`, 30000, phase));
  results.pass1.push(await timed(page, "#pass-btn", 30000, phase));
  results.resolve.push(await timed(page, "#pass-btn", 30000, phase));
  // The page's model after the actions must be the engine's snapshot.
  const same = await page.evaluate(() => JSON.stringify(window.__stackwise.model()) === JSON.stringify(window.__stackwise.engine().snapshot()));
  if (!same) errors.push(`run ${run + 1}: the page's board differs from snapshot() after the actions`);
  const gone = await page.locator(`.permanent[data-id="${bears}"]`).count();
  if (gone) errors.push(`run ${run + 1}: the bolted Grizzly Bears is still shown`);
  results.probe.push(await probe(page, phase));
  await page.close();
}

let permanents = 0, errors = [];
// Two kinds of click, alternated load by load: released just after a frame (the worst
// moment: the next frame is 14–16 ms away), and released at moments spread evenly over a
// frame's 16.7 ms (as a person's click falls).
const FRAME = 1000 / 60;
const worst = { cast: [], pass1: [], resolve: [], probe: [] };
const spread = { cast: [], pass1: [], resolve: [], probe: [] };
for (let i = 0; i < runs; i++) {
  await oneLoad(0, i, worst);
  await oneLoad(((i + 0.5) / runs) * FRAME, i, spread);
}
await close();

const median = (a) => { const s = [...a].sort((x, y) => x - y); return s[Math.floor(s.length / 2)]; };
const row = (name, ms) => {
  const f = (k) => median(ms.map((m) => m[k])).toFixed(1);
  return `${name.padEnd(34)} ${f("painted").padStart(6)} ms painted, ${f("drawn").padStart(5)} ms updated  (input to send ${f("toSend")}, apply ${f("apply")}, page update ${f("update")}: model ${f("model")}, draw ${f("draw")}, marks ${f("actions")}; next frame at ${f("frame")}; ${ms[0].events} events)
${"".padEnd(34)} ${f("allPainted").padStart(6)} ms all painted  (the rest drawn in ${f("rest")} ms after the board's frame: actions panel ${f("panel")}, timeline and log ${f("timeline")})`;
};
/** How many clicks had their board in the first frame after the click (that frame began less than a frame after it). */
const first = (ms) => `${ms.filter((m) => m.frame <= FRAME + 1).length} of ${ms.length} in the first frame after the click`;
const report = (title, r) => {
  console.log(title);
  console.log(row("(a) cast Lightning Bolt", r.cast) + `\n${"".padEnd(34)} ${first(r.cast)}`);
  console.log(row("    Alice passes", r.pass1) + `\n${"".padEnd(34)} ${first(r.pass1)}`);
  console.log(row("(b) Bob passes: the Bolt resolves", r.resolve) + `\n${"".padEnd(34)} ${first(r.resolve)}`);
  const p = (k) => median(r.probe.map((m) => m[k])).toFixed(1);
  console.log(`${"probe: a click that changes one text".padEnd(34)} ${p("painted").padStart(6)} ms painted  (next frame at ${p("frame")}; the least any click released this way can show on this page)`);
};
console.log(`${scenario}: ${permanents} permanents, playback speed 0, median over ${runs} fresh loads of each kind, click to board painted:`);
report("released at moments spread evenly over a frame (as a person clicks):", spread);
report("released just after a frame (the worst moment: the next frame is 14-16 ms away):", worst);
if (errors.length) {
  console.error(`measure-action: ${errors.length} problem(s):\n${[...new Set(errors)].join("\n")}`);
  process.exit(1);
}
