// Builds pkg/: the engine compiled to wasm, its JS bindings, shrunk with wasm-opt,
// and the built-in library the page gives it (pkg/library.json).
// Usage: node scripts/build.mjs [--dev]   (--dev: no wasm-opt)
//
// Only what changed is redone: cargo rebuilds only when the sources changed
// (a no-op build takes about a second), and wasm-bindgen and wasm-opt run
// only when the .wasm cargo wrote differs from the one pkg/ was made from
// (its SHA-256, with the wasm-bindgen version and the --dev flag, is kept in
// pkg/.build-stamp.json). So a warm `npm start` serves in a few seconds.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { bindgenVersion, ensureWasmToolchain, ensureNodeModules, run } from "./toolchain.mjs";
import { ensureCardTable } from "./card-table.mjs";

const dev = process.argv.includes("--dev");
const WASM = "target/wasm32-unknown-unknown/wasm/stackwise.wasm";
const STAMP = "pkg/.build-stamp.json";
const OUTPUTS = ["pkg/stackwise.js", "pkg/stackwise_bg.wasm", "pkg/package.json"];

/**
 * The mana symbols (npm package mana-font) are served from the page's own
 * origin (its Content-Security-Policy allows no other): its stylesheet and the
 * font files that stylesheet asks for (the browser takes the WOFF; the TTF is
 * its fallback) go to pkg/mana-font/, keeping the css/ and fonts/ folders the
 * stylesheet's relative URLs expect. (A copy of three files: done every time.)
 */
function copyManaFont() {
  const from = "node_modules/mana-font";
  mkdirSync("pkg/mana-font/css", { recursive: true });
  mkdirSync("pkg/mana-font/fonts", { recursive: true });
  copyFileSync(`${from}/css/mana.min.css`, "pkg/mana-font/css/mana.min.css");
  for (const f of ["mana.woff", "mana.ttf"]) copyFileSync(`${from}/fonts/${f}`, `pkg/mana-font/fonts/${f}`);
}

/**
 * Build the wasm with cargo, and copy the built-in library its build script
 * wrote (build.rs: the scenarios, puzzles, tutorials and built-in cards'
 * text, which the page gives the engine: src/library.rs) to pkg/library.json.
 */
function buildWasm() {
  const args = ["build", "--lib", "--target", "wasm32-unknown-unknown", "--profile", "wasm", "--locked", "--message-format=json-render-diagnostics"];
  console.log(`$ cargo ${args.join(" ")}`);
  const r = spawnSync("cargo", args, { stdio: ["inherit", "pipe", "inherit"], encoding: "utf8", maxBuffer: 256 << 20 });
  if (r.error) throw new Error(`could not run cargo: ${r.error.message}`);
  if (r.status !== 0) throw new Error(`'cargo ${args.join(" ")}' failed with exit code ${r.status}`);
  const outDirs = r.stdout
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l))
    .filter((m) => m.reason === "build-script-executed" && /[\\/]build[\\/]stackwise-[^\\/]+[\\/]out$/.test(m.out_dir))
    .map((m) => m.out_dir);
  if (outDirs.length !== 1) throw new Error(`cargo named ${outDirs.length} build directories of stackwise (expected one)`);
  mkdirSync("pkg", { recursive: true });
  copyFileSync(`${outDirs[0]}/library.json`, "pkg/library.json");
}

try {
  ensureWasmToolchain();
  ensureNodeModules();
  // The card table first: build.rs embeds the built-in cards' text from it.
  ensureCardTable();
  buildWasm();
  const stamp = {
    input: createHash("sha256").update(readFileSync(WASM)).digest("hex"),
    bindgen: bindgenVersion(),
    optimized: !dev,
  };
  let old = null;
  try {
    old = JSON.parse(readFileSync(STAMP, "utf8"));
  } catch {
    old = null;
  }
  const fresh = old && old.input === stamp.input && old.bindgen === stamp.bindgen && old.optimized === stamp.optimized && OUTPUTS.every((f) => existsSync(f));
  if (fresh) {
    console.log("pkg/ is up to date with the wasm cargo built (wasm-bindgen and wasm-opt skipped)");
  } else {
    mkdirSync("pkg", { recursive: true });
    run("wasm-bindgen", ["--target", "web", "--out-dir", "pkg", WASM]);
    writeFileSync("pkg/package.json", JSON.stringify({ type: "module" }) + "\n");
    if (!dev) {
      run("npx", ["--no-install", "wasm-opt", "-Oz", "--enable-bulk-memory", "--enable-nontrapping-float-to-int", "--enable-sign-ext", "--enable-mutable-globals", "pkg/stackwise_bg.wasm", "-o", "pkg/stackwise_bg.wasm"]);
    }
    writeFileSync(STAMP, JSON.stringify(stamp) + "\n");
  }
  copyManaFont();
  const raw = statSync("pkg/stackwise_bg.wasm").size;
  const gz = gzipSync(readFileSync("pkg/stackwise_bg.wasm")).length;
  console.log(`pkg/stackwise_bg.wasm: ${(raw / 1024).toFixed(0)} KB raw, ${(gz / 1024).toFixed(0)} KB gzipped${dev ? " (--dev: not shrunk)" : ""}`);
  const lib = readFileSync("pkg/library.json");
  console.log(`pkg/library.json: ${(lib.length / 1024).toFixed(0)} KB raw, ${(gzipSync(lib).length / 1024).toFixed(0)} KB gzipped`);
} catch (e) {
  console.error(`build: ${e.message}`);
  process.exit(1);
}
