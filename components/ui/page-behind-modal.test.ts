import { markPageBehind, pageMark } from "./page-behind-modal";

/** A dialog as far as the mark reads it: its document's root and where it sits. */
function dialogIn(root: { dataset: Record<string, string> }, insideContent: boolean) {
  return {
    ownerDocument: { documentElement: root },
    closest: (selector: string) =>
      insideContent && selector.includes("#content") ? ({} as Element) : null,
  } as unknown as HTMLElement;
}

describe("the page behind open modal dialogs", () => {
  it("is hidden only behind a full-screen dialog outside the content", () => {
    const root = { dataset: {} as Record<string, string> };
    expect(pageMark(dialogIn(root, false), true)).toBe("hidden");
    // The photo viewer fills the screen but is part of the content: the content stays drawn.
    expect(pageMark(dialogIn(root, true), true)).toBe("behind");
    expect(pageMark(dialogIn(root, false), false)).toBe("behind");
  });

  it("follows every open dialog and is gone when the last one closes", () => {
    const root = { dataset: {} as Record<string, string> };
    const unmarkMenu = markPageBehind(dialogIn(root, false), true);
    expect(root.dataset.modalPage).toBe("hidden");
    // A dialog of the content opened over the phone menu must be drawn: the content shows again.
    const unmarkLogin = markPageBehind(dialogIn(root, true), false);
    expect(root.dataset.modalPage).toBe("behind");
    unmarkLogin();
    expect(root.dataset.modalPage).toBe("hidden");
    unmarkLogin();
    expect(root.dataset.modalPage).toBe("hidden");
    unmarkMenu();
    expect(root.dataset).not.toHaveProperty("modalPage");
  });
});
