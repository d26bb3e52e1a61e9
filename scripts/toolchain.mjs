// Checks and installs what building and testing need, from the registries only:
// the wasm32 target, the wasm-bindgen CLI pinned to the version in Cargo.lock,
// npm packages, and (for browser tests) Debian's chromium.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

export function run(cmd, args, opts = {}) {
  console.log(`$ ${cmd} ${args.join(" ")}`);
  const r = spawnSync(cmd, args, { stdio: "inherit", ...opts });
  if (r.error) throw new Error(`could not run ${cmd}: ${r.error.message}`);
  if (r.status !== 0) throw new Error(`'${cmd} ${args.join(" ")}' failed with exit code ${r.status}`);
}

function output(cmd, args) {
  const r = spawnSync(cmd, args, { encoding: "utf8" });
  return r.status === 0 ? r.stdout.trim() : null;
}

/** The wasm-bindgen version pinned in Cargo.lock. */
export function bindgenVersion() {
  const lock = readFileSync("Cargo.lock", "utf8");
  const m = lock.match(/name = "wasm-bindgen"\nversion = "([^"]+)"/);
  if (!m) throw new Error("Cargo.lock does not pin wasm-bindgen");
  return m[1];
}

export function ensureWasmToolchain() {
  run("rustup", ["target", "add", "wasm32-unknown-unknown"]);
  const want = bindgenVersion();
  const have = output("wasm-bindgen", ["--version"]);
  if (have !== `wasm-bindgen ${want}`) {
    // Not --locked: a locked dependency of the CLI is missing from the registry here.
    run("cargo", ["install", "wasm-bindgen-cli", "--version", want]);
  }
}

export function ensureNodeModules() {
  // mana-font: the page's mana symbols (a node_modules from before it was added lacks it).
  if (!existsSync("node_modules/.package-lock.json") || !existsSync("node_modules/mana-font/package.json")) {
    run("npm", ["ci", "--no-audit", "--no-fund"]);
  }
}

export function chromiumPath() {
  for (const p of ["/usr/bin/chromium", "/usr/bin/chromium-browser"]) {
    if (existsSync(p)) return p;
  }
  return null;
}

export function ensureChromium() {
  if (chromiumPath()) return chromiumPath();
  const sudo = process.getuid && process.getuid() === 0 ? [] : ["sudo"];
  const apt = (args) => (sudo.length ? run("sudo", ["apt-get", ...args]) : run("apt-get", args));
  apt(["update"]);
  apt(["install", "-y", "--no-install-recommends", "chromium"]);
  const p = chromiumPath();
  if (!p) throw new Error("chromium is still missing after apt-get install");
  return p;
}
