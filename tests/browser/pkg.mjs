// The built facade (pkg/, from scripts/build.mjs) loaded in node, for the
// facade tests that need no browser. Not a test file itself.
import { readFileSync } from "node:fs";
import { initSync, Stackwise } from "../../pkg/stackwise.js";

initSync({ module: readFileSync(new URL("../../pkg/stackwise_bg.wasm", import.meta.url)) });
Stackwise.setLibrary(readFileSync(new URL("../../pkg/library.json", import.meta.url), "utf8"));

export { Stackwise };
