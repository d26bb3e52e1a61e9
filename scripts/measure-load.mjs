// Measures the time from page load (navigation start) to the first board drawn,
// in headless Chromium, over several fresh loads; prints the median.
// Usage: npm run measure  (builds pkg/ first if it is missing)
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { chromium } from "playwright-core";
import { startServer } from "./serve.mjs";
import { chromiumPath } from "./toolchain.mjs";

if (!existsSync("pkg/stackwise_bg.wasm")) spawnSync("node", ["scripts/build.mjs"], { stdio: "inherit" });
const runs = Number(process.env.RUNS ?? 15);
const server = await startServer(0);
const base = `http://127.0.0.1:${server.address().port}`;
const ctx = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), "stackwise-measure-")), {
  executablePath: chromiumPath(), headless: true,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
const total = [], init = [];
for (let i = 0; i < runs; i++) {
  const page = await ctx.newPage();
  await page.goto(`${base}/?scenario=bolt-the-bears`);
  await page.waitForSelector("body[data-ready]");
  total.push(await page.evaluate(() => window.__stackwiseFirstBoardMs));
  init.push(await page.evaluate(() => window.__stackwiseInitMs));
  await page.close();
}
await ctx.close();
server.close();
const median = (a) => { const s = [...a].sort((x, y) => x - y); return s[Math.floor(s.length / 2)]; };
console.log(`page load to first board: median ${median(total).toFixed(1)} ms over ${runs} loads (wasm init + first render: median ${median(init).toFixed(1)} ms)`);
