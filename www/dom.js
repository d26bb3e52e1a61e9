//# allFunctionsCalledOnLoad
// One element builder for every module of the page. Text children become text
// nodes, never HTML: untrusted text (card names, scenario text) stays text.

/** Build an element: h("div", {class: "x", onclick: f, dataset: {id: 3}}, child, "text"). */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
    else if (k === "class") el.className = v;
    else if (k === "dataset") Object.assign(el.dataset, v);
    else el.setAttribute(k, v === true ? "" : String(v));
  }
  return put(el, ...children);
}

/**
 * Append children to an element as `h` does: a list of children flattened, text as
 * text nodes, and a missing child (null, undefined, false) left out, where
 * the DOM's own `append` would write it as the text "null" or "undefined".
 * Returns the element.
 */
export function put(el, ...children) {
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}
