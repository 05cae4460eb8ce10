const success = jest.fn();
const error = jest.fn();
jest.mock("sonner", () => ({ toast: { success, error }, Toaster: () => null }));

type ToastModule = typeof import("./toast");

/** A fresh copy of the module: no sonner loaded, no Toaster mounted. */
function freshToast(): ToastModule {
  let loaded: ToastModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<ToastModule>("./toast");
  });
  return loaded!;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  success.mockClear();
  error.mockClear();
});

describe("toast", () => {
  it("loads sonner with the first toast and shows it once a Toaster listens", async () => {
    const t = freshToast();
    const seen = jest.fn();
    t.subscribeSonner(seen);
    expect(t.loadedSonner()).toBeNull();

    t.toast.success("Saved.");
    t.toast.error("Try again.", { description: "later" });
    await tick();
    expect(seen).toHaveBeenCalledTimes(1);
    expect(t.loadedSonner()).not.toBeNull();
    // Loaded, but no Toaster yet: sonner's would drop them, so they wait.
    expect(success).not.toHaveBeenCalled();

    t.toasterMounted();
    expect(success).toHaveBeenCalledWith("Saved.", undefined);
    expect(error).toHaveBeenCalledWith("Try again.", { description: "later" });
  });

  it("shows a toast at once when sonner and a Toaster are ready, and waits again after unmount", async () => {
    const t = freshToast();
    t.toast.success("first");
    await tick();
    const unmount = t.toasterMounted();
    expect(success).toHaveBeenCalledTimes(1);

    t.toast.error("now");
    expect(error).toHaveBeenCalledWith("now", undefined);

    unmount();
    t.toast.success("between layouts");
    expect(success).toHaveBeenCalledTimes(1);
    t.toasterMounted();
    expect(success).toHaveBeenLastCalledWith("between layouts", undefined);
  });

  it("loads nothing until a toast is asked for", async () => {
    const t = freshToast();
    t.toasterMounted();
    await tick();
    expect(t.loadedSonner()).toBeNull();
  });
});
