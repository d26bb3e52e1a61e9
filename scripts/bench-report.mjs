// Prints a Markdown table of criterion medians (from target/criterion/**/new/estimates.json)
// with the ratio of each size to the smallest one in its group.
// Usage: cargo bench --bench engine && node scripts/bench-report.mjs [group-prefix]
import { readdirSync, readFileSync, existsSync } from "node:fs";
import { join } from "node:path";

const root = "target/criterion";
const prefix = process.argv[2] ?? "";
const rows = [];
for (const group of readdirSync(root)) {
  if (!group.startsWith(prefix) || group === "report") continue;
  for (const bench of readdirSync(join(root, group))) {
    if (bench === "report") continue;
    const dir = join(root, group, bench);
    for (const size of readdirSync(dir)) {
      const f = join(dir, size, "new", "estimates.json");
      if (!existsSync(f)) continue;
      const est = JSON.parse(readFileSync(f, "utf8"));
      rows.push({ name: `${group}/${bench}`, size: Number(size), ns: est.median.point_estimate });
    }
  }
}
const fmt = (ns) => (ns >= 1e6 ? `${(ns / 1e6).toFixed(2)} ms` : ns >= 1e3 ? `${(ns / 1e3).toFixed(2)} µs` : `${ns.toFixed(0)} ns`);
console.log("| benchmark | permanents | median | ratio to smallest board |");
console.log("| --- | ---: | ---: | ---: |");
const names = [...new Set(rows.map((r) => r.name))].sort();
for (const n of names) {
  const rs = rows.filter((r) => r.name === n).sort((a, b) => a.size - b.size);
  for (const r of rs) console.log(`| ${n} | ${r.size.toLocaleString("en")} | ${fmt(r.ns)} | ${(r.ns / rs[0].ns).toFixed(2)}× |`);
}
