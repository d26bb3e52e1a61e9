// embed.html: one board in an iframe, from the page's URL (docs/tutorials.md, "Embedding"):
//   embed.html?scenario=<built-in scenario id>
//   embed.html?tutorial=<built-in tutorial id>
//   embed.html?src=<URL of scenario or tutorial JSON on this origin, e.g. /tutorials/ID.json>
//   embed.html#s=v1.…                     (a scenario link, as the playground shares)
// The board is the <stackwise-board> element (stackwise-board.js): it loads
// what the URL names and shows any error as text in the frame.
import "./stackwise-board.js";
import { h } from "./dom.js";
import { linkInHash } from "./links.js";

/**
 * The element's src for this page's URL, or an error message.
 * @param {Location | URL} loc
 * @returns {{ src: string } | { error: string }}
 */
export function srcFor(loc) {
  const q = new URLSearchParams(loc.search);
  const given = ["scenario", "tutorial", "src"].filter((k) => q.has(k));
  if (linkInHash(loc.hash)) given.push("#s=");
  if (given.length > 1) return { error: `give one of ?scenario=, ?tutorial=, ?src= or #s=, not ${given.join(" and ")}` };
  if (q.has("scenario")) return { src: `scenario:${q.get("scenario")}` };
  if (q.has("tutorial")) return { src: `tutorial:${q.get("tutorial")}` };
  if (q.has("src")) {
    const v = q.get("src");
    if (/^(builtin|tutorial|scenario):|^#?s=/.test(v)) return { error: `?src= takes the URL of a JSON file; use ?scenario=, ?tutorial= or #s= for "${v.slice(0, 40)}"` };
    // Anyone can link to this page with any ?src=: it shows JSON of its own origin only, so that
    // no other site's text appears under this host's name. A page of its own can load JSON of
    // another origin with <stackwise-board src=…> (that server sending CORS headers).
    let url;
    try {
      url = new URL(v, loc.href);
    } catch {
      return { error: `bad ?src= "${v.slice(0, 80)}": not a URL` };
    }
    if (url.origin !== loc.origin) {
      return { error: `refused to load ${url.href}: ${url.origin} is another origin (embed.html loads ?src= JSON from ${loc.origin} only; `
        + "on your own page, <stackwise-board src=…> loads JSON from another origin that sends CORS headers)" };
    }
    return { src: url.href };
  }
  if (given.length) return { src: loc.hash };
  return { error: "nothing to show: give ?scenario=ID, ?tutorial=ID, ?src=URL (same origin) or #s=v1.… (a scenario link)" };
}

const frame = document.getElementById("frame");
const want = srcFor(location);
if ("error" in want) frame.replaceChildren(h("p", { class: "sw-page-error", role: "alert" }, `stackwise: ${want.error}`));
else frame.replaceChildren(h("stackwise-board", { src: want.src }));
addEventListener("hashchange", () => location.reload());
