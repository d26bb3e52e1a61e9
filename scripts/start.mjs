// `npm start`: checks and installs the toolchain, builds pkg/, and serves the playground
// (scripts/serve.mjs: www/ at /, pkg/, tutorials/, scenarios/ and puzzles/ at their own paths).
import { spawnSync } from "node:child_process";
const build = spawnSync("node", ["scripts/build.mjs"], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);
const args = ["scripts/serve.mjs", ...process.argv.slice(2)];
const serve = spawnSync("node", args, { stdio: "inherit" });
process.exit(serve.status ?? 0);
