// Opening a scenario link (docs/links.md): `index.html#s=v1.…`.
// The engine decodes and checks the link (Stackwise.fromLink, src/formats/link.rs);
// the page only shows the game it made, or the error it named (puzzle.js opens
// links: puzzle mode for a goal, the gallery for a bad link). Every string from
// a link is shown as text (h() sets text, never HTML).

/**
 * Whether the page's fragment holds a link (`#s=…`, possibly after other parameters).
 * @param {string} hash
 */
export function linkInHash(hash) {
  return /^#(?:[^&]*&)*s=/.test(hash);
}
