// Builds pkg/: the engine compiled to wasm, its JS bindings, shrunk with wasm-opt.
// Usage: node scripts/build.mjs [--dev]
import { mkdirSync, writeFileSync, statSync, readFileSync, copyFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { ensureWasmToolchain, ensureNodeModules, run } from "./toolchain.mjs";

const dev = process.argv.includes("--dev");

/**
 * The mana symbols (npm package mana-font) are served from the page's own
 * origin (its Content-Security-Policy allows no other): its stylesheet and the
 * font files that stylesheet asks for (the browser takes the WOFF; the TTF is
 * its fallback) go to pkg/mana-font/, keeping the css/ and fonts/ folders the
 * stylesheet's relative URLs expect.
 */
function copyManaFont() {
  const from = "node_modules/mana-font";
  mkdirSync("pkg/mana-font/css", { recursive: true });
  mkdirSync("pkg/mana-font/fonts", { recursive: true });
  copyFileSync(`${from}/css/mana.min.css`, "pkg/mana-font/css/mana.min.css");
  for (const f of ["mana.woff", "mana.ttf"]) copyFileSync(`${from}/fonts/${f}`, `pkg/mana-font/fonts/${f}`);
}
try {
  ensureWasmToolchain();
  ensureNodeModules();
  run("cargo", ["build", "--lib", "--target", "wasm32-unknown-unknown", "--profile", "wasm", "--locked"]);
  mkdirSync("pkg", { recursive: true });
  run("wasm-bindgen", ["--target", "web", "--out-dir", "pkg", "target/wasm32-unknown-unknown/wasm/stackwise.wasm"]);
  writeFileSync("pkg/package.json", JSON.stringify({ type: "module" }) + "\n");
  copyManaFont();
  if (!dev) {
    run("npx", ["--no-install", "wasm-opt", "-Oz", "--enable-bulk-memory", "--enable-nontrapping-float-to-int", "--enable-sign-ext", "--enable-mutable-globals", "pkg/stackwise_bg.wasm", "-o", "pkg/stackwise_bg.wasm"]);
  }
  const raw = statSync("pkg/stackwise_bg.wasm").size;
  const gz = gzipSync(readFileSync("pkg/stackwise_bg.wasm")).length;
  console.log(`pkg/stackwise_bg.wasm: ${(raw / 1024).toFixed(0)} KB raw, ${(gz / 1024).toFixed(0)} KB gzipped`);
} catch (e) {
  console.error(`build: ${e.message}`);
  process.exit(1);
}
