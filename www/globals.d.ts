// What the page adds to `window` for the browser tests and measurement scripts
// (`window.__stackwise`, `__stackwiseFirstBoardMs`...): typed loosely for `tsc -p www`.
interface Window {
  [hook: `__stackwise${string}`]: any;
}
