/**
 * What the page behind open modal dialogs needs, as `<html data-modal-page>` (app/globals.css):
 *
 * - "hidden": every open modal covers the whole screen and sits outside the page's content
 *   (the phone menu in the navigation): the content and the footer are not drawn at all.
 * - "behind": the page shows around a modal (a bottom sheet, a centred dialog, or a full-screen
 *   one inside the content, which must stay drawn): only its parts off the screen are skipped.
 *
 * Why (issue 29, INP): `showModal()` makes everything behind the dialog inert, which Chromium
 * applies as a style change of every element of the page (a ~1,000-element recalculation on the
 * phone menu's and the filter sheet's tap). Content that is not drawn (`content-visibility`) is
 * not restyled until it is drawn again.
 */
type Mark = "hidden" | "behind";

const open = new Set<{ mark: Mark }>();

function apply(root: HTMLElement) {
  if (open.size === 0) delete root.dataset.modalPage;
  else root.dataset.modalPage = [...open].every((o) => o.mark === "hidden") ? "hidden" : "behind";
}

/** The page's mark while `dialog` is open; returns the function that takes it away. */
export function markPageBehind(dialog: HTMLElement, coversScreen: boolean): () => void {
  const root = dialog.ownerDocument.documentElement;
  const entry = { mark: pageMark(dialog, coversScreen) };
  open.add(entry);
  apply(root);
  return () => {
    if (!open.delete(entry)) return;
    apply(root);
  };
}

/** A full-screen dialog hides the page unless it is part of the content it would hide. */
export function pageMark(dialog: Pick<HTMLElement, "closest">, coversScreen: boolean): Mark {
  return coversScreen && !dialog.closest("#content, #content ~ footer") ? "hidden" : "behind";
}
