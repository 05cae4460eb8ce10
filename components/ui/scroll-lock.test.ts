import { createScrollLock } from "./scroll-lock";

describe("createScrollLock", () => {
  it("hides overflow while held and restores the previous value", () => {
    const body = { style: { overflow: "auto" } };
    const lock = createScrollLock(() => body);
    const release = lock.lock();
    expect(body.style.overflow).toBe("hidden");
    release();
    expect(body.style.overflow).toBe("auto");
  });

  it("stays locked until every holder has released", () => {
    const body = { style: { overflow: "" } };
    const lock = createScrollLock(() => body);
    const menu = lock.lock();
    const dialog = lock.lock();
    menu();
    expect(body.style.overflow).toBe("hidden");
    menu(); // releasing twice must not unlock for the dialog
    expect(body.style.overflow).toBe("hidden");
    dialog();
    expect(body.style.overflow).toBe("");
    expect(lock.holders).toBe(0);
  });
});
