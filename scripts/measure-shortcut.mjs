// Measures the seed's 716.2a example, "I'll make a million tokens", in the
// page in headless Chromium, at playback speed 0: the built-in scenario
// r716-2a-presence-of-gond-intruder-alarm (Presence of Gond on Alice's Grizzly
// Bears, Bob's Intruder Alarm), then
//   (a) Alice proposes {"repeat": {"times": N, "steps": [activate, pass, pass,
//       pass, pass]}} (the engine plays it on a copy to predict the result and
//       asks Bob, 716.2b), and
//   (b) Bob accepts: the game takes the N iterations (716.2c) and the page
//       draws the board of N tokens.
// Each is timed from the click (the input event's timestamp) to the board
// painted (the animation frame after the page's update, then a task after
// it), by the page's own measurement (window.__stackwiseLastAction, as
// scripts/measure-action.mjs reads it; "all painted": the next frame, with
// the actions panel, the log and the timeline drawn after the board). The click is on the page's own
// control when it has one ("Accept" of the 716.2b prompt, #accept-shortcut);
// otherwise on a button this script adds to the page whose handler calls the
// page's `send` (window.__stackwise.send, what every control of the page
// calls): the same path from the click on (the wasm `apply`, the deltas
// patched into the model, the board drawn, the actions panel), only the
// button is the script's. Also reported: the snapshot of the final board
// (engine().snapshot(), JSON bytes), checked equal to the page's model, and,
// outside the page, the same two actions through the wasm facade in Node with
// the wasm memory at the end (memory.buffer.byteLength: the peak, since wasm
// memory never shrinks).
// Usage: node scripts/measure-shortcut.mjs [N]   (default 1000000; RUNS=k fresh
// loads, default 5; builds pkg/ if missing)
import { existsSync, readFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { openBrowser, timed as timedClick } from "./measure-page.mjs";

if (!existsSync("pkg/stackwise_bg.wasm")) spawnSync("node", ["scripts/build.mjs"], { stdio: "inherit" });
const n = Number(process.argv[2] ?? 1_000_000);
const runs = Number(process.env.RUNS ?? 5);
const scenario = "r716-2a-presence-of-gond-intruder-alarm";
const median = (a) => { const s = [...a].sort((x, y) => x - y); return s[Math.floor(s.length / 2)]; };
const problems = [];

const propose = (bears) => ({
  action: "propose_shortcut", player: 0, steps: [{ repeat: { times: n, steps: [
    { do: { action: "activate_ability", player: 0, source: bears, ability: 0 } },
    { do: { action: "pass_priority", player: 0 } },
    { do: { action: "pass_priority", player: 1 } },
    { do: { action: "pass_priority", player: 0 } },
    { do: { action: "pass_priority", player: 1 } },
  ] } }],
});
const accept = { action: "answer_shortcut", player: 1 };

// ---------- outside the page: the wasm facade in Node ----------
{
  const { default: init, Stackwise } = await import("../pkg/stackwise.js");
  const wasm = await init({ module_or_path: readFileSync(new URL("../pkg/stackwise_bg.wasm", import.meta.url)) });
  Stackwise.setLibrary(readFileSync(new URL("../pkg/library.json", import.meta.url), "utf8"));
  const text = readFileSync(new URL(`../scenarios/${scenario}.json`, import.meta.url), "utf8");
  const s = Stackwise.fromScenario(text);
  const bears = s.label("bears");
  let t = performance.now();
  s.apply(propose(bears));
  const proposed = performance.now() - t;
  t = performance.now();
  const res = s.apply(accept);
  const accepted = performance.now() - t;
  t = performance.now();
  const snap = s.snapshot();
  const snapped = performance.now() - t;
  const bytes = Buffer.byteLength(JSON.stringify(snap));
  const count = snap.battlefield.reduce((a, e) => a + e.count, 0);
  if (count !== n + 3) problems.push(`node: ${count} permanents, not ${n + 3}`);
  console.log(`wasm in Node (no page): propose ${proposed.toFixed(1)} ms, accept ${accepted.toFixed(1)} ms (${res.events.length} events), snapshot ${snapped.toFixed(1)} ms: ${bytes} bytes of JSON, ${snap.battlefield.length} battlefield entries for ${count} permanents; wasm memory ${(wasm.memory.buffer.byteLength / 1048576).toFixed(1)} MB (peak)`);
}

// ---------- in the page ----------
const { base, ctx, close } = await openBrowser({ viewport: { width: 1280, height: 800 } });

const timed = (page, selector) => timedClick(page, selector, 120000);

/** A button that sends `action` through the page's `send`, as the page's own controls do. */
async function button(page, action) {
  await page.evaluate((a) => {
    document.getElementById("measure-send")?.remove();
    const b = document.createElement("button");
    b.id = "measure-send";
    b.type = "button";
    b.textContent = `send ${a.action}`;
    b.onclick = () => window.__stackwise.send(a);
    document.body.prepend(b);
  }, action);
  return "#measure-send";
}

const results = { propose: [], accept: [] };
let snapBytes = 0, entries = 0, via = "";
for (let i = 0; i < runs; i++) {
  const page = await ctx.newPage();
  page.on("pageerror", (e) => problems.push(e.message));
  await page.goto(`${base}/?scenario=${scenario}`);
  await page.waitForSelector("body[data-ready]", { timeout: 60000 });
  await page.$eval("#speed", (el) => { el.value = "0"; });
  if (!(await page.evaluate(() => typeof window.__stackwise?.send === "function")) && !(await page.$("#accept-shortcut"))) {
    // Without `send` the script can only click the page's own controls.
    problems.push("the page exposes no window.__stackwise.send");
  }
  const bears = await page.evaluate(() => window.__stackwise.engine().label("bears"));
  results.propose.push(await timed(page, await button(page, propose(bears))));
  const pending = await page.evaluate(() => window.__stackwise.engine().snapshot().pending?.decision ?? null);
  if (pending !== "shortcut") problems.push(`run ${i + 1}: after the proposal the pending decision is ${pending}, not the 716.2b shortcut`);
  const own = await page.$("#accept-shortcut");
  via = own ? "the page's Accept button (#accept-shortcut)" : "a button calling window.__stackwise.send";
  results.accept.push(await timed(page, own ? "#accept-shortcut" : await button(page, accept)));
  const check = await page.evaluate(() => {
    const model = window.__stackwise.model();
    const snap = window.__stackwise.engine().snapshot();
    const json = JSON.stringify(snap);
    return {
      same: JSON.stringify(model) === json,
      bytes: new TextEncoder().encode(json).length,
      entries: snap.battlefield.length,
      permanents: snap.battlefield.reduce((a, e) => a + e.count, 0),
      drawn: document.querySelectorAll(".permanent").length,
    };
  });
  if (!check.same) problems.push(`run ${i + 1}: the page's model differs from snapshot() after the shortcut`);
  if (check.permanents !== n + 3) problems.push(`run ${i + 1}: ${check.permanents} permanents, not ${n + 3}`);
  snapBytes = check.bytes;
  entries = check.entries;
  await page.close();
}
await close();

const row = (name, ms) => {
  const f = (k) => median(ms.map((m) => m[k])).toFixed(1);
  return `${name.padEnd(30)} ${f("painted").padStart(7)} ms painted, ${f("drawn").padStart(7)} ms updated  (input to send ${f("toSend")}, apply ${f("apply")}, page update ${f("update")}: model ${f("model")}, draw ${f("draw")}, marks ${f("actions")}; next frame at ${f("frame")}; ${ms[0].events} events; ${f("allPainted")} ms all painted, actions panel ${f("panel")}, timeline ${f("timeline")})`;
};
console.log(`${scenario}: the shortcut of ${n} iterations in the page, playback speed 0, median over ${runs} fresh loads, click to board painted (the accept clicked via ${via}):`);
console.log(row("(a) Alice proposes", results.propose));
console.log(row("(b) Bob accepts: taken, drawn", results.accept));
console.log(`all runs (b), painted: ${results.accept.map((m) => m.painted.toFixed(0)).join(", ")} ms`);
console.log(`snapshot of the final board: ${snapBytes} bytes of JSON (${(snapBytes / 1024).toFixed(1)} KB), ${entries} battlefield entries for ${n + 3} permanents`);
if (snapBytes > 64 * 1024) problems.push(`the snapshot is ${snapBytes} bytes, over 64 KB`);
if (problems.length) {
  console.error(`measure-shortcut: ${problems.length} problem(s):\n${[...new Set(problems)].join("\n")}`);
  process.exit(1);
}
