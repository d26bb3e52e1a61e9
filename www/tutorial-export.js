// "Tutorial steps…": the game played so far as the steps of a tutorial
// (docs/tutorials.md "Authoring"): one step per action, with
// a draft narration from its events and their rule numbers, for an author to
// rewrite, then check with `stackwise tutorial check`. The engine writes the
// text (`tutorialSteps()`); the page only shows it.
import { h } from "./dom.js";

/** @param {{ engine: () => any }} app */
export function setupTutorialExport(app) {
  const text = /** @type {HTMLTextAreaElement} */ (h("textarea", { id: "tutorial-steps-text", readonly: true, rows: 18, cols: 80, spellcheck: "false", "aria-label": "The tutorial's JSON text" }));
  const status = h("p", { id: "tutorial-steps-status", role: "status" });
  const copy = h("button", { type: "button", id: "tutorial-steps-copy" }, "Copy");
  const dialog = /** @type {HTMLDialogElement} */ (h("dialog", { id: "tutorial-steps", class: "tutorial-steps", "aria-labelledby": "tutorial-steps-h" },
    h("h2", { id: "tutorial-steps-h" }, "This game as tutorial steps"),
    h("p", {}, "One step per action played so far, each with a draft narration from its events. Rewrite the narration in your words, add asks and expectations, then check it with ",
      h("code", {}, "stackwise tutorial check FILE"), " (docs/tutorials.md)."),
    text, status,
    h("p", {}, copy, " ", h("button", { type: "button", onclick: () => dialog.close() }, "Close"))));
  document.body.append(dialog);
  // The dialog's keys are its own (the game's keys must not act behind it); Escape closes it.
  dialog.addEventListener("keydown", (e) => e.stopPropagation());
  copy.addEventListener("click", async () => {
    text.focus();
    text.select();
    try {
      if (!navigator.clipboard?.writeText) throw new Error("no clipboard");
      await navigator.clipboard.writeText(text.value);
      status.textContent = "Copied to the clipboard.";
    } catch {
      status.textContent = "The clipboard is not available here: the text is selected, copy it with Ctrl+C.";
    }
  });
  const btn = h("button", { id: "tutorial-steps-btn", type: "button", title: "The game played so far as the steps of a tutorial, to narrate" }, "Tutorial steps…");
  const bar = document.querySelector(".infobar");
  const editor = document.getElementById("editor-btn");
  if (editor) editor.after(btn);
  else bar?.prepend(btn);
  btn.addEventListener("click", () => {
    const sw = app.engine();
    if (!sw) return;
    try {
      text.value = sw.tutorialSteps();
      status.textContent = "";
    } catch (e) {
      text.value = "";
      status.textContent = `The steps could not be written: ${e?.message ?? e}`;
    }
    dialog.showModal();
    text.focus();
    text.select();
  });
}
