// Measures the wasm memory of a board of identical tokens (10^6 tokens
// in at most 128 MB): loads pkg/ (build it first: `node scripts/build.mjs`),
// sets up the board from one scenario entry with a `count`, takes a snapshot
// (the first makes the battlefield's groups in one walk) and a second one (read
// from the groups kept), and reports the wasm memory size (memory.buffer.byteLength: the peak, since
// wasm memory never shrinks), the time, and the snapshot's JSON size.
// Usage: node scripts/measure-tokens.mjs [count]   (default 1000000)
import { readFileSync } from "node:fs";
import init, { Stackwise } from "../pkg/stackwise.js";

const n = Number(process.argv[2] ?? 1_000_000);
const wasm = await init({ module_or_path: readFileSync(new URL("../pkg/stackwise_bg.wasm", import.meta.url)) });
Stackwise.setLibrary(readFileSync(new URL("../pkg/library.json", import.meta.url), "utf8"));
const mb = (b) => (b / (1024 * 1024)).toFixed(1) + " MB";
const before = wasm.memory.buffer.byteLength;
const scenario = JSON.stringify({
  format: "stackwise-scenario", version: 1, name: "tokens",
  players: [
    { name: "Alice", battlefield: [{ card: "Grizzly Bears", token: true, count: n }] },
    { name: "Bob", battlefield: ["Forest"] },
  ],
});
let t = performance.now();
const s = Stackwise.fromScenario(scenario);
const built = performance.now() - t;
const afterBuild = wasm.memory.buffer.byteLength;
t = performance.now();
const snap = s.snapshot();
const snapped = performance.now() - t;
// A second snapshot of the unchanged board: read from the battlefield's groups
// kept since the first (rules::groups), without a walk of the board.
t = performance.now();
s.snapshot();
const again = performance.now() - t;
const json = JSON.stringify(snap);
const afterSnapshot = wasm.memory.buffer.byteLength;
const tokens = snap.battlefield.filter((e) => e.token).reduce((a, e) => a + e.count, 0);
console.log(`${n} tokens: ${tokens} in the snapshot, ${snap.battlefield.length} battlefield entries, ${json.length} bytes of JSON`);
console.log(`wasm memory: ${mb(before)} at start, ${mb(afterBuild)} after building, ${mb(afterSnapshot)} after the snapshot (peak)`);
console.log(`session built in ${built.toFixed(0)} ms, snapshot (with its conversion to JS) in ${snapped.toFixed(1)} ms`);
console.log(`the same snapshot again (the groups kept): ${again.toFixed(1)} ms`);
