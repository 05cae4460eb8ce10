import { toastsFailure } from "./login-form";

describe("a failed login's messages", () => {
  it("toasts an ordinary failure (spec §8) but not a lock-out, whose banner says it all", () => {
    expect(toastsFailure({ ok: false, message: "Invalid email or password", status: 401 })).toBe(
      true,
    );
    expect(toastsFailure({ ok: false, message: null })).toBe(true);
    expect(
      toastsFailure({
        ok: false,
        message: "Too many attempts. Please try again in 15 minutes.",
        status: 429,
      }),
    ).toBe(false);
  });
});
