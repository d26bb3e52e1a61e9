// `npm test`: installs what the tests need, then runs every test suite.
// Each step prints what it does; any failure stops the run with a non-zero exit.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

function run(cmd, args, opts = {}) {
  console.log(`\n$ ${cmd} ${args.join(" ")}`);
  const r = spawnSync(cmd, args, { stdio: "inherit", ...opts });
  if (r.error) {
    console.error(`npm test: could not run ${cmd}: ${r.error.message}`);
    process.exit(1);
  }
  if (r.status !== 0) {
    console.error(`npm test: '${cmd} ${args.join(" ")}' failed with exit code ${r.status}`);
    process.exit(r.status ?? 1);
  }
}

// npm packages (none are needed by the Rust suites yet; keeps the lockfile honest).
if (!existsSync("node_modules") && existsSync("package-lock.json")) {
  run("npm", ["ci", "--no-audit", "--no-fund"]);
}

// The Rust suites: unit tests, integration tests (rules 601, 603, 608, 704, ...),
// property tests and the CLI tests.
run("cargo", ["test", "--locked"]);

// The benchmarks compile and run once each in test mode (figures come from `cargo bench`).
run("cargo", ["test", "--locked", "--benches"]);
