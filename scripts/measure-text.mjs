// Measures rules text in the page's wasm (headless Chromium): the card table
// handed to the engine (`setCardTable`: parsing pkg/card-table.json), one
// card compiled, written back and judged (`checkCardText`, what the editor runs
// as a custom card is typed) for cards of the table in a fixed sample, and a
// search (`searchCards`). Prints the size of the card table (raw and gzipped)
// and the medians.
// Usage: node scripts/measure-text.mjs   (CARDS=N for the sample's size; builds pkg/ if missing)
import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { spawnSync } from "node:child_process";
import { openBrowser } from "./measure-page.mjs";

if (!existsSync("pkg/stackwise_bg.wasm") || !existsSync("pkg/card-table.json")) spawnSync("node", ["scripts/build.mjs"], { stdio: "inherit" });
const n = Number(process.env.CARDS ?? 500);
const table = readFileSync("pkg/card-table.json");
console.log(`card table: ${(table.length / 1024).toFixed(0)} KB raw, ${(gzipSync(table).length / 1024).toFixed(0)} KB gzipped`);
const { base, ctx, close } = await openBrowser();
try {
  const page = await ctx.newPage();
  await page.goto(`${base}/?scenario=bolt-the-bears`);
  await page.waitForFunction(() => window.__stackwise?.engine());
  const r = await page.evaluate(async (n) => {
    const { Stackwise } = await import("/pkg/stackwise.js");
    const text = await (await fetch("/pkg/card-table.json")).text();
    const t0 = performance.now();
    Stackwise.setCardTable(text);
    const load = performance.now() - t0;
    // Every 25th card first printed by the rules' date, as the editor would send it.
    const cards = JSON.parse(text).cards.filter((c) => c.in_rules && c.layout === "normal").filter((_, i) => i % 25 === 0).slice(0, n);
    const bodies = cards.map((c) => JSON.stringify({ name: c.name, type: c.type, text: c.text, ...(c.mana_cost ? { mana_cost: c.mana_cost } : {}), ...(c.power ? { power: c.power, toughness: c.toughness } : {}) }));
    for (const b of bodies.slice(0, 20)) Stackwise.checkCardText(b); // the functions compiled
    const timed = bodies.map((b, i) => { const s = performance.now(); Stackwise.checkCardText(b); return [performance.now() - s, cards[i].name]; });
    const slowest = timed.reduce((a, b) => (b[0] > a[0] ? b : a));
    const times = timed.map(([t]) => t);
    const q = ["bolt", "goblin", "creature flying", "draw a card"].map((w) => { const s = performance.now(); Stackwise.searchCards(w, 40, false); return performance.now() - s; });
    times.sort((a, b) => a - b);
    const at = (p) => times[Math.min(times.length - 1, Math.floor(p * (times.length - 1)))];
    return { load, count: times.length, median: at(0.5), p90: at(0.9), max: at(1), slowest: slowest[1], searches: q };
  }, n);
  console.log(`setCardTable: ${r.load.toFixed(0)} ms`);
  console.log(`checkCardText over ${r.count} cards of the table: median ${r.median.toFixed(3)} ms, 90th percentile ${r.p90.toFixed(3)} ms, slowest ${r.max.toFixed(3)} ms (${r.slowest})`);
  console.log(`searchCards (40 results, each compiled for its status): ${r.searches.map((x) => x.toFixed(1)).join(", ")} ms`);
} finally {
  await close();
}
