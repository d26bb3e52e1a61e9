// Starting the engine: the wasm, and the built-in library the engine is given
// right after (pkg/library.json, written by the build: the scenarios, puzzles,
// tutorials and the built-in cards' printed text; src/library.rs). The two are
// fetched side by side; the wasm holds none of that data, so neither waits for
// the other to download.
import { Stackwise } from "../pkg/stackwise.js";

/** @type {Promise<void> | null} */
let starting = null;

/** The library's JSON text, or an error naming what failed. */
async function fetchLibrary() {
  const r = await fetch(new URL("../pkg/library.json", import.meta.url));
  if (!r.ok) throw new Error(`the built-in library could not be fetched (HTTP ${r.status})`);
  return r.text();
}

/**
 * Start the engine once per page (later calls share the first): `init` is the
 * wasm's initializer (the default export of pkg/stackwise.js).
 * @param {() => Promise<unknown>} init
 * @returns {Promise<void>}
 */
export function startEngine(init) {
  starting ??= Promise.all([init(), fetchLibrary()])
    .then(([, text]) => {
      Stackwise.setLibrary(text);
    })
    .catch((e) => {
      starting = null;
      throw new Error(String(e?.message ?? e));
    });
  return starting;
}
