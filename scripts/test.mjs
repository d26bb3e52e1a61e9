// `npm test`: installs what the tests need, then runs every test suite:
// the Rust suites (unit, rules, property, CLI, docs), the facade's wasm tests
// under node, and the browser tests in headless Chromium.
import { existsSync } from "node:fs";
import { ensureChromium, ensureNodeModules, ensureWasmToolchain, run } from "./toolchain.mjs";

const steps = [
  ["toolchain", () => { ensureWasmToolchain(); ensureNodeModules(); }],
  ["chromium", () => ensureChromium()],
  ["rust tests", () => run("cargo", ["test", "--locked", "--no-fail-fast"])],
  ["benchmarks compile and run once", () => run("cargo", ["test", "--locked", "--benches"])],
  ["facade tests (wasm under node)", () => {
    if (!existsSync("tests/facade.rs")) return;
    run("cargo", ["test", "--locked", "--target", "wasm32-unknown-unknown", "--test", "facade"], {
      env: { ...process.env, CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER: "wasm-bindgen-test-runner" },
    });
  }],
  ["build pkg/", () => run("node", ["scripts/build.mjs"])],
  ["browser tests", () => run("node", ["--test", "--test-concurrency=1", "tests/browser/"])],
];

for (const [name, f] of steps) {
  console.log(`\n== npm test: ${name}`);
  try {
    f();
  } catch (e) {
    console.error(`npm test: ${name} failed: ${e.message}`);
    process.exit(1);
  }
}
console.log("\nnpm test: every suite passed");
