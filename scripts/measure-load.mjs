// Measures the time from page load (navigation start) to the first board drawn,
// in headless Chromium, over several fresh loads; prints the median.
// Usage: npm run measure  (builds pkg/ first if it is missing)
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { openBrowser } from "./measure-page.mjs";

if (!existsSync("pkg/stackwise_bg.wasm")) spawnSync("node", ["scripts/build.mjs"], { stdio: "inherit" });
const runs = Number(process.env.RUNS ?? 15);
const { base, ctx, close } = await openBrowser();
const total = [], init = [];
for (let i = 0; i < runs; i++) {
  const page = await ctx.newPage();
  await page.goto(`${base}/?scenario=bolt-the-bears`);
  await page.waitForSelector("body[data-ready]");
  total.push(await page.evaluate(() => window.__stackwiseFirstBoardMs));
  init.push(await page.evaluate(() => window.__stackwiseInitMs));
  await page.close();
}
await close();
const median = (a) => { const s = [...a].sort((x, y) => x - y); return s[Math.floor(s.length / 2)]; };
console.log(`page load to first board: median ${median(total).toFixed(1)} ms over ${runs} loads (wasm init + first render: median ${median(init).toFixed(1)} ms)`);
