// The page's TypeScript check.
//   node scripts/types.mjs           write www/stackwise-types.d.ts from the Rust types
//                                    (src/ts_types.rs, ts-rs), then type-check www/
//   node scripts/types.mjs --check   type-check www/ only: `tsc -p www` (JSDoc + checkJs,
//                                    not strict) against the generated types and
//                                    pkg/stackwise.d.ts (run scripts/build.mjs first)
// `cargo test` checks that the generated file is up to date (the unit test
// ts_types::the_typescript_definitions_are_generated_from_the_rust_types).
import { existsSync } from "node:fs";
import { ensureNodeModules, run } from "./toolchain.mjs";

try {
  ensureNodeModules();
  if (!process.argv.includes("--check")) {
    run("cargo", ["test", "--locked", "--lib", "ts_types"], { env: { ...process.env, STACKWISE_WRITE_TYPES: "1" } });
  }
  if (!existsSync("pkg/stackwise.d.ts")) throw new Error("pkg/ is not built: run `node scripts/build.mjs` (or --dev) first");
  run("npx", ["--no-install", "tsc", "-p", "www"]);
  console.log("www/ type-checks against the types generated from the Rust types");
} catch (e) {
  console.error(`types: ${e.message}`);
  process.exit(1);
}
