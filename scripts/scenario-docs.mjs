// Regenerates the example blocks of docs/scenarios.md from the scenario files
// and the real output of `stackwise run`. tests/engine/docs.rs checks they agree.
// Usage: node scripts/scenario-docs.mjs
import { readFileSync, writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";

const doc = "docs/scenarios.md";
const text = readFileSync(doc, "utf8");
const re = /<!-- scenario: (\S+) -->[\s\S]*?<!-- end scenario -->/g;
execFileSync("cargo", ["build", "-q", "--bin", "stackwise"], { stdio: "inherit" });
const out = text.replace(re, (_, file) => {
  const src = readFileSync(file, "utf8").trimEnd();
  const log = execFileSync("target/debug/stackwise", ["run", file], { encoding: "utf8" }).trimEnd();
  return `<!-- scenario: ${file} -->\n\`${file}\`:\n\n\`\`\`json\n${src}\n\`\`\`\n\n\`stackwise run ${file}\` prints:\n\n\`\`\`text\n${log}\n\`\`\`\n<!-- end scenario -->`;
});
writeFileSync(doc, out);
console.log(`updated ${doc}`);
