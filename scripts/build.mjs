// Builds pkg/: the engine compiled to wasm, its JS bindings, shrunk with wasm-opt.
// Usage: node scripts/build.mjs [--dev]
import { mkdirSync, writeFileSync, statSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { ensureWasmToolchain, ensureNodeModules, run } from "./toolchain.mjs";

const dev = process.argv.includes("--dev");
try {
  ensureWasmToolchain();
  ensureNodeModules();
  run("cargo", ["build", "--lib", "--target", "wasm32-unknown-unknown", "--profile", "wasm", "--locked"]);
  mkdirSync("pkg", { recursive: true });
  run("wasm-bindgen", ["--target", "web", "--out-dir", "pkg", "target/wasm32-unknown-unknown/wasm/stackwise.wasm"]);
  writeFileSync("pkg/package.json", JSON.stringify({ type: "module" }) + "\n");
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
