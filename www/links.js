// Opening a scenario link (issue 12; docs/links.md): `index.html#s=v1.…`.
// The engine decodes and checks the link (Stackwise.fromLink, src/formats/link.rs);
// the page only shows the game it made, or the error it named. Every string
// from a link is shown as text (h() sets text, never HTML).

/**
 * Whether the page's fragment holds a link (`#s=…`, possibly after other parameters).
 * @param {string} hash
 */
export function linkInHash(hash) {
  return /^#(?:[^&]*&)*s=/.test(hash);
}

/**
 * Load the game of the link in `hash`. A bad link leaves a usable page: the
 * fallback game is loaded and the error banner names the problem.
 * @param {{ Stackwise: any, hash: string, load: (sw: any) => void, showError: (m: string) => void,
 *   h: (tag: string, attrs?: object, ...children: any[]) => HTMLElement, $: (id: string) => HTMLElement, fallback: () => void }} a
 * @returns {boolean} whether the link's game was loaded
 */
export function openLink(a) {
  let sw;
  try {
    sw = a.Stackwise.fromLink(a.hash);
  } catch (e) {
    a.fallback();
    a.showError(`This link could not be opened: ${e?.message ?? e}`);
    return false;
  }
  a.load(sw);
  const info = a.$("scenario-info");
  if (info) {
    info.replaceChildren(a.h("strong", { id: "scenario-name" }, "Shared scenario (opened from a link)"));
    info.hidden = false;
  }
  return true;
}
