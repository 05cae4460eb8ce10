import { isOutsideLanguageProvider } from "./use-site-locale";

describe("language hooks outside a provider", () => {
  it("fall back to English only for next-intl's missing-provider error", () => {
    expect(
      isOutsideLanguageProvider(
        new Error("No intl context found. Have you configured the provider?"),
      ),
    ).toBe(true);
    // use-intl's production build: the same error without its message.
    expect(isOutsideLanguageProvider(new Error(undefined))).toBe(true);
  });

  it("rethrow anything else, above all React's suspension (a server component reading its config)", () => {
    expect(isOutsideLanguageProvider(Promise.resolve("hi"))).toBe(false);
    expect(
      isOutsideLanguageProvider(new Error("Suspense Exception: This is not a real error!")),
    ).toBe(false);
  });
});
